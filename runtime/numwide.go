// This file implements the arithmetic of exact ints too wide for the
// compact fast path (numfast.go) but within two 30-bit digits, |v| <
// 2**60: timestamps in milliseconds, ids, money in cents, the
// intermediate values of hash mixing. CPython 3.11 has no specialization
// for them (BINARY_OP_ADD_INT is a call of _PyLong_Add, and *, &, |, ^,
// >>, <<, // and % are the generic BINARY_OP), so an operation costs a
// dispatch through PyNumber_* to long_add or long_bitwise, which loop over
// digits. Here two such ints are read into machine words, computed on
// them and boxed once; a result that does not fit (an overflowing * or
// <<), a zero divisor, a negative shift count, or an operand of three
// digits or more goes to the PyNumber_* call, whose semantics these
// reproduce — except | and ^ of two non-negative ints below 2**64 (three
// digits), computed on unsigned words (64-bit hashes, Zobrist keys).
//
// The code is one out-of-line helper per operator, called only from the
// generic side of sp.num.<op> when both operands are exact ints and not
// both compact: no site grows, and an operand of another type still goes
// straight to PyNumber_*.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// intsBranch branches from b to compact when x and y are both exactly int
// with at most one digit, to wide when both are exactly int otherwise,
// and to no when either is not exactly int.
func (r *Runtime) intsBranch(f *ir.Func, b *ir.Block, x, y value.Value, compact, wide, no *ir.Block) {
	lt := r.CData("PyLong_Type")
	sizes := f.NewBlock("ints.sizes")
	b.NewCondBr(b.NewAnd(b.NewICmp(enum.IPredEQ, r.TypeOf(b, x), lt), b.NewICmp(enum.IPredEQ, r.TypeOf(b, y), lt)), sizes, no)
	sizes.NewCondBr(sizes.NewAnd(r.LongIsCompact(sizes, x), r.LongIsCompact(sizes, y)), compact, wide)
}

// longDigits emits the digit count of the int o and whether it is
// negative, in the layout of the version's PyLongObject.
func (r *Runtime) longDigits(b *ir.Block, o value.Value) (n, neg value.Value) {
	size := b.NewLoad(types.I64, r.longSizePtr(b, o))
	if r.ABI.LongTagged {
		// lv_tag: the digit count above _PyLong_NON_SIZE_BITS, the sign
		// in the low two bits (0 positive, 1 zero, 2 negative).
		n = b.NewLShr(size, constant.NewInt(types.I64, r.ABI.LongTagSizeShift))
		neg = b.NewICmp(enum.IPredEQ, b.NewAnd(size, constant.NewInt(types.I64, 3)), constant.NewInt(types.I64, 2))
		return n, neg
	}
	neg = b.NewICmp(enum.IPredSLT, size, constant.NewInt(types.I64, 0))
	return b.NewSelect(neg, b.NewSub(constant.NewInt(types.I64, 0), size), size), neg
}

// lowTwoDigits emits, from b, the int o's value modulo 2**64 from its two
// lowest digits (the whole value when it has at most two), with n its
// digit count: every int has room for one digit (CPython allocates one
// for zero too), the second is read only when there is one. It returns
// the block it ends in and the value.
func (r *Runtime) lowTwoDigits(f *ir.Func, b *ir.Block, o, n, neg value.Value, name string) (*ir.Block, value.Value) {
	d0 := b.NewZExt(b.NewLoad(types.I32, r.LongDigitPtr(b, o)), types.I64)
	second, done := f.NewBlock(name+".second"), f.NewBlock(name+".value")
	b.NewCondBr(b.NewICmp(enum.IPredUGE, n, constant.NewInt(types.I64, 2)), second, done)
	d1 := second.NewZExt(second.NewLoad(types.I32, fieldPtr(second, o, r.ABI.OffsetLongDigit+4, types.I32)), types.I64)
	second.NewBr(done)
	hi := done.NewPhi(ir.NewIncoming(constant.NewInt(types.I64, 0), b), ir.NewIncoming(d1, second))
	mag := done.NewOr(d0, done.NewShl(hi, constant.NewInt(types.I64, r.ABI.LongDigitBits)))
	return done, done.NewSelect(neg, done.NewSub(constant.NewInt(types.I64, 0), mag), mag)
}

// lowThreeDigits emits, from b, the value of the non-negative int o of n
// <= 3 digits as an unsigned 64-bit word; a third digit of 16 or more
// (the value 2**64 or above) branches to wide. It returns the block it
// ends in and the value.
func (r *Runtime) lowThreeDigits(f *ir.Func, b *ir.Block, o, n value.Value, wide *ir.Block, name string) (*ir.Block, value.Value) {
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	b, low := r.lowTwoDigits(f, b, o, n, constant.False, name)
	third, fits, done := f.NewBlock(name+".third"), f.NewBlock(name+".fits"), f.NewBlock(name+".value3")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, n, i64(3)), third, done)
	d2 := third.NewZExt(third.NewLoad(types.I32, fieldPtr(third, o, r.ABI.OffsetLongDigit+8, types.I32)), types.I64)
	third.NewCondBr(third.NewICmp(enum.IPredULT, d2, i64(16)), fits, wide)
	all3 := fits.NewOr(low, fits.NewShl(d2, i64(2*r.ABI.LongDigitBits)))
	fits.NewBr(done)
	v := done.NewPhi(ir.NewIncoming(low, b), ir.NewIncoming(all3, fits))
	return done, v
}

// wideIntFunc returns sp.long.<op>.wide(a, b): a op b for two exact ints
// not both compact, as PyNumber_<Op> gives it (a new reference, NULL with
// an exception set).
func (r *Runtime) wideIntFunc(op NumOp) *ir.Func {
	f, done := r.helper("sp.long."+numOpNames[op]+".wide", Obj, ir.NewParam("a", Obj), ir.NewParam("b", Obj))
	if done {
		return f
	}
	// One copy per module (irpass/split.go): it runs only on wide ints.
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline)
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	x, y := f.Params[0], f.Params[1]
	entry, generic := f.NewBlock("entry"), f.NewBlock("generic")
	generic.NewRet(r.CallC(generic, numOpGeneric[op], x, y))

	nx, negx := r.longDigits(entry, x)
	ny, negy := r.longDigits(entry, y)
	small := func(b *ir.Block, n value.Value) value.Value { return b.NewICmp(enum.IPredULE, n, i64(2)) }
	if op == NumAnd {
		// a & b where one side is a non-negative int below 2**60 depends
		// only on the other's low 60 bits, whatever its size: masking
		// with a wide constant (x & 0xFFFFFFFFFFFFFFFF) stays here.
		masked := f.NewBlock("masked")
		xMask := entry.NewAnd(small(entry, nx), entry.NewXor(negx, constant.True))
		yMask := entry.NewAnd(small(entry, ny), entry.NewXor(negy, constant.True))
		entry.NewCondBr(entry.NewOr(xMask, yMask), masked, generic)
		b, vx := r.lowTwoDigits(f, masked, x, nx, negx, "x")
		b, vy := r.lowTwoDigits(f, b, y, ny, negy, "y")
		b.NewRet(r.LongFromI64(b, b.NewAnd(vx, vy)))
		return f
	}
	both := f.NewBlock("both")
	if op == NumOr || op == NumXor {
		// Two non-negative ints below 2**64 (three digits, the top one
		// below 16): | and ^ on the unsigned words, as 64-bit hashes and
		// Zobrist keys mix them; anything wider or negative is generic.
		unsigned := f.NewBlock("unsigned")
		entry.NewCondBr(entry.NewAnd(small(entry, nx), small(entry, ny)), both, unsigned)
		three := func(b *ir.Block, n, neg value.Value) value.Value {
			return b.NewAnd(b.NewICmp(enum.IPredULE, n, i64(3)), b.NewXor(neg, constant.True))
		}
		u := f.NewBlock("unsigned.read")
		unsigned.NewCondBr(unsigned.NewAnd(three(unsigned, nx, negx), three(unsigned, ny, negy)), u, generic)
		b, ux := r.lowThreeDigits(f, u, x, nx, generic, "ux")
		b, uy := r.lowThreeDigits(f, b, y, ny, generic, "uy")
		var res value.Value = b.NewOr(ux, uy)
		if op == NumXor {
			res = b.NewXor(ux, uy)
		}
		b.NewRet(r.CallC(b, capi.LongFromUnsignedLongLong, res))
	} else {
		entry.NewCondBr(entry.NewAnd(small(entry, nx), small(entry, ny)), both, generic)
	}
	b, vx := r.lowTwoDigits(f, both, x, nx, negx, "x")
	b, vy := r.lowTwoDigits(f, b, y, ny, negy, "y")
	// |vx|, |vy| < 2**60: + and - fit, and // has no MIN / -1 overflow.
	var res value.Value
	switch op {
	case NumAdd:
		res = b.NewAdd(vx, vy)
	case NumSub:
		res = b.NewSub(vx, vy)
	case NumMul:
		mul := b.NewCall(r.DeclareExternal("llvm.smul.with.overflow.i64", types.NewStruct(types.I64, types.I1), types.I64, types.I64), vx, vy)
		fits := f.NewBlock("fits")
		b.NewCondBr(b.NewExtractValue(mul, 1), generic, fits)
		b, res = fits, fits.NewExtractValue(mul, 0)
	case NumFloorDiv, NumMod:
		divide := f.NewBlock("divide")
		b.NewCondBr(b.NewICmp(enum.IPredEQ, vy, i64(0)), generic, divide)
		b = divide
		res = floorDivMod(b, op, vx, vy)
	case NumOr:
		res = b.NewOr(vx, vy)
	case NumXor:
		res = b.NewXor(vx, vy)
	case NumRShift:
		shift := f.NewBlock("shift")
		b.NewCondBr(b.NewICmp(enum.IPredSLT, vy, i64(0)), generic, shift)
		b = shift
		res = shiftRight(b, vx, vy)
	case NumLShift:
		// The count is below 64 and shifting back gives x again: no bit
		// (the sign included) was lost.
		shift, fits := f.NewBlock("shift"), f.NewBlock("fits")
		b.NewCondBr(b.NewICmp(enum.IPredULT, vy, i64(64)), shift, generic)
		shifted := shift.NewShl(vx, vy)
		shift.NewCondBr(shift.NewICmp(enum.IPredEQ, shift.NewAShr(shifted, vy), vx), fits, generic)
		b, res = fits, shifted
	default:
		panic("internal error: runtime: no wide int path for " + numOpNames[op])
	}
	b.NewRet(r.LongFromI64(b, res))
	return f
}

// wideCompareFunc returns sp.long.cmp.<name>.wide(a, b): the rich
// comparison op (pred on the values) of two ints whose types compare as
// int does (ComparesAsInt), not both compact, as PyObject_RichCompare
// gives it: decided on the values when both are below 2**60.
func (r *Runtime) wideCompareFunc(op int64, name string, pred enum.IPred) *ir.Func {
	f, done := r.helper("sp.long.cmp."+name+".wide", Obj, ir.NewParam("a", Obj), ir.NewParam("b", Obj))
	if done {
		return f
	}
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline)
	x, y := f.Params[0], f.Params[1]
	entry, both, generic := f.NewBlock("entry"), f.NewBlock("both"), f.NewBlock("generic")
	generic.NewRet(r.CallC(generic, capi.ObjectRichCompare, x, y, constant.NewInt(types.I32, op)))
	nx, negx := r.longDigits(entry, x)
	ny, negy := r.longDigits(entry, y)
	two := constant.NewInt(types.I64, 2)
	entry.NewCondBr(entry.NewAnd(entry.NewICmp(enum.IPredULE, nx, two), entry.NewICmp(enum.IPredULE, ny, two)), both, generic)
	b, vx := r.lowTwoDigits(f, both, x, nx, negx, "x")
	b, vy := r.lowTwoDigits(f, b, y, ny, negy, "y")
	o := b.NewSelect(b.NewICmp(pred, vx, vy), r.True(), r.False())
	r.Incref(b, o)
	b.NewRet(o)
	return f
}

// wideIntCall emits, in b, a op b through sp.long.<op>.wide for two exact
// ints (the result as PyNumber_<Op> gives it).
func (r *Runtime) wideIntCall(b *ir.Block, op NumOp, x, y value.Value) value.Value {
	return b.NewCall(r.wideIntFunc(op), x, y)
}
