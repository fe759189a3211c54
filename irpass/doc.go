// Package irpass runs the IR passes over a lowered module, in the fixed
// order of one table (irpass.go) whose ordering constraints are checked
// when the package initialises, and hands codegen the parts to compile.
//
// From lower it gets a lower.Result: the raw IR, in which reference
// counting is still abstract (calls to sp.incref, sp.decref and
// sp.xdecref, with no bodies), the target ABI, and the facts lowering
// knows and the passes must not guess from names: which functions are
// the noalias variants of which, which parameters are buffer pointers,
// which functions are shared helpers, and which declarations are the
// refcount operations.
//
// The passes, one file each:
//
//   - noalias (noalias.go) marks the buffer pointers of noalias variants;
//   - refcount-elide (refcount_elide.go, with the C-API effects table of
//     effects.go) removes refcount operations that provably cancel;
//   - expand-refcounts (expand_refcounts.go) gives the refcount
//     operations their bodies for the ABI (runtime.ExpandRefcounts);
//   - split (split.go) divides the module into the partitions opt and
//     llc compile in parallel.
//
// To codegen it hands Context.Parts, the modules that together define
// what the lowered module defined (one for a small module), and it
// reports Stats: refcount operations emitted and left. With
// Options.Verify, LLVM's verifier checks the module after every pass.
//
// The facts type lives in lower and irpass imports lower, not the other
// way round: the phases import only the phases before them (parse →
// typecheck → strict → lower → irpass → codegen), and irpass's tests
// lower real modules.
package irpass
