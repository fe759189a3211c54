// This file implements the lowering of function bodies and statements.

package lower

import (
	"math/big"
	"strconv"
	"strings"

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

// lowerFunc emits the native body of a top-level function and its
// CPython wrapper.
func (mb *moduleBuilder) lowerFunc(decl *typecheck.FuncDecl) {
	mb.lowerBody(decl, mb.natives[decl])
	if v := mb.noAliasVariants[decl]; v != nil {
		mb.lowerBody(decl, v)
	}
}

// lowerBody emits a native body of decl into f.
func (mb *moduleBuilder) lowerBody(decl *typecheck.FuncDecl, f *ir.Func) {
	fb := mb.newFnBuilder(f, decl, decl.Name)
	fb.leaf = leafBody(decl.Def.Body)
	if decl.Generator {
		fb.startGenerator()
	}
	// Locals live in stack slots; mem2reg turns primitive ones into
	// registers. Object parameters are borrowed: the slot takes its own
	// reference so that assignment can treat every slot alike.
	for _, v := range decl.Locals {
		if a, ok := typecheck.IsArray(v.Type); ok {
			fb.arrays[v] = fb.newArraySlots(a, mb.written[decl][v.Name])
			continue
		}
		fb.declareLocal(v)
	}
	fb.chooseNumLocals()
	fb.chooseIntLocals()
	// Cells come first: those of enclosing functions, as parameters.
	next := 0
	for _, v := range decl.Free {
		fb.freeCells[v] = f.Params[next]
		next++
	}
	for _, p := range decl.Params {
		if _, ok := typecheck.IsArray(p.Type); ok {
			// The caller holds the buffer; the local takes a reference
			// to the object and the data pointer and length.
			s := fb.arrays[p]
			obj, data, n := f.Params[next], f.Params[next+1], f.Params[next+2]
			next += 3
			fb.rt.Incref(fb.b, obj)
			fb.b.NewStore(obj, s.obj)
			fb.b.NewStore(data, s.data)
			fb.b.NewStore(n, s.n)
			continue
		}
		arg := f.Params[next]
		next++
		if typecheck.IsObject(p.Type) {
			fb.rt.Incref(fb.b, arg)
		}
		fb.b.NewStore(arg, fb.slots[p])
	}
	// Variables captured by nested functions live in cells, created on
	// entry (a captured parameter starts with its argument).
	for _, v := range decl.Locals {
		if !v.Cell || decl.IsFree(v) {
			continue
		}
		slot := fb.slots[v]
		var init value.Value = runtime.Null
		if v.Param {
			init = fb.b.NewLoad(runtime.Obj, slot)
		}
		cell := fb.callC(capi.CellNew, decl.Def.Line, init)
		fb.consume(cell) // the slot holds it
		fb.rt.XDecref(fb.b, init)
		fb.b.NewStore(cell.v, slot)
		fb.ownCells[v] = slot
	}
	fb.unboxNumParams()
	fb.stmts(decl.Def.Body)
	if !fb.terminated() {
		if _, ok := typecheck.IsPrim(decl.Return); ok {
			// The checker proved every path returns, so this block is
			// dead and LLVM drops it; were the proof ever wrong, the
			// caller gets an exception rather than a garbage value.
			fb.rt.RaiseString(fb.b, "SystemError", fb.pyName+" reached the end of its body without returning a value")
			fb.raiseHere(decl.Def.Line)
			fb.b.NewUnreachable()
		} else {
			none := val{v: fb.rt.None(), t: typecheck.NoneObj}
			fb.ret(fb.own(none))
		}
	}
	// The error exit releases the locals and reports failure.
	fb.releaseLocals(fb.errExit)
	fb.leaveRecursion(fb.errExit)
	if fb.gen != nil {
		fb.gen.end(fb.errExit, runtime.Null)
		fb.finishGenerator()
		fb.finish()
		return
	}
	if p, ok := typecheck.IsPrim(decl.Return); ok {
		fb.errExit.NewRet(constant.NewStruct(runtime.Result(p.LLVM()), constant.NewZeroInitializer(p.LLVM()), constant.True))
	} else {
		fb.errExit.NewRet(runtime.Null)
	}
	fb.enterRecursion(f.Blocks[1])
	fb.finish()
}

// enterRecursion ends the entry block with the recursion check and a
// jump to body. A native body counts toward the interpreter's recursion
// limit as a Python frame does, so that deep recursion raises
// RecursionError instead of overflowing the C stack; the check is here,
// not in the wrapper, because direct native-to-native calls bypass the
// wrapper. It fails before any argument is taken, so its exit has
// nothing to release.
func (fb *fnBuilder) enterRecursion(body *ir.Block) {
	if fb.leaf {
		fb.entry.NewBr(body)
		return
	}
	deep := fb.block("recursion")
	fb.rt.EnterRecursion(fb.entry, fb.threadState(), fb.block("recursion.check"), body, deep)
	if p, ok := typecheck.IsPrim(fb.decl.Return); ok {
		deep.NewRet(constant.NewStruct(runtime.Result(p.LLVM()), constant.NewZeroInitializer(p.LLVM()), constant.True))
	} else {
		deep.NewRet(runtime.Null)
	}
}

// leafBody reports whether a body is straight-line code that calls
// nothing: no call, comprehension, lambda, nested def or class, loop,
// with, try, raise, assert, import, yield or await. Such a body — a
// field accessor, an arithmetic method — gets no recursion guard, as a
// C extension's function has none: it cannot recurse by itself, and any
// cycle through it passes through a call made elsewhere (a Python frame,
// a compiled body that calls), which counts and checks the stack. What
// that saves is most of a small native call: the thread state (from
// 3.12 a call into libpython, through __tls_get_addr), the counter's
// decrement and give-back, the stack check and the entry's poll. A leaf
// called exactly at the recursion limit then does not raise where its
// Python frame would; one frame deeper, its caller does.
func leafBody(body []parser.Stmt) bool {
	leaf := true
	var expr func(e parser.Expr)
	expr = func(e parser.Expr) {
		if !leaf || e == nil {
			return
		}
		switch e.(type) {
		case *parser.Call, *parser.Lambda, *parser.ListComp, *parser.SetComp, *parser.DictComp,
			*parser.GeneratorExp, *parser.Yield, *parser.YieldFrom, *parser.Await:
			leaf = false
			return
		}
		parser.ChildExprs(e, expr)
	}
	parser.WalkStmts(body, func(s parser.Stmt) bool {
		if !leaf {
			return false
		}
		switch s.(type) {
		case *parser.FunctionDef, *parser.ClassDef, *parser.For, *parser.While, *parser.With, *parser.Try,
			*parser.Raise, *parser.Assert, *parser.Import, *parser.ImportFrom, *parser.Match:
			leaf = false
			return false
		}
		parser.StmtExprs(s, expr)
		return true
	})
	return leaf
}

// primitiveLeaf reports whether a leaf body (leafBody) computes on
// primitives only: every expression it evaluates is typed as a primitive
// or is a number or bool literal. Such a body runs no Python code and
// reaches no slot or descriptor of any object, so it cannot take part in
// a recursion at all, and its vectorcall entry needs no stack check
// either (runtime.VectorcallEntry).
func primitiveLeaf(info *typecheck.Info, body []parser.Stmt) bool {
	if !leafBody(body) {
		return false
	}
	prim := true
	var expr func(e parser.Expr)
	expr = func(e parser.Expr) {
		if !prim || e == nil {
			return
		}
		if c, ok := e.(*parser.Constant); ok {
			switch c.Kind {
			case parser.ConstInt, parser.ConstFloat, parser.ConstTrue, parser.ConstFalse:
				return
			}
		}
		if _, ok := typecheck.IsPrim(info.TypeOf(e)); !ok {
			prim = false
			return
		}
		parser.ChildExprs(e, expr)
	}
	parser.WalkStmts(body, func(s parser.Stmt) bool {
		parser.StmtExprs(s, expr)
		return prim
	})
	return prim
}

// leaveRecursion undoes enterRecursion's count on a way out of the body.
func (fb *fnBuilder) leaveRecursion(b *ir.Block) {
	if fb.leaf {
		return
	}
	fb.rt.LeaveRecursion(b, fb.threadState())
}

// threadState is the current thread state, read once in the entry block
// (which dominates every exit) and used by the recursion guard on entry
// and on every exit: from 3.12 it is a call into libpython (a
// thread-local there), which an exit then need not repeat. A body runs
// on one thread from entry to exit, and any thread state a callee swaps
// in is swapped out before it returns, so the entry's value holds at
// every exit.
func (fb *fnBuilder) threadState() value.Value {
	if fb.gen != nil {
		// A generator resumes on whichever thread calls it.
		return fb.rt.ThreadState(fb.b)
	}
	if fb.tstate == nil {
		fb.tstate = fb.rt.ThreadState(fb.entry)
	}
	return fb.tstate
}

// finish terminates the blocks left open after a return or a raise.
func (fb *fnBuilder) finish() {
	fb.markAssignments()
	fb.dropEmptyViews()
	for _, b := range fb.f.Blocks {
		if b.Term == nil {
			b.NewUnreachable()
		}
	}
}

// ret returns v (already converted to the return type) from a native body.
func (fb *fnBuilder) ret(v val) {
	// Finally bodies and __exit__ calls run after the value is computed
	// and before the function returns.
	fb.runCleanups(0)
	if fb.terminated() {
		return // a finally body returned or raised
	}
	if p, ok := typecheck.IsPrim(fb.decl.Return); ok {
		fb.releaseLocals(fb.b)
		fb.leaveRecursion(fb.b)
		s := fb.b.NewInsertValue(constant.NewUndef(runtime.Result(p.LLVM())), v.v, 0)
		fb.b.NewRet(fb.b.NewInsertValue(s, constant.False, 1))
		return
	}
	v = fb.own(v)
	fb.consume(v)
	fb.releaseLocals(fb.b)
	fb.leaveRecursion(fb.b)
	if fb.gen != nil {
		fb.gen.end(fb.b, v.v)
		return
	}
	fb.b.NewRet(v.v)
}

func (fb *fnBuilder) stmts(ss []parser.Stmt) {
	defer fb.passed.block(fb, ss)()
	defer fb.enterAssigned()()
	for _, s := range ss {
		if fb.terminated() {
			fb.b = fb.block("dead")
		}
		if fb.decl == nil && fb.classNS == nil && fb.mb.info.InterpretedStmts[s] {
			fb.interpretStmt(s, fb.load(fb.mb.modDict))
			continue
		}
		fb.stmt(s)
		fb.noteAssigned(s)
	}
}

// stmt lowers one statement; with line information on, what was emitted
// before it belongs to the enclosing statement (or the def), and what it
// emitted to itself (debug.go).
func (fb *fnBuilder) stmt(s parser.Stmt) {
	if t := fb.mb.lineTable; t != nil {
		t.claim(fb.f, t.enclosing(fb.f))
		t.open(fb.f, line(s))
		defer t.close(fb.f)
	}
	fb.stmtBody(s)
}

func (fb *fnBuilder) stmtBody(s parser.Stmt) {
	defer fb.restartPoint(s)()
	defer fb.passed.statement(fb, s)()
	fb.stmtLine = line(s)
	switch s := s.(type) {
	case *parser.ExprStmt:
		if k, ok := s.Value.(*parser.Constant); ok && k.Kind == parser.ConstStr {
			return // a docstring
		}
		if a := fb.mb.info.ProdAsserts[s]; a != nil {
			fb.assertStmt(a)
			return
		}
		v := fb.expr(s.Value)
		fb.release(v)
	case *parser.Pass, *parser.Global, *parser.Nonlocal, *parser.ImportFrom:
		if imp, ok := s.(*parser.ImportFrom); ok {
			fb.importFrom(imp)
		}
	case *parser.Import:
		fb.importStmt(s)
	case *parser.FunctionDef:
		if fb.decl != nil || fb.mb.isNested[fb.mb.info.FuncOf[s]] {
			// In a function, or in a module-level block (its name a
			// global).
			fb.nestedDef(s)
			return
		}
		if decl := fb.mb.info.FuncOf[s]; decl != nil && decl.Interpreted {
			fb.interpretDef("", s.Name, fb.load(fb.mb.modDict), line(s))
			return
		}
		// Top-level functions are created with the module and bound
		// here, where the def stands; defaults that are not constants
		// are evaluated here too.
		if decl := fb.mb.info.FuncOf[s]; decl != nil {
			fb.bindFunction(decl, line(s))
		}
		if decl := fb.mb.info.FuncOf[s]; decl != nil && decl.DynamicDefaults && fb.decl == nil {
			fb.setDefaults(decl)
		}
		if decl := fb.mb.info.FuncOf[s]; decl != nil && decl.Decorated {
			fb.decorateGlobal(s)
		}
	case *parser.Assign:
		fb.assign(s)
	case *parser.AnnAssign:
		if s.Value != nil {
			if n, ok := s.Target.(*parser.Name); ok && fb.decl == nil {
				if g, ok := fb.mb.info.Globals[n.Id]; ok && g.Kind == typecheck.GlobalFinal {
					// Folded at compile time, but still bound in the
					// module for Python code that reads it.
					v := fb.expr(s.Value)
					fb.store(n, v)
					if s.Simple {
						fb.moduleAnnotation(n.Id, s.Annotation, line(s))
					}
					return
				}
			}
			if fb.decl != nil && (fb.assignInt(s.Target, s.Value) || fb.assignNum(s.Target, s.Value)) {
				break
			}
			v := fb.exprAs(s.Value, fb.mb.info.TypeOf(s.Target))
			fb.store(s.Target, v)
		} else if n, ok := s.Target.(*parser.Name); ok && fb.decl != nil {
			// `x: int64` without a value: from here on the local is
			// bound, holding what its slot holds, zero from the entry
			// on (CinderX stores zero at the entry into a primitive not
			// definitely assigned). The store marks it bound
			// (markAssignments); LLVM drops it.
			if v, ok := fb.mb.info.RefOf(n).(*typecheck.Var); ok && fb.bound[v] != nil {
				slot := fb.slots[v]
				fb.b.NewStore(fb.b.NewLoad(llvmType(v.Type), slot), slot)
			}
		}
		if n, ok := s.Target.(*parser.Name); ok && s.Simple && fb.decl == nil {
			fb.moduleAnnotation(n.Id, s.Annotation, line(s))
		}
	case *parser.AugAssign:
		fb.augAssign(s)
	case *parser.Return:
		var v val
		if s.Value == nil && !fb.decl.Generator && !fb.dynamicReturn() && fb.bareReturnRaises(fb.decl.Return) {
			// A bare return where the declared type takes no None, which
			// CinderX's checker lets through: TypeError (as the
			// interpreted runtime's bare_return), never an ill-typed None.
			fb.rt.RaiseFormat(fb.b, "PyExc_TypeError", bareReturnMessage)
			fb.raiseHere(line(s))
			return
		}
		if s.Value == nil {
			v = val{v: fb.rt.None(), t: typecheck.NoneObj}
		} else if fb.dynamicReturn() {
			// @dynamic_return: returned as it is, not cast to the
			// declared type (CinderX emits no CAST there).
			v = fb.boxed(fb.expr(s.Value), line(s))
		} else if t := fb.decl.ReturnType(); fb.decl.Generator && t != fb.decl.Return && typecheck.IsObject(t) {
			// What a generator or coroutine returns is cast to the
			// annotation's type, as CinderX casts it; the object goes
			// into StopIteration.
			v = fb.coerce(fb.boxed(fb.expr(s.Value), line(s)), t, line(s))
		} else if _, prim := typecheck.IsPrim(t); prim && fb.decl.Generator && t != fb.decl.Return {
			// A coroutine declared to return a primitive gives it boxed.
			v = fb.boxed(fb.exprAs(s.Value, t), line(s))
		} else if lit, ok := fb.decl.Return.(*typecheck.Object); ok && lit.Literal != nil {
			v = fb.expr(s.Value)
			if v.t == typecheck.Dynamic || v.t == typecheck.ObjectT {
				fb.checkLiteral(v, lit, line(s))
			}
			v = fb.coerce(v, fb.decl.Return, line(s))
		} else {
			v = fb.exprAs(s.Value, fb.decl.Return)
		}
		fb.ret(v)
	case *parser.If:
		fb.ifStmt(s)
	case *parser.While:
		fb.whileStmt(s)
	case *parser.For:
		if s.IsAsync {
			fb.asyncForStmt(s)
		} else if fb.mb.info.CrangeLoops[s] {
			fb.crangeLoop(s)
		} else if _, ok := typecheck.IsArray(fb.mb.info.TypeOf(s.Iter)); ok && fb.isArrayLocal(s.Iter) {
			fb.arrayLoop(s, fb.arrayOf(s.Iter))
		} else if !fb.builtinLoop(s) {
			fb.iterLoop(s)
		}
	case *parser.Break:
		loop := fb.loops[len(fb.loops)-1]
		fb.runCleanups(loop.cleanups)
		fb.br(loop.brk)
	case *parser.Continue:
		loop := fb.loops[len(fb.loops)-1]
		fb.runCleanups(loop.cleanups)
		fb.br(loop.cont)
	case *parser.ClassDef:
		fb.classDef(s)
	case *parser.Match:
		fb.matchStmt(s)
	case *parser.Try:
		fb.tryStmt(s)
	case *parser.Raise:
		fb.raiseStmt(s)
	case *parser.With:
		if s.IsAsync {
			fb.asyncWithStmt(s, 0)
		} else {
			fb.withStmt(s, 0)
		}
	case *parser.Assert:
		fb.assertStmt(s)
	case *parser.Delete:
		for _, t := range s.Targets {
			fb.deleteTarget(t)
		}
	default:
		panic("internal error: lower: unchecked statement at line " + strconv.Itoa(line(s)))
	}
}

// checkLiteral checks a dynamic value v returned as the literal type lit,
// as CinderX does: an int literal by ==, a bool one by identity; else
// TypeError("expected 1, got 2"), the value formatted by str().
func (fb *fnBuilder) checkLiteral(v val, lit *typecheck.Object, ln int) {
	text := strings.TrimSuffix(strings.TrimPrefix(lit.Value, "Literal["), "]")
	var ok value.Value
	switch lit.Literal {
	case typecheck.IntObj:
		n, good := new(big.Int).SetString(text, 10)
		if !good {
			return
		}
		eq := fb.callC(capi.ObjectRichCompareBool, ln, v.v, fb.load(fb.rt.Int(n)), i32(2)).v
		ok = fb.b.NewICmp(enum.IPredNE, eq, i32(0))
	case typecheck.BoolObj:
		want := fb.rt.False()
		if text == "True" {
			want = fb.rt.True()
		}
		ok = fb.b.NewICmp(enum.IPredEQ, v.v, want)
	default:
		return
	}
	bad, good := fb.block("badliteral"), fb.block("literal")
	fb.b.NewCondBr(ok, good, bad)
	fb.b = bad
	fb.rt.RaiseFormat(fb.b, "PyExc_TypeError", "expected "+escapePercent(text)+", got %S", v.v)
	fb.raiseHere(ln)
	fb.b.NewBr(good)
	fb.b = good
}

// bareReturnRaises reports whether a bare return in a def declared to
// return t raises: t is a primitive, a typed container, a class of this
// module or a builtin type the interpreted runtime checks a return
// against (its visit_Return), none of which takes None.
func (fb *fnBuilder) bareReturnRaises(t typecheck.Type) bool {
	switch t := t.(type) {
	case *typecheck.ArrayType, *typecheck.CheckedType:
		return true
	case *typecheck.Object:
		switch t {
		case typecheck.IntObj, typecheck.StrObj, typecheck.FloatObj, typecheck.BoolObj, typecheck.ListObj,
			typecheck.DictObj, typecheck.TupleObj, typecheck.BytesObj, typecheck.SetObj:
			return true
		}
		return false
	}
	if _, ok := typecheck.IsPrim(t); ok {
		return true
	}
	if ct, ok := typecheck.IsClass(t); ok {
		return !fb.mb.info.Foreign(ct.Info)
	}
	return false
}

// bareReturnMessage is the interpreted runtime's _msgs.BARE_RETURN.
const bareReturnMessage = "return without a value in a function whose declared return type does not take None"

// exprAs lowers e and converts it to type `to` (nil: as it is).
func (fb *fnBuilder) exprAs(e parser.Expr, to typecheck.Type) val {
	v := fb.expr(e)
	if to == nil {
		return v
	}
	return fb.coerce(v, to, line(e))
}

// assign lowers `t1 = t2 = value` and parallel tuple assignment.
func (fb *fnBuilder) assign(s *parser.Assign) {
	if cls := fb.aliasClass(s); cls != nil {
		fb.store(s.Targets[0], val{v: cls, t: typecheck.Dynamic})
		return
	}
	if len(s.Targets) == 1 {
		tt, ok1 := s.Targets[0].(*parser.Tuple)
		vt, ok2 := s.Value.(*parser.Tuple)
		if ok1 && ok2 && len(tt.Elts) == len(vt.Elts) && !parser.HasStarred(tt.Elts) && !parser.HasStarred(vt.Elts) {
			vals := make([]val, len(vt.Elts))
			for i, e := range vt.Elts {
				vals[i] = fb.expr(e)
				if !vals[i].owned && typecheck.IsObject(vals[i].t) {
					vals[i] = fb.own(vals[i])
				}
			}
			for i, t := range tt.Elts {
				fb.store(t, vals[i])
			}
			return
		}
	}
	if len(s.Targets) == 1 && fb.sliceFromSlice(s.Targets[0], s.Value) {
		return
	}
	if len(s.Targets) == 1 && (fb.assignInt(s.Targets[0], s.Value) || fb.assignNum(s.Targets[0], s.Value)) {
		return
	}
	v := fb.expr(s.Value)
	for i, t := range s.Targets {
		if i < len(s.Targets)-1 && typecheck.IsObject(v.t) {
			fb.rt.Incref(fb.b, v.v)
			fb.store(t, val{v: v.v, t: v.t, owned: true})
			continue
		}
		fb.store(t, v)
	}
}

// store assigns v to a target, consuming v.
func (fb *fnBuilder) store(target parser.Expr, v val) {
	switch t := target.(type) {
	case *parser.Name:
		ref := fb.mb.info.RefOf(t)
		if lv, ok := ref.(*typecheck.Var); ok && fb.cellOf(lv) != nil {
			fb.storeCell(fb.cellOf(lv), fb.own(fb.boxed(v, line(t))), line(t))
			return
		}
		if lv, ok := ref.(*typecheck.Var); ok && fb.hasSlot(lv) {
			if s := fb.arrays[lv]; s != nil {
				fb.storeArray(s, v, line(t))
				return
			}
			slot := fb.slots[lv]
			v = fb.coerce(v, lv.Type, line(t))
			if nl := fb.numLocals[lv]; nl != nil {
				fb.storeNumLocal(nl, fb.objectNum(fb.own(v)))
				return
			}
			if il := fb.intLocals[lv]; il != nil {
				o := fb.own(v)
				fb.storeIntLocal(il, inum{ok: constant.False, i: constant.NewInt(types.I64, 0), obj: o.v, owned: true}, line(t))
				return
			}
			if typecheck.IsObject(lv.Type) {
				v = fb.own(v)
				fb.replaceSlot(slot, v)
				return
			}
			fb.b.NewStore(v.v, slot)
			return
		}
		if _, ok := ref.(*typecheck.ClassAttr); ok && fb.classNS != nil {
			v = fb.boxed(v, line(t))
			fb.nsSet(fb.classNS, t.Id, v.v, line(t))
			fb.release(v)
			return
		}
		fb.storeGlobal(t.Id, v, line(t))
	case *parser.Attribute:
		if f, ok := fb.slotFieldOf(t.Value, t.Attr); ok {
			if ft := fb.mb.info.TypeOf(t); ft != nil && f.prim == nil {
				v = fb.coerce(v, ft, line(t))
			}
			obj := fb.expr(t.Value)
			fb.storeSlot(obj, f, v, line(t))
			fb.release(obj)
			return
		}
		if f, ok := fb.fastFieldOf(t.Value, t.Attr); ok {
			v = fb.coerce(v, typecheck.PrimOf(f.prim), line(t))
			obj := fb.expr(t.Value)
			fb.storeField(obj, f, v, line(t))
			fb.release(obj)
			return
		}
		if ft := fb.mb.info.TypeOf(t); ft != nil {
			// A declared field: converted to its type, a primitive boxed.
			v = fb.boxed(fb.coerce(v, ft, line(t)), line(t))
		}
		obj := fb.expr(t.Value)
		fb.setAttr(obj, t.Attr, v, line(t))
		fb.release(obj)
		fb.release(v)
	case *parser.Subscript:
		if _, ok := typecheck.IsArray(fb.mb.info.TypeOf(t.Value)); ok {
			fb.storeElement(t, v)
			return
		}
		if ct, ok := typecheck.IsChecked(fb.mb.info.TypeOf(t.Value)); ok {
			fb.checkedStore(t, ct, v)
			return
		}
		obj := fb.expr(t.Value)
		if sl, ok := t.Slice.(*parser.Slice); ok {
			fb.setSlice(obj, sl, v, line(t))
			fb.release(obj)
			fb.release(v)
			return
		}
		if fb.intIndex(t) {
			n := fb.intOf(t.Slice)
			fb.setItemInt(obj, n, v, line(t))
			fb.releaseInt(n)
			fb.release(obj)
			fb.release(v)
			return
		}
		idx := fb.boxed(fb.expr(t.Slice), line(t))
		fb.setItem(obj, idx, v, line(t))
		fb.release(idx)
		fb.release(obj)
		fb.release(v)
	case *parser.Tuple:
		fb.unpackTargets(t.Elts, fb.boxed(v, line(t)), line(t))
	case *parser.List:
		fb.unpackTargets(t.Elts, fb.boxed(v, line(t)), line(t))
	default:
		panic("internal error: lower: unchecked assignment target at line " + strconv.Itoa(line(target)))
	}
}

// replaceSlot stores v, which it consumes, in the object slot s and
// releases the object s held before (NULL when it was unbound).
func (fb *fnBuilder) replaceSlot(s *ir.InstAlloca, v val) {
	old := fb.b.NewLoad(runtime.Obj, s)
	fb.b.NewStore(v.v, s)
	fb.consume(v)
	fb.rt.XDecref(fb.b, old)
}

// storeGlobal binds a module-level name in the module's dict.
func (fb *fnBuilder) storeGlobal(name string, v val, ln int) {
	fb.callC(capi.DictSetItem, ln, fb.load(fb.mb.modDict), fb.load(fb.rt.Name(name)), v.v)
	fb.release(v)
	fb.globalRebound(name)
}

// load reads a pointer-sized slot.
func (fb *fnBuilder) load(g value.Value) value.Value {
	return fb.b.NewLoad(runtime.Obj, g)
}

// augAssign lowers `target op= value`.
func (fb *fnBuilder) augAssign(s *parser.AugAssign) {
	switch t := s.Target.(type) {
	case *parser.Name:
		if fb.augAssignNum(t, s) || fb.augAssignInt(t, s) {
			return
		}
		cur := fb.expr(t)
		rhs := fb.expr(s.Value)
		res := fb.binary(s.Op, cur, rhs, fb.resultTypeOf(cur, rhs, s.Op), line(s), true)
		fb.store(t, res)
	case *parser.Attribute:
		// A slot is read and written at the slot (CinderX's LOAD_FIELD
		// and STORE_FIELD), object slots too: a Python subclass's
		// property of that name is for Python code.
		if f, ok := fb.slotFieldOf(t.Value, t.Attr); ok {
			obj := fb.expr(t.Value)
			cur := fb.loadSlot(obj, f, line(t))
			rhs := fb.expr(s.Value)
			res := fb.binary(s.Op, cur, rhs, fb.resultTypeOf(cur, rhs, s.Op), line(s), true)
			if ft := fb.mb.info.TypeOf(t); ft != nil && f.prim == nil {
				res = fb.coerce(res, ft, line(s))
			}
			fb.storeSlot(obj, f, res, line(s))
			fb.release(obj)
			return
		}
		if f, ok := fb.fastFieldOf(t.Value, t.Attr); ok {
			obj := fb.expr(t.Value)
			cur := fb.loadField(obj, f, line(t))
			rhs := fb.expr(s.Value)
			res := fb.binary(s.Op, cur, rhs, fb.resultTypeOf(cur, rhs, s.Op), line(s), true)
			fb.storeField(obj, f, fb.coerce(res, typecheck.PrimOf(f.prim), line(s)), line(s))
			fb.release(obj)
			return
		}
		obj := fb.expr(t.Value)
		cur := fb.getAttr(obj, t.Attr, line(t))
		ft := fb.mb.info.TypeOf(t)
		if _, isPrim := typecheck.IsPrim(ft); isPrim {
			cur = fb.coerce(cur, ft, line(t))
		}
		rhs := fb.expr(s.Value)
		res := fb.binary(s.Op, cur, rhs, fb.resultTypeOf(cur, rhs, s.Op), line(s), true)
		if _, isPrim := typecheck.IsPrim(ft); isPrim {
			res = fb.boxed(fb.coerce(res, ft, line(s)), line(s))
		}
		fb.setAttr(obj, t.Attr, res, line(s))
		fb.release(res)
		fb.release(obj)
	case *parser.Subscript:
		if _, ok := typecheck.IsArray(fb.mb.info.TypeOf(t.Value)); ok {
			arr := fb.arrayOf(t.Value)
			elem := typecheck.PrimOf(arr.elem)
			p := fb.elementPtr(arr, t.Slice, line(t))
			cur := val{v: fb.b.NewLoad(arr.elem.MemLLVM(), p), t: elem}
			rhs := fb.expr(s.Value)
			res := fb.binary(s.Op, cur, rhs, fb.resultTypeOf(cur, rhs, s.Op), line(s), true)
			fb.b.NewStore(fb.coerce(res, elem, line(s)).v, p)
			return
		}
		obj := fb.expr(t.Value)
		if fb.intIndex(t) {
			if fb.floatish(s.Value) {
				fb.augAssignNumItemInt(obj, t, s)
			} else {
				fb.augAssignIntItem(obj, t, s)
			}
			fb.release(obj)
			return
		}
		idx := fb.boxed(fb.expr(t.Slice), line(t))
		cur := fb.getItem(obj, idx, typecheck.Dynamic, line(t))
		if fb.augAssignNumItem(obj, idx, cur, s) {
			fb.release(cur)
			fb.release(idx)
			fb.release(obj)
			return
		}
		rhs := fb.expr(s.Value)
		res := fb.binary(s.Op, cur, rhs, typecheck.Dynamic, line(s), true)
		fb.setItem(obj, idx, res, line(s))
		fb.release(res)
		fb.release(idx)
		fb.release(obj)
	}
}

// resultTypeOf is the type of `a op b` for an augmented assignment.
func (fb *fnBuilder) resultTypeOf(a, b val, op parser.BinOpKind) typecheck.Type {
	ap, aok := typecheck.IsPrim(a.t)
	bp, bok := typecheck.IsPrim(b.t)
	if aok && bok {
		p, _ := primitives.Promote(ap, bp)
		if op == parser.Pow && p.IsInt() {
			return typecheck.PrimOf(primitives.Double)
		}
		return typecheck.PrimOf(p)
	}
	return typecheck.Dynamic
}

func (fb *fnBuilder) ifStmt(s *parser.If) {
	c := fb.cond(s.Test)
	then, els, done := fb.block("then"), fb.block("else"), fb.block("endif")
	fb.b.NewCondBr(c, then, els)
	fb.b = then
	fb.stmts(s.Body)
	fb.br(done)
	fb.b = els
	fb.stmts(s.Orelse)
	fb.br(done)
	fb.b = done
}

// whileStmt lowers a while loop, versioned when whileProof proves some
// of its accesses in bounds. The build without bounds checks versions
// it too: the proven copy is also the one whose `and`/`or` of proven
// accesses may run branch-free (eagerBoolOp), which a loop without the
// proof may not (the access the short circuit skips may be out of
// bounds), so that build differs from the default one by the checks
// alone.
//
// Where the proof holds for the first iterations only (a growing
// access, whileProof's limit), the proven copy tests the limit, and past
// it goes on in the checked copy from its head.
func (fb *fnBuilder) whileStmt(s *parser.While) {
	if cond, proofs, limit := fb.whileProof(s); len(proofs) > 0 {
		var resume *ir.Block
		if limit != nil {
			resume = fb.block("while.resume")
		}
		copies := 0
		fb.versionedRestartable(s.Body, cond, proofs, func() {
			if copies++; copies == 1 {
				fb.whileLoop(s, nil, limit, resume)
			} else {
				fb.whileLoop(s, resume, nil, nil)
			}
		})
		return
	}
	fb.whileLoop(s, nil, nil, nil)
}

// whileLoop emits a while loop; with head non-nil, as that block. With
// limit non-nil, the loop runs while its counter is within the limit
// and then, while its test holds, goes on at resume.
func (fb *fnBuilder) whileLoop(s *parser.While, head *ir.Block, limit *whileLimit, resume *ir.Block) {
	if head == nil {
		head = fb.block("while")
	}
	body, els, done := fb.block("body"), fb.block("whileelse"), fb.block("endwhile")
	fb.b.NewBr(head)
	fb.b = head
	if foreverTrue(s.Test) || loopPolls(s.Body, s.Test) {
		fb.pollEvalBreaker(line(s))
	}
	if limit != nil {
		i := fb.coerce(fb.loadLocal(limit.counter), typecheck.PrimOf(primitives.Int64), line(s)).v
		past := fb.block("while.pastlimit")
		likely(fb.b.NewCondBr(fb.b.NewICmp(limit.pred, i, limit.bound), body, past))
		fb.b = past
		fb.b.NewCondBr(fb.cond(s.Test), resume, els)
	} else {
		fb.b.NewCondBr(fb.cond(s.Test), body, els)
	}
	fb.b = body
	fb.loopBody(s.Body, done, head)
	fb.closeLoop(head, els, done, s.Orelse)
}

// crangeLoop lowers `for i in crange([a,] b)`: a counted loop on a hidden
// counter, so assigning to i in the body does not change the iteration.
// The counter increments without overflow (it stays below b), which
// lets the increment carry nsw.
func (fb *fnBuilder) crangeLoop(s *parser.For) {
	call := s.Iter.(*parser.Call)
	int64T := typecheck.PrimOf(primitives.Int64)
	var start, stop value.Value = i64(0), nil
	if len(call.Args) == 2 {
		start = fb.exprAs(call.Args[0], int64T).v
		stop = fb.exprAs(call.Args[1], int64T).v
	} else {
		stop = fb.exprAs(call.Args[0], int64T).v
	}
	// Versioned in the build without bounds checks too (see whileStmt).
	if cond, proofs := fb.boundsProof(s, start, stop); len(proofs) > 0 {
		fb.versioned(cond, proofs, func() { fb.countedLoop(s, start, stop) })
		return
	}
	fb.countedLoop(s, start, stop)
}

// countedLoop emits the loop of a crange for statement.
func (fb *fnBuilder) countedLoop(s *parser.For, start, stop value.Value) {
	int64T := typecheck.PrimOf(primitives.Int64)
	fb.counting(loopPollLine(s), start, func() value.Value { return stop }, func(i value.Value, next, done *ir.Block) {
		fb.store(s.Target, val{v: i, t: int64T})
		fb.loopBody(s.Body, done, next)
	}, s.Orelse)
}

// counting emits `for i in [start, stop()): body(i)` then orelse on
// exhaustion, on a hidden counter (assigning the loop variable in the
// body does not change the iteration). stop is evaluated before each
// iteration in the loop header. The counter stays below stop, so its
// increment carries nsw. body gets the latch (continue) and the exit
// (break) blocks. poll is the line at which the head polls the eval
// breaker, 0 for none (loopPolls).
func (fb *fnBuilder) counting(poll int, start value.Value, stop func() value.Value, body func(i value.Value, next, done *ir.Block), orelse []parser.Stmt) {
	counter := fb.alloca(types.I64)
	fb.b.NewStore(start, counter)
	head, bodyB, latch, els, done := fb.block("for"), fb.block("body"), fb.block("next"), fb.block("forelse"), fb.block("endfor")
	fb.b.NewBr(head)
	fb.b = head
	if poll != 0 {
		fb.pollEvalBreaker(poll)
	}
	i := fb.b.NewLoad(types.I64, counter)
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredSLT, i, stop()), bodyB, els)
	fb.b = bodyB
	body(i, latch, done)
	fb.br(latch)
	fb.b = latch
	next := fb.b.NewAdd(fb.b.NewLoad(types.I64, counter), i64(1))
	next.OverflowFlags = []enum.OverflowFlag{enum.OverflowFlagNSW}
	fb.b.NewStore(next, counter)
	fb.b.NewBr(head)
	fb.b = els
	fb.stmts(orelse)
	fb.br(done)
	fb.b = done
}

// iterLoop lowers `for x in iterable` through the iterator protocol.
func (fb *fnBuilder) iterLoop(s *parser.For) {
	var slot *ir.InstAlloca
	var state value.Value
	if n, ok := s.Iter.(*parser.Name); ok && n.Id == typecheck.GenexpIter {
		// A generator expression's loop over the iterator it was given
		// (typecheck/genexp.go): no second iter().
		it := fb.own(fb.expr(s.Iter))
		slot = fb.objectSlot()
		fb.iterSlot(slot)
		fb.b.NewStore(it.v, slot)
		fb.consume(it)
	} else {
		slot, state = fb.startLoop(fb.expr(s.Iter), line(s.Iter))
	}
	head, body, exhausted, els, done := fb.block("for"), fb.block("body"), fb.block("exhausted"), fb.block("forelse"), fb.block("endfor")
	if il := fb.intLocalOf(s.Target); il != nil && state != nil {
		// An int local bound by the loop: a range's values are stored
		// as integers, never boxed (runtime's sp.for.next.int).
		out := fb.alloca(types.I64)
		item := fb.nextItemWith(fb.rt.ForNextIntFunc(), []value.Value{out}, loopPollLine(s), slot, state, head, body, exhausted, els, line(s.Iter))
		counted, object, bound := fb.block("for.int"), fb.block("for.obj"), fb.block("for.bound")
		fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, item, fb.rt.ForIntItem()), counted, object)
		fb.b = counted
		fb.storeIntLocal(il, inum{ok: constant.True, i: fb.b.NewLoad(types.I64, out), obj: runtime.Null}, line(s))
		fb.br(bound)
		fb.b = object
		fb.store(s.Target, fb.produce(item, typecheck.Dynamic))
		fb.br(bound)
		fb.b = bound
	} else {
		item := fb.nextItem(loopPollLine(s), slot, state, head, body, exhausted, els, line(s.Iter))
		fb.store(s.Target, fb.produce(item, typecheck.Dynamic))
	}
	fb.loopBody(s.Body, done, head)
	fb.closeLoop(head, els, done, s.Orelse)
	fb.rt.XDecref(fb.b, fb.load(slot))
	fb.b.NewStore(runtime.Null, slot)
}

// startLoop starts a for loop (or a comprehension's) over src, which it
// consumes: it returns the object slot that holds what the loop steps
// through, released by every exit, and with the site caches the loop's
// state (runtime/iterfast.go: an exact list, tuple or range is stepped
// through without an iterator) where the ABI row describes the range
// object; without it (state nil) the slot holds iter(src).
func (fb *fnBuilder) startLoop(src val, ln int) (slot *ir.InstAlloca, state value.Value) {
	var held val
	if fb.rt.ABI.OffsetRangeLength != 0 {
		st := fb.alloca(runtime.ForStateType)
		r := fb.b.NewCall(fb.rt.ForStartFunc(), src.v, st)
		fb.errorIf(fb.b.NewICmp(enum.IPredEQ, r, runtime.Null), ln)
		held, state = fb.produce(r, typecheck.Dynamic), st
	} else {
		held = fb.callC(capi.ObjectGetIter, ln, src.v)
	}
	fb.release(src)
	// The iterator lives in a slot so that a return or an exception
	// inside the body releases it.
	slot = fb.objectSlot()
	fb.iterSlot(slot)
	fb.b.NewStore(held.v, slot)
	fb.consume(held)
	return slot, state
}

// nextItem emits the head of a loop started by startLoop: head asks for
// the next item and goes on to body with it, or to exhausted when there
// is none, which raises an iteration error and otherwise continues at
// after. It leaves the builder in body and returns the item (a new
// reference). poll is the line at which head polls the eval breaker, 0
// for none.
func (fb *fnBuilder) nextItem(poll int, slot *ir.InstAlloca, state value.Value, head, body, exhausted, after *ir.Block, ln int) value.Value {
	return fb.nextItemWith(fb.rt.ForNextFunc(), nil, poll, slot, state, head, body, exhausted, after, ln)
}

// nextItemWith is nextItem asking next (sp.for.next or a variant taking
// the extra arguments after the loop's object and state) for the items
// of a loop with a state.
func (fb *fnBuilder) nextItemWith(next *ir.Func, extra []value.Value, poll int, slot *ir.InstAlloca, state value.Value, head, body, exhausted, after *ir.Block, ln int) value.Value {
	fb.b.NewBr(head)
	fb.b = head
	if poll != 0 {
		fb.pollEvalBreaker(poll)
	}
	var item value.Value
	if state != nil {
		item = fb.b.NewCall(next, append([]value.Value{fb.load(slot), state}, extra...)...)
		fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, item, runtime.Null), exhausted, body)
		fb.b = exhausted
		fb.errorIfOccurred(ln)
	} else {
		item = fb.callCOrAbsent(capi.IterNext, exhausted, body, ln, fb.load(slot))
	}
	fb.br(after)
	fb.b = body
	return item
}

// importStmt lowers `import a.b [as c]`.
func (fb *fnBuilder) importStmt(s *parser.Import) {
	for _, a := range s.Names {
		if a.Name == "__static__" || a.Name == "__strict__" {
			continue
		}
		fromlist := runtime.Null
		var m val
		if a.Name == "cinderx" {
			m = fb.importCinderx(line(s))
		} else if a.AsName != "" && strings.Contains(a.Name, ".") {
			// `import a.b as c` binds the submodule itself.
			m = fb.callC(capi.ImportModule, line(s), fb.rt.CString(a.Name))
		} else {
			m = fb.callC(capi.ImportModuleLevel, line(s), fb.rt.CString(a.Name), fb.load(fb.mb.modDict), runtime.Null, fromlist, i32(0))
		}
		fb.bindImport(a, a.ImportName(), m, line(s))
	}
}

// dynamicReturn reports whether the function being built is marked
// @dynamic_return and declared to return an object: its return values
// are not cast.
func (fb *fnBuilder) dynamicReturn() bool {
	if fb.decl == nil || fb.decl.Def == nil || !typecheck.IsObject(fb.decl.Return) {
		return false
	}
	for _, d := range fb.decl.Def.Decorators {
		if fb.isStaticDecoratorName(d, "dynamic_return") {
			return true
		}
	}
	return false
}

// importCinderx imports the cinderx module: CinderX's (or the
// interpreted runtime's) where Python finds one, else the copy of the
// runtime's cached properties the extension carries, so that code
// written against CinderX's cached_property runs on a stock python3.
func (fb *fnBuilder) importCinderx(ln int) val {
	f := fb.load(fb.rt.ContainerClass("_cinderx.module"))
	return fb.callC(capi.ObjectCallNoArgs, ln, f)
}

// importFrom lowers `from m import a [as b]`; __static__ and __future__
// exist only at compile time.
func (fb *fnBuilder) importFrom(s *parser.ImportFrom) {
	if s.Level == 0 && s.Module == "__static__" && !fb.mb.info.Static {
		// A plain module (no marker) gets Python's rules: the names are
		// the runtime's objects, as they are when the file runs
		// interpreted (int64(2.5) is then a call that returns 2).
		fb.mb.rt.NeedStaticNames = true
		api := fb.load(fb.rt.ContainerClass("_api"))
		for _, a := range s.Names {
			v := fb.callC(capi.ObjectGetAttr, line(a), api, fb.load(fb.rt.Name(a.Name)))
			name := a.AsName
			if name == "" {
				name = a.Name
			}
			fb.bindImport(a, name, v, line(a))
		}
		return
	}
	if s.Level == 0 && s.Module == "__static__" && fb.decl == nil && (fb.mb.hasInterpreted() || fb.mb.hasEvaluatedAnnotations()) {
		// Functions running interpreted, and class annotations
		// (evaluated into __annotations__), read these names at run
		// time. Other modules do not bind them: that would load the
		// whole runtime at every import (measured: the profile test's
		// kernel module spent 0.2 s compiling it).
		fb.bindStaticNames(s)
		return
	}
	if s.Level == 0 && s.Module == "__static__" {
		// The runtime's classes (Enum, ...) are objects: bound from
		// the runtime module that defines them; the rest exist only at
		// compile time.
		for _, a := range s.Names {
			if !typecheck.IsStaticRuntimeName(a.Name) {
				continue
			}
			v := fb.load(fb.rt.ContainerClass(typecheck.StaticRuntimeModule(a.Name) + "." + a.Name))
			fb.rt.Incref(fb.b, v)
			name := a.AsName
			if name == "" {
				name = a.Name
			}
			fb.bindImport(a, name, fb.produce(v, typecheck.Dynamic), line(a))
		}
		return
	}
	if s.Level == 0 && s.Module == "__future__" {
		return
	}
	var names []string
	for _, a := range s.Names {
		names = append(names, a.Name)
	}
	var mod val
	if s.Level == 0 && s.Module == "cinderx" {
		mod = fb.importCinderx(line(s))
	} else {
		fromlist := fb.load(fb.rt.NameTuple(names))
		mod = fb.callC(capi.ImportModuleLevel, line(s), fb.rt.CString(s.Module), fb.load(fb.mb.modDict), runtime.Null, fromlist, i32(int64(s.Level)))
	}
	for _, a := range s.Names {
		// As IMPORT_FROM: the attribute, else (a circular import) the
		// submodule in sys.modules, else ImportError.
		imp := fb.b.NewCall(fb.rt.ImportFromFunc(), mod.v, fb.load(fb.rt.Name(a.Name)))
		fb.errorIf(fb.b.NewICmp(enum.IPredEQ, imp, runtime.Null), line(a))
		v := fb.produce(imp, typecheck.Dynamic)
		name := a.AsName
		if name == "" {
			name = a.Name
		}
		_, local := fb.mb.info.ImportTarget[a]
		fb.importing = !local && fb.decl == nil
		fb.bindImport(a, name, v, line(a))
		fb.importing = false
		if !local {
			fb.resolveImport(name, mod.v, line(a))
		}
	}
	fb.release(mod)
	if fb.decl == nil {
		fb.resolveReached()
	}
}

// bindImport binds the name an import creates: a local inside a
// function, else a global.
func (fb *fnBuilder) bindImport(a *parser.Alias, name string, v val, ln int) {
	if ref, ok := fb.mb.info.ImportTarget[a]; ok {
		fb.storeRef(ref, &parser.Name{Span: a.Span, Id: name}, v, ln)
		return
	}
	fb.storeGlobal(name, v, ln)
}

// aliasClass is the class object a module-level type alias of a
// __static__ container or primitive binds (`ArrayI64 = Array[int64]`,
// borrowed), nil for any other assignment: the __static__ names are not
// bound at run time, so `Array[int64]` cannot be evaluated.
func (fb *fnBuilder) aliasClass(s *parser.Assign) value.Value {
	if fb.decl != nil || len(s.Targets) != 1 {
		return nil
	}
	n, ok := s.Targets[0].(*parser.Name)
	if !ok {
		return nil
	}
	g := fb.mb.info.Globals[n.Id]
	if g == nil || g.Kind != typecheck.GlobalVar {
		return nil
	}
	ref, ok := g.Type.(*typecheck.TypeRef)
	if !ok {
		return nil
	}
	if a, ok := typecheck.IsArray(ref.T); ok {
		return fb.load(fb.rt.ContainerClass("_containers.Array[_prims." + a.Elem.Name + "]"))
	}
	if ct, ok := typecheck.IsChecked(ref.T); ok {
		return fb.containerClassOf(ct, line(s))
	}
	if p, ok := typecheck.IsPrim(ref.T); ok {
		return fb.load(fb.rt.ContainerClass("_prims." + p.Name))
	}
	return nil
}
