// This file implements CinderX's rule for a module name bound both by a
// def or class and by an import (the `try: import ... except
// ImportError: def ...` fallback): the def declares the name with its
// type, so binding it to what an import gives is a redefinition.

package typecheck

import (
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
)

// checkImportRedefinitions reports each module name that a def or class
// and an import both bind, at the later binding.
func (c *checker) checkImportRedefinitions() {
	const imported, declared = 1, 2
	kinds := map[string]int{}
	WalkScope(c.m.Body, func(s parser.Stmt) {
		var kind int
		var names []string
		at := parser.Node(s)
		switch s := s.(type) {
		case *parser.FunctionDef:
			kind, names = declared, []string{s.Name}
		case *parser.ClassDef:
			kind, names = declared, []string{s.Name}
		case *parser.ImportFrom:
			if s.Level == 0 && (s.Module == "__static__" || s.Module == "__future__" || s.Module == "typing" || s.Module == "typing_extensions") {
				return
			}
			kind = imported
			for _, a := range s.Names {
				names = append(names, bindingName(a))
			}
		case *parser.Import:
			kind = imported
			for _, a := range s.Names {
				names = append(names, bindingName(a))
			}
		default:
			return
		}
		for _, n := range names {
			if k := kinds[n]; k != 0 && k != kind {
				d := c.errorf(at, diagnostics.RedefineLocal, "Cannot redefine local variable %s", n)
				d.Hint = "give the fallback another name and bind " + n + " to one of them"
			}
			kinds[n] |= kind
		}
	})
}

// bindingName is the module name an import alias binds.
func bindingName(a *parser.Alias) string {
	if a.AsName != "" {
		return a.AsName
	}
	for i := 0; i < len(a.Name); i++ {
		if a.Name[i] == '.' {
			return a.Name[:i]
		}
	}
	return a.Name
}
