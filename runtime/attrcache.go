// This file implements the per-site caches of attribute loads and stores
// on instances, as CPython 3.11's LOAD_ATTR_INSTANCE_VALUE and
// STORE_ATTR_INSTANCE_VALUE do: an instance of an ordinary class keeps its
// attributes in inline values laid out by its type's shared key table, so
// once a site has seen where a name lives for one type, it reads that slot
// directly while the type's version tag is unchanged. The tag changes
// whenever the type or a base is modified (a method patched, __getattr__
// added, a descriptor bound), so every such change sends the site back to
// the generic call. The cache is filled only where CPython would
// specialize: the type's tp_getattro (tp_setattro) is the generic one and
// no class in the MRO binds the name, so the instance value is what the
// generic lookup finds.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// AttrCacheType is one site's cache: the version tag of the type it was
// filled for (0: empty; tags are never 0 and never reused) and the index
// of the name in that type's inline values.
var AttrCacheType = types.NewStruct(types.I32, types.I64)

// NewAttrCache makes the empty cache of one attribute site.
func (r *Runtime) NewAttrCache(name string) *ir.Global {
	g := r.M.NewGlobalDef(name, constant.NewZeroInitializer(AttrCacheType))
	g.Linkage = enum.LinkageInternal
	return g
}

func cacheField(b *ir.Block, cache value.Value, i int64) value.Value {
	return b.NewGetElementPtr(AttrCacheType, cache, constant.NewInt(types.I32, 0), constant.NewInt(types.I32, i))
}

// cachedSlot emits the guard of a cache in b: when o's type has the
// cached version tag and o still has inline values (for a store, values
// no dict shares), it continues in the returned block with the address of
// the value's slot; else it branches to miss.
func (r *Runtime) cachedSlot(f *ir.Func, b *ir.Block, o, cache value.Value, store bool, miss *ir.Block) (*ir.Block, value.Value) {
	tp := r.TypeOf(b, o)
	ver := loadField(b, tp, r.ABI.OffsetTypeVersionTag, types.I32)
	want := b.NewLoad(types.I32, cacheField(b, cache, 0))
	same := f.NewBlock("cache.type")
	b.NewCondBr(b.NewAnd(b.NewICmp(enum.IPredEQ, ver, want), b.NewICmp(enum.IPredNE, want, constant.NewInt(types.I32, 0))), same, miss)
	inline, values := r.InstanceValues(f, same, o, tp, store, miss)
	idx := inline.NewLoad(types.I64, cacheField(inline, cache, 1))
	return inline, inline.NewGetElementPtr(Obj, values, idx)
}

// fillCache emits, from b, the filling of cache for name on o's type when
// the generic lookup is the instance value (see the file comment):
// the type has managed inline values, its hook is generic (the function
// at byte offset hookOff of the type is generic's), no class binds name,
// the type has a valid version tag, and name is in its shared key table.
// It ends by branching to done.
func (r *Runtime) fillCache(f *ir.Func, b *ir.Block, o, name, cache value.Value, hookOff int64, generic *capi.Func, done *ir.Block) {
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	abi := r.ABI
	tp := r.TypeOf(b, o)
	hook := f.NewBlock("fill.hook")
	b.NewCondBr(hasFlag(b, r.TypeFlags(b, tp), flagManagedDict), hook, done)
	lookup := f.NewBlock("fill.lookup")
	fn := hook.NewBitCast(r.cfunc(generic), types.I8Ptr)
	hook.NewCondBr(hook.NewICmp(enum.IPredEQ, loadField(hook, tp, hookOff, types.I8Ptr), fn), lookup, done)
	// _PyType_Lookup also assigns the type a version tag if it has none.
	found := r.CallC(lookup, capi.TypeLookup, tp, name)
	tag := f.NewBlock("fill.tag")
	lookup.NewCondBr(lookup.NewICmp(enum.IPredEQ, found, Null), tag, done)
	ver := loadField(tag, tp, abi.OffsetTypeVersionTag, types.I32)
	valid := r.VersionTagValid(tag, tp, ver)
	keysB := f.NewBlock("fill.keys")
	tag.NewCondBr(valid, keysB, done)
	keys := loadField(keysB, tp, abi.OffsetHeapTypeCachedKeys, types.I8Ptr)
	scan0 := f.NewBlock("fill.scan0")
	keysB.NewCondBr(keysB.NewICmp(enum.IPredNE, keys, constant.NewNull(types.I8Ptr)), scan0, done)

	// Find name among the shared keys (attribute names are interned:
	// compare identity); its entry index is its slot in the values. A
	// shared key table only grows, so the index stays right for as long
	// as the version tag does.
	log2 := scan0.NewZExt(loadField(scan0, keys, abi.OffsetKeysLog2IndexBytes, types.I8), types.I64)
	entries := scan0.NewGetElementPtr(types.I8, keys, scan0.NewAdd(i64(abi.OffsetKeysIndices), scan0.NewShl(i64(1), log2)))
	n := loadField(scan0, keys, abi.OffsetKeysNentries, types.I64)
	loop, body, hit := f.NewBlock("fill.scan"), f.NewBlock("fill.scan.body"), f.NewBlock("fill.found")
	scan0.NewBr(loop)
	i := loop.NewPhi(ir.NewIncoming(i64(0), scan0))
	loop.NewCondBr(loop.NewICmp(enum.IPredSLT, i, n), body, done)
	key := loadField(body, body.NewGetElementPtr(types.I8, entries, body.NewMul(i, i64(abi.SizeofDictUnicodeEntry))), abi.OffsetUnicodeEntryKey, Obj)
	i.Incs = append(i.Incs, ir.NewIncoming(body.NewAdd(i, i64(1)), body))
	body.NewCondBr(body.NewICmp(enum.IPredEQ, key, name), hit, loop)
	hit.NewStore(ver, cacheField(hit, cache, 0))
	hit.NewStore(i, cacheField(hit, cache, 1))
	hit.NewBr(done)
}

// AttrGetFunc returns sp.attr.get(o, name, cache): o.name as
// PyObject_GetAttr gives it (a new reference, NULL with an exception set),
// read from o's inline values when the cache says where.
func (r *Runtime) AttrGetFunc() *ir.Func {
	cachePtr := types.NewPointer(AttrCacheType)
	f, done := r.helper("sp.attr.get", Obj, ir.NewParam("o", Obj), ir.NewParam("name", Obj), ir.NewParam("cache", cachePtr))
	if done {
		return f
	}
	o, name, cache := f.Params[0], f.Params[1], f.Params[2]
	entry, slow := f.NewBlock("entry"), f.NewBlock("slow")
	inline, slot := r.cachedSlot(f, entry, o, cache, false, slow)
	v := inline.NewLoad(Obj, slot)
	present := f.NewBlock("present")
	inline.NewCondBr(inline.NewICmp(enum.IPredNE, v, Null), present, slow)
	r.Incref(present, v)
	present.NewRet(v)

	res := r.CallC(slow, capi.ObjectGetAttr, o, name)
	fill, ret := f.NewBlock("fill"), f.NewBlock("ret")
	slow.NewCondBr(slow.NewICmp(enum.IPredEQ, res, Null), ret, fill)
	r.fillCache(f, fill, o, name, cache, r.ABI.OffsetTypeGetattro, capi.ObjectGenericGetAttr, ret)
	ret.NewRet(res)
	return f
}

// AttrSetFunc returns sp.attr.set(o, name, v, cache): PyObject_SetAttr(o,
// name, v) (0, or -1 with an exception set; v is not stolen), written into
// o's inline values when the cache says where and the slot already holds a
// value (a new key would also have to enter the values' insertion order).
func (r *Runtime) AttrSetFunc() *ir.Func {
	cachePtr := types.NewPointer(AttrCacheType)
	f, done := r.helper("sp.attr.set", types.I32, ir.NewParam("o", Obj), ir.NewParam("name", Obj), ir.NewParam("v", Obj), ir.NewParam("cache", cachePtr))
	if done {
		return f
	}
	o, name, v, cache := f.Params[0], f.Params[1], f.Params[2], f.Params[3]
	entry, slow := f.NewBlock("entry"), f.NewBlock("slow")
	inline, slot := r.cachedSlot(f, entry, o, cache, true, slow)
	old := inline.NewLoad(Obj, slot)
	replace := f.NewBlock("replace")
	inline.NewCondBr(inline.NewICmp(enum.IPredNE, old, Null), replace, slow)
	r.Incref(replace, v)
	replace.NewStore(v, slot)
	// The old value goes last: its finalizer may run any code.
	r.Decref(replace, old)
	replace.NewRet(constant.NewInt(types.I32, 0))

	rc := r.CallC(slow, capi.ObjectSetAttr, o, name, v)
	fill, ret := f.NewBlock("fill"), f.NewBlock("ret")
	slow.NewCondBr(slow.NewICmp(enum.IPredSLT, rc, constant.NewInt(types.I32, 0)), ret, fill)
	r.fillCache(f, fill, o, name, cache, r.ABI.OffsetTypeSetattro, capi.ObjectGenericSetAttr, ret)
	ret.NewRet(rc)
	return f
}

// LoadMethodCacheType is one method-call site's cache: the version tag of
// the type it was filled for (0: empty), the number of entries of the
// type's shared key table then (-1: instances have no dict), and the
// function the call goes to with the receiver prepended (borrowed: the
// type's dict holds it for as long as the version tag stays).
var LoadMethodCacheType = types.NewStruct(types.I32, types.I64, Obj)

// NewLoadMethodCache makes the empty cache of one method-call site.
func (r *Runtime) NewLoadMethodCache(name string) *ir.Global {
	g := r.M.NewGlobalDef(name, constant.NewZeroInitializer(LoadMethodCacheType))
	g.Linkage = enum.LinkageInternal
	return g
}

func methodField(b *ir.Block, cache value.Value, i int64) value.Value {
	return b.NewGetElementPtr(LoadMethodCacheType, cache, constant.NewInt(types.I32, 0), constant.NewInt(types.I32, i))
}

// MethodGetFunc returns sp.method.get(o, name, cache, unbound): what
// calling o.name(...) calls, as CPython's LOAD_METHOD finds it (a new
// reference, NULL with an exception set). When *unbound is set to 1 it is
// a function to call with o prepended to the arguments, and no bound
// method was made: the type's attribute is a method descriptor (a Python
// function, a method of a builtin type) or an instancemethod (the methods
// of a compiled class, called through their function), the type's
// attribute lookup is the generic one, and the instance has no attribute
// of that name to shadow it. Otherwise *unbound is 0 and the result is
// PyObject_GetAttr(o, name). A hit of the cache checks the type's version
// tag and that the instance's key table has not grown.
func (r *Runtime) MethodGetFunc() *ir.Func {
	cachePtr := types.NewPointer(LoadMethodCacheType)
	i32Ptr := types.NewPointer(types.I32)
	f, done := r.helper("sp.method.get", Obj, ir.NewParam("o", Obj), ir.NewParam("name", Obj), ir.NewParam("cache", cachePtr), ir.NewParam("unbound", i32Ptr))
	if done {
		return f
	}
	o, name, cache, unbound := f.Params[0], f.Params[1], f.Params[2], f.Params[3]
	abi := r.ABI
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	i32 := func(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
	entry := f.NewBlock("entry")
	miss, generic := f.NewBlock("miss"), f.NewBlock("generic")
	tp := r.TypeOf(entry, o)
	ver := loadField(entry, tp, abi.OffsetTypeVersionTag, types.I32)
	want := entry.NewLoad(types.I32, methodField(entry, cache, 0))
	same := f.NewBlock("hit.type")
	entry.NewCondBr(entry.NewAnd(entry.NewICmp(enum.IPredEQ, ver, want), entry.NewICmp(enum.IPredNE, want, i32(0))), same, miss)
	n := same.NewLoad(types.I64, methodField(same, cache, 1))
	checkDict, ok := f.NewBlock("hit.dict"), f.NewBlock("hit")
	same.NewCondBr(same.NewICmp(enum.IPredSLT, n, i64(0)), ok, checkDict)
	keysOf := func(b *ir.Block) value.Value { return loadField(b, tp, abi.OffsetHeapTypeCachedKeys, types.I8Ptr) }
	sameKeys, _ := r.InstanceValues(f, checkDict, o, tp, false, miss)
	grown := sameKeys.NewICmp(enum.IPredNE, loadField(sameKeys, keysOf(sameKeys), abi.OffsetKeysNentries, types.I64), n)
	sameKeys.NewCondBr(grown, miss, ok)
	fn := ok.NewLoad(Obj, methodField(ok, cache, 2))
	r.Incref(ok, fn)
	ok.NewStore(i32(1), unbound)
	ok.NewRet(fn)

	// The miss: find the type's attribute and decide as LOAD_METHOD does.
	lookup := f.NewBlock("miss.lookup")
	genericGet := miss.NewBitCast(r.cfunc(capi.ObjectGenericGetAttr), types.I8Ptr)
	miss.NewCondBr(miss.NewICmp(enum.IPredEQ, loadField(miss, tp, abi.OffsetTypeGetattro, types.I8Ptr), genericGet), lookup, generic)
	descr := r.CallC(lookup, capi.TypeLookup, tp, name)
	kind, isDescr, notDescr := f.NewBlock("miss.kind"), f.NewBlock("miss.descr"), f.NewBlock("miss.instancemethod")
	lookup.NewCondBr(lookup.NewICmp(enum.IPredEQ, descr, Null), generic, kind)
	dt := r.TypeOf(kind, descr)
	kind.NewCondBr(hasFlag(kind, r.TypeFlags(kind, dt), flagMethodDescriptor), isDescr, notDescr)
	wrapped := f.NewBlock("miss.wrapped")
	notDescr.NewCondBr(notDescr.NewICmp(enum.IPredEQ, dt, r.CData("PyInstanceMethod_Type")), wrapped, generic)
	inner := loadField(wrapped, descr, abi.OffsetInstanceMethodFunc, Obj)
	shadow := f.NewBlock("miss.shadow")
	wrapped.NewBr(shadow)
	isDescr.NewBr(shadow)
	target := shadow.NewPhi(ir.NewIncoming(descr, isDescr), ir.NewIncoming(inner, wrapped))

	// Can the instance hold the name? Only managed inline values whose
	// key table lacks it are known not to.
	managed, unmanaged := f.NewBlock("miss.managed"), f.NewBlock("miss.unmanaged")
	shadow.NewCondBr(hasFlag(shadow, r.TypeFlags(shadow, tp), flagManagedDict), managed, unmanaged)
	noDict := f.NewBlock("miss.nodict")
	unmanaged.NewCondBr(unmanaged.NewICmp(enum.IPredEQ, loadField(unmanaged, tp, abi.OffsetTypeDictoffset, types.I64), i64(0)), noDict, generic)
	hasKeys, _ := r.InstanceValues(f, managed, o, tp, false, generic)
	keys := keysOf(hasKeys)
	scan0 := f.NewBlock("miss.scan0")
	hasKeys.NewCondBr(hasKeys.NewICmp(enum.IPredNE, keys, constant.NewNull(types.I8Ptr)), scan0, generic)
	log2 := scan0.NewZExt(loadField(scan0, keys, abi.OffsetKeysLog2IndexBytes, types.I8), types.I64)
	entries := scan0.NewGetElementPtr(types.I8, keys, scan0.NewAdd(i64(abi.OffsetKeysIndices), scan0.NewShl(i64(1), log2)))
	nk := loadField(scan0, keys, abi.OffsetKeysNentries, types.I64)
	loop, body, absent := f.NewBlock("miss.scan"), f.NewBlock("miss.scan.body"), f.NewBlock("miss.absent")
	scan0.NewBr(loop)
	i := loop.NewPhi(ir.NewIncoming(i64(0), scan0))
	loop.NewCondBr(loop.NewICmp(enum.IPredSLT, i, nk), body, absent)
	key := loadField(body, body.NewGetElementPtr(types.I8, entries, body.NewMul(i, i64(abi.SizeofDictUnicodeEntry))), abi.OffsetUnicodeEntryKey, Obj)
	i.Incs = append(i.Incs, ir.NewIncoming(body.NewAdd(i, i64(1)), body))
	body.NewCondBr(body.NewICmp(enum.IPredEQ, key, name), generic, loop)
	found := f.NewBlock("miss.found")
	absent.NewBr(found)
	noDict.NewBr(found)
	entriesSeen := found.NewPhi(ir.NewIncoming(nk, absent), ir.NewIncoming(i64(-1), noDict))

	// Found: fill the cache when the type's version tag is valid (the
	// lookup above assigns one if it can).
	fill, give := f.NewBlock("miss.fill"), f.NewBlock("miss.give")
	ver2 := loadField(found, tp, abi.OffsetTypeVersionTag, types.I32)
	valid := r.VersionTagValid(found, tp, ver2)
	found.NewCondBr(valid, fill, give)
	fill.NewStore(ver2, methodField(fill, cache, 0))
	fill.NewStore(entriesSeen, methodField(fill, cache, 1))
	fill.NewStore(target, methodField(fill, cache, 2))
	fill.NewBr(give)
	r.Incref(give, target)
	give.NewStore(i32(1), unbound)
	give.NewRet(target)

	generic.NewStore(i32(0), unbound)
	generic.NewRet(r.CallC(generic, capi.ObjectGetAttr, o, name))
	return f
}
