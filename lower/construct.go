// This file implements native construction: C(args) of a module class
// whose instances the generic type call would make with object.__new__
// and its compiled __init__ allocates the instance with the type's
// generic allocator (what object.__new__ calls for it) and calls the
// native body of __init__ with native arguments — no argument tuple, no
// boxing, no Python-level call. Anything that could change what the type
// call does sends the call down the generic path at compile time: a
// __new__, a metaclass, a base that is not a module class, a decorator
// that runs at import, a @mutable class (whose __init__ may be
// replaced); so does a class statement not run yet at run time.

package lower

import (
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/runtime/capi"
	"github.com/staticpyc/staticpyc/typecheck"
)

// nativeInit returns the __init__ that C(args) with nargs positional
// arguments runs when ci can be constructed natively, nil for object's
// own (no arguments then), and whether it can.
func (fb *fnBuilder) nativeInit(ci *typecheck.ClassInfo, nargs int) (*typecheck.FuncDecl, bool) {
	var init *typecheck.FuncDecl
	found := false
	for k := ci; k != nil; k = k.Base {
		if k.Mutable || k.Enum != "" || k.Def == nil || len(k.Def.Keywords) > 0 {
			return nil, false
		}
		if len(k.Def.Bases) > 1 || (len(k.Def.Bases) == 1 && k.Base == nil) {
			return nil, false
		}
		for _, d := range k.Def.Decorators {
			if fb.mb.info.TypeOf(d) != typecheck.Dynamic || !isStaticMarker(k, d) {
				return nil, false
			}
		}
		for _, name := range []string{"__new__", "__call__", "__class_getitem__"} {
			if k.Attrs[name] {
				return nil, false
			}
		}
		if !found && k.Attrs["__init__"] {
			init = k.MethodByName["__init__"]
			if init == nil || !fb.directlyCallable(init, nargs) {
				return nil, false
			}
			found = true
		}
	}
	if init == nil && nargs > 0 {
		return nil, false // object.__init__ refuses them: the generic call raises
	}
	return init, true
}

// construct lowers C(args) for a module class ci natively when
// nativeInit allows, else reports false.
func (fb *fnBuilder) construct(e *parser.Call, ci *typecheck.ClassInfo, t typecheck.Type) (val, bool) {
	if len(e.Keywords) > 0 || typecheck.HasStarArgs(e) {
		return val{}, false
	}
	// Only the class by its module name: a classmethod's cls is typed as
	// its class but may be a subclass.
	n, ok := e.Func.(*parser.Name)
	if !ok {
		return val{}, false
	}
	if g, ok := fb.mb.info.RefOf(n).(*typecheck.Global); !ok || g.Class != ci {
		return val{}, false
	}
	init, ok := fb.nativeInit(ci, len(e.Args))
	if !ok {
		return val{}, false
	}
	ln := line(e)
	cls := fb.load(fb.mb.classSlot(ci))
	native, generic, done := fb.block("construct.native"), fb.block("construct.generic"), fb.block("construct.done")
	slot := fb.alloca(runtime.Obj)
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, cls, runtime.Null), generic, native)

	fb.b = generic
	g := fb.own(fb.coerce(fb.vectorcall(e, typecheck.Dynamic), t, ln))
	fb.b.NewStore(g.v, slot)
	fb.consume(g)
	fb.b.NewBr(done)

	fb.b = native
	// Python evaluates the arguments after the class and before the
	// instance exists.
	args := make([]val, len(e.Args))
	for i, a := range e.Args {
		args[i] = fb.exprAs(a, init.Params[i+1].Type)
	}
	obj := fb.callC(capi.TypeGenericAlloc, ln, cls, i64(0)).as(t)
	if init != nil {
		call := []value.Value{obj.v}
		for _, a := range args {
			call = append(call, a.v)
		}
		r := fb.b.NewCall(fb.mb.natives[init], call...)
		res := fb.checkNull(r, init.Return, ln)
		fb.release(res)
	}
	for i := len(args) - 1; i >= 0; i-- {
		fb.release(args[i])
	}
	obj = fb.own(obj)
	fb.b.NewStore(obj.v, slot)
	fb.consume(obj)
	fb.b.NewBr(done)

	fb.b = done
	return fb.produce(fb.b.NewLoad(runtime.Obj, slot), t), true
}

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
	if m == nil || !fb.directlyCallable(m, len(e.Args)) {
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
	g := fb.vectorcall(e, typecheck.Dynamic)
	if _, isPrim := typecheck.IsPrim(t); isPrim {
		g = fb.coerce(g, t, ln)
		fb.b.NewStore(g.v, slot)
	} else {
		g = fb.own(val{v: g.v, t: t, owned: g.owned})
		fb.b.NewStore(g.v, slot)
		fb.consume(g)
	}
	fb.b.NewBr(done)

	fb.b = native
	args := make([]val, len(e.Args))
	vs := []value.Value{self.v}
	for i, a := range e.Args {
		args[i] = fb.exprAs(a, m.Params[i+1].Type)
		vs = append(vs, args[i].v)
	}
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
