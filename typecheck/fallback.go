// This file implements the interpreted fallback: a top-level function or
// method that uses what the compiler cannot compile natively yet
// (generators, coroutines, match) runs interpreted, rewritten by the
// runtime exactly as the interpreted module runs it, instead of failing
// the build.

package typecheck

import (
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
)

// interpretedReason says why a def must run interpreted, or "": the
// first of its suspending expressions (which the parser records) and
// statements (which FuncDecl.scan finds) in source order.
func interpretedReason(f *FuncDecl) string {
	if f.Def.IsAsync {
		return "coroutines (async def)"
	}
	f.scan()
	var why string
	switch f.Def.Suspend.(type) {
	case *parser.Yield, *parser.YieldFrom:
		why = "generators (yield)"
	case *parser.Await:
		why = "await"
	}
	if f.interpretedAt != nil && (why == "" || before(f.interpretedAt, f.Def.Suspend)) {
		why = f.interpretedWhy
	}
	if why == "" {
		for _, g := range f.Def.Genexps {
			if _, consumed := IsConsumer(g.Callee); !consumed {
				// A generator expression is a generator: it runs
				// interpreted with the def, as a generator function does.
				return "generator expressions (outside sum, any, list, ...)"
			}
		}
	}
	return why
}

// before reports whether a starts before b.
func before(a, b parser.Node) bool {
	x, y := a.Loc(), b.Loc()
	return x.Line < y.Line || x.Line == y.Line && x.Col < y.Col
}

// markInterpreted marks f to run interpreted, with a warning saying so.
func (c *checker) markInterpreted(f *FuncDecl) bool {
	reason := interpretedReason(f)
	if reason == "" {
		return false
	}
	f.Interpreted = true
	d := c.diags.Warnf(c.m.Pos(f.Def), diagnostics.Interpreted, "%s runs interpreted: %s are not compiled yet", f.QualName, reason)
	d.End = c.m.EndPos(f.Def)
	return true
}
