// This file implements the values proven to be instances of their
// module class, whose fields compiled code then reads and writes at their
// offsets without a guard. A parameter typed as a class of the module
// (self of a method too) is proven when every way into the native body
// checks it: the wrapper checks it on a call from Python (boundary.go,
// emitArgCheck), a typed call in the module checks the argument before
// the call unless it is itself proven (checkClassArgs), and a method
// call site reaches a body only for a receiver whose type derives from
// the body's class (the site's cache or the type's vtable said so) once
// the receiver is proven or has passed the same check (methodCall). A
// parameter the body rebinds is proven for none of its reads.

package lower

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/typecheck"
)

// provenParams returns, once per function, the parameters of the
// function being lowered that stay proven instances of their class for
// the whole body.
func (fb *fnBuilder) provenParams() map[string]*typecheck.ClassInfo {
	if fb.proven != nil {
		return fb.proven
	}
	fb.proven = map[string]*typecheck.ClassInfo{}
	d := fb.decl
	// A nested function is reached through its function object only
	// when it is a closure; a generator's body runs from its frame: the
	// guards stay there (nothing here proves them cheaper).
	if d == nil || d.Def == nil || d.Parent != nil || d.Interpreted || d.Generator || fb.mb.natives[d] == nil {
		return fb.proven
	}
	for _, p := range d.Params {
		ct, ok := typecheck.IsClass(p.Type)
		if !ok || ct.Info == nil || fb.derivesForeign(ct.Info) || p.Cell {
			continue
		}
		fb.proven[p.Name] = ct.Info
	}
	if len(fb.proven) == 0 {
		return fb.proven
	}
	// Any binding of the name in the body's scope (an assignment, a for
	// or with target, del, except ... as, an import, a walrus, in a
	// comprehension too) ends the proof for the whole body: the checker
	// lets a dynamic value be bound to a class-typed name.
	drop := func(name string) { delete(fb.proven, name) }
	var exprs func(e parser.Expr)
	exprs = func(e parser.Expr) {
		if ne, ok := e.(*parser.NamedExpr); ok && ne.Target != nil {
			drop(ne.Target.Id)
		}
		parser.ChildExprs(e, exprs)
	}
	typecheck.WalkScope(d.Def.Body, func(s parser.Stmt) {
		typecheck.ForEachBinding(s, func(name string, _ parser.Node) { drop(name) })
		parser.StmtExprs(s, exprs)
	})
	return fb.proven
}

// derivesForeign reports whether ci is, or derives from, a class of
// another module: its layout is then the other module's at run time (an
// interpreted or rebuilt one has another), which only the guards check.
func (fb *fnBuilder) derivesForeign(ci *typecheck.ClassInfo) bool {
	for k := ci; k != nil; k = k.Base {
		if fb.mb.info.Foreign(k) {
			return true
		}
	}
	return false
}

// provenExpr reports whether e is a proven parameter (provenParams).
func (fb *fnBuilder) provenExpr(e parser.Expr) bool {
	n, ok := e.(*parser.Name)
	if !ok {
		return false
	}
	_, ok = fb.provenParams()[n.Id]
	return ok
}

// classArg is one argument of a typed call to a native body whose
// parameter is typed as a class of the module: what it was evaluated
// from, its value, and the parameter.
type classArg struct {
	expr parser.Expr
	v    value.Value
	ci   *typecheck.ClassInfo
	name string
	// exact: the parameter is Annotated[C, "Exact"], which takes an
	// instance of C itself (None too when optional), as its entry
	// check does.
	exact, optional bool
}

// classArgOf returns the classArg of argument x (value v) for parameter
// p, and whether p needs one: typed as a non-foreign class of the module
// and x not itself proven.
func (fb *fnBuilder) classArgOf(x parser.Expr, v value.Value, p *typecheck.Var) (classArg, bool) {
	if p.Exact && !fb.provenExactExpr(x, p) {
		t, optional := p.Type, false
		if o, isOpt := typecheck.IsOptional(t); isOpt {
			t, optional = o.Inner, true
		}
		if ct, ok := typecheck.IsClass(t); ok && ct.Info != nil && !fb.mb.info.Foreign(ct.Info) {
			return classArg{expr: x, v: v, ci: ct.Info, name: p.Name, exact: true, optional: optional}, true
		}
	}
	ct, ok := typecheck.IsClass(p.Type)
	if !ok || ct.Info == nil || fb.provenExpr(x) {
		return classArg{}, false
	}
	return classArg{expr: x, v: v, ci: ct.Info, name: p.Name}, true
}

// provenExactExpr reports whether argument x for the exact parameter p
// is known to pass its check: a parameter of the caller that is exact
// of the same type, which its own entry check proved.
func (fb *fnBuilder) provenExactExpr(x parser.Expr, p *typecheck.Var) bool {
	n, ok := x.(*parser.Name)
	if !ok || fb.decl == nil {
		return false
	}
	v, ok := fb.mb.info.RefOf(n).(*typecheck.Var)
	return ok && v.Param && v.Exact && v.Type == p.Type && !fb.decl.MayUnbind(v.Name)
}

// checkClassArgs checks, after all the arguments of a typed call of
// callee were evaluated and before the call, that each of args is an
// instance of its parameter's class, raising what the callee's entry
// check raises from Python (`f expected 'C' for argument p, got 'int'`),
// as the interpreted callee does: the native body trusts them.
func (fb *fnBuilder) checkClassArgs(callee *typecheck.FuncDecl, args []classArg, ln int) {
	for _, a := range args {
		var is value.Value
		if a.exact {
			is = fb.mb.isExactClass(fb.b, a.v, a.ci)
			if a.optional {
				is = fb.b.NewOr(is, fb.b.NewICmp(enum.IPredEQ, a.v, fb.rt.None()))
			}
		} else {
			var next *ir.Block
			is, next = fb.mb.isClassInstance(fb.f, fb.b, a.v, a.ci, fmt.Sprintf("%s.%d", a.name, fb.nblocks), !fb.mb.info.Foreign(a.ci))
			fb.b = next
		}
		bad, good := fb.block("badarg"), fb.block("goodarg")
		unlikely(fb.b.NewCondBr(is, good, bad))
		fb.b = bad
		msg := fmt.Sprintf("%s expected '%s' for argument %s, got '%%.200s'", escapePercent(callee.Name), escapePercent(a.ci.Name), escapePercent(a.name))
		fb.rt.RaiseFormat(fb.b, "PyExc_TypeError", msg, fb.rt.TypeName(fb.b, a.v))
		fb.raiseHere(ln)
		fb.b = good
	}
}

// receiverProven returns, for a method call on obj (evaluated from e)
// reaching a body of ci's class tree, i1 true when obj is an instance of
// ci: nil when e is proven, else the check (an exact type in one
// compare). A class of another module whose object this module has not
// imported yet (its slot is NULL) passes, as before the proof: that
// module's bodies trust only what its own checks proved.
func (fb *fnBuilder) receiverProven(e parser.Expr, obj value.Value, ci *typecheck.ClassInfo) value.Value {
	if fb.provenExpr(e) {
		return nil
	}
	is, next := fb.mb.isClassInstance(fb.f, fb.b, obj, ci, fmt.Sprintf("%d.recv", fb.nblocks), !fb.mb.info.Foreign(ci))
	fb.b = next
	return is
}
