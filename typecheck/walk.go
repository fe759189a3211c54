// This file implements walks over nested statement blocks, shared by the
// passes that look for bindings and declarations.

package typecheck

import "github.com/staticpyc/staticpyc/parser"

// nestedBlocks returns the statement lists nested directly in s that run
// in the same scope (not function or class bodies).
func nestedBlocks(s parser.Stmt) [][]parser.Stmt {
	switch s := s.(type) {
	case *parser.If:
		return [][]parser.Stmt{s.Body, s.Orelse}
	case *parser.While:
		return [][]parser.Stmt{s.Body, s.Orelse}
	case *parser.For:
		return [][]parser.Stmt{s.Body, s.Orelse}
	case *parser.With:
		return [][]parser.Stmt{s.Body}
	case *parser.Try:
		out := [][]parser.Stmt{s.Body}
		for _, h := range s.Handlers {
			out = append(out, h.Body)
		}
		return append(out, s.Orelse, s.Finalbody)
	}
	return nil
}

// walkScope calls visit for every statement of stmts and of the blocks
// nested in them, in source order.
func walkScope(stmts []parser.Stmt, visit func(parser.Stmt)) {
	for _, s := range stmts {
		visit(s)
		for _, b := range nestedBlocks(s) {
			walkScope(b, visit)
		}
	}
}

// binds reports whether f's body binds name (in its own scope): it is
// then a local of f. The set is computed once per function; looking it up
// for every global a body reads used to walk the body each time.
func (f *FuncDecl) binds(name string) bool {
	if f.bound == nil {
		f.bound = map[string]bool{}
		walkScope(f.Def.Body, func(s parser.Stmt) {
			forEachBinding(s, func(n string, _ parser.Node) { f.bound[n] = true })
		})
	}
	return f.bound[name]
}
