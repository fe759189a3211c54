// This file implements slices of lists, o[a:b:c] and o[a:b] = v, without
// a slice object: when o is exactly a list and each bound is absent, None
// or an int of at most one digit, the bounds are adjusted as
// PySlice_Unpack and PySlice_AdjustIndices do, and the items are copied
// (or PyList_SetSlice replaces them, for a step of 1) directly. CPython
// builds a slice object per subscript and reads its bounds back through
// _PyEval_SliceIndex (≈400 instructions per `perm[k::-1]`); anything else
// takes that generic path.

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

const (
	ssizeMax = int64(^uint64(0) >> 1)
	ssizeMin = -ssizeMax - 1
)

// SliceBound is one bound of a slice as the fused slice helpers take
// it: the object (NULL when the bound is absent), and, when Known is
// true, the bound's integer value I, the object then being NULL or that
// int (lowering passes `k + 1` on int locals without boxing it).
type SliceBound struct {
	Obj, I, Known value.Value
}

// ObjectBound is a bound given as an object only (NULL when absent).
func ObjectBound(o value.Value) SliceBound {
	return SliceBound{Obj: o, I: constant.NewInt(types.I64, 0), Known: constant.False}
}

// slicePartFunc returns `{i64, i1} @sp.slice.part(o, i, known, dflt)`:
// the value of one bound of a slice, i when known, dflt when it is
// absent (NULL) or None; false in the flag when it is anything but a
// small int.
func (r *Runtime) slicePartFunc() *ir.Func {
	f, done := r.helper("sp.slice.part", Result(types.I64), ir.NewParam("o", Obj), ir.NewParam("i", types.I64), ir.NewParam("known", types.I1), ir.NewParam("dflt", types.I64))
	if done {
		return f
	}
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrAlwaysInline)
	o, i, known, dflt := f.Params[0], f.Params[1], f.Params[2], f.Params[3]
	entry, object, given, isInt, small, other := f.NewBlock("entry"), f.NewBlock("object"), f.NewBlock("given"), f.NewBlock("int"), f.NewBlock("small"), f.NewBlock("other")
	ret := func(b *ir.Block, v value.Value, ok bool) {
		agg := b.NewInsertValue(constant.NewUndef(Result(types.I64)), v, 0)
		b.NewRet(b.NewInsertValue(agg, constant.NewBool(ok), 1))
	}
	isKnown, absent := f.NewBlock("given.int"), f.NewBlock("absent")
	entry.NewCondBr(known, isKnown, object)
	ret(isKnown, i, true)
	object.NewCondBr(object.NewOr(object.NewICmp(enum.IPredEQ, o, Null), object.NewICmp(enum.IPredEQ, o, r.None())), absent, given)
	ret(absent, dflt, true)
	given.NewCondBr(given.NewICmp(enum.IPredEQ, r.TypeOf(given, o), r.CData("PyLong_Type")), isInt, other)
	isInt.NewCondBr(r.LongIsCompact(isInt, o), small, other)
	ret(small, r.compactValue(small, o), true)
	ret(other, constant.NewInt(types.I64, 0), false)
	return f
}

// boxBoundFunc returns `{PyObject*, i1} @sp.slice.box(o, i, known)`: a
// new reference to the bound as an object (NULL when absent; a known
// integer without its object boxed), true in the flag when boxing
// failed (MemoryError set).
func (r *Runtime) boxBoundFunc() *ir.Func {
	f, done := r.helper("sp.slice.box", Result(Obj), ir.NewParam("o", Obj), ir.NewParam("i", types.I64), ir.NewParam("known", types.I1))
	if done {
		return f
	}
	o, i, known := f.Params[0], f.Params[1], f.Params[2]
	entry, box, have := f.NewBlock("entry"), f.NewBlock("box"), f.NewBlock("have")
	ret := func(b *ir.Block, v value.Value, failed value.Value) {
		agg := b.NewInsertValue(constant.NewUndef(Result(Obj)), v, 0)
		b.NewRet(b.NewInsertValue(agg, failed, 1))
	}
	entry.NewCondBr(entry.NewAnd(known, entry.NewICmp(enum.IPredEQ, o, Null)), box, have)
	boxed := r.LongFromI64(box, i)
	ret(box, boxed, box.NewICmp(enum.IPredEQ, boxed, Null))
	inc, absent := f.NewBlock("incref"), f.NewBlock("absent")
	have.NewCondBr(have.NewICmp(enum.IPredEQ, o, Null), absent, inc)
	ret(absent, Null, constant.False)
	r.Incref(inc, o)
	ret(inc, o, constant.False)
	return f
}

// sliceBounds emits, in b of f, the bounds of o[lo:hi:st] for an exact
// list o: it continues in the returned block with start, the step and
// the slice's length, or branches to generic when a bound is not a small
// int or the step is zero (the generic path raises ValueError). With
// unitStep, a step other than 1 also goes to generic. tag ends the names
// of its blocks (distinct for two slices in one function).
func (r *Runtime) sliceBounds(f *ir.Func, b *ir.Block, o value.Value, lo, hi, st SliceBound, unitStep bool, generic *ir.Block, tag string) (out *ir.Block, start, stop, step, n value.Value) {
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	part := func(b *ir.Block, p SliceBound, dflt value.Value) value.Value {
		return b.NewCall(r.slicePartFunc(), p.Obj, p.I, p.Known, dflt)
	}
	s := part(b, st, i64(1))
	step = b.NewExtractValue(s, 0)
	stepOK := b.NewAnd(b.NewExtractValue(s, 1), b.NewICmp(enum.IPredNE, step, i64(0)))
	if unitStep {
		stepOK = b.NewAnd(stepOK, b.NewICmp(enum.IPredEQ, step, i64(1)))
	}
	bounds := f.NewBlock("slice.bounds" + tag)
	b.NewCondBr(stepOK, bounds, generic)
	b = bounds
	neg := b.NewICmp(enum.IPredSLT, step, i64(0))
	a := part(b, lo, b.NewSelect(neg, i64(ssizeMax), i64(0)))
	z := part(b, hi, b.NewSelect(neg, i64(ssizeMin), i64(ssizeMax)))
	adjust := f.NewBlock("slice.adjust" + tag)
	b.NewCondBr(b.NewAnd(b.NewExtractValue(a, 1), b.NewExtractValue(z, 1)), adjust, generic)
	b = adjust
	size := r.ListSize(b, o)
	// PySlice_AdjustIndices, for one bound.
	clamp := func(v value.Value) value.Value {
		under := b.NewICmp(enum.IPredSLT, v, i64(0))
		plus := b.NewAdd(v, size)
		low := b.NewSelect(b.NewICmp(enum.IPredSLT, plus, i64(0)), b.NewSelect(neg, i64(-1), i64(0)), plus)
		over := b.NewICmp(enum.IPredSGE, v, size)
		high := b.NewSelect(neg, b.NewSub(size, i64(1)), size)
		return b.NewSelect(under, low, b.NewSelect(over, high, v))
	}
	start, stop = clamp(b.NewExtractValue(a, 0)), clamp(b.NewExtractValue(z, 0))
	down := b.NewAdd(b.NewSDiv(b.NewSub(b.NewSub(start, stop), i64(1)), b.NewSub(i64(0), step)), i64(1))
	up := b.NewAdd(b.NewSDiv(b.NewSub(b.NewSub(stop, start), i64(1)), step), i64(1))
	n = b.NewSelect(neg,
		b.NewSelect(b.NewICmp(enum.IPredSLT, stop, start), down, i64(0)),
		b.NewSelect(b.NewICmp(enum.IPredSLT, start, stop), up, i64(0)))
	return b, start, stop, step, n
}

// GetSliceFunc returns sp.getslice(o, lo, hi, st): o[lo:hi:st] as
// PyObject_GetItem gives it (a new reference, NULL with an exception
// set); a bound is NULL when it is not written.
func (r *Runtime) GetSliceFunc() *ir.Func {
	f, done := r.helper("sp.getslice", Obj, ir.NewParam("o", Obj), ir.NewParam("lo", Obj), ir.NewParam("hi", Obj), ir.NewParam("st", Obj))
	if done {
		return f
	}
	o, lo, hi, st := f.Params[0], f.Params[1], f.Params[2], f.Params[3]
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	entry, list, generic := f.NewBlock("entry"), f.NewBlock("list"), f.NewBlock("generic")
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, r.TypeOf(entry, o), r.CData("PyList_Type")), list, generic)
	b, start, _, step, n := r.sliceBounds(f, list, o, ObjectBound(lo), ObjectBound(hi), ObjectBound(st), false, generic, "")
	unit, strided := f.NewBlock("slice.unit"), f.NewBlock("slice.strided")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, step, i64(1)), unit, strided)
	unit.NewRet(r.CallC(unit, capi.ListGetSlice, o, start, unit.NewAdd(start, n)))
	made := r.CallC(strided, capi.ListNew, n)
	fill, failed := f.NewBlock("slice.fill"), f.NewBlock("slice.nomem")
	strided.NewCondBr(strided.NewICmp(enum.IPredEQ, made, Null), failed, fill)
	failed.NewRet(Null)
	loop, body, done2 := f.NewBlock("slice.loop"), f.NewBlock("slice.item"), f.NewBlock("slice.done")
	fill.NewBr(loop)
	j := loop.NewPhi(ir.NewIncoming(i64(0), fill))
	loop.NewCondBr(loop.NewICmp(enum.IPredSLT, j, n), body, done2)
	item := r.ListItem(body, o, body.NewAdd(start, body.NewMul(j, step)))
	r.Incref(body, item)
	body.NewStore(item, r.ListItemPtr(body, made, j))
	j.Incs = append(j.Incs, ir.NewIncoming(body.NewAdd(j, i64(1)), body))
	body.NewBr(loop)
	done2.NewRet(made)
	sl := r.CallC(generic, capi.SliceNew, lo, hi, st)
	get := f.NewBlock("generic.get")
	generic.NewCondBr(generic.NewICmp(enum.IPredEQ, sl, Null), failed, get)
	got := r.CallC(get, capi.ObjectGetItem, o, sl)
	r.Decref(get, sl)
	get.NewRet(got)
	return f
}

// CopySliceFunc returns sp.getslice.all(o): o[:], a new reference or
// NULL with an exception set. An exact list is copied here, its items
// taken in order into a new list as list_slice takes them; anything else
// is sp.getslice's (a subclass, whose __getitem__ may be its own).
func (r *Runtime) CopySliceFunc() *ir.Func {
	f, done := r.helper("sp.getslice.all", Obj, ir.NewParam("o", Obj))
	if done {
		return f
	}
	o := f.Params[0]
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	entry, list, generic := f.NewBlock("entry"), f.NewBlock("list"), f.NewBlock("generic")
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, r.TypeOf(entry, o), r.CData("PyList_Type")), list, generic)
	generic.NewRet(generic.NewCall(r.GetSliceFunc(), o, Null, Null, Null))
	n := r.ListSize(list, o)
	made := r.CallC(list, capi.ListNew, n)
	fill, failed := f.NewBlock("fill"), f.NewBlock("nomem")
	list.NewCondBr(list.NewICmp(enum.IPredEQ, made, Null), failed, fill)
	failed.NewRet(Null)
	from, to := r.ListItems(fill, o), r.ListItems(fill, made)
	loop, body, out := f.NewBlock("copy.head"), f.NewBlock("copy.item"), f.NewBlock("copy.done")
	fill.NewBr(loop)
	j := loop.NewPhi(ir.NewIncoming(i64(0), fill))
	loop.NewCondBr(loop.NewICmp(enum.IPredSLT, j, n), body, out)
	item := body.NewLoad(Obj, body.NewGetElementPtr(Obj, from, j))
	r.Incref(body, item)
	body.NewStore(item, body.NewGetElementPtr(Obj, to, j))
	j.Incs = append(j.Incs, ir.NewIncoming(body.NewAdd(j, i64(1)), body))
	body.NewBr(loop)
	out.NewRet(made)
	return f
}

// SetSliceFunc returns sp.setslice(o, lo, hi, st, v): o[lo:hi:st] = v as
// PyObject_SetItem does it (0, or -1 with an exception set; v is not
// stolen). An exact list with a step of 1, given an exact list or
// tuple, goes to PyList_SetSlice with the adjusted bounds, as
// list_ass_subscript does.
func (r *Runtime) SetSliceFunc() *ir.Func {
	f, done := r.helper("sp.setslice", types.I32, ir.NewParam("o", Obj), ir.NewParam("lo", Obj), ir.NewParam("hi", Obj), ir.NewParam("st", Obj), ir.NewParam("v", Obj))
	if done {
		return f
	}
	o, lo, hi, st, v := f.Params[0], f.Params[1], f.Params[2], f.Params[3], f.Params[4]
	entry, list, generic := f.NewBlock("entry"), f.NewBlock("list"), f.NewBlock("generic")
	// The items from an exact list or tuple: what else v may be (a
	// non-iterable, a generator) is for the generic path, whose messages
	// differ between versions (3.13 reports a non-iterable as an
	// extended slice's error).
	vt := r.TypeOf(entry, v)
	seq := entry.NewOr(entry.NewICmp(enum.IPredEQ, vt, r.CData("PyList_Type")), entry.NewICmp(enum.IPredEQ, vt, r.CData("PyTuple_Type")))
	entry.NewCondBr(entry.NewAnd(seq, entry.NewICmp(enum.IPredEQ, r.TypeOf(entry, o), r.CData("PyList_Type"))), list, generic)
	b, start, stop, _, _ := r.sliceBounds(f, list, o, ObjectBound(lo), ObjectBound(hi), ObjectBound(st), true, generic, "")
	b.NewRet(r.CallC(b, capi.ListSetSlice, o, start, stop, v))
	sl := r.CallC(generic, capi.SliceNew, lo, hi, st)
	set, failed := f.NewBlock("generic.set"), f.NewBlock("generic.nomem")
	generic.NewCondBr(generic.NewICmp(enum.IPredEQ, sl, Null), failed, set)
	failed.NewRet(constant.NewInt(types.I32, -1))
	rc := r.CallC(set, capi.ObjectSetItem, o, sl, v)
	r.Decref(set, sl)
	set.NewRet(rc)
	return f
}

// sliceCopyMax is how many items sp.setslice.slice moves through its
// stack buffer; a longer slice takes the list it would have made.
const sliceCopyMax = 64

// SetSliceFromSliceFunc returns sp.setslice.slice(o, lo, hi, st, src,
// slo, shi, sst), each bound a SliceBound's three parameters:
// o[lo:hi:st] = src[slo:shi:sst] (0, or -1 with an exception set),
// without the list the right side makes. When o and src
// are exact lists, every bound is absent, None or a small int and the two
// slices have the same length (at most sliceCopyMax items), the source
// items are gathered into a stack buffer (new references) and stored
// over the target's, whose old items are released last, as
// list_ass_slice releases them; when src is o and the positions are the
// same, the items are reversed (or left) in place without the buffer
// (permuteInPlace): `perm[:k+1] = perm[k::-1]`. Anything else makes the right side's list with
// sp.getslice and assigns it with sp.setslice, as the two statements
// would (the known bounds boxed for them). The caller evaluates o and its
// bounds after src and its bounds, as Python does, only when that can
// run no code (lowering checks).
func (r *Runtime) SetSliceFromSliceFunc() *ir.Func {
	var params []*ir.Param
	bound := func(name string) {
		params = append(params, ir.NewParam(name, Obj), ir.NewParam(name+".i", types.I64), ir.NewParam(name+".known", types.I1))
	}
	params = append(params, ir.NewParam("o", Obj))
	bound("lo")
	bound("hi")
	bound("st")
	params = append(params, ir.NewParam("src", Obj))
	bound("slo")
	bound("shi")
	bound("sst")
	f, done := r.helper("sp.setslice.slice", types.I32, params...)
	if done {
		return f
	}
	p := f.Params
	at := func(k int) SliceBound { return SliceBound{Obj: p[k], I: p[k+1], Known: p[k+2]} }
	o, lo, hi, st := p[0], at(1), at(4), at(7)
	src, slo, shi, sst := p[10], at(11), at(14), at(17)
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	entry, lists, generic := f.NewBlock("entry"), f.NewBlock("lists"), f.NewBlock("generic")
	buf := entry.NewAlloca(types.NewArray(sliceCopyMax, Obj))
	listType := r.CData("PyList_Type")
	entry.NewCondBr(entry.NewAnd(entry.NewICmp(enum.IPredEQ, r.TypeOf(entry, o), listType), entry.NewICmp(enum.IPredEQ, r.TypeOf(entry, src), listType)), lists, generic)
	b, sstart, _, sstep, sn := r.sliceBounds(f, lists, src, slo, shi, sst, false, generic, ".src")
	b, dstart, _, dstep, dn := r.sliceBounds(f, b, o, lo, hi, st, false, generic, ".dst")
	gather, fits := f.NewBlock("copy"), f.NewBlock("copy.fits")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, sn, dn), fits, generic)
	b = r.permuteInPlace(f, fits, o, src, sstart, sstep, dstart, dstep, sn)
	b.NewCondBr(b.NewICmp(enum.IPredSLE, sn, i64(sliceCopyMax)), gather, generic)
	slot := func(blk *ir.Block, j value.Value) value.Value {
		return blk.NewGetElementPtr(types.NewArray(sliceCopyMax, Obj), buf, i64(0), j)
	}
	// loop emits `for j in range(n)` with body, continuing in the
	// returned block.
	loop := func(from *ir.Block, name string, body func(blk *ir.Block, j value.Value)) *ir.Block {
		head, step, out := f.NewBlock(name+".head"), f.NewBlock(name), f.NewBlock(name+".done")
		from.NewBr(head)
		j := head.NewPhi(ir.NewIncoming(i64(0), from))
		head.NewCondBr(head.NewICmp(enum.IPredSLT, j, sn), step, out)
		body(step, j)
		j.Incs = append(j.Incs, ir.NewIncoming(step.NewAdd(j, i64(1)), step))
		step.NewBr(head)
		return out
	}
	b = loop(gather, "copy.gather", func(blk *ir.Block, j value.Value) {
		item := r.ListItem(blk, src, blk.NewAdd(sstart, blk.NewMul(j, sstep)))
		r.Incref(blk, item)
		blk.NewStore(item, slot(blk, j))
	})
	// The buffer gets the old items back, to release once the target
	// holds every new one: a finalizer sees the assignment done.
	b = loop(b, "copy.store", func(blk *ir.Block, j value.Value) {
		p := r.ListItemPtr(blk, o, blk.NewAdd(dstart, blk.NewMul(j, dstep)))
		old := blk.NewLoad(Obj, p)
		blk.NewStore(blk.NewLoad(Obj, slot(blk, j)), p)
		blk.NewStore(old, slot(blk, j))
	})
	// list_ass_slice releases the old items last to first, the extended
	// assignment of list_ass_subscript first to last.
	unit := b.NewICmp(enum.IPredEQ, dstep, i64(1))
	b = loop(b, "copy.release", func(blk *ir.Block, j value.Value) {
		k := blk.NewSelect(unit, blk.NewSub(blk.NewSub(sn, i64(1)), j), j)
		r.Decref(blk, blk.NewLoad(Obj, slot(blk, k)))
	})
	b.NewRet(constant.NewInt(types.I32, 0))
	// The generic path wants every bound as an object.
	bounds := []SliceBound{slo, shi, sst, lo, hi, st}
	objs := make([]value.Value, len(bounds))
	gb := generic
	failed := f.NewBlock("generic.failed")
	failed.NewRet(constant.NewInt(types.I32, -1))
	for j, bd := range bounds {
		res := gb.NewCall(r.boxBoundFunc(), bd.Obj, bd.I, bd.Known)
		objs[j] = gb.NewExtractValue(res, 0)
		noMem, next := f.NewBlock(fmt.Sprintf("generic.nomem%d", j)), f.NewBlock(fmt.Sprintf("generic.bound%d", j))
		gb.NewCondBr(gb.NewExtractValue(res, 1), noMem, next)
		for _, done := range objs[:j] {
			r.XDecref(noMem, done)
		}
		noMem.NewBr(failed)
		gb = next
	}
	tmp := gb.NewCall(r.GetSliceFunc(), src, objs[0], objs[1], objs[2])
	set, getFailed, release := f.NewBlock("generic.set"), f.NewBlock("generic.getfailed"), f.NewBlock("generic.release")
	gb.NewCondBr(gb.NewICmp(enum.IPredEQ, tmp, Null), getFailed, set)
	getFailed.NewBr(release)
	rc := set.NewCall(r.SetSliceFunc(), o, objs[3], objs[4], objs[5], tmp)
	r.Decref(set, tmp)
	set.NewBr(release)
	status := release.NewPhi(ir.NewIncoming(constant.NewInt(types.I32, -1), getFailed), ir.NewIncoming(rc, set))
	for j := len(objs) - 1; j >= 0; j-- {
		r.XDecref(release, objs[j])
	}
	release.NewRet(status)
	return f
}

// permuteInPlace emits, from b, the case of sp.setslice.slice where src
// is the target list itself and the source positions are the target's
// (n of them from dstart by dstep): the same positions in the same order
// (`l[a:b] = l[a:b]`) leave the list as it is, and in the opposite order
// (`perm[:k+1] = perm[k::-1]`) the assignment reverses them, which
// swapping pairs in place does. The list then holds the same objects,
// so no reference count changes and no finalizer can run, where the copy
// through the buffer takes and drops a reference per item. Any other
// case continues in the returned block.
func (r *Runtime) permuteInPlace(f *ir.Func, b *ir.Block, o, src, sstart, sstep, dstart, dstep, n value.Value) *ir.Block {
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	last := b.NewAdd(dstart, b.NewMul(b.NewSub(n, i64(1)), dstep))
	identical := b.NewAnd(b.NewICmp(enum.IPredEQ, sstep, dstep), b.NewICmp(enum.IPredEQ, sstart, dstart))
	reversed := b.NewAnd(b.NewICmp(enum.IPredEQ, sstep, b.NewSub(i64(0), dstep)), b.NewICmp(enum.IPredEQ, sstart, last))
	same := b.NewICmp(enum.IPredEQ, o, src)
	kept, notKept, rev, other := f.NewBlock("permute.kept"), f.NewBlock("permute.notkept"), f.NewBlock("permute.reverse"), f.NewBlock("permute.other")
	b.NewCondBr(b.NewAnd(same, b.NewOr(identical, b.NewICmp(enum.IPredEQ, n, i64(0)))), kept, notKept)
	kept.NewRet(constant.NewInt(types.I32, 0))
	notKept.NewCondBr(notKept.NewAnd(same, reversed), rev, other)
	// Swap the i-th and the (n-1-i)-th positions for i < n/2.
	head, swap, done := f.NewBlock("permute.head"), f.NewBlock("permute.swap"), f.NewBlock("permute.done")
	rev.NewBr(head)
	i := head.NewPhi(ir.NewIncoming(i64(0), rev))
	head.NewCondBr(head.NewICmp(enum.IPredSLT, head.NewMul(i, i64(2)), head.NewSub(n, i64(1))), swap, done)
	p := r.ListItemPtr(swap, o, swap.NewAdd(dstart, swap.NewMul(i, dstep)))
	q := r.ListItemPtr(swap, o, swap.NewSub(last, swap.NewMul(i, dstep)))
	x, y := swap.NewLoad(Obj, p), swap.NewLoad(Obj, q)
	swap.NewStore(y, p)
	swap.NewStore(x, q)
	i.Incs = append(i.Incs, ir.NewIncoming(swap.NewAdd(i, i64(1)), swap))
	swap.NewBr(head)
	done.NewRet(constant.NewInt(types.I32, 0))
	return other
}
