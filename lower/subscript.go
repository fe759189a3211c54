// This file implements subscripts of objects of unknown type, o[i] and
// o[i] = v: through runtime's sp.getitem and sp.setitem, which index an
// exact list (or tuple, for loads) by a small int directly and make the
// PyObject_GetItem / PyObject_SetItem call otherwise.

package lower

import (
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
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
