// This file implements the rules of CinderX's @native decorator, which
// binds a bodiless function to a C function of a shared library: what
// it may decorate, its one argument, and the function's shape. A valid
// use is still reported as not compiled yet where the decorator is
// checked.

package typecheck

import (
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
)

// nativeDecorator returns the decorator among decs that is @native or
// @native(...), or nil.
func (c *checker) nativeDecorator(decs []parser.Expr) parser.Expr {
	for _, d := range decs {
		e := d
		if call, ok := d.(*parser.Call); ok {
			e = call.Func
		}
		if c.isStaticBuiltin(e, "native") {
			return d
		}
	}
	return nil
}

// checkNative checks a def decorated with @native; it reports whether
// the use is valid (the caller then reports it as not compiled yet).
func (c *checker) checkNative(def *parser.FunctionDef, d parser.Expr, method bool) bool {
	call, ok := d.(*parser.Call)
	switch {
	case !ok:
		c.errorf(d, diagnostics.BadNative, "@native decorator must specify the library to be loaded")
		return false
	case len(call.Keywords) > 0:
		c.errorf(d, diagnostics.BadNative, "@native decorator takes no keyword arguments")
		return false
	case len(call.Args) != 1:
		c.errorf(d, diagnostics.BadNative, "@native decorator accepts a single parameter, the path to .so file")
		return false
	}
	if _, ok := call.Args[0].(*parser.Starred); ok {
		c.errorf(d, diagnostics.BadNative, "@native decorator takes no starred arguments")
		return false
	}
	if len(def.Decorators) != 1 {
		c.errorf(d, diagnostics.BadNative, "@native decorator cannot be used with other decorators")
		return false
	}
	if def.IsAsync {
		c.errorf(d, diagnostics.BadNative, "@native decorator cannot be used on async functions")
		return false
	}
	if t := c.expr(call.Args[0], nil); !c.assignable(call.Args[0], t, StrObj) {
		c.errorf(call.Args[0], diagnostics.TypeMismatch, "type mismatch: %s received for positional arg 'lib', expected str", c.describe(call.Args[0], t))
		return false
	}
	ok = true
	if method {
		c.errorf(def, diagnostics.BadNative, "Cannot decorate a method with @native")
		ok = false
	}
	for _, st := range def.Body {
		if _, isPass := st.(*parser.Pass); !isPass {
			c.errorf(st, diagnostics.BadNative, "@native callables cannot contain a function body, only 'pass' is allowed")
			ok = false
			break
		}
	}
	args := def.Args
	switch {
	case len(args.PosOnly) > 0:
		c.errorf(args.PosOnly[0], diagnostics.BadNative, "@native callables cannot contain pos-only args")
		ok = false
	case len(args.KwOnly) > 0:
		c.errorf(args.KwOnly[0], diagnostics.BadNative, "@native callables cannot contain kw-only args")
		ok = false
	case len(args.Defaults) > 0:
		c.errorf(args.Defaults[0], diagnostics.BadNative, "@native callables cannot contain kwargs")
		ok = false
	}
	return ok
}

// nativeClass reports @native on a class.
func (c *checker) nativeClass(s *parser.ClassDef) bool {
	if d := c.nativeDecorator(s.Decorators); d != nil {
		c.errorf(d, diagnostics.BadNative, "Cannot decorate a class with @native")
		return true
	}
	return false
}
