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
	%3 = getelementptr i8, i8* %1, i64 8
	%4 = bitcast i8* %3 to i8**
	%5 = load i8*, i8** %4
	%6 = icmp eq i8* %5, %2
	br i1 %6, label %slot.fast.3, label %slot.subtype.4

error.0:
	%7 = load i8*, i8** %0
	call void @sp.xdecref(i8* %7)
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

slot.get.slow.1:
	%8 = load i8*, i8** @sp.const.1
	%9 = call i8* @PyObject_GetAttr(i8* %1, i8* %8)
	%10 = icmp eq i8* %9, null
	br i1 %10, label %err.7, label %ok.8, !prof !{!"branch_weights", i32 1, i32 2000}

slot.get.done.2:
	%11 = phi i64 [ %17, %slot.fast.3 ], [ %27, %ok.10 ]
	%12 = load i8*, i8** %0
	call void @sp.xdecref(i8* %12)
	%13 = insertvalue { i64, i1 } undef, i64 %11, 0
	%14 = insertvalue { i64, i1 } %13, i1 false, 1
	ret { i64, i1 } %14

slot.fast.3:
	%15 = getelementptr i8, i8* %1, i64 16
	%16 = bitcast i8* %15 to i64*
	%17 = load i64, i64* %16
	br label %slot.get.done.2

slot.subtype.4:
	%18 = getelementptr i8, i8* %5, i64 256
	%19 = bitcast i8* %18 to i8**
	%20 = load i8*, i8** %19
	%21 = icmp eq i8* %20, %2
	%22 = icmp ne i8* %2, null
	%23 = and i1 %21, %22
	br i1 %23, label %slot.fast.3, label %slot.deeper.5

slot.deeper.5:
	%24 = call i1 @sp.slot.derives.0(i8* %5, i8** @sp.slotguard.1)
	br i1 %24, label %slot.fast.3, label %slot.get.slow.1

err.7:
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 16)
	br label %error.0

ok.8:
	%25 = call { i64, i1 } @sp.unbox.int64(i8* %9)
	%26 = extractvalue { i64, i1 } %25, 1
	br i1 %26, label %err.9, label %ok.10, !prof !{!"branch_weights", i32 1, i32 2000}

err.9:
	call void @sp.decref(i8* %9)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 16)
	br label %error.0

ok.10:
	%27 = extractvalue { i64, i1 } %25, 0
	call void @sp.decref(i8* %9)
	br label %slot.get.done.2
}
