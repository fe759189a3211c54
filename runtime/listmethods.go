// This file implements calls of a list's insert, pop and append without
// the method call: sp.vectorcall is PyObject_Vectorcall, except that a
// builtin method bound to a list (`ins = perm.insert; ins(i, v)`) or
// list's method descriptor called with a list first (what `perm.pop(0)`
// finds through LOAD_METHOD) goes straight to PyList_Insert,
// PyList_SetSlice or PyList_Append: no vectorcall dispatch, no argument
// clinic, no index conversion. CPython spends ≈150 instructions on the
// call around the ≈60 of the list operation. The list may be an instance
// of a list subclass (deltablue's `OrderedCollection(list)`): the method
// is list's own C function, so it is what CPython would run.

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
	return r.pointerGlobal("sp.listdef." + name)
}

// pointerGlobal returns the module's internal pointer-sized global of
// that name, NULL until the code that fills it runs, made on first use.
func (r *Runtime) pointerGlobal(name string) *ir.Global {
	if g, ok := r.helperGlobals[name]; ok {
		return g
	}
	g := r.M.NewGlobalDef(name, Null)
	g.Linkage = enum.LinkageInternal
	r.helperGlobals[name] = g
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
// PyObject_Vectorcall(f, args, nargsf, kwnames) returns. This entry only
// dispatches, with tail calls and no call of its own, so that it needs
// no stack frame: most calls through it reach one of this module's
// compiled functions or a Python function, and the registers the list
// methods' work saves cost such a call ≈20 instructions when the two
// shared a body (callgrind, a compiled loop calling an interpreted
// function: 32 → 12 instructions a call). The rest is
// sp.vectorcall.other.
func (r *Runtime) VectorcallFunc() *ir.Func {
	f, done := r.helper("sp.vectorcall", Obj, ir.NewParam("f", Obj), ir.NewParam("args", ObjPtr), ir.NewParam("nargsf", types.I64), ir.NewParam("kwnames", Obj))
	if done {
		return f
	}
	// Out of line, one copy per module (irpass/split.go defines a noinline
	// helper in one part only): opt inlined it nowhere in a large module
	// and still optimized and compiled a copy in each part
	// (docs/performance.md, "Build speed, part 4").
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline)
	fn, args, nargsf, kwnames := f.Params[0], f.Params[1], f.Params[2], f.Params[3]
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	entry, other := f.NewBlock("entry"), f.NewBlock("other")
	tail := func(b *ir.Block, callee value.Value, args ...value.Value) {
		c := b.NewCall(callee, args...)
		c.Tail = enum.TailTail
		b.NewRet(c)
	}
	tail(other, r.vectorcallOtherFunc(), fn, args, nargsf, kwnames)
	tp := r.TypeOf(entry, fn)
	// One of this module's compiled functions (a method found by a
	// dynamic call, `c.execute()` on an untyped c): its METH_FASTCALL |
	// METH_KEYWORDS C function is called as cfunction_vectorcall_
	// FASTCALL_KEYWORDS would, without PyObject_Vectorcall's dispatch and
	// _Py_CheckFunctionResult; the compiled body checks the recursion
	// depth itself.
	own, notOwn := f.NewBlock("own"), f.NewBlock("notown")
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, tp, entry.NewLoad(Obj, r.FunctionType())), own, notOwn)
	ml := loadField(own, fn, r.ABI.OffsetCFunctionDef, types.NewPointer(MethodDefType))
	meth := own.NewLoad(types.I8Ptr, own.NewGetElementPtr(MethodDefType, ml, constant.NewInt(types.I32, 0), constant.NewInt(types.I32, 1)))
	fastT := types.NewPointer(types.NewFunc(Obj, Obj, ObjPtr, types.I64, Obj))
	n := own.NewAnd(nargsf, i64(^vectorcallArgumentsOffset))
	tail(own, own.NewBitCast(meth, fastT), loadField(own, fn, r.ABI.OffsetCFunctionSelf, Obj), args, n, kwnames)
	// A Python function: its own entry (_PyFunction_Vectorcall, or what
	// PyFunction_SetVectorcall put there), which PyObject_Vectorcall
	// would find through the type, called without that dispatch and
	// without _Py_CheckFunctionResult (the interpreter's CALL of a Python
	// function does neither). An entry set to NULL is the generic call's.
	pyFunc, hasEntry, notPyFunc := f.NewBlock("pyfunc"), f.NewBlock("pyfunc.entry"), f.NewBlock("notpyfunc")
	notOwn.NewCondBr(notOwn.NewICmp(enum.IPredEQ, tp, r.CData("PyFunction_Type")), pyFunc, notPyFunc)
	vc := loadField(pyFunc, fn, r.ABI.OffsetFunctionVectorcall, fastT)
	pyFunc.NewCondBr(pyFunc.NewICmp(enum.IPredNE, vc, constant.NewNull(fastT)), hasEntry, other)
	tail(hasEntry, vc, fn, args, nargsf, kwnames)
	// A method of a builtin type called through its descriptor (what
	// `s.join(x)` finds through LOAD_METHOD) or a builtin bound to its
	// object: the object's own entry (method_vectorcall_O and its kin,
	// cfunction_vectorcall_*), as the interpreter's CALL specializations
	// call the C function, without PyObject_Vectorcall's dispatch and
	// _Py_CheckFunctionResult. A list's methods are
	// sp.vectorcall.other's.
	descr, descrSelf, descrCall := f.NewBlock("descr"), f.NewBlock("descr.self"), f.NewBlock("descr.call")
	notDescr, cfunc, cfuncSelf, cfuncCall := f.NewBlock("notdescr"), f.NewBlock("cfunc"), f.NewBlock("cfunc.self"), f.NewBlock("cfunc.call")
	notPyFunc.NewCondBr(notPyFunc.NewICmp(enum.IPredEQ, tp, r.CData("PyMethodDescr_Type")), descr, notDescr)
	descr.NewCondBr(descr.NewICmp(enum.IPredSGE, descr.NewAnd(nargsf, i64(^vectorcallArgumentsOffset)), i64(1)), descrSelf, descrCall)
	descrSelf.NewCondBr(r.HasTypeFlag(descrSelf, descrSelf.NewLoad(Obj, args), FlagList), other, descrCall)
	dvc := loadField(descrCall, fn, r.ABI.OffsetMethodDescrVectorcall, fastT)
	descrHas := f.NewBlock("descr.entry")
	descrCall.NewCondBr(descrCall.NewICmp(enum.IPredNE, dvc, constant.NewNull(fastT)), descrHas, other)
	tail(descrHas, dvc, fn, args, nargsf, kwnames)
	notDescr.NewCondBr(notDescr.NewICmp(enum.IPredEQ, tp, r.CData("PyCFunction_Type")), cfunc, other)
	cself := loadField(cfunc, fn, r.ABI.OffsetCFunctionSelf, Obj)
	cfunc.NewCondBr(cfunc.NewICmp(enum.IPredEQ, cself, Null), cfuncCall, cfuncSelf)
	cfuncSelf.NewCondBr(r.HasTypeFlag(cfuncSelf, cself, FlagList), other, cfuncCall)
	cvc := loadField(cfuncCall, fn, r.ABI.OffsetCFunctionVectorcall, fastT)
	cfuncHas := f.NewBlock("cfunc.entry")
	cfuncCall.NewCondBr(cfuncCall.NewICmp(enum.IPredNE, cvc, constant.NewNull(fastT)), cfuncHas, other)
	tail(cfuncHas, cvc, fn, args, nargsf, kwnames)
	return f
}

// vectorcallOtherFunc returns sp.vectorcall.other(f, args, nargsf,
// kwnames), sp.vectorcall for a callee that is neither a compiled
// function of the module nor a Python function with an entry: a list's
// (or a list subclass's) insert(i, v) (i a small int), pop(), pop(i) (i
// a small int in range) and append(v) done directly when f is the bound
// builtin method or list's method descriptor. Anything else — keywords,
// other counts, big or non-int indexes, an empty list or an index out of
// range (whose errors CPython raises) — is PyObject_Vectorcall.
func (r *Runtime) vectorcallOtherFunc() *ir.Func {
	f, done := r.helper("sp.vectorcall.other", Obj, ir.NewParam("f", Obj), ir.NewParam("args", ObjPtr), ir.NewParam("nargsf", types.I64), ir.NewParam("kwnames", Obj))
	if done {
		return f
	}
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline)
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
	// A list subclass too: def is list's own C function (the descriptor
	// or builtin method came from list's dict, whatever the subclass
	// overrides), which is what CPython would call on it.
	which.NewCondBr(r.HasTypeFlag(which, self, FlagList), isList, generic)

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

// ListDunderCacheType is the one-entry cache of a list subclass whose
// dunder method (__getitem__, __setitem__) is list's own: the type and
// its version tag when that was found (0: empty). Version tags are never
// reused, and any change to the type or a base gives it a new one.
var ListDunderCacheType = types.NewStruct(Obj, types.I32)

// listDunderCache returns the module's cache for dunder.
func (r *Runtime) listDunderCache(dunder string) *ir.Global {
	key := "sp.listsub." + dunder
	if g, ok := r.helperGlobals[key]; ok {
		return g
	}
	g := r.newSiteCache(key, ListDunderCacheType)
	r.helperGlobals[key] = g
	return g
}

// ListDunderIsList emits, from b in f, whether tp (a type with
// Py_TPFLAGS_LIST_SUBCLASS) finds list's own dunder method through its
// MRO, and returns the block that continues with the answer: then
// CPython's slot for it (slot_mp_subscript, a call of the method found)
// runs list's C function, and the exact list's fast path may stand in. A
// subclass of list gets the slot wrapper, not list's function, because
// list binds __getitem__ as a method (METH_COEXIST), so plain CPython
// pays a method call per `sub[i]`. The answer for one type at a time is
// cached while its version tag holds.
func (r *Runtime) ListDunderIsList(f *ir.Func, b *ir.Block, tp value.Value, dunder string) (*ir.Block, value.Value) {
	cache := r.listDunderCache(dunder)
	i32 := func(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
	same := b.NewICmp(enum.IPredEQ, b.NewLoad(Obj, b.NewGetElementPtr(ListDunderCacheType, cache, i32(0), i32(0))), tp)
	want := b.NewLoad(types.I32, b.NewGetElementPtr(ListDunderCacheType, cache, i32(0), i32(1)))
	tag := loadField(b, tp, r.ABI.OffsetTypeVersionTag, types.I32)
	hit := b.NewAnd(same, b.NewAnd(b.NewICmp(enum.IPredEQ, tag, want), b.NewICmp(enum.IPredNE, want, i32(0))))
	ask, join := block(f, "listsub.ask"), block(f, "listsub.known")
	b.NewCondBr(hit, join, ask)
	got := ask.NewICmp(enum.IPredNE, ask.NewCall(r.listDunderFillFunc(dunder), tp), constant.NewInt(types.I8, 0))
	ask.NewBr(join)
	return join, join.NewPhi(ir.NewIncoming(constant.True, b), ir.NewIncoming(got, ask))
}

// listDunderFillFunc returns sp.listsub.fill.<dunder>(tp): whether tp's
// MRO gives list's own dunder (1) or not (0), filling the cache when it
// does and tp's version tag is valid.
func (r *Runtime) listDunderFillFunc(dunder string) *ir.Func {
	f, done := r.helper("sp.listsub.fill."+dunder, types.I8, ir.NewParam("tp", Obj))
	if done {
		return f
	}
	tp := f.Params[0]
	cache := r.listDunderCache(dunder)
	i32 := func(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
	entry, mine, fill, no := f.NewBlock("entry"), f.NewBlock("mine"), f.NewBlock("fill"), f.NewBlock("no")
	no.NewRet(constant.NewInt(types.I8, 0))
	name := entry.NewLoad(Obj, r.Name(dunder))
	lists := r.CallC(entry, capi.TypeLookup, entry.NewBitCast(r.CData("PyList_Type"), Obj), name)
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, lists, Null), no, mine)
	// _PyType_Lookup gives tp a version tag if it has none; it never
	// raises (a failed MRO lookup returns NULL with no exception left).
	found := r.CallC(mine, capi.TypeLookup, tp, name)
	tag := loadField(mine, tp, r.ABI.OffsetTypeVersionTag, types.I32)
	isList := mine.NewICmp(enum.IPredEQ, found, lists)
	yes, untagged := f.NewBlock("yes"), f.NewBlock("untagged")
	mine.NewCondBr(isList, fill, no)
	fill.NewCondBr(r.VersionTagValid(fill, tp, tag), yes, untagged)
	untagged.NewRet(constant.NewInt(types.I8, 1))
	yes.NewStore(tp, yes.NewGetElementPtr(ListDunderCacheType, cache, i32(0), i32(0)))
	yes.NewStore(tag, yes.NewGetElementPtr(ListDunderCacheType, cache, i32(0), i32(1)))
	yes.NewRet(constant.NewInt(types.I8, 1))
	return f
}

// VectorcallLocalFunc returns sp.vectorcall.local(f, args, nargsf,
// kwnames), sp.vectorcall with the list methods' work inlined where it
// is called: a call of a local with one or two positional arguments,
// whose value is often a builtin method bound to a list (`ins =
// perm.insert; ins(r, pop(0))`). When f is a builtin method bound to an
// exact list, its PyMethodDef is list's insert (two arguments), pop or
// append (one; the defs sp.vectorcall caches, so the first call goes
// there), the index is an int of one digit in range (pop) and the
// list's new size needs no reallocation by list_resize's own test
// (allocated >= size and size >= allocated/2), the items are moved
// here, as ins1, list_ass_slice's deletion and app1 move them. Anything
// else — a list subclass, other methods, a reallocation, an index pop
// rejects — is sp.vectorcall, which does the rest or makes the call.
func (r *Runtime) VectorcallLocalFunc() *ir.Func {
	f, done := r.helper("sp.vectorcall.local", Obj, ir.NewParam("f", Obj), ir.NewParam("args", ObjPtr), ir.NewParam("nargsf", types.I64), ir.NewParam("kwnames", Obj))
	if done {
		return f
	}
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrAlwaysInline)
	fn, args, nargsf, kwnames := f.Params[0], f.Params[1], f.Params[2], f.Params[3]
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	entry, call := f.NewBlock("entry"), f.NewBlock("call")
	call.NewRet(call.NewCall(r.VectorcallFunc(), fn, args, nargsf, kwnames))
	cfunc, list, which := f.NewBlock("cfunc"), f.NewBlock("list"), f.NewBlock("which")
	n := entry.NewAnd(nargsf, i64(^vectorcallArgumentsOffset))
	small := entry.NewAnd(entry.NewICmp(enum.IPredEQ, kwnames, Null), entry.NewICmp(enum.IPredULE, entry.NewSub(n, i64(1)), i64(1)))
	entry.NewCondBr(entry.NewAnd(small, entry.NewICmp(enum.IPredEQ, r.TypeOf(entry, fn), r.CData("PyCFunction_Type"))), cfunc, call)
	self := loadField(cfunc, fn, r.ABI.OffsetCFunctionSelf, Obj)
	cfunc.NewCondBr(cfunc.NewICmp(enum.IPredEQ, r.TypeOf(cfunc, self), r.CData("PyList_Type")), list, call)
	def := loadField(list, fn, r.ABI.OffsetCFunctionDef, Obj)
	size := r.ListSize(list, self)
	alloc := loadField(list, self, r.ABI.OffsetListAllocated, types.I64)
	items := r.ListItems(list, self)
	list.NewBr(which)
	arg := func(b *ir.Block, i int64) value.Value { return b.NewLoad(Obj, b.NewGetElementPtr(Obj, args, i64(i))) }
	is := func(b *ir.Block, name string, argc int64) value.Value {
		known := b.NewLoad(Obj, r.listMethodDef(name))
		return b.NewAnd(b.NewICmp(enum.IPredEQ, n, i64(argc)), b.NewICmp(enum.IPredEQ, def, known))
	}
	// resized continues in ok when the list may take newSize items
	// without list_resize reallocating.
	resized := func(b *ir.Block, newSize value.Value, name string) *ir.Block {
		ok := f.NewBlock(name + ".fits")
		b.NewCondBr(b.NewAnd(b.NewICmp(enum.IPredSLE, newSize, alloc), b.NewICmp(enum.IPredSGE, newSize, b.NewAShr(alloc, i64(1)))), ok, call)
		return ok
	}
	smallIndex := func(b *ir.Block, o value.Value, name string) (*ir.Block, value.Value) {
		isInt, ok := f.NewBlock(name+".int"), f.NewBlock(name+".small")
		b.NewCondBr(b.NewICmp(enum.IPredEQ, r.TypeOf(b, o), r.CData("PyLong_Type")), isInt, call)
		isInt.NewCondBr(r.LongIsCompact(isInt, o), ok, call)
		return ok, r.compactValue(ok, o)
	}
	memmove := r.DeclareExternal("llvm.memmove.p0i8.p0i8.i64", types.Void, types.I8Ptr, types.I8Ptr, types.I64, types.I1)
	move := func(b *ir.Block, to, from, count value.Value) {
		b.NewCall(memmove, b.NewBitCast(b.NewGetElementPtr(Obj, items, to), types.I8Ptr), b.NewBitCast(b.NewGetElementPtr(Obj, items, from), types.I8Ptr), b.NewMul(count, i64(8)), constant.False)
	}
	setSize := func(b *ir.Block, v value.Value) {
		b.NewStore(v, fieldPtr(b, self, r.ABI.OffsetVarSize, types.I64))
	}
	returnNone := func(b *ir.Block) {
		r.Incref(b, r.None())
		b.NewRet(r.None())
	}

	insert, notInsert := f.NewBlock("insert"), f.NewBlock("notinsert")
	which.NewCondBr(is(which, "insert", 2), insert, notInsert)
	b, k := smallIndex(insert, arg(insert, 0), "insert")
	b = resized(b, b.NewAdd(size, i64(1)), "insert")
	// ins1's clamp: negative from the end, then into [0, size].
	neg := b.NewICmp(enum.IPredSLT, k, i64(0))
	fromEnd := b.NewAdd(k, size)
	k = b.NewSelect(neg, b.NewSelect(b.NewICmp(enum.IPredSLT, fromEnd, i64(0)), i64(0), fromEnd),
		b.NewSelect(b.NewICmp(enum.IPredSGT, k, size), size, k))
	move(b, b.NewAdd(k, i64(1)), k, b.NewSub(size, k))
	v := arg(b, 1)
	r.Incref(b, v)
	b.NewStore(v, b.NewGetElementPtr(Obj, items, k))
	setSize(b, b.NewAdd(size, i64(1)))
	returnNone(b)

	pop, notPop := f.NewBlock("pop"), f.NewBlock("notpop")
	notInsert.NewCondBr(is(notInsert, "pop", 1), pop, notPop)
	b, at := smallIndex(pop, arg(pop, 0), "pop")
	idx := b.NewSelect(b.NewICmp(enum.IPredSLT, at, i64(0)), b.NewAdd(at, size), at)
	inRange := f.NewBlock("pop.inrange")
	// Empty or out of range: sp.vectorcall's call raises IndexError.
	b.NewCondBr(b.NewICmp(enum.IPredULT, idx, size), inRange, call)
	b = resized(inRange, inRange.NewSub(size, i64(1)), "pop")
	item := b.NewLoad(Obj, b.NewGetElementPtr(Obj, items, idx))
	move(b, idx, b.NewAdd(idx, i64(1)), b.NewSub(b.NewSub(size, idx), i64(1)))
	setSize(b, b.NewSub(size, i64(1)))
	// The list's reference to the item is the caller's now.
	b.NewRet(item)

	app := f.NewBlock("append")
	notPop.NewCondBr(is(notPop, "append", 1), app, call)
	b = resized(app, app.NewAdd(size, i64(1)), "append")
	v = arg(b, 0)
	r.Incref(b, v)
	b.NewStore(v, b.NewGetElementPtr(Obj, items, size))
	setSize(b, b.NewAdd(size, i64(1)))
	returnNone(b)
	return f
}
