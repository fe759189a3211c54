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
	%20 = load i32*, i32** @sp.eval.breaker
	%21 = load atomic i32, i32* %20 monotonic, align 4
	%22 = icmp ne i32 %21, 0
	%23 = or i1 %19, %22
	br i1 %23, label %recursion.check.16, label %body.0

body.0:
	call void @sp.incref(i8* %x)
	store i8* %x, i8** %0
	%24 = load i8*, i8** @sp.const.0
	%25 = call i8* @sp.load_global.cached(i8* %24, { i64, i64, i8* }* @sp.globalcache.1)
	%26 = icmp eq i8* %25, null
	br i1 %26, label %err.3, label %ok.4, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	%27 = load i8*, i8** %0
	call void @sp.xdecref(i8* %27)
	%28 = load i8*, i8** %5
	call void @sp.xdecref(i8* %28)
	%29 = load i8*, i8** %6
	call void @sp.xdecref(i8* %29)
	%30 = getelementptr i8, i8* @_PyRuntime, i64 576
	%31 = bitcast i8* %30 to i8**
	%32 = load i8*, i8** %31
	%33 = getelementptr i8, i8* %32, i64 32
	%34 = bitcast i8* %33 to i32*
	%35 = load i32, i32* %34
	%36 = add i32 %35, 1
	store i32 %36, i32* %34
	ret i8* null

except.1:
	call void @PyErr_Fetch(i8** %2, i8** %3, i8** %4)
	call void @PyErr_NormalizeException(i8** %2, i8** %3, i8** %4)
	%37 = load i8*, i8** %3
	%38 = load i8*, i8** %4
	%39 = icmp ne i8* %38, null
	br i1 %39, label %hastb.7, label %fetched.8

endexcept.2:
	call void @sp.incref(i8* @_Py_NoneStruct)
	%40 = load i8*, i8** %0
	call void @sp.xdecref(i8* %40)
	%41 = load i8*, i8** %5
	call void @sp.xdecref(i8* %41)
	%42 = load i8*, i8** %6
	call void @sp.xdecref(i8* %42)
	%43 = getelementptr i8, i8* @_PyRuntime, i64 576
	%44 = bitcast i8* %43 to i8**
	%45 = load i8*, i8** %44
	%46 = getelementptr i8, i8* %45, i64 32
	%47 = bitcast i8* %46 to i32*
	%48 = load i32, i32* %47
	%49 = add i32 %48, 1
	store i32 %49, i32* %47
	ret i8* @_Py_NoneStruct

err.3:
	call void @_PyTraceback_Add(i8* getelementptr ([5 x i8], [5 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 10)
	br label %except.1

ok.4:
	%50 = load i8*, i8** %0
	%51 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	store i8* %50, i8** %51
	%52 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	%53 = call i8* @PyObject_Vectorcall(i8* %25, i8** %52, i64 1, i8* null)
	%54 = icmp eq i8* %53, null
	br i1 %54, label %err.5, label %ok.6, !prof !{!"branch_weights", i32 1, i32 2000}

err.5:
	call void @sp.decref(i8* %25)
	call void @_PyTraceback_Add(i8* getelementptr ([5 x i8], [5 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 10)
	br label %except.1

ok.6:
	call void @sp.decref(i8* %25)
	%55 = load i8*, i8** %0
	call void @sp.xdecref(i8* %55)
	%56 = getelementptr i8, i8* @_PyRuntime, i64 576
	%57 = bitcast i8* %56 to i8**
	%58 = load i8*, i8** %57
	%59 = getelementptr i8, i8* %58, i64 32
	%60 = bitcast i8* %59 to i32*
	%61 = load i32, i32* %60
	%62 = add i32 %61, 1
	store i32 %62, i32* %60
	ret i8* %53

hastb.7:
	%63 = call i32 @PyException_SetTraceback(i8* %37, i8* %38)
	br label %fetched.8

fetched.8:
	%64 = load i8*, i8** %2
	call void @sp.xdecref(i8* %64)
	call void @sp.xdecref(i8* %38)
	store i8* %37, i8** %5
	%65 = call i8* @PyErr_GetHandledException()
	store i8* %65, i8** %6
	%66 = load i8*, i8** %5
	call void @PyErr_SetHandledException(i8* %66)
	%67 = load i8*, i8** @sp.const.1
	%68 = call i8* @sp.load_global.cached(i8* %67, { i64, i64, i8* }* @sp.globalcache.2)
	%69 = icmp eq i8* %68, null
	br i1 %69, label %err.12, label %ok.13, !prof !{!"branch_weights", i32 1, i32 2000}

handled.9:
	%70 = load i8*, i8** %6
	call void @PyErr_SetHandledException(i8* %70)
	call void @sp.xdecref(i8* %70)
	store i8* null, i8** %6
	%71 = load i8*, i8** %5
	call void @sp.xdecref(i8* %71)
	store i8* null, i8** %5
	br label %endexcept.2

restoreexc.10:
	%72 = load i8*, i8** %6
	call void @PyErr_SetHandledException(i8* %72)
	call void @sp.xdecref(i8* %72)
	store i8* null, i8** %6
	%73 = load i8*, i8** %5
	call void @sp.xdecref(i8* %73)
	store i8* null, i8** %5
	br label %error.0

nextexcept.11:
	%74 = load i8*, i8** %5
	%75 = getelementptr i8, i8* %74, i64 8
	%76 = bitcast i8* %75 to i8**
	%77 = load i8*, i8** %76
	call void @sp.incref(i8* %77)
	%78 = call i8* @PyException_GetTraceback(i8* %74)
	call void @PyErr_Restore(i8* %77, i8* %74, i8* %78)
	store i8* null, i8** %5
	br label %restoreexc.10

err.12:
	call void @_PyTraceback_Add(i8* getelementptr ([5 x i8], [5 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 11)
	br label %restoreexc.10

ok.13:
	%79 = load i8*, i8** %5
	%80 = call i32 @PyErr_GivenExceptionMatches(i8* %79, i8* %68)
	call void @sp.decref(i8* %68)
	%81 = icmp ne i32 %80, 0
	br i1 %81, label %exceptbody.14, label %nextexcept.11

exceptbody.14:
	%82 = load i8*, i8** @sp.const.2
	%83 = load i8*, i8** %6
	call void @PyErr_SetHandledException(i8* %83)
	call void @sp.xdecref(i8* %83)
	store i8* null, i8** %6
	%84 = load i8*, i8** %5
	call void @sp.xdecref(i8* %84)
	store i8* null, i8** %5
	call void @sp.incref(i8* %82)
	%85 = load i8*, i8** %0
	call void @sp.xdecref(i8* %85)
	%86 = load i8*, i8** %5
	call void @sp.xdecref(i8* %86)
	%87 = load i8*, i8** %6
	call void @sp.xdecref(i8* %87)
	%88 = getelementptr i8, i8* @_PyRuntime, i64 576
	%89 = bitcast i8* %88 to i8**
	%90 = load i8*, i8** %89
	%91 = getelementptr i8, i8* %90, i64 32
	%92 = bitcast i8* %91 to i32*
	%93 = load i32, i32* %92
	%94 = add i32 %93, 1
	store i32 %94, i32* %92
	ret i8* %82

recursion.15:
	ret i8* null

recursion.check.16:
	%95 = call i32 @sp.recursion.check(i8* %9, i32 %12, i64 %15)
	%96 = icmp ne i32 %95, 0
	br i1 %96, label %recursion.15, label %body.0
}
