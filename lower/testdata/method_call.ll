; Raw lowering of method_call.py (no IR pass has run), the functions it names.

define internal { i64, i1 } @method_call.use(i8* %c) {
entry.0:
	%0 = alloca i8*
	store i8* null, i8** %0
	%1 = alloca [1 x i8*]
	%2 = alloca i64
	%3 = alloca [1 x i8*]
	%4 = getelementptr i8, i8* @_PyRuntime, i64 576
	%5 = bitcast i8* %4 to i8**
	%6 = load i8*, i8** %5
	%7 = getelementptr i8, i8* %6, i64 32
	%8 = bitcast i8* %7 to i32*
	%9 = load i32, i32* %8
	%10 = sub i32 %9, 1
	store i32 %10, i32* %8
	%11 = alloca i8
	%12 = ptrtoint i8* %11 to i64
	%13 = load i64, i64* @sp.stack.low
	%14 = icmp sle i32 %9, 0
	%15 = icmp ult i64 %12, %13
	%16 = or i1 %14, %15
	br i1 %16, label %recursion.check.17, label %body.0

body.0:
	call void @sp.incref(i8* %c)
	store i8* %c, i8** %0
	%17 = load i8*, i8** %0
	%18 = load i8*, i8** @sp.const.0
	%19 = load i8*, i8** @method_call.Counter.bump.1.methodobj
	%20 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	store i8* %19, i8** %20
	%21 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	%22 = call i32 @sp.method.cached(i8* %17, i8* %18, i8** %21, i32 1, { i8*, i32, i32 }* @sp.methodcache.1)
	%23 = icmp sge i32 %22, 0
	br i1 %23, label %method.args.2, label %method.lookup.1

error.0:
	%24 = load i8*, i8** %0
	call void @sp.xdecref(i8* %24)
	%25 = getelementptr i8, i8* %6, i64 32
	%26 = bitcast i8* %25 to i32*
	%27 = load i32, i32* %26
	%28 = add i32 %27, 1
	store i32 %28, i32* %26
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

method.lookup.1:
	%29 = call i8* @PyObject_GetAttr(i8* %17, i8* %18)
	%30 = icmp eq i8* %29, null
	br i1 %30, label %err.3, label %ok.4, !prof !{!"branch_weights", i32 1, i32 2000}

method.args.2:
	%31 = phi i8* [ null, %body.0 ], [ %29, %ok.4 ]
	switch i32 %22, label %method.object.5 [
		i32 0, label %method.native.7
	]

err.3:
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.4:
	br label %method.args.2

method.object.5:
	%32 = call i8* @PyLong_FromLongLong(i64 2)
	%33 = icmp eq i8* %32, null
	br i1 %33, label %err.10, label %ok.11, !prof !{!"branch_weights", i32 1, i32 2000}

method.done.6:
	call void @sp.xdecref(i8* %31)
	%34 = load i64, i64* %2
	%35 = load i8*, i8** %0
	call void @sp.xdecref(i8* %35)
	%36 = getelementptr i8, i8* %6, i64 32
	%37 = bitcast i8* %36 to i32*
	%38 = load i32, i32* %37
	%39 = add i32 %38, 1
	store i32 %39, i32* %37
	%40 = insertvalue { i64, i1 } undef, i64 %34, 0
	%41 = insertvalue { i64, i1 } %40, i1 false, 1
	ret { i64, i1 } %41

method.native.7:
	%42 = call { i64, i1 } @method_call.Counter.bump.1(i8* %17, i64 2)
	%43 = extractvalue { i64, i1 } %42, 1
	br i1 %43, label %err.8, label %ok.9, !prof !{!"branch_weights", i32 1, i32 2000}

err.8:
	call void @sp.xdecref(i8* %31)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.9:
	%44 = extractvalue { i64, i1 } %42, 0
	store i64 %44, i64* %2
	br label %method.done.6

err.10:
	call void @sp.xdecref(i8* %31)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.11:
	%45 = getelementptr [1 x i8*], [1 x i8*]* %3, i64 0, i64 0
	store i8* %32, i8** %45
	%46 = getelementptr [1 x i8*], [1 x i8*]* %3, i64 0, i64 0
	%47 = call i8* @PyObject_Vectorcall(i8* %31, i8** %46, i64 1, i8* null)
	%48 = icmp eq i8* %47, null
	br i1 %48, label %err.12, label %ok.13, !prof !{!"branch_weights", i32 1, i32 2000}

err.12:
	call void @sp.xdecref(i8* %31)
	call void @sp.decref(i8* %32)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.13:
	call void @sp.decref(i8* %32)
	%49 = call { i64, i1 } @sp.unbox.int64(i8* %47)
	%50 = extractvalue { i64, i1 } %49, 1
	br i1 %50, label %err.14, label %ok.15, !prof !{!"branch_weights", i32 1, i32 2000}

err.14:
	call void @sp.xdecref(i8* %31)
	call void @sp.decref(i8* %47)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.15:
	%51 = extractvalue { i64, i1 } %49, 0
	call void @sp.decref(i8* %47)
	store i64 %51, i64* %2
	br label %method.done.6

recursion.16:
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

recursion.check.17:
	%52 = call i32 @sp.recursion.check(i8* %6, i32 %9, i64 %12)
	%53 = icmp ne i32 %52, 0
	br i1 %53, label %recursion.16, label %body.0
}
