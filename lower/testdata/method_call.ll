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
	%11 = icmp sle i32 %9, 0
	br i1 %11, label %recursion.check.17, label %body.0

body.0:
	call void @sp.incref(i8* %c)
	store i8* %c, i8** %0
	%12 = load i8*, i8** %0
	%13 = load i8*, i8** @sp.const.0
	%14 = load i8*, i8** @method_call.Counter.bump.1.methodobj
	%15 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	store i8* %14, i8** %15
	%16 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	%17 = call i32 @sp.method.cached(i8* %12, i8* %13, i8** %16, i32 1, { i8*, i32, i32 }* @sp.methodcache.1)
	%18 = icmp sge i32 %17, 0
	br i1 %18, label %method.args.2, label %method.lookup.1

error.0:
	%19 = load i8*, i8** %0
	call void @sp.xdecref(i8* %19)
	%20 = getelementptr i8, i8* @_PyRuntime, i64 576
	%21 = bitcast i8* %20 to i8**
	%22 = load i8*, i8** %21
	%23 = getelementptr i8, i8* %22, i64 32
	%24 = bitcast i8* %23 to i32*
	%25 = load i32, i32* %24
	%26 = add i32 %25, 1
	store i32 %26, i32* %24
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

method.lookup.1:
	%27 = call i8* @PyObject_GetAttr(i8* %12, i8* %13)
	%28 = icmp eq i8* %27, null
	br i1 %28, label %err.3, label %ok.4, !prof !{!"branch_weights", i32 1, i32 2000}

method.args.2:
	%29 = phi i8* [ null, %body.0 ], [ %27, %ok.4 ]
	switch i32 %17, label %method.object.5 [
		i32 0, label %method.native.7
	]

err.3:
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.4:
	br label %method.args.2

method.object.5:
	%30 = call i8* @PyLong_FromLongLong(i64 2)
	%31 = icmp eq i8* %30, null
	br i1 %31, label %err.10, label %ok.11, !prof !{!"branch_weights", i32 1, i32 2000}

method.done.6:
	call void @sp.xdecref(i8* %29)
	%32 = load i64, i64* %2
	%33 = load i8*, i8** %0
	call void @sp.xdecref(i8* %33)
	%34 = getelementptr i8, i8* @_PyRuntime, i64 576
	%35 = bitcast i8* %34 to i8**
	%36 = load i8*, i8** %35
	%37 = getelementptr i8, i8* %36, i64 32
	%38 = bitcast i8* %37 to i32*
	%39 = load i32, i32* %38
	%40 = add i32 %39, 1
	store i32 %40, i32* %38
	%41 = insertvalue { i64, i1 } undef, i64 %32, 0
	%42 = insertvalue { i64, i1 } %41, i1 false, 1
	ret { i64, i1 } %42

method.native.7:
	%43 = call { i64, i1 } @method_call.Counter.bump.1(i8* %12, i64 2)
	%44 = extractvalue { i64, i1 } %43, 1
	br i1 %44, label %err.8, label %ok.9, !prof !{!"branch_weights", i32 1, i32 2000}

err.8:
	call void @sp.xdecref(i8* %29)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.9:
	%45 = extractvalue { i64, i1 } %43, 0
	store i64 %45, i64* %2
	br label %method.done.6

err.10:
	call void @sp.xdecref(i8* %29)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.11:
	%46 = getelementptr [1 x i8*], [1 x i8*]* %3, i64 0, i64 0
	store i8* %30, i8** %46
	%47 = getelementptr [1 x i8*], [1 x i8*]* %3, i64 0, i64 0
	%48 = call i8* @PyObject_Vectorcall(i8* %29, i8** %47, i64 1, i8* null)
	%49 = icmp eq i8* %48, null
	br i1 %49, label %err.12, label %ok.13, !prof !{!"branch_weights", i32 1, i32 2000}

err.12:
	call void @sp.xdecref(i8* %29)
	call void @sp.decref(i8* %30)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.13:
	call void @sp.decref(i8* %30)
	%50 = call { i64, i1 } @sp.unbox.int64(i8* %48)
	%51 = extractvalue { i64, i1 } %50, 1
	br i1 %51, label %err.14, label %ok.15, !prof !{!"branch_weights", i32 1, i32 2000}

err.14:
	call void @sp.xdecref(i8* %29)
	call void @sp.decref(i8* %48)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.15:
	%52 = extractvalue { i64, i1 } %50, 0
	call void @sp.decref(i8* %48)
	store i64 %52, i64* %2
	br label %method.done.6

recursion.16:
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

recursion.check.17:
	%53 = call i32 @_Py_CheckRecursiveCall(i8* %6, i8* getelementptr ([1 x i8], [1 x i8]* @sp.cstr.7, i64 0, i64 0))
	%54 = icmp ne i32 %53, 0
	br i1 %54, label %recursion.16, label %body.0
}
