define internal void @sp.incref(i8* %o) alwaysinline {
entry:
	%0 = bitcast i8* %o to i64*
	%1 = load i64, i64* %0
	%2 = add i64 %1, 1
	store i64 %2, i64* %0
	ret void
}

define internal void @sp.decref(i8* %o) alwaysinline {
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
	call void @_Py_Dealloc(i8* %o)
	br label %done
}

define internal void @sp.xdecref(i8* %o) alwaysinline {
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
	call void @_Py_Dealloc(i8* %o)
	br label %done
}

define internal i8* @m.f(i8* %x, i8* %y) {
entry:
	call void @sp.incref(i8* %x)
	call void @sp.decref(i8* %x)
	call void @sp.xdecref(i8* %y)
	ret i8* %x
}

declare external void @_Py_Dealloc(i8* %0)
