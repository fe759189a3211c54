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
	%23 = getelementptr i8, i8* @_PyRuntime, i64 576
	%24 = bitcast i8* %23 to i8**
	%25 = load i8*, i8** %24
	%26 = getelementptr i8, i8* %25, i64 32
	%27 = bitcast i8* %26 to i32*
	%28 = load i32, i32* %27
	%29 = add i32 %28, 1
	store i32 %29, i32* %27
	ret i8* null

err.1:
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 9)
	br label %error.0

ok.2:
	%30 = load i8*, i8** %1
	%31 = getelementptr [2 x i8*], [2 x i8*]* %3, i64 0, i64 0
	store i8* %17, i8** %31
	%32 = getelementptr [2 x i8*], [2 x i8*]* %3, i64 0, i64 1
	store i8* %30, i8** %32
	%33 = load i32, i32* %2
	%34 = icmp ne i32 %33, 0
	%35 = getelementptr [2 x i8*], [2 x i8*]* %3, i64 0, i64 0
	%36 = getelementptr [2 x i8*], [2 x i8*]* %3, i64 0, i64 1
	%37 = select i1 %34, i8** %35, i8** %36
	%38 = select i1 %34, i64 2, i64 -9223372036854775807
	%39 = call i8* @PyObject_Vectorcall(i8* %19, i8** %37, i64 %38, i8* null)
	%40 = icmp eq i8* %39, null
	br i1 %40, label %err.3, label %ok.4, !prof !{!"branch_weights", i32 1, i32 2000}

err.3:
	call void @sp.decref(i8* %19)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 9)
	br label %error.0

ok.4:
	call void @sp.decref(i8* %19)
	call void @sp.decref(i8* %39)
	call void @sp.incref(i8* @_Py_NoneStruct)
	%41 = load i8*, i8** %0
	call void @sp.xdecref(i8* %41)
	%42 = load i8*, i8** %1
	call void @sp.xdecref(i8* %42)
	%43 = getelementptr i8, i8* @_PyRuntime, i64 576
	%44 = bitcast i8* %43 to i8**
	%45 = load i8*, i8** %44
	%46 = getelementptr i8, i8* %45, i64 32
	%47 = bitcast i8* %46 to i32*
	%48 = load i32, i32* %47
	%49 = add i32 %48, 1
	store i32 %49, i32* %47
	ret i8* @_Py_NoneStruct

recursion.5:
	ret i8* null

recursion.check.6:
	%50 = call i32 @sp.recursion.check(i8* %6, i32 %9, i64 %12)
	%51 = icmp ne i32 %50, 0
	br i1 %51, label %recursion.5, label %body.0
}
