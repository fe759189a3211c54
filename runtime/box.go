// This file implements boxing and unboxing of primitives, emitted once
// per module as small internal functions that LLVM inlines.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/primitives"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// Result is the type a fallible primitive-valued operation returns:
// {value, i1 failed}.
func Result(t types.Type) *types.StructType { return types.NewStruct(t, types.I1) }

func (r *Runtime) helper(name string, ret types.Type, params ...*ir.Param) (*ir.Func, bool) {
	if f, ok := r.helpers[name]; ok {
		return f, true
	}
	f := r.M.NewFunc(name, ret, params...)
	f.Linkage = enum.LinkageInternal
	r.helpers[name] = f
	return f, false
}

// Box emits the conversion of primitive v to a new Python object (NULL on
// failure, which only a failed allocation causes).
func (r *Runtime) Box(b *ir.Block, p *primitives.Prim, v value.Value) value.Value {
	switch p.Kind {
	case primitives.Bool:
		o := b.NewSelect(v, r.True(), r.False())
		r.Incref(b, o)
		return o
	case primitives.Float:
		if p.Bits == 32 {
			v = b.NewFPExt(v, types.Double)
		}
		return r.CallC(b, capi.FloatFromDouble, v)
	}
	if p.Bits < 64 {
		if p.Signed {
			v = b.NewSExt(v, types.I64)
		} else {
			v = b.NewZExt(v, types.I64)
		}
		return r.LongFromI64(b, v)
	}
	if p.Signed {
		return r.LongFromI64(b, v)
	}
	return r.CallC(b, capi.LongFromUnsignedLongLong, v)
}

// UnboxFunc returns `{T, i1} @sp.unbox.T(PyObject*)`: the conversion of a
// Python object to primitive T, as T(x) and the boundary do it. Integers
// accept int (and bool) and raise OverflowError("int overflow") when the
// value does not fit; double accepts float and int; cbool takes the
// truth value. Anything else raises TypeError.
func (r *Runtime) UnboxFunc(p *primitives.Prim) *ir.Func {
	if p.Kind != primitives.Int {
		return r.unboxFull(p, "sp.unbox."+p.Name, true)
	}
	// Integers: the type check and a one-digit int inline, everything
	// else in an out-of-line function, so that each call site stays small.
	f, done := r.helper("sp.unbox."+p.Name, Result(p.LLVM()), ir.NewParam("o", Obj))
	if done {
		return f
	}
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrAlwaysInline)
	full := r.unboxFull(p, "sp.unbox.full."+p.Name, false)
	o := f.Params[0]
	entry := f.NewBlock("entry")
	slow := f.NewBlock("slow")
	c := slow.NewCall(full, o)
	slow.NewRet(c)
	isLong := r.HasTypeFlag(entry, o, FlagLong)
	compact := f.NewBlock("compact")
	entry.NewCondBr(isLong, compact, slow)
	read := f.NewBlock("read")
	compact.NewCondBr(r.LongIsCompact(compact, o), read, slow)
	small := r.LongCompactValue(read, o)
	var fits value.Value = constant.True
	if !(p.Bits == 64 && p.Signed) {
		lo := constant.NewInt(types.I64, p.Min().Int64())
		if p == primitives.UInt64 {
			fits = read.NewICmp(enum.IPredSGE, small, lo)
		} else {
			hi := constant.NewInt(types.I64, p.Max().Int64())
			fits = read.NewAnd(read.NewICmp(enum.IPredSGE, small, lo), read.NewICmp(enum.IPredSLE, small, hi))
		}
	}
	good := f.NewBlock("good")
	read.NewCondBr(fits, good, slow)
	var res value.Value = small
	if p.Bits < 64 {
		res = good.NewTrunc(small, p.LLVM())
	}
	st := good.NewInsertValue(constant.NewUndef(Result(p.LLVM())), res, 0)
	good.NewRet(good.NewInsertValue(st, constant.False, 1))
	return f
}

// unboxFull emits the complete conversion of a Python object to p (the
// type check, every int size, the errors); inline says whether it is
// always inlined (floats, cbool) or kept out of line (integers' slow path).
func (r *Runtime) unboxFull(p *primitives.Prim, name string, inline bool) *ir.Func {
	f, done := r.helper(name, Result(p.LLVM()), ir.NewParam("o", Obj))
	if done {
		return f
	}
	if inline {
		f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrAlwaysInline)
	} else {
		f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline)
	}
	o := f.Params[0]
	entry := f.NewBlock("entry")
	fail := f.NewBlock("fail")
	fail.NewRet(constant.NewStruct(Result(p.LLVM()), constant.NewZeroInitializer(p.LLVM()), constant.True))
	ok := func(b *ir.Block, v value.Value) {
		s := b.NewInsertValue(constant.NewUndef(Result(p.LLVM())), v, 0)
		b.NewRet(b.NewInsertValue(s, constant.False, 1))
	}
	switch p.Kind {
	case primitives.Bool:
		t := r.CallC(entry, capi.ObjectIsTrue, o)
		isErr := entry.NewICmp(enum.IPredSLT, t, constant.NewInt(types.I32, 0))
		good := f.NewBlock("good")
		entry.NewCondBr(isErr, fail, good)
		ok(good, good.NewICmp(enum.IPredNE, t, constant.NewInt(types.I32, 0)))
		return f
	case primitives.Float:
		isFloat := r.IsInstanceOf(entry, o, "PyFloat_Type")
		isLong := r.HasTypeFlag(entry, o, FlagLong)
		acceptable := entry.NewOr(isFloat, isLong)
		conv := f.NewBlock("convert")
		bad := f.NewBlock("bad")
		entry.NewCondBr(acceptable, conv, bad)
		r.RaiseFormat(bad, "PyExc_TypeError", p.Name+"() argument must be a primitive, int or float, not '%.200s'", r.TypeName(bad, o))
		bad.NewBr(fail)
		d := r.CallC(conv, capi.FloatAsDouble, o)
		isM1 := conv.NewFCmp(enum.FPredOEQ, d, constant.NewFloat(types.Double, -1))
		check := f.NewBlock("check")
		good := f.NewBlock("good")
		conv.NewCondBr(isM1, check, good)
		occurred := r.CallC(check, capi.ErrOccurred)
		check.NewCondBr(check.NewICmp(enum.IPredNE, occurred, Null), fail, good)
		var v value.Value = d
		if p.Bits == 32 {
			v = good.NewFPTrunc(d, types.Float)
		}
		ok(good, v)
		return f
	}
	// The overflow flag's slot lives in the entry block, so that after
	// inlining it is a static alloca that mem2reg removes.
	flag := entry.NewAlloca(types.I32)
	isLong := r.HasTypeFlag(entry, o, FlagLong)
	conv := f.NewBlock("convert")
	bad := f.NewBlock("bad")
	entry.NewCondBr(isLong, conv, bad)
	// CinderX casts to int before it unboxes: its CAST's message.
	r.RaiseFormat(bad, "PyExc_TypeError", "expected 'int', got '%.200s'", r.TypeName(bad, o))
	bad.NewBr(fail)
	overflow := f.NewBlock("overflow")
	r.RaiseString(overflow, "PyExc_OverflowError", "int overflow")
	overflow.NewBr(fail)
	good := f.NewBlock("good")

	// Most ints are small: an int of at most one digit (ob_size in -1..1)
	// (LongIsCompact) is read inline, without a call; the others go through the C API.
	fits := func(b *ir.Block, v value.Value) value.Value {
		if p.Bits == 64 && p.Signed {
			return constant.True
		}
		lo := constant.NewInt(types.I64, p.Min().Int64())
		if p == primitives.UInt64 {
			return b.NewICmp(enum.IPredSGE, v, lo)
		}
		hi := constant.NewInt(types.I64, p.Max().Int64())
		return b.NewAnd(b.NewICmp(enum.IPredSGE, v, lo), b.NewICmp(enum.IPredSLE, v, hi))
	}
	compact := f.NewBlock("compact")
	general := f.NewBlock("general")
	conv.NewCondBr(r.LongIsCompact(conv, o), compact, general)
	small := r.LongCompactValue(compact, o)
	compactOK := f.NewBlock("compactok")
	compact.NewCondBr(fits(compact, small), compactOK, overflow)
	var smallRes value.Value = small
	if p.Bits < 64 {
		smallRes = compactOK.NewTrunc(small, p.LLVM())
	}
	ok(compactOK, smallRes)
	conv = general

	if p == primitives.UInt64 {
		v := r.CallC(conv, capi.LongAsUnsignedLongLong, o)
		isM1 := conv.NewICmp(enum.IPredEQ, v, constant.NewInt(types.I64, -1))
		check := f.NewBlock("check")
		conv.NewCondBr(isM1, check, good)
		occurred := r.CallC(check, capi.ErrOccurred)
		clear := f.NewBlock("clear")
		check.NewCondBr(check.NewICmp(enum.IPredNE, occurred, Null), clear, good)
		r.CallC(clear, capi.ErrClear)
		clear.NewBr(overflow)
		ok(good, v)
		return f
	}
	v := r.CallC(conv, capi.LongAsLongLongAndOverflow, o, flag)
	ovf := conv.NewLoad(types.I32, flag)
	var inRange value.Value = conv.NewICmp(enum.IPredEQ, ovf, constant.NewInt(types.I32, 0))
	if p.Bits < 64 || !p.Signed {
		lo := constant.NewInt(types.I64, p.Min().Int64())
		hi := constant.NewInt(types.I64, p.Max().Int64())
		geLo := conv.NewICmp(enum.IPredSGE, v, lo)
		leHi := conv.NewICmp(enum.IPredSLE, v, hi)
		inRange = conv.NewAnd(inRange, conv.NewAnd(geLo, leHi))
	}
	conv.NewCondBr(inRange, good, overflow)
	var res value.Value = v
	if p.Bits < 64 {
		res = good.NewTrunc(v, p.LLVM())
	}
	ok(good, res)
	return f
}
