; Raw lowering of list_append.py (no IR pass has run), the functions it names.

define internal i8* @list_append.add(i8* %xs, i8* %v) {
entry.0:
	%0 = alloca i8*
	store i8* null, i8** %0
	%1 = alloca i8*
	store i8* null, i8** %1
	%2 = alloca [1 x i8*]
	%3 = getelementptr i8, i8* @_PyRuntime, i64 576
	%4 = bitcast i8* %3 to i8**
	%5 = load i8*, i8** %4
	%6 = getelementptr i8, i8* %5, i64 32
	%7 = bitcast i8* %6 to i32*
	%8 = load i32, i32* %7
	%9 = sub i32 %8, 1
	store i32 %9, i32* %7
	%10 = icmp sle i32 %8, 0
	br i1 %10, label %recursion.check.6, label %body.0

body.0:
	call void @sp.incref(i8* %xs)
	store i8* %xs, i8** %0
	call void @sp.incref(i8* %v)
	store i8* %v, i8** %1
	%11 = load i8*, i8** %0
	%12 = load i8*, i8** @sp.const.0
	%13 = call i8* @PyObject_GetAttr(i8* %11, i8* %12)
	%14 = icmp eq i8* %13, null
	br i1 %14, label %err.1, label %ok.2, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	%15 = load i8*, i8** %0
	call void @sp.xdecref(i8* %15)
	%16 = load i8*, i8** %1
	call void @sp.xdecref(i8* %16)
	%17 = getelementptr i8, i8* @_PyRuntime, i64 576
	%18 = bitcast i8* %17 to i8**
	%19 = load i8*, i8** %18
	%20 = getelementptr i8, i8* %19, i64 32
	%21 = bitcast i8* %20 to i32*
	%22 = load i32, i32* %21
	%23 = add i32 %22, 1
	store i32 %23, i32* %21
	ret i8* null

err.1:
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 9)
	br label %error.0

ok.2:
	%24 = load i8*, i8** %1
	%25 = getelementptr [1 x i8*], [1 x i8*]* %2, i64 0, i64 0
	store i8* %24, i8** %25
	%26 = getelementptr [1 x i8*], [1 x i8*]* %2, i64 0, i64 0
	%27 = call i8* @PyObject_Vectorcall(i8* %13, i8** %26, i64 1, i8* null)
	%28 = icmp eq i8* %27, null
	br i1 %28, label %err.3, label %ok.4, !prof !{!"branch_weights", i32 1, i32 2000}

err.3:
	call void @sp.decref(i8* %13)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 9)
	br label %error.0

ok.4:
	call void @sp.decref(i8* %13)
	call void @sp.decref(i8* %27)
	call void @sp.incref(i8* @_Py_NoneStruct)
	%29 = load i8*, i8** %0
	call void @sp.xdecref(i8* %29)
	%30 = load i8*, i8** %1
	call void @sp.xdecref(i8* %30)
	%31 = getelementptr i8, i8* @_PyRuntime, i64 576
	%32 = bitcast i8* %31 to i8**
	%33 = load i8*, i8** %32
	%34 = getelementptr i8, i8* %33, i64 32
	%35 = bitcast i8* %34 to i32*
	%36 = load i32, i32* %35
	%37 = add i32 %36, 1
	store i32 %37, i32* %35
	ret i8* @_Py_NoneStruct

recursion.5:
	ret i8* null

recursion.check.6:
	%38 = call i32 @_Py_CheckRecursiveCall(i8* %5, i8* getelementptr ([1 x i8], [1 x i8]* @sp.cstr.4, i64 0, i64 0))
	%39 = icmp ne i32 %38, 0
	br i1 %39, label %recursion.5, label %body.0
}
