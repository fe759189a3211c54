// This file implements the fast paths of arithmetic and comparisons on
// objects of unknown type, as CPython 3.11's BINARY_OP_*_FLOAT,
// BINARY_OP_*_INT and COMPARE_OP_*_JUMP specializations do: two exact
// floats are computed on their doubles, two exact ints of at most one
// 30-bit digit on their values (the result of + - * of such ints always
// fits in 64 bits), and the result is boxed once. Anything else, a
// subclass of int or float included, goes to the PyNumber_* or
// PyObject_RichCompare call whose semantics the fast path reproduces.

package runtime

import (
	"math"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// NumOp is an arithmetic operator with a fast path.
type NumOp int

// The operators with a fast path.
const (
	NumAdd NumOp = iota
	NumSub
	NumMul
	NumTrueDiv
	// The operators below have a fast path on compact ints only (float
	// // and % round as C's fmod does not, and & | ^ >> take no floats).
	NumFloorDiv
	NumMod
	NumAnd
	NumOr
	NumXor
	NumRShift
	NumLShift
)

var numOpNames = [...]string{"add", "sub", "mul", "truediv", "floordiv", "mod", "and", "or", "xor", "rshift", "lshift"}
var numOpGeneric = [...]*capi.Func{capi.NumberAdd, capi.NumberSubtract, capi.NumberMultiply, capi.NumberTrueDivide,
	capi.NumberFloorDivide, capi.NumberRemainder, capi.NumberAnd, capi.NumberOr, capi.NumberXor, capi.NumberRshift, capi.NumberLshift}
var numOpInPlace = [...]*capi.Func{capi.NumberInPlaceAdd, capi.NumberInPlaceSubtract, capi.NumberInPlaceMultiply, capi.NumberInPlaceTrueDivide,
	capi.NumberInPlaceFloorDivide, capi.NumberInPlaceRemainder, capi.NumberInPlaceAnd, capi.NumberInPlaceOr, capi.NumberInPlaceXor, capi.NumberInPlaceRshift, capi.NumberInPlaceLshift}

// exactFloats emits whether a and b are both exactly float.
func (r *Runtime) exactFloats(b *ir.Block, x, y value.Value) value.Value {
	ft := r.CData("PyFloat_Type")
	return b.NewAnd(b.NewICmp(enum.IPredEQ, r.TypeOf(b, x), ft), b.NewICmp(enum.IPredEQ, r.TypeOf(b, y), ft))
}

// compactInts branches from b to yes when x and y are both exactly int
// with at most one digit, else to no. The types are checked first: only
// an int has a digit count to read.
func (r *Runtime) compactInts(f *ir.Func, b *ir.Block, x, y value.Value, yes, no *ir.Block) {
	lt := r.CData("PyLong_Type")
	sizes := f.NewBlock("ints.sizes")
	b.NewCondBr(b.NewAnd(b.NewICmp(enum.IPredEQ, r.TypeOf(b, x), lt), b.NewICmp(enum.IPredEQ, r.TypeOf(b, y), lt)), sizes, no)
	sizes.NewCondBr(sizes.NewAnd(r.LongIsCompact(sizes, x), r.LongIsCompact(sizes, y)), yes, no)
}

// compactValue loads the value of an int of at most one digit (in the
// layout of the version's PyLongObject: layout.go).
func (r *Runtime) compactValue(b *ir.Block, o value.Value) value.Value {
	return r.LongCompactValue(b, o)
}

// NumberFunc returns sp.num.<op>(a, b): a op b as PyNumber_<Op> gives it
// (a new reference, NULL with an exception set); with inplace, a op= b as
// PyNumber_InPlace<Op> (the same on exact ints and floats, which have no
// in-place operators). With stealA (stealB) the helper takes over the
// caller's reference to a (b), a temporary the caller would release just
// after: a float result is then written into that operand when nothing
// else refers to it, instead of allocating a new float and freeing the
// old one.
func (r *Runtime) NumberFunc(op NumOp, inplace, stealA, stealB bool) *ir.Func {
	name, generic := "sp.num."+numOpNames[op], numOpGeneric[op]
	if inplace {
		name, generic = "sp.num.i"+numOpNames[op], numOpInPlace[op]
	}
	if stealA {
		name += ".sa"
	}
	if stealB {
		name += ".sb"
	}
	f, done := r.helper(name, Obj, ir.NewParam("a", Obj), ir.NewParam("b", Obj))
	if done {
		return f
	}
	if stealA && stealB && op <= NumTrueDiv {
		// Taking over both operands, a float operation has two reuse
		// tests and two decrefs: opt kept it out of line at every site
		// of the untyped benchmarks, so each part of a split module
		// compiled a copy of its own. noinline makes it one copy
		// (irpass/split.go). The variants that take over one operand,
		// and the int-only ones, are small enough to be inlined at a
		// hot site (+0.7–2.4% of instructions on untyped_constraints,
		// _spectral and _unpack when they were not): they stay copies.
		f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline)
	}
	x, y := f.Params[0], f.Params[1]
	// give returns res from b after dropping the stolen references; the
	// operands go after the result exists, as the interpreter drops them.
	give := func(b *ir.Block, res value.Value) {
		if stealB {
			r.Decref(b, y)
		}
		if stealA {
			r.Decref(b, x)
		}
		b.NewRet(res)
	}
	entry, genericB := f.NewBlock("entry"), f.NewBlock("generic")
	if op > NumTrueDiv {
		r.intOnly(f, op, entry, x, y, genericB, give)
		give(genericB, r.CallC(genericB, generic, x, y))
		return f
	}
	floats, notFloats := f.NewBlock("floats"), f.NewBlock("notfloats")
	entry.NewCondBr(r.exactFloats(entry, x, y), floats, notFloats)
	fx := floats.NewLoad(types.Double, r.FloatValuePtr(floats, x))
	fy := floats.NewLoad(types.Double, r.FloatValuePtr(floats, y))
	var fr value.Value
	compute := floats
	switch op {
	case NumAdd:
		fr = floats.NewFAdd(fx, fy)
	case NumSub:
		fr = floats.NewFSub(fx, fy)
	case NumMul:
		fr = floats.NewFMul(fx, fy)
	case NumTrueDiv:
		// Division by zero raises: the generic call says how.
		compute = f.NewBlock("divide")
		floats.NewCondBr(floats.NewFCmp(enum.FPredOEQ, fy, constant.NewFloat(types.Double, 0)), genericB, compute)
		fr = compute.NewFDiv(fx, fy)
	}
	one := constant.NewInt(types.I64, 1)
	reuse := func(from *ir.Block, o, other value.Value, stealOther bool, otherwise *ir.Block) {
		in := f.NewBlock(from.LocalName + ".reuse")
		from.NewCondBr(from.NewICmp(enum.IPredEQ, r.Refcnt(from, o), one), in, otherwise)
		in.NewStore(fr, r.FloatValuePtr(in, o))
		if stealOther {
			r.Decref(in, other)
		}
		in.NewRet(o)
	}
	fresh := f.NewBlock("fresh")
	switch {
	case stealA && stealB:
		tryB := f.NewBlock("tryb")
		reuse(compute, x, y, true, tryB)
		reuse(tryB, y, x, true, fresh)
	case stealA:
		reuse(compute, x, y, false, fresh)
	case stealB:
		reuse(compute, y, x, false, fresh)
	default:
		compute.NewBr(fresh)
	}
	give(fresh, r.CallC(fresh, capi.FloatFromDouble, fr))

	if op == NumTrueDiv {
		notFloats.NewBr(genericB)
	} else {
		ints, wide := f.NewBlock("ints"), f.NewBlock("ints.wide")
		r.intsBranch(f, notFloats, x, y, ints, wide, genericB)
		give(wide, r.wideIntCall(wide, op, x, y))
		ix, iy := r.compactValue(ints, x), r.compactValue(ints, y)
		var ir_ value.Value
		switch op {
		case NumAdd:
			ir_ = ints.NewAdd(ix, iy)
		case NumSub:
			ir_ = ints.NewSub(ix, iy)
		case NumMul:
			ir_ = ints.NewMul(ix, iy)
		}
		give(ints, r.LongFromI64(ints, ir_))
	}
	give(genericB, r.CallC(genericB, generic, x, y))
	return f
}

// intOnly emits, from b, the fast path of an operator that has one on
// compact ints only: two such ints go to their result by Python's rules
// (// and % round toward minus infinity, the remainder taking the
// divisor's sign; >> of a negative count raises, so it goes to generic,
// as a zero divisor does); anything else branches to generic.
func (r *Runtime) intOnly(f *ir.Func, op NumOp, b *ir.Block, x, y value.Value, generic *ir.Block, give func(*ir.Block, value.Value)) {
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	ints, wide := f.NewBlock("ints"), f.NewBlock("ints.wide")
	r.intsBranch(f, b, x, y, ints, wide, generic)
	give(wide, r.wideIntCall(wide, op, x, y))
	ix, iy := r.compactValue(ints, x), r.compactValue(ints, y)
	compute := ints
	switch op {
	case NumFloorDiv, NumMod:
		compute = f.NewBlock("divide")
		ints.NewCondBr(ints.NewICmp(enum.IPredEQ, iy, i64(0)), generic, compute)
	case NumRShift:
		compute = f.NewBlock("shift")
		ints.NewCondBr(ints.NewICmp(enum.IPredSLT, iy, i64(0)), generic, compute)
	case NumLShift:
		// |x| < 2**30: a count below 33 fits in 63 bits; a negative
		// count (ValueError) or a longer one is the generic call's.
		compute = f.NewBlock("shift")
		ints.NewCondBr(ints.NewICmp(enum.IPredULT, iy, i64(33)), compute, generic)
	}
	c := compute
	var res value.Value
	switch op {
	case NumFloorDiv, NumMod:
		// |x|, |y| < 2**30: no MIN / -1 overflow.
		res = floorDivMod(c, op, ix, iy)
	case NumAnd:
		res = c.NewAnd(ix, iy)
	case NumOr:
		res = c.NewOr(ix, iy)
	case NumXor:
		res = c.NewXor(ix, iy)
	case NumRShift:
		res = shiftRight(c, ix, iy)
	case NumLShift:
		res = c.NewShl(ix, iy)
	}
	give(c, r.LongFromI64(c, res))
}

// floorDivMod emits x // y or x % y (op) of two i64 by Python's rules:
// the quotient rounds toward minus infinity and the remainder takes the
// divisor's sign. y is not 0, and x / y does not overflow.
func floorDivMod(b *ir.Block, op NumOp, x, y value.Value) value.Value {
	zero, one := constant.NewInt(types.I64, 0), constant.NewInt(types.I64, 1)
	q, m := b.NewSDiv(x, y), b.NewSRem(x, y)
	// The signs differ and the division was inexact: one down (and the
	// remainder moves by the divisor).
	adjust := b.NewAnd(b.NewICmp(enum.IPredNE, m, zero), b.NewICmp(enum.IPredSLT, b.NewXor(m, y), zero))
	if op == NumFloorDiv {
		return b.NewSelect(adjust, b.NewSub(q, one), q)
	}
	return b.NewSelect(adjust, b.NewAdd(m, y), m)
}

// shiftRight emits x >> y of an i64 by a count y >= 0: a count past the
// width leaves only the sign.
func shiftRight(b *ir.Block, x, y value.Value) value.Value {
	width := constant.NewInt(types.I64, 63)
	return b.NewAShr(x, b.NewSelect(b.NewICmp(enum.IPredSGT, y, width), width, y))
}

// CompareFunc returns sp.cmp.<op>(a, b), op a Py_LT … Py_GE code:
// PyObject_RichCompare(a, b, op) (a new reference, NULL with an exception
// set), decided on the values when both are exact floats or compact ints.
func (r *Runtime) CompareFunc(op int64) *ir.Func {
	names := [...]string{"lt", "le", "eq", "ne", "gt", "ge"}
	f, done := r.helper("sp.cmp."+names[op], Obj, ir.NewParam("a", Obj), ir.NewParam("b", Obj))
	if done {
		return f
	}
	fpreds := [...]enum.FPred{enum.FPredOLT, enum.FPredOLE, enum.FPredOEQ, enum.FPredUNE, enum.FPredOGT, enum.FPredOGE}
	ipreds := [...]enum.IPred{enum.IPredSLT, enum.IPredSLE, enum.IPredEQ, enum.IPredNE, enum.IPredSGT, enum.IPredSGE}
	x, y := f.Params[0], f.Params[1]
	entry, floats, notFloats, ints, generic := f.NewBlock("entry"), f.NewBlock("floats"), f.NewBlock("notfloats"), f.NewBlock("ints"), f.NewBlock("generic")
	result := func(b *ir.Block, c value.Value) {
		o := b.NewSelect(c, r.True(), r.False())
		r.Incref(b, o)
		b.NewRet(o)
	}
	entry.NewCondBr(r.exactFloats(entry, x, y), floats, notFloats)
	result(floats, floats.NewFCmp(fpreds[op], floats.NewLoad(types.Double, r.FloatValuePtr(floats, x)), floats.NewLoad(types.Double, r.FloatValuePtr(floats, y))))
	subclasses := f.NewBlock("intsubclasses")
	r.compactInts(f, notFloats, x, y, ints, subclasses)
	result(ints, ints.NewICmp(ipreds[op], r.compactValue(ints, x), r.compactValue(ints, y)))
	// Subclasses of int that keep int's comparison (an IntEnum's members,
	// bool): whichever operand's tp_richcompare do_richcompare picks, it
	// is long_richcompare, which compares the values.
	sizes := f.NewBlock("intsubclasses.sizes")
	subclasses.NewCondBr(subclasses.NewAnd(r.ComparesAsInt(subclasses, x), r.ComparesAsInt(subclasses, y)), sizes, generic)
	wide := f.NewBlock("ints.wide")
	sizes.NewCondBr(sizes.NewAnd(r.LongIsCompact(sizes, x), r.LongIsCompact(sizes, y)), ints, wide)
	wide.NewRet(wide.NewCall(r.wideCompareFunc(op, names[op], ipreds[op]), x, y))
	rich := generic
	if op == pyEQ || op == pyNE {
		// Two exact strs, as CPython 3.11's COMPARE_OP_STR_JUMP: their
		// equality without the rich comparison's dispatch.
		strs := f.NewBlock("strs")
		rich = f.NewBlock("rich")
		ut := r.CData("PyUnicode_Type")
		generic.NewCondBr(generic.NewAnd(generic.NewICmp(enum.IPredEQ, r.TypeOf(generic, x), ut), generic.NewICmp(enum.IPredEQ, r.TypeOf(generic, y), ut)), strs, rich)
		var eq value.Value = strs.NewICmp(enum.IPredNE, strs.NewCall(r.strEqualFunc(), x, y), constant.NewInt(types.I32, 0))
		if op == pyNE {
			eq = strs.NewXor(eq, constant.True)
		}
		result(strs, eq)
	}
	rich.NewRet(r.CallC(rich, capi.ObjectRichCompare, x, y, constant.NewInt(types.I32, op)))
	return f
}

// StrCompareFunc returns sp.cmp.str.<op>(a, b), op Py_EQ or Py_NE:
// PyObject_RichCompare(a, b, op) (a new reference, NULL with an exception
// set), decided by sp.str.eq when both are exact strs — for comparisons
// with a str operand, where sp.cmp's number tests would only cost.
func (r *Runtime) StrCompareFunc(op int64) *ir.Func {
	name := map[int64]string{pyEQ: "eq", pyNE: "ne"}[op]
	f, done := r.helper("sp.cmp.str."+name, Obj, ir.NewParam("a", Obj), ir.NewParam("b", Obj))
	if done {
		return f
	}
	x, y := f.Params[0], f.Params[1]
	entry, strs, rich := f.NewBlock("entry"), f.NewBlock("strs"), f.NewBlock("rich")
	ut := r.CData("PyUnicode_Type")
	entry.NewCondBr(entry.NewAnd(entry.NewICmp(enum.IPredEQ, r.TypeOf(entry, x), ut), entry.NewICmp(enum.IPredEQ, r.TypeOf(entry, y), ut)), strs, rich)
	var eq value.Value = strs.NewICmp(enum.IPredNE, strs.NewCall(r.strEqualFunc(), x, y), constant.NewInt(types.I32, 0))
	if op == pyNE {
		eq = strs.NewXor(eq, constant.True)
	}
	o := strs.NewSelect(eq, r.True(), r.False())
	r.Incref(strs, o)
	strs.NewRet(o)
	rich.NewRet(r.CallC(rich, capi.ObjectRichCompare, x, y, constant.NewInt(types.I32, op)))
	return f
}

// The rich comparison codes of == and != (Py_EQ, Py_NE).
const (
	pyEQ = 2
	pyNE = 3
)

// strEqualFunc returns sp.str.eq(a, b) for two exact strs: 1 when they
// are equal, else 0, as unicode_compare_eq decides it: the same object,
// else the same length, hashes that do not differ when both are known,
// and the same code points.
func (r *Runtime) strEqualFunc() *ir.Func {
	f, done := r.helper("sp.str.eq", types.I32, ir.NewParam("a", Obj), ir.NewParam("b", Obj))
	if done {
		return f
	}
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline)
	x, y := f.Params[0], f.Params[1]
	i32 := func(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
	entry, lengths, hashes, compare, same, differ := f.NewBlock("entry"), f.NewBlock("lengths"), f.NewBlock("hashes"), f.NewBlock("compare"), f.NewBlock("same"), f.NewBlock("differ")
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, x, y), same, lengths)
	lx := loadField(lengths, x, r.ABI.OffsetUnicodeLength, types.I64)
	ly := loadField(lengths, y, r.ABI.OffsetUnicodeLength, types.I64)
	lengths.NewCondBr(lengths.NewICmp(enum.IPredEQ, lx, ly), hashes, differ)
	hx := loadField(hashes, x, r.ABI.OffsetUnicodeHash, types.I64)
	hy := loadField(hashes, y, r.ABI.OffsetUnicodeHash, types.I64)
	minus1 := constant.NewInt(types.I64, -1)
	known := hashes.NewAnd(hashes.NewICmp(enum.IPredNE, hx, minus1), hashes.NewICmp(enum.IPredNE, hy, minus1))
	hashes.NewCondBr(hashes.NewAnd(known, hashes.NewICmp(enum.IPredNE, hx, hy)), differ, compare)
	compare.NewRet(compare.NewZExt(compare.NewICmp(enum.IPredEQ, r.CallC(compare, capi.UnicodeCompare, x, y), i32(0)), types.I32))
	same.NewRet(i32(1))
	differ.NewRet(i32(0))
	return f
}

// ComparesAsInt emits whether o is an int whose type compares it as int
// does (tp_richcompare is long_richcompare, which compares the values):
// an exact int, a bool, an IntEnum's member, an int subclass that does
// not define a comparison.
func (r *Runtime) ComparesAsInt(b *ir.Block, o value.Value) value.Value {
	longCmp := loadField(b, r.CData("PyLong_Type"), r.ABI.OffsetTypeRichcompare, types.I8Ptr)
	tp := r.TypeOf(b, o)
	return b.NewAnd(hasFlag(b, r.TypeFlags(b, tp), FlagLong),
		b.NewICmp(enum.IPredEQ, loadField(b, tp, r.ABI.OffsetTypeRichcompare, types.I8Ptr), longCmp))
}

// ComparesAsObject emits whether o's type compares it as object does
// (tp_richcompare is object_richcompare: no class in its MRO defines a
// comparison), so that `==` between two such objects is identity.
func (r *Runtime) ComparesAsObject(b *ir.Block, o value.Value) value.Value {
	objCmp := loadField(b, b.NewBitCast(r.CData("PyBaseObject_Type"), types.I8Ptr), r.ABI.OffsetTypeRichcompare, types.I8Ptr)
	return b.NewICmp(enum.IPredEQ, loadField(b, r.TypeOf(b, o), r.ABI.OffsetTypeRichcompare, types.I8Ptr), objCmp)
}

// GetItemFunc returns sp.getitem(o, i): o[i] as PyObject_GetItem gives it
// (a new reference, NULL with an exception set), read directly when o is
// exactly a list or a tuple, or a list subclass whose __getitem__ is
// list's (ListDunderIsList), or exactly a str, and i an int of at most one digit in range
// (a negative index counts from the end, as CPython's BINARY_SUBSCR_LIST_INT
// and the list's own indexing do). Out of range, the generic call raises
// CPython's IndexError.
func (r *Runtime) GetItemFunc() *ir.Func {
	f, done := r.helper("sp.getitem", Obj, ir.NewParam("o", Obj), ir.NewParam("i", Obj))
	if done {
		return f
	}
	o, i := f.Params[0], f.Params[1]
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	entry, isInt, index, generic := f.NewBlock("entry"), f.NewBlock("int"), f.NewBlock("index"), f.NewBlock("generic")
	// The type first: only an int has a digit count to read.
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, r.TypeOf(entry, i), r.CData("PyLong_Type")), isInt, generic)
	isInt.NewCondBr(r.LongIsCompact(isInt, i), index, generic)
	tp := r.TypeOf(index, o)
	isList := index.NewICmp(enum.IPredEQ, tp, r.CData("PyList_Type"))
	isTuple := index.NewICmp(enum.IPredEQ, tp, r.CData("PyTuple_Type"))
	seq, notExact, sub := f.NewBlock("seq"), f.NewBlock("notexact"), f.NewBlock("listsub")
	index.NewCondBr(index.NewOr(isList, isTuple), seq, notExact)
	// An exact str: its character in range (PyUnicode_ReadChar) as the
	// one-character str (PyUnicode_FromOrdinal: Latin-1 ones are cached),
	// as 3.12's BINARY_SUBSCR_STR_INT, without PyObject_GetItem's dispatch
	// and index conversion.
	str, notStr := f.NewBlock("str"), f.NewBlock("notstr")
	notExact.NewCondBr(notExact.NewICmp(enum.IPredEQ, tp, r.CData("PyUnicode_Type")), str, notStr)
	sn := loadField(str, o, r.ABI.OffsetUnicodeLength, types.I64)
	sk := r.compactValue(str, i)
	sk = str.NewSelect(str.NewICmp(enum.IPredSLT, sk, i64(0)), str.NewAdd(sk, sn), sk)
	strIn := f.NewBlock("str.inrange")
	str.NewCondBr(str.NewICmp(enum.IPredULT, sk, sn), strIn, generic)
	strIn.NewRet(r.CallC(strIn, capi.UnicodeFromOrdinal, r.CallC(strIn, capi.UnicodeReadChar, o, sk)))
	// A list subclass that keeps list's __getitem__ is read as a list.
	notStr.NewCondBr(hasFlag(notStr, r.TypeFlags(notStr, tp), FlagList), sub, generic)
	known, asList := r.ListDunderIsList(f, sub, tp, "__getitem__")
	subList := f.NewBlock("listsub.list")
	known.NewCondBr(asList, subList, generic)
	subList.NewBr(seq)
	isList2 := seq.NewPhi(ir.NewIncoming(isList, index), ir.NewIncoming(constant.True, subList))
	n := loadField(seq, o, r.ABI.OffsetVarSize, types.I64)
	k := r.compactValue(seq, i)
	k = seq.NewSelect(seq.NewICmp(enum.IPredSLT, k, i64(0)), seq.NewAdd(k, n), k)
	inRange := f.NewBlock("inrange")
	seq.NewCondBr(seq.NewICmp(enum.IPredULT, k, n), inRange, generic)
	list, tuple, got := f.NewBlock("list"), f.NewBlock("tuple"), f.NewBlock("got")
	inRange.NewCondBr(isList2, list, tuple)
	li := list.NewLoad(Obj, r.ListItemPtr(list, o, k))
	list.NewBr(got)
	ti := tuple.NewLoad(Obj, tuple.NewGetElementPtr(Obj, r.TupleItems(tuple, o), k))
	tuple.NewBr(got)
	item := got.NewPhi(ir.NewIncoming(li, list), ir.NewIncoming(ti, tuple))
	r.Incref(got, item)
	got.NewRet(item)
	// An exact dict: its lookup without PyObject_GetItem's dispatch, out
	// of line (dictGetItemFunc); anything else is PyObject_GetItem.
	dict, other := f.NewBlock("dict"), f.NewBlock("other")
	generic.NewCondBr(generic.NewICmp(enum.IPredEQ, r.TypeOf(generic, o), r.CData("PyDict_Type")), dict, other)
	dict.NewRet(dict.NewCall(r.dictGetItemFunc(), o, i))
	other.NewRet(r.CallC(other, capi.ObjectGetItem, o, i))
	return f
}

// dictGetItemFunc returns sp.dict.getitem(d, k): d[k] for an exact dict
// d as PyObject_GetItem gives it, as CPython 3.11's BINARY_SUBSCR_DICT
// does it: PyDict_GetItemWithError, and on a miss without an error the
// generic call, which raises the KeyError (an exact dict has no
// __missing__).
func (r *Runtime) dictGetItemFunc() *ir.Func {
	f, done := r.helper("sp.dict.getitem", Obj, ir.NewParam("d", Obj), ir.NewParam("k", Obj))
	if done {
		return f
	}
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline)
	d, k := f.Params[0], f.Params[1]
	entry, hit, miss, absent, failed := f.NewBlock("entry"), f.NewBlock("hit"), f.NewBlock("miss"), f.NewBlock("absent"), f.NewBlock("failed")
	v := r.CallC(entry, capi.DictGetItemWithError, d, k)
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, v, Null), miss, hit)
	r.Incref(hit, v)
	hit.NewRet(v)
	miss.NewCondBr(miss.NewICmp(enum.IPredEQ, r.CallC(miss, capi.ErrOccurred), Null), absent, failed)
	absent.NewRet(r.CallC(absent, capi.ObjectGetItem, d, k))
	failed.NewRet(Null)
	return f
}

// SetItemFunc returns sp.setitem(o, i, v): o[i] = v as PyObject_SetItem
// does it (0, or -1 with an exception set; v is not stolen), written
// directly when o is exactly a list (or a list subclass whose __setitem__
// is list's) and i an int of at most one digit in
// range, negative counting from the end, as CPython's
// STORE_SUBSCR_LIST_INT and list_ass_item do. The old item is released
// last: its finalizer may run any code, and sees the list already
// changed. Out of range, the generic call raises CPython's IndexError.
func (r *Runtime) SetItemFunc() *ir.Func {
	f, done := r.helper("sp.setitem", types.I32, ir.NewParam("o", Obj), ir.NewParam("i", Obj), ir.NewParam("v", Obj))
	if done {
		return f
	}
	o, i, v := f.Params[0], f.Params[1], f.Params[2]
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	entry, isInt, list, generic := f.NewBlock("entry"), f.NewBlock("int"), f.NewBlock("list"), f.NewBlock("generic")
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, r.TypeOf(entry, i), r.CData("PyLong_Type")), isInt, generic)
	compact, notExact, sub := f.NewBlock("compact"), f.NewBlock("notexact"), f.NewBlock("listsub")
	isInt.NewCondBr(r.LongIsCompact(isInt, i), compact, generic)
	tp := r.TypeOf(compact, o)
	compact.NewCondBr(compact.NewICmp(enum.IPredEQ, tp, r.CData("PyList_Type")), list, notExact)
	// A list subclass that keeps list's __setitem__ is written as a list.
	notExact.NewCondBr(hasFlag(notExact, r.TypeFlags(notExact, tp), FlagList), sub, generic)
	known, asList := r.ListDunderIsList(f, sub, tp, "__setitem__")
	known.NewCondBr(asList, list, generic)
	n := loadField(list, o, r.ABI.OffsetVarSize, types.I64)
	k := r.compactValue(list, i)
	k = list.NewSelect(list.NewICmp(enum.IPredSLT, k, i64(0)), list.NewAdd(k, n), k)
	store := f.NewBlock("store")
	list.NewCondBr(list.NewICmp(enum.IPredULT, k, n), store, generic)
	p := r.ListItemPtr(store, o, k)
	old := store.NewLoad(Obj, p)
	r.Incref(store, v)
	store.NewStore(v, p)
	r.Decref(store, old)
	store.NewRet(constant.NewInt(types.I32, 0))
	generic.NewRet(r.CallC(generic, capi.ObjectSetItem, o, i, v))
	return f
}

// PowerFunc returns sp.num.pow(a, b) (sp.num.ipow with inplace): a ** b
// as PyNumber_Power(a, b, None) (PyNumber_InPlacePower) gives it, a new
// reference or NULL with an exception set. An exact float raised to an
// exact float or a compact int is computed with libm's pow, as
// float_pow does, when that is all float_pow would do: the base
// positive and finite, the exponent finite and the result finite. Every
// other case (a zero or negative base, NaN, infinities, overflow or
// underflow, whose
// results or errors float_pow decides itself) and every other type goes
// to the generic call. pow is called as a plain library function so that
// LLVM does not rewrite it into an approximation.
func (r *Runtime) PowerFunc(inplace bool) *ir.Func {
	name, generic := "sp.num.pow", capi.NumberPower
	if inplace {
		name, generic = "sp.num.ipow", capi.NumberInPlacePower
	}
	f, done := r.helper(name, Obj, ir.NewParam("a", Obj), ir.NewParam("b", Obj))
	if done {
		return f
	}
	x, y := f.Params[0], f.Params[1]
	entry, base, expFloat, expNotFloat, expInt, compute, genericB := f.NewBlock("entry"), f.NewBlock("base"), f.NewBlock("exp.float"), f.NewBlock("exp.notfloat"), f.NewBlock("exp.int"), f.NewBlock("compute"), f.NewBlock("generic")
	ft := r.CData("PyFloat_Type")
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, r.TypeOf(entry, x), ft), base, genericB)
	fx := base.NewLoad(types.Double, r.FloatValuePtr(base, x))
	base.NewCondBr(base.NewICmp(enum.IPredEQ, r.TypeOf(base, y), ft), expFloat, expNotFloat)
	fy1 := expFloat.NewLoad(types.Double, r.FloatValuePtr(expFloat, y))
	expFloat.NewBr(compute)
	r.compactInts(f, expNotFloat, y, y, expInt, genericB)
	fy2 := expInt.NewSIToFP(r.compactValue(expInt, y), types.Double)
	expInt.NewBr(compute)
	fy := compute.NewPhi(ir.NewIncoming(fy1, expFloat), ir.NewIncoming(fy2, expInt))
	res := r.PowOnDoubles(f, compute, fx, fy, genericB)
	res.Block.NewRet(r.CallC(res.Block, capi.FloatFromDouble, res.Value))
	genericB.NewRet(r.CallC(genericB, generic, x, y, r.None()))
	return f
}

// PowResult is the double PowOnDoubles computed and the block it is
// known in.
type PowResult struct {
	Value value.Value
	Block *ir.Block
}

// PowOnDoubles emits, from b in f, x ** y of two floats' doubles as
// float_pow computes it when that is libm's pow alone: the base positive
// and finite, the exponent finite and the result finite and normal.
// Every other case (a zero or negative base, NaN, infinities, overflow
// or underflow, whose results or errors float_pow decides itself)
// branches to otherwise. pow is called as a plain library function so
// that LLVM does not rewrite it into an approximation.
func (r *Runtime) PowOnDoubles(f *ir.Func, b *ir.Block, fx, fy value.Value, otherwise *ir.Block) PowResult {
	inf := constant.NewFloat(types.Double, math.Inf(1))
	zero := constant.NewFloat(types.Double, 0)
	finite := func(b *ir.Block, v value.Value) value.Value {
		return b.NewFCmp(enum.FPredOLT, b.NewCall(r.fabs(), v), inf)
	}
	ok := b.NewAnd(b.NewAnd(b.NewFCmp(enum.FPredOGT, fx, zero), b.NewFCmp(enum.FPredOLT, fx, inf)), finite(b, fy))
	call, fresh := f.NewBlock(b.LocalName+".pow"), f.NewBlock(b.LocalName+".powed")
	b.NewCondBr(ok, call, otherwise)
	res := call.NewCall(r.libmPow(), fx, fy)
	res.FuncAttrs = append(res.FuncAttrs, enum.FuncAttrNoBuiltin)
	// A subnormal or zero result goes to float_pow too, which decides by
	// errno whether an underflow is an error.
	smallest := constant.NewFloat(types.Double, 0x1p-1022)
	call.NewCondBr(call.NewAnd(finite(call, res), call.NewFCmp(enum.FPredOGE, call.NewCall(r.fabs(), res), smallest)), fresh, otherwise)
	return PowResult{Value: res, Block: fresh}
}

// libmPow declares the C library's pow.
func (r *Runtime) libmPow() *ir.Func {
	return r.DeclareExternal("pow", types.Double, types.Double, types.Double)
}

// fabs declares llvm.fabs.f64, which is exact.
func (r *Runtime) fabs() *ir.Func {
	return r.DeclareExternal("llvm.fabs.f64", types.Double, types.Double)
}

// DeclareExternal declares an external function (libm's, an LLVM
// intrinsic) in the module once.
func (r *Runtime) DeclareExternal(name string, ret types.Type, params ...types.Type) *ir.Func {
	// GlobalName, not Name(): Name() first parses the name as a number
	// (an allocated error per miss), over every function at every call.
	for _, f := range r.M.Funcs {
		if f.GlobalName == name {
			return f
		}
	}
	var ps []*ir.Param
	for _, t := range params {
		ps = append(ps, ir.NewParam("", t))
	}
	return r.M.NewFunc(name, ret, ps...)
}

// SetItemFloatFunc returns sp.setitem.float(o, i, old, d), which ends
// `o[i] op= …` with a float result d, old being the item the statement
// read from o[i] (the caller holds a reference to it). When o is exactly
// a list, i an int of at most one digit in range, o[i] still old, and
// old an exact float that only o and the caller refer to, d is written
// into old: the list keeps the same object and nothing else can see its
// value change, as CPython's BINARY_OP_INPLACE_ADD_FLOAT reuses an
// operand nobody else refers to. Otherwise d is boxed and stored as
// sp.setitem stores it. It returns 0, or -1 with an exception set.
func (r *Runtime) SetItemFloatFunc() *ir.Func {
	f, done := r.helper("sp.setitem.float", types.I32, ir.NewParam("o", Obj), ir.NewParam("i", Obj), ir.NewParam("old", Obj), ir.NewParam("d", types.Double))
	if done {
		return f
	}
	o, i, old, d := f.Params[0], f.Params[1], f.Params[2], f.Params[3]
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	entry, isInt, list, inRange, same, reuse, generic := f.NewBlock("entry"), f.NewBlock("int"), f.NewBlock("list"), f.NewBlock("inrange"), f.NewBlock("same"), f.NewBlock("reuse"), f.NewBlock("generic")
	entry.NewCondBr(entry.NewAnd(entry.NewICmp(enum.IPredEQ, r.TypeOf(entry, o), r.CData("PyList_Type")),
		entry.NewICmp(enum.IPredEQ, r.TypeOf(entry, i), r.CData("PyLong_Type"))), isInt, generic)
	isInt.NewCondBr(r.LongIsCompact(isInt, i), list, generic)
	n := loadField(list, o, r.ABI.OffsetVarSize, types.I64)
	k := r.compactValue(list, i)
	k = list.NewSelect(list.NewICmp(enum.IPredSLT, k, i64(0)), list.NewAdd(k, n), k)
	list.NewCondBr(list.NewICmp(enum.IPredULT, k, n), inRange, generic)
	inRange.NewCondBr(inRange.NewICmp(enum.IPredEQ, inRange.NewLoad(Obj, r.ListItemPtr(inRange, o, k)), old), same, generic)
	same.NewCondBr(same.NewAnd(same.NewICmp(enum.IPredEQ, r.TypeOf(same, old), r.CData("PyFloat_Type")),
		same.NewICmp(enum.IPredEQ, r.Refcnt(same, old), i64(2))), reuse, generic)
	reuse.NewStore(d, r.FloatValuePtr(reuse, old))
	reuse.NewRet(constant.NewInt(types.I32, 0))
	generic.NewRet(generic.NewCall(r.setItemBoxedFunc(), o, i, d))
	// The test is inlined where the statement is; storing a new float
	// is not (it would make the caller too big to inline the rest).
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrAlwaysInline)
	return f
}

// setItemBoxedFunc returns sp.setitem.boxed(o, i, d): o[i] = float(d),
// 0 or -1 with an exception set.
func (r *Runtime) setItemBoxedFunc() *ir.Func {
	f, done := r.helper("sp.setitem.boxed", types.I32, ir.NewParam("o", Obj), ir.NewParam("i", Obj), ir.NewParam("d", types.Double))
	if done {
		return f
	}
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline)
	o, i, d := f.Params[0], f.Params[1], f.Params[2]
	entry, store, failed := f.NewBlock("entry"), f.NewBlock("store"), f.NewBlock("failed")
	boxed := r.CallC(entry, capi.FloatFromDouble, d)
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, boxed, Null), failed, store)
	failed.NewRet(constant.NewInt(types.I32, -1))
	rc := store.NewCall(r.SetItemFunc(), o, i, boxed)
	r.Decref(store, boxed)
	store.NewRet(rc)
	return f
}

// NumSlowFunc returns sp.num.slow.<op>(a, da, b, db) (with the flags of
// NumberFunc), the slow path of arithmetic on values that may be
// unboxed floats: an operand whose object is NULL is the float of its
// double, boxed here; an object operand is taken over (steal) or
// borrowed; then a op b is computed by sp.num.<op>. It returns a new
// reference, or NULL with an exception set. It is kept out of line: the
// fast path is what the caller inlines.
func (r *Runtime) NumSlowFunc(op NumOp, inplace, stealA, stealB bool) *ir.Func {
	name := "sp.num.slow." + numOpNames[op]
	if inplace {
		name = "sp.num.slow.i" + numOpNames[op]
	}
	if stealA {
		name += ".sa"
	}
	if stealB {
		name += ".sb"
	}
	f, done := r.helper(name, Obj, ir.NewParam("a", Obj), ir.NewParam("da", types.Double), ir.NewParam("b", Obj), ir.NewParam("db", types.Double))
	if done {
		return f
	}
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline)
	entry := f.NewBlock("entry")
	// own returns from b an owned reference to operand o (NULL after a
	// failed allocation, in the block returned).
	own := func(b *ir.Block, o, d value.Value, steal bool, tag string) (*ir.Block, value.Value) {
		box, obj, done := f.NewBlock(tag+".box"), f.NewBlock(tag+".obj"), f.NewBlock(tag+".owned")
		b.NewCondBr(b.NewICmp(enum.IPredEQ, o, Null), box, obj)
		fresh := r.CallC(box, capi.FloatFromDouble, d)
		box.NewBr(done)
		if !steal {
			r.Incref(obj, o)
		}
		obj.NewBr(done)
		return done, done.NewPhi(ir.NewIncoming(fresh, box), ir.NewIncoming(o, obj))
	}
	b, x := own(entry, f.Params[0], f.Params[1], stealA, "a")
	aFailed, haveA := f.NewBlock("a.failed"), f.NewBlock("a.ok")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, x, Null), aFailed, haveA)
	// The other operand is still the caller's: release it if taken.
	if stealB {
		r.XDecref(aFailed, f.Params[2])
	}
	aFailed.NewRet(Null)
	b, y := own(haveA, f.Params[2], f.Params[3], stealB, "b")
	bFailed, call := f.NewBlock("b.failed"), f.NewBlock("call")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, y, Null), bFailed, call)
	r.Decref(bFailed, x)
	bFailed.NewRet(Null)
	call.NewRet(call.NewCall(r.NumberFunc(op, inplace, true, true), x, y))
	return f
}
