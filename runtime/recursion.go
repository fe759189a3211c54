// This file implements the recursion guard of native bodies: the
// interpreter's recursion counter, read and written inline.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// ThreadState loads the current thread state, as _PyThreadState_GET():
// the tstate_current word of _PyRuntime's gilstate. A relaxed atomic load
// in CPython; on the targets we describe an aligned load is that.
func (r *Runtime) ThreadState(b *ir.Block) value.Value {
	if r.ABI.OffsetRuntimeTstate == 0 {
		// 3.12+: a thread-local of libpython's, reached by a call.
		return r.CallC(b, capi.ThreadStateGet)
	}
	p := b.NewGetElementPtr(types.I8, r.CData("_PyRuntime"), constant.NewInt(types.I64, r.ABI.OffsetRuntimeTstate))
	return b.NewLoad(Obj, b.NewBitCast(p, ObjPtr))
}

// recursionRemaining is the address of the thread state's Python
// recursion counter: recursion_remaining on 3.11 (Python and C frames
// share it), py_recursion_remaining from 3.12, the one
// sys.setrecursionlimit sets and Python frames decrement. A native body
// counts there as the Python frame it replaces does, so compiled
// recursion stops where interpreted recursion would, at the Python
// limit, raised or not. (3.12's separate C counter, c_recursion_remaining,
// starts at a fixed 1,500 that setrecursionlimit does not raise; the C
// stack a native frame does take is watched by the stack check instead.)
func (r *Runtime) recursionRemaining(b *ir.Block, ts value.Value) value.Value {
	p := b.NewGetElementPtr(types.I8, ts, constant.NewInt(types.I64, r.ABI.OffsetTstateRecursionRemaining))
	return b.NewBitCast(p, types.NewPointer(types.I32))
}

// stackLow is the thread-local lowest stack address native bodies may
// enter below (the stack grows down): the thread's stack bottom plus a
// margin for the C code a body calls. Its initial value, all ones, sends
// a thread's first call to the slow path, which finds the bounds; 0
// (bounds unknown) disables the check.
func (r *Runtime) stackLow() *ir.Global {
	if g, ok := r.helperGlobals["sp.stack.low"]; ok {
		return g
	}
	g := r.M.NewGlobalDef("sp.stack.low", constant.NewInt(types.I64, -1))
	g.Linkage = enum.LinkageInternal
	// Initial-exec: one thread-pointer-relative load, as a body's entry
	// needs; the variable is eight bytes of the static TLS surplus that
	// glibc keeps for modules loaded later.
	g.TLSModel = enum.TLSModelInitialExec
	r.helperGlobals["sp.stack.low"] = g
	return g
}

// stackMargin is what is kept below the last native frame for the C code
// it calls (at most a quarter of a small thread stack).
const stackMargin = 256 << 10

// EnterRecursion emits, at the end of b, the recursion guard of a native
// body: the Python recursion counter is decremented inline, and the
// stack pointer compared with the thread's stack limit; only when the
// counter runs out or the stack is nearly used up (or on a thread's first
// call, or when the eval breaker is set) is sp.recursion.check called (in
// slow), which raises RecursionError with the counter restored, or finds
// the thread's stack bounds, and handles what waits on the eval breaker.
// Control goes on to ok, or to deep with the exception set. A call costs
// a load and a store of the counter, a thread-local load, the eval
// breaker's load and three compares, and the thread state ts
// (ThreadState, in b or a block dominating it).
func (r *Runtime) EnterRecursion(b *ir.Block, ts value.Value, slow, ok, deep *ir.Block) {
	rem := r.recursionRemaining(b, ts)
	n := b.NewLoad(types.I32, rem)
	b.NewStore(b.NewSub(n, constant.NewInt(types.I32, 1)), rem)
	sp := b.NewPtrToInt(b.NewAlloca(types.I8), types.I64)
	low := b.NewLoad(types.I64, r.stackLow())
	out := b.NewOr(b.NewICmp(enum.IPredSLE, n, constant.NewInt(types.I32, 0)), b.NewICmp(enum.IPredULT, sp, low))
	// A call is also where the interpreter polls its eval breaker (the
	// RESUME of the frame a native body replaces): recursion without
	// loops stays interruptible.
	out = b.NewOr(out, r.evalPending(b, ts))
	b.NewCondBr(out, slow, ok)
	st := slow.NewCall(r.recursionCheckFunc(), ts, n, sp)
	slow.NewCondBr(slow.NewICmp(enum.IPredNE, st, constant.NewInt(types.I32, 0)), deep, ok)
}

// recursionCheckFunc is sp.recursion.check(ts, n, sp), the slow half of
// EnterRecursion, given the counter's value before the decrement and the
// stack pointer: 0 to go on, -1 with RecursionError set and the counter
// restored.
func (r *Runtime) recursionCheckFunc() *ir.Func {
	f, done := r.helper("sp.recursion.check", types.I32, ir.NewParam("ts", Obj), ir.NewParam("n", types.I32), ir.NewParam("sp", types.I64))
	if done {
		return f
	}
	// The slow path of every function's entry: out of line and defined
	// once for a split module (irpass/split.go), not a copy per part.
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline)
	ts, n, sp := f.Params[0], f.Params[1], f.Params[2]
	i32 := func(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	entry, find, found, check, stack, deep, fine := f.NewBlock("entry"), f.NewBlock("bounds"), f.NewBlock("bounds.found"), f.NewBlock("check"), f.NewBlock("stack"), f.NewBlock("deep"), f.NewBlock("fine")
	// Within the limits: what waits on the eval breaker (nothing, most
	// often: the slow path is also a thread's first call, and the
	// recursion limit's neighbourhood). A handler's exception fails the
	// call with the counter given back.
	st0 := fine.NewCall(r.evalHandleFunc())
	interrupted, proceed := f.NewBlock("interrupted"), f.NewBlock("proceed")
	fine.NewCondBr(fine.NewICmp(enum.IPredNE, st0, i32(0)), interrupted, proceed)
	proceed.NewRet(i32(0))
	interrupted.NewStore(n, r.recursionRemaining(interrupted, ts))
	interrupted.NewRet(i32(-1))
	low := r.stackLow()
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, entry.NewLoad(types.I64, low), i64(-1)), find, check)
	r.findStackBounds(f, find, found, check)

	rem := r.recursionRemaining(check, ts)
	counted, py := f.NewBlock("counted"), f.NewBlock("python")
	check.NewCondBr(check.NewICmp(enum.IPredSLE, n, i32(0)), py, counted)
	l := counted.NewLoad(types.I64, low)
	counted.NewCondBr(counted.NewAnd(counted.NewICmp(enum.IPredNE, l, i64(0)), counted.NewICmp(enum.IPredULT, sp, l)), stack, fine)
	// The C stack is nearly used up, under the Python limit: the error
	// interpreted code would raise deeper.
	stack.NewStore(n, rem)
	r.RaiseString(stack, "PyExc_RecursionError", "maximum recursion depth exceeded")
	stack.NewRet(i32(-1))
	if r.ABI.OffsetTstateCRecursionRemaining == 0 {
		// 3.11: _Py_CheckRecursiveCall raises (or lets a raised limit
		// through) and restores the counter itself.
		st := r.CallC(py, capi.CheckRecursiveCall, ts, r.CString(""))
		py.NewCondBr(py.NewICmp(enum.IPredNE, st, i32(0)), deep, counted)
	} else {
		// 3.12+: what _Py_CheckRecursiveCallPy does (it is not exported):
		// past the limit, RecursionError; the counter is restored here,
		// as the interpreter's frame exit does.
		py.NewStore(n, rem)
		r.RaiseString(py, "PyExc_RecursionError", "maximum recursion depth exceeded")
		py.NewBr(deep)
	}
	deep.NewRet(i32(-1))
	return f
}

// findStackBounds fills find, a thread's first native call: the
// stack's bounds, from glibc, make its limit (found, then on to next);
// the limit stays 0 (no check) when they are unknown.
func (r *Runtime) findStackBounds(f *ir.Func, find, found, next *ir.Block) {
	i32 := func(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	low := r.stackLow()
	find.NewStore(i64(0), low)
	attr := find.NewAlloca(types.NewArray(128, types.I8)) // pthread_attr_t is 56 bytes on x86-64 glibc
	ap := find.NewBitCast(attr, types.I8Ptr)
	addr, size := find.NewAlloca(Obj), find.NewAlloca(types.I64)
	st := r.CallC(find, capi.PthreadGetattrNp, r.CallC(find, capi.PthreadSelf), ap)
	got := f.NewBlock("bounds.attr")
	find.NewCondBr(find.NewICmp(enum.IPredEQ, st, i32(0)), got, next)
	st2 := r.CallC(got, capi.PthreadAttrGetstack, ap, addr, size)
	r.CallC(got, capi.PthreadAttrDestroy, ap)
	got.NewCondBr(got.NewICmp(enum.IPredEQ, st2, i32(0)), found, next)
	sz := found.NewLoad(types.I64, size)
	margin := found.NewSelect(found.NewICmp(enum.IPredULT, sz, i64(4*stackMargin)), found.NewLShr(sz, i64(2)), i64(stackMargin))
	found.NewStore(found.NewAdd(found.NewPtrToInt(found.NewLoad(Obj, addr), types.I64), margin), low)
	found.NewBr(next)
}

// EnterStack emits, at the end of b, the stack half of EnterRecursion,
// for an entry that calls a body with no guard of its own (a leaf called
// from Python): only when the stack pointer is below the thread's limit
// (or on the thread's first call) is sp.stack.check called, in slow,
// which raises RecursionError; control goes on to ok, or to deep with
// the exception set. It costs a thread-local load and a compare, and
// touches neither the thread state nor the recursion counter: a leaf
// reached that way recurses only through C (a slot, a descriptor), which
// the stack limit stops.
func (r *Runtime) EnterStack(b *ir.Block, slow, ok, deep *ir.Block) {
	sp := b.NewPtrToInt(b.NewAlloca(types.I8), types.I64)
	b.NewCondBr(b.NewICmp(enum.IPredULT, sp, b.NewLoad(types.I64, r.stackLow())), slow, ok)
	st := slow.NewCall(r.stackCheckFunc(), sp)
	slow.NewCondBr(slow.NewICmp(enum.IPredNE, st, constant.NewInt(types.I32, 0)), deep, ok)
}

// stackCheckFunc is sp.stack.check(sp), the slow half of EnterStack: 0
// to go on, -1 with RecursionError set when the stack is nearly used up.
func (r *Runtime) stackCheckFunc() *ir.Func {
	f, done := r.helper("sp.stack.check", types.I32, ir.NewParam("sp", types.I64))
	if done {
		return f
	}
	sp := f.Params[0]
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	entry, find, found, check, deep, fine := f.NewBlock("entry"), f.NewBlock("bounds"), f.NewBlock("bounds.found"), f.NewBlock("check"), f.NewBlock("deep"), f.NewBlock("fine")
	low := r.stackLow()
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, entry.NewLoad(types.I64, low), i64(-1)), find, check)
	r.findStackBounds(f, find, found, check)
	l := check.NewLoad(types.I64, low)
	check.NewCondBr(check.NewAnd(check.NewICmp(enum.IPredNE, l, i64(0)), check.NewICmp(enum.IPredULT, sp, l)), deep, fine)
	r.RaiseString(deep, "PyExc_RecursionError", "maximum recursion depth exceeded")
	deep.NewRet(constant.NewInt(types.I32, -1))
	fine.NewRet(constant.NewInt(types.I32, 0))
	return f
}

// LeaveRecursion emits the guard's exit: the counter of thread state ts
// (the one EnterRecursion was given) is given back.
func (r *Runtime) LeaveRecursion(b *ir.Block, ts value.Value) {
	rem := r.recursionRemaining(b, ts)
	b.NewStore(b.NewAdd(b.NewLoad(types.I32, rem), constant.NewInt(types.I32, 1)), rem)
}

// CheckThreadState emits, at the end of b, the import-time check that the
// thread-state layout EnterRecursion relies on is the running
// interpreter's: the inline read must give PyThreadState_Get(). A
// mismatch (a CPython build whose private structs differ from the ABI
// description) fails the import with SystemError instead of corrupting
// memory later. Control goes on to ok, or to fail with the exception set.
func (r *Runtime) CheckThreadState(b, bad, ok, fail *ir.Block) {
	want := r.CallC(b, capi.ThreadStateGet)
	b.NewCondBr(b.NewICmp(enum.IPredEQ, r.ThreadState(b), want), ok, bad)
	r.RaiseString(bad, "PyExc_SystemError", "staticpyc: the thread state of this CPython does not match the ABI the module was built for")
	bad.NewBr(fail)
}
