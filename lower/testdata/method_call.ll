; Raw lowering of method_call.py (no IR pass has run), the functions it names.

define internal { i64, i1 } @method_call.use(i8* %c) {
entry.0:
	%0 = alloca i8*
	store i8* null, i8** %0
	%1 = alloca [1 x i8*]
	%2 = alloca i8*
	%3 = alloca i64
	%4 = alloca [2 x i8*]
	%5 = getelementptr i8, i8* @_PyRuntime, i64 576
	%6 = bitcast i8* %5 to i8**
	%7 = load i8*, i8** %6
	%8 = getelementptr i8, i8* %7, i64 32
	%9 = bitcast i8* %8 to i32*
	%10 = load i32, i32* %9
	%11 = sub i32 %10, 1
	store i32 %11, i32* %9
	%12 = alloca i8
	%13 = ptrtoint i8* %12 to i64
	%14 = load i64, i64* @sp.stack.low
	%15 = icmp sle i32 %10, 0
	%16 = icmp ult i64 %13, %14
	%17 = or i1 %15, %16
	%18 = load i32*, i32** @sp.eval.breaker
	%19 = load atomic i32, i32* %18 monotonic, align 4
	%20 = icmp ne i32 %19, 0
	%21 = or i1 %17, %20
	br i1 %21, label %recursion.check.21, label %body.0

body.0:
	call void @sp.incref(i8* %c)
	store i8* %c, i8** %0
	%22 = load i8*, i8** %0
	%23 = load i8*, i8** @sp.const.0
	%24 = load i8*, i8** @method_call.Counter.bump.1.methodobj
	%25 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	store i8* %24, i8** %25
	%26 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	%27 = call i32 @sp.method.cached(i8* %22, i8* %23, i8** %26, i32 1, { i8*, i32, i32 }* @sp.methodcache.1)
	%28 = icmp sge i32 %27, 0
	br i1 %28, label %method.args.2, label %method.lookup.1

error.0:
	%29 = load i8*, i8** %0
	call void @sp.xdecref(i8* %29)
	%30 = getelementptr i8, i8* %7, i64 32
	%31 = bitcast i8* %30 to i32*
	%32 = load i32, i32* %31
	%33 = add i32 %32, 1
	store i32 %33, i32* %31
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

method.lookup.1:
	store i8* null, i8** %2
	%34 = call i32 @_PyObject_GetMethod(i8* %22, i8* %23, i8** %2)
	%35 = load i8*, i8** %2
	%36 = icmp eq i8* %35, null
	br i1 %36, label %err.3, label %ok.4, !prof !{!"branch_weights", i32 1, i32 2000}

method.args.2:
	%37 = phi i8* [ null, %body.0 ], [ %35, %ok.4 ]
	%38 = phi i32 [ 0, %body.0 ], [ %34, %ok.4 ]
	switch i32 %27, label %method.object.5 [
		i32 0, label %method.native.7
	]

err.3:
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.4:
	br label %method.args.2

method.object.5:
	%39 = call i8* @sp.long.from(i64 2)
	%40 = icmp eq i8* %39, null
	br i1 %40, label %err.10, label %ok.11, !prof !{!"branch_weights", i32 1, i32 2000}

method.done.6:
	call void @sp.xdecref(i8* %37)
	%41 = load i64, i64* %3
	%42 = load i8*, i8** %0
	call void @sp.xdecref(i8* %42)
	%43 = getelementptr i8, i8* %7, i64 32
	%44 = bitcast i8* %43 to i32*
	%45 = load i32, i32* %44
	%46 = add i32 %45, 1
	store i32 %46, i32* %44
	%47 = insertvalue { i64, i1 } undef, i64 %41, 0
	%48 = insertvalue { i64, i1 } %47, i1 false, 1
	ret { i64, i1 } %48

method.native.7:
	%49 = call { i64, i1 } @method_call.Counter.bump.1(i8* %22, i64 2)
	%50 = extractvalue { i64, i1 } %49, 1
	br i1 %50, label %err.8, label %ok.9, !prof !{!"branch_weights", i32 1, i32 2000}

err.8:
	call void @sp.xdecref(i8* %37)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.9:
	%51 = extractvalue { i64, i1 } %49, 0
	store i64 %51, i64* %3
	br label %method.done.6

err.10:
	call void @sp.xdecref(i8* %37)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.11:
	%52 = getelementptr [2 x i8*], [2 x i8*]* %4, i64 0, i64 0
	store i8* %22, i8** %52
	%53 = getelementptr [2 x i8*], [2 x i8*]* %4, i64 0, i64 1
	store i8* %39, i8** %53
	%54 = icmp ne i32 %38, 0
	%55 = select i1 %54, i64 0, i64 1
	%56 = getelementptr [2 x i8*], [2 x i8*]* %4, i64 0, i64 %55
	%57 = select i1 %54, i64 2, i64 1
	%58 = call i8* @PyObject_Vectorcall(i8* %37, i8** %56, i64 %57, i8* null)
	%59 = icmp eq i8* %58, null
	br i1 %59, label %err.12, label %ok.13, !prof !{!"branch_weights", i32 1, i32 2000}

err.12:
	call void @sp.xdecref(i8* %37)
	call void @sp.decref(i8* %39)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.13:
	call void @sp.decref(i8* %39)
	%60 = getelementptr i8, i8* %58, i64 8
	%61 = bitcast i8* %60 to i8**
	%62 = load i8*, i8** %61
	%63 = getelementptr i8, i8* %62, i64 168
	%64 = bitcast i8* %63 to i64*
	%65 = load i64, i64* %64
	%66 = and i64 %65, u0x1000000
	%67 = icmp ne i64 %66, 0
	br i1 %67, label %override.result.15, label %override.badresult.14, !prof !{!"branch_weights", i32 2000, i32 1}

override.badresult.14:
	%68 = getelementptr i8, i8* %22, i64 8
	%69 = bitcast i8* %68 to i8**
	%70 = load i8*, i8** %69
	%71 = getelementptr i8, i8* %70, i64 24
	%72 = bitcast i8* %71 to i8**
	%73 = load i8*, i8** %72
	%74 = call i8* @strrchr(i8* %73, i32 46)
	%75 = icmp eq i8* %74, null
	%76 = getelementptr i8, i8* %74, i64 1
	%77 = select i1 %75, i8* %73, i8* %76
	%78 = getelementptr i8, i8* %58, i64 8
	%79 = bitcast i8* %78 to i8**
	%80 = load i8*, i8** %79
	%81 = getelementptr i8, i8* %80, i64 24
	%82 = bitcast i8* %81 to i8**
	%83 = load i8*, i8** %82
	%84 = call i8* @strrchr(i8* %83, i32 46)
	%85 = icmp eq i8* %84, null
	%86 = getelementptr i8, i8* %84, i64 1
	%87 = select i1 %85, i8* %83, i8* %86
	%88 = load i8*, i8** @PyExc_TypeError
	%89 = call i8* (i8*, i8*, ...) @PyErr_Format(i8* %88, i8* getelementptr ([68 x i8], [68 x i8]* @sp.cstr.10, i64 0, i64 0), i8* %77, i8* %87)
	call void @sp.xdecref(i8* %37)
	call void @sp.decref(i8* %58)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

override.result.15:
	%90 = call { i64, i1 } @sp.unbox.int64(i8* %58)
	%91 = extractvalue { i64, i1 } %90, 1
	br i1 %91, label %override.overflow.17, label %override.fits.18, !prof !{!"branch_weights", i32 1, i32 2000}

dead.16:
	br label %override.result.15

override.overflow.17:
	call void @PyErr_Clear()
	%92 = getelementptr i8, i8* %22, i64 8
	%93 = bitcast i8* %92 to i8**
	%94 = load i8*, i8** %93
	%95 = getelementptr i8, i8* %94, i64 24
	%96 = bitcast i8* %95 to i8**
	%97 = load i8*, i8** %96
	%98 = call i8* @strrchr(i8* %97, i32 46)
	%99 = icmp eq i8* %98, null
	%100 = getelementptr i8, i8* %98, i64 1
	%101 = select i1 %99, i8* %97, i8* %100
	%102 = load i8*, i8** @PyExc_OverflowError
	%103 = call i8* (i8*, i8*, ...) @PyErr_Format(i8* %102, i8* getelementptr ([83 x i8], [83 x i8]* @sp.cstr.11, i64 0, i64 0), i8* %101, i8* %58)
	call void @sp.xdecref(i8* %37)
	call void @sp.decref(i8* %58)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

override.fits.18:
	%104 = extractvalue { i64, i1 } %90, 0
	call void @sp.decref(i8* %58)
	store i64 %104, i64* %3
	br label %method.done.6

dead.19:
	br label %override.fits.18

recursion.20:
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

recursion.check.21:
	%105 = call i32 @sp.recursion.check(i8* %7, i32 %10, i64 %13)
	%106 = icmp ne i32 %105, 0
	br i1 %106, label %recursion.20, label %body.0
}
