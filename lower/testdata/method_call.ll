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
	br i1 %21, label %recursion.check.39, label %body.0

body.0:
	call void @sp.incref(i8* %c)
	store i8* %c, i8** %0
	%22 = load i8*, i8** %0
	%23 = load i8*, i8** @sp.const.0
	%24 = getelementptr i8, i8* %22, i64 8
	%25 = bitcast i8* %24 to i8**
	%26 = load i8*, i8** %25
	%27 = load i8*, i8** @sp.exact.0
	%28 = icmp eq i8* %26, %27
	br i1 %28, label %exact.done.5, label %exact.other.3

error.0:
	%29 = load i8*, i8** %0
	call void @sp.xdecref(i8* %29)
	%30 = getelementptr i8, i8* %7, i64 32
	%31 = bitcast i8* %30 to i32*
	%32 = load i32, i32* %31
	%33 = add i32 %32, 1
	store i32 %33, i32* %31
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

method.exact.1:
	br label %method.chosen.16

method.cached.2:
	%34 = call i32 @sp.method.peek(i8* %22, { i8*, i32, i32, i64 }* @sp.methodcache.1)
	%35 = icmp ne i32 %34, -3
	br i1 %35, label %method.hit.6, label %method.miss.7

exact.other.3:
	%36 = load i8*, i8** @sp.classobj.Counter
	%37 = icmp eq i8* %26, %36
	br i1 %37, label %exact.verify.4, label %exact.done.5

exact.verify.4:
	%38 = call i1 @sp.exact.verify.0(i8* %26)
	br label %exact.done.5

exact.done.5:
	%39 = phi i1 [ true, %body.0 ], [ false, %exact.other.3 ], [ %38, %exact.verify.4 ]
	br i1 %39, label %method.exact.1, label %method.cached.2

method.hit.6:
	br label %method.which.8

method.miss.7:
	%40 = getelementptr i8, i8* %22, i64 8
	%41 = bitcast i8* %40 to i8**
	%42 = load i8*, i8** %41
	%43 = call i8* @sp.vtable.get(i8* %42, i8* bitcast (i8* @sp.vtable.token to i8*), i8* (i8*)* @sp.vtable.build)
	%44 = icmp ne i8* %43, null
	br i1 %44, label %vtable.has.9, label %vtable.done.11

method.which.8:
	%45 = phi i32 [ %34, %method.hit.6 ], [ %58, %method.filled.15 ], [ %63, %method.resolve.13 ]
	%46 = phi i8* [ null, %method.hit.6 ], [ %55, %method.filled.15 ], [ null, %method.resolve.13 ]
	br label %method.chosen.16

vtable.has.9:
	%47 = getelementptr i8, i8* %43, i64 24
	%48 = bitcast i8* %47 to i64*
	%49 = load i64, i64* %48
	%50 = and i64 %49, 1
	%51 = icmp ne i64 %50, 0
	br i1 %51, label %vtable.derived.10, label %vtable.done.11

vtable.derived.10:
	%52 = getelementptr i8, i8* %43, i64 40
	%53 = bitcast i8* %52 to i8**
	%54 = load i8*, i8** %53
	br label %vtable.done.11

vtable.done.11:
	%55 = phi i8* [ null, %method.miss.7 ], [ null, %vtable.has.9 ], [ %54, %vtable.derived.10 ]
	%56 = icmp ne i8* %55, null
	br i1 %56, label %method.vtable.12, label %method.resolve.13

method.vtable.12:
	%57 = icmp eq i8* %55, bitcast ({ i64, i1 } (i8*, i64)* @method_call.Counter.bump.1 to i8*)
	%58 = select i1 %57, i32 0, i32 -2
	%59 = icmp sge i32 %58, 0
	br i1 %59, label %method.fill.14, label %method.filled.15

method.resolve.13:
	%60 = load i8*, i8** @method_call.Counter.bump.1.methodobj
	%61 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	store i8* %60, i8** %61
	%62 = getelementptr [1 x i8*], [1 x i8*]* %1, i64 0, i64 0
	%63 = call i32 @sp.method.resolve(i8* %22, i8* %23, i8** %62, i32 1, { i8*, i32, i32, i64 }* @sp.methodcache.1)
	br label %method.which.8

method.fill.14:
	%64 = getelementptr i8, i8* %22, i64 8
	%65 = bitcast i8* %64 to i8**
	%66 = load i8*, i8** %65
	%67 = getelementptr { i8*, i32, i32, i64 }, { i8*, i32, i32, i64 }* @sp.methodcache.1, i32 0, i32 0
	store i8* %66, i8** %67
	%68 = getelementptr i8, i8* %66, i64 384
	%69 = bitcast i8* %68 to i32*
	%70 = load i32, i32* %69
	%71 = getelementptr { i8*, i32, i32, i64 }, { i8*, i32, i32, i64 }* @sp.methodcache.1, i32 0, i32 1
	store i32 %70, i32* %71
	%72 = getelementptr { i8*, i32, i32, i64 }, { i8*, i32, i32, i64 }* @sp.methodcache.1, i32 0, i32 2
	store i32 %58, i32* %72
	br label %method.filled.15

method.filled.15:
	br label %method.which.8

method.chosen.16:
	%73 = phi i32 [ %45, %method.which.8 ], [ 0, %method.exact.1 ]
	%74 = phi i8* [ %46, %method.which.8 ], [ null, %method.exact.1 ]
	%75 = icmp ne i32 %73, -1
	br i1 %75, label %method.args.18, label %method.lookup.17

method.lookup.17:
	store i8* null, i8** %2
	%76 = call i32 @_PyObject_GetMethod(i8* %22, i8* %23, i8** %2)
	%77 = load i8*, i8** %2
	%78 = icmp eq i8* %77, null
	br i1 %78, label %err.19, label %ok.20, !prof !{!"branch_weights", i32 1, i32 2000}

method.args.18:
	%79 = phi i8* [ null, %method.chosen.16 ], [ %77, %ok.20 ]
	%80 = phi i32 [ 0, %method.chosen.16 ], [ %76, %ok.20 ]
	switch i32 %73, label %method.object.21 [
		i32 0, label %method.native.23
		i32 -2, label %method.indirect.26
	]

err.19:
	call void @sp.traceback.add({ i8*, i32, i32, i32 }* @sp.tbsite.3)
	br label %error.0

ok.20:
	br label %method.args.18

method.object.21:
	%81 = call i8* @sp.long.from(i64 2)
	%82 = icmp eq i8* %81, null
	br i1 %82, label %err.24, label %ok.28, !prof !{!"branch_weights", i32 1, i32 2000}

method.done.22:
	call void @sp.xdecref(i8* %79)
	%83 = load i64, i64* %3
	%84 = load i8*, i8** %0
	call void @sp.xdecref(i8* %84)
	%85 = getelementptr i8, i8* %7, i64 32
	%86 = bitcast i8* %85 to i32*
	%87 = load i32, i32* %86
	%88 = add i32 %87, 1
	store i32 %88, i32* %86
	%89 = insertvalue { i64, i1 } undef, i64 %83, 0
	%90 = insertvalue { i64, i1 } %89, i1 false, 1
	ret { i64, i1 } %90

method.native.23:
	%91 = call { i64, i1 } @method_call.Counter.bump.1(i8* %22, i64 2)
	%92 = extractvalue { i64, i1 } %91, 1
	br i1 %92, label %err.24, label %ok.25, !prof !{!"branch_weights", i32 1, i32 2000}

err.24:
	call void @sp.xdecref(i8* %79)
	call void @sp.traceback.add({ i8*, i32, i32, i32 }* @sp.tbsite.3)
	br label %error.0

ok.25:
	%93 = extractvalue { i64, i1 } %91, 0
	store i64 %93, i64* %3
	br label %method.done.22

method.indirect.26:
	%94 = bitcast i8* %74 to { i64, i1 } (i8*, i64)*
	%95 = call { i64, i1 } %94(i8* %22, i64 2)
	%96 = extractvalue { i64, i1 } %95, 1
	br i1 %96, label %err.24, label %ok.27, !prof !{!"branch_weights", i32 1, i32 2000}

ok.27:
	%97 = extractvalue { i64, i1 } %95, 0
	store i64 %97, i64* %3
	br label %method.done.22

ok.28:
	%98 = getelementptr [2 x i8*], [2 x i8*]* %4, i64 0, i64 0
	store i8* %22, i8** %98
	%99 = getelementptr [2 x i8*], [2 x i8*]* %4, i64 0, i64 1
	store i8* %81, i8** %99
	%100 = icmp ne i32 %80, 0
	%101 = select i1 %100, i64 0, i64 1
	%102 = getelementptr [2 x i8*], [2 x i8*]* %4, i64 0, i64 %101
	%103 = select i1 %100, i64 2, i64 1
	%104 = call i8* @PyObject_Vectorcall(i8* %79, i8** %102, i64 %103, i8* null)
	%105 = icmp eq i8* %104, null
	br i1 %105, label %err.29, label %ok.30, !prof !{!"branch_weights", i32 1, i32 2000}

err.29:
	call void @sp.xdecref(i8* %79)
	call void @sp.decref(i8* %81)
	call void @sp.traceback.add({ i8*, i32, i32, i32 }* @sp.tbsite.3)
	br label %error.0

ok.30:
	call void @sp.decref(i8* %81)
	%106 = getelementptr i8, i8* %104, i64 8
	%107 = bitcast i8* %106 to i8**
	%108 = load i8*, i8** %107
	%109 = getelementptr i8, i8* %108, i64 168
	%110 = bitcast i8* %109 to i64*
	%111 = load i64, i64* %110
	%112 = and i64 %111, u0x1000000
	%113 = icmp ne i64 %112, 0
	br i1 %113, label %override.result.32, label %override.badresult.31, !prof !{!"branch_weights", i32 2000, i32 1}

override.badresult.31:
	%114 = getelementptr i8, i8* %22, i64 8
	%115 = bitcast i8* %114 to i8**
	%116 = load i8*, i8** %115
	%117 = getelementptr i8, i8* %116, i64 24
	%118 = bitcast i8* %117 to i8**
	%119 = load i8*, i8** %118
	%120 = call i8* @strrchr(i8* %119, i32 46)
	%121 = icmp eq i8* %120, null
	%122 = getelementptr i8, i8* %120, i64 1
	%123 = select i1 %121, i8* %119, i8* %122
	%124 = getelementptr i8, i8* %104, i64 8
	%125 = bitcast i8* %124 to i8**
	%126 = load i8*, i8** %125
	%127 = getelementptr i8, i8* %126, i64 24
	%128 = bitcast i8* %127 to i8**
	%129 = load i8*, i8** %128
	%130 = call i8* @strrchr(i8* %129, i32 46)
	%131 = icmp eq i8* %130, null
	%132 = getelementptr i8, i8* %130, i64 1
	%133 = select i1 %131, i8* %129, i8* %132
	%134 = load i8*, i8** @PyExc_TypeError
	%135 = call i8* (i8*, i8*, ...) @PyErr_Format(i8* %134, i8* getelementptr ([68 x i8], [68 x i8]* @sp.cstr.10, i64 0, i64 0), i8* %123, i8* %133)
	br label %err.33

override.result.32:
	%136 = call { i64, i1 } @sp.unbox.int64(i8* %104)
	%137 = extractvalue { i64, i1 } %136, 1
	br i1 %137, label %override.overflow.35, label %override.fits.36, !prof !{!"branch_weights", i32 1, i32 2000}

err.33:
	call void @sp.xdecref(i8* %79)
	call void @sp.decref(i8* %104)
	call void @sp.traceback.add({ i8*, i32, i32, i32 }* @sp.tbsite.3)
	br label %error.0

dead.34:
	br label %override.result.32

override.overflow.35:
	call void @PyErr_Clear()
	%138 = getelementptr i8, i8* %22, i64 8
	%139 = bitcast i8* %138 to i8**
	%140 = load i8*, i8** %139
	%141 = getelementptr i8, i8* %140, i64 24
	%142 = bitcast i8* %141 to i8**
	%143 = load i8*, i8** %142
	%144 = call i8* @strrchr(i8* %143, i32 46)
	%145 = icmp eq i8* %144, null
	%146 = getelementptr i8, i8* %144, i64 1
	%147 = select i1 %145, i8* %143, i8* %146
	%148 = load i8*, i8** @PyExc_OverflowError
	%149 = call i8* (i8*, i8*, ...) @PyErr_Format(i8* %148, i8* getelementptr ([83 x i8], [83 x i8]* @sp.cstr.11, i64 0, i64 0), i8* %147, i8* %104)
	br label %err.33

override.fits.36:
	%150 = extractvalue { i64, i1 } %136, 0
	call void @sp.decref(i8* %104)
	store i64 %150, i64* %3
	br label %method.done.22

dead.37:
	br label %override.fits.36

recursion.38:
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

recursion.check.39:
	%151 = call i32 @sp.recursion.check(i8* %7, i32 %10, i64 %13)
	%152 = icmp ne i32 %151, 0
	br i1 %152, label %recursion.38, label %body.0
}
