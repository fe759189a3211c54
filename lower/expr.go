// This file implements the lowering of expressions other than calls and
// primitive arithmetic.

package lower

import (
	"fmt"
	"math/big"
	"strconv"

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

// expr lowers an expression to a value of its checked type.
func (fb *fnBuilder) expr(e parser.Expr) val {
	t := fb.mb.info.TypeOf(e)
	if t == nil {
		t = typecheck.Dynamic
	}
	if k, ok := fb.mb.info.ConstOf(e); ok {
		if v, ok := fb.constant(k, t); ok {
			return v
		}
	}
	switch e := e.(type) {
	case *parser.Constant:
		switch e.Kind {
		case parser.ConstNone:
			return val{v: fb.rt.None(), t: t}
		case parser.ConstBytes:
			return val{v: fb.load(fb.rt.Bytes(e.Bytes)), t: t}
		case parser.ConstComplex:
			return val{v: fb.load(fb.rt.Imaginary(e.Float)), t: t}
		case parser.ConstEllipsis:
			return fb.globalLoad("Ellipsis", t, line(e))
		}
	case *parser.Name:
		return fb.name(e, t)
	case *parser.Yield:
		return fb.yield(e)
	case *parser.YieldFrom:
		return fb.yieldFrom(e)
	case *parser.Await:
		if _, prim := typecheck.IsPrim(t); prim {
			// `await f()` of a coroutine declared to return a primitive
			// (typecheck's suspendExpr): the int it gives, unboxed.
			return fb.coerce(fb.await(e), t, line(e))
		}
		return fb.await(e)
	case *parser.GeneratorExp:
		if d := fb.mb.info.GenexpOf[e]; d != nil {
			return fb.genexp(e, d)
		}
	case *parser.BinOp:
		if pre, post, ok := percentOne(e); ok {
			return fb.formatOne(e, pre, post, t)
		}
		if fb.floatish(e) {
			return fb.numExpr(e, t)
		}
		if _, prim := typecheck.IsPrim(t); !prim && fb.intArith(e) {
			return fb.intExpr(e, t)
		}
		l := fb.expr(e.Left)
		r := fb.expr(e.Right)
		return fb.binary(e.Op, l, r, t, line(e), false)
	case *parser.UnaryOp:
		if fb.floatish(e) {
			return fb.numExpr(e, t)
		}
		return fb.unary(e, t)
	case *parser.BoolOp:
		return fb.boolOp(e, t)
	case *parser.Compare:
		if _, prim := typecheck.IsPrim(t); !prim && fb.numComparable(e) {
			c := fb.numCond(e)
			return val{v: fb.b.NewSelect(c, fb.rt.True(), fb.rt.False()), t: t}
		}
		if _, prim := typecheck.IsPrim(t); !prim {
			if v, ok := fb.fastCompareValue(e, t); ok {
				return v
			}
		}
		return fb.compare(e, t)
	case *parser.IfExp:
		return fb.ifExp(e, t)
	case *parser.Call:
		return fb.call(e, t)
	case *parser.Attribute:
		if f, ok := fb.slotFieldOf(e.Value, e.Attr); ok {
			obj := fb.expr(e.Value)
			v := fb.loadSlotAs(obj, f, fb.trustedSlotType(f, t), line(e))
			fb.release(obj)
			return fb.coerce(v, t, line(e))
		}
		if f, ok := fb.fastFieldOf(e.Value, e.Attr); ok {
			obj := fb.expr(e.Value)
			v := fb.loadField(obj, f, line(e))
			fb.release(obj)
			return fb.coerce(v, t, line(e))
		}
		if fb.isModuleClass(e.Value) {
			if r, ok := fb.classConstLoad(e.Value.(*parser.Name), e.Attr, line(e)); ok {
				if _, isPrim := typecheck.IsPrim(t); isPrim {
					return fb.coerce(r, t, line(e))
				}
				return val{v: r.v, t: t, owned: r.owned}
			}
		}
		obj := fb.expr(e.Value)
		var r val
		if fb.isModuleClass(e.Value) {
			r = fb.classAttrLoad(obj, e.Attr, line(e))
		} else {
			r = fb.getAttr(obj, e.Attr, line(e))
		}
		if _, isPrim := typecheck.IsPrim(t); isPrim {
			if _, isClass := typecheck.IsClass(fb.mb.info.TypeOf(e.Value)); isClass {
				// A property whose getter returns a primitive (the
				// checker types no other attribute of an instance so):
				// a Python override's result is checked as a method's.
				v := fb.overrideResult(r, obj.v, e.Attr, t, line(e)) // (releases r)
				fb.release(obj)
				return fb.coerce(v, t, line(e))
			}
			fb.release(obj)
			// A primitive field is stored boxed.
			return fb.coerce(r, t, line(e))
		}
		fb.release(obj)
		if _, isClass := typecheck.IsClass(fb.mb.info.TypeOf(e.Value)); isClass && t != typecheck.Dynamic && typecheck.IsObject(t) {
			// A property whose getter returns an object type (or a
			// field read through the object): what a Python override
			// returns is cast to it, as a method's result is
			// (dispatch.go), and the interpreted runtime casts it too.
			return fb.coerce(val{v: r.v, t: typecheck.Dynamic, owned: r.owned}, t, line(e))
		}
		return val{v: r.v, t: t, owned: r.owned}
	case *parser.Subscript:
		if _, ok := typecheck.IsArray(fb.mb.info.TypeOf(e.Value)); ok {
			return fb.loadElement(e)
		}
		if ct, ok := typecheck.IsChecked(fb.mb.info.TypeOf(e.Value)); ok {
			return fb.checkedLoad(e, ct)
		}
		if cls := fb.containerTypeValue(e); cls != nil {
			// `CheckedDict[str, int]` as a value: the class itself
			// (__static__'s names are not bound at run time).
			fb.rt.Incref(fb.b, cls)
			return fb.produce(cls, t)
		}
		obj := fb.expr(e.Value)
		if sl, ok := e.Slice.(*parser.Slice); ok {
			r := fb.getSlice(obj, sl, t, line(e))
			fb.release(obj)
			return r
		}
		if fb.intIndex(e) {
			n := fb.intOf(e.Slice)
			r := fb.getItemInt(obj, n, t, line(e))
			fb.releaseInt(n)
			fb.release(obj)
			return r
		}
		idx := fb.boxed(fb.expr(e.Slice), line(e))
		r := fb.getItem(obj, idx, t, line(e))
		fb.release(idx)
		fb.release(obj)
		return r
	case *parser.Slice:
		var parts [3]val
		for i, p := range []parser.Expr{e.Lower, e.Upper, e.Step} {
			if p == nil {
				parts[i] = val{v: runtime.Null, t: typecheck.NoneObj}
				continue
			}
			parts[i] = fb.boxed(fb.expr(p), line(e))
		}
		r := fb.callC(capi.SliceNew, line(e), parts[0].v, parts[1].v, parts[2].v).as(t)
		for i := 2; i >= 0; i-- {
			fb.release(parts[i])
		}
		return r
	case *parser.List:
		if ct, ok := typecheck.IsChecked(t); ok {
			if emptyDisplay(ct, e.Elts) {
				return fb.emptyCheckedList(ct, line(e))
			}
			lst := fb.sequence(capi.ListNew, capi.ListSetItem, e.Elts, typecheck.ListObj, line(e))
			return fb.checkedFromList(lst, ct, line(e))
		}
		if parser.HasStarred(e.Elts) {
			return fb.unpackingList(e.Elts, t, line(e))
		}
		return fb.sequence(capi.ListNew, capi.ListSetItem, e.Elts, t, line(e))
	case *parser.Tuple:
		if parser.HasStarred(e.Elts) {
			lst := fb.unpackingList(e.Elts, typecheck.ListObj, line(e))
			return fb.callCReleasing(capi.ListAsTuple, line(e), []val{lst}, lst.v).as(t)
		}
		return fb.sequence(capi.TupleNew, capi.TupleSetItem, e.Elts, t, line(e))
	case *parser.Set:
		s := fb.callC(capi.SetNew, line(e), runtime.Null).as(t)
		for _, x := range e.Elts {
			if st, ok := x.(*parser.Starred); ok {
				// SET_UPDATE: the iterable's items added in order.
				v := fb.expr(st.Value)
				fb.callC(capi.SetUpdate, line(x), s.v, v.v)
				fb.release(v)
				continue
			}
			v := fb.expr(x)
			fb.callC(capi.SetAdd, line(x), s.v, v.v)
			fb.release(v)
		}
		return s
	case *parser.Dict:
		// A display declared a CheckedDict is built as a dict, then
		// CheckedDict[K, V](the dict), as the interpreted runtime does.
		ct, checked := typecheck.IsChecked(t)
		dt := t
		if checked {
			dt = typecheck.DictObj
		}
		d := fb.callC(capi.DictNew, line(e)).as(dt)
		for i := range e.Keys {
			if e.Keys[i] == nil {
				// `**m` (DICT_UPDATE): m's items, in its order.
				m := fb.expr(e.Values[i])
				fb.checkStatus(fb.b.NewCall(fb.rt.DictUpdateFunc(), d.v, m.v), line(e.Values[i]))
				fb.release(m)
				continue
			}
			k := fb.expr(e.Keys[i])
			v := fb.expr(e.Values[i])
			fb.callC(capi.DictSetItem, line(e.Keys[i]), d.v, k.v, v.v)
			fb.release(v)
			fb.release(k)
		}
		if checked {
			return fb.checkedFromList(d, ct, line(e))
		}
		return d
	case *parser.JoinedStr:
		return fb.joinedStr(e, t)
	case *parser.ListComp, *parser.SetComp, *parser.DictComp:
		if ct, ok := typecheck.IsChecked(t); ok {
			built := typecheck.Type(typecheck.ListObj)
			if ct.IsDict() {
				built = typecheck.DictObj
			}
			return fb.checkedFromList(fb.comprehension(e, built), ct, line(e))
		}
		return fb.comprehension(e, t)
	case *parser.Lambda:
		return fb.makeFunction(fb.mb.info.LambdaOf[e], line(e))
	case *parser.NamedExpr:
		v := fb.coerce(fb.expr(e.Value), t, line(e))
		if typecheck.IsObject(v.t) {
			// The name takes one reference, the expression's value another.
			v = fb.own(v)
			fb.rt.Incref(fb.b, v.v)
			fb.store(e.Target, val{v: v.v, t: v.t, owned: true})
			return v
		}
		fb.store(e.Target, v)
		return v
	}
	panic("internal error: lower: unchecked expression at line " + strconv.Itoa(line(e)))
}

// constant materialises a compile-time value in type t.
func (fb *fnBuilder) constant(k typecheck.Const, t typecheck.Type) (val, bool) {
	if p, ok := typecheck.IsPrim(t); ok {
		switch {
		case p.IsInt() && k.Int != nil:
			w := p.Wrap(k.Int)
			return val{v: intConst(p, w), t: t}, true
		case p.IsFloat() && k.Int != nil:
			f, _ := new(big.Float).SetInt(k.Int).Float64()
			return val{v: constant.NewFloat(p.LLVM().(*types.FloatType), f), t: t}, true
		case p.IsFloat() && k.Float != nil:
			return val{v: constant.NewFloat(p.LLVM().(*types.FloatType), *k.Float), t: t}, true
		case p == primitives.CBool && k.Bool != nil:
			return val{v: constant.NewBool(*k.Bool), t: t}, true
		}
		return val{}, false
	}
	switch {
	case k.Int != nil:
		return val{v: fb.load(fb.rt.Int(k.Int)), t: t}, true
	case k.Float != nil:
		return val{v: fb.load(fb.rt.Float(*k.Float)), t: t}, true
	case k.Str != nil:
		return val{v: fb.load(fb.rt.Str(*k.Str)), t: t}, true
	case k.Bool != nil:
		if *k.Bool {
			return val{v: fb.rt.True(), t: t}, true
		}
		return val{v: fb.rt.False(), t: t}, true
	}
	return val{}, false
}

// intConst is an integer constant of primitive p holding w (already in range).
func intConst(p *primitives.Prim, w *big.Int) *constant.Int {
	c := constant.NewInt(p.LLVM().(*types.IntType), 0)
	c.X = new(big.Int).Set(w)
	if !p.Signed && w.Cmp(new(big.Int).Lsh(big.NewInt(1), uint(p.Bits-1))) >= 0 {
		// llir prints integer constants as signed values of their width.
		c.X = new(big.Int).Sub(w, new(big.Int).Lsh(big.NewInt(1), uint(p.Bits)))
	}
	return c
}

// name loads a variable.
func (fb *fnBuilder) name(e *parser.Name, t typecheck.Type) val {
	switch r := fb.mb.info.RefOf(e).(type) {
	case *typecheck.ClassAttr:
		return fb.classAttr(r, line(e))
	case *typecheck.Var:
		if cell := fb.cellOf(r); cell != nil {
			return fb.loadCell(r, cell, line(e))
		}
		if !fb.hasSlot(r) {
			break
		}
		if nl := fb.numLocals[r]; nl != nil {
			return fb.loadNumLocalBoxed(nl, e)
		}
		if il := fb.intLocals[r]; il != nil {
			return fb.loadIntLocalBoxed(il, e)
		}
		if s := fb.arrays[r]; s != nil {
			return val{v: fb.b.NewLoad(runtime.Obj, s.obj), t: r.Type}
		}
		slot := fb.slots[r]
		if !typecheck.IsObject(r.Type) {
			if flag := fb.bound[r]; flag != nil {
				fb.unboundIf(fb.b.NewICmp(enum.IPredEQ, fb.b.NewLoad(types.I1, flag), constant.False), e)
			}
			return val{v: fb.b.NewLoad(llvmType(r.Type), slot), t: r.Type}
		}
		v := fb.b.NewLoad(runtime.Obj, slot)
		if (!r.Param || fb.decl != nil && fb.decl.MayUnbind(r.Name)) && !fb.definitelyAssigned(r) {
			fb.unboundIf(fb.b.NewICmp(enum.IPredEQ, v, runtime.Null), e)
		}
		if fb.walrusBound()[r.Name] {
			// A `:=` later in the expression may rebind the local and
			// release what it held: the operand read here keeps its
			// own reference (`x + (x := 2)` read freed memory).
			return fb.own(val{v: v, t: r.Type})
		}
		return val{v: v, t: r.Type}
	}
	return fb.globalLoad(e.Id, t, line(e))
}

// unboundIf raises UnboundLocalError for the local e when cond holds.
func (fb *fnBuilder) unboundIf(cond value.Value, e *parser.Name) {
	unbound := fb.block("unbound")
	ok := fb.block("bound")
	fb.b.NewCondBr(cond, unbound, ok)
	fb.b = unbound
	fb.raiseUnbound(e.Id, false)
	fb.raiseHere(line(e))
	fb.b.NewBr(ok)
	fb.b = ok
}

// raiseUnbound sets the exception of reading the unbound variable name:
// UnboundLocalError in the function that binds it, NameError where it
// is free — in a nested function (free), or in a comprehension that has
// a frame of its own (a generator expression; a list, set or dict
// comprehension before 3.12), past its first iterable, where CPython
// reads the enclosing function's local through a cell.
func (fb *fnBuilder) raiseUnbound(name string, free bool) {
	if free || len(fb.frames) > 0 {
		fb.rt.RaiseString(fb.b, "PyExc_NameError", "cannot access free variable '"+escapePercent(name)+"' where it is not associated with a value in enclosing scope")
		return
	}
	fb.rt.RaiseString(fb.b, "PyExc_UnboundLocalError", "cannot access local variable '"+escapePercent(name)+"' where it is not associated with a value")
}

// globalLoad reads a module-level name or a builtin (a new reference).
func (fb *fnBuilder) globalLoad(name string, t typecheck.Type, ln int) val {
	if !fb.rt.ABI.GlobalCaches() {
		return fb.checkNull(fb.b.NewCall(fb.mb.loadGlobalFunc(), fb.load(fb.rt.Name(name))), t, ln)
	}
	fb.mb.attrSites++
	cache := fb.mb.m.NewGlobalDef(fmt.Sprintf("sp.globalcache.%d", fb.mb.attrSites), constant.NewZeroInitializer(globalCacheType))
	cache.Linkage = enum.LinkageInternal
	v := fb.b.NewCall(fb.mb.cachedGlobalFunc(), fb.load(fb.rt.Name(name)), cache)
	return fb.checkNull(v, t, ln)
}

func escapePercent(s string) string {
	out := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] == '%' {
			out = append(out, '%')
		}
		out = append(out, s[i])
	}
	return string(out)
}

// boxed returns v as a Python object, boxing a primitive.
func (fb *fnBuilder) boxed(v val, ln int) val {
	p, ok := typecheck.IsPrim(v.t)
	if !ok {
		return v
	}
	var bt typecheck.Type = typecheck.IntObj
	switch p.BoxName {
	case "bool":
		bt = typecheck.BoolObj
	case "float":
		bt = typecheck.FloatObj
	}
	return fb.checkNull(fb.rt.Box(fb.b, p, v.v), bt, ln)
}

// cond lowers a condition to an i1.
func (fb *fnBuilder) cond(e parser.Expr) value.Value {
	if c, ok := fb.identityTest(e); ok {
		return c
	}
	if c, ok := e.(*parser.Compare); ok && fb.numComparable(c) {
		if _, prim := typecheck.IsPrim(fb.typeOf(e)); !prim {
			return fb.numCond(c)
		}
	}
	if c, ok := e.(*parser.Compare); ok && fb.intComparable(c) {
		if _, prim := typecheck.IsPrim(fb.typeOf(e)); !prim {
			return fb.intCond(c)
		}
	}
	if c, ok := fb.fastCompare(e); ok {
		return c
	}
	if il := fb.intLocalOf(e); il != nil {
		return fb.intTruth(il, e.(*parser.Name))
	}
	if b, ok := e.(*parser.BoolOp); ok {
		if _, prim := typecheck.IsPrim(fb.typeOf(e)); !prim {
			return fb.condBoolOp(b)
		}
	}
	v := fb.expr(e)
	return fb.truth(v, line(e))
}

// condBoolOp lowers `a and b` / `a or b` on objects as a condition:
// each operand as a condition in turn, the first that decides ending it,
// as CPython's jumps test each operand's truth once; no operand is kept
// as the value, and each is lowered as cond lowers it (a comparison of
// ints or floats on their values, an identity test).
func (fb *fnBuilder) condBoolOp(e *parser.BoolOp) value.Value {
	done := fb.block("cond.done")
	var incs []*ir.Incoming
	for i, x := range e.Values {
		c := fb.cond(x)
		if i == len(e.Values)-1 {
			incs = append(incs, ir.NewIncoming(c, fb.b))
			fb.b.NewBr(done)
			break
		}
		next := fb.block("cond.next")
		if e.Op == parser.And {
			fb.b.NewCondBr(c, next, done)
			incs = append(incs, ir.NewIncoming(constant.False, fb.b))
		} else {
			fb.b.NewCondBr(c, done, next)
			incs = append(incs, ir.NewIncoming(constant.True, fb.b))
		}
		fb.b = next
	}
	fb.b = done
	return done.NewPhi(incs...)
}

// identityTest lowers `a is b` and `a is not b` between two objects,
// tested as a condition (`while t is not None:`), to the pointer
// compare itself: no bool object is made and tested again. It reports
// false, emitting nothing, for any other expression.
func (fb *fnBuilder) identityTest(e parser.Expr) (value.Value, bool) {
	c, ok := e.(*parser.Compare)
	if !ok || len(c.Ops) != 1 || (c.Ops[0] != parser.Is && c.Ops[0] != parser.IsNot) {
		return nil, false
	}
	if !typecheck.IsObject(fb.mb.info.TypeOf(c.Left)) || !typecheck.IsObject(fb.mb.info.TypeOf(c.Comparators[0])) || !typecheck.IsObject(fb.mb.info.TypeOf(e)) {
		return nil, false
	}
	left := fb.expr(c.Left)
	right := fb.expr(c.Comparators[0])
	pred := enum.IPredEQ
	if c.Ops[0] == parser.IsNot {
		pred = enum.IPredNE
	}
	r := fb.b.NewICmp(pred, left.v, right.v)
	fb.release(right)
	fb.release(left)
	return r, true
}

// truth is the truth value of v as an i1, releasing v.
func (fb *fnBuilder) truth(v val, ln int) value.Value {
	if p, ok := typecheck.IsPrim(v.t); ok {
		switch p.Kind {
		case primitives.Bool:
			return v.v
		case primitives.Float:
			return fb.b.NewFCmp(enum.FPredUNE, v.v, constant.NewFloat(p.LLVM().(*types.FloatType), 0))
		}
		return fb.b.NewICmp(enum.IPredNE, v.v, constant.NewInt(p.LLVM().(*types.IntType), 0))
	}
	switch v.v {
	case fb.rt.True():
		return constant.True
	case fb.rt.False(), fb.rt.None():
		return constant.False
	}
	// True, False and None are decided inline, as CPython's own
	// POP_JUMP_IF_* do, and so are an exact int (`while k:`: zero is
	// false) and an exact float (0.0 and -0.0 are false, NaN true), whose
	// nb_bool says just that; anything else asks PyObject_IsTrue.
	rt := fb.rt
	known := fb.b.NewOr(fb.b.NewICmp(enum.IPredEQ, v.v, rt.True()),
		fb.b.NewOr(fb.b.NewICmp(enum.IPredEQ, v.v, rt.False()), fb.b.NewICmp(enum.IPredEQ, v.v, rt.None())))
	inline, notKnown, done := fb.block("truth.known"), fb.block("truth.type"), fb.block("truth.done")
	fb.b.NewCondBr(known, inline, notKnown)
	fb.b = inline
	fast := fb.b.NewICmp(enum.IPredEQ, v.v, rt.True())
	inlineFrom := fb.b
	fb.b.NewBr(done)
	fb.b = notKnown
	tp := rt.TypeOf(fb.b, v.v)
	isInt, notInt, isFloat, ask := fb.block("truth.int"), fb.block("truth.notint"), fb.block("truth.float"), fb.block("truth.ask")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, tp, rt.CData("PyLong_Type")), isInt, notInt)
	intTruth := isInt.NewXor(rt.LongIsZero(isInt, v.v), constant.True)
	isInt.NewBr(done)
	notInt.NewCondBr(notInt.NewICmp(enum.IPredEQ, tp, rt.CData("PyFloat_Type")), isFloat, ask)
	floatTruth := isFloat.NewFCmp(enum.FPredUNE, isFloat.NewLoad(types.Double, rt.FloatValuePtr(isFloat, v.v)), constant.NewFloat(types.Double, 0))
	isFloat.NewBr(done)
	fb.b = ask
	r := fb.callC(capi.ObjectIsTrue, ln, v.v).v
	slow := fb.b.NewICmp(enum.IPredNE, r, i32(0))
	askFrom := fb.b
	fb.b.NewBr(done)
	fb.b = done
	res := fb.phi(types.I1, []value.Value{fast, intTruth, floatTruth, slow}, []*irBlock{inlineFrom, isInt, isFloat, askFrom})
	fb.release(v)
	return res
}

// objectTruth is the truth value of the object v as an i1, without
// releasing it (truth's test, for `a and b` on objects, which keeps the
// deciding operand).
func (fb *fnBuilder) objectTruth(v val, ln int) value.Value {
	return fb.truth(val{v: v.v, t: typecheck.Dynamic}, ln)
}

// coerce converts v to type `to` where the checker allowed it
// implicitly: primitive widening, and object stores that need a run-time
// check (a dynamic value into an int local).
func (fb *fnBuilder) coerce(v val, to typecheck.Type, ln int) val {
	if v.t == to || to == nil {
		return v
	}
	tp, toPrim := typecheck.IsPrim(to)
	fp, fromPrim := typecheck.IsPrim(v.t)
	switch {
	case toPrim && fromPrim:
		return val{v: fb.convertPrim(v.v, fp, tp), t: to}
	case toPrim:
		// The checker only lets compile-time constants through; they are
		// materialised in the right type by expr. Anything else unboxes.
		r := fb.b.NewCall(fb.rt.UnboxFunc(tp), v.v)
		out := fb.checkResult(r, ln)
		fb.release(v)
		return val{v: out, t: to}
	case fromPrim:
		return fb.boxed(v, ln)
	}
	if o, ok := to.(*typecheck.Object); ok {
		return fb.castObject(v, o, ln)
	}
	if v.t == typecheck.Dynamic || v.t == typecheck.ObjectT {
		// CinderX's CAST where a dynamic value reaches a parameter, a
		// local or a return typed as a module class or Optional of one.
		switch to := to.(type) {
		case *typecheck.ClassType:
			return fb.castToClass(v, to.Info, false, to, ln)
		case *typecheck.OptionalType:
			if ct, ok := typecheck.IsClass(to.Inner); ok {
				return fb.castToClass(v, ct.Info, true, to, ln)
			}
			return fb.castOptionalObject(v, to, ln)
		}
	}
	if ct, ok := typecheck.IsChecked(to); ok {
		ok := fb.mb.isContainer(fb.b, v.v, fb.containerClassOf(ct, ln))
		bad, good := fb.block("badcast"), fb.block("cast")
		fb.b.NewCondBr(ok, good, bad)
		fb.b = bad
		fb.rt.RaiseFormat(fb.b, "PyExc_TypeError", "expected '"+escapePercent(ct.String())+"', got '%.200s'", fb.rt.TypeName(fb.b, v.v))
		fb.raiseHere(ln)
		fb.b.NewBr(good)
		fb.b = good
		return val{v: v.v, t: to, owned: v.owned}
	}
	// An Array: its buffer is checked where it is acquired.
	return val{v: v.v, t: to, owned: v.owned}
}

// castObject checks at run time that v is an instance of `to`, raising
// TypeError("expected 'int', got 'str'") as CinderX's cast does.
func (fb *fnBuilder) castObject(v val, to *typecheck.Object, ln int) val {
	return fb.castObjectWith(v, to, "expected '"+to.Name+"', got '%.200s'", ln)
}

// castObjectWith is castObject raising with format, which formats the
// value's type name.
func (fb *fnBuilder) castObjectWith(v val, to *typecheck.Object, format string, ln int) val {
	if v.t == to || to == typecheck.Dynamic || to == typecheck.ObjectT {
		return val{v: v.v, t: to, owned: v.owned}
	}
	if from, ok := v.t.(*typecheck.Object); ok && from != typecheck.Dynamic && from != typecheck.ObjectT {
		if (to == typecheck.IntObj && from == typecheck.BoolObj) || (to == typecheck.FloatObj && (from == typecheck.IntObj || from == typecheck.BoolObj)) {
			return val{v: v.v, t: to, owned: v.owned}
		}
	}
	ok := fb.isInstance(v.v, to)
	bad := fb.block("badcast")
	good := fb.block("cast")
	fb.b.NewCondBr(ok, good, bad)
	fb.b = bad
	fb.rt.RaiseFormat(fb.b, "PyExc_TypeError", format, fb.rt.TypeName(fb.b, v.v))
	fb.raiseHere(ln)
	fb.b.NewBr(good)
	fb.b = good
	return val{v: v.v, t: to, owned: v.owned}
}

// castClass checks at run time that v is an instance of module class ct
// (or None, for Optional[C]), raising TypeError("expected 'C', got
// 'NoneType'") as the interpreted cast does. The class is the one the
// module's globals bind to its name when the cast runs, as there, read
// through the site's global cache. While that is the class the class
// statement made and its metaclass is exactly type, isinstance() answers
// by the type's MRO alone, so an instance of the class or of a subclass
// is accepted inline (a type compare, its base's, or PyType_IsSubtype);
// anything else, a rebound name, a metaclass with __instancecheck__ or an
// object whose __class__ claims the class, asks PyObject_IsInstance.
func (fb *fnBuilder) castClass(v val, ct *typecheck.ClassType, orNone bool, t typecheck.Type, ln int) val {
	rt := fb.rt
	cls := fb.globalLoad(fb.mb.classGlobal(ct.Info), typecheck.Dynamic, ln)
	slot := fb.b.NewLoad(runtime.Obj, fb.mb.classSlot(ct.Info))
	own := fb.b.NewAnd(fb.b.NewICmp(enum.IPredEQ, cls.v, slot), fb.b.NewICmp(enum.IPredEQ, rt.TypeOf(fb.b, cls.v), rt.CData("PyType_Type")))
	tp := rt.TypeOf(fb.b, v.v)
	exact, base, ask, generic, done := fb.block("castclass.exact"), fb.block("castclass.base"), fb.block("castclass.ask"), fb.block("castclass.generic"), fb.block("castclass.done")
	var incs []*ir.Incoming
	if orNone {
		// None passes before isinstance() is asked, as in the
		// interpreted cast (the name rebound to a non-type then raises
		// for other values only).
		notNone := fb.block("castclass.notnone")
		fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, v.v, rt.None()), done, notNone)
		incs = append(incs, ir.NewIncoming(constant.True, fb.b))
		fb.b = notNone
	}
	fb.b.NewCondBr(own, exact, generic)
	exact.NewCondBr(exact.NewICmp(enum.IPredEQ, tp, cls.v), done, base)
	base.NewCondBr(base.NewICmp(enum.IPredEQ, rt.TypeBase(base, tp), cls.v), done, ask)
	sub := rt.CallC(ask, capi.TypeIsSubtype, tp, cls.v)
	ask.NewCondBr(ask.NewICmp(enum.IPredNE, sub, i32(0)), done, generic)
	fb.b = generic
	r := fb.callC(capi.ObjectIsInstance, ln, v.v, cls.v).v
	isInst := fb.b.NewICmp(enum.IPredNE, r, i32(0))
	asked := fb.b
	fb.b.NewBr(done)
	fb.b = done
	incs = append(incs, ir.NewIncoming(constant.True, exact), ir.NewIncoming(constant.True, base), ir.NewIncoming(constant.True, ask), ir.NewIncoming(isInst, asked))
	ok := done.NewPhi(incs...)
	bad, good := fb.block("badcast"), fb.block("cast")
	fb.b.NewCondBr(ok, good, bad)
	fb.b = bad
	// Named as the interpreted cast names it: the class the name is
	// bound to now.
	static := rt.CString(ct.Info.Name)
	name := bad.NewSelect(rt.HasTypeFlag(bad, cls.v, runtime.FlagType), rt.NameOfType(bad, cls.v), static)
	rt.RaiseFormat(bad, "PyExc_TypeError", "expected '%s', got '%.200s'", name, rt.TypeName(bad, v.v))
	fb.raiseHere(ln)
	fb.b.NewBr(good)
	fb.b = good
	fb.release(cls)
	return val{v: v.v, t: t, owned: v.owned}
}

// castExactClass is cast(Annotated[C, "Exact"], v): v's type must be the
// class the name C is bound to (or v None, when orNone), else
// TypeError("expected exactly 'C', got 'D'"), CinderX's exact cast.
func (fb *fnBuilder) castExactClass(v val, ct *typecheck.ClassType, orNone bool, t typecheck.Type, ln int) val {
	cls := fb.globalLoad(fb.mb.classGlobal(ct.Info), typecheck.Dynamic, ln)
	var ok value.Value = fb.b.NewICmp(enum.IPredEQ, fb.rt.TypeOf(fb.b, v.v), cls.v)
	if orNone {
		ok = fb.b.NewOr(ok, fb.b.NewICmp(enum.IPredEQ, v.v, fb.rt.None()))
	}
	fb.release(cls)
	bad, good := fb.block("badcast"), fb.block("cast")
	fb.b.NewCondBr(ok, good, bad)
	fb.b = bad
	fb.rt.RaiseFormat(fb.b, "PyExc_TypeError", "expected exactly '"+escapePercent(ct.Info.Name)+"', got '%.200s'", fb.rt.TypeName(fb.b, v.v))
	fb.raiseHere(ln)
	fb.b.NewBr(good)
	fb.b = good
	return val{v: v.v, t: t, owned: v.owned}
}

// castToClass is the implicit cast of a dynamic value to module class
// ci (or None, for Optional[C]) that CinderX emits where such a value is
// passed, stored or returned as a C: TypeError("expected 'C', got
// 'str'"). The class is the one the class statement made (its slot, as
// the argument checks use): before it exists, no value of this module's
// class can, and one of another module's passes.
func (fb *fnBuilder) castToClass(v val, ci *typecheck.ClassInfo, orNone bool, t typecheck.Type, ln int) val {
	fb.mb.castSites++
	if !orNone {
		ok, done := fb.mb.isClassInstance(fb.f, fb.b, v.v, ci, "cast"+strconv.Itoa(fb.mb.castSites), !fb.mb.info.Foreign(ci))
		fb.b = done
		return fb.classCastResult(ok, false, v, ci.Name, t, ln)
	}
	// None first: a None read from an Optional field (the end of a
	// linked list) would otherwise walk NoneType's bases and call
	// PyType_IsSubtype.
	isNone := fb.b.NewICmp(enum.IPredEQ, v.v, fb.rt.None())
	from, test := fb.b, fb.block("cast.notnone")
	ok, done := fb.mb.isClassInstance(fb.f, test, v.v, ci, "cast"+strconv.Itoa(fb.mb.castSites), !fb.mb.info.Foreign(ci))
	joined := fb.block("cast.tested")
	from.NewCondBr(isNone, joined, test)
	done.NewBr(joined)
	fb.b = joined
	r := joined.NewPhi(ir.NewIncoming(constant.True, from), ir.NewIncoming(ok, done))
	return fb.classCastResult(r, false, v, ci.Name, t, ln)
}

// classCastResult ends a cast of v to a module class named name: ok
// (or None, when orNone) goes on with v typed t, anything else raises
// TypeError("expected 'C', got 'str'").
func (fb *fnBuilder) classCastResult(ok value.Value, orNone bool, v val, name string, t typecheck.Type, ln int) val {
	if orNone {
		ok = fb.b.NewOr(ok, fb.b.NewICmp(enum.IPredEQ, v.v, fb.rt.None()))
	}
	bad := fb.block("badcast")
	good := fb.block("cast")
	fb.b.NewCondBr(ok, good, bad)
	fb.b = bad
	fb.rt.RaiseFormat(fb.b, "PyExc_TypeError", "expected '"+escapePercent(name)+"', got '%.200s'", fb.rt.TypeName(fb.b, v.v))
	fb.raiseHere(ln)
	fb.b.NewBr(good)
	fb.b = good
	return val{v: v.v, t: t, owned: v.owned}
}

// castOptionalObject checks at run time that v is None or an instance of
// the builtin class of Optional[T], raising TypeError as the interpreted
// cast does.
func (fb *fnBuilder) castOptionalObject(v val, to *typecheck.OptionalType, ln int) val {
	inner, _ := to.Inner.(*typecheck.Object)
	if inner == nil {
		return val{v: v.v, t: to, owned: v.owned}
	}
	ok := fb.b.NewOr(fb.b.NewICmp(enum.IPredEQ, v.v, fb.rt.None()), fb.isInstance(v.v, inner))
	bad := fb.block("badcast")
	good := fb.block("cast")
	fb.b.NewCondBr(ok, good, bad)
	fb.b = bad
	fb.rt.RaiseFormat(fb.b, "PyExc_TypeError", "expected '"+inner.Name+"', got '%.200s'", fb.rt.TypeName(fb.b, v.v))
	fb.raiseHere(ln)
	fb.b.NewBr(good)
	fb.b = good
	return val{v: v.v, t: to, owned: v.owned}
}

// isInstance emits a type test of an object against a builtin type.
func (fb *fnBuilder) isInstance(o value.Value, t *typecheck.Object) value.Value {
	if test, ok := builtinTests[t]; ok {
		return test(fb.rt, fb.b, o)
	}
	return constant.True
}

// builtinTests are the type tests of objects against the builtin types
// a cast checks (a float accepts an int, a bool only a bool); a cast to
// any other builtin type passes everything.
var builtinTests = map[*typecheck.Object]func(rt *runtime.Runtime, b *ir.Block, o value.Value) value.Value{
	typecheck.IntObj:   flagTest(runtime.FlagLong),
	typecheck.StrObj:   flagTest(runtime.FlagUnicode),
	typecheck.ListObj:  flagTest(runtime.FlagList),
	typecheck.TupleObj: flagTest(runtime.FlagTuple),
	typecheck.BytesObj: flagTest(runtime.FlagBytes),
	typecheck.DictObj:  flagTest(runtime.FlagDict),
	typecheck.BoolObj: func(rt *runtime.Runtime, b *ir.Block, o value.Value) value.Value {
		return b.NewICmp(enum.IPredEQ, rt.TypeOf(b, o), rt.Object("PyBool_Type"))
	},
	typecheck.FloatObj: func(rt *runtime.Runtime, b *ir.Block, o value.Value) value.Value {
		return b.NewOr(rt.IsInstanceOf(b, o, "PyFloat_Type"), rt.HasTypeFlag(b, o, runtime.FlagLong))
	},
	typecheck.SetObj: func(rt *runtime.Runtime, b *ir.Block, o value.Value) value.Value {
		return rt.IsInstanceOf(b, o, "PySet_Type")
	},
	typecheck.NoneObj: func(rt *runtime.Runtime, b *ir.Block, o value.Value) value.Value {
		return b.NewICmp(enum.IPredEQ, o, rt.None())
	},
}

// flagTest is the test of a type flag the builtin type's subclasses share.
func flagTest(flag int64) func(rt *runtime.Runtime, b *ir.Block, o value.Value) value.Value {
	return func(rt *runtime.Runtime, b *ir.Block, o value.Value) value.Value {
		return rt.HasTypeFlag(b, o, flag)
	}
}

// sequence builds a list or tuple display.
func (fb *fnBuilder) sequence(newFn, setFn *capi.Func, elts []parser.Expr, t typecheck.Type, ln int) val {
	seq := fb.callC(newFn, ln, i64(int64(len(elts)))).as(t)
	// While an element is evaluated, Python code can run (a call, a
	// finalizer, a gc callback) and find the unfinished sequence through
	// gc.get_referrers or gc.get_objects: its empty slots hold None
	// (owned) until filled, never NULL, which Python code reading them
	// would crash on. Elements that run nothing (constant and name
	// loads of objects) need no placeholder.
	var items value.Value
	if (setFn == capi.TupleSetItem || setFn == capi.ListSetItem) && !fb.runsNothing(elts) {
		if setFn == capi.TupleSetItem {
			items = fb.rt.TupleItems(fb.b, seq.v)
		} else {
			items = fb.rt.ListItems(fb.b, seq.v)
		}
		fb.fillNone(items, len(elts))
	}
	for i, x := range elts {
		// Elements are objects, except the primitive defaults of a
		// def's defaults tuple, which are stored boxed.
		v := fb.own(fb.boxed(fb.expr(x), ln))
		if items != nil {
			fb.rt.Decref(fb.b, fb.rt.None())
		}
		fb.setFreshItem(setFn, seq.v, i, v.v)
	}
	return seq
}

// fillNone stores None, owned, into the n slots at items: a fresh
// sequence's slots that Python code may read before they are filled.
func (fb *fnBuilder) fillNone(items value.Value, n int) {
	for i := 0; i < n; i++ {
		fb.rt.Incref(fb.b, fb.rt.None())
		fb.b.NewStore(fb.rt.None(), fb.b.NewGetElementPtr(runtime.Obj, items, i64(int64(i))))
	}
}

// runsNothing reports whether evaluating elts runs no Python code and
// allocates nothing: constants and names of objects.
func (fb *fnBuilder) runsNothing(elts []parser.Expr) bool {
	for _, x := range elts {
		switch x.(type) {
		case *parser.Constant, *parser.Name:
			if _, prim := typecheck.IsPrim(fb.typeOf(x)); prim {
				return false
			}
		default:
			return false
		}
	}
	return true
}

// setFreshItem stores the owned v at index i of seq, a tuple or list
// newFn just made with room for it: what PyTuple_SetItem or
// PyList_SetItem does there (the slot is NULL, the index in range, the
// reference moves into the sequence), as one store instead of a call. A
// sequence of another kind calls setFn.
func (fb *fnBuilder) setFreshItem(setFn *capi.Func, seq value.Value, i int, v value.Value) {
	var items value.Value
	switch setFn {
	case capi.TupleSetItem:
		items = fb.rt.TupleItems(fb.b, seq)
	case capi.ListSetItem:
		items = fb.rt.ListItems(fb.b, seq)
	default:
		// A fresh sequence at an index in range: SetItem cannot fail,
		// and it steals the reference.
		fb.callCInfallible(setFn, seq, i64(int64(i)), v)
		return
	}
	fb.b.NewStore(v, fb.b.NewGetElementPtr(runtime.Obj, items, i64(int64(i))))
	fb.consumeValue(v)
}

// unpackingList builds a list display with starred elements as CPython
// does (LIST_APPEND, LIST_EXTEND): in order, a starred iterable's items
// where it stands. A tuple display is this list made a tuple.
func (fb *fnBuilder) unpackingList(elts []parser.Expr, t typecheck.Type, ln int) val {
	lst := fb.callC(capi.ListNew, ln, i64(0)).as(t)
	for _, x := range elts {
		if st, ok := x.(*parser.Starred); ok {
			v := fb.expr(st.Value)
			fb.checkStatus(fb.b.NewCall(fb.rt.ListExtendFunc(), lst.v, v.v), line(x))
			fb.release(v)
			continue
		}
		v := fb.boxed(fb.expr(x), ln)
		fb.callC(capi.ListAppend, line(x), lst.v, v.v)
		fb.release(v)
	}
	return lst
}

// joinedStr lowers an f-string: format each part, then join them from an
// array on the stack, as CPython's BUILD_STRING does
// (_PyUnicode_JoinArray), without the tuple and PySequence_Fast of
// PyUnicode_Join.
func (fb *fnBuilder) joinedStr(e *parser.JoinedStr, t typecheck.Type) val {
	n := len(e.Values)
	arr := types.NewArray(uint64(n), runtime.Obj)
	items := fb.alloca(arr)
	parts := make([]val, 0, n)
	for i, x := range e.Values {
		var part val
		if fv, ok := x.(*parser.FormattedValue); ok {
			v := fb.expr(fv.Value)
			switch fv.Conversion {
			case 'r', 's', 'a':
				fn := map[rune]*capi.Func{'r': capi.ObjectRepr, 's': capi.ObjectStr, 'a': capi.ObjectASCII}[fv.Conversion]
				c := fb.callC(fn, line(fv), v.v).as(typecheck.StrObj)
				fb.release(v)
				v = c
			}
			spec := val{v: fb.load(fb.rt.Str("")), t: typecheck.StrObj}
			if js, ok := fv.FormatSpec.(*parser.JoinedStr); ok {
				spec = fb.joinedStr(js, typecheck.StrObj)
			}
			part = fb.callC(capi.ObjectFormat, line(fv), v.v, spec.v).as(typecheck.StrObj)
			fb.release(spec)
			fb.release(v)
		} else if k, ok := x.(*parser.Constant); ok && k.Kind == parser.ConstStr {
			part = val{v: fb.load(fb.rt.Str(k.Str)), t: typecheck.StrObj}
		} else {
			part = fb.expr(x)
		}
		// The parts stay live temporaries until the join: an error in a
		// later part releases them.
		parts = append(parts, part)
		fb.b.NewStore(part.v, fb.b.NewGetElementPtr(arr, items, i64(0), i64(int64(i))))
	}
	first := fb.b.NewGetElementPtr(arr, items, i64(0), i64(0))
	r := fb.callC(capi.UnicodeJoinArray, line(e), fb.load(fb.rt.Str("")), first, i64(int64(n))).as(t)
	for i := len(parts) - 1; i >= 0; i-- {
		fb.release(parts[i])
	}
	return r
}

// boolOp lowers `a and b` / `a or b` with short-circuit evaluation; the
// result is the deciding operand, as in Python.
func (fb *fnBuilder) boolOp(e *parser.BoolOp, t typecheck.Type) val {
	flags, eager := fb.eagerBoolOp(e, t)
	if !eager {
		return fb.shortCircuit(e, t)
	}
	if len(flags) == 0 {
		return fb.eagerly(e, t)
	}
	// Eagerly only where every local the later operands read is bound.
	var bound value.Value
	for _, v := range flags {
		f := fb.b.NewLoad(types.I1, fb.bound[v])
		if bound == nil {
			bound = f
		} else {
			bound = fb.b.NewAnd(bound, f)
		}
	}
	yes, no, done := fb.block("eager"), fb.block("lazy"), fb.block("eagerend")
	fb.b.NewCondBr(bound, yes, no)
	fb.b = yes
	x := fb.eagerly(e, t)
	fromX := fb.b
	fb.b.NewBr(done)
	fb.b = no
	y := fb.shortCircuit(e, t)
	fromY := fb.b
	fb.b.NewBr(done)
	fb.b = done
	return val{v: fb.phi(llvmType(t), []value.Value{x.v, y.v}, []*irBlock{fromX, fromY}), t: t}
}

// eagerly lowers the bool-typed e evaluating every operand (see
// eagerBoolOp), without branches.
func (fb *fnBuilder) eagerly(e *parser.BoolOp, t typecheck.Type) val {
	r := fb.truth(fb.coerce(fb.expr(e.Values[0]), t, line(e.Values[0])), line(e))
	for _, x := range e.Values[1:] {
		c := fb.truth(fb.coerce(fb.expr(x), t, line(x)), line(x))
		if e.Op == parser.And {
			r = fb.b.NewAnd(r, c)
		} else {
			r = fb.b.NewOr(r, c)
		}
	}
	return val{v: r, t: t}
}

// shortCircuit lowers e stopping at the first operand that decides it.
func (fb *fnBuilder) shortCircuit(e *parser.BoolOp, t typecheck.Type) val {
	done := fb.block("boolend")
	if _, ok := typecheck.IsPrim(t); ok {
		phi := []value.Value{}
		from := []*irBlock{}
		for i, x := range e.Values {
			v := fb.coerce(fb.expr(x), t, line(x))
			if i == len(e.Values)-1 {
				phi = append(phi, v.v)
				from = append(from, fb.b)
				fb.b.NewBr(done)
				break
			}
			c := fb.truth(v, line(x))
			next := fb.block("boolnext")
			phi = append(phi, v.v)
			from = append(from, fb.b)
			if e.Op == parser.And {
				fb.b.NewCondBr(c, next, done)
			} else {
				fb.b.NewCondBr(c, done, next)
			}
			fb.b = next
		}
		fb.b = done
		return val{v: fb.phi(llvmType(t), phi, from), t: t}
	}
	slot := fb.alloca(runtime.Obj)
	for i, x := range e.Values {
		v := fb.own(fb.expr(x))
		fb.b.NewStore(v.v, slot)
		if i == len(e.Values)-1 {
			fb.consume(v)
			fb.b.NewBr(done)
			break
		}
		c := fb.objectTruth(v, line(x))
		next := fb.block("boolnext")
		keep := fb.block("boolkeep")
		if e.Op == parser.And {
			fb.b.NewCondBr(c, next, keep)
		} else {
			fb.b.NewCondBr(c, keep, next)
		}
		keep.NewBr(done)
		fb.b = next
		fb.release(v)
	}
	fb.b = done
	return fb.produce(fb.b.NewLoad(runtime.Obj, slot), t)
}

// phi joins values from several predecessor blocks.
func (fb *fnBuilder) phi(t types.Type, vals []value.Value, from []*irBlock) value.Value {
	_ = t
	incs := make([]*irIncomingT, len(vals))
	for i := range vals {
		incs[i] = irIncoming(vals[i], from[i])
	}
	return fb.b.NewPhi(incs...)
}

// ifExp lowers `a if c else b`.
func (fb *fnBuilder) ifExp(e *parser.IfExp, t typecheck.Type) val {
	c := fb.cond(e.Test)
	then, els, done := fb.block("ifexp"), fb.block("ifexpelse"), fb.block("ifexpend")
	fb.b.NewCondBr(c, then, els)
	if _, ok := typecheck.IsPrim(t); ok {
		fb.b = then
		a := fb.coerce(fb.expr(e.Body), t, line(e.Body))
		aFrom := fb.b
		fb.b.NewBr(done)
		fb.b = els
		b := fb.coerce(fb.expr(e.Orelse), t, line(e.Orelse))
		bFrom := fb.b
		fb.b.NewBr(done)
		fb.b = done
		return val{v: fb.phi(llvmType(t), []value.Value{a.v, b.v}, []*irBlock{aFrom, bFrom}), t: t}
	}
	slot := fb.alloca(runtime.Obj)
	for i, branch := range []parser.Expr{e.Body, e.Orelse} {
		fb.b = []*irBlock{then, els}[i]
		v := fb.own(fb.expr(branch))
		fb.b.NewStore(v.v, slot)
		fb.consume(v)
		fb.b.NewBr(done)
	}
	fb.b = done
	return fb.produce(fb.b.NewLoad(runtime.Obj, slot), t)
}

// containerTypeValue is the class (borrowed) that e, a subscript naming a
// checked container or an Array type, evaluates to, or nil.
func (fb *fnBuilder) containerTypeValue(e *parser.Subscript) value.Value {
	ref, ok := fb.mb.info.TypeOf(e).(*typecheck.TypeRef)
	if !ok {
		return nil
	}
	if ct, ok := typecheck.IsChecked(ref.T); ok {
		return fb.containerClassOf(ct, line(e))
	}
	if a, ok := typecheck.IsArray(ref.T); ok {
		return fb.load(fb.rt.ContainerClass("_containers.Array[_prims." + a.Elem.Name + "]"))
	}
	return nil
}
