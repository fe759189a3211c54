// This file implements the emitters that reach into CPython objects: each
// reads or addresses one field at the offset the ABI gives, so that no
// other code (here or in lower) computes a byte offset into an object.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// fieldPtr is the address of the field at byte offset off of the object
// (or struct) at p, typed as a pointer to t.
func fieldPtr(b *ir.Block, p value.Value, off int64, t types.Type) value.Value {
	var q value.Value = p
	if off != 0 {
		q = b.NewGetElementPtr(types.I8, p, constant.NewInt(types.I64, off))
	}
	return b.NewBitCast(q, types.NewPointer(t))
}

// loadField loads the field at byte offset off of p.
func loadField(b *ir.Block, p value.Value, off int64, t types.Type) value.Value {
	return b.NewLoad(t, fieldPtr(b, p, off, t))
}

// RefcntPtr is &o->ob_refcnt.
func (r *Runtime) RefcntPtr(b *ir.Block, o value.Value) value.Value {
	return fieldPtr(b, o, r.ABI.OffsetRefcnt, types.I64)
}

// Refcnt loads o->ob_refcnt.
func (r *Runtime) Refcnt(b *ir.Block, o value.Value) value.Value {
	return b.NewLoad(types.I64, r.RefcntPtr(b, o))
}

// TypeOf loads Py_TYPE(o).
func (r *Runtime) TypeOf(b *ir.Block, o value.Value) value.Value {
	return loadField(b, o, r.ABI.OffsetObType, Obj)
}

// TypeFlags loads tp->tp_flags of a type object.
func (r *Runtime) TypeFlags(b *ir.Block, tp value.Value) value.Value {
	return loadField(b, tp, r.ABI.OffsetTypeFlags, types.I64)
}

// HasTypeFlag emits (Py_TYPE(o)->tp_flags & flag) != 0.
func (r *Runtime) HasTypeFlag(b *ir.Block, o value.Value, flag int64) value.Value {
	return hasFlag(b, r.TypeFlags(b, r.TypeOf(b, o)), flag)
}

func hasFlag(b *ir.Block, flags value.Value, bit int64) value.Value {
	return b.NewICmp(enum.IPredNE, b.NewAnd(flags, constant.NewInt(types.I64, bit)), constant.NewInt(types.I64, 0))
}

// TypeName is type(o).__name__ as a C string: Py_TYPE(o)->tp_name after
// its last dot ("array.array" is "array"), as Python reports it.
func (r *Runtime) TypeName(b *ir.Block, o value.Value) value.Value {
	name := loadField(b, r.TypeOf(b, o), r.ABI.OffsetTypeName, types.I8Ptr)
	dot := r.CallC(b, capi.Strrchr, name, constant.NewInt(types.I32, '.'))
	isNull := b.NewICmp(enum.IPredEQ, dot, Null)
	after := b.NewGetElementPtr(types.I8, dot, constant.NewInt(types.I64, 1))
	return b.NewSelect(isNull, name, after)
}

// TupleItems is &PyTuple_GET_ITEM(t, 0), the tuple's inline item array.
func (r *Runtime) TupleItems(b *ir.Block, t value.Value) value.Value {
	return fieldPtr(b, t, r.ABI.OffsetTupleItems, Obj)
}

// TupleItem loads PyTuple_GET_ITEM(t, i) (a borrowed reference) for a
// constant index.
func (r *Runtime) TupleItem(b *ir.Block, t value.Value, i int64) value.Value {
	return loadField(b, t, r.ABI.OffsetTupleItems+i*8, Obj)
}

// ListSize loads PyList_GET_SIZE(l).
func (r *Runtime) ListSize(b *ir.Block, l value.Value) value.Value {
	return loadField(b, l, r.ABI.OffsetVarSize, types.I64)
}

// ListItems loads l->ob_item, the list's item array.
func (r *Runtime) ListItems(b *ir.Block, l value.Value) value.Value {
	return loadField(b, l, r.ABI.OffsetListItems, ObjPtr)
}

// ListItemPtr is &l->ob_item[i] (no bounds check).
func (r *Runtime) ListItemPtr(b *ir.Block, l, i value.Value) value.Value {
	return b.NewGetElementPtr(Obj, r.ListItems(b, l), i)
}

// ListItem loads PyList_GET_ITEM(l, i) (a borrowed reference, no bounds
// check).
func (r *Runtime) ListItem(b *ir.Block, l, i value.Value) value.Value {
	return b.NewLoad(Obj, r.ListItemPtr(b, l, i))
}

// FloatValuePtr is &((PyFloatObject*)o)->ob_fval.
func (r *Runtime) FloatValuePtr(b *ir.Block, o value.Value) value.Value {
	return fieldPtr(b, o, r.ABI.OffsetFloatValue, types.Double)
}

// LongSizePtr is &((PyLongObject*)o)->ob_size, the signed digit count.
func (r *Runtime) LongSizePtr(b *ir.Block, o value.Value) value.Value {
	return fieldPtr(b, o, r.ABI.OffsetLongSize, types.I64)
}

// LongDigitPtr is &((PyLongObject*)o)->ob_digit[0].
func (r *Runtime) LongDigitPtr(b *ir.Block, o value.Value) value.Value {
	return fieldPtr(b, o, r.ABI.OffsetLongDigit, types.I32)
}

// LongDigitBase is 1 << PyLong_SHIFT: an int of at most one digit has an
// absolute value below it.
func (r *Runtime) LongDigitBase() int64 { return 1 << r.ABI.LongDigitBits }

// DictVersionTag loads d->ma_version_tag.
func (r *Runtime) DictVersionTag(b *ir.Block, d value.Value) value.Value {
	return loadField(b, d, r.ABI.OffsetDictVersionTag, types.I64)
}
