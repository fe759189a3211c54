// This file implements the fast paths of `in` and of the builtins min,
// max and abs on objects of unknown type. `x in c` on an exact dict, set
// or frozenset goes straight to the container's lookup, on two exact
// strs to the substring search, and on an exact list or tuple scans the
// items here, deciding identity, exact floats and compact ints on their
// values and calling the rich comparison only for other items, in the
// order and with the operands list_contains and tuplecontains use. min
// and max of two or more exact floats (or compact ints), or of one exact
// list or tuple of them, pick the item as builtin min_max does (the first
// of equal items; a NaN never replaces the current pick); abs of an
// exact float or compact int is computed on its value. Any other
// argument, and a callee that is no longer the builtin, takes the
// generic call, whose semantics the fast paths reproduce.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// ContainsFunc returns sp.contains(c, x): `x in c` as PySequence_Contains
// gives it (1, 0, or -1 with an exception set).
func (r *Runtime) ContainsFunc() *ir.Func {
	f, done := r.helper("sp.contains", types.I32, ir.NewParam("c", Obj), ir.NewParam("x", Obj))
	if done {
		return f
	}
	c, x := f.Params[0], f.Params[1]
	i32 := func(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	entry, dict, notDict, set, notSet, str, notStr, seq, generic := f.NewBlock("entry"), f.NewBlock("dict"), f.NewBlock("notdict"), f.NewBlock("set"), f.NewBlock("notset"), f.NewBlock("str"), f.NewBlock("notstr"), f.NewBlock("seq"), f.NewBlock("generic")
	tp := r.TypeOf(entry, c)
	eq := func(b *ir.Block, a value.Value, name string) value.Value {
		return b.NewICmp(enum.IPredEQ, a, r.CData(name))
	}
	entry.NewCondBr(eq(entry, tp, "PyDict_Type"), dict, notDict)
	dict.NewRet(r.CallC(dict, capi.DictContains, c, x))
	notDict.NewCondBr(notDict.NewOr(eq(notDict, tp, "PySet_Type"), eq(notDict, tp, "PyFrozenSet_Type")), set, notSet)
	// PySet_Contains without set_contains's retry: a set key (which
	// cannot be hashed) is looked up as a frozenset, as `in` does.
	setRes := r.CallC(set, capi.SetContains, c, x)
	setOK, setErr, setKey, asFrozen, setFail := f.NewBlock("set.ok"), f.NewBlock("set.err"), f.NewBlock("set.key"), f.NewBlock("set.frozen"), f.NewBlock("set.fail")
	set.NewCondBr(set.NewICmp(enum.IPredSGE, setRes, i32(0)), setOK, setErr)
	setOK.NewRet(setRes)
	isTE := r.CallC(setErr, capi.ErrExceptionMatches, r.Exc(setErr, "PyExc_TypeError"))
	setErr.NewCondBr(setErr.NewICmp(enum.IPredNE, isTE, i32(0)), setKey, setFail)
	isSetKey := r.CallC(setKey, capi.TypeIsSubtype, r.TypeOf(setKey, x), r.CData("PySet_Type"))
	setKey.NewCondBr(setKey.NewICmp(enum.IPredNE, isSetKey, i32(0)), asFrozen, setFail)
	setFail.NewRet(i32(-1))
	r.CallC(asFrozen, capi.ErrClear)
	fz := r.CallC(asFrozen, capi.FrozenSetNew, x)
	fzOK := f.NewBlock("set.frozen.ok")
	asFrozen.NewCondBr(asFrozen.NewICmp(enum.IPredEQ, fz, Null), setFail, fzOK)
	fzRes := r.CallC(fzOK, capi.SetContains, c, fz)
	r.Decref(fzOK, fz)
	fzOK.NewRet(fzRes)
	// str in str is a substring search; anything else in a str raises,
	// which the generic call does.
	notSet.NewCondBr(notSet.NewAnd(eq(notSet, tp, "PyUnicode_Type"), eq(notSet, r.TypeOf(notSet, x), "PyUnicode_Type")), str, notStr)
	str.NewRet(r.CallC(str, capi.UnicodeContains, c, x))
	isList := notStr.NewICmp(enum.IPredEQ, tp, r.CData("PyList_Type"))
	notStr.NewCondBr(notStr.NewOr(isList, eq(notStr, tp, "PyTuple_Type")), seq, generic)
	generic.NewRet(r.CallC(generic, capi.SequenceContains, c, x))

	// The scan. What x is decides how an item of its type compares.
	xt := r.TypeOf(seq, x)
	xFloat := eq(seq, xt, "PyFloat_Type")
	loop, body, listItem, tupleItem, item, found, missing := f.NewBlock("loop"), f.NewBlock("body"), f.NewBlock("item.list"), f.NewBlock("item.tuple"), f.NewBlock("item"), f.NewBlock("found"), f.NewBlock("missing")
	seq.NewBr(loop)
	i := loop.NewPhi(ir.NewIncoming(i64(0), seq))
	// The size is read at every step: a comparison may change the list,
	// and list_contains sees that.
	loop.NewCondBr(loop.NewICmp(enum.IPredSLT, i, r.ListSize(loop, c)), body, missing)
	body.NewCondBr(isList, listItem, tupleItem)
	li := listItem.NewLoad(Obj, r.ListItemPtr(listItem, c, i))
	listItem.NewBr(item)
	ti := tupleItem.NewLoad(Obj, tupleItem.NewGetElementPtr(Obj, r.TupleItems(tupleItem, c), i))
	tupleItem.NewBr(item)
	e := item.NewPhi(ir.NewIncoming(li, listItem), ir.NewIncoming(ti, tupleItem))
	next := f.NewBlock("next")
	i.Incs = append(i.Incs, ir.NewIncoming(next.NewAdd(i, i64(1)), next))
	next.NewBr(loop)
	sameType, floats, floatsCmp, notFloats, ints, compare := f.NewBlock("sametype"), f.NewBlock("floats"), f.NewBlock("floats.cmp"), f.NewBlock("notfloats"), f.NewBlock("ints"), f.NewBlock("compare")
	item.NewCondBr(item.NewICmp(enum.IPredEQ, e, x), found, sameType)
	sameType.NewCondBr(sameType.NewICmp(enum.IPredEQ, r.TypeOf(sameType, e), xt), floats, compare)
	floats.NewCondBr(xFloat, floatsCmp, notFloats)
	fe := floatsCmp.NewFCmp(enum.FPredOEQ, floatsCmp.NewLoad(types.Double, r.FloatValuePtr(floatsCmp, e)), floatsCmp.NewLoad(types.Double, r.FloatValuePtr(floatsCmp, x)))
	floatsCmp.NewCondBr(fe, found, next)
	r.compactInts(f, notFloats, e, x, ints, compare)
	ints.NewCondBr(ints.NewICmp(enum.IPredEQ, r.compactValue(ints, e), r.compactValue(ints, x)), found, next)
	// Any other item: the item's own __eq__ first, as the sequence's
	// contains does; the item is held while its __eq__ runs.
	r.Incref(compare, e)
	rc := r.CallC(compare, capi.ObjectRichCompareBool, e, x, i32(2))
	r.Decref(compare, e)
	decided := f.NewBlock("decided")
	compare.NewCondBr(compare.NewICmp(enum.IPredEQ, rc, i32(0)), next, decided)
	decided.NewRet(rc)
	found.NewRet(i32(1))
	missing.NewRet(i32(0))
	return f
}

// MinMaxFunc returns sp.fast.min(f, real, argv, n) (sp.fast.max
// with isMax): f(*argv[:n]), the call of min or max by name, a new
// reference or NULL with an exception set. While f is real (the builtin
// the builtins module held at import), two or more exact floats, or
// compact ints, or one exact list or tuple of them, are compared on
// their values; anything else is called.
func (r *Runtime) MinMaxFunc(isMax bool) *ir.Func {
	name := "sp.fast.min"
	fp, ip := enum.FPredOLT, enum.IPredSLT
	if isMax {
		name, fp, ip = "sp.fast.max", enum.FPredOGT, enum.IPredSGT
	}
	argvT := types.NewPointer(Obj)
	f, done := r.helper(name, Obj, ir.NewParam("f", Obj), ir.NewParam("real", Obj), ir.NewParam("argv", argvT), ir.NewParam("n", types.I64))
	if done {
		return f
	}
	fn, real, argv, n := f.Params[0], f.Params[1], f.Params[2], f.Params[3]
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	entry, isBuiltin, one, many, seq, list, tuple, scan, generic := f.NewBlock("entry"), f.NewBlock("builtin"), f.NewBlock("one"), f.NewBlock("many"), f.NewBlock("seq"), f.NewBlock("list"), f.NewBlock("tuple"), f.NewBlock("scan"), f.NewBlock("generic")
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, fn, real), isBuiltin, generic)
	isBuiltin.NewCondBr(isBuiltin.NewICmp(enum.IPredEQ, n, i64(1)), one, many)
	many.NewBr(scan)
	o := one.NewLoad(Obj, argv)
	tp := r.TypeOf(one, o)
	isList := one.NewICmp(enum.IPredEQ, tp, r.CData("PyList_Type"))
	one.NewCondBr(one.NewOr(isList, one.NewICmp(enum.IPredEQ, tp, r.CData("PyTuple_Type"))), seq, generic)
	size := r.ListSize(seq, o)
	// An empty sequence raises (or gives the default): the builtin says
	// how.
	kind := f.NewBlock("seq.kind")
	seq.NewCondBr(seq.NewICmp(enum.IPredSGT, size, i64(0)), kind, generic)
	kind.NewCondBr(isList, list, tuple)
	listItems := r.ListItems(list, o)
	list.NewBr(scan)
	tupleItems := r.TupleItems(tuple, o)
	tuple.NewBr(scan)
	items := scan.NewPhi(ir.NewIncoming(argv, many), ir.NewIncoming(listItems, list), ir.NewIncoming(tupleItems, tuple))
	count := scan.NewPhi(ir.NewIncoming(n, many), ir.NewIncoming(size, list), ir.NewIncoming(size, tuple))
	first := scan.NewLoad(Obj, items)
	ft := r.TypeOf(scan, first)
	floats, notFloats, ints := f.NewBlock("floats"), f.NewBlock("notfloats"), f.NewBlock("ints")
	scan.NewCondBr(scan.NewICmp(enum.IPredEQ, ft, r.CData("PyFloat_Type")), floats, notFloats)
	r.compactInts(f, notFloats, first, first, ints, generic)

	// pick emits the loop over items[1:count] from start, keeping the
	// item that compares strictly better; an item of another kind (test
	// branches to its second block) goes to generic: nothing has run
	// that the call would not repeat.
	pick := func(start *ir.Block, initial value.Value, test func(b *ir.Block, e value.Value, yes, no *ir.Block), load func(*ir.Block, value.Value) value.Value, better func(*ir.Block, value.Value, value.Value) value.Value) {
		loop, body, take, end := f.NewBlock(start.LocalName+".loop"), f.NewBlock(start.LocalName+".body"), f.NewBlock(start.LocalName+".take"), f.NewBlock(start.LocalName+".end")
		start.NewBr(loop)
		i := loop.NewPhi(ir.NewIncoming(i64(1), start))
		best := loop.NewPhi(ir.NewIncoming(first, start))
		bestV := loop.NewPhi(ir.NewIncoming(initial, start))
		loop.NewCondBr(loop.NewICmp(enum.IPredSLT, i, count), body, end)
		e := body.NewLoad(Obj, body.NewGetElementPtr(Obj, items, i))
		test(body, e, take, generic)
		ev := load(take, e)
		c := better(take, ev, bestV)
		i.Incs = append(i.Incs, ir.NewIncoming(take.NewAdd(i, i64(1)), take))
		best.Incs = append(best.Incs, ir.NewIncoming(take.NewSelect(c, e, best), take))
		bestV.Incs = append(bestV.Incs, ir.NewIncoming(take.NewSelect(c, ev, bestV), take))
		take.NewBr(loop)
		r.Incref(end, best)
		end.NewRet(best)
	}
	floatV := func(b *ir.Block, o value.Value) value.Value { return b.NewLoad(types.Double, r.FloatValuePtr(b, o)) }
	pick(floats, floatV(floats, first),
		func(b *ir.Block, e value.Value, yes, no *ir.Block) {
			b.NewCondBr(b.NewICmp(enum.IPredEQ, r.TypeOf(b, e), r.CData("PyFloat_Type")), yes, no)
		}, floatV,
		func(b *ir.Block, v, w value.Value) value.Value { return b.NewFCmp(fp, v, w) })
	pick(ints, r.compactValue(ints, first),
		func(b *ir.Block, e value.Value, yes, no *ir.Block) {
			// The type first: only an int has a digit count to read.
			sz := f.NewBlock(b.LocalName + ".compact")
			b.NewCondBr(b.NewICmp(enum.IPredEQ, r.TypeOf(b, e), r.CData("PyLong_Type")), sz, no)
			sz.NewCondBr(r.LongIsCompact(sz, e), yes, no)
		},
		r.compactValue,
		func(b *ir.Block, v, w value.Value) value.Value { return b.NewICmp(ip, v, w) })
	generic.NewRet(r.CallC(generic, capi.ObjectVectorcall, fn, argv, n, Null))
	return f
}

// AbsFunc returns sp.fast.abs(f, real, argv): f(argv[0]), the call of
// abs by name, a new reference or NULL with an exception set. While f is
// real, an exact float or compact int is computed on its value (a
// non-negative int is its own absolute value, as long_abs returns it).
func (r *Runtime) AbsFunc() *ir.Func {
	f, done := r.helper("sp.fast.abs", Obj, ir.NewParam("f", Obj), ir.NewParam("real", Obj), ir.NewParam("argv", types.NewPointer(Obj)))
	if done {
		return f
	}
	fn, real, argv := f.Params[0], f.Params[1], f.Params[2]
	entry, isBuiltin, float, notFloat, ints, neg, pos, generic := f.NewBlock("entry"), f.NewBlock("builtin"), f.NewBlock("float"), f.NewBlock("notfloat"), f.NewBlock("ints"), f.NewBlock("neg"), f.NewBlock("pos"), f.NewBlock("generic")
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, fn, real), isBuiltin, generic)
	x := isBuiltin.NewLoad(Obj, argv)
	isBuiltin.NewCondBr(isBuiltin.NewICmp(enum.IPredEQ, r.TypeOf(isBuiltin, x), r.CData("PyFloat_Type")), float, notFloat)
	float.NewRet(r.CallC(float, capi.FloatFromDouble, float.NewCall(r.fabs(), float.NewLoad(types.Double, r.FloatValuePtr(float, x)))))
	r.compactInts(f, notFloat, x, x, ints, generic)
	v := r.compactValue(ints, x)
	ints.NewCondBr(ints.NewICmp(enum.IPredSLT, v, constant.NewInt(types.I64, 0)), neg, pos)
	neg.NewRet(r.LongFromI64(neg, neg.NewSub(constant.NewInt(types.I64, 0), v)))
	r.Incref(pos, x)
	pos.NewRet(x)
	generic.NewRet(r.CallC(generic, capi.ObjectVectorcall, fn, argv, constant.NewInt(types.I64, 1), Null))
	return f
}
