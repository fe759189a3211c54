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
	"github.com/llir/llvm/ir/value"
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
	if sl.Lower == nil && sl.Upper == nil && sl.Step == nil {
		// `xs[:]`, the copy idiom.
		r := fb.b.NewCall(fb.rt.CopySliceFunc(), obj.v)
		fb.errorIf(fb.b.NewICmp(enum.IPredEQ, r, runtime.Null), ln)
		return fb.produce(r, t)
	}
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

// sliceFromSlice emits `o[a:b:c] = src[d:e:f]` as one sp.setslice.slice
// call, which moves the items without the list the right side would
// make, and reports whether it did. Python evaluates the right side,
// slices it, and only then evaluates o and its bounds; the call reads
// the source's items after them, so it is used only when evaluating
// them can neither run code nor fail (quietTarget). Neither side may be
// an Array or a checked container, which have their own lowering.
func (fb *fnBuilder) sliceFromSlice(target, value parser.Expr) bool {
	dst, ok1 := target.(*parser.Subscript)
	src, ok2 := value.(*parser.Subscript)
	if !ok1 || !ok2 {
		return false
	}
	dsl, ok1 := dst.Slice.(*parser.Slice)
	ssl, ok2 := src.Slice.(*parser.Slice)
	if !ok1 || !ok2 {
		return false
	}
	for _, e := range []parser.Expr{dst.Value, src.Value} {
		t := fb.mb.info.TypeOf(e)
		if _, ok := typecheck.IsArray(t); ok {
			return false
		}
		if _, ok := typecheck.IsChecked(t); ok {
			return false
		}
	}
	read := map[string]bool{}
	surelyRead(src, read)
	if !fb.quietTarget(dst.Value, read, false) {
		return false
	}
	for _, p := range []parser.Expr{dsl.Lower, dsl.Upper, dsl.Step} {
		if p != nil && !fb.quietTarget(p, read, true) {
			return false
		}
	}
	ln := line(dst)
	sobj := fb.expr(src.Value)
	sparts := fb.sliceBoundsOf(ssl)
	obj := fb.expr(dst.Value)
	parts := fb.sliceBoundsOf(dsl)
	args := append(boundArgs(obj.v, parts), boundArgs(sobj.v, sparts)...)
	rc := fb.b.NewCall(fb.rt.SetSliceFromSliceFunc(), args...)
	fb.errorIf(fb.b.NewICmp(enum.IPredSLT, rc, constant.NewInt(types.I32, 0)), ln)
	for i := 2; i >= 0; i-- {
		fb.releaseBound(parts[i])
	}
	fb.release(obj)
	for i := 2; i >= 0; i-- {
		fb.releaseBound(sparts[i])
	}
	fb.release(sobj)
	return true
}

// loweredBound is a slice bound evaluated for the fused slice helper:
// an int operand as its inum (n), anything else as an object (v).
type loweredBound struct {
	b runtime.SliceBound
	n *inum
	v val
}

// sliceBoundsOf evaluates the bounds of sl in order: an int operand
// that intIndex would read as an integer (`k + 1` on an int local, a
// literal, a primitive integer) is passed as its integer, without the
// object `k + 1` would box; anything else is boxed (NULL when absent).
func (fb *fnBuilder) sliceBoundsOf(sl *parser.Slice) [3]loweredBound {
	var out [3]loweredBound
	for i, p := range []parser.Expr{sl.Lower, sl.Upper, sl.Step} {
		switch {
		case p == nil:
			out[i] = loweredBound{b: runtime.ObjectBound(runtime.Null), v: val{v: runtime.Null, t: typecheck.NoneObj}}
		case fb.intBound(p):
			n := fb.intOf(p)
			out[i] = loweredBound{b: runtime.SliceBound{Obj: n.obj, I: n.i, Known: n.ok}, n: &n}
		default:
			v := fb.boxed(fb.expr(p), line(sl))
			out[i] = loweredBound{b: runtime.ObjectBound(v.v), v: v}
		}
	}
	return out
}

// intBound reports whether the slice bound e is read as an inum: what
// intIndex reads so (a primitive integer, a literal, an int operand with
// an int local in it).
func (fb *fnBuilder) intBound(e parser.Expr) bool {
	if _, ok := fb.intPrim(e); ok {
		return true
	}
	if _, ok := fb.intLiteral(e); ok {
		return true
	}
	return fb.intLocals != nil && fb.intOperand(e) && fb.hasIntLocal(e)
}

// boundArgs is a sliced object and its bounds as the fused slice
// helper's arguments.
func boundArgs(o value.Value, parts [3]loweredBound) []value.Value {
	args := []value.Value{o}
	for _, p := range parts {
		args = append(args, p.b.Obj, p.b.I, p.b.Known)
	}
	return args
}

// releaseBound drops what evaluating a bound holds.
func (fb *fnBuilder) releaseBound(p loweredBound) {
	if p.n != nil {
		fb.releaseInt(*p.n)
		return
	}
	fb.release(p.v)
}

// quietTarget reports whether evaluating e, the object or a bound of a
// slice assignment's target, can neither run code nor fail, given that
// the locals in read were just read: a local surely bound, and for a
// bound (isBound) a constant, and + and - of ints and unary minus over
// those (an int's arithmetic runs no code; a bound of any other type is
// the helper's to reject).
func (fb *fnBuilder) quietTarget(e parser.Expr, read map[string]bool, isBound bool) bool {
	info := fb.mb.info
	intLike := func(x parser.Expr) bool {
		t := info.TypeOf(x)
		if p, ok := typecheck.IsPrim(t); ok {
			return p.IsInt()
		}
		return t == typecheck.IntObj
	}
	switch e := e.(type) {
	case *parser.Name:
		v, ok := info.RefOf(e).(*typecheck.Var)
		if !ok || fb.decl == nil || v != fb.decl.Local(e.Id) || !fb.hasSlot(v) || fb.cellOf(v) != nil || fb.arrays[v] != nil {
			return false
		}
		// Bound for sure: the right side read it, or the checker of a
		// static module proved it (reading a local that may be unbound
		// is an error there) and no del can unbind it.
		return read[e.Id] || info.Static && !fb.decl.MayUnbind(e.Id)
	case *parser.Constant:
		_, isConst := info.ConstOf(e)
		return isBound && isConst
	case *parser.BinOp:
		return isBound && (e.Op == parser.Add || e.Op == parser.Sub) && intLike(e) && intLike(e.Left) && intLike(e.Right) &&
			fb.quietTarget(e.Left, read, true) && fb.quietTarget(e.Right, read, true)
	case *parser.UnaryOp:
		return isBound && e.Op == parser.USub && intLike(e) && intLike(e.Operand) && fb.quietTarget(e.Operand, read, true)
	}
	return false
}
