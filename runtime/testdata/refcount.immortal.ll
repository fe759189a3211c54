define internal void @sp.incref(i8* %o) alwaysinline {
entry:
	%0 = bitcast i8* %o to i32*
	%1 = load i32, i32* %0
	%2 = add i32 %1, 1
	%3 = icmp eq i32 %2, 0
	br i1 %3, label %done, label %store

store:
	store i32 %2, i32* %0
	br label %done

done:
	ret void
}

define internal void @sp.decref(i8* %o) alwaysinline {
entry:
	%0 = bitcast i8* %o to i32*
	%1 = load i32, i32* %0
	%2 = icmp slt i32 %1, 0
	br i1 %2, label %done, label %mortal

done:
	ret void

mortal:
	%3 = bitcast i8* %o to i64*
	%4 = load i64, i64* %3
	%5 = sub i64 %4, 1
	store i64 %5, i64* %3
	%6 = icmp eq i64 %5, 0
	br i1 %6, label %free, label %done

free:
	call void @_Py_Dealloc(i8* %o)
	br label %done
}

define internal void @sp.xdecref(i8* %o) alwaysinline {
entry:
	%0 = icmp eq i8* %o, null
	br i1 %0, label %done, label %nonnull

nonnull:
	%1 = bitcast i8* %o to i32*
	%2 = load i32, i32* %1
	%3 = icmp slt i32 %2, 0
	br i1 %3, label %done, label %mortal

done:
	ret void

mortal:
	%4 = bitcast i8* %o to i64*
	%5 = load i64, i64* %4
	%6 = sub i64 %5, 1
	store i64 %6, i64* %4
	%7 = icmp eq i64 %6, 0
	br i1 %7, label %free, label %done

free:
	call void @_Py_Dealloc(i8* %o)
	br label %done
}

declare external void @_Py_Dealloc(i8* %0)
