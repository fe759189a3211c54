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
	%19 = load i32*, i32** @sp.eval.breaker
	%20 = load atomic i32, i32* %19 monotonic, align 4
	%21 = icmp ne i32 %20, 0
	%22 = or i1 %18, %21
	br i1 %22, label %recursion.check.7, label %body.0

body.0:
	call void @sp.incref(i8* %a)
	store i8* %a, i8** %0
	store i64* %a.data, i64** %2
	store i64 %a.len, i64* %3
	store i64 %i, i64* %4
	%23 = load i64, i64* %4
	%24 = load i64*, i64** %2
	%25 = load i64, i64* %3
	%26 = icmp ult i64 %23, %25
	br i1 %26, label %inbounds.1, label %index.slow.2, !prof !{!"branch_weights", i32 2000, i32 1}

error.0:
	%27 = bitcast [80 x i8]* %1 to i8*
	%28 = load i8*, i8** %0
	call void @sp.xdecref(i8* %28)
	%29 = getelementptr i8, i8* %8, i64 32
	%30 = bitcast i8* %29 to i32*
	%31 = load i32, i32* %30
	%32 = add i32 %31, 1
	store i32 %32, i32* %30
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

inbounds.1:
	%33 = phi i64 [ %23, %body.0 ], [ %44, %index.neg.3 ]
	store i64 %33, i64* %5
	%34 = getelementptr i64, i64* %24, i64 %33
	%35 = load i64, i64* %34
	%36 = bitcast [80 x i8]* %1 to i8*
	%37 = load i8*, i8** %0
	call void @sp.xdecref(i8* %37)
	%38 = getelementptr i8, i8* %8, i64 32
	%39 = bitcast i8* %38 to i32*
	%40 = load i32, i32* %39
	%41 = add i32 %40, 1
	store i32 %41, i32* %39
	%42 = insertvalue { i64, i1 } undef, i64 %35, 0
	%43 = insertvalue { i64, i1 } %42, i1 false, 1
	ret { i64, i1 } %43

index.slow.2:
	%44 = add i64 %23, %25
	%45 = icmp slt i64 %23, 0
	%46 = icmp ult i64 %44, %25
	%47 = and i1 %45, %46
	br i1 %47, label %index.neg.3, label %index.bad.4

index.neg.3:
	br label %inbounds.1

index.bad.4:
	%48 = load i8*, i8** @PyExc_IndexError
	call void @PyErr_SetString(i8* %48, i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.6, i64 0, i64 0))
	call void @_PyTraceback_Add(i8* getelementptr ([3 x i8], [3 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([14 x i8], [14 x i8]* @sp.cstr.1, i64 0, i64 0), i32 9)
	br label %error.0

dead.5:
	unreachable

recursion.6:
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

recursion.check.7:
	%49 = call i32 @sp.recursion.check(i8* %8, i32 %11, i64 %14)
	%50 = icmp ne i32 %49, 0
	br i1 %50, label %recursion.6, label %body.0
}
