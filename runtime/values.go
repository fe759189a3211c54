// This file implements the emitters that find a managed-dict instance's
// attribute values and that tell whether a type's version tag is valid,
// for each layout ABI.Values describes: the attribute and method caches
// (attrcache.go) read and write the values through them, so that they hold
// on every version whose layout is described.

package runtime

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// AttrCaches reports whether the instance attribute and method caches can
// be built for this version: its instance values layout is described.
func (a *ABI) AttrCaches() bool { return a.Values != "" }

// GlobalCaches reports whether module globals and builtins can be cached
// by their dicts' version tags.
func (a *ABI) GlobalCaches() bool { return a.DictVersionPerChange }

// InstanceValues emits, from b, the search for the attribute values of o,
// an instance of tp, a type with Py_TPFLAGS_MANAGED_DICT. While o's values
// hold its attributes (no dict has replaced them) it continues in the
// returned block with the address of the first value pointer (the value
// of the i-th key of tp's shared keys is the i-th); else it branches to
// miss. With store, it also misses when a materialized dict shares the
// values (3.13), since a write that bypasses the dict would leave its
// version tag and watchers unaware, as CPython's STORE_ATTR_INSTANCE_VALUE
// also refuses.
func (r *Runtime) InstanceValues(f *ir.Func, b *ir.Block, o, tp value.Value, store bool, miss *ir.Block) (*ir.Block, value.Value) {
	abi := r.ABI
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	switch abi.Values {
	case ValuesPointer:
		values := loadField(b, o, abi.OffsetManagedValues, ObjPtr)
		ok := block(f, "values.ok")
		b.NewCondBr(b.NewICmp(enum.IPredNE, values, constant.NewNull(ObjPtr)), ok, miss)
		return ok, fieldPtr(ok, values, abi.OffsetValuesItems, Obj)
	case ValuesTagged:
		// _PyDictOrValues_IsValues: the low bit set; the values are at
		// the word plus one.
		w := loadField(b, o, abi.OffsetManagedValues, types.I8Ptr)
		ok := block(f, "values.ok")
		b.NewCondBr(b.NewICmp(enum.IPredNE, b.NewAnd(b.NewPtrToInt(w, types.I64), i64(1)), i64(0)), ok, miss)
		return ok, fieldPtr(ok, w, 1+abi.OffsetValuesItems, Obj)
	case ValuesInline:
		// Only types with Py_TPFLAGS_INLINE_VALUES have them (a managed
		// dict alone does not: a base with its own fields).
		has, valid := block(f, "values.has"), block(f, "values.valid")
		b.NewCondBr(hasFlag(b, r.TypeFlags(b, tp), flagInlineValues), has, miss)
		base := has.NewGetElementPtr(types.I8, has.NewBitCast(o, types.I8Ptr), loadField(has, tp, abi.OffsetTypeBasicsize, types.I64))
		flag := loadField(has, base, abi.OffsetValuesValid, types.I8)
		has.NewCondBr(has.NewICmp(enum.IPredNE, flag, constant.NewInt(types.I8, 0)), valid, miss)
		ok := valid
		if store {
			ok = block(f, "values.nodict")
			d := loadField(valid, o, abi.OffsetManagedDict, Obj)
			valid.NewCondBr(valid.NewICmp(enum.IPredEQ, d, Null), ok, miss)
		}
		return ok, fieldPtr(ok, base, abi.OffsetValuesItems, Obj)
	}
	panic("internal error: runtime: InstanceValues without a described values layout")
}

// block adds a block named name to f, numbered when f already has one of
// that name (the emitters above may run more than once in one helper, and
// labels must be unique).
func block(f *ir.Func, name string) *ir.Block {
	taken := map[string]bool{}
	for _, b := range f.Blocks {
		taken[b.Name()] = true
	}
	unique := name
	for i := 2; taken[unique]; i++ {
		unique = fmt.Sprintf("%s.%d", name, i)
	}
	return f.NewBlock(unique)
}

// VersionTagValid emits whether tp's version tag ver (its tp_version_tag,
// loaded) may key a cache: not 0 and, where the version has the flag,
// Py_TPFLAGS_VALID_VERSION_TAG set.
func (r *Runtime) VersionTagValid(b *ir.Block, tp, ver value.Value) value.Value {
	nonzero := b.NewICmp(enum.IPredNE, ver, constant.NewInt(types.I32, 0))
	if !r.ABI.TypeVersionValidFlag {
		return nonzero
	}
	return b.NewAnd(hasFlag(b, r.TypeFlags(b, tp), flagValidVersionTag), nonzero)
}

// AddToInsertionOrder emits, in b, what CPython's
// _PyDictValues_AddToInsertionOrder does when a store fills the empty
// value at index of the values whose first value pointer is items: the
// index is appended to the values' insertion order (the order the
// instance's __dict__ and vars() list the attributes in), in the layout
// of the version (ABI.OffsetValuesSize). The values always have room:
// they are made with a place for every entry the shared key table can
// ever hold.
func (r *Runtime) AddToInsertionOrder(b *ir.Block, items, index value.Value) {
	abi := r.ABI
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	base := b.NewGetElementPtr(types.I8, b.NewBitCast(items, types.I8Ptr), i64(-abi.OffsetValuesItems))
	sizePtr := b.NewGetElementPtr(types.I8, base, i64(abi.OffsetValuesSize))
	size := b.NewLoad(types.I8, sizePtr)
	ix := b.NewTrunc(index, types.I8)
	switch abi.Values {
	case ValuesPointer, ValuesTagged:
		// size_ptr[-size] after size++: the order runs backwards from
		// the size byte.
		n := b.NewAdd(size, constant.NewInt(types.I8, 1))
		b.NewStore(ix, b.NewGetElementPtr(types.I8, sizePtr, b.NewSub(i64(0), b.NewZExt(n, types.I64))))
		b.NewStore(n, sizePtr)
	case ValuesInline:
		capacity := b.NewZExt(loadField(b, base, abi.OffsetValuesCapacity, types.I8), types.I64)
		order := b.NewBitCast(b.NewGetElementPtr(Obj, items, capacity), types.I8Ptr)
		b.NewStore(ix, b.NewGetElementPtr(types.I8, order, b.NewZExt(size, types.I64)))
		b.NewStore(b.NewAdd(size, constant.NewInt(types.I8, 1)), sizePtr)
	default:
		panic("internal error: runtime: AddToInsertionOrder without a described values layout")
	}
}
