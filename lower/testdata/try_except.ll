; Raw lowering of try_except.py (no IR pass has run), the functions it names.

define internal i8* @try_except.safe(i8* %x) {
entry.0:
	%0 = alloca i8*
	store i8* null, i8** %0
	%1 = alloca [1 x i8*]
	%2 = alloca i8*
	%3 = alloca i8*
	%4 = alloca i8*
	%5 = alloca i8*
	store i8* null, i8** %5
	%6 = alloca i8*
	store i8* null, i8** %6
	br label %body.0

body.0:
	call void @sp.incref(i8* %x)
	store i8* %x, i8** %0
	%7 = load i8*, i8** @sp.const.0
	%8 = call i8* @sp.load_global.cached(i8* %7, { i64, i64, i8* }* @sp.globalcache.1)
	%9 = icmp eq i8* %8, null
	br i1 %9, label %err.3, label %ok.4, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	%10 = load i8*, i8** %0
	call void @sp.xdecref(i8* %10)
	%11 = load i8*, i8** %5
	call void @sp.xdecref(i8* %11)
	%12 = load i8*, i8** %6
	call void @sp.xdecref(i8* %12)
	ret i8* null

except.1:
	call void @PyErr_Fetch(i8** %2, i8** %3, i8** %4)
	call void @PyErr_NormalizeException(i8** %2, i8** %3, i8** %4)
	%13 = load i8*, i8** %3
	%14 = load i8*, i8** %4
	%15 = icmp ne i8* %14, null
	br i1 %15, label %hastb.7, label %fetched.8

endexcept.2:
	call void @sp.incref(i8* @_Py_NoneStruct)
	%16 = load i8*, i8** %0
	call void @sp.xdecref(i8* %16)
	%17 = load i8*, i8** %5
	call void @sp.xdecref(i8* %17)
	%18 = load i8*, i8** %6
	call void @sp.xdecref(i8* %18)
	ret i8* @_Py_NoneStruct

err.3:
	call void @_PyTraceback_Add(i8* getelementptr ([5 x i8], [5 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 10)
	br label %except.1

ok.4:
	%19 = load i8*, i8** %0
	%20 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	store i8* %19, i8** %20
	%21 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	%22 = call i8* @PyObject_Vectorcall(i8* %8, i8** %21, i64 1, i8* null)
	%23 = icmp eq i8* %22, null
	br i1 %23, label %err.5, label %ok.6, !prof !{!"branch_weights", i32 1, i32 2000}

err.5:
	call void @sp.decref(i8* %8)
	call void @_PyTraceback_Add(i8* getelementptr ([5 x i8], [5 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 10)
	br label %except.1

ok.6:
	call void @sp.decref(i8* %8)
	%24 = load i8*, i8** %0
	call void @sp.xdecref(i8* %24)
	ret i8* %22

hastb.7:
	%25 = call i32 @PyException_SetTraceback(i8* %13, i8* %14)
	br label %fetched.8

fetched.8:
	%26 = load i8*, i8** %2
	call void @sp.xdecref(i8* %26)
	call void @sp.xdecref(i8* %14)
	store i8* %13, i8** %5
	%27 = call i8* @PyErr_GetHandledException()
	store i8* %27, i8** %6
	%28 = load i8*, i8** %5
	call void @PyErr_SetHandledException(i8* %28)
	%29 = load i8*, i8** @sp.const.1
	%30 = call i8* @sp.load_global.cached(i8* %29, { i64, i64, i8* }* @sp.globalcache.2)
	%31 = icmp eq i8* %30, null
	br i1 %31, label %err.12, label %ok.13, !prof !{!"branch_weights", i32 1, i32 2000}

handled.9:
	%32 = load i8*, i8** %6
	call void @PyErr_SetHandledException(i8* %32)
	call void @sp.xdecref(i8* %32)
	store i8* null, i8** %6
	%33 = load i8*, i8** %5
	call void @sp.xdecref(i8* %33)
	store i8* null, i8** %5
	br label %endexcept.2

restoreexc.10:
	%34 = load i8*, i8** %6
	call void @PyErr_SetHandledException(i8* %34)
	call void @sp.xdecref(i8* %34)
	store i8* null, i8** %6
	%35 = load i8*, i8** %5
	call void @sp.xdecref(i8* %35)
	store i8* null, i8** %5
	br label %error.0

nextexcept.11:
	%36 = load i8*, i8** %5
	%37 = getelementptr i8, i8* %36, i64 8
	%38 = bitcast i8* %37 to i8**
	%39 = load i8*, i8** %38
	call void @sp.incref(i8* %39)
	%40 = call i8* @PyException_GetTraceback(i8* %36)
	call void @PyErr_Restore(i8* %39, i8* %36, i8* %40)
	store i8* null, i8** %5
	br label %restoreexc.10

err.12:
	call void @_PyTraceback_Add(i8* getelementptr ([5 x i8], [5 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 11)
	br label %restoreexc.10

ok.13:
	%41 = load i8*, i8** %5
	%42 = call i32 @PyErr_GivenExceptionMatches(i8* %41, i8* %30)
	call void @sp.decref(i8* %30)
	%43 = icmp ne i32 %42, 0
	br i1 %43, label %exceptbody.14, label %nextexcept.11

exceptbody.14:
	%44 = load i8*, i8** @sp.const.2
	%45 = load i8*, i8** %6
	call void @PyErr_SetHandledException(i8* %45)
	call void @sp.xdecref(i8* %45)
	store i8* null, i8** %6
	%46 = load i8*, i8** %5
	call void @sp.xdecref(i8* %46)
	store i8* null, i8** %5
	call void @sp.incref(i8* %44)
	%47 = load i8*, i8** %0
	call void @sp.xdecref(i8* %47)
	%48 = load i8*, i8** %5
	call void @sp.xdecref(i8* %48)
	%49 = load i8*, i8** %6
	call void @sp.xdecref(i8* %49)
	ret i8* %44
}
