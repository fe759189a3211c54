// This file implements the runtime side of `async with` and `async for`
// in native coroutines (lower/async.go): the lookups and checks of
// CPython's BEFORE_ASYNC_WITH, GET_AITER and GET_ANEXT, and
// GET_AWAITABLE's messages for what __aenter__ and __aexit__ return.
// The awaits themselves are the body's own (sp.coro.delegate).

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// The slots of the asynchronous protocol
// (Include/typeslots.h).
const (
	slotAmAiter = 78 // Py_am_aiter
	slotAmAnext = 79 // Py_am_anext
)

// typeNameRaw is tp_name as CPython's messages print it (%.100s).
func (r *Runtime) typeNameRaw(b *ir.Block, tp value.Value) value.Value {
	return loadField(b, tp, r.ABI.OffsetTypeName, types.I8Ptr)
}

// typeSlot is PyType_GetSlot(tp, id) as a pointer to a function of
// type fn (NULL when the type has none).
func (r *Runtime) typeSlot(b *ir.Block, tp value.Value, id int64, fn *types.FuncType) value.Value {
	return b.NewBitCast(r.CallC(b, capi.TypeGetSlot, tp, constant.NewInt(types.I32, id)), types.NewPointer(fn))
}

// lookupSpecial is sp.lookupspecial(o, name), _PyObject_LookupSpecial:
// name looked up on o's type (never the instance), bound through the
// descriptor's __get__ when it has one. New reference; NULL without an
// exception when the type has no such attribute, NULL with one when
// __get__ raised.
func (r *Runtime) lookupSpecial() *ir.Func {
	f, done := r.helper("sp.lookupspecial", Obj, ir.NewParam("o", Obj), ir.NewParam("name", Obj))
	if done {
		return f
	}
	o, name := f.Params[0], f.Params[1]
	b := f.NewBlock("entry")
	tp := r.TypeOf(b, o)
	d := r.CallC(b, capi.TypeLookup, tp, name)
	missing, found := f.NewBlock("missing"), f.NewBlock("found")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, d, Null), missing, found)
	missing.NewRet(Null)
	get := r.typeSlot(found, r.TypeOf(found, d), slotTpDescrGet, types.NewFunc(Obj, Obj, Obj, Obj))
	plain, bind := f.NewBlock("plain"), f.NewBlock("bind")
	found.NewCondBr(found.NewICmp(enum.IPredEQ, get, constant.NewNull(get.Type().(*types.PointerType))), plain, bind)
	r.Incref(plain, d)
	plain.NewRet(d)
	bind.NewRet(bind.NewCall(get, d, o, tp))
	return f
}

// WithEnterFunc returns sp.with.enter(mgr, exit) (sp.async.enter for
// async): BEFORE_WITH (BEFORE_ASYNC_WITH) of `with mgr`: __enter__ and
// __exit__ (__aenter__, __aexit__) looked up on mgr's type, never the
// instance (CPython's TypeError when either is missing), the bound exit
// stored in *exit (new), and enter called: its result (new; NULL with an
// exception), which an async with then awaits.
func (r *Runtime) WithEnterFunc(async bool) *ir.Func {
	name, enterName, exitName, protocol := "sp.with.enter", "__enter__", "__exit__", "context manager protocol"
	if async {
		name, enterName, exitName, protocol = "sp.async.enter", "__aenter__", "__aexit__", "asynchronous context manager protocol"
	}
	r.Name(enterName)
	r.Name(exitName)
	f, done := r.helper(name, Obj, ir.NewParam("mgr", Obj), ir.NewParam("exit", ObjPtr))
	if done {
		return f
	}
	mgr, exitp := f.Params[0], f.Params[1]
	b := f.NewBlock("entry")
	// missing ends a failed lookup: the exception __get__ raised, or
	// CPython's TypeError when the type has no such attribute.
	missing := func(null *ir.Block, name, msg string) {
		raised, absent := f.NewBlock(name+".raised"), f.NewBlock(name+".absent")
		null.NewCondBr(null.NewICmp(enum.IPredNE, r.CallC(null, capi.ErrOccurred), Null), raised, absent)
		raised.NewRet(Null)
		r.RaiseFormat(absent, "PyExc_TypeError", msg, r.typeNameRaw(absent, r.TypeOf(absent, mgr)))
		absent.NewRet(Null)
	}
	enter := b.NewCall(r.lookupSpecial(), mgr, b.NewLoad(Obj, r.Name(enterName)))
	enterNull, haveEnter := f.NewBlock(enterName+".null"), f.NewBlock(enterName)
	b.NewCondBr(b.NewICmp(enum.IPredEQ, enter, Null), enterNull, haveEnter)
	missing(enterNull, enterName, "'%.200s' object does not support the "+protocol)
	exit := haveEnter.NewCall(r.lookupSpecial(), mgr, haveEnter.NewLoad(Obj, r.Name(exitName)))
	exitNull, ok := f.NewBlock(exitName+".null"), f.NewBlock(exitName)
	haveEnter.NewCondBr(haveEnter.NewICmp(enum.IPredEQ, exit, Null), exitNull, ok)
	r.Decref(exitNull, enter)
	missing(exitNull, exitName, "'%.200s' object does not support the "+protocol+" (missed "+exitName+" method)")
	ok.NewStore(exit, exitp)
	res := r.CallC(ok, capi.ObjectCallNoArgs, enter)
	r.Decref(ok, enter)
	ok.NewRet(res)
	return f
}

// AsyncWithAwaitableFunc returns sp.async.awaitable.aenter(o) (or
// .aexit): the iterator `await o` delegates to (AwaitableFunc), where o
// is what __aenter__ (or __aexit__) returned; when o's type has no
// __await__ at all, the error is GET_AWAITABLE's for async with.
// o is borrowed; new reference, NULL with an exception.
func (r *Runtime) AsyncWithAwaitableFunc(exit bool) *ir.Func {
	which := "__aenter__"
	name := "sp.async.awaitable.aenter"
	if exit {
		which, name = "__aexit__", "sp.async.awaitable.aexit"
	}
	f, done := r.helper(name, Obj, ir.NewParam("o", Obj))
	if done {
		return f
	}
	o := f.Params[0]
	b := f.NewBlock("entry")
	it := b.NewCall(r.AwaitableFunc(), o)
	failed, got := f.NewBlock("failed"), f.NewBlock("got")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, it, Null), failed, got)
	got.NewRet(it)
	tp := r.TypeOf(failed, o)
	await := r.typeSlot(failed, tp, slotAmAwait, types.NewFunc(Obj, Obj))
	noAwait, keep := f.NewBlock("noawait"), f.NewBlock("keep")
	failed.NewCondBr(failed.NewICmp(enum.IPredEQ, await, constant.NewNull(await.Type().(*types.PointerType))), noAwait, keep)
	keep.NewRet(Null)
	r.RaiseFormat(noAwait, "PyExc_TypeError", "'async with' received an object from "+which+" that does not implement __await__: %.100s", r.typeNameRaw(noAwait, tp))
	noAwait.NewRet(Null)
	return f
}

// AsyncIterFunc returns sp.async.aiter(o), GET_AITER: o's type's
// __aiter__ (am_aiter), whose result must have __anext__. New
// reference; NULL with an exception.
func (r *Runtime) AsyncIterFunc() *ir.Func {
	f, done := r.helper("sp.async.aiter", Obj, ir.NewParam("o", Obj))
	if done {
		return f
	}
	o := f.Params[0]
	b := f.NewBlock("entry")
	tp := r.TypeOf(b, o)
	unary := types.NewFunc(Obj, Obj)
	aiter := r.typeSlot(b, tp, slotAmAiter, unary)
	none, call := f.NewBlock("noaiter"), f.NewBlock("aiter")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, aiter, constant.NewNull(aiter.Type().(*types.PointerType))), none, call)
	r.RaiseFormat(none, "PyExc_TypeError", "'async for' requires an object with __aiter__ method, got %.100s", r.typeNameRaw(none, tp))
	none.NewRet(Null)
	it := call.NewCall(aiter, o)
	failed, got := f.NewBlock("failed"), f.NewBlock("got")
	call.NewCondBr(call.NewICmp(enum.IPredEQ, it, Null), failed, got)
	failed.NewRet(Null)
	itTp := r.TypeOf(got, it)
	anext := r.typeSlot(got, itTp, slotAmAnext, unary)
	bad, good := f.NewBlock("noanext"), f.NewBlock("good")
	got.NewCondBr(got.NewICmp(enum.IPredEQ, anext, constant.NewNull(anext.Type().(*types.PointerType))), bad, good)
	r.RaiseFormat(bad, "PyExc_TypeError", "'async for' received an object from __aiter__ that does not implement __anext__: %.100s", r.typeNameRaw(bad, itTp))
	r.Decref(bad, it)
	bad.NewRet(Null)
	good.NewRet(it)
	return f
}

// AsyncNextFunc returns sp.async.anext(it), GET_ANEXT: the awaitable of
// it.__anext__() (am_anext), which the loop's head awaits: an
// asynchronous generator's own as it is, anything else's through
// __await__ (TypeError from the cause when it has none). it is
// borrowed; new reference, NULL with an exception. asyncGens says
// whether the module has native asynchronous generators, whose
// awaitables are taken as they are too.
func (r *Runtime) AsyncNextFunc(asyncGens bool) *ir.Func {
	name := "sp.async.anext"
	if asyncGens {
		name = "sp.async.anext.natives"
	}
	f, done := r.helper(name, Obj, ir.NewParam("it", Obj))
	if done {
		return f
	}
	it := f.Params[0]
	b := f.NewBlock("entry")
	tp := r.TypeOf(b, it)
	if asyncGens {
		// One of the module's own asynchronous generators: its
		// __anext__ called directly, its awaitable taken as it is.
		own, other := f.NewBlock("own"), f.NewBlock("")
		b.NewCondBr(b.NewICmp(enum.IPredEQ, tp, b.NewLoad(Obj, r.genType(asyncGenKind))), own, other)
		own.NewRet(own.NewCall(r.agenAnext(), it))
		b = other
	}
	unary := types.NewFunc(Obj, Obj)
	anext := r.typeSlot(b, tp, slotAmAnext, unary)
	none, call := f.NewBlock("noanext"), f.NewBlock("anext")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, anext, constant.NewNull(anext.Type().(*types.PointerType))), none, call)
	r.RaiseFormat(none, "PyExc_TypeError", "'async for' requires an iterator with __anext__ method, got %.100s", r.typeNameRaw(none, tp))
	none.NewRet(Null)
	next := call.NewCall(anext, it)
	failed, got := f.NewBlock("failed"), f.NewBlock("got")
	call.NewCondBr(call.NewICmp(enum.IPredEQ, next, Null), failed, got)
	failed.NewRet(Null)
	asyncGen, other := f.NewBlock("asyncgen"), f.NewBlock("other")
	got.NewCondBr(got.NewICmp(enum.IPredEQ, tp, r.Object("PyAsyncGen_Type")), asyncGen, other)
	asyncGen.NewRet(next)
	aw := other.NewCall(r.awaitableIter(), next)
	bad, good := f.NewBlock("invalid"), f.NewBlock("good")
	other.NewCondBr(other.NewICmp(enum.IPredEQ, aw, Null), bad, good)
	r.chainErrorWith(bad, func(b *ir.Block) {
		r.RaiseFormat(b, "PyExc_TypeError", "'async for' received an invalid object from __anext__: %.100s", r.typeNameRaw(b, r.TypeOf(b, next)))
	})
	r.Decref(bad, next)
	bad.NewRet(Null)
	r.Decref(good, next)
	good.NewRet(aw)
	return f
}
