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
// with an exception set), by calling object's tp_new itself with no
// arguments, which allocates the instance and, where the version gives
// instances inline values, sets them up; cls is one sp.new.check
// accepted, whose tp_new is that function.
func (r *Runtime) NewInstanceFunc() *ir.Func {
	f, done := r.helper("sp.new.alloc", Obj, ir.NewParam("cls", Obj))
	if done {
		return f
	}
	cls := f.Params[0]
	b := f.NewBlock("entry")
	newT := types.NewFunc(Obj, Obj, Obj, Obj)
	fn := b.NewBitCast(loadField(b, b.NewBitCast(r.CData("PyBaseObject_Type"), types.I8Ptr), r.ABI.OffsetTypeNew, types.I8Ptr), types.NewPointer(newT))
	// The empty tuple is a singleton: PyTuple_New(0) only increfs it.
	args := r.CallC(b, capi.TupleNew, constant.NewInt(types.I64, 0))
	noArgs, call := f.NewBlock("noargs"), f.NewBlock("call")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, args, Null), noArgs, call)
	noArgs.NewRet(Null)
	o := call.NewCall(fn, cls, args, Null)
	r.Decref(call, args)
	call.NewRet(o)
	return f
}
