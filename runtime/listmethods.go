// This file implements calls of an exact list's insert, pop and append
// without the method call: sp.vectorcall is PyObject_Vectorcall, except
// that a builtin method bound to an exact list (`ins = perm.insert;
// ins(i, v)`) or list's method descriptor called with an exact list
// first (what `perm.pop(0)` finds through LOAD_METHOD) goes straight to
// PyList_Insert, PyList_SetSlice or PyList_Append: no vectorcall
// dispatch, no argument clinic, no index conversion. CPython spends
// ≈150 instructions on the call around the ≈60 of the list operation.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// vectorcallArgumentsOffset is PY_VECTORCALL_ARGUMENTS_OFFSET, the flag
// bit of nargsf.
const vectorcallArgumentsOffset = int64(-1 << 63)

// listMethodDef returns the global caching the PyMethodDef of list's
// method name (NULL until the first call that needs it reads it from the
// method descriptor `list.name`).
func (r *Runtime) listMethodDef(name string) *ir.Global {
	key := "sp.listdef." + name
	if g, ok := r.helperGlobals[key]; ok {
		return g
	}
	g := r.M.NewGlobalDef(key, Null)
	g.Linkage = enum.LinkageInternal
	r.helperGlobals[key] = g
	return g
}

// listDefFunc returns sp.listdef(name, cache): list's PyMethodDef for
// method name, read once from the method descriptor and kept in cache
// (NULL, with no exception left, when it cannot be read).
func (r *Runtime) listDefFunc() *ir.Func {
	f, done := r.helper("sp.listdef", Obj, ir.NewParam("name", Obj), ir.NewParam("cache", ObjPtr))
	if done {
		return f
	}
	name, cache := f.Params[0], f.Params[1]
	entry, read, got, failed := f.NewBlock("entry"), f.NewBlock("read"), f.NewBlock("got"), f.NewBlock("failed")
	known := entry.NewLoad(Obj, cache)
	hit := f.NewBlock("hit")
	entry.NewCondBr(entry.NewICmp(enum.IPredNE, known, Null), hit, read)
	hit.NewRet(known)
	d := r.CallC(read, capi.ObjectGetAttr, read.NewBitCast(r.CData("PyList_Type"), Obj), name)
	read.NewCondBr(read.NewICmp(enum.IPredEQ, d, Null), failed, got)
	r.CallC(failed, capi.ErrClear)
	failed.NewRet(Null)
	isDescr, descr := f.NewBlock("descr"), f.NewBlock("other")
	got.NewCondBr(got.NewICmp(enum.IPredEQ, r.TypeOf(got, d), r.CData("PyMethodDescr_Type")), isDescr, descr)
	def := loadField(isDescr, d, r.ABI.OffsetMethodDescrDef, Obj)
	r.Decref(isDescr, d)
	isDescr.NewStore(def, cache)
	isDescr.NewRet(def)
	r.Decref(descr, d)
	descr.NewRet(Null)
	return f
}

// VectorcallFunc returns sp.vectorcall(f, args, nargsf, kwnames): what
// PyObject_Vectorcall(f, args, nargsf, kwnames) returns, with an exact
// list's insert(i, v) (i a small int), pop(), pop(i) (i a small int in
// range) and append(v) done directly when f is the bound builtin method
// or list's method descriptor. Anything else — keywords, other counts,
// big or non-int indexes, an empty list or an index out of range (whose
// errors CPython raises), a list subclass — is the generic call.
func (r *Runtime) VectorcallFunc() *ir.Func {
	f, done := r.helper("sp.vectorcall", Obj, ir.NewParam("f", Obj), ir.NewParam("args", ObjPtr), ir.NewParam("nargsf", types.I64), ir.NewParam("kwnames", Obj))
	if done {
		return f
	}
	fn, args, nargsf, kwnames := f.Params[0], f.Params[1], f.Params[2], f.Params[3]
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	entry, generic := f.NewBlock("entry"), f.NewBlock("generic")
	generic.NewRet(r.CallC(generic, capi.ObjectVectorcall, fn, args, nargsf, kwnames))

	bound, descr, which := f.NewBlock("bound"), f.NewBlock("descr"), f.NewBlock("which")
	notBound := f.NewBlock("notbound")
	n := entry.NewAnd(nargsf, i64(^vectorcallArgumentsOffset))
	tp := r.TypeOf(entry, fn)
	isCFunc := entry.NewICmp(enum.IPredEQ, tp, r.CData("PyCFunction_Type"))
	noKw := entry.NewICmp(enum.IPredEQ, kwnames, Null)
	entry.NewCondBr(entry.NewAnd(noKw, isCFunc), bound, notBound)
	notBound.NewCondBr(notBound.NewAnd(noKw, notBound.NewICmp(enum.IPredEQ, tp, r.CData("PyMethodDescr_Type"))), descr, generic)

	bself := loadField(bound, fn, r.ABI.OffsetCFunctionSelf, Obj)
	bdef := loadField(bound, fn, r.ABI.OffsetCFunctionDef, Obj)
	bound.NewBr(which)
	// A descriptor: the receiver is the first argument.
	hasSelf := f.NewBlock("descr.self")
	descr.NewCondBr(descr.NewICmp(enum.IPredSGE, n, i64(1)), hasSelf, generic)
	dself := hasSelf.NewLoad(Obj, args)
	ddef := loadField(hasSelf, fn, r.ABI.OffsetMethodDescrDef, Obj)
	hasSelf.NewBr(which)
	self := which.NewPhi(ir.NewIncoming(bself, bound), ir.NewIncoming(dself, hasSelf))
	def := which.NewPhi(ir.NewIncoming(bdef, bound), ir.NewIncoming(ddef, hasSelf))
	argv := which.NewPhi(ir.NewIncoming(args, bound), ir.NewIncoming(hasSelf.NewGetElementPtr(Obj, args, i64(1)), hasSelf))
	argc := which.NewPhi(ir.NewIncoming(n, bound), ir.NewIncoming(hasSelf.NewSub(n, i64(1)), hasSelf))
	isList := f.NewBlock("list")
	which.NewCondBr(which.NewICmp(enum.IPredEQ, r.TypeOf(which, self), r.CData("PyList_Type")), isList, generic)

	arg := func(b *ir.Block, i int64) value.Value { return b.NewLoad(Obj, b.NewGetElementPtr(Obj, argv, i64(i))) }
	// smallIndex continues in ok with the index argument's value when it
	// is an exact int of at most one digit, else goes to generic.
	smallIndex := func(b *ir.Block, o value.Value, name string) (*ir.Block, value.Value) {
		isInt, ok := f.NewBlock(name+".int"), f.NewBlock(name+".small")
		b.NewCondBr(b.NewICmp(enum.IPredEQ, r.TypeOf(b, o), r.CData("PyLong_Type")), isInt, generic)
		isInt.NewCondBr(r.LongIsCompact(isInt, o), ok, generic)
		return ok, r.compactValue(ok, o)
	}
	none := func(b *ir.Block, rc value.Value, name string) {
		fine, failed := f.NewBlock(name+".ok"), f.NewBlock(name+".failed")
		b.NewCondBr(b.NewICmp(enum.IPredSLT, rc, constant.NewInt(types.I32, 0)), failed, fine)
		failed.NewRet(Null)
		r.Incref(fine, r.None())
		fine.NewRet(r.None())
	}

	// Which method: the defs are read once, then compared by address.
	isInsert, notInsert := f.NewBlock("insert"), f.NewBlock("notinsert")
	insDef := isList.NewCall(r.listDefFunc(), isList.NewLoad(Obj, r.Name("insert")), r.listMethodDef("insert"))
	isList.NewCondBr(isList.NewAnd(isList.NewICmp(enum.IPredEQ, def, insDef), isList.NewICmp(enum.IPredEQ, argc, i64(2))), isInsert, notInsert)
	b, k := smallIndex(isInsert, arg(isInsert, 0), "insert")
	// PyList_Insert clamps the index as list.insert does.
	none(b, r.CallC(b, capi.ListInsert, self, k, arg(b, 1)), "insert")

	isAppend, notAppend := f.NewBlock("append"), f.NewBlock("notappend")
	appDef := notInsert.NewCall(r.listDefFunc(), notInsert.NewLoad(Obj, r.Name("append")), r.listMethodDef("append"))
	notInsert.NewCondBr(notInsert.NewAnd(notInsert.NewICmp(enum.IPredEQ, def, appDef), notInsert.NewICmp(enum.IPredEQ, argc, i64(1))), isAppend, notAppend)
	none(isAppend, r.CallC(isAppend, capi.ListAppend, self, arg(isAppend, 0)), "append")

	isPop, popAt, popLast, pop := f.NewBlock("pop"), f.NewBlock("pop.at"), f.NewBlock("pop.last"), f.NewBlock("pop.index")
	popDef := notAppend.NewCall(r.listDefFunc(), notAppend.NewLoad(Obj, r.Name("pop")), r.listMethodDef("pop"))
	notAppend.NewCondBr(notAppend.NewAnd(notAppend.NewICmp(enum.IPredEQ, def, popDef), notAppend.NewICmp(enum.IPredULE, argc, i64(1))), isPop, generic)
	isPop.NewCondBr(isPop.NewICmp(enum.IPredEQ, argc, i64(0)), popLast, popAt)
	popLast.NewBr(pop)
	b, at := smallIndex(popAt, arg(popAt, 0), "pop")
	b.NewBr(pop)
	given := pop.NewPhi(ir.NewIncoming(i64(-1), popLast), ir.NewIncoming(at, b))
	size := r.ListSize(pop, self)
	idx := pop.NewSelect(pop.NewICmp(enum.IPredSLT, given, i64(0)), pop.NewAdd(given, size), given)
	take := f.NewBlock("pop.take")
	// Empty or out of range: the generic call raises CPython's IndexError.
	pop.NewCondBr(pop.NewICmp(enum.IPredULT, idx, size), take, generic)
	item := r.ListItem(take, self, idx)
	r.Incref(take, item)
	// Removing one item is list_ass_slice's deletion, as list.pop does
	// it (list_resize for the last one, which list_ass_slice also calls).
	rc := r.CallC(take, capi.ListSetSlice, self, idx, take.NewAdd(idx, i64(1)), Null)
	popped, popFailed := f.NewBlock("pop.done"), f.NewBlock("pop.failed")
	take.NewCondBr(take.NewICmp(enum.IPredSLT, rc, constant.NewInt(types.I32, 0)), popFailed, popped)
	r.Decref(popFailed, item)
	popFailed.NewRet(Null)
	popped.NewRet(item)
	return f
}
