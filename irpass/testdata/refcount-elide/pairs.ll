; A temporary reference taken and dropped in one block. @quiet: only
; loads, stores, arithmetic and a call the effects table knows to be
; quiet lie between the incref and the decref, so both go. @call: a
; call that may run any code (and so drop the object's other owners)
; lies between, so both stay. @other: a decref of another object may
; free it and run its finalizer, so the pair around it stays; the pair
; after it goes.

declare void @sp.incref(i8* %o)
declare void @sp.decref(i8* %o)
declare void @sp.xdecref(i8* %o)
declare i8* @PyObject_Str(i8* %o)
declare i8* @PyLong_FromLongLong(i64 %v)
declare i8* @PyErr_Occurred()

define internal i64 @m.quiet(i8* %x, i64* %p) {
entry:
	call void @sp.incref(i8* %x)
	%0 = load i64, i64* %p
	%1 = add i64 %0, 1
	store i64 %1, i64* %p
	%2 = call i8* @PyErr_Occurred()
	call void @sp.decref(i8* %x)
	ret i64 %1
}

; Boxing can fail, and setting the error releases the previous error
; indicator's objects: not quiet, so this pair stays.
define internal i64 @m.boxes(i8* %x, i64 %v) {
entry:
	call void @sp.incref(i8* %x)
	%0 = call i8* @PyLong_FromLongLong(i64 %v)
	call void @sp.decref(i8* %x)
	call void @sp.xdecref(i8* %0)
	ret i64 %v
}

; What a slot holds: the load after the store is the stored value, so
; its release and the incref before the store are a pair.
define internal i8* @m.held(i8* %x) {
entry:
	%0 = alloca i8*
	store i8* null, i8** %0
	%1 = call i8* @PyObject_Str(i8* %x)
	call void @sp.incref(i8* %1)
	store i8* %1, i8** %0
	%2 = load i8*, i8** %0
	call void @sp.xdecref(i8* %2)
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
	call void @sp.incref(i8* %x)
	call void @sp.xdecref(i8* %x)
	ret void
}
