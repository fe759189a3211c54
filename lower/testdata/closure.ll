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
	%9 = alloca i8
	%10 = ptrtoint i8* %9 to i64
	%11 = load i64, i64* @sp.stack.low
	%12 = icmp sle i32 %7, 0
	%13 = icmp ult i64 %10, %11
	%14 = or i1 %12, %13
	br i1 %14, label %recursion.check.11, label %body.0

body.0:
	call void @sp.incref(i8* %x)
	store i8* %x, i8** %0
	%15 = load i8*, i8** %0
	%16 = call i8* @PyCell_New(i8* %15)
	%17 = icmp eq i8* %16, null
	br i1 %17, label %err.1, label %ok.2, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	%18 = load i8*, i8** %0
	call void @sp.xdecref(i8* %18)
	%19 = load i8*, i8** %1
	call void @sp.xdecref(i8* %19)
	%20 = getelementptr i8, i8* %4, i64 32
	%21 = bitcast i8* %20 to i32*
	%22 = load i32, i32* %21
	%23 = add i32 %22, 1
	store i32 %23, i32* %21
	ret i8* null

err.1:
	call void @_PyTraceback_Add(i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([16 x i8], [16 x i8]* @sp.cstr.1, i64 0, i64 0), i32 8)
	br label %error.0

ok.2:
	call void @sp.xdecref(i8* %15)
	store i8* %16, i8** %0
	%24 = load i8*, i8** @sp.binder.__sp_nested_0
	%25 = call i8* @PyTuple_New(i64 2)
	%26 = icmp eq i8* %25, null
	br i1 %26, label %err.3, label %ok.4, !prof !{!"branch_weights", i32 1, i32 2000}

err.3:
	call void @_PyTraceback_Add(i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([16 x i8], [16 x i8]* @sp.cstr.1, i64 0, i64 0), i32 9)
	br label %error.0

ok.4:
	call void @sp.incref(i8* %24)
	%27 = call i32 @PyTuple_SetItem(i8* %25, i64 0, i8* %24)
	%28 = load i8*, i8** %0
	call void @sp.incref(i8* %28)
	%29 = call i32 @PyTuple_SetItem(i8* %25, i64 1, i8* %28)
	%30 = load i8*, i8** @sp.const.0
	%31 = call i8* @PyCFunction_NewEx(i8* bitcast ({ i8*, i8*, i32, i8* }* @"closure.outer.<locals>.inner.0.methoddef" to i8*), i8* %25, i8* %30)
	%32 = icmp eq i8* %31, null
	br i1 %32, label %err.5, label %ok.6, !prof !{!"branch_weights", i32 1, i32 2000}

err.5:
	call void @sp.decref(i8* %25)
	call void @_PyTraceback_Add(i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([16 x i8], [16 x i8]* @sp.cstr.1, i64 0, i64 0), i32 9)
	br label %error.0

ok.6:
	call void @sp.decref(i8* %25)
	%33 = load i8*, i8** %1
	store i8* %31, i8** %1
	call void @sp.xdecref(i8* %33)
	%34 = load i8*, i8** %1
	%35 = icmp eq i8* %34, null
	br i1 %35, label %unbound.7, label %bound.8

unbound.7:
	%36 = load i8*, i8** @PyExc_UnboundLocalError
	call void @PyErr_SetString(i8* %36, i8* getelementptr ([77 x i8], [77 x i8]* @sp.cstr.5, i64 0, i64 0))
	call void @_PyTraceback_Add(i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([16 x i8], [16 x i8]* @sp.cstr.1, i64 0, i64 0), i32 11)
	br label %error.0

bound.8:
	call void @sp.incref(i8* %34)
	%37 = load i8*, i8** %0
	call void @sp.xdecref(i8* %37)
	%38 = load i8*, i8** %1
	call void @sp.xdecref(i8* %38)
	%39 = getelementptr i8, i8* %4, i64 32
	%40 = bitcast i8* %39 to i32*
	%41 = load i32, i32* %40
	%42 = add i32 %41, 1
	store i32 %42, i32* %40
	ret i8* %34

dead.9:
	br label %bound.8

recursion.10:
	ret i8* null

recursion.check.11:
	%43 = call i32 @sp.recursion.check(i8* %4, i32 %7, i64 %10)
	%44 = icmp ne i32 %43, 0
	br i1 %44, label %recursion.10, label %body.0
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
	%7 = alloca i8
	%8 = ptrtoint i8* %7 to i64
	%9 = load i64, i64* @sp.stack.low
	%10 = icmp sle i32 %5, 0
	%11 = icmp ult i64 %8, %9
	%12 = or i1 %10, %11
	br i1 %12, label %recursion.check.5, label %body.0

body.0:
	%13 = call i8* @PyCell_Get(i8* %cell.x)
	%14 = icmp eq i8* %13, null
	br i1 %14, label %cellunbound.1, label %cellbound.2, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	%15 = getelementptr i8, i8* %2, i64 32
	%16 = bitcast i8* %15 to i32*
	%17 = load i32, i32* %16
	%18 = add i32 %17, 1
	store i32 %18, i32* %16
	ret i8* null

cellunbound.1:
	%19 = load i8*, i8** @PyExc_NameError
	call void @PyErr_SetString(i8* %19, i8* getelementptr ([91 x i8], [91 x i8]* @sp.cstr.8, i64 0, i64 0))
	call void @_PyTraceback_Add(i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.3, i64 0, i64 0), i8* getelementptr ([16 x i8], [16 x i8]* @sp.cstr.1, i64 0, i64 0), i32 10)
	br label %error.0

cellbound.2:
	%20 = getelementptr i8, i8* %2, i64 32
	%21 = bitcast i8* %20 to i32*
	%22 = load i32, i32* %21
	%23 = add i32 %22, 1
	store i32 %23, i32* %21
	ret i8* %13

dead.3:
	unreachable

recursion.4:
	ret i8* null

recursion.check.5:
	%24 = call i32 @sp.recursion.check(i8* %2, i32 %5, i64 %8)
	%25 = icmp ne i32 %24, 0
	br i1 %25, label %recursion.4, label %body.0
}
