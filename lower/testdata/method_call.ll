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
	br i1 %21, label %recursion.check.34, label %body.0

body.0:
	call void @sp.incref(i8* %c)
	store i8* %c, i8** %0
	%22 = load i8*, i8** %0
	%23 = load i8*, i8** @sp.const.0
	%24 = call i32 @sp.method.peek(i8* %22, { i8*, i32, i32, i64 }* @sp.methodcache.1)
	%25 = icmp ne i32 %24, -3
	br i1 %25, label %method.hit.1, label %method.miss.2

error.0:
	%26 = load i8*, i8** %0
	call void @sp.xdecref(i8* %26)
	%27 = getelementptr i8, i8* %7, i64 32
	%28 = bitcast i8* %27 to i32*
	%29 = load i32, i32* %28
	%30 = add i32 %29, 1
	store i32 %30, i32* %28
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

method.hit.1:
	br label %method.which.3

method.miss.2:
	%31 = getelementptr i8, i8* %22, i64 8
	%32 = bitcast i8* %31 to i8**
	%33 = load i8*, i8** %32
	%34 = call i8* @sp.vtable.get(i8* %33, i8* bitcast (i8* @sp.vtable.token to i8*), i8* (i8*)* @sp.vtable.build)
	%35 = icmp ne i8* %34, null
	br i1 %35, label %vtable.has.4, label %vtable.done.6

method.which.3:
	%36 = phi i32 [ %24, %method.hit.1 ], [ %50, %method.filled.10 ], [ %55, %method.resolve.8 ]
	%37 = phi i8* [ null, %method.hit.1 ], [ %47, %method.filled.10 ], [ null, %method.resolve.8 ]
	%38 = icmp ne i32 %36, -1
	br i1 %38, label %method.args.12, label %method.lookup.11

vtable.has.4:
	%39 = getelementptr i8, i8* %34, i64 24
	%40 = bitcast i8* %39 to i64*
	%41 = load i64, i64* %40
	%42 = and i64 %41, 1
	%43 = icmp ne i64 %42, 0
	br i1 %43, label %vtable.derived.5, label %vtable.done.6

vtable.derived.5:
	%44 = getelementptr i8, i8* %34, i64 40
	%45 = bitcast i8* %44 to i8**
	%46 = load i8*, i8** %45
	br label %vtable.done.6

vtable.done.6:
	%47 = phi i8* [ null, %method.miss.2 ], [ null, %vtable.has.4 ], [ %46, %vtable.derived.5 ]
	%48 = icmp ne i8* %47, null
	br i1 %48, label %method.vtable.7, label %method.resolve.8

method.vtable.7:
	%49 = icmp eq i8* %47, bitcast ({ i64, i1 } (i8*, i64)* @method_call.Counter.bump.1 to i8*)
	%50 = select i1 %49, i32 0, i32 -2
	%51 = icmp sge i32 %50, 0
	br i1 %51, label %method.fill.9, label %method.filled.10

method.resolve.8:
	%52 = load i8*, i8** @method_call.Counter.bump.1.methodobj
	%53 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	store i8* %52, i8** %53
	%54 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	%55 = call i32 @sp.method.resolve(i8* %22, i8* %23, i8** %54, i32 1, { i8*, i32, i32, i64 }* @sp.methodcache.1)
	br label %method.which.3

method.fill.9:
	%56 = getelementptr i8, i8* %22, i64 8
	%57 = bitcast i8* %56 to i8**
	%58 = load i8*, i8** %57
	%59 = getelementptr { i8*, i32, i32, i64 }, { i8*, i32, i32, i64 }* @sp.methodcache.1, i32 0, i32 0
	store i8* %58, i8** %59
	%60 = getelementptr i8, i8* %58, i64 384
	%61 = bitcast i8* %60 to i32*
	%62 = load i32, i32* %61
	%63 = getelementptr { i8*, i32, i32, i64 }, { i8*, i32, i32, i64 }* @sp.methodcache.1, i32 0, i32 1
	store i32 %62, i32* %63
	%64 = getelementptr { i8*, i32, i32, i64 }, { i8*, i32, i32, i64 }* @sp.methodcache.1, i32 0, i32 2
	store i32 %50, i32* %64
	br label %method.filled.10

method.filled.10:
	br label %method.which.3

method.lookup.11:
	store i8* null, i8** %2
	%65 = call i32 @_PyObject_GetMethod(i8* %22, i8* %23, i8** %2)
	%66 = load i8*, i8** %2
	%67 = icmp eq i8* %66, null
	br i1 %67, label %err.13, label %ok.14, !prof !{!"branch_weights", i32 1, i32 2000}

method.args.12:
	%68 = phi i8* [ null, %method.which.3 ], [ %66, %ok.14 ]
	%69 = phi i32 [ 0, %method.which.3 ], [ %65, %ok.14 ]
	switch i32 %36, label %method.object.15 [
		i32 0, label %method.native.17
		i32 -2, label %method.indirect.20
	]

err.13:
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.14:
	br label %method.args.12

method.object.15:
	%70 = call i8* @sp.long.from(i64 2)
	%71 = icmp eq i8* %70, null
	br i1 %71, label %err.23, label %ok.24, !prof !{!"branch_weights", i32 1, i32 2000}

method.done.16:
	call void @sp.xdecref(i8* %68)
	%72 = load i64, i64* %3
	%73 = load i8*, i8** %0
	call void @sp.xdecref(i8* %73)
	%74 = getelementptr i8, i8* %7, i64 32
	%75 = bitcast i8* %74 to i32*
	%76 = load i32, i32* %75
	%77 = add i32 %76, 1
	store i32 %77, i32* %75
	%78 = insertvalue { i64, i1 } undef, i64 %72, 0
	%79 = insertvalue { i64, i1 } %78, i1 false, 1
	ret { i64, i1 } %79

method.native.17:
	%80 = call { i64, i1 } @method_call.Counter.bump.1(i8* %22, i64 2)
	%81 = extractvalue { i64, i1 } %80, 1
	br i1 %81, label %err.18, label %ok.19, !prof !{!"branch_weights", i32 1, i32 2000}

err.18:
	call void @sp.xdecref(i8* %68)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.19:
	%82 = extractvalue { i64, i1 } %80, 0
	store i64 %82, i64* %3
	br label %method.done.16

method.indirect.20:
	%83 = bitcast i8* %37 to { i64, i1 } (i8*, i64)*
	%84 = call { i64, i1 } %83(i8* %22, i64 2)
	%85 = extractvalue { i64, i1 } %84, 1
	br i1 %85, label %err.21, label %ok.22, !prof !{!"branch_weights", i32 1, i32 2000}

err.21:
	call void @sp.xdecref(i8* %68)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.22:
	%86 = extractvalue { i64, i1 } %84, 0
	store i64 %86, i64* %3
	br label %method.done.16

err.23:
	call void @sp.xdecref(i8* %68)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.24:
	%87 = getelementptr [2 x i8*], [2 x i8*]* %4, i64 0, i64 0
	store i8* %22, i8** %87
	%88 = getelementptr [2 x i8*], [2 x i8*]* %4, i64 0, i64 1
	store i8* %70, i8** %88
	%89 = icmp ne i32 %69, 0
	%90 = select i1 %89, i64 0, i64 1
	%91 = getelementptr [2 x i8*], [2 x i8*]* %4, i64 0, i64 %90
	%92 = select i1 %89, i64 2, i64 1
	%93 = call i8* @PyObject_Vectorcall(i8* %68, i8** %91, i64 %92, i8* null)
	%94 = icmp eq i8* %93, null
	br i1 %94, label %err.25, label %ok.26, !prof !{!"branch_weights", i32 1, i32 2000}

err.25:
	call void @sp.xdecref(i8* %68)
	call void @sp.decref(i8* %70)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.26:
	call void @sp.decref(i8* %70)
	%95 = getelementptr i8, i8* %93, i64 8
	%96 = bitcast i8* %95 to i8**
	%97 = load i8*, i8** %96
	%98 = getelementptr i8, i8* %97, i64 168
	%99 = bitcast i8* %98 to i64*
	%100 = load i64, i64* %99
	%101 = and i64 %100, u0x1000000
	%102 = icmp ne i64 %101, 0
	br i1 %102, label %override.result.28, label %override.badresult.27, !prof !{!"branch_weights", i32 2000, i32 1}

override.badresult.27:
	%103 = getelementptr i8, i8* %22, i64 8
	%104 = bitcast i8* %103 to i8**
	%105 = load i8*, i8** %104
	%106 = getelementptr i8, i8* %105, i64 24
	%107 = bitcast i8* %106 to i8**
	%108 = load i8*, i8** %107
	%109 = call i8* @strrchr(i8* %108, i32 46)
	%110 = icmp eq i8* %109, null
	%111 = getelementptr i8, i8* %109, i64 1
	%112 = select i1 %110, i8* %108, i8* %111
	%113 = getelementptr i8, i8* %93, i64 8
	%114 = bitcast i8* %113 to i8**
	%115 = load i8*, i8** %114
	%116 = getelementptr i8, i8* %115, i64 24
	%117 = bitcast i8* %116 to i8**
	%118 = load i8*, i8** %117
	%119 = call i8* @strrchr(i8* %118, i32 46)
	%120 = icmp eq i8* %119, null
	%121 = getelementptr i8, i8* %119, i64 1
	%122 = select i1 %120, i8* %118, i8* %121
	%123 = load i8*, i8** @PyExc_TypeError
	%124 = call i8* (i8*, i8*, ...) @PyErr_Format(i8* %123, i8* getelementptr ([68 x i8], [68 x i8]* @sp.cstr.10, i64 0, i64 0), i8* %112, i8* %122)
	call void @sp.xdecref(i8* %68)
	call void @sp.decref(i8* %93)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

override.result.28:
	%125 = call { i64, i1 } @sp.unbox.int64(i8* %93)
	%126 = extractvalue { i64, i1 } %125, 1
	br i1 %126, label %override.overflow.30, label %override.fits.31, !prof !{!"branch_weights", i32 1, i32 2000}

dead.29:
	br label %override.result.28

override.overflow.30:
	call void @PyErr_Clear()
	%127 = getelementptr i8, i8* %22, i64 8
	%128 = bitcast i8* %127 to i8**
	%129 = load i8*, i8** %128
	%130 = getelementptr i8, i8* %129, i64 24
	%131 = bitcast i8* %130 to i8**
	%132 = load i8*, i8** %131
	%133 = call i8* @strrchr(i8* %132, i32 46)
	%134 = icmp eq i8* %133, null
	%135 = getelementptr i8, i8* %133, i64 1
	%136 = select i1 %134, i8* %132, i8* %135
	%137 = load i8*, i8** @PyExc_OverflowError
	%138 = call i8* (i8*, i8*, ...) @PyErr_Format(i8* %137, i8* getelementptr ([83 x i8], [83 x i8]* @sp.cstr.11, i64 0, i64 0), i8* %136, i8* %93)
	call void @sp.xdecref(i8* %68)
	call void @sp.decref(i8* %93)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

override.fits.31:
	%139 = extractvalue { i64, i1 } %125, 0
	call void @sp.decref(i8* %93)
	store i64 %139, i64* %3
	br label %method.done.16

dead.32:
	br label %override.fits.31

recursion.33:
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

recursion.check.34:
	%140 = call i32 @sp.recursion.check(i8* %7, i32 %10, i64 %13)
	%141 = icmp ne i32 %140, 0
	br i1 %141, label %recursion.33, label %body.0
}
