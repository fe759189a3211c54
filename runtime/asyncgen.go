// This file implements native asynchronous generators (PEP 525): an
// async def that yields compiles as a generator body (generator.go,
// yieldfrom.go) whose object is of the module's async_generator type.
// What differs from a generator:
//
//   - the object is its own asynchronous iterator (__aiter__), and its
//     steps are awaitables: __anext__() and asend(v) make an
//     async_generator_asend, athrow(...) and aclose() an
//     async_generator_athrow, each a one-shot iterator with send, throw
//     and close, as CPython's (Objects/genobject.c);
//   - the body suspends at its own yields and at its awaits alike; an
//     awaitable tells them apart by the generator's yield mark (the body
//     sets it at a yield and clears it at an await), where CPython wraps
//     each yielded value in an object: a yield completes the awaitable
//     with the value (StopIteration(value)), an await's value passes
//     through to whoever drives the awaitable (the event loop);
//   - the body's end is StopAsyncIteration; a StopAsyncIteration raised
//     inside becomes RuntimeError, as StopIteration does;
//   - ag_running is true from an awaitable's first step to its last
//     (CPython's ag_running_async), "asynchronous generator is already
//     running" for a second awaitable meanwhile; aclose() marks it
//     closed, after which athrow() and aclose() end at once;
//   - the first step calls sys.set_asyncgen_hooks' firstiter hook with
//     the generator and keeps the finalizer hook, which finalization
//     calls instead of closing (asyncio's loop schedules aclose() there
//     and in shutdown_asyncgens), as async_gen_init_hooks and
//     _PyGen_Finalize do; the hooks are read from the thread state, as
//     CPython reads them.
//
// The awaitables keep their generator alive; CPython keeps free lists
// of them, which are invisible.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// The asynchronous generator's flags (genAgFlags).
const (
	agClosed      = 1 // ag_closed
	agHooksInited = 2 // ag_hooks_inited
	agRunning     = 4 // ag_running_async

	methVarargs = 0x01
)

// An awaitable's fields past its PyObject header, and its states
// (AwaitableState).
const (
	awGen   = 0  // PyObject*: the generator, owned
	awArg   = 8  // PyObject*: asend's value (NULL for __anext__), athrow's argument tuple (NULL for aclose), owned
	awState = 16 // i32
	awSize  = 24

	awInit   = 0
	awIter   = 1
	awClosed = 2

	// asendFreeMax is how many dead asend objects the module keeps for
	// reuse: an async for over a chain of n asynchronous generators
	// makes n of them per item (CPython keeps a free list of them too).
	asendFreeMax = 16
)

// awaitableKind is one of the two awaitables' types.
type awaitableKind struct {
	prefix   string // of the helpers' names
	typeName string
	athrow   bool
}

var (
	asendKind  = &awaitableKind{prefix: "sp.agen.asend", typeName: "async_generator_asend"}
	athrowKind = &awaitableKind{prefix: "sp.agen.athrow", typeName: "async_generator_athrow", athrow: true}
)

func (k *awaitableKind) fn(name string) string { return k.prefix + "." + name }

// AsyncGenNewFunc returns sp.agen.new, GenNewFunc's asynchronous
// generator: the object the call of an async def that yields makes.
func (r *Runtime) AsyncGenNewFunc() *ir.Func {
	return r.genNew(asyncGenKind)
}

// AsyncGenMarkYield emits, in an asynchronous generator's body about to
// suspend, the mark that tells the awaitable driving it whether the
// suspension is a yield of the body (yield true), whose value completes
// the awaitable, or an await, whose value passes through.
func (r *Runtime) AsyncGenMarkYield(b *ir.Block, g value.Value, yield bool) {
	v := int64(0)
	if yield {
		v = 1
	}
	b.NewStore(constant.NewInt(types.I32, v), r.genField(b, g, genAgYield, types.I32))
}

func (r *Runtime) agenFlags(b *ir.Block, g value.Value) value.Value {
	return b.NewLoad(types.I32, r.genField(b, g, genAgFlags, types.I32))
}

// agenSet sets (on) or clears the flag bits of g.
func (r *Runtime) agenSet(b *ir.Block, g value.Value, bits int64, on bool) {
	p := r.genField(b, g, genAgFlags, types.I32)
	old := b.NewLoad(types.I32, p)
	var v value.Value
	if on {
		v = b.NewOr(old, constant.NewInt(types.I32, bits))
	} else {
		v = b.NewAnd(old, constant.NewInt(types.I32, ^bits))
	}
	b.NewStore(v, p)
}

// agenHas emits whether g has any of the flag bits.
func (r *Runtime) agenHas(b *ir.Block, g value.Value, bits int64) value.Value {
	return b.NewICmp(enum.IPredNE, b.NewAnd(r.agenFlags(b, g), constant.NewInt(types.I32, bits)), constant.NewInt(types.I32, 0))
}

// agenRunning is the ag_running getter.
func (r *Runtime) agenRunning() *ir.Func {
	f, done := r.helper("sp.agen.running", Obj, ir.NewParam("g", Obj), ir.NewParam("closure", types.I8Ptr))
	if done {
		return f
	}
	b := f.NewBlock("entry")
	v := b.NewSelect(r.agenHas(b, f.Params[0], agRunning), r.True(), r.False())
	r.Incref(b, v)
	b.NewRet(v)
	return f
}

// agenInitHooks is sp.agen.hooks(g), async_gen_init_hooks: at g's first
// __anext__, asend, athrow or aclose, the thread state's finalizer hook
// is kept and its firstiter hook called with g. 0, or -1 with the
// hook's exception.
func (r *Runtime) agenInitHooks() *ir.Func {
	f, done := r.helper("sp.agen.hooks", types.I32, ir.NewParam("g", Obj))
	if done {
		return f
	}
	g := f.Params[0]
	b := f.NewBlock("entry")
	first, inited := f.NewBlock("first"), f.NewBlock("inited")
	b.NewCondBr(r.agenHas(b, g, agHooksInited), inited, first)
	inited.NewRet(constant.NewInt(types.I32, 0))
	r.agenSet(first, g, agHooksInited, true)
	ts := r.ThreadState(first)
	fin := loadField(first, ts, r.ABI.OffsetTstateAsyncGenFinalizer, Obj)
	keep, kept := f.NewBlock("keep"), f.NewBlock("kept")
	first.NewCondBr(first.NewICmp(enum.IPredNE, fin, Null), keep, kept)
	r.Incref(keep, fin)
	keep.NewStore(fin, r.genField(keep, g, genHookFin, Obj))
	keep.NewBr(kept)
	hook := loadField(kept, ts, r.ABI.OffsetTstateAsyncGenFirstiter, Obj)
	call, none := f.NewBlock("firstiter"), f.NewBlock("none")
	kept.NewCondBr(kept.NewICmp(enum.IPredNE, hook, Null), call, none)
	none.NewRet(constant.NewInt(types.I32, 0))
	r.Incref(call, hook)
	res := r.CallC(call, capi.ObjectCallOneArg, hook, g)
	r.Decref(call, hook)
	failed, ok := f.NewBlock("failed"), f.NewBlock("ok")
	call.NewCondBr(call.NewICmp(enum.IPredEQ, res, Null), failed, ok)
	failed.NewRet(constant.NewInt(types.I32, -1))
	r.Decref(ok, res)
	ok.NewRet(constant.NewInt(types.I32, 0))
	return f
}

// agenStep emits the start of one of g's methods that make an
// awaitable: the hooks first, NULL out when they fail; then make.
func (r *Runtime) agenStep(name string, params []*ir.Param, make func(f *ir.Func, b *ir.Block) value.Value) *ir.Func {
	f, done := r.helper(name, Obj, params...)
	if done {
		return f
	}
	b := f.NewBlock("entry")
	rc := b.NewCall(r.agenInitHooks(), f.Params[0])
	failed, ok := f.NewBlock("failed"), f.NewBlock("ok")
	b.NewCondBr(b.NewICmp(enum.IPredSLT, rc, constant.NewInt(types.I32, 0)), failed, ok)
	failed.NewRet(Null)
	ok.NewRet(make(f, ok))
	return f
}

// agenAnext is am_anext (__anext__): asend(None) without a value.
func (r *Runtime) agenAnext() *ir.Func {
	return r.agenStep("sp.agen.anext", []*ir.Param{ir.NewParam("g", Obj)}, func(f *ir.Func, b *ir.Block) value.Value {
		return b.NewCall(r.newAwaitable(asendKind), f.Params[0], Null)
	})
}

// agenAsend is asend(v).
func (r *Runtime) agenAsend() *ir.Func {
	return r.agenStep("sp.agen.asend", []*ir.Param{ir.NewParam("g", Obj), ir.NewParam("v", Obj)}, func(f *ir.Func, b *ir.Block) value.Value {
		return b.NewCall(r.newAwaitable(asendKind), f.Params[0], f.Params[1])
	})
}

// agenAclose is aclose(): athrow of GeneratorExit that ends quietly.
func (r *Runtime) agenAclose() *ir.Func {
	return r.agenStep("sp.agen.aclose", []*ir.Param{ir.NewParam("g", Obj), ir.NewParam("unused", Obj)}, func(f *ir.Func, b *ir.Block) value.Value {
		return b.NewCall(r.newAwaitable(athrowKind), f.Params[0], Null)
	})
}

// agenAthrow is athrow(typ[, val[, tb]]) (METH_VARARGS): the arguments
// are checked when the awaitable first runs, as CPython's; from 3.12
// the three-argument form warns here.
func (r *Runtime) agenAthrow() *ir.Func {
	f, done := r.helper("sp.agen.athrow", Obj, ir.NewParam("g", Obj), ir.NewParam("args", Obj))
	if done {
		return f
	}
	g, args := f.Params[0], f.Params[1]
	b := f.NewBlock("entry")
	if r.ABI.Version != "3.11" {
		warn, warned := f.NewBlock("deprecated"), f.NewBlock("")
		b.NewCondBr(b.NewICmp(enum.IPredSGT, r.TupleSize(b, args), constant.NewInt(types.I64, 1)), warn, warned)
		st := r.CallC(warn, capi.ErrWarnEx, r.Exc(warn, "PyExc_DeprecationWarning"),
			r.CString("the (type, exc, tb) signature of athrow() is deprecated, use the single-arg signature instead."), constant.NewInt(types.I64, 1))
		failed := f.NewBlock("deprecated.error")
		warn.NewCondBr(warn.NewICmp(enum.IPredSLT, st, constant.NewInt(types.I32, 0)), failed, warned)
		failed.NewRet(Null)
		b = warned
	}
	rc := b.NewCall(r.agenInitHooks(), g)
	failed, ok := f.NewBlock("failed"), f.NewBlock("ok")
	b.NewCondBr(b.NewICmp(enum.IPredSLT, rc, constant.NewInt(types.I32, 0)), failed, ok)
	failed.NewRet(Null)
	ok.NewRet(ok.NewCall(r.newAwaitable(athrowKind), g, args))
	return f
}

// awField is the address of an awaitable's field.
func (r *Runtime) awField(b *ir.Block, o value.Value, off int64, t types.Type) value.Value {
	return fieldPtr(b, o, r.ABI.SizeofObject+off, t)
}

func (r *Runtime) awState(b *ir.Block, o value.Value) value.Value {
	return b.NewLoad(types.I32, r.awField(b, o, awState, types.I32))
}

func (r *Runtime) setAwState(b *ir.Block, o value.Value, st int64) {
	b.NewStore(constant.NewInt(types.I32, st), r.awField(b, o, awState, types.I32))
}

// newAwaitable is sp.agen.asend.new(g, arg) (or athrow's): a new
// awaitable of g, arg (borrowed, may be NULL) its value or arguments.
func (r *Runtime) newAwaitable(k *awaitableKind) *ir.Func {
	f, done := r.helper(k.fn("new"), Obj, ir.NewParam("g", Obj), ir.NewParam("arg", Obj))
	if done {
		return f
	}
	g, arg := f.Params[0], f.Params[1]
	b := f.NewBlock("entry")
	alloc, ok := f.NewBlock("alloc"), f.NewBlock("ok")
	var reused *ir.Block
	var old value.Value
	if r.asendFreeList(k) {
		free, count := r.asendFree()
		n := b.NewLoad(types.I32, count)
		reused = f.NewBlock("reuse")
		b.NewCondBr(b.NewICmp(enum.IPredSGT, n, constant.NewInt(types.I32, 0)), reused, alloc)
		last := reused.NewSub(n, constant.NewInt(types.I32, 1))
		reused.NewStore(last, count)
		old = reused.NewLoad(Obj, reused.NewGetElementPtr(free.ContentType, free, constant.NewInt(types.I64, 0), reused.NewSExt(last, types.I64)))
		// A dead one of ours, untracked, its fields cleared, still
		// holding its type's reference: alive again.
		reused.NewStore(constant.NewInt(types.I64, 1), reused.NewBitCast(old, types.NewPointer(types.I64)))
		r.setAwState(reused, old, awInit)
		r.CallC(reused, capi.GCTrack, old)
		reused.NewBr(ok)
	} else {
		b.NewBr(alloc)
	}
	made := r.CallC(alloc, capi.TypeGenericAlloc, alloc.NewLoad(Obj, r.asyncGenAwaitableType(k)), constant.NewInt(types.I64, 0))
	fail := f.NewBlock("fail")
	alloc.NewCondBr(alloc.NewICmp(enum.IPredEQ, made, Null), fail, ok)
	fail.NewRet(Null)
	o := ok.NewPhi(ir.NewIncoming(made, alloc))
	if reused != nil {
		o.Incs = append(o.Incs, ir.NewIncoming(old, reused))
	}
	r.Incref(ok, g)
	ok.NewStore(g, r.awField(ok, o, awGen, Obj))
	r.xincref(f, &ok, arg)
	ok.NewStore(arg, r.awField(ok, o, awArg, Obj))
	ok.NewRet(o)
	return f
}

// asendFreeList says whether the awaitables of kind k are kept for
// reuse: asend's, but for 3.13's, whose finalizer (the never-awaited
// warning) runs once per object.
func (r *Runtime) asendFreeList(k *awaitableKind) bool {
	return !k.athrow && !r.ABI.AsyncGenAwaitableStates
}

// asendFree is the module's free list of asend objects and its count.
func (r *Runtime) asendFree() (free, count *ir.Global) {
	if g, ok := r.helperGlobals["sp.agen.asend.free"]; ok {
		return g, r.helperGlobals["sp.agen.asend.nfree"]
	}
	arr := types.NewArray(asendFreeMax, Obj)
	free = r.M.NewGlobalDef("sp.agen.asend.free", constant.NewZeroInitializer(arr))
	free.Linkage = enum.LinkageInternal
	count = r.M.NewGlobalDef("sp.agen.asend.nfree", constant.NewInt(types.I32, 0))
	count.Linkage = enum.LinkageInternal
	r.helperGlobals["sp.agen.asend.free"], r.helperGlobals["sp.agen.asend.nfree"] = free, count
	return free, count
}

// agenUnwrap is sp.agen.unwrap(g, y, result), async_gen_unwrap_value
// without the wrapper: y is what a resume of g gave (new; NULL with an
// exception, or at the end without one). 1: y passes through (an
// await's value), in *result; 0: the body yielded y, which completes
// the awaitable, in *result; -1: the exception is set, and g is closed
// when it is StopAsyncIteration or GeneratorExit. ag_running ends but
// for 1.
func (r *Runtime) agenUnwrap() *ir.Func {
	f, done := r.helper("sp.agen.unwrap", types.I32, ir.NewParam("g", Obj), ir.NewParam("y", Obj), ir.NewParam("result", ObjPtr))
	if done {
		return f
	}
	g, y, result := f.Params[0], f.Params[1], f.Params[2]
	b := f.NewBlock("entry")
	got, none := f.NewBlock("got"), f.NewBlock("none")
	b.NewCondBr(b.NewICmp(enum.IPredNE, y, Null), got, none)
	got.NewStore(y, result)
	yielded, through := f.NewBlock("yielded"), f.NewBlock("through")
	mark := got.NewLoad(types.I32, r.genField(got, g, genAgYield, types.I32))
	got.NewCondBr(got.NewICmp(enum.IPredNE, mark, constant.NewInt(types.I32, 0)), yielded, through)
	through.NewRet(constant.NewInt(types.I32, sendNext))
	r.agenSet(yielded, g, agRunning, false)
	yielded.NewRet(constant.NewInt(types.I32, sendReturn))
	set, raised := f.NewBlock("set"), f.NewBlock("raised")
	none.NewCondBr(none.NewICmp(enum.IPredEQ, r.CallC(none, capi.ErrOccurred), Null), set, raised)
	r.CallC(set, capi.ErrSetNone, r.Exc(set, "PyExc_StopAsyncIteration"))
	set.NewBr(raised)
	ends := raised.NewOr(
		r.CallC(raised, capi.ErrExceptionMatches, r.Exc(raised, "PyExc_StopAsyncIteration")),
		r.CallC(raised, capi.ErrExceptionMatches, r.Exc(raised, "PyExc_GeneratorExit")))
	closed, out := f.NewBlock("closed"), f.NewBlock("out")
	raised.NewCondBr(raised.NewICmp(enum.IPredNE, ends, constant.NewInt(types.I32, 0)), closed, out)
	r.agenSet(closed, g, agClosed, true)
	closed.NewBr(out)
	r.agenSet(out, g, agRunning, false)
	out.NewRet(constant.NewInt(types.I32, -1))
	return f
}

// awaitableResult emits, in b, the result of an awaitable's send or
// throw from the status st of a step and its *res (am_send's): the
// value passed through, StopIteration(value) for a completion, NULL
// with the exception.
func (r *Runtime) awaitableResult(f *ir.Func, b *ir.Block, st, res value.Value) {
	through, other := f.NewBlock("through"), f.NewBlock("")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, st, constant.NewInt(types.I32, sendNext)), through, other)
	through.NewRet(through.NewLoad(Obj, res))
	completed, raised := f.NewBlock("completed"), f.NewBlock("raised")
	other.NewCondBr(other.NewICmp(enum.IPredEQ, st, constant.NewInt(types.I32, sendReturn)), completed, raised)
	raised.NewRet(Null)
	r.raiseStop(f, completed, completed.NewLoad(Obj, res)).NewRet(Null)
}

// awaitableSend is the awaitable's send(v) (METH_O): its am_send, with
// a completion raised as StopIteration(value).
func (r *Runtime) awaitableSend(k *awaitableKind) *ir.Func {
	f, done := r.helper(k.fn("send"), Obj, ir.NewParam("o", Obj), ir.NewParam("v", Obj))
	if done {
		return f
	}
	b := f.NewBlock("entry")
	res := b.NewAlloca(Obj)
	b.NewStore(Null, res)
	st := b.NewCall(r.awaitableAmSend(k), f.Params[0], f.Params[1], res)
	r.awaitableResult(f, b, st, res)
	return f
}

// awaitableNext is tp_iternext: send(None).
func (r *Runtime) awaitableNext(k *awaitableKind) *ir.Func {
	f, done := r.helper(k.fn("next"), Obj, ir.NewParam("o", Obj))
	if done {
		return f
	}
	b := f.NewBlock("entry")
	b.NewRet(b.NewCall(r.awaitableSend(k), f.Params[0], r.None()))
	return f
}

// awaitableClose is close(): the awaitable is done with, the generator
// untouched; on 3.13 (AsyncGenAwaitableStates) one not done yet throws
// GeneratorExit in, as a coroutine's close(), which ends (closes) the
// generator unless it handles it.
func (r *Runtime) awaitableClose(k *awaitableKind) *ir.Func {
	f, done := r.helper(k.fn("close"), Obj, ir.NewParam("o", Obj), ir.NewParam("unused", Obj))
	if done {
		return f
	}
	o := f.Params[0]
	b := f.NewBlock("entry")
	none := f.NewBlock("none")
	r.Incref(none, r.None())
	none.NewRet(r.None())
	if !r.ABI.AsyncGenAwaitableStates {
		r.setAwState(b, o, awClosed)
		b.NewBr(none)
		return f
	}
	live := f.NewBlock("live")
	b.NewCondBr(stateIs(b, r.awState(b, o), awClosed), none, live)
	exc := live.NewAlloca(Obj)
	live.NewStore(r.Exc(live, "PyExc_GeneratorExit"), exc)
	res := live.NewCall(r.awaitableThrow(k), o, exc, constant.NewInt(types.I64, 1))
	ignored, raised := f.NewBlock("ignored"), f.NewBlock("raised")
	live.NewCondBr(live.NewICmp(enum.IPredNE, res, Null), ignored, raised)
	r.Decref(ignored, res)
	r.RaiseString(ignored, "PyExc_RuntimeError", "coroutine ignored GeneratorExit")
	ignored.NewRet(Null)
	ends := raised.NewOr(raised.NewOr(
		r.CallC(raised, capi.ErrExceptionMatches, r.Exc(raised, "PyExc_StopIteration")),
		r.CallC(raised, capi.ErrExceptionMatches, r.Exc(raised, "PyExc_StopAsyncIteration"))),
		r.CallC(raised, capi.ErrExceptionMatches, r.Exc(raised, "PyExc_GeneratorExit")))
	quiet, fail := f.NewBlock("quiet"), f.NewBlock("fail")
	raised.NewCondBr(raised.NewICmp(enum.IPredNE, ends, constant.NewInt(types.I32, 0)), quiet, fail)
	r.CallC(quiet, capi.ErrClear)
	quiet.NewBr(none)
	fail.NewRet(Null)
	return f
}

// awaitableAmSend is the awaitable's am_send: asend's
// (async_gen_asend_send) or athrow's (async_gen_athrow_send). PyIter_Send
// calls it, so that `async for` and `await` of one get a yielded value
// without a StopIteration; CPython's awaitables have no am_send, which
// is invisible.
func (r *Runtime) awaitableAmSend(k *awaitableKind) *ir.Func {
	f, done := r.helper(k.fn("amsend"), types.I32, ir.NewParam("o", Obj), ir.NewParam("arg", Obj), ir.NewParam("result", ObjPtr))
	if done {
		return f
	}
	o, arg, result := f.Params[0], f.Params[1], f.Params[2]
	b := f.NewBlock("entry")
	g := b.NewLoad(Obj, r.awField(b, o, awGen, Obj))
	st := r.awState(b, o)
	reused, live := f.NewBlock("reused"), f.NewBlock("live")
	b.NewCondBr(stateIs(b, st, awClosed), reused, live)
	what := "__anext__()/asend()"
	if k.athrow {
		what = "aclose()/athrow()"
	}
	r.RaiseString(reused, "PyExc_RuntimeError", "cannot reuse already awaited "+what)
	reused.NewRet(constant.NewInt(types.I32, -1))
	minus1 := constant.NewInt(types.I32, -1)
	if k.athrow {
		return r.athrowAmSend(f, live, o, g, st, arg, result)
	}
	first, step := f.NewBlock("first"), f.NewBlock("step")
	live.NewCondBr(stateIs(live, st, awInit), first, step)
	busy, start := f.NewBlock("busy"), f.NewBlock("start")
	first.NewCondBr(r.agenHas(first, g, agRunning), busy, start)
	r.setAwState(busy, o, awClosed)
	r.RaiseString(busy, "PyExc_RuntimeError", "anext(): asynchronous generator is already running")
	busy.NewRet(minus1)
	// The first step sends the awaitable's own value (None for
	// __anext__) unless one is sent in.
	ownArg := start.NewLoad(Obj, r.awField(start, o, awArg, Obj))
	own := start.NewSelect(start.NewICmp(enum.IPredEQ, ownArg, Null), r.None(), ownArg)
	firstArg := start.NewSelect(start.NewICmp(enum.IPredEQ, arg, r.None()), own, arg)
	r.setAwState(start, o, awIter)
	start.NewBr(step)
	sent := step.NewPhi(ir.NewIncoming(arg, live), ir.NewIncoming(firstArg, start))
	r.agenSet(step, g, agRunning, true)
	y := step.NewCall(r.genSendCore(asyncGenKind, "send.core", false), g, sent)
	rc := step.NewCall(r.agenUnwrap(), g, y, result)
	ended, going := f.NewBlock("ended"), f.NewBlock("going")
	step.NewCondBr(step.NewICmp(enum.IPredEQ, rc, constant.NewInt(types.I32, sendNext)), going, ended)
	going.NewRet(rc)
	r.setAwState(ended, o, awClosed)
	ended.NewRet(rc)
	return f
}

// athrowAmSend emits async_gen_athrow_send from b (the awaitable is
// not closed): o the awaitable, g its generator, st its state.
func (r *Runtime) athrowAmSend(f *ir.Func, b *ir.Block, o, g, st, arg, result value.Value) *ir.Func {
	minus1 := constant.NewInt(types.I32, -1)
	args := b.NewLoad(Obj, r.awField(b, o, awArg, Obj))
	isClose := b.NewICmp(enum.IPredEQ, args, Null)
	// A finished generator: the awaitable completes at once.
	finished, live := f.NewBlock("finished"), f.NewBlock("")
	b.NewCondBr(stateIs(b, r.genState(b, g), GenFinished), finished, live)
	r.setAwState(finished, o, awClosed)
	r.Incref(finished, r.None())
	finished.NewStore(r.None(), result)
	finished.NewRet(constant.NewInt(types.I32, sendReturn))

	// closeResult: aclose()'s outcome of a resume y (new; NULL with an
	// exception): a yield of the body is "async generator ignored
	// GeneratorExit", an await's value passes through.
	checkError := f.NewBlock("check")
	closeResult := func(b *ir.Block, y value.Value, at string) {
		got, yielded, through := f.NewBlock(at+".got"), f.NewBlock(at+".yielded"), f.NewBlock(at+".through")
		b.NewCondBr(b.NewICmp(enum.IPredEQ, y, Null), checkError, got)
		mark := got.NewLoad(types.I32, r.genField(got, g, genAgYield, types.I32))
		got.NewCondBr(got.NewICmp(enum.IPredNE, mark, constant.NewInt(types.I32, 0)), yielded, through)
		through.NewStore(y, result)
		through.NewRet(constant.NewInt(types.I32, sendNext))
		r.Decref(yielded, y)
		r.agenSet(yielded, g, agRunning, false)
		r.setAwState(yielded, o, awClosed)
		r.RaiseString(yielded, "PyExc_RuntimeError", "async generator ignored GeneratorExit")
		yielded.NewRet(minus1)
	}

	first, step := f.NewBlock("first"), f.NewBlock("step")
	live.NewCondBr(stateIs(live, st, awInit), first, step)
	busy, notBusy := f.NewBlock("busy"), f.NewBlock("")
	first.NewCondBr(r.agenHas(first, g, agRunning), busy, notBusy)
	r.setAwState(busy, o, awClosed)
	busyClose, busyThrow := f.NewBlock("busy.close"), f.NewBlock("busy.throw")
	busy.NewCondBr(isClose, busyClose, busyThrow)
	r.RaiseString(busyClose, "PyExc_RuntimeError", "aclose(): asynchronous generator is already running")
	busyClose.NewRet(minus1)
	r.RaiseString(busyThrow, "PyExc_RuntimeError", "athrow(): asynchronous generator is already running")
	busyThrow.NewRet(minus1)
	closed, open := f.NewBlock("closed"), f.NewBlock("open")
	notBusy.NewCondBr(r.agenHas(notBusy, g, agClosed), closed, open)
	r.setAwState(closed, o, awClosed)
	r.CallC(closed, capi.ErrSetNone, r.Exc(closed, "PyExc_StopAsyncIteration"))
	closed.NewRet(minus1)
	badArg, start := f.NewBlock("badarg"), f.NewBlock("start")
	open.NewCondBr(open.NewICmp(enum.IPredNE, arg, r.None()), badArg, start)
	r.RaiseString(badArg, "PyExc_RuntimeError", "can't send non-None value to a just-started coroutine")
	badArg.NewRet(minus1)
	r.setAwState(start, o, awIter)
	r.agenSet(start, g, agRunning, true)
	closeFirst, throwFirst := f.NewBlock("close.first"), f.NewBlock("throw.first")
	start.NewCondBr(isClose, closeFirst, throwFirst)
	// aclose(): GeneratorExit thrown in, the generator closed from now.
	r.agenSet(closeFirst, g, agClosed, true)
	exc := closeFirst.NewAlloca(Obj)
	closeFirst.NewStore(r.Exc(closeFirst, "PyExc_GeneratorExit"), exc)
	closeResult(closeFirst, closeFirst.NewCall(r.genThrowCore(asyncGenKind, false), g, exc, constant.NewInt(types.I64, 1)), "close.first")
	// athrow(): its arguments, as PyArg_UnpackTuple("athrow", 1, 3)
	// checks them.
	n := r.TupleSize(throwFirst, args)
	few, notFew := f.NewBlock("few"), f.NewBlock("")
	throwFirst.NewCondBr(throwFirst.NewICmp(enum.IPredSLT, n, constant.NewInt(types.I64, 1)), few, notFew)
	r.RaiseFormat(few, "PyExc_TypeError", "athrow expected at least 1 argument, got %zd", n)
	few.NewRet(minus1)
	many, thrown := f.NewBlock("many"), f.NewBlock("thrown")
	notFew.NewCondBr(notFew.NewICmp(enum.IPredSGT, n, constant.NewInt(types.I64, 3)), many, thrown)
	r.RaiseFormat(many, "PyExc_TypeError", "athrow expected at most 3 arguments, got %zd", n)
	many.NewRet(minus1)
	y := thrown.NewCall(r.genThrowCore(asyncGenKind, false), g, r.TupleItems(thrown, args), n)
	rc := thrown.NewCall(r.agenUnwrap(), g, y, result)
	going, ended := f.NewBlock("throw.going"), f.NewBlock("throw.ended")
	thrown.NewCondBr(thrown.NewICmp(enum.IPredEQ, rc, constant.NewInt(types.I32, sendNext)), going, ended)
	going.NewRet(rc)
	// A completion or an exception ends the awaitable (check_error).
	r.setAwState(ended, o, awClosed)
	ended.NewRet(rc)

	// Later steps send to the generator; athrow()'s outcome is
	// unwrapped (the awaitable stays open, as CPython leaves it), and
	// aclose()'s checked as the first step's.
	y2 := step.NewCall(r.genSendCore(asyncGenKind, "send.core", false), g, arg)
	throwStep, closeStep := f.NewBlock("throw.step"), f.NewBlock("close.step")
	step.NewCondBr(isClose, closeStep, throwStep)
	throwStep.NewRet(throwStep.NewCall(r.agenUnwrap(), g, y2, result))
	closeResult(closeStep, y2, "close.step")

	// check_error: the awaitable ends; aclose() ends quietly when the
	// generator ended by StopAsyncIteration or GeneratorExit.
	r.agenSet(checkError, g, agRunning, false)
	r.setAwState(checkError, o, awClosed)
	ends := checkError.NewOr(
		r.CallC(checkError, capi.ErrExceptionMatches, r.Exc(checkError, "PyExc_StopAsyncIteration")),
		r.CallC(checkError, capi.ErrExceptionMatches, r.Exc(checkError, "PyExc_GeneratorExit")))
	quiet, raise := f.NewBlock("quiet"), f.NewBlock("raise")
	checkError.NewCondBr(checkError.NewAnd(isClose, checkError.NewICmp(enum.IPredNE, ends, constant.NewInt(types.I32, 0))), quiet, raise)
	r.CallC(quiet, capi.ErrClear)
	r.Incref(quiet, r.None())
	quiet.NewStore(r.None(), result)
	quiet.NewRet(constant.NewInt(types.I32, sendReturn))
	raise.NewRet(minus1)
	return f
}

// awaitableThrow is the awaitable's throw(typ[, val[, tb]])
// (METH_FASTCALL): the generator's throw (async_gen_asend_throw,
// async_gen_athrow_throw), with 3.13's bookkeeping of the states
// (AsyncGenAwaitableStates) or 3.11's and 3.12's.
func (r *Runtime) awaitableThrow(k *awaitableKind) *ir.Func {
	f, done := r.helper(k.fn("throw"), Obj, ir.NewParam("o", Obj), ir.NewParam("args", ObjPtr), ir.NewParam("nargs", types.I64))
	if done {
		return f
	}
	states := r.ABI.AsyncGenAwaitableStates
	o, args, nargs := f.Params[0], f.Params[1], f.Params[2]
	b := f.NewBlock("entry")
	res := b.NewAlloca(Obj)
	b.NewStore(Null, res)
	g := b.NewLoad(Obj, r.awField(b, o, awGen, Obj))
	st := r.awState(b, o)
	reused, step := f.NewBlock("reused"), f.NewBlock("step")
	what := "__anext__()/asend()"
	if k.athrow {
		what = "aclose()/athrow()"
	}
	r.RaiseString(reused, "PyExc_RuntimeError", "cannot reuse already awaited "+what)
	reused.NewRet(Null)
	if !states {
		b.NewCondBr(stateIs(b, st, awClosed), reused, step)
	} else {
		live, first := f.NewBlock("live"), f.NewBlock("first")
		b.NewCondBr(stateIs(b, st, awClosed), reused, live)
		live.NewCondBr(stateIs(live, st, awInit), first, step)
		busy, start := f.NewBlock("busy"), f.NewBlock("start")
		first.NewCondBr(r.agenHas(first, g, agRunning), busy, start)
		r.setAwState(busy, o, awClosed)
		if k.athrow {
			isClose := busy.NewICmp(enum.IPredEQ, busy.NewLoad(Obj, r.awField(busy, o, awArg, Obj)), Null)
			busyClose, busyThrow := f.NewBlock("busy.close"), f.NewBlock("busy.throw")
			busy.NewCondBr(isClose, busyClose, busyThrow)
			r.RaiseString(busyClose, "PyExc_RuntimeError", "aclose(): asynchronous generator is already running")
			busyClose.NewRet(Null)
			r.RaiseString(busyThrow, "PyExc_RuntimeError", "athrow(): asynchronous generator is already running")
			busyThrow.NewRet(Null)
		} else {
			r.RaiseString(busy, "PyExc_RuntimeError", "anext(): asynchronous generator is already running")
			busy.NewRet(Null)
		}
		r.setAwState(start, o, awIter)
		r.agenSet(start, g, agRunning, true)
		start.NewBr(step)
	}
	y := step.NewCall(r.genThrow(asyncGenKind), g, args, nargs)
	// ended ends the awaitable (3.13: and the generator's run).
	ended := func(b *ir.Block) {
		if states || !k.athrow {
			r.setAwState(b, o, awClosed)
		}
		if states {
			r.agenSet(b, g, agRunning, false)
		}
	}
	if k.athrow {
		closeMode, throwMode := f.NewBlock("close.mode"), f.NewBlock("throw.mode")
		step.NewCondBr(step.NewICmp(enum.IPredEQ, step.NewLoad(Obj, r.awField(step, o, awArg, Obj)), Null), closeMode, throwMode)
		step = throwMode
		// aclose(): a yield of the body ignores the GeneratorExit; the
		// end of the generator by StopAsyncIteration or GeneratorExit
		// completes the awaitable.
		got, yielded, other := f.NewBlock("close.got"), f.NewBlock("close.yielded"), f.NewBlock("close.other")
		closeMode.NewCondBr(closeMode.NewICmp(enum.IPredEQ, y, Null), other, got)
		mark := got.NewLoad(types.I32, r.genField(got, g, genAgYield, types.I32))
		through := f.NewBlock("close.through")
		got.NewCondBr(got.NewICmp(enum.IPredNE, mark, constant.NewInt(types.I32, 0)), yielded, through)
		through.NewRet(y)
		r.Decref(yielded, y)
		r.agenSet(yielded, g, agRunning, false)
		r.setAwState(yielded, o, awClosed)
		r.RaiseString(yielded, "PyExc_RuntimeError", "async generator ignored GeneratorExit")
		yielded.NewRet(Null)
		ended(other)
		ends := other.NewOr(
			r.CallC(other, capi.ErrExceptionMatches, r.Exc(other, "PyExc_StopAsyncIteration")),
			r.CallC(other, capi.ErrExceptionMatches, r.Exc(other, "PyExc_GeneratorExit")))
		quiet, raise := f.NewBlock("quiet"), f.NewBlock("raise")
		other.NewCondBr(other.NewICmp(enum.IPredNE, ends, constant.NewInt(types.I32, 0)), quiet, raise)
		r.CallC(quiet, capi.ErrClear)
		r.CallC(quiet, capi.ErrSetNone, r.Exc(quiet, "PyExc_StopIteration"))
		quiet.NewRet(Null)
		raise.NewRet(Null)
	}
	rc := step.NewCall(r.agenUnwrap(), g, y, res)
	going, end := f.NewBlock("going"), f.NewBlock("ended")
	step.NewCondBr(step.NewICmp(enum.IPredEQ, rc, constant.NewInt(types.I32, sendNext)), going, end)
	going.NewRet(going.NewLoad(Obj, res))
	ended(end)
	r.awaitableResult(f, end, rc, res)
	return f
}

func (r *Runtime) awaitableTraverse() *ir.Func {
	f, done := r.helper("sp.agen.aw.traverse", types.I32, ir.NewParam("o", Obj), ir.NewParam("visit", types.I8Ptr), ir.NewParam("arg", types.I8Ptr))
	if done {
		return f
	}
	o, visit, arg := f.Params[0], f.Params[1], f.Params[2]
	visitT := types.NewPointer(types.NewFunc(types.I32, Obj, types.I8Ptr))
	b := f.NewBlock("entry")
	for _, off := range []int64{awGen, awArg} {
		v := b.NewLoad(Obj, r.awField(b, o, off, Obj))
		call, stop, next := f.NewBlock(""), f.NewBlock(""), f.NewBlock("")
		b.NewCondBr(b.NewICmp(enum.IPredNE, v, Null), call, next)
		rc := call.NewCall(call.NewBitCast(visit, visitT), v, arg)
		call.NewCondBr(call.NewICmp(enum.IPredNE, rc, constant.NewInt(types.I32, 0)), stop, next)
		stop.NewRet(rc)
		b = next
	}
	b.NewRet(constant.NewInt(types.I32, 0))
	return f
}

func (r *Runtime) awaitableDealloc(k *awaitableKind) *ir.Func {
	f, done := r.helper(k.fn("dealloc"), types.Void, ir.NewParam("o", Obj))
	if done {
		return f
	}
	o := f.Params[0]
	b := f.NewBlock("entry")
	if r.ABI.AsyncGenAwaitableStates {
		alive, gone := f.NewBlock("resurrected"), f.NewBlock("gone")
		rc := r.CallC(b, capi.CallFinalizerFromDealloc, o)
		b.NewCondBr(b.NewICmp(enum.IPredSLT, rc, constant.NewInt(types.I32, 0)), alive, gone)
		alive.NewRet(nil)
		b = gone
	}
	r.CallC(b, capi.GCUnTrack, o)
	for _, off := range []int64{awGen, awArg} {
		p := r.awField(b, o, off, Obj)
		v := b.NewLoad(Obj, p)
		b.NewStore(Null, p)
		r.XDecref(b, v)
	}
	if r.asendFreeList(k) {
		free, count := r.asendFree()
		n := b.NewLoad(types.I32, count)
		keep, del := f.NewBlock("keep"), f.NewBlock("free")
		b.NewCondBr(b.NewICmp(enum.IPredSLT, n, constant.NewInt(types.I32, asendFreeMax)), keep, del)
		keep.NewStore(o, keep.NewGetElementPtr(free.ContentType, free, constant.NewInt(types.I64, 0), keep.NewSExt(n, types.I64)))
		keep.NewStore(keep.NewAdd(n, constant.NewInt(types.I32, 1)), count)
		keep.NewRet(nil)
		b = del
	}
	tp := r.TypeOf(b, o)
	r.CallC(b, capi.GCDel, o)
	r.Decref(b, tp)
	b.NewRet(nil)
	return f
}

// awaitableFinalize is the awaitable's tp_finalize on 3.13: one never
// awaited warns "coroutine method 'aclose' of 'f' was never awaited"
// (_PyErr_WarnUnawaitedAgenMethod; 'asend' for __anext__'s too).
func (r *Runtime) awaitableFinalize(k *awaitableKind) *ir.Func {
	f, done := r.helper(k.fn("finalize"), types.Void, ir.NewParam("o", Obj))
	if done {
		return f
	}
	o := f.Params[0]
	b := f.NewBlock("entry")
	warn, out := f.NewBlock("warn"), f.NewBlock("out")
	b.NewCondBr(stateIs(b, r.awState(b, o), awInit), warn, out)
	out.NewRet(nil)
	t, v, tb := warn.NewAlloca(Obj), warn.NewAlloca(Obj), warn.NewAlloca(Obj)
	r.CallC(warn, capi.ErrFetch, t, v, tb)
	g := warn.NewLoad(Obj, r.awField(warn, o, awGen, Obj))
	var method value.Value = warn.NewLoad(Obj, r.Name("asend"))
	if k.athrow {
		isClose := warn.NewICmp(enum.IPredEQ, warn.NewLoad(Obj, r.awField(warn, o, awArg, Obj)), Null)
		method = warn.NewSelect(isClose, warn.NewLoad(Obj, r.Name("aclose")), warn.NewLoad(Obj, r.Name("athrow")))
	}
	q := warn.NewLoad(Obj, r.genField(warn, g, genQualname, Obj))
	rc := r.CallC(warn, capi.ErrWarnFormat, r.Exc(warn, "PyExc_RuntimeWarning"), constant.NewInt(types.I64, 1), r.CString("coroutine method %R of %R was never awaited"), method, q)
	failed, restore := f.NewBlock("failed"), f.NewBlock("restore")
	warn.NewCondBr(warn.NewICmp(enum.IPredSLT, rc, constant.NewInt(types.I32, 0)), failed, restore)
	r.CallC(failed, capi.ErrWriteUnraisable, g)
	failed.NewBr(restore)
	r.CallC(restore, capi.ErrRestore, restore.NewLoad(Obj, t), restore.NewLoad(Obj, v), restore.NewLoad(Obj, tb))
	restore.NewRet(nil)
	return f
}

// asyncGenAwaitableType is the slot of the asend (or athrow) type,
// made at import with the asynchronous generator type.
func (r *Runtime) asyncGenAwaitableType(k *awaitableKind) *ir.Global {
	for _, n := range []string{"asend", "aclose", "athrow"} {
		r.Name(n)
	}
	return r.constSlot("type:"+k.typeName, func(r *Runtime, b *ir.Block) value.Value {
		ptr := types.I8Ptr
		slotT := types.NewStruct(types.I32, ptr)
		slot := func(id int64, fn constant.Constant) constant.Constant {
			return constant.NewStruct(slotT, constant.NewInt(types.I32, id), constant.NewBitCast(fn, ptr))
		}
		defT := types.NewStruct(ptr, ptr, types.I32, ptr)
		def := func(name string, fn *ir.Func, flags int64) constant.Constant {
			return constant.NewStruct(defT, r.CString(name).(constant.Constant), constant.NewBitCast(fn, ptr), constant.NewInt(types.I32, flags), constant.NewNull(ptr))
		}
		ms := []constant.Constant{
			def("send", r.awaitableSend(k), methO),
			def("throw", r.awaitableThrow(k), methFastcall),
			def("close", r.awaitableClose(k), methNoArgs),
			constant.NewZeroInitializer(defT),
		}
		mg := r.M.NewGlobalDef(k.fn("methods"), constant.NewArray(types.NewArray(uint64(len(ms)), defT), ms...))
		mg.Linkage = enum.LinkageInternal
		slots := []constant.Constant{
			slot(slotTpDealloc, r.awaitableDealloc(k)),
			slot(slotTpTraverse, r.awaitableTraverse()),
			slot(slotTpIter, r.genIter()),
			slot(slotTpIternext, r.awaitableNext(k)),
			slot(slotTpMethods, mg),
			slot(slotAmAwait, r.genIter()),
			slot(slotAmSend, r.awaitableAmSend(k)),
		}
		flags := int64(flagHaveGC | flagImmutableType | flagDisallowInstantiate | flagHaveVersionTag)
		if r.ABI.AsyncGenAwaitableStates {
			slots = append(slots, slot(slotTpFinalize, r.awaitableFinalize(k)))
			flags |= flagFinalize
		}
		slots = append(slots, constant.NewZeroInitializer(slotT))
		sg := r.M.NewGlobalDef(k.fn("slots"), constant.NewArray(types.NewArray(uint64(len(slots)), slotT), slots...))
		sg.Linkage, sg.Immutable = enum.LinkageInternal, true
		specT := types.NewStruct(ptr, types.I32, types.I32, types.I32, ptr)
		spec := constant.NewStruct(specT,
			r.CString("builtins."+k.typeName).(constant.Constant),
			constant.NewInt(types.I32, r.ABI.SizeofObject+awSize), constant.NewInt(types.I32, 0),
			constant.NewInt(types.I32, flags),
			constant.NewBitCast(sg, ptr))
		g := r.M.NewGlobalDef(k.fn("spec"), spec)
		g.Linkage, g.Immutable = enum.LinkageInternal, true
		return r.builtinTypeFromSpec(b, constant.NewBitCast(g, ptr), k.typeName)
	})
}
