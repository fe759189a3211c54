// This file implements Array[T] in compiled code: a local holds the array
// object, a buffer view, and the data pointer and length read from it;
// element access is a bounds-checked load or store through the pointer.

package lower

import (
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

// arraySlots are the stack slots of an Array-typed local.
type arraySlots struct {
	elem *primitives.Prim
	obj  *ir.InstAlloca // the array object (a reference; NULL when unbound)
	view *ir.InstAlloca // the Py_buffer this function holds (obj field NULL when none)
	data *ir.InstAlloca // T*
	n    *ir.InstAlloca // i64 element count
	// writable: the function stores into this array, so its buffer must
	// be writable.
	writable bool
}

// arrayParams are the native parameters of an Array[T] argument: the
// object, the data pointer and the element count.
func arrayParams(name string, a *typecheck.ArrayType) []*ir.Param {
	return []*ir.Param{
		ir.NewParam(name, runtime.Obj),
		ir.NewParam(name+".data", types.NewPointer(a.Elem.MemLLVM())),
		ir.NewParam(name+".len", types.I64),
	}
}

// newArraySlots makes the slots of an Array local.
func (fb *fnBuilder) newArraySlots(a *typecheck.ArrayType, writable bool) *arraySlots {
	s := &arraySlots{elem: a.Elem, writable: writable}
	s.obj = fb.objectSlot()
	s.view = fb.alloca(fb.rt.BufferType())
	fb.entry.NewStore(constant.NewZeroInitializer(fb.rt.BufferType()), s.view)
	fb.views = append(fb.views, s.view)
	fb.viewInits[s.view] = fb.entry.Insts[len(fb.entry.Insts)-1].(*ir.InstStore)
	s.data = fb.alloca(types.NewPointer(a.Elem.MemLLVM()))
	fb.entry.NewStore(constant.NewNull(types.NewPointer(a.Elem.MemLLVM())), s.data)
	s.n = fb.alloca(types.I64)
	fb.entry.NewStore(i64(0), s.n)
	return s
}

// releaseView emits the release of a view slot's buffer in b.
func (fb *fnBuilder) releaseView(b *ir.Block, view *ir.InstAlloca) {
	fb.releases[view] = append(fb.releases[view], fb.rt.ReleaseBuffer(b, fb.viewPtr(b, view)))
}

// dropEmptyViews removes the view slots no buffer is ever acquired into
// (the Array parameters the body never rebinds, whose buffers the caller
// holds): their zeroing on entry and their releases on every exit. LLVM
// cannot remove them itself, since it does not know that releasing an
// empty view does nothing; they cost a memset of the slot and a call per
// slot on every call.
func (fb *fnBuilder) dropEmptyViews() {
	drop := map[ir.Instruction]bool{}
	var kept []*ir.InstAlloca
	for _, v := range fb.views {
		if fb.filled[v] {
			kept = append(kept, v)
			continue
		}
		for _, c := range fb.releases[v] {
			drop[c] = true
		}
		if st := fb.viewInits[v]; st != nil {
			drop[st] = true
		}
	}
	fb.views = kept
	if len(drop) == 0 {
		return
	}
	for _, b := range fb.f.Blocks {
		insts := b.Insts[:0]
		for _, inst := range b.Insts {
			if !drop[inst] {
				insts = append(insts, inst)
			}
		}
		b.Insts = insts
	}
}

// viewPtr is the Py_buffer slot as an i8*.
func (fb *fnBuilder) viewPtr(b *ir.Block, view value.Value) value.Value {
	return b.NewBitCast(view, types.I8Ptr)
}

// storeArray binds an Array local to v (consumed): it releases the
// buffer and reference held so far and acquires v's buffer.
func (fb *fnBuilder) storeArray(s *arraySlots, v val, ln int) {
	v = fb.own(v)
	fb.filled[s.view] = true
	fb.releaseView(fb.b, s.view)
	fb.replaceSlot(s.obj, v)
	st := fb.b.NewCall(fb.rt.GetBufferFunc(s.elem, s.writable), v.v, fb.viewPtr(fb.b, s.view))
	nofit := fb.block("nofit")
	ok := fb.block("haveview")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, st, i32(runtime.BufferOK)), ok, nofit)
	fb.b = nofit
	isNoFit := fb.b.NewICmp(enum.IPredEQ, st, i32(runtime.BufferNoFit))
	raise := fb.block("nofitraise")
	rest := fb.block("viewerror")
	fb.b.NewCondBr(isNoFit, raise, rest)
	fb.b = raise
	fb.rt.RaiseFormat(fb.b, "PyExc_TypeError", "expected '"+runtime.ArrayClassName(s.elem)+"', got '%.200s'", fb.rt.TypeName(fb.b, v.v))
	fb.b.NewBr(rest)
	fb.b = rest
	fb.raiseHere(ln)
	fb.b = ok
	data, n := fb.rt.BufferData(fb.b, fb.viewPtr(fb.b, s.view), s.elem)
	fb.b.NewStore(data, s.data)
	fb.b.NewStore(n, s.n)
}

// arrayOf returns the slots of the Array local that e names.
func (fb *fnBuilder) arrayOf(e parser.Expr) *arraySlots {
	n, ok := e.(*parser.Name)
	if !ok {
		panic("internal error: lower: array access through an expression at line " + strconv.Itoa(line(e)))
	}
	v, ok := fb.mb.info.RefOf(n).(*typecheck.Var)
	if !ok || fb.arrays[v] == nil {
		panic("internal error: lower: array access through a non-local at line " + strconv.Itoa(line(e)))
	}
	return fb.arrays[v]
}

// arrayIndex is index as an int64: an object index must be an int,
// else CinderX's TypeError("sequence index must be integer, not 'str'").
func (fb *fnBuilder) arrayIndex(index parser.Expr, ln int) value.Value {
	int64T := typecheck.PrimOf(primitives.Int64)
	v := fb.expr(index)
	if typecheck.IsObject(v.t) && v.t != typecheck.IntObj && v.t != typecheck.BoolObj {
		isLong := fb.rt.HasTypeFlag(fb.b, v.v, runtime.FlagLong)
		bad, good := fb.block("index.notint"), fb.block("index.int")
		likely(fb.b.NewCondBr(isLong, good, bad))
		fb.b = bad
		fb.rt.RaiseFormat(fb.b, "PyExc_TypeError", "sequence index must be integer, not '%.200s'", fb.rt.TypeName(fb.b, v.v))
		fb.raiseHere(ln)
		fb.b.NewBr(good)
		fb.b = good
	}
	return fb.coerce(v, int64T, ln).v
}

// elementPtr computes &a[i], raising IndexError("index out of range")
// when i is out of bounds; negative indexes count from the end.
//
// The hot path is one unsigned compare, 0 <= i < n, which LLVM removes
// when the loop bounds prove it (crange(clen(a))). Negative indexes and
// the error take a cold path out of line.
func (fb *fnBuilder) elementPtr(s *arraySlots, index parser.Expr, ln int) value.Value {
	int64T := typecheck.PrimOf(primitives.Int64)
	if fb.proofs[index] == provenInBounds || fb.mb.cfg.NoBoundsChecks {
		if sum, ok := index.(*parser.BinOp); ok && sum.Op == parser.Add && isInt64(fb.mb.info.TypeOf(sum.Left)) && isInt64(fb.mb.info.TypeOf(sum.Right)) {
			// &a[x + y] as (data + x) + y: where x is the loop-invariant
			// row offset of a 2-D index (life's up + left), LICM hoists
			// the row pointer out of the loop and the access is one
			// addressing mode. Both forms wrap alike.
			x := fb.exprAs(sum.Left, int64T).v
			y := fb.exprAs(sum.Right, int64T).v
			data := fb.b.NewLoad(types.NewPointer(s.elem.MemLLVM()), s.data)
			return fb.b.NewGetElementPtr(s.elem.MemLLVM(), fb.b.NewGetElementPtr(s.elem.MemLLVM(), data, x), y)
		}
		i := fb.arrayIndex(index, ln)
		data := fb.b.NewLoad(types.NewPointer(s.elem.MemLLVM()), s.data)
		return fb.b.NewGetElementPtr(s.elem.MemLLVM(), data, i)
	}
	i := fb.arrayIndex(index, ln)
	data := fb.b.NewLoad(types.NewPointer(s.elem.MemLLVM()), s.data)
	k, remember := fb.passed.key(fb, s, index)
	if remember && fb.passed.on[k] {
		return fb.b.NewGetElementPtr(s.elem.MemLLVM(), data, fb.b.NewLoad(types.I64, fb.passed.slots[k]))
	}
	n := fb.b.NewLoad(types.I64, s.n)
	if fb.proofs[index] == provenNonNegative {
		// Proven non-negative: below the length or out of range, with no
		// negative-index path to rejoin this one.
		ok, bad := fb.block("inbounds"), fb.block("index.bad")
		likely(fb.b.NewCondBr(fb.b.NewICmp(enum.IPredULT, i, n), ok, bad))
		fb.b = bad
		fb.rt.RaiseString(fb.b, "PyExc_IndexError", "index out of range")
		fb.raiseHere(ln)
		fb.b = ok
		if remember {
			fb.passed.pass(fb, k, index, i)
		}
		return fb.b.NewGetElementPtr(s.elem.MemLLVM(), data, i)
	}
	from := fb.b
	ok, slow, neg, bad := fb.block("inbounds"), fb.block("index.slow"), fb.block("index.neg"), fb.block("index.bad")
	likely(fb.b.NewCondBr(fb.b.NewICmp(enum.IPredULT, i, n), ok, slow))
	j := slow.NewAdd(i, n)
	negOK := slow.NewAnd(slow.NewICmp(enum.IPredSLT, i, i64(0)), slow.NewICmp(enum.IPredULT, j, n))
	slow.NewCondBr(negOK, neg, bad)
	if target := fb.restartTarget(); target != nil {
		// The proven copy of a while loop takes a negative index out of
		// its hot path: the statement runs again, and the loop goes on,
		// in the checked copy, so that the index the rest of the
		// iteration uses is i alone (no phi, no copy of i).
		neg.NewBr(target)
		fb.b = bad
		fb.rt.RaiseString(fb.b, "PyExc_IndexError", "index out of range")
		fb.raiseHere(ln)
		fb.b = ok
		if remember {
			fb.passed.pass(fb, k, index, i)
		}
		return fb.b.NewGetElementPtr(s.elem.MemLLVM(), data, i)
	}
	neg.NewBr(ok)
	fb.b = bad
	fb.rt.RaiseString(fb.b, "PyExc_IndexError", "index out of range")
	fb.raiseHere(ln)
	fb.b = ok
	idx := fb.b.NewPhi(ir.NewIncoming(i, from), ir.NewIncoming(j, neg))
	if remember {
		fb.passed.pass(fb, k, index, idx)
	}
	return fb.b.NewGetElementPtr(s.elem.MemLLVM(), data, idx)
}

// loadElement lowers a[i].
func (fb *fnBuilder) loadElement(e *parser.Subscript) val {
	s := fb.arrayOf(e.Value)
	p := fb.elementPtr(s, e.Slice, line(e))
	return val{v: fb.b.NewLoad(s.elem.MemLLVM(), p), t: typecheck.PrimOf(s.elem)}
}

// storeElement lowers a[i] = v.
func (fb *fnBuilder) storeElement(t *parser.Subscript, v val) {
	s := fb.arrayOf(t.Value)
	v = fb.coerce(v, typecheck.PrimOf(s.elem), line(t))
	p := fb.elementPtr(s, t.Slice, line(t))
	fb.b.NewStore(v.v, p)
}

// arrayArgs returns the native arguments for an Array parameter: the
// triple of a local, or of a temporary view held until release is called.
func (fb *fnBuilder) arrayArgs(e parser.Expr, a *typecheck.ArrayType) (args []value.Value, release func()) {
	if n, ok := e.(*parser.Name); ok {
		if v, ok := fb.mb.info.RefOf(n).(*typecheck.Var); ok && fb.arrays[v] != nil {
			s := fb.arrays[v]
			return []value.Value{fb.b.NewLoad(runtime.Obj, s.obj), fb.b.NewLoad(types.NewPointer(s.elem.MemLLVM()), s.data), fb.b.NewLoad(types.I64, s.n)}, func() {}
		}
	}
	s := fb.newArraySlots(a, true)
	fb.storeArray(s, fb.expr(e), line(e))
	return []value.Value{fb.b.NewLoad(runtime.Obj, s.obj), fb.b.NewLoad(types.NewPointer(s.elem.MemLLVM()), s.data), fb.b.NewLoad(types.I64, s.n)}, func() {
		fb.releaseView(fb.b, s.view)
		fb.b.NewStore(constant.NewZeroInitializer(fb.rt.BufferType()), s.view)
		fb.rt.XDecref(fb.b, fb.b.NewLoad(runtime.Obj, s.obj))
		fb.b.NewStore(runtime.Null, s.obj)
	}
}

// newArray lowers Array[T](n): a call of the runtime's Array[T] class.
func (fb *fnBuilder) newArray(e *parser.Call, a *typecheck.ArrayType) val {
	cls := fb.load(fb.rt.ContainerClass("_containers.Array[_prims." + a.Elem.Name + "]"))
	size := fb.boxed(fb.expr(e.Args[0]), line(e))
	argv := fb.alloca(runtime.Obj)
	fb.b.NewStore(size.v, argv)
	r := fb.callC(capi.ObjectVectorcall, line(e), cls, argv, i64(1), runtime.Null).as(a)
	fb.release(size)
	return r
}

// arrayLoop lowers `for v in a` over an Array local: an index loop.
func (fb *fnBuilder) arrayLoop(s *parser.For, a *arraySlots) {
	fb.counting(loopPollLine(s), i64(0), func() value.Value { return fb.b.NewLoad(types.I64, a.n) }, func(i value.Value, next, done *ir.Block) {
		fb.store(s.Target, val{v: fb.elementAt(a, i), t: typecheck.PrimOf(a.elem)})
		fb.loopBody(s.Body, done, next)
	}, s.Orelse)
}

// elementAt loads a[i] for an index known to be in bounds.
func (fb *fnBuilder) elementAt(a *arraySlots, i value.Value) value.Value {
	data := fb.b.NewLoad(types.NewPointer(a.elem.MemLLVM()), a.data)
	return fb.b.NewLoad(a.elem.MemLLVM(), fb.b.NewGetElementPtr(a.elem.MemLLVM(), data, i))
}

// writtenArrays finds, for every function, the Array parameters and
// locals it may store into: directly (a[i] = v, a[i] += v) or by passing
// them to a module function that does. Only those need writable buffers.
func writtenArrays(info *typecheck.Info) map[*typecheck.FuncDecl]map[string]bool {
	written := map[*typecheck.FuncDecl]map[string]bool{}
	for _, f := range info.Funcs {
		written[f] = map[string]bool{}
	}
	for changed := true; changed; {
		changed = false
		for _, f := range info.Funcs {
			mark := func(e parser.Expr) {
				if sub, ok := e.(*parser.Subscript); ok {
					if name, ok := sub.Value.(*parser.Name); ok && !written[f][name.Id] {
						written[f][name.Id] = true
						changed = true
					}
				}
			}
			typecheck.WalkScope(f.Def.Body, func(s parser.Stmt) {
				switch s := s.(type) {
				case *parser.Assign:
					for _, t := range s.Targets {
						mark(t)
					}
				case *parser.AugAssign:
					mark(s.Target)
				}
			})
			walkExprs(f.Def.Body, func(e parser.Expr) {
				c, ok := e.(*parser.Call)
				if !ok {
					return
				}
				ft, ok := info.TypeOf(c.Func).(*typecheck.Func)
				if !ok {
					return
				}
				callee := ft.Decl
				for i, a := range c.Args {
					if name, ok := a.(*parser.Name); ok && i < len(callee.Params) && written[callee][callee.Params[i].Name] && !written[f][name.Id] {
						written[f][name.Id] = true
						changed = true
					}
				}
			})
		}
	}
	return written
}

// isArrayLocal reports whether e names an Array local of this function.
func (fb *fnBuilder) isArrayLocal(e parser.Expr) bool {
	n, ok := e.(*parser.Name)
	if !ok {
		return false
	}
	v, ok := fb.mb.info.RefOf(n).(*typecheck.Var)
	return ok && fb.arrays[v] != nil
}

// walkExprs calls visit on every expression node in stmts (including
// assignment targets).
func walkExprs(stmts []parser.Stmt, visit func(parser.Expr)) {
	var expr func(parser.Expr)
	expr = func(e parser.Expr) {
		if e == nil {
			return
		}
		visit(e)
		switch e.(type) {
		case *parser.Lambda, *parser.ListComp, *parser.SetComp, *parser.DictComp, *parser.GeneratorExp:
			// Their own scope: a name there may not be the one here.
		default:
			parser.ChildExprs(e, expr)
		}
	}
	typecheck.WalkScope(stmts, func(n parser.Stmt) { parser.StmtExprs(n, expr) })
}

// versioned emits a loop twice: a copy whose accesses carry no bounds
// check, or a cheaper one, as far as proofs (by boundsProof or
// whileProof) say, run when cond (computed before the loop by the proof)
// holds, and the checked loop otherwise.
func (fb *fnBuilder) versioned(cond value.Value, proofs map[parser.Expr]indexProof, loop func()) {
	fb.versionedRestart(nil, cond, proofs, loop)
}

// versionedRestartable is versioned for a while loop with body, whose
// proven copy may restart statements in the checked copy (restart.go).
func (fb *fnBuilder) versionedRestartable(body []parser.Stmt, cond value.Value, proofs map[parser.Expr]indexProof, loop func()) {
	fb.versionedRestart(fb.newRestartLoop(body), cond, proofs, loop)
}

// versionedRestart is versioned with the restart state r (nil: none).
func (fb *fnBuilder) versionedRestart(r *restartLoop, cond value.Value, proofs map[parser.Expr]indexProof, loop func()) {
	outer, outerAt := fb.restart, fb.restartAt
	defer func() { fb.restart, fb.restartAt = outer, outerAt }()
	fb.restart, fb.restartAt = r, nil
	if r != nil {
		r.proven = true
	}
	fast, slow, done := fb.block("proven"), fb.block("checked"), fb.block("endversions")
	likely(fb.b.NewCondBr(cond, fast, slow))
	fb.b = fast
	saved := fb.proofs
	fb.proofs = map[parser.Expr]indexProof{}
	for k, v := range saved {
		fb.proofs[k] = v
	}
	for index, proof := range proofs {
		fb.proofs[index] = max(fb.proofs[index], proof)
	}
	// The copies do not dominate each other: what one finds passed is
	// not passed in the other.
	passed := fb.passed.save()
	loop()
	fb.proofs = saved
	fb.passed.on = passed
	fb.br(done)
	fb.b = slow
	if r != nil {
		r.proven = false
	}
	loop()
	fb.passed.on = passed
	fb.br(done)
	fb.b = done
}

// loadLocal reads a primitive local.
func (fb *fnBuilder) loadLocal(v *typecheck.Var) val {
	return val{v: fb.b.NewLoad(llvmType(v.Type), fb.slots[v]), t: v.Type}
}

// passedChecks remembers, while a function body is lowered, the bounds
// checks of accesses a[i] (a an Array local, i an integer local) that
// passed on every path to the point being lowered, each with a slot that
// holds the in-bounds index the check computed (i, or i + len(a) for a
// negative i). A later a[i] loads that index and is not checked again:
// neither a nor i has been rebound since, and a buffer cannot change
// size while the function holds a view of it. LLVM does not find this
// itself: the negative-index path joins the in-bounds one after the
// compare, so the second compare is not implied by the first.
//
// It follows the lowering's structure. A statement forgets the checks
// of the names it binds anywhere in it, before it is lowered (a loop's
// back edge) and after; a compound statement keeps what its parts found
// to itself, and a block forgets what it found at its end (an if's else
// branch and the code after a loop are not dominated by it). A check in
// an expression evaluated only sometimes (after the first operand of and
// and or, the branches of x if c else y, the later links of a chained
// comparison, an assert's message, inside a comprehension) is not
// remembered, nor one in a statement with a walrus; try, with, match and
// nested definitions start and end with nothing remembered.
type passedChecks struct {
	on    map[passedKey]bool
	slots map[passedKey]*ir.InstAlloca
	// sometimes are the index expressions of the function evaluated only
	// sometimes when their statement runs.
	sometimes map[parser.Expr]bool
	walrus    int // > 0: lowering a statement with a walrus
}

// passedKey names a check by what it depends on.
type passedKey struct {
	arr   *arraySlots
	index *typecheck.Var
}

// tracking reports whether fb remembers checks at all.
func (c *passedChecks) tracking(fb *fnBuilder) bool {
	if fb.decl == nil || fb.mb.cfg.NoBoundsChecks {
		return false
	}
	if c.slots == nil {
		c.on, c.slots, c.sometimes = map[passedKey]bool{}, map[passedKey]*ir.InstAlloca{}, map[parser.Expr]bool{}
		typecheck.WalkScope(fb.decl.Def.Body, func(s parser.Stmt) {
			if a, ok := s.(*parser.Assert); ok {
				c.mark(a.Test, false)
				c.mark(a.Msg, true)
				return
			}
			parser.StmtExprs(s, func(e parser.Expr) { c.mark(e, false) })
		})
	}
	return true
}

// mark records the index expressions in e that are evaluated only
// sometimes (all of them when sometimes is true).
func (c *passedChecks) mark(e parser.Expr, sometimes bool) {
	switch e := e.(type) {
	case nil:
	case *parser.Subscript:
		if sometimes {
			c.sometimes[e.Slice] = true
		}
		c.mark(e.Value, sometimes)
		c.mark(e.Slice, sometimes)
	case *parser.BoolOp:
		for i, v := range e.Values {
			c.mark(v, sometimes || i > 0)
		}
	case *parser.IfExp:
		c.mark(e.Test, sometimes)
		c.mark(e.Body, true)
		c.mark(e.Orelse, true)
	case *parser.Compare:
		c.mark(e.Left, sometimes)
		for i, v := range e.Comparators {
			c.mark(v, sometimes || i > 0)
		}
	case *parser.Lambda, *parser.ListComp, *parser.SetComp, *parser.DictComp, *parser.GeneratorExp:
		parser.ChildExprs(e, func(x parser.Expr) { c.mark(x, true) })
	default:
		parser.ChildExprs(e, func(x parser.Expr) { c.mark(x, sometimes) })
	}
}

// key is the key of the check of arr[index], when it can be remembered.
func (c *passedChecks) key(fb *fnBuilder, arr *arraySlots, index parser.Expr) (passedKey, bool) {
	n, ok := index.(*parser.Name)
	if !ok || len(fb.frames) > 0 || !c.tracking(fb) {
		return passedKey{}, false
	}
	v, ok := fb.mb.info.RefOf(n).(*typecheck.Var)
	if !ok || v != fb.decl.Local(n.Id) || fb.slots[v] == nil || fb.cellOf(v) != nil {
		return passedKey{}, false
	}
	if t, ok := typecheck.IsPrim(v.Type); !ok || !t.IsInt() {
		return passedKey{}, false
	}
	return passedKey{arr, v}, true
}

// passed records that the check of k passed with in-bounds index idx,
// computed in the current block.
func (c *passedChecks) pass(fb *fnBuilder, k passedKey, index parser.Expr, idx value.Value) {
	slot := c.slots[k]
	if slot == nil {
		slot = fb.alloca(types.I64)
		c.slots[k] = slot
	}
	fb.b.NewStore(idx, slot)
	if !c.sometimes[index] && c.walrus == 0 {
		c.on[k] = true
	}
}

// forget drops the checks that depend on the names bound anywhere in ss.
func (c *passedChecks) forget(fb *fnBuilder, ss []parser.Stmt) {
	if len(c.on) == 0 {
		return
	}
	typecheck.WalkScope(ss, func(n parser.Stmt) {
		if _, ok := n.(*parser.Match); ok {
			// WalkScope does not enter its cases.
			clear(c.on)
			return
		}
		for _, id := range boundNames(n) {
			v := fb.decl.Local(id)
			if v == nil {
				continue
			}
			for k := range c.on {
				if k.index == v || k.arr == fb.arrays[v] {
					delete(c.on, k)
				}
			}
		}
	})
}

func (c *passedChecks) save() map[passedKey]bool {
	out := make(map[passedKey]bool, len(c.on))
	for k := range c.on {
		out[k] = true
	}
	return out
}

// block is called before a block is lowered; the function it returns,
// after.
func (c *passedChecks) block(fb *fnBuilder, ss []parser.Stmt) func() {
	if !c.tracking(fb) {
		return func() {}
	}
	saved := c.save()
	return func() {
		c.on = saved
		c.forget(fb, ss)
	}
}

// statement is called before statement s is lowered; the function it
// returns, after.
func (c *passedChecks) statement(fb *fnBuilder, s parser.Stmt) func() {
	if !c.tracking(fb) {
		return func() {}
	}
	switch s.(type) {
	case *parser.Try, *parser.With, *parser.Match, *parser.FunctionDef, *parser.ClassDef:
		clear(c.on)
		return func() { clear(c.on) }
	}
	ss := []parser.Stmt{s}
	c.forget(fb, ss)
	walrus := len(walrusNames(s)) > 0
	if walrus {
		c.walrus++
	}
	var saved map[passedKey]bool
	switch s.(type) {
	case *parser.If, *parser.While, *parser.For:
		saved = c.save()
	}
	return func() {
		if walrus {
			c.walrus--
		}
		if saved != nil {
			c.on = saved
		}
		c.forget(fb, ss)
	}
}

// eagerBoolOp reports whether the bool-typed `a and b` / `a or b` e may
// evaluate all its operands instead of stopping early: each operand
// after the first is cheap and can neither fail nor act (comparisons and
// integer arithmetic of primitive locals, constants and array elements
// proven in bounds). Branch-free, `n == 2 and src[row + x] == 1` becomes
// a select LLVM could not form itself: it may not load src[row + x] on a
// path that did not, not knowing the load is in bounds.
//
// Reading a primitive local that is unbound raises, though: it also
// returns the locals those operands read that the first does not (so
// that they may be unbound when the others are reached); the caller
// evaluates e eagerly only when all of them are bound, which LLVM folds
// to true where an assignment dominates e.
func (fb *fnBuilder) eagerBoolOp(e *parser.BoolOp, t typecheck.Type) ([]*typecheck.Var, bool) {
	if p, ok := typecheck.IsPrim(t); !ok || p.Kind != primitives.Bool {
		return nil, false
	}
	read := map[string]bool{}
	surelyRead(e.Values[0], read)
	var flags []*typecheck.Var
	seen := map[*typecheck.Var]bool{}
	for _, x := range e.Values[1:] {
		if !fb.pure(x, func(v *typecheck.Var) {
			if fb.bound[v] != nil && !read[v.Name] && !seen[v] {
				seen[v] = true
				flags = append(flags, v)
			}
		}) {
			return nil, false
		}
	}
	return flags, true
}

// surelyRead adds to names the names every evaluation of e reads.
func surelyRead(e parser.Expr, names map[string]bool) {
	switch e := e.(type) {
	case *parser.Name:
		names[e.Id] = true
	case *parser.Compare:
		surelyRead(e.Left, names)
		surelyRead(e.Comparators[0], names)
	case *parser.BoolOp:
		surelyRead(e.Values[0], names)
	case *parser.BinOp:
		surelyRead(e.Left, names)
		surelyRead(e.Right, names)
	case *parser.UnaryOp:
		surelyRead(e.Operand, names)
	case *parser.Subscript:
		surelyRead(e.Value, names)
		surelyRead(e.Slice, names)
	}
}

// pure reports whether evaluating primitive expression e can neither
// fail nor have an effect once the primitive locals it reads, each
// passed to local, are bound.
func (fb *fnBuilder) pure(e parser.Expr, local func(*typecheck.Var)) bool {
	info := fb.mb.info
	if _, ok := info.ConstOf(e); ok {
		_, prim := typecheck.IsPrim(info.TypeOf(e))
		return prim
	}
	switch e := e.(type) {
	case *parser.Name:
		v, ok := info.RefOf(e).(*typecheck.Var)
		if !ok || fb.decl == nil || v != fb.decl.Local(e.Id) || fb.slots[v] == nil || fb.cellOf(v) != nil {
			return false
		}
		if _, prim := typecheck.IsPrim(v.Type); !prim {
			return false
		}
		local(v)
		return true
	case *parser.Compare:
		if len(e.Ops) != 1 || !fb.pure(e.Left, local) || !fb.pure(e.Comparators[0], local) {
			return false
		}
		switch e.Ops[0] {
		case parser.Eq, parser.NotEq, parser.Lt, parser.LtE, parser.Gt, parser.GtE:
			return true
		}
	case *parser.BinOp:
		p, ok := typecheck.IsPrim(info.TypeOf(e))
		if !ok || !p.IsInt() || !fb.pure(e.Left, local) || !fb.pure(e.Right, local) {
			return false
		}
		switch e.Op {
		case parser.Add, parser.Sub, parser.Mult, parser.BitAnd, parser.BitOr, parser.BitXor:
			return true
		}
	case *parser.BoolOp:
		if p, ok := typecheck.IsPrim(info.TypeOf(e)); !ok || p.Kind != primitives.Bool {
			return false
		}
		for _, x := range e.Values {
			if !fb.pure(x, local) {
				return false
			}
		}
		return true
	case *parser.Subscript:
		// A proven access reads an array that is bound: the proof's
		// length of an unbound one is 0.
		_, isArray := typecheck.IsArray(info.TypeOf(e.Value))
		return isArray && fb.isArrayLocal(e.Value) && fb.proofs[e.Slice] == provenInBounds && fb.pure(e.Slice, local)
	}
	return false
}
