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
	%25 = getelementptr i8, i8* @_PyRuntime, i64 576
	%26 = bitcast i8* %25 to i8**
	%27 = load i8*, i8** %26
	%28 = getelementptr i8, i8* %27, i64 32
	%29 = bitcast i8* %28 to i32*
	%30 = load i32, i32* %29
	%31 = add i32 %30, 1
	store i32 %31, i32* %29
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

slot.get.slow.1:
	%32 = load i8*, i8** @sp.const.0
	%33 = call i8* @PyObject_GetAttr(i8* %18, i8* %32)
	%34 = icmp eq i8* %33, null
	br i1 %34, label %err.8, label %ok.9, !prof !{!"branch_weights", i32 1, i32 2000}

slot.get.done.2:
	%35 = phi i64 [ %48, %slot.fast.3 ], [ %57, %ok.11 ]
	%36 = load i8*, i8** %0
	call void @sp.xdecref(i8* %36)
	%37 = getelementptr i8, i8* @_PyRuntime, i64 576
	%38 = bitcast i8* %37 to i8**
	%39 = load i8*, i8** %38
	%40 = getelementptr i8, i8* %39, i64 32
	%41 = bitcast i8* %40 to i32*
	%42 = load i32, i32* %41
	%43 = add i32 %42, 1
	store i32 %43, i32* %41
	%44 = insertvalue { i64, i1 } undef, i64 %35, 0
	%45 = insertvalue { i64, i1 } %44, i1 false, 1
	ret { i64, i1 } %45

slot.fast.3:
	%46 = getelementptr i8, i8* %18, i64 16
	%47 = bitcast i8* %46 to i64*
	%48 = load i64, i64* %47
	br label %slot.get.done.2

slot.subtype.4:
	%49 = load i8*, i8** @sp.slotguard.1
	%50 = icmp eq i8* %22, %49
	br i1 %50, label %slot.fast.3, label %slot.ask.6

slot.known.5:
	%51 = icmp eq i8* %19, null
	br i1 %51, label %slot.get.slow.1, label %slot.subtype.4

slot.ask.6:
	%52 = call i32 @PyType_IsSubtype(i8* %22, i8* %19)
	%53 = icmp ne i32 %52, 0
	br i1 %53, label %slot.passed.7, label %slot.get.slow.1

slot.passed.7:
	%54 = load i8*, i8** @sp.slotguard.1
	call void @sp.incref(i8* %22)
	store i8* %22, i8** @sp.slotguard.1
	call void @sp.xdecref(i8* %54)
	br label %slot.fast.3

err.8:
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 16)
	br label %error.0

ok.9:
	%55 = call { i64, i1 } @sp.unbox.int64(i8* %33)
	%56 = extractvalue { i64, i1 } %55, 1
	br i1 %56, label %err.10, label %ok.11, !prof !{!"branch_weights", i32 1, i32 2000}

err.10:
	call void @sp.decref(i8* %33)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 16)
	br label %error.0

ok.11:
	%57 = extractvalue { i64, i1 } %55, 0
	call void @sp.decref(i8* %33)
	br label %slot.get.done.2

recursion.12:
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

recursion.check.13:
	%58 = call i32 @sp.recursion.check(i8* %3, i32 %6, i64 %9)
	%59 = icmp ne i32 %58, 0
	br i1 %59, label %recursion.12, label %body.0
}
