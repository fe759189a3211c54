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
	%20 = load i32*, i32** @sp.eval.breaker
	%21 = load atomic i32, i32* %20 monotonic, align 4
	%22 = icmp ne i32 %21, 0
	%23 = or i1 %19, %22
	br i1 %23, label %recursion.check.16, label %body.0

body.0:
	call void @sp.incref(i8* %x)
	store i8* %x, i8** %0
	%24 = load i8*, i8** @sp.const.0
	%25 = call i8* @sp.load_global.cached(i8* %24, { i64, i64, i8*, i64, i64 }* @sp.globalcache.1)
	%26 = icmp eq i8* %25, null
	br i1 %26, label %err.3, label %ok.4, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	%27 = load i8*, i8** %0
	call void @sp.xdecref(i8* %27)
	%28 = load i8*, i8** %8
	call void @sp.xdecref(i8* %28)
	%29 = load i8*, i8** %9
	call void @sp.xdecref(i8* %29)
	%30 = getelementptr i8, i8* %4, i64 32
	%31 = bitcast i8* %30 to i32*
	%32 = load i32, i32* %31
	%33 = add i32 %32, 1
	store i32 %33, i32* %31
	ret i8* null

except.1:
	call void @PyErr_Fetch(i8** %5, i8** %6, i8** %7)
	call void @PyErr_NormalizeException(i8** %5, i8** %6, i8** %7)
	%34 = load i8*, i8** %6
	%35 = load i8*, i8** %7
	%36 = icmp ne i8* %35, null
	br i1 %36, label %hastb.7, label %fetched.8

endexcept.2:
	call void @sp.incref(i8* @_Py_NoneStruct)
	%37 = load i8*, i8** %0
	call void @sp.xdecref(i8* %37)
	%38 = load i8*, i8** %8
	call void @sp.xdecref(i8* %38)
	%39 = load i8*, i8** %9
	call void @sp.xdecref(i8* %39)
	%40 = getelementptr i8, i8* %4, i64 32
	%41 = bitcast i8* %40 to i32*
	%42 = load i32, i32* %41
	%43 = add i32 %42, 1
	store i32 %43, i32* %41
	ret i8* @_Py_NoneStruct

err.3:
	call void @sp.traceback.add({ i8*, i32, i32, i32 }* @sp.tbsite.1)
	br label %except.1

ok.4:
	%44 = load i8*, i8** %0
	%45 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	store i8* %44, i8** %45
	%46 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	%47 = call i8* @sp.vectorcall(i8* %25, i8** %46, i64 1, i8* null)
	%48 = icmp eq i8* %47, null
	br i1 %48, label %err.5, label %ok.6, !prof !{!"branch_weights", i32 1, i32 2000}

err.5:
	call void @sp.decref(i8* %25)
	call void @sp.traceback.add({ i8*, i32, i32, i32 }* @sp.tbsite.1)
	br label %except.1

ok.6:
	call void @sp.decref(i8* %25)
	%49 = load i8*, i8** %0
	call void @sp.xdecref(i8* %49)
	%50 = getelementptr i8, i8* %4, i64 32
	%51 = bitcast i8* %50 to i32*
	%52 = load i32, i32* %51
	%53 = add i32 %52, 1
	store i32 %53, i32* %51
	ret i8* %47

hastb.7:
	%54 = call i32 @PyException_SetTraceback(i8* %34, i8* %35)
	br label %fetched.8

fetched.8:
	%55 = load i8*, i8** %5
	call void @sp.xdecref(i8* %55)
	call void @sp.xdecref(i8* %35)
	store i8* %34, i8** %8
	%56 = call i8* @PyErr_GetHandledException()
	store i8* %56, i8** %9
	%57 = load i8*, i8** %8
	call void @PyErr_SetHandledException(i8* %57)
	%58 = load i8*, i8** @sp.const.5
	%59 = call i8* @sp.load_global.cached(i8* %58, { i64, i64, i8*, i64, i64 }* @sp.globalcache.2)
	%60 = icmp eq i8* %59, null
	br i1 %60, label %err.12, label %ok.13, !prof !{!"branch_weights", i32 1, i32 2000}

handled.9:
	%61 = load i8*, i8** %9
	call void @PyErr_SetHandledException(i8* %61)
	call void @sp.xdecref(i8* %61)
	store i8* null, i8** %9
	%62 = load i8*, i8** %8
	call void @sp.xdecref(i8* %62)
	store i8* null, i8** %8
	br label %endexcept.2

restoreexc.10:
	%63 = load i8*, i8** %9
	call void @PyErr_SetHandledException(i8* %63)
	call void @sp.xdecref(i8* %63)
	store i8* null, i8** %9
	%64 = load i8*, i8** %8
	call void @sp.xdecref(i8* %64)
	store i8* null, i8** %8
	br label %error.0

nextexcept.11:
	%65 = load i8*, i8** %8
	%66 = getelementptr i8, i8* %65, i64 8
	%67 = bitcast i8* %66 to i8**
	%68 = load i8*, i8** %67
	call void @sp.incref(i8* %68)
	%69 = call i8* @PyException_GetTraceback(i8* %65)
	call void @PyErr_Restore(i8* %68, i8* %65, i8* %69)
	store i8* null, i8** %8
	br label %restoreexc.10

err.12:
	call void @sp.traceback.add({ i8*, i32, i32, i32 }* @sp.tbsite.2)
	br label %restoreexc.10

ok.13:
	%70 = load i8*, i8** %8
	%71 = call i32 @PyErr_GivenExceptionMatches(i8* %70, i8* %59)
	call void @sp.decref(i8* %59)
	%72 = icmp ne i32 %71, 0
	br i1 %72, label %exceptbody.14, label %nextexcept.11

exceptbody.14:
	%73 = load i8*, i8** @sp.const.6
	%74 = load i8*, i8** %9
	call void @PyErr_SetHandledException(i8* %74)
	call void @sp.xdecref(i8* %74)
	store i8* null, i8** %9
	%75 = load i8*, i8** %8
	call void @sp.xdecref(i8* %75)
	store i8* null, i8** %8
	call void @sp.incref(i8* %73)
	%76 = load i8*, i8** %0
	call void @sp.xdecref(i8* %76)
	%77 = load i8*, i8** %8
	call void @sp.xdecref(i8* %77)
	%78 = load i8*, i8** %9
	call void @sp.xdecref(i8* %78)
	%79 = getelementptr i8, i8* %4, i64 32
	%80 = bitcast i8* %79 to i32*
	%81 = load i32, i32* %80
	%82 = add i32 %81, 1
	store i32 %82, i32* %80
	ret i8* %73

recursion.15:
	ret i8* null

recursion.check.16:
	%83 = call i32 @sp.recursion.check(i8* %4, i32 %12, i64 %15)
	%84 = icmp ne i32 %83, 0
	br i1 %84, label %recursion.15, label %body.0
}
