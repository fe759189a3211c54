; Raw lowering of field_read.py (no IR pass has run), the functions it names.

define internal { i64, i1 } @field_read.get(i8* %p) {
entry.0:
	%0 = alloca i8*
	store i8* null, i8** %0
	br label %body.0

body.0:
	call void @sp.incref(i8* %p)
	store i8* %p, i8** %0
	%1 = load i8*, i8** %0
	%2 = getelementptr i8, i8* %1, i64 16
	%3 = bitcast i8* %2 to i64*
	%4 = load i64, i64* %3
	%5 = load i8*, i8** %0
	call void @sp.xdecref(i8* %5)
	%6 = insertvalue { i64, i1 } undef, i64 %4, 0
	%7 = insertvalue { i64, i1 } %6, i1 false, 1
	ret { i64, i1 } %7

error.0:
	%8 = load i8*, i8** %0
	call void @sp.xdecref(i8* %8)
	ret { i64, i1 } { i64 zeroinitializer, i1 true }
}
