; Raw lowering of boxed_return.py (no IR pass has run), the functions it names.

define internal i8* @boxed_return.boxed(i64 %a) {
entry.0:
	%0 = alloca i64
	store i64 zeroinitializer, i64* %0
	br label %body.0

body.0:
	store i64 %a, i64* %0
	%1 = load i64, i64* %0
	%2 = add i64 %1, 1
	%3 = call i8* @PyLong_FromLongLong(i64 %2)
	%4 = icmp eq i8* %3, null
	br i1 %4, label %err.1, label %ok.2, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	ret i8* null

err.1:
	call void @_PyTraceback_Add(i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([21 x i8], [21 x i8]* @sp.cstr.1, i64 0, i64 0), i32 8)
	br label %error.0

ok.2:
	ret i8* %3
}
