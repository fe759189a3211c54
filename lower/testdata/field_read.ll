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
	br i1 %6, label %slot.fast.3, label %slot.known.5

error.0:
	%7 = load i8*, i8** %0
	call void @sp.xdecref(i8* %7)
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

slot.get.slow.1:
	%8 = load i8*, i8** @sp.const.1
	%9 = call i8* @PyObject_GetAttr(i8* %1, i8* %8)
	%10 = icmp eq i8* %9, null
	br i1 %10, label %err.17, label %ok.18, !prof !{!"branch_weights", i32 1, i32 2000}

slot.get.done.2:
	%11 = phi i64 [ %17, %slot.fast.3 ], [ %48, %ok.20 ]
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
	br i1 %21, label %slot.fast.3, label %slot.base.7

slot.known.5:
	%22 = icmp eq i8* %2, null
	br i1 %22, label %slot.get.slow.1, label %slot.subtype.4

slot.seen.6:
	%23 = load i8*, i8** @sp.slotguard.1
	%24 = icmp eq i8* %5, %23
	br i1 %24, label %slot.fast.3, label %slot.table.12

slot.base.7:
	%25 = icmp eq i8* %20, null
	br i1 %25, label %slot.seen.6, label %slot.deeper.8

slot.deeper.8:
	%26 = getelementptr i8, i8* %20, i64 256
	%27 = bitcast i8* %26 to i8**
	%28 = load i8*, i8** %27
	%29 = icmp eq i8* %28, %2
	br i1 %29, label %slot.fast.3, label %slot.base.9

slot.base.9:
	%30 = icmp eq i8* %28, null
	br i1 %30, label %slot.seen.6, label %slot.deeper.10

slot.deeper.10:
	%31 = getelementptr i8, i8* %28, i64 256
	%32 = bitcast i8* %31 to i8**
	%33 = load i8*, i8** %32
	%34 = icmp eq i8* %33, %2
	br i1 %34, label %slot.fast.3, label %slot.base.11

slot.base.11:
	br label %slot.seen.6

slot.table.12:
	%35 = call i8* @sp.vtable.get(i8* %5, i8* bitcast (i8* @sp.vtable.token to i8*), i8* (i8*)* @sp.vtable.build)
	%36 = icmp ne i8* %35, null
	br i1 %36, label %vtable.bits.15, label %vtable.tested.16

slot.ask.13:
	%37 = call i32 @PyType_IsSubtype(i8* %5, i8* %2)
	%38 = icmp ne i32 %37, 0
	br i1 %38, label %slot.passed.14, label %slot.get.slow.1

slot.passed.14:
	%39 = load i8*, i8** @sp.slotguard.1
	call void @sp.incref(i8* %5)
	store i8* %5, i8** @sp.slotguard.1
	call void @sp.xdecref(i8* %39)
	br label %slot.fast.3

vtable.bits.15:
	%40 = getelementptr i8, i8* %35, i64 24
	%41 = bitcast i8* %40 to i64*
	%42 = load i64, i64* %41
	%43 = and i64 %42, 1
	%44 = icmp ne i64 %43, 0
	br label %vtable.tested.16

vtable.tested.16:
	%45 = phi i1 [ false, %slot.table.12 ], [ %44, %vtable.bits.15 ]
	br i1 %45, label %slot.fast.3, label %slot.ask.13

err.17:
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 16)
	br label %error.0

ok.18:
	%46 = call { i64, i1 } @sp.unbox.int64(i8* %9)
	%47 = extractvalue { i64, i1 } %46, 1
	br i1 %47, label %err.19, label %ok.20, !prof !{!"branch_weights", i32 1, i32 2000}

err.19:
	call void @sp.decref(i8* %9)
	call void @_PyTraceback_Add(i8* getelementptr ([4 x i8], [4 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.1, i64 0, i64 0), i32 16)
	br label %error.0

ok.20:
	%48 = extractvalue { i64, i1 } %46, 0
	call void @sp.decref(i8* %9)
	br label %slot.get.done.2
}
