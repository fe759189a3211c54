// This file implements attribute loads and stores on objects of unknown
// type: each site has its own cache (runtime/attrcache.go) that reads or
// writes an instance's inline values by index while the receiver's type
// is unchanged, and falls back to PyObject_GetAttr/PyObject_SetAttr
// otherwise. The cache is an out-of-line helper: one call per site, not
// the guard inlined at every access.

package lower

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/typecheck"
)

// attrCache makes the cache of a new attribute site.
func (mb *moduleBuilder) attrCache() *ir.Global {
	mb.attrSites++
	return mb.rt.NewAttrCache(fmt.Sprintf("sp.attrcache.%d", mb.attrSites))
}

// getAttr emits obj.name, a new reference (as PyObject_GetAttr).
func (fb *fnBuilder) getAttr(obj val, name string, ln int) val {
	rt := fb.rt
	r := fb.b.NewCall(rt.AttrGetFunc(), obj.v, fb.load(rt.Name(name)), fb.mb.attrCache())
	fb.errorIf(fb.b.NewICmp(enum.IPredEQ, r, runtime.Null), ln)
	return fb.produce(r, typecheck.Dynamic)
}

// setAttr emits obj.name = v (v is not consumed, as PyObject_SetAttr).
func (fb *fnBuilder) setAttr(obj val, name string, v val, ln int) {
	rt := fb.rt
	rc := fb.b.NewCall(rt.AttrSetFunc(), obj.v, fb.load(rt.Name(name)), v.v, fb.mb.attrCache())
	fb.errorIf(fb.b.NewICmp(enum.IPredSLT, rc, constant.NewInt(types.I32, 0)), ln)
}
