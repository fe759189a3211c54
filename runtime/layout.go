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

// TypeVersionTag emits the load of type tp's tp_version_tag (0 when the
// type has no valid tag: a cache keyed on it never hits then).
func (r *Runtime) TypeVersionTag(b *ir.Block, tp value.Value) value.Value {
	return loadField(b, tp, r.ABI.OffsetTypeVersionTag, types.I32)
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
	return r.NameOfType(b, r.TypeOf(b, o))
}

// NameOfType is type tp's name as TypeName gives it (its tp_name after
// the last dot).
func (r *Runtime) NameOfType(b *ir.Block, tp value.Value) value.Value {
	name := loadField(b, tp, r.ABI.OffsetTypeName, types.I8Ptr)
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

// The emitters below read and write small ints (at most one digit)
// inline. The size word is ob_size or, with ABI.LongTagged, lv_tag
// (see ABI); every caller goes through them, so that none depends on
// which.

func (r *Runtime) longSizePtr(b *ir.Block, o value.Value) value.Value {
	return fieldPtr(b, o, r.ABI.OffsetLongSize, types.I64)
}

// LongDigitPtr is &((PyLongObject*)o)->ob_digit[0].
func (r *Runtime) LongDigitPtr(b *ir.Block, o value.Value) value.Value {
	return fieldPtr(b, o, r.ABI.OffsetLongDigit, types.I32)
}

// LongIsCompact emits whether the int o has at most one digit (zero
// included), so that LongCompactValue reads its value.
func (r *Runtime) LongIsCompact(b *ir.Block, o value.Value) value.Value {
	size := b.NewLoad(types.I64, r.longSizePtr(b, o))
	if r.ABI.LongTagged {
		// _PyLong_IsCompact: lv_tag < (2 << _PyLong_NON_SIZE_BITS).
		return b.NewICmp(enum.IPredULT, size, constant.NewInt(types.I64, 2<<r.ABI.LongTagSizeShift))
	}
	// ob_size in {-1, 0, 1}.
	return b.NewICmp(enum.IPredULE, b.NewAdd(size, constant.NewInt(types.I64, 1)), constant.NewInt(types.I64, 2))
}

// LongCompactValue emits the value of o, an int for which LongIsCompact
// holds, as an i64.
func (r *Runtime) LongCompactValue(b *ir.Block, o value.Value) value.Value {
	size := b.NewLoad(types.I64, r.longSizePtr(b, o))
	digit := b.NewZExt(b.NewLoad(types.I32, r.LongDigitPtr(b, o)), types.I64)
	if r.ABI.LongTagged {
		// _PyLong_CompactValue: (1 - (lv_tag & 3)) * digit; a zero's
		// digit is 0.
		sign := b.NewSub(constant.NewInt(types.I64, 1), b.NewAnd(size, constant.NewInt(types.I64, 3)))
		return b.NewMul(sign, digit)
	}
	return b.NewMul(size, digit)
}

// LongIsZero emits whether the int o is 0.
func (r *Runtime) LongIsZero(b *ir.Block, o value.Value) value.Value {
	size := b.NewLoad(types.I64, r.longSizePtr(b, o))
	if r.ABI.LongTagged {
		return b.NewICmp(enum.IPredEQ, b.NewAnd(size, constant.NewInt(types.I64, 3)), constant.NewInt(types.I64, 1))
	}
	return b.NewICmp(enum.IPredEQ, size, constant.NewInt(types.I64, 0))
}

// LongStoreCompact makes the int o hold x, an i64 whose absolute value is
// below LongDigitBase: the size word and the one digit. o must have room
// for one digit unless x is 0.
func (r *Runtime) LongStoreCompact(b *ir.Block, o, x value.Value) {
	zero := constant.NewInt(types.I64, 0)
	neg := b.NewICmp(enum.IPredSLT, x, zero)
	isZero := b.NewICmp(enum.IPredEQ, x, zero)
	sel := func(c value.Value, t, f int64) value.Value {
		return b.NewSelect(c, constant.NewInt(types.I64, t), constant.NewInt(types.I64, f))
	}
	var size value.Value
	if r.ABI.LongTagged {
		one := int64(1) << r.ABI.LongTagSizeShift
		size = b.NewSelect(isZero, constant.NewInt(types.I64, 1), sel(neg, one|2, one))
	} else {
		size = b.NewSelect(isZero, zero, sel(neg, -1, 1))
	}
	b.NewStore(size, r.longSizePtr(b, o))
	abs := b.NewSelect(neg, b.NewSub(zero, x), x)
	b.NewStore(b.NewTrunc(abs, types.I32), r.LongDigitPtr(b, o))
}

// LongDigitBase is 1 << PyLong_SHIFT: an int of at most one digit has an
// absolute value below it.
func (r *Runtime) LongDigitBase() int64 { return 1 << r.ABI.LongDigitBits }

// DictVersionTag loads d->ma_version_tag.
func (r *Runtime) DictVersionTag(b *ir.Block, d value.Value) value.Value {
	return loadField(b, d, r.ABI.OffsetDictVersionTag, types.I64)
}
