; Outside loops the hot path calls the decrefs out of line too: in a
; compiled function (m.g), a decref or xdecref in a block on no cycle of
; the control flow graph (entry, exit, ret) calls sp.decref.out or
; sp.xdecref.out, preserve_mostcc functions whose rare path jumps to
; sp.dealloc.out; one in a loop (head and body, and spin, which
; branches to itself) stays the inline operation. A helper (sp.h2),
; which LLVM inlines into loops as well, keeps its decrefs inline.

; helper: @sp.h2

declare void @_Py_Dealloc(i8*)

; The refcount operations as expand-refcounts leaves them (3.11).
define internal void @sp.incref(i8* %o) alwaysinline {
entry:
	%p = bitcast i8* %o to i64*
	%n = load i64, i64* %p
	%m = add i64 %n, 1
	store i64 %m, i64* %p
	ret void
}

define internal void @sp.decref(i8* %o) alwaysinline {
entry:
	%p = bitcast i8* %o to i64*
	%n = load i64, i64* %p
	%m = sub i64 %n, 1
	store i64 %m, i64* %p
	%z = icmp eq i64 %m, 0
	br i1 %z, label %free, label %done

free:
	call void @_Py_Dealloc(i8* %o)
	br label %done

done:
	ret void
}

define internal void @sp.xdecref(i8* %o) alwaysinline {
entry:
	%z = icmp eq i8* %o, null
	br i1 %z, label %done, label %nonnull

nonnull:
	call void @sp.decref(i8* %o)
	br label %done

done:
	ret void
}

define internal void @sp.h2(i8* %o) {
entry:
	call void @sp.decref(i8* %o)
	ret void
}

define internal i8* @m.g(i8* %x, i8* %y, i1 %c) {
entry:
	call void @sp.decref(i8* %x)
	br label %head

head:
	call void @sp.xdecref(i8* %y)
	br i1 %c, label %body, label %exit

body:
	call void @sp.decref(i8* %y)
	br label %head

exit:
	call void @sp.xdecref(i8* %x)
	br label %spin

spin:
	call void @sp.decref(i8* %x)
	br i1 %c, label %spin, label %ret

ret:
	call void @sp.h2(i8* %x)
	call void @sp.incref(i8* %x)
	ret i8* %x
}
