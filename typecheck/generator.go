// This file implements the choice of the generator functions that
// compile natively: a top-level def or a method whose yields the
// compiler can suspend at (see lower/generator.go). Any other generator
// runs interpreted, as every generator did before.

package typecheck

import "github.com/staticpyc/staticpyc/parser"

// generatorObstacle says why the generator function f cannot compile
// natively, or "" when it can: a yield from (delegation is not compiled
// yet), or a yield inside a try or with statement (where the handled
// exception and the __exit__ of a suspended frame would need saving).
func generatorObstacle(f *FuncDecl) string {
	why := ""
	var inTry func(stmts []parser.Stmt, protected bool)
	inTry = func(stmts []parser.Stmt, protected bool) {
		for _, s := range stmts {
			if why != "" {
				return
			}
			parser.StmtExprs(s, func(e parser.Expr) {
				if why == "" {
					why = yieldObstacle(e, protected)
				}
			})
			switch s.(type) {
			case *parser.FunctionDef, *parser.ClassDef:
				continue
			case *parser.Try, *parser.With:
				parser.ChildBlocks(s, func(b []parser.Stmt) { inTry(b, true) })
			default:
				parser.ChildBlocks(s, func(b []parser.Stmt) { inTry(b, protected) })
			}
		}
	}
	inTry(f.Def.Body, false)
	return why
}

// yieldObstacle is generatorObstacle for one expression of the def's own
// scope (a lambda's body is another scope).
func yieldObstacle(e parser.Expr, protected bool) string {
	why := ""
	var walk func(e parser.Expr)
	walk = func(e parser.Expr) {
		if why != "" || e == nil {
			return
		}
		switch e.(type) {
		case *parser.Lambda:
			return
		case *parser.YieldFrom:
			why = "generators delegating with yield from"
			return
		case *parser.Yield:
			if protected {
				why = "generators yielding inside try or with"
				return
			}
		}
		parser.ChildExprs(e, walk)
	}
	walk(e)
	return why
}

// generatorParams sends a native generator with an Array parameter to
// the interpreter: the native body borrows the caller's buffer, which
// the call releases when it returns, long before the generator ends.
func (c *checker) generatorParams(f *FuncDecl) {
	if !f.Generator || c.interp {
		return
	}
	for _, p := range f.Params {
		if _, ok := IsArray(p.Type); ok {
			c.unsupported(p.Pos, "Array parameters of generators")
			return
		}
	}
}
