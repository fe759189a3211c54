; Raw lowering of unbound_call.py (no IR pass has run), the functions it names.

define internal { i64, i1 } @unbound_call.use(i8* %s) {
entry.0:
	%0 = alloca i8*
	store i8* null, i8** %0
	%1 = alloca i64
	%2 = alloca i32
	%3 = alloca [3 x i8*]
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
	br i1 %20, label %recursion.check.16, label %body.0

body.0:
	call void @sp.incref(i8* %s)
	store i8* %s, i8** %0
	%21 = load i8*, i8** @unbound_call.Counter.bump.1.methodobj
	%22 = icmp ne i8* %21, null
	br i1 %22, label %unbound.native.1, label %unbound.generic.2

error.0:
	%23 = load i8*, i8** %0
	call void @sp.xdecref(i8* %23)
	%24 = getelementptr i8, i8* %6, i64 32
	%25 = bitcast i8* %24 to i32*
	%26 = load i32, i32* %25
	%27 = add i32 %26, 1
	store i32 %27, i32* %25
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

unbound.native.1:
	%28 = load i8*, i8** %0
	%29 = call { i64, i1 } @unbound_call.Counter.bump.1(i8* %28, i64 3)
	%30 = extractvalue { i64, i1 } %29, 1
	br i1 %30, label %err.4, label %ok.14, !prof !{!"branch_weights", i32 1, i32 2000}

unbound.generic.2:
	%31 = load i8*, i8** @sp.const.0
	%32 = call i8* @sp.load_global.cached(i8* %31, { i64, i64, i8*, i64, i64 }* @sp.globalcache.1)
	%33 = icmp eq i8* %32, null
	br i1 %33, label %err.4, label %ok.5, !prof !{!"branch_weights", i32 1, i32 2000}

unbound.done.3:
	%34 = load i64, i64* %1
	%35 = load i8*, i8** %0
	call void @sp.xdecref(i8* %35)
	%36 = getelementptr i8, i8* %6, i64 32
	%37 = bitcast i8* %36 to i32*
	%38 = load i32, i32* %37
	%39 = add i32 %38, 1
	store i32 %39, i32* %37
	%40 = insertvalue { i64, i1 } undef, i64 %34, 0
	%41 = insertvalue { i64, i1 } %40, i1 false, 1
	ret { i64, i1 } %41

err.4:
	call void @sp.traceback.add({ i8*, i32, i32, i32 }* @sp.tbsite.4)
	br label %error.0

ok.5:
	%42 = load i8*, i8** @sp.const.1
	%43 = call i8* @sp.method.get(i8* %32, i8* %42, { i32, i64, i8*, i64 }* @sp.loadmethod.2, i32* %2)
	%44 = icmp eq i8* %43, null
	br i1 %44, label %err.6, label %ok.7, !prof !{!"branch_weights", i32 1, i32 2000}

err.6:
	call void @sp.decref(i8* %32)
	call void @sp.traceback.add({ i8*, i32, i32, i32 }* @sp.tbsite.4)
	br label %error.0

ok.7:
	%45 = load i8*, i8** %0
	%46 = call i8* @sp.long.from(i64 3)
	%47 = icmp eq i8* %46, null
	br i1 %47, label %err.8, label %ok.9, !prof !{!"branch_weights", i32 1, i32 2000}

err.8:
	call void @sp.decref(i8* %32)
	call void @sp.decref(i8* %43)
	call void @sp.traceback.add({ i8*, i32, i32, i32 }* @sp.tbsite.4)
	br label %error.0

ok.9:
	%48 = getelementptr [3 x i8*], [3 x i8*]* %3, i64 0, i64 0
	store i8* %32, i8** %48
	%49 = getelementptr [3 x i8*], [3 x i8*]* %3, i64 0, i64 1
	store i8* %45, i8** %49
	%50 = getelementptr [3 x i8*], [3 x i8*]* %3, i64 0, i64 2
	store i8* %46, i8** %50
	%51 = load i32, i32* %2
	%52 = icmp ne i32 %51, 0
	%53 = getelementptr [3 x i8*], [3 x i8*]* %3, i64 0, i64 0
	%54 = getelementptr [3 x i8*], [3 x i8*]* %3, i64 0, i64 1
	%55 = select i1 %52, i8** %53, i8** %54
	%56 = select i1 %52, i64 3, i64 -9223372036854775806
	%57 = call i8* @sp.vectorcall(i8* %43, i8** %55, i64 %56, i8* null)
	%58 = icmp eq i8* %57, null
	br i1 %58, label %err.10, label %ok.11, !prof !{!"branch_weights", i32 1, i32 2000}

err.10:
	call void @sp.decref(i8* %32)
	call void @sp.decref(i8* %43)
	call void @sp.decref(i8* %46)
	call void @sp.traceback.add({ i8*, i32, i32, i32 }* @sp.tbsite.4)
	br label %error.0

ok.11:
	call void @sp.decref(i8* %46)
	call void @sp.decref(i8* %43)
	call void @sp.decref(i8* %32)
	%59 = call { i64, i1 } @sp.unbox.int64(i8* %57)
	%60 = extractvalue { i64, i1 } %59, 1
	br i1 %60, label %err.12, label %ok.13, !prof !{!"branch_weights", i32 1, i32 2000}

err.12:
	call void @sp.decref(i8* %57)
	call void @sp.traceback.add({ i8*, i32, i32, i32 }* @sp.tbsite.4)
	br label %error.0

ok.13:
	%61 = extractvalue { i64, i1 } %59, 0
	call void @sp.decref(i8* %57)
	store i64 %61, i64* %1
	br label %unbound.done.3

ok.14:
	%62 = extractvalue { i64, i1 } %29, 0
	store i64 %62, i64* %1
	br label %unbound.done.3

recursion.15:
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

recursion.check.16:
	%63 = call i32 @sp.recursion.check(i8* %6, i32 %9, i64 %12)
	%64 = icmp ne i32 %63, 0
	br i1 %64, label %recursion.15, label %body.0
}
