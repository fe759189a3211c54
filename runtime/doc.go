// Package runtime emits, as LLVM IR, everything a compiled module needs at
// the CPython boundary: the ABI facts of each supported Python version
// (abi.go), declarations of the C API functions used, boxing and unboxing,
// argument checks with CinderX's messages, error raising, the module
// definition and its init function.
//
// There is no C and no Go in the Python process: lower calls these
// emitters and everything lands in one LLVM module, so LLVM can inline the
// boundary into each wrapper. runtime is used by lower only.
//
// runtime/python holds the pure-Python __static__ package used for
// interpreted runs of the same sources.
package runtime
