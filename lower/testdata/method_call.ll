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
	%65 = getelementptr { i8*, i32, i32, i64 }, { i8*, i32, i32, i64 }* @sp.methodcache.1, i32 0, i32 3
	store i64 -1, i64* %65
	br label %method.filled.10

method.filled.10:
	br label %method.which.3

method.lookup.11:
	store i8* null, i8** %2
	%66 = call i32 @_PyObject_GetMethod(i8* %22, i8* %23, i8** %2)
	%67 = load i8*, i8** %2
	%68 = icmp eq i8* %67, null
	br i1 %68, label %err.13, label %ok.14, !prof !{!"branch_weights", i32 1, i32 2000}

method.args.12:
	%69 = phi i8* [ null, %method.which.3 ], [ %67, %ok.14 ]
	%70 = phi i32 [ 0, %method.which.3 ], [ %66, %ok.14 ]
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
	%71 = call i8* @sp.long.from(i64 2)
	%72 = icmp eq i8* %71, null
	br i1 %72, label %err.23, label %ok.24, !prof !{!"branch_weights", i32 1, i32 2000}

method.done.16:
	call void @sp.xdecref(i8* %69)
	%73 = load i64, i64* %3
	%74 = load i8*, i8** %0
	call void @sp.xdecref(i8* %74)
	%75 = getelementptr i8, i8* %7, i64 32
	%76 = bitcast i8* %75 to i32*
	%77 = load i32, i32* %76
	%78 = add i32 %77, 1
	store i32 %78, i32* %76
	%79 = insertvalue { i64, i1 } undef, i64 %73, 0
	%80 = insertvalue { i64, i1 } %79, i1 false, 1
	ret { i64, i1 } %80

method.native.17:
	%81 = call { i64, i1 } @method_call.Counter.bump.1(i8* %22, i64 2)
	%82 = extractvalue { i64, i1 } %81, 1
	br i1 %82, label %err.18, label %ok.19, !prof !{!"branch_weights", i32 1, i32 2000}

err.18:
	call void @sp.xdecref(i8* %69)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.19:
	%83 = extractvalue { i64, i1 } %81, 0
	store i64 %83, i64* %3
	br label %method.done.16

method.indirect.20:
	%84 = bitcast i8* %37 to { i64, i1 } (i8*, i64)*
	%85 = call { i64, i1 } %84(i8* %22, i64 2)
	%86 = extractvalue { i64, i1 } %85, 1
	br i1 %86, label %err.21, label %ok.22, !prof !{!"branch_weights", i32 1, i32 2000}

err.21:
	call void @sp.xdecref(i8* %69)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.22:
	%87 = extractvalue { i64, i1 } %85, 0
	store i64 %87, i64* %3
	br label %method.done.16

err.23:
	call void @sp.xdecref(i8* %69)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.24:
	%88 = getelementptr [2 x i8*], [2 x i8*]* %4, i64 0, i64 0
	store i8* %22, i8** %88
	%89 = getelementptr [2 x i8*], [2 x i8*]* %4, i64 0, i64 1
	store i8* %71, i8** %89
	%90 = icmp ne i32 %70, 0
	%91 = select i1 %90, i64 0, i64 1
	%92 = getelementptr [2 x i8*], [2 x i8*]* %4, i64 0, i64 %91
	%93 = select i1 %90, i64 2, i64 1
	%94 = call i8* @PyObject_Vectorcall(i8* %69, i8** %92, i64 %93, i8* null)
	%95 = icmp eq i8* %94, null
	br i1 %95, label %err.25, label %ok.26, !prof !{!"branch_weights", i32 1, i32 2000}

err.25:
	call void @sp.xdecref(i8* %69)
	call void @sp.decref(i8* %71)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

ok.26:
	call void @sp.decref(i8* %71)
	%96 = getelementptr i8, i8* %94, i64 8
	%97 = bitcast i8* %96 to i8**
	%98 = load i8*, i8** %97
	%99 = getelementptr i8, i8* %98, i64 168
	%100 = bitcast i8* %99 to i64*
	%101 = load i64, i64* %100
	%102 = and i64 %101, u0x1000000
	%103 = icmp ne i64 %102, 0
	br i1 %103, label %override.result.28, label %override.badresult.27, !prof !{!"branch_weights", i32 2000, i32 1}

override.badresult.27:
	%104 = getelementptr i8, i8* %22, i64 8
	%105 = bitcast i8* %104 to i8**
	%106 = load i8*, i8** %105
	%107 = getelementptr i8, i8* %106, i64 24
	%108 = bitcast i8* %107 to i8**
	%109 = load i8*, i8** %108
	%110 = call i8* @strrchr(i8* %109, i32 46)
	%111 = icmp eq i8* %110, null
	%112 = getelementptr i8, i8* %110, i64 1
	%113 = select i1 %111, i8* %109, i8* %112
	%114 = getelementptr i8, i8* %94, i64 8
	%115 = bitcast i8* %114 to i8**
	%116 = load i8*, i8** %115
	%117 = getelementptr i8, i8* %116, i64 24
	%118 = bitcast i8* %117 to i8**
	%119 = load i8*, i8** %118
	%120 = call i8* @strrchr(i8* %119, i32 46)
	%121 = icmp eq i8* %120, null
	%122 = getelementptr i8, i8* %120, i64 1
	%123 = select i1 %121, i8* %119, i8* %122
	%124 = load i8*, i8** @PyExc_TypeError
	%125 = call i8* (i8*, i8*, ...) @PyErr_Format(i8* %124, i8* getelementptr ([68 x i8], [68 x i8]* @sp.cstr.10, i64 0, i64 0), i8* %113, i8* %123)
	call void @sp.xdecref(i8* %69)
	call void @sp.decref(i8* %94)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

override.result.28:
	%126 = call { i64, i1 } @sp.unbox.int64(i8* %94)
	%127 = extractvalue { i64, i1 } %126, 1
	br i1 %127, label %override.overflow.30, label %override.fits.31, !prof !{!"branch_weights", i32 1, i32 2000}

dead.29:
	br label %override.result.28

override.overflow.30:
	call void @PyErr_Clear()
	%128 = getelementptr i8, i8* %22, i64 8
	%129 = bitcast i8* %128 to i8**
	%130 = load i8*, i8** %129
	%131 = getelementptr i8, i8* %130, i64 24
	%132 = bitcast i8* %131 to i8**
	%133 = load i8*, i8** %132
	%134 = call i8* @strrchr(i8* %133, i32 46)
	%135 = icmp eq i8* %134, null
	%136 = getelementptr i8, i8* %134, i64 1
	%137 = select i1 %135, i8* %133, i8* %136
	%138 = load i8*, i8** @PyExc_OverflowError
	%139 = call i8* (i8*, i8*, ...) @PyErr_Format(i8* %138, i8* getelementptr ([83 x i8], [83 x i8]* @sp.cstr.11, i64 0, i64 0), i8* %137, i8* %94)
	call void @sp.xdecref(i8* %69)
	call void @sp.decref(i8* %94)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([20 x i8], [20 x i8]* @sp.cstr.1, i64 0, i64 0), i32 21)
	br label %error.0

override.fits.31:
	%140 = extractvalue { i64, i1 } %126, 0
	call void @sp.decref(i8* %94)
	store i64 %140, i64* %3
	br label %method.done.16

dead.32:
	br label %override.fits.31

recursion.33:
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

recursion.check.34:
	%141 = call i32 @sp.recursion.check(i8* %7, i32 %10, i64 %13)
	%142 = icmp ne i32 %141, 0
	br i1 %142, label %recursion.33, label %body.0
}
