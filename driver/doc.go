// Package driver runs the phases of staticpyc in order for the commands
// of cmd/staticpyc: it reads the sources, asks the target python for its
// version and extension suffix, runs parser, typecheck and strict,
// stops there when the user's code has errors, and otherwise lowers the
// module to LLVM IR, runs the IR passes (package irpass) and hands the
// parts they make to codegen. It also runs built
// modules (compiled from a cache, or interpreted with the embedded
// pure-Python runtime).
//
// A panic inside a phase is a bug in staticpyc; the driver recovers it
// and returns an *InternalError that says where, never a crash dump.
package driver
