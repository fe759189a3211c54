; On the error paths of an optimized function, the refcount operations
; are called through out-of-line copies (sp.decref.cold, cold noinline)
; and the calls of defined helpers get a call-site noinline. A path is
; an error path when lowering weighed its edge unlikely (err), when it
; calls a cold function (raise, which adds a traceback), when it runs
; only after such blocks (fail, reached from err and raise), or only on
; the way to one (unbound, whose only successor is raise). The hot path
; (ok, done) keeps its calls as they are. A function built optnone runs
; once, at import: it calls every refcount operation out of line (the
; always-inliner would inline them there too) and its other calls stay.

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
declare void @_PyTraceback_Add(i8*, i32) cold
declare void @PyErr_SetString(i8*, i8*)

define internal i8* @sp.h(i8* %o) {
entry:
	ret i8* %o
}

define internal i8* @m.f(i8* %x, i8* %y, i1 %c, i1 %d, i1 %e) {
entry:
	br i1 %c, label %err, label %ok, !prof !{!"branch_weights", i32 1, i32 2000}

err:
	call void @sp.decref(i8* %x)
	%h = call i8* @sp.h(i8* %y)
	br label %fail

ok:
	call void @sp.decref(i8* %y)
	%g = call i8* @sp.h(i8* %x)
	br i1 %d, label %raise, label %check

check:
	br i1 %e, label %unbound, label %done

unbound:
	call void @PyErr_SetString(i8* %x, i8* %y)
	call void @sp.xdecref(i8* %x)
	br label %raise

raise:
	call void @sp.xdecref(i8* %y)
	call void @_PyTraceback_Add(i8* %x, i32 3)
	br label %fail

fail:
	call void @sp.xdecref(i8* %x)
	%r = call i8* @sp.h(i8* %x)
	ret i8* null

done:
	call void @sp.incref(i8* %x)
	ret i8* %x
}

define internal i8* @m.once(i8* %x, i1 %c) noinline optnone {
entry:
	br i1 %c, label %err, label %ok, !prof !{!"branch_weights", i32 1, i32 2000}

err:
	call void @sp.decref(i8* %x)
	%h = call i8* @sp.h(i8* %x)
	ret i8* null

ok:
	call void @sp.incref(i8* %x)
	ret i8* %x
}
