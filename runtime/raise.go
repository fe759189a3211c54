// This file implements the helpers behind raise and sequence unpacking.

package runtime

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// RaiseFunc returns `void @sp.raise(PyObject* exc, PyObject* cause, i32 hasCause)`,
// which sets the exception `raise exc [from cause]` raises, as CPython's
// do_raise: a class is instantiated; anything not deriving from
// BaseException is a TypeError; `from None` suppresses the context.
func (r *Runtime) RaiseFunc() *ir.Func {
	f, done := r.helper("sp.raise", types.Void, ir.NewParam("exc", Obj), ir.NewParam("cause", Obj), ir.NewParam("hascause", types.I32))
	if done {
		return f
	}
	exc, cause, hasCause := f.Params[0], f.Params[1], f.Params[2]
	entry := f.NewBlock("entry")
	out := f.NewBlock("out")
	out.NewRet(nil)
	bad := f.NewBlock("notexc")
	r.RaiseString(bad, "PyExc_TypeError", "exceptions must derive from BaseException")
	bad.NewBr(out)

	// value, type := instance of exc
	isClass := hasFlag(entry, r.TypeFlags(entry, r.TypeOf(entry, exc)), FlagType)
	cls, inst := f.NewBlock("class"), f.NewBlock("instance")
	entry.NewCondBr(isClass, cls, inst)
	clsOK := f.NewBlock("calls")
	cls.NewCondBr(hasFlag(cls, r.TypeFlags(cls, exc), FlagBaseExc), clsOK, bad)
	made := r.CallC(clsOK, capi.ObjectCallNoArgs, exc)
	madeOK := f.NewBlock("made")
	clsOK.NewCondBr(clsOK.NewICmp(enum.IPredEQ, made, Null), out, madeOK)
	instOK := f.NewBlock("isexc")
	inst.NewCondBr(hasFlag(inst, r.TypeFlags(inst, r.TypeOf(inst, exc)), FlagBaseExc), instOK, bad)
	r.Incref(instOK, exc)

	haveValue := f.NewBlock("value")
	madeOK.NewBr(haveValue)
	instOK.NewBr(haveValue)
	v := haveValue.NewPhi(ir.NewIncoming(made, madeOK), ir.NewIncoming(exc, instOK))

	set := f.NewBlock("set")
	withCause := f.NewBlock("hascause.b")
	haveValue.NewCondBr(haveValue.NewICmp(enum.IPredNE, hasCause, constant.NewInt(types.I32, 0)), withCause, set)

	// The cause: None, a class (instantiated) or an instance.
	badCause := f.NewBlock("badcause")
	r.RaiseString(badCause, "PyExc_TypeError", "exception causes must derive from BaseException")
	r.Decref(badCause, v)
	badCause.NewBr(out)
	isNone := withCause.NewICmp(enum.IPredEQ, cause, r.None())
	noneB, someB := f.NewBlock("causenone"), f.NewBlock("causesome")
	withCause.NewCondBr(isNone, noneB, someB)
	r.CallC(noneB, capi.ExceptionSetCause, v, Null)
	noneB.NewBr(set)
	cClass, cInst := f.NewBlock("causeclass"), f.NewBlock("causeinst")
	someB.NewCondBr(hasFlag(someB, r.TypeFlags(someB, r.TypeOf(someB, cause)), FlagType), cClass, cInst)
	cClassOK := f.NewBlock("causecall")
	cClass.NewCondBr(hasFlag(cClass, r.TypeFlags(cClass, cause), FlagBaseExc), cClassOK, badCause)
	cm := r.CallC(cClassOK, capi.ObjectCallNoArgs, cause)
	cMade := f.NewBlock("causemade")
	cFail := f.NewBlock("causefail")
	r.Decref(cFail, v)
	cFail.NewBr(out)
	cClassOK.NewCondBr(cClassOK.NewICmp(enum.IPredEQ, cm, Null), cFail, cMade)
	r.CallC(cMade, capi.ExceptionSetCause, v, cm)
	cMade.NewBr(set)
	cInstOK := f.NewBlock("causeisexc")
	cInst.NewCondBr(hasFlag(cInst, r.TypeFlags(cInst, r.TypeOf(cInst, cause)), FlagBaseExc), cInstOK, badCause)
	r.Incref(cInstOK, cause)
	r.CallC(cInstOK, capi.ExceptionSetCause, v, cause)
	cInstOK.NewBr(set)

	r.CallC(set, capi.ErrSetObject, r.TypeOf(set, v), v)
	r.Decref(set, v)
	set.NewBr(out)
	return f
}

// UnpackFunc returns `i32 @sp.unpack(PyObject* v, i64 n, PyObject** out)`:
// exactly n items of v into out (new references), or -1 with CPython's
// errors: cannot unpack non-iterable X object, not enough values to
// unpack (expected n, got k), too many values to unpack (expected n).
func (r *Runtime) UnpackFunc() *ir.Func {
	f, done := r.helper("sp.unpack", types.I32, ir.NewParam("v", Obj), ir.NewParam("n", types.I64), ir.NewParam("out", ObjPtr))
	if done {
		return f
	}
	v, n, out := f.Params[0], f.Params[1], f.Params[2]
	// An exact tuple or list of exactly n items is copied out directly,
	// as UNPACK_SEQUENCE_TUPLE/LIST do: iterating either yields its items
	// in order and runs no Python code, so skipping the iterator is not
	// observable. Any other object, or another length (whose error
	// message needs the iteration), takes the iterator.
	first := f.NewBlock("first")
	tp := r.TypeOf(first, v)
	isList := first.NewICmp(enum.IPredEQ, tp, r.CData("PyList_Type"))
	isTuple := first.NewICmp(enum.IPredEQ, tp, r.CData("PyTuple_Type"))
	seq, sized, list, tuple, copyHead, copyBody, copied := f.NewBlock("seq"), f.NewBlock("seq.sized"), f.NewBlock("seq.list"), f.NewBlock("seq.tuple"), f.NewBlock("copy.head"), f.NewBlock("copy.body"), f.NewBlock("copied")
	entry := f.NewBlock("entry")
	first.NewCondBr(first.NewOr(isList, isTuple), seq, entry)
	seq.NewCondBr(seq.NewICmp(enum.IPredEQ, loadField(seq, v, r.ABI.OffsetVarSize, types.I64), n), sized, entry)
	sized.NewCondBr(isList, list, tuple)
	listItems := r.ListItems(list, v)
	list.NewBr(copyHead)
	tupleItems := r.TupleItems(tuple, v)
	tuple.NewBr(copyHead)
	items := copyHead.NewPhi(ir.NewIncoming(listItems, list), ir.NewIncoming(tupleItems, tuple))
	k := copyHead.NewPhi(ir.NewIncoming(constant.NewInt(types.I64, 0), list), ir.NewIncoming(constant.NewInt(types.I64, 0), tuple))
	copyHead.NewCondBr(copyHead.NewICmp(enum.IPredSLT, k, n), copyBody, copied)
	item0 := copyBody.NewLoad(Obj, copyBody.NewGetElementPtr(Obj, items, k))
	r.Incref(copyBody, item0)
	copyBody.NewStore(item0, copyBody.NewGetElementPtr(Obj, out, k))
	kn := copyBody.NewAdd(k, constant.NewInt(types.I64, 1))
	copyBody.NewBr(copyHead)
	k.Incs = append(k.Incs, ir.NewIncoming(kn, copyBody))
	items.Incs = append(items.Incs, ir.NewIncoming(items, copyBody))
	copied.NewRet(constant.NewInt(types.I32, 0))

	fail := f.NewBlock("fail")
	fail.NewRet(constant.NewInt(types.I32, -1))
	it := r.CallC(entry, capi.ObjectGetIter, v)
	notIter := f.NewBlock("notiter")
	loopPre := f.NewBlock("iterate")
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, it, Null), notIter, loopPre)
	// Only a TypeError from iter() becomes the unpacking message.
	isTE := r.CallC(notIter, capi.ErrExceptionMatches, r.Exc(notIter, "PyExc_TypeError"))
	replace := f.NewBlock("replace")
	notIter.NewCondBr(notIter.NewICmp(enum.IPredNE, isTE, constant.NewInt(types.I32, 0)), replace, fail)
	r.CallC(replace, capi.ErrClear)
	r.RaiseFormat(replace, "PyExc_TypeError", "cannot unpack non-iterable %.200s object", r.TypeName(replace, v))
	replace.NewBr(fail)

	// Items taken so far are released on failure.
	head := f.NewBlock("head")
	body := f.NewBlock("next")
	loopPre.NewBr(head)
	i := head.NewPhi(ir.NewIncoming(constant.NewInt(types.I64, 0), loopPre))
	head.NewCondBr(head.NewICmp(enum.IPredSLT, i, n), body, f.NewBlock("extra"))
	extra := head.Term.(*ir.TermCondBr).TargetFalse.(*ir.Block)
	item := r.CallC(body, capi.IterNext, it)
	got := f.NewBlock("got")
	short := f.NewBlock("short")
	body.NewCondBr(body.NewICmp(enum.IPredEQ, item, Null), short, got)
	got.NewStore(item, got.NewGetElementPtr(Obj, out, i))
	inc := got.NewAdd(i, constant.NewInt(types.I64, 1))
	got.NewBr(head)
	i.Incs = append(i.Incs, ir.NewIncoming(inc, got))

	// Cleanup: release out[0:k] and the iterator, then fail.
	cleanups := 0
	cleanup := func(b *ir.Block, k value.Value) {
		cleanups++
		ch := f.NewBlock(fmt.Sprintf("relhead%d", cleanups))
		cb := f.NewBlock(fmt.Sprintf("relbody%d", cleanups))
		cd := f.NewBlock(fmt.Sprintf("reldone%d", cleanups))
		pre := b
		b.NewBr(ch)
		j := ch.NewPhi(ir.NewIncoming(constant.NewInt(types.I64, 0), pre))
		ch.NewCondBr(ch.NewICmp(enum.IPredSLT, j, k), cb, cd)
		r.Decref(cb, cb.NewLoad(Obj, cb.NewGetElementPtr(Obj, out, j)))
		jn := cb.NewAdd(j, constant.NewInt(types.I64, 1))
		cb.NewBr(ch)
		j.Incs = append(j.Incs, ir.NewIncoming(jn, cb))
		r.Decref(cd, it)
		cd.NewBr(fail)
	}
	errSet := r.CallC(short, capi.ErrOccurred)
	tooFew := f.NewBlock("toofew")
	shortFail := f.NewBlock("shortfail")
	short.NewCondBr(short.NewICmp(enum.IPredNE, errSet, Null), shortFail, tooFew)
	r.RaiseFormat(tooFew, "PyExc_ValueError", "not enough values to unpack (expected %lld, got %lld)", n, i)
	tooFew.NewBr(shortFail)
	cleanup(shortFail, i)

	more := r.CallC(extra, capi.IterNext, it)
	tooMany := f.NewBlock("toomany")
	exhausted := f.NewBlock("exhausted")
	extra.NewCondBr(extra.NewICmp(enum.IPredNE, more, Null), tooMany, exhausted)
	r.Decref(tooMany, more)
	r.RaiseFormat(tooMany, "PyExc_ValueError", "too many values to unpack (expected %lld)", n)
	manyFail := f.NewBlock("manyfail")
	tooMany.NewBr(manyFail)
	cleanup(manyFail, n)
	errAfter := r.CallC(exhausted, capi.ErrOccurred)
	ok := f.NewBlock("ok")
	afterFail := f.NewBlock("afterfail")
	exhausted.NewCondBr(exhausted.NewICmp(enum.IPredNE, errAfter, Null), afterFail, ok)
	cleanup(afterFail, n)
	r.Decref(ok, it)
	ok.NewRet(constant.NewInt(types.I32, 0))
	return f
}

// XDecrefNFunc is sp.xdecref.n(items, n): Py_XDECREF of each of the n
// pointers at items, in order (the values an unpacking's targets held).
func (r *Runtime) XDecrefNFunc() *ir.Func {
	f, done := r.helper("sp.xdecref.n", types.Void, ir.NewParam("items", ObjPtr), ir.NewParam("n", types.I64))
	if done {
		return f
	}
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline)
	items, n := f.Params[0], f.Params[1]
	entry, head, body, end := f.NewBlock("entry"), f.NewBlock("head"), f.NewBlock("body"), f.NewBlock("end")
	entry.NewBr(head)
	k := head.NewPhi(ir.NewIncoming(constant.NewInt(types.I64, 0), entry))
	head.NewCondBr(head.NewICmp(enum.IPredSLT, k, n), body, end)
	r.XDecref(body, body.NewLoad(Obj, body.NewGetElementPtr(Obj, items, k)))
	k.Incs = append(k.Incs, ir.NewIncoming(body.NewAdd(k, constant.NewInt(types.I64, 1)), body))
	body.NewBr(head)
	end.NewRet(nil)
	return f
}
