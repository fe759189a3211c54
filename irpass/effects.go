// This file implements what refcount elision knows of the C API calls
// the compiled code makes beyond their descriptors (runtime/capi): which
// calls are quiet. A descriptor says how a function reports errors,
// which arguments it steals and whether its result is borrowed; it does
// not say whether the call may run Python code, which is what decides
// whether an incref and a decref around it may cancel. The table is
// small on purpose: a call not in it is assumed to do anything (run
// Python code, release any reference).

package irpass

import (
	"github.com/llir/llvm/ir"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// quietCalls are the C API functions that run no Python code and
// release no reference, so that no object's count can drop to zero, nor
// be read, during the call. Reading the error indicator or a type
// relationship is so. Functions that allocate container objects are
// not (the allocation may start a garbage collection, which runs
// finalizers), nor are functions that may set an error, even ones that
// run no Python code (setting an error releases the previous error
// indicator's objects, and releasing runs code).
var quietCalls = map[*capi.Func]bool{
	capi.ErrOccurred:   true,
	capi.TypeIsSubtype: true,
}

// isQuietCall reports whether a call of f is quiet: an LLVM intrinsic
// (overflow checks, memcpy …), or a described C API function in
// quietCalls.
func isQuietCall(f *ir.Func) bool {
	name := f.Name()
	if len(name) > 5 && name[:5] == "llvm." {
		// A coroutine's suspend returns to its caller, which may do
		// anything before resuming it.
		return len(name) < 10 || name[:10] != "llvm.coro."
	}
	d, ok := capi.Lookup(name)
	return ok && quietCalls[d]
}
