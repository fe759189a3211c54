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
	%15 = load i32*, i32** @sp.eval.breaker
	%16 = load atomic i32, i32* %15 monotonic, align 4
	%17 = icmp ne i32 %16, 0
	%18 = or i1 %14, %17
	br i1 %18, label %recursion.check.10, label %body.0

body.0:
	call void @sp.incref(i8* %x)
	store i8* %x, i8** %0
	%19 = load i8*, i8** %0
	%20 = call i8* @PyCell_New(i8* %19)
	%21 = icmp eq i8* %20, null
	br i1 %21, label %err.1, label %ok.2, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	%22 = load i8*, i8** %0
	call void @sp.xdecref(i8* %22)
	%23 = load i8*, i8** %1
	call void @sp.xdecref(i8* %23)
	%24 = getelementptr i8, i8* %4, i64 32
	%25 = bitcast i8* %24 to i32*
	%26 = load i32, i32* %25
	%27 = add i32 %26, 1
	store i32 %27, i32* %25
	ret i8* null

err.1:
	%28 = phi i32 [ 8, %body.0 ], [ 9, %ok.2 ], [ 11, %unbound.6 ]
	call void @_PyTraceback_Add(i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([16 x i8], [16 x i8]* @sp.cstr.1, i64 0, i64 0), i32 %28)
	br label %error.0

ok.2:
	call void @sp.xdecref(i8* %19)
	store i8* %20, i8** %0
	%29 = load i8*, i8** @sp.binder.__sp_nested_0
	%30 = call i8* @PyTuple_New(i64 2)
	%31 = icmp eq i8* %30, null
	br i1 %31, label %err.1, label %ok.3, !prof !{!"branch_weights", i32 1, i32 2000}

ok.3:
	call void @sp.incref(i8* %29)
	%32 = call i32 @PyTuple_SetItem(i8* %30, i64 0, i8* %29)
	%33 = load i8*, i8** %0
	call void @sp.incref(i8* %33)
	%34 = call i32 @PyTuple_SetItem(i8* %30, i64 1, i8* %33)
	%35 = load i8*, i8** @sp.const.0
	%36 = load i8*, i8** @sp.binder.__sp_nested_0
	%37 = load i8*, i8** @sp.const.1
	%38 = bitcast i8* (i8*, i8**, i64, i8*)* @"closure.outer.<locals>.inner.0.wrapper.vectorcall" to i8*
	%39 = call i8* @sp.function.new(i8* %37, i8* bitcast ({ i8*, i8*, i32, i8* }* @"closure.outer.<locals>.inner.0.methoddef" to i8*), i8* %30, i8* %35, i8* %36, i8* %38)
	%40 = icmp eq i8* %39, null
	br i1 %40, label %err.4, label %ok.5, !prof !{!"branch_weights", i32 1, i32 2000}

err.4:
	call void @sp.decref(i8* %30)
	call void @_PyTraceback_Add(i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([16 x i8], [16 x i8]* @sp.cstr.1, i64 0, i64 0), i32 9)
	br label %error.0

ok.5:
	call void @sp.decref(i8* %30)
	%41 = load i8*, i8** %1
	store i8* %39, i8** %1
	call void @sp.xdecref(i8* %41)
	%42 = load i8*, i8** %1
	%43 = icmp eq i8* %42, null
	br i1 %43, label %unbound.6, label %bound.7

unbound.6:
	%44 = load i8*, i8** @PyExc_UnboundLocalError
	call void @PyErr_SetString(i8* %44, i8* getelementptr ([77 x i8], [77 x i8]* @sp.cstr.6, i64 0, i64 0))
	br label %err.1

bound.7:
	call void @sp.incref(i8* %42)
	%45 = load i8*, i8** %0
	call void @sp.xdecref(i8* %45)
	%46 = load i8*, i8** %1
	call void @sp.xdecref(i8* %46)
	%47 = getelementptr i8, i8* %4, i64 32
	%48 = bitcast i8* %47 to i32*
	%49 = load i32, i32* %48
	%50 = add i32 %49, 1
	store i32 %50, i32* %48
	ret i8* %42

dead.8:
	br label %bound.7

recursion.9:
	ret i8* null

recursion.check.10:
	%51 = call i32 @sp.recursion.check(i8* %4, i32 %7, i64 %10)
	%52 = icmp ne i32 %51, 0
	br i1 %52, label %recursion.9, label %body.0
}

define internal i8* @"closure.outer.<locals>.inner.0"(i8* %cell.x) {
entry.0:
	br label %body.0

body.0:
	%0 = call i8* @PyCell_Get(i8* %cell.x)
	%1 = icmp eq i8* %0, null
	br i1 %1, label %cellunbound.1, label %cellbound.2, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	ret i8* null

cellunbound.1:
	%2 = load i8*, i8** @PyExc_NameError
	call void @PyErr_SetString(i8* %2, i8* getelementptr ([91 x i8], [91 x i8]* @sp.cstr.8, i64 0, i64 0))
	br label %err.3

cellbound.2:
	ret i8* %0

err.3:
	call void @_PyTraceback_Add(i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.3, i64 0, i64 0), i8* getelementptr ([16 x i8], [16 x i8]* @sp.cstr.1, i64 0, i64 0), i32 10)
	br label %error.0

dead.4:
	unreachable
}
