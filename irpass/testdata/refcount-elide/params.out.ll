declare void @sp.incref(i8* %o)

declare void @sp.decref(i8* %o)

declare void @sp.xdecref(i8* %o)

declare i8* @PyObject_Str(i8* %o)

define internal i8* @m.keep(i8* %s) {
entry:
	%0 = alloca i8*
	store i8* null, i8** %0
	store i8* %s, i8** %0
	%1 = load i8*, i8** %0
	%2 = call i8* @PyObject_Str(i8* %1)
	%3 = icmp eq i8* %2, null
	br i1 %3, label %error, label %ok

error:
	%4 = load i8*, i8** %0
	ret i8* null

ok:
	%5 = load i8*, i8** %0
	ret i8* %2
}

define internal i8* @m.rebind(i8* %s) {
entry:
	%0 = alloca i8*
	store i8* null, i8** %0
	call void @sp.incref(i8* %s)
	store i8* %s, i8** %0
	%1 = load i8*, i8** %0
	%2 = call i8* @PyObject_Str(i8* %1)
	%3 = icmp eq i8* %2, null
	br i1 %3, label %error, label %ok

error:
	%4 = load i8*, i8** %0
	call void @sp.xdecref(i8* %4)
	ret i8* null

ok:
	%5 = load i8*, i8** %0
	store i8* %2, i8** %0
	call void @sp.xdecref(i8* %5)
	%6 = load i8*, i8** %0
	%7 = load i8*, i8** %0
	ret i8* %6
}
