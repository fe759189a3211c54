; Raw lowering of index.py (no IR pass has run), the functions it names.

define internal { i64, i1 } @index.at(i8* %a, i64* %a.data, i64 %a.len, i64 %i) {
entry.0:
	%0 = alloca i8*
	store i8* null, i8** %0
	%1 = alloca [80 x i8]
	%2 = alloca i64*
	store i64* null, i64** %2
	%3 = alloca i64
	store i64 0, i64* %3
	%4 = alloca i64
	store i64 zeroinitializer, i64* %4
	%5 = alloca i64
	br label %body.0

body.0:
	call void @sp.incref(i8* %a)
	store i8* %a, i8** %0
	store i64* %a.data, i64** %2
	store i64 %a.len, i64* %3
	store i64 %i, i64* %4
	%6 = load i64, i64* %4
	%7 = load i64*, i64** %2
	%8 = load i64, i64* %3
	%9 = icmp ult i64 %6, %8
	br i1 %9, label %inbounds.1, label %index.slow.2, !prof !{!"branch_weights", i32 2000, i32 1}

error.0:
	%10 = bitcast [80 x i8]* %1 to i8*
	%11 = load i8*, i8** %0
	call void @sp.xdecref(i8* %11)
	ret { i64, i1 } { i64 zeroinitializer, i1 true }

inbounds.1:
	%12 = phi i64 [ %6, %body.0 ], [ %19, %index.neg.3 ]
	store i64 %12, i64* %5
	%13 = getelementptr i64, i64* %7, i64 %12
	%14 = load i64, i64* %13
	%15 = bitcast [80 x i8]* %1 to i8*
	%16 = load i8*, i8** %0
	call void @sp.xdecref(i8* %16)
	%17 = insertvalue { i64, i1 } undef, i64 %14, 0
	%18 = insertvalue { i64, i1 } %17, i1 false, 1
	ret { i64, i1 } %18

index.slow.2:
	%19 = add i64 %6, %8
	%20 = icmp slt i64 %6, 0
	%21 = icmp ult i64 %19, %8
	%22 = and i1 %20, %21
	br i1 %22, label %index.neg.3, label %index.bad.4

index.neg.3:
	br label %inbounds.1

index.bad.4:
	%23 = load i8*, i8** @PyExc_IndexError
	call void @PyErr_SetString(i8* %23, i8* getelementptr ([19 x i8], [19 x i8]* @sp.cstr.6, i64 0, i64 0))
	br label %err.5

err.5:
	call void @sp.traceback.add({ i8*, i32, i32, i32 }* @sp.tbsite.1)
	br label %error.0

dead.6:
	unreachable
}
