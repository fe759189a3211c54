// This file implements private name mangling: inside a class body (its
// methods and whatever is nested in them included), an identifier __x —
// two leading underscores, not two trailing — names _C__x, as CPython's
// compiler has it (_Py_Mangle). The parser keeps the source's names, as
// CPython's ast module does; the checker mangles the module it is given,
// so that compiled code reads and writes the attributes interpreted code
// does, and a subclass's __x does not collide with its base's.

package parser

import "strings"

// MangleNames rewrites, in place, the private names inside every class
// of m. It is idempotent: a mangled name starts with one underscore.
func MangleNames(m *Module) {
	mangleStmts(m.Body, "")
}

// Mangle returns name as written inside class (CPython's _Py_Mangle):
// unchanged outside a class, for a dunder or dotted name, or when the
// class's name is all underscores.
func Mangle(class, name string) string {
	if class == "" || !strings.HasPrefix(name, "__") || strings.HasSuffix(name, "__") || strings.Contains(name, ".") {
		return name
	}
	c := strings.TrimLeft(class, "_")
	if c == "" {
		return name
	}
	return "_" + c + name
}

// mangleStmts mangles a block whose innermost enclosing class is class
// ("" for none: then only nested classes are looked for).
func mangleStmts(stmts []Stmt, class string) {
	WalkStmts(stmts, func(s Stmt) bool {
		if class != "" {
			StmtExprs(s, func(e Expr) { mangleExpr(e, class) })
		}
		switch s := s.(type) {
		case *FunctionDef:
			s.Name = Mangle(class, s.Name)
			mangleArgs(s.Args, class)
			mangleStmts(s.Body, class)
		case *ClassDef:
			// The body's names take the class's own name (__B's are
			// _B__x), the binding its enclosing class's (_A__B). A def's
			// or class's __name__ is then the mangled one, where CPython
			// keeps __m.
			own := s.Name
			s.Name = Mangle(class, s.Name)
			mangleStmts(s.Body, own)
		case *AnnAssign:
			if class != "" {
				mangleExpr(s.Annotation, class)
			}
		case *Global:
			for i, n := range s.Names {
				s.Names[i] = Mangle(class, n)
			}
		case *Nonlocal:
			for i, n := range s.Names {
				s.Names[i] = Mangle(class, n)
			}
		case *Try:
			for _, h := range s.Handlers {
				h.Name = Mangle(class, h.Name)
			}
		}
		return true
	})
}

// mangleArgs mangles the parameter names of a def or a lambda.
func mangleArgs(a *Arguments, class string) {
	if a == nil || class == "" {
		return
	}
	for _, group := range [][]*Arg{a.PosOnly, a.Args, {a.Vararg}, a.KwOnly, {a.Kwarg}} {
		for _, p := range group {
			if p != nil {
				p.Name = Mangle(class, p.Name)
			}
		}
	}
}

// mangleExpr mangles the names, attributes and keyword arguments of e.
func mangleExpr(e Expr, class string) {
	if e == nil {
		return
	}
	switch e := e.(type) {
	case *Name:
		e.Id = Mangle(class, e.Id)
	case *Attribute:
		e.Attr = Mangle(class, e.Attr)
	case *Call:
		for _, k := range e.Keywords {
			k.Arg = Mangle(class, k.Arg)
		}
	case *Lambda:
		mangleArgs(e.Args, class)
	}
	ChildExprs(e, func(c Expr) { mangleExpr(c, class) })
}
