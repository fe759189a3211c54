; Raw lowering of closure.py (no IR pass has run), the functions it names.

define internal i8* @closure.outer(i8* %x) {
entry.0:
	%0 = alloca i8*
	store i8* null, i8** %0
	%1 = alloca i8*
	store i8* null, i8** %1
	br label %body.0

body.0:
	call void @sp.incref(i8* %x)
	store i8* %x, i8** %0
	%2 = load i8*, i8** %0
	%3 = call i8* @PyCell_New(i8* %2)
	%4 = icmp eq i8* %3, null
	br i1 %4, label %err.1, label %ok.2, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	%5 = load i8*, i8** %0
	call void @sp.xdecref(i8* %5)
	%6 = load i8*, i8** %1
	call void @sp.xdecref(i8* %6)
	ret i8* null

err.1:
	call void @_PyTraceback_Add(i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([16 x i8], [16 x i8]* @sp.cstr.1, i64 0, i64 0), i32 8)
	br label %error.0

ok.2:
	call void @sp.xdecref(i8* %2)
	store i8* %3, i8** %0
	%7 = load i8*, i8** @sp.binder.__sp_nested_0
	%8 = call i8* @PyTuple_New(i64 2)
	%9 = icmp eq i8* %8, null
	br i1 %9, label %err.3, label %ok.4, !prof !{!"branch_weights", i32 1, i32 2000}

err.3:
	call void @_PyTraceback_Add(i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([16 x i8], [16 x i8]* @sp.cstr.1, i64 0, i64 0), i32 9)
	br label %error.0

ok.4:
	call void @sp.incref(i8* %7)
	%10 = call i32 @PyTuple_SetItem(i8* %8, i64 0, i8* %7)
	%11 = load i8*, i8** %0
	call void @sp.incref(i8* %11)
	%12 = call i32 @PyTuple_SetItem(i8* %8, i64 1, i8* %11)
	%13 = load i8*, i8** @sp.const.0
	%14 = call i8* @PyCFunction_NewEx(i8* bitcast ({ i8*, i8*, i32, i8* }* @"closure.outer.<locals>.inner.0.methoddef" to i8*), i8* %8, i8* %13)
	%15 = icmp eq i8* %14, null
	br i1 %15, label %err.5, label %ok.6, !prof !{!"branch_weights", i32 1, i32 2000}

err.5:
	call void @sp.decref(i8* %8)
	call void @_PyTraceback_Add(i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([16 x i8], [16 x i8]* @sp.cstr.1, i64 0, i64 0), i32 9)
	br label %error.0

ok.6:
	call void @sp.decref(i8* %8)
	%16 = load i8*, i8** %1
	store i8* %14, i8** %1
	call void @sp.xdecref(i8* %16)
	%17 = load i8*, i8** %1
	%18 = icmp eq i8* %17, null
	br i1 %18, label %unbound.7, label %bound.8

unbound.7:
	%19 = load i8*, i8** @PyExc_UnboundLocalError
	call void @PyErr_SetString(i8* %19, i8* getelementptr ([77 x i8], [77 x i8]* @sp.cstr.5, i64 0, i64 0))
	call void @_PyTraceback_Add(i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.0, i64 0, i64 0), i8* getelementptr ([16 x i8], [16 x i8]* @sp.cstr.1, i64 0, i64 0), i32 11)
	br label %error.0

bound.8:
	call void @sp.incref(i8* %17)
	%20 = load i8*, i8** %0
	call void @sp.xdecref(i8* %20)
	%21 = load i8*, i8** %1
	call void @sp.xdecref(i8* %21)
	ret i8* %17

dead.9:
	br label %bound.8
}

define internal i8* @"closure.outer.<locals>.inner.0"(i8* %cell.x) {
entry.0:
	br label %body.0

body.0:
	%0 = call i8* @PyCell_Get(i8* %cell.x)
	%1 = icmp eq i8* %0, null
	br i1 %1, label %cellunbound.1, label %cellbound.2, !prof !{!"branch_weights", i32 1, i32 2000}

error.0:
	ret i8* null

cellunbound.1:
	%2 = load i8*, i8** @PyExc_NameError
	call void @PyErr_SetString(i8* %2, i8* getelementptr ([91 x i8], [91 x i8]* @sp.cstr.6, i64 0, i64 0))
	call void @_PyTraceback_Add(i8* getelementptr ([6 x i8], [6 x i8]* @sp.cstr.3, i64 0, i64 0), i8* getelementptr ([16 x i8], [16 x i8]* @sp.cstr.1, i64 0, i64 0), i32 10)
	br label %error.0

cellbound.2:
	ret i8* %0

dead.3:
	unreachable
}
