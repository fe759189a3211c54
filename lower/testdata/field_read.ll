; Raw lowering of field_read.py (no IR pass has run), the functions it names.

define internal { i64, i1 } @field_read.get(i8* %p) {
entry.0:
	%0 = alloca i8*
	store i8* null, i8** %0
	%1 = getelementptr i8, i8* @_PyRuntime, i64 576
	%2 = bitcast i8* %1 to i8**
	%3 = load i8*, i8** %2
	%4 = getelementptr i8, i8* %3, i64 32
	%5 = bitcast i8* %4 to i32*
	%6 = load i32, i32* %5
	%7 = sub i32 %6, 1
	store i32 %7, i32* %5
	%8 = alloca i8
	%9 = ptrtoint i8* %8 to i64
	%10 = load i64, i64* @sp.stack.low
	%11 = icmp sle i32 %6, 0
	%12 = icmp ult i64 %9, %10
	%13 = or i1 %11, %12
	br i1 %13, label %recursion.check.11, label %body.0

body.0:
	call void @sp.incref(i8* %p)
	store i8* %p, i8** %0
	%14 = load i8*, i8** %0
	%15 = load i8*, i8** @sp.classobj.Point
	%16 = getelementptr i8, i8* %14, i64 8
	%17 = bitcast i8* %16 to i8**
	%18 = load i8*, i8** %17
	%19 = icmp eq i8* %18, %15
	br i1 %19, label %slot.fast.3, label %slot.known.5

error.0:
	%20 = load i8*, i8** %0
	call void @sp.xdecref(i8* %20)
	%21 = getelementptr i8, i8* @_PyRuntime, i64 576
	%22 = bitcast i8* %21 to i8**
	%23 = load i8*, i8** %22
	%24 = getelementptr i8, i8* %23, i64 32
	%25 = bitcast i8* %24 to i32*
	%26 = load i32, i32* %25
	%27 = add i32 %26, 1
	store i32 %27, i32* %25
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

slot.get.slow.1:
	%28 = load i8*, i8** @sp.const.0
	%29 = call i8* @PyObject_GetAttr(i8* %14, i8* %28)
	%30 = icmp eq i8* %29, null
	br i1 %30, label %err.6, label %ok.7, !prof !{!"branch_weights", i32 1, i32 2000}

slot.get.done.2:
	%31 = phi i64 [ %44, %slot.fast.3 ], [ %50, %ok.9 ]
	%32 = load i8*, i8** %0
	call void @sp.xdecref(i8* %32)
	%33 = getelementptr i8, i8* @_PyRuntime, i64 576
	%34 = bitcast i8* %33 to i8**
	%35 = load i8*, i8** %34
	%36 = getelementptr i8, i8* %35, i64 32
	%37 = bitcast i8* %36 to i32*
	%38 = load i32, i32* %37
	%39 = add i32 %38, 1
	store i32 %39, i32* %37
	%40 = insertvalue { i64, i1 } undef, i64 %31, 0
	%41 = insertvalue { i64, i1 } %40, i1 false, 1
	ret { i64, i1 } %41

slot.fast.3:
	%42 = getelementptr i8, i8* %14, i64 16
	%43 = bitcast i8* %42 to i64*
	%44 = load i64, i64* %43
	br label %slot.get.done.2

slot.subtype.4:
	%45 = call i32 @PyType_IsSubtype(i8* %18, i8* %15)
	%46 = icmp ne i32 %45, 0
	br i1 %46, label %slot.fast.3, label %slot.get.slow.1

slot.known.5:
	%47 = icmp eq i8* %15, null
	br i1 %47, label %slot.get.slow.1, label %slot.subtype.4

err.6:
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 16)
	br label %error.0

ok.7:
	%48 = call { i64, i1 } @sp.unbox.int64(i8* %29)
	%49 = extractvalue { i64, i1 } %48, 1
	br i1 %49, label %err.8, label %ok.9, !prof !{!"branch_weights", i32 1, i32 2000}

err.8:
	call void @sp.decref(i8* %29)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 16)
	br label %error.0

ok.9:
	%50 = extractvalue { i64, i1 } %48, 0
	call void @sp.decref(i8* %29)
	br label %slot.get.done.2

recursion.10:
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

recursion.check.11:
	%51 = call i32 @sp.recursion.check(i8* %3, i32 %6, i64 %9)
	%52 = icmp ne i32 %51, 0
	br i1 %52, label %recursion.10, label %body.0
}
