; A temporary reference taken and dropped in one block. @quiet: only
; loads, stores, arithmetic and a call the effects table knows to run
; no code lie between the incref and the decref, so both go. @call: a
; call that may run any code (and so drop the object's other owners)
; lies between, so both stay. @other: a decref of another object may
; free it and run its finalizer, so the pair around it stays; the pair
; after it goes.

declare void @sp.incref(i8* %o)
declare void @sp.decref(i8* %o)
declare void @sp.xdecref(i8* %o)
declare i8* @PyObject_Str(i8* %o)
declare i8* @PyLong_FromLongLong(i64 %v)

define internal i64 @m.quiet(i8* %x, i64* %p) {
entry:
	call void @sp.incref(i8* %x)
	%0 = load i64, i64* %p
	%1 = add i64 %0, 1
	store i64 %1, i64* %p
	%2 = call i8* @PyLong_FromLongLong(i64 %1)
	call void @sp.decref(i8* %x)
	call void @sp.decref(i8* %2)
	ret i64 %1
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
	call void @sp.incref(i8* %x)
	call void @sp.xdecref(i8* %x)
	ret void
}
