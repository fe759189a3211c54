// This file implements attribute loads and stores on objects of unknown
// type: each site has its own cache (runtime/attrcache.go) that reads or
// writes an instance's inline values by index while the receiver's type
// is unchanged, and falls back to PyObject_GetAttr/PyObject_SetAttr
// otherwise. The cache is an out-of-line helper, one call per site, but
// for a load's first entry's slot or instance value, read inline
// (runtime/attrfirst.go).

package lower

import (
	"fmt"
	"math"

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

// attrCache makes the cache of a new site of attribute name.
func (mb *moduleBuilder) attrCache(name string) *ir.Global {
	mb.attrSites++
	return mb.rt.NewAttrCache(fmt.Sprintf("sp.attrcache.%d", mb.attrSites), name)
}

// getAttr emits obj.name, a new reference (as PyObject_GetAttr).
func (fb *fnBuilder) getAttr(obj val, name string, ln int) val {
	rt := fb.rt
	if !rt.ABI.AttrCaches() {
		return fb.callC(capi.ObjectGetAttr, ln, obj.v, fb.load(rt.Name(name)))
	}
	r := fb.b.NewCall(rt.AttrGetFirstFunc(), obj.v, fb.load(rt.Name(name)), fb.mb.attrCache(name))
	fb.errorIf(fb.b.NewICmp(enum.IPredEQ, r, runtime.Null), ln)
	return fb.produce(r, typecheck.Dynamic)
}

// setAttr emits obj.name = v (v is not consumed, as PyObject_SetAttr).
func (fb *fnBuilder) setAttr(obj val, name string, v val, ln int) {
	rt := fb.rt
	if !rt.ABI.AttrCaches() {
		fb.callC(capi.ObjectSetAttr, ln, obj.v, fb.load(rt.Name(name)), v.v)
		return
	}
	rc := fb.b.NewCall(rt.AttrSetFunc(), obj.v, fb.load(rt.Name(name)), v.v, fb.mb.attrCache(name))
	fb.errorIf(fb.b.NewICmp(enum.IPredSLT, rc, constant.NewInt(types.I32, 0)), ln)
}

// methodCache makes the cache of a new site calling method name.
func (mb *moduleBuilder) methodCache(name string) *ir.Global {
	mb.attrSites++
	return mb.rt.NewLoadMethodCache(fmt.Sprintf("sp.loadmethod.%d", mb.attrSites), name)
}

// methodVectorcall lowers obj.name(args) on a receiver of unknown type as
// CPython's LOAD_METHOD and CALL do: the receiver, then the method
// (runtime's sp.method.get), then the arguments are evaluated, and a
// method found on the type is called with the receiver prepended, without
// a bound method object; anything else is called as the attribute.
func (fb *fnBuilder) methodVectorcall(e *parser.Call, a *parser.Attribute, t typecheck.Type) val {
	if typecheck.IsObject(t) && fb.untypedReceiver(a.Value) {
		if impls := fb.untypedImpls(e, a); len(impls) > 0 {
			return fb.untypedMethodCall(e, a, impls, t)
		}
	}
	if isListAppend(e, a) && fb.mayBeExactList(a.Value) {
		return fb.listAppendCall(e, a, t)
	}
	rt := fb.rt
	ln := line(e)
	obj := fb.expr(a.Value)
	unbound := fb.alloca(types.I32)
	m := fb.b.NewCall(rt.MethodGetFunc(), obj.v, fb.load(rt.Name(a.Attr)), fb.mb.methodCache(a.Attr), unbound)
	fb.errorIf(fb.b.NewICmp(enum.IPredEQ, m, runtime.Null), ln)
	meth := fb.produce(m, typecheck.Dynamic)

	n := len(e.Args) + len(e.Keywords)
	args := make([]val, 0, n)
	for _, x := range e.Args {
		args = append(args, fb.boxed(fb.expr(x), line(x)))
	}
	var names []string
	for _, k := range e.Keywords {
		args = append(args, fb.boxed(fb.expr(k.Value), line(k)))
		names = append(names, k.Arg)
	}
	var kwnames value.Value = runtime.Null
	if len(names) > 0 {
		kwnames = fb.load(rt.NameTuple(names))
	}
	vs := make([]value.Value, len(args))
	for i, x := range args {
		vs[i] = x.v
	}
	res := fb.callMethod(ln, meth.v, unbound, obj.v, vs, len(e.Args), kwnames).as(t)
	for i := len(args) - 1; i >= 0; i-- {
		fb.release(args[i])
	}
	fb.release(meth)
	fb.release(obj)
	return res
}

// callMethod calls meth, what sp.method.get found on obj (*unbound says
// how), with args (the last len(args) - npos of them named by kwnames):
// an unbound method gets the receiver first; a bound one is called from
// the second slot, saying the first may be overwritten
// (PY_VECTORCALL_ARGUMENTS_OFFSET), as CPython's own CALL does. The
// arguments are evaluated already: the vector is a scratch slot.
func (fb *fnBuilder) callMethod(ln int, meth value.Value, unbound *ir.InstAlloca, obj value.Value, args []value.Value, npos int, kwnames value.Value) val {
	vec := types.NewArray(uint64(len(args)+1), runtime.Obj)
	argv := fb.scratch(vec)
	at := func(i int) value.Value { return fb.b.NewGetElementPtr(vec, argv, i64(0), i64(int64(i))) }
	fb.b.NewStore(obj, at(0))
	for i, a := range args {
		fb.b.NewStore(a, at(i+1))
	}
	isUnbound := fb.b.NewICmp(enum.IPredNE, fb.b.NewLoad(types.I32, unbound), constant.NewInt(types.I32, 0))
	first := fb.b.NewSelect(isUnbound, at(0), at(1))
	nargs := fb.b.NewSelect(isUnbound, i64(int64(npos+1)), i64(int64(npos)|math.MinInt64))
	return fb.vectorcallObject(ln, meth, first, nargs, kwnames)
}

// isListAppend reports whether e is obj.append(x): one positional
// argument, no keywords.
func isListAppend(e *parser.Call, a *parser.Attribute) bool {
	return a.Attr == "append" && len(e.Args) == 1 && len(e.Keywords) == 0 && !typecheck.HasStarArgs(e)
}

// mayBeExactList reports whether e's static type allows an exact list:
// untyped, object, or list.
func (fb *fnBuilder) mayBeExactList(e parser.Expr) bool {
	t := fb.typeOf(e)
	return t == typecheck.Dynamic || t == typecheck.ObjectT || t == typecheck.ListObj
}

// listAppendCall lowers obj.append(x) (isListAppend) as methodVectorcall
// does, except that on an exact list it is PyList_Append, as CPython
// 3.11's PRECALL_NO_KW_LIST_APPEND makes it: the lookup would find list's
// own method (a list has no instance dict, list's type is immutable), so
// it is skipped, and the call costs neither sp.method.get nor the
// method's vectorcall. Anything else looks the method up before the
// argument is evaluated and calls it, as LOAD_METHOD and CALL do.
func (fb *fnBuilder) listAppendCall(e *parser.Call, a *parser.Attribute, t typecheck.Type) val {
	rt := fb.rt
	ln := line(e)
	obj := fb.expr(a.Value)
	isList := fb.b.NewICmp(enum.IPredEQ, rt.TypeOf(fb.b, obj.v), rt.CData("PyList_Type"))
	lookup, looked := fb.block("append.lookup"), fb.block("append.looked")
	fromList := fb.b
	fb.b.NewCondBr(isList, looked, lookup)
	fb.b = lookup
	unbound := fb.alloca(types.I32)
	m := fb.b.NewCall(rt.MethodGetFunc(), obj.v, fb.load(rt.Name(a.Attr)), fb.mb.methodCache(a.Attr), unbound)
	fb.errorIf(fb.b.NewICmp(enum.IPredEQ, m, runtime.Null), ln)
	fb.b.NewBr(looked)
	fromLookup := fb.b
	fb.b = looked
	meth := looked.NewPhi(ir.NewIncoming(runtime.Null, fromList), ir.NewIncoming(m, fromLookup))
	fb.produceNullable(meth)
	arg := fb.boxed(fb.expr(e.Args[0]), line(e.Args[0]))

	slot := fb.alloca(runtime.Obj)
	appendB, call, done := fb.block("append.list"), fb.block("append.call"), fb.block("append.done")
	fb.b.NewCondBr(isList, appendB, call)
	fb.b = appendB
	fb.callC(capi.ListAppend, ln, obj.v, arg.v)
	none := rt.None()
	rt.Incref(fb.b, none)
	fb.b.NewStore(none, slot)
	fb.b.NewBr(done)

	fb.b = call
	res := fb.callMethod(ln, meth, unbound, obj.v, []value.Value{arg.v}, 1, runtime.Null)
	fb.b.NewStore(res.v, slot)
	fb.consume(res)
	fb.b.NewBr(done)

	fb.b = done
	fb.consume(val{v: meth, owned: true})
	rt.XDecref(fb.b, meth)
	fb.release(arg)
	fb.release(obj)
	return fb.produce(fb.b.NewLoad(runtime.Obj, slot), t)
}

// isModuleClass reports whether e names a class the module's class
// statement binds (a global, which its code may still rebind: the
// cache checks what it holds).
func (fb *fnBuilder) isModuleClass(e parser.Expr) bool {
	n, ok := e.(*parser.Name)
	if !ok {
		return false
	}
	g, ok := fb.mb.info.RefOf(n).(*typecheck.Global)
	return ok && g.Class != nil
}

// classAttrLoad emits cls.name for a module class, through the site's
// cache of the value (runtime/classattr.go): an enum member or a class
// constant costs two compares of version tags.
func (fb *fnBuilder) classAttrLoad(cls val, name string, ln int) val {
	rt := fb.rt
	fb.mb.classAttrCaches++
	cache := rt.NewClassAttrCache(fmt.Sprintf("sp.classattr.%d", fb.mb.classAttrCaches))
	r := fb.b.NewCall(rt.ClassAttrFunc(), cls.v, fb.load(rt.Name(name)), fb.load(rt.Name("__getattribute__")), cache)
	fb.errorIf(fb.b.NewICmp(enum.IPredEQ, r, runtime.Null), ln)
	return fb.produce(r, typecheck.Dynamic)
}
