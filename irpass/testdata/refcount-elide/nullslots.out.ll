declare void @sp.incref(i8* %o)

declare void @sp.decref(i8* %o)

declare void @sp.xdecref(i8* %o)

declare i8* @PyObject_Str(i8* %o)

define internal i8* @m.f(i8* %a, i1 %c) {
entry:
	%0 = alloca i8*
	store i8* null, i8** %0
	%1 = alloca i8*
	store i8* null, i8** %1
	%2 = alloca i8*
	store i8* null, i8** %2
	%3 = alloca i8*
	store i8* null, i8** %3
	%4 = call i8* @PyObject_Str(i8* %a)
	store i8* %4, i8** %0
	br i1 %c, label %loop, label %assign

assign:
	%5 = call i8* @PyObject_Str(i8* %a)
	store i8* %5, i8** %2
	br label %loop

loop:
	%6 = call i8* @PyObject_Str(i8* %a)
	%7 = icmp eq i8* %6, null
	br i1 %7, label %error, label %next

next:
	store i8* %6, i8** %3
	store i8* null, i8** %3
	br i1 %c, label %loop, label %done

done:
	store i8* %6, i8** %1
	%8 = load i8*, i8** %1
	ret i8* %8

error:
	%9 = load i8*, i8** %0
	call void @sp.xdecref(i8* %9)
	%10 = load i8*, i8** %1
	%11 = load i8*, i8** %2
	call void @sp.xdecref(i8* %11)
	%12 = load i8*, i8** %3
	ret i8* null
}
