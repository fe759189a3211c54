// This file implements the table of what the C-API functions the
// compiled code calls do to references, as far as refcount elision
// needs to know. It is small on purpose: a function not in it is
// assumed to do anything (run Python code, release any reference). When
// runtime describes every C-API call by a descriptor that says whether
// its result is new or borrowed and whether it can run code, this table
// is replaced by a lookup of those descriptors (capiEffectsOf is the one
// place that reads it).

package irpass

import "github.com/llir/llvm/ir"

// capiEffects says what one C-API function may do.
type capiEffects struct {
	// quiet functions run no Python code and release no reference, so
	// no object's count can drop to zero, nor be read, during the call.
	// Functions that allocate container objects are not quiet: the
	// allocation may start a garbage collection, which runs finalizers.
	// Nor are functions that may fail (see capiTable).
	quiet bool
}

var capiTable = map[string]capiEffects{
	// Reading the error indicator or a type relationship neither
	// allocates nor fails. Functions that may fail are not here even
	// when they run no Python code: setting an error releases the
	// previous error indicator's objects, and releasing runs code.
	"PyErr_Occurred":   {quiet: true},
	"PyType_IsSubtype": {quiet: true},
}

// capiEffectsOf returns what the table knows of a function; the zero
// value (not quiet, new result) for one it does not list.
func capiEffectsOf(name string) capiEffects { return capiTable[name] }

// isIntrinsic reports whether f is an LLVM intrinsic (overflow checks,
// memcpy …): those run no Python code.
func isIntrinsic(f *ir.Func) bool {
	return len(f.Name()) > 5 && f.Name()[:5] == "llvm."
}
