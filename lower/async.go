// This file implements `async with` and `async for` in native
// coroutines, as CPython compiles them: the awaits of __aenter__,
// __aexit__ and __anext__ are the body's own suspensions (delegate, as
// for `await`), and the lookups and checks are the runtime's
// (runtime/async.go).

package lower

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/runtime/capi"
	"github.com/staticpyc/staticpyc/typecheck"
)

// asyncWithStmt lowers `async with a as x, b: body` from item i on:
// __aenter__ and __aexit__ are looked up on the manager's type and
// __aenter__() awaited; the body runs; then __aexit__(None, None, None)
// is awaited on the way out (return, break and continue included), or,
// when the body raised, __aexit__(type, exc, tb) with the exception
// being handled, whose awaited result, when true, suppresses it.
func (fb *fnBuilder) asyncWithStmt(s *parser.With, i int) {
	if i == len(s.Items) {
		fb.stmts(s.Body)
		return
	}
	rt := fb.rt
	it := s.Items[i]
	ln := line(it.Context)
	mgr := fb.expr(it.Context)
	// The bound __aexit__ lives in a slot (released by every exit); an
	// earlier pass through this statement left it empty, or holding the
	// __aexit__ of a manager whose __aenter__ failed.
	exit := fb.objectSlot()
	fb.releaseSlot(exit)
	res := fb.checkNull(fb.b.NewCall(rt.WithEnterFunc(true), mgr.v, exit), typecheck.Dynamic, ln)
	fb.release(mgr)
	// An error awaiting __aenter__'s result drops __aexit__ at once, as
	// CPython pops it.
	dropExit := fb.block("asyncwith.noenter")
	fb.pushErrTarget(dropExit)
	aw := fb.b.NewCall(rt.AsyncWithAwaitableFunc(false), res.v)
	fb.release(res)
	entered := fb.delegate(aw, ln, true)
	fb.popErrTarget()
	if it.Vars != nil {
		fb.store(it.Vars, entered)
	} else {
		fb.release(entered)
	}
	// The exit's result is awaited; the value the await gives is what
	// decides.
	// called is emitted right after the call (before the await).
	awaitExit := func(called func(), args ...value.Value) val {
		argv := fb.alloca(types.NewArray(3, runtime.Obj))
		for k, a := range args {
			fb.b.NewStore(a, fb.b.NewGetElementPtr(types.NewArray(3, runtime.Obj), argv, i64(0), i64(int64(k))))
		}
		first := fb.b.NewGetElementPtr(types.NewArray(3, runtime.Obj), argv, i64(0), i64(0))
		r := fb.callC(capi.ObjectVectorcall, ln, fb.b.NewLoad(runtime.Obj, exit), first, i64(3), runtime.Null)
		if called != nil {
			called()
		}
		aw := fb.b.NewCall(rt.AsyncWithAwaitableFunc(true), r.v)
		fb.release(r)
		return fb.delegate(aw, ln, true)
	}
	exitNormally := func() {
		fb.release(awaitExit(nil, rt.None(), rt.None(), rt.None()))
		fb.releaseSlot(exit)
	}
	excB := fb.block("asyncwithexc")
	after := fb.block("endasyncwith")
	fb.pushErrTarget(excB)
	fb.pushCleanup(exitNormally)
	fb.asyncWithStmt(s, i+1)
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
		r := awaitExit(func() { rt.XDecref(fb.b, tb) }, rt.TypeOf(fb.b, v), v, tbOrNone)
		suppress := fb.truth(r, ln)
		swallow, propagate := fb.block("suppressed"), fb.block("propagate")
		fb.b.NewCondBr(suppress, swallow, propagate)
		fb.b = propagate
		fb.reraiseThrough(slot)
		fb.b = swallow
	})
	fb.releaseSlot(exit)
	fb.releaseSlot(slot)
	fb.br(after)
	fb.b = dropExit
	fb.releaseSlot(exit)
	fb.b.NewBr(fb.errTarget())
	fb.b = after
}

// asyncForStmt lowers `async for target in iterable: body [else: ...]`:
// the iterable's __aiter__ gives the iterator, and each trip awaits its
// __anext__(); a StopAsyncIteration (or a subclass) raised by that
// await ends the loop, through the else clause, as END_ASYNC_FOR does;
// any other exception propagates from the `async for` line.
func (fb *fnBuilder) asyncForStmt(s *parser.For) {
	slot := fb.startAsyncLoop(s.Iter)
	head, els, done := fb.block("asyncfor"), fb.block("asyncforelse"), fb.block("endasyncfor")
	fb.b.NewBr(head)
	fb.b = head
	if p := loopPollLine(s); p != 0 {
		fb.pollEvalBreaker(p)
	}
	item := fb.awaitNext(slot, line(s), els)
	fb.store(s.Target, item)
	fb.loopBody(s.Body, done, head)
	fb.closeLoop(head, els, done, s.Orelse)
	fb.releaseSlot(slot)
}

// startAsyncLoop evaluates the iterable of an async for (statement or
// comprehension) and returns the slot that holds its __aiter__()
// iterator, released by every exit.
func (fb *fnBuilder) startAsyncLoop(iter parser.Expr) *ir.InstAlloca {
	var it val
	if n, ok := iter.(*parser.Name); ok && n.Id == typecheck.GenexpIter {
		// An asynchronous generator expression's loop over the
		// iterator it was given (lower/genexp.go): no second
		// __aiter__().
		it = fb.own(fb.expr(iter))
	} else {
		src := fb.expr(iter)
		it = fb.checkNull(fb.b.NewCall(fb.rt.AsyncIterFunc(), src.v), typecheck.Dynamic, line(iter))
		fb.release(src)
	}
	// Registered as a sync loop's is: the handler of an exception that
	// leaves the loop empties the slot, so that the iterator (an
	// asynchronous generator's finally) is released before the
	// enclosing handler or __aexit__ runs, as CPython's unwinding pops
	// it.
	slot := fb.objectSlot()
	fb.iterSlot(slot)
	fb.b.NewStore(it.v, slot)
	fb.consume(it)
	return slot
}

// awaitNext awaits the iterator in slot's __anext__() and returns the
// item (owned), or, when that raised StopAsyncIteration (a subclass
// too), clears it and goes to exhausted, with the temporaries live here
// (a comprehension's result, an enclosing call's arguments) still held;
// any other exception propagates from line ln. So that the error exits
// of the await do not release those temporaries, they are set aside
// while it is lowered, and released on the way out instead; the
// suspension's destroy path still releases them.
func (fb *fnBuilder) awaitNext(slot *ir.InstAlloca, ln int, exhausted *ir.Block) val {
	rt := fb.rt
	held := fb.live
	fb.live = nil
	raised := fb.block("anext.raised")
	fb.pushErrTarget(raised)
	first := len(fb.gen.yields)
	// The StopAsyncIteration that ends the loop gets no traceback
	// entry (it is cleared below, unseen); any other exception gets
	// the entry of line ln there.
	fb.tracebackLater = true
	aw := fb.b.NewCall(rt.AsyncNextFunc(fb.mb.hasAsyncGens()), fb.load(slot))
	item := fb.delegate(aw, ln, true)
	fb.tracebackLater = false
	fb.popErrTarget()
	for i := first; i < len(fb.gen.yields); i++ {
		y := &fb.gen.yields[i]
		y.live = append(append([]value.Value(nil), held...), y.live...)
		for _, t := range held {
			y.nullable[t] = fb.nullable[t]
		}
	}
	fb.live = append(append([]value.Value(nil), held...), fb.live...)
	stop := rt.CallC(raised, capi.ErrExceptionMatches, rt.Exc(raised, "PyExc_StopAsyncIteration"))
	ended, other := fb.block("anext.stop"), fb.block("anext.error")
	raised.NewCondBr(raised.NewICmp(enum.IPredNE, stop, i32(0)), ended, other)
	rt.CallC(ended, capi.ErrClear)
	ended.NewBr(exhausted)
	fb.addTraceback(other, ln)
	for _, t := range held {
		if fb.nullable[t] {
			rt.XDecref(other, t)
		} else {
			rt.Decref(other, t)
		}
	}
	other.NewBr(fb.errTarget())
	return item
}
