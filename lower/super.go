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
	if !ok || sc.Class == nil || sc.Self == nil || fb.slots[sc.Self] == nil && fb.cellOf(sc.Self) == nil {
		return val{}, false
	}
	if sc.Class.Base == nil {
		if fb.objectInitReached(sc, attr.Attr, e) {
			return fb.coerce(fb.superObjectInit(e, sc), t, line(e)), true
		}
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
	if sc.Explicit {
		// super(C, self).m(args) is not typed by m's signature: only
		// arguments that m's parameters take as they are go native.
		for i, a := range e.Args {
			if !passesAsIs(fb.mb.info.TypeOf(a), m.Params[i+1].Type) {
				return val{}, false
			}
		}
	}
	exact := superChainClasses(fb.mb.info, sc.Class)
	if len(exact) == 0 {
		return val{}, false
	}
	ln := line(e)
	self, cls, known := fb.superGuard(sc, exact, ln)
	known = fb.b.NewAnd(known, fb.b.NewICmp(enum.IPredNE, fb.load(fb.mb.methodSlot(m)), runtime.Null))
	// The lookup after sc.Class is its base's (self's MRO is the chain).
	known = fb.classStillBinds(known, sc.Class.Base, attr.Attr, m)
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
	fb.release(cls)
	if typecheck.IsObject(t) {
		return fb.produce(fb.b.NewLoad(runtime.Obj, slot), t), true
	}
	return val{v: fb.b.NewLoad(llvmType(t), slot), t: t}, true
}

// superChainClasses lists the module classes whose instances make
// super(c, self) find what c's base chain binds: c and the module classes
// deriving from it whose bases form a single chain of module classes (their
// MRO after c is c's chain of bases, then object).
func superChainClasses(info *typecheck.Info, c *typecheck.ClassInfo) []*typecheck.ClassInfo {
	var exact []*typecheck.ClassInfo
	for _, k := range info.Classes {
		if (k == c || derives(k, c)) && singleChain(info, k) {
			exact = append(exact, k)
		}
	}
	return exact
}

// superGuard loads self for a super call and emits the i1 that says the
// lookup after sc.Class is the base chain's: self's type is exactly one
// of exact and, for super(C, self) written out, the name C is still bound
// to the class statement's class (cls is that global, owned; a zero
// value for super()).
func (fb *fnBuilder) superGuard(sc typecheck.SuperCall, exact []*typecheck.ClassInfo, ln int) (self, cls val, known value.Value) {
	if cell := fb.cellOf(sc.Self); cell != nil {
		self = fb.loadCell(sc.Self, cell, ln)
	} else {
		self = val{v: fb.b.NewLoad(runtime.Obj, fb.slots[sc.Self]), t: typecheck.Dynamic}
	}
	tp := fb.rt.TypeOf(fb.b, self.v)
	for _, k := range exact {
		is := fb.b.NewICmp(enum.IPredEQ, tp, fb.load(fb.mb.classSlot(k)))
		if known == nil {
			known = is
		} else {
			known = fb.b.NewOr(known, is)
		}
	}
	if sc.Explicit {
		cls = fb.globalLoad(fb.mb.classGlobal(sc.Class), typecheck.Dynamic, ln)
		known = fb.b.NewAnd(known, fb.b.NewICmp(enum.IPredEQ, cls.v, fb.load(fb.mb.classSlot(sc.Class))))
	}
	return self, cls, known
}

// passesAsIs reports whether a value of static type at is a param of
// type pt without a conversion or a check: an object where any object
// is taken, the same object type, or a module class's instance where
// its class, a base of it, or Optional of one is declared.
func passesAsIs(at, pt typecheck.Type) bool {
	if !typecheck.IsObject(at) || !typecheck.IsObject(pt) {
		return false
	}
	if pt == typecheck.Dynamic || pt == typecheck.ObjectT || at == pt {
		return true
	}
	if o, ok := typecheck.IsOptional(pt); ok {
		pt = o.Inner
	}
	a, ok1 := typecheck.IsClass(at)
	p, ok2 := typecheck.IsClass(pt)
	return ok1 && ok2 && a.Info != nil && p.Info != nil && (a.Info == p.Info || derives(a.Info, p.Info))
}

// objectInitReached reports whether super().__init__() (or super(C,
// self).__init__() written out) in a method of sc.Class, a module class
// with no base, reaches object.__init__ for self of the class chains
// superChainClasses lists: no arguments, so object.__init__ accepts the
// call and returns None.
func (fb *fnBuilder) objectInitReached(sc typecheck.SuperCall, name string, e *parser.Call) bool {
	if name != "__init__" || len(e.Args) > 0 || len(e.Keywords) > 0 || typecheck.HasStarArgs(e) {
		return false
	}
	def := sc.Class.Def
	return def != nil && len(def.Keywords) == 0 && (len(def.Bases) == 0 || len(def.Bases) == 1 && isObjectBase(fb.mb.info, def.Bases[0]))
}

// superObjectInit lowers super().__init__() for objectInitReached: None
// where self's class makes the lookup find object.__init__, the generic
// call otherwise.
func (fb *fnBuilder) superObjectInit(e *parser.Call, sc typecheck.SuperCall) val {
	ln := line(e)
	exact := superChainClasses(fb.mb.info, sc.Class)
	if len(exact) == 0 {
		return fb.vectorcall(e, typecheck.Dynamic)
	}
	self, cls, known := fb.superGuard(sc, exact, ln)
	native, generic, done := fb.block("superinit.native"), fb.block("superinit.generic"), fb.block("superinit.done")
	slot := fb.alloca(runtime.Obj)
	fb.b.NewCondBr(known, native, generic)
	fb.b = generic
	fb.genericCallInto(e, typecheck.Dynamic, slot, ln)
	fb.b.NewBr(done)
	fb.b = native
	none := fb.rt.None()
	fb.rt.Incref(fb.b, none)
	fb.b.NewStore(none, slot)
	fb.b.NewBr(done)
	fb.b = done
	fb.release(self)
	fb.release(cls)
	return fb.produce(fb.b.NewLoad(runtime.Obj, slot), typecheck.Dynamic)
}

// singleChain reports whether every class from k up has at most one
// base, a module class (or the builtin object, written out as in
// `class Strength(object):`): k's MRO is then k and its Base chain.
func singleChain(info *typecheck.Info, k *typecheck.ClassInfo) bool {
	for ; k != nil; k = k.Base {
		if k.Def == nil || len(k.Def.Keywords) > 0 || len(k.Def.Bases) > 1 || (len(k.Def.Bases) == 1 && k.Base == nil && !isObjectBase(info, k.Def.Bases[0])) {
			return false
		}
	}
	return true
}

// isObjectBase reports whether base is the name of the builtin object
// (the module binds no global of that name).
func isObjectBase(info *typecheck.Info, base parser.Expr) bool {
	n, ok := base.(*parser.Name)
	return ok && n.Id == "object" && info.Globals["object"] == nil
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
