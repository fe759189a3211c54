// This file implements native coroutines: an async def compiled
// natively is a generator body (generator.go, yieldfrom.go) whose object
// is of the module's coroutine type. What differs from a generator:
//
//   - the type is no iterator: `await` (and asyncio) get one from its
//     __await__, a coroutine_wrapper as CPython's coro_wrapper (next,
//     send, throw and close of the coroutine);
//   - `await x` delegates as `yield from` does, to the iterator
//     GET_AWAITABLE gets (sp.coro.awaitable);
//   - resuming one that ended raises RuntimeError, and one that is
//     destroyed before it ever ran warns "coroutine ... was never
//     awaited" through warnings._warn_unawaited_coroutine, as CPython's
//     _PyErr_WarnUnawaitedCoroutine does;
//   - the messages say coroutine, the getters are cr_running,
//     cr_suspended, cr_await and cr_origin (always None: origin tracking
//     is the interpreter's).

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

const (
	slotAmAwait = 77 // Py_am_await

	// coIterableCoroutine is CO_ITERABLE_COROUTINE: a generator made by
	// types.coroutine, which await accepts as it is.
	coIterableCoroutine = 0x100
)

// coroNames are the names the coroutine type's functions look up; they
// are requested before the type is made (see genType).
var coroNames = []string{"_warn_unawaited_coroutine"}

// wrapperCoro is the address of a coroutine_wrapper's coroutine.
func (r *Runtime) wrapperCoro(b *ir.Block, w value.Value) value.Value {
	return fieldPtr(b, w, r.ABI.SizeofObject, Obj)
}

// coroAwait is the coroutine's am_await (__await__): a new
// coroutine_wrapper of it.
func (r *Runtime) coroAwait() *ir.Func {
	f, done := r.helper("sp.coro.await", Obj, ir.NewParam("c", Obj))
	if done {
		return f
	}
	c := f.Params[0]
	b := f.NewBlock("entry")
	w := r.CallC(b, capi.TypeGenericAlloc, b.NewLoad(Obj, r.coroWrapperType()), constant.NewInt(types.I64, 0))
	fail, ok := f.NewBlock("fail"), f.NewBlock("ok")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, w, Null), fail, ok)
	fail.NewRet(Null)
	r.Incref(ok, c)
	ok.NewStore(c, r.wrapperCoro(ok, w))
	ok.NewRet(w)
	return f
}

// coroWrapperType is the slot of the coroutine_wrapper type, made at
// import with the coroutine type.
func (r *Runtime) coroWrapperType() *ir.Global {
	return r.constSlot("type:coroutine_wrapper", func(r *Runtime, b *ir.Block) value.Value {
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
			def("send", r.wrapperForward("send", r.genSend(coroutineKind)), methO),
			def("throw", r.wrapperThrow(), methFastcall),
			def("close", r.wrapperForward("close", r.genClose(coroutineKind)), methNoArgs),
			constant.NewZeroInitializer(defT),
		}
		mg := r.M.NewGlobalDef("sp.coro.wrapper.methods", constant.NewArray(types.NewArray(uint64(len(ms)), defT), ms...))
		mg.Linkage = enum.LinkageInternal
		slots := []constant.Constant{
			slot(slotTpDealloc, r.wrapperDealloc()),
			slot(slotTpTraverse, r.wrapperTraverse()),
			slot(slotTpIter, r.genIter()),
			slot(slotTpIternext, r.wrapperNext()),
			slot(slotTpMethods, mg),
			constant.NewZeroInitializer(slotT),
		}
		sg := r.M.NewGlobalDef("sp.coro.wrapper.slots", constant.NewArray(types.NewArray(uint64(len(slots)), slotT), slots...))
		sg.Linkage, sg.Immutable = enum.LinkageInternal, true
		specT := types.NewStruct(ptr, types.I32, types.I32, types.I32, ptr)
		spec := constant.NewStruct(specT,
			r.CString("builtins.coroutine_wrapper").(constant.Constant),
			constant.NewInt(types.I32, r.ABI.SizeofObject+8), constant.NewInt(types.I32, 0),
			constant.NewInt(types.I32, flagHaveGC|flagImmutableType|flagDisallowInstantiate|flagHaveVersionTag),
			constant.NewBitCast(sg, ptr))
		g := r.M.NewGlobalDef("sp.coro.wrapper.spec", spec)
		g.Linkage, g.Immutable = enum.LinkageInternal, true
		return r.builtinTypeFromSpec(b, constant.NewBitCast(g, ptr), "coroutine_wrapper")
	})
}

// wrapperForward is a one-argument method of the wrapper (send, close)
// that calls fn(coroutine, arg).
func (r *Runtime) wrapperForward(name string, fn *ir.Func) *ir.Func {
	f, done := r.helper("sp.coro.wrapper."+name, Obj, ir.NewParam("w", Obj), ir.NewParam("arg", Obj))
	if done {
		return f
	}
	b := f.NewBlock("entry")
	c := b.NewLoad(Obj, r.wrapperCoro(b, f.Params[0]))
	b.NewRet(b.NewCall(fn, c, f.Params[1]))
	return f
}

// wrapperThrow is the wrapper's throw: the coroutine's.
func (r *Runtime) wrapperThrow() *ir.Func {
	f, done := r.helper("sp.coro.wrapper.throw", Obj, ir.NewParam("w", Obj), ir.NewParam("args", ObjPtr), ir.NewParam("nargs", types.I64))
	if done {
		return f
	}
	b := f.NewBlock("entry")
	c := b.NewLoad(Obj, r.wrapperCoro(b, f.Params[0]))
	b.NewRet(b.NewCall(r.genThrow(coroutineKind), c, f.Params[1], f.Params[2]))
	return f
}

// wrapperNext is the wrapper's tp_iternext: the coroutine resumed with
// None, its end signalled as a generator's __next__ signals it.
func (r *Runtime) wrapperNext() *ir.Func {
	f, done := r.helper("sp.coro.wrapper.next", Obj, ir.NewParam("w", Obj))
	if done {
		return f
	}
	b := f.NewBlock("entry")
	c := b.NewLoad(Obj, r.wrapperCoro(b, f.Params[0]))
	b.NewRet(b.NewCall(r.genSendCore(coroutineKind, "next.core", true), c, r.None()))
	return f
}

func (r *Runtime) wrapperTraverse() *ir.Func {
	f, done := r.helper("sp.coro.wrapper.traverse", types.I32, ir.NewParam("w", Obj), ir.NewParam("visit", types.I8Ptr), ir.NewParam("arg", types.I8Ptr))
	if done {
		return f
	}
	visitT := types.NewPointer(types.NewFunc(types.I32, Obj, types.I8Ptr))
	b := f.NewBlock("entry")
	c := b.NewLoad(Obj, r.wrapperCoro(b, f.Params[0]))
	visit, none := f.NewBlock("coro"), f.NewBlock("none")
	b.NewCondBr(b.NewICmp(enum.IPredNE, c, Null), visit, none)
	visit.NewRet(visit.NewCall(visit.NewBitCast(f.Params[1], visitT), c, f.Params[2]))
	none.NewRet(constant.NewInt(types.I32, 0))
	return f
}

func (r *Runtime) wrapperDealloc() *ir.Func {
	f, done := r.helper("sp.coro.wrapper.dealloc", types.Void, ir.NewParam("w", Obj))
	if done {
		return f
	}
	w := f.Params[0]
	b := f.NewBlock("entry")
	r.CallC(b, capi.GCUnTrack, w)
	p := r.wrapperCoro(b, w)
	c := b.NewLoad(Obj, p)
	b.NewStore(Null, p)
	r.XDecref(b, c)
	tp := r.TypeOf(b, w)
	r.CallC(b, capi.GCDel, w)
	r.Decref(b, tp)
	b.NewRet(nil)
	return f
}

// coroOrigin is the cr_origin getter: None (the interpreter records an
// origin only with sys.set_coroutine_origin_tracking_depth).
func (r *Runtime) coroOrigin() *ir.Func {
	f, done := r.helper("sp.coro.origin", Obj, ir.NewParam("c", Obj), ir.NewParam("closure", types.I8Ptr))
	if done {
		return f
	}
	b := f.NewBlock("entry")
	r.Incref(b, r.None())
	b.NewRet(r.None())
	return f
}

// coroUnawaited emits, in b, the warning for coroutine c destroyed
// before it ran: warnings._warn_unawaited_coroutine(c), whose errors
// are unraisable.
func (r *Runtime) coroUnawaited(f *ir.Func, b *ir.Block, c value.Value) *ir.Block {
	done, failed := f.NewBlock("warned"), f.NewBlock("warn.failed")
	mod := r.CallC(b, capi.ImportModule, r.CString("warnings"))
	got := f.NewBlock("warn.module")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, mod, Null), failed, got)
	fn := r.CallC(got, capi.ObjectGetAttr, mod, got.NewLoad(Obj, r.Name("_warn_unawaited_coroutine")))
	r.Decref(got, mod)
	call := f.NewBlock("warn.call")
	got.NewCondBr(got.NewICmp(enum.IPredEQ, fn, Null), failed, call)
	res := r.CallC(call, capi.ObjectCallOneArg, fn, c)
	r.Decref(call, fn)
	warned := f.NewBlock("warn.done")
	call.NewCondBr(call.NewICmp(enum.IPredEQ, res, Null), failed, warned)
	r.Decref(warned, res)
	warned.NewBr(done)
	r.CallC(failed, capi.ErrWriteUnraisable, c)
	failed.NewBr(done)
	return done
}

// isIterableCoroutine emits whether o is a generator made by
// types.coroutine (its code has CO_ITERABLE_COROUTINE), which await
// takes as a coroutine; an error reading the flags counts as no.
func (r *Runtime) isIterableCoroutine(f *ir.Func, b *ir.Block, o value.Value) (value.Value, *ir.Block) {
	gen, code, flags, done := f.NewBlock("gen"), f.NewBlock("gen.code"), f.NewBlock("gen.flags"), f.NewBlock("gen.done")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, r.TypeOf(b, o), r.Object("PyGen_Type")), gen, done)
	co := r.CallC(gen, capi.ObjectGetAttr, o, gen.NewLoad(Obj, r.Name("gi_code")))
	gen.NewCondBr(gen.NewICmp(enum.IPredEQ, co, Null), done, code)
	fl := r.CallC(code, capi.ObjectGetAttr, co, code.NewLoad(Obj, r.Name("co_flags")))
	r.Decref(code, co)
	code.NewCondBr(code.NewICmp(enum.IPredEQ, fl, Null), done, flags)
	n := r.CallC(flags, capi.LongAsLongLongAndOverflow, fl, flags.NewAlloca(types.I32))
	r.Decref(flags, fl)
	set := flags.NewICmp(enum.IPredNE, flags.NewAnd(n, constant.NewInt(types.I64, coIterableCoroutine)), constant.NewInt(types.I64, 0))
	yes := flags.NewAnd(set, flags.NewICmp(enum.IPredNE, n, constant.NewInt(types.I64, -1)))
	flags.NewBr(done)
	is := done.NewPhi(ir.NewIncoming(constant.False, b), ir.NewIncoming(constant.False, gen), ir.NewIncoming(constant.False, code), ir.NewIncoming(yes, flags))
	// A failed lookup leaves no exception behind.
	r.CallC(done, capi.ErrClear)
	return is, done
}

// AwaitableFunc returns sp.coro.awaitable(o), GET_AWAITABLE: the
// iterator `await o` delegates to (new reference; NULL with an
// exception). A coroutine (ours, the interpreter's, or a types.coroutine
// generator) is its own, unless something awaits it already; anything
// else gives one from its __await__, which must be an iterator and not a
// coroutine.
func (r *Runtime) AwaitableFunc() *ir.Func {
	return r.awaitable("sp.coro.awaitable", true)
}

// awaitableIter is sp.coro.awaitableiter(o), _PyCoro_GetAwaitableIter:
// AwaitableFunc without the test that a coroutine is not awaited
// already (GET_ANEXT's awaitable).
func (r *Runtime) awaitableIter() *ir.Func {
	return r.awaitable("sp.coro.awaitableiter", false)
}

func (r *Runtime) awaitable(name string, busyCheck bool) *ir.Func {
	for _, n := range []string{"gi_code", "co_flags", "cr_await"} {
		r.Name(n)
	}
	f, done := r.helper(name, Obj, ir.NewParam("o", Obj))
	if done {
		return f
	}
	o := f.Params[0]
	b := f.NewBlock("entry")
	tp := r.TypeOf(b, o)
	ours, notOurs := f.NewBlock("ours"), f.NewBlock("not.ours")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, tp, b.NewLoad(Obj, r.genType(coroutineKind))), ours, notOurs)
	busy, take := f.NewBlock("busy"), f.NewBlock("take")
	r.RaiseString(busy, "PyExc_RuntimeError", "coroutine is being awaited already")
	busy.NewRet(Null)
	r.Incref(take, o)
	take.NewRet(o)
	theirs, other := f.NewBlock("theirs"), f.NewBlock("other")
	notOurs.NewCondBr(notOurs.NewICmp(enum.IPredEQ, tp, r.Object("PyCoro_Type")), theirs, other)
	if busyCheck {
		d := ours.NewLoad(Obj, r.genField(ours, o, genDelegate, Obj))
		ours.NewCondBr(ours.NewICmp(enum.IPredNE, d, Null), busy, take)
		// The interpreter's coroutine: busy while its cr_await is not None.
		aw := r.CallC(theirs, capi.ObjectGetAttr, o, theirs.NewLoad(Obj, r.Name("cr_await")))
		failed, got := f.NewBlock("cr_await.failed"), f.NewBlock("cr_await")
		theirs.NewCondBr(theirs.NewICmp(enum.IPredEQ, aw, Null), failed, got)
		failed.NewRet(Null)
		r.Decref(got, aw)
		got.NewCondBr(got.NewICmp(enum.IPredEQ, aw, r.None()), take, busy)
	} else {
		ours.NewBr(take)
		theirs.NewBr(take)
	}

	isGen, notGen := r.isIterableCoroutine(f, other, o)
	slotless := f.NewBlock("no.await")
	call := f.NewBlock("await")
	notGen.NewCondBr(isGen, take, call)
	fnp := r.CallC(call, capi.TypeGetSlot, tp, constant.NewInt(types.I32, slotAmAwait))
	hasSlot := f.NewBlock("has.await")
	call.NewCondBr(call.NewICmp(enum.IPredEQ, fnp, Null), slotless, hasSlot)
	r.RaiseFormat(slotless, "PyExc_TypeError", "object %.100s can't be used in 'await' expression", r.TypeName(slotless, o))
	slotless.NewRet(Null)
	it := hasSlot.NewCall(hasSlot.NewBitCast(fnp, types.NewPointer(types.NewFunc(Obj, Obj))), o)
	raised, gotIt := f.NewBlock("await.raised"), f.NewBlock("await.got")
	hasSlot.NewCondBr(hasSlot.NewICmp(enum.IPredEQ, it, Null), raised, gotIt)
	raised.NewRet(Null)
	itTp := r.TypeOf(gotIt, it)
	isCoro := gotIt.NewOr(gotIt.NewICmp(enum.IPredEQ, itTp, r.Object("PyCoro_Type")), gotIt.NewICmp(enum.IPredEQ, itTp, gotIt.NewLoad(Obj, r.genType(coroutineKind))))
	coro, iterable := f.NewBlock("await.coroutine"), f.NewBlock("await.iterable")
	gotIt.NewCondBr(isCoro, coro, iterable)
	r.Decref(coro, it)
	r.RaiseString(coro, "PyExc_TypeError", "__await__() returned a coroutine")
	coro.NewRet(Null)
	isIter := r.CallC(iterable, capi.IterCheck, it)
	good, bad := f.NewBlock("await.iterator"), f.NewBlock("await.noniterator")
	iterable.NewCondBr(iterable.NewICmp(enum.IPredNE, isIter, constant.NewInt(types.I32, 0)), good, bad)
	good.NewRet(it)
	r.RaiseFormat(bad, "PyExc_TypeError", "__await__() returned non-iterator of type '%.100s'", r.TypeName(bad, it))
	r.Decref(bad, it)
	bad.NewRet(Null)
	return f
}
