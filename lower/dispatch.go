// This file implements direct calls of methods. A method of a module
// class is a compiled function wrapped as an instance method, so a call
// through the object builds a bound method, boxes the arguments and has
// the wrapper check and unbox them again. When the receiver is exactly
// the class the checker typed it as, the class still holds the method the
// class statement stored, and the instance does not shadow the name, the
// call goes straight to the method's native body with native arguments.
// Otherwise it goes through the object, as before.

package lower

import (
	"github.com/llir/llvm/ir"
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
	g := mb.m.NewGlobalDef(mb.nativeName(d)+".methodobj", runtime.Null)
	g.Linkage = enum.LinkageInternal
	mb.methodSlots[d] = g
	return g
}

// directMethod returns the method e calls when it can be called
// directly: e is obj.name(args) with obj typed as a module class, name a
// plain compiled method of it (compile-time decorators only, fixed
// parameters, no Array parameter, no free variable), called with exactly
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
	if m == nil || m.Flexible || m.Interpreted || len(m.Free) > 0 || fb.mb.natives[m] == nil ||
		len(m.Params) != len(e.Args)+1 {
		return nil, nil, false
	}
	for _, d := range m.Def.Decorators {
		if !fb.isCompileTimeName(d) {
			return nil, nil, false
		}
	}
	for _, p := range m.Params {
		if _, isArray := typecheck.IsArray(p.Type); isArray {
			return nil, nil, false
		}
	}
	return m, ct.Info, true
}

// methodCall lowers obj.name(args) for a direct method (directMethod):
// obj is evaluated, then either the method is looked up on it (the
// general path) or found to be the one compiled; the arguments are
// evaluated once, in native form; then the native body is called, or the
// bound method with the arguments boxed.
func (fb *fnBuilder) methodCall(e *parser.Call, m *typecheck.FuncDecl, ci *typecheck.ClassInfo, t typecheck.Type) val {
	rt := fb.rt
	attr := e.Func.(*parser.Attribute)
	ln := line(e)
	obj := fb.expr(attr.Value)
	name := fb.load(rt.Name(attr.Attr))
	direct := fb.b.NewCall(rt.MethodDirectFunc(), obj.v, fb.load(fb.mb.classSlot(ci)), name, fb.load(fb.mb.methodSlot(m)))
	lookup, looked := fb.block("method.lookup"), fb.block("method.args")
	from := fb.b
	fb.b.NewCondBr(direct, looked, lookup)
	fb.b = lookup
	bound := fb.callC(capi.ObjectGetAttr, ln, obj.v, name)
	fb.consume(bound) // re-registered below as the phi, which may be NULL
	lookupFrom := fb.b
	fb.b.NewBr(looked)
	fb.b = looked
	meth := fb.b.NewPhi(ir.NewIncoming(runtime.Null, from), ir.NewIncoming(bound.v, lookupFrom))
	fb.produceNullable(meth)

	args := make([]val, len(e.Args))
	for i, a := range e.Args {
		args[i] = fb.exprAs(a, m.Params[i+1].Type)
	}
	native, viaObject, done := fb.block("method.native"), fb.block("method.object"), fb.block("method.done")
	fb.b.NewCondBr(direct, native, viaObject)

	fb.b = native
	vs := []value.Value{obj.v}
	for _, a := range args {
		vs = append(vs, a.v)
	}
	r := fb.b.NewCall(fb.mb.natives[m], vs...)
	var fast val
	if p, ok := typecheck.IsPrim(m.Return); ok {
		fast = val{v: fb.checkResult(r, ln), t: typecheck.PrimOf(p)}
	} else {
		fast = fb.checkNull(r, m.Return, ln)
	}
	fast = fb.coerce(fast, t, ln)
	fastFrom := fb.b
	var slot value.Value
	if typecheck.IsObject(t) {
		slot = fb.alloca(runtime.Obj)
		fast = fb.own(fast)
		fb.b.NewStore(fast.v, slot)
		fb.consume(fast)
	}
	fb.b.NewBr(done)

	fb.b = viaObject
	slow := fb.callObject(val{v: meth, t: typecheck.Dynamic}, args, ln)
	slow = fb.coerce(slow, t, ln)
	slowFrom := fb.b
	if slot != nil {
		slow = fb.own(slow)
		fb.b.NewStore(slow.v, slot)
		fb.consume(slow)
	}
	fb.b.NewBr(done)

	fb.b = done
	var res val
	if slot == nil {
		res = val{v: fb.phi(llvmType(t), []value.Value{fast.v, slow.v}, []*irBlock{fastFrom, slowFrom}), t: t}
	}
	fb.consume(val{v: meth, owned: true})
	rt.XDecref(fb.b, meth)
	for i := len(args) - 1; i >= 0; i-- {
		fb.release(args[i])
	}
	fb.release(obj)
	if slot != nil {
		return fb.produce(fb.b.NewLoad(runtime.Obj, slot), t)
	}
	return res
}

// callObject calls f with args, boxing primitives (a new reference, or
// an error raised).
func (fb *fnBuilder) callObject(f val, args []val, ln int) val {
	boxed := make([]val, len(args))
	for i, a := range args {
		if _, isPrim := typecheck.IsPrim(a.t); isPrim {
			boxed[i] = fb.boxed(a, ln)
		} else {
			boxed[i] = a
		}
	}
	argv := fb.alloca(llvmArray(len(boxed)))
	for i, b := range boxed {
		fb.b.NewStore(b.v, fb.b.NewGetElementPtr(llvmArray(len(boxed)), argv, i64(0), i64(int64(i))))
	}
	first := fb.b.NewGetElementPtr(llvmArray(len(boxed)), argv, i64(0), i64(0))
	r := fb.callC(capi.ObjectVectorcall, ln, f.v, first, i64(int64(len(boxed))), runtime.Null)
	for i, b := range boxed {
		if _, isPrim := typecheck.IsPrim(args[i].t); isPrim {
			fb.release(b)
		}
	}
	return r
}

// llvmArray is the type of an argument vector of n objects (at least
// one element, so that its address is valid).
func llvmArray(n int) types.Type { return types.NewArray(uint64(max(n, 1)), runtime.Obj) }
