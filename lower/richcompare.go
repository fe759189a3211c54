// This file lowers rich comparisons whose operands' static types say the
// generic comparison (PyObject_RichCompare) usually decides them by
// something compiled code can test inline, with no call and, as a
// condition, no bool object; a guard on the operands' types sends
// anything else to the generic comparison, as before:
//
//   - where an operand may be an int of a subclass that keeps int's
//     comparison — an IntEnum's member, a bool (`self.direction ==
//     Direction.FORWARD`) — two such ints of at most one digit are
//     compared by value, as long_richcompare does;
//   - `==` and `!=` between instances of module classes (or None), whose
//     types compare as object does (no __eq__ anywhere in their MROs:
//     `c != determining`), are `is` and `is not`, as object_richcompare
//     and do_richcompare's identity fallback make them.

package lower

import (
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/typecheck"
)

// intLikeComparable says whether compare e (one rich comparison of two
// objects) has an operand typed as what may be an int subclass (a class
// deriving from int or from a class the checker does not know, or bool)
// and another that may be a number or such an int.
func (fb *fnBuilder) intLikeComparable(e *parser.Compare) bool {
	if len(e.Ops) != 1 {
		return false
	}
	if _, rich := richOps[e.Ops[0]]; !rich {
		return false
	}
	a, b := fb.typeOf(e.Left), fb.typeOf(e.Comparators[0])
	if _, prim := typecheck.IsPrim(a); prim {
		return false
	}
	if _, prim := typecheck.IsPrim(b); prim {
		return false
	}
	return (mayBeIntSubclass(a) || mayBeIntSubclass(b)) &&
		(mayBeNumber(a) || mayBeIntSubclass(a)) && (mayBeNumber(b) || mayBeIntSubclass(b))
}

// intLikeGuard branches from the current block to fast when a and b are
// ints whose types compare as int does, of at most one digit each, else
// to slow.
func (fb *fnBuilder) intLikeGuard(a, b value.Value, fast, slow *irBlock) {
	rt := fb.rt
	sizes := fb.block("intcmp.sizes")
	fb.b.NewCondBr(fb.b.NewAnd(rt.ComparesAsInt(fb.b, a), rt.ComparesAsInt(fb.b, b)), sizes, slow)
	sizes.NewCondBr(sizes.NewAnd(rt.LongIsCompact(sizes, a), rt.LongIsCompact(sizes, b)), fast, slow)
}

// intLikeDecide compares, in the current block, the values of a and b
// (intLikeGuard passed).
func (fb *fnBuilder) intLikeDecide(op parser.CmpOpKind, a, b value.Value) value.Value {
	rt := fb.rt
	return fb.b.NewICmp(intPreds[op], rt.LongCompactValue(fb.b, a), rt.LongCompactValue(fb.b, b))
}

// intPreds are the signed predicates of the rich comparisons.
var intPreds = map[parser.CmpOpKind]enum.IPred{
	parser.Lt: enum.IPredSLT, parser.LtE: enum.IPredSLE, parser.Eq: enum.IPredEQ,
	parser.NotEq: enum.IPredNE, parser.Gt: enum.IPredSGT, parser.GtE: enum.IPredSGE,
}

// identityComparable says whether compare e is `a == b` or `a != b` with
// both operands typed as module classes, Optional of one, or None.
func (fb *fnBuilder) identityComparable(e *parser.Compare) bool {
	if len(e.Ops) != 1 || (e.Ops[0] != parser.Eq && e.Ops[0] != parser.NotEq) {
		return false
	}
	instance := func(t typecheck.Type) bool {
		if o, ok := t.(*typecheck.OptionalType); ok {
			t = o.Inner
		}
		_, ok := typecheck.IsClass(t)
		return ok || t == typecheck.NoneObj
	}
	return instance(fb.typeOf(e.Left)) && instance(fb.typeOf(e.Comparators[0]))
}

// identityGuard branches from the current block to fast when a's and
// b's types compare as object does, else to slow.
func (fb *fnBuilder) identityGuard(a, b value.Value, fast, slow *irBlock) {
	rt := fb.rt
	fb.b.NewCondBr(fb.b.NewAnd(rt.ComparesAsObject(fb.b, a), rt.ComparesAsObject(fb.b, b)), fast, slow)
}

// identityDecide is `a is b` for ==, `a is not b` for != (identityGuard
// passed).
func (fb *fnBuilder) identityDecide(op parser.CmpOpKind, a, b value.Value) value.Value {
	if op == parser.NotEq {
		return fb.b.NewICmp(enum.IPredNE, a, b)
	}
	return fb.b.NewICmp(enum.IPredEQ, a, b)
}

// inlineCompare is how one of this file's paths decides a comparison: a
// guard on the operands, and the decision once it has passed.
type inlineCompare struct {
	guard  func(a, b value.Value, fast, slow *irBlock)
	decide func(op parser.CmpOpKind, a, b value.Value) value.Value
}

// inlineCompareOf returns the inline path of compare e, if one applies.
func (fb *fnBuilder) inlineCompareOf(e parser.Expr) (*parser.Compare, inlineCompare, bool) {
	c, ok := e.(*parser.Compare)
	switch {
	case !ok:
	case fb.intLikeComparable(c):
		return c, inlineCompare{fb.intLikeGuard, fb.intLikeDecide}, true
	case fb.identityComparable(c):
		return c, inlineCompare{fb.identityGuard, fb.identityDecide}, true
	}
	return nil, inlineCompare{}, false
}

// fastCompare lowers compare e as a condition when one of this file's
// inline paths applies (false: none does, nothing is emitted).
func (fb *fnBuilder) fastCompare(e parser.Expr) (value.Value, bool) {
	c, how, ok := fb.inlineCompareOf(e)
	if !ok {
		return nil, false
	}
	ln := line(c)
	op := c.Ops[0]
	a := fb.expr(c.Left)
	b := fb.expr(c.Comparators[0])
	fast, slow, done := fb.block("cmp.fast"), fb.block("cmp.slow"), fb.block("cmp.done")
	how.guard(a.v, b.v, fast, slow)
	fb.b = fast
	inline := how.decide(op, a.v, b.v)
	fastFrom := fb.b
	fb.b.NewBr(done)
	fb.b = slow
	byCall := fb.truth(fb.objectCompare(op, a, b, ln), ln)
	slowFrom := fb.b
	fb.b.NewBr(done)
	fb.b = done
	r := fb.phi(types.I1, []value.Value{inline, byCall}, []*irBlock{fastFrom, slowFrom})
	fb.release(b)
	fb.release(a)
	return r, true
}

// fastCompareValue lowers compare e as a value (t) when one of this
// file's inline paths applies: True or False where it decides, else
// what the generic comparison returns (a comparison method's result,
// which need not be a bool).
func (fb *fnBuilder) fastCompareValue(e parser.Expr, t typecheck.Type) (val, bool) {
	c, how, ok := fb.inlineCompareOf(e)
	if !ok {
		return val{}, false
	}
	rt := fb.rt
	ln := line(c)
	op := c.Ops[0]
	a := fb.expr(c.Left)
	b := fb.expr(c.Comparators[0])
	fast, slow, done := fb.block("cmp.fast"), fb.block("cmp.slow"), fb.block("cmp.done")
	how.guard(a.v, b.v, fast, slow)
	fb.b = fast
	inline := fb.b.NewSelect(how.decide(op, a.v, b.v), rt.True(), rt.False())
	rt.Incref(fb.b, inline)
	fastFrom := fb.b
	fb.b.NewBr(done)
	fb.b = slow
	r := fb.objectCompare(op, a, b, ln)
	fb.consume(r)
	slowFrom := fb.b
	fb.b.NewBr(done)
	fb.b = done
	v := fb.phi(runtime.Obj, []value.Value{inline, r.v}, []*irBlock{fastFrom, slowFrom})
	fb.release(b)
	fb.release(a)
	return fb.produce(v, t), true
}
