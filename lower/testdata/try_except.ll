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
	%7 = getelementptr i8, i8* @_PyRuntime, i64 576
	%8 = bitcast i8* %7 to i8**
	%9 = load i8*, i8** %8
	%10 = getelementptr i8, i8* %9, i64 32
	%11 = bitcast i8* %10 to i32*
	%12 = load i32, i32* %11
	%13 = sub i32 %12, 1
	store i32 %13, i32* %11
	%14 = icmp sle i32 %12, 0
	br i1 %14, label %recursion.check.16, label %body.0

body.0:
	call void @sp.incref(i8* %x)
	store i8* %x, i8** %0
	%15 = load i8*, i8** @sp.const.0
	%16 = call i8* @sp.load_global(i8* %15)
	%17 = icmp eq i8* %16, null
	br i1 %17, label %err.3, label %ok.4, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	%18 = load i8*, i8** %0
	call void @sp.xdecref(i8* %18)
	%19 = load i8*, i8** %5
	call void @sp.xdecref(i8* %19)
	%20 = load i8*, i8** %6
	call void @sp.xdecref(i8* %20)
	%21 = getelementptr i8, i8* @_PyRuntime, i64 576
	%22 = bitcast i8* %21 to i8**
	%23 = load i8*, i8** %22
	%24 = getelementptr i8, i8* %23, i64 32
	%25 = bitcast i8* %24 to i32*
	%26 = load i32, i32* %25
	%27 = add i32 %26, 1
	store i32 %27, i32* %25
	ret i8* null

except.1:
	call void @PyErr_Fetch(i8** %2, i8** %3, i8** %4)
	call void @PyErr_NormalizeException(i8** %2, i8** %3, i8** %4)
	%28 = load i8*, i8** %3
	%29 = load i8*, i8** %4
	%30 = icmp ne i8* %29, null
	br i1 %30, label %hastb.7, label %fetched.8

endexcept.2:
	call void @sp.incref(i8* @_Py_NoneStruct)
	%31 = load i8*, i8** %0
	call void @sp.xdecref(i8* %31)
	%32 = load i8*, i8** %5
	call void @sp.xdecref(i8* %32)
	%33 = load i8*, i8** %6
	call void @sp.xdecref(i8* %33)
	%34 = getelementptr i8, i8* @_PyRuntime, i64 576
	%35 = bitcast i8* %34 to i8**
	%36 = load i8*, i8** %35
	%37 = getelementptr i8, i8* %36, i64 32
	%38 = bitcast i8* %37 to i32*
	%39 = load i32, i32* %38
	%40 = add i32 %39, 1
	store i32 %40, i32* %38
	ret i8* @_Py_NoneStruct

err.3:
	call void @_PyTraceback_Add(i8* getelementptr ([5 x i8], [5 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 10)
	br label %except.1

ok.4:
	%41 = load i8*, i8** %0
	%42 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	store i8* %41, i8** %42
	%43 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	%44 = call i8* @PyObject_Vectorcall(i8* %16, i8** %43, i64 1, i8* null)
	%45 = icmp eq i8* %44, null
	br i1 %45, label %err.5, label %ok.6, !prof !{!"branch_weights", i32 1, i32 2000}

err.5:
	call void @sp.decref(i8* %16)
	call void @_PyTraceback_Add(i8* getelementptr ([5 x i8], [5 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 10)
	br label %except.1

ok.6:
	call void @sp.decref(i8* %16)
	%46 = load i8*, i8** %0
	call void @sp.xdecref(i8* %46)
	%47 = getelementptr i8, i8* @_PyRuntime, i64 576
	%48 = bitcast i8* %47 to i8**
	%49 = load i8*, i8** %48
	%50 = getelementptr i8, i8* %49, i64 32
	%51 = bitcast i8* %50 to i32*
	%52 = load i32, i32* %51
	%53 = add i32 %52, 1
	store i32 %53, i32* %51
	ret i8* %44

hastb.7:
	%54 = call i32 @PyException_SetTraceback(i8* %28, i8* %29)
	br label %fetched.8

fetched.8:
	%55 = load i8*, i8** %2
	call void @sp.xdecref(i8* %55)
	call void @sp.xdecref(i8* %29)
	store i8* %28, i8** %5
	%56 = call i8* @PyErr_GetHandledException()
	store i8* %56, i8** %6
	%57 = load i8*, i8** %5
	call void @PyErr_SetHandledException(i8* %57)
	%58 = load i8*, i8** @sp.const.1
	%59 = call i8* @sp.load_global(i8* %58)
	%60 = icmp eq i8* %59, null
	br i1 %60, label %err.12, label %ok.13, !prof !{!"branch_weights", i32 1, i32 2000}

handled.9:
	%61 = load i8*, i8** %6
	call void @PyErr_SetHandledException(i8* %61)
	call void @sp.xdecref(i8* %61)
	store i8* null, i8** %6
	%62 = load i8*, i8** %5
	call void @sp.xdecref(i8* %62)
	store i8* null, i8** %5
	br label %endexcept.2

restoreexc.10:
	%63 = load i8*, i8** %6
	call void @PyErr_SetHandledException(i8* %63)
	call void @sp.xdecref(i8* %63)
	store i8* null, i8** %6
	%64 = load i8*, i8** %5
	call void @sp.xdecref(i8* %64)
	store i8* null, i8** %5
	br label %error.0

nextexcept.11:
	%65 = load i8*, i8** %5
	%66 = getelementptr i8, i8* %65, i64 8
	%67 = bitcast i8* %66 to i8**
	%68 = load i8*, i8** %67
	call void @sp.incref(i8* %68)
	%69 = call i8* @PyException_GetTraceback(i8* %65)
	call void @PyErr_Restore(i8* %68, i8* %65, i8* %69)
	store i8* null, i8** %5
	br label %restoreexc.10

err.12:
	call void @_PyTraceback_Add(i8* getelementptr ([5 x i8], [5 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 11)
	br label %restoreexc.10

ok.13:
	%70 = load i8*, i8** %5
	%71 = call i32 @PyErr_GivenExceptionMatches(i8* %70, i8* %59)
	call void @sp.decref(i8* %59)
	%72 = icmp ne i32 %71, 0
	br i1 %72, label %exceptbody.14, label %nextexcept.11

exceptbody.14:
	%73 = load i8*, i8** @sp.const.2
	%74 = load i8*, i8** %6
	call void @PyErr_SetHandledException(i8* %74)
	call void @sp.xdecref(i8* %74)
	store i8* null, i8** %6
	%75 = load i8*, i8** %5
	call void @sp.xdecref(i8* %75)
	store i8* null, i8** %5
	call void @sp.incref(i8* %73)
	%76 = load i8*, i8** %0
	call void @sp.xdecref(i8* %76)
	%77 = load i8*, i8** %5
	call void @sp.xdecref(i8* %77)
	%78 = load i8*, i8** %6
	call void @sp.xdecref(i8* %78)
	%79 = getelementptr i8, i8* @_PyRuntime, i64 576
	%80 = bitcast i8* %79 to i8**
	%81 = load i8*, i8** %80
	%82 = getelementptr i8, i8* %81, i64 32
	%83 = bitcast i8* %82 to i32*
	%84 = load i32, i32* %83
	%85 = add i32 %84, 1
	store i32 %85, i32* %83
	ret i8* %73

recursion.15:
	ret i8* null

recursion.check.16:
	%86 = call i32 @_Py_CheckRecursiveCall(i8* %9, i8* getelementptr ([1 x i8], [1 x i8]* @sp.cstr.3, i64 0, i64 0))
	%87 = icmp ne i32 %86, 0
	br i1 %87, label %recursion.15, label %body.0
}
