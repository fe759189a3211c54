// This file lowers `"text %s more" % x`, a string literal with one `%s`
// and no other conversion, as what it computes when x is neither a
// tuple (whose items are the arguments) nor an instance of a str
// subclass (whose __rmod__ would be asked first): the literal's text
// around str(x), joined, without parsing the format at run time
// (PyUnicode_Format's cost: ≈600 instructions for `"v%s" % i` in
// deltablue, ≈250 this way). Any other x takes the `%` operator.

package lower

import (
	"strings"

	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/runtime/capi"
	"github.com/staticpyc/staticpyc/typecheck"
)

// percentOne says whether e is `"pre%spost" % x`, and gives pre and post.
func percentOne(e *parser.BinOp) (pre, post string, ok bool) {
	k, isConst := e.Left.(*parser.Constant)
	if e.Op != parser.Mod || !isConst || k.Kind != parser.ConstStr || strings.Count(k.Str, "%") != 1 {
		return "", "", false
	}
	i := strings.Index(k.Str, "%s")
	if i < 0 {
		return "", "", false
	}
	return k.Str[:i], k.Str[i+2:], true
}

// formatOne lowers e, `"pre%spost" % x` (percentOne).
func (fb *fnBuilder) formatOne(e *parser.BinOp, pre, post string, t typecheck.Type) val {
	rt := fb.rt
	ln := line(e)
	x := fb.boxed(fb.expr(e.Right), ln)
	fast, slow, done := fb.block("fmt1.fast"), fb.block("fmt1.slow"), fb.block("fmt1.done")
	tp := rt.TypeOf(fb.b, x.v)
	flags := rt.TypeFlags(fb.b, tp)
	plain := fb.b.NewOr(fb.b.NewICmp(enum.IPredEQ, tp, rt.CData("PyUnicode_Type")),
		fb.b.NewICmp(enum.IPredEQ, fb.b.NewAnd(flags, i64(runtime.FlagTuple|runtime.FlagUnicode)), i64(0)))
	fb.b.NewCondBr(plain, fast, slow)
	fb.b = fast
	s := fb.callC(capi.ObjectStr, ln, x.v)
	for i, side := range []string{pre, post} {
		if side == "" {
			continue
		}
		// By position, not by text: in `'"%s"' % x` pre and post are
		// the same string.
		text := fb.load(rt.Str(side))
		var joined val
		if i == 0 {
			joined = fb.callC(capi.UnicodeConcat, ln, text, s.v)
		} else {
			joined = fb.callC(capi.UnicodeConcat, ln, s.v, text)
		}
		fb.release(s)
		s = joined
	}
	// (`"%s" % x` is str(x) itself, a str subclass's instance too, as
	// PyUnicode_Format gives it.)
	fb.consume(s)
	fastFrom := fb.b
	fb.b.NewBr(done)
	fb.b = slow
	r := fb.callC(capi.NumberRemainder, ln, fb.load(rt.Str(pre+"%s"+post)), x.v)
	fb.consume(r)
	slowFrom := fb.b
	fb.b.NewBr(done)
	fb.b = done
	v := fb.phi(runtime.Obj, []value.Value{s.v, r.v}, []*irBlock{fastFrom, slowFrom})
	fb.release(x)
	return fb.produce(v, t)
}
