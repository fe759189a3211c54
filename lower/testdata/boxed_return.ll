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
	%8 = icmp sle i32 %6, 0
	br i1 %8, label %recursion.check.4, label %body.0

body.0:
	store i64 %a, i64* %0
	%9 = load i64, i64* %0
	%10 = add i64 %9, 1
	%11 = call i8* @PyLong_FromLongLong(i64 %10)
	%12 = icmp eq i8* %11, null
	br i1 %12, label %err.1, label %ok.2, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	%13 = getelementptr i8, i8* @_PyRuntime, i64 576
	%14 = bitcast i8* %13 to i8**
	%15 = load i8*, i8** %14
	%16 = getelementptr i8, i8* %15, i64 32
	%17 = bitcast i8* %16 to i32*
	%18 = load i32, i32* %17
	%19 = add i32 %18, 1
	store i32 %19, i32* %17
	ret i8* null

err.1:
	call void @_PyTraceback_Add(i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([21 x i8], [21 x i8]* @sp.cstr.1, i64 0, i64 0), i32 8)
	br label %error.0

ok.2:
	%20 = getelementptr i8, i8* @_PyRuntime, i64 576
	%21 = bitcast i8* %20 to i8**
	%22 = load i8*, i8** %21
	%23 = getelementptr i8, i8* %22, i64 32
	%24 = bitcast i8* %23 to i32*
	%25 = load i32, i32* %24
	%26 = add i32 %25, 1
	store i32 %26, i32* %24
	ret i8* %11

recursion.3:
	ret i8* null

recursion.check.4:
	%27 = call i32 @_Py_CheckRecursiveCall(i8* %3, i8* getelementptr ([1 x i8], [1 x i8]* @sp.cstr.5, i64 0, i64 0))
	%28 = icmp ne i32 %27, 0
	br i1 %28, label %recursion.3, label %body.0
}
