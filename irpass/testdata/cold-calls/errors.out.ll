declare void @_Py_Dealloc(i8* %0)

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

declare void @_PyTraceback_Add(i8* %0, i32 %1) cold

declare void @PyErr_SetString(i8* %0, i8* %1)

define internal i8* @sp.h(i8* %o) {
entry:
	ret i8* %o
}

define internal i8* @m.f(i8* %x, i8* %y, i1 %c, i1 %d, i1 %e) {
entry:
	br i1 %c, label %err, label %ok, !prof !{!"branch_weights", i32 1, i32 2000}

err:
	call void @sp.decref.cold(i8* %x)
	%h = call i8* @sp.h(i8* %y) noinline
	br label %fail

ok:
	call void @sp.decref(i8* %y)
	%g = call i8* @sp.h(i8* %x)
	br i1 %d, label %raise, label %check

check:
	br i1 %e, label %unbound, label %done

unbound:
	call void @PyErr_SetString(i8* %x, i8* %y)
	call void @sp.xdecref.cold(i8* %x)
	br label %raise

raise:
	call void @sp.xdecref.cold(i8* %y)
	call void @_PyTraceback_Add(i8* %x, i32 3)
	br label %fail

fail:
	call void @sp.xdecref.cold(i8* %x)
	%r = call i8* @sp.h(i8* %x) noinline
	ret i8* null

done:
	call void @sp.incref(i8* %x)
	ret i8* %x
}

define internal i8* @m.once(i8* %x, i1 %c) noinline optnone {
entry:
	br i1 %c, label %err, label %ok, !prof !{!"branch_weights", i32 1, i32 2000}

err:
	call void @sp.decref.cold(i8* %x)
	%h = call i8* @sp.h(i8* %x)
	ret i8* null

ok:
	call void @sp.incref.cold(i8* %x)
	ret i8* %x
}

define internal void @sp.decref.cold(i8* %o) cold noinline {
entry:
	call void @sp.decref(i8* %o)
	ret void
}

define internal void @sp.xdecref.cold(i8* %o) cold noinline {
entry:
	call void @sp.xdecref(i8* %o)
	ret void
}

define internal void @sp.incref.cold(i8* %o) cold noinline {
entry:
	call void @sp.incref(i8* %o)
	ret void
}
