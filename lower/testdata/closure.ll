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
	br i1 %18, label %recursion.check.14, label %body.0

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
	call void @sp.traceback.add({ i8*, i32, i32, i32 }* @sp.tbsite.0)
	br label %error.0

ok.2:
	call void @sp.xdecref(i8* %19)
	store i8* %20, i8** %0
	%28 = load i8*, i8** @sp.binder.__sp_nested_0
	%29 = call i8* @PyTuple_New(i64 2)
	%30 = icmp eq i8* %29, null
	br i1 %30, label %err.3, label %ok.4, !prof !{!"branch_weights", i32 1, i32 2000}

err.3:
	call void @sp.traceback.add({ i8*, i32, i32, i32 }* @sp.tbsite.2)
	br label %error.0

ok.4:
	call void @sp.incref(i8* %28)
	%31 = getelementptr i8, i8* %29, i64 24
	%32 = bitcast i8* %31 to i8**
	%33 = getelementptr i8*, i8** %32, i64 0
	store i8* %28, i8** %33
	%34 = load i8*, i8** %0
	call void @sp.incref(i8* %34)
	%35 = getelementptr i8, i8* %29, i64 24
	%36 = bitcast i8* %35 to i8**
	%37 = getelementptr i8*, i8** %36, i64 1
	store i8* %34, i8** %37
	%38 = load i8*, i8** @sp.const.0
	%39 = call i8* @sp.load_global.cached(i8* %38, { i64, i64, i8*, i64, i64 }* @sp.globalcache.1)
	%40 = icmp eq i8* %39, null
	br i1 %40, label %err.5, label %ok.6, !prof !{!"branch_weights", i32 1, i32 2000}

err.5:
	call void @sp.decref(i8* %29)
	call void @sp.traceback.add({ i8*, i32, i32, i32 }* @sp.tbsite.2)
	br label %error.0

ok.6:
	%41 = load i8*, i8** @sp.binder.__sp_nested_0
	%42 = load i8*, i8** @sp.const.1
	%43 = bitcast i8* (i8*, i8**, i64, i8*)* @"closure.outer.<locals>.inner.0.wrapper.vectorcall" to i8*
	%44 = call i8* @sp.function.new(i8* %42, i8* bitcast ({ i8*, i8*, i32, i8* }* @"closure.outer.<locals>.inner.0.methoddef" to i8*), i8* %29, i8* %39, i8* %41, i8* %43)
	%45 = icmp eq i8* %44, null
	br i1 %45, label %err.7, label %ok.8, !prof !{!"branch_weights", i32 1, i32 2000}

err.7:
	call void @sp.decref(i8* %29)
	call void @sp.decref(i8* %39)
	call void @sp.traceback.add({ i8*, i32, i32, i32 }* @sp.tbsite.2)
	br label %error.0

ok.8:
	call void @sp.decref(i8* %39)
	call void @sp.decref(i8* %29)
	%46 = load i8*, i8** %1
	store i8* %44, i8** %1
	call void @sp.xdecref(i8* %46)
	%47 = load i8*, i8** %1
	%48 = icmp eq i8* %47, null
	br i1 %48, label %unbound.9, label %bound.10

unbound.9:
	%49 = load i8*, i8** @PyExc_UnboundLocalError
	call void @PyErr_SetString(i8* %49, i8* getelementptr ([77 x i8], [77 x i8]* @sp.cstr.8, i64 0, i64 0))
	br label %err.11

bound.10:
	call void @sp.incref(i8* %47)
	%50 = load i8*, i8** %0
	call void @sp.xdecref(i8* %50)
	%51 = load i8*, i8** %1
	call void @sp.xdecref(i8* %51)
	%52 = getelementptr i8, i8* %4, i64 32
	%53 = bitcast i8* %52 to i32*
	%54 = load i32, i32* %53
	%55 = add i32 %54, 1
	store i32 %55, i32* %53
	ret i8* %47

err.11:
	call void @sp.traceback.add({ i8*, i32, i32, i32 }* @sp.tbsite.3)
	br label %error.0

dead.12:
	br label %bound.10

recursion.13:
	ret i8* null

recursion.check.14:
	%56 = call i32 @sp.recursion.check(i8* %4, i32 %7, i64 %10)
	%57 = icmp ne i32 %56, 0
	br i1 %57, label %recursion.13, label %body.0
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
	call void @PyErr_SetString(i8* %2, i8* getelementptr ([91 x i8], [91 x i8]* @sp.cstr.9, i64 0, i64 0))
	br label %err.3

cellbound.2:
	ret i8* %0

err.3:
	call void @sp.traceback.add({ i8*, i32, i32, i32 }* @sp.tbsite.4)
	br label %error.0

dead.4:
	unreachable
}
