// This file implements the boxing of an i64 as a Python int with the
// small ints (-5 … 256, CPython's cache, which every int result in that
// range is) taken from the interpreter's own table inline: a range check,
// a load and an increment, where PyLong_FromLongLong is a call that makes
// the same checks (≈21 instructions on 3.11). Loop counters, list
// indexes and flags are such ints: fannkuch boxes 480,000 per run.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// The small ints CPython caches: -smallNeg … smallPos-1.
const (
	smallNeg = 5
	smallPos = 257
)

// LongFromI64 emits PyLong_FromLongLong(v): a new reference, NULL with an
// exception set (a failed allocation).
func (r *Runtime) LongFromI64(b *ir.Block, v value.Value) value.Value {
	return b.NewCall(r.longFromFunc(), v)
}

// smallIntGlobals returns the module's record of the small-int table:
// the address of -5's object (NULL until the first use finds it) and the
// distance between two consecutive ones.
func (r *Runtime) smallIntGlobals() (base, stride *ir.Global) {
	if g, ok := r.helperGlobals["sp.smallints"]; ok {
		return g, r.helperGlobals["sp.smallints.stride"]
	}
	base = r.M.NewGlobalDef("sp.smallints", Null)
	base.Linkage = enum.LinkageInternal
	stride = r.M.NewGlobalDef("sp.smallints.stride", constant.NewInt(types.I64, 0))
	stride.Linkage = enum.LinkageInternal
	r.helperGlobals["sp.smallints"], r.helperGlobals["sp.smallints.stride"] = base, stride
	return base, stride
}

// longFromFunc returns `@sp.long.from(i64)`: a small int
// from the table once it is known, anything else (and the first call)
// through PyLong_FromLongLong.
func (r *Runtime) longFromFunc() *ir.Func {
	f, done := r.helper("sp.long.from", Obj, ir.NewParam("v", types.I64))
	if done {
		return f
	}
	// Out of line: inlined, it makes every arithmetic helper too big for
	// LLVM to inline in turn, and their float paths then pay a call.
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline)
	v := f.Params[0]
	base, stride := r.smallIntGlobals()
	entry, table, hit, slow := f.NewBlock("entry"), f.NewBlock("table"), f.NewBlock("hit"), f.NewBlock("slow")
	off := entry.NewAdd(v, constant.NewInt(types.I64, smallNeg))
	entry.NewCondBr(entry.NewICmp(enum.IPredULT, off, constant.NewInt(types.I64, smallNeg+smallPos)), table, slow)
	b0 := table.NewLoad(Obj, base)
	o := hit.NewGetElementPtr(types.I8, b0, hit.NewMul(off, hit.NewLoad(types.I64, stride)))
	r.Incref(hit, o)
	hit.NewRet(o)
	find := f.NewBlock("find")
	table.NewCondBr(table.NewICmp(enum.IPredNE, b0, Null), hit, find)
	// Not known yet: this value through the call, the next from the table.
	find.NewCall(r.smallIntInit())
	find.NewBr(slow)
	slow.NewRet(r.CallC(slow, capi.LongFromLongLong, v))
	return f
}

// smallIntInit returns `@sp.smallints.init()`, called once: it finds the
// table from the objects of -5, -4 and 256 and records it only when they
// are evenly spaced, one array as every supported version keeps them
// (_PyRuntime's small_ints); otherwise the table stays unknown and every
// int is boxed by the call.
func (r *Runtime) smallIntInit() *ir.Func {
	f, done := r.helper("sp.smallints.init", types.Void)
	if done {
		return f
	}
	// Once per module: not worth opt's and llc's time.
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrCold, enum.FuncAttrNoInline, enum.FuncAttrOptNone)
	base, stride := r.smallIntGlobals()
	b := f.NewBlock("entry")
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	lo := r.CallC(b, capi.LongFromLongLong, i64(-smallNeg))
	next := r.CallC(b, capi.LongFromLongLong, i64(1-smallNeg))
	hi := r.CallC(b, capi.LongFromLongLong, i64(smallPos-1))
	made, check := f.NewBlock("made"), f.NewBlock("check")
	allMade := b.NewAnd(b.NewICmp(enum.IPredNE, lo, Null), b.NewAnd(b.NewICmp(enum.IPredNE, next, Null), b.NewICmp(enum.IPredNE, hi, Null)))
	give, out := f.NewBlock("give"), f.NewBlock("out")
	b.NewCondBr(allMade, made, give)
	// A failed allocation (which small ints never need): drop what was
	// made and the error, and leave the table unknown.
	for _, o := range []value.Value{lo, next, hi} {
		give.NewCall(r.xdecref, o)
	}
	r.CallC(give, capi.ErrClear)
	give.NewRet(nil)
	pLo, pNext, pHi := made.NewPtrToInt(lo, types.I64), made.NewPtrToInt(next, types.I64), made.NewPtrToInt(hi, types.I64)
	step := made.NewSub(pNext, pLo)
	even := made.NewAnd(made.NewICmp(enum.IPredSGT, step, i64(0)),
		made.NewICmp(enum.IPredEQ, pHi, made.NewAdd(pLo, made.NewMul(step, i64(smallNeg+smallPos-1)))))
	// The cache holds its own reference to each: ours go now.
	for _, o := range []value.Value{lo, next, hi} {
		r.Decref(made, o)
	}
	made.NewCondBr(even, check, out)
	check.NewStore(step, stride)
	check.NewStore(lo, base)
	check.NewBr(out)
	out.NewRet(nil)
	return f
}
