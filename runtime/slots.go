// This file implements slots as compiled code uses them: a slotted class's
// fields are cells at fixed offsets of its instances (ABI.SizeofSlot
// each, from the end of the object header, the base's first), a primitive
// one holding the raw machine value. At import, each slot's descriptor is
// checked to be where the compiler laid it out and, for a primitive,
// retyped as a C number so that CPython's GC traversal and clear_slots,
// which follow only T_OBJECT_EX cells, leave its bits alone.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/primitives"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// SlotOffset is the byte offset of the slot at index i of a slotted
// layout (the slots of every base first, then each class's in sorted
// order).
func (r *Runtime) SlotOffset(i int) int64 { return r.ABI.SizeofObject + int64(i)*r.ABI.SizeofSlot }

// SlotStorage is the memory type a slot holds for primitive p: its own
// width, a byte for cbool.
func SlotStorage(p *primitives.Prim) types.Type {
	if p.Kind == primitives.Bool {
		return types.I8
	}
	return p.LLVM()
}

// SlotPtr addresses the slot at byte offset off of object o as a t.
func (r *Runtime) SlotPtr(b *ir.Block, o value.Value, off int64, t types.Type) value.Value {
	return fieldPtr(b, o, off, t)
}

// BindSlotFunc returns sp.slot.bind(cls, name, offset, member type): 0
// once the descriptor class cls finds for name is a slot at offset
// (retyped to the given PyMemberDef type), else -1 with SystemError
// raised (the class was built differently from what was compiled: a
// metaclass or base rearranged it).
func (r *Runtime) BindSlotFunc() *ir.Func {
	f, done := r.helper("sp.slot.bind", types.I32, ir.NewParam("cls", Obj), ir.NewParam("name", Obj), ir.NewParam("offset", types.I64), ir.NewParam("mtype", types.I32))
	if done {
		return f
	}
	cls, name, off, mtype := f.Params[0], f.Params[1], f.Params[2], f.Params[3]
	entry := f.NewBlock("entry")
	bad, check, ok := f.NewBlock("bad"), f.NewBlock("check"), f.NewBlock("ok")
	r.RaiseFormat(bad, "PyExc_SystemError", "staticpyc: slot '%U' of '%s' is not where it was compiled", name, r.typeNameOf(bad, cls))
	bad.NewRet(constant.NewInt(types.I32, -1))
	found := f.NewBlock("found")
	d := r.CallC(entry, capi.TypeLookup, cls, name)
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, d, Null), bad, found)
	found.NewCondBr(found.NewICmp(enum.IPredEQ, r.TypeOf(found, d), r.Object("PyMemberDescr_Type")), check, bad)
	def := loadField(check, d, r.ABI.OffsetMemberDescrDef, types.I8Ptr)
	at := loadField(check, def, r.ABI.OffsetMemberDefOffset, types.I64)
	check.NewCondBr(check.NewICmp(enum.IPredEQ, at, off), ok, bad)
	ok.NewStore(mtype, fieldPtr(ok, def, r.ABI.OffsetMemberDefType, types.I32))
	ok.NewRet(constant.NewInt(types.I32, 0))
	return f
}

// typeNameOf is tp_name of type object tp.
func (r *Runtime) typeNameOf(b *ir.Block, tp value.Value) value.Value {
	return loadField(b, tp, r.ABI.OffsetTypeName, types.I8Ptr)
}

// SealLayoutFunc returns sp.slot.seal(cls): 0 once no object can change
// its class to or from cls by `__class__` assignment unless both classes
// derive from cls, else -1 with an exception set. CPython lets an
// object's class be replaced by a class of the same layout, judged by
// the sizes and by the names of the slots each class added
// (PyHeapTypeObject.ht_slots, compared by same_slots_added): a Python
// class `class F: __slots__ = ('name', 'n')` could otherwise take over an
// instance of a Python subclass of a static class with those slots, and
// store through its own member descriptors what cls's typed descriptors
// refuse — a str where compiled code reads a Node without a cast, an
// object where a primitive field holds a raw number. The names get one
// more, which no class statement can write (it is not an identifier)
// and which names cls by its address, so no other class's added slots
// compare equal; only that comparison reads ht_slots (the class's
// __slots__ attribute, which pickling and copying read, is unchanged).
func (r *Runtime) SealLayoutFunc() *ir.Func {
	f, done := r.helper("sp.slot.seal", types.I32, ir.NewParam("cls", Obj))
	if done {
		return f
	}
	cls := f.Params[0]
	entry, seal, fail, ok := f.NewBlock("entry"), f.NewBlock("seal"), f.NewBlock("fail"), f.NewBlock("ok")
	fail.NewRet(constant.NewInt(types.I32, -1))
	ok.NewRet(constant.NewInt(types.I32, 0))
	at := fieldPtr(entry, cls, r.ABI.OffsetHeapTypeSlots, Obj)
	old := entry.NewLoad(Obj, at)
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, old, Null), ok, seal)
	marker := r.CallC(seal, capi.UnicodeFromFormat, r.CString("<slots of %s at %p>"), r.typeNameOf(seal, cls), cls)
	pack, concat := f.NewBlock("pack"), f.NewBlock("concat")
	seal.NewCondBr(seal.NewICmp(enum.IPredEQ, marker, Null), fail, pack)
	one := r.CallC(pack, capi.TuplePack, constant.NewInt(types.I64, 1), marker)
	r.Decref(pack, marker)
	pack.NewCondBr(pack.NewICmp(enum.IPredEQ, one, Null), fail, concat)
	sealed := r.CallC(concat, capi.SequenceConcat, old, one)
	r.Decref(concat, one)
	store := f.NewBlock("store")
	concat.NewCondBr(concat.NewICmp(enum.IPredEQ, sealed, Null), fail, store)
	store.NewStore(sealed, at)
	r.Decref(store, old)
	store.NewBr(ok)
	return f
}
