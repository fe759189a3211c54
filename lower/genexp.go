// This file implements generator expressions that are not a consumer's
// argument: the generator function they compile as
// (typecheck/genexp.go) is called natively with the cells it captures
// and iter() of the first iterable, evaluated here.

package lower

import (
	"strconv"

	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/runtime/capi"
	"github.com/staticpyc/staticpyc/typecheck"
)

// genexp makes the generator of generator expression e, whose function
// is d.
func (fb *fnBuilder) genexp(e *parser.GeneratorExp, d *typecheck.FuncDecl) val {
	ln := line(e)
	src := fb.expr(e.Generators[0].Iter)
	var it val
	if e.Generators[0].IsAsync {
		// An asynchronous one's first iterable gives its __aiter__()
		// here, as GET_AITER does before the function is called.
		it = fb.checkNull(fb.b.NewCall(fb.rt.AsyncIterFunc(), src.v), typecheck.Dynamic, ln)
	} else {
		it = fb.callC(capi.ObjectGetIter, ln, src.v)
	}
	fb.release(src)
	var args []value.Value
	for _, v := range d.Free {
		cell := fb.cellOf(v)
		if cell == nil {
			panic("internal error: lower: no cell for " + v.Name + " at line " + strconv.Itoa(ln))
		}
		args = append(args, cell)
	}
	args = append(args, it.v)
	g := fb.b.NewCall(fb.mb.natives[d], args...)
	fb.release(it)
	return fb.checkNull(g, typecheck.Dynamic, ln)
}
