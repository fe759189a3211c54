; Raw lowering of index.py (no IR pass has run), the functions it names.

define internal { i64, i1 } @index.at(i8* %a, i64* %a.data, i64 %a.len, i64 %i) {
entry.0:
	%0 = alloca i8*
	store i8* null, i8** %0
	%1 = alloca [80 x i8]
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
	%24 = load i8*, i8** %0
	call void @sp.xdecref(i8* %24)
	%25 = getelementptr i8, i8* %8, i64 32
	%26 = bitcast i8* %25 to i32*
	%27 = load i32, i32* %26
	%28 = add i32 %27, 1
	store i32 %28, i32* %26
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

inbounds.1:
	%29 = phi i64 [ %19, %body.0 ], [ %40, %index.neg.3 ]
	store i64 %29, i64* %5
	%30 = getelementptr i64, i64* %20, i64 %29
	%31 = load i64, i64* %30
	%32 = bitcast [80 x i8]* %1 to i8*
	%33 = load i8*, i8** %0
	call void @sp.xdecref(i8* %33)
	%34 = getelementptr i8, i8* %8, i64 32
	%35 = bitcast i8* %34 to i32*
	%36 = load i32, i32* %35
	%37 = add i32 %36, 1
	store i32 %37, i32* %35
	%38 = insertvalue { i64, i1 } undef, i64 %31, 0
	%39 = insertvalue { i64, i1 } %38, i1 false, 1
	ret { i64, i1 } %39

index.slow.2:
	%40 = add i64 %19, %21
	%41 = icmp slt i64 %19, 0
	%42 = icmp ult i64 %40, %21
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
	%45 = call i32 @sp.recursion.check(i8* %8, i32 %11, i64 %14)
	%46 = icmp ne i32 %45, 0
	br i1 %46, label %recursion.6, label %body.0
}
