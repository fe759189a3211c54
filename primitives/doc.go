// Package primitives is the one table of Static Python's primitive types:
// width, signedness, LLVM type, buffer format, how a value is boxed and
// unboxed, and how mixed operands promote. Every phase reads it, so that
// the checker, the lowering and the boundary agree on what int8 is.
//
// primitives is a leaf: it imports nothing from the rest of staticpyc.
package primitives
