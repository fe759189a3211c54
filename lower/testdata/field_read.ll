; Raw lowering of field_read.py (no IR pass has run), the functions it names.

define internal { i64, i1 } @field_read.get(i8* %p) {
entry.0:
	%0 = alloca i8*
	store i8* null, i8** %0
	br label %body.0

body.0:
	call void @sp.incref(i8* %p)
	store i8* %p, i8** %0
	%1 = load i8*, i8** %0
	%2 = load i8*, i8** @sp.classobj.Point
	%3 = load i8*, i8** @sp.const.0
	%4 = call i8* @sp.field.item(i8* %1, i8* %2, i8* %3, { i8*, i64 }* @sp.fieldcache.Point.x)
	%5 = icmp eq i8* %4, null
	br i1 %5, label %field.get.slow.1, label %field.found.3

error.0:
	%6 = load i8*, i8** %0
	call void @sp.xdecref(i8* %6)
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

field.get.slow.1:
	%7 = load i8*, i8** @sp.const.0
	%8 = call i8* @PyObject_GetAttr(i8* %1, i8* %7)
	%9 = icmp eq i8* %8, null
	br i1 %9, label %err.9, label %ok.10, !prof !{!"branch_weights", i32 1, i32 2000}

field.get.done.2:
	%10 = phi i64 [ %35, %field.value.6 ], [ %39, %ok.12 ]
	%11 = load i8*, i8** %0
	call void @sp.xdecref(i8* %11)
	%12 = insertvalue { i64, i1 } undef, i64 %10, 0
	%13 = insertvalue { i64, i1 } %12, i1 false, 1
	ret { i64, i1 } %13

field.found.3:
	%14 = getelementptr i8, i8* %4, i64 8
	%15 = bitcast i8* %14 to i8**
	%16 = load i8*, i8** %15
	%17 = load i8*, i8** @sp.class.0
	%18 = icmp eq i8* %16, %17
	%19 = getelementptr i8, i8* %4, i64 16
	%20 = bitcast i8* %19 to i64*
	%21 = load i64, i64* %20
	%22 = add i64 %21, 1
	%23 = icmp ule i64 %22, 2
	%24 = and i1 %18, %23
	br i1 %24, label %field.direct.4, label %field.unbox.5

field.direct.4:
	%25 = getelementptr i8, i8* %4, i64 16
	%26 = bitcast i8* %25 to i64*
	%27 = load i64, i64* %26
	%28 = getelementptr i8, i8* %4, i64 24
	%29 = bitcast i8* %28 to i32*
	%30 = load i32, i32* %29
	%31 = zext i32 %30 to i64
	%32 = mul i64 %27, %31
	br label %field.value.6

field.unbox.5:
	%33 = call { i64, i1 } @sp.unbox.int64(i8* %4)
	%34 = extractvalue { i64, i1 } %33, 1
	br i1 %34, label %err.7, label %ok.8, !prof !{!"branch_weights", i32 1, i32 2000}

field.value.6:
	%35 = phi i64 [ %32, %field.direct.4 ], [ %36, %ok.8 ]
	br label %field.get.done.2

err.7:
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 16)
	br label %error.0

ok.8:
	%36 = extractvalue { i64, i1 } %33, 0
	br label %field.value.6

err.9:
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 16)
	br label %error.0

ok.10:
	%37 = call { i64, i1 } @sp.unbox.int64(i8* %8)
	%38 = extractvalue { i64, i1 } %37, 1
	br i1 %38, label %err.11, label %ok.12, !prof !{!"branch_weights", i32 1, i32 2000}

err.11:
	call void @sp.decref(i8* %8)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 16)
	br label %error.0

ok.12:
	%39 = extractvalue { i64, i1 } %37, 0
	call void @sp.decref(i8* %8)
	br label %field.get.done.2
}
