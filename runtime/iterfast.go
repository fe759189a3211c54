// This file implements the fast paths of for loops over objects of
// unknown type, as CPython 3.11's FOR_ITER_LIST and FOR_ITER_RANGE do,
// and without the iterator object: a loop over an exact list or tuple
// (or a list subclass that keeps list's iterator: ForStartFunc)
// indexes it directly (re-reading the list's length at every step, as
// the list iterator does, so that a list changed by the loop body is
// seen as the interpreter sees it), and a loop over an exact range whose
// start, step and length are small ints counts on machine integers and
// boxes each value. The iterator of a for statement is invisible to
// Python code, so not making it changes nothing observable. Anything
// else goes through PyObject_GetIter and PyIter_Next.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// ForStateType is the state of one running for loop, beside the object
// the loop holds (the iterator, or the list, tuple or range itself): how
// it steps (one of the for* kinds), the index of the next item, and for a
// range its length, start and step.
var ForStateType = types.NewStruct(types.I64, types.I64, types.I64, types.I64, types.I64)

// The kinds of for loops.
const (
	forIter  = 0 // PyIter_Next on an iterator
	forList  = 1 // an exact list, by index
	forTuple = 2 // an exact tuple, by index
	forRange = 3 // an exact range of small ints, counted
)

func forField(b *ir.Block, state value.Value, i int64) value.Value {
	return b.NewGetElementPtr(ForStateType, state, constant.NewInt(types.I32, 0), constant.NewInt(types.I32, i))
}

// ForStartFunc returns sp.for.start(o, state): what a for loop over o
// holds while it runs (a new reference: o itself when it is an exact
// list, tuple or small range, else iter(o)), with *state set to match;
// NULL with an exception set when o is not iterable.
func (r *Runtime) ForStartFunc() *ir.Func {
	f, done := r.helper("sp.for.start", Obj, ir.NewParam("o", Obj), ir.NewParam("state", types.NewPointer(ForStateType)))
	if done {
		return f
	}
	// Out of line: a loop starts once, and inlined at every loop its
	// type tests (and the loops opt unswitched on their outcome) were a
	// tenth of an untyped module's optimized code (docs/performance.md,
	// "Build speed, part 4"). The state does not escape the call, so
	// opt still keeps the running loop's index in a register.
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline)
	f.Params[1].Attrs = append(f.Params[1].Attrs, enum.ParamAttrNoCapture)
	o, state := f.Params[0], f.Params[1]
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	entry, seq, notSeq, isRange, small, generic := f.NewBlock("entry"), f.NewBlock("seq"), f.NewBlock("notseq"), f.NewBlock("range"), f.NewBlock("range.small"), f.NewBlock("generic")
	tp := r.TypeOf(entry, o)
	isList := entry.NewICmp(enum.IPredEQ, tp, r.CData("PyList_Type"))
	isTuple := entry.NewICmp(enum.IPredEQ, tp, r.CData("PyTuple_Type"))
	listSub, listLike := f.NewBlock("listsub"), f.NewBlock("listsub.iter")
	entry.NewCondBr(entry.NewOr(isList, isTuple), seq, listSub)
	// A list subclass that keeps list's tp_iter (CheckedList, deltablue's
	// OrderedCollection) is iterated by list's own iterator, which reads
	// the list's items and size at every step: as an exact list is.
	listSub.NewCondBr(hasFlag(listSub, r.TypeFlags(listSub, tp), FlagList), listLike, notSeq)
	sameIter := listLike.NewICmp(enum.IPredEQ, loadField(listLike, tp, r.ABI.OffsetTypeIter, types.I8Ptr),
		loadField(listLike, r.CData("PyList_Type"), r.ABI.OffsetTypeIter, types.I8Ptr))
	listLike.NewCondBr(sameIter, seq, notSeq)
	asList := seq.NewPhi(ir.NewIncoming(isList, entry), ir.NewIncoming(constant.True, listLike))
	seq.NewStore(seq.NewSelect(asList, i64(forList), i64(forTuple)), forField(seq, state, 0))
	seq.NewStore(i64(0), forField(seq, state, 1))
	r.Incref(seq, o)
	seq.NewRet(o)

	notSeq.NewCondBr(notSeq.NewICmp(enum.IPredEQ, tp, r.CData("PyRange_Type")), isRange, generic)
	start := loadField(isRange, o, r.ABI.OffsetRangeStart, Obj)
	step := loadField(isRange, o, r.ABI.OffsetRangeStep, Obj)
	length := loadField(isRange, o, r.ABI.OffsetRangeLength, Obj)
	// Small ints: |start|, |step| and the length below 2**30, so that
	// start + i*step never overflows 64 bits.
	compact := isRange.NewAnd(r.LongIsCompact(isRange, start), isRange.NewAnd(r.LongIsCompact(isRange, step), r.LongIsCompact(isRange, length)))
	isRange.NewCondBr(compact, small, generic)
	small.NewStore(i64(forRange), forField(small, state, 0))
	small.NewStore(i64(0), forField(small, state, 1))
	small.NewStore(r.LongCompactValue(small, length), forField(small, state, 2))
	small.NewStore(r.LongCompactValue(small, start), forField(small, state, 3))
	small.NewStore(r.LongCompactValue(small, step), forField(small, state, 4))
	r.Incref(small, o)
	small.NewRet(o)

	generic.NewStore(i64(forIter), forField(generic, state, 0))
	generic.NewRet(r.CallC(generic, capi.ObjectGetIter, o))
	return f
}

// ForNextFunc returns sp.for.next(o, state): the next item of the loop
// that holds o (see ForStartFunc), a new reference, or NULL when the loop
// is over or with an exception set, as PyIter_Next. It inlines into each
// loop the steps over an exact list or tuple, the kinds a loop's body
// costs least beside; a range's and an iterator's steps call
// sp.for.next.other (forNextOtherFunc), one copy per module: inlined,
// they were the larger part of every loop's code (docs/performance.md,
// "Build speed, part 4"), and each already calls out (sp.long.from,
// PyIter_Next).
func (r *Runtime) ForNextFunc() *ir.Func {
	f, done := r.helper("sp.for.next", Obj, ir.NewParam("o", Obj), ir.NewParam("state", types.NewPointer(ForStateType)))
	if done {
		return f
	}
	o, state := f.Params[0], f.Params[1]
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	entry, list, tuple, other := f.NewBlock("entry"), f.NewBlock("list"), f.NewBlock("tuple"), f.NewBlock("other")
	over := f.NewBlock("over")
	kind := entry.NewLoad(types.I64, forField(entry, state, 0))
	i := entry.NewLoad(types.I64, forField(entry, state, 1))
	entry.NewSwitch(kind, other, ir.NewCase(i64(forList), list), ir.NewCase(i64(forTuple), tuple))

	item := func(b *ir.Block, n value.Value, at func(*ir.Block) value.Value) {
		got := f.NewBlock(b.LocalName + ".item")
		b.NewCondBr(b.NewICmp(enum.IPredSLT, i, n), got, over)
		got.NewStore(got.NewAdd(i, i64(1)), forField(got, state, 1))
		v := at(got)
		r.Incref(got, v)
		got.NewRet(v)
	}
	// The list's length again at every step: the body may change it.
	item(list, loadField(list, o, r.ABI.OffsetVarSize, types.I64), func(b *ir.Block) value.Value {
		return b.NewLoad(Obj, r.ListItemPtr(b, o, i))
	})
	item(tuple, loadField(tuple, o, r.ABI.OffsetVarSize, types.I64), func(b *ir.Block) value.Value {
		return b.NewLoad(Obj, b.NewGetElementPtr(Obj, r.TupleItems(b, o), i))
	})
	other.NewRet(other.NewCall(r.forNextOtherFunc(), o, state))
	over.NewRet(Null)
	return f
}

// forNextOtherFunc returns sp.for.next.other(o, state): sp.for.next's
// steps over a small range (counted, each value boxed) and over an
// iterator (PyIter_Next), out of line.
func (r *Runtime) forNextOtherFunc() *ir.Func {
	f, done := r.helper("sp.for.next.other", Obj, ir.NewParam("o", Obj), ir.NewParam("state", types.NewPointer(ForStateType)))
	if done {
		return f
	}
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline)
	f.Params[1].Attrs = append(f.Params[1].Attrs, enum.ParamAttrNoCapture)
	o, state := f.Params[0], f.Params[1]
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	entry, rng, iter, over := f.NewBlock("entry"), f.NewBlock("range"), f.NewBlock("iter"), f.NewBlock("over")
	kind := entry.NewLoad(types.I64, forField(entry, state, 0))
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, kind, i64(forRange)), rng, iter)
	i := rng.NewLoad(types.I64, forField(rng, state, 1))
	n := rng.NewLoad(types.I64, forField(rng, state, 2))
	counted := f.NewBlock("range.item")
	rng.NewCondBr(rng.NewICmp(enum.IPredSLT, i, n), counted, over)
	counted.NewStore(counted.NewAdd(i, i64(1)), forField(counted, state, 1))
	v := counted.NewAdd(counted.NewLoad(types.I64, forField(counted, state, 3)), counted.NewMul(i, counted.NewLoad(types.I64, forField(counted, state, 4))))
	counted.NewRet(r.LongFromI64(counted, v))
	over.NewRet(Null)
	iter.NewRet(r.CallC(iter, capi.IterNext, o))
	return f
}

// ForIntItem is what sp.for.next.int returns for an item it wrote as a
// machine integer: the address of a global of the module's own, never
// an object.
func (r *Runtime) ForIntItem() value.Value {
	if g, ok := r.helperGlobals["sp.for.intitem"]; ok {
		return g
	}
	g := r.M.NewGlobalDef("sp.for.intitem", constant.NewInt(types.I8, 0))
	g.Linkage = enum.LinkageInternal
	g.Immutable = true
	r.helperGlobals["sp.for.intitem"] = g
	return g
}

// ForNextIntFunc returns sp.for.next.int(o, state, out): sp.for.next for
// a loop whose target is an int local (lower/intlocals.go), except that
// a range's value is not boxed: it is written to *out and ForIntItem
// returned (the loop stores the integer, as CPython's FOR_ITER_RANGE
// would have made an int of it). Any other loop's item is sp.for.next's.
func (r *Runtime) ForNextIntFunc() *ir.Func {
	f, done := r.helper("sp.for.next.int", Obj, ir.NewParam("o", Obj), ir.NewParam("state", types.NewPointer(ForStateType)), ir.NewParam("out", types.NewPointer(types.I64)))
	if done {
		return f
	}
	o, state, out := f.Params[0], f.Params[1], f.Params[2]
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	entry, rng, counted, over, other := f.NewBlock("entry"), f.NewBlock("range"), f.NewBlock("range.item"), f.NewBlock("over"), f.NewBlock("other")
	kind := entry.NewLoad(types.I64, forField(entry, state, 0))
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, kind, i64(forRange)), rng, other)
	i := rng.NewLoad(types.I64, forField(rng, state, 1))
	n := rng.NewLoad(types.I64, forField(rng, state, 2))
	rng.NewCondBr(rng.NewICmp(enum.IPredSLT, i, n), counted, over)
	counted.NewStore(counted.NewAdd(i, i64(1)), forField(counted, state, 1))
	v := counted.NewAdd(counted.NewLoad(types.I64, forField(counted, state, 3)), counted.NewMul(i, counted.NewLoad(types.I64, forField(counted, state, 4))))
	counted.NewStore(v, out)
	counted.NewRet(r.ForIntItem())
	over.NewRet(Null)
	other.NewRet(other.NewCall(r.ForNextFunc(), o, state))
	return f
}
