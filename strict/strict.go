// This file implements the strict-module rules of the marker statement.

package strict

import (
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/typecheck"
)

// Check reports violations of the strict-module rules in m: the
// `import __static__` / `import __strict__` marker must be the first
// statement (after a docstring and `from __future__` imports), alone and
// not aliased, with CinderX's messages. Freezing the module after its
// body is the runtime's part (runtime/python/__static__/_strict.py,
// shared by compiled and interpreted modules).
func Check(m *parser.Module, info *typecheck.Info, diags *diagnostics.List) {
	for i, s := range m.Body {
		imp, ok := s.(*parser.Import)
		if !ok {
			continue
		}
		for _, a := range imp.Names {
			if a.Name != "__static__" && a.Name != "__strict__" {
				continue
			}
			var d *diagnostics.Diagnostic
			switch {
			case len(imp.Names) > 1:
				d = diags.Errorf(m.Pos(imp), diagnostics.StrictMarker, "%s flag may not be combined with other imports", a.Name)
			case a.AsName != "":
				d = diags.Errorf(m.Pos(imp), diagnostics.StrictMarker, "%s flag may not be aliased", a.Name)
			case !onlyPreamble(m.Body[:i]):
				d = diags.Errorf(m.Pos(imp), diagnostics.StaticMarkerPlace, "Cinder flag %s must be at the top of a file", a.Name)
			}
			if d != nil {
				d.End = m.EndPos(imp)
			}
		}
	}
}

// onlyPreamble reports whether stmts are only what CinderX's flag
// extractor lets precede a marker: one string expression (the docstring),
// `from __future__` imports, and imports of the markers themselves
// (`import __static__` twice is no error) or of `__future__`.
func onlyPreamble(stmts []parser.Stmt) bool {
	seenDoc := false
	for _, s := range stmts {
		switch s := s.(type) {
		case *parser.ExprStmt:
			if k, ok := s.Value.(*parser.Constant); ok && k.Kind == parser.ConstStr && !seenDoc {
				seenDoc = true
				continue
			}
		case *parser.ImportFrom:
			if s.Module == "__future__" {
				continue
			}
		case *parser.Import:
			flags := true
			for _, a := range s.Names {
				flags = flags && (a.Name == "__static__" || a.Name == "__strict__" || a.Name == "__future__")
			}
			if flags {
				continue
			}
		}
		return false
	}
	return true
}
