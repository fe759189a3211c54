; Raw lowering of method_call.py (no IR pass has run), the functions it names.

define internal { i64, i1 } @method_call.use(i8* %c) {
entry.0:
	%0 = alloca i8*
	store i8* null, i8** %0
	%1 = alloca [1 x i8*]
	%2 = alloca i64
	%3 = alloca [1 x i8*]
	%4 = getelementptr i8, i8* @_PyRuntime, i64 576
	%5 = bitcast i8* %4 to i8**
	%6 = load i8*, i8** %5
	%7 = getelementptr i8, i8* %6, i64 32
	%8 = bitcast i8* %7 to i32*
	%9 = load i32, i32* %8
	%10 = sub i32 %9, 1
	store i32 %10, i32* %8
	%11 = alloca i8
	%12 = ptrtoint i8* %11 to i64
	%13 = load i64, i64* @sp.stack.low
	%14 = icmp sle i32 %9, 0
	%15 = icmp ult i64 %12, %13
	%16 = or i1 %14, %15
	%17 = load i32*, i32** @sp.eval.breaker
	%18 = load atomic i32, i32* %17 monotonic, align 4
	%19 = icmp ne i32 %18, 0
	%20 = or i1 %16, %19
	br i1 %20, label %recursion.check.21, label %body.0

body.0:
	call void @sp.incref(i8* %c)
	store i8* %c, i8** %0
	%21 = load i8*, i8** %0
	%22 = load i8*, i8** @sp.const.0
	%23 = load i8*, i8** @method_call.Counter.bump.1.methodobj
	%24 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	store i8* %23, i8** %24
	%25 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	%26 = call i32 @sp.method.cached(i8* %21, i8* %22, i8** %25, i32 1, { i8*, i32, i32 }* @sp.methodcache.1)
	%27 = icmp sge i32 %26, 0
	br i1 %27, label %method.args.2, label %method.lookup.1

error.0:
	%28 = load i8*, i8** %0
	call void @sp.xdecref(i8* %28)
	%29 = getelementptr i8, i8* %6, i64 32
	%30 = bitcast i8* %29 to i32*
	%31 = load i32, i32* %30
	%32 = add i32 %31, 1
	store i32 %32, i32* %30
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

method.lookup.1:
	%33 = call i8* @PyObject_GetAttr(i8* %21, i8* %22)
	%34 = icmp eq i8* %33, null
	br i1 %34, label %err.3, label %ok.4, !prof !{!"branch_weights", i32 1, i32 2000}

method.args.2:
	%35 = phi i8* [ null, %body.0 ], [ %33, %ok.4 ]
	switch i32 %26, label %method.object.5 [
		i32 0, label %method.native.7
	]

err.3:
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.4:
	br label %method.args.2

method.object.5:
	%36 = call i8* @PyLong_FromLongLong(i64 2)
	%37 = icmp eq i8* %36, null
	br i1 %37, label %err.10, label %ok.11, !prof !{!"branch_weights", i32 1, i32 2000}

method.done.6:
	call void @sp.xdecref(i8* %35)
	%38 = load i64, i64* %2
	%39 = load i8*, i8** %0
	call void @sp.xdecref(i8* %39)
	%40 = getelementptr i8, i8* %6, i64 32
	%41 = bitcast i8* %40 to i32*
	%42 = load i32, i32* %41
	%43 = add i32 %42, 1
	store i32 %43, i32* %41
	%44 = insertvalue { i64, i1 } undef, i64 %38, 0
	%45 = insertvalue { i64, i1 } %44, i1 false, 1
	ret { i64, i1 } %45

method.native.7:
	%46 = call { i64, i1 } @method_call.Counter.bump.1(i8* %21, i64 2)
	%47 = extractvalue { i64, i1 } %46, 1
	br i1 %47, label %err.8, label %ok.9, !prof !{!"branch_weights", i32 1, i32 2000}

err.8:
	call void @sp.xdecref(i8* %35)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.9:
	%48 = extractvalue { i64, i1 } %46, 0
	store i64 %48, i64* %2
	br label %method.done.6

err.10:
	call void @sp.xdecref(i8* %35)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.11:
	%49 = getelementptr [1 x i8*], [1 x i8*]* %3, i64 0, i64 0
	store i8* %36, i8** %49
	%50 = getelementptr [1 x i8*], [1 x i8*]* %3, i64 0, i64 0
	%51 = call i8* @PyObject_Vectorcall(i8* %35, i8** %50, i64 1, i8* null)
	%52 = icmp eq i8* %51, null
	br i1 %52, label %err.12, label %ok.13, !prof !{!"branch_weights", i32 1, i32 2000}

err.12:
	call void @sp.xdecref(i8* %35)
	call void @sp.decref(i8* %36)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.13:
	call void @sp.decref(i8* %36)
	%53 = getelementptr i8, i8* %51, i64 8
	%54 = bitcast i8* %53 to i8**
	%55 = load i8*, i8** %54
	%56 = getelementptr i8, i8* %55, i64 168
	%57 = bitcast i8* %56 to i64*
	%58 = load i64, i64* %57
	%59 = and i64 %58, u0x1000000
	%60 = icmp ne i64 %59, 0
	br i1 %60, label %override.result.15, label %override.badresult.14, !prof !{!"branch_weights", i32 2000, i32 1}

override.badresult.14:
	%61 = getelementptr i8, i8* %21, i64 8
	%62 = bitcast i8* %61 to i8**
	%63 = load i8*, i8** %62
	%64 = getelementptr i8, i8* %63, i64 24
	%65 = bitcast i8* %64 to i8**
	%66 = load i8*, i8** %65
	%67 = call i8* @strrchr(i8* %66, i32 46)
	%68 = icmp eq i8* %67, null
	%69 = getelementptr i8, i8* %67, i64 1
	%70 = select i1 %68, i8* %66, i8* %69
	%71 = getelementptr i8, i8* %51, i64 8
	%72 = bitcast i8* %71 to i8**
	%73 = load i8*, i8** %72
	%74 = getelementptr i8, i8* %73, i64 24
	%75 = bitcast i8* %74 to i8**
	%76 = load i8*, i8** %75
	%77 = call i8* @strrchr(i8* %76, i32 46)
	%78 = icmp eq i8* %77, null
	%79 = getelementptr i8, i8* %77, i64 1
	%80 = select i1 %78, i8* %76, i8* %79
	%81 = load i8*, i8** @PyExc_TypeError
	%82 = call i8* (i8*, i8*, ...) @PyErr_Format(i8* %81, i8* getelementptr ([68 x i8], [68 x i8]* @sp.cstr.7, i64 0, i64 0), i8* %70, i8* %80)
	call void @sp.xdecref(i8* %35)
	call void @sp.decref(i8* %51)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

override.result.15:
	%83 = call { i64, i1 } @sp.unbox.int64(i8* %51)
	%84 = extractvalue { i64, i1 } %83, 1
	br i1 %84, label %override.overflow.17, label %override.fits.18, !prof !{!"branch_weights", i32 1, i32 2000}

dead.16:
	br label %override.result.15

override.overflow.17:
	call void @PyErr_Clear()
	%85 = getelementptr i8, i8* %21, i64 8
	%86 = bitcast i8* %85 to i8**
	%87 = load i8*, i8** %86
	%88 = getelementptr i8, i8* %87, i64 24
	%89 = bitcast i8* %88 to i8**
	%90 = load i8*, i8** %89
	%91 = call i8* @strrchr(i8* %90, i32 46)
	%92 = icmp eq i8* %91, null
	%93 = getelementptr i8, i8* %91, i64 1
	%94 = select i1 %92, i8* %90, i8* %93
	%95 = load i8*, i8** @PyExc_OverflowError
	%96 = call i8* (i8*, i8*, ...) @PyErr_Format(i8* %95, i8* getelementptr ([83 x i8], [83 x i8]* @sp.cstr.8, i64 0, i64 0), i8* %94, i8* %51)
	call void @sp.xdecref(i8* %35)
	call void @sp.decref(i8* %51)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

override.fits.18:
	%97 = extractvalue { i64, i1 } %83, 0
	call void @sp.decref(i8* %51)
	store i64 %97, i64* %2
	br label %method.done.6

dead.19:
	br label %override.fits.18

recursion.20:
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

recursion.check.21:
	%98 = call i32 @sp.recursion.check(i8* %6, i32 %9, i64 %12)
	%99 = icmp ne i32 %98, 0
	br i1 %99, label %recursion.20, label %body.0
}
