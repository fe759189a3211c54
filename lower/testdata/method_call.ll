; Raw lowering of method_call.py (no IR pass has run), the functions it names.

define internal { i64, i1 } @method_call.use(i8* %c) {
entry.0:
	%0 = alloca i8*
	store i8* null, i8** %0
	%1 = alloca [1 x i8*]
	%2 = alloca i64
	%3 = alloca [1 x i8*]
	br label %body.0

body.0:
	call void @sp.incref(i8* %c)
	store i8* %c, i8** %0
	%4 = load i8*, i8** %0
	%5 = load i8*, i8** @sp.const.0
	%6 = load i8*, i8** @method_call.Counter.bump.1.methodobj
	%7 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	store i8* %6, i8** %7
	%8 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	%9 = call i32 @sp.method.cached(i8* %4, i8* %5, i8** %8, i32 1, { i8*, i32, i32 }* @sp.methodcache.1)
	%10 = icmp sge i32 %9, 0
	br i1 %10, label %method.args.2, label %method.lookup.1

error.0:
	%11 = load i8*, i8** %0
	call void @sp.xdecref(i8* %11)
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

method.lookup.1:
	%12 = call i8* @PyObject_GetAttr(i8* %4, i8* %5)
	%13 = icmp eq i8* %12, null
	br i1 %13, label %err.3, label %ok.4, !prof !{!"branch_weights", i32 1, i32 2000}

method.args.2:
	%14 = phi i8* [ null, %body.0 ], [ %12, %ok.4 ]
	switch i32 %9, label %method.object.5 [
		i32 0, label %method.native.7
	]

err.3:
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.4:
	br label %method.args.2

method.object.5:
	%15 = call i8* @PyLong_FromLongLong(i64 2)
	%16 = icmp eq i8* %15, null
	br i1 %16, label %err.10, label %ok.11, !prof !{!"branch_weights", i32 1, i32 2000}

method.done.6:
	call void @sp.xdecref(i8* %14)
	%17 = load i64, i64* %2
	%18 = load i8*, i8** %0
	call void @sp.xdecref(i8* %18)
	%19 = insertvalue { i64, i1 } undef, i64 %17, 0
	%20 = insertvalue { i64, i1 } %19, i1 false, 1
	ret { i64, i1 } %20

method.native.7:
	%21 = call { i64, i1 } @method_call.Counter.bump.1(i8* %4, i64 2)
	%22 = extractvalue { i64, i1 } %21, 1
	br i1 %22, label %err.8, label %ok.9, !prof !{!"branch_weights", i32 1, i32 2000}

err.8:
	call void @sp.xdecref(i8* %14)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.9:
	%23 = extractvalue { i64, i1 } %21, 0
	store i64 %23, i64* %2
	br label %method.done.6

err.10:
	call void @sp.xdecref(i8* %14)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.11:
	%24 = getelementptr [1 x i8*], [1 x i8*]* %3, i64 0, i64 0
	store i8* %15, i8** %24
	%25 = getelementptr [1 x i8*], [1 x i8*]* %3, i64 0, i64 0
	%26 = call i8* @PyObject_Vectorcall(i8* %14, i8** %25, i64 1, i8* null)
	%27 = icmp eq i8* %26, null
	br i1 %27, label %err.12, label %ok.13, !prof !{!"branch_weights", i32 1, i32 2000}

err.12:
	call void @sp.xdecref(i8* %14)
	call void @sp.decref(i8* %15)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.13:
	call void @sp.decref(i8* %15)
	%28 = call { i64, i1 } @sp.unbox.int64(i8* %26)
	%29 = extractvalue { i64, i1 } %28, 1
	br i1 %29, label %err.14, label %ok.15, !prof !{!"branch_weights", i32 1, i32 2000}

err.14:
	call void @sp.xdecref(i8* %14)
	call void @sp.decref(i8* %26)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.15:
	%30 = extractvalue { i64, i1 } %28, 0
	call void @sp.decref(i8* %26)
	store i64 %30, i64* %2
	br label %method.done.6
}
