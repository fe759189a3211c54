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
	%14 = load i32*, i32** @sp.eval.breaker
	%15 = load atomic i32, i32* %14 monotonic, align 4
	%16 = icmp ne i32 %15, 0
	%17 = or i1 %13, %16
	br i1 %17, label %recursion.check.13, label %body.0

body.0:
	call void @sp.incref(i8* %p)
	store i8* %p, i8** %0
	%18 = load i8*, i8** %0
	%19 = load i8*, i8** @sp.classobj.Point
	%20 = getelementptr i8, i8* %18, i64 8
	%21 = bitcast i8* %20 to i8**
	%22 = load i8*, i8** %21
	%23 = icmp eq i8* %22, %19
	br i1 %23, label %slot.fast.3, label %slot.known.5

error.0:
	%24 = load i8*, i8** %0
	call void @sp.xdecref(i8* %24)
	%25 = getelementptr i8, i8* %3, i64 32
	%26 = bitcast i8* %25 to i32*
	%27 = load i32, i32* %26
	%28 = add i32 %27, 1
	store i32 %28, i32* %26
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

slot.get.slow.1:
	%29 = load i8*, i8** @sp.const.0
	%30 = call i8* @PyObject_GetAttr(i8* %18, i8* %29)
	%31 = icmp eq i8* %30, null
	br i1 %31, label %err.8, label %ok.9, !prof !{!"branch_weights", i32 1, i32 2000}

slot.get.done.2:
	%32 = phi i64 [ %42, %slot.fast.3 ], [ %51, %ok.11 ]
	%33 = load i8*, i8** %0
	call void @sp.xdecref(i8* %33)
	%34 = getelementptr i8, i8* %3, i64 32
	%35 = bitcast i8* %34 to i32*
	%36 = load i32, i32* %35
	%37 = add i32 %36, 1
	store i32 %37, i32* %35
	%38 = insertvalue { i64, i1 } undef, i64 %32, 0
	%39 = insertvalue { i64, i1 } %38, i1 false, 1
	ret { i64, i1 } %39

slot.fast.3:
	%40 = getelementptr i8, i8* %18, i64 16
	%41 = bitcast i8* %40 to i64*
	%42 = load i64, i64* %41
	br label %slot.get.done.2

slot.subtype.4:
	%43 = load i8*, i8** @sp.slotguard.1
	%44 = icmp eq i8* %22, %43
	br i1 %44, label %slot.fast.3, label %slot.ask.6

slot.known.5:
	%45 = icmp eq i8* %19, null
	br i1 %45, label %slot.get.slow.1, label %slot.subtype.4

slot.ask.6:
	%46 = call i32 @PyType_IsSubtype(i8* %22, i8* %19)
	%47 = icmp ne i32 %46, 0
	br i1 %47, label %slot.passed.7, label %slot.get.slow.1

slot.passed.7:
	%48 = load i8*, i8** @sp.slotguard.1
	call void @sp.incref(i8* %22)
	store i8* %22, i8** @sp.slotguard.1
	call void @sp.xdecref(i8* %48)
	br label %slot.fast.3

err.8:
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 16)
	br label %error.0

ok.9:
	%49 = call { i64, i1 } @sp.unbox.int64(i8* %30)
	%50 = extractvalue { i64, i1 } %49, 1
	br i1 %50, label %err.10, label %ok.11, !prof !{!"branch_weights", i32 1, i32 2000}

err.10:
	call void @sp.decref(i8* %30)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 16)
	br label %error.0

ok.11:
	%51 = extractvalue { i64, i1 } %49, 0
	call void @sp.decref(i8* %30)
	br label %slot.get.done.2

recursion.12:
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

recursion.check.13:
	%52 = call i32 @sp.recursion.check(i8* %3, i32 %6, i64 %9)
	%53 = icmp ne i32 %52, 0
	br i1 %53, label %recursion.12, label %body.0
}
