// Package pyruntime holds the pure-Python runtime of staticpyc: the
// __static__ package, the __strict__ module and the sitecustomize.py
// that make a Static Python module run under a stock python3 with the
// same observable behaviour as when compiled. staticpyc embeds the files
// so that `staticpyc run --interpreted` works from the binary alone: it
// extracts them into its cache and puts that directory on PYTHONPATH.
package pyruntime

import "embed"

// FS holds __static__/*.py, __strict__.py, the cinderx package
// (CinderX's cached properties, its JIT API without a JIT, the strict
// loader's install()), sitecustomize.py and the staticpyc package
// (install() and the build backend), at the same paths as in
// runtime/python.
//
//go:embed __static__/*.py __strict__.py cinderx/*.py cinderx/compiler/*.py cinderx/compiler/strict/*.py sitecustomize.py staticpyc/*.py
var FS embed.FS
