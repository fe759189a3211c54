; Raw lowering of boxed_return.py (no IR pass has run), the functions it names.

define internal i8* @boxed_return.boxed(i64 %a) {
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
	%19 = add i64 %18, 1
	%20 = call i8* @sp.long.from(i64 %19)
	%21 = icmp eq i8* %20, null
	br i1 %21, label %err.1, label %ok.2, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	%22 = getelementptr i8, i8* %3, i64 32
	%23 = bitcast i8* %22 to i32*
	%24 = load i32, i32* %23
	%25 = add i32 %24, 1
	store i32 %25, i32* %23
	ret i8* null

err.1:
	call void @sp.traceback.add({ i8*, i32, i32, i32 }* @sp.tbsite.1)
	br label %error.0

ok.2:
	%26 = getelementptr i8, i8* %3, i64 32
	%27 = bitcast i8* %26 to i32*
	%28 = load i32, i32* %27
	%29 = add i32 %28, 1
	store i32 %29, i32* %27
	ret i8* %20

recursion.3:
	ret i8* null

recursion.check.4:
	%30 = call i32 @sp.recursion.check(i8* %3, i32 %6, i64 %9)
	%31 = icmp ne i32 %30, 0
	br i1 %31, label %recursion.3, label %body.0
}
