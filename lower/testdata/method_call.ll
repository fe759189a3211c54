; Raw lowering of method_call.py (no IR pass has run), the functions it names.

define internal { i64, i1 } @method_call.use(i8* %c) {
entry.0:
	%0 = alloca i8*
	store i8* null, i8** %0
	%1 = alloca [1 x i8*]
	%2 = getelementptr i8, i8* @_PyRuntime, i64 576
	%3 = bitcast i8* %2 to i8**
	%4 = load i8*, i8** %3
	%5 = getelementptr i8, i8* %4, i64 32
	%6 = bitcast i8* %5 to i32*
	%7 = load i32, i32* %6
	%8 = sub i32 %7, 1
	store i32 %8, i32* %6
	%9 = icmp sle i32 %7, 0
	br i1 %9, label %recursion.check.17, label %body.0

body.0:
	call void @sp.incref(i8* %c)
	store i8* %c, i8** %0
	%10 = load i8*, i8** %0
	%11 = load i8*, i8** @sp.const.0
	%12 = load i8*, i8** @sp.classobj.Counter
	%13 = load i8*, i8** @method_call.Counter.bump.1.methodobj
	%14 = call i1 @sp.method.direct(i8* %10, i8* %12, i8* %11, i8* %13)
	br i1 %14, label %method.args.2, label %method.lookup.1

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

method.lookup.1:
	%23 = call i8* @PyObject_GetAttr(i8* %10, i8* %11)
	%24 = icmp eq i8* %23, null
	br i1 %24, label %err.3, label %ok.4, !prof !{!"branch_weights", i32 1, i32 2000}

method.args.2:
	%25 = phi i8* [ null, %body.0 ], [ %23, %ok.4 ]
	br i1 %14, label %method.native.5, label %method.object.6

err.3:
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.4:
	br label %method.args.2

method.native.5:
	%26 = call { i64, i1 } @method_call.Counter.bump.1(i8* %10, i64 2)
	%27 = extractvalue { i64, i1 } %26, 1
	br i1 %27, label %err.8, label %ok.9, !prof !{!"branch_weights", i32 1, i32 2000}

method.object.6:
	%28 = call i8* @PyLong_FromLongLong(i64 2)
	%29 = icmp eq i8* %28, null
	br i1 %29, label %err.10, label %ok.11, !prof !{!"branch_weights", i32 1, i32 2000}

method.done.7:
	%30 = phi i64 [ %41, %ok.9 ], [ %48, %ok.15 ]
	call void @sp.xdecref(i8* %25)
	%31 = load i8*, i8** %0
	call void @sp.xdecref(i8* %31)
	%32 = getelementptr i8, i8* @_PyRuntime, i64 576
	%33 = bitcast i8* %32 to i8**
	%34 = load i8*, i8** %33
	%35 = getelementptr i8, i8* %34, i64 32
	%36 = bitcast i8* %35 to i32*
	%37 = load i32, i32* %36
	%38 = add i32 %37, 1
	store i32 %38, i32* %36
	%39 = insertvalue { i64, i1 } undef, i64 %30, 0
	%40 = insertvalue { i64, i1 } %39, i1 false, 1
	ret { i64, i1 } %40

err.8:
	call void @sp.xdecref(i8* %25)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.9:
	%41 = extractvalue { i64, i1 } %26, 0
	br label %method.done.7

err.10:
	call void @sp.xdecref(i8* %25)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.11:
	%42 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	store i8* %28, i8** %42
	%43 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	%44 = call i8* @PyObject_Vectorcall(i8* %25, i8** %43, i64 1, i8* null)
	%45 = icmp eq i8* %44, null
	br i1 %45, label %err.12, label %ok.13, !prof !{!"branch_weights", i32 1, i32 2000}

err.12:
	call void @sp.xdecref(i8* %25)
	call void @sp.decref(i8* %28)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.13:
	call void @sp.decref(i8* %28)
	%46 = call { i64, i1 } @sp.unbox.int64(i8* %44)
	%47 = extractvalue { i64, i1 } %46, 1
	br i1 %47, label %err.14, label %ok.15, !prof !{!"branch_weights", i32 1, i32 2000}

err.14:
	call void @sp.xdecref(i8* %25)
	call void @sp.decref(i8* %44)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.15:
	%48 = extractvalue { i64, i1 } %46, 0
	call void @sp.decref(i8* %44)
	br label %method.done.7

recursion.16:
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

recursion.check.17:
	%49 = call i32 @_Py_CheckRecursiveCall(i8* %4, i8* getelementptr ([1 x i8], [1 x i8]* @sp.cstr.7, i64 0, i64 0))
	%50 = icmp ne i32 %49, 0
	br i1 %50, label %recursion.16, label %body.0
}
