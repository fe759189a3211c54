; Raw lowering of checked_call.py (no IR pass has run), the functions it names.

define internal { i64, i1 } @checked_call.caller(i64 %a) {
entry.0:
	%0 = alloca i64
	store i64 zeroinitializer, i64* %0
	br label %body.0

body.0:
	store i64 %a, i64* %0
	%1 = load i64, i64* %0
	%2 = call { i64, i1 } @checked_call.callee(i64 %1)
	%3 = extractvalue { i64, i1 } %2, 1
	br i1 %3, label %err.1, label %ok.2, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

err.1:
	call void @_PyTraceback_Add(i8* getelementptr ([7 x i8], [7 x i8]* @sp.cstr.5, i64 0, i64 0), i8* getelementptr ([21 x i8], [21 x i8]* @sp.cstr.1, i64 0, i64 0), i32 13)
	br label %error.0

ok.2:
	%4 = extractvalue { i64, i1 } %2, 0
	%5 = add i64 %4, 1
	%6 = insertvalue { i64, i1 } undef, i64 %5, 0
	%7 = insertvalue { i64, i1 } %6, i1 false, 1
	ret { i64, i1 } %7
}
