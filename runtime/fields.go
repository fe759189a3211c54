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
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// FieldCacheType is a field's cache: the key table it was found in (one
// reference held, so the table cannot be freed and its address reused)
// and its index there.
var FieldCacheType = types.NewStruct(types.I8Ptr, types.I64)

// NewFieldCache makes an empty cache for one field of one class.
func (r *Runtime) NewFieldCache(name string) *ir.Global {
	g := r.M.NewGlobalDef(name, constant.NewZeroInitializer(FieldCacheType))
	g.Linkage = enum.LinkageInternal
	return g
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

// MethodDirectFunc returns sp.method.direct(o, cls, name, expected): true
// when calling method name on o would call expected, the method object
// the class statement stored: o is exactly cls, looking name up on cls
// finds expected (nothing rebound it), and o's instance dict does not
// hold name (an instance attribute would shadow the method).
func (r *Runtime) MethodDirectFunc() *ir.Func {
	f, done := r.helper("sp.method.direct", types.I1, ir.NewParam("o", Obj), ir.NewParam("cls", Obj), ir.NewParam("name", Obj), ir.NewParam("expected", Obj))
	if done {
		return f
	}
	o, cls, name, expected := f.Params[0], f.Params[1], f.Params[2], f.Params[3]
	entry := f.NewBlock("entry")
	no, yes := f.NewBlock("no"), f.NewBlock("yes")
	no.NewRet(constant.False)
	yes.NewRet(constant.True)
	lookup, dictPtr, dict, probe := f.NewBlock("lookup"), f.NewBlock("dictptr"), f.NewBlock("dict"), f.NewBlock("probe")
	entry.NewCondBr(entry.NewAnd(entry.NewICmp(enum.IPredEQ, r.TypeOf(entry, o), cls), entry.NewICmp(enum.IPredNE, expected, Null)), lookup, no)
	found := r.CallC(lookup, capi.TypeLookup, cls, name)
	lookup.NewCondBr(lookup.NewICmp(enum.IPredEQ, found, expected), dictPtr, no)
	dp := r.CallC(dictPtr, capi.ObjectGetDictPtr, o)
	dictPtr.NewCondBr(dictPtr.NewICmp(enum.IPredEQ, dp, constant.NewNull(ObjPtr)), yes, dict)
	d := dict.NewLoad(Obj, dp)
	dict.NewCondBr(dict.NewICmp(enum.IPredEQ, d, Null), yes, probe)
	item := r.CallC(probe, capi.DictGetItemWithError, d, name)
	probe.NewCondBr(probe.NewICmp(enum.IPredEQ, item, Null), yes, no)
	return f
}
