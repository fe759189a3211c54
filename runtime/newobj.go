// This file implements the per-site cache of instantiations C(args) of a
// module class whose __init__ is compiled: where calling the class would
// only make the instance (object.__new__) and then call that __init__, the compiled code allocates the instance
// itself and calls the native body of __init__ directly, without
// type_call, slot_tp_init, the lookup of __init__ and a bound method
// object for each instance. The site remembers the version tag of the
// class it checked, so that every change of the class or a base (a new
// __init__ or __new__, __abstractmethods__) sends it back to the check,
// and anything the check does not prove goes through the generic call.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// NewInstanceCacheType is one instantiation site's cache: the version tag
// of the class last proven instantiable there (0: none).
var NewInstanceCacheType = types.NewStruct(types.I32)

// NewInstanceCache makes the empty cache of one instantiation site.
func (r *Runtime) NewInstanceCache(name string) *ir.Global {
	return r.newSiteCache(name, NewInstanceCacheType)
}

// NewInstanceCheckFunc returns sp.new.check(cls, name, init, owner,
// cache): 1
// when cls(args) is, by CPython's type_call, object_new and slot_tp_init,
// exactly object.__new__(cls) (sp.new.alloc) followed by a call of init
// (the object __init__ is bound to, name being "__init__") on the
// instance: cls's metaclass is exactly type (no __call__ of a metaclass),
// its tp_new is object's (no __new__ anywhere in the MRO), it is not
// abstract, the lookup of __init__ along its MRO finds
// init, and it is owner (the class that defines init) or a subclass of
// it. Else 0. It sets no exception and runs no Python code.
func (r *Runtime) NewInstanceCheckFunc() *ir.Func {
	f, done := r.helper("sp.new.check", types.I1, ir.NewParam("cls", Obj), ir.NewParam("name", Obj), ir.NewParam("init", Obj), ir.NewParam("owner", Obj), ir.NewParam("cache", types.NewPointer(NewInstanceCacheType)))
	if done {
		return f
	}
	cls, name, init, owner, cache := f.Params[0], f.Params[1], f.Params[2], f.Params[3], f.Params[4]
	abi := r.ABI
	i32 := func(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
	cached := func(b *ir.Block) *ir.InstGetElementPtr {
		return b.NewGetElementPtr(NewInstanceCacheType, cache, i32(0), i32(0))
	}
	entry, isType, hit, check, lookup, fill, no := f.NewBlock("entry"), f.NewBlock("type"), f.NewBlock("hit"), f.NewBlock("check"), f.NewBlock("lookup"), f.NewBlock("fill"), f.NewBlock("no")
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, r.TypeOf(entry, cls), r.CData("PyType_Type")), isType, no)
	ver := loadField(isType, cls, abi.OffsetTypeVersionTag, types.I32)
	isType.NewCondBr(isType.NewAnd(isType.NewICmp(enum.IPredNE, ver, i32(0)), isType.NewICmp(enum.IPredEQ, ver, isType.NewLoad(types.I32, cached(isType)))), hit, check)
	hit.NewRet(constant.True)

	objNew := loadField(check, check.NewBitCast(r.CData("PyBaseObject_Type"), types.I8Ptr), abi.OffsetTypeNew, types.I8Ptr)
	sameNew := check.NewICmp(enum.IPredEQ, loadField(check, cls, abi.OffsetTypeNew, types.I8Ptr), objNew)
	concrete := check.NewXor(hasFlag(check, r.TypeFlags(check, cls), flagIsAbstract), constant.True)
	check.NewCondBr(check.NewAnd(sameNew, concrete), lookup, no)
	// _PyType_Lookup also assigns the type a version tag if it has none.
	found := r.CallC(lookup, capi.TypeLookup, cls, name)
	// init is NULL until the class statement has run.
	sub := f.NewBlock("subtype")
	lookup.NewCondBr(lookup.NewAnd(lookup.NewICmp(enum.IPredEQ, found, init), lookup.NewICmp(enum.IPredNE, init, Null)), sub, no)
	// The native body lays its instance out as owner's: an unrelated
	// class holding the same __init__ is no instance of it.
	isSub := r.CallC(sub, capi.TypeIsSubtype, cls, owner)
	sub.NewCondBr(sub.NewICmp(enum.IPredNE, isSub, i32(0)), fill, no)
	tag := loadField(fill, cls, abi.OffsetTypeVersionTag, types.I32)
	// Without a valid tag the check holds now but cannot be remembered.
	remember, yes := f.NewBlock("remember"), f.NewBlock("yes")
	fill.NewCondBr(r.VersionTagValid(fill, cls, tag), remember, yes)
	remember.NewStore(tag, cached(remember))
	remember.NewBr(yes)
	yes.NewRet(constant.True)
	no.NewRet(constant.False)
	return f
}

// InitResultFunc returns sp.new.initresult(r): 0 when r, the result of a
// compiled __init__, is None, else -1 with the TypeError slot_tp_init
// raises; r is released.
func (r *Runtime) InitResultFunc() *ir.Func {
	f, done := r.helper("sp.new.initresult", types.I32, ir.NewParam("r", Obj))
	if done {
		return f
	}
	res := f.Params[0]
	entry, bad := f.NewBlock("entry"), f.NewBlock("bad")
	ok := f.NewBlock("ok")
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, res, r.None()), ok, bad)
	r.Decref(ok, res)
	ok.NewRet(constant.NewInt(types.I32, 0))
	r.RaiseFormat(bad, "PyExc_TypeError", "__init__() should return None, not '%.200s'", r.TypeName(bad, res))
	r.Decref(bad, res)
	bad.NewRet(constant.NewInt(types.I32, -1))
	return f
}

// NewInstanceFunc returns sp.new.alloc(cls): a new, not yet initialized
// instance of cls as object.__new__(cls) makes it (a new reference, NULL
// with an exception set); cls is one sp.new.check accepted, whose tp_new
// is object's and which is not abstract. object_new then only calls
// tp_alloc(cls, 0) and, for a class with an instance dict, sets the dict
// or the inline values up: so a class without one (every slotted class)
// is allocated by tp_alloc directly, and the others by object's tp_new
// itself, with no arguments.
func (r *Runtime) NewInstanceFunc() *ir.Func {
	f, done := r.helper("sp.new.alloc", Obj, ir.NewParam("cls", Obj))
	if done {
		return f
	}
	// Out of line and defined once for a split module (irpass/split.go),
	// not a copy per part: opt inlined it at no site of the untyped
	// benchmarks, and the allocation it calls costs far more than the
	// call.
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline)
	cls := f.Params[0]
	b := f.NewBlock("entry")
	direct, generic := f.NewBlock("alloc"), f.NewBlock("new")
	noDict := b.NewICmp(enum.IPredEQ, loadField(b, cls, r.ABI.OffsetTypeDictoffset, types.I64), constant.NewInt(types.I64, 0))
	b.NewCondBr(noDict, direct, generic)
	allocT := types.NewFunc(Obj, Obj, types.I64)
	alloc := direct.NewBitCast(loadField(direct, cls, r.ABI.OffsetTypeAlloc, types.I8Ptr), types.NewPointer(allocT))
	// The allocator of this module's number-only classes is called
	// directly, where LLVM can inline it.
	plain, other := f.NewBlock("plain"), f.NewBlock("other")
	direct.NewCondBr(direct.NewICmp(enum.IPredEQ, alloc, r.PlainAllocFunc()), plain, other)
	plain.NewRet(plain.NewCall(r.PlainAllocFunc(), cls, constant.NewInt(types.I64, 0)))
	other.NewRet(other.NewCall(alloc, cls, constant.NewInt(types.I64, 0)))

	newT := types.NewFunc(Obj, Obj, Obj, Obj)
	fn := generic.NewBitCast(loadField(generic, generic.NewBitCast(r.CData("PyBaseObject_Type"), types.I8Ptr), r.ABI.OffsetTypeNew, types.I8Ptr), types.NewPointer(newT))
	// The empty tuple is a singleton: PyTuple_New(0) only increfs it.
	args := r.CallC(generic, capi.TupleNew, constant.NewInt(types.I64, 0))
	noArgs, call := f.NewBlock("noargs"), f.NewBlock("call")
	generic.NewCondBr(generic.NewICmp(enum.IPredEQ, args, Null), noArgs, call)
	noArgs.NewRet(Null)
	o := call.NewCall(fn, cls, args, Null)
	r.Decref(call, args)
	call.NewRet(o)
	return f
}

// PlainDeallocFunc returns sp.dealloc.plain(self), the tp_dealloc of a
// class whose instances hold numbers only (no object reference, no
// instance dict, no weak references, no finalizer): CPython's
// subtype_dealloc would find nothing to finalize or clear, and no
// reference it drops can start a chain of deallocations (so no trashcan
// either). It frees the instance through its type's tp_free and drops
// the instance's reference to its (heap) type. subtype_dealloc calls it
// too, as the base's deallocator, for an instance of a Python subclass,
// after clearing what that subclass added; it then leaves the type's
// reference to it, since the base is a heap type.
func (r *Runtime) PlainDeallocFunc() *ir.Func {
	f, done := r.helper("sp.dealloc.plain", types.Void, ir.NewParam("self", Obj))
	if done {
		return f
	}
	self := f.Params[0]
	b, untrack, free := f.NewBlock("entry"), f.NewBlock("untrack"), f.NewBlock("free")
	tp := r.TypeOf(b, self)
	b.NewCondBr(hasFlag(b, r.TypeFlags(b, tp), flagHaveGC), untrack, free)
	r.CallC(untrack, capi.GCUnTrack, self)
	untrack.NewBr(free)
	freeT := types.NewFunc(types.Void, types.I8Ptr)
	fn := free.NewBitCast(loadField(free, tp, r.ABI.OffsetTypeFree, types.I8Ptr), types.NewPointer(freeT))
	free.NewCall(fn, self)
	r.Decref(free, tp)
	free.NewRet(nil)
	return f
}

// PlainAllocFunc returns sp.alloc.plain(cls, nitems), the tp_alloc of
// a class whose instances hold numbers only and are not tracked by the
// garbage collector (InstallPlainDeallocFunc): the instance is
// tp_basicsize bytes from PyObject_Malloc, its slots zeroed (an unset
// number reads 0), its header set by PyObject_Init (the type's
// reference, tracemalloc's record). nitems is 0: such a class has no
// items.
func (r *Runtime) PlainAllocFunc() *ir.Func {
	f, done := r.helper("sp.alloc.plain", Obj, ir.NewParam("cls", Obj), ir.NewParam("nitems", types.I64))
	if done {
		return f
	}
	cls := f.Params[0]
	b, noMem, zero := f.NewBlock("entry"), f.NewBlock("nomem"), f.NewBlock("zero")
	size := loadField(b, cls, r.ABI.OffsetTypeBasicsize, types.I64)
	mem := r.CallC(b, capi.ObjectMalloc, size)
	b.NewCondBr(b.NewICmp(enum.IPredEQ, mem, Null), noMem, zero)
	noMem.NewRet(r.CallC(noMem, capi.ErrNoMemory))
	// The slots after the header, a word at a time (basicsize is a
	// multiple of the word size).
	loop, body, init := f.NewBlock("loop"), f.NewBlock("body"), f.NewBlock("init")
	zero.NewBr(loop)
	off := loop.NewPhi(ir.NewIncoming(constant.NewInt(types.I64, r.ABI.SizeofObject), zero))
	loop.NewCondBr(loop.NewICmp(enum.IPredSLT, off, size), body, init)
	body.NewStore(constant.NewInt(types.I64, 0), body.NewBitCast(body.NewGetElementPtr(types.I8, mem, off), types.NewPointer(types.I64)))
	next := body.NewAdd(off, constant.NewInt(types.I64, 8))
	off.Incs = append(off.Incs, ir.NewIncoming(next, body))
	body.NewBr(loop)
	r.CallC(init, capi.ObjectInit, mem, cls)
	init.NewRet(mem)
	return f
}

// InstallPlainDeallocFunc returns sp.class.plaindealloc(cls, untracked):
// it makes sp.dealloc.plain the deallocator of cls, a slotted class just
// built whose fields, its bases' included, the compiler knows are all
// numbers and which defines no __del__, once the type confirms it (no
// instance dict, no weak reference list, no finalizer); else it leaves
// cls alone. With untracked (an i1), cls's instances also leave the
// garbage collector, which has nothing to follow in them: cls loses
// Py_TPFLAGS_HAVE_GC and allocates and frees with sp.alloc.plain and
// PyObject_Free. The compiler asks for that only where no instance of
// cls can exist yet (no Python code ran while type() built it), since
// one allocated with the collector's header must be freed with it.
func (r *Runtime) InstallPlainDeallocFunc() *ir.Func {
	f, done := r.helper("sp.class.plaindealloc", types.Void, ir.NewParam("cls", Obj), ir.NewParam("untracked", types.I1))
	if done {
		return f
	}
	cls, untracked := f.Params[0], f.Params[1]
	b, set, leave := f.NewBlock("entry"), f.NewBlock("set"), f.NewBlock("leave")
	zero := constant.NewInt(types.I64, 0)
	noDict := b.NewICmp(enum.IPredEQ, loadField(b, cls, r.ABI.OffsetTypeDictoffset, types.I64), zero)
	noWeak := b.NewICmp(enum.IPredEQ, loadField(b, cls, r.ABI.OffsetTypeWeaklistoffset, types.I64), zero)
	noFinal := b.NewICmp(enum.IPredEQ, loadField(b, cls, r.ABI.OffsetTypeFinalize, types.I8Ptr), constant.NewNull(types.I8Ptr))
	b.NewCondBr(b.NewAnd(b.NewAnd(noDict, noWeak), noFinal), set, leave)
	set.NewStore(set.NewBitCast(r.PlainDeallocFunc(), types.I8Ptr), fieldPtr(set, cls, r.ABI.OffsetTypeDealloc, types.I8Ptr))
	untrack := f.NewBlock("untrack")
	set.NewCondBr(untracked, untrack, leave)
	flags := fieldPtr(untrack, cls, r.ABI.OffsetTypeFlags, types.I64)
	untrack.NewStore(untrack.NewAnd(untrack.NewLoad(types.I64, flags), constant.NewInt(types.I64, ^int64(flagHaveGC))), flags)
	untrack.NewStore(untrack.NewBitCast(r.PlainAllocFunc(), types.I8Ptr), fieldPtr(untrack, cls, r.ABI.OffsetTypeAlloc, types.I8Ptr))
	untrack.NewStore(untrack.NewBitCast(r.cfunc(capi.ObjectFree), types.I8Ptr), fieldPtr(untrack, cls, r.ABI.OffsetTypeFree, types.I8Ptr))
	untrack.NewBr(leave)
	leave.NewRet(nil)
	return f
}
