; The abstract operations get their CPython 3.11 bodies: the count is
; the first word of the object; a decref that reaches zero calls
; _Py_Dealloc, which is declared if the module does not yet declare it;
; xdecref does nothing on NULL. The call sites stay as they are (the
; bodies are always_inline).

declare void @sp.incref(i8* %o)
declare void @sp.decref(i8* %o)
declare void @sp.xdecref(i8* %o)

define internal i8* @m.f(i8* %x, i8* %y) {
entry:
	call void @sp.incref(i8* %x)
	call void @sp.decref(i8* %x)
	call void @sp.xdecref(i8* %y)
	ret i8* %x
}
