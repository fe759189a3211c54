// This file implements primitive arithmetic, comparisons and conversions,
// with the semantics DESIGN.md fixes: wrapping, C division, defined
// shifts, and no undefined behaviour reaching LLVM.

package lower

import (
	"math"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/primitives"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/runtime/capi"
	"github.com/staticpyc/staticpyc/typecheck"
)

type irBlock = ir.Block

type irIncomingT = ir.Incoming

func irIncoming(v value.Value, pred *ir.Block) *ir.Incoming { return ir.NewIncoming(v, pred) }

// numberFuncs are the C API functions for binary operators on objects.
var numberFuncs = map[parser.BinOpKind]*capi.Func{
	parser.Add: capi.NumberAdd, parser.Sub: capi.NumberSubtract, parser.Mult: capi.NumberMultiply,
	parser.MatMult: capi.NumberMatrixMultiply, parser.Div: capi.NumberTrueDivide,
	parser.FloorDiv: capi.NumberFloorDivide, parser.Mod: capi.NumberRemainder,
	parser.LShift: capi.NumberLshift, parser.RShift: capi.NumberRshift, parser.BitAnd: capi.NumberAnd,
	parser.BitOr: capi.NumberOr, parser.BitXor: capi.NumberXor,
}

// fastNumOps are the operators with a fast path on exact ints and floats
// (runtime's sp.num helpers).
var fastNumOps = map[parser.BinOpKind]runtime.NumOp{
	parser.Add: runtime.NumAdd, parser.Sub: runtime.NumSub, parser.Mult: runtime.NumMul, parser.Div: runtime.NumTrueDiv,
	parser.FloorDiv: runtime.NumFloorDiv, parser.Mod: runtime.NumMod, parser.BitAnd: runtime.NumAnd,
	parser.BitOr: runtime.NumOr, parser.BitXor: runtime.NumXor, parser.RShift: runtime.NumRShift,
	parser.LShift: runtime.NumLShift,
}

// mayBeNumber says whether a value checked as t may be an exact int or
// float, so that the fast paths of runtime/numfast.go may apply.
func mayBeNumber(t typecheck.Type) bool {
	return t == typecheck.Dynamic || t == typecheck.IntObj || t == typecheck.FloatObj
}

// mayBeIntSubclass reports whether values of type t may be ints of a
// subclass of int, which sp.cmp compares by value when the subclass keeps
// int's comparison: bool, and a module class deriving, through its first
// bases, from int or from a class the checker does not know (IntEnum:
// deltablue's `self.direction == Direction.FORWARD`).
func mayBeIntSubclass(t typecheck.Type) bool {
	if t == typecheck.BoolObj {
		return true
	}
	ct, ok := typecheck.IsClass(t)
	if !ok || ct.Info == nil {
		return false
	}
	root := ct.Info
	for root.Base != nil {
		root = root.Base
	}
	if root.BuiltinBase != nil {
		return root.BuiltinBase == typecheck.IntObj || root.BuiltinBase == typecheck.BoolObj
	}
	return root.Def != nil && len(root.Def.Bases) > 0
}

// inPlaceFuncs are those of augmented assignment on objects: they call
// __iadd__ and the like (a list extends itself, its aliases see it) and
// fall back to the binary operator, with Python's messages ("//=").
var inPlaceFuncs = map[parser.BinOpKind]*capi.Func{
	parser.Add: capi.NumberInPlaceAdd, parser.Sub: capi.NumberInPlaceSubtract, parser.Mult: capi.NumberInPlaceMultiply,
	parser.MatMult: capi.NumberInPlaceMatrixMultiply, parser.Div: capi.NumberInPlaceTrueDivide,
	parser.FloorDiv: capi.NumberInPlaceFloorDivide, parser.Mod: capi.NumberInPlaceRemainder,
	parser.LShift: capi.NumberInPlaceLshift, parser.RShift: capi.NumberInPlaceRshift, parser.BitAnd: capi.NumberInPlaceAnd,
	parser.BitOr: capi.NumberInPlaceOr, parser.BitXor: capi.NumberInPlaceXor,
}

// binary lowers `a op b` whose checked type is t (`a op= b` when
// inplace).
func (fb *fnBuilder) binary(op parser.BinOpKind, a, b val, t typecheck.Type, ln int, inplace bool) val {
	ap, aPrim := typecheck.IsPrim(a.t)
	bp, bPrim := typecheck.IsPrim(b.t)
	if aPrim && bPrim {
		p, _ := primitives.Promote(ap, bp)
		if tp, ok := typecheck.IsPrim(t); ok && tp.IsInt() && p.IsInt() && op != parser.Pow && p.AssignableTo(tp) {
			// The checker typed it in its integer context (a wider
			// declared type): the operation is done in that type.
			p = tp
		}
		x := fb.convertPrim(a.v, ap, p)
		y := fb.convertPrim(b.v, bp, p)
		if op == parser.Pow {
			return val{v: fb.pow(x, y, p), t: typecheck.PrimOf(primitives.Double)}
		}
		if p.IsFloat() {
			return val{v: fb.floatOp(op, x, y, p, ln), t: typecheck.PrimOf(p)}
		}
		return val{v: fb.intOp(op, x, y, p, ln), t: typecheck.PrimOf(p)}
	}
	var res val
	fast, hasFast := fastNumOps[op]
	switch {
	case hasFast && mayBeNumber(a.t) && mayBeNumber(b.t):
		// The helper takes over the temporaries (an intermediate float
		// is then reused for the result), on its error path too.
		fb.consume(a)
		fb.consume(b)
		r := fb.b.NewCall(fb.rt.NumberFunc(fast, inplace, a.owned, b.owned), a.v, b.v)
		fb.errorIf(fb.b.NewICmp(enum.IPredEQ, r, runtime.Null), ln)
		return fb.produce(r, t)
	case op == parser.Pow && mayBeNumber(a.t) && mayBeNumber(b.t):
		res = fb.checkNull(fb.b.NewCall(fb.rt.PowerFunc(inplace), a.v, b.v), t, ln)
	case op == parser.Pow && inplace:
		res = fb.callC(capi.NumberInPlacePower, ln, a.v, b.v, fb.rt.None()).as(t)
	case op == parser.Pow:
		res = fb.callC(capi.NumberPower, ln, a.v, b.v, fb.rt.None()).as(t)
	case inplace:
		res = fb.callC(inPlaceFuncs[op], ln, a.v, b.v).as(t)
	default:
		res = fb.callC(numberFuncs[op], ln, a.v, b.v).as(t)
	}
	fb.release(b)
	fb.release(a)
	return res
}

// intOp emits an integer operation on two values of primitive p.
func (fb *fnBuilder) intOp(op parser.BinOpKind, x, y value.Value, p *primitives.Prim, ln int) value.Value {
	b := fb.b
	it := p.LLVM().(*types.IntType)
	zero := constant.NewInt(it, 0)
	switch op {
	case parser.Add:
		return b.NewAdd(x, y)
	case parser.Sub:
		return b.NewSub(x, y)
	case parser.Mult:
		return b.NewMul(x, y)
	case parser.BitAnd:
		return b.NewAnd(x, y)
	case parser.BitOr:
		return b.NewOr(x, y)
	case parser.BitXor:
		return b.NewXor(x, y)
	case parser.Div, parser.FloorDiv, parser.Mod:
		isZero := b.NewICmp(enum.IPredEQ, y, zero)
		fb.raiseIf(isZero, "PyExc_ZeroDivisionError", "integer division or modulo by zero", ln)
		b = fb.b
		if !p.Signed {
			if op == parser.Mod {
				return b.NewURem(x, y)
			}
			return b.NewUDiv(x, y)
		}
		// MIN / -1 overflows in hardware; it wraps to MIN (and MIN % -1
		// is 0), so divide by 1 instead and fix the result up.
		minus1 := constant.NewInt(it, -1)
		isM1 := b.NewICmp(enum.IPredEQ, y, minus1)
		safe := b.NewSelect(isM1, constant.NewInt(it, 1), y)
		if op == parser.Mod {
			return b.NewSelect(isM1, zero, b.NewSRem(x, safe))
		}
		return b.NewSelect(isM1, b.NewSub(zero, x), b.NewSDiv(x, safe))
	case parser.LShift, parser.RShift:
		if p.Signed {
			fb.raiseIf(b.NewICmp(enum.IPredSLT, y, zero), "PyExc_ValueError", "negative shift count", ln)
			b = fb.b
		}
		width := constant.NewInt(it, int64(p.Bits))
		tooBig := b.NewICmp(enum.IPredUGE, y, width)
		safe := b.NewSelect(tooBig, zero, y)
		if op == parser.LShift {
			return b.NewSelect(tooBig, zero, b.NewShl(x, safe))
		}
		if p.Signed {
			// A count >= width leaves only the sign: 0 or -1.
			sign := b.NewAShr(x, constant.NewInt(it, int64(p.Bits-1)))
			return b.NewSelect(tooBig, sign, b.NewAShr(x, safe))
		}
		return b.NewSelect(tooBig, zero, b.NewLShr(x, safe))
	}
	panic("internal error: lower: integer operator " + op.String())
}

// floatOp emits a floating-point operation; division by zero raises as
// Python's float does, and // and % are C's trunc and fmod.
func (fb *fnBuilder) floatOp(op parser.BinOpKind, x, y value.Value, p *primitives.Prim, ln int) value.Value {
	b := fb.b
	ft := p.LLVM().(*types.FloatType)
	switch op {
	case parser.Add:
		return b.NewFAdd(x, y)
	case parser.Sub:
		return b.NewFSub(x, y)
	case parser.Mult:
		return b.NewFMul(x, y)
	case parser.Div, parser.FloorDiv, parser.Mod:
		msg := map[parser.BinOpKind]string{parser.Div: "float division by zero", parser.FloorDiv: "float floor division by zero", parser.Mod: "float modulo"}[op]
		fb.raiseIf(b.NewFCmp(enum.FPredOEQ, y, constant.NewFloat(ft, 0)), "PyExc_ZeroDivisionError", msg, ln)
		b = fb.b
		switch op {
		case parser.Div:
			return b.NewFDiv(x, y)
		case parser.Mod:
			return b.NewFRem(x, y)
		}
		return b.NewCall(fb.mb.intrinsic("llvm.trunc."+floatSuffix(ft), ft, ft), b.NewFDiv(x, y))
	}
	panic("internal error: lower: float operator " + op.String())
}

func floatSuffix(t *types.FloatType) string {
	if t.Kind == types.FloatKindFloat {
		return "f32"
	}
	return "f64"
}

// pow computes x ** y as double.
func (fb *fnBuilder) pow(x, y value.Value, p *primitives.Prim) value.Value {
	dx := fb.convertPrim(x, p, primitives.Double)
	dy := fb.convertPrim(y, p, primitives.Double)
	return fb.b.NewCall(fb.mb.intrinsic("llvm.pow.f64", types.Double, types.Double, types.Double), dx, dy)
}

// raiseIf raises exc(msg) when cond holds.
func (fb *fnBuilder) raiseIf(cond value.Value, exc, msg string, ln int) {
	bad := fb.block("raise")
	ok := fb.block("cont")
	unlikely(fb.b.NewCondBr(cond, bad, ok))
	fb.b = bad
	fb.rt.RaiseString(fb.b, exc, msg)
	fb.raiseHere(ln)
	fb.b.NewBr(ok)
	fb.b = ok
}

// intrinsic declares an LLVM intrinsic once.
func (mb *moduleBuilder) intrinsic(name string, ret types.Type, params ...types.Type) *ir.Func {
	return mb.rt.DeclareExternal(name, ret, params...)
}

// convertPrim converts between primitives as T(x) does: integers
// truncate or extend by the source's signedness; floats to integers go
// through int64 (out of range raises, see floatToInt).
func (fb *fnBuilder) convertPrim(v value.Value, from, to *primitives.Prim) value.Value {
	if from == to {
		return v
	}
	b := fb.b
	switch {
	case from.IsInt() && to.IsInt():
		switch {
		case to.Bits < from.Bits:
			return b.NewTrunc(v, to.LLVM())
		case to.Bits == from.Bits:
			return v
		case from.Signed:
			return b.NewSExt(v, to.LLVM())
		}
		return b.NewZExt(v, to.LLVM())
	case from.IsInt() && to.IsFloat():
		if from.Signed {
			return b.NewSIToFP(v, to.LLVM())
		}
		return b.NewUIToFP(v, to.LLVM())
	case from.IsFloat() && to.IsFloat():
		if to.Bits > from.Bits {
			return b.NewFPExt(v, to.LLVM())
		}
		return b.NewFPTrunc(v, to.LLVM())
	case from.Kind == primitives.Bool && to.IsInt():
		return b.NewZExt(v, to.LLVM())
	case from.Kind == primitives.Bool && to.IsFloat():
		return b.NewUIToFP(v, to.LLVM())
	case to.Kind == primitives.Bool && from.IsInt():
		return b.NewICmp(enum.IPredNE, v, constant.NewInt(from.LLVM().(*types.IntType), 0))
	case to.Kind == primitives.Bool && from.IsFloat():
		return b.NewFCmp(enum.FPredUNE, v, constant.NewFloat(from.LLVM().(*types.FloatType), 0))
	case from.IsFloat() && to.IsInt():
		return fb.floatToInt(v, from, to)
	}
	panic("internal error: lower: conversion " + from.Name + " to " + to.Name)
}

// floatToInt converts a float to an integer primitive as the interpreted
// runtime does: truncate toward zero, then wrap modulo 2**bits; NaN and
// infinities raise OverflowError("int overflow"). fptosi of an
// out-of-range value is poison in LLVM, so values outside int64 take a
// slow path that reduces them exactly with frem first.
func (fb *fnBuilder) floatToInt(v value.Value, from, to *primitives.Prim) value.Value {
	if from.Bits == 32 {
		v = fb.b.NewFPExt(v, types.Double)
	}
	d := fb.b.NewFSub(v, v) // NaN unless v is finite
	fb.raiseIf(fb.b.NewFCmp(enum.FPredUNO, d, d), "PyExc_OverflowError", "int overflow", 0)
	two63 := constant.NewFloat(types.Double, math.Pow(2, 63))
	two64 := constant.NewFloat(types.Double, math.Pow(2, 64))
	neg63 := constant.NewFloat(types.Double, -math.Pow(2, 63))
	fits := fb.b.NewAnd(fb.b.NewFCmp(enum.FPredOGE, v, neg63), fb.b.NewFCmp(enum.FPredOLT, v, two63))
	fast, slow, done := fb.block("f2i"), fb.block("f2iwide"), fb.block("f2idone")
	fb.b.NewCondBr(fits, fast, slow)
	fastV := fast.NewFPToSI(v, types.I64)
	fast.NewBr(done)
	t := slow.NewCall(fb.mb.intrinsic("llvm.trunc.f64", types.Double, types.Double), v)
	r := slow.NewFRem(t, two64) // exact: |r| < 2**64, a multiple of 2**11
	r1 := slow.NewSelect(slow.NewFCmp(enum.FPredOGE, r, two63), slow.NewFSub(r, two64), r)
	r2 := slow.NewSelect(slow.NewFCmp(enum.FPredOLT, r1, neg63), slow.NewFAdd(r1, two64), r1)
	slowV := slow.NewFPToSI(r2, types.I64)
	slow.NewBr(done)
	fb.b = done
	i := fb.b.NewPhi(ir.NewIncoming(fastV, fast), ir.NewIncoming(slowV, slow))
	if to.Bits < 64 {
		return fb.b.NewTrunc(i, to.LLVM())
	}
	return i
}

// unary lowers -x, +x, ~x and not x.
func (fb *fnBuilder) unary(e *parser.UnaryOp, t typecheck.Type) val {
	v := fb.expr(e.Operand)
	if p, ok := typecheck.IsPrim(v.t); ok {
		switch e.Op {
		case parser.Not:
			return val{v: fb.b.NewXor(fb.truth(v, line(e)), constant.True), t: t}
		case parser.UAdd:
			return v
		case parser.USub:
			if p.IsFloat() {
				return val{v: fb.b.NewFNeg(v.v), t: t}
			}
			return val{v: fb.b.NewSub(constant.NewInt(p.LLVM().(*types.IntType), 0), v.v), t: t}
		case parser.Invert:
			return val{v: fb.b.NewXor(v.v, constant.NewInt(p.LLVM().(*types.IntType), -1)), t: t}
		}
	}
	if e.Op == parser.Not {
		c := fb.truth(v, line(e))
		o := fb.b.NewSelect(c, fb.rt.False(), fb.rt.True())
		return val{v: o, t: t}
	}
	fn := map[parser.UnaryOpKind]*capi.Func{parser.USub: capi.NumberNegative, parser.UAdd: capi.NumberPositive, parser.Invert: capi.NumberInvert}[e.Op]
	r := fb.callC(fn, line(e), v.v).as(t)
	fb.release(v)
	return r
}

// Rich comparison opcodes (Py_LT ...).
var richOps = map[parser.CmpOpKind]int64{parser.Lt: 0, parser.LtE: 1, parser.Eq: 2, parser.NotEq: 3, parser.Gt: 4, parser.GtE: 5}

// compare lowers a comparison chain with Python's short-circuit.
func (fb *fnBuilder) compare(e *parser.Compare, t typecheck.Type) val {
	if _, ok := typecheck.IsPrim(t); ok {
		done := fb.block("cmpend")
		var vals []value.Value
		var from []*ir.Block
		left := fb.expr(e.Left)
		for i, op := range e.Ops {
			right := fb.expr(e.Comparators[i])
			c := fb.primCompare(op, left, right)
			vals = append(vals, c)
			from = append(from, fb.b)
			if i == len(e.Ops)-1 {
				fb.b.NewBr(done)
				break
			}
			next := fb.block("cmpnext")
			fb.b.NewCondBr(c, next, done)
			fb.b = next
			left = right
		}
		fb.b = done
		if len(vals) == 1 {
			// Only one predecessor: no phi needed, but keep the block.
			return val{v: fb.phi(types.I1, vals, from), t: t}
		}
		return val{v: fb.phi(types.I1, vals, from), t: t}
	}
	slot := fb.alloca(irObj)
	done := fb.block("cmpend")
	left := fb.expr(e.Left)
	for i, op := range e.Ops {
		right := fb.expr(e.Comparators[i])
		r := fb.objectCompare(op, left, right, line(e))
		fb.b.NewStore(r.v, slot)
		if i == len(e.Ops)-1 {
			fb.consume(r)
			fb.release(right)
			fb.release(left)
			fb.b.NewBr(done)
			break
		}
		fb.release(left)
		truth := fb.callC(capi.ObjectIsTrue, line(e), r.v).v
		next := fb.block("cmpnext")
		stop := fb.block("cmpstop")
		fb.b.NewCondBr(fb.b.NewICmp(enum.IPredNE, truth, i32(0)), next, stop)
		// Stopping early: the false result is the value; release the
		// right operand on that path too.
		if right.owned {
			fb.rt.Decref(stop, right.v)
		}
		stop.NewBr(done)
		fb.b = next
		fb.release(r)
		left = right
	}
	fb.b = done
	return fb.produce(fb.b.NewLoad(irObj, slot), t)
}

// primCompare compares two primitives after promotion.
func (fb *fnBuilder) primCompare(op parser.CmpOpKind, a, b val) value.Value {
	ap, _ := typecheck.IsPrim(a.t)
	bp, _ := typecheck.IsPrim(b.t)
	p, _ := primitives.Promote(ap, bp)
	x := fb.convertPrim(a.v, ap, p)
	y := fb.convertPrim(b.v, bp, p)
	if p.IsFloat() {
		pred := map[parser.CmpOpKind]enum.FPred{parser.Eq: enum.FPredOEQ, parser.NotEq: enum.FPredUNE, parser.Lt: enum.FPredOLT,
			parser.LtE: enum.FPredOLE, parser.Gt: enum.FPredOGT, parser.GtE: enum.FPredOGE}[op]
		return fb.b.NewFCmp(pred, x, y)
	}
	signed := p.Signed
	preds := map[parser.CmpOpKind][2]enum.IPred{
		parser.Eq: {enum.IPredEQ, enum.IPredEQ}, parser.NotEq: {enum.IPredNE, enum.IPredNE},
		parser.Lt: {enum.IPredULT, enum.IPredSLT}, parser.LtE: {enum.IPredULE, enum.IPredSLE},
		parser.Gt: {enum.IPredUGT, enum.IPredSGT}, parser.GtE: {enum.IPredUGE, enum.IPredSGE},
	}[op]
	if signed {
		return fb.b.NewICmp(preds[1], x, y)
	}
	return fb.b.NewICmp(preds[0], x, y)
}

// objectCompare compares two objects; the result is a new reference.
func (fb *fnBuilder) objectCompare(op parser.CmpOpKind, a, b val, ln int) val {
	switch op {
	case parser.Is, parser.IsNot:
		pred := enum.IPredEQ
		if op == parser.IsNot {
			pred = enum.IPredNE
		}
		c := fb.b.NewICmp(pred, a.v, b.v)
		o := fb.b.NewSelect(c, fb.rt.True(), fb.rt.False())
		fb.rt.Incref(fb.b, o)
		return fb.produce(o, typecheck.BoolObj)
	case parser.In, parser.NotIn:
		// sp.contains: PySequence_Contains with exact dicts, sets, strs,
		// lists and tuples decided without the generic dispatch.
		r := fb.b.NewCall(fb.rt.ContainsFunc(), b.v, a.v)
		fb.errorIf(fb.b.NewICmp(enum.IPredSLT, r, i32(0)), ln)
		c := fb.b.NewICmp(enum.IPredNE, r, i32(0))
		var o value.Value
		if op == parser.In {
			o = fb.b.NewSelect(c, fb.rt.True(), fb.rt.False())
		} else {
			o = fb.b.NewSelect(c, fb.rt.False(), fb.rt.True())
		}
		fb.rt.Incref(fb.b, o)
		return fb.produce(o, typecheck.BoolObj)
	}
	if (mayBeNumber(a.t) || mayBeIntSubclass(a.t)) && (mayBeNumber(b.t) || mayBeIntSubclass(b.t)) {
		r := fb.b.NewCall(fb.rt.CompareFunc(richOps[op]), a.v, b.v)
		fb.errorIf(fb.b.NewICmp(enum.IPredEQ, r, runtime.Null), ln)
		return fb.produce(r, typecheck.Dynamic)
	}
	if (op == parser.Eq || op == parser.NotEq) && (a.t == typecheck.StrObj || b.t == typecheck.StrObj) &&
		(a.t == typecheck.StrObj || a.t == typecheck.Dynamic) && (b.t == typecheck.StrObj || b.t == typecheck.Dynamic) {
		// A str against a str constant or a dynamic value (`kind ==
		// "user"`): two exact strs compare without the rich comparison.
		r := fb.b.NewCall(fb.rt.StrCompareFunc(richOps[op]), a.v, b.v)
		fb.errorIf(fb.b.NewICmp(enum.IPredEQ, r, runtime.Null), ln)
		return fb.produce(r, typecheck.Dynamic)
	}
	return fb.callC(capi.ObjectRichCompare, ln, a.v, b.v, i32(richOps[op]))
}

var irObj = types.I8Ptr
