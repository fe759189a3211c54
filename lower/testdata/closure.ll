; Raw lowering of closure.py (no IR pass has run), the functions it names.

define internal i8* @closure.outer(i8* %x) {
entry.0:
	%0 = alloca i8*
	store i8* null, i8** %0
	%1 = alloca i8*
	store i8* null, i8** %1
	%2 = getelementptr i8, i8* @_PyRuntime, i64 576
	%3 = bitcast i8* %2 to i8**
	%4 = load i8*, i8** %3
	%5 = getelementptr i8, i8* %4, i64 32
	%6 = bitcast i8* %5 to i32*
	%7 = load i32, i32* %6
	%8 = sub i32 %7, 1
	store i32 %8, i32* %6
	%9 = icmp sle i32 %7, 0
	br i1 %9, label %recursion.check.11, label %body.0

body.0:
	call void @sp.incref(i8* %x)
	store i8* %x, i8** %0
	%10 = load i8*, i8** %0
	%11 = call i8* @PyCell_New(i8* %10)
	%12 = icmp eq i8* %11, null
	br i1 %12, label %err.1, label %ok.2, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	%13 = load i8*, i8** %0
	call void @sp.xdecref(i8* %13)
	%14 = load i8*, i8** %1
	call void @sp.xdecref(i8* %14)
	%15 = getelementptr i8, i8* @_PyRuntime, i64 576
	%16 = bitcast i8* %15 to i8**
	%17 = load i8*, i8** %16
	%18 = getelementptr i8, i8* %17, i64 32
	%19 = bitcast i8* %18 to i32*
	%20 = load i32, i32* %19
	%21 = add i32 %20, 1
	store i32 %21, i32* %19
	ret i8* null

err.1:
	call void @_PyTraceback_Add(i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([16 x i8], [16 x i8]* @sp.cstr.1, i64 0, i64 0), i32 8)
	br label %error.0

ok.2:
	call void @sp.xdecref(i8* %10)
	store i8* %11, i8** %0
	%22 = load i8*, i8** @sp.binder.__sp_nested_0
	%23 = call i8* @PyTuple_New(i64 2)
	%24 = icmp eq i8* %23, null
	br i1 %24, label %err.3, label %ok.4, !prof !{!"branch_weights", i32 1, i32 2000}

err.3:
	call void @_PyTraceback_Add(i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([16 x i8], [16 x i8]* @sp.cstr.1, i64 0, i64 0), i32 9)
	br label %error.0

ok.4:
	call void @sp.incref(i8* %22)
	%25 = call i32 @PyTuple_SetItem(i8* %23, i64 0, i8* %22)
	%26 = load i8*, i8** %0
	call void @sp.incref(i8* %26)
	%27 = call i32 @PyTuple_SetItem(i8* %23, i64 1, i8* %26)
	%28 = load i8*, i8** @sp.const.0
	%29 = call i8* @PyCFunction_NewEx(i8* bitcast ({ i8*, i8*, i32, i8* }* @"closure.outer.<locals>.inner.0.methoddef" to i8*), i8* %23, i8* %28)
	%30 = icmp eq i8* %29, null
	br i1 %30, label %err.5, label %ok.6, !prof !{!"branch_weights", i32 1, i32 2000}

err.5:
	call void @sp.decref(i8* %23)
	call void @_PyTraceback_Add(i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([16 x i8], [16 x i8]* @sp.cstr.1, i64 0, i64 0), i32 9)
	br label %error.0

ok.6:
	call void @sp.decref(i8* %23)
	%31 = load i8*, i8** %1
	store i8* %29, i8** %1
	call void @sp.xdecref(i8* %31)
	%32 = load i8*, i8** %1
	%33 = icmp eq i8* %32, null
	br i1 %33, label %unbound.7, label %bound.8

unbound.7:
	%34 = load i8*, i8** @PyExc_UnboundLocalError
	call void @PyErr_SetString(i8* %34, i8* getelementptr ([77 x i8], [77 x i8]* @sp.cstr.5, i64 0, i64 0))
	call void @_PyTraceback_Add(i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([16 x i8], [16 x i8]* @sp.cstr.1, i64 0, i64 0), i32 11)
	br label %error.0

bound.8:
	call void @sp.incref(i8* %32)
	%35 = load i8*, i8** %0
	call void @sp.xdecref(i8* %35)
	%36 = load i8*, i8** %1
	call void @sp.xdecref(i8* %36)
	%37 = getelementptr i8, i8* @_PyRuntime, i64 576
	%38 = bitcast i8* %37 to i8**
	%39 = load i8*, i8** %38
	%40 = getelementptr i8, i8* %39, i64 32
	%41 = bitcast i8* %40 to i32*
	%42 = load i32, i32* %41
	%43 = add i32 %42, 1
	store i32 %43, i32* %41
	ret i8* %32

dead.9:
	br label %bound.8

recursion.10:
	ret i8* null

recursion.check.11:
	%44 = call i32 @_Py_CheckRecursiveCall(i8* %4, i8* getelementptr ([1 x i8], [1 x i8]* @sp.cstr.6, i64 0, i64 0))
	%45 = icmp ne i32 %44, 0
	br i1 %45, label %recursion.10, label %body.0
}

define internal i8* @"closure.outer.<locals>.inner.0"(i8* %cell.x) {
entry.0:
	%0 = getelementptr i8, i8* @_PyRuntime, i64 576
	%1 = bitcast i8* %0 to i8**
	%2 = load i8*, i8** %1
	%3 = getelementptr i8, i8* %2, i64 32
	%4 = bitcast i8* %3 to i32*
	%5 = load i32, i32* %4
	%6 = sub i32 %5, 1
	store i32 %6, i32* %4
	%7 = icmp sle i32 %5, 0
	br i1 %7, label %recursion.check.5, label %body.0

body.0:
	%8 = call i8* @PyCell_Get(i8* %cell.x)
	%9 = icmp eq i8* %8, null
	br i1 %9, label %cellunbound.1, label %cellbound.2, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	%10 = getelementptr i8, i8* @_PyRuntime, i64 576
	%11 = bitcast i8* %10 to i8**
	%12 = load i8*, i8** %11
	%13 = getelementptr i8, i8* %12, i64 32
	%14 = bitcast i8* %13 to i32*
	%15 = load i32, i32* %14
	%16 = add i32 %15, 1
	store i32 %16, i32* %14
	ret i8* null

cellunbound.1:
	%17 = load i8*, i8** @PyExc_NameError
	call void @PyErr_SetString(i8* %17, i8* getelementptr ([91 x i8], [91 x i8]* @sp.cstr.7, i64 0, i64 0))
	call void @_PyTraceback_Add(i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.3, i64 0, i64 0), i8* getelementptr ([16 x i8], [16 x i8]* @sp.cstr.1, i64 0, i64 0), i32 10)
	br label %error.0

cellbound.2:
	%18 = getelementptr i8, i8* @_PyRuntime, i64 576
	%19 = bitcast i8* %18 to i8**
	%20 = load i8*, i8** %19
	%21 = getelementptr i8, i8* %20, i64 32
	%22 = bitcast i8* %21 to i32*
	%23 = load i32, i32* %22
	%24 = add i32 %23, 1
	store i32 %24, i32* %22
	ret i8* %8

dead.3:
	unreachable

recursion.4:
	ret i8* null

recursion.check.5:
	%25 = call i32 @_Py_CheckRecursiveCall(i8* %2, i8* getelementptr ([1 x i8], [1 x i8]* @sp.cstr.6, i64 0, i64 0))
	%26 = icmp ne i32 %25, 0
	br i1 %26, label %recursion.4, label %body.0
}
