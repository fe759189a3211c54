// Package lower translates a type-checked module into LLVM IR: one native
// function per Python function, a METH_FASTCALL wrapper that checks and
// unboxes arguments at the CPython boundary, and a module init function.
// The CPython-facing pieces are emitted by package runtime. After
// emission, the IR passes in passes.go run in their fixed order.
//
// lower hands an *ir.Module to codegen.
package lower
