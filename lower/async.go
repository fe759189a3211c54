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
	res := fb.checkNull(fb.b.NewCall(rt.AsyncWithEnterFunc(), mgr.v, exit), typecheck.Dynamic, ln)
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
	rt := fb.rt
	ln := line(s.Iter)
	src := fb.expr(s.Iter)
	itv := fb.checkNull(fb.b.NewCall(rt.AsyncIterFunc(), src.v), typecheck.Dynamic, ln)
	fb.release(src)
	slot := fb.objectSlot()
	fb.b.NewStore(itv.v, slot)
	fb.consume(itv)
	head, els, done := fb.block("asyncfor"), fb.block("asyncforelse"), fb.block("endasyncfor")
	fb.b.NewBr(head)
	fb.b = head
	if p := loopPollLine(s); p != 0 {
		fb.pollEvalBreaker(p)
	}
	aw := fb.b.NewCall(rt.AsyncNextFunc(), fb.load(slot))
	ended := fb.block("asyncfor.raised")
	fb.pushErrTarget(ended)
	item := fb.delegate(aw, line(s), true)
	fb.popErrTarget()
	fb.store(s.Target, item)
	fb.loopBody(s.Body, done, head)
	// What ends the loop: StopAsyncIteration from the await; anything
	// else goes on to the statement's own error target.
	stop := rt.CallC(ended, capi.ErrExceptionMatches, rt.Exc(ended, "PyExc_StopAsyncIteration"))
	exhausted, raised := fb.block("asyncfor.exhausted"), fb.block("asyncfor.error")
	ended.NewCondBr(ended.NewICmp(enum.IPredNE, stop, i32(0)), exhausted, raised)
	rt.CallC(exhausted, capi.ErrClear)
	exhausted.NewBr(els)
	raised.NewBr(fb.errTarget())
	fb.closeLoop(head, els, done, s.Orelse)
	fb.releaseSlot(slot)
}
