// This file implements direct calls of methods. A method of a module
// class is a compiled function wrapped as an instance method, so a call
// through the object builds a bound method, boxes the arguments and has
// the wrapper check and unbox them again. When looking the name up on the
// receiver's type finds the method the class statement stored (the class
// itself, or a subclass that does not override it) and the instance does
// not shadow the name, the call goes straight to the method's native body
// with native arguments. Each call site caches the type (and its version
// tag) for which that holds, so the usual call costs a compare of each;
// a type with an instance dict is checked on every call. Otherwise, a
// Python override say, it goes through the object and the result is
// checked against the method's declared type.

package lower

import (
	"fmt"
	"slices"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/runtime/capi"
	"github.com/staticpyc/staticpyc/typecheck"
)

// methodSlot is the global that holds method d's object as its class
// statement stored it in the namespace (NULL before it ran).
func (mb *moduleBuilder) methodSlot(d *typecheck.FuncDecl) *ir.Global {
	if g, ok := mb.methodSlots[d]; ok {
		return g
	}
	name := mb.nativeName(d) + ".methodobj"
	if d.Class != nil && mb.info.Foreign(d.Class) {
		name = "sp.xmethodobj." + d.Class.Module + "." + d.QualName
	}
	g := mb.m.NewGlobalDef(name, runtime.Null)
	g.Linkage = enum.LinkageInternal
	mb.methodSlots[d] = g
	return g
}

// directMethod returns the method e calls when it can be called
// directly: e is obj.name(args) with obj typed as a module class, name a
// plain compiled method of it (directlyCallable), called with exactly
// its positional parameters after self.
func (fb *fnBuilder) directMethod(e *parser.Call) (*typecheck.FuncDecl, *typecheck.ClassInfo, bool) {
	attr, ok := e.Func.(*parser.Attribute)
	if !ok || len(e.Keywords) > 0 || typecheck.HasStarArgs(e) {
		return nil, nil, false
	}
	ct, ok := typecheck.IsClass(fb.mb.info.TypeOf(attr.Value))
	if !ok {
		return nil, nil, false
	}
	var m *typecheck.FuncDecl
	for k := ct.Info; k != nil && m == nil; k = k.Base {
		m = k.MethodByName[attr.Attr]
	}
	if m == nil || !fb.directlyCallable(m, len(e.Args)) {
		return nil, nil, false
	}
	return m, ct.Info, true
}

// directlyCallable reports whether method m has a native body a call
// with nargs positional arguments after self can call: compile-time
// decorators only, fixed parameters, no Array parameter, no free
// variable.
func (fb *fnBuilder) directlyCallable(m *typecheck.FuncDecl, nargs int) bool {
	if m.Flexible || m.Interpreted || len(m.Free) > 0 || len(m.Params) != nargs+1 {
		return false
	}
	if fb.mb.natives[m] == nil && fb.mb.foreignNatives[m] == nil {
		return false
	}
	for _, d := range m.Def.Decorators {
		if !fb.isCompileTimeName(d) {
			return false
		}
	}
	for _, p := range m.Params {
		if _, isArray := typecheck.IsArray(p.Type); isArray {
			return false
		}
	}
	return true
}

// overrides lists the methods a call of m on a receiver typed as ci may
// reach with a native body: m, then the directly callable overrides of
// its name in the module's subclasses of ci, in class order (a table of
// the class tree's compiled implementations, which the call site's cache
// indexes).
func (fb *fnBuilder) overrides(m *typecheck.FuncDecl, ci *typecheck.ClassInfo, nargs int) []*typecheck.FuncDecl {
	out := []*typecheck.FuncDecl{m}
	for _, k := range fb.mb.info.Classes {
		if k == ci || !derives(k, ci) {
			continue
		}
		o := k.MethodByName[m.Name]
		if o != nil && o != m && fb.directlyCallable(o, nargs) && !slices.Contains(out, o) {
			out = append(out, o)
		}
	}
	return out
}

// derives reports whether module class k has base as an ancestor.
func derives(k, base *typecheck.ClassInfo) bool {
	for b := k.Base; b != nil; b = b.Base {
		if b == base {
			return true
		}
	}
	return false
}

// methodCall lowers obj.name(args) for a direct method (directMethod):
// obj is evaluated, then the call site's cache says which of the class
// tree's compiled implementations (overrides) looking the name up on
// obj finds, if any; the arguments are evaluated once, in native form;
// then that native body is called, or else the bound method with the
// arguments boxed, its result checked against the declared type.
func (fb *fnBuilder) methodCall(e *parser.Call, m *typecheck.FuncDecl, ci *typecheck.ClassInfo, t typecheck.Type) val {
	rt := fb.rt
	attr := e.Func.(*parser.Attribute)
	ln := line(e)
	obj := fb.expr(attr.Value)
	// The bodies trust self (proven.go): a receiver not proven an
	// instance of ci is checked, and one that is not takes the lookup.
	inst := fb.receiverProven(attr.Value, obj.v, ci)
	name := fb.load(rt.Name(attr.Attr))
	impls := fb.overrides(m, ci, len(e.Args))
	table := fb.alloca(types.NewArray(uint64(len(impls)), runtime.Obj))
	// fillTable stores the implementations' method objects, which only
	// the lookup on a cache miss reads.
	fillTable := func(b *ir.Block) value.Value {
		for i, impl := range impls {
			b.NewStore(b.NewLoad(runtime.Obj, fb.mb.methodSlot(impl)), b.NewGetElementPtr(types.NewArray(uint64(len(impls)), runtime.Obj), table, i64(0), i64(int64(i))))
		}
		return b.NewGetElementPtr(types.NewArray(uint64(len(impls)), runtime.Obj), table, i64(0), i64(0))
	}
	fb.mb.methodCaches++
	cache := rt.NewMethodCache(fmt.Sprintf("sp.methodcache.%d", fb.mb.methodCaches))
	// A receiver whose class has compiled overrides: when the site's
	// one-type cache misses, the vtable of its type (vtable.go) names
	// the native body without a lookup, and the cache is refilled with
	// it, so that a site seeing one class calls its body directly and a
	// site seeing many pays the table check and no lookup per call.
	// -2: the table's entry is none of impls (a class reached through
	// another base), called indirectly.
	var vfn value.Value
	var which value.Value
	slotIndex, useVtable := fb.vtableSlot(m, ci)
	// Instances of a class that is not slotted have a dict: the site's
	// inline check also accepts a cache entry for them (MethodPeekFunc).
	instances := !ci.Slotted
	// An instance of exactly ci, once its class is frozen, finds m
	// (exact.go): no cache probe.
	var exactFrom *ir.Block
	if fb.exactResolves(ci) {
		exact, cached := fb.block("method.exact"), fb.block("method.cached")
		fb.b.NewCondBr(fb.isExactFrozen(obj.v, ci), exact, cached)
		exactFrom, fb.b = exact, cached
	}
	// (A site whose one implementation is the only compiled one still
	// takes the table on a miss: it may see many classes that inherit
	// it, richards' schedule() its four task classes in turn, and a
	// one-type cache would otherwise look the name up at every call.)
	if !useVtable {
		first := fillTable(fb.b)
		which = fb.b.NewCall(rt.MethodCachedFunc(instances), obj.v, name, first, i32(int64(len(impls))), cache)
	} else {
		peek := fb.b.NewCall(rt.MethodPeekFunc(instances), obj.v, cache)
		hit, miss, joined := fb.block("method.hit"), fb.block("method.miss"), fb.block("method.which")
		fb.b.NewCondBr(fb.b.NewICmp(enum.IPredNE, peek, i32(runtime.MethodMiss)), hit, miss)
		hit.NewBr(joined)
		fb.b = miss
		vfn = fb.vtableEntry(obj.v, ci, slotIndex)
		viaTable, resolve := fb.block("method.vtable"), fb.block("method.resolve")
		fb.b.NewCondBr(fb.b.NewICmp(enum.IPredNE, vfn, constant.NewNull(types.I8Ptr)), viaTable, resolve)
		var idx value.Value = i32(-2)
		for i, impl := range impls {
			if fb.mb.natives[impl] == nil {
				continue // another module's body: never in this module's tables
			}
			idx = viaTable.NewSelect(viaTable.NewICmp(enum.IPredEQ, vfn, constant.NewBitCast(fb.mb.natives[impl], types.I8Ptr)), i32(int64(i)), idx)
		}
		fill, filled := fb.block("method.fill"), fb.block("method.filled")
		viaTable.NewCondBr(viaTable.NewICmp(enum.IPredSGE, idx, i32(0)), fill, filled)
		rt.MethodFill(fill, obj.v, cache, idx)
		fill.NewBr(filled)
		filled.NewBr(joined)
		resolved := resolve.NewCall(rt.MethodResolveFunc(), obj.v, name, fillTable(resolve), i32(int64(len(impls))), cache)
		resolve.NewBr(joined)
		fb.b = joined
		which = joined.NewPhi(ir.NewIncoming(peek, hit), ir.NewIncoming(idx, filled), ir.NewIncoming(resolved, resolve))
		null := constant.NewNull(types.I8Ptr)
		vfn = joined.NewPhi(ir.NewIncoming(null, hit), ir.NewIncoming(vfn, filled), ir.NewIncoming(null, resolve))
	}
	if exactFrom != nil {
		// (m is impls[0])
		chosen := fb.block("method.chosen")
		fb.b.NewBr(chosen)
		exactFrom.NewBr(chosen)
		which = chosen.NewPhi(ir.NewIncoming(which, fb.b), ir.NewIncoming(i32(0), exactFrom))
		if vfn != nil {
			vfn = chosen.NewPhi(ir.NewIncoming(vfn, fb.b), ir.NewIncoming(constant.NewNull(types.I8Ptr), exactFrom))
		}
		fb.b = chosen
	}
	if inst != nil {
		which = fb.b.NewSelect(inst, which, i32(-1))
	}
	var direct value.Value
	if useVtable {
		direct = fb.b.NewICmp(enum.IPredNE, which, i32(-1))
	} else {
		direct = fb.b.NewICmp(enum.IPredSGE, which, i32(0))
	}
	lookup, looked := fb.block("method.lookup"), fb.block("method.args")
	from := fb.b
	fb.b.NewCondBr(direct, looked, lookup)
	fb.b = lookup
	// As LOAD_METHOD: a function found on the type is called with obj
	// prepended, no bound method made.
	found := fb.alloca(runtime.Obj)
	// NULL first: the function expects it and leaves it so on an error.
	fb.b.NewStore(runtime.Null, found)
	unbound := fb.rt.CallC(fb.b, capi.ObjectGetMethod, obj.v, name, found)
	bound := fb.b.NewLoad(runtime.Obj, found)
	fb.errorIf(fb.b.NewICmp(enum.IPredEQ, bound, runtime.Null), ln)
	lookupFrom := fb.b
	fb.b.NewBr(looked)
	fb.b = looked
	meth := fb.b.NewPhi(ir.NewIncoming(runtime.Null, from), ir.NewIncoming(bound, lookupFrom))
	withSelf := fb.b.NewPhi(ir.NewIncoming(i32(0), from), ir.NewIncoming(unbound, lookupFrom))
	fb.produceNullable(meth)

	args := make([]val, len(e.Args))
	for i, a := range e.Args {
		args[i] = fb.exprAs(a, m.Params[i+1].Type)
	}
	slot := fb.alloca(llvmType(t))
	viaObject, done := fb.block("method.object"), fb.block("method.done")
	var cases []*ir.Case
	for i, impl := range impls {
		native := fb.block("method.native")
		cases = append(cases, ir.NewCase(i32(int64(i)), native))
		saved := fb.b
		fb.b = native
		vs := []value.Value{obj.v}
		var made []val
		var checks []classArg
		for j, a := range args {
			c := fb.coerce(a, impl.Params[j+1].Type, ln)
			if c.owned && c.v != a.v {
				// Boxed for an override's object parameter: a temporary of
				// this case alone, dropped before the other cases are
				// emitted (their exits must not release it).
				made = append(made, c)
			}
			vs = append(vs, c.v)
			if k, ok := fb.classArgOf(e.Args[j], c.v, impl.Params[j+1]); ok {
				checks = append(checks, k)
			}
		}
		fb.checkClassArgs(impl, checks, ln)
		r := fb.b.NewCall(fb.mb.methodBody(fb, impl), vs...)
		for _, c := range made {
			fb.release(c)
		}
		fb.storeMethodResult(r, impl, t, slot, ln)
		fb.b.NewBr(done)
		fb.b = saved
	}
	if useVtable {
		native := fb.block("method.indirect")
		cases = append(cases, ir.NewCase(i32(-2), native))
		saved := fb.b
		fb.b = native
		s := slotIntroducer(ci, m.Name)
		sig := fb.mb.natives[s].Sig
		vs := []value.Value{obj.v}
		var checks []classArg
		for j, a := range args {
			vs = append(vs, a.v)
			// (checked as the slot's first method declares them: an
			// override that widens a class-typed parameter still gets
			// an instance)
			if k, ok := fb.classArgOf(e.Args[j], a.v, s.Params[j+1]); ok {
				checks = append(checks, k)
			}
		}
		fb.checkClassArgs(s, checks, ln)
		r := fb.b.NewCall(fb.b.NewBitCast(vfn, types.NewPointer(sig)), vs...)
		r.CallingConv = fb.mb.natives[s].CallingConv
		fb.storeMethodResult(r, s, t, slot, ln)
		fb.b.NewBr(done)
		fb.b = saved
	}
	fb.b.NewSwitch(which, viaObject, cases...)

	fb.b = viaObject
	slow := fb.callMethodObject(meth, obj.v, withSelf, args, ln)
	slow = fb.coerce(fb.overrideResult(slow, obj.v, m.Name, m.Return, ln), t, ln)
	if typecheck.IsObject(t) {
		slow = fb.own(slow)
		fb.b.NewStore(slow.v, slot)
		fb.consume(slow)
	} else {
		fb.b.NewStore(slow.v, slot)
	}
	fb.b.NewBr(done)

	fb.b = done
	fb.consume(val{v: meth, owned: true})
	rt.XDecref(fb.b, meth)
	for i := len(args) - 1; i >= 0; i-- {
		fb.release(args[i])
	}
	fb.release(obj)
	if typecheck.IsObject(t) {
		return fb.produce(fb.b.NewLoad(runtime.Obj, slot), t)
	}
	return val{v: fb.b.NewLoad(llvmType(t), slot), t: t}
}

// storeMethodResult checks r, what the native body of impl returned,
// and stores it into slot as a t (a new reference for an object).
func (fb *fnBuilder) storeMethodResult(r value.Value, impl *typecheck.FuncDecl, t typecheck.Type, slot value.Value, ln int) {
	var fast val
	if p, ok := typecheck.IsPrim(impl.Return); ok {
		fast = val{v: fb.checkResult(r, ln), t: typecheck.PrimOf(p)}
	} else {
		fast = fb.checkNull(r, impl.Return, ln)
	}
	fast = fb.coerce(fast, t, ln)
	if typecheck.IsObject(t) {
		fast = fb.own(fast)
		fb.b.NewStore(fast.v, slot)
		fb.consume(fast)
	} else {
		fb.b.NewStore(fast.v, slot)
	}
}

// callObject calls f with args, boxing primitives (a new reference, or
// an error raised).
func (fb *fnBuilder) callObject(f val, args []val, ln int) val {
	boxed := fb.boxArgs(args, ln)
	argv := fb.alloca(llvmArray(len(boxed)))
	for i, b := range boxed {
		fb.b.NewStore(b.v, fb.b.NewGetElementPtr(llvmArray(len(boxed)), argv, i64(0), i64(int64(i))))
	}
	first := fb.b.NewGetElementPtr(llvmArray(len(boxed)), argv, i64(0), i64(0))
	r := fb.callC(capi.ObjectVectorcall, ln, f.v, first, i64(int64(len(boxed))), runtime.Null)
	fb.releaseBoxedArgs(args, boxed)
	return r
}

// callMethodObject calls meth, what _PyObject_GetMethod found on self,
// with args boxed: with self prepended when withSelf is nonzero (a new
// reference, or an error raised).
func (fb *fnBuilder) callMethodObject(meth, self, withSelf value.Value, args []val, ln int) val {
	boxed := fb.boxArgs(args, ln)
	n := len(boxed) + 1
	argv := fb.alloca(llvmArray(n))
	fb.b.NewStore(self, fb.b.NewGetElementPtr(llvmArray(n), argv, i64(0), i64(0)))
	for i, b := range boxed {
		fb.b.NewStore(b.v, fb.b.NewGetElementPtr(llvmArray(n), argv, i64(0), i64(int64(i+1))))
	}
	has := fb.b.NewICmp(enum.IPredNE, withSelf, i32(0))
	first := fb.b.NewGetElementPtr(llvmArray(n), argv, i64(0), fb.b.NewSelect(has, i64(0), i64(1)))
	count := fb.b.NewSelect(has, i64(int64(n)), i64(int64(n-1)))
	r := fb.callC(capi.ObjectVectorcall, ln, meth, first, count, runtime.Null)
	fb.releaseBoxedArgs(args, boxed)
	return r
}

// boxArgs returns args with the primitives boxed (new references, which
// releaseBoxedArgs releases after the call).
func (fb *fnBuilder) boxArgs(args []val, ln int) []val {
	boxed := make([]val, len(args))
	for i, a := range args {
		if _, isPrim := typecheck.IsPrim(a.t); isPrim {
			boxed[i] = fb.boxed(a, ln)
		} else {
			boxed[i] = a
		}
	}
	return boxed
}

// releaseBoxedArgs releases the boxes boxArgs made for args.
func (fb *fnBuilder) releaseBoxedArgs(args, boxed []val) {
	for i, b := range boxed {
		if _, isPrim := typecheck.IsPrim(args[i].t); isPrim {
			fb.release(b)
		}
	}
}

// llvmArray is the type of an argument vector of n objects (at least
// one element, so that its address is valid).
func llvmArray(n int) types.Type { return types.NewArray(uint64(max(n, 1)), runtime.Obj) }
