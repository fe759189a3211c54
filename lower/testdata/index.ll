; Raw lowering of index.py (no IR pass has run), the functions it names.

define internal { i64, i1 } @index.at(i8* %a, i64* %a.data, i64 %a.len, i64 %i) {
entry.0:
	%0 = alloca i8*
	store i8* null, i8** %0
	%1 = alloca [80 x i8]
	store [80 x i8] zeroinitializer, [80 x i8]* %1
	%2 = alloca i64*
	store i64* null, i64** %2
	%3 = alloca i64
	store i64 0, i64* %3
	%4 = alloca i64
	store i64 zeroinitializer, i64* %4
	%5 = alloca i64
	%6 = getelementptr i8, i8* @_PyRuntime, i64 576
	%7 = bitcast i8* %6 to i8**
	%8 = load i8*, i8** %7
	%9 = getelementptr i8, i8* %8, i64 32
	%10 = bitcast i8* %9 to i32*
	%11 = load i32, i32* %10
	%12 = sub i32 %11, 1
	store i32 %12, i32* %10
	%13 = icmp sle i32 %11, 0
	br i1 %13, label %recursion.check.7, label %body.0

body.0:
	call void @sp.incref(i8* %a)
	store i8* %a, i8** %0
	store i64* %a.data, i64** %2
	store i64 %a.len, i64* %3
	store i64 %i, i64* %4
	%14 = load i64, i64* %4
	%15 = load i64*, i64** %2
	%16 = load i64, i64* %3
	%17 = icmp ult i64 %14, %16
	br i1 %17, label %inbounds.1, label %index.slow.2, !prof !{!"branch_weights", i32 2000, i32 1}

error.0:
	%18 = bitcast [80 x i8]* %1 to i8*
	call void @PyBuffer_Release(i8* %18)
	%19 = load i8*, i8** %0
	call void @sp.xdecref(i8* %19)
	%20 = getelementptr i8, i8* @_PyRuntime, i64 576
	%21 = bitcast i8* %20 to i8**
	%22 = load i8*, i8** %21
	%23 = getelementptr i8, i8* %22, i64 32
	%24 = bitcast i8* %23 to i32*
	%25 = load i32, i32* %24
	%26 = add i32 %25, 1
	store i32 %26, i32* %24
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

inbounds.1:
	%27 = phi i64 [ %14, %body.0 ], [ %41, %index.neg.3 ]
	store i64 %27, i64* %5
	%28 = getelementptr i64, i64* %15, i64 %27
	%29 = load i64, i64* %28
	%30 = bitcast [80 x i8]* %1 to i8*
	call void @PyBuffer_Release(i8* %30)
	%31 = load i8*, i8** %0
	call void @sp.xdecref(i8* %31)
	%32 = getelementptr i8, i8* @_PyRuntime, i64 576
	%33 = bitcast i8* %32 to i8**
	%34 = load i8*, i8** %33
	%35 = getelementptr i8, i8* %34, i64 32
	%36 = bitcast i8* %35 to i32*
	%37 = load i32, i32* %36
	%38 = add i32 %37, 1
	store i32 %38, i32* %36
	%39 = insertvalue { i64, i1 } undef, i64 %29, 0
	%40 = insertvalue { i64, i1 } %39, i1 false, 1
	ret { i64, i1 } %40

index.slow.2:
	%41 = add i64 %14, %16
	%42 = icmp slt i64 %14, 0
	%43 = icmp ult i64 %41, %16
	%44 = and i1 %42, %43
	br i1 %44, label %index.neg.3, label %index.bad.4

index.neg.3:
	br label %inbounds.1

index.bad.4:
	%45 = load i8*, i8** @PyExc_IndexError
	call void @PyErr_SetString(i8* %45, i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.6, i64 0, i64 0))
	call void @_PyTraceback_Add(i8* getelementptr ([3 x i8], [3 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([14 x i8], [14 x i8]* @sp.cstr.1, i64 0, i64 0), i32 9)
	br label %error.0

dead.5:
	unreachable

recursion.6:
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

recursion.check.7:
	%46 = call i32 @_Py_CheckRecursiveCall(i8* %8, i8* getelementptr ([1 x i8], [1 x i8]* @sp.cstr.7, i64 0, i64 0))
	%47 = icmp ne i32 %46, 0
	br i1 %47, label %recursion.6, label %body.0
}
