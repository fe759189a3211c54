// This file implements the moving of code between the modules of two
// runtimes: a function lowered in one module (a copy of another
// module's function, lower/xinline.go) uses the C API and C strings of
// that module, which the module it moves to declares for itself.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/value"
)

// Adopt returns what stands in r's module for v, a value of from's
// module: the declaration of the same C API function or datum, the
// same C string, or the traceback helper and the site of the same
// traceback entry (AddTraceback). It returns false for anything else (the runtime's own
// helpers and variables, the module's constants and slots), which code
// moving from one module to another must not use.
func (r *Runtime) Adopt(from *Runtime, v value.Value) (value.Value, bool) {
	switch v := v.(type) {
	case *ir.Func:
		if d := from.cdescs[v.Name()]; d != nil && from.cfuncs[v.Name()] == v {
			return r.cfunc(d), true
		}
		if from.helpers["sp.traceback.add"] == v {
			return r.tracebackAddFunc(), true
		}
	case *ir.Global:
		if g := from.cdata[v.Name()]; g == v {
			return r.CData(v.Name()), true
		}
		// A traceback entry's site: the importer keeps its own.
		if k, ok := from.tracebackSiteOf[v]; ok {
			return r.tracebackSite(k.name, k.file, k.line), true
		}
	}
	for s, c := range from.cstrs {
		if c == v {
			return r.CString(s), true
		}
	}
	return nil, false
}
