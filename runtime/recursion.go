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

// threadState loads the current thread state, as _PyThreadState_GET():
// the tstate_current word of _PyRuntime's gilstate. A relaxed atomic load
// in CPython; on the targets we describe an aligned load is that.
func (r *Runtime) threadState(b *ir.Block) value.Value {
	p := b.NewGetElementPtr(types.I8, r.CData("_PyRuntime"), constant.NewInt(types.I64, r.ABI.OffsetRuntimeTstate))
	return b.NewLoad(Obj, b.NewBitCast(p, ObjPtr))
}

// recursionRemaining is the address of tstate->recursion_remaining.
func (r *Runtime) recursionRemaining(b *ir.Block, ts value.Value) value.Value {
	p := b.NewGetElementPtr(types.I8, ts, constant.NewInt(types.I64, r.ABI.OffsetTstateRecursionRemaining))
	return b.NewBitCast(p, types.NewPointer(types.I32))
}

// EnterRecursion emits, at the end of b, what Py_EnterRecursiveCall("")
// does, inline: the counter is decremented, and only when it runs out is
// _Py_CheckRecursiveCall called (in slow), which raises RecursionError
// and restores the counter, or raises the limit that was changed. Control
// goes on to ok, or to deep with the exception set. A call costs the
// counter's load and store instead of two calls into libpython.
func (r *Runtime) EnterRecursion(b, slow, ok, deep *ir.Block) {
	ts := r.threadState(b)
	rem := r.recursionRemaining(b, ts)
	n := b.NewLoad(types.I32, rem)
	b.NewStore(b.NewSub(n, constant.NewInt(types.I32, 1)), rem)
	b.NewCondBr(b.NewICmp(enum.IPredSLE, n, constant.NewInt(types.I32, 0)), slow, ok)
	st := r.CallC(slow, capi.CheckRecursiveCall, ts, r.CString(""))
	slow.NewCondBr(slow.NewICmp(enum.IPredNE, st, constant.NewInt(types.I32, 0)), deep, ok)
}

// LeaveRecursion emits Py_LeaveRecursiveCall(), inline.
func (r *Runtime) LeaveRecursion(b *ir.Block) {
	rem := r.recursionRemaining(b, r.threadState(b))
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
	b.NewCondBr(b.NewICmp(enum.IPredEQ, r.threadState(b), want), ok, bad)
	r.RaiseString(bad, "PyExc_SystemError", "staticpyc: the thread state of this CPython does not match the ABI the module was built for")
	bad.NewBr(fail)
}
