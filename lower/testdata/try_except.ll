; Raw lowering of try_except.py (no IR pass has run), the functions it names.

define internal i8* @try_except.safe(i8* %x) {
entry.0:
	%0 = alloca i8*
	store i8* null, i8** %0
	%1 = alloca [1 x i8*]
	%2 = getelementptr i8, i8* @_PyRuntime, i64 576
	%3 = bitcast i8* %2 to i8**
	%4 = load i8*, i8** %3
	%5 = alloca i8*
	%6 = alloca i8*
	%7 = alloca i8*
	%8 = alloca i8*
	store i8* null, i8** %8
	%9 = alloca i8*
	store i8* null, i8** %9
	%10 = getelementptr i8, i8* %4, i64 32
	%11 = bitcast i8* %10 to i32*
	%12 = load i32, i32* %11
	%13 = sub i32 %12, 1
	store i32 %13, i32* %11
	%14 = alloca i8
	%15 = ptrtoint i8* %14 to i64
	%16 = load i64, i64* @sp.stack.low
	%17 = icmp sle i32 %12, 0
	%18 = icmp ult i64 %15, %16
	%19 = or i1 %17, %18
	br i1 %19, label %recursion.check.16, label %body.0

body.0:
	call void @sp.incref(i8* %x)
	store i8* %x, i8** %0
	%20 = load i8*, i8** @sp.const.0
	%21 = call i8* @sp.load_global.cached(i8* %20, { i64, i64, i8* }* @sp.globalcache.1)
	%22 = icmp eq i8* %21, null
	br i1 %22, label %err.3, label %ok.4, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	%23 = load i8*, i8** %0
	call void @sp.xdecref(i8* %23)
	%24 = load i8*, i8** %8
	call void @sp.xdecref(i8* %24)
	%25 = load i8*, i8** %9
	call void @sp.xdecref(i8* %25)
	%26 = getelementptr i8, i8* %4, i64 32
	%27 = bitcast i8* %26 to i32*
	%28 = load i32, i32* %27
	%29 = add i32 %28, 1
	store i32 %29, i32* %27
	ret i8* null

except.1:
	call void @PyErr_Fetch(i8** %5, i8** %6, i8** %7)
	call void @PyErr_NormalizeException(i8** %5, i8** %6, i8** %7)
	%30 = load i8*, i8** %6
	%31 = load i8*, i8** %7
	%32 = icmp ne i8* %31, null
	br i1 %32, label %hastb.7, label %fetched.8

endexcept.2:
	call void @sp.incref(i8* @_Py_NoneStruct)
	%33 = load i8*, i8** %0
	call void @sp.xdecref(i8* %33)
	%34 = load i8*, i8** %8
	call void @sp.xdecref(i8* %34)
	%35 = load i8*, i8** %9
	call void @sp.xdecref(i8* %35)
	%36 = getelementptr i8, i8* %4, i64 32
	%37 = bitcast i8* %36 to i32*
	%38 = load i32, i32* %37
	%39 = add i32 %38, 1
	store i32 %39, i32* %37
	ret i8* @_Py_NoneStruct

err.3:
	call void @_PyTraceback_Add(i8* getelementptr ([5 x i8], [5 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 10)
	br label %except.1

ok.4:
	%40 = load i8*, i8** %0
	%41 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	store i8* %40, i8** %41
	%42 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	%43 = call i8* @PyObject_Vectorcall(i8* %21, i8** %42, i64 1, i8* null)
	%44 = icmp eq i8* %43, null
	br i1 %44, label %err.5, label %ok.6, !prof !{!"branch_weights", i32 1, i32 2000}

err.5:
	call void @sp.decref(i8* %21)
	call void @_PyTraceback_Add(i8* getelementptr ([5 x i8], [5 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 10)
	br label %except.1

ok.6:
	call void @sp.decref(i8* %21)
	%45 = load i8*, i8** %0
	call void @sp.xdecref(i8* %45)
	%46 = getelementptr i8, i8* %4, i64 32
	%47 = bitcast i8* %46 to i32*
	%48 = load i32, i32* %47
	%49 = add i32 %48, 1
	store i32 %49, i32* %47
	ret i8* %43

hastb.7:
	%50 = call i32 @PyException_SetTraceback(i8* %30, i8* %31)
	br label %fetched.8

fetched.8:
	%51 = load i8*, i8** %5
	call void @sp.xdecref(i8* %51)
	call void @sp.xdecref(i8* %31)
	store i8* %30, i8** %8
	%52 = call i8* @PyErr_GetHandledException()
	store i8* %52, i8** %9
	%53 = load i8*, i8** %8
	call void @PyErr_SetHandledException(i8* %53)
	%54 = load i8*, i8** @sp.const.1
	%55 = call i8* @sp.load_global.cached(i8* %54, { i64, i64, i8* }* @sp.globalcache.2)
	%56 = icmp eq i8* %55, null
	br i1 %56, label %err.12, label %ok.13, !prof !{!"branch_weights", i32 1, i32 2000}

handled.9:
	%57 = load i8*, i8** %9
	call void @PyErr_SetHandledException(i8* %57)
	call void @sp.xdecref(i8* %57)
	store i8* null, i8** %9
	%58 = load i8*, i8** %8
	call void @sp.xdecref(i8* %58)
	store i8* null, i8** %8
	br label %endexcept.2

restoreexc.10:
	%59 = load i8*, i8** %9
	call void @PyErr_SetHandledException(i8* %59)
	call void @sp.xdecref(i8* %59)
	store i8* null, i8** %9
	%60 = load i8*, i8** %8
	call void @sp.xdecref(i8* %60)
	store i8* null, i8** %8
	br label %error.0

nextexcept.11:
	%61 = load i8*, i8** %8
	%62 = getelementptr i8, i8* %61, i64 8
	%63 = bitcast i8* %62 to i8**
	%64 = load i8*, i8** %63
	call void @sp.incref(i8* %64)
	%65 = call i8* @PyException_GetTraceback(i8* %61)
	call void @PyErr_Restore(i8* %64, i8* %61, i8* %65)
	store i8* null, i8** %8
	br label %restoreexc.10

err.12:
	call void @_PyTraceback_Add(i8* getelementptr ([5 x i8], [5 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 11)
	br label %restoreexc.10

ok.13:
	%66 = load i8*, i8** %8
	%67 = call i32 @PyErr_GivenExceptionMatches(i8* %66, i8* %55)
	call void @sp.decref(i8* %55)
	%68 = icmp ne i32 %67, 0
	br i1 %68, label %exceptbody.14, label %nextexcept.11

exceptbody.14:
	%69 = load i8*, i8** @sp.const.2
	%70 = load i8*, i8** %9
	call void @PyErr_SetHandledException(i8* %70)
	call void @sp.xdecref(i8* %70)
	store i8* null, i8** %9
	%71 = load i8*, i8** %8
	call void @sp.xdecref(i8* %71)
	store i8* null, i8** %8
	call void @sp.incref(i8* %69)
	%72 = load i8*, i8** %0
	call void @sp.xdecref(i8* %72)
	%73 = load i8*, i8** %8
	call void @sp.xdecref(i8* %73)
	%74 = load i8*, i8** %9
	call void @sp.xdecref(i8* %74)
	%75 = getelementptr i8, i8* %4, i64 32
	%76 = bitcast i8* %75 to i32*
	%77 = load i32, i32* %76
	%78 = add i32 %77, 1
	store i32 %78, i32* %76
	ret i8* %69

recursion.15:
	ret i8* null

recursion.check.16:
	%79 = call i32 @sp.recursion.check(i8* %4, i32 %12, i64 %15)
	%80 = icmp ne i32 %79, 0
	br i1 %80, label %recursion.15, label %body.0
}
