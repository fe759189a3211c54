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
