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

// interpretedReason says why a def must run interpreted, or "".
func interpretedReason(def *parser.FunctionDef) string {
	if def.IsAsync {
		return "coroutines (async def)"
	}
	reason := ""
	var stmts func([]parser.Stmt)
	var expr func(parser.Expr)
	expr = func(e parser.Expr) {
		if e == nil || reason != "" {
			return
		}
		switch e := e.(type) {
		case *parser.Yield, *parser.YieldFrom:
			reason = "generators (yield)"
		case *parser.Await:
			reason = "await"
		case *parser.Lambda:
			// its own scope: a yield there is the lambda's
		default:
			parser.ChildExprs(e, expr)
		}
	}
	stmts = func(ss []parser.Stmt) {
		for _, s := range ss {
			if reason != "" {
				return
			}
			switch s := s.(type) {
			case *parser.Match:
				reason = "match statements"
			case *parser.For:
				if s.IsAsync {
					reason = "async for"
				}
			case *parser.With:
				if s.IsAsync {
					reason = "async with"
				}
			}
			parser.StmtExprs(s, expr)
			for _, b := range nestedBlocks(s) {
				stmts(b)
			}
		}
	}
	stmts(def.Body)
	return reason
}

// markInterpreted marks f to run interpreted, with a warning saying so.
func (c *checker) markInterpreted(f *FuncDecl) bool {
	reason := interpretedReason(f.Def)
	if reason == "" {
		return false
	}
	f.Interpreted = true
	d := c.diags.Warnf(c.m.Pos(f.Def), diagnostics.Interpreted, "%s runs interpreted: %s are not compiled yet", f.QualName, reason)
	d.End = c.m.EndPos(f.Def)
	return true
}
