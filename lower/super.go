// This file implements super().m(args) in a method of a module class as
// a direct call of the base's compiled m where self's class makes that
// what the lookup after the class finds; otherwise the generic call.

package lower

import (
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/typecheck"
)

// superMethodCall lowers super().m(args) in a method of module class ci
// to a direct call of the base's compiled m when self is an instance of
// a module class whose bases form a single chain through ci — its MRO
// is that chain, so the lookup after ci finds the base's m — and m's
// class statement has run; any other receiver (a Python subclass, whose
// MRO may put another class after ci) takes the generic call.
func (fb *fnBuilder) superMethodCall(e *parser.Call, t typecheck.Type) (val, bool) {
	attr, ok := e.Func.(*parser.Attribute)
	if !ok || len(e.Keywords) > 0 || typecheck.HasStarArgs(e) {
		return val{}, false
	}
	inner, ok := attr.Value.(*parser.Call)
	if !ok {
		return val{}, false
	}
	sc, ok := fb.mb.info.Super[inner]
	if !ok || sc.Class == nil || sc.Class.Base == nil || sc.Self == nil || fb.slots[sc.Self] == nil && fb.cellOf(sc.Self) == nil {
		return val{}, false
	}
	var m *typecheck.FuncDecl
	for k := sc.Class.Base; k != nil; k = k.Base {
		if k.Mutable {
			return val{}, false
		}
		if k.Attrs[attr.Attr] {
			m = k.MethodByName[attr.Attr]
			break
		}
	}
	// Only a body of this module is called directly: a base imported
	// from another module is reached through its own module's slots.
	if m == nil || fb.mb.natives[m] == nil || !fb.directlyCallable(m, len(e.Args)) {
		return val{}, false
	}
	var exact []*typecheck.ClassInfo
	for _, k := range fb.mb.info.Classes {
		if (k == sc.Class || derives(k, sc.Class)) && singleChain(k) {
			exact = append(exact, k)
		}
	}
	if len(exact) == 0 {
		return val{}, false
	}
	ln := line(e)
	var self val
	if cell := fb.cellOf(sc.Self); cell != nil {
		self = fb.loadCell(sc.Self, cell, ln)
	} else {
		self = val{v: fb.b.NewLoad(runtime.Obj, fb.slots[sc.Self]), t: typecheck.Dynamic}
	}
	tp := fb.rt.TypeOf(fb.b, self.v)
	var known value.Value = fb.b.NewICmp(enum.IPredNE, fb.load(fb.mb.methodSlot(m)), runtime.Null)
	var any value.Value
	for _, k := range exact {
		is := fb.b.NewICmp(enum.IPredEQ, tp, fb.load(fb.mb.classSlot(k)))
		if any == nil {
			any = is
		} else {
			any = fb.b.NewOr(any, is)
		}
	}
	known = fb.b.NewAnd(known, any)
	native, generic, done := fb.block("super.native"), fb.block("super.generic"), fb.block("super.done")
	slot := fb.alloca(llvmType(t))
	fb.b.NewCondBr(known, native, generic)

	fb.b = generic
	fb.genericCallInto(e, t, slot, ln)
	fb.b.NewBr(done)

	fb.b = native
	args := make([]val, len(e.Args))
	vs := []value.Value{self.v}
	var checks []classArg
	for i, a := range e.Args {
		args[i] = fb.exprAs(a, m.Params[i+1].Type)
		vs = append(vs, args[i].v)
		if c, ok := fb.classArgOf(a, args[i].v, m.Params[i+1]); ok {
			checks = append(checks, c)
		}
	}
	fb.checkClassArgs(m, checks, ln)
	r := fb.b.NewCall(fb.mb.natives[m], vs...)
	fb.storeMethodResult(r, m, t, slot, ln)
	for i := len(args) - 1; i >= 0; i-- {
		fb.release(args[i])
	}
	fb.b.NewBr(done)

	fb.b = done
	fb.release(self)
	if typecheck.IsObject(t) {
		return fb.produce(fb.b.NewLoad(runtime.Obj, slot), t), true
	}
	return val{v: fb.b.NewLoad(llvmType(t), slot), t: t}, true
}

// singleChain reports whether every class from k up has at most one
// base, a module class: k's MRO is then k and its Base chain.
func singleChain(k *typecheck.ClassInfo) bool {
	for ; k != nil; k = k.Base {
		if k.Def == nil || len(k.Def.Keywords) > 0 || len(k.Def.Bases) > 1 || (len(k.Def.Bases) == 1 && k.Base == nil) {
			return false
		}
	}
	return true
}

// genericCallInto emits the late-bound form of a call that has a native
// one (super().m(...), C.m(obj, ...)): the vectorcall, its result
// converted to t, stored in slot, where the native branch stores its own.
func (fb *fnBuilder) genericCallInto(e *parser.Call, t typecheck.Type, slot value.Value, ln int) {
	g := fb.vectorcall(e, typecheck.Dynamic)
	if _, isPrim := typecheck.IsPrim(t); isPrim {
		g = fb.coerce(g, t, ln)
		fb.b.NewStore(g.v, slot)
		return
	}
	g = fb.own(val{v: g.v, t: t, owned: g.owned})
	fb.b.NewStore(g.v, slot)
	fb.consume(g)
}
