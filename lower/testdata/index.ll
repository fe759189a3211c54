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
	%5 = getelementptr i8, i8* @_PyRuntime, i64 576
	%6 = bitcast i8* %5 to i8**
	%7 = load i8*, i8** %6
	%8 = getelementptr i8, i8* %7, i64 32
	%9 = bitcast i8* %8 to i32*
	%10 = load i32, i32* %9
	%11 = sub i32 %10, 1
	store i32 %11, i32* %9
	%12 = icmp sle i32 %10, 0
	br i1 %12, label %recursion.check.7, label %body.0

body.0:
	call void @sp.incref(i8* %a)
	store i8* %a, i8** %0
	store i64* %a.data, i64** %2
	store i64 %a.len, i64* %3
	store i64 %i, i64* %4
	%13 = load i64, i64* %4
	%14 = load i64*, i64** %2
	%15 = load i64, i64* %3
	%16 = icmp ult i64 %13, %15
	br i1 %16, label %inbounds.1, label %index.slow.2, !prof !{!"branch_weights", i32 2000, i32 1}

error.0:
	%17 = bitcast [80 x i8]* %1 to i8*
	call void @PyBuffer_Release(i8* %17)
	%18 = load i8*, i8** %0
	call void @sp.xdecref(i8* %18)
	%19 = getelementptr i8, i8* @_PyRuntime, i64 576
	%20 = bitcast i8* %19 to i8**
	%21 = load i8*, i8** %20
	%22 = getelementptr i8, i8* %21, i64 32
	%23 = bitcast i8* %22 to i32*
	%24 = load i32, i32* %23
	%25 = add i32 %24, 1
	store i32 %25, i32* %23
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

inbounds.1:
	%26 = phi i64 [ %13, %body.0 ], [ %40, %index.neg.3 ]
	%27 = getelementptr i64, i64* %14, i64 %26
	%28 = load i64, i64* %27
	%29 = bitcast [80 x i8]* %1 to i8*
	call void @PyBuffer_Release(i8* %29)
	%30 = load i8*, i8** %0
	call void @sp.xdecref(i8* %30)
	%31 = getelementptr i8, i8* @_PyRuntime, i64 576
	%32 = bitcast i8* %31 to i8**
	%33 = load i8*, i8** %32
	%34 = getelementptr i8, i8* %33, i64 32
	%35 = bitcast i8* %34 to i32*
	%36 = load i32, i32* %35
	%37 = add i32 %36, 1
	store i32 %37, i32* %35
	%38 = insertvalue { i64, i1 } undef, i64 %28, 0
	%39 = insertvalue { i64, i1 } %38, i1 false, 1
	ret { i64, i1 } %39

index.slow.2:
	%40 = add i64 %13, %15
	%41 = icmp slt i64 %13, 0
	%42 = icmp ult i64 %40, %15
	%43 = and i1 %41, %42
	br i1 %43, label %index.neg.3, label %index.bad.4

index.neg.3:
	br label %inbounds.1

index.bad.4:
	%44 = load i8*, i8** @PyExc_IndexError
	call void @PyErr_SetString(i8* %44, i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.6, i64 0, i64 0))
	call void @_PyTraceback_Add(i8* getelementptr ([3 x i8], [3 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([14 x i8], [14 x i8]* @sp.cstr.1, i64 0, i64 0), i32 9)
	br label %error.0

dead.5:
	unreachable

recursion.6:
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

recursion.check.7:
	%45 = call i32 @_Py_CheckRecursiveCall(i8* %7, i8* getelementptr ([1 x i8], [1 x i8]* @sp.cstr.7, i64 0, i64 0))
	%46 = icmp ne i32 %45, 0
	br i1 %46, label %recursion.6, label %body.0
}
