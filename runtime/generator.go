// This file implements the type of native generators. A generator
// function compiled natively (lower/generator.go) is an LLVM coroutine:
// its call allocates one of these objects, and LLVM's coroutine passes
// split the body into a state machine whose frame (the locals and
// temporaries live across a yield) is on the heap, owned by the object.
// The object implements CPython's generator protocol on top: __next__,
// send, throw and close, StopIteration carrying the return value,
// PEP 479's RuntimeError for a StopIteration raised inside, "generator
// already executing" on re-entry, close() on finalization (finally code
// and the release of the locals run then), and traversal for the cycle
// collector.
//
// The body and these functions talk through the object's fields: a
// resume stores the value sent in (NULL: an exception is set, to be
// raised at the yield) and the body stores what it yields, or returns,
// into out, and its state. For the collector, the body copies its
// object slots into the item array at each yield (borrowed: the frame
// owns them); the first params items are the arguments of the call,
// owned by the object (the body borrows them, as a native body borrows
// its caller's).

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// The generator's own fields, at these byte offsets past its
// PyVarObject header (whose ob_size is the item count), and its states.
const (
	genHandle   = 0  // i8*: the coroutine's frame, NULL once destroyed
	genSent     = 8  // PyObject*: the value a resume sends in, borrowed
	genOut      = 16 // PyObject*: what the body yielded or returned, owned
	genName     = 24 // PyObject*: __name__
	genQualname = 32 // PyObject*: __qualname__
	genState    = 40 // i32: GenCreated ...
	genParams   = 44 // i32: how many items are owned arguments
	genDelegate = 48 // PyObject*: the iterator a yield from delegates to, owned; NULL when none (yieldfrom.go)
	genExcValue = 56 // _PyErr_StackItem: the exception the body handles, owned (genexc.go)...
	genExcPrev  = 64 // ...and the item below while the generator runs
	genWeakrefs = 72 // PyObject*: the list of weak references (tp_weaklistoffset)
	genItems    = 80 // PyObject*[ob_size], but for an asynchronous generator, which has first:
	genHookFin  = 80 // PyObject*: its finalizer hook, owned (asyncgen.go)
	genAgFlags  = 88 // i32: its agFlag* bits (asyncgen.go)
	genAgYield  = 92 // i32: 1 when its body stopped at a yield, 0 at an await
	agenItems   = 96 // its PyObject*[ob_size]

	// GenCreated: not started; GenSuspended: stopped at a yield;
	// GenRunning: in a resume; GenFinished: returned or raised.
	GenCreated   = 0
	GenSuspended = 1
	GenRunning   = 2
	GenFinished  = 3

	slotTpClear    = 51
	slotTpIter     = 62
	slotTpIternext = 63
	slotTpFinalize = 80
	slotAmSend     = 81
	methO          = 0x08
	methNoArgs     = 0x04
	methFastcall   = 0x80
	flagFinalize   = 1 << 0 // Py_TPFLAGS_HAVE_FINALIZE
)

// genKind is what a native generator object is: a generator, a
// coroutine (an async def's body, coroutine.go) or an asynchronous
// generator (an async def that yields, asyncgen.go). All have this
// layout and share the protocol's code; each kind gets its own type,
// named helpers and messages.
type genKind struct {
	prefix    string // of the helpers' names
	noun      string // the kind, as in the messages
	typeName  string // the type's name (tp_name, repr)
	attr      string // the getters' prefix: gi_running, cr_running
	yieldFrom string // the delegate's getter
	coroutine bool
	asyncGen  bool
}

var (
	generatorKind = &genKind{prefix: "sp.gen", noun: "generator", typeName: "generator", attr: "gi_", yieldFrom: "gi_yieldfrom"}
	coroutineKind = &genKind{prefix: "sp.coro", noun: "coroutine", typeName: "coroutine", attr: "cr_", yieldFrom: "cr_await", coroutine: true}
	asyncGenKind  = &genKind{prefix: "sp.agen", noun: "async generator", typeName: "async_generator", attr: "ag_", yieldFrom: "ag_await", asyncGen: true}
)

// delegates is the kind of the delegates a body of kind k resumes
// directly when they are the module's own (yieldfrom.go): a generator's
// yield from of a generator, an await of a coroutine.
func (k *genKind) delegates() *genKind {
	if k.asyncGen {
		return coroutineKind
	}
	return k
}

// fn names one of the kind's helpers.
func (k *genKind) fn(name string) string { return k.prefix + "." + name }

// genField is the address of a generator field.
func (r *Runtime) genField(b *ir.Block, g value.Value, off int64, t types.Type) value.Value {
	return fieldPtr(b, g, r.ABI.SizeofObject+8+off, t)
}

// items is the offset of a generator's items: an asynchronous
// generator has fields of its own before them.
func (k *genKind) items() int64 {
	if k.asyncGen {
		return agenItems
	}
	return genItems
}

// GenItemPtr is the address of item i of generator g (an asynchronous
// generator's when asyncGen).
func (r *Runtime) GenItemPtr(b *ir.Block, g value.Value, i int64, asyncGen bool) value.Value {
	k := generatorKind
	if asyncGen {
		k = asyncGenKind
	}
	return r.genItemPtr(b, k, g, i)
}

func (r *Runtime) genItemPtr(b *ir.Block, k *genKind, g value.Value, i int64) value.Value {
	return r.genField(b, g, k.items()+8*i, Obj)
}

// GenSetHandle stores the coroutine frame of g.
func (r *Runtime) GenSetHandle(b *ir.Block, g, hdl value.Value) {
	b.NewStore(hdl, r.genField(b, g, genHandle, types.I8Ptr))
}

// GenSuspend emits the body's side of a yield of v (owned, which moves
// into the generator) or of the end of the body (final, v the owned
// return value or NULL after an exception): the generator's out and
// state, before llvm.coro.suspend.
func (r *Runtime) GenSuspend(b *ir.Block, g, v value.Value, final bool) {
	b.NewStore(v, r.genField(b, g, genOut, Obj))
	st := int64(GenSuspended)
	if final {
		st = GenFinished
	}
	b.NewStore(constant.NewInt(types.I32, st), r.genField(b, g, genState, types.I32))
}

// GenSent loads the value a resume sent into g: borrowed, NULL when an
// exception is to be raised at the yield.
func (r *Runtime) GenSent(b *ir.Block, g value.Value) value.Value {
	return b.NewLoad(Obj, r.genField(b, g, genSent, Obj))
}

func (r *Runtime) coro(name string, ret types.Type, params ...types.Type) *ir.Func {
	return r.DeclareExternal("llvm.coro."+name, ret, params...)
}

// CoroResume and CoroDestroy emit llvm.coro.resume and
// llvm.coro.destroy of a coroutine frame.
func (r *Runtime) CoroResume(b *ir.Block, hdl value.Value) {
	b.NewCall(r.coro("resume", types.Void, types.I8Ptr), hdl)
}

func (r *Runtime) CoroDestroy(b *ir.Block, hdl value.Value) {
	b.NewCall(r.coro("destroy", types.Void, types.I8Ptr), hdl)
}

// Coro declares one of the coroutine intrinsics lower emits in a body.
func (r *Runtime) Coro(name string, ret types.Type, params ...types.Type) *ir.Func {
	return r.coro(name, ret, params...)
}

// GenNewFunc returns sp.gen.new(items, params, name, qualname): a new
// generator with room for items references, the first params of them
// arguments (stored by the caller), named name and qualname (borrowed
// strs); NULL with an exception on failure.
func (r *Runtime) GenNewFunc() *ir.Func {
	return r.genNew(generatorKind)
}

// CoroNewFunc returns sp.coro.new, GenNewFunc's coroutine: the object
// an async def's call makes.
func (r *Runtime) CoroNewFunc() *ir.Func {
	return r.genNew(coroutineKind)
}

func (r *Runtime) genNew(k *genKind) *ir.Func {
	f, done := r.helper(k.fn("new"), Obj, ir.NewParam("items", types.I64), ir.NewParam("params", types.I32), ir.NewParam("name", Obj), ir.NewParam("qualname", Obj))
	if done {
		return f
	}
	items, params, name, qualname := f.Params[0], f.Params[1], f.Params[2], f.Params[3]
	b, fail, ok := f.NewBlock("entry"), f.NewBlock("fail"), f.NewBlock("ok")
	tp := b.NewLoad(Obj, r.genType(k))
	g := r.CallC(b, capi.TypeGenericAlloc, tp, items)
	b.NewCondBr(b.NewICmp(enum.IPredEQ, g, Null), fail, ok)
	fail.NewRet(Null)
	r.Incref(ok, name)
	r.Incref(ok, qualname)
	ok.NewStore(name, r.genField(ok, g, genName, Obj))
	ok.NewStore(qualname, r.genField(ok, g, genQualname, Obj))
	ok.NewStore(params, r.genField(ok, g, genParams, types.I32))
	ok.NewRet(g)
	return f
}

// genType is the slot of the module's generator (or coroutine) type,
// created at import when the module has a native one.
func (r *Runtime) genType(k *genKind) *ir.Global {
	// The type's functions are emitted when the constants are made
	// (EmitConstInit), which makes only those requested before: the
	// names the delegation looks up are requested now.
	for _, name := range delegateMethods {
		r.Name(name)
	}
	if k.coroutine {
		for _, name := range coroNames {
			r.Name(name)
		}
		r.coroWrapperType()
	}
	if k.asyncGen {
		r.asyncGenAwaitableType(asendKind)
		r.asyncGenAwaitableType(athrowKind)
	}
	return r.constSlot("type:"+k.typeName, func(r *Runtime, b *ir.Block) value.Value {
		ptr := types.I8Ptr
		slotT := types.NewStruct(types.I32, ptr)
		slot := func(id int64, fn constant.Constant) constant.Constant {
			return constant.NewStruct(slotT, constant.NewInt(types.I32, id), constant.NewBitCast(fn, ptr))
		}
		slots := []constant.Constant{
			slot(slotTpDealloc, r.genDealloc(k)),
			slot(slotTpTraverse, r.genTraverse(k)),
			slot(slotTpClear, r.genClear(k)),
			slot(slotTpFinalize, r.genFinalize(k)),
			slot(slotTpRepr, r.genRepr(k)),
			slot(slotTpMethods, r.genMethods(k)),
			slot(slotTpMembers, r.genMembers(k)),
			slot(slotTpGetset, r.genGetset(k)),
		}
		switch {
		case k.coroutine:
			// A coroutine is no iterator: await gets one from __await__
			// (coroutine.go).
			slots = append(slots, slot(slotAmSend, r.genAmSend(k)), slot(slotAmAwait, r.coroAwait()))
		case k.asyncGen:
			// An asynchronous generator is its own asynchronous
			// iterator, whose steps are awaitables (asyncgen.go).
			slots = append(slots, slot(slotAmAiter, r.genIter()), slot(slotAmAnext, r.agenAnext()))
		default:
			slots = append(slots, slot(slotAmSend, r.genAmSend(k)), slot(slotTpIter, r.genIter()), slot(slotTpIternext, r.genNext(k)))
		}
		slots = append(slots, constant.NewZeroInitializer(slotT))
		sg := r.M.NewGlobalDef(k.fn("slots"), constant.NewArray(types.NewArray(uint64(len(slots)), slotT), slots...))
		sg.Linkage, sg.Immutable = enum.LinkageInternal, true
		specT := types.NewStruct(ptr, types.I32, types.I32, types.I32, ptr)
		spec := constant.NewStruct(specT,
			r.CString("builtins."+k.typeName).(constant.Constant),
			constant.NewInt(types.I32, r.ABI.SizeofObject+8+k.items()), constant.NewInt(types.I32, 8),
			constant.NewInt(types.I32, flagHaveGC|flagFinalize|flagImmutableType|flagDisallowInstantiate|flagHaveVersionTag),
			constant.NewBitCast(sg, ptr))
		g := r.M.NewGlobalDef(k.fn("spec"), spec)
		g.Linkage, g.Immutable = enum.LinkageInternal, true
		return r.builtinTypeFromSpec(b, constant.NewBitCast(g, ptr), k.typeName)
	})
}

func (r *Runtime) genState(b *ir.Block, g value.Value) value.Value {
	return b.NewLoad(types.I32, r.genField(b, g, genState, types.I32))
}

func (r *Runtime) setGenState(b *ir.Block, g value.Value, st int64) {
	b.NewStore(constant.NewInt(types.I32, st), r.genField(b, g, genState, types.I32))
}

func stateIs(b *ir.Block, st value.Value, want int64) value.Value {
	return b.NewICmp(enum.IPredEQ, st, constant.NewInt(types.I32, want))
}

// destroyFrame destroys g's coroutine frame if it has one: the body
// releases what it holds at the point it stopped (nothing before it
// started or after it finished) and frees the frame; then the arguments
// (which the body borrowed) are released. CPython clears a generator's
// frame, arguments and all, when the generator finishes or is closed,
// so a finished generator keeps nothing alive: a delegate or an argument
// is finalized then, not when the generator object goes.
func (r *Runtime) destroyFrame(k *genKind, f *ir.Func, b *ir.Block, g value.Value) *ir.Block {
	p := r.genField(b, g, genHandle, types.I8Ptr)
	hdl := b.NewLoad(types.I8Ptr, p)
	yes, done := f.NewBlock(""), f.NewBlock("")
	b.NewCondBr(b.NewICmp(enum.IPredNE, hdl, constant.NewNull(types.I8Ptr)), yes, done)
	yes.NewStore(constant.NewNull(types.I8Ptr), p)
	r.CoroDestroy(yes, hdl)
	r.clearExcState(yes, g)
	params, _ := r.genCounts(yes, g)
	r.forItems(k, f, yes, g, constant.NewInt(types.I64, 0), params, func(b *ir.Block, p value.Value) *ir.Block {
		o := b.NewLoad(Obj, p)
		b.NewStore(Null, p)
		r.XDecref(b, o)
		return b
	}).NewBr(done)
	return done
}

// genResume is sp.gen.resume(g, sent): runs g's body from where it
// stopped, sending in sent (borrowed; NULL to raise the exception set at
// the yield), and returns what it yields (new). NULL with an exception
// when it raises; NULL without one when it is exhausted, its return
// value then in out (a new reference the caller takes).
func (r *Runtime) genResume(k *genKind) *ir.Func {
	f, done := r.helper(k.fn("resume"), Obj, ir.NewParam("g", Obj), ir.NewParam("sent", Obj))
	if done {
		return f
	}
	g, sent := f.Params[0], f.Params[1]
	b := f.NewBlock("entry")
	res := b.NewAlloca(Obj)
	st := r.genState(b, g)
	running, notRunning := f.NewBlock("running"), f.NewBlock("")
	b.NewCondBr(stateIs(b, st, GenRunning), running, notRunning)
	r.RaiseString(running, "PyExc_ValueError", k.noun+" already executing")
	running.NewRet(Null)

	finished, live := f.NewBlock("finished"), f.NewBlock("")
	notRunning.NewCondBr(stateIs(notRunning, st, GenFinished), finished, live)
	if k.coroutine {
		// A coroutine runs once: any resume after it ended (a throw's
		// exception replaced) is an error, as in gen_send_ex2.
		r.RaiseString(finished, "PyExc_RuntimeError", "cannot reuse already awaited coroutine")
		finished.NewRet(Null)
		finished = f.NewBlock("unreachable")
	}
	// An exhausted generator stays exhausted (returning None); an
	// exception thrown into it propagates as it is.
	exhausted, thrown := f.NewBlock("exhausted"), f.NewBlock("thrown")
	finished.NewCondBr(finished.NewICmp(enum.IPredEQ, sent, Null), thrown, exhausted)
	thrown.NewRet(Null)
	r.Incref(exhausted, r.None())
	exhausted.NewStore(r.None(), r.genField(exhausted, g, genOut, Obj))
	exhausted.NewRet(Null)

	created, stopped, resume := f.NewBlock("created"), f.NewBlock("stopped"), f.NewBlock("resume")
	live.NewCondBr(stateIs(live, st, GenCreated), created, stopped)
	// Not started: a throw ends it without running the body (which has
	// no handler active yet); a value other than None cannot be sent.
	throwFirst, sendFirst := f.NewBlock("throw.first"), f.NewBlock("send.first")
	created.NewCondBr(created.NewICmp(enum.IPredEQ, sent, Null), throwFirst, sendFirst)
	r.setGenState(throwFirst, g, GenFinished)
	r.destroyFrame(k, f, throwFirst, g).NewRet(Null)
	badSend := f.NewBlock("send.bad")
	sendFirst.NewCondBr(sendFirst.NewICmp(enum.IPredEQ, sent, r.None()), resume, badSend)
	r.RaiseString(badSend, "PyExc_TypeError", "can't send non-None value to a just-started "+k.noun)
	badSend.NewRet(Null)

	// Stopped in a yield from: the value goes to the delegate first, and
	// the body resumes only when the delegate ends (yieldfrom.go).
	in, owned, delegated := r.delegateSend(k, f, stopped, g, sent, res, resume)

	// A resume counts toward the recursion limit as the generator's
	// Python frame does.
	ins := resume.NewPhi(ir.NewIncoming(sent, sendFirst), ir.NewIncoming(sent, stopped))
	ownedIn := resume.NewPhi(ir.NewIncoming(Null, sendFirst), ir.NewIncoming(Null, stopped))
	for i, from := range delegated {
		ins.Incs = append(ins.Incs, ir.NewIncoming(in[i], from))
		ownedIn.Incs = append(ownedIn.Incs, ir.NewIncoming(owned[i], from))
	}
	ts := r.ThreadState(resume)
	counted, deep := f.NewBlock("counted"), f.NewBlock("deep")
	r.EnterRecursion(resume, ts, f.NewBlock("recursion.check"), counted, deep)
	// The body raises at the yield when it is sent NULL, and needs the
	// exception set: every way here with NULL sets one (and the
	// recursion check's poll keeps it), and should one be lost, a
	// SystemError is raised rather than a NULL dereferenced.
	raising, lost, enter := f.NewBlock("raising"), f.NewBlock("lost"), f.NewBlock("enter")
	counted.NewCondBr(counted.NewICmp(enum.IPredEQ, ins, Null), raising, enter)
	raising.NewCondBr(raising.NewICmp(enum.IPredEQ, r.CallC(raising, capi.ErrOccurred), Null), lost, enter)
	r.RaiseString(lost, "PyExc_SystemError", k.noun+" resumed to raise with no exception set")
	lost.NewBr(enter)
	r.XDecref(deep, ownedIn)
	deep.NewRet(Null)
	r.setGenState(enter, g, GenRunning)
	enter.NewStore(ins, r.genField(enter, g, genSent, Obj))
	// A body stopped in a handler runs with its own handled exception
	// (genexc.go); one thrown in (sent NULL) is chained to it.
	enter = r.linkExcState(f, enter, g, ts, func(b *ir.Block) *ir.Block {
		chain, run := f.NewBlock(""), f.NewBlock("")
		b.NewCondBr(b.NewICmp(enum.IPredEQ, sent, Null), chain, run)
		chain.NewCall(r.genChainThrown(), g)
		chain.NewBr(run)
		return run
	})
	r.CoroResume(enter, enter.NewLoad(types.I8Ptr, r.genField(enter, g, genHandle, types.I8Ptr)))
	enter = r.unlinkExcState(f, enter, g, ts)
	r.LeaveRecursion(enter, ts)
	enter.NewStore(Null, r.genField(enter, g, genSent, Obj))
	r.XDecref(enter, ownedIn)
	yielded, ended := f.NewBlock("yielded"), f.NewBlock("ended")
	enter.NewCondBr(stateIs(enter, r.genState(enter, g), GenSuspended), yielded, ended)
	outP := r.genField(yielded, g, genOut, Obj)
	v := yielded.NewLoad(Obj, outP)
	yielded.NewStore(Null, outP)
	yielded.NewRet(v)

	after := r.destroyFrame(k, f, ended, g)
	out := after.NewLoad(Obj, r.genField(after, g, genOut, Obj))
	returned, raised := f.NewBlock("returned"), f.NewBlock("raised")
	after.NewCondBr(after.NewICmp(enum.IPredNE, out, Null), returned, raised)
	returned.NewRet(Null)
	// PEP 479: a StopIteration raised inside becomes RuntimeError, its
	// cause and context the StopIteration.
	stop, other := f.NewBlock("stop"), f.NewBlock("other")
	m := r.CallC(raised, capi.ErrExceptionMatches, r.Exc(raised, "PyExc_StopIteration"))
	raised.NewCondBr(raised.NewICmp(enum.IPredNE, m, constant.NewInt(types.I32, 0)), stop, other)
	r.chainError(stop, "PyExc_RuntimeError", k.noun+" raised StopIteration")
	stop.NewRet(Null)
	if k.asyncGen {
		// And so does a StopAsyncIteration raised inside an
		// asynchronous generator (PEP 525).
		stopAsync, rest := f.NewBlock("stopasync"), f.NewBlock("")
		m := r.CallC(other, capi.ErrExceptionMatches, r.Exc(other, "PyExc_StopAsyncIteration"))
		other.NewCondBr(other.NewICmp(enum.IPredNE, m, constant.NewInt(types.I32, 0)), stopAsync, rest)
		r.chainError(stopAsync, "PyExc_RuntimeError", k.noun+" raised StopAsyncIteration")
		stopAsync.NewRet(Null)
		other = rest
	}
	other.NewRet(Null)
	return f
}

// chainError replaces the exception being raised with exc(msg), whose
// __cause__ and __context__ are the replaced one (_PyErr_FormatFromCause).
func (r *Runtime) chainError(b *ir.Block, exc, msg string) {
	r.chainErrorWith(b, func(b *ir.Block) { r.RaiseString(b, exc, msg) })
}

// chainErrorWith is chainError for the exception raise sets.
func (r *Runtime) chainErrorWith(b *ir.Block, raise func(b *ir.Block)) {
	t, v, tb := b.NewAlloca(Obj), b.NewAlloca(Obj), b.NewAlloca(Obj)
	r.CallC(b, capi.ErrFetch, t, v, tb)
	r.CallC(b, capi.ErrNormalizeException, t, v, tb)
	old := b.NewLoad(Obj, v)
	oldTb := b.NewLoad(Obj, tb)
	r.Incref(b, old)
	r.CallC(b, capi.ErrRestore, b.NewLoad(Obj, t), old, oldTb)
	// Restoring and fetching again gives the old exception its traceback.
	r.CallC(b, capi.ErrFetch, t, v, tb)
	r.XDecref(b, b.NewLoad(Obj, t))
	r.XDecref(b, b.NewLoad(Obj, v))
	r.XDecref(b, b.NewLoad(Obj, tb))
	raise(b)
	r.CallC(b, capi.ErrFetch, t, v, tb)
	r.CallC(b, capi.ErrNormalizeException, t, v, tb)
	nv := b.NewLoad(Obj, v)
	r.Incref(b, old)
	r.CallC(b, capi.ExceptionSetCause, nv, old)
	r.CallC(b, capi.ExceptionSetContext, nv, old)
	r.CallC(b, capi.ErrRestore, b.NewLoad(Obj, t), nv, b.NewLoad(Obj, tb))
}

// takeReturn moves g's return value out (NULL when there is none).
func (r *Runtime) takeReturn(b *ir.Block, g value.Value) value.Value {
	p := r.genField(b, g, genOut, Obj)
	v := b.NewLoad(Obj, p)
	b.NewStore(Null, p)
	return v
}

// raiseStop raises StopIteration(v) (v owned, released), as
// _PyGen_SetStopIterationValue does (StopIteration() for None): the value is wrapped in an instance,
// so that a tuple or an exception stays the value.
func (r *Runtime) raiseStop(f *ir.Func, b *ir.Block, v value.Value) *ir.Block {
	exc := r.Exc(b, "PyExc_StopIteration")
	// A body that returned None ends in a StopIteration without
	// arguments, as gen_send_ex raises it (e.args == (), not (None,)).
	none, value := f.NewBlock(""), f.NewBlock("")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, v, r.None()), none, value)
	b = value
	args := r.CallC(b, capi.TuplePack, constant.NewInt(types.I64, 1), v)
	r.Decref(b, v)
	made, done := f.NewBlock(""), f.NewBlock("")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, args, Null), done, made)
	inst := r.CallC(made, capi.ObjectCall, exc, args, Null)
	r.Decref(made, args)
	set := f.NewBlock("")
	made.NewCondBr(made.NewICmp(enum.IPredEQ, inst, Null), done, set)
	r.CallC(set, capi.ErrSetObject, exc, inst)
	r.Decref(set, inst)
	set.NewBr(done)
	r.CallC(none, capi.ErrSetNone, r.Exc(none, "PyExc_StopIteration"))
	r.Decref(none, v)
	none.NewBr(done)
	return done
}

// genSend is sp.gen.send(g, v), send(): resume, and StopIteration with
// the return value at the end. genNext (tp_iternext) differs only in
// that an end returning None is signalled without an exception.
func (r *Runtime) genSendCore(k *genKind, name string, quiet bool) *ir.Func {
	f, done := r.helper(k.fn(name), Obj, ir.NewParam("g", Obj), ir.NewParam("v", Obj))
	if done {
		return f
	}
	g, v := f.Params[0], f.Params[1]
	b := f.NewBlock("entry")
	y := b.NewCall(r.genResume(k), g, v)
	got, none := f.NewBlock("got"), f.NewBlock("none")
	b.NewCondBr(b.NewICmp(enum.IPredNE, y, Null), got, none)
	got.NewRet(y)
	rv := r.takeReturn(none, g)
	raised, ret := f.NewBlock("raised"), f.NewBlock("ret")
	none.NewCondBr(none.NewICmp(enum.IPredEQ, rv, Null), raised, ret)
	raised.NewRet(Null)
	if k.asyncGen {
		// An asynchronous generator's end (it returns nothing) is
		// StopAsyncIteration, as gen_send_ex raises it.
		r.Decref(ret, rv)
		r.CallC(ret, capi.ErrSetNone, r.Exc(ret, "PyExc_StopAsyncIteration"))
		ret.NewRet(Null)
		return f
	}
	if quiet {
		isNone, stop := f.NewBlock("ret.none"), f.NewBlock("ret.value")
		ret.NewCondBr(ret.NewICmp(enum.IPredEQ, rv, r.None()), isNone, stop)
		r.Decref(isNone, rv)
		isNone.NewRet(Null)
		ret = stop
	}
	r.raiseStop(f, ret, rv).NewRet(Null)
	return f
}

func (r *Runtime) genNext(k *genKind) *ir.Func {
	f, done := r.helper(k.fn("next"), Obj, ir.NewParam("g", Obj))
	if done {
		return f
	}
	b := f.NewBlock("entry")
	b.NewRet(b.NewCall(r.genSendCore(k, "next.core", true), f.Params[0], r.None()))
	return f
}

func (r *Runtime) genSend(k *genKind) *ir.Func {
	f, done := r.helper(k.fn("send"), Obj, ir.NewParam("g", Obj), ir.NewParam("v", Obj))
	if done {
		return f
	}
	b := f.NewBlock("entry")
	b.NewRet(b.NewCall(r.genSendCore(k, "send.core", false), f.Params[0], f.Params[1]))
	return f
}

// genThrow is throw(typ[, val[, tb]]) (METH_FASTCALL): the exception is
// raised at the yield where the generator stopped.
func (r *Runtime) genThrow(k *genKind) *ir.Func {
	f, done := r.helper(k.fn("throw"), Obj, ir.NewParam("g", Obj), ir.NewParam("args", ObjPtr), ir.NewParam("nargs", types.I64))
	if done {
		return f
	}
	g, args, nargs := f.Params[0], f.Params[1], f.Params[2]
	b := f.NewBlock("entry")
	arity, okArity := f.NewBlock("arity"), f.NewBlock("")
	b.NewCondBr(b.NewOr(b.NewICmp(enum.IPredSLT, nargs, constant.NewInt(types.I64, 1)), b.NewICmp(enum.IPredSGT, nargs, constant.NewInt(types.I64, 3))), arity, okArity)
	r.RaiseFormat(arity, "PyExc_TypeError", "throw expected at least 1 argument, got %zd", nargs)
	arity.NewRet(Null)
	if r.ABI.Version != "3.11" {
		// 3.12's gen_throw deprecates the three-argument form.
		warn, warned := f.NewBlock("deprecated"), f.NewBlock("")
		okArity.NewCondBr(okArity.NewICmp(enum.IPredSGT, nargs, constant.NewInt(types.I64, 1)), warn, warned)
		st := r.CallC(warn, capi.ErrWarnEx, r.Exc(warn, "PyExc_DeprecationWarning"),
			r.CString("the (type, exc, tb) signature of throw() is deprecated, use the single-arg signature instead."), constant.NewInt(types.I64, 1))
		warnFailed := f.NewBlock("deprecated.error")
		warn.NewCondBr(warn.NewICmp(enum.IPredSLT, st, constant.NewInt(types.I32, 0)), warnFailed, warned)
		warnFailed.NewRet(Null)
		okArity = warned
	}
	okArity.NewRet(okArity.NewCall(r.genThrowCore(k, true), g, args, nargs))
	return f
}

// genThrowCore is _gen_throw: throw's work once its arguments are
// counted (1 to 3 of them). closeOnExit says whether a GeneratorExit
// thrown into a body stopped in a yield from (an await) closes the
// delegate, as throw() does, or is thrown into it, as an asynchronous
// generator's athrow() and aclose() do, which must let the body's
// awaits finish.
func (r *Runtime) genThrowCore(k *genKind, closeOnExit bool) *ir.Func {
	name := "throw.core"
	if !closeOnExit {
		name = "throw.noclose"
	}
	f, done := r.helper(k.fn(name), Obj, ir.NewParam("g", Obj), ir.NewParam("args", ObjPtr), ir.NewParam("nargs", types.I64))
	if done {
		return f
	}
	g, args, nargs := f.Params[0], f.Params[1], f.Params[2]
	okArity := f.NewBlock("entry")
	stopVal := okArity.NewAlloca(Obj)
	arg := func(b *ir.Block, i int64) value.Value {
		return b.NewLoad(Obj, b.NewGetElementPtr(Obj, args, constant.NewInt(types.I64, i)))
	}
	typ := arg(okArity, 0)
	// Stopped in a yield from: the delegate gets the exception first.
	d := r.delegateOf(okArity, g)
	delegating, here := f.NewBlock("delegating"), f.NewBlock("here")
	okArity.NewCondBr(okArity.NewICmp(enum.IPredNE, d, Null), delegating, here)
	r.delegateThrow(k, f, delegating, g, d, typ, args, nargs, stopVal, closeOnExit).NewBr(here)
	okArity = here
	// tb, the third argument, NULL when absent or None, must be a
	// traceback; it becomes the exception's.
	hasTb, noTb, tbJoin := f.NewBlock("tb"), f.NewBlock("notb"), f.NewBlock("")
	okArity.NewCondBr(okArity.NewICmp(enum.IPredEQ, nargs, constant.NewInt(types.I64, 3)), hasTb, noTb)
	tb0 := arg(hasTb, 2)
	tb0 = hasTb.NewSelect(hasTb.NewICmp(enum.IPredEQ, tb0, r.None()), Null, tb0)
	hasTb.NewBr(tbJoin)
	noTb.NewBr(tbJoin)
	tb := tbJoin.NewPhi(ir.NewIncoming(tb0, hasTb), ir.NewIncoming(Null, noTb))
	tbGiven, badTb, tbOK := f.NewBlock("tb.given"), f.NewBlock("tb.bad"), f.NewBlock("")
	tbJoin.NewCondBr(tbJoin.NewICmp(enum.IPredNE, tb, Null), tbGiven, tbOK)
	tbGiven.NewCondBr(tbGiven.NewICmp(enum.IPredNE, r.TypeOf(tbGiven, tb), r.Object("PyTraceBack_Type")), badTb, tbOK)
	r.RaiseString(badTb, "PyExc_TypeError", "throw() third argument must be a traceback object")
	badTb.NewRet(Null)
	okArity = tbOK
	// val is the second argument, NULL when absent or None.
	hasVal, noVal, join := f.NewBlock(""), f.NewBlock(""), f.NewBlock("")
	okArity.NewCondBr(okArity.NewICmp(enum.IPredSGE, nargs, constant.NewInt(types.I64, 2)), hasVal, noVal)
	v2 := arg(hasVal, 1)
	v2 = hasVal.NewSelect(hasVal.NewICmp(enum.IPredEQ, v2, r.None()), Null, v2)
	hasVal.NewBr(join)
	noVal.NewBr(join)
	val := join.NewPhi(ir.NewIncoming(v2, hasVal), ir.NewIncoming(Null, noVal))
	base := r.Exc(join, "PyExc_BaseException")
	isType, notType, isClass := f.NewBlock("type"), f.NewBlock("instance"), f.NewBlock("class")
	join.NewCondBr(r.HasTypeFlag(join, typ, 1<<31), isType, notType)
	sub := r.CallC(isType, capi.TypeIsSubtype, typ, base)
	isType.NewCondBr(isType.NewICmp(enum.IPredNE, sub, constant.NewInt(types.I32, 0)), isClass, notType)
	withVal, bare, resume := f.NewBlock(""), f.NewBlock(""), f.NewBlock("resume")
	isClass.NewCondBr(isClass.NewICmp(enum.IPredNE, val, Null), withVal, bare)
	r.CallC(withVal, capi.ErrSetObject, typ, val)
	withVal.NewBr(resume)
	r.CallC(bare, capi.ErrSetNone, typ)
	bare.NewBr(resume)
	inst, bad := f.NewBlock("inst"), f.NewBlock("bad")
	isInst := r.CallC(notType, capi.ObjectIsInstance, typ, base)
	notType.NewCondBr(notType.NewICmp(enum.IPredSGT, isInst, constant.NewInt(types.I32, 0)), inst, bad)
	r.RaiseFormat(bad, "PyExc_TypeError", "exceptions must be classes or instances deriving from BaseException, not %s", r.TypeName(bad, typ))
	bad.NewRet(Null)
	twoVals, single := f.NewBlock("twovals"), f.NewBlock("single")
	inst.NewCondBr(inst.NewICmp(enum.IPredNE, val, Null), twoVals, single)
	r.RaiseString(twoVals, "PyExc_TypeError", "instance exception may not have a separate value")
	twoVals.NewRet(Null)
	r.CallC(single, capi.ErrSetObject, r.TypeOf(single, typ), typ)
	single.NewBr(resume)
	withTb, send := f.NewBlock("settb"), f.NewBlock("send")
	resume.NewCondBr(resume.NewICmp(enum.IPredNE, tb, Null), withTb, send)
	et, ev, etb := withTb.NewAlloca(Obj), withTb.NewAlloca(Obj), withTb.NewAlloca(Obj)
	r.CallC(withTb, capi.ErrFetch, et, ev, etb)
	r.XDecref(withTb, withTb.NewLoad(Obj, etb))
	r.Incref(withTb, tb)
	r.CallC(withTb, capi.ErrRestore, withTb.NewLoad(Obj, et), withTb.NewLoad(Obj, ev), tb)
	withTb.NewBr(send)
	send.NewRet(send.NewCall(r.genSendCore(k, "send.core", false), g, Null))
	return f
}

// genClose is close(): GeneratorExit raised at the yield; the body may
// end or raise GeneratorExit (or StopIteration), not yield again.
func (r *Runtime) genClose(k *genKind) *ir.Func {
	f, done := r.helper(k.fn("close"), Obj, ir.NewParam("g", Obj), ir.NewParam("unused", Obj))
	if done {
		return f
	}
	g := f.Params[0]
	b := f.NewBlock("entry")
	st := r.genState(b, g)
	quiet, active := f.NewBlock("quiet"), f.NewBlock("active")
	b.NewCondBr(b.NewOr(stateIs(b, st, GenCreated), stateIs(b, st, GenFinished)), quiet, active)
	r.setGenState(quiet, g, GenFinished)
	q := r.destroyFrame(k, f, quiet, g)
	r.Incref(q, r.None())
	q.NewRet(r.None())
	// Stopped in a yield from: the delegate is closed first; what its
	// close raises is raised in the body instead of GeneratorExit.
	d := r.delegateOf(active, g)
	closeDelegate, setExit, resume := f.NewBlock("close.delegate"), f.NewBlock("close.exit"), f.NewBlock("close.resume")
	active.NewCondBr(active.NewICmp(enum.IPredNE, d, Null), closeDelegate, setExit)
	r.takeDelegate(closeDelegate, g)
	err := r.closeDelegate(closeDelegate, g, d)
	closeDelegate.NewCondBr(closeDelegate.NewICmp(enum.IPredSLT, err, constant.NewInt(types.I32, 0)), resume, setExit)
	r.CallC(setExit, capi.ErrSetNone, r.Exc(setExit, "PyExc_GeneratorExit"))
	setExit.NewBr(resume)
	active = resume
	y := active.NewCall(r.genResume(k), g, Null)
	ignored, ended := f.NewBlock("ignored"), f.NewBlock("ended")
	active.NewCondBr(active.NewICmp(enum.IPredNE, y, Null), ignored, ended)
	r.Decref(ignored, y)
	r.RaiseString(ignored, "PyExc_RuntimeError", k.noun+" ignored GeneratorExit")
	ignored.NewRet(Null)
	rv := r.takeReturn(ended, g)
	returned, raised := f.NewBlock("returned"), f.NewBlock("raised")
	ended.NewCondBr(ended.NewICmp(enum.IPredNE, rv, Null), returned, raised)
	r.Decref(returned, rv)
	r.Incref(returned, r.None())
	returned.NewRet(r.None())
	isExit := r.CallC(raised, capi.ErrExceptionMatches, r.Exc(raised, "PyExc_GeneratorExit"))
	isStop := r.CallC(raised, capi.ErrExceptionMatches, r.Exc(raised, "PyExc_StopIteration"))
	clear, fail := f.NewBlock("clear"), f.NewBlock("fail")
	raised.NewCondBr(raised.NewICmp(enum.IPredNE, raised.NewOr(isExit, isStop), constant.NewInt(types.I32, 0)), clear, fail)
	r.CallC(clear, capi.ErrClear)
	r.Incref(clear, r.None())
	clear.NewRet(r.None())
	fail.NewRet(Null)
	return f
}

// genFinalize is tp_finalize: a generator stopped at a yield is closed
// (its finally code runs); an error there is unraisable, as CPython's.
func (r *Runtime) genFinalize(k *genKind) *ir.Func {
	f, done := r.helper(k.fn("finalize"), types.Void, ir.NewParam("g", Obj))
	if done {
		return f
	}
	g := f.Params[0]
	b := f.NewBlock("entry")
	t, v, tb := b.NewAlloca(Obj), b.NewAlloca(Obj), b.NewAlloca(Obj)
	run, out := f.NewBlock("run"), f.NewBlock("out")
	failed, ok, restore := f.NewBlock("failed"), f.NewBlock("ok"), f.NewBlock("restore")
	st := r.genState(b, g)
	var hookRes value.Value
	var hookCall *ir.Block
	if k.asyncGen {
		// An asynchronous generator not finished (nor closed by
		// aclose()) that got the loop's finalizer hook at its first
		// step is handed to it (asyncio schedules its aclose()), as in
		// _PyGen_Finalize; without one it is closed as a generator.
		hook := b.NewLoad(Obj, r.genField(b, g, genHookFin, Obj))
		open := b.NewICmp(enum.IPredEQ, b.NewAnd(r.agenFlags(b, g), constant.NewInt(types.I32, agClosed)), constant.NewInt(types.I32, 0))
		live := b.NewOr(stateIs(b, st, GenCreated), stateIs(b, st, GenSuspended))
		useHook := b.NewAnd(live, b.NewAnd(b.NewICmp(enum.IPredNE, hook, Null), open))
		hookCall = f.NewBlock("hook")
		other := f.NewBlock("")
		b.NewCondBr(useHook, hookCall, other)
		r.CallC(hookCall, capi.ErrFetch, t, v, tb)
		hookRes = r.CallC(hookCall, capi.ObjectCallOneArg, hook, g)
		hookCall.NewCondBr(hookCall.NewICmp(enum.IPredEQ, hookRes, Null), failed, ok)
		b = other
	}
	if k.coroutine {
		// A coroutine never awaited warns (_PyGen_Finalize).
		unawaited, other := f.NewBlock("unawaited"), f.NewBlock("")
		b.NewCondBr(stateIs(b, st, GenCreated), unawaited, other)
		r.CallC(unawaited, capi.ErrFetch, t, v, tb)
		r.coroUnawaited(f, unawaited, g).NewBr(restore)
		b = other
	}
	b.NewCondBr(stateIs(b, st, GenSuspended), run, out)
	out.NewRet(nil)
	r.CallC(run, capi.ErrFetch, t, v, tb)
	res := run.NewCall(r.genClose(k), g, Null)
	run.NewCondBr(run.NewICmp(enum.IPredEQ, res, Null), failed, ok)
	r.CallC(failed, capi.ErrWriteUnraisable, g)
	failed.NewBr(restore)
	got := ok.NewPhi(ir.NewIncoming(res, run))
	if hookCall != nil {
		got.Incs = append(got.Incs, ir.NewIncoming(hookRes, hookCall))
	}
	r.Decref(ok, got)
	ok.NewBr(restore)
	r.CallC(restore, capi.ErrRestore, restore.NewLoad(Obj, t), restore.NewLoad(Obj, v), restore.NewLoad(Obj, tb))
	restore.NewRet(nil)
	return f
}

// forItems emits a loop over g's items from lo to hi (i64 values),
// calling body with the address of each; body returns the block to go on
// from.
func (r *Runtime) forItems(k *genKind, f *ir.Func, b *ir.Block, g, lo, hi value.Value, body func(b *ir.Block, p value.Value) *ir.Block) *ir.Block {
	head, loop, done := f.NewBlock(""), f.NewBlock(""), f.NewBlock("")
	b.NewBr(head)
	i := head.NewPhi(ir.NewIncoming(lo, b))
	head.NewCondBr(head.NewICmp(enum.IPredSLT, i, hi), loop, done)
	base := r.genItemPtr(loop, k, g, 0)
	p := loop.NewGetElementPtr(Obj, base, i)
	next := body(loop, p)
	i.Incs = append(i.Incs, ir.NewIncoming(next.NewAdd(i, constant.NewInt(types.I64, 1)), next))
	next.NewBr(head)
	return done
}

func (r *Runtime) genCounts(b *ir.Block, g value.Value) (params, items value.Value) {
	params = b.NewSExt(b.NewLoad(types.I32, r.genField(b, g, genParams, types.I32)), types.I64)
	items = loadField(b, g, r.ABI.SizeofObject, types.I64)
	return params, items
}

// genTraverse is tp_traverse: the arguments always, the body's slots
// (copied at the last yield) while it is stopped at one.
func (r *Runtime) genTraverse(k *genKind) *ir.Func {
	f, done := r.helper(k.fn("traverse"), types.I32, ir.NewParam("g", Obj), ir.NewParam("visit", types.I8Ptr), ir.NewParam("arg", types.I8Ptr))
	if done {
		return f
	}
	g, visit, arg := f.Params[0], f.Params[1], f.Params[2]
	visitT := types.NewPointer(types.NewFunc(types.I32, Obj, types.I8Ptr))
	b := f.NewBlock("entry")
	params, items := r.genCounts(b, g)
	stopped := stateIs(b, r.genState(b, g), GenSuspended)
	hi := b.NewSelect(stopped, items, params)
	stop := f.NewBlock("stop")
	done2 := r.forItems(k, f, b, g, constant.NewInt(types.I64, 0), hi, func(b *ir.Block, p value.Value) *ir.Block {
		o := b.NewLoad(Obj, p)
		call, next := f.NewBlock(""), f.NewBlock("")
		b.NewCondBr(b.NewICmp(enum.IPredNE, o, Null), call, next)
		rc := call.NewCall(call.NewBitCast(visit, visitT), o, arg)
		call.NewCondBr(call.NewICmp(enum.IPredNE, rc, constant.NewInt(types.I32, 0)), stop, next)
		stop.NewRet(rc)
		return next
	})
	visitField := func(b *ir.Block, off int64, name string) *ir.Block {
		o := b.NewLoad(Obj, r.genField(b, g, off, Obj))
		call, stop, next := f.NewBlock(name), f.NewBlock(""), f.NewBlock("")
		b.NewCondBr(b.NewICmp(enum.IPredNE, o, Null), call, next)
		rc := call.NewCall(call.NewBitCast(visit, visitT), o, arg)
		call.NewCondBr(call.NewICmp(enum.IPredNE, rc, constant.NewInt(types.I32, 0)), stop, next)
		stop.NewRet(rc)
		return next
	}
	// The delegate, and the exception a handler keeps across a yield.
	end := visitField(visitField(done2, genDelegate, "delegate"), genExcValue, "excstate")
	if k.asyncGen {
		end = visitField(end, genHookFin, "finalizer")
	}
	end.NewRet(constant.NewInt(types.I32, 0))
	return f
}

// genClear is tp_clear: the collector breaks a cycle through a generator
// (already finalized, so closed) by dropping its frame and arguments.
func (r *Runtime) genClear(k *genKind) *ir.Func {
	f, done := r.helper(k.fn("clear"), types.I32, ir.NewParam("g", Obj))
	if done {
		return f
	}
	g := f.Params[0]
	b := f.NewBlock("entry")
	running, clear := f.NewBlock("running"), f.NewBlock("clear")
	b.NewCondBr(stateIs(b, r.genState(b, g), GenRunning), running, clear)
	running.NewRet(constant.NewInt(types.I32, 0))
	r.setGenState(clear, g, GenFinished)
	after := r.destroyFrame(k, f, clear, g)
	r.XDecref(after, r.takeReturn(after, g))
	r.XDecref(after, r.takeDelegate(after, g))
	if k.asyncGen {
		hook := r.genField(after, g, genHookFin, Obj)
		r.XDecref(after, after.NewLoad(Obj, hook))
		after.NewStore(Null, hook)
	}
	params, items := r.genCounts(after, g)
	// The copies of the body's slots are borrowed: forgotten; the
	// arguments are owned: released.
	mid := r.forItems(k, f, after, g, params, items, func(b *ir.Block, p value.Value) *ir.Block {
		b.NewStore(Null, p)
		return b
	})
	end := r.forItems(k, f, mid, g, constant.NewInt(types.I64, 0), params, func(b *ir.Block, p value.Value) *ir.Block {
		o := b.NewLoad(Obj, p)
		b.NewStore(Null, p)
		r.XDecref(b, o)
		return b
	})
	end.NewRet(constant.NewInt(types.I32, 0))
	return f
}

// genDealloc is tp_dealloc: finalize (which may resurrect), then drop
// everything and free the object and its type's reference.
func (r *Runtime) genDealloc(k *genKind) *ir.Func {
	f, done := r.helper(k.fn("dealloc"), types.Void, ir.NewParam("g", Obj))
	if done {
		return f
	}
	g := f.Params[0]
	b := f.NewBlock("entry")
	// Weak references die first, as in gen_dealloc, with g out of the
	// collector's sight meanwhile: their callbacks run Python code,
	// which may collect, and g has no references left.
	weak, final := f.NewBlock("weakrefs"), f.NewBlock("finalize")
	b.NewCondBr(b.NewICmp(enum.IPredNE, b.NewLoad(Obj, r.genField(b, g, genWeakrefs, Obj)), Null), weak, final)
	r.CallC(weak, capi.GCUnTrack, g)
	r.CallC(weak, capi.ObjectClearWeakRefs, g)
	r.CallC(weak, capi.GCTrack, g)
	weak.NewBr(final)
	b = final
	alive, gone := f.NewBlock("resurrected"), f.NewBlock("gone")
	rc := r.CallC(b, capi.CallFinalizerFromDealloc, g)
	b.NewCondBr(b.NewICmp(enum.IPredSLT, rc, constant.NewInt(types.I32, 0)), alive, gone)
	alive.NewRet(nil)
	r.CallC(gone, capi.GCUnTrack, g)
	gone.NewCall(r.genClear(k), g)
	r.XDecref(gone, gone.NewLoad(Obj, r.genField(gone, g, genName, Obj)))
	r.XDecref(gone, gone.NewLoad(Obj, r.genField(gone, g, genQualname, Obj)))
	tp := r.TypeOf(gone, g)
	r.CallC(gone, capi.GCDel, g)
	r.Decref(gone, tp)
	gone.NewRet(nil)
	return f
}

// genIter is tp_iter: the generator itself.
func (r *Runtime) genIter() *ir.Func {
	f, done := r.helper("sp.gen.iter", Obj, ir.NewParam("g", Obj))
	if done {
		return f
	}
	b := f.NewBlock("entry")
	r.Incref(b, f.Params[0])
	b.NewRet(f.Params[0])
	return f
}

// genRepr is tp_repr, CPython's "<generator object NAME at ADDR>" (or
// coroutine).
func (r *Runtime) genRepr(k *genKind) *ir.Func {
	f, done := r.helper(k.fn("repr"), Obj, ir.NewParam("g", Obj))
	if done {
		return f
	}
	g := f.Params[0]
	b := f.NewBlock("entry")
	q := b.NewLoad(Obj, r.genField(b, g, genQualname, Obj))
	b.NewRet(r.CallC(b, capi.UnicodeFromFormat, r.CString("<"+k.typeName+" object %S at %p>"), q, g))
	return f
}

// genRunning is the gi_running getter.
func (r *Runtime) genRunning() *ir.Func {
	f, done := r.helper("sp.gen.running", Obj, ir.NewParam("g", Obj), ir.NewParam("closure", types.I8Ptr))
	if done {
		return f
	}
	b := f.NewBlock("entry")
	v := b.NewSelect(stateIs(b, r.genState(b, f.Params[0]), GenRunning), r.True(), r.False())
	r.Incref(b, v)
	b.NewRet(v)
	return f
}

// genSuspended is the gi_suspended getter (3.11+).
func (r *Runtime) genSuspended() *ir.Func {
	f, done := r.helper("sp.gen.suspended", Obj, ir.NewParam("g", Obj), ir.NewParam("closure", types.I8Ptr))
	if done {
		return f
	}
	b := f.NewBlock("entry")
	v := b.NewSelect(stateIs(b, r.genState(b, f.Params[0]), GenSuspended), r.True(), r.False())
	r.Incref(b, v)
	b.NewRet(v)
	return f
}

func (r *Runtime) genMethods(k *genKind) *ir.Global {
	ptr := types.I8Ptr
	defT := types.NewStruct(ptr, ptr, types.I32, ptr)
	def := func(name string, fn *ir.Func, flags int64) constant.Constant {
		return constant.NewStruct(defT, r.CString(name).(constant.Constant), constant.NewBitCast(fn, ptr), constant.NewInt(types.I32, flags), constant.NewNull(ptr))
	}
	ms := []constant.Constant{
		def("send", r.genSend(k), methO),
		def("throw", r.genThrow(k), methFastcall),
		def("close", r.genClose(k), methNoArgs),
		constant.NewZeroInitializer(defT),
	}
	if k.asyncGen {
		ms = []constant.Constant{
			def("asend", r.agenAsend(), methO),
			def("athrow", r.agenAthrow(), methVarargs),
			def("aclose", r.agenAclose(), methNoArgs),
			constant.NewZeroInitializer(defT),
		}
	}
	g := r.M.NewGlobalDef(k.fn("methods"), constant.NewArray(types.NewArray(uint64(len(ms)), defT), ms...))
	g.Linkage = enum.LinkageInternal
	return g
}

func (r *Runtime) genMembers(k *genKind) *ir.Global {
	ptr := types.I8Ptr
	memberT := types.NewStruct(ptr, types.I32, types.I64, types.I32, ptr)
	member := func(name string, off int64) constant.Constant {
		return constant.NewStruct(memberT, r.CString(name).(constant.Constant), constant.NewInt(types.I32, memberObject),
			constant.NewInt(types.I64, r.ABI.SizeofObject+8+off), constant.NewInt(types.I32, memberReadonly), constant.NewNull(ptr))
	}
	weaklist := constant.NewStruct(memberT, r.CString("__weaklistoffset__").(constant.Constant), constant.NewInt(types.I32, memberPySsizeT),
		constant.NewInt(types.I64, r.ABI.SizeofObject+8+genWeakrefs), constant.NewInt(types.I32, memberReadonly), constant.NewNull(ptr))
	ms := []constant.Constant{member("__name__", genName), member("__qualname__", genQualname), weaklist, constant.NewZeroInitializer(memberT)}
	g := r.M.NewGlobalDef(k.fn("members"), constant.NewArray(types.NewArray(uint64(len(ms)), memberT), ms...))
	g.Linkage, g.Immutable = enum.LinkageInternal, true
	return g
}

func (r *Runtime) genGetset(k *genKind) *ir.Global {
	ptr := types.I8Ptr
	getsetT := types.NewStruct(ptr, ptr, ptr, ptr, ptr)
	get := func(name string, fn *ir.Func) constant.Constant {
		return constant.NewStruct(getsetT, r.CString(name).(constant.Constant), constant.NewBitCast(fn, ptr), constant.NewNull(ptr), constant.NewNull(ptr), constant.NewNull(ptr))
	}
	gs := []constant.Constant{get(k.attr+"running", r.genRunning()), get(k.attr+"suspended", r.genSuspended()), get(k.yieldFrom, r.genYieldFrom())}
	if k.asyncGen {
		// ag_running is true while an awaitable of it runs (also
		// across the awaits of its body), not only while the body
		// runs; ag_suspended is 3.12's.
		gs = []constant.Constant{get("ag_running", r.agenRunning()), get("ag_await", r.genYieldFrom())}
		if r.ABI.Version != "3.11" {
			gs = append(gs, get("ag_suspended", r.genSuspended()))
		}
	}
	if k.coroutine {
		gs = append(gs, get("cr_origin", r.coroOrigin()))
	}
	gs = append(gs, constant.NewZeroInitializer(getsetT))
	g := r.M.NewGlobalDef(k.fn("getset"), constant.NewArray(types.NewArray(uint64(len(gs)), getsetT), gs...))
	g.Linkage, g.Immutable = enum.LinkageInternal, true
	return g
}
