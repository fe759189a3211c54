// This file implements the choice of the generator functions that
// compile natively: a top-level def or a method whose yields the
// compiler can suspend at (see lower/generator.go). Any other generator
// runs interpreted, as every generator did before.

package typecheck

import "github.com/staticpyc/staticpyc/parser"

// generatorObstacle says why the generator function f cannot compile
// natively, or "" when it can: a yield (or yield from) inside an except
// handler or a finally body, where the exception being handled would
// have to be saved and restored around each suspension, as CPython's
// generators keep theirs. A yield in a try
// or with body compiles: close() and throw() raise at the yield, and the
// handlers, finally bodies and __exit__ run as for any exception.
func generatorObstacle(f *FuncDecl) string {
	return suspensionObstacle(f, yieldObstacle)
}

// suspensionObstacle walks the statements of f's own scope, telling
// exprObstacle whether each expression runs while an exception is being
// handled (in an except handler or a finally body), and returns the
// first obstacle it reports, or "".
func suspensionObstacle(f *FuncDecl, exprObstacle func(e parser.Expr, handling bool) string) string {
	why := ""
	var walk func(stmts []parser.Stmt, handling bool)
	walk = func(stmts []parser.Stmt, handling bool) {
		for _, s := range stmts {
			if why != "" {
				return
			}
			parser.StmtExprs(s, func(e parser.Expr) {
				if why == "" {
					why = exprObstacle(e, handling)
				}
			})
			switch s := s.(type) {
			case *parser.FunctionDef, *parser.ClassDef:
				continue
			case *parser.Try:
				walk(s.Body, handling)
				for _, h := range s.Handlers {
					walk(h.Body, true)
				}
				walk(s.Orelse, handling)
				walk(s.Finalbody, true)
			default:
				parser.ChildBlocks(s, func(b []parser.Stmt) { walk(b, handling) })
			}
		}
	}
	walk(f.Def.Body, false)
	return why
}

// yieldObstacle is generatorObstacle for one expression of the def's own
// scope (a lambda's body is another scope).
func yieldObstacle(e parser.Expr, handling bool) string {
	why := ""
	var walk func(e parser.Expr)
	walk = func(e parser.Expr) {
		if why != "" || e == nil {
			return
		}
		switch e.(type) {
		case *parser.Lambda:
			return
		case *parser.Yield, *parser.YieldFrom:
			if handling {
				why = "generators yielding inside an except handler or a finally body"
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

// coroutineObstacle says why the async def f cannot compile natively,
// or "" when it can: a yield makes it an asynchronous generator, and an
// await inside an except handler or a finally body has generators'
// obstacle (generatorObstacle); one inside a comprehension would make
// it an asynchronous comprehension. (async for and async with send the
// def to the interpreter through FuncDecl.scan.)
func coroutineObstacle(f *FuncDecl) string {
	return suspensionObstacle(f, awaitObstacle)
}

// awaitObstacle is coroutineObstacle for one expression of the def's
// own scope.
func awaitObstacle(e parser.Expr, handling bool) string {
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
		case *parser.Yield, *parser.YieldFrom:
			why = "asynchronous generators"
			return
		case *parser.Await:
			if handling {
				why = "await inside an except handler or a finally body"
				return
			}
			if comps > 0 {
				why = "await in comprehensions"
				return
			}
		case *parser.ListComp, *parser.SetComp, *parser.DictComp, *parser.GeneratorExp:
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
