// This file implements what an importing module needs to compile its own
// copy of a small function of another checked module (lower/xinline.go):
// which functions qualify, and the key that names a body, which the
// exporting module lists in its interface so that an importer's copy is
// used only while the two modules were built from the same body.

package typecheck

import (
	"fmt"
	"hash/fnv"

	"github.com/staticpyc/staticpyc/parser"
)

// maxInlineStmts bounds the statements of a body another module may copy:
// the copy pays off for the small leaf functions a call costs more than
// the body, and it makes the importer's code grow.
const maxInlineStmts = 8

// InlineCandidate reports whether another compiled module may compile its
// own copy of f, a top-level function of the module info describes, and
// call it in place of f's native body: f is natively callable with
// primitive parameters and result, and its body is a few statements that
// call nothing and name nothing but its own parameters and locals and the
// types of __static__, so that what it computes depends only on its
// arguments and on the text of its body (BodyKey). Whether the body also
// lowers to code that calls nothing (a division may raise) is for the
// importer to find out.
func (info *Info) InlineCandidate(f *FuncDecl) bool {
	if info == nil || !NativeCallable(f) || f.Generator || len(f.Def.Args.Defaults) > 0 {
		return false
	}
	if _, ok := IsPrim(f.Return); !ok {
		return false
	}
	for _, p := range f.Params {
		if _, ok := IsPrim(p.Type); !ok {
			return false
		}
	}
	own := map[*Var]bool{}
	for _, v := range f.Params {
		own[v] = true
	}
	for _, v := range f.Locals {
		own[v] = true
	}
	ok, stmts := true, 0
	var expr func(e parser.Expr)
	expr = func(e parser.Expr) {
		if !ok || e == nil {
			return
		}
		switch e := e.(type) {
		case *parser.Call, *parser.Lambda, *parser.ListComp, *parser.SetComp, *parser.DictComp,
			*parser.GeneratorExp, *parser.Yield, *parser.YieldFrom, *parser.Await, *parser.Attribute,
			*parser.NamedExpr:
			ok = false
			return
		case *parser.Name:
			switch r := info.RefOf(e).(type) {
			case *Var:
				ok = own[r] && !r.Cell
			case *Global:
				ok = r.Kind == GlobalType
			default:
				ok = false
			}
			return
		}
		parser.ChildExprs(e, expr)
	}
	parser.WalkStmts(f.Def.Body, func(s parser.Stmt) bool {
		if !ok {
			return false
		}
		stmts++
		switch s.(type) {
		case *parser.Return, *parser.Assign, *parser.AnnAssign, *parser.AugAssign, *parser.If, *parser.ExprStmt, *parser.Pass:
		default:
			ok = false
			return false
		}
		parser.StmtExprs(s, expr)
		return ok
	})
	return ok && stmts <= maxInlineStmts
}

// BodyKey names f's body as an importer's copy of it relies on (f an
// InlineCandidate of info's module): its native signature (NativeKey),
// the text of its body without positions, and what the type names it
// uses stand for. The exporting module lists its native body under this
// key too; an importer built against another body finds nothing under
// its key and calls the native body. Never 0.
func (info *Info) BodyKey(f *FuncDecl) int64 {
	h := fnv.New64a()
	fmt.Fprintf(h, "staticpyc inline 1\x00%d\x00%s\x00", NativeKey(f), parser.Dump(f.Def.Body))
	var expr func(e parser.Expr)
	expr = func(e parser.Expr) {
		if n, ok := e.(*parser.Name); ok {
			if g, ok := info.RefOf(n).(*Global); ok {
				fmt.Fprintf(h, "%s=%s:%v\x00", n.Id, g.Static, g.Type)
			}
			return
		}
		parser.ChildExprs(e, expr)
	}
	parser.WalkStmts(f.Def.Body, func(s parser.Stmt) bool {
		parser.StmtExprs(s, expr)
		return true
	})
	k := int64(h.Sum64())
	if k == 0 {
		k = 1
	}
	return k
}
