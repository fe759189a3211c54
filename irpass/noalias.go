// This file implements the noalias pass.

package irpass

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
)

// markNoAlias gives the buffer-pointer parameters of every noalias
// variant the noalias attribute, so that LLVM vectorizes loops over
// distinct arrays without run-time overlap checks. It is sound because
// the boundary only calls a variant after checking that the buffers it
// passes do not overlap; everything else calls the plain body. Which
// functions are variants and which parameters are buffers, lowering
// says in the facts.
func markNoAlias(m *ir.Module, ctx *Context) error {
	for _, f := range m.Funcs {
		if _, ok := ctx.Facts.NoAliasVariants[f]; !ok {
			continue
		}
		for _, p := range f.Params {
			if ctx.Facts.BufferPointers[p] && !hasParamAttr(p, enum.ParamAttrNoAlias) {
				p.Attrs = append(p.Attrs, enum.ParamAttrNoAlias)
			}
		}
	}
	return nil
}

func hasParamAttr(p *ir.Param, a enum.ParamAttr) bool {
	for _, x := range p.Attrs {
		if x == a {
			return true
		}
	}
	return false
}
