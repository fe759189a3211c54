// This file finds the module's defs whose name is bound again after the
// def has run, so that calls of them follow the name as Python's do.

package typecheck

import "github.com/staticpyc/staticpyc/parser"

// reboundDefs finds the top-level defs of m whose name something binds
// again once the def has run: a later module-level statement (an
// assignment, an import — the `try: from _speedups import f` idiom —, a
// for or with target, a star import, which may bind any name), or a
// function that declares the name global. Compiled code calls the
// other defs natively, as constants of the module; a call of one of
// these goes through the module's dict, where the name may since name
// something else.
func reboundDefs(m *parser.Module) map[string]bool {
	defAt := map[string]int{}
	for i, s := range m.Body {
		if d, ok := s.(*parser.FunctionDef); ok {
			defAt[d.Name] = i
		}
	}
	rebound := map[string]bool{}
	if len(defAt) == 0 {
		return rebound
	}
	for i, s := range m.Body {
		WalkScope([]parser.Stmt{s}, func(st parser.Stmt) {
			if imp, ok := st.(*parser.ImportFrom); ok && isStarImport(imp) {
				for name, at := range defAt {
					if at < i {
						rebound[name] = true
					}
				}
			}
			if st == s {
				if _, isDef := s.(*parser.FunctionDef); isDef {
					return // the def itself
				}
			}
			ForEachBinding(st, func(name string, _ parser.Node) {
				if at, ok := defAt[name]; ok && at < i {
					rebound[name] = true
				}
			})
			if del, ok := st.(*parser.Delete); ok {
				for _, t := range del.Targets {
					if n, ok := t.(*parser.Name); ok {
						if at, ok := defAt[n.Id]; ok && at < i {
							rebound[n.Id] = true
						}
					}
				}
			}
		})
	}
	declaredGlobal(m.Body, func(name string) {
		if _, ok := defAt[name]; ok {
			rebound[name] = true
		}
	})
	return rebound
}

// isStarImport reports whether s is `from m import *`.
func isStarImport(s *parser.ImportFrom) bool {
	for _, a := range s.Names {
		if a.Name == "*" {
			return true
		}
	}
	return false
}
