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
	%13 = alloca i8
	%14 = ptrtoint i8* %13 to i64
	%15 = load i64, i64* @sp.stack.low
	%16 = icmp sle i32 %11, 0
	%17 = icmp ult i64 %14, %15
	%18 = or i1 %16, %17
	br i1 %18, label %recursion.check.7, label %body.0

body.0:
	call void @sp.incref(i8* %a)
	store i8* %a, i8** %0
	store i64* %a.data, i64** %2
	store i64 %a.len, i64* %3
	store i64 %i, i64* %4
	%19 = load i64, i64* %4
	%20 = load i64*, i64** %2
	%21 = load i64, i64* %3
	%22 = icmp ult i64 %19, %21
	br i1 %22, label %inbounds.1, label %index.slow.2, !prof !{!"branch_weights", i32 2000, i32 1}

error.0:
	%23 = bitcast [80 x i8]* %1 to i8*
	call void @PyBuffer_Release(i8* %23)
	%24 = load i8*, i8** %0
	call void @sp.xdecref(i8* %24)
	%25 = getelementptr i8, i8* @_PyRuntime, i64 576
	%26 = bitcast i8* %25 to i8**
	%27 = load i8*, i8** %26
	%28 = getelementptr i8, i8* %27, i64 32
	%29 = bitcast i8* %28 to i32*
	%30 = load i32, i32* %29
	%31 = add i32 %30, 1
	store i32 %31, i32* %29
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

inbounds.1:
	%32 = phi i64 [ %19, %body.0 ], [ %46, %index.neg.3 ]
	store i64 %32, i64* %5
	%33 = getelementptr i64, i64* %20, i64 %32
	%34 = load i64, i64* %33
	%35 = bitcast [80 x i8]* %1 to i8*
	call void @PyBuffer_Release(i8* %35)
	%36 = load i8*, i8** %0
	call void @sp.xdecref(i8* %36)
	%37 = getelementptr i8, i8* @_PyRuntime, i64 576
	%38 = bitcast i8* %37 to i8**
	%39 = load i8*, i8** %38
	%40 = getelementptr i8, i8* %39, i64 32
	%41 = bitcast i8* %40 to i32*
	%42 = load i32, i32* %41
	%43 = add i32 %42, 1
	store i32 %43, i32* %41
	%44 = insertvalue { i64, i1 } undef, i64 %34, 0
	%45 = insertvalue { i64, i1 } %44, i1 false, 1
	ret { i64, i1 } %45

index.slow.2:
	%46 = add i64 %19, %21
	%47 = icmp slt i64 %19, 0
	%48 = icmp ult i64 %46, %21
	%49 = and i1 %47, %48
	br i1 %49, label %index.neg.3, label %index.bad.4

index.neg.3:
	br label %inbounds.1

index.bad.4:
	%50 = load i8*, i8** @PyExc_IndexError
	call void @PyErr_SetString(i8* %50, i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.6, i64 0, i64 0))
	call void @_PyTraceback_Add(i8* getelementptr ([3 x i8], [3 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([14 x i8], [14 x i8]* @sp.cstr.1, i64 0, i64 0), i32 9)
	br label %error.0

dead.5:
	unreachable

recursion.6:
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

recursion.check.7:
	%51 = call i32 @sp.recursion.check(i8* %8, i32 %11, i64 %14)
	%52 = icmp ne i32 %51, 0
	br i1 %52, label %recursion.6, label %body.0
}
