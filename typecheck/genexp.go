// This file implements generator expressions that are not handed to a
// consumer (sum, any, list, ...): each compiles as CPython runs it, a
// nested generator function named <genexpr> whose one parameter is the
// iterator of the first iterable, which the expression evaluates (and
// calls iter() on) in the enclosing scope; the rest runs in the
// generator, whose loops and conditions are those of the expression and
// whose body yields the element:
//
//	(elt for x in xs if c for y in ys)
//	def <genexpr>(.0):
//	    for x in .0:
//	        if c:
//	            for y in ys:
//	                yield elt
//
// The function is checked as a nested def (its targets are its own
// locals, the names it reads of the enclosing function are captured in
// cells) and lowered as a native generator (lower/genexp.go).

package typecheck

import (
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
)

// GenexpIter is the name of a generator expression's parameter, as in
// CPython: no source can name it. A for loop over it steps through the
// iterator the expression made without calling iter() again.
const GenexpIter = ".0"

// GenexpObstacle says why generator expression g cannot compile as a
// native generator, or "": an async comprehension or an await (an
// asynchronous generator expression) outside a native coroutine
// (inCoroutine: inside one, it compiles as a native asynchronous
// generator), a walrus (PEP 572 binds its target in the enclosing
// function, which a nested function cannot do without nonlocal), or a
// crange iterable (which only a loop may iterate).
func GenexpObstacle(g *parser.GeneratorExp, inCoroutine bool) string {
	why := ""
	var walk func(e parser.Expr)
	walk = func(e parser.Expr) {
		if why != "" || e == nil {
			return
		}
		switch e := e.(type) {
		case *parser.Lambda:
			return
		case *parser.Await:
			if !inCoroutine {
				why = "asynchronous generator expressions"
			}
		case *parser.NamedExpr:
			why = "assignment expressions in generator expressions"
		case *parser.GeneratorExp:
			for _, c := range e.Generators {
				if c.IsAsync && !inCoroutine {
					why = "asynchronous generator expressions"
				}
				if call, ok := c.Iter.(*parser.Call); ok {
					if n, ok := call.Func.(*parser.Name); ok && n.Id == "crange" {
						why = "crange in generator expressions"
					}
				}
			}
		}
		parser.ChildExprs(e, walk)
	}
	walk(g)
	return why
}

// isAsyncGenexp reports whether generator expression e is asynchronous:
// an async for among its generators, or an await in its own code (a
// comprehension's included, which runs inline; not a nested generator
// expression's or a lambda's).
func isAsyncGenexp(e *parser.GeneratorExp) bool {
	async := false
	var walk func(x parser.Expr)
	walk = func(x parser.Expr) {
		if async || x == nil {
			return
		}
		switch x.(type) {
		case *parser.Lambda:
			return
		case *parser.Await:
			async = true
			return
		case *parser.GeneratorExp:
			if x != e {
				return
			}
		}
		parser.ChildExprs(x, walk)
	}
	for _, g := range e.Generators {
		if g.IsAsync {
			return true
		}
	}
	walk(e)
	return async
}

// genexp checks a generator expression compiled as a nested generator
// function: the first iterable here, the function in its own scope.
func (c *checker) genexp(e *parser.GeneratorExp) Type {
	first := e.Generators[0]
	t := c.expr(first.Iter, nil)
	if _, ok := IsArray(t); ok {
		c.unsupported(first.Iter, "iterating an array in a generator expression")
		return Dynamic
	}
	if _, ok := IsPrim(t); ok {
		c.errorf(first.Iter, diagnostics.BadCall, "cannot iterate over %s", t)
		return Dynamic
	}
	async := isAsyncGenexp(e)
	yield := &parser.Yield{Span: *e.Elt.Loc(), Value: e.Elt}
	var body parser.Stmt = &parser.ExprStmt{Span: *e.Elt.Loc(), Value: yield}
	for i := len(e.Generators) - 1; i >= 0; i-- {
		g := e.Generators[i]
		for j := len(g.Ifs) - 1; j >= 0; j-- {
			body = &parser.If{Span: *g.Ifs[j].Loc(), Test: g.Ifs[j], Body: []parser.Stmt{body}}
		}
		iter := g.Iter
		if i == 0 {
			iter = &parser.Name{Span: *g.Iter.Loc(), Id: GenexpIter, Ctx: parser.Load}
		}
		body = &parser.For{Span: g.Span, Target: g.Target, Iter: iter, Body: []parser.Stmt{body}, IsAsync: g.IsAsync}
	}
	def := &parser.FunctionDef{Span: e.Span, Name: "<genexpr>",
		Args:    &parser.Arguments{Span: e.Span, Args: []*parser.Arg{{Span: *first.Iter.Loc(), Name: GenexpIter}}},
		Body:    []parser.Stmt{body},
		Suspend: yield, Yields: yield, IsAsync: async}
	d := c.newNested(def, "<genexpr>")
	d.Generator, d.Genexp = true, true
	// An async for or an await makes it an asynchronous generator
	// expression: the function is an asynchronous generator.
	d.Coroutine, d.AsyncGen = async, async
	c.info.GenexpOf[e] = d
	c.checkNestedBody(d)
	return Dynamic
}
