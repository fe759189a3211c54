declare void @sp.incref(i8* %o)

declare void @sp.decref(i8* %o)

declare void @sp.xdecref(i8* %o)

declare i8* @PyObject_Str(i8* %o)

declare i8* @PyLong_FromLongLong(i64 %v)

declare i8* @PyErr_Occurred()

define internal i64 @m.quiet(i8* %x, i64* %p) {
entry:
	%0 = load i64, i64* %p
	%1 = add i64 %0, 1
	store i64 %1, i64* %p
	%2 = call i8* @PyErr_Occurred()
	ret i64 %1
}

define internal i64 @m.boxes(i8* %x, i64 %v) {
entry:
	call void @sp.incref(i8* %x)
	%0 = call i8* @PyLong_FromLongLong(i64 %v)
	call void @sp.decref(i8* %x)
	call void @sp.xdecref(i8* %0)
	ret i64 %v
}

define internal i8* @m.held(i8* %x) {
entry:
	%0 = alloca i8*
	store i8* null, i8** %0
	%1 = call i8* @PyObject_Str(i8* %x)
	store i8* %1, i8** %0
	%2 = load i8*, i8** %0
	ret i8* %1
}

define internal i8* @m.call(i8* %x) {
entry:
	call void @sp.incref(i8* %x)
	%0 = call i8* @PyObject_Str(i8* %x)
	call void @sp.decref(i8* %x)
	ret i8* %0
}

define internal void @m.other(i8* %x, i8* %y) {
entry:
	call void @sp.incref(i8* %x)
	call void @sp.decref(i8* %y)
	call void @sp.decref(i8* %x)
	ret void
}
