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
	%14 = load i32*, i32** @sp.eval.breaker
	%15 = load atomic i32, i32* %14 monotonic, align 4
	%16 = icmp ne i32 %15, 0
	%17 = or i1 %13, %16
	br i1 %17, label %recursion.check.4, label %body.0

body.0:
	store i64 %a, i64* %0
	%18 = load i64, i64* %0
	%19 = call { i64, i1 } @checked_call.callee(i64 %18)
	%20 = extractvalue { i64, i1 } %19, 1
	br i1 %20, label %err.1, label %ok.2, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	%21 = getelementptr i8, i8* %3, i64 32
	%22 = bitcast i8* %21 to i32*
	%23 = load i32, i32* %22
	%24 = add i32 %23, 1
	store i32 %24, i32* %22
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

err.1:
	call void @sp.traceback.add({ i8*, i32, i32, i32 }* @sp.tbsite.2)
	br label %error.0

ok.2:
	%25 = extractvalue { i64, i1 } %19, 0
	%26 = add i64 %25, 1
	%27 = getelementptr i8, i8* %3, i64 32
	%28 = bitcast i8* %27 to i32*
	%29 = load i32, i32* %28
	%30 = add i32 %29, 1
	store i32 %30, i32* %28
	%31 = insertvalue { i64, i1 } undef, i64 %26, 0
	%32 = insertvalue { i64, i1 } %31, i1 false, 1
	ret { i64, i1 } %32

recursion.3:
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

recursion.check.4:
	%33 = call i32 @sp.recursion.check(i8* %3, i32 %6, i64 %9)
	%34 = icmp ne i32 %33, 0
	br i1 %34, label %recursion.3, label %body.0
}
