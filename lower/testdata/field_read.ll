; Raw lowering of field_read.py (no IR pass has run), the functions it names.

define internal { i64, i1 } @field_read.get(i8* %p) {
entry.0:
	%0 = alloca i8*
	store i8* null, i8** %0
	%1 = getelementptr i8, i8* @_PyRuntime, i64 576
	%2 = bitcast i8* %1 to i8**
	%3 = load i8*, i8** %2
	%4 = getelementptr i8, i8* %3, i64 32
	%5 = bitcast i8* %4 to i32*
	%6 = load i32, i32* %5
	%7 = sub i32 %6, 1
	store i32 %7, i32* %5
	%8 = icmp sle i32 %6, 0
	br i1 %8, label %recursion.check.14, label %body.0

body.0:
	call void @sp.incref(i8* %p)
	store i8* %p, i8** %0
	%9 = load i8*, i8** %0
	%10 = load i8*, i8** @sp.classobj.Point
	%11 = load i8*, i8** @sp.const.0
	%12 = call i8* @sp.field.item(i8* %9, i8* %10, i8* %11, { i8*, i64 }* @sp.fieldcache.Point.x)
	%13 = icmp eq i8* %12, null
	br i1 %13, label %field.get.slow.1, label %field.found.3

error.0:
	%14 = load i8*, i8** %0
	call void @sp.xdecref(i8* %14)
	%15 = getelementptr i8, i8* @_PyRuntime, i64 576
	%16 = bitcast i8* %15 to i8**
	%17 = load i8*, i8** %16
	%18 = getelementptr i8, i8* %17, i64 32
	%19 = bitcast i8* %18 to i32*
	%20 = load i32, i32* %19
	%21 = add i32 %20, 1
	store i32 %21, i32* %19
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

field.get.slow.1:
	%22 = load i8*, i8** @sp.const.0
	%23 = call i8* @PyObject_GetAttr(i8* %9, i8* %22)
	%24 = icmp eq i8* %23, null
	br i1 %24, label %err.9, label %ok.10, !prof !{!"branch_weights", i32 1, i32 2000}

field.get.done.2:
	%25 = phi i64 [ %56, %field.value.6 ], [ %60, %ok.12 ]
	%26 = load i8*, i8** %0
	call void @sp.xdecref(i8* %26)
	%27 = getelementptr i8, i8* @_PyRuntime, i64 576
	%28 = bitcast i8* %27 to i8**
	%29 = load i8*, i8** %28
	%30 = getelementptr i8, i8* %29, i64 32
	%31 = bitcast i8* %30 to i32*
	%32 = load i32, i32* %31
	%33 = add i32 %32, 1
	store i32 %33, i32* %31
	%34 = insertvalue { i64, i1 } undef, i64 %25, 0
	%35 = insertvalue { i64, i1 } %34, i1 false, 1
	ret { i64, i1 } %35

field.found.3:
	%36 = getelementptr i8, i8* %12, i64 8
	%37 = bitcast i8* %36 to i8**
	%38 = load i8*, i8** %37
	%39 = icmp eq i8* %38, @PyLong_Type
	%40 = getelementptr i8, i8* %12, i64 16
	%41 = bitcast i8* %40 to i64*
	%42 = load i64, i64* %41
	%43 = add i64 %42, 1
	%44 = icmp ule i64 %43, 2
	%45 = and i1 %39, %44
	br i1 %45, label %field.direct.4, label %field.unbox.5

field.direct.4:
	%46 = getelementptr i8, i8* %12, i64 16
	%47 = bitcast i8* %46 to i64*
	%48 = load i64, i64* %47
	%49 = getelementptr i8, i8* %12, i64 24
	%50 = bitcast i8* %49 to i32*
	%51 = load i32, i32* %50
	%52 = zext i32 %51 to i64
	%53 = mul i64 %48, %52
	br label %field.value.6

field.unbox.5:
	%54 = call { i64, i1 } @sp.unbox.int64(i8* %12)
	%55 = extractvalue { i64, i1 } %54, 1
	br i1 %55, label %err.7, label %ok.8, !prof !{!"branch_weights", i32 1, i32 2000}

field.value.6:
	%56 = phi i64 [ %53, %field.direct.4 ], [ %57, %ok.8 ]
	br label %field.get.done.2

err.7:
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 16)
	br label %error.0

ok.8:
	%57 = extractvalue { i64, i1 } %54, 0
	br label %field.value.6

err.9:
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 16)
	br label %error.0

ok.10:
	%58 = call { i64, i1 } @sp.unbox.int64(i8* %23)
	%59 = extractvalue { i64, i1 } %58, 1
	br i1 %59, label %err.11, label %ok.12, !prof !{!"branch_weights", i32 1, i32 2000}

err.11:
	call void @sp.decref(i8* %23)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 16)
	br label %error.0

ok.12:
	%60 = extractvalue { i64, i1 } %58, 0
	call void @sp.decref(i8* %23)
	br label %field.get.done.2

recursion.13:
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

recursion.check.14:
	%61 = call i32 @_Py_CheckRecursiveCall(i8* %3, i8* getelementptr ([1 x i8], [1 x i8]* @sp.cstr.6, i64 0, i64 0))
	%62 = icmp ne i32 %61, 0
	br i1 %62, label %recursion.13, label %body.0
}
