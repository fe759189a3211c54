// This file implements the choice of the locals kept as unboxed floats
// and their storage. A float local holds a num (numval.go) across
// statements: its object slot (the one every object local has) holds
// the object, or NULL while the value is the double in its double slot;
// a flag says the double is set, so that NULL with the flag clear is
// still an unbound local. Reading it where an object is wanted boxes
// the double once and keeps the box in the object slot.
//
// The choice is an inference over the function's own scope: an object
// local qualifies when it is assigned arithmetic (+ - * / ** and unary
// minus, a numeric literal, another such local) or is a parameter, the
// body never deletes it and no nested function captures it, and a float
// takes part in its arithmetic — a float literal, true division, a
// float-annotated parameter, or another float local in the same
// expression or comparison, unless the body also uses it as an int (an
// operand of //, an index, a range bound). The inference only decides where the
// representation pays: every operation still tests its operands, and
// other bindings (`x = o.attr`, a loop target) store objects, so a
// local that holds an int or a str at run time computes exactly as
// before.

package lower

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/runtime/capi"
	"github.com/staticpyc/staticpyc/typecheck"
)

// numLocal is the storage of a float local beside its object slot.
type numLocal struct {
	v    *typecheck.Var
	obj  *ir.InstAlloca // the local's object slot (fb.slots)
	d    *ir.InstAlloca // its double while obj is NULL
	set  *ir.InstAlloca // i1: d holds the value when obj is NULL
	name string
}

// numBinding is an assignment to a candidate local.
type numBinding struct {
	value parser.Expr
	aug   bool // an augmented assignment (its result is arithmetic)
}

// floatLocalOps are the operators whose result a float local may hold.
var floatLocalOps = map[parser.BinOpKind]bool{
	parser.Add: true, parser.Sub: true, parser.Mult: true, parser.Div: true, parser.Pow: true,
}

// chooseNumLocals picks the function's float locals (see the file
// comment) and gives them their double slots.
func (fb *fnBuilder) chooseNumLocals() {
	decl := fb.decl
	if decl == nil || decl.Generator || decl.Def == nil {
		return
	}
	bindings := map[*typecheck.Var][]numBinding{}
	excluded := map[string]bool{}
	typecheck.WalkScope(decl.Def.Body, func(s parser.Stmt) {
		switch s := s.(type) {
		case *parser.Assign:
			if n, ok := s.Targets[0].(*parser.Name); ok && len(s.Targets) == 1 {
				if v := decl.Local(n.Id); v != nil {
					bindings[v] = append(bindings[v], numBinding{value: s.Value})
				}
			}
		case *parser.AugAssign:
			if n, ok := s.Target.(*parser.Name); ok {
				if v := decl.Local(n.Id); v != nil && floatLocalOps[s.Op] {
					bindings[v] = append(bindings[v], numBinding{value: s.Value, aug: true})
				}
			}
		case *parser.AnnAssign:
			if n, ok := s.Target.(*parser.Name); ok && s.Value != nil {
				if v := decl.Local(n.Id); v != nil {
					bindings[v] = append(bindings[v], numBinding{value: s.Value})
				}
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
	// A local rebound by `:=` inside an expression is left as it is
	// (name reads it as an owned reference).
	for n := range fb.walrusBound() {
		excluded[n] = true
	}

	// Candidates: object locals of this function whose every binding is
	// arithmetic.
	cands := map[*typecheck.Var]bool{}
	for _, v := range decl.Locals {
		if excluded[v.Name] || v.Cell || decl.IsFree(v) || decl.MayUnbind(v.Name) {
			continue
		}
		if v.Type != typecheck.Dynamic && v.Type != typecheck.FloatObj {
			continue
		}
		if _, ok := fb.slots[v]; !ok || fb.cellOf(v) != nil {
			continue
		}
		if len(bindings[v]) == 0 && !v.Param {
			continue
		}
		cands[v] = true
	}
	// A candidate needs one arithmetic binding; its others (`x =
	// o.attr`, a loop target) store objects, which the representation
	// holds as any object local does.
	for v := range cands {
		arith := false
		for _, b := range bindings[v] {
			arith = arith || b.aug || fb.arithShaped(b.value, cands)
		}
		if !arith && !v.Param {
			delete(cands, v)
		}
	}
	if len(cands) == 0 {
		return
	}

	// Which candidates meet floats: a fixpoint over the arithmetic of
	// the body (the bindings' values, conditions, arguments...).
	var trees []parser.Expr
	typecheck.WalkScope(decl.Def.Body, func(s parser.Stmt) {
		var walk func(e parser.Expr, inTree bool)
		walk = func(e parser.Expr, inTree bool) {
			arith := isArith(e)
			if arith && !inTree {
				trees = append(trees, e)
			}
			if _, ok := e.(*parser.Lambda); ok {
				return
			}
			parser.ChildExprs(e, func(c parser.Expr) { walk(c, arith) })
		}
		parser.StmtExprs(s, func(e parser.Expr) { walk(e, false) })
		if a, ok := s.(*parser.AugAssign); ok {
			// `x op= e` is the tree x op e.
			trees = append(trees, &parser.BinOp{Span: a.Span, Left: a.Target, Op: a.Op, Right: a.Value})
		}
	})
	intUsed := fb.intUsedLocals()
	float := map[*typecheck.Var]bool{}
	for v := range cands {
		if v.Type == typecheck.FloatObj {
			float[v] = true
		}
	}
	// floatTree returns the candidates among the leaves of the
	// arithmetic t and whether a float takes part in it.
	floatTree := func(t parser.Expr) (leaves []*typecheck.Var, hasFloat bool) {
		fb.arithLeaves(t, func(e parser.Expr) {
			if n, ok := e.(*parser.Name); ok {
				if v, ok := fb.mb.info.RefOf(n).(*typecheck.Var); ok && cands[v] {
					leaves = append(leaves, v)
					hasFloat = hasFloat || float[v]
					return
				}
			}
			if k, ok := fb.mb.info.ConstOf(e); ok && k.Float != nil || fb.typeOf(e) == typecheck.FloatObj {
				hasFloat = true
			}
		}, func() { hasFloat = true })
		return leaves, hasFloat
	}
	for changed := true; changed; {
		changed = false
		for _, t := range trees {
			leaves, hasFloat := floatTree(t)
			if !hasFloat {
				continue
			}
			for _, v := range leaves {
				if !float[v] && !intUsed[v] {
					float[v] = true
					changed = true
				}
			}
		}
		// A local assigned from a float local is one, and so is a local
		// assigned arithmetic a float takes part in (`mag = dt * d **
		// -1.5`, where mag itself only meets untyped values after).
		for v := range cands {
			if float[v] {
				continue
			}
			for _, b := range bindings[v] {
				if n, ok := b.value.(*parser.Name); ok {
					if w, ok := fb.mb.info.RefOf(n).(*typecheck.Var); ok && float[w] {
						float[v] = true
						changed = true
						break
					}
				}
				if _, cmp := b.value.(*parser.Compare); b.aug || cmp || intUsed[v] || !isArith(b.value) {
					continue
				}
				if _, hasFloat := floatTree(b.value); hasFloat {
					float[v] = true
					changed = true
					break
				}
			}
		}
	}
	// A parameter is worth unboxing only where arithmetic reads it.
	used := map[*typecheck.Var]bool{}
	for _, t := range trees {
		fb.arithLeaves(t, func(e parser.Expr) {
			if n, ok := e.(*parser.Name); ok {
				if v, ok := fb.mb.info.RefOf(n).(*typecheck.Var); ok {
					used[v] = true
				}
			}
		}, func() {})
	}
	for _, v := range decl.Locals {
		if !float[v] || v.Param && !used[v] {
			continue
		}
		nl := &numLocal{v: v, obj: fb.slots[v], d: fb.alloca(types.Double), set: fb.alloca(types.I1), name: v.Name}
		fb.initStores[fb.entry.NewStore(zeroDouble, nl.d)] = true
		fb.initStores[fb.entry.NewStore(constant.False, nl.set)] = true
		if fb.numLocals == nil {
			fb.numLocals = map[*typecheck.Var]*numLocal{}
		}
		fb.numLocals[v] = nl
	}
}

// isArith reports whether e is an operation a float local's arithmetic
// is made of (a comparison: its operands meet as arithmetic's do).
func isArith(e parser.Expr) bool {
	switch e := e.(type) {
	case *parser.BinOp:
		return floatLocalOps[e.Op]
	case *parser.UnaryOp:
		return e.Op == parser.USub || e.Op == parser.UAdd
	case *parser.Compare:
		return true
	}
	return false
}

// arithLeaves calls leaf for each operand of the arithmetic tree t that
// is not itself arithmetic, and sawFloat for each true division (which
// makes a float of ints).
func (fb *fnBuilder) arithLeaves(t parser.Expr, leaf func(parser.Expr), sawFloat func()) {
	if !isArith(t) {
		leaf(t)
		return
	}
	if k, ok := fb.mb.info.ConstOf(t); ok && k.Float != nil {
		leaf(t)
		return
	}
	if b, ok := t.(*parser.BinOp); ok && b.Op == parser.Div {
		sawFloat()
	}
	parser.ChildExprs(t, func(c parser.Expr) { fb.arithLeaves(c, leaf, sawFloat) })
}

// arithShaped reports whether e, assigned to a candidate, is arithmetic:
// an operation of isArith (but not a comparison), a numeric literal, or
// a candidate local.
func (fb *fnBuilder) arithShaped(e parser.Expr, cands map[*typecheck.Var]bool) bool {
	if k, ok := fb.mb.info.ConstOf(e); ok {
		return k.Float != nil || k.Int != nil && k.Bool == nil
	}
	switch e := e.(type) {
	case *parser.BinOp:
		return floatLocalOps[e.Op]
	case *parser.UnaryOp:
		return e.Op == parser.USub || e.Op == parser.UAdd
	case *parser.Name:
		v, ok := fb.mb.info.RefOf(e).(*typecheck.Var)
		return ok && cands[v]
	}
	return false
}

// numLocalOf returns the float local a name refers to, or nil.
func (fb *fnBuilder) numLocalOf(n *parser.Name) *numLocal {
	if fb.numLocals == nil {
		return nil
	}
	v, ok := fb.mb.info.RefOf(n).(*typecheck.Var)
	if !ok {
		return nil
	}
	return fb.numLocals[v]
}

// mayBeUnbound reports whether a read of nl must check that it is bound.
func (fb *fnBuilder) mayBeUnbound(nl *numLocal) bool {
	return !nl.v.Param
}

// loadNumLocal reads nl as a borrowed num, raising UnboundLocalError
// when it is unbound.
func (fb *fnBuilder) loadNumLocal(nl *numLocal, e *parser.Name) num {
	obj := fb.b.NewLoad(runtime.Obj, nl.obj)
	d := fb.b.NewLoad(types.Double, nl.d)
	if fb.mayBeUnbound(nl) {
		set := fb.b.NewLoad(types.I1, nl.set)
		fb.unboundIf(fb.b.NewAnd(fb.b.NewICmp(enum.IPredEQ, obj, runtime.Null), fb.b.NewXor(set, constant.True)), e)
	}
	return num{state: numEither, obj: obj, d: d}
}

// loadNumLocalBoxed reads nl as a borrowed object: a double is boxed and
// the box kept in the object slot, so the next read finds it.
func (fb *fnBuilder) loadNumLocalBoxed(nl *numLocal, e *parser.Name) val {
	n := fb.loadNumLocal(nl, e)
	box, done := fb.block("numlocal.box"), fb.block("numlocal.boxed")
	from := fb.b
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, n.obj, runtime.Null), box, done)
	fb.b = box
	boxed := fb.checkNull(fb.rt.CallC(fb.b, capi.FloatFromDouble, n.d), typecheck.Dynamic, line(e))
	fb.consume(boxed) // the slot holds it
	fb.b.NewStore(boxed.v, nl.obj)
	boxedFrom := fb.b
	fb.b.NewBr(done)
	fb.b = done
	o := done.NewPhi(ir.NewIncoming(n.obj, from), ir.NewIncoming(boxed.v, boxedFrom))
	return val{v: o, t: nl.v.Type}
}

// storeNumLocal assigns n (consumed) to nl.
func (fb *fnBuilder) storeNumLocal(nl *numLocal, n num) {
	old := fb.b.NewLoad(runtime.Obj, nl.obj)
	var obj value.Value = runtime.Null
	switch n.state {
	case numObject:
		obj = n.obj
		if !n.owned {
			fb.rt.Incref(fb.b, obj)
		}
	case numEither:
		obj = n.obj
		if !n.owned {
			fb.xincref(obj)
		}
	}
	fb.b.NewStore(obj, nl.obj)
	fb.b.NewStore(n.d, nl.d)
	fb.b.NewStore(constant.True, nl.set)
	fb.forgetNum(n)
	fb.rt.XDecref(fb.b, old)
}

// unboxNumParams gives each float parameter that is an exact float its
// double on entry (the caller's reference keeps the object alive; the
// slot's own reference is dropped).
func (fb *fnBuilder) unboxNumParams() {
	for _, v := range fb.decl.Params {
		nl := fb.numLocals[v]
		if nl == nil {
			continue
		}
		obj := fb.b.NewLoad(runtime.Obj, nl.obj)
		unbox, done := fb.block("param.unbox"), fb.block("param.unboxed")
		fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, fb.rt.TypeOf(fb.b, obj), fb.rt.CData("PyFloat_Type")), unbox, done)
		unbox.NewStore(unbox.NewLoad(types.Double, fb.rt.FloatValuePtr(unbox, obj)), nl.d)
		unbox.NewStore(runtime.Null, nl.obj)
		fb.rt.Decref(unbox, obj)
		unbox.NewBr(done)
		fb.b = done
		fb.b.NewStore(constant.True, nl.set)
	}
}

// assignNum lowers `target = value` when target is a float local and
// value arithmetic on floats, keeping the value a num; it reports false
// (nothing emitted) for any other assignment.
func (fb *fnBuilder) assignNum(target, value parser.Expr) bool {
	n, ok := target.(*parser.Name)
	if !ok {
		return false
	}
	nl := fb.numLocalOf(n)
	if nl == nil || !fb.floatish(value) && !isArith(value) {
		return false
	}
	res := fb.numOfArith(value)
	if fb.typeOf(value) != nl.v.Type {
		fb.checkNumAs(res, nl.v.Type, line(value))
	}
	fb.storeNumLocal(nl, res)
	return true
}

// augAssignNum lowers `target op= value` when target is a float local.
func (fb *fnBuilder) augAssignNum(t *parser.Name, s *parser.AugAssign) bool {
	nl := fb.numLocalOf(t)
	if nl == nil || !floatLocalOps[s.Op] || !mayBeNumber(fb.typeOf(s.Value)) {
		return false
	}
	cur := fb.loadNumLocal(nl, t)
	rhs := fb.numOf(s.Value)
	res := fb.numBinary(s.Op, cur, rhs, line(s), true)
	// The result of an object operation is checked against a declared
	// type as any object stored in the local is.
	fb.checkNumAs(res, nl.v.Type, line(s))
	fb.storeNumLocal(nl, res)
	return true
}

// checkNumAs checks a num about to be stored in a local of type to as
// coerce checks an object: a double is a float, which every type a
// float local has accepts; an object is cast.
func (fb *fnBuilder) checkNumAs(n num, to typecheck.Type, ln int) {
	if to == typecheck.Dynamic || n.state == numDouble {
		return
	}
	if n.state == numObject {
		fb.coerce(val{v: n.obj, t: typecheck.Dynamic}, to, ln)
		return
	}
	check, done := fb.block("numlocal.check"), fb.block("numlocal.checked")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, n.obj, runtime.Null), done, check)
	fb.b = check
	fb.coerce(val{v: n.obj, t: typecheck.Dynamic}, to, ln)
	fb.b.NewBr(done)
	fb.b = done
}

// walrusBound is the set of names the function's body binds with `:=`
// (computed once).
func (fb *fnBuilder) walrusBound() map[string]bool {
	if fb.walrus == nil {
		fb.walrus = map[string]bool{}
		if fb.decl != nil && fb.decl.Def != nil {
			typecheck.WalkScope(fb.decl.Def.Body, func(s parser.Stmt) {
				for _, n := range walrusNames(s) {
					fb.walrus[n] = true
				}
			})
		}
	}
	return fb.walrus
}

// intUsedLocals are the locals the body uses as ints: operands of an
// int-only operator (// % & | ^ << >>, through the arithmetic around
// them), indexes of subscripts, arguments of range. Meeting a float does
// not make such a local a float local (spectral_norm's
// `1.0 / ((i + j) * (i + j + 1) // 2 + i + 1)`: i and j are ints).
func (fb *fnBuilder) intUsedLocals() map[*typecheck.Var]bool {
	used := map[*typecheck.Var]bool{}
	var mark func(e parser.Expr)
	mark = func(e parser.Expr) {
		if n, ok := e.(*parser.Name); ok {
			if v, ok := fb.mb.info.RefOf(n).(*typecheck.Var); ok {
				used[v] = true
			}
			return
		}
		switch e.(type) {
		case *parser.BinOp, *parser.UnaryOp:
			parser.ChildExprs(e, mark)
		}
	}
	intOps := map[parser.BinOpKind]bool{parser.FloorDiv: true, parser.Mod: true, parser.BitAnd: true, parser.BitOr: true,
		parser.BitXor: true, parser.LShift: true, parser.RShift: true}
	var walk func(e parser.Expr)
	walk = func(e parser.Expr) {
		switch e := e.(type) {
		case *parser.BinOp:
			if intOps[e.Op] {
				mark(e.Left)
				mark(e.Right)
			}
		case *parser.Subscript:
			if _, ok := e.Slice.(*parser.Slice); !ok {
				mark(e.Slice)
			}
		case *parser.Call:
			if n, ok := e.Func.(*parser.Name); ok && n.Id == "range" {
				for _, a := range e.Args {
					mark(a)
				}
			}
		case *parser.Lambda:
			return
		}
		parser.ChildExprs(e, walk)
	}
	typecheck.WalkScope(fb.decl.Def.Body, func(s parser.Stmt) { parser.StmtExprs(s, walk) })
	return used
}
