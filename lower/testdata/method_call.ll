; Raw lowering of method_call.py (no IR pass has run), the functions it names.

define internal { i64, i1 } @method_call.use(i8* %c) {
entry.0:
	%0 = alloca i8*
	store i8* null, i8** %0
	%1 = alloca [1 x i8*]
	br label %body.0

body.0:
	call void @sp.incref(i8* %c)
	store i8* %c, i8** %0
	%2 = load i8*, i8** %0
	%3 = load i8*, i8** @sp.const.0
	%4 = load i8*, i8** @sp.classobj.Counter
	%5 = load i8*, i8** @method_call.Counter.bump.1.methodobj
	%6 = call i1 @sp.method.direct(i8* %2, i8* %4, i8* %3, i8* %5)
	br i1 %6, label %method.args.2, label %method.lookup.1

error.0:
	%7 = load i8*, i8** %0
	call void @sp.xdecref(i8* %7)
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

method.lookup.1:
	%8 = call i8* @PyObject_GetAttr(i8* %2, i8* %3)
	%9 = icmp eq i8* %8, null
	br i1 %9, label %err.3, label %ok.4, !prof !{!"branch_weights", i32 1, i32 2000}

method.args.2:
	%10 = phi i8* [ null, %body.0 ], [ %8, %ok.4 ]
	br i1 %6, label %method.native.5, label %method.object.6

err.3:
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.4:
	br label %method.args.2

method.native.5:
	%11 = call { i64, i1 } @method_call.Counter.bump.1(i8* %2, i64 2)
	%12 = extractvalue { i64, i1 } %11, 1
	br i1 %12, label %err.8, label %ok.9, !prof !{!"branch_weights", i32 1, i32 2000}

method.object.6:
	%13 = call i8* @PyLong_FromLongLong(i64 2)
	%14 = icmp eq i8* %13, null
	br i1 %14, label %err.10, label %ok.11, !prof !{!"branch_weights", i32 1, i32 2000}

method.done.7:
	%15 = phi i64 [ %19, %ok.9 ], [ %26, %ok.15 ]
	call void @sp.xdecref(i8* %10)
	%16 = load i8*, i8** %0
	call void @sp.xdecref(i8* %16)
	%17 = insertvalue { i64, i1 } undef, i64 %15, 0
	%18 = insertvalue { i64, i1 } %17, i1 false, 1
	ret { i64, i1 } %18

err.8:
	call void @sp.xdecref(i8* %10)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.9:
	%19 = extractvalue { i64, i1 } %11, 0
	br label %method.done.7

err.10:
	call void @sp.xdecref(i8* %10)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.11:
	%20 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	store i8* %13, i8** %20
	%21 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	%22 = call i8* @PyObject_Vectorcall(i8* %10, i8** %21, i64 1, i8* null)
	%23 = icmp eq i8* %22, null
	br i1 %23, label %err.12, label %ok.13, !prof !{!"branch_weights", i32 1, i32 2000}

err.12:
	call void @sp.xdecref(i8* %10)
	call void @sp.decref(i8* %13)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.13:
	call void @sp.decref(i8* %13)
	%24 = call { i64, i1 } @sp.unbox.int64(i8* %22)
	%25 = extractvalue { i64, i1 } %24, 1
	br i1 %25, label %err.14, label %ok.15, !prof !{!"branch_weights", i32 1, i32 2000}

err.14:
	call void @sp.xdecref(i8* %10)
	call void @sp.decref(i8* %22)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.15:
	%26 = extractvalue { i64, i1 } %24, 0
	call void @sp.decref(i8* %22)
	br label %method.done.7
}
