// This file implements C.m(args) for a classmethod m of a module class
// C — deltablue's `Strength.stronger(s1, s2)` — as a direct call of m's
// native body with C as cls, where the call through the class would make
// a bound method of the classmethod and call it through its wrapper;
// otherwise the generic call.

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
	"github.com/staticpyc/staticpyc/runtime/capi"
	"github.com/staticpyc/staticpyc/typecheck"
)

// classMethodSlot is the global that holds the classmethod object m's
// class statement stored in the namespace (NULL before it ran): the call
// site's check compares what the class's lookup finds with it.
func (mb *moduleBuilder) classMethodSlot(m *typecheck.FuncDecl) *ir.Global {
	if g, ok := mb.classMethodSlots[m]; ok {
		return g
	}
	if mb.classMethodSlots == nil {
		mb.classMethodSlots = map[*typecheck.FuncDecl]*ir.Global{}
	}
	g := mb.m.NewGlobalDef(mb.nativeName(m)+".classmethodobj", runtime.Null)
	g.Linkage = enum.LinkageInternal
	mb.classMethodSlots[m] = g
	return g
}

// isBuiltinClassMethod reports whether def's decorators are exactly the
// builtin classmethod (the module does not bind the name), as the
// checker's classLevelMethod types the call.
func (mb *moduleBuilder) isBuiltinClassMethod(def *parser.FunctionDef) bool {
	if len(def.Decorators) != 1 {
		return false
	}
	d, ok := def.Decorators[0].(*parser.Name)
	return ok && d.Id == "classmethod" && mb.info.Globals["classmethod"] == nil
}

// classMethodOf returns the classmethod C.m(args) calls, and C's class,
// when the call can go to its native body: C names a module class of
// this module (or is the cls of the classmethod being lowered, typed as
// its class) whose MRO is its chain of module bases, the first class of
// the chain binding m binds a compiled classmethod with exactly the
// positional parameters given after cls, and the checker typed the call
// by its signature.
func (fb *fnBuilder) classMethodOf(e *parser.Call) (*typecheck.FuncDecl, *typecheck.ClassInfo) {
	attr, ok := e.Func.(*parser.Attribute)
	if !ok || len(e.Keywords) > 0 || typecheck.HasStarArgs(e) || typeDataDescriptors[attr.Attr] {
		return nil, nil
	}
	n, ok := attr.Value.(*parser.Name)
	if !ok {
		return nil, nil
	}
	if _, ok := fb.mb.info.RefOf(n).(*typecheck.Global); !ok && !fb.isOwnCls(n) {
		return nil, nil
	}
	ref, ok := fb.mb.info.TypeOf(n).(*typecheck.TypeRef)
	if !ok {
		return nil, nil
	}
	ct, ok := typecheck.IsClass(ref.T)
	if !ok || ct.Info == nil || fb.mb.info.Foreign(ct.Info) || !singleChain(fb.mb.info, ct.Info) {
		return nil, nil
	}
	for k := ct.Info; k != nil; k = k.Base {
		if !k.Attrs[attr.Attr] {
			continue
		}
		var def *parser.FunctionDef
		for _, st := range k.Def.Body {
			if d, ok := st.(*parser.FunctionDef); ok && d.Name == attr.Attr {
				def = d
			}
		}
		if def == nil || !fb.mb.isBuiltinClassMethod(def) {
			return nil, nil
		}
		m := k.Methods[def]
		if m == nil || m.Flexible || m.Interpreted || len(m.Free) > 0 || len(m.Params) != len(e.Args)+1 || fb.mb.natives[m] == nil {
			return nil, nil
		}
		for _, p := range m.Params {
			if _, isArray := typecheck.IsArray(p.Type); isArray {
				return nil, nil
			}
		}
		return m, ct.Info
	}
	return nil, nil
}

// isOwnCls reports whether n is the cls parameter of the classmethod
// being lowered (`cls.weaker(a, b)` in another classmethod): its value
// is tested against the class like a global's.
func (fb *fnBuilder) isOwnCls(n *parser.Name) bool {
	d := fb.decl
	if d == nil || d.Class == nil || len(d.Params) == 0 || !fb.mb.isBuiltinClassMethod(d.Def) || fb.mb.info.RefOf(n) != d.Params[0] {
		return false
	}
	return fb.slots[d.Params[0]] != nil && fb.cellOf(d.Params[0]) == nil
}

// classMethodCall lowers C.m(args) for a classMethodOf m: while the name
// C (or the classmethod's cls) is bound to the class statement's class and the class's lookup of m
// finds the classmethod m's class statement made (checked once per
// version of the type, whose tag any assignment to the class or a base
// changes), m's body is called with C and the arguments in native form;
// otherwise the generic call.
func (fb *fnBuilder) classMethodCall(e *parser.Call, m *typecheck.FuncDecl, ci *typecheck.ClassInfo, t typecheck.Type) val {
	ln := line(e)
	rt := fb.rt
	fb.mb.attrSites++
	cache := fb.mb.m.NewGlobalDef(fmt.Sprintf("sp.classmethodcache.%d", fb.mb.attrSites), constant.NewInt(types.I32, 0))
	cache.Linkage = enum.LinkageInternal
	var cls val
	if n := e.Func.(*parser.Attribute).Value.(*parser.Name); fb.isOwnCls(n) {
		cls = val{v: fb.b.NewLoad(runtime.Obj, fb.slots[fb.decl.Params[0]]), t: typecheck.Dynamic}
	} else {
		cls = fb.globalLoad(fb.mb.classGlobal(ci), typecheck.Dynamic, ln)
	}
	isOwn := fb.b.NewICmp(enum.IPredEQ, cls.v, fb.load(fb.mb.classSlot(ci)))
	// Where it is the class statement's class, the class slot holds it:
	// the native call borrows it from there; the generic call loads the
	// name again.
	fb.release(cls)
	isClass, tagged, check := fb.block("classmethod.class"), fb.block("classmethod.tagged"), fb.block("classmethod.check")
	native, generic, done := fb.block("classmethod.native"), fb.block("classmethod.generic"), fb.block("classmethod.done")
	fb.b.NewCondBr(isOwn, isClass, generic)
	tag := rt.TypeVersionTag(isClass, cls.v)
	// A type without a valid tag has 0, as the cache before its first
	// check: only a nonzero tag is a hit.
	hit := isClass.NewAnd(isClass.NewICmp(enum.IPredEQ, tag, isClass.NewLoad(types.I32, cache)), isClass.NewICmp(enum.IPredNE, tag, constant.NewInt(types.I32, 0)))
	isClass.NewCondBr(hit, tagged, check)
	tagged.NewBr(native)
	// The check: what the class's lookup finds is m's classmethod
	// object; the tag is remembered when the type has a valid one.
	cm := check.NewLoad(runtime.Obj, fb.mb.classMethodSlot(m))
	found := rt.CallC(check, capi.TypeLookup, cls.v, check.NewLoad(runtime.Obj, rt.Name(m.Def.Name)))
	same := check.NewAnd(check.NewICmp(enum.IPredEQ, found, cm), check.NewICmp(enum.IPredNE, cm, runtime.Null))
	remember := fb.block("classmethod.remember")
	check.NewCondBr(same, remember, generic)
	tag2 := rt.TypeVersionTag(remember, cls.v)
	remember.NewStore(remember.NewSelect(rt.VersionTagValid(remember, cls.v, tag2), tag2, constant.NewInt(types.I32, 0)), cache)
	remember.NewBr(native)

	slot := fb.alloca(llvmType(t))
	fb.b = generic
	fb.genericCallInto(e, t, slot, ln)
	fb.b.NewBr(done)

	fb.b = native
	args := make([]val, len(e.Args))
	vs := []value.Value{cls.v}
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
	if typecheck.IsObject(t) {
		return fb.produce(fb.b.NewLoad(runtime.Obj, slot), t)
	}
	return val{v: fb.b.NewLoad(llvmType(t), slot), t: t}
}
