// This file implements the boundary's choice between a function's plain
// body and its noalias variant (the noalias pass of package irpass marks
// the variant's buffer pointers; Facts.NoAliasVariants tells it which).

package lower

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/typecheck"
)

// noAliasSuffix ends the symbol of a native body's noalias variant, for
// readers of the IR; no pass relies on it.
const noAliasSuffix = ".noalias"

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
