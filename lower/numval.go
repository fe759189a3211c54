// This file implements floats kept unboxed in untyped code: the value of
// an arithmetic expression on objects that may be floats, carried as a
// double while its operands are exact floats and as an object otherwise,
// so that `dx * dx + dy * dy` boxes one float instead of three, and the
// locals numlocals.go chose, which hold such a value across statements.
//
// Nothing is assumed about the operands' types: every operation tests
// them (an unboxed double is an exact float by construction), computes
// on the doubles when CPython's float operation would do just that, and
// otherwise boxes the operands and calls the sp.num helper whose
// semantics are PyNumber_*'s (ints, subclasses of float, operator
// overloading, ZeroDivisionError). The result of such a slow path is an
// object, and the operations after it take their slow path too.

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
	"github.com/staticpyc/staticpyc/runtime/capi"
	"github.com/staticpyc/staticpyc/typecheck"
)

// numState says what is known at compile time about a num.
type numState uint8

const (
	// numObject: obj is an object (never NULL); d is unused.
	numObject numState = iota
	// numDouble: the value is the exact float d; obj is NULL.
	numDouble
	// numEither: when obj is NULL the value is the exact float d,
	// otherwise it is obj.
	numEither
)

// num is a lowered value of an arithmetic expression that may be a
// float (see the file comment).
type num struct {
	state numState
	obj   value.Value // PyObject*, NULL when the value is d
	d     value.Value // double
	// owned says the code holds a reference to obj when obj is not
	// NULL (a numEither's obj is then registered as a nullable
	// temporary).
	owned bool
	// k is, for an int literal a double represents exactly, that
	// double: float op int computes op on it, as float's operators
	// convert the int. Against anything but a float the literal is the
	// object obj.
	k value.Value
	// ki is, for an int literal of at most 30 bits (a one-digit int's
	// range), its value as an i64, for int op int; nil otherwise.
	ki value.Value
	// lit is, for a float literal, the module's slot holding it as an
	// object: the slow path takes that object instead of boxing anew.
	lit value.Value
}

// zeroDouble fills the unused double of a num that is an object.
var zeroDouble = constant.NewFloat(types.Double, 0)

// floatOps are the binary operators computed on doubles when both
// operands are floats: float's own + - * / give exactly the IEEE
// operation's result (true division by zero excepted).
var floatOps = map[parser.BinOpKind]runtime.NumOp{
	parser.Add: runtime.NumAdd, parser.Sub: runtime.NumSub, parser.Mult: runtime.NumMul, parser.Div: runtime.NumTrueDiv,
}

// floatish reports whether e is lowered as a num: arithmetic on objects
// (not primitives) that has a float in it — a float literal, a local
// kept as a float, a value checked as float, or true division.
func (fb *fnBuilder) floatish(e parser.Expr) bool {
	t := fb.mb.info.TypeOf(e)
	if t == nil {
		t = typecheck.Dynamic
	}
	if !mayBeNumber(t) {
		return false
	}
	if k, ok := fb.mb.info.ConstOf(e); ok {
		return k.Float != nil
	}
	switch e := e.(type) {
	case *parser.Name:
		return fb.numLocalOf(e) != nil
	case *parser.BinOp:
		if !mayBeNumber(fb.typeOf(e.Left)) || !mayBeNumber(fb.typeOf(e.Right)) {
			return false
		}
		if _, ok := floatOps[e.Op]; ok {
			return e.Op == parser.Div || t == typecheck.FloatObj || fb.floatish(e.Left) || fb.floatish(e.Right)
		}
		return e.Op == parser.Pow && (fb.floatish(e.Left) || fb.floatish(e.Right))
	case *parser.UnaryOp:
		return (e.Op == parser.USub || e.Op == parser.UAdd) && fb.floatish(e.Operand)
	}
	return t == typecheck.FloatObj
}

// typeOf is e's checked type, Dynamic when it has none.
func (fb *fnBuilder) typeOf(e parser.Expr) typecheck.Type {
	if t := fb.mb.info.TypeOf(e); t != nil {
		return t
	}
	return typecheck.Dynamic
}

// numOf lowers e as a num: arithmetic recursively, a float literal as a
// double, a float local as what it holds, anything else as an object.
func (fb *fnBuilder) numOf(e parser.Expr) num {
	if k, ok := fb.mb.info.ConstOf(e); ok {
		if k.Float != nil {
			return num{state: numDouble, obj: runtime.Null, d: constant.NewFloat(types.Double, *k.Float), lit: fb.rt.Float(*k.Float)}
		}
		if k.Int != nil && mayBeNumber(fb.typeOf(e)) && exactDouble(k.Int) {
			v := fb.boxed(fb.expr(e), line(e))
			f, _ := new(big.Float).SetInt(k.Int).Float64()
			n := num{state: numObject, obj: v.v, d: zeroDouble, owned: v.owned, k: constant.NewFloat(types.Double, f)}
			if k.Int.Int64() > -(1<<30) && k.Int.Int64() < 1<<30 {
				n.ki = constant.NewInt(types.I64, k.Int.Int64())
			}
			return n
		}
	}
	switch e := e.(type) {
	case *parser.Name:
		if nl := fb.numLocalOf(e); nl != nil {
			return fb.loadNumLocal(nl, e)
		}
	case *parser.BinOp:
		if fb.floatish(e) {
			l := fb.numOf(e.Left)
			r := fb.numOf(e.Right)
			return fb.numBinary(e.Op, l, r, line(e), false)
		}
	case *parser.UnaryOp:
		if fb.floatish(e) {
			return fb.numUnary(e.Op, fb.numOf(e.Operand), line(e))
		}
	}
	v := fb.boxed(fb.expr(e), line(e))
	return fb.objectNum(v)
}

// numOfArith lowers the value assigned to a float local: arithmetic on
// objects is computed as a num even where no float shows in it (the
// local's inference found one), anything else as numOf does.
func (fb *fnBuilder) numOfArith(e parser.Expr) num {
	switch e := e.(type) {
	case *parser.BinOp:
		if _, ok := floatOps[e.Op]; (ok || e.Op == parser.Pow) && fb.numOperands(e) {
			l := fb.numOf(e.Left)
			r := fb.numOf(e.Right)
			return fb.numBinary(e.Op, l, r, line(e), false)
		}
	case *parser.UnaryOp:
		if (e.Op == parser.USub || e.Op == parser.UAdd) && mayBeNumber(fb.typeOf(e.Operand)) && mayBeNumber(fb.typeOf(e)) {
			return fb.numUnary(e.Op, fb.numOf(e.Operand), line(e))
		}
	}
	return fb.numOf(e)
}

// numOperands reports whether both operands of e, and e, are objects
// that may be numbers.
func (fb *fnBuilder) numOperands(e *parser.BinOp) bool {
	return mayBeNumber(fb.typeOf(e)) && mayBeNumber(fb.typeOf(e.Left)) && mayBeNumber(fb.typeOf(e.Right))
}

// exactDouble reports whether the int k converts to a double exactly.
func exactDouble(k *big.Int) bool {
	return k.IsInt64() && k.Int64() > -(1<<53) && k.Int64() < 1<<53
}

// objectNum makes a num of the object v.
func (fb *fnBuilder) objectNum(v val) num {
	return num{state: numObject, obj: v.v, d: zeroDouble, owned: v.owned}
}

// numExpr lowers a floatish expression to an object of type t.
func (fb *fnBuilder) numExpr(e parser.Expr, t typecheck.Type) val {
	v := fb.boxNum(fb.numOf(e), line(e))
	return val{v: v.v, t: t, owned: v.owned}
}

// numDoubleOf emits, from the current block, the test that n is an
// exact float, or with ints an exact int of at most one digit (which a
// double holds exactly, as float's operators and int's true division
// convert it), branching to slow when it is neither; it returns n's
// double and whether n was a float, in the block emission continues in.
func (fb *fnBuilder) numDoubleOf(n num, slow *ir.Block, ints bool) (d, wasFloat, i value.Value) {
	zero := constant.NewInt(types.I64, 0)
	if n.k != nil {
		if n.ki == nil {
			// Too wide for int op int: that case takes the slow path.
			return n.k, constant.False, nil
		}
		return n.k, constant.False, n.ki
	}
	if n.state == numDouble {
		return n.d, constant.True, zero
	}
	rt := fb.rt
	ft := rt.CData("PyFloat_Type")
	join := fb.block("num.double")
	var incs, kinds, vals []*ir.Incoming
	obj := fb.b
	if n.state == numEither {
		unboxed, boxed := fb.block("num.unboxed"), fb.block("num.boxed")
		fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, n.obj, runtime.Null), unboxed, boxed)
		unboxed.NewBr(join)
		incs = append(incs, ir.NewIncoming(n.d, unboxed))
		kinds = append(kinds, ir.NewIncoming(constant.True, unboxed))
		vals = append(vals, ir.NewIncoming(zero, unboxed))
		obj = boxed
	}
	isFloat, notFloat := fb.block("num.float"), slow
	if ints {
		notFloat = fb.block("num.notfloat")
	}
	tp := rt.TypeOf(obj, n.obj)
	obj.NewCondBr(obj.NewICmp(enum.IPredEQ, tp, ft), isFloat, notFloat)
	incs = append(incs, ir.NewIncoming(isFloat.NewLoad(types.Double, rt.FloatValuePtr(isFloat, n.obj)), isFloat))
	kinds = append(kinds, ir.NewIncoming(constant.True, isFloat))
	vals = append(vals, ir.NewIncoming(zero, isFloat))
	isFloat.NewBr(join)
	if ints {
		isInt, compact := fb.block("num.int"), fb.block("num.compact")
		notFloat.NewCondBr(notFloat.NewICmp(enum.IPredEQ, tp, rt.CData("PyLong_Type")), isInt, slow)
		isInt.NewCondBr(rt.LongIsCompact(isInt, n.obj), compact, slow)
		v := rt.LongCompactValue(compact, n.obj)
		incs = append(incs, ir.NewIncoming(compact.NewSIToFP(v, types.Double), compact))
		kinds = append(kinds, ir.NewIncoming(constant.False, compact))
		vals = append(vals, ir.NewIncoming(v, compact))
		compact.NewBr(join)
	}
	fb.b = join
	return join.NewPhi(incs...), join.NewPhi(kinds...), join.NewPhi(vals...)
}

// needFloat continues in a new block when one of the operands was a
// float; when both were ints it branches to a block it returns (nil when
// that cannot happen), where int op int is int's operation.
func (fb *fnBuilder) needFloat(fa, fb2 value.Value) *ir.Block {
	if fa == constant.True || fb2 == constant.True {
		return nil
	}
	next, ints := fb.block("num.mixed"), fb.block("num.ints")
	fb.b.NewCondBr(fb.b.NewOr(fa, fb2), next, ints)
	fb.b = next
	return ints
}

// releaseNumHere drops n's reference in the current block without
// forgetting it as a live temporary (another path still holds it).
func (fb *fnBuilder) releaseNumHere(n num) {
	if !n.owned {
		return
	}
	switch n.state {
	case numObject:
		fb.rt.Decref(fb.b, n.obj)
	case numEither:
		fb.rt.XDecref(fb.b, n.obj)
	}
}

// forgetNum forgets n as a live temporary (its reference was dropped or
// given away on every path).
func (fb *fnBuilder) forgetNum(n num) {
	if n.owned && n.state != numDouble {
		fb.consume(val{v: n.obj, owned: true})
	}
}

// ownedObject returns n as an object the code owns, boxing a double and
// taking a reference to a borrowed object; the result is a live
// temporary, and n's own temporary is forgotten.
func (fb *fnBuilder) ownedObject(n num, ln int) val {
	switch n.state {
	case numDouble:
		if n.lit != nil {
			o := fb.load(n.lit)
			fb.rt.Incref(fb.b, o)
			return fb.produce(o, typecheck.Dynamic)
		}
		return fb.checkNull(fb.rt.CallC(fb.b, capi.FloatFromDouble, n.d), typecheck.Dynamic, ln)
	case numObject:
		if n.owned {
			return val{v: n.obj, t: typecheck.Dynamic, owned: true}
		}
		fb.rt.Incref(fb.b, n.obj)
		return fb.produce(n.obj, typecheck.Dynamic)
	}
	isNull, notNull, join := fb.block("num.box"), fb.block("num.obj"), fb.block("num.boxed")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, n.obj, runtime.Null), isNull, notNull)
	fb.b = isNull
	boxed := fb.rt.CallC(fb.b, capi.FloatFromDouble, n.d)
	// A failed allocation leaves nothing to release but n's
	// temporaries (n's obj is NULL on this path).
	fb.errorIf(fb.b.NewICmp(enum.IPredEQ, boxed, runtime.Null), ln)
	fromBox := fb.b
	fb.b.NewBr(join)
	if !n.owned {
		fb.rt.Incref(notNull, n.obj)
	}
	notNull.NewBr(join)
	fb.b = join
	o := join.NewPhi(ir.NewIncoming(boxed, fromBox), ir.NewIncoming(n.obj, notNull))
	fb.forgetNum(n)
	return fb.produce(o, typecheck.Dynamic)
}

// boxNum returns n as an object: owned when n was owned or had to be
// boxed, borrowed when n was a borrowed object.
func (fb *fnBuilder) boxNum(n num, ln int) val {
	if n.state == numObject {
		return val{v: n.obj, t: typecheck.Dynamic, owned: n.owned}
	}
	return fb.ownedObject(n, ln)
}

// joinNum ends the fast path (in fast, the double res) and the slow
// one (in the current block, the owned object r) in one block, where
// the result is a numEither owned temporary.
func (fb *fnBuilder) joinNum(fast *ir.Block, res value.Value, r value.Value) num {
	slowEnd := fb.b
	join := fb.block("num.join")
	fast.NewBr(join)
	slowEnd.NewBr(join)
	fb.b = join
	obj := join.NewPhi(ir.NewIncoming(runtime.Null, fast), ir.NewIncoming(r, slowEnd))
	d := join.NewPhi(ir.NewIncoming(res, fast), ir.NewIncoming(zeroDouble, slowEnd))
	fb.produceNullable(obj)
	return num{state: numEither, obj: obj, d: d, owned: true}
}

// numBinary lowers `a op b` (`a op= b` with inplace) on two nums,
// consuming them.
func (fb *fnBuilder) numBinary(op parser.BinOpKind, a, b num, ln int, inplace bool) num {
	if op == parser.Pow {
		return fb.numPow(a, b, ln, inplace)
	}
	fop := floatOps[op]
	slow := fb.block("num.slow")
	x, fx, ix := fb.numDoubleOf(a, slow, true)
	y, fy, iy := fb.numDoubleOf(b, slow, true)
	var ints *ir.Block
	if fop != runtime.NumTrueDiv {
		ints = fb.needFloat(fx, fy)
	}
	var res value.Value
	switch fop {
	case runtime.NumAdd:
		res = fb.b.NewFAdd(x, y)
	case runtime.NumSub:
		res = fb.b.NewFSub(x, y)
	case runtime.NumMul:
		res = fb.b.NewFMul(x, y)
	case runtime.NumTrueDiv:
		// Division by zero raises: the slow path says how.
		divide := fb.block("num.divide")
		fb.b.NewCondBr(fb.b.NewFCmp(enum.FPredOEQ, y, zeroDouble), slow, divide)
		fb.b = divide
		res = fb.b.NewFDiv(x, y)
	}
	fb.releaseNumHere(b)
	fb.releaseNumHere(a)
	fast := fb.b

	var intRes value.Value
	var intEnd *ir.Block
	if ints != nil {
		// Two ints of one digit: the result fits in 64 bits (as the
		// sp.num helpers compute it); an int literal too wide for that
		// takes the slow path.
		fb.b = ints
		if ix == nil || iy == nil {
			fb.b.NewBr(slow)
		} else {
			var v value.Value
			switch fop {
			case runtime.NumAdd:
				v = fb.b.NewAdd(ix, iy)
			case runtime.NumSub:
				v = fb.b.NewSub(ix, iy)
			default:
				v = fb.b.NewMul(ix, iy)
			}
			intRes = fb.rt.LongFromI64(fb.b, v)
			fb.errorIf(fb.b.NewICmp(enum.IPredEQ, intRes, runtime.Null), ln)
			fb.releaseNumHere(b)
			fb.releaseNumHere(a)
			intEnd = fb.b
		}
	}

	fb.b = slow
	// The operands' objects (NULL: a double) go to the out-of-line
	// helper, which takes over those the code owns.
	ax, bx := fb.slowOperand(a), fb.slowOperand(b)
	fb.forgetNum(a)
	fb.forgetNum(b)
	var r value.Value = fb.b.NewCall(fb.rt.NumSlowFunc(fop, inplace, a.owned, b.owned), ax, a.d, bx, b.d)
	fb.errorIf(fb.b.NewICmp(enum.IPredEQ, r, runtime.Null), ln)
	if intEnd != nil {
		join := fb.block("num.objects")
		fb.b.NewBr(join)
		intEnd.NewBr(join)
		slowEnd := fb.b
		fb.b = join
		r = join.NewPhi(ir.NewIncoming(r, slowEnd), ir.NewIncoming(intRes, intEnd))
	}
	fb.forgetNum(a)
	fb.forgetNum(b)
	return fb.joinNum(fast, res, r)
}

// slowOperand is n's object for the slow path: NULL for a double (the
// helper boxes n.d), a float literal's constant object, or n.obj.
func (fb *fnBuilder) slowOperand(n num) value.Value {
	if n.state == numDouble {
		if n.lit != nil {
			return fb.load(n.lit)
		}
		return runtime.Null
	}
	return n.obj
}

// numPow lowers `a ** b`: on the doubles with libm's pow when float_pow
// would do just that (runtime.PowOnDoubles says when), else through
// sp.num.pow.
func (fb *fnBuilder) numPow(a, b num, ln int, inplace bool) num {
	slow := fb.block("num.slow")
	x, fx, _ := fb.numDoubleOf(a, slow, true)
	y, fy, _ := fb.numDoubleOf(b, slow, true)
	if ints := fb.needFloat(fx, fy); ints != nil {
		ints.NewBr(slow)
	}
	res := fb.rt.PowOnDoubles(fb.f, fb.b, x, y, slow)
	fb.b = res.Block
	fb.releaseNumHere(b)
	fb.releaseNumHere(a)
	fast := fb.b

	fb.b = slow
	oa := fb.ownedObject(a, ln)
	ob := fb.ownedObject(b, ln)
	r := fb.b.NewCall(fb.rt.PowerFunc(inplace), oa.v, ob.v)
	fb.release(ob)
	fb.release(oa)
	fb.errorIf(fb.b.NewICmp(enum.IPredEQ, r, runtime.Null), ln)
	fb.forgetNum(a)
	fb.forgetNum(b)
	return fb.joinNum(fast, res.Value, r)
}

// numUnary lowers -a and +a.
func (fb *fnBuilder) numUnary(op parser.UnaryOpKind, a num, ln int) num {
	a.k = nil
	slow := fb.block("num.slow")
	x, _, _ := fb.numDoubleOf(a, slow, false)
	res := x
	if op == parser.USub {
		res = fb.b.NewFNeg(x)
	}
	fb.releaseNumHere(a)
	fast := fb.b

	fb.b = slow
	oa := fb.ownedObject(a, ln)
	f := capi.NumberNegative
	if op == parser.UAdd {
		f = capi.NumberPositive
	}
	r := fb.rt.CallC(fb.b, f, oa.v)
	fb.release(oa)
	fb.errorIf(fb.b.NewICmp(enum.IPredEQ, r, runtime.Null), ln)
	fb.forgetNum(a)
	return fb.joinNum(fast, res, r)
}

// numCompare lowers `a op b` (op one of < <= == != > >=) to its truth,
// consuming a and b: on the doubles when both are floats (NaN compares
// unequal to everything, as float's richcompare says), else through
// sp.cmp and the result's truth.
func (fb *fnBuilder) numCompare(op parser.CmpOpKind, a, b num, ln int) value.Value {
	slow := fb.block("num.slow")
	// Ints of one digit and floats compare exactly as doubles.
	x, _, _ := fb.numDoubleOf(a, slow, true)
	y, _, _ := fb.numDoubleOf(b, slow, true)
	pred := map[parser.CmpOpKind]enum.FPred{parser.Eq: enum.FPredOEQ, parser.NotEq: enum.FPredUNE, parser.Lt: enum.FPredOLT,
		parser.LtE: enum.FPredOLE, parser.Gt: enum.FPredOGT, parser.GtE: enum.FPredOGE}[op]
	c := fb.b.NewFCmp(pred, x, y)
	fb.releaseNumHere(b)
	fb.releaseNumHere(a)
	fast := fb.b

	fb.b = slow
	oa := fb.ownedObject(a, ln)
	ob := fb.ownedObject(b, ln)
	codes := map[parser.CmpOpKind]int64{parser.Lt: 0, parser.LtE: 1, parser.Eq: 2, parser.NotEq: 3, parser.Gt: 4, parser.GtE: 5}
	r := fb.b.NewCall(fb.rt.CompareFunc(codes[op]), oa.v, ob.v)
	fb.release(ob)
	fb.release(oa)
	res := fb.checkNull(r, typecheck.Dynamic, ln)
	truth := fb.truth(res, ln)
	fb.forgetNum(a)
	fb.forgetNum(b)
	slowEnd := fb.b
	join := fb.block("num.cmp")
	fast.NewBr(join)
	slowEnd.NewBr(join)
	fb.b = join
	return join.NewPhi(ir.NewIncoming(c, fast), ir.NewIncoming(truth, slowEnd))
}

// numComparable reports whether the comparison e is lowered on nums: a
// single order or equality comparison with a floatish operand.
func (fb *fnBuilder) numComparable(e *parser.Compare) bool {
	if len(e.Ops) != 1 {
		return false
	}
	switch e.Ops[0] {
	case parser.Eq, parser.NotEq, parser.Lt, parser.LtE, parser.Gt, parser.GtE:
	default:
		return false
	}
	l, r := fb.typeOf(e.Left), fb.typeOf(e.Comparators[0])
	return mayBeNumber(l) && mayBeNumber(r) && (fb.floatish(e.Left) || fb.floatish(e.Comparators[0]))
}

// numCond lowers a comparison numComparable accepts to its truth.
func (fb *fnBuilder) numCond(e *parser.Compare) value.Value {
	a := fb.numOf(e.Left)
	b := fb.numOf(e.Comparators[0])
	return fb.numCompare(e.Ops[0], a, b, line(e))
}

// augAssignNumItem lowers the rest of `obj[idx] op= value` (cur read
// from obj[idx], not consumed) when value is arithmetic on floats: the
// result is computed as a num, and a double is stored through
// sp.setitem.float, which writes it into cur when nothing else can see
// that. It reports false (nothing emitted) for any other statement.
func (fb *fnBuilder) augAssignNumItem(obj, idx, cur val, s *parser.AugAssign) bool {
	if _, ok := floatOps[s.Op]; !ok || !fb.floatish(s.Value) {
		return false
	}
	rhs := fb.numOf(s.Value)
	res := fb.numBinary(s.Op, num{state: numObject, obj: cur.v, d: zeroDouble}, rhs, line(s), true)
	unboxed, boxed, done := fb.block("numitem.float"), fb.block("numitem.obj"), fb.block("numitem.stored")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, res.obj, runtime.Null), unboxed, boxed)
	rc1 := unboxed.NewCall(fb.rt.SetItemFloatFunc(), obj.v, idx.v, cur.v, res.d)
	unboxed.NewBr(done)
	rc2 := boxed.NewCall(fb.rt.SetItemFunc(), obj.v, idx.v, res.obj)
	boxed.NewBr(done)
	fb.b = done
	rc := done.NewPhi(ir.NewIncoming(rc1, unboxed), ir.NewIncoming(rc2, boxed))
	fb.errorIf(fb.b.NewICmp(enum.IPredSLT, rc, constant.NewInt(types.I32, 0)), line(s))
	fb.releaseNumHere(res)
	fb.forgetNum(res)
	return true
}

// augAssignNumItemInt is augAssignNumItem for a subscript whose index
// intIndex accepts (`v[0] -= dx * m`, obj already evaluated, not
// consumed): the item is read as getItemInt reads it, and a float result
// is written into the item itself when the list is exact, the index in
// range, the item still the one read and an exact float that only the
// list and this statement refer to — sp.setitem.float's test, inline.
// Otherwise the result is stored as sp.setitem.float or setItemInt
// store it.
func (fb *fnBuilder) augAssignNumItemInt(obj val, t *parser.Subscript, s *parser.AugAssign) {
	ln := line(s)
	n := fb.intOf(t.Slice)
	cur := fb.getItemInt(obj, n, typecheck.Dynamic, line(t))
	rhs := fb.numOf(s.Value)
	res := fb.numBinary(s.Op, num{state: numObject, obj: cur.v, d: zeroDouble}, rhs, ln, true)
	unboxed, boxed, done := fb.block("numitem.float"), fb.block("numitem.obj"), fb.block("numitem.stored")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, res.obj, runtime.Null), unboxed, boxed)

	fb.b = unboxed
	other := fb.block("numitem.other")
	k := fb.listIndex(obj.v, n, "__setitem__", other)
	p := fb.rt.ListItemPtr(fb.b, obj.v, k)
	old := fb.b.NewLoad(runtime.Obj, p)
	same, reuse, fresh := fb.block("numitem.same"), fb.block("numitem.reuse"), fb.block("numitem.fresh")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, old, cur.v), same, fresh)
	same.NewCondBr(same.NewAnd(same.NewICmp(enum.IPredEQ, fb.rt.TypeOf(same, cur.v), fb.rt.CData("PyFloat_Type")),
		same.NewICmp(enum.IPredEQ, fb.rt.Refcnt(same, cur.v), constant.NewInt(types.I64, 2))), reuse, fresh)
	reuse.NewStore(res.d, fb.rt.FloatValuePtr(reuse, cur.v))
	reuse.NewBr(done)
	// Shared or not a float: a new float in the item's place, the old
	// item released last, as setItemInt stores.
	fb.b = fresh
	made := fb.checkNull(fb.rt.Box(fb.b, primitives.Double, res.d), typecheck.FloatObj, ln)
	fb.consume(made)
	replaced := fb.b.NewLoad(runtime.Obj, p)
	fb.b.NewStore(made.v, p)
	fb.rt.Decref(fb.b, replaced)
	fb.b.NewBr(done)
	fb.b = other
	idx := fb.intObjectCopy(n, ln)
	rc := fb.b.NewCall(fb.rt.SetItemFloatFunc(), obj.v, idx.v, cur.v, res.d)
	fb.release(idx)
	fb.errorIf(fb.b.NewICmp(enum.IPredSLT, rc, constant.NewInt(types.I32, 0)), ln)
	fb.b.NewBr(done)

	fb.b = boxed
	fb.setItemInt(obj, n, val{v: res.obj, t: typecheck.Dynamic}, ln)
	fb.b.NewBr(done)
	fb.b = done
	fb.releaseNumHere(res)
	fb.forgetNum(res)
	fb.release(cur)
	fb.releaseInt(n)
}
