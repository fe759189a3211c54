declare void @sp.incref(i8* %o)

declare void @sp.decref(i8* %o)

declare void @sp.xdecref(i8* %o)

define internal void @m.same(i8* %v) {
entry:
	%0 = alloca i8*
	store i8* null, i8** %0
	call void @sp.incref(i8* %v)
	store i8* %v, i8** %0
	br label %body

body:
	%1 = load i8*, i8** %0
	%2 = load i8*, i8** %0
	store i8* %1, i8** %0
	%3 = load i8*, i8** %0
	call void @sp.xdecref(i8* %3)
	ret void
}

define internal void @m.changed(i8* %v, i8* %w) {
entry:
	%0 = alloca i8*
	store i8* null, i8** %0
	call void @sp.incref(i8* %v)
	store i8* %v, i8** %0
	br label %body

body:
	%1 = load i8*, i8** %0
	call void @sp.incref(i8* %1)
	store i8* %w, i8** %0
	%2 = load i8*, i8** %0
	store i8* %1, i8** %0
	call void @sp.xdecref(i8* %2)
	%3 = load i8*, i8** %0
	call void @sp.xdecref(i8* %3)
	ret void
}
