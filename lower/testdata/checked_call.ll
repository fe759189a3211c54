; Raw lowering of checked_call.py (no IR pass has run), the functions it names.

define internal { i64, i1 } @checked_call.caller(i64 %a) {
entry.0:
	%0 = alloca i64
	store i64 zeroinitializer, i64* %0
	%1 = getelementptr i8, i8* @_PyRuntime, i64 576
	%2 = bitcast i8* %1 to i8**
	%3 = load i8*, i8** %2
	%4 = getelementptr i8, i8* %3, i64 32
	%5 = bitcast i8* %4 to i32*
	%6 = load i32, i32* %5
	%7 = sub i32 %6, 1
	store i32 %7, i32* %5
	%8 = alloca i8
	%9 = ptrtoint i8* %8 to i64
	%10 = load i64, i64* @sp.stack.low
	%11 = icmp sle i32 %6, 0
	%12 = icmp ult i64 %9, %10
	%13 = or i1 %11, %12
	br i1 %13, label %recursion.check.4, label %body.0

body.0:
	store i64 %a, i64* %0
	%14 = load i64, i64* %0
	%15 = call { i64, i1 } @checked_call.callee(i64 %14)
	%16 = extractvalue { i64, i1 } %15, 1
	br i1 %16, label %err.1, label %ok.2, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	%17 = getelementptr i8, i8* @_PyRuntime, i64 576
	%18 = bitcast i8* %17 to i8**
	%19 = load i8*, i8** %18
	%20 = getelementptr i8, i8* %19, i64 32
	%21 = bitcast i8* %20 to i32*
	%22 = load i32, i32* %21
	%23 = add i32 %22, 1
	store i32 %23, i32* %21
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

err.1:
	call void @_PyTraceback_Add(i8* getelementptr ([7 x i8], [7 x i8]* @sp.cstr.5, i64 0, i64 0), i8* getelementptr ([21 x i8], [21 x i8]* @sp.cstr.1, i64 0, i64 0), i32 13)
	br label %error.0

ok.2:
	%24 = extractvalue { i64, i1 } %15, 0
	%25 = add i64 %24, 1
	%26 = getelementptr i8, i8* @_PyRuntime, i64 576
	%27 = bitcast i8* %26 to i8**
	%28 = load i8*, i8** %27
	%29 = getelementptr i8, i8* %28, i64 32
	%30 = bitcast i8* %29 to i32*
	%31 = load i32, i32* %30
	%32 = add i32 %31, 1
	store i32 %32, i32* %30
	%33 = insertvalue { i64, i1 } undef, i64 %25, 0
	%34 = insertvalue { i64, i1 } %33, i1 false, 1
	ret { i64, i1 } %34

recursion.3:
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

recursion.check.4:
	%35 = call i32 @sp.recursion.check(i8* %3, i32 %6, i64 %9)
	%36 = icmp ne i32 %35, 0
	br i1 %36, label %recursion.3, label %body.0
}
