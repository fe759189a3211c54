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
	%11 = icmp sle i32 %9, 0
	br i1 %11, label %recursion.check.6, label %body.0

body.0:
	call void @sp.incref(i8* %xs)
	store i8* %xs, i8** %0
	call void @sp.incref(i8* %v)
	store i8* %v, i8** %1
	%12 = load i8*, i8** %0
	%13 = load i8*, i8** @sp.const.0
	%14 = call i8* @sp.method.get(i8* %12, i8* %13, { i32, i64, i8* }* @sp.loadmethod.1, i32* %2)
	%15 = icmp eq i8* %14, null
	br i1 %15, label %err.1, label %ok.2, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	%16 = load i8*, i8** %0
	call void @sp.xdecref(i8* %16)
	%17 = load i8*, i8** %1
	call void @sp.xdecref(i8* %17)
	%18 = getelementptr i8, i8* @_PyRuntime, i64 576
	%19 = bitcast i8* %18 to i8**
	%20 = load i8*, i8** %19
	%21 = getelementptr i8, i8* %20, i64 32
	%22 = bitcast i8* %21 to i32*
	%23 = load i32, i32* %22
	%24 = add i32 %23, 1
	store i32 %24, i32* %22
	ret i8* null

err.1:
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 9)
	br label %error.0

ok.2:
	%25 = load i8*, i8** %1
	%26 = getelementptr [2 x i8*], [2 x i8*]* %3, i64 0, i64 0
	store i8* %12, i8** %26
	%27 = getelementptr [2 x i8*], [2 x i8*]* %3, i64 0, i64 1
	store i8* %25, i8** %27
	%28 = load i32, i32* %2
	%29 = icmp ne i32 %28, 0
	%30 = getelementptr [2 x i8*], [2 x i8*]* %3, i64 0, i64 0
	%31 = getelementptr [2 x i8*], [2 x i8*]* %3, i64 0, i64 1
	%32 = select i1 %29, i8** %30, i8** %31
	%33 = select i1 %29, i64 2, i64 -9223372036854775807
	%34 = call i8* @PyObject_Vectorcall(i8* %14, i8** %32, i64 %33, i8* null)
	%35 = icmp eq i8* %34, null
	br i1 %35, label %err.3, label %ok.4, !prof !{!"branch_weights", i32 1, i32 2000}

err.3:
	call void @sp.decref(i8* %14)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 9)
	br label %error.0

ok.4:
	call void @sp.decref(i8* %14)
	call void @sp.decref(i8* %34)
	call void @sp.incref(i8* @_Py_NoneStruct)
	%36 = load i8*, i8** %0
	call void @sp.xdecref(i8* %36)
	%37 = load i8*, i8** %1
	call void @sp.xdecref(i8* %37)
	%38 = getelementptr i8, i8* @_PyRuntime, i64 576
	%39 = bitcast i8* %38 to i8**
	%40 = load i8*, i8** %39
	%41 = getelementptr i8, i8* %40, i64 32
	%42 = bitcast i8* %41 to i32*
	%43 = load i32, i32* %42
	%44 = add i32 %43, 1
	store i32 %44, i32* %42
	ret i8* @_Py_NoneStruct

recursion.5:
	ret i8* null

recursion.check.6:
	%45 = call i32 @_Py_CheckRecursiveCall(i8* %6, i8* getelementptr ([1 x i8], [1 x i8]* @sp.cstr.4, i64 0, i64 0))
	%46 = icmp ne i32 %45, 0
	br i1 %46, label %recursion.5, label %body.0
}
