; Raw lowering of list_append.py (no IR pass has run), the functions it names.

define internal i8* @list_append.add(i8* %xs, i8* %v) {
entry.0:
	%0 = alloca i8*
	store i8* null, i8** %0
	%1 = alloca i8*
	store i8* null, i8** %1
	%2 = alloca i32
	%3 = alloca [2 x i8*]
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
	%17 = load i32*, i32** @sp.eval.breaker
	%18 = load atomic i32, i32* %17 monotonic, align 4
	%19 = icmp ne i32 %18, 0
	%20 = or i1 %16, %19
	br i1 %20, label %recursion.check.6, label %body.0

body.0:
	call void @sp.incref(i8* %xs)
	store i8* %xs, i8** %0
	call void @sp.incref(i8* %v)
	store i8* %v, i8** %1
	%21 = load i8*, i8** %0
	%22 = load i8*, i8** @sp.const.0
	%23 = call i8* @sp.method.get(i8* %21, i8* %22, { i32, i64, i8*, i64 }* @sp.loadmethod.1, i32* %2)
	%24 = icmp eq i8* %23, null
	br i1 %24, label %err.1, label %ok.2, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	%25 = load i8*, i8** %0
	call void @sp.xdecref(i8* %25)
	%26 = load i8*, i8** %1
	call void @sp.xdecref(i8* %26)
	%27 = getelementptr i8, i8* %6, i64 32
	%28 = bitcast i8* %27 to i32*
	%29 = load i32, i32* %28
	%30 = add i32 %29, 1
	store i32 %30, i32* %28
	ret i8* null

err.1:
	call void @sp.traceback.add({ i8*, i32, i32, i32 }* @sp.tbsite.1)
	br label %error.0

ok.2:
	%31 = load i8*, i8** %1
	%32 = getelementptr [2 x i8*], [2 x i8*]* %3, i64 0, i64 0
	store i8* %21, i8** %32
	%33 = getelementptr [2 x i8*], [2 x i8*]* %3, i64 0, i64 1
	store i8* %31, i8** %33
	%34 = load i32, i32* %2
	%35 = icmp ne i32 %34, 0
	%36 = getelementptr [2 x i8*], [2 x i8*]* %3, i64 0, i64 0
	%37 = getelementptr [2 x i8*], [2 x i8*]* %3, i64 0, i64 1
	%38 = select i1 %35, i8** %36, i8** %37
	%39 = select i1 %35, i64 2, i64 -9223372036854775807
	%40 = call i8* @sp.vectorcall(i8* %23, i8** %38, i64 %39, i8* null)
	%41 = icmp eq i8* %40, null
	br i1 %41, label %err.3, label %ok.4, !prof !{!"branch_weights", i32 1, i32 2000}

err.3:
	call void @sp.decref(i8* %23)
	call void @sp.traceback.add({ i8*, i32, i32, i32 }* @sp.tbsite.1)
	br label %error.0

ok.4:
	call void @sp.decref(i8* %23)
	call void @sp.decref(i8* %40)
	call void @sp.incref(i8* @_Py_NoneStruct)
	%42 = load i8*, i8** %0
	call void @sp.xdecref(i8* %42)
	%43 = load i8*, i8** %1
	call void @sp.xdecref(i8* %43)
	%44 = getelementptr i8, i8* %6, i64 32
	%45 = bitcast i8* %44 to i32*
	%46 = load i32, i32* %45
	%47 = add i32 %46, 1
	store i32 %47, i32* %45
	ret i8* @_Py_NoneStruct

recursion.5:
	ret i8* null

recursion.check.6:
	%48 = call i32 @sp.recursion.check(i8* %6, i32 %9, i64 %12)
	%49 = icmp ne i32 %48, 0
	br i1 %49, label %recursion.5, label %body.0
}
