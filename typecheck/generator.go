// This file implements the choice of the generator functions that
// compile natively: a top-level def or a method whose yields the
// compiler can suspend at (see lower/generator.go). Any other generator
// runs interpreted, as every generator did before.

package typecheck

import "github.com/staticpyc/staticpyc/parser"

// suspensionObstacle walks the statements of f's own scope and returns
// the first obstacle exprObstacle reports in their expressions, or "".
// (A yield or an await anywhere else compiles: in a try or with body,
// close() and throw() raise at the suspension and the handlers, finally
// bodies and __exit__ run as for any exception; in an except handler or
// a finally body, the exception being handled is kept across the
// suspension in the generator's own item, runtime/genexc.go.)
func suspensionObstacle(f *FuncDecl, exprObstacle func(e parser.Expr) string) string {
	why := ""
	var walk func(stmts []parser.Stmt)
	walk = func(stmts []parser.Stmt) {
		for _, s := range stmts {
			if why != "" {
				return
			}
			parser.StmtExprs(s, func(e parser.Expr) {
				if why == "" {
					why = exprObstacle(e)
				}
			})
			switch s.(type) {
			case *parser.FunctionDef, *parser.ClassDef:
				continue
			default:
				parser.ChildBlocks(s, walk)
			}
		}
	}
	walk(f.Def.Body)
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

// coroutineObstacle says why the async def f cannot compile natively,
// or "" when it can: an await inside a generator expression would make
// that an asynchronous generator expression, which runs interpreted
// (one inside a list, set or dict comprehension is awaited inline, as
// the comprehension is lowered). A yield makes f an asynchronous
// generator, which compiles (runtime/asyncgen.go).
func coroutineObstacle(f *FuncDecl) string {
	return suspensionObstacle(f, awaitObstacle)
}

// awaitObstacle is coroutineObstacle for one expression of the def's
// own scope.
func awaitObstacle(e parser.Expr) string {
	why := ""
	comps := 0
	var walk func(e parser.Expr)
	walk = func(e parser.Expr) {
		if why != "" || e == nil {
			return
		}
		switch e.(type) {
		case *parser.Lambda:
			return
		case *parser.Await:
			if comps > 0 {
				why = "await in generator expressions"
				return
			}
		case *parser.GeneratorExp:
			comps++
			parser.ChildExprs(e, walk)
			comps--
			return
		}
		parser.ChildExprs(e, walk)
	}
	walk(e)
	return why
}
