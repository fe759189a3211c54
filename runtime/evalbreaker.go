// This file implements the eval-breaker polls of native code: the test
// CPython's interpreter makes at every backward jump and call, made by
// compiled loops and bodies, with the interpreter's own handling when
// something waits (signals, pending calls, a GIL drop request, a
// scheduled GC).

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// evalEventsMask keeps the event bits of 3.13's per-thread eval breaker
// (_PY_EVAL_EVENTS_MASK); the bits above are the instrumentation
// version, which native code does not follow.
const evalEventsMask = 0xff

// evalGilDropBit is 3.13's _PY_GIL_DROP_REQUEST_BIT.
const evalGilDropBit = 1

// evalBreakerWord is the module's pointer to the interpreter's eval
// breaker (through 3.12, where it is per interpreter): set by
// InitEvalBreaker when the module is initialised, and until then
// pointing at a zero of its own, so that a poll before that finds
// nothing waiting.
func (r *Runtime) evalBreakerWord() *ir.Global {
	if g, ok := r.helperGlobals["sp.eval.breaker"]; ok {
		return g
	}
	quiet := r.M.NewGlobalDef("sp.eval.quiet", constant.NewInt(types.I32, 0))
	quiet.Linkage = enum.LinkagePrivate
	g := r.M.NewGlobalDef("sp.eval.breaker", quiet)
	g.Linkage = enum.LinkageInternal
	r.helperGlobals["sp.eval.breaker"] = g
	return g
}

// InitEvalBreaker emits, at the end of b, the module's lookup of the
// running interpreter's eval breaker (nothing from 3.13, where polls
// read the thread state's).
func (r *Runtime) InitEvalBreaker(b *ir.Block) {
	if r.ABI.OffsetInterpEvalBreaker == 0 {
		return
	}
	interp := r.CallC(b, capi.InterpreterStateGet)
	p := b.NewGetElementPtr(types.I8, interp, constant.NewInt(types.I64, r.ABI.OffsetInterpEvalBreaker))
	b.NewStore(b.NewBitCast(p, types.NewPointer(types.I32)), r.evalBreakerWord())
}

// evalPending emits the test of the eval breaker: true when something
// waits for the interpreter. ts is the current thread state where the
// caller has it (nil: loaded here when the version needs it). A relaxed
// atomic load in CPython, which an aligned monotonic load is; being
// atomic, it is not hoisted out of the loop that polls.
func (r *Runtime) evalPending(b *ir.Block, ts value.Value) value.Value {
	if r.ABI.OffsetInterpEvalBreaker != 0 {
		w := relaxedLoad(b, types.I32, b.NewLoad(types.NewPointer(types.I32), r.evalBreakerWord()))
		return b.NewICmp(enum.IPredNE, w, constant.NewInt(types.I32, 0))
	}
	if r.ABI.OffsetTstateEvalBreaker == 0 {
		return constant.False
	}
	if ts == nil {
		ts = r.ThreadState(b)
	}
	events := b.NewAnd(r.tstateEvalBreaker(b, ts), constant.NewInt(types.I64, evalEventsMask))
	return b.NewICmp(enum.IPredNE, events, constant.NewInt(types.I64, 0))
}

// PollEvalBreaker emits, at the end of b, a poll of the eval breaker: a
// load and a compare, and only when something waits a call of
// sp.eval.handle (cold, so LLVM lays it out of the way), which may run
// Python code (signal handlers, pending calls, other threads). Control
// goes on to ok, or to fail with the exception a handler raised
// (KeyboardInterrupt …) set. ts is the current thread state where the
// caller has it (read once in the function's entry, so that a 3.13 loop
// does not call PyThreadState_Get per iteration), nil to read it here.
func (r *Runtime) PollEvalBreaker(b *ir.Block, ts value.Value, slow, ok, fail *ir.Block) {
	b.NewCondBr(r.evalPending(b, ts), slow, ok)
	st := slow.NewCall(r.evalHandleFunc())
	slow.NewCondBr(slow.NewICmp(enum.IPredNE, st, constant.NewInt(types.I32, 0)), fail, ok)
}

// evalHandleFunc is sp.eval.handle(): what the interpreter's
// _Py_HandlePending does when the eval breaker is set, through the
// public API, in its order — signal handlers (on the main thread; from
// 3.12 PyErr_CheckSignals also runs a scheduled GC), pending calls, then
// the GIL handed to the thread that asked for it (released and taken
// back: the waiting thread is scheduled in between, as the interpreter's
// forced switch does). 0 to go on, -1 with the exception set. Asynchronous
// exceptions (PyThreadState_SetAsyncExc) are left to the interpreter,
// which raises them when control returns to it.
//
// Nothing is handled while an exception is set: a generator resumed to
// raise one (a throw, a close, a delegate's error) counts toward the
// recursion limit at its entry, whose slow path comes here, but the
// interpreter does not poll in a throw (it resumes at the error, past
// RESUME), and what the handlers do assumes no exception: a scheduled
// GC would report the pending one as unraisable and clear it (3.12's
// gc_collect_main), so that the body would resume to raise nothing; a
// signal handler or a pending call would run Python code with it set.
// The breaker stays set for the next poll.
func (r *Runtime) evalHandleFunc() *ir.Func {
	f, done := r.helper("sp.eval.handle", types.I32)
	if done {
		return f
	}
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrCold, enum.FuncAttrNoInline)
	start, entry, calls, gil, drop, fine, fail := f.NewBlock("start"), f.NewBlock("entry"), f.NewBlock("calls"), f.NewBlock("gil"), f.NewBlock("drop"), f.NewBlock("fine"), f.NewBlock("fail")
	zero := constant.NewInt(types.I32, 0)
	start.NewCondBr(start.NewICmp(enum.IPredNE, r.CallC(start, capi.ErrOccurred), Null), fine, entry)
	entry.NewCondBr(entry.NewICmp(enum.IPredSLT, r.CallC(entry, capi.ErrCheckSignals), zero), fail, calls)
	calls.NewCondBr(calls.NewICmp(enum.IPredSLT, r.CallC(calls, capi.MakePendingCalls), zero), fail, gil)
	var requested value.Value
	if r.ABI.OffsetInterpGilDropRequest != 0 {
		// gil_drop_request follows the eval breaker in the ceval state.
		p := gil.NewLoad(types.NewPointer(types.I32), r.evalBreakerWord())
		q := gil.NewGetElementPtr(types.I32, p, constant.NewInt(types.I64, (r.ABI.OffsetInterpGilDropRequest-r.ABI.OffsetInterpEvalBreaker)/4))
		requested = gil.NewICmp(enum.IPredNE, relaxedLoad(gil, types.I32, q), zero)
	} else if r.ABI.OffsetTstateEvalBreaker != 0 {
		w := r.tstateEvalBreaker(gil, r.CallC(gil, capi.ThreadStateGet))
		requested = gil.NewICmp(enum.IPredNE, gil.NewAnd(w, constant.NewInt(types.I64, evalGilDropBit)), constant.NewInt(types.I64, 0))
	} else {
		requested = constant.False
	}
	gil.NewCondBr(requested, drop, fine)
	r.CallC(drop, capi.EvalRestoreThread, r.CallC(drop, capi.EvalSaveThread))
	drop.NewBr(fine)
	fine.NewRet(zero)
	fail.NewRet(constant.NewInt(types.I32, -1))
	return f
}

// tstateEvalBreaker loads 3.13's per-thread eval breaker word of ts.
func (r *Runtime) tstateEvalBreaker(b *ir.Block, ts value.Value) value.Value {
	p := b.NewGetElementPtr(types.I8, ts, constant.NewInt(types.I64, r.ABI.OffsetTstateEvalBreaker))
	return relaxedLoad(b, types.I64, b.NewBitCast(p, types.NewPointer(types.I64)))
}

// relaxedLoad loads a t (i32 or i64) from p as CPython's relaxed atomic
// loads do: an aligned monotonic load, which LLVM neither hoists out of
// a loop nor merges with the next poll's.
func relaxedLoad(b *ir.Block, t *types.IntType, p value.Value) value.Value {
	w := b.NewLoad(t, p)
	w.Atomic, w.Ordering, w.Align = true, enum.AtomicOrderingMonotonic, ir.Align(t.BitSize/8)
	return w
}

// PollReadsThreadState reports whether a poll reads the thread state
// (3.13: the eval breaker is the thread's).
func (r *Runtime) PollReadsThreadState() bool {
	return r.ABI.OffsetInterpEvalBreaker == 0 && r.ABI.OffsetTstateEvalBreaker != 0
}
