// This file implements the checking of exception handling and related
// statements: try, raise, with, assert and del.

package typecheck

import (
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
)

// tryStmt checks try/except/else/finally.
func (c *checker) tryStmt(s *parser.Try) {
	if s.IsStar {
		c.unsupported(s, "except*")
		return
	}
	// A handler may start anywhere in the body: it starts without what
	// the body rebinds. After the statement, the paths that fall
	// through meet, less what the finally body rebinds.
	entry := c.capture()
	var ends []narrowing
	if end := c.branch(entry, s.Body); end != nil {
		ends = append(ends, c.branch(end, s.Orelse))
	} else {
		c.branch(unreachedState, s.Orelse)
	}
	handlerEntry := c.without(entry, s.Body)
	for _, h := range s.Handlers {
		c.flow = handlerEntry
		if h.Type != nil {
			c.objectExpr(h.Type, "exception types cannot be primitives")
		}
		if h.Name != "" {
			c.assignName(&parser.Name{Span: h.Span, Id: h.Name, Ctx: parser.Store}, Dynamic, nil)
		}
		ends = append(ends, c.branch(c.capture(), h.Body))
	}
	after := merge(ends...)
	c.flow = c.without(entry, s.Body, s.Orelse, handlerBodies(s))
	c.block(s.Finalbody)
	fin := c.capture()
	c.flow = c.without(after, s.Finalbody)
	for k := range fin {
		if b, ok := k.(boundKey); ok {
			c.bind(b.v) // what the finally body binds is bound after it
		}
	}
}

func handlerBodies(s *parser.Try) []parser.Stmt {
	var out []parser.Stmt
	for _, h := range s.Handlers {
		out = append(out, h.Body...)
	}
	return out
}

// objectExpr checks an expression that must be a Python object.
func (c *checker) objectExpr(e parser.Expr, msg string) Type {
	t := c.expr(e, nil)
	c.requireObject(e, t, msg)
	return t
}

// raiseStmt checks `raise [exc [from cause]]`.
func (c *checker) raiseStmt(s *parser.Raise) {
	if s.Exc != nil {
		c.objectExpr(s.Exc, "exceptions cannot be primitives")
	}
	if s.Cause != nil {
		c.objectExpr(s.Cause, "exception causes cannot be primitives")
	}
}

// withStmt checks `with a as x, b: body`.
func (c *checker) withStmt(s *parser.With) {
	if s.IsAsync && !c.interp && (c.fn == nil || !c.fn.Coroutine) {
		c.unsupported(s, "async with")
		return
	}
	for _, it := range s.Items {
		c.objectExpr(it.Context, "context managers cannot be primitives")
		if it.Vars != nil {
			c.bindTarget(it.Vars, Dynamic, nil)
		}
	}
	c.block(s.Body)
}

// assertStmt checks `assert test[, msg]`.
func (c *checker) assertStmt(s *parser.Assert) {
	c.truthTest(s.Test) // (a dynamic test's __bool__ may change fields)
	// Past the assert, its test held.
	then, _ := c.testNarrowing(s.Test)
	c.flow = c.flow.with(then)
	if s.Msg != nil {
		c.objectExpr(s.Msg, "assert message cannot be a primitive")
	}
}

// deleteStmt checks `del a, b[i], c.x`.
func (c *checker) deleteStmt(s *parser.Delete) {
	for _, t := range s.Targets {
		c.deleteTarget(t)
	}
}

func (c *checker) deleteTarget(t parser.Expr) {
	switch t := t.(type) {
	case *parser.Name:
		r := c.lookup(t.Id)
		switch r := r.(type) {
		case *Var:
			c.info.setRef(t, r)
			c.info.setType(t, r.Type)
			if _, ok := IsPrim(r.Type); ok {
				c.errorf(t, diagnostics.Unsupported, "deleting primitives not supported")
			} else if _, ok := IsArray(r.Type); ok {
				c.unsupported(t, "deleting an Array local")
			}
		case *ClassAttr:
			// `del x` in a class body: the entry of the namespace.
			c.info.setRef(t, r)
			c.info.setType(t, Dynamic)
		case *Global:
			c.info.setRef(t, r)
			c.info.setType(t, Dynamic)
			if r.Kind != GlobalVar {
				c.unsupported(t, "deleting a function, a Final or a static import")
			}
		default:
			if c.cfg.Static && !(c.interp && c.fn == nil && c.class != nil) {
				// A plain module (or a class body) deletes it when the statement runs
				// (a NameError then if nothing bound it).
				c.errorf(t, diagnostics.UndefinedName, "Name `%s` is not defined.", t.Id)
			}
		}
	case *parser.Subscript:
		bt := c.expr(t.Value, nil)
		if _, ok := IsArray(bt); ok {
			c.errorf(t, diagnostics.BadIndex, "Static arrays cannot be resized")
			return
		}
		if _, ok := IsPrim(bt); ok {
			c.errorf(t, diagnostics.BadIndex, "cannot index %s", bt)
			return
		}
		c.index(t, bt)
	case *parser.Attribute:
		recv := c.objectExpr(t.Value, "cannot delete an attribute of a primitive")
		c.checkEnumStore(t, recv)
		if ct, ok := IsClass(recv); ok {
			c.checkFrozenStore(t, ct.Info, true)
		}
	case *parser.Tuple:
		for _, e := range t.Elts {
			c.deleteTarget(e)
		}
	case *parser.List:
		for _, e := range t.Elts {
			c.deleteTarget(e)
		}
	default:
		c.errorf(t, diagnostics.BadAssignTarget, "cannot delete this expression")
	}
}

// unpackTarget checks `a, (b, c) = value` for a value that is not a
// tuple display: each name receives a Python object.
func (c *checker) unpackTarget(target parser.Expr, elts []parser.Expr, t Type, value parser.Expr) {
	if p, ok := IsPrim(t); ok {
		var at parser.Node = target
		if value != nil {
			at = value
		}
		c.errorf(at, diagnostics.PrimitiveObjectUse, "cannot unpack multiple values from %s", p.Name)
		return
	}
	stars := 0
	for _, e := range elts {
		if s, ok := e.(*parser.Starred); ok {
			stars++
			if stars > 1 {
				c.errorf(s, diagnostics.SyntaxError, "multiple starred expressions in assignment")
				continue
			}
			c.info.setType(s, ListObj)
			c.bindTarget(s.Value, ListObj, nil)
			continue
		}
		c.bindTarget(e, Dynamic, nil)
	}
}

// bindImported binds a name an import inside a function creates (a
// local, or a global if declared so). The node stands for the name.
func (c *checker) bindImported(a *parser.Alias, name string) {
	n := &parser.Name{Span: a.Span, Id: name, Ctx: parser.Store}
	c.assignName(n, Dynamic, nil)
	c.info.ImportTarget[a] = c.info.RefOf(n)
}
