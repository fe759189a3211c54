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
		case *parser.BinOp:
			expr(e.Left)
			expr(e.Right)
		case *parser.UnaryOp:
			expr(e.Operand)
		case *parser.BoolOp:
			for _, v := range e.Values {
				expr(v)
			}
		case *parser.Compare:
			expr(e.Left)
			for _, v := range e.Comparators {
				expr(v)
			}
		case *parser.IfExp:
			expr(e.Test)
			expr(e.Body)
			expr(e.Orelse)
		case *parser.Call:
			expr(e.Func)
			for _, a := range e.Args {
				expr(a)
			}
			for _, k := range e.Keywords {
				expr(k.Value)
			}
		case *parser.Attribute:
			expr(e.Value)
		case *parser.Subscript:
			expr(e.Value)
			expr(e.Slice)
		case *parser.Starred:
			expr(e.Value)
		case *parser.NamedExpr:
			expr(e.Value)
		case *parser.Tuple:
			for _, v := range e.Elts {
				expr(v)
			}
		case *parser.List:
			for _, v := range e.Elts {
				expr(v)
			}
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
				expr(s.Iter)
			case *parser.With:
				if s.IsAsync {
					reason = "async with"
				}
				for _, it := range s.Items {
					expr(it.Context)
				}
			case *parser.ExprStmt:
				expr(s.Value)
			case *parser.Assign:
				expr(s.Value)
			case *parser.AnnAssign:
				expr(s.Value)
			case *parser.AugAssign:
				expr(s.Value)
			case *parser.Return:
				expr(s.Value)
			case *parser.If:
				expr(s.Test)
			case *parser.While:
				expr(s.Test)
			case *parser.Raise:
				expr(s.Exc)
			}
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
