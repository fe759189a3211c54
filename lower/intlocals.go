// This file implements int locals kept unboxed: a local declared `int`
// (a Python int, unbounded) holds, across statements, either an object
// in its object slot (the one every object local has) or, while that
// slot is NULL, a machine integer in an i64 slot beside it; a flag says
// the i64 is set, so that NULL with the flag clear is still an unbound
// local (the representation of numlocals.go's float locals, with an
// integer for the double).
//
// Arithmetic that involves such a local (+ - * // % << >> & | ^ of int
// locals, int literals and values typed int) is computed as an inum: an
// i1 saying the value is the i64, the i64, and the object otherwise. Two
// operands that are machine integers are added, subtracted or
// multiplied with LLVM's overflow intrinsics (the other operators with
// their own tests, intOnI64); an overflow, a zero divisor, a negative
// shift count, or an operand that is an
// object (a bool, an int subclass, an int too wide for the i64 or the
// fast path's one-digit check), takes the slow path, which boxes both
// operands and calls the sp.num helper — PyNumber_* semantics, so an
// overflow continues as CPython's unbounded int and a subclass's
// operator is called as CPython calls it. Comparisons and truth tests of
// such values are decided on the integers, and a list indexed by one is
// read and written directly when it is exactly a list and the index in
// range. A value is boxed only where an object is needed (a call
// argument, a store into a container, a return): from the small-int
// table when it is in it, and a local keeps the box it made in its
// object slot, so the next such read finds it.
//
// An object stored in the local (`k = perm[0]`, a parameter) stays an
// object; a read that wants its integer tests it (exactly int, one
// digit) on the way, which is a few instructions.

package lower

import (
	"math/big"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/primitives"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/typecheck"
)

// intLocal is the storage of an int local beside its object slot.
type intLocal struct {
	v   *typecheck.Var
	obj *ir.InstAlloca // the local's object slot (fb.slots)
	i   *ir.InstAlloca // its integer while obj is NULL
	set *ir.InstAlloca // i1: i holds the value when obj is NULL
}

// inum is a lowered int value (see the file comment): when ok is true
// the value is the exact int i, otherwise it is obj (never NULL then).
// When ok is true obj is NULL or an object of that value.
type inum struct {
	ok  value.Value // i1
	i   value.Value // i64
	obj value.Value // PyObject*
	// owned says the code holds a reference to obj when it is not NULL
	// (registered as a nullable temporary, or as a temporary when it
	// never is NULL).
	owned bool
}

// intLocalOps are the operators computed on the integers (intBinary
// says when the i64 result is Python's).
var intLocalOps = map[parser.BinOpKind]runtime.NumOp{
	parser.Add: runtime.NumAdd, parser.Sub: runtime.NumSub, parser.Mult: runtime.NumMul,
	parser.FloorDiv: runtime.NumFloorDiv, parser.Mod: runtime.NumMod,
	parser.LShift: runtime.NumLShift, parser.RShift: runtime.NumRShift,
	parser.BitAnd: runtime.NumAnd, parser.BitOr: runtime.NumOr, parser.BitXor: runtime.NumXor,
}

// chooseIntLocals picks the function's int locals: object locals
// declared int, with the exclusions of float locals (captured, deleted,
// bound by except, import, :=, global or nonlocal; generator bodies).
func (fb *fnBuilder) chooseIntLocals() {
	decl := fb.decl
	if decl == nil || decl.Generator || decl.Def == nil {
		return
	}
	excluded := map[string]bool{}
	assigned := map[string]bool{}
	typecheck.WalkScope(decl.Def.Body, func(s parser.Stmt) {
		switch s := s.(type) {
		case *parser.Assign:
			for _, t := range s.Targets {
				if n, ok := t.(*parser.Name); ok {
					assigned[n.Id] = true
				}
			}
		case *parser.AnnAssign:
			if n, ok := s.Target.(*parser.Name); ok && s.Value != nil {
				assigned[n.Id] = true
			}
		case *parser.AugAssign:
			if n, ok := s.Target.(*parser.Name); ok {
				assigned[n.Id] = true
			}
		case *parser.Import:
			for _, a := range s.Names {
				excluded[a.ImportName()] = true
			}
		case *parser.ImportFrom:
			for _, a := range s.Names {
				excluded[a.ImportName()] = true
			}
		case *parser.FunctionDef:
			excluded[s.Name] = true
		case *parser.ClassDef:
			excluded[s.Name] = true
		case *parser.Match:
			typecheck.ForEachBinding(s, func(n string, _ parser.Node) { excluded[n] = true })
		case *parser.Try:
			for _, h := range s.Handlers {
				excluded[h.Name] = true
			}
		case *parser.Global:
			for _, n := range s.Names {
				excluded[n] = true
			}
		case *parser.Nonlocal:
			for _, n := range s.Names {
				excluded[n] = true
			}
		}
	})
	for n := range fb.walrusBound() {
		excluded[n] = true
	}
	inferred := fb.inferIntLocals(excluded)
	for _, v := range decl.Locals {
		if v.Type != typecheck.IntObj && !inferred[v] || excluded[v.Name] || v.Cell || decl.IsFree(v) || decl.MayUnbind(v.Name) {
			continue
		}
		// A parameter the body never assigns stays the caller's object.
		if v.Param && !assigned[v.Name] {
			continue
		}
		if _, ok := fb.slots[v]; !ok || fb.cellOf(v) != nil || fb.numLocals[v] != nil {
			continue
		}
		il := &intLocal{v: v, obj: fb.slots[v], i: fb.alloca(types.I64), set: fb.alloca(types.I1)}
		fb.initStores[fb.entry.NewStore(constant.NewInt(types.I64, 0), il.i)] = true
		fb.initStores[fb.entry.NewStore(constant.False, il.set)] = true
		if fb.intLocals == nil {
			fb.intLocals = map[*typecheck.Var]*intLocal{}
		}
		fb.intLocals[v] = il
	}
}

// inferIntLocals returns the unannotated locals that only ever hold
// ints as far as the code shows (`i = 0`, `x = len(cs)`, `i = i + 1`):
// not parameters, bound only by single assignments and + - * augmented
// ones, each of whose values is an int literal, a value typed int, one
// of these locals, or + - * of such values. (A fixpoint: a local
// assigned from one that is not is not either.) They get the int
// locals' representation, which holds any object: the inference only
// says where it pays, an int subclass or anything else stored at run
// time computes as before.
func (fb *fnBuilder) inferIntLocals(excluded map[string]bool) map[*typecheck.Var]bool {
	decl := fb.decl
	values := map[*typecheck.Var][]parser.Expr{}
	other := map[string]bool{}
	rangeBound := map[*typecheck.Var]bool{}
	typecheck.WalkScope(decl.Def.Body, func(s parser.Stmt) {
		switch s := s.(type) {
		case *parser.For:
			// `for i in range(...)`: i is bound to ints (when the name
			// is the builtin; anything else is held as an object).
			if n, ok := s.Target.(*parser.Name); ok && fb.isRangeCall(s.Iter) {
				if v := decl.Local(n.Id); v != nil {
					rangeBound[v] = true
					return
				}
			}
		case *parser.Assign:
			if n, ok := s.Targets[0].(*parser.Name); ok && len(s.Targets) == 1 {
				if v := decl.Local(n.Id); v != nil {
					values[v] = append(values[v], s.Value)
					return
				}
			}
		case *parser.AugAssign:
			if n, ok := s.Target.(*parser.Name); ok {
				if _, arith := intLocalOps[s.Op]; arith {
					if v := decl.Local(n.Id); v != nil {
						values[v] = append(values[v], s.Value)
						return
					}
				}
			}
		}
		typecheck.ForEachBinding(s, func(name string, _ parser.Node) { other[name] = true })
	})
	cands := map[*typecheck.Var]bool{}
	for v, vs := range values {
		if v.Type == typecheck.Dynamic && !v.Declared && !v.Param && len(vs) > 0 && !other[v.Name] && !excluded[v.Name] {
			cands[v] = true
		}
	}
	for v := range rangeBound {
		if v.Type == typecheck.Dynamic && !v.Declared && !v.Param && !other[v.Name] && !excluded[v.Name] {
			cands[v] = true
		}
	}
	var intShaped func(e parser.Expr) bool
	intShaped = func(e parser.Expr) bool {
		if _, ok := fb.intLiteral(e); ok {
			return true
		}
		if n, ok := e.(*parser.Name); ok {
			if v, ok := fb.mb.info.RefOf(n).(*typecheck.Var); ok && cands[v] {
				return true
			}
		}
		if b, ok := e.(*parser.BinOp); ok {
			if _, arith := intLocalOps[b.Op]; arith {
				return intShaped(b.Left) && intShaped(b.Right)
			}
		}
		return fb.typeOf(e) == typecheck.IntObj
	}
	for changed := true; changed; {
		changed = false
		for v := range cands {
			for _, e := range values[v] {
				if !intShaped(e) {
					delete(cands, v)
					changed = true
					break
				}
			}
		}
	}
	return cands
}

// isRangeCall reports whether e is range(...) with one to three
// positional arguments, range naming the builtin as far as the checker
// sees (the call itself still finds what the name holds at run time).
func (fb *fnBuilder) isRangeCall(e parser.Expr) bool {
	call, ok := e.(*parser.Call)
	if !ok || len(call.Keywords) != 0 || len(call.Args) < 1 || len(call.Args) > 3 || typecheck.HasStarArgs(call) {
		return false
	}
	n, ok := call.Func.(*parser.Name)
	if !ok || n.Id != "range" {
		return false
	}
	g, ok := fb.mb.info.RefOf(n).(*typecheck.Global)
	return ok && g.Kind == typecheck.GlobalBuiltin
}

// intLocalOf returns the int local a name refers to, or nil.
func (fb *fnBuilder) intLocalOf(e parser.Expr) *intLocal {
	n, ok := e.(*parser.Name)
	if !ok || fb.intLocals == nil {
		return nil
	}
	v, ok := fb.mb.info.RefOf(n).(*typecheck.Var)
	if !ok {
		return nil
	}
	return fb.intLocals[v]
}

// intLiteral returns the value of e when it is an int literal (not a
// bool) that fits in 62 bits.
func (fb *fnBuilder) intLiteral(e parser.Expr) (int64, bool) {
	k, ok := fb.mb.info.ConstOf(e)
	if !ok || k.Int == nil || k.Bool != nil || k.Float != nil {
		return 0, false
	}
	if k.Int.CmpAbs(big.NewInt(1<<62)) >= 0 {
		return 0, false
	}
	return k.Int.Int64(), true
}

// intArith reports whether e is computed as an inum: + - * whose
// operands are int literals, int locals, values typed int or such
// arithmetic, with an int local among its leaves (code without int
// locals is lowered as before).
func (fb *fnBuilder) intArith(e parser.Expr) bool {
	return fb.intArithOf(e, true)
}

// intArithOf is intArith, with needLocal false also for arithmetic
// without an int local (the value assigned to one).
func (fb *fnBuilder) intArithOf(e parser.Expr, needLocal bool) bool {
	if fb.intLocals == nil {
		return false
	}
	b, ok := e.(*parser.BinOp)
	if !ok {
		return false
	}
	local := false
	var leafOK func(e parser.Expr) bool
	leafOK = func(e parser.Expr) bool {
		if b, ok := e.(*parser.BinOp); ok {
			// (Dynamic: arithmetic of an inferred int local.)
			if _, ok := intLocalOps[b.Op]; !ok || fb.typeOf(b) != typecheck.IntObj && fb.typeOf(b) != typecheck.Dynamic {
				return false
			}
			return leafOK(b.Left) && leafOK(b.Right)
		}
		if fb.intLocalOf(e) != nil {
			local = true
			return true
		}
		if _, ok := fb.intLiteral(e); ok {
			return true
		}
		return fb.typeOf(e) == typecheck.IntObj
	}
	return leafOK(b) && (local || !needLocal)
}

// intOperand reports whether e is read as an inum where a comparison or
// an index wants one: an int local, int arithmetic, an int literal or a
// value typed int.
func (fb *fnBuilder) intOperand(e parser.Expr) bool {
	if fb.intLocalOf(e) != nil || fb.intArith(e) {
		return true
	}
	if _, ok := fb.intLiteral(e); ok {
		return true
	}
	return fb.typeOf(e) == typecheck.IntObj
}

// hasIntLocal reports whether an int local is among the names of e.
func (fb *fnBuilder) hasIntLocal(e parser.Expr) bool {
	if fb.intLocals == nil {
		return false
	}
	found := false
	var walk func(e parser.Expr)
	walk = func(e parser.Expr) {
		if fb.intLocalOf(e) != nil {
			found = true
		}
		if _, ok := e.(*parser.Lambda); ok {
			return
		}
		parser.ChildExprs(e, walk)
	}
	walk(e)
	return found
}

// intPrim reports whether e is a primitive integer an i64 holds (every
// one but uint64, and not cbool).
func (fb *fnBuilder) intPrim(e parser.Expr) (*primitives.Prim, bool) {
	p, ok := typecheck.IsPrim(fb.typeOf(e))
	if !ok || p.Kind != primitives.Int || p.Bits == 64 && !p.Signed {
		return nil, false
	}
	return p, true
}

// intOf lowers e as an inum.
func (fb *fnBuilder) intOf(e parser.Expr) inum {
	if p, ok := fb.intPrim(e); ok {
		v := fb.expr(e).v
		if p.Bits < 64 {
			if p.Signed {
				v = fb.b.NewSExt(v, types.I64)
			} else {
				v = fb.b.NewZExt(v, types.I64)
			}
		}
		return inum{ok: constant.True, i: v, obj: runtime.Null}
	}
	if k, ok := fb.intLiteral(e); ok {
		if k >= -5 && k <= 256 {
			return inum{ok: constant.True, i: constant.NewInt(types.I64, k), obj: runtime.Null}
		}
		// Another literal is its constant object, whose identity a
		// local holding it keeps (`x = 1000; x is y`).
		v := fb.boxed(fb.expr(e), line(e))
		return inum{ok: constant.True, i: constant.NewInt(types.I64, k), obj: v.v, owned: v.owned}
	}
	if il := fb.intLocalOf(e); il != nil {
		return fb.loadIntLocal(il, e.(*parser.Name))
	}
	if b, ok := e.(*parser.BinOp); ok && fb.intArithOf(b, false) {
		l := fb.intOf(b.Left)
		r := fb.intOf(b.Right)
		return fb.intBinary(b.Op, l, r, line(b), false)
	}
	return fb.inumOfObject(fb.boxed(fb.expr(e), line(e)))
}

// inumOfObject makes an inum of the object v (not NULL), taking over
// v's reference: its integer when it is exactly an int of one digit.
func (fb *fnBuilder) inumOfObject(v val) inum {
	from := fb.b
	isInt, compact, done := fb.block("int.type"), fb.block("int.compact"), fb.block("int.known")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, fb.rt.TypeOf(fb.b, v.v), fb.rt.CData("PyLong_Type")), isInt, done)
	isInt.NewCondBr(fb.rt.LongIsCompact(isInt, v.v), compact, done)
	iv := fb.rt.LongCompactValue(compact, v.v)
	compact.NewBr(done)
	fb.b = done
	zero := constant.NewInt(types.I64, 0)
	ok := done.NewPhi(ir.NewIncoming(constant.False, from), ir.NewIncoming(constant.False, isInt), ir.NewIncoming(constant.True, compact))
	i := done.NewPhi(ir.NewIncoming(zero, from), ir.NewIncoming(zero, isInt), ir.NewIncoming(iv, compact))
	return inum{ok: ok, i: i, obj: v.v, owned: v.owned}
}

// releaseIntHere drops n's reference in the current block without
// forgetting it as a live temporary (another path still holds it).
func (fb *fnBuilder) releaseIntHere(n inum) {
	if n.owned {
		fb.rt.XDecref(fb.b, n.obj)
	}
}

// forgetInt forgets n as a live temporary.
func (fb *fnBuilder) forgetInt(n inum) {
	if n.owned {
		fb.consume(val{v: n.obj, owned: true})
	}
}

// intObject returns n as an object the code owns (a live temporary):
// n's object when it has one, else its integer boxed; n's own temporary
// is forgotten.
func (fb *fnBuilder) intObject(n inum, ln int) val {
	if n.obj == runtime.Null {
		return fb.checkNull(fb.rt.LongFromI64(fb.b, n.i), typecheck.IntObj, ln)
	}
	isNull, notNull, join := fb.block("int.box"), fb.block("int.obj"), fb.block("int.boxed")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, n.obj, runtime.Null), isNull, notNull)
	fb.b = isNull
	boxed := fb.rt.LongFromI64(fb.b, n.i)
	// A failed allocation leaves nothing of n's to release (its object
	// is NULL on this path).
	fb.errorIf(fb.b.NewICmp(enum.IPredEQ, boxed, runtime.Null), ln)
	fromBox := fb.b
	fb.b.NewBr(join)
	if !n.owned {
		fb.rt.Incref(notNull, n.obj)
	}
	notNull.NewBr(join)
	fb.b = join
	o := join.NewPhi(ir.NewIncoming(boxed, fromBox), ir.NewIncoming(n.obj, notNull))
	fb.forgetInt(n)
	return fb.produce(o, typecheck.IntObj)
}

// intExpr lowers int arithmetic (intArith) to an object of type t.
func (fb *fnBuilder) intExpr(e parser.Expr, t typecheck.Type) val {
	v := fb.intObject(fb.intOf(e), line(e))
	return val{v: v.v, t: t, owned: true}
}

// overflowOp returns LLVM's llvm.<op>.with.overflow.i64.
func (fb *fnBuilder) overflowOp(op runtime.NumOp) *ir.Func {
	name := map[runtime.NumOp]string{runtime.NumAdd: "sadd", runtime.NumSub: "ssub", runtime.NumMul: "smul"}[op]
	return fb.rt.DeclareExternal("llvm."+name+".with.overflow.i64", types.NewStruct(types.I64, types.I1), types.I64, types.I64)
}

// intOnI64 emits `x op y` on two i64s, op one of intLocalOps: the
// result, and true when it is not Python's (an overflow of + - * <<, a
// zero divisor or MIN // -1 for // and %, a negative or too wide shift
// count), which sends the operation to the slow path. & | ^ always fit;
// >> by 64 or more leaves the sign, as Python's does.
func (fb *fnBuilder) intOnI64(op runtime.NumOp, x, y value.Value) (r, slow value.Value) {
	b := fb.b
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	switch op {
	case runtime.NumAdd, runtime.NumSub, runtime.NumMul:
		res := b.NewCall(fb.overflowOp(op), x, y)
		return b.NewExtractValue(res, 0), b.NewExtractValue(res, 1)
	case runtime.NumFloorDiv, runtime.NumMod:
		bad := b.NewOr(b.NewICmp(enum.IPredEQ, y, i64(0)),
			b.NewAnd(b.NewICmp(enum.IPredEQ, x, i64(ssizeMinValue)), b.NewICmp(enum.IPredEQ, y, i64(-1))))
		// The divisor made safe for sdiv/srem where it is not used.
		d := b.NewSelect(bad, i64(1), y)
		q, m := b.NewSDiv(x, d), b.NewSRem(x, d)
		// The signs differ and the division was inexact: one down (and
		// the remainder moves by the divisor), as Python floors.
		adjust := b.NewAnd(b.NewICmp(enum.IPredNE, m, i64(0)), b.NewICmp(enum.IPredSLT, b.NewXor(m, d), i64(0)))
		if op == runtime.NumFloorDiv {
			return b.NewSelect(adjust, b.NewSub(q, i64(1)), q), bad
		}
		return b.NewSelect(adjust, b.NewAdd(m, d), m), bad
	case runtime.NumAnd:
		return b.NewAnd(x, y), constant.False
	case runtime.NumOr:
		return b.NewOr(x, y), constant.False
	case runtime.NumXor:
		return b.NewXor(x, y), constant.False
	case runtime.NumRShift:
		return b.NewAShr(x, b.NewSelect(b.NewICmp(enum.IPredSGT, y, i64(63)), i64(63), y)), b.NewICmp(enum.IPredSLT, y, i64(0))
	case runtime.NumLShift:
		// A count outside 0..63 is the slow path's (ValueError, or a
		// wider int unless x is 0); within, the shift fits when shifting
		// back gives x.
		wide := b.NewICmp(enum.IPredUGT, y, i64(63))
		n := b.NewSelect(wide, i64(0), y)
		r := b.NewShl(x, n)
		return r, b.NewOr(wide, b.NewICmp(enum.IPredNE, b.NewAShr(r, n), x))
	}
	panic("internal error: lower: int operator without an i64 form")
}

// ssizeMinValue is the smallest i64 (MIN // -1 overflows).
const ssizeMinValue = -1 << 63

// intBinary lowers `a op b` (`a op= b` with inplace), op one of
// intLocalOps, consuming a and b: on the integers when both are
// integers and the result is Python's (intOnI64), else through the
// sp.num helper on their objects.
func (fb *fnBuilder) intBinary(op parser.BinOpKind, a, b inum, ln int, inplace bool) inum {
	nop := intLocalOps[op]
	ints, slow := fb.block("int.ints"), fb.block("int.slow")
	fb.b.NewCondBr(fb.b.NewAnd(a.ok, b.ok), ints, slow)
	fb.b = ints
	r, overflow := fb.intOnI64(nop, a.i, b.i)
	fits := fb.block("int.fits")
	fb.b.NewCondBr(overflow, slow, fits)
	fb.b = fits
	fb.releaseIntHere(b)
	fb.releaseIntHere(a)
	fast := fb.b

	fb.b = slow
	oa := fb.intObject(a, ln)
	ob := fb.intObject(b, ln)
	ro := fb.b.NewCall(fb.rt.NumberFunc(nop, inplace, false, false), oa.v, ob.v)
	fb.release(ob)
	fb.release(oa)
	fb.errorIf(fb.b.NewICmp(enum.IPredEQ, ro, runtime.Null), ln)
	// The result is an object (an int past the i64, or whatever an int
	// subclass's operator made); when it is an int of one digit after
	// all, the operations after it take their fast path.
	slowRes := fb.inumOfObject(val{v: ro, t: typecheck.Dynamic})
	slowEnd := fb.b
	join := fb.block("int.join")
	fast.NewBr(join)
	slowEnd.NewBr(join)
	fb.b = join
	ok := join.NewPhi(ir.NewIncoming(constant.True, fast), ir.NewIncoming(slowRes.ok, slowEnd))
	i := join.NewPhi(ir.NewIncoming(r, fast), ir.NewIncoming(slowRes.i, slowEnd))
	obj := join.NewPhi(ir.NewIncoming(runtime.Null, fast), ir.NewIncoming(ro, slowEnd))
	fb.produceNullable(obj)
	return inum{ok: ok, i: i, obj: obj, owned: true}
}

// intCompare lowers `a op b` (op one of < <= == != > >=) to its truth,
// consuming a and b.
func (fb *fnBuilder) intCompare(op parser.CmpOpKind, a, b inum, ln int) value.Value {
	ints, slow := fb.block("int.ints"), fb.block("int.slow")
	fb.b.NewCondBr(fb.b.NewAnd(a.ok, b.ok), ints, slow)
	fb.b = ints
	pred := map[parser.CmpOpKind]enum.IPred{parser.Eq: enum.IPredEQ, parser.NotEq: enum.IPredNE, parser.Lt: enum.IPredSLT,
		parser.LtE: enum.IPredSLE, parser.Gt: enum.IPredSGT, parser.GtE: enum.IPredSGE}[op]
	c := fb.b.NewICmp(pred, a.i, b.i)
	fb.releaseIntHere(b)
	fb.releaseIntHere(a)
	fast := fb.b

	fb.b = slow
	oa := fb.intObject(a, ln)
	ob := fb.intObject(b, ln)
	codes := map[parser.CmpOpKind]int64{parser.Lt: 0, parser.LtE: 1, parser.Eq: 2, parser.NotEq: 3, parser.Gt: 4, parser.GtE: 5}
	r := fb.b.NewCall(fb.rt.CompareFunc(codes[op]), oa.v, ob.v)
	fb.release(ob)
	fb.release(oa)
	truth := fb.truth(fb.checkNull(r, typecheck.Dynamic, ln), ln)
	slowEnd := fb.b
	join := fb.block("int.cmp")
	fast.NewBr(join)
	slowEnd.NewBr(join)
	fb.b = join
	return join.NewPhi(ir.NewIncoming(c, fast), ir.NewIncoming(truth, slowEnd))
}

// intComparable reports whether the comparison e is lowered on inums: a
// single order or equality comparison of an int local, int arithmetic,
// an int literal or a primitive integer with another such operand or an
// object that may be a number, or of two objects that may be numbers
// (untyped code's `self.direction == Direction.FORWARD`). An object is
// tested on the way: exact ints of one digit are compared on their
// values, anything else through sp.cmp.
func (fb *fnBuilder) intComparable(e *parser.Compare) bool {
	if len(e.Ops) != 1 {
		return false
	}
	switch e.Ops[0] {
	case parser.Eq, parser.NotEq, parser.Lt, parser.LtE, parser.Gt, parser.GtE:
	default:
		return false
	}
	l, r := e.Left, e.Comparators[0]
	strong := func(e parser.Expr) bool {
		_, lit := fb.intLiteral(e)
		_, prim := fb.intPrim(e)
		return lit || prim || fb.intLocalOf(e) != nil || fb.intArith(e)
	}
	weak := func(e parser.Expr) bool {
		if _, ok := typecheck.IsPrim(fb.typeOf(e)); ok {
			return false
		}
		return mayBeNumber(fb.typeOf(e))
	}
	_, lk := fb.intLiteral(l)
	_, rk := fb.intLiteral(r)
	_, lp := fb.intPrim(l)
	_, rp := fb.intPrim(r)
	if lk && rk || lp && rp {
		return false
	}
	return strong(l) && (strong(r) || weak(r)) || strong(r) && weak(l) || weak(l) && weak(r)
}

// intCond lowers a comparison intComparable accepts to its truth.
func (fb *fnBuilder) intCond(e *parser.Compare) value.Value {
	a := fb.intOf(e.Left)
	b := fb.intOf(e.Comparators[0])
	return fb.intCompare(e.Ops[0], a, b, line(e))
}

// intTruth is the truth of an int local as a condition (`while k:`).
func (fb *fnBuilder) intTruth(il *intLocal, e *parser.Name) value.Value {
	obj := fb.b.NewLoad(runtime.Obj, il.obj)
	i := fb.b.NewLoad(types.I64, il.i)
	if !il.v.Param {
		set := fb.b.NewLoad(types.I1, il.set)
		fb.unboundIf(fb.b.NewAnd(fb.b.NewICmp(enum.IPredEQ, obj, runtime.Null), fb.b.NewXor(set, constant.True)), e)
	}
	ints, object, join := fb.block("int.truth"), fb.block("int.objtruth"), fb.block("int.truthdone")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, obj, runtime.Null), ints, object)
	c := ints.NewICmp(enum.IPredNE, i, constant.NewInt(types.I64, 0))
	ints.NewBr(join)
	fb.b = object
	t := fb.truth(val{v: obj, t: typecheck.Dynamic}, line(e))
	objEnd := fb.b
	fb.b.NewBr(join)
	fb.b = join
	return join.NewPhi(ir.NewIncoming(c, ints), ir.NewIncoming(t, objEnd))
}

// loadIntLocal reads il as a borrowed inum, raising UnboundLocalError
// when it is unbound.
func (fb *fnBuilder) loadIntLocal(il *intLocal, e *parser.Name) inum {
	obj := fb.b.NewLoad(runtime.Obj, il.obj)
	i := fb.b.NewLoad(types.I64, il.i)
	if !il.v.Param {
		set := fb.b.NewLoad(types.I1, il.set)
		fb.unboundIf(fb.b.NewAnd(fb.b.NewICmp(enum.IPredEQ, obj, runtime.Null), fb.b.NewXor(set, constant.True)), e)
	}
	ints, object, join := fb.block("int.local"), fb.block("int.localobj"), fb.block("int.loaded")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, obj, runtime.Null), ints, object)
	ints.NewBr(join)
	fb.b = object
	n := fb.inumOfObject(val{v: obj, t: typecheck.Dynamic})
	objEnd := fb.b
	objEnd.NewBr(join)
	fb.b = join
	ok := join.NewPhi(ir.NewIncoming(constant.True, ints), ir.NewIncoming(n.ok, objEnd))
	iv := join.NewPhi(ir.NewIncoming(i, ints), ir.NewIncoming(n.i, objEnd))
	return inum{ok: ok, i: iv, obj: obj}
}

// loadIntLocalBoxed reads il as a borrowed object: an integer is boxed
// and the box kept in the object slot, so the next read finds it.
func (fb *fnBuilder) loadIntLocalBoxed(il *intLocal, e *parser.Name) val {
	obj := fb.b.NewLoad(runtime.Obj, il.obj)
	if !il.v.Param {
		set := fb.b.NewLoad(types.I1, il.set)
		fb.unboundIf(fb.b.NewAnd(fb.b.NewICmp(enum.IPredEQ, obj, runtime.Null), fb.b.NewXor(set, constant.True)), e)
	}
	box, done := fb.block("intlocal.box"), fb.block("intlocal.boxed")
	from := fb.b
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, obj, runtime.Null), box, done)
	fb.b = box
	boxed := fb.checkNull(fb.rt.LongFromI64(fb.b, fb.b.NewLoad(types.I64, il.i)), typecheck.IntObj, line(e))
	fb.consume(boxed) // the slot holds it
	fb.b.NewStore(boxed.v, il.obj)
	boxedFrom := fb.b
	fb.b.NewBr(done)
	fb.b = done
	o := done.NewPhi(ir.NewIncoming(obj, from), ir.NewIncoming(boxed.v, boxedFrom))
	return val{v: o, t: il.v.Type}
}

// storeIntLocal assigns n (consumed) to il; an object is checked
// against the local's declared type (at line ln) as any object stored in
// it is: an int subclass's operator may return anything.
func (fb *fnBuilder) storeIntLocal(il *intLocal, n inum, ln int) {
	old := fb.b.NewLoad(runtime.Obj, il.obj)
	// A value without an object is stored as the integer; an object
	// is stored as the object (its identity is kept: an int subclass's
	// operator may return any int).
	ints, object, join := fb.block("int.store"), fb.block("int.storeobj"), fb.block("int.stored")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, n.obj, runtime.Null), ints, object)
	fb.b = ints
	fb.b.NewStore(runtime.Null, il.obj)
	fb.b.NewStore(n.i, il.i)
	fb.b.NewBr(join)
	fb.b = object
	fb.coerce(val{v: n.obj, t: typecheck.Dynamic}, il.v.Type, ln)
	if !n.owned {
		fb.rt.Incref(fb.b, n.obj)
	}
	fb.b.NewStore(n.obj, il.obj)
	fb.b.NewBr(join)
	fb.b = join
	fb.b.NewStore(constant.True, il.set)
	fb.forgetInt(n)
	fb.rt.XDecref(fb.b, old)
}

// assignInt lowers `target = value` when target is an int local and
// value int arithmetic or an int literal; it reports false (nothing
// emitted) for any other assignment.
func (fb *fnBuilder) assignInt(target, value parser.Expr) bool {
	il := fb.intLocalOf(target)
	if il == nil {
		return false
	}
	if _, ok := fb.intLiteral(value); !ok && !fb.intArithOf(value, false) && fb.intLocalOf(value) == nil {
		return false
	}
	fb.storeIntLocal(il, fb.intOf(value), line(value))
	return true
}

// augAssignInt lowers `target op= value` when target is an int local, op
// one of + - * and value an int operand.
func (fb *fnBuilder) augAssignInt(t *parser.Name, s *parser.AugAssign) bool {
	il := fb.intLocalOf(t)
	if _, ok := intLocalOps[s.Op]; il == nil || !ok || !fb.intOperand(s.Value) {
		return false
	}
	cur := fb.loadIntLocal(il, t)
	rhs := fb.intOf(s.Value)
	fb.storeIntLocal(il, fb.intBinary(s.Op, cur, rhs, line(s), true), line(s))
	return true
}

// intIndex reports whether the index of the subscript s is read as an
// inum: a primitive integer; an int literal when s's object may be a
// list or a tuple (its items are then read in place, as CPython's
// BINARY_SUBSCR_LIST_INT does: `v[0] -= dx * m` on an untyped v); or,
// in a function with int locals, an int operand with an int local in
// it.
func (fb *fnBuilder) intIndex(s *parser.Subscript) bool {
	e := s.Slice
	if _, ok := e.(*parser.Slice); ok {
		return false
	}
	if _, ok := fb.intPrim(e); ok {
		return true
	}
	if _, ok := fb.intLiteral(e); ok && (fb.intLocals != nil || mayBeSequence(fb.typeOf(s.Value))) {
		return true
	}
	if fb.intLocals == nil {
		return false
	}
	return fb.intOperand(e) && fb.hasIntLocal(e)
}

// mayBeSequence reports whether a value of type t may be an exact list
// or tuple.
func mayBeSequence(t typecheck.Type) bool {
	return t == typecheck.Dynamic || t == typecheck.ListObj || t == typecheck.TupleObj
}

// listIndex emits, for a list obj and the integer index n, the test
// that n is an integer in range (negative counting from the end); it
// returns the position and continues in the block where it holds,
// branching to slow otherwise. The list is an exact list, or an
// instance of a list subclass whose MRO finds list's own dunder
// (__getitem__ or __setitem__: runtime.ListDunderIsList, remembered per
// type while its version tag holds): CPython's slot then calls list's C
// function, which does what the exact list's path does.
func (fb *fnBuilder) listIndex(obj value.Value, n inum, dunder string, slow *ir.Block) value.Value {
	rt := fb.rt
	isInt, list, sub, check := fb.block("list.index"), fb.block("list.int"), fb.block("list.sub"), fb.block("list.range")
	fb.b.NewCondBr(n.ok, isInt, slow)
	tp := rt.TypeOf(isInt, obj)
	isInt.NewCondBr(isInt.NewICmp(enum.IPredEQ, tp, rt.CData("PyList_Type")), list, sub)
	subList := fb.block("list.subclass")
	sub.NewCondBr(rt.HasTypeFlag(sub, obj, runtime.FlagList), subList, slow)
	known, asList := rt.ListDunderIsList(fb.f, subList, tp, dunder)
	known.NewCondBr(asList, list, slow)
	fb.b = list
	size := rt.ListSize(fb.b, obj)
	k := fb.b.NewSelect(fb.b.NewICmp(enum.IPredSLT, n.i, constant.NewInt(types.I64, 0)), fb.b.NewAdd(n.i, size), n.i)
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredULT, k, size), check, slow)
	fb.b = check
	return k
}

// intObjectCopy returns n as a new owned object, leaving n as it is.
func (fb *fnBuilder) intObjectCopy(n inum, ln int) val {
	return fb.intObject(inum{ok: n.ok, i: n.i, obj: n.obj}, ln)
}

// releaseInt drops n's reference and forgets it.
func (fb *fnBuilder) releaseInt(n inum) {
	fb.releaseIntHere(n)
	fb.forgetInt(n)
}

// getItemInt emits obj[n], a new reference of checked type t: read
// directly from an exact list, else through sp.getitem; obj and n are
// not consumed.
func (fb *fnBuilder) getItemInt(obj val, n inum, t typecheck.Type, ln int) val {
	notList := fb.block("list.slow")
	k := fb.listIndex(obj.v, n, "__getitem__", notList)
	item := fb.b.NewLoad(runtime.Obj, fb.rt.ListItemPtr(fb.b, obj.v, k))
	fb.rt.Incref(fb.b, item)
	fast := fb.b

	// An exact tuple is read in place too.
	fb.b = notList
	slow, tuple, tupleIn := fb.block("tuple.slow"), fb.block("tuple.int"), fb.block("tuple.item")
	fb.b.NewCondBr(fb.b.NewAnd(n.ok, fb.b.NewICmp(enum.IPredEQ, fb.rt.TypeOf(fb.b, obj.v), fb.rt.CData("PyTuple_Type"))), tuple, slow)
	size := fb.rt.ListSize(tuple, obj.v)
	tk := tuple.NewSelect(tuple.NewICmp(enum.IPredSLT, n.i, constant.NewInt(types.I64, 0)), tuple.NewAdd(n.i, size), n.i)
	tuple.NewCondBr(tuple.NewICmp(enum.IPredULT, tk, size), tupleIn, slow)
	titem := tupleIn.NewLoad(runtime.Obj, tupleIn.NewGetElementPtr(runtime.Obj, fb.rt.TupleItems(tupleIn, obj.v), tk))
	fb.rt.Incref(tupleIn, titem)

	fb.b = slow
	idx := fb.intObjectCopy(n, ln)
	r := fb.getItem(obj, idx, t, ln)
	fb.consume(r)
	fb.release(idx)
	slowEnd := fb.b
	join := fb.block("list.got")
	fast.NewBr(join)
	tupleIn.NewBr(join)
	slowEnd.NewBr(join)
	fb.b = join
	res := join.NewPhi(ir.NewIncoming(item, fast), ir.NewIncoming(titem, tupleIn), ir.NewIncoming(r.v, slowEnd))
	return fb.produce(res, t)
}

// setItemInt emits obj[n] = v: written directly into an exact list (the
// old item released last: its finalizer sees the list changed), else
// through sp.setitem; obj, n and v are not consumed.
func (fb *fnBuilder) setItemInt(obj val, n inum, v val, ln int) {
	slow := fb.block("list.slow")
	k := fb.listIndex(obj.v, n, "__setitem__", slow)
	p := fb.rt.ListItemPtr(fb.b, obj.v, k)
	old := fb.b.NewLoad(runtime.Obj, p)
	fb.rt.Incref(fb.b, v.v)
	fb.b.NewStore(v.v, p)
	fb.rt.Decref(fb.b, old)
	fast := fb.b

	fb.b = slow
	idx := fb.intObjectCopy(n, ln)
	fb.setItem(obj, idx, v, ln)
	fb.release(idx)
	join := fb.block("list.set")
	fast.NewBr(join)
	fb.b.NewBr(join)
	fb.b = join
}

// augAssignIntItem lowers `obj[i] op= value` (obj already evaluated, not
// consumed) whose index is an int operand intIndex accepts: the item
// read and written as getItemInt and setItemInt do, and, when the item
// is typed int and op one of + - *, the operation computed as intBinary
// computes it.
func (fb *fnBuilder) augAssignIntItem(obj val, t *parser.Subscript, s *parser.AugAssign) {
	n := fb.intOf(t.Slice)
	cur := fb.getItemInt(obj, n, typecheck.Dynamic, line(t))
	var res val
	if _, ok := intLocalOps[s.Op]; ok && fb.typeOf(t) == typecheck.IntObj && fb.intOperand(s.Value) {
		a := fb.inumOfObject(cur)
		b := fb.intOf(s.Value)
		res = fb.intObject(fb.intBinary(s.Op, a, b, line(s), true), line(s))
	} else {
		rhs := fb.expr(s.Value)
		res = fb.binary(s.Op, cur, rhs, typecheck.Dynamic, line(s), true)
	}
	fb.setItemInt(obj, n, res, line(s))
	fb.release(res)
	fb.releaseInt(n)
}
