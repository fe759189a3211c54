// Package lower translates a type-checked module into LLVM IR: one native
// function per Python function, a METH_FASTCALL wrapper that checks and
// unboxes arguments at the CPython boundary, and a module init function.
// The CPython-facing pieces are emitted by package runtime. Reference
// counting is emitted as plain calls to the runtime's abstract incref
// and decref operations wherever a value changes owner; lower runs no
// pass over what it emits.
//
// lower hands a Result to package irpass: the raw *ir.Module, the ABI it
// targets, and Facts (facts.go) that say what each emitted function is
// for, so that no pass infers it from a name.
package lower
