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
	br i1 %16, label %recursion.check.6, label %body.0

body.0:
	call void @sp.incref(i8* %xs)
	store i8* %xs, i8** %0
	call void @sp.incref(i8* %v)
	store i8* %v, i8** %1
	%17 = load i8*, i8** %0
	%18 = load i8*, i8** @sp.const.0
	%19 = call i8* @sp.method.get(i8* %17, i8* %18, { i32, i64, i8* }* @sp.loadmethod.1, i32* %2)
	%20 = icmp eq i8* %19, null
	br i1 %20, label %err.1, label %ok.2, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	%21 = load i8*, i8** %0
	call void @sp.xdecref(i8* %21)
	%22 = load i8*, i8** %1
	call void @sp.xdecref(i8* %22)
	%23 = getelementptr i8, i8* %6, i64 32
	%24 = bitcast i8* %23 to i32*
	%25 = load i32, i32* %24
	%26 = add i32 %25, 1
	store i32 %26, i32* %24
	ret i8* null

err.1:
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 9)
	br label %error.0

ok.2:
	%27 = load i8*, i8** %1
	%28 = getelementptr [2 x i8*], [2 x i8*]* %3, i64 0, i64 0
	store i8* %17, i8** %28
	%29 = getelementptr [2 x i8*], [2 x i8*]* %3, i64 0, i64 1
	store i8* %27, i8** %29
	%30 = load i32, i32* %2
	%31 = icmp ne i32 %30, 0
	%32 = getelementptr [2 x i8*], [2 x i8*]* %3, i64 0, i64 0
	%33 = getelementptr [2 x i8*], [2 x i8*]* %3, i64 0, i64 1
	%34 = select i1 %31, i8** %32, i8** %33
	%35 = select i1 %31, i64 2, i64 -9223372036854775807
	%36 = call i8* @PyObject_Vectorcall(i8* %19, i8** %34, i64 %35, i8* null)
	%37 = icmp eq i8* %36, null
	br i1 %37, label %err.3, label %ok.4, !prof !{!"branch_weights", i32 1, i32 2000}

err.3:
	call void @sp.decref(i8* %19)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 9)
	br label %error.0

ok.4:
	call void @sp.decref(i8* %19)
	call void @sp.decref(i8* %36)
	call void @sp.incref(i8* @_Py_NoneStruct)
	%38 = load i8*, i8** %0
	call void @sp.xdecref(i8* %38)
	%39 = load i8*, i8** %1
	call void @sp.xdecref(i8* %39)
	%40 = getelementptr i8, i8* %6, i64 32
	%41 = bitcast i8* %40 to i32*
	%42 = load i32, i32* %41
	%43 = add i32 %42, 1
	store i32 %43, i32* %41
	ret i8* @_Py_NoneStruct

recursion.5:
	ret i8* null

recursion.check.6:
	%44 = call i32 @sp.recursion.check(i8* %6, i32 %9, i64 %12)
	%45 = icmp ne i32 %44, 0
	br i1 %45, label %recursion.5, label %body.0
}
