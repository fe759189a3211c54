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
	"strings"

	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// maxHintScan is the largest instance dict table whose entries a load
// searches itself for a name not at the site's hint: beyond it, the
// dict's hash search is cheaper.
const maxHintScan = 16

// AttrCacheWays is how many types one attribute site remembers: a site
// that sees instances of a few classes of one hierarchy (a base's method
// run on each subclass, as in an OO scheduler) keeps an entry for each,
// instead of missing on every other access as a one-entry cache would.
const AttrCacheWays = 4

// attrEntryType is one entry of a site's cache: the version tag of the
// type it was filled for (0: empty; tags are never 0 and never reused),
// what the name is on that type (one of the attr* kinds), a number whose
// meaning depends on the kind, for a class attribute the attribute
// (borrowed: the type's dict holds it for as long as the tag stays), and
// for loads from instance dicts the hint: the index of the name's entry
// in the last such dict's table (checked before every use, so any value
// is safe).
var attrEntryType = types.NewStruct(types.I32, types.I32, types.I64, Obj, types.I64)

// AttrCacheType is one site's cache: its entries, the entry the next
// fill for a type not among them replaces (round robin), and the hint of
// the name's entry in a module's namespace (moduleAttr).
var AttrCacheType = types.NewStruct(types.NewArray(AttrCacheWays, attrEntryType), types.I32, types.I64)

// The kinds of attribute cache entries, as CPython 3.11's LOAD_ATTR and
// STORE_ATTR specializations tell them apart.
const (
	// attrEmpty: an entry never filled (all zero), which no kind's
	// check takes (its tag, 0, also matches no type with a valid tag).
	attrEmpty = 0
	// attrInline: an instance value; the number is the name's index in
	// the type's shared key table (LOAD_ATTR_INSTANCE_VALUE).
	attrInline = 5
	// attrSlot: a __slots__ member holding an object (T_OBJECT_EX); the
	// number is its byte offset in the instance (LOAD_ATTR_SLOT).
	attrSlot = 1
	// attrClass: a class attribute that is not a descriptor, which the
	// instance cannot shadow; the number is the number of entries of the
	// shared key table the instances' values were seen without the name
	// (-1: instances have no dict). Loads only.
	attrClass = 2
	// attrDict: a name no class binds, on instances whose attributes
	// live in a dict — a materialized one, or one that never had the
	// shared keys' layout (attributes added in another order, or beyond
	// the shared table); read with a dict lookup, as CPython 3.11's
	// LOAD_ATTR_WITH_HINT does. An attrInline entry takes the same path
	// for an instance whose dict is materialized. Loads only.
	attrDict = 3
	// attrDescr: a data descriptor of another kind (the native
	// descriptor of a primitive field, a member of another C type, a
	// property), which takes precedence over the instance's dict: its
	// type's tp_descr_get (tp_descr_set) is called with it, as the
	// generic lookup calls them once it has found it. The entry holds the
	// descriptor (borrowed, like a class attribute's).
	attrDescr = 4
)

// newSiteCache makes the zeroed, module-internal global of one site's
// cache of type t (every kind of site cache starts empty).
func (r *Runtime) newSiteCache(name string, t types.Type) *ir.Global {
	g := r.M.NewGlobalDef(name, constant.NewZeroInitializer(t))
	g.Linkage = enum.LinkageInternal
	return g
}

// NewAttrCache makes the empty cache of one attribute site of attribute
// attr.
func (r *Runtime) NewAttrCache(name, attr string) *ir.Global {
	g := r.newSiteCache(name, AttrCacheType)
	if !moduleAttrCached(attr) {
		g.Init = constant.NewStruct(AttrCacheType, constant.NewZeroInitializer(AttrCacheType.Fields[0]),
			constant.NewInt(types.I32, 0), constant.NewInt(types.I64, HintAbsent))
	}
	return g
}

// moduleAttrCached reports whether a site of attribute attr may read it
// from a module's namespace by hint. A dunder name may be a data
// descriptor of the module type (__dict__, __class__, __annotations__),
// which takes precedence over the namespace: such sites start with the
// hint HintAbsent, which is never searched for again. No other name is
// an attribute of types.ModuleType or object, neither of which can get
// new attributes.
func moduleAttrCached(attr string) bool {
	return !(len(attr) > 4 && strings.HasPrefix(attr, "__") && strings.HasSuffix(attr, "__"))
}

// maxModuleScan is the largest module namespace a site whose hint missed
// searches for the name (a scan that finds it stores the new hint; one
// that does not gives the site up): beyond it, the generic lookup.
const maxModuleScan = 512

// moduleAttr emits, from b, the read of name from o's namespace when o is
// a module (exactly types.ModuleType, whose attribute lookup is the
// generic one on its namespace, then the module's __getattr__), by the
// hint at hintPtr, as CPython 3.11's LOAD_ATTR_MODULE reads it by the
// keys' version and index. It continues in the returned block with the
// value (borrowed, non-NULL) when the namespace holds the name; anything
// else (another type, a name absent or not yet found, a namespace of
// another shape) branches to miss, the generic lookup.
func (r *Runtime) moduleAttr(f *ir.Func, b *ir.Block, o, name, hintPtr value.Value, miss *ir.Block) (*ir.Block, value.Value) {
	isModule, hasDict := block(f, "module"), block(f, "module.dict")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, r.TypeOf(b, o), r.CData("PyModule_Type")), isModule, miss)
	d := loadField(isModule, o, r.ABI.OffsetModuleDict, Obj)
	isModule.NewCondBr(isModule.NewICmp(enum.IPredNE, d, Null), hasDict, miss)
	return r.DictEntryByHint(f, hasDict, d, name, hintPtr, maxModuleScan, true, miss)
}

// cacheField addresses field i of entry way (an i32 value) of cache.
func cacheField(b *ir.Block, cache, way value.Value, i int64) value.Value {
	return b.NewGetElementPtr(AttrCacheType, cache, constant.NewInt(types.I32, 0), constant.NewInt(types.I32, 0), way, constant.NewInt(types.I32, i))
}

// cacheNext addresses the round-robin index of cache.
func cacheNext(b *ir.Block, cache value.Value) value.Value {
	return b.NewGetElementPtr(AttrCacheType, cache, constant.NewInt(types.I32, 0), constant.NewInt(types.I32, 1))
}

// cacheHit is where the guard of a cache continues (see cachedSlot).
type cacheHit struct {
	// inline is reached for an instance value: values is o's first value
	// pointer, index the name's index among them and inlinePtr the
	// address of its value.
	inline                   *ir.Block
	values, index, inlinePtr value.Value
	// slot is reached for a __slots__ member, slotPtr its cell.
	slot    *ir.Block
	slotPtr value.Value
	// attr is the class attribute in the classAttr block (loads only).
	attr value.Value
	// dict is reached (loads only) with dictVal, the borrowed result of
	// looking the name up in the instance's dict: NULL when absent or
	// when the lookup raised.
	dict    *ir.Block
	dictVal value.Value
	// hinted is reached (loads only) with hintedVal, the borrowed value
	// of the instance dict's entry at the site's hint, when that entry
	// holds the name (CPython's LOAD_ATTR_WITH_HINT).
	hinted    *ir.Block
	hintedVal value.Value
	// dictStore is reached (stores only) with storeDict, the instance's
	// dict, for an instance whose attributes live in a dict.
	dictStore *ir.Block
	storeDict value.Value
	// descr is reached for a data descriptor (attrDescr), descrVal.
	descr    *ir.Block
	descrVal value.Value
}

// cachedSlot emits the guard of a cache in b: when o's type has the
// cached version tag, it continues by the entry's kind. An instance value
// continues in inline with the address of the value's slot when o still
// has inline values (else to miss); a __slots__ member continues in slot
// with the address of its cell; a class attribute (loads only: classAttr
// non-nil) continues in classAttr with the attribute once o's inline
// values are known not to hold the name; for loads, an instance whose
// attributes are in a dict (an attrDict entry, or an attrInline one whose
// instance lost its inline values) continues in dict with the name looked
// up there. Anything else branches to miss.
func (r *Runtime) cachedSlot(f *ir.Func, b *ir.Block, o, name, cache value.Value, store bool, miss *ir.Block, classAttr *ir.Block) (h cacheHit) {
	i32 := func(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
	tp := r.TypeOf(b, o)
	ver := loadField(b, tp, r.ABI.OffsetTypeVersionTag, types.I32)
	// A type without a valid tag has 0, which is also an empty entry's.
	probe := f.NewBlock("cache.probe0")
	b.NewCondBr(b.NewICmp(enum.IPredNE, ver, i32(0)), probe, miss)
	same := f.NewBlock("cache.type")
	var incs []*ir.Incoming
	for w := int64(0); w < AttrCacheWays; w++ {
		next := miss
		if w+1 < AttrCacheWays {
			next = f.NewBlock(fmt.Sprintf("cache.probe%d", w+1))
		}
		want := probe.NewLoad(types.I32, cacheField(probe, cache, i32(w), 0))
		probe.NewCondBr(probe.NewICmp(enum.IPredEQ, ver, want), same, next)
		incs = append(incs, ir.NewIncoming(i32(w), probe))
		probe = next
	}
	way := same.NewPhi(incs...)
	kind := same.NewLoad(types.I32, cacheField(same, cache, way, 1))
	num := same.NewLoad(types.I64, cacheField(same, cache, way, 2))
	inlineK, slot := f.NewBlock("cache.inline"), f.NewBlock("cache.slot")
	cases := []*ir.Case{ir.NewCase(i32(attrInline), inlineK), ir.NewCase(i32(attrSlot), slot)}
	var classK *ir.Block
	if classAttr != nil {
		classK = f.NewBlock("cache.class")
		cases = append(cases, ir.NewCase(i32(attrClass), classK))
	}
	noValues := miss
	dictK, dictCase, managed := f.NewBlock("cache.dict"), f.NewBlock("cache.dictcase"), f.NewBlock("cache.dict.managed")
	cases = append(cases, ir.NewCase(i32(attrDict), dictCase))
	h.descr = f.NewBlock("cache.descr")
	cases = append(cases, ir.NewCase(i32(attrDescr), h.descr))
	h.descrVal = h.descr.NewLoad(Obj, cacheField(h.descr, cache, way, 3))
	// An instance that still has inline values has no dict to look in
	// (and asking for its dict pointer would materialize one): for a
	// load the name, outside its shared keys, is absent; a store adds it
	// to the values, which the generic call does.
	dictCase.NewCondBr(hasFlag(dictCase, r.TypeFlags(dictCase, tp), flagManagedDict), managed, dictK)
	// The type binds no such name (the tag says so), so the instance's
	// dict is where the generic lookup finds it. A managed dict is read
	// where the object keeps it once its inline values are known absent
	// (managedDict); another type's pointer is asked for: then it
	// materializes nothing.
	managedDict := f.NewBlock("cache.dict.managedptr")
	withValues, _ := r.InstanceValues(f, managed, o, tp, false, managedDict)
	withValues.NewBr(miss)
	md := loadField(managedDict, o, r.ABI.OffsetManagedDict, Obj)
	ptr := r.CallC(dictK, capi.ObjectGetDictPtr, o)
	hasPtr, haveDict := f.NewBlock("cache.dict.ptr"), f.NewBlock("cache.dict.have")
	managedDict.NewBr(haveDict)
	dictK.NewCondBr(dictK.NewICmp(enum.IPredNE, ptr, constant.NewNull(ObjPtr)), hasPtr, miss)
	pd := hasPtr.NewLoad(Obj, ptr)
	hasPtr.NewBr(haveDict)
	d := haveDict.NewPhi(ir.NewIncoming(md, managedDict), ir.NewIncoming(pd, hasPtr))
	known := f.NewBlock("cache.dict.known")
	haveDict.NewCondBr(haveDict.NewICmp(enum.IPredNE, d, Null), known, miss)
	haveDict = known
	// An instance value's instance that keeps its attributes in a dict
	// finds them there too.
	noValues = managedDict
	if classAttr != nil {
		// The entry hint (runtime/dicthint.go): a wrong one is found
		// again by a scan of a small table (instances of one class whose
		// attributes were added in another order).
		look := f.NewBlock("cache.dict.lookup")
		hitV, ev := r.DictEntryByHint(f, haveDict, d, name, cacheField(haveDict, cache, way, 4), maxHintScan, false, look)
		h.hinted, h.hintedVal = hitV, ev
		h.dict, h.dictVal = look, r.CallC(look, capi.DictGetItemWithError, d, name)
	} else {
		h.dictStore, h.storeDict = haveDict, d
	}
	same.NewSwitch(kind, miss, cases...)

	inline, values := r.InstanceValues(f, inlineK, o, tp, store, noValues)
	h.inline, h.values, h.index = inline, values, num
	h.inlinePtr = inline.NewGetElementPtr(Obj, values, num)

	h.slot = slot
	h.slotPtr = slot.NewBitCast(slot.NewGetElementPtr(types.I8, slot.NewBitCast(o, types.I8Ptr), num), ObjPtr)

	if classAttr != nil {
		// No dict at all, or inline values laid out by a key table that
		// has not grown since the name was seen absent from it (a table
		// only grows, and a name added to it would be a new entry).
		noDict, checkDict, checkKeys := f.NewBlock("cache.class.nodict"), f.NewBlock("cache.class.dict"), f.NewBlock("cache.class.keys")
		classK.NewCondBr(classK.NewICmp(enum.IPredSLT, num, constant.NewInt(types.I64, 0)), noDict, checkDict)
		noDict.NewBr(classAttr)
		// An instance whose values became a dict: the class attribute
		// holds when that dict has no key equal to the name (3.11's
		// LOAD_ATTR_CLASS-like paths do not specialize such instances;
		// the generic lookup costs ≈100 instructions a read).
		noValues, managed, haveDict := f.NewBlock("cache.class.novalues"), f.NewBlock("cache.class.managed"), f.NewBlock("cache.class.dicthave")
		hasValues, _ := r.InstanceValues(f, checkDict, o, tp, false, noValues)
		hasValues.NewBr(checkKeys)
		noValues.NewCondBr(hasFlag(noValues, r.TypeFlags(noValues, tp), flagManagedDict), managed, miss)
		md := loadField(managed, o, r.ABI.OffsetManagedDict, Obj)
		managed.NewCondBr(managed.NewICmp(enum.IPredNE, md, Null), haveDict, miss)
		r.dictLacksName(f, haveDict, md, name, classAttr, miss)
		keys := loadField(checkKeys, tp, r.ABI.OffsetHeapTypeCachedKeys, types.I8Ptr)
		grown := checkKeys.NewICmp(enum.IPredNE, loadField(checkKeys, keys, r.ABI.OffsetKeysNentries, types.I64), num)
		checkKeys.NewCondBr(grown, miss, classAttr)
		h.attr = classAttr.NewLoad(Obj, cacheField(classAttr, cache, way, 3))
	}
	return h
}

// scanKeys emits, from b, the search of name among a shared key table's
// entries (attribute names are interned: compare identity), its blocks
// named after prefix. It branches
// to found with the entry's index, or to absent with the number of
// entries, and returns the two values.
func (r *Runtime) scanKeys(f *ir.Func, b *ir.Block, prefix string, keys, name value.Value, found, absent *ir.Block) (index, entries value.Value) {
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	abi := r.ABI
	log2 := b.NewZExt(loadField(b, keys, abi.OffsetKeysLog2IndexBytes, types.I8), types.I64)
	first := b.NewGetElementPtr(types.I8, keys, b.NewAdd(i64(abi.OffsetKeysIndices), b.NewShl(i64(1), log2)))
	n := loadField(b, keys, abi.OffsetKeysNentries, types.I64)
	loop, body, hit := block(f, prefix+".scan"), block(f, prefix+".scan.body"), block(f, prefix+".scan.hit")
	b.NewBr(loop)
	i := loop.NewPhi(ir.NewIncoming(i64(0), b))
	loop.NewCondBr(loop.NewICmp(enum.IPredSLT, i, n), body, absent)
	key := loadField(body, body.NewGetElementPtr(types.I8, first, body.NewMul(i, i64(abi.SizeofDictUnicodeEntry))), abi.OffsetUnicodeEntryKey, Obj)
	i.Incs = append(i.Incs, ir.NewIncoming(body.NewAdd(i, i64(1)), body))
	body.NewCondBr(body.NewICmp(enum.IPredEQ, key, name), hit, loop)
	hit.NewBr(found)
	return i, n
}

// fillCache emits, from b, the filling of cache for name on o's type
// where CPython would specialize (see the file comment): the type's hook
// is generic (the function at byte offset hookOff of the type is
// generic's) and its version tag valid, and either no class binds name
// and it is in the shared key table of a type with managed inline
// values, or the type binds it to a __slots__ member holding an object
// (no flags: neither read-only nor audited), or — for loads — to a
// value that is not a descriptor, which instances have no dict to shadow
// or whose shared keys lack it. It ends by branching to done.
func (r *Runtime) fillCache(f *ir.Func, b *ir.Block, o, name, cache value.Value, hookOff int64, generic *capi.Func, load bool, done *ir.Block) {
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	i32 := func(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
	abi := r.ABI
	tp := r.TypeOf(b, o)
	lookup := f.NewBlock("fill.lookup")
	fn := b.NewBitCast(r.cfunc(generic), types.I8Ptr)
	b.NewCondBr(b.NewICmp(enum.IPredEQ, loadField(b, tp, hookOff, types.I8Ptr), fn), lookup, done)
	// _PyType_Lookup also assigns the type a version tag if it has none.
	found := r.CallC(lookup, capi.TypeLookup, tp, name)
	tag := f.NewBlock("fill.tag")
	lookup.NewBr(tag)
	ver := loadField(tag, tp, abi.OffsetTypeVersionTag, types.I32)
	valid := r.VersionTagValid(tag, tp, ver)
	which, unbound, bound := f.NewBlock("fill.which"), f.NewBlock("fill.unbound"), f.NewBlock("fill.bound")
	tag.NewCondBr(valid, which, done)
	// The entry to fill: the one this type already has (its value was
	// missing, or the instance's dict materialized), else the next in
	// turn.
	next := which.NewLoad(types.I32, cacheNext(which, cache))
	var way value.Value = next
	for w := int64(AttrCacheWays - 1); w >= 0; w-- {
		have := which.NewLoad(types.I32, cacheField(which, cache, i32(w), 0))
		way = which.NewSelect(which.NewICmp(enum.IPredEQ, have, ver), i32(w), way)
	}
	turn := which.NewSelect(which.NewICmp(enum.IPredEQ, way, next), which.NewURem(which.NewAdd(next, i32(1)), i32(AttrCacheWays)), next)
	which.NewCondBr(which.NewICmp(enum.IPredEQ, found, Null), unbound, bound)
	store := func(blk *ir.Block, kind int64, num, attr value.Value) {
		blk.NewStore(ver, cacheField(blk, cache, way, 0))
		blk.NewStore(i32(kind), cacheField(blk, cache, way, 1))
		blk.NewStore(num, cacheField(blk, cache, way, 2))
		blk.NewStore(attr, cacheField(blk, cache, way, 3))
		blk.NewStore(turn, cacheNext(blk, cache))
		blk.NewBr(done)
	}

	// Unbound: an instance value, by its index in the shared keys (a
	// shared key table only grows, so the index stays right for as long
	// as the version tag does).
	keysB := f.NewBlock("fill.keys")
	// A name outside the shared keys, or on instances with a plain dict,
	// is read from and stored into the dict (attrDict).
	inDict := f.NewBlock("fill.dict")
	unmanaged := f.NewBlock("fill.dict.unmanaged")
	unbound.NewCondBr(hasFlag(unbound, r.TypeFlags(unbound, tp), flagManagedDict), keysB, unmanaged)
	unmanaged.NewCondBr(unmanaged.NewICmp(enum.IPredNE, loadField(unmanaged, tp, abi.OffsetTypeDictoffset, types.I64), i64(0)), inDict, done)
	keys := loadField(keysB, tp, abi.OffsetHeapTypeCachedKeys, types.I8Ptr)
	scan0, hit := f.NewBlock("fill.scan0"), f.NewBlock("fill.found")
	keysB.NewCondBr(keysB.NewICmp(enum.IPredNE, keys, constant.NewNull(types.I8Ptr)), scan0, inDict)
	idx, _ := r.scanKeys(f, scan0, "fill", keys, name, hit, inDict)
	store(hit, attrInline, idx, Null)
	store(inDict, attrDict, i64(0), Null)

	// Bound on the type: a slot holding an object, by its offset.
	member, other := f.NewBlock("fill.member"), f.NewBlock("fill.other")
	dt := r.TypeOf(bound, found)
	bound.NewCondBr(bound.NewICmp(enum.IPredEQ, dt, r.CData("PyMemberDescr_Type")), member, other)
	def := loadField(member, found, abi.OffsetMemberDescrDef, types.I8Ptr)
	mtype := loadField(member, def, abi.OffsetMemberDefType, types.I32)
	mflags := loadField(member, def, abi.OffsetMemberDefFlags, types.I32)
	slotOK := f.NewBlock("fill.slot")
	member.NewCondBr(member.NewAnd(member.NewICmp(enum.IPredEQ, mtype, i32(MemberObjectEx)), member.NewICmp(enum.IPredEQ, mflags, i32(0))), slotOK, other)
	store(slotOK, attrSlot, loadField(slotOK, def, abi.OffsetMemberDefOffset, types.I64), Null)

	// A typed object field of this module's classes (typedfield.go):
	// loads read its slot as a member's, stores take the descriptor,
	// which checks the value.
	if load {
		typed, untyped := f.NewBlock("fill.typedfield"), f.NewBlock("fill.other.untyped")
		get := loadField(other, dt, abi.OffsetTypeDescrGet, types.I8Ptr)
		other.NewCondBr(other.NewICmp(enum.IPredEQ, get, other.NewBitCast(r.TypedFieldGet(), types.I8Ptr)), typed, untyped)
		store(typed, attrSlot, r.TypedFieldMemberOffset(typed, found), Null)
		other = untyped
	}

	// A data descriptor (a get and a set function: the generic lookup
	// calls its get before looking in the instance, and its set to
	// store).
	descr, notDescr := f.NewBlock("fill.descr"), f.NewBlock("fill.notdescr")
	null := constant.NewNull(types.I8Ptr)
	isData := other.NewAnd(other.NewICmp(enum.IPredNE, loadField(other, dt, abi.OffsetTypeDescrGet, types.I8Ptr), null),
		other.NewICmp(enum.IPredNE, loadField(other, dt, abi.OffsetTypeDescrSet, types.I8Ptr), null))
	other.NewCondBr(isData, descr, notDescr)
	store(descr, attrDescr, i64(0), found)
	if !load {
		notDescr.NewBr(done)
		return
	}

	// A class attribute that is no descriptor at all: what the generic
	// lookup returns unless the instance's dict has the name.
	plain := f.NewBlock("fill.plain")
	notDescr.NewCondBr(notDescr.NewICmp(enum.IPredEQ, loadField(notDescr, dt, abi.OffsetTypeDescrGet, types.I8Ptr), constant.NewNull(types.I8Ptr)), plain, done)
	managed, unmanaged, noDict := f.NewBlock("fill.class.managed"), f.NewBlock("fill.class.unmanaged"), f.NewBlock("fill.class.nodict")
	plain.NewCondBr(hasFlag(plain, r.TypeFlags(plain, tp), flagManagedDict), managed, unmanaged)
	unmanaged.NewCondBr(unmanaged.NewICmp(enum.IPredEQ, loadField(unmanaged, tp, abi.OffsetTypeDictoffset, types.I64), i64(0)), noDict, done)
	store(noDict, attrClass, i64(-1), found)
	hasKeys, _ := r.InstanceValues(f, managed, o, tp, false, done)
	ckeys := loadField(hasKeys, tp, abi.OffsetHeapTypeCachedKeys, types.I8Ptr)
	cscan, absent := f.NewBlock("fill.class.scan0"), f.NewBlock("fill.class.absent")
	hasKeys.NewCondBr(hasKeys.NewICmp(enum.IPredNE, ckeys, constant.NewNull(types.I8Ptr)), cscan, done)
	_, n := r.scanKeys(f, cscan, "fill.class", ckeys, name, done, absent)
	store(absent, attrClass, n, found)
}

// AttrGetFunc returns sp.attr.get(o, name, cache): o.name as
// PyObject_GetAttr gives it (a new reference, NULL with an exception set),
// read from o's inline values, a slot or the class when the cache says
// where.
func (r *Runtime) AttrGetFunc() *ir.Func {
	cachePtr := types.NewPointer(AttrCacheType)
	f, done := r.helper("sp.attr.get", Obj, ir.NewParam("o", Obj), ir.NewParam("name", Obj), ir.NewParam("cache", cachePtr))
	if done {
		return f
	}
	// Out of line, one copy per module, as sp.vectorcall.
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline)
	o, name, cache := f.Params[0], f.Params[1], f.Params[2]
	entry, slow, class := f.NewBlock("entry"), f.NewBlock("slow"), f.NewBlock("class")
	// A module (os.path) goes straight to its namespace's read below:
	// the cache's entries are never a module type's.
	instance := f.NewBlock("instance")
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, r.TypeOf(entry, o), r.CData("PyModule_Type")), slow, instance)
	h := r.cachedSlot(f, instance, o, name, cache, false, slow, class)
	inline, inlinePtr, slot, slotPtr, attr := h.inline, h.inlinePtr, h.slot, h.slotPtr, h.attr
	present := f.NewBlock("present")
	// Absent from the dict: the generic call raises AttributeError,
	// unless the lookup itself raised (a key with a failing __eq__).
	dictAbsent, raised := f.NewBlock("dict.absent"), f.NewBlock("dict.raised")
	h.dict.NewCondBr(h.dict.NewICmp(enum.IPredNE, h.dictVal, Null), present, dictAbsent)
	err := r.CallC(dictAbsent, capi.ErrOccurred)
	dictAbsent.NewCondBr(dictAbsent.NewICmp(enum.IPredNE, err, Null), raised, slow)
	raised.NewRet(Null)
	v := inline.NewLoad(Obj, inlinePtr)
	inline.NewCondBr(inline.NewICmp(enum.IPredNE, v, Null), present, slow)
	// An empty slot raises AttributeError: the generic call says how.
	sv := slot.NewLoad(Obj, slotPtr)
	slot.NewCondBr(slot.NewICmp(enum.IPredNE, sv, Null), present, slow)
	class.NewBr(present)
	h.hinted.NewBr(present)
	r.callDescr(f, h.descr, h.descrVal, slow, func(b *ir.Block, d value.Value) value.Value {
		get := loadField(b, r.TypeOf(b, d), r.ABI.OffsetTypeDescrGet, types.I8Ptr)
		fn := b.NewBitCast(get, types.NewPointer(types.NewFunc(Obj, Obj, Obj, Obj)))
		return b.NewCall(fn, d, o, r.TypeOf(b, o))
	})
	got := present.NewPhi(ir.NewIncoming(v, inline), ir.NewIncoming(sv, slot), ir.NewIncoming(attr, class), ir.NewIncoming(h.dictVal, h.dict), ir.NewIncoming(h.hintedVal, h.hinted))
	r.Incref(present, got)
	present.NewRet(got)

	// A module's attribute, by the site's hint into its namespace.
	getattr := f.NewBlock("getattr")
	modHit, modVal := r.moduleAttr(f, slow, o, name, slow.NewGetElementPtr(AttrCacheType, cache, constant.NewInt(types.I32, 0), constant.NewInt(types.I32, 2)), getattr)
	r.Incref(modHit, modVal)
	modHit.NewRet(modVal)
	res := r.CallC(getattr, capi.ObjectGetAttr, o, name)
	fill, ret := f.NewBlock("fill"), f.NewBlock("ret")
	getattr.NewCondBr(getattr.NewICmp(enum.IPredEQ, res, Null), ret, fill)
	r.fillCache(f, fill, o, name, cache, r.ABI.OffsetTypeGetattro, capi.ObjectGenericGetAttr, true, ret)
	ret.NewRet(res)
	return f
}

// AttrSetFunc returns sp.attr.set(o, name, v, cache): PyObject_SetAttr(o,
// name, v) (0, or -1 with an exception set; v is not stolen), written into
// o's inline values when the cache says where — a value that was not set
// yet (the attributes an __init__ assigns) also enters the values'
// insertion order, as CPython's STORE_ATTR_INSTANCE_VALUE does — or into
// a __slots__ cell, empty or not.
func (r *Runtime) AttrSetFunc() *ir.Func {
	cachePtr := types.NewPointer(AttrCacheType)
	f, done := r.helper("sp.attr.set", types.I32, ir.NewParam("o", Obj), ir.NewParam("name", Obj), ir.NewParam("v", Obj), ir.NewParam("cache", cachePtr))
	if done {
		return f
	}
	o, name, v, cache := f.Params[0], f.Params[1], f.Params[2], f.Params[3]
	entry, slow := f.NewBlock("entry"), f.NewBlock("slow")
	h := r.cachedSlot(f, entry, o, name, cache, true, slow, nil)
	old := h.inline.NewLoad(Obj, h.inlinePtr)
	replace, fresh := f.NewBlock("replace"), f.NewBlock("fresh")
	h.inline.NewCondBr(h.inline.NewICmp(enum.IPredNE, old, Null), replace, fresh)
	r.Incref(fresh, v)
	fresh.NewStore(v, h.inlinePtr)
	r.AddToInsertionOrder(fresh, h.values, h.index)
	fresh.NewRet(constant.NewInt(types.I32, 0))
	h.slot.NewBr(replace)
	ptr := replace.NewPhi(ir.NewIncoming(h.inlinePtr, h.inline), ir.NewIncoming(h.slotPtr, h.slot))
	prev := replace.NewLoad(Obj, ptr)
	r.Incref(replace, v)
	replace.NewStore(v, ptr)
	// The old value goes last: its finalizer may run any code.
	r.XDecref(replace, prev)
	replace.NewRet(constant.NewInt(types.I32, 0))

	// Into the instance's dict, as the generic setattr does once it has
	// found no data descriptor (the version tag says there is none):
	// PyDict_SetItem keeps the dict's version, watchers and GC tracking
	// right. The dict is held across the call, whose __eq__ or
	// finalizer may drop the instance's reference to it.
	sd := h.dictStore
	r.Incref(sd, h.storeDict)
	src := r.CallC(sd, capi.DictSetItem, h.storeDict, name, v)
	r.Decref(sd, h.storeDict)
	sd.NewRet(src)

	r.callDescr(f, h.descr, h.descrVal, slow, func(b *ir.Block, d value.Value) value.Value {
		set := loadField(b, r.TypeOf(b, d), r.ABI.OffsetTypeDescrSet, types.I8Ptr)
		fn := b.NewBitCast(set, types.NewPointer(types.NewFunc(types.I32, Obj, Obj, Obj)))
		return b.NewCall(fn, d, o, v)
	})

	rc := r.CallC(slow, capi.ObjectSetAttr, o, name, v)
	fill, ret := f.NewBlock("fill"), f.NewBlock("ret")
	slow.NewCondBr(slow.NewICmp(enum.IPredSLT, rc, constant.NewInt(types.I32, 0)), ret, fill)
	r.fillCache(f, fill, o, name, cache, r.ABI.OffsetTypeSetattro, capi.ObjectGenericSetAttr, false, ret)
	ret.NewRet(rc)
	return f
}

// callDescr emits, in b, the call of a cached data descriptor d: while
// d's type still has both a get and a set function (a descriptor class
// changed since the fill may have lost one), call emits the call through
// one of them and its result is returned; else the site takes the
// generic path, slow. d is held across the call, which may run any code
// (a property's getter deleting the property), as the generic lookup
// holds what it found.
func (r *Runtime) callDescr(f *ir.Func, b *ir.Block, d value.Value, slow *ir.Block, call func(*ir.Block, value.Value) value.Value) {
	null := constant.NewNull(types.I8Ptr)
	dt := r.TypeOf(b, d)
	isData := b.NewAnd(b.NewICmp(enum.IPredNE, loadField(b, dt, r.ABI.OffsetTypeDescrGet, types.I8Ptr), null),
		b.NewICmp(enum.IPredNE, loadField(b, dt, r.ABI.OffsetTypeDescrSet, types.I8Ptr), null))
	ok := f.NewBlock("descr.call")
	b.NewCondBr(isData, ok, slow)
	r.Incref(ok, d)
	res := call(ok, d)
	r.Decref(ok, d)
	ok.NewRet(res)
}

// LoadMethodCacheType is one method-call site's cache: the version tag of
// the type it was filled for (0: empty), the number of entries of the
// type's shared key table then (-1: instances have no dict;
// methodInDict: instances keep their attributes in a dict, which must not
// have the name), and the
// function the call goes to with the receiver prepended (borrowed: the
// type's dict holds it for as long as the version tag stays).
// The last field is the hint of the name's entry in a module's namespace
// (moduleAttr: a call of a module's function).
var LoadMethodCacheType = types.NewStruct(types.I32, types.I64, Obj, types.I64)

// NewLoadMethodCache makes the empty cache of one method-call site of
// method attr.
func (r *Runtime) NewLoadMethodCache(name, attr string) *ir.Global {
	g := r.newSiteCache(name, LoadMethodCacheType)
	if !moduleAttrCached(attr) {
		g.Init = constant.NewStruct(LoadMethodCacheType, constant.NewInt(types.I32, 0), constant.NewInt(types.I64, 0),
			constant.NewNull(Obj), constant.NewInt(types.I64, HintAbsent))
	}
	return g
}

func methodField(b *ir.Block, cache value.Value, i int64) value.Value {
	return b.NewGetElementPtr(LoadMethodCacheType, cache, constant.NewInt(types.I32, 0), constant.NewInt(types.I32, i))
}

// methodInDict marks a method cache filled for instances whose
// attributes live in a dict.
const methodInDict = -2

// dictLacks emits, from b, the test that o (without inline values) has
// no instance attribute name: it branches to lacks when o has no dict or
// its dict has no such key, else (present, or the lookup raised) to
// other, or to raised when the lookup raised (a key's __eq__: the
// generic lookup would raise the same). o's type has a managed dict or a
// dict offset.
func (r *Runtime) dictLacks(f *ir.Func, b *ir.Block, o, tp, name value.Value, lacks, other, raised *ir.Block) {
	// A managed dict's instance with inline values would have them
	// materialized by the dict pointer's lookup: that is not this case.
	// Without them, a managed dict is read where the object keeps it.
	managed, look, managedDict := block(f, "lacks.managed"), block(f, "lacks.look"), block(f, "lacks.managedptr")
	b.NewCondBr(hasFlag(b, r.TypeFlags(b, tp), flagManagedDict), managed, look)
	withValues, _ := r.InstanceValues(f, managed, o, tp, false, managedDict)
	withValues.NewBr(other)
	md := loadField(managedDict, o, r.ABI.OffsetManagedDict, Obj)
	ptr := r.CallC(look, capi.ObjectGetDictPtr, o)
	hasPtr, haveDict, hasDict := block(f, "lacks.ptr"), block(f, "lacks.have"), block(f, "lacks.dict")
	managedDict.NewBr(haveDict)
	look.NewCondBr(look.NewICmp(enum.IPredNE, ptr, constant.NewNull(ObjPtr)), hasPtr, lacks)
	pd := hasPtr.NewLoad(Obj, ptr)
	hasPtr.NewBr(haveDict)
	d := haveDict.NewPhi(ir.NewIncoming(md, managedDict), ir.NewIncoming(pd, hasPtr))
	haveDict.NewCondBr(haveDict.NewICmp(enum.IPredNE, d, Null), hasDict, lacks)
	// The dict is held across the lookup, which may run a key's __eq__.
	r.Incref(hasDict, d)
	in := r.CallC(hasDict, capi.DictContains, d, name)
	r.Decref(hasDict, d)
	present := block(f, "lacks.present")
	hasDict.NewSwitch(in, present, ir.NewCase(constant.NewInt(types.I32, 0), lacks), ir.NewCase(constant.NewInt(types.I32, -1), raised))
	present.NewBr(other)
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
//
// This entry takes the hits only: a type whose version tag the cache
// holds, with instances without a dict or with inline values of the
// cached key count, and a module whose namespace has the name at the
// site's hint. It calls nothing (the rest is a tail call of
// sp.method.get.slow), so it needs no stack frame: sharing a body with
// the misses' calls cost every hit ≈15 instructions of saved registers.
func (r *Runtime) MethodGetFunc() *ir.Func {
	cachePtr := types.NewPointer(LoadMethodCacheType)
	i32Ptr := types.NewPointer(types.I32)
	f, done := r.helper("sp.method.get", Obj, ir.NewParam("o", Obj), ir.NewParam("name", Obj), ir.NewParam("cache", cachePtr), ir.NewParam("unbound", i32Ptr))
	if done {
		return f
	}
	// Out of line, one copy per module, as sp.vectorcall.
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline)
	o, name, cache, unbound := f.Params[0], f.Params[1], f.Params[2], f.Params[3]
	abi := r.ABI
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	i32 := func(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
	entry, slow := f.NewBlock("entry"), f.NewBlock("slow")
	call := slow.NewCall(r.methodGetSlowFunc(), o, name, cache, unbound)
	call.Tail = enum.TailTail
	slow.NewRet(call)
	tp := r.TypeOf(entry, o)
	module, instance := f.NewBlock("module"), f.NewBlock("instance")
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, tp, r.CData("PyModule_Type")), module, instance)
	ver := loadField(instance, tp, abi.OffsetTypeVersionTag, types.I32)
	want := instance.NewLoad(types.I32, methodField(instance, cache, 0))
	same := f.NewBlock("hit.type")
	instance.NewCondBr(instance.NewAnd(instance.NewICmp(enum.IPredEQ, ver, want), instance.NewICmp(enum.IPredNE, want, i32(0))), same, slow)
	n := same.NewLoad(types.I64, methodField(same, cache, 1))
	ok, kinds, withValues := f.NewBlock("hit"), f.NewBlock("hit.kinds"), f.NewBlock("hit.values")
	same.NewCondBr(same.NewICmp(enum.IPredEQ, n, i64(-1)), ok, kinds)
	// methodInDict (the instance's dict must be searched) is the slow
	// path's: a lookup is a call. Only a count of keys says the type
	// has managed inline values to read.
	kinds.NewCondBr(kinds.NewICmp(enum.IPredEQ, n, i64(methodInDict)), slow, withValues)
	sameKeys, _ := r.InstanceValues(f, withValues, o, tp, false, slow)
	keys := loadField(sameKeys, tp, abi.OffsetHeapTypeCachedKeys, types.I8Ptr)
	sameKeys.NewCondBr(sameKeys.NewICmp(enum.IPredEQ, loadField(sameKeys, keys, abi.OffsetKeysNentries, types.I64), n), ok, slow)
	fn := ok.NewLoad(Obj, methodField(ok, cache, 2))
	r.Incref(ok, fn)
	ok.NewStore(i32(1), unbound)
	ok.NewRet(fn)
	modHit, modVal := r.moduleAttr(f, module, o, name, methodField(module, cache, 3), slow)
	r.Incref(modHit, modVal)
	modHit.NewStore(i32(0), unbound)
	modHit.NewRet(modVal)
	return f
}

// methodGetSlowFunc returns sp.method.get.slow(o, name, cache,
// unbound), sp.method.get whole: the hits again, the misses (which fill
// the cache), an instance dict searched, a module's namespace searched,
// and the generic PyObject_GetAttr.
func (r *Runtime) methodGetSlowFunc() *ir.Func {
	cachePtr := types.NewPointer(LoadMethodCacheType)
	i32Ptr := types.NewPointer(types.I32)
	f, done := r.helper("sp.method.get.slow", Obj, ir.NewParam("o", Obj), ir.NewParam("name", Obj), ir.NewParam("cache", cachePtr), ir.NewParam("unbound", i32Ptr))
	if done {
		return f
	}
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline)
	o, name, cache, unbound := f.Params[0], f.Params[1], f.Params[2], f.Params[3]
	abi := r.ABI
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	i32 := func(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
	entry := f.NewBlock("entry")
	miss, generic := f.NewBlock("miss"), f.NewBlock("generic")
	tp := r.TypeOf(entry, o)
	// A module (json.dumps(o)) goes straight to its namespace's read
	// below: its type's lookup is not the generic one, so the cache is
	// never filled for it and the miss would only find that out.
	instance := f.NewBlock("instance")
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, tp, r.CData("PyModule_Type")), generic, instance)
	entry = instance
	ver := loadField(entry, tp, abi.OffsetTypeVersionTag, types.I32)
	want := entry.NewLoad(types.I32, methodField(entry, cache, 0))
	same := f.NewBlock("hit.type")
	entry.NewCondBr(entry.NewAnd(entry.NewICmp(enum.IPredEQ, ver, want), entry.NewICmp(enum.IPredNE, want, i32(0))), same, miss)
	n := same.NewLoad(types.I64, methodField(same, cache, 1))
	checkDict, ok, noValues := f.NewBlock("hit.dict"), f.NewBlock("hit"), f.NewBlock("hit.novalues")
	kinds := f.NewBlock("hit.kinds")
	same.NewCondBr(same.NewICmp(enum.IPredEQ, n, i64(-1)), ok, kinds)
	kinds.NewCondBr(kinds.NewICmp(enum.IPredEQ, n, i64(methodInDict)), noValues, checkDict)
	keysOf := func(b *ir.Block) value.Value { return loadField(b, tp, abi.OffsetHeapTypeCachedKeys, types.I8Ptr) }
	sameKeys, _ := r.InstanceValues(f, checkDict, o, tp, false, miss)
	// An instance whose attributes are in a dict: the method is the
	// type's while that dict lacks the name (LOAD_METHOD_WITH_DICT guards
	// the dict's keys version; a lookup answers the same question).
	// The lookup may have run a key's __eq__, which may have changed the
	// type: the tag is read again before the cached function is trusted.
	recheck, raisedHit := f.NewBlock("hit.recheck"), f.NewBlock("hit.raised")
	r.dictLacks(f, noValues, o, tp, name, recheck, miss, raisedHit)
	recheck.NewCondBr(recheck.NewICmp(enum.IPredEQ, loadField(recheck, tp, abi.OffsetTypeVersionTag, types.I32), want), ok, miss)
	raisedHit.NewStore(i32(0), unbound)
	raisedHit.NewRet(Null)
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
	noDict, inDict, dictLacks := f.NewBlock("miss.nodict"), f.NewBlock("miss.indict"), f.NewBlock("miss.dictlacks")
	unmanaged.NewCondBr(unmanaged.NewICmp(enum.IPredEQ, loadField(unmanaged, tp, abi.OffsetTypeDictoffset, types.I64), i64(0)), noDict, inDict)
	hasKeys, _ := r.InstanceValues(f, managed, o, tp, false, inDict)
	raisedMiss := f.NewBlock("miss.raised")
	r.dictLacks(f, inDict, o, tp, name, dictLacks, generic, raisedMiss)
	raisedMiss.NewStore(i32(0), unbound)
	raisedMiss.NewRet(Null)
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
	dictLacks.NewBr(found)
	entriesSeen := found.NewPhi(ir.NewIncoming(nk, absent), ir.NewIncoming(i64(-1), noDict), ir.NewIncoming(i64(methodInDict), dictLacks))

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

	// A module's function (copy.deepcopy(x)): read from its namespace
	// by the site's hint, called as the attribute.
	generic.NewStore(i32(0), unbound)
	getattr := f.NewBlock("getattr")
	modHit, modVal := r.moduleAttr(f, generic, o, name, methodField(generic, cache, 3), getattr)
	r.Incref(modHit, modVal)
	modHit.NewRet(modVal)
	getattr.NewRet(r.CallC(getattr, capi.ObjectGetAttr, o, name))
	return f
}

// HasGenericGetattr emits whether type tp looks its instances'
// attributes up with PyObject_GenericGetAttr (no __getattribute__ or
// __getattr__ of its own or inherited): only then does the lookup on the
// type decide what obj.name is.
func (r *Runtime) HasGenericGetattr(b *ir.Block, tp value.Value) value.Value {
	generic := b.NewBitCast(r.cfunc(capi.ObjectGenericGetAttr), types.I8Ptr)
	return b.NewICmp(enum.IPredEQ, loadField(b, tp, r.ABI.OffsetTypeGetattro, types.I8Ptr), generic)
}
