// This file implements the per-site cache of class attribute loads,
// `C.NAME` with C a class the module binds (an enum member, a constant in
// the class body): the generic lookup on a type costs a walk of the MRO's
// dicts and, for a metaclass with __getattr__ (enum's EnumType on 3.11),
// a call of __getattribute__ through a slot wrapper. The answer is a
// plain value of C's MRO as long as neither C nor its metaclass changes,
// which their version tags say (any assignment to a class or a base, or
// to the metaclass, gives it a new tag; tags are never reused). The cache
// is filled only where the generic lookup returns the MRO's value
// itself: the value has no __get__, the metaclass binds no attribute of
// that name (a data descriptor there would win) and its __getattribute__
// is type's.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// ClassAttrCacheType is one site's cache: the version tags of the class
// and of its metaclass it was filled for (0: empty) and the value (a
// strong reference).
var ClassAttrCacheType = types.NewStruct(types.I32, types.I32, Obj)

// NewClassAttrCache makes the empty cache of one class attribute site.
func (r *Runtime) NewClassAttrCache(name string) *ir.Global {
	return r.newSiteCache(name, ClassAttrCacheType)
}

// ClassAttrFunc defines `PyObject *sp.classattr.get(PyObject *cls,
// PyObject *name, PyObject *getattribute, cache *)`: cls.name as a new
// reference (NULL with the exception set), from the cache while the tags
// match. getattribute is the interned "__getattribute__".
func (r *Runtime) ClassAttrFunc() *ir.Func {
	cachePtr := types.NewPointer(ClassAttrCacheType)
	f, done := r.helper("sp.classattr.get", Obj, ir.NewParam("cls", Obj), ir.NewParam("name", Obj), ir.NewParam("ga", Obj), ir.NewParam("cache", cachePtr))
	if done {
		return f
	}
	cls, name, ga, cache := f.Params[0], f.Params[1], f.Params[2], f.Params[3]
	i32 := func(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
	field := func(b *ir.Block, i int64) *ir.InstGetElementPtr {
		return b.NewGetElementPtr(ClassAttrCacheType, cache, i32(0), i32(i))
	}
	entry := f.NewBlock("entry")
	meta := r.TypeOf(entry, cls)
	isType, check, miss := f.NewBlock("type"), f.NewBlock("check"), f.NewBlock("miss")
	entry.NewCondBr(hasFlag(entry, r.TypeFlags(entry, meta), FlagType), isType, miss)
	tag := loadField(isType, cls, r.ABI.OffsetTypeVersionTag, types.I32)
	mtag := loadField(isType, meta, r.ABI.OffsetTypeVersionTag, types.I32)
	same := isType.NewAnd(isType.NewICmp(enum.IPredEQ, tag, isType.NewLoad(types.I32, field(isType, 0))),
		isType.NewICmp(enum.IPredEQ, mtag, isType.NewLoad(types.I32, field(isType, 1))))
	isType.NewCondBr(same, check, miss)
	hit := f.NewBlock("hit")
	check.NewCondBr(check.NewICmp(enum.IPredNE, tag, i32(0)), hit, miss)
	v := hit.NewLoad(Obj, field(hit, 2))
	r.Incref(hit, v)
	hit.NewRet(v)

	// The generic lookup, then whether its answer may be cached.
	got := r.CallC(miss, capi.ObjectGetAttr, cls, name)
	ret, lookup := f.NewBlock("ret"), f.NewBlock("fill.lookup")
	ret.NewRet(got)
	miss.NewCondBr(miss.NewAnd(miss.NewICmp(enum.IPredNE, got, Null), hasFlag(miss, r.TypeFlags(miss, meta), FlagType)), lookup, ret)
	// _PyType_Lookup also gives cls a version tag if it has none.
	found := r.CallC(lookup, capi.TypeLookup, cls, name)
	plain := f.NewBlock("fill.plain")
	lookup.NewCondBr(lookup.NewICmp(enum.IPredEQ, found, got), plain, ret)
	noGet, metaB := f.NewBlock("fill.noget"), f.NewBlock("fill.meta")
	plain.NewCondBr(plain.NewICmp(enum.IPredEQ, loadField(plain, r.TypeOf(plain, got), r.ABI.OffsetTypeDescrGet, types.I8Ptr), constant.NewNull(types.I8Ptr)), noGet, ret)
	inMeta := r.CallC(noGet, capi.TypeLookup, meta, name)
	noGet.NewCondBr(noGet.NewICmp(enum.IPredEQ, inMeta, Null), metaB, ret)
	mine := r.CallC(metaB, capi.TypeLookup, meta, ga)
	types0 := r.CallC(metaB, capi.TypeLookup, r.Object("PyType_Type"), ga)
	tags := f.NewBlock("fill.tags")
	metaB.NewCondBr(metaB.NewICmp(enum.IPredEQ, mine, types0), tags, ret)
	tag2 := loadField(tags, cls, r.ABI.OffsetTypeVersionTag, types.I32)
	mtag2 := loadField(tags, meta, r.ABI.OffsetTypeVersionTag, types.I32)
	valid := tags.NewAnd(r.VersionTagValid(tags, cls, tag2), r.VersionTagValid(tags, meta, mtag2))
	fill := f.NewBlock("fill")
	tags.NewCondBr(valid, fill, ret)
	old := fill.NewLoad(Obj, field(fill, 2))
	r.Incref(fill, got)
	fill.NewStore(got, field(fill, 2))
	fill.NewStore(tag2, field(fill, 0))
	fill.NewStore(mtag2, field(fill, 1))
	r.XDecref(fill, old)
	fill.NewBr(ret)
	return f
}

// ClassConstCacheType is the cache of one `C.NAME` site where C is the
// global name of a module class (`Direction.FORWARD`, `Strength.REQUIRED`
// in deltablue): the version tag of the module's dict when C was found
// there, C itself (borrowed: while the tag does not change, the dict
// still holds C), and C's class attribute cache (ClassAttrCacheType). A
// hit costs the three tag compares, with no call: the global load and
// the attribute load of the two separate caches are one probe. (The
// builtins need no tag: a C found in the module's dict is the global
// while the dict is unchanged, and one found in the builtins is never
// cached.)
var ClassConstCacheType = types.NewStruct(types.I64, Obj, ClassAttrCacheType)

// NewClassConstCache makes the empty cache of one class constant site.
func (r *Runtime) NewClassConstCache(name string) *ir.Global {
	return r.newSiteCache(name, ClassConstCacheType)
}

// ClassConstInner is the address of the cache's class attribute cache,
// for sp.classattr.get.
func (r *Runtime) ClassConstInner(b *ir.Block, cache value.Value) value.Value {
	i32 := func(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
	return b.NewGetElementPtr(ClassConstCacheType, cache, i32(0), i32(2))
}

// ClassConstProbe emits the cache's check: in b, whether the module's
// dict (modDict) still has the tag the cache was filled with (then the
// global names the class it holds); in check, whether that class and
// its metaclass still have the tags of the cached value. b and check end
// with branches to check/miss and hit/miss; hit gets the value as a new
// reference.
func (r *Runtime) ClassConstProbe(b, check, hit, miss *ir.Block, cache, modDict value.Value) value.Value {
	i32 := func(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
	field := func(b *ir.Block, i int64) value.Value {
		return b.NewGetElementPtr(ClassConstCacheType, cache, i32(0), i32(i))
	}
	inner := func(b *ir.Block, i int64) value.Value {
		return b.NewGetElementPtr(ClassConstCacheType, cache, i32(0), i32(2), i32(i))
	}
	mv := r.DictVersionTag(b, modDict)
	cls := b.NewLoad(Obj, field(b, 1))
	same := b.NewAnd(b.NewICmp(enum.IPredEQ, mv, b.NewLoad(types.I64, field(b, 0))), b.NewICmp(enum.IPredNE, cls, Null))
	b.NewCondBr(same, check, miss)
	tag := loadField(check, cls, r.ABI.OffsetTypeVersionTag, types.I32)
	mtag := loadField(check, r.TypeOf(check, cls), r.ABI.OffsetTypeVersionTag, types.I32)
	valid := check.NewAnd(check.NewAnd(check.NewICmp(enum.IPredEQ, tag, check.NewLoad(types.I32, inner(check, 0))),
		check.NewICmp(enum.IPredEQ, mtag, check.NewLoad(types.I32, inner(check, 1)))), check.NewICmp(enum.IPredNE, tag, i32(0)))
	check.NewCondBr(valid, hit, miss)
	v := hit.NewLoad(Obj, inner(hit, 2))
	r.Incref(hit, v)
	return v
}

// ClassConstFill stores, in b, the module dict's tag read before the
// global's lookup and the class it found there (borrowed) into the
// cache.
func (r *Runtime) ClassConstFill(b *ir.Block, cache, mv, cls value.Value) {
	i32 := func(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
	b.NewStore(mv, b.NewGetElementPtr(ClassConstCacheType, cache, i32(0), i32(0)))
	b.NewStore(cls, b.NewGetElementPtr(ClassConstCacheType, cache, i32(0), i32(1)))
}

// ClassConstCachePtr is the type of a pointer to a class constant cache.
var ClassConstCachePtr = types.NewPointer(ClassConstCacheType)
