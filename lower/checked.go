// This file implements CheckedDict and CheckedList in compiled code: the
// containers are the interpreted runtime's own classes; compiled code,
// whose element types are proven (or checked on the way in), reads and
// writes them through the dict and list C API directly.

package lower

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/primitives"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/runtime/capi"
	"github.com/staticpyc/staticpyc/typecheck"
)

// pyTypeExpr is the Python expression, inside the container bootstrap,
// of the class a checker type stands for.
func pyTypeExpr(t typecheck.Type) string {
	switch t := t.(type) {
	case *typecheck.Object:
		switch t {
		case typecheck.Dynamic, typecheck.ObjectT:
			return "object"
		case typecheck.NoneObj:
			return "type(None)"
		}
		return t.Name
	case *typecheck.OptionalType:
		// `str | None`, as the interpreted module spells it (the
		// runtime names that class CheckedDict[K, Optional[str]]).
		if inner, ok := t.Inner.(*typecheck.Object); ok && inner != typecheck.Dynamic && inner != typecheck.ObjectT && inner != typecheck.NoneObj {
			return "(" + inner.Name + " | None)"
		}
	case *typecheck.ArrayType:
		return "_containers.Array[_prims." + t.Elem.Name + "]"
	case *typecheck.CheckedType:
		var ps []string
		for _, p := range t.Params {
			ps = append(ps, pyTypeExpr(p))
		}
		return "_containers." + t.Name + "[" + strings.Join(ps, ", ") + "]"
	}
	return "object"
}

// containerClass is the slot holding a checked container's class, for a
// container of builtin types only (the bootstrap makes it when the module
// is imported).
func (mb *moduleBuilder) containerClass(ct *typecheck.CheckedType) *ir.Global {
	return mb.rt.ContainerClass(pyTypeExpr(ct))
}

// namesModuleClass reports whether t is, or has a parameter that is, a
// module class: its checked container cannot be made by the bootstrap,
// before the class statement has run.
func namesModuleClass(t typecheck.Type) bool {
	switch t := t.(type) {
	case *typecheck.ClassType:
		return true
	case *typecheck.CheckedType:
		for _, p := range t.Params {
			if namesModuleClass(p) {
				return true
			}
		}
	}
	return false
}

// loadContainerClass returns, at b, the class of ct (borrowed), or NULL
// with an exception set when it cannot be made yet.
func (mb *moduleBuilder) loadContainerClass(b *ir.Block, ct *typecheck.CheckedType) value.Value {
	if !namesModuleClass(ct) {
		return b.NewLoad(runtime.Obj, mb.containerClass(ct))
	}
	return b.NewCall(mb.containerGetter(ct))
}

// containerGetter defines `PyObject *@sp.container.N()`, which returns
// (borrowed) the class of a checked container whose parameters name
// module classes: made on first use as the interpreted module makes it,
// CheckedList[C] with C looked up by name in the module's globals
// (NameError while the class statement has not run), then kept.
func (mb *moduleBuilder) containerGetter(ct *typecheck.CheckedType) *ir.Func {
	key := ct.String()
	if f := mb.containerGetters[key]; f != nil {
		return f
	}
	rt := mb.rt
	n := len(mb.containerGetters)
	slot := mb.slot(fmt.Sprintf("sp.container.%d.class", n))
	f := mb.m.NewFunc(fmt.Sprintf("sp.container.%d", n), runtime.Obj)
	f.Linkage = enum.LinkageInternal
	mb.containerGetters[key] = f
	entry, build, fail := f.NewBlock("entry"), f.NewBlock("make"), f.NewBlock("fail")
	cached := entry.NewLoad(runtime.Obj, slot)
	done := f.NewBlock("cached")
	entry.NewCondBr(entry.NewICmp(enum.IPredNE, cached, runtime.Null), done, build)
	done.NewRet(cached)
	fail.NewRet(runtime.Null)
	b := build
	// The parameters, each a new reference; on a failure the ones made
	// so far are released.
	var params []value.Value
	failAfter := func(b *ir.Block, v value.Value) *ir.Block {
		next := f.NewBlock(fmt.Sprintf("made.%d", len(f.Blocks)))
		bad := f.NewBlock(fmt.Sprintf("failed.%d", len(f.Blocks)))
		b.NewCondBr(b.NewICmp(enum.IPredEQ, v, runtime.Null), bad, next)
		for _, p := range params {
			rt.Decref(bad, p)
		}
		bad.NewBr(fail)
		return next
	}
	for _, p := range ct.Params {
		var v value.Value
		switch p := p.(type) {
		case *typecheck.ClassType:
			v = b.NewCall(mb.loadGlobalFunc(), b.NewLoad(runtime.Obj, rt.Name(mb.classGlobal(p.Info))))
			b = failAfter(b, v)
		case *typecheck.CheckedType:
			v = mb.loadContainerClass(b, p)
			b = failAfter(b, v)
			rt.Incref(b, v)
		default:
			v = b.NewLoad(runtime.Obj, rt.ContainerClass(pyTypeExpr(p)))
			rt.Incref(b, v)
		}
		params = append(params, v)
	}
	args := []value.Value{i64(int64(len(params)))}
	args = append(args, params...)
	tuple := rt.CallC(b, capi.TuplePack, args...)
	for _, p := range params {
		rt.Decref(b, p)
	}
	params = nil
	b = failAfter(b, tuple)
	base := b.NewLoad(runtime.Obj, rt.ContainerClass("_containers."+ct.Name))
	cls := rt.CallC(b, capi.ObjectGetItem, base, tuple)
	rt.Decref(b, tuple)
	b = failAfter(b, cls)
	b.NewStore(cls, slot)
	b.NewRet(cls)
	return f
}

// isContainer tests isinstance(o, <the class of ct>); cls is the class,
// from loadContainerClass.
func (mb *moduleBuilder) isContainer(b *ir.Block, o, cls value.Value) value.Value {
	sub := mb.rt.CallC(b, capi.TypeIsSubtype, mb.rt.TypeOf(b, o), cls)
	return b.NewICmp(enum.IPredNE, sub, i32(0))
}

// containerClassOf is the class of ct (borrowed) where fb is, raising
// at line ln when it cannot be made.
func (fb *fnBuilder) containerClassOf(ct *typecheck.CheckedType, ln int) value.Value {
	if !namesModuleClass(ct) {
		return fb.load(fb.mb.containerClass(ct))
	}
	cls := fb.b.NewCall(fb.mb.containerGetter(ct))
	fb.errorIf(fb.b.NewICmp(enum.IPredEQ, cls, runtime.Null), ln)
	return cls
}

// checkedLoad lowers d[k] and l[i].
func (fb *fnBuilder) checkedLoad(e *parser.Subscript, ct *typecheck.CheckedType) val {
	obj := fb.expr(e.Value)
	if ct.IsDict() {
		// Any key may be looked up, as in the dict: one of another type
		// is missing (KeyError), not a TypeError.
		key := fb.expr(e.Slice)
		if _, isPrim := typecheck.IsPrim(key.t); isPrim {
			key = fb.coerce(key, ct.Key(), line(e))
		}
		missing, found := fb.block("missing"), fb.block("found")
		item := fb.callCOrAbsent(capi.DictGetItemWithError, missing, found, line(e), obj.v, key.v)
		// KeyError(key), as dict's own subscript raises it (if the
		// tuple cannot be made, a bare KeyError).
		args := fb.callCHandled(capi.TuplePack, i64(1), key.v)
		fb.callCInfallible(capi.ErrSetObject, fb.rt.Exc(fb.b, "PyExc_KeyError"), args)
		fb.rt.XDecref(fb.b, args)
		fb.raiseHere(line(e))
		fb.b.NewBr(found)
		fb.b = found
		fb.rt.Incref(fb.b, item)
		fb.release(key)
		fb.release(obj)
		return fb.produce(item, ct.Elem())
	}
	slot := fb.listItem(obj.v, e.Slice, line(e))
	item := fb.b.NewLoad(runtime.Obj, slot)
	fb.rt.Incref(fb.b, item)
	fb.release(obj)
	return fb.produce(item, ct.Elem())
}

// listItem returns &l->ob_item[i] after the bounds check (negative
// indexes count from the end).
func (fb *fnBuilder) listItem(l value.Value, index parser.Expr, ln int) value.Value {
	i := fb.exprAs(index, typecheck.PrimOf(primitives.Int64)).v
	size := fb.rt.ListSize(fb.b, l)
	adj := fb.b.NewSelect(fb.b.NewICmp(enum.IPredSLT, i, i64(0)), fb.b.NewAdd(i, size), i)
	fb.raiseIf(fb.b.NewICmp(enum.IPredUGE, adj, size), "PyExc_IndexError", "list index out of range", ln)
	return fb.rt.ListItemPtr(fb.b, l, adj)
}

// checkedStore lowers d[k] = v and l[i] = v; v is consumed.
//
// Python evaluates v, then the container, then the key, and only then
// does __setitem__ check: the key first, then the value (the interpreted
// CheckedDict's order). A checked list checks the value before its index.
func (fb *fnBuilder) checkedStore(t *parser.Subscript, ct *typecheck.CheckedType, v val) {
	obj := fb.expr(t.Value)
	if ct.IsDict() {
		key := fb.checkedItem(fb.expr(t.Slice), ct.Key(), ct, "key", line(t))
		v = fb.checkedItem(v, ct.Elem(), ct, "value", line(t))
		fb.callC(capi.DictSetItem, line(t), obj.v, key.v, v.v)
		fb.release(key)
		fb.release(obj)
		fb.release(v)
		return
	}
	v = fb.own(fb.checkedItem(v, ct.Elem(), ct, "value", line(t)))
	slot := fb.listItem(obj.v, t.Slice, line(t))
	old := fb.b.NewLoad(runtime.Obj, slot)
	fb.b.NewStore(v.v, slot)
	fb.consume(v)
	fb.rt.Decref(fb.b, old)
	fb.release(obj)
}

// checkedItem converts v, a key or value (what) stored into the checked
// container ct, to its declared type: a dynamic value that is not one
// raises the container's own error, as its __setitem__ does from Python
// ("bad value 'str' for CheckedDict[int, int]", CinderX's wording).
func (fb *fnBuilder) checkedItem(v val, to typecheck.Type, ct *typecheck.CheckedType, what string, ln int) val {
	format := "bad " + what + " '%.200s' for " + escapePercent(ct.String())
	if opt, ok := to.(*typecheck.OptionalType); ok {
		// Optional[str]: None, or what the inner type takes.
		if inner, ok := opt.Inner.(*typecheck.Object); ok && v.t != typecheck.NoneObj && !isPrimType(v.t) {
			isNone := fb.b.NewICmp(enum.IPredEQ, v.v, fb.rt.None())
			check, done := fb.block("optcheck"), fb.block("optdone")
			fb.b.NewCondBr(isNone, done, check)
			fb.b = check
			fb.castObjectWith(v, inner, format, ln)
			fb.b.NewBr(done)
			fb.b = done
			return val{v: v.v, t: to, owned: v.owned}
		}
	}
	o, isObject := to.(*typecheck.Object)
	if _, fromPrim := typecheck.IsPrim(v.t); fromPrim || !isObject {
		return fb.coerce(v, to, ln)
	}
	return fb.castObjectWith(v, o, format, ln)
}

// checkedFromList turns the list (dict) a display or comprehension built
// into the CheckedList (CheckedDict) its annotation declares
// (`x: CheckedList[T] = [...]`): CheckedList[T](lst), which checks every
// element on the way in, as the interpreted runtime's rewrite of the same
// statement does.
func (fb *fnBuilder) checkedFromList(lst val, ct *typecheck.CheckedType, ln int) val {
	cls := fb.containerClassOf(ct, ln)
	argv := fb.alloca(types.NewArray(1, runtime.Obj))
	first := fb.b.NewGetElementPtr(types.NewArray(1, runtime.Obj), argv, i64(0), i64(0))
	fb.b.NewStore(lst.v, first)
	r := fb.callC(capi.ObjectVectorcall, ln, cls, first, i64(1), runtime.Null).as(ct)
	fb.release(lst)
	return r
}

// emptyDisplay reports whether elts is an empty display, whose
// CheckedList needs no element check.
func emptyDisplay(ct *typecheck.CheckedType, elts []parser.Expr) bool {
	return !ct.IsDict() && len(elts) == 0
}

// elementClass is the module class CheckedList ct holds when a value of
// static type vt is an instance of it or of a subclass by its type, nil
// otherwise. (Instances of module classes are not checked on entry to a
// function, so the static type says what to test, not what holds.)
func elementClass(ct *typecheck.CheckedType, vt typecheck.Type) *typecheck.ClassInfo {
	if ct.IsDict() || len(ct.Params) != 1 {
		return nil
	}
	ec, ok := typecheck.IsClass(ct.Params[0])
	if !ok {
		return nil
	}
	vc, ok := vt.(*typecheck.ClassType)
	if !ok || (vc.Info != ec.Info && !derives(vc.Info, ec.Info)) {
		return nil
	}
	return ec.Info
}

// emptyCheckedList makes an empty CheckedList ct without a Python-level
// call: what CheckedList[T]() makes (its __new__ is list's, its
// __init__ extends by nothing), allocated as the class.
func (fb *fnBuilder) emptyCheckedList(ct *typecheck.CheckedType, ln int) val {
	cls := fb.containerClassOf(ct, ln)
	return fb.callC(capi.TypeGenericAlloc, ln, cls, i64(0)).as(ct)
}

// checkedAppend lowers l.append(v) on a CheckedList of a module class
// with v typed as it (elementClass): PyList_Append when l is exactly the
// container's class (a subclass may override append) and v's type is the
// element class or a subclass (the check append would make), else the
// method call. Nil when the call is not one.
func (fb *fnBuilder) checkedAppend(e *parser.Call) *val {
	attr, ok := e.Func.(*parser.Attribute)
	if !ok || attr.Attr != "append" || len(e.Args) != 1 || len(e.Keywords) > 0 || typecheck.HasStarArgs(e) {
		return nil
	}
	ct, ok := typecheck.IsChecked(fb.mb.info.TypeOf(attr.Value))
	if !ok {
		return nil
	}
	elem := elementClass(ct, fb.mb.info.TypeOf(e.Args[0]))
	if elem == nil {
		return nil
	}
	ln := line(e)
	rt := fb.rt
	obj := fb.expr(attr.Value)
	v := fb.expr(e.Args[0])
	cls := fb.containerClassOf(ct, ln)
	fast, slow, done := fb.block("append.fast"), fb.block("append.call"), fb.block("append.done")
	exact, sub := fb.block("append.exact"), fb.block("append.subtype")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, rt.TypeOf(fb.b, obj.v), cls), exact, slow)
	fb.b = exact
	want := fb.load(fb.mb.classSlot(elem))
	vt := rt.TypeOf(fb.b, v.v)
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, vt, want), fast, sub)
	fb.b = sub
	known := fb.block("append.known")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, want, runtime.Null), slow, known)
	fb.b = known
	is := fb.callCInfallible(capi.TypeIsSubtype, vt, want)
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredNE, is, i32(0)), fast, slow)
	fb.b = fast
	fb.callC(capi.ListAppend, ln, obj.v, v.v)
	fb.b.NewBr(done)
	fb.b = slow
	m := fb.callC(capi.ObjectGetAttr, ln, obj.v, fb.load(rt.Name("append")))
	r := fb.callObject(m, []val{v}, ln)
	fb.release(r)
	fb.release(m)
	fb.b.NewBr(done)
	fb.b = done
	fb.release(v)
	fb.release(obj)
	none := val{v: rt.None(), t: typecheck.NoneObj}
	return &none
}

// isPrimType reports whether t is a primitive.
func isPrimType(t typecheck.Type) bool {
	_, ok := typecheck.IsPrim(t)
	return ok
}
