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
	case *parser.Match:
		out := make([][]parser.Stmt, len(s.Cases))
		for i, mc := range s.Cases {
			out[i] = mc.Body
		}
		return out
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
// then a local of f.
func (f *FuncDecl) binds(name string) bool {
	f.scan()
	return f.bound[name]
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
	walkScope(f.Def.Body, func(s parser.Stmt) {
		switch s := s.(type) {
		case *parser.Global:
			for _, n := range s.Names {
				setFlag(&f.globals, n)
			}
		case *parser.Nonlocal:
			for _, n := range s.Names {
				setFlag(&f.nonlocals, n)
			}
		case *parser.Match:
			f.noteInterpreted(s, "match statements")
		case *parser.For:
			if s.IsAsync {
				f.noteInterpreted(s, "async for")
			}
		case *parser.With:
			if s.IsAsync {
				f.noteInterpreted(s, "async with")
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
