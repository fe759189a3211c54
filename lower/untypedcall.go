// This file implements method calls on receivers of unknown type
// (`c.execute()` for a `c` read from a list or an untyped field) that
// reach a compiled method of the module. Looking the name up through the
// object and calling it costs the site's method cache, the function
// object's vectorcall and its wrapper's argument checks, ≈45
// instructions before the body runs. Here the site first asks which of
// the module's compiled methods of that name and arity the lookup on the
// receiver's type finds (the per-site cache of dispatch.go, keyed by the
// type and its version tag, so a patched method, a subclass or a
// `__class__` assignment is a miss that looks again), and when it is one
// of them, the receiver an instance of its class and the type's
// attribute lookup the generic one, calls its native body with the
// receiver and the arguments as they are. Anything else takes the call
// through the object, as CPython's LOAD_METHOD and CALL do.

package lower

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/typecheck"
)

// maxUntypedImpls bounds the compiled methods one untyped site
// dispatches among (each is a native call emitted at the site).
const maxUntypedImpls = 8

// untypedImpls returns the module's compiled methods that obj.name(args)
// (e, on a receiver the checker does not type as a class that has name)
// may reach with a native body: the methods called name of the module's
// classes, callable directly with e's positional arguments, whose
// parameters after self take any object or an instance of a module
// class (which the call checks as their wrapper does). None when the
// call has keywords or starred arguments, or more than maxUntypedImpls
// methods qualify.
func (fb *fnBuilder) untypedImpls(e *parser.Call, a *parser.Attribute) []*typecheck.FuncDecl {
	if len(e.Keywords) > 0 || typecheck.HasStarArgs(e) {
		return nil
	}
	var impls []*typecheck.FuncDecl
	for _, k := range fb.mb.info.Classes {
		m := k.MethodByName[a.Attr]
		if m == nil || m.Class != k || fb.mb.natives[m] == nil || fb.derivesForeign(k) {
			continue
		}
		if m.Generator || m.Coroutine || !fb.directlyCallable(m, len(e.Args)) || !typecheck.IsObject(m.Return) && !isPrimReturn(m.Return) {
			continue
		}
		ok := true
		for _, p := range m.Params[1:] {
			ok = ok && anyObjectParam(p)
		}
		if ok {
			impls = append(impls, m)
		}
	}
	if len(impls) > maxUntypedImpls {
		return nil
	}
	return impls
}

// isPrimReturn reports whether t is a primitive a native body returns.
func isPrimReturn(t typecheck.Type) bool {
	_, ok := typecheck.IsPrim(t)
	return ok
}

// anyObjectParam reports whether parameter p of a native body takes the
// object a dynamic call passes as it is: untyped or `object`, int, float
// or str (exactTypeParam), or a module class (checked at the call by
// checkClassArgs).
func anyObjectParam(p *typecheck.Var) bool {
	if p.Type == typecheck.Dynamic || p.Type == typecheck.ObjectT || exactTypeParam(p) != "" {
		return true
	}
	ct, ok := typecheck.IsClass(p.Type)
	return ok && ct.Info != nil
}

// exactTypeParam returns, for a parameter typed int, float or str, the
// builtin type whose exact instances its wrapper passes to the body as
// they are ("" for others): the call passes those, and calls anything
// else through the method object, whose wrapper raises what it raises.
func exactTypeParam(p *typecheck.Var) string {
	switch p.Type {
	case typecheck.IntObj:
		return "PyLong_Type"
	case typecheck.FloatObj:
		return "PyFloat_Type"
	case typecheck.StrObj:
		return "PyUnicode_Type"
	}
	return ""
}

// untypedMethodCall lowers obj.name(args) (see the file comment) for
// the methods impls (untypedImpls) to a value of type t, an object type.
// The order of evaluation is LOAD_METHOD's: the receiver, the method,
// then the arguments.
func (fb *fnBuilder) untypedMethodCall(e *parser.Call, a *parser.Attribute, impls []*typecheck.FuncDecl, t typecheck.Type) val {
	rt := fb.rt
	ln := line(e)
	obj := fb.expr(a.Value)
	name := fb.load(rt.Name(a.Attr))

	// Which of impls the lookup finds: the cache's answer inline, the
	// lookup (which fills it) on a miss.
	fb.mb.methodCaches++
	cache := rt.NewMethodCache(fmt.Sprintf("sp.methodcache.%d", fb.mb.methodCaches))
	peek := fb.b.NewCall(rt.MethodPeekFunc(true), obj.v, cache)
	miss, known := fb.block("untyped.miss"), fb.block("untyped.known")
	fromPeek := fb.b
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, peek, i32(runtime.MethodMiss)), miss, known)
	tableT := types.NewArray(uint64(len(impls)), runtime.Obj)
	table := fb.alloca(tableT)
	for i, impl := range impls {
		miss.NewStore(miss.NewLoad(runtime.Obj, fb.mb.methodSlot(impl)), miss.NewGetElementPtr(tableT, table, i64(0), i64(int64(i))))
	}
	resolved := miss.NewCall(rt.MethodResolveFunc(), obj.v, name, miss.NewGetElementPtr(tableT, table, i64(0), i64(0)), i32(int64(len(impls))), cache)
	miss.NewBr(known)
	which := known.NewPhi(ir.NewIncoming(peek, fromPeek), ir.NewIncoming(resolved, miss))

	// The body trusts self: the receiver must be an instance of the
	// method's class (a class may hold another class's function), and
	// the type's own lookup must be the generic one (a Python subclass's
	// __getattribute__ sees every access).
	lookup, decided := fb.block("untyped.lookup"), fb.block("untyped.decided")
	var cases []*ir.Case
	var chosen, noMeth []*ir.Incoming
	for i, impl := range impls {
		check := fb.block("untyped.check")
		cases = append(cases, ir.NewCase(i32(int64(i)), check))
		is, next := fb.mb.isClassInstance(fb.f, check, obj.v, impl.Class, fmt.Sprintf("%d.untyped", fb.nblocks), true)
		generic := next.NewAnd(is, rt.HasGenericGetattr(next, rt.TypeOf(next, obj.v)))
		next.NewCondBr(generic, decided, lookup)
		chosen = append(chosen, ir.NewIncoming(i32(int64(i)), next))
		noMeth = append(noMeth, ir.NewIncoming(runtime.Null, next))
	}
	known.NewSwitch(which, lookup, cases...)

	// Otherwise the method as LOAD_METHOD finds it (unbound: a function
	// to call with the receiver first).
	fb.b = lookup
	unbound := fb.alloca(types.I32)
	m := fb.b.NewCall(rt.MethodGetFunc(), obj.v, name, fb.mb.methodCache(a.Attr), unbound)
	fb.errorIf(fb.b.NewICmp(enum.IPredEQ, m, runtime.Null), ln)
	fb.b.NewBr(decided)
	chosen = append(chosen, ir.NewIncoming(i32(-1), fb.b))
	noMeth = append(noMeth, ir.NewIncoming(m, fb.b))
	fb.b = decided
	sel := decided.NewPhi(chosen...)
	meth := decided.NewPhi(noMeth...)
	fb.produceNullable(meth)

	args := make([]val, len(e.Args))
	for i, x := range e.Args {
		args[i] = fb.boxed(fb.expr(x), line(x))
	}
	slot := fb.alloca(runtime.Obj)
	viaObject, done := fb.block("untyped.object"), fb.block("untyped.done")
	cases = nil
	for i, impl := range impls {
		native := fb.block("untyped.native")
		cases = append(cases, ir.NewCase(i32(int64(i)), native))
		saved := fb.b
		fb.b = native
		vs := []value.Value{obj.v}
		var checks []classArg
		var exact value.Value = constant.True
		for j, x := range args {
			vs = append(vs, x.v)
			if k, ok := fb.classArgOf(e.Args[j], x.v, impl.Params[j+1]); ok {
				checks = append(checks, k)
			}
			if tn := exactTypeParam(impl.Params[j+1]); tn != "" {
				exact = fb.b.NewAnd(exact, fb.b.NewICmp(enum.IPredEQ, rt.TypeOf(fb.b, x.v), rt.CData(tn)))
			}
		}
		if exact != constant.True {
			// Another type: the method object (what the lookup found) is
			// called, its wrapper checks the arguments in order.
			other, fine := fb.block("untyped.other"), fb.block("untyped.exact")
			fb.b.NewCondBr(exact, fine, other)
			fb.b = other
			f := fb.b.NewLoad(runtime.Obj, fb.mb.methodSlot(impl))
			argv := fb.scratch(types.NewArray(uint64(len(vs)), runtime.Obj))
			for j, v := range vs {
				fb.b.NewStore(v, fb.b.NewGetElementPtr(types.NewArray(uint64(len(vs)), runtime.Obj), argv, i64(0), i64(int64(j))))
			}
			first := fb.b.NewGetElementPtr(types.NewArray(uint64(len(vs)), runtime.Obj), argv, i64(0), i64(0))
			res := fb.vectorcallObject(ln, f, first, i64(int64(len(vs))), runtime.Null)
			fb.b.NewStore(res.v, slot)
			fb.consume(res)
			fb.b.NewBr(done)
			fb.b = fine
		}
		fb.checkClassArgs(impl, checks, ln)
		body := fb.mb.natives[impl]
		r := fb.b.NewCall(body, vs...)
		r.CallingConv = body.CallingConv
		fb.storeMethodResult(r, impl, t, slot, ln)
		fb.b.NewBr(done)
		fb.b = saved
	}
	fb.b.NewSwitch(sel, viaObject, cases...)

	fb.b = viaObject
	vs := make([]value.Value, len(args))
	for i, x := range args {
		vs[i] = x.v
	}
	res := fb.callMethod(ln, meth, unbound, obj.v, vs, len(args), runtime.Null)
	fb.b.NewStore(res.v, slot)
	fb.consume(res)
	fb.b.NewBr(done)

	fb.b = done
	fb.consume(val{v: meth, owned: true})
	rt.XDecref(fb.b, meth)
	for i := len(args) - 1; i >= 0; i-- {
		fb.release(args[i])
	}
	fb.release(obj)
	return fb.produce(fb.b.NewLoad(runtime.Obj, slot), t)
}

// untypedReceiver reports whether a method call on e may be an
// instance of a module class whose method the checker did not find:
// e is untyped, `object`, or typed as a module class (a subclass's
// method called on its base's type).
func (fb *fnBuilder) untypedReceiver(e parser.Expr) bool {
	t := fb.typeOf(e)
	if t == typecheck.Dynamic || t == typecheck.ObjectT {
		return true
	}
	ct, ok := typecheck.IsClass(t)
	return ok && ct.Info != nil
}
