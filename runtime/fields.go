// This file implements the lookup of a primitive field's object in an
// instance dict with a cache, as CPython's own LOAD_ATTR specialization
// does for instance attributes: instances of a class share one key table
// (a split dict), so a field's slot in the values array is found once and
// then read directly. The dict and key-table layouts are the ABI's
// (Objects/dictobject.c, Include/internal/pycore_dict.h).

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// FieldCacheType is a field's cache: the key table it was found in (one
// reference held, so the table cannot be freed and its address reused)
// and its index there.
var FieldCacheType = types.NewStruct(types.I8Ptr, types.I64)

// NewFieldCache makes an empty cache for one field of one class.
func (r *Runtime) NewFieldCache(name string) *ir.Global {
	return r.newSiteCache(name, FieldCacheType)
}

// FieldItemFunc returns sp.field.item(o, cls, name, cache): the object
// o's instance dict holds for name (borrowed), or NULL when o is not
// exactly cls, has no dict, or lacks the key. The caller then goes
// through ordinary attribute access, which gives every error its usual
// message.
func (r *Runtime) FieldItemFunc() *ir.Func {
	cachePtr := types.NewPointer(FieldCacheType)
	f, done := r.helper("sp.field.item", Obj, ir.NewParam("o", Obj), ir.NewParam("cls", Obj), ir.NewParam("name", Obj), ir.NewParam("cache", cachePtr))
	if done {
		return f
	}
	o, cls, name, cache := f.Params[0], f.Params[1], f.Params[2], f.Params[3]
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	abi := r.ABI
	entry := f.NewBlock("entry")
	none := f.NewBlock("none")
	none.NewRet(Null)
	hasPtr, hasDict := f.NewBlock("dictptr"), f.NewBlock("dict")
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, r.TypeOf(entry, o), cls), hasPtr, none)
	dp := r.CallC(hasPtr, capi.ObjectGetDictPtr, o)
	hasPtr.NewCondBr(hasPtr.NewICmp(enum.IPredEQ, dp, constant.NewNull(ObjPtr)), none, hasDict)
	d := hasDict.NewLoad(Obj, dp)
	split := f.NewBlock("split")
	hasDict.NewCondBr(hasDict.NewICmp(enum.IPredEQ, d, Null), none, split)

	keys := loadField(split, d, abi.OffsetDictKeys, types.I8Ptr)
	values := loadField(split, d, abi.OffsetDictValues, types.I8Ptr)
	cachedKeys := split.NewLoad(types.I8Ptr, split.NewGetElementPtr(FieldCacheType, cache, constant.NewInt(types.I32, 0), constant.NewInt(types.I32, 0)))
	indexPtr := split.NewGetElementPtr(FieldCacheType, cache, constant.NewInt(types.I32, 0), constant.NewInt(types.I32, 1))
	hit := split.NewAnd(split.NewICmp(enum.IPredEQ, keys, cachedKeys),
		split.NewAnd(split.NewICmp(enum.IPredNE, values, Null), split.NewICmp(enum.IPredNE, cachedKeys, Null)))
	hitB, miss := f.NewBlock("hit"), f.NewBlock("miss")
	split.NewCondBr(hit, hitB, miss)
	idx := hitB.NewLoad(types.I64, indexPtr)
	items := fieldPtr(hitB, values, abi.OffsetValuesItems, Obj)
	hitB.NewRet(hitB.NewLoad(Obj, hitB.NewGetElementPtr(Obj, items, idx)))

	item := r.CallC(miss, capi.DictGetItemWithError, d, name)
	fill, ret := f.NewBlock("fill"), f.NewBlock("ret")
	ret.NewRet(item)
	canFill := miss.NewAnd(miss.NewICmp(enum.IPredNE, item, Null),
		miss.NewAnd(miss.NewICmp(enum.IPredNE, values, Null), miss.NewICmp(enum.IPredEQ, cachedKeys, Null)))
	miss.NewCondBr(canFill, fill, ret)

	// Find name among the split table's keys (attribute names are
	// interned: compare identity); the index is where its value lives.
	log2 := fill.NewZExt(loadField(fill, keys, abi.OffsetKeysLog2IndexBytes, types.I8), types.I64)
	entries := fill.NewGetElementPtr(types.I8, keys, fill.NewAdd(i64(abi.OffsetKeysIndices), fill.NewShl(i64(1), log2)))
	n := loadField(fill, keys, abi.OffsetKeysNentries, types.I64)
	loop, body, found := f.NewBlock("scan"), f.NewBlock("scan.body"), f.NewBlock("found")
	fill.NewBr(loop)
	i := loop.NewPhi(ir.NewIncoming(i64(0), fill))
	loop.NewCondBr(loop.NewICmp(enum.IPredSLT, i, n), body, ret)
	key := loadField(body, body.NewGetElementPtr(types.I8, entries, body.NewMul(i, i64(abi.SizeofDictUnicodeEntry))), abi.OffsetUnicodeEntryKey, Obj)
	next := body.NewAdd(i, i64(1))
	i.Incs = append(i.Incs, ir.NewIncoming(next, body))
	body.NewCondBr(body.NewICmp(enum.IPredEQ, key, name), found, loop)
	refcnt := fieldPtr(found, keys, abi.OffsetKeysRefcnt, types.I64)
	found.NewStore(found.NewAdd(found.NewLoad(types.I64, refcnt), i64(1)), refcnt)
	found.NewStore(keys, found.NewGetElementPtr(FieldCacheType, cache, constant.NewInt(types.I32, 0), constant.NewInt(types.I32, 0)))
	found.NewStore(i, indexPtr)
	found.NewBr(ret)
	return f
}

// MethodCacheType is a call site's method cache: a type (borrowed: a
// type freed and another allocated at its address has another version
// tag), its tp_version_tag, and which of the site's implementations a
// method lookup on it found (-1: none, a generic call). A zero tag
// matches nothing (PyType_Modified zeroes a type's tag, so any change to
// the type or a base invalidates the entry). A type whose instances have
// a dict is held with its address's low bit set (so that the inline
// check of typed sites, one compare of the type, misses it), and the
// fourth field is the number of entries of the type's shared key table,
// which lacked the name when the entry was filled: an instance whose
// attributes are still its inline values (no dict materialized) has no
// attribute of that name while the table has not grown (CPython's
// LOAD_METHOD_WITH_VALUES checks the same through the keys' version).
var MethodCacheType = types.NewStruct(types.I8Ptr, types.I32, types.I32, types.I64)

// taggedType is tp with its low bit set: a method cache's entry for a
// type whose instances have a dict.
func taggedType(b *ir.Block, tp value.Value) value.Value {
	return b.NewIntToPtr(b.NewOr(b.NewPtrToInt(tp, types.I64), constant.NewInt(types.I64, 1)), types.I8Ptr)
}

// NewMethodCache makes an empty cache for one call site.
func (r *Runtime) NewMethodCache(name string) *ir.Global {
	return r.newSiteCache(name, MethodCacheType)
}

// MethodCachedFunc returns sp.method.cached(o, name, impls, n, cache):
// the index among the n method objects at impls (what the class
// statements stored for a method and its compiled overrides) of the one
// calling method name on o would call, or -1. The common case is inline:
// o's type and its version tag are the ones cached. Otherwise
// sp.method.resolve looks the name up on o's type, and caches the answer
// when the type has no instance dict (so no instance can shadow the
// method) or its instances keep inline values (tagged, see
// MethodCacheType). With instances, a tagged entry is checked inline
// too: for sites whose receivers' classes give instances a dict.
func (r *Runtime) MethodCachedFunc(instances bool) *ir.Func {
	cachePtr := types.NewPointer(MethodCacheType)
	f, done := r.helper(peekName("sp.method.cached", instances), types.I32, ir.NewParam("o", Obj), ir.NewParam("name", Obj), ir.NewParam("impls", ObjPtr), ir.NewParam("n", types.I32), ir.NewParam("cache", cachePtr))
	if done {
		return f
	}
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrAlwaysInline)
	o, name, impls, n, cache := f.Params[0], f.Params[1], f.Params[2], f.Params[3], f.Params[4]
	miss := r.methodCacheHit(f, o, cache, instances)
	miss.NewRet(miss.NewCall(r.methodResolveFunc(), o, name, impls, n, cache))
	return f
}

// MethodMiss is what MethodPeekFunc returns when the site's cache does
// not hold o's type.
const MethodMiss = -3

// MethodPeekFunc returns sp.method.peek(o, cache): the index the site's
// cache holds for o's type (-1: a generic call), or MethodMiss. With
// instances (sp.method.peek.instances), also the index of a tagged entry
// (instances with a dict, see MethodCacheType) that still holds, checked
// inline: for sites whose receivers' classes give instances a dict
// (untyped code's classes); elsewhere such an entry costs the call of
// sp.method.resolve, which checks it before looking the name up.
func (r *Runtime) MethodPeekFunc(instances bool) *ir.Func {
	cachePtr := types.NewPointer(MethodCacheType)
	f, done := r.helper(peekName("sp.method.peek", instances), types.I32, ir.NewParam("o", Obj), ir.NewParam("cache", cachePtr))
	if done {
		return f
	}
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrAlwaysInline)
	o, cache := f.Params[0], f.Params[1]
	miss := r.methodCacheHit(f, o, cache, instances)
	miss.NewRet(constant.NewInt(types.I32, MethodMiss))
	return f
}

// peekName is the name of a method cache's inline check, with or
// without the check of tagged entries.
func peekName(name string, instances bool) string {
	if instances {
		return name + ".instances"
	}
	return name
}

// methodCacheHit emits f's entry: when the site's cache holds o's type
// with its current (nonzero) version tag, f returns the cached index;
// with instances, also when it holds the type tagged (instances with a
// dict) and o's attributes pass methodInstanceHit's test. It returns
// the block where the cache misses, for f to finish.
func (r *Runtime) methodCacheHit(f *ir.Func, o, cache value.Value, instances bool) *ir.Block {
	i32 := func(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
	entry := f.NewBlock("entry")
	tp := r.TypeOf(entry, o)
	cachedType := entry.NewLoad(types.I8Ptr, entry.NewGetElementPtr(MethodCacheType, cache, i32(0), i32(0)))
	sameType, hit, miss := f.NewBlock("type"), f.NewBlock("hit"), f.NewBlock("miss")
	other := miss
	if instances && r.ABI.AttrCaches() {
		other = f.NewBlock("tagged")
		r.methodInstanceHit(f, other, o, tp, cache, hit, miss)
	}
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, tp, cachedType), sameType, other)
	tag := loadField(sameType, tp, r.ABI.OffsetTypeVersionTag, types.I32)
	cachedTag := sameType.NewLoad(types.I32, sameType.NewGetElementPtr(MethodCacheType, cache, i32(0), i32(1)))
	sameType.NewCondBr(sameType.NewAnd(sameType.NewICmp(enum.IPredEQ, tag, cachedTag), sameType.NewICmp(enum.IPredNE, tag, i32(0))), hit, miss)
	hit.NewRet(hit.NewLoad(types.I32, hit.NewGetElementPtr(MethodCacheType, cache, i32(0), i32(2))))
	return miss
}

// methodInstanceHit emits, from b, the test that the cache holds o's
// type tagged (instances with a dict) with its current tag, that o's
// attributes are still its inline values and that the type's shared
// keys have not grown since the fill: then nothing in o shadows the
// method, and it branches to hit, else to miss. Only where the site
// caches read inline values (ABI.AttrCaches).
func (r *Runtime) methodInstanceHit(f *ir.Func, b *ir.Block, o, tp, cache value.Value, hit, miss *ir.Block) {
	i32 := func(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
	cachedType := b.NewLoad(types.I8Ptr, b.NewGetElementPtr(MethodCacheType, cache, i32(0), i32(0)))
	sameType, values := block(f, "tagged.type"), block(f, "tagged.values")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, taggedType(b, tp), cachedType), sameType, miss)
	tag := loadField(sameType, tp, r.ABI.OffsetTypeVersionTag, types.I32)
	cachedTag := sameType.NewLoad(types.I32, sameType.NewGetElementPtr(MethodCacheType, cache, i32(0), i32(1)))
	sameType.NewCondBr(sameType.NewAnd(sameType.NewICmp(enum.IPredEQ, tag, cachedTag), sameType.NewICmp(enum.IPredNE, tag, i32(0))), values, miss)
	withValues, _ := r.InstanceValues(f, values, o, tp, false, miss)
	nkeys := withValues.NewLoad(types.I64, withValues.NewGetElementPtr(MethodCacheType, cache, i32(0), i32(3)))
	keys := loadField(withValues, tp, r.ABI.OffsetHeapTypeCachedKeys, types.I8Ptr)
	withValues.NewCondBr(withValues.NewICmp(enum.IPredEQ, loadField(withValues, keys, r.ABI.OffsetKeysNentries, types.I64), nkeys), hit, miss)
}

// methodDictHit emits, from b, the test that the cache holds o's type
// tagged with its current tag and that o, an instance whose inline values
// were replaced by a dict (methodInstanceHit's other case), has in that
// dict no key equal to name: then nothing shadows the method and it
// branches to hit, else (or when the dict is not one the scan can read)
// to miss.
func (r *Runtime) methodDictHit(f *ir.Func, b *ir.Block, o, tp, name, cache value.Value, hit, miss *ir.Block) {
	i32 := func(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
	cachedType := b.NewLoad(types.I8Ptr, b.NewGetElementPtr(MethodCacheType, cache, i32(0), i32(0)))
	sameType, managed, noValues, haveDict := block(f, "dict.type"), block(f, "dict.managed"), block(f, "dict.novalues"), block(f, "dict.have")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, taggedType(b, tp), cachedType), sameType, miss)
	tag := loadField(sameType, tp, r.ABI.OffsetTypeVersionTag, types.I32)
	cachedTag := sameType.NewLoad(types.I32, sameType.NewGetElementPtr(MethodCacheType, cache, i32(0), i32(1)))
	sameType.NewCondBr(sameType.NewAnd(sameType.NewICmp(enum.IPredEQ, tag, cachedTag), sameType.NewICmp(enum.IPredNE, tag, i32(0))), managed, miss)
	withValues, _ := r.InstanceValues(f, managed, o, tp, false, noValues)
	withValues.NewBr(miss)
	d := loadField(noValues, o, r.ABI.OffsetManagedDict, Obj)
	noValues.NewCondBr(noValues.NewICmp(enum.IPredNE, d, Null), haveDict, miss)
	r.dictLacksName(f, haveDict, d, name, hit, miss)
}

// dictLacksName emits, from b, the proof that the dict d has no key equal
// to name, an exact str, by the probe sequence of CPython's own lookup
// (unicodekeys_lookup_unicode): d is a combined table of str keys (which
// holds only exact strs) with one-byte indices (at most 128 slots), and
// the slots name's hash visits up to the first empty one hold no entry
// whose key is name or a str of name's hash (an equal str has the same
// hash). It branches to absent when that holds and to unsure otherwise
// (name present, a hash collision, a split, general or larger table,
// name's hash not yet computed), for a lookup to decide.
func (r *Runtime) dictLacksName(f *ir.Func, b *ir.Block, d, name value.Value, absent, unsure *ir.Block) {
	abi := r.ABI
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	combined, unicode, probe, entry, next := block(f, "lacks.combined"), block(f, "lacks.unicode"), block(f, "lacks.probe"), block(f, "lacks.entry"), block(f, "lacks.next")
	keys := loadField(b, d, abi.OffsetDictKeys, types.I8Ptr)
	b.NewCondBr(b.NewICmp(enum.IPredEQ, loadField(b, d, abi.OffsetDictValues, types.I8Ptr), constant.NewNull(types.I8Ptr)), combined, unsure)
	// One-byte indices: 1 << dk_log2_index_bytes is then the table's
	// size (two-byte ones start at 256 slots, log2 9).
	log2 := combined.NewZExt(loadField(combined, keys, abi.OffsetKeysLog2IndexBytes, types.I8), types.I64)
	isUnicode := combined.NewICmp(enum.IPredEQ, loadField(combined, keys, abi.OffsetKeysKind, types.I8), constant.NewInt(types.I8, abi.KeysKindUnicode))
	combined.NewCondBr(combined.NewAnd(isUnicode, combined.NewICmp(enum.IPredULE, log2, i64(7))), unicode, unsure)
	h := loadField(unicode, name, abi.OffsetUnicodeHash, types.I64)
	mask := unicode.NewSub(unicode.NewShl(i64(1), log2), i64(1))
	indices := fieldPtr(unicode, keys, abi.OffsetKeysIndices, types.I8)
	first := unicode.NewGetElementPtr(types.I8, keys, unicode.NewAdd(i64(abi.OffsetKeysIndices), unicode.NewShl(i64(1), log2)))
	unicode.NewCondBr(unicode.NewICmp(enum.IPredEQ, h, i64(-1)), unsure, probe)
	i := probe.NewPhi(ir.NewIncoming(unicode.NewAnd(h, mask), unicode))
	perturb := probe.NewPhi(ir.NewIncoming(h, unicode))
	ix := probe.NewSExt(probe.NewLoad(types.I8, probe.NewGetElementPtr(types.I8, indices, i)), types.I64)
	// DKIX_EMPTY (-1) ends the sequence; DKIX_DUMMY (-2), a deleted
	// entry's slot, continues it.
	isEntry, notEntry := block(f, "lacks.isentry"), block(f, "lacks.notentry")
	probe.NewCondBr(probe.NewICmp(enum.IPredSGE, ix, i64(0)), isEntry, notEntry)
	notEntry.NewCondBr(notEntry.NewICmp(enum.IPredEQ, ix, i64(-1)), absent, next)
	key := loadField(isEntry, isEntry.NewGetElementPtr(types.I8, first, isEntry.NewMul(ix, i64(abi.SizeofDictUnicodeEntry))), abi.OffsetUnicodeEntryKey, Obj)
	isEntry.NewCondBr(isEntry.NewOr(isEntry.NewICmp(enum.IPredEQ, key, name), isEntry.NewICmp(enum.IPredEQ, key, Null)), unsure, entry)
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, loadField(entry, key, abi.OffsetUnicodeHash, types.I64), h), unsure, next)
	p := next.NewLShr(perturb, i64(5))
	i.Incs = append(i.Incs, ir.NewIncoming(next.NewAnd(next.NewAdd(next.NewAdd(next.NewMul(i, i64(5)), p), i64(1)), mask), next))
	perturb.Incs = append(perturb.Incs, ir.NewIncoming(p, next))
	next.NewBr(probe)
}

// MethodFill emits the filling of a site's cache with o's type and its
// current tag (which the caller knows valid) and index idx.
func (r *Runtime) MethodFill(b *ir.Block, o, cache, idx value.Value) {
	i32 := func(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
	tp := r.TypeOf(b, o)
	b.NewStore(tp, b.NewGetElementPtr(MethodCacheType, cache, i32(0), i32(0)))
	b.NewStore(loadField(b, tp, r.ABI.OffsetTypeVersionTag, types.I32), b.NewGetElementPtr(MethodCacheType, cache, i32(0), i32(1)))
	b.NewStore(idx, b.NewGetElementPtr(MethodCacheType, cache, i32(0), i32(2)))
}

// MethodResolveFunc returns sp.method.resolve(o, name, impls, n, cache),
// the out-of-line half of MethodCachedFunc: the index, found by looking
// name up on o's type, cached where it may be.
func (r *Runtime) MethodResolveFunc() *ir.Func { return r.methodResolveFunc() }

// methodResolveFunc is the out-of-line half of MethodCachedFunc.
func (r *Runtime) methodResolveFunc() *ir.Func {
	cachePtr := types.NewPointer(MethodCacheType)
	f, done := r.helper("sp.method.resolve", types.I32, ir.NewParam("o", Obj), ir.NewParam("name", Obj), ir.NewParam("impls", ObjPtr), ir.NewParam("n", types.I32), ir.NewParam("cache", cachePtr))
	if done {
		return f
	}
	o, name, impls, n, cache := f.Params[0], f.Params[1], f.Params[2], f.Params[3], f.Params[4]
	i32 := func(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
	entry := f.NewBlock("entry")
	tp := r.TypeOf(entry, o)
	if r.ABI.AttrCaches() {
		// An entry for instances with a dict that still holds: the
		// cached index without the lookup (typed sites check only the
		// untagged type inline).
		lookup, known := f.NewBlock("lookup"), f.NewBlock("known")
		// An instance whose dict is materialized: the tagged entry still
		// holds when that dict lacks the name (CPython 3.11 specializes
		// no LOAD_METHOD on such an instance: _PyObject_GetMethod's
		// lookups, as this function made, ≈100 instructions a call).
		inDict := f.NewBlock("known.dict")
		r.methodInstanceHit(f, entry, o, tp, cache, known, inDict)
		known.NewRet(known.NewLoad(types.I32, known.NewGetElementPtr(MethodCacheType, cache, i32(0), i32(2))))
		r.methodDictHit(f, inDict, o, tp, name, cache, known, lookup)
		entry = lookup
	}
	m := r.CallC(entry, capi.TypeLookup, tp, name)
	// Which implementation the lookup found (-1: none of them; NULL, a
	// class statement not run yet, is never found).
	scan, body, next, decided := f.NewBlock("scan"), f.NewBlock("scan.body"), f.NewBlock("scan.next"), f.NewBlock("decided")
	entry.NewBr(scan)
	i := scan.NewPhi(ir.NewIncoming(i32(0), entry))
	scan.NewCondBr(scan.NewICmp(enum.IPredSLT, i, n), body, decided)
	impl := body.NewLoad(Obj, body.NewGetElementPtr(Obj, impls, i))
	body.NewCondBr(body.NewAnd(body.NewICmp(enum.IPredEQ, impl, m), body.NewICmp(enum.IPredNE, m, Null)), decided, next)
	i.Incs = append(i.Incs, ir.NewIncoming(next.NewAdd(i, i32(1)), next))
	next.NewBr(scan)
	idx := decided.NewPhi(ir.NewIncoming(i32(-1), scan), ir.NewIncoming(i, body))
	// No instance dict: nothing can shadow the method; cache the type
	// while its tag is valid (the lookup has just assigned one). No
	// compiled implementation found (-1, a Python override): cache it
	// whatever the instances hold, as the generic call it sends the site
	// to looks in the instance first, as LOAD_METHOD does. A Python
	// subclass's instances have a dict, and its override would otherwise
	// pay this lookup on every call.
	noDict, withDict, fill, ret := f.NewBlock("nodict"), f.NewBlock("withdict"), f.NewBlock("fill"), f.NewBlock("ret")
	ret.NewRet(idx)
	noDictOff := decided.NewICmp(enum.IPredEQ, loadField(decided, tp, r.ABI.OffsetTypeDictoffset, types.I64), constant.NewInt(types.I64, 0))
	decided.NewCondBr(decided.NewOr(noDictOff, decided.NewICmp(enum.IPredSLT, idx, i32(0))), noDict, withDict)
	valid := r.VersionTagValid(noDict, tp, loadField(noDict, tp, r.ABI.OffsetTypeVersionTag, types.I32))
	noDict.NewCondBr(valid, fill, ret)
	fill.NewStore(tp, fill.NewGetElementPtr(MethodCacheType, cache, i32(0), i32(0)))
	fill.NewStore(loadField(fill, tp, r.ABI.OffsetTypeVersionTag, types.I32), fill.NewGetElementPtr(MethodCacheType, cache, i32(0), i32(1)))
	fill.NewStore(idx, fill.NewGetElementPtr(MethodCacheType, cache, i32(0), i32(2)))
	fill.NewBr(ret)
	// An instance dict holding the name shadows the method.
	notFound, probeDict := f.NewBlock("withdict.none"), f.NewBlock("withdict.probe")
	notFound.NewRet(i32(-1))
	managed := f.NewBlock("withdict.managed")
	withDict.NewCondBr(withDict.NewICmp(enum.IPredSLT, idx, i32(0)), notFound, managed)
	if r.ABI.AttrCaches() {
		// Inline values (3.11's managed dict) are read where they are:
		// _PyObject_GetDictPtr would make the instance a dict out of
		// them, which every attribute cache then misses on.
		values, keysB, scan0, hitB := f.NewBlock("withdict.values"), f.NewBlock("withdict.keys"), f.NewBlock("withdict.scan0"), f.NewBlock("withdict.hit")
		managed.NewCondBr(hasFlag(managed, r.TypeFlags(managed, tp), flagManagedDict), values, probeDict)
		// A materialized dict: the tagged entry is filled as for inline
		// values when the shared keys lack the name (an instance that
		// still has its values cannot hold it), and methodDictHit checks
		// this kind of instance's own dict on each use; the dict itself
		// is probed below.
		materialized, mKeys, mScan, mAbsent, mFill := f.NewBlock("withdict.mat"), f.NewBlock("withdict.mat.keys"), f.NewBlock("withdict.mat.scan0"), f.NewBlock("withdict.mat.absent"), f.NewBlock("withdict.mat.fill")
		hasValues, mv := r.InstanceValues(f, values, o, tp, false, materialized)
		materialized.NewBr(mKeys)
		sharedKeys := loadField(mKeys, tp, r.ABI.OffsetHeapTypeCachedKeys, types.I8Ptr)
		mKeys.NewCondBr(mKeys.NewICmp(enum.IPredNE, sharedKeys, constant.NewNull(types.I8Ptr)), mScan, probeDict)
		_, mEntries := r.scanKeys(f, mScan, "withdict.mat", sharedKeys, name, probeDict, mAbsent)
		mAbsent.NewCondBr(r.VersionTagValid(mAbsent, tp, loadField(mAbsent, tp, r.ABI.OffsetTypeVersionTag, types.I32)), mFill, probeDict)
		r.fillMethodCache(mFill, cache, tp, idx, mEntries)
		mFill.NewBr(probeDict)
		hasValues.NewBr(keysB)
		keys := loadField(keysB, tp, r.ABI.OffsetHeapTypeCachedKeys, types.I8Ptr)
		keysB.NewCondBr(keysB.NewICmp(enum.IPredNE, keys, constant.NewNull(types.I8Ptr)), scan0, probeDict)
		// Absent from the shared keys, or present with no value in this
		// instance: nothing shadows the method. Absent, it is remembered
		// with the keys' size (a -1 idx went to notFound above).
		absent, fillKeys := f.NewBlock("withdict.absent"), f.NewBlock("withdict.fill")
		at, entries := r.scanKeys(f, scan0, "withdict", keys, name, hitB, absent)
		absent.NewCondBr(r.VersionTagValid(absent, tp, loadField(absent, tp, r.ABI.OffsetTypeVersionTag, types.I32)), fillKeys, ret)
		r.fillMethodCache(fillKeys, cache, tp, idx, entries)
		fillKeys.NewBr(ret)
		hitB.NewCondBr(hitB.NewICmp(enum.IPredEQ, hitB.NewLoad(Obj, hitB.NewGetElementPtr(Obj, mv, at)), Null), ret, notFound)
	} else {
		managed.NewBr(probeDict)
	}
	dp := r.CallC(probeDict, capi.ObjectGetDictPtr, o)
	dict, probe := f.NewBlock("dict"), f.NewBlock("probe")
	probeDict.NewCondBr(probeDict.NewICmp(enum.IPredEQ, dp, constant.NewNull(ObjPtr)), ret, dict)
	d := dict.NewLoad(Obj, dp)
	dict.NewCondBr(dict.NewICmp(enum.IPredEQ, d, Null), ret, probe)
	item := r.CallC(probe, capi.DictGetItemWithError, d, name)
	probe.NewCondBr(probe.NewICmp(enum.IPredEQ, item, Null), ret, notFound)
	return f
}

// fillMethodCache records in a method cache that the method was found in
// type tp (tagged, with its version tag) at idx, absent from an instance
// dict whose keys had entries entries.
func (r *Runtime) fillMethodCache(b *ir.Block, cache, tp, idx, entries value.Value) {
	field := func(i int64) value.Value {
		return b.NewGetElementPtr(MethodCacheType, cache, constant.NewInt(types.I32, 0), constant.NewInt(types.I32, i))
	}
	b.NewStore(taggedType(b, tp), field(0))
	b.NewStore(loadField(b, tp, r.ABI.OffsetTypeVersionTag, types.I32), field(1))
	b.NewStore(idx, field(2))
	b.NewStore(entries, field(3))
}
