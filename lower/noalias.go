// This file implements the noalias pass and the boundary's choice between
// a function's plain body and its noalias variant.

package lower

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/typecheck"
)

// noAliasSuffix names the noalias variant of a native body.
const noAliasSuffix = ".noalias"

// markNoAlias gives the buffer-pointer parameters of every noalias
// variant the noalias attribute, so that LLVM vectorizes loops over
// distinct arrays without run-time overlap checks. It is sound because
// the boundary only calls a variant after checking that the buffers it
// passes do not overlap (emitNoAliasDispatch); everything else calls the
// plain body.
func markNoAlias(m *ir.Module, _ *runtime.ABI) error {
	for _, f := range m.Funcs {
		if !strings.HasSuffix(f.Name(), noAliasSuffix) {
			continue
		}
		for _, p := range f.Params {
			if isBufferPointer(p) && !hasParamAttr(p, enum.ParamAttrNoAlias) {
				p.Attrs = append(p.Attrs, enum.ParamAttrNoAlias)
			}
		}
	}
	return nil
}

// isBufferPointer reports whether p is the data pointer of an Array
// parameter (named "<param>.data" by arrayParams).
func isBufferPointer(p *ir.Param) bool {
	_, isPtr := p.Typ.(*types.PointerType)
	return isPtr && strings.HasSuffix(p.Name(), ".data")
}

func hasParamAttr(p *ir.Param, a enum.ParamAttr) bool {
	for _, x := range p.Attrs {
		if x == a {
			return true
		}
	}
	return false
}

// emitNoAliasDispatch calls the noalias variant when no two Array
// arguments' buffers overlap, else the plain body; it returns the call's
// result and the block after it.
func (mb *moduleBuilder) emitNoAliasDispatch(f *ir.Func, b *ir.Block, decl *typecheck.FuncDecl, args []value.Value, variant *ir.Func) (value.Value, *ir.Block) {
	type span struct{ lo, hi value.Value }
	var spans []span
	i := 0
	for _, p := range decl.Params {
		if a, ok := typecheck.IsArray(p.Type); ok {
			data, n := args[i+1], args[i+2]
			lo := b.NewPtrToInt(data, types.I64)
			hi := b.NewAdd(lo, b.NewMul(n, i64(int64(a.Elem.Bytes()))))
			spans = append(spans, span{lo, hi})
			i += 3
			continue
		}
		i++
	}
	var overlap value.Value = b.NewICmp(enum.IPredNE, i64(0), i64(0))
	for x := 0; x < len(spans); x++ {
		for y := x + 1; y < len(spans); y++ {
			o := b.NewAnd(b.NewICmp(enum.IPredULT, spans[x].lo, spans[y].hi), b.NewICmp(enum.IPredULT, spans[y].lo, spans[x].hi))
			overlap = b.NewOr(overlap, o)
		}
	}
	plain := f.NewBlock("aliased")
	fast := f.NewBlock("distinct")
	done := f.NewBlock("called")
	b.NewCondBr(overlap, plain, fast)
	r1 := plain.NewCall(mb.natives[decl], args...)
	plain.NewBr(done)
	r2 := fast.NewCall(variant, args...)
	fast.NewBr(done)
	return done.NewPhi(ir.NewIncoming(r1, plain), ir.NewIncoming(r2, fast)), done
}
