// This file implements the steps of a display with unpacking — `[*a, b]`,
// `(*a, b)`, `{*a, b}`, `{**m, "k": v}` — that can fail with a message
// of CPython's own: its LIST_EXTEND and DICT_UPDATE reword the errors of
// a starred value that is not iterable or not a mapping.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// ListExtendFunc returns `i32 @sp.list.extend(list, iterable)`: list +=
// iterable, 0 or -1. A TypeError about an iterable that is neither an
// iterator source nor a sequence becomes LIST_EXTEND's "Value after *
// must be an iterable, not T".
func (r *Runtime) ListExtendFunc() *ir.Func {
	f, done := r.helper("sp.list.extend", types.I32, ir.NewParam("list", Obj), ir.NewParam("iterable", Obj))
	if done {
		return f
	}
	list, it := f.Params[0], f.Params[1]
	entry, ok, failed, reword, keep := f.NewBlock("entry"), f.NewBlock("ok"), f.NewBlock("failed"), f.NewBlock("reword"), f.NewBlock("keep")
	res := r.CallC(entry, capi.SequenceInPlaceCat, list, it)
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, res, Null), failed, ok)
	r.Decref(ok, res) // the list itself
	ok.NewRet(constant.NewInt(types.I32, 0))
	keep.NewRet(constant.NewInt(types.I32, -1))
	isType := r.CallC(failed, capi.ErrExceptionMatches, r.Exc(failed, "PyExc_TypeError"))
	tp := r.TypeOf(failed, it)
	noIter := failed.NewICmp(enum.IPredEQ, loadField(failed, tp, r.ABI.OffsetTypeIter, types.I8Ptr), constant.NewNull(types.I8Ptr))
	checkSeq := f.NewBlock("seq")
	failed.NewCondBr(failed.NewAnd(failed.NewICmp(enum.IPredNE, isType, constant.NewInt(types.I32, 0)), noIter), checkSeq, keep)
	isSeq := r.CallC(checkSeq, capi.SequenceCheck, it)
	checkSeq.NewCondBr(checkSeq.NewICmp(enum.IPredEQ, isSeq, constant.NewInt(types.I32, 0)), reword, keep)
	r.CallC(reword, capi.ErrClear)
	r.RaiseFormat(reword, "PyExc_TypeError", "Value after * must be an iterable, not %.200s", loadField(reword, tp, r.ABI.OffsetTypeName, types.I8Ptr))
	reword.NewRet(constant.NewInt(types.I32, -1))
	return f
}

// StarArgsFunc returns `ptr @sp.star.args(callable, obj)`: the tuple of
// f(*obj)'s arguments (a new reference), or NULL. As CALL_FUNCTION_EX
// does when a call's only positional argument is starred: an exact
// tuple is passed as it is; an object that is neither an iterator
// source nor a sequence raises "f() argument after * must be an
// iterable, not T" (check_args_iterable, before iterating: an
// iteration's own TypeError is kept); else tuple(obj).
func (r *Runtime) StarArgsFunc() *ir.Func {
	f, done := r.helper("sp.star.args", Obj, ir.NewParam("callable", Obj), ir.NewParam("obj", Obj))
	if done {
		return f
	}
	callable, obj := f.Params[0], f.Params[1]
	entry, exact, other, checkSeq, bad, named, convert := f.NewBlock("entry"), f.NewBlock("exact"), f.NewBlock("other"), f.NewBlock("seq"), f.NewBlock("bad"), f.NewBlock("named"), f.NewBlock("convert")
	tp := r.TypeOf(entry, obj)
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, tp, r.CData("PyTuple_Type")), exact, other)
	r.Incref(exact, obj)
	exact.NewRet(obj)
	noIter := other.NewICmp(enum.IPredEQ, loadField(other, tp, r.ABI.OffsetTypeIter, types.I8Ptr), constant.NewNull(types.I8Ptr))
	other.NewCondBr(noIter, checkSeq, convert)
	isSeq := r.CallC(checkSeq, capi.SequenceCheck, obj)
	checkSeq.NewCondBr(checkSeq.NewICmp(enum.IPredEQ, isSeq, constant.NewInt(types.I32, 0)), bad, convert)
	name := r.CallC(bad, capi.ObjectFunctionStr, callable)
	fail := f.NewBlock("fail")
	bad.NewCondBr(bad.NewICmp(enum.IPredNE, name, Null), named, fail)
	r.RaiseFormat(named, "PyExc_TypeError", "%U argument after * must be an iterable, not %.200s", name, loadField(named, tp, r.ABI.OffsetTypeName, types.I8Ptr))
	r.Decref(named, name)
	named.NewBr(fail)
	fail.NewRet(Null)
	convert.NewRet(r.CallC(convert, capi.SequenceTuple, obj))
	return f
}

// DictUpdateFunc returns `i32 @sp.dict.update(dict, mapping)`:
// dict.update(mapping) for a `**` in a display, 0 or -1, an
// AttributeError (a value without keys) reworded as DICT_UPDATE does:
// "'T' object is not a mapping".
func (r *Runtime) DictUpdateFunc() *ir.Func {
	f, done := r.helper("sp.dict.update", types.I32, ir.NewParam("dict", Obj), ir.NewParam("mapping", Obj))
	if done {
		return f
	}
	dict, m := f.Params[0], f.Params[1]
	entry, ok, failed, reword, keep := f.NewBlock("entry"), f.NewBlock("ok"), f.NewBlock("failed"), f.NewBlock("reword"), f.NewBlock("keep")
	st := r.CallC(entry, capi.DictMerge, dict, m, constant.NewInt(types.I32, 1))
	entry.NewCondBr(entry.NewICmp(enum.IPredSLT, st, constant.NewInt(types.I32, 0)), failed, ok)
	ok.NewRet(constant.NewInt(types.I32, 0))
	keep.NewRet(constant.NewInt(types.I32, -1))
	isAttr := r.CallC(failed, capi.ErrExceptionMatches, r.Exc(failed, "PyExc_AttributeError"))
	failed.NewCondBr(failed.NewICmp(enum.IPredNE, isAttr, constant.NewInt(types.I32, 0)), reword, keep)
	// (CPython formats the new error over the AttributeError, which
	// becomes its context; PyErr_Format sets it the same way.)
	r.RaiseFormat(reword, "PyExc_TypeError", "'%.200s' object is not a mapping", loadField(reword, r.TypeOf(reword, m), r.ABI.OffsetTypeName, types.I8Ptr))
	reword.NewRet(constant.NewInt(types.I32, -1))
	return f
}
