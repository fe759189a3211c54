// This file implements the emission of C API calls from their
// descriptors (package runtime/capi): the call, the error check its error
// kind calls for, and the reference bookkeeping of what it steals and
// returns. No call site chooses its own check.

package lower

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/runtime/capi"
	"github.com/staticpyc/staticpyc/typecheck"
)

// callC emits a call of the C API function d in the current block and the
// error branch its error kind calls for, to the function's current error
// path with a traceback entry for line ln (as errorIf). The arguments d
// steals stop being live temporaries (the caller must have owned them).
// A new-reference object result becomes an owned temporary, a borrowed
// one is returned unowned; both are typed Dynamic (see as).
func (fb *fnBuilder) callC(d *capi.Func, ln int, args ...value.Value) val {
	return fb.callCReleasing(d, ln, nil, args...)
}

// callCReleasing is callC that releases the temporaries done right after
// the call, before its error check: arguments needed by neither path,
// so the error path has fewer references to drop.
func (fb *fnBuilder) callCReleasing(d *capi.Func, ln int, done []val, args ...value.Value) val {
	r := fb.callCHandled(d, args...)
	for _, v := range done {
		fb.release(v)
	}
	switch d.Error {
	case capi.NullOnError:
		fb.errorIf(fb.b.NewICmp(enum.IPredEQ, r, runtime.Null), ln)
		if d.Borrowed {
			return val{v: r, t: typecheck.Dynamic}
		}
		return fb.produce(r, typecheck.Dynamic)
	case capi.NegativeOnError:
		fb.errorIf(fb.b.NewICmp(enum.IPredSLT, r, constant.NewInt(r.Type().(*types.IntType), 0)), ln)
	case capi.MinusOneOnError:
		// -1 may be the value: only PyErr_Occurred() says it is an error.
		var isMinusOne value.Value
		if it, ok := r.Type().(*types.IntType); ok {
			isMinusOne = fb.b.NewICmp(enum.IPredEQ, r, constant.NewInt(it, -1))
		} else {
			isMinusOne = fb.b.NewFCmp(enum.FPredOEQ, r, constant.NewFloat(types.Double, -1))
		}
		maybe, cont := fb.block("minusone"), fb.block("value")
		fb.b.NewCondBr(isMinusOne, maybe, cont)
		fb.b = maybe
		fb.errorIfOccurred(ln)
		fb.b.NewBr(cont)
		fb.b = cont
	case capi.NullIfAbsent:
		panic("internal error: lower: " + d.Name + " may return NULL without an error: use callCOrAbsent")
	}
	// NeverFails: an object result may be NULL ("none"); it is the
	// caller's to take.
	return val{v: r, t: typecheck.Dynamic}
}

// as is v typed t (a C API result is Dynamic until the caller says what
// it is).
func (v val) as(t typecheck.Type) val {
	v.t = t
	return v
}

// callCOrAbsent emits a call of d, a function whose NULL result means
// "absent" unless an exception is set (capi.NullIfAbsent): a non-NULL
// result goes on to present; NULL raises if PyErr_Occurred(), else goes on
// in absent's fall-through, where the builder is left. The result is
// returned unowned (it is only defined in present).
func (fb *fnBuilder) callCOrAbsent(d *capi.Func, absent, present *ir.Block, ln int, args ...value.Value) value.Value {
	if d.Error != capi.NullIfAbsent {
		panic("internal error: lower: " + d.Name + " has no absent result")
	}
	r := fb.callCHandled(d, args...)
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, r, runtime.Null), absent, present)
	fb.b = absent
	fb.errorIfOccurred(ln)
	return r
}

// errorIfOccurred leaves for the error path when an exception is set.
func (fb *fnBuilder) errorIfOccurred(ln int) {
	fb.errorIf(fb.b.NewICmp(enum.IPredNE, fb.rt.CallC(fb.b, capi.ErrOccurred), runtime.Null), ln)
}

// callCInfallible emits a call of d where it cannot fail by construction
// (PyTuple_SetItem of a fresh tuple at an index in range): no error
// branch, the same bookkeeping of stolen arguments as callC.
func (fb *fnBuilder) callCInfallible(d *capi.Func, args ...value.Value) value.Value {
	return fb.callCHandled(d, args...)
}

// callCHandled emits a call of d whose error the caller handles itself
// (it replaces the exception, or an error means "absent" there), with the
// bookkeeping of stolen arguments; the result is not registered.
func (fb *fnBuilder) callCHandled(d *capi.Func, args ...value.Value) value.Value {
	r := fb.rt.CallC(fb.b, d, args...)
	for i, a := range args {
		if d.StealsArg(i) {
			fb.consumeValue(a)
		}
	}
	return r
}

// consumeValue forgets v as a live temporary if it is one: its reference
// moved into a call that steals it.
func (fb *fnBuilder) consumeValue(v value.Value) {
	for i := len(fb.live) - 1; i >= 0; i-- {
		if fb.live[i] == v {
			fb.live = append(fb.live[:i], fb.live[i+1:]...)
			return
		}
	}
}
