// This file implements C.m(obj, args) — a plain method of a module class
// called through the class, self passed explicitly, as in
// `Base.__init__(self, x)` or `Task.findtcb(self, i)` — as a direct call
// of the method's native body when obj is statically an instance of the
// class that defines m; otherwise the generic call.

package lower

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/typecheck"
)

// typeDataDescriptors are the names type defines as data descriptors:
// looking one up on a class finds type's attribute before the class's
// own, so C.name never reaches a method of that name.
var typeDataDescriptors = map[string]bool{
	"__name__": true, "__qualname__": true, "__bases__": true, "__mro__": true,
	"__module__": true, "__dict__": true, "__doc__": true, "__abstractmethods__": true,
	"__annotations__": true, "__text_signature__": true, "__basicsize__": true,
	"__itemsize__": true, "__flags__": true, "__weakrefoffset__": true, "__base__": true,
	"__dictoffset__": true, "__type_params__": true,
}

// unboundMethod returns the method C.m(obj, args) calls when the call
// can go straight to its native body: C names a module class whose MRO
// is its chain of module bases (singleChain: type_getattro then finds the
// first class of the chain that binds m, and the metatype is type), no
// class of that chain up to m's is @mutable (the frozen types cannot
// rebind m; a plain module's are guarded at the call), m is a plain compiled method of this module called with
// exactly its positional parameters, and obj's static type is m's class
// or one derived from it, so the body may read obj's fields at their
// offsets.
func (fb *fnBuilder) unboundMethod(e *parser.Call) *typecheck.FuncDecl {
	attr, ok := e.Func.(*parser.Attribute)
	if !ok || len(e.Keywords) > 0 || typecheck.HasStarArgs(e) || len(e.Args) == 0 || typeDataDescriptors[attr.Attr] {
		return nil
	}
	n, ok := attr.Value.(*parser.Name)
	if !ok {
		return nil
	}
	if _, ok := fb.mb.info.RefOf(n).(*typecheck.Global); !ok {
		return nil
	}
	ref, ok := fb.mb.info.TypeOf(n).(*typecheck.TypeRef)
	if !ok {
		return nil
	}
	ct, ok := typecheck.IsClass(ref.T)
	if !ok || ct.Info == nil || fb.mb.info.Foreign(ct.Info) || !singleChain(fb.mb.info, ct.Info) {
		return nil
	}
	var m *typecheck.FuncDecl
	var owner *typecheck.ClassInfo
	for k := ct.Info; k != nil; k = k.Base {
		if k.Mutable {
			return nil
		}
		if k.Attrs[attr.Attr] {
			m, owner = k.MethodByName[attr.Attr], k
			break
		}
	}
	if m == nil || fb.mb.natives[m] == nil || !fb.directlyCallable(m, len(e.Args)-1) {
		return nil
	}
	self, ok := typecheck.IsClass(fb.mb.info.TypeOf(e.Args[0]))
	if !ok || self.Info == nil || (self.Info != owner && !derives(self.Info, owner)) {
		return nil
	}
	return m
}

// unboundMethodCall lowers C.m(obj, args) for an unboundMethod m: once
// m's class statement has run (its method slot is set), the arguments
// are evaluated in native form and m's body is called; before that, the
// generic call (which raises what CPython raises).
func (fb *fnBuilder) unboundMethodCall(e *parser.Call, m *typecheck.FuncDecl, t typecheck.Type) val {
	ln := line(e)
	var known value.Value = fb.b.NewICmp(enum.IPredNE, fb.load(fb.mb.methodSlot(m)), runtime.Null)
	attr := e.Func.(*parser.Attribute)
	cls, _ := typecheck.IsClass(fb.mb.info.TypeOf(attr.Value).(*typecheck.TypeRef).T)
	known = fb.classStillBinds(known, cls.Info, attr.Attr, m)
	native, generic, done := fb.block("unbound.native"), fb.block("unbound.generic"), fb.block("unbound.done")
	slot := fb.alloca(llvmType(t))
	fb.b.NewCondBr(known, native, generic)

	fb.b = generic
	fb.genericCallInto(e, t, slot, ln)
	fb.b.NewBr(done)

	fb.b = native
	args := make([]val, len(e.Args))
	vs := make([]value.Value, len(e.Args))
	var checks []classArg
	for i, a := range e.Args {
		args[i] = fb.exprAs(a, m.Params[i].Type)
		vs[i] = args[i].v
		if c, ok := fb.classArgOf(a, args[i].v, m.Params[i]); ok {
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
	if typecheck.IsObject(t) {
		return fb.produce(fb.b.NewLoad(runtime.Obj, slot), t)
	}
	return val{v: fb.b.NewLoad(llvmType(t), slot), t: t}
}

// classStillBinds returns known and, when ci's class may change (a plain
// module does not freeze its classes), the test that looking name up on
// ci (its MRO) still finds m's function object, so that a patched
// `ci.name = f` or a name bound on a class between is what the call
// reaches. known says m's class statement has run (its method slot is
// set); the lookup is made only then.
func (fb *fnBuilder) classStillBinds(known value.Value, ci *typecheck.ClassInfo, name string, m *typecheck.FuncDecl) value.Value {
	if fb.mb.info.Static {
		return known // frozen once the module body has run
	}
	fb.mb.classTags++
	cache := fb.rt.NewClassTag(fb.mb.classTags)
	check, next, joined := fb.block("classbinds.check"), fb.block("classbinds.next"), fb.block("classbinds.known")
	nameObj := fb.load(fb.rt.Name(name))
	from := fb.b
	fb.b.NewCondBr(known, check, joined)
	cls := check.NewLoad(runtime.Obj, fb.mb.classSlot(ci))
	binds := fb.rt.ClassBinds(fb.f, check, cls, nameObj, check.NewLoad(runtime.Obj, fb.mb.methodSlot(m)), cache, next)
	next.NewBr(joined)
	fb.b = joined
	return joined.NewPhi(ir.NewIncoming(constant.False, from), ir.NewIncoming(binds, next))
}
