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
	%23 = call i8* @sp.method.get(i8* %21, i8* %22, { i32, i64, i8* }* @sp.loadmethod.1, i32* %2)
	%24 = icmp eq i8* %23, null
	br i1 %24, label %err.1, label %ok.2, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	%25 = load i8*, i8** %0
	call void @sp.xdecref(i8* %25)
	%26 = load i8*, i8** %1
	call void @sp.xdecref(i8* %26)
	%27 = getelementptr i8, i8* @_PyRuntime, i64 576
	%28 = bitcast i8* %27 to i8**
	%29 = load i8*, i8** %28
	%30 = getelementptr i8, i8* %29, i64 32
	%31 = bitcast i8* %30 to i32*
	%32 = load i32, i32* %31
	%33 = add i32 %32, 1
	store i32 %33, i32* %31
	ret i8* null

err.1:
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 9)
	br label %error.0

ok.2:
	%34 = load i8*, i8** %1
	%35 = getelementptr [2 x i8*], [2 x i8*]* %3, i64 0, i64 0
	store i8* %21, i8** %35
	%36 = getelementptr [2 x i8*], [2 x i8*]* %3, i64 0, i64 1
	store i8* %34, i8** %36
	%37 = load i32, i32* %2
	%38 = icmp ne i32 %37, 0
	%39 = getelementptr [2 x i8*], [2 x i8*]* %3, i64 0, i64 0
	%40 = getelementptr [2 x i8*], [2 x i8*]* %3, i64 0, i64 1
	%41 = select i1 %38, i8** %39, i8** %40
	%42 = select i1 %38, i64 2, i64 -9223372036854775807
	%43 = call i8* @PyObject_Vectorcall(i8* %23, i8** %41, i64 %42, i8* null)
	%44 = icmp eq i8* %43, null
	br i1 %44, label %err.3, label %ok.4, !prof !{!"branch_weights", i32 1, i32 2000}

err.3:
	call void @sp.decref(i8* %23)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 9)
	br label %error.0

ok.4:
	call void @sp.decref(i8* %23)
	call void @sp.decref(i8* %43)
	call void @sp.incref(i8* @_Py_NoneStruct)
	%45 = load i8*, i8** %0
	call void @sp.xdecref(i8* %45)
	%46 = load i8*, i8** %1
	call void @sp.xdecref(i8* %46)
	%47 = getelementptr i8, i8* @_PyRuntime, i64 576
	%48 = bitcast i8* %47 to i8**
	%49 = load i8*, i8** %48
	%50 = getelementptr i8, i8* %49, i64 32
	%51 = bitcast i8* %50 to i32*
	%52 = load i32, i32* %51
	%53 = add i32 %52, 1
	store i32 %53, i32* %51
	ret i8* @_Py_NoneStruct

recursion.5:
	ret i8* null

recursion.check.6:
	%54 = call i32 @sp.recursion.check(i8* %6, i32 %9, i64 %12)
	%55 = icmp ne i32 %54, 0
	br i1 %55, label %recursion.5, label %body.0
}
