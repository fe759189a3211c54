; Raw lowering of list_append.py (no IR pass has run), the functions it names.

define internal i8* @list_append.add(i8* %xs, i8* %v) {
entry.0:
	%0 = alloca i8*
	store i8* null, i8** %0
	%1 = alloca i8*
	store i8* null, i8** %1
	%2 = alloca i32
	%3 = alloca [2 x i8*]
	br label %body.0

body.0:
	call void @sp.incref(i8* %xs)
	store i8* %xs, i8** %0
	call void @sp.incref(i8* %v)
	store i8* %v, i8** %1
	%4 = load i8*, i8** %0
	%5 = load i8*, i8** @sp.const.0
	%6 = call i8* @sp.method.get(i8* %4, i8* %5, { i32, i64, i8* }* @sp.methodcache.1, i32* %2)
	%7 = icmp eq i8* %6, null
	br i1 %7, label %err.1, label %ok.2, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	%8 = load i8*, i8** %0
	call void @sp.xdecref(i8* %8)
	%9 = load i8*, i8** %1
	call void @sp.xdecref(i8* %9)
	ret i8* null

err.1:
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 9)
	br label %error.0

ok.2:
	%10 = load i8*, i8** %1
	%11 = getelementptr [2 x i8*], [2 x i8*]* %3, i64 0, i64 0
	store i8* %4, i8** %11
	%12 = getelementptr [2 x i8*], [2 x i8*]* %3, i64 0, i64 1
	store i8* %10, i8** %12
	%13 = load i32, i32* %2
	%14 = icmp ne i32 %13, 0
	%15 = getelementptr [2 x i8*], [2 x i8*]* %3, i64 0, i64 0
	%16 = getelementptr [2 x i8*], [2 x i8*]* %3, i64 0, i64 1
	%17 = select i1 %14, i8** %15, i8** %16
	%18 = select i1 %14, i64 2, i64 -9223372036854775807
	%19 = call i8* @PyObject_Vectorcall(i8* %6, i8** %17, i64 %18, i8* null)
	%20 = icmp eq i8* %19, null
	br i1 %20, label %err.3, label %ok.4, !prof !{!"branch_weights", i32 1, i32 2000}

err.3:
	call void @sp.decref(i8* %6)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 9)
	br label %error.0

ok.4:
	call void @sp.decref(i8* %6)
	call void @sp.decref(i8* %19)
	call void @sp.incref(i8* @_Py_NoneStruct)
	%21 = load i8*, i8** %0
	call void @sp.xdecref(i8* %21)
	%22 = load i8*, i8** %1
	call void @sp.xdecref(i8* %22)
	ret i8* @_Py_NoneStruct
}
