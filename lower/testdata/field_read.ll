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
	br i1 %13, label %recursion.check.13, label %body.0

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
	%21 = getelementptr i8, i8* %3, i64 32
	%22 = bitcast i8* %21 to i32*
	%23 = load i32, i32* %22
	%24 = add i32 %23, 1
	store i32 %24, i32* %22
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

slot.get.slow.1:
	%25 = load i8*, i8** @sp.const.0
	%26 = call i8* @PyObject_GetAttr(i8* %14, i8* %25)
	%27 = icmp eq i8* %26, null
	br i1 %27, label %err.8, label %ok.9, !prof !{!"branch_weights", i32 1, i32 2000}

slot.get.done.2:
	%28 = phi i64 [ %38, %slot.fast.3 ], [ %47, %ok.11 ]
	%29 = load i8*, i8** %0
	call void @sp.xdecref(i8* %29)
	%30 = getelementptr i8, i8* %3, i64 32
	%31 = bitcast i8* %30 to i32*
	%32 = load i32, i32* %31
	%33 = add i32 %32, 1
	store i32 %33, i32* %31
	%34 = insertvalue { i64, i1 } undef, i64 %28, 0
	%35 = insertvalue { i64, i1 } %34, i1 false, 1
	ret { i64, i1 } %35

slot.fast.3:
	%36 = getelementptr i8, i8* %14, i64 16
	%37 = bitcast i8* %36 to i64*
	%38 = load i64, i64* %37
	br label %slot.get.done.2

slot.subtype.4:
	%39 = load i8*, i8** @sp.slotguard.1
	%40 = icmp eq i8* %18, %39
	br i1 %40, label %slot.fast.3, label %slot.ask.6

slot.known.5:
	%41 = icmp eq i8* %15, null
	br i1 %41, label %slot.get.slow.1, label %slot.subtype.4

slot.ask.6:
	%42 = call i32 @PyType_IsSubtype(i8* %18, i8* %15)
	%43 = icmp ne i32 %42, 0
	br i1 %43, label %slot.passed.7, label %slot.get.slow.1

slot.passed.7:
	%44 = load i8*, i8** @sp.slotguard.1
	call void @sp.incref(i8* %18)
	store i8* %18, i8** @sp.slotguard.1
	call void @sp.xdecref(i8* %44)
	br label %slot.fast.3

err.8:
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 16)
	br label %error.0

ok.9:
	%45 = call { i64, i1 } @sp.unbox.int64(i8* %26)
	%46 = extractvalue { i64, i1 } %45, 1
	br i1 %46, label %err.10, label %ok.11, !prof !{!"branch_weights", i32 1, i32 2000}

err.10:
	call void @sp.decref(i8* %26)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 16)
	br label %error.0

ok.11:
	%47 = extractvalue { i64, i1 } %45, 0
	call void @sp.decref(i8* %26)
	br label %slot.get.done.2

recursion.12:
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

recursion.check.13:
	%48 = call i32 @sp.recursion.check(i8* %3, i32 %6, i64 %9)
	%49 = icmp ne i32 %48, 0
	br i1 %49, label %recursion.12, label %body.0
}
