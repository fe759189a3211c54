; Raw lowering of list_append.py (no IR pass has run), the functions it names.

define internal i8* @list_append.add(i8* %xs, i8* %v) {
entry.0:
	%0 = alloca i8*
	store i8* null, i8** %0
	%1 = alloca i8*
	store i8* null, i8** %1
	%2 = alloca [1 x i8*]
	br label %body.0

body.0:
	call void @sp.incref(i8* %xs)
	store i8* %xs, i8** %0
	call void @sp.incref(i8* %v)
	store i8* %v, i8** %1
	%3 = load i8*, i8** %0
	%4 = load i8*, i8** @sp.const.0
	%5 = call i8* @sp.attr.get(i8* %3, i8* %4, { i32, i64 }* @sp.attrcache.1)
	%6 = icmp eq i8* %5, null
	br i1 %6, label %err.1, label %ok.2, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	%7 = load i8*, i8** %0
	call void @sp.xdecref(i8* %7)
	%8 = load i8*, i8** %1
	call void @sp.xdecref(i8* %8)
	ret i8* null

err.1:
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 9)
	br label %error.0

ok.2:
	%9 = load i8*, i8** %1
	%10 = getelementptr [1 x i8*], [1 x i8*]* %2, i64 0, i64 0
	store i8* %9, i8** %10
	%11 = getelementptr [1 x i8*], [1 x i8*]* %2, i64 0, i64 0
	%12 = call i8* @PyObject_Vectorcall(i8* %5, i8** %11, i64 1, i8* null)
	%13 = icmp eq i8* %12, null
	br i1 %13, label %err.3, label %ok.4, !prof !{!"branch_weights", i32 1, i32 2000}

err.3:
	call void @sp.decref(i8* %5)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 9)
	br label %error.0

ok.4:
	call void @sp.decref(i8* %5)
	call void @sp.decref(i8* %12)
	call void @sp.incref(i8* @_Py_NoneStruct)
	%14 = load i8*, i8** %0
	call void @sp.xdecref(i8* %14)
	%15 = load i8*, i8** %1
	call void @sp.xdecref(i8* %15)
	ret i8* @_Py_NoneStruct
}
