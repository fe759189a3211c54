// This file implements the typing of comprehensions. Each has its own
// scope, as in Python 3: its loop variables are fresh variables that do
// not leak into the enclosing function.

package typecheck

import (
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
)

// compScope is the scope of one comprehension.
type compScope struct {
	vars map[string]*Var
	// body is set once the first iterable is checked.
	body bool
}

// inCompBody reports whether the checker is inside a comprehension past
// its first iterable, in the comprehension's own scope.
func (c *checker) inCompBody() bool {
	for _, s := range c.comps {
		if s.body {
			return true
		}
	}
	return false
}

// lookupComp finds name in the enclosing comprehension scopes.
func (c *checker) lookupComp(name string) *Var {
	for i := len(c.comps) - 1; i >= 0; i-- {
		if v := c.comps[i].vars[name]; v != nil {
			return v
		}
	}
	return nil
}

// compVar declares a comprehension variable; lower allocates it a slot
// in the function (or the module body) that runs the comprehension.
func (c *checker) compVar(n *parser.Name, t Type) *Var {
	scope := c.comps[len(c.comps)-1]
	v := scope.vars[n.Id]
	if v == nil {
		v = &Var{Name: n.Id, Pos: n, Type: t, Declared: true}
		scope.vars[n.Id] = v
		if c.fn != nil {
			c.fn.Locals = append(c.fn.Locals, v)
		} else {
			c.info.ModuleLocals = append(c.info.ModuleLocals, v)
		}
	}
	c.info.setRef(n, v)
	c.info.setType(n, v.Type)
	return v
}

// bindCompTarget binds a comprehension's target to values of type t.
func (c *checker) bindCompTarget(target parser.Expr, t Type) {
	switch target := target.(type) {
	case *parser.Name:
		v := c.compVar(target, t)
		if !c.assignable(nil, t, v.Type) {
			c.errorf(target, diagnostics.TypeMismatch, "type mismatch: %s cannot be assigned to %s", t, v.Type)
		}
	case *parser.Tuple:
		if _, ok := IsPrim(t); ok {
			c.errorf(target, diagnostics.PrimitiveObjectUse, "cannot unpack multiple values from %s", t)
		}
		for _, e := range target.Elts {
			c.bindCompTarget(e, Dynamic)
		}
	case *parser.List:
		for _, e := range target.Elts {
			c.bindCompTarget(e, Dynamic)
		}
	default:
		c.unsupported(target, "this comprehension target")
	}
}

// comprehension types a list, set or dict comprehension or a generator
// expression: the generators in order, then the element(s).
func (c *checker) comprehension(gens []*parser.Comprehension, elts []parser.Expr, what ...string) {
	c.comps = append(c.comps, &compScope{vars: map[string]*Var{}})
	defer func() { c.comps = c.comps[:len(c.comps)-1] }()
	for _, g := range gens {
		if g.IsAsync {
			// A list, set or dict comprehension of a native coroutine
			// compiles inline there (lower/async.go); a generator
			// expression's would make an asynchronous generator.
			if c.fn == nil || !c.fn.Coroutine || c.genexpDepth > 0 {
				c.unsupported(g.Target, "async comprehensions")
			}
			if t := c.expr(g.Iter, nil); isPrimType(t) {
				c.errorf(g.Iter, diagnostics.BadCall, "cannot iterate over %s", t)
			}
			c.bindCompTarget(g.Target, Dynamic)
		} else if call, ok := g.Iter.(*parser.Call); ok && c.isStaticBuiltin(call.Func, "crange") {
			c.info.CrangeComps[g] = true
			c.crangeArgs(call)
			c.info.setType(g.Iter, Dynamic)
			c.bindCompTarget(g.Target, PrimOf(int64Prim))
		} else {
			t := c.expr(g.Iter, nil)
			elem := Type(Dynamic)
			if a, ok := IsArray(t); ok {
				elem = PrimOf(a.Elem)
				if !c.isLocal(g.Iter) {
					c.unsupported(g.Iter, "iterating an array that is not a local variable")
				}
				c.info.ArrayComps[g] = true
			} else if _, ok := IsPrim(t); ok {
				c.errorf(g.Iter, diagnostics.BadCall, "cannot iterate over %s", t)
			}
			c.bindCompTarget(g.Target, elem)
		}
		// Past the first iterable, which the enclosing scope evaluates,
		// the comprehension is a scope of its own: a class body's names
		// are not visible there (lookupAt).
		c.comps[len(c.comps)-1].body = true
		for _, cond := range g.Ifs {
			c.expr(cond, nil)
		}
	}
	for i, e := range elts {
		if _, ok := e.(*parser.Starred); ok {
			c.errorf(e, diagnostics.SyntaxError, "iterable unpacking cannot be used in comprehension")
			continue
		}
		c.requireObject(e, c.expr(e, nil), what[i]+" cannot be a primitive")
	}
}

// consumers are the builtins that exhaust an iterable argument, so that
// a generator expression passed to them may be evaluated eagerly (any and
// all stop early; lower gives them their own loop).
var consumers = map[string]bool{
	"sum": true, "min": true, "max": true, "any": true, "all": true, "sorted": true,
	"list": true, "tuple": true, "set": true, "frozenset": true, "dict": true,
}

// consumesIterable reports whether f is one of the consumers (a builtin
// not shadowed by the module) or a str's join method.
func (c *checker) consumesIterable(f parser.Expr) bool {
	switch f := f.(type) {
	case *parser.Name:
		return consumers[f.Id] && c.lookup(f.Id) == nil
	case *parser.Attribute:
		return f.Attr == "join"
	}
	return false
}

// IsConsumer reports whether lower may evaluate a generator expression
// argument of a call to f eagerly (the checker accepted it).
func IsConsumer(f parser.Expr) (name string, ok bool) {
	switch f := f.(type) {
	case *parser.Name:
		return f.Id, consumers[f.Id]
	case *parser.Attribute:
		return "join", f.Attr == "join"
	}
	return "", false
}
