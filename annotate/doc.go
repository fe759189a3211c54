// Package annotate implements the per-line view of `staticpyc annotate`:
// for each line of a module, what the compiler made of it — machine
// arithmetic and memory access, or generic work left for the CPython C
// API (attribute lookups, dynamic calls, arithmetic on objects, boxing),
// the bounds and type checks it kept, the references it still counts —
// and a score that says how much generic work a line does.
//
// It reads the optimized LLVM IR of a module built with line information
// (lower.Config.Debug): every instruction carries the source line it came
// from, so what is counted is what survived LLVM's optimizations, not
// what lowering first emitted. It knows nothing else of the compiler: the
// driver hands it the IR text, the source and the module's functions.
package annotate
