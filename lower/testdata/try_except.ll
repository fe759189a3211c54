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
	%24 = load i8*, i8** %5
	call void @sp.xdecref(i8* %24)
	%25 = load i8*, i8** %6
	call void @sp.xdecref(i8* %25)
	%26 = getelementptr i8, i8* @_PyRuntime, i64 576
	%27 = bitcast i8* %26 to i8**
	%28 = load i8*, i8** %27
	%29 = getelementptr i8, i8* %28, i64 32
	%30 = bitcast i8* %29 to i32*
	%31 = load i32, i32* %30
	%32 = add i32 %31, 1
	store i32 %32, i32* %30
	ret i8* null

except.1:
	call void @PyErr_Fetch(i8** %2, i8** %3, i8** %4)
	call void @PyErr_NormalizeException(i8** %2, i8** %3, i8** %4)
	%33 = load i8*, i8** %3
	%34 = load i8*, i8** %4
	%35 = icmp ne i8* %34, null
	br i1 %35, label %hastb.7, label %fetched.8

endexcept.2:
	call void @sp.incref(i8* @_Py_NoneStruct)
	%36 = load i8*, i8** %0
	call void @sp.xdecref(i8* %36)
	%37 = load i8*, i8** %5
	call void @sp.xdecref(i8* %37)
	%38 = load i8*, i8** %6
	call void @sp.xdecref(i8* %38)
	%39 = getelementptr i8, i8* @_PyRuntime, i64 576
	%40 = bitcast i8* %39 to i8**
	%41 = load i8*, i8** %40
	%42 = getelementptr i8, i8* %41, i64 32
	%43 = bitcast i8* %42 to i32*
	%44 = load i32, i32* %43
	%45 = add i32 %44, 1
	store i32 %45, i32* %43
	ret i8* @_Py_NoneStruct

err.3:
	call void @_PyTraceback_Add(i8* getelementptr ([5 x i8], [5 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 10)
	br label %except.1

ok.4:
	%46 = load i8*, i8** %0
	%47 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	store i8* %46, i8** %47
	%48 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	%49 = call i8* @PyObject_Vectorcall(i8* %21, i8** %48, i64 1, i8* null)
	%50 = icmp eq i8* %49, null
	br i1 %50, label %err.5, label %ok.6, !prof !{!"branch_weights", i32 1, i32 2000}

err.5:
	call void @sp.decref(i8* %21)
	call void @_PyTraceback_Add(i8* getelementptr ([5 x i8], [5 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 10)
	br label %except.1

ok.6:
	call void @sp.decref(i8* %21)
	%51 = load i8*, i8** %0
	call void @sp.xdecref(i8* %51)
	%52 = getelementptr i8, i8* @_PyRuntime, i64 576
	%53 = bitcast i8* %52 to i8**
	%54 = load i8*, i8** %53
	%55 = getelementptr i8, i8* %54, i64 32
	%56 = bitcast i8* %55 to i32*
	%57 = load i32, i32* %56
	%58 = add i32 %57, 1
	store i32 %58, i32* %56
	ret i8* %49

hastb.7:
	%59 = call i32 @PyException_SetTraceback(i8* %33, i8* %34)
	br label %fetched.8

fetched.8:
	%60 = load i8*, i8** %2
	call void @sp.xdecref(i8* %60)
	call void @sp.xdecref(i8* %34)
	store i8* %33, i8** %5
	%61 = call i8* @PyErr_GetHandledException()
	store i8* %61, i8** %6
	%62 = load i8*, i8** %5
	call void @PyErr_SetHandledException(i8* %62)
	%63 = load i8*, i8** @sp.const.1
	%64 = call i8* @sp.load_global.cached(i8* %63, { i64, i64, i8* }* @sp.globalcache.2)
	%65 = icmp eq i8* %64, null
	br i1 %65, label %err.12, label %ok.13, !prof !{!"branch_weights", i32 1, i32 2000}

handled.9:
	%66 = load i8*, i8** %6
	call void @PyErr_SetHandledException(i8* %66)
	call void @sp.xdecref(i8* %66)
	store i8* null, i8** %6
	%67 = load i8*, i8** %5
	call void @sp.xdecref(i8* %67)
	store i8* null, i8** %5
	br label %endexcept.2

restoreexc.10:
	%68 = load i8*, i8** %6
	call void @PyErr_SetHandledException(i8* %68)
	call void @sp.xdecref(i8* %68)
	store i8* null, i8** %6
	%69 = load i8*, i8** %5
	call void @sp.xdecref(i8* %69)
	store i8* null, i8** %5
	br label %error.0

nextexcept.11:
	%70 = load i8*, i8** %5
	%71 = getelementptr i8, i8* %70, i64 8
	%72 = bitcast i8* %71 to i8**
	%73 = load i8*, i8** %72
	call void @sp.incref(i8* %73)
	%74 = call i8* @PyException_GetTraceback(i8* %70)
	call void @PyErr_Restore(i8* %73, i8* %70, i8* %74)
	store i8* null, i8** %5
	br label %restoreexc.10

err.12:
	call void @_PyTraceback_Add(i8* getelementptr ([5 x i8], [5 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 11)
	br label %restoreexc.10

ok.13:
	%75 = load i8*, i8** %5
	%76 = call i32 @PyErr_GivenExceptionMatches(i8* %75, i8* %64)
	call void @sp.decref(i8* %64)
	%77 = icmp ne i32 %76, 0
	br i1 %77, label %exceptbody.14, label %nextexcept.11

exceptbody.14:
	%78 = load i8*, i8** @sp.const.2
	%79 = load i8*, i8** %6
	call void @PyErr_SetHandledException(i8* %79)
	call void @sp.xdecref(i8* %79)
	store i8* null, i8** %6
	%80 = load i8*, i8** %5
	call void @sp.xdecref(i8* %80)
	store i8* null, i8** %5
	call void @sp.incref(i8* %78)
	%81 = load i8*, i8** %0
	call void @sp.xdecref(i8* %81)
	%82 = load i8*, i8** %5
	call void @sp.xdecref(i8* %82)
	%83 = load i8*, i8** %6
	call void @sp.xdecref(i8* %83)
	%84 = getelementptr i8, i8* @_PyRuntime, i64 576
	%85 = bitcast i8* %84 to i8**
	%86 = load i8*, i8** %85
	%87 = getelementptr i8, i8* %86, i64 32
	%88 = bitcast i8* %87 to i32*
	%89 = load i32, i32* %88
	%90 = add i32 %89, 1
	store i32 %90, i32* %88
	ret i8* %78

recursion.15:
	ret i8* null

recursion.check.16:
	%91 = call i32 @sp.recursion.check(i8* %9, i32 %12, i64 %15)
	%92 = icmp ne i32 %91, 0
	br i1 %92, label %recursion.15, label %body.0
}
