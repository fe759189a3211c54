// This file implements exception handling: try/except/else/finally,
// raise, with, assert and del, and sequence unpacking.
//
// An exception raised in compiled code goes to the innermost error
// target: the handler of an enclosing try, or the function's exit. Code
// that must run when control leaves a region early (finally bodies,
// __exit__, restoring the handled exception) is pushed as a cleanup and
// emitted again on each return, break and continue path.

package lower

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/runtime/capi"
	"github.com/staticpyc/staticpyc/typecheck"
)

// errTarget is where an exception raised now goes.
func (fb *fnBuilder) errTarget() *ir.Block {
	if n := len(fb.errTargets); n > 0 {
		return fb.errTargets[n-1]
	}
	return fb.errExit
}

func (fb *fnBuilder) pushErrTarget(b *ir.Block) {
	if fb.errMark == nil {
		fb.errMark, fb.loopsInside = map[*ir.Block]int{}, map[*ir.Block][]*ir.InstAlloca{}
	}
	fb.errMark[b] = len(fb.iterSlots)
	fb.errTargets = append(fb.errTargets, b)
}

func (fb *fnBuilder) popErrTarget() {
	b := fb.errTargets[len(fb.errTargets)-1]
	fb.loopsInside[b] = append(fb.loopsInside[b], fb.iterSlots[fb.errMark[b]:]...)
	fb.errTargets = fb.errTargets[:len(fb.errTargets)-1]
}

// iterSlot registers the slot of a loop's iterator (or iterable):
// emptied by the handler of an exception that leaves the loop.
func (fb *fnBuilder) iterSlot(slot *ir.InstAlloca) {
	fb.iterSlots = append(fb.iterSlots, slot)
}

func (fb *fnBuilder) pushCleanup(emit func()) {
	fb.cleanups = append(fb.cleanups, cleanup{emit: emit, errDepth: len(fb.errTargets)})
}
func (fb *fnBuilder) popCleanup() { fb.cleanups = fb.cleanups[:len(fb.cleanups)-1] }

// pushLoop enters a loop.
func (fb *fnBuilder) pushLoop(brk, cont *ir.Block) {
	fb.loops = append(fb.loops, loopTarget{brk: brk, cont: cont, cleanups: len(fb.cleanups)})
}

// loopBody emits the body of a loop whose break goes to brk and whose
// continue goes to cont.
func (fb *fnBuilder) loopBody(body []parser.Stmt, brk, cont *ir.Block) {
	fb.pushLoop(brk, cont)
	fb.stmts(body)
	fb.loops = fb.loops[:len(fb.loops)-1]
}

// closeLoop ends a loop whose body was just emitted: back to head, then
// the else clause in els, which falls into done, where it leaves fb.b.
func (fb *fnBuilder) closeLoop(head, els, done *ir.Block, orelse []parser.Stmt) {
	fb.br(head)
	fb.b = els
	fb.stmts(orelse)
	fb.br(done)
	fb.b = done
}

// runCleanups emits, innermost first, the cleanups above depth, each with
// the error targets and cleanups that were active outside its region.
func (fb *fnBuilder) runCleanups(depth int) {
	saved, savedTargets := fb.cleanups, fb.errTargets
	for i := len(saved) - 1; i >= depth; i-- {
		if fb.terminated() {
			break
		}
		c := saved[i]
		fb.cleanups = saved[:i]
		fb.errTargets = savedTargets[:c.errDepth]
		c.emit()
	}
	fb.cleanups, fb.errTargets = saved, savedTargets
}

// fetchException takes the raised exception out of the thread state as
// a normalized exception instance carrying its traceback, stored in a
// fresh object slot (which every exit of the function releases).
func (fb *fnBuilder) fetchException() *ir.InstAlloca {
	rt := fb.rt
	entry := fb.b
	t, v, tb := fb.alloca(runtime.Obj), fb.alloca(runtime.Obj), fb.alloca(runtime.Obj)
	fb.callCInfallible(capi.ErrFetch, t, v, tb)
	fb.callCInfallible(capi.ErrNormalizeException, t, v, tb)
	val := fb.b.NewLoad(runtime.Obj, v)
	tbv := fb.b.NewLoad(runtime.Obj, tb)
	has, set := fb.block("hastb"), fb.block("fetched")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredNE, tbv, runtime.Null), has, set)
	rt.CallC(has, capi.ExceptionSetTraceback, val, tbv)
	has.NewBr(set)
	fb.b = set
	rt.XDecref(fb.b, fb.b.NewLoad(runtime.Obj, t))
	rt.XDecref(fb.b, tbv)
	slot := fb.objectSlot()
	fb.b.NewStore(val, slot)
	// The loops the exception left (those lowered while this handler
	// was the target; a loop not running holds NULL) let go of their
	// iterators here, as CPython's unwinding pops them before the
	// handler runs: else a loop entered again overwrote its slot, and
	// the iterator (a generator's finally) outlived the handler.
	for _, s := range fb.loopsInside[entry] {
		fb.releaseSlot(s)
	}
	return slot
}

// reraise puts the exception held in slot back into the thread state
// (with its traceback, as a bare `raise` does) and empties the slot.
func (fb *fnBuilder) reraise(b *ir.Block, slot *ir.InstAlloca) {
	rt := fb.rt
	v := b.NewLoad(runtime.Obj, slot)
	tp := rt.TypeOf(b, v)
	rt.Incref(b, tp)
	tb := rt.CallC(b, capi.ExceptionGetTraceback, v)
	rt.CallC(b, capi.ErrRestore, tp, v, tb)
	b.NewStore(runtime.Null, slot)
}

// handling makes the exception in slot the handled one (sys.exc_info())
// for the code emit produces, restoring the previous one after it, on
// every way out: normally, by exception and by return/break/continue.
// onError is emitted on the exception path after the restore, before
// leaving for the outer target.
func (fb *fnBuilder) handling(slot *ir.InstAlloca, emit func(restoreTo *ir.Block)) {
	rt := fb.rt
	prev := fb.objectSlot()
	if fb.gen != nil {
		// A generator's body restores its own item's exception, not the
		// topmost one, which may be its resumer's (runtime/genexc.go).
		fb.b.NewStore(fb.rt.GenHandledException(fb.b, fb.gen.g), prev)
	} else {
		fb.b.NewStore(fb.callCInfallible(capi.ErrGetHandledException), prev)
	}
	fb.callCInfallible(capi.ErrSetHandledException, fb.b.NewLoad(runtime.Obj, slot))
	restore := func(b *ir.Block) {
		p := b.NewLoad(runtime.Obj, prev)
		rt.CallC(b, capi.ErrSetHandledException, p)
		rt.XDecref(b, p)
		b.NewStore(runtime.Null, prev)
	}
	release := func(b *ir.Block) {
		fb.rt.XDecref(b, b.NewLoad(runtime.Obj, slot))
		b.NewStore(runtime.Null, slot)
	}
	// Errors inside: restore, drop the exception (a new one has it as
	// its __context__), then go on to the outer target. Leaving by
	// return, break or continue does the same.
	onErr := fb.block("restoreexc")
	restore(onErr)
	release(onErr)
	onErr.NewBr(fb.errTarget())
	fb.pushErrTarget(onErr)
	fb.pushCleanup(func() { restore(fb.b); release(fb.b) })
	emit(onErr)
	fb.popCleanup()
	fb.popErrTarget()
	if !fb.terminated() {
		restore(fb.b)
	}
}

// tryStmt lowers try/except/else/finally.
func (fb *fnBuilder) tryStmt(s *parser.Try) {
	if len(s.Finalbody) == 0 {
		fb.tryExcept(s)
		return
	}
	exc := fb.block("finallyexc")
	after := fb.block("endtry")
	fb.pushErrTarget(exc)
	fb.pushCleanup(func() { fb.stmts(s.Finalbody) })
	fb.tryExcept(s)
	fb.popCleanup()
	fb.popErrTarget()
	// Normal completion runs the finally body once...
	if !fb.terminated() {
		fb.stmts(s.Finalbody)
		fb.br(after)
	}
	// ...and an exception runs it with the exception being handled, then
	// re-raises it.
	fb.b = exc
	slot := fb.fetchException()
	fb.handling(slot, func(*ir.Block) { fb.stmts(s.Finalbody) })
	if !fb.terminated() {
		fb.reraise(fb.b, slot)
		fb.b.NewBr(fb.errTarget())
	}
	fb.b = after
}

// tryExcept lowers try/except/else (without finally).
func (fb *fnBuilder) tryExcept(s *parser.Try) {
	if len(s.Handlers) == 0 {
		fb.stmts(s.Body)
		fb.stmts(s.Orelse)
		return
	}
	handler := fb.block("except")
	after := fb.block("endexcept")
	fb.pushErrTarget(handler)
	fb.stmts(s.Body)
	fb.popErrTarget()
	if !fb.terminated() {
		fb.stmts(s.Orelse)
		fb.br(after)
	}
	fb.b = handler
	slot := fb.fetchException()
	matched := fb.block("handled")
	fb.handling(slot, func(*ir.Block) {
		for _, h := range s.Handlers {
			next := fb.block("nextexcept")
			if h.Type != nil {
				t := fb.expr(h.Type)
				m := fb.callCInfallible(capi.ErrGivenExceptionMatches, fb.b.NewLoad(runtime.Obj, slot), t.v)
				fb.release(t)
				body := fb.block("exceptbody")
				fb.b.NewCondBr(fb.b.NewICmp(enum.IPredNE, m, i32(0)), body, next)
				fb.b = body
			}
			if h.Name != "" {
				name := &parser.Name{Span: h.Span, Id: h.Name, Ctx: parser.Store}
				v := fb.b.NewLoad(runtime.Obj, slot)
				fb.rt.Incref(fb.b, v)
				fb.storeName(h.Name, name, fb.produce(v, typecheck.Dynamic), line(h))
			}
			fb.stmts(h.Body)
			if !fb.terminated() {
				if h.Name != "" {
					// `except E as e` unbinds e at the end of the handler.
					fb.unbindName(h.Name, line(h))
				}
				fb.br(matched)
			}
			fb.b = next
			if h.Type == nil {
				fb.b.NewUnreachable()
				break
			}
		}
		if !fb.terminated() {
			// No clause matched: the exception goes on.
			fb.reraise(fb.b, slot)
			fb.b.NewBr(fb.errTarget())
		}
		// A clause completed: handling restores the handled exception
		// on the way out of this block.
		fb.b = matched
	})
	fb.releaseSlot(slot)
	fb.br(after)
	fb.b = after
}

// releaseSlot drops the reference an object slot holds and empties it.
func (fb *fnBuilder) releaseSlot(slot *ir.InstAlloca) {
	fb.rt.XDecref(fb.b, fb.b.NewLoad(runtime.Obj, slot))
	fb.b.NewStore(runtime.Null, slot)
}

// reraiseThrough re-raises the exception in slot to the current error
// target (which restores the handled exception first).
func (fb *fnBuilder) reraiseThrough(slot *ir.InstAlloca) {
	fb.reraise(fb.b, slot)
	fb.b.NewBr(fb.errTarget())
	fb.b = fb.block("dead")
}

// storeName binds a name found by its string (handler targets are not
// Name nodes of the tree, so they are resolved through the function's
// locals or the module's globals).
func (fb *fnBuilder) storeName(id string, n *parser.Name, v val, ln int) {
	if fb.bindsInClass(id) {
		v = fb.boxed(v, ln)
		fb.nsSet(fb.classNS, id, v.v, ln)
		fb.release(v)
		return
	}
	if fb.decl != nil {
		if lv := fb.decl.Local(id); lv != nil && fb.cellOf(lv) != nil {
			fb.storeCell(fb.cellOf(lv), v, ln)
			return
		}
		if lv := fb.decl.Local(id); lv != nil && !fb.isGlobalName(id) {
			if s, ok := fb.slots[lv]; ok && typecheck.IsObject(lv.Type) {
				fb.replaceSlot(s, v)
				return
			}
		}
	}
	fb.storeGlobal(id, v, ln)
}

// isGlobalName reports whether the function declares id global.
func (fb *fnBuilder) isGlobalName(id string) bool {
	return fb.decl != nil && fb.decl.Local(id) == nil
}

// unbindName deletes a name without complaint if it is unbound.
func (fb *fnBuilder) unbindName(id string, ln int) {
	if fb.bindsInClass(id) {
		// CPython's `name = None; del name`, observable in a namespace
		// that is not a dict.
		fb.nsSet(fb.classNS, id, fb.rt.None(), ln)
		fb.deleteClassAttr(id, ln)
		return
	}
	if fb.decl != nil {
		if lv := fb.decl.Local(id); lv != nil && fb.cellOf(lv) != nil {
			// Emptying a cell cannot fail.
			fb.callCInfallible(capi.CellSet, fb.cellOf(lv), runtime.Null)
			return
		}
		if lv := fb.decl.Local(id); lv != nil {
			if s, ok := fb.slots[lv]; ok && typecheck.IsObject(lv.Type) {
				old := fb.b.NewLoad(runtime.Obj, s)
				fb.b.NewStore(runtime.Null, s)
				fb.rt.XDecref(fb.b, old)
				return
			}
		}
	}
	fb.globalRebound(id)
	st := fb.callCHandled(capi.DictDelItem, fb.load(fb.mb.modDict), fb.load(fb.rt.Name(id)))
	clear, done := fb.block("delfailed"), fb.block("deleted")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredSLT, st, i32(0)), clear, done)
	fb.rt.CallC(clear, capi.ErrClear)
	clear.NewBr(done)
	fb.b = done
}

// raiseStmt lowers raise, raise X and raise X from Y.
func (fb *fnBuilder) raiseStmt(s *parser.Raise) {
	rt := fb.rt
	if s.Exc == nil {
		// A bare raise re-raises the exception being handled, with its
		// traceback and no new entry, as CPython's RERAISE does.
		cur := fb.callCInfallible(capi.ErrGetHandledException)
		none, have := fb.block("noexc"), fb.block("reraise")
		isNone := fb.b.NewOr(fb.b.NewICmp(enum.IPredEQ, cur, runtime.Null), fb.b.NewICmp(enum.IPredEQ, cur, rt.None()))
		fb.b.NewCondBr(isNone, none, have)
		fb.b = none
		rt.XDecref(fb.b, cur)
		rt.RaiseString(fb.b, "PyExc_RuntimeError", "No active exception to reraise")
		fb.raiseHere(line(s))
		fb.b = have
		tp := rt.TypeOf(fb.b, cur)
		rt.Incref(fb.b, tp)
		tb := fb.callCInfallible(capi.ExceptionGetTraceback, cur)
		fb.callCInfallible(capi.ErrRestore, tp, cur, tb)
		fb.releaseLive(fb.b)
		fb.b.NewBr(fb.errTarget())
		fb.b = fb.block("dead")
		return
	}
	exc := fb.expr(s.Exc)
	var cause value.Value = runtime.Null
	hasCause := int64(0)
	var causeVal val
	if s.Cause != nil {
		causeVal = fb.expr(s.Cause)
		cause, hasCause = causeVal.v, 1
	}
	fb.b.NewCall(rt.RaiseFunc(), exc.v, cause, i32(hasCause))
	if s.Cause != nil {
		fb.release(causeVal)
	}
	fb.release(exc)
	fb.raiseHere(line(s))
}

// withStmt lowers `with a as x, b: body` (item i onwards).
func (fb *fnBuilder) withStmt(s *parser.With, i int) {
	if i == len(s.Items) {
		fb.stmts(s.Body)
		return
	}
	rt := fb.rt
	it := s.Items[i]
	ln := line(it.Context)
	mgr := fb.expr(it.Context)
	// The bound __exit__ lives in a slot (released by every exit); an
	// earlier pass through this statement left it empty, or holding the
	// __exit__ of a manager whose __enter__ failed.
	exit := fb.objectSlot()
	fb.releaseSlot(exit)
	res := fb.checkNull(fb.b.NewCall(rt.WithEnterFunc(false), mgr.v, exit), typecheck.Dynamic, ln)
	fb.release(mgr)
	if it.Vars != nil {
		fb.store(it.Vars, res)
	} else {
		fb.release(res)
	}
	callExit := func(args ...value.Value) val {
		argv := fb.alloca(types.NewArray(3, runtime.Obj))
		for k, a := range args {
			fb.b.NewStore(a, fb.b.NewGetElementPtr(types.NewArray(3, runtime.Obj), argv, i64(0), i64(int64(k))))
		}
		first := fb.b.NewGetElementPtr(types.NewArray(3, runtime.Obj), argv, i64(0), i64(0))
		return fb.callC(capi.ObjectVectorcall, ln, fb.b.NewLoad(runtime.Obj, exit), first, i64(3), runtime.Null)
	}
	exitNormally := func() {
		r := callExit(rt.None(), rt.None(), rt.None())
		fb.release(r)
		rt.XDecref(fb.b, fb.b.NewLoad(runtime.Obj, exit))
		fb.b.NewStore(runtime.Null, exit)
	}
	excB := fb.block("withexc")
	after := fb.block("endwith")
	fb.pushErrTarget(excB)
	fb.pushCleanup(exitNormally)
	fb.withStmt(s, i+1)
	fb.popCleanup()
	fb.popErrTarget()
	if !fb.terminated() {
		exitNormally()
		fb.br(after)
	}
	fb.b = excB
	slot := fb.fetchException()
	fb.handling(slot, func(*ir.Block) {
		v := fb.b.NewLoad(runtime.Obj, slot)
		tb := fb.callCInfallible(capi.ExceptionGetTraceback, v)
		tbOrNone := fb.b.NewSelect(fb.b.NewICmp(enum.IPredEQ, tb, runtime.Null), rt.None(), tb)
		r := callExit(rt.TypeOf(fb.b, v), v, tbOrNone)
		rt.XDecref(fb.b, tb)
		suppress := fb.truth(r, ln)
		swallow, propagate := fb.block("suppressed"), fb.block("propagate")
		fb.b.NewCondBr(suppress, swallow, propagate)
		fb.b = propagate
		fb.reraiseThrough(slot)
		fb.b = swallow
	})
	rt.XDecref(fb.b, fb.b.NewLoad(runtime.Obj, exit))
	fb.b.NewStore(runtime.Null, exit)
	rt.XDecref(fb.b, fb.b.NewLoad(runtime.Obj, slot))
	fb.b.NewStore(runtime.Null, slot)
	fb.br(after)
	fb.b = after
}

// assertStmt lowers `assert test[, msg]`.
func (fb *fnBuilder) assertStmt(s *parser.Assert) {
	c := fb.cond(s.Test)
	fail, ok := fb.block("assertfail"), fb.block("assertok")
	fb.b.NewCondBr(c, ok, fail)
	fb.b = fail
	if s.Msg == nil {
		fb.callCInfallible(capi.ErrSetNone, fb.rt.Exc(fb.b, "PyExc_AssertionError"))
	} else {
		msg := fb.expr(s.Msg)
		argv := fb.alloca(runtime.Obj)
		fb.b.NewStore(msg.v, argv)
		cls := fb.rt.Exc(fb.b, "PyExc_AssertionError")
		e := fb.callC(capi.ObjectVectorcall, line(s), cls, argv, i64(1), runtime.Null)
		fb.callCInfallible(capi.ErrSetObject, cls, e.v)
		fb.release(e)
		fb.release(msg)
	}
	fb.raiseHere(line(s))
	fb.b = ok
}

// deleteTarget lowers one target of del.
func (fb *fnBuilder) deleteTarget(t parser.Expr) {
	rt := fb.rt
	switch t := t.(type) {
	case *parser.Name:
		if lv, ok := fb.mb.info.RefOf(t).(*typecheck.Var); ok && fb.cellOf(lv) != nil {
			cur := fb.loadCell(lv, fb.cellOf(lv), line(t))
			fb.release(cur)
			fb.callC(capi.CellSet, line(t), fb.cellOf(lv), runtime.Null)
			return
		}
		if lv, ok := fb.mb.info.RefOf(t).(*typecheck.Var); ok && fb.decl != nil {
			s := fb.slots[lv]
			old := fb.b.NewLoad(runtime.Obj, s)
			unbound, ok := fb.block("unbound"), fb.block("delete")
			fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, old, runtime.Null), unbound, ok)
			fb.b = unbound
			rt.RaiseString(fb.b, "PyExc_UnboundLocalError", "cannot access local variable '"+escapePercent(t.Id)+"' where it is not associated with a value")
			fb.raiseHere(line(t))
			fb.b = ok
			fb.b.NewStore(runtime.Null, s)
			rt.Decref(fb.b, old)
			return
		}
		if _, ok := fb.mb.info.RefOf(t).(*typecheck.ClassAttr); ok && fb.classNS != nil {
			fb.deleteClassAttr(t.Id, line(t))
			return
		}
		fb.globalRebound(t.Id)
		st := fb.callCHandled(capi.DictDelItem, fb.load(fb.mb.modDict), fb.load(rt.Name(t.Id)))
		missing, done := fb.block("nodel"), fb.block("deleted")
		fb.b.NewCondBr(fb.b.NewICmp(enum.IPredSLT, st, i32(0)), missing, done)
		fb.b = missing
		fb.callCInfallible(capi.ErrClear)
		rt.RaiseString(fb.b, "PyExc_NameError", fmt.Sprintf("name '%s' is not defined", escapePercent(t.Id)))
		fb.raiseHere(line(t))
		fb.b = done
	case *parser.Subscript:
		obj := fb.expr(t.Value)
		idx := fb.boxed(fb.expr(t.Slice), line(t))
		fb.callC(capi.ObjectDelItem, line(t), obj.v, idx.v)
		fb.release(idx)
		fb.release(obj)
	case *parser.Attribute:
		obj := fb.expr(t.Value)
		fb.callC(capi.ObjectSetAttr, line(t), obj.v, fb.load(rt.Name(t.Attr)), runtime.Null)
		fb.release(obj)
	case *parser.Tuple:
		for _, e := range t.Elts {
			fb.deleteTarget(e)
		}
	case *parser.List:
		for _, e := range t.Elts {
			fb.deleteTarget(e)
		}
	}
}

// unpack lowers `a, b = v` for a value that is not a tuple display: v is
// iterated for exactly len(targets) items, with CPython's messages. An
// exact list or tuple of that many items is read in place here, as
// sp.unpack's own first case and CPython's UNPACK_SEQUENCE_LIST/TUPLE
// read it (iterating either runs no code); anything else, another
// length included (whose message needs the iteration), is sp.unpack's.
func (fb *fnBuilder) unpack(targets []parser.Expr, v val, ln int) {
	n := len(targets)
	arr := types.NewArray(uint64(max(n, 1)), runtime.Obj)
	items := fb.scratch(arr)
	rt := fb.rt
	if n > maxInlineUnpack {
		// sp.unpack copies an exact list's or tuple's items out itself:
		// inline, the copy of many items at many sites (a function of
		// hundreds of unpackings) outgrew the instruction cache.
		first := fb.b.NewGetElementPtr(arr, items, i64(0), i64(0))
		fb.checkStatus(fb.b.NewCall(rt.UnpackFunc(), v.v, i64(int64(n)), first), ln)
		if slots := fb.objectLocalSlots(targets); slots != nil {
			// Every target an object local: each takes its item, and
			// the values they held are released together, in order,
			// after the last store (sp.xdecref.n), not in line after
			// each one.
			fb.release(v)
			for i, slot := range slots {
				item := fb.b.NewGetElementPtr(arr, items, i64(0), i64(int64(i)))
				old := fb.b.NewLoad(runtime.Obj, slot)
				fb.b.NewStore(fb.b.NewLoad(runtime.Obj, item), slot)
				fb.b.NewStore(old, item)
			}
			fb.b.NewCall(rt.XDecrefNFunc(), first, i64(int64(n)))
			return
		}
		vals := make([]val, n)
		for i := range vals {
			vals[i] = fb.produce(fb.b.NewLoad(runtime.Obj, fb.b.NewGetElementPtr(arr, items, i64(0), i64(int64(i)))), typecheck.Dynamic)
		}
		fb.release(v)
		for i, t := range targets {
			fb.store(t, vals[i])
		}
		return
	}
	tp := rt.TypeOf(fb.b, v.v)
	isList := fb.b.NewICmp(enum.IPredEQ, tp, rt.CData("PyList_Type"))
	isTuple := fb.b.NewICmp(enum.IPredEQ, tp, rt.CData("PyTuple_Type"))
	seq, list, tuple, inPlace, slow, done := fb.block("unpack.seq"), fb.block("unpack.list"), fb.block("unpack.tuple"), fb.block("unpack.inplace"), fb.block("unpack.iter"), fb.block("unpack.done")
	fb.b.NewCondBr(fb.b.NewOr(isList, isTuple), seq, slow)
	seq.NewCondBr(seq.NewICmp(enum.IPredEQ, rt.ListSize(seq, v.v), i64(int64(n))), list, slow)
	list.NewCondBr(isList, inPlace, tuple)
	tuple.NewBr(inPlace)
	base := inPlace.NewPhi(ir.NewIncoming(rt.ListItems(list, v.v), list), ir.NewIncoming(rt.TupleItems(tuple, v.v), tuple))
	fast := make([]value.Value, n)
	for i := range fast {
		fast[i] = inPlace.NewLoad(runtime.Obj, inPlace.NewGetElementPtr(runtime.Obj, base, i64(int64(i))))
		rt.Incref(inPlace, fast[i])
	}
	inPlace.NewBr(done)

	fb.b = slow
	first := fb.b.NewGetElementPtr(arr, items, i64(0), i64(0))
	st := fb.b.NewCall(rt.UnpackFunc(), v.v, i64(int64(n)), first)
	fb.checkStatus(st, ln)
	iterated := make([]value.Value, n)
	for i := range iterated {
		iterated[i] = fb.b.NewLoad(runtime.Obj, fb.b.NewGetElementPtr(arr, items, i64(0), i64(int64(i))))
	}
	fb.b.NewBr(done)
	slowEnd := fb.b

	fb.b = done
	vals := make([]val, n)
	for i := range targets {
		vals[i] = fb.produce(done.NewPhi(ir.NewIncoming(fast[i], inPlace), ir.NewIncoming(iterated[i], slowEnd)), typecheck.Dynamic)
	}
	fb.release(v)
	for i, t := range targets {
		fb.store(t, vals[i])
	}
}

// objectLocalSlots returns the slots of targets when each is an untyped
// local of the function held as an object in its own slot (not a cell,
// an array, an unboxed number: a store there needs no conversion), and no
// name is a target twice; else nil.
func (fb *fnBuilder) objectLocalSlots(targets []parser.Expr) []*ir.InstAlloca {
	slots := make([]*ir.InstAlloca, len(targets))
	seen := map[*ir.InstAlloca]bool{}
	for i, t := range targets {
		n, ok := t.(*parser.Name)
		if !ok {
			return nil
		}
		lv, ok := fb.mb.info.RefOf(n).(*typecheck.Var)
		if !ok || lv.Type != typecheck.Dynamic || fb.cellOf(lv) != nil || fb.arrays[lv] != nil || fb.numLocals[lv] != nil || fb.intLocals[lv] != nil {
			return nil
		}
		s := fb.slots[lv]
		if s == nil || seen[s] {
			return nil
		}
		seen[s], slots[i] = true, s
	}
	return slots
}

// maxInlineUnpack is the most targets an unpacking reads an exact list's
// or tuple's items for in line (a point's coordinates, a pair).
const maxInlineUnpack = 4

// unpackTargets lowers `a, b = v` and `a, *rest, z = v`.
func (fb *fnBuilder) unpackTargets(targets []parser.Expr, v val, ln int) {
	for i, t := range targets {
		if _, ok := t.(*parser.Starred); ok {
			fb.unpackStar(targets, i, v, ln)
			return
		}
	}
	fb.unpack(targets, v, ln)
}

// unpackStar lowers an unpacking with a starred target at index star:
// the value becomes a list, the starred name gets the middle slice.
func (fb *fnBuilder) unpackStar(targets []parser.Expr, star int, v val, ln int) {
	rt := fb.rt
	before, after := star, len(targets)-star-1
	list := fb.callCHandled(capi.SequenceList, v.v)
	bad, ok := fb.block("unpacknoiter"), fb.block("unpacklist")
	unlikely(fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, list, runtime.Null), bad, ok))
	fb.b = bad
	isTE := fb.callCInfallible(capi.ErrExceptionMatches, rt.Exc(fb.b, "PyExc_TypeError"))
	replace, keep := fb.block("unpackreplace"), fb.block("unpackkeep")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredNE, isTE, i32(0)), replace, keep)
	fb.b = replace
	fb.callCInfallible(capi.ErrClear)
	rt.RaiseFormat(fb.b, "PyExc_TypeError", "cannot unpack non-iterable %.200s object", rt.TypeName(fb.b, v.v))
	fb.b.NewBr(keep)
	fb.b = keep
	fb.raiseHere(ln)
	fb.b = ok
	l := fb.produce(list, typecheck.ListObj)
	fb.release(v)
	n := rt.ListSize(fb.b, l.v)
	need := int64(before + after)
	short, enough := fb.block("unpackshort"), fb.block("unpackenough")
	unlikely(fb.b.NewCondBr(fb.b.NewICmp(enum.IPredSLT, n, i64(need)), short, enough))
	fb.b = short
	rt.RaiseFormat(fb.b, "PyExc_ValueError", "not enough values to unpack (expected at least %lld, got %lld)", i64(need), n)
	fb.raiseHere(ln)
	fb.b = enough
	item := func(idx value.Value) val {
		x := rt.ListItem(fb.b, l.v, idx)
		fb.rt.Incref(fb.b, x)
		return fb.produce(x, typecheck.Dynamic)
	}
	vals := make([]val, len(targets))
	for i := 0; i < before; i++ {
		vals[i] = item(i64(int64(i)))
	}
	vals[star] = fb.callC(capi.ListGetSlice, ln, l.v, i64(int64(before)), fb.b.NewSub(n, i64(int64(after)))).as(typecheck.ListObj)
	for j := 0; j < after; j++ {
		vals[star+1+j] = item(fb.b.NewAdd(fb.b.NewSub(n, i64(int64(after))), i64(int64(j))))
	}
	fb.release(l)
	for i, t := range targets {
		if s, ok := t.(*parser.Starred); ok {
			t = s.Value
		}
		fb.store(t, vals[i])
	}
}
