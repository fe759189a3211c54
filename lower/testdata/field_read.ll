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
	%8 = icmp sle i32 %6, 0
	br i1 %8, label %recursion.check.13, label %body.0

body.0:
	call void @sp.incref(i8* %p)
	store i8* %p, i8** %0
	%9 = load i8*, i8** %0
	%10 = load i8*, i8** @sp.classobj.Point
	%11 = getelementptr i8, i8* %9, i64 8
	%12 = bitcast i8* %11 to i8**
	%13 = load i8*, i8** %12
	%14 = icmp eq i8* %13, %10
	br i1 %14, label %slot.fast.3, label %slot.known.5

error.0:
	%15 = load i8*, i8** %0
	call void @sp.xdecref(i8* %15)
	%16 = getelementptr i8, i8* @_PyRuntime, i64 576
	%17 = bitcast i8* %16 to i8**
	%18 = load i8*, i8** %17
	%19 = getelementptr i8, i8* %18, i64 32
	%20 = bitcast i8* %19 to i32*
	%21 = load i32, i32* %20
	%22 = add i32 %21, 1
	store i32 %22, i32* %20
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

slot.get.slow.1:
	%23 = load i8*, i8** @sp.const.0
	%24 = call i8* @PyObject_GetAttr(i8* %9, i8* %23)
	%25 = icmp eq i8* %24, null
	br i1 %25, label %err.8, label %ok.9, !prof !{!"branch_weights", i32 1, i32 2000}

slot.get.done.2:
	%26 = phi i64 [ %39, %slot.fast.3 ], [ %48, %ok.11 ]
	%27 = load i8*, i8** %0
	call void @sp.xdecref(i8* %27)
	%28 = getelementptr i8, i8* @_PyRuntime, i64 576
	%29 = bitcast i8* %28 to i8**
	%30 = load i8*, i8** %29
	%31 = getelementptr i8, i8* %30, i64 32
	%32 = bitcast i8* %31 to i32*
	%33 = load i32, i32* %32
	%34 = add i32 %33, 1
	store i32 %34, i32* %32
	%35 = insertvalue { i64, i1 } undef, i64 %26, 0
	%36 = insertvalue { i64, i1 } %35, i1 false, 1
	ret { i64, i1 } %36

slot.fast.3:
	%37 = getelementptr i8, i8* %9, i64 16
	%38 = bitcast i8* %37 to i64*
	%39 = load i64, i64* %38
	br label %slot.get.done.2

slot.subtype.4:
	%40 = load i8*, i8** @sp.slotguard.1
	%41 = icmp eq i8* %13, %40
	br i1 %41, label %slot.fast.3, label %slot.ask.6

slot.known.5:
	%42 = icmp eq i8* %10, null
	br i1 %42, label %slot.get.slow.1, label %slot.subtype.4

slot.ask.6:
	%43 = call i32 @PyType_IsSubtype(i8* %13, i8* %10)
	%44 = icmp ne i32 %43, 0
	br i1 %44, label %slot.passed.7, label %slot.get.slow.1

slot.passed.7:
	%45 = load i8*, i8** @sp.slotguard.1
	call void @sp.incref(i8* %13)
	store i8* %13, i8** @sp.slotguard.1
	call void @sp.xdecref(i8* %45)
	br label %slot.fast.3

err.8:
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 16)
	br label %error.0

ok.9:
	%46 = call { i64, i1 } @sp.unbox.int64(i8* %24)
	%47 = extractvalue { i64, i1 } %46, 1
	br i1 %47, label %err.10, label %ok.11, !prof !{!"branch_weights", i32 1, i32 2000}

err.10:
	call void @sp.decref(i8* %24)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 16)
	br label %error.0

ok.11:
	%48 = extractvalue { i64, i1 } %46, 0
	call void @sp.decref(i8* %24)
	br label %slot.get.done.2

recursion.12:
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

recursion.check.13:
	%49 = call i32 @_Py_CheckRecursiveCall(i8* %3, i8* getelementptr ([1 x i8], [1 x i8]* @sp.cstr.6, i64 0, i64 0))
	%50 = icmp ne i32 %49, 0
	br i1 %50, label %recursion.12, label %body.0
}
