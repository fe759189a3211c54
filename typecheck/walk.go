// This file implements the walk over a scope's statements that the
// passes looking for bindings and declarations share, and the scan of a
// function's own scope.

package typecheck

import "github.com/staticpyc/staticpyc/parser"

// WalkScope calls visit for every statement of stmts and of the blocks
// nested in them that run in the same scope, in source order, the cases
// of a match included: what they bind are locals of the function (whose
// body runs interpreted, and is checked all the same).
func WalkScope(stmts []parser.Stmt, visit func(parser.Stmt)) {
	parser.WalkStmts(stmts, func(s parser.Stmt) bool {
		visit(s)
		return true
	})
}

// binds reports whether f's body binds name (in its own scope): it is
// then a local of f.
func (f *FuncDecl) binds(name string) bool {
	f.scan()
	return f.bound[name]
}

// MayUnbind reports whether f's body can leave name unbound after
// binding it: `del name`, or a handler `except ... as name`, which
// deletes the name when it ends. A parameter, bound on entry, must then
// be checked on every read, as any local is.
func (f *FuncDecl) MayUnbind(name string) bool {
	f.scan()
	return f.unbinds[name]
}

// scan walks f's own scope once, the first time any of what it finds is
// asked for: the names the body binds, those it declares global or
// nonlocal, and the first statement that makes the def run interpreted.
// (Walking the body once per question was a tenth of the check time.)
func (f *FuncDecl) scan() {
	if f.scanned {
		return
	}
	f.scanned = true
	f.bound = map[string]bool{}
	WalkScope(f.Def.Body, func(s parser.Stmt) {
		switch s := s.(type) {
		case *parser.Global:
			for _, n := range s.Names {
				setFlag(&f.globals, n)
			}
		case *parser.Nonlocal:
			for _, n := range s.Names {
				setFlag(&f.nonlocals, n)
			}
		case *parser.For:
			// A native coroutine compiles them (lower/async.go); outside
			// one they are the interpreter's SyntaxError.
			if s.IsAsync && !f.Def.IsAsync {
				f.noteInterpreted(s, "async for")
			}
		case *parser.With:
			if s.IsAsync && !f.Def.IsAsync {
				f.noteInterpreted(s, "async with")
			}
		case *parser.Delete:
			for _, t := range s.Targets {
				if n, ok := t.(*parser.Name); ok {
					setFlag(&f.unbinds, n.Id)
				}
			}
		case *parser.Try:
			for _, h := range s.Handlers {
				if h.Name != "" {
					setFlag(&f.unbinds, h.Name)
				}
			}
		}
		ForEachBinding(s, func(n string, _ parser.Node) { f.bound[n] = true })
	})
}

func (f *FuncDecl) noteInterpreted(s parser.Stmt, reason string) {
	if f.interpretedAt == nil {
		f.interpretedAt, f.interpretedWhy = s, reason
	}
}

// setFlag sets (*m)[name], making the map on first use: most functions
// declare nothing global or nonlocal.
func setFlag(m *map[string]bool, name string) {
	if *m == nil {
		*m = map[string]bool{}
	}
	(*m)[name] = true
}
