// This file implements prod_assert(cond[, msg]) of __static__: an assert
// that is never stripped (python -O keeps it). As a statement it narrows
// what follows as an assert does; lower compiles it as the assert it
// records (Info.ProdAsserts), and the interpreted runtime calls its own
// prod_assert.

package typecheck

import (
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
)

// prodAssertStmt checks `prod_assert(...)` as a statement, reporting
// what CinderX reports (ProdAssertFunction in types.py), and reports
// whether s is one.
func (c *checker) prodAssertStmt(s *parser.ExprStmt) bool {
	call, ok := s.Value.(*parser.Call)
	if !ok || !c.isStaticBuiltin(call.Func, "prod_assert") {
		return false
	}
	c.info.setType(call.Func, Dynamic)
	c.info.setType(call, NoneObj)
	switch {
	case len(call.Keywords) != 0:
		c.errorf(call, diagnostics.BadCall, "prod_assert() does not accept keyword arguments")
		c.typeArgs(call)
		return true
	case len(call.Args) != 1 && len(call.Args) != 2, HasStarArgs(call):
		c.errorf(call, diagnostics.BadCall, "prod_assert() must be called with one or two arguments")
		c.typeArgs(call)
		return true
	}
	a := &parser.Assert{Span: s.Span, Test: call.Args[0]}
	c.expr(a.Test, nil)
	if len(call.Args) == 2 {
		a.Msg = call.Args[1]
		t := c.expr(a.Msg, StrObj)
		c.checkAssignable(a.Msg, t, StrObj, nil)
	}
	then, _ := c.testNarrowing(a.Test)
	c.flow = c.flow.with(then)
	c.info.ProdAsserts[s] = a
	return true
}
