// This file implements nested functions and lambdas: their scopes, the
// variables they capture from enclosing functions (which then live in
// cells), and nonlocal.

package typecheck

import (
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
)

// nestedDef checks a def inside a function: its defaults and decorators
// in the enclosing scope, then its body in its own scope. The name it
// binds is a local of the enclosing function.
func (c *checker) nestedDef(s *parser.FunctionDef) {
	d := c.newNested(s, s.Name)
	if s.IsAsync && !c.interp {
		// A nested coroutine compiles natively as a top-level one does
		// (async for and async with in it are unsupported and send the
		// enclosing unit to the interpreter).
		d.Generator, d.Coroutine, d.AsyncGen = true, true, s.Yields != nil
	}
	if !c.interp && isGenerator(d) {
		// A nested generator compiles natively as a top-level one does.
		d.Generator = true
	}
	for _, dec := range s.Decorators {
		c.objectExpr(dec, "decorator cannot be a primitive")
	}
	c.checkDefaults(d)
	c.checkNestedBody(d)
	name := &parser.Name{Span: s.Span, Id: s.Name, Ctx: parser.Store}
	c.assignName(name, Dynamic, nil)
	c.info.DefTarget[s] = c.info.RefOf(name)
}

// lambda checks a lambda expression: a nested function returning Body.
func (c *checker) lambda(e *parser.Lambda) Type {
	def := &parser.FunctionDef{Span: e.Span, Name: "<lambda>", Args: e.Args,
		Body: []parser.Stmt{&parser.Return{Span: *e.Body.Loc(), Value: e.Body}}}
	d := c.newNested(def, "<lambda>")
	c.info.LambdaOf[e] = d
	c.checkDefaults(d)
	c.checkNestedBody(d)
	return Dynamic
}

// newNested declares a nested function of the current scope.
func (c *checker) newNested(def *parser.FunctionDef, name string) *FuncDecl {
	d := &FuncDecl{Name: name, Def: def, Parent: c.fn, locals: map[string]*Var{}}
	d.QualName = name
	switch {
	case c.classQual != "" && c.inClassBody(): // f.<locals>.C.<lambda>
		d.QualName = c.classQual + "." + name
	case c.fn != nil:
		d.QualName = c.fn.QualName + ".<locals>." + name
	case c.class != nil: // a lambda in a class body: Holder.<lambda>
		d.QualName = c.class.Name + "." + name
	}
	c.info.Nested = append(c.info.Nested, d)
	c.info.FuncOf[def] = d
	return d
}

// checkNestedBody checks a nested function's body with its own locals,
// loops and comprehension scopes.
func (c *checker) checkNestedBody(d *FuncDecl) {
	c.signature(d)
	saved, savedLoops, savedComps, savedFlow := c.fn, c.loops, c.comps, c.capture()
	// A nested body runs later: what the enclosing body proved about
	// its locals may no longer hold.
	c.fn, c.loops, c.comps, c.flow = d, 0, nil, nil
	c.generatorParams(d)
	c.outerComps = append(c.outerComps, savedComps...)
	defer func() {
		c.fn, c.loops, c.comps, c.flow = saved, savedLoops, savedComps, savedFlow
		c.outerComps = c.outerComps[:len(c.outerComps)-len(savedComps)]
	}()
	for _, p := range d.Params {
		if _, ok := IsArray(p.Type); ok {
			c.unsupported(p.Pos, "Array parameters of nested functions")
		}
	}
	d.scan()
	c.block(d.Def.Body)
	c.checkImplicitNone(d)
}

// lookupEnclosing resolves a name that is not local to the current
// function in the enclosing functions, innermost first. A variable found
// there is captured: it lives in a cell, and every function between
// passes the cell on.
func (c *checker) lookupEnclosing(name string, at parser.Node) *Var {
	if c.fn == nil {
		return nil
	}
	if at == nil {
		at = c.fn.Def
	}
	var path []*FuncDecl
	for p := c.fn; p.Parent != nil; p = p.Parent {
		path = append(path, p)
		outer := p.Parent
		if outer.globals[name] {
			return nil
		}
		v := outer.locals[name]
		if v == nil && outer.binds(name) {
			v = &Var{Name: name, Type: Dynamic}
			outer.locals[name] = v
			outer.Locals = append(outer.Locals, v)
		}
		if v == nil {
			continue
		}
		if _, ok := IsPrim(v.Type); ok {
			c.errorf(at, diagnostics.PrimitiveScope, "cannot use primitives in global or closure scope")
			return &Var{Name: name, Type: Invalid}
		}
		if _, ok := IsArray(v.Type); ok {
			c.unsupported(at, "capturing an Array in a closure")
			return &Var{Name: name, Type: Invalid}
		}
		v.Cell = true
		for _, f := range path {
			f.addFree(v)
		}
		return v
	}
	return nil
}

// addFree records that f reads v from an enclosing function.
func (f *FuncDecl) addFree(v *Var) {
	for _, x := range f.Free {
		if x == v {
			return
		}
	}
	f.Free = append(f.Free, v)
}

// IsFree reports whether v is a variable f reads from an enclosing
// function (through a cell).
func (f *FuncDecl) IsFree(v *Var) bool {
	for _, x := range f.Free {
		if x == v {
			return true
		}
	}
	return false
}

// nonlocalStmt checks `nonlocal x`: x must be a variable of an
// enclosing function.
func (c *checker) nonlocalStmt(s *parser.Nonlocal) {
	if c.fn == nil || c.fn.Parent == nil {
		c.errorf(s, diagnostics.SyntaxError, "nonlocal declaration not allowed at module level")
		return
	}
	for _, n := range s.Names {
		if c.lookupEnclosing(n, s) == nil {
			c.errorf(s, diagnostics.SyntaxError, "no binding for nonlocal '%s' found", n)
		}
	}
}
