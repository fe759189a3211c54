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

define internal void @sp.h2(i8* %o) {
entry:
	call void @sp.decref(i8* %o)
	ret void
}

define internal i8* @m.g(i8* %x, i8* %y, i1 %c) {
entry:
	call preserve_mostcc void @sp.decref.out(i8* %x)
	br label %head

head:
	call void @sp.xdecref(i8* %y)
	br i1 %c, label %body, label %exit

body:
	call void @sp.decref(i8* %y)
	br label %head

exit:
	call preserve_mostcc void @sp.xdecref.out(i8* %x)
	br label %spin

spin:
	call void @sp.decref(i8* %x)
	br i1 %c, label %spin, label %ret

ret:
	call void @sp.h2(i8* %x)
	call void @sp.incref(i8* %x)
	ret i8* %x
}

define internal preserve_mostcc void @sp.dealloc.out(i8* %o) noinline cold {
entry:
	call void @_Py_Dealloc(i8* %o)
	ret void
}

define internal preserve_mostcc void @sp.decref.out(i8* %o) noinline {
entry:
	%0 = bitcast i8* %o to i64*
	%1 = load i64, i64* %0
	%2 = sub i64 %1, 1
	store i64 %2, i64* %0
	%3 = icmp eq i64 %2, 0
	br i1 %3, label %free, label %done

done:
	ret void

free:
	musttail call preserve_mostcc void @sp.dealloc.out(i8* %o)
	ret void
}

define internal preserve_mostcc void @sp.xdecref.out(i8* %o) noinline {
entry:
	%0 = icmp eq i8* %o, null
	br i1 %0, label %done, label %nonnull

nonnull:
	%1 = bitcast i8* %o to i64*
	%2 = load i64, i64* %1
	%3 = sub i64 %2, 1
	store i64 %3, i64* %1
	%4 = icmp eq i64 %3, 0
	br i1 %4, label %free, label %done

done:
	ret void

free:
	musttail call preserve_mostcc void @sp.dealloc.out(i8* %o)
	ret void
}
