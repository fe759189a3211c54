// This file implements subscripts of objects of unknown type, o[i] and
// o[i] = v: through runtime's sp.getitem and sp.setitem, which index an
// exact list (or tuple, for loads) by a small int directly and make the
// PyObject_GetItem / PyObject_SetItem call otherwise; and slices o[a:b:c]
// and o[a:b] = v through sp.getslice and sp.setslice, which slice an
// exact list by small ints without a slice object (runtime/listslice.go).

package lower

import (
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/typecheck"
)

// getItem emits obj[idx], a new reference of checked type t; the operands
// are not consumed.
func (fb *fnBuilder) getItem(obj, idx val, t typecheck.Type, ln int) val {
	gi := fb.b.NewCall(fb.rt.GetItemFunc(), obj.v, idx.v)
	fb.errorIf(fb.b.NewICmp(enum.IPredEQ, gi, runtime.Null), ln)
	return fb.produce(gi, t)
}

// setItem emits obj[idx] = v; the operands are not consumed.
func (fb *fnBuilder) setItem(obj, idx, v val, ln int) {
	rc := fb.b.NewCall(fb.rt.SetItemFunc(), obj.v, idx.v, v.v)
	fb.errorIf(fb.b.NewICmp(enum.IPredSLT, rc, constant.NewInt(types.I32, 0)), ln)
}

// sliceParts evaluates the bounds of sl in order, boxed; an absent one is
// NULL.
func (fb *fnBuilder) sliceParts(sl *parser.Slice) [3]val {
	var parts [3]val
	for i, p := range []parser.Expr{sl.Lower, sl.Upper, sl.Step} {
		if p == nil {
			parts[i] = val{v: runtime.Null, t: typecheck.NoneObj}
			continue
		}
		parts[i] = fb.boxed(fb.expr(p), line(sl))
	}
	return parts
}

// getSlice emits obj[sl], a new reference of checked type t; obj is not
// consumed.
func (fb *fnBuilder) getSlice(obj val, sl *parser.Slice, t typecheck.Type, ln int) val {
	parts := fb.sliceParts(sl)
	r := fb.b.NewCall(fb.rt.GetSliceFunc(), obj.v, parts[0].v, parts[1].v, parts[2].v)
	fb.errorIf(fb.b.NewICmp(enum.IPredEQ, r, runtime.Null), ln)
	out := fb.produce(r, t)
	for i := 2; i >= 0; i-- {
		fb.release(parts[i])
	}
	return out
}

// setSlice emits obj[sl] = v; obj and v are not consumed.
func (fb *fnBuilder) setSlice(obj val, sl *parser.Slice, v val, ln int) {
	parts := fb.sliceParts(sl)
	rc := fb.b.NewCall(fb.rt.SetSliceFunc(), obj.v, parts[0].v, parts[1].v, parts[2].v, v.v)
	fb.errorIf(fb.b.NewICmp(enum.IPredSLT, rc, constant.NewInt(types.I32, 0)), ln)
	for i := 2; i >= 0; i-- {
		fb.release(parts[i])
	}
}
