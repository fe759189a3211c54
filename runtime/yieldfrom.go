// This file implements `yield from` in native generators: delegation to
// a subiterator, as CPython's SEND and _gen_throw do it.
//
// The body's side (lower/generator.go) gets the iterator
// (sp.gen.yfiter), then sp.gen.delegate sends it None: if the iterator
// yields, it becomes the generator's delegate and the body suspends as
// at a yield, with the delegate's value as the generator's; if it ends
// at once, the body goes on with its return value. While the generator
// has a delegate, its resumes go to the delegate (send through
// PyIter_Send, throw through the delegate's throw method, close through
// its close), and the body resumes only when the delegate ends: the
// sent value is then the delegate's return value, or NULL with its
// exception set, which the body raises at the yield from. The delegate
// runs with the generator marked running, as CPython's frame is while
// its SEND executes.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// delegateMethods are the methods of a delegate a generator calls.
var delegateMethods = []string{"close", "throw"}

// PyIter_Send's results (PySendResult).
const (
	sendReturn = 0
	sendNext   = 1
)

// YieldFromIterFunc returns sp.gen.yfiter(o): the iterator a yield from
// delegates to (GET_YIELD_FROM_ITER in a generator that is not a
// coroutine): a coroutine object is refused, anything else goes through
// iter(). New reference; NULL with an exception. natives says whether
// the module has native coroutines, which are refused too.
func (r *Runtime) YieldFromIterFunc(natives bool) *ir.Func {
	name := "sp.gen.yfiter"
	if natives {
		name = "sp.gen.yfiter.natives"
	}
	f, done := r.helper(name, Obj, ir.NewParam("o", Obj))
	if done {
		return f
	}
	o := f.Params[0]
	b := f.NewBlock("entry")
	coro, other := f.NewBlock("coroutine"), f.NewBlock("other")
	tp := r.TypeOf(b, o)
	var isCoro value.Value = b.NewICmp(enum.IPredEQ, tp, r.Object("PyCoro_Type"))
	if natives {
		isCoro = b.NewOr(isCoro, b.NewICmp(enum.IPredEQ, tp, b.NewLoad(Obj, r.genType(coroutineKind))))
	}
	b.NewCondBr(isCoro, coro, other)
	r.RaiseString(coro, "PyExc_TypeError", "cannot 'yield from' a coroutine object in a non-coroutine generator")
	coro.NewRet(Null)
	other.NewRet(r.CallC(other, capi.ObjectGetIter, o))
	return f
}

// GenDelegateFunc returns sp.gen.delegate(g, it): the start of a yield
// from in g's body, it (stolen) the iterator. It sends it None: 1 when
// it yielded (it is g's delegate and its value g's out: the body
// suspends), 0 when it ended (its return value in g's out, for
// GenTakeOut), -1 with its exception. await: g is a coroutine at an
// await (sp.coro.delegate), else a generator at a yield from.
func (r *Runtime) GenDelegateFunc(await bool) *ir.Func {
	k := generatorKind
	if await {
		k = coroutineKind
	}
	f, done := r.helper(k.fn("delegate"), types.I32, ir.NewParam("g", Obj), ir.NewParam("it", Obj))
	if done {
		return f
	}
	g, it := f.Params[0], f.Params[1]
	b := f.NewBlock("entry")
	res := b.NewAlloca(Obj)
	b.NewStore(Null, res)
	// One of the module's own of g's kind is started by a direct call of
	// its am_send (what PyIter_Send would call), as delegateSend resumes
	// it.
	own, other, sent := f.NewBlock("own"), f.NewBlock("other"), f.NewBlock("sent")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, r.TypeOf(b, it), b.NewLoad(Obj, r.genType(k))), own, other)
	stOwn := own.NewCall(r.genAmSend(k), it, r.None(), res)
	own.NewBr(sent)
	stOther := r.CallC(other, capi.IterSend, it, r.None(), res)
	other.NewBr(sent)
	b = sent
	st := b.NewPhi(ir.NewIncoming(stOwn, own), ir.NewIncoming(stOther, other))
	next, ended := f.NewBlock("next"), f.NewBlock("ended")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, st, constant.NewInt(types.I32, sendNext)), next, ended)
	next.NewStore(it, r.genField(next, g, genDelegate, Obj))
	next.NewStore(next.NewLoad(Obj, res), r.genField(next, g, genOut, Obj))
	next.NewRet(constant.NewInt(types.I32, 1))
	r.Decref(ended, it)
	ended.NewStore(ended.NewLoad(Obj, res), r.genField(ended, g, genOut, Obj))
	ended.NewRet(ended.NewSelect(ended.NewICmp(enum.IPredEQ, st, constant.NewInt(types.I32, sendReturn)), constant.NewInt(types.I32, 0), constant.NewInt(types.I32, -1)))
	return f
}

// GenSuspendDelegating emits the body's side of a suspension in a yield
// from: the delegate's value is already g's out.
func (r *Runtime) GenSuspendDelegating(b *ir.Block, g value.Value) {
	r.setGenState(b, g, GenSuspended)
}

// GenTakeOut moves g's out (owned) to the caller.
func (r *Runtime) GenTakeOut(b *ir.Block, g value.Value) value.Value {
	return r.takeReturn(b, g)
}

// takeDelegate moves g's delegate out (NULL when none).
func (r *Runtime) takeDelegate(b *ir.Block, g value.Value) value.Value {
	p := r.genField(b, g, genDelegate, Obj)
	d := b.NewLoad(Obj, p)
	b.NewStore(Null, p)
	return d
}

// delegateSend emits, from b (g stopped at a yield), the resume of a
// generator stopped in a yield from: sent (NULL: an exception to raise)
// goes to the delegate. While the delegate yields, its value is the
// resume's result; when it ends, or when an exception is to be raised,
// the delegate is dropped and control goes to resume with what the body
// receives. b itself goes to resume with sent when there is no
// delegate; the extra edges are returned: the value sent in from each
// block, the reference the resume must release after (NULL: none), and
// the block. res is a stack slot of the function's entry.
func (r *Runtime) delegateSend(k *genKind, f *ir.Func, b *ir.Block, g, sent, res value.Value, resume *ir.Block) (in, owned []value.Value, from []*ir.Block) {
	d := b.NewLoad(Obj, r.genField(b, g, genDelegate, Obj))
	delegating := f.NewBlock("delegating")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, d, Null), resume, delegating)
	// An exception is raised in the body, at the yield from: the
	// delegate is done with (throw and close dealt with it already).
	raise, send := f.NewBlock("delegate.raise"), f.NewBlock("delegate.send")
	delegating.NewCondBr(delegating.NewICmp(enum.IPredEQ, sent, Null), raise, send)
	r.Decref(raise, r.takeDelegate(raise, g))
	raise.NewBr(resume)
	in, owned, from = append(in, Null), append(owned, Null), append(from, raise)

	// The send counts toward the recursion limit: a chain of delegating
	// generators recurses in C.
	ok, deep := f.NewBlock("delegate.enter"), f.NewBlock("delegate.deep")
	ts := r.ThreadState(send)
	r.EnterRecursion(send, ts, f.NewBlock("delegate.check"), ok, deep)
	deep.NewRet(Null)
	ok.NewStore(Null, res)
	r.setGenState(ok, g, GenRunning)
	// The delegate runs below g's handled exception, as below the
	// frame's SEND in CPython (genexc.go).
	ok = r.linkExcState(f, ok, g, ts, nil)
	// A delegate of the module's own type of g's kind (a native
	// generator's yield from of another, a native coroutine's await of
	// another) is resumed by a direct call of its am_send, which
	// PyIter_Send would reach through the type: one call per level of a
	// chain instead of three, and LLVM sees the callee.
	own, other, sentBack := f.NewBlock("delegate.own"), f.NewBlock("delegate.other"), f.NewBlock("delegate.sent")
	dk := k.delegates()
	ok.NewCondBr(ok.NewICmp(enum.IPredEQ, r.TypeOf(ok, d), ok.NewLoad(Obj, r.genType(dk))), own, other)
	stOwn := own.NewCall(r.genAmSend(dk), d, sent, res)
	own.NewBr(sentBack)
	stOther := r.CallC(other, capi.IterSend, d, sent, res)
	other.NewBr(sentBack)
	ok = sentBack
	st := ok.NewPhi(ir.NewIncoming(stOwn, own), ir.NewIncoming(stOther, other))
	ok = r.unlinkExcState(f, ok, g, ts)
	r.setGenState(ok, g, GenSuspended)
	r.LeaveRecursion(ok, ts)
	yielded, ended := f.NewBlock("delegate.yielded"), f.NewBlock("delegate.ended")
	ok.NewCondBr(ok.NewICmp(enum.IPredEQ, st, constant.NewInt(types.I32, sendNext)), yielded, ended)
	yielded.NewRet(yielded.NewLoad(Obj, res))
	r.Decref(ended, r.takeDelegate(ended, g))
	// Its return value (a new reference, NULL after an exception) is
	// what the body receives.
	v := ended.NewLoad(Obj, res)
	ended.NewBr(resume)
	in, owned, from = append(in, v), append(owned, v), append(from, ended)
	return in, owned, from
}

// genCloseIter is sp.gen.closeiter(d), gen_close_iter: close the
// delegate d through its close method, if it has one; 0, or -1 with the
// exception close raised. An error looking the method up is unraisable.
func (r *Runtime) genCloseIter() *ir.Func {
	f, done := r.helper("sp.gen.closeiter", types.I32, ir.NewParam("d", Obj))
	if done {
		return f
	}
	d := f.Params[0]
	b := f.NewBlock("entry")
	meth := r.CallC(b, capi.ObjectGetAttr, d, b.NewLoad(Obj, r.Name("close")))
	missing, call := f.NewBlock("missing"), f.NewBlock("call")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, meth, Null), missing, call)
	isAttr := r.CallC(missing, capi.ErrExceptionMatches, r.Exc(missing, "PyExc_AttributeError"))
	noAttr, unraisable := f.NewBlock("noattr"), f.NewBlock("unraisable")
	missing.NewCondBr(missing.NewICmp(enum.IPredNE, isAttr, constant.NewInt(types.I32, 0)), noAttr, unraisable)
	r.CallC(noAttr, capi.ErrClear)
	noAttr.NewRet(constant.NewInt(types.I32, 0))
	r.CallC(unraisable, capi.ErrWriteUnraisable, d)
	unraisable.NewRet(constant.NewInt(types.I32, 0))
	res := r.CallC(call, capi.ObjectCallNoArgs, meth)
	r.Decref(call, meth)
	failed, closed := f.NewBlock("failed"), f.NewBlock("closed")
	call.NewCondBr(call.NewICmp(enum.IPredEQ, res, Null), failed, closed)
	failed.NewRet(constant.NewInt(types.I32, -1))
	r.Decref(closed, res)
	closed.NewRet(constant.NewInt(types.I32, 0))
	return f
}

// closeDelegate emits, in b, the close of g's delegate d (non-NULL,
// taken out of g), g marked running meanwhile: the result of
// sp.gen.closeiter.
func (r *Runtime) closeDelegate(b *ir.Block, g, d value.Value) value.Value {
	r.setGenState(b, g, GenRunning)
	err := b.NewCall(r.genCloseIter(), d)
	r.setGenState(b, g, GenSuspended)
	r.Decref(b, d)
	return err
}

// delegateOf emits the load of g's delegate when g is stopped at a
// yield from (NULL otherwise: a running generator's delegate is busy).
func (r *Runtime) delegateOf(b *ir.Block, g value.Value) value.Value {
	d := b.NewLoad(Obj, r.genField(b, g, genDelegate, Obj))
	return b.NewSelect(stateIs(b, r.genState(b, g), GenSuspended), d, Null)
}

// delegateThrow emits, from b, _gen_throw's part for a generator
// stopped in a yield from (d its delegate, typ the thrown exception
// given as throw's first argument, args/nargs throw's arguments):
// GeneratorExit closes the delegate and is raised in the body (or what
// the close raised is), unless closeOnExit is false; another exception
// (or any, then) goes to the delegate's throw
// method, whose value is the result while it yields, and whose end
// resumes the body (with its return value, or raising its exception).
// A delegate without a throw method leaves the exception to the body:
// control goes on at the returned block, with the delegate dropped. v
// is a stack slot of the function's entry.
func (r *Runtime) delegateThrow(k *genKind, f *ir.Func, b *ir.Block, g, d, typ, args, nargs, v value.Value, closeOnExit bool) *ir.Block {
	throwHere := f.NewBlock("throw.here")
	other := f.NewBlock("throw.delegate")
	if closeOnExit {
		exit := f.NewBlock("throw.exit")
		isExit := r.CallC(b, capi.ErrGivenExceptionMatches, typ, r.Exc(b, "PyExc_GeneratorExit"))
		b.NewCondBr(b.NewICmp(enum.IPredNE, isExit, constant.NewInt(types.I32, 0)), exit, other)
		r.takeDelegate(exit, g)
		err := r.closeDelegate(exit, g, d)
		closeFailed := f.NewBlock("throw.closefailed")
		exit.NewCondBr(exit.NewICmp(enum.IPredSLT, err, constant.NewInt(types.I32, 0)), closeFailed, throwHere)
		closeFailed.NewRet(closeFailed.NewCall(r.genSendCore(k, "send.core", false), g, Null))
	} else {
		b.NewBr(other)
	}

	meth := r.CallC(other, capi.ObjectGetAttr, d, other.NewLoad(Obj, r.Name("throw")))
	missing, call := f.NewBlock("throw.missing"), f.NewBlock("throw.call")
	other.NewCondBr(other.NewICmp(enum.IPredEQ, meth, Null), missing, call)
	isAttr := r.CallC(missing, capi.ErrExceptionMatches, r.Exc(missing, "PyExc_AttributeError"))
	noAttr, lookupFailed := f.NewBlock("throw.noattr"), f.NewBlock("throw.lookupfailed")
	missing.NewCondBr(missing.NewICmp(enum.IPredNE, isAttr, constant.NewInt(types.I32, 0)), noAttr, lookupFailed)
	r.CallC(noAttr, capi.ErrClear)
	r.Decref(noAttr, r.takeDelegate(noAttr, g))
	noAttr.NewBr(throwHere)
	lookupFailed.NewRet(Null)

	r.setGenState(call, g, GenRunning)
	res := r.CallC(call, capi.ObjectVectorcall, meth, args, nargs, constant.NewNull(types.I8Ptr))
	r.setGenState(call, g, GenSuspended)
	r.Decref(call, meth)
	yielded, ended := f.NewBlock("throw.yielded"), f.NewBlock("throw.ended")
	call.NewCondBr(call.NewICmp(enum.IPredNE, res, Null), yielded, ended)
	yielded.NewRet(res)
	r.Decref(ended, r.takeDelegate(ended, g))
	ended.NewStore(Null, v)
	rc := r.CallC(ended, capi.GenFetchStopIterationValue, v)
	returned, raised := f.NewBlock("throw.returned"), f.NewBlock("throw.raised")
	ended.NewCondBr(ended.NewICmp(enum.IPredEQ, rc, constant.NewInt(types.I32, 0)), returned, raised)
	val := returned.NewLoad(Obj, v)
	y := returned.NewCall(r.genSendCore(k, "send.core", false), g, val)
	r.Decref(returned, val)
	returned.NewRet(y)
	raised.NewRet(raised.NewCall(r.genSendCore(k, "send.core", false), g, Null))
	return throwHere
}

// genAmSend is am_send (PyIter_Send's fast way in): a delegating
// generator's yield from of one of ours gets the return value without
// a StopIteration.
func (r *Runtime) genAmSend(k *genKind) *ir.Func {
	f, done := r.helper(k.fn("amsend"), types.I32, ir.NewParam("g", Obj), ir.NewParam("arg", Obj), ir.NewParam("result", ObjPtr))
	if done {
		return f
	}
	g, arg, result := f.Params[0], f.Params[1], f.Params[2]
	b := f.NewBlock("entry")
	y := b.NewCall(r.genResume(k), g, arg)
	got, none := f.NewBlock("got"), f.NewBlock("none")
	b.NewCondBr(b.NewICmp(enum.IPredNE, y, Null), got, none)
	got.NewStore(y, result)
	got.NewRet(constant.NewInt(types.I32, sendNext))
	rv := r.takeReturn(none, g)
	none.NewStore(rv, result)
	none.NewRet(none.NewSelect(none.NewICmp(enum.IPredEQ, rv, Null), constant.NewInt(types.I32, -1), constant.NewInt(types.I32, sendReturn)))
	return f
}

// genYieldFrom is the gi_yieldfrom getter: the delegate, or None.
func (r *Runtime) genYieldFrom() *ir.Func {
	f, done := r.helper("sp.gen.yieldfrom", Obj, ir.NewParam("g", Obj), ir.NewParam("closure", types.I8Ptr))
	if done {
		return f
	}
	b := f.NewBlock("entry")
	d := b.NewLoad(Obj, r.genField(b, f.Params[0], genDelegate, Obj))
	v := b.NewSelect(b.NewICmp(enum.IPredEQ, d, Null), r.None(), d)
	r.Incref(b, v)
	b.NewRet(v)
	return f
}
