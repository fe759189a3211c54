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
	%8 = icmp sle i32 %6, 0
	br i1 %8, label %recursion.check.4, label %body.0

body.0:
	store i64 %a, i64* %0
	%9 = load i64, i64* %0
	%10 = call { i64, i1 } @checked_call.callee(i64 %9)
	%11 = extractvalue { i64, i1 } %10, 1
	br i1 %11, label %err.1, label %ok.2, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	%12 = getelementptr i8, i8* @_PyRuntime, i64 576
	%13 = bitcast i8* %12 to i8**
	%14 = load i8*, i8** %13
	%15 = getelementptr i8, i8* %14, i64 32
	%16 = bitcast i8* %15 to i32*
	%17 = load i32, i32* %16
	%18 = add i32 %17, 1
	store i32 %18, i32* %16
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

err.1:
	call void @_PyTraceback_Add(i8* getelementptr ([7 x i8], [7 x i8]* @sp.cstr.5, i64 0, i64 0), i8* getelementptr ([21 x i8], [21 x i8]* @sp.cstr.1, i64 0, i64 0), i32 13)
	br label %error.0

ok.2:
	%19 = extractvalue { i64, i1 } %10, 0
	%20 = add i64 %19, 1
	%21 = getelementptr i8, i8* @_PyRuntime, i64 576
	%22 = bitcast i8* %21 to i8**
	%23 = load i8*, i8** %22
	%24 = getelementptr i8, i8* %23, i64 32
	%25 = bitcast i8* %24 to i32*
	%26 = load i32, i32* %25
	%27 = add i32 %26, 1
	store i32 %27, i32* %25
	%28 = insertvalue { i64, i1 } undef, i64 %20, 0
	%29 = insertvalue { i64, i1 } %28, i1 false, 1
	ret { i64, i1 } %29

recursion.3:
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

recursion.check.4:
	%30 = call i32 @_Py_CheckRecursiveCall(i8* %3, i8* getelementptr ([1 x i8], [1 x i8]* @sp.cstr.7, i64 0, i64 0))
	%31 = icmp ne i32 %30, 0
	br i1 %31, label %recursion.3, label %body.0
}
