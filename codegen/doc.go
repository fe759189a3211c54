// Package codegen turns LLVM IR text into a shared object with the LLVM
// command-line tools and a C compiler used as the linker:
//
//	module.ll -> opt -passes=default<O3> -> llc -O3 -relocation-model=pic -filetype=obj -> cc -shared
//
// It knows nothing of Python: it is handed the .ll text that lower
// produced and the path of the shared object to write. No Python headers
// and no libpython are involved; the undefined symbols of an extension
// module resolve against the interpreter when it is imported.
//
// FindToolchain locates opt, llc and the linker (honouring an explicit
// directory or the STATICPYC_LLVM variable) and, when something is
// missing, says exactly what and how to install it.
package codegen
