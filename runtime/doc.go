// Package runtime emits, as LLVM IR, everything a compiled module needs at
// the CPython boundary: the ABI facts of each supported Python version
// and its target (abi.go) and the only emitters that read object fields
// by them (layout.go), declarations of the C API functions described in
// runtime/capi (capi.go), the refcount operations for the version's rule
// (refcount.go), boxing and unboxing, argument checks with CinderX's
// messages, error raising, and the module and method definitions
// (moduledef.go).
//
// There is no C and no Go in the Python process: lower calls these
// emitters and everything lands in one LLVM module, so LLVM can inline the
// boundary into each wrapper. runtime is used by lower only.
//
// runtime/python holds the pure-Python __static__ package used for
// interpreted runs of the same sources.
package runtime
