// This file implements the storage of the vtables of native classes: a
// type's table of the native entry points its methods have, which a typed
// call site on a receiver whose class has compiled overrides indexes
// instead of looking the method up. As CinderX does, the table hangs off
// the type's tp_cache, a reference CPython leaves unused (it releases it
// with the type, and does not inherit it): here a bytes object the module
// owns, whose words are
//
//	0  the module's token (the address of a module global): tables of
//	   other modules, or anything else in tp_cache, are never read
//	1  the type it was built for
//	2  the type's tp_version_tag when it was built (0: never valid);
//	   patching a method on the type or a base changes the tag, so the
//	   table is rebuilt at the next call
//	3… a bitmap of the module classes the type derives from, then one
//	   entry per method slot (NULL: no native body, call through the
//	   object).
//
// lower builds the tables (lower/vtable.go); this file reads and stores
// them.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// VtableHeaderWords is the number of words before a vtable's bitmap.
const VtableHeaderWords = 3

// VtableBuildType is the type of a module's table builder: the table of
// type tp (its words, or NULL when it has none: no class of the module
// among its bases, or tp_cache taken by someone else).
var VtableBuildType = types.NewFunc(types.I8Ptr, Obj)

// VtableGetFunc returns sp.vtable.get(tp, token, build): the words of
// tp's table when tp_cache holds a current one of this module, else what
// build makes of tp (NULL when tp_cache holds anything not ours).
func (r *Runtime) VtableGetFunc() *ir.Func {
	f, done := r.helper("sp.vtable.get", types.I8Ptr, ir.NewParam("tp", Obj), ir.NewParam("token", types.I8Ptr), ir.NewParam("build", types.NewPointer(VtableBuildType)))
	if done {
		return f
	}
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrAlwaysInline)
	tp, token, build := f.Params[0], f.Params[1], f.Params[2]
	entry := f.NewBlock("entry")
	isBytes, isOurs, current, hit, miss, foreign := f.NewBlock("bytes"), f.NewBlock("ours"), f.NewBlock("current"), f.NewBlock("hit"), f.NewBlock("miss"), f.NewBlock("foreign")
	c := loadField(entry, tp, r.ABI.OffsetTypeCache, Obj)
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, c, Null), miss, isBytes)
	isBytes.NewCondBr(isBytes.NewICmp(enum.IPredEQ, r.TypeOf(isBytes, c), r.Object("PyBytes_Type")), isOurs, foreign)
	words := fieldPtr(isOurs, c, r.ABI.OffsetBytesSval, types.I8)
	isOurs.NewCondBr(isOurs.NewICmp(enum.IPredEQ, isOurs.NewLoad(types.I8Ptr, r.VtableWord(isOurs, words, 0, types.I8Ptr)), token), current, foreign)
	tag := current.NewZExt(loadField(current, tp, r.ABI.OffsetTypeVersionTag, types.I32), types.I64)
	same := current.NewAnd(current.NewICmp(enum.IPredEQ, current.NewLoad(Obj, r.VtableWord(current, words, 1, Obj)), tp),
		current.NewICmp(enum.IPredEQ, current.NewLoad(types.I64, r.VtableWord(current, words, 2, types.I64)), tag))
	current.NewCondBr(current.NewAnd(same, current.NewICmp(enum.IPredNE, tag, constant.NewInt(types.I64, 0))), hit, miss)
	hit.NewRet(words)
	miss.NewRet(miss.NewCall(build, tp))
	foreign.NewRet(constant.NewNull(types.I8Ptr))
	return f
}

// VtableWord addresses word i of the table at words as a t.
func (r *Runtime) VtableWord(b *ir.Block, words value.Value, i int64, t types.Type) value.Value {
	return fieldPtr(b, words, i*8, t)
}

// VtableWordAt addresses word i (a value) of the table at words as a t.
func (r *Runtime) VtableWordAt(b *ir.Block, words, i value.Value, t types.Type) value.Value {
	p := b.NewGetElementPtr(types.I64, b.NewBitCast(words, types.NewPointer(types.I64)), i)
	return b.NewBitCast(p, types.NewPointer(t))
}

// VtableAlloc emits a new table of n words: the bytes object (a new
// reference, NULL with MemoryError raised) and its words.
func (r *Runtime) VtableAlloc(b *ir.Block, n int64) (bytes, words value.Value) {
	bytes = r.CallC(b, capi.BytesFromStringAndSize, Null, constant.NewInt(types.I64, n*8))
	return bytes, fieldPtr(b, bytes, r.ABI.OffsetBytesSval, types.I8)
}

// VtableInstall makes bytes (a new reference, given away) tp's table,
// releasing the one it replaces (a stale table of this module: the
// getter builds only when tp_cache holds no other object).
func (r *Runtime) VtableInstall(b *ir.Block, tp, bytes value.Value) {
	p := fieldPtr(b, tp, r.ABI.OffsetTypeCache, Obj)
	old := b.NewLoad(Obj, p)
	b.NewStore(bytes, p)
	r.XDecref(b, old)
}

// VtableTag emits the tag a table built now for tp is valid under: its
// tp_version_tag, or 0 (never current) when the tag may not key a cache.
func (r *Runtime) VtableTag(b *ir.Block, tp value.Value) value.Value {
	tag := loadField(b, tp, r.ABI.OffsetTypeVersionTag, types.I32)
	return b.NewSelect(r.VersionTagValid(b, tp, tag), b.NewZExt(tag, types.I64), constant.NewInt(types.I64, 0))
}

// IsHeapType emits whether type tp is a heap type (its tp_cache may be
// written: a static type's is shared by every interpreter).
func (r *Runtime) IsHeapType(b *ir.Block, tp value.Value) value.Value {
	return hasFlag(b, r.TypeFlags(b, tp), flagHeapType)
}

// MayHaveInstanceDict emits whether instances of tp may carry a dict,
// whose entries would shadow the type's methods.
func (r *Runtime) MayHaveInstanceDict(b *ir.Block, tp value.Value) value.Value {
	off := b.NewICmp(enum.IPredNE, loadField(b, tp, r.ABI.OffsetTypeDictoffset, types.I64), constant.NewInt(types.I64, 0))
	return b.NewOr(off, hasFlag(b, r.TypeFlags(b, tp), flagManagedDict))
}

// TypeMro loads tp->tp_mro (a tuple, NULL before the type is ready).
func (r *Runtime) TypeMro(b *ir.Block, tp value.Value) value.Value {
	return loadField(b, tp, r.ABI.OffsetTypeMro, Obj)
}

// TypeBase loads tp->tp_base (NULL for object).
func (r *Runtime) TypeBase(b *ir.Block, tp value.Value) value.Value {
	return loadField(b, tp, r.ABI.OffsetTypeBase, Obj)
}

// TupleSize loads PyTuple_GET_SIZE(t).
func (r *Runtime) TupleSize(b *ir.Block, t value.Value) value.Value {
	return loadField(b, t, r.ABI.OffsetVarSize, types.I64)
}
