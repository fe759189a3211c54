// This file implements class statements: the class is built at import
// like CPython's __build_class__ does (the metaclass's __prepare__, the
// body run into the namespace, the metaclass called), with the methods
// compiled functions wrapped as instance methods.

package lower

import (
	"fmt"
	"sort"
	"strings"

	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/primitives"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/runtime/capi"
	"github.com/staticpyc/staticpyc/typecheck"
)

// classDef lowers a class statement of the module body, or one inside
// a function (typecheck/nestedclass.go): the same steps, except that
// the latter is a dynamic class, built each time the statement runs,
// whose methods are nested functions of the enclosing one.
func (fb *fnBuilder) classDef(s *parser.ClassDef) {
	rt := fb.rt
	ci := fb.mb.info.ClassOf[s]
	nested := fb.mb.info.NestedClasses[s]
	if nested != nil {
		ci = nested.Info
	}
	ln := line(s)
	var decorators []val
	for _, d := range s.Decorators {
		if fb.mb.info.TypeOf(d) == typecheck.Dynamic && (isStaticMarker(ci, d) || fb.isCompileTimeName(d)) {
			continue
		}
		if fb.isStaticDecoratorName(d, "allow_weakrefs") {
			// A marker (the class keeps its dict, so instances take
			// weak references), not bound at run time; whatever type
			// the checker gave the name.
			continue
		}
		decorators = append(decorators, fb.expr(d))
	}
	bases := fb.sequence(capi.TupleNew, capi.TupleSetItem, s.Bases, typecheck.TupleObj, ln)
	var origBases val
	if len(s.Bases) > 0 {
		origBases = bases
		// Passed borrowed: origBases stays ours until __orig_bases__.
		bases = fb.callOne(val{v: fb.load(rt.ContainerClass("_classes.resolve_bases")), t: typecheck.Dynamic}, val{v: origBases.v, t: typecheck.TupleObj}, ln)
	}
	// The class keywords, evaluated after the bases: metaclass=M names
	// the metaclass, the others go to its __prepare__ and to the call
	// that makes the class (and on to __init_subclass__).
	var metaKw val
	var kwVals []val
	var kwNames []string
	for _, k := range s.Keywords {
		v := fb.boxed(fb.expr(k.Value), line(k))
		if k.Arg == "metaclass" {
			metaKw = v
			continue
		}
		kwVals, kwNames = append(kwVals, v), append(kwNames, k.Arg)
	}
	// The metaclass: the one given, else type, or the type of the first
	// base (type() itself then picks the most derived one among the
	// bases).
	var meta value.Value = fb.rt.Object("PyType_Type")
	switch {
	case metaKw.v != nil:
		meta = metaKw.v
	case len(s.Bases) > 0:
		first := rt.TupleItem(fb.b, bases.v, 0)
		meta = rt.TypeOf(fb.b, first)
	}
	name := fb.load(rt.Str(s.Name))
	ns := fb.prepareNamespace(meta, name, bases.v, kwVals, kwNames, ln)
	if nested != nil {
		// The module's __name__ where the statement runs ("__main__"
		// under `staticpyc run`), as CPython's class body reads it.
		mod := fb.moduleNameNow(ln)
		fb.nsSet(ns.v, "__module__", mod.v, ln)
		fb.release(mod)
		fb.nsSet(ns.v, "__qualname__", fb.load(rt.Str(nested.QualName)), ln)
	} else {
		// The module's __name__ too: its dotted name in a package
		// ("pkg.mod", where cfg.ModuleName is "mod"), "__main__" under
		// `staticpyc run`; pickle finds the class by it.
		mod := fb.moduleNameNow(ln)
		fb.nsSet(ns.v, "__module__", mod.v, ln)
		fb.release(mod)
		fb.nsSet(ns.v, "__qualname__", name, ln)
	}
	if origBases.v != nil {
		// Bases resolved through __mro_entries__ leave the ones written
		// in __orig_bases__.
		changed := fb.block("orig_bases")
		same := fb.block("bases")
		fb.b.NewCondBr(fb.b.NewICmp(enum.IPredNE, bases.v, origBases.v), changed, same)
		fb.b = changed
		fb.nsSet(ns.v, "__orig_bases__", origBases.v, ln)
		fb.b.NewBr(same)
		fb.b = same
		fb.release(origBases)
	}
	var classCell value.Value
	if nested != nil && nested.ClassCell != nil {
		// A fresh __class__ cell for the methods made this time (the
		// function's variable holds it, as it holds any cell).
		cell := fb.callC(capi.CellNew, ln, runtime.Null)
		slot, ok := fb.ownCells[nested.ClassCell]
		if !ok {
			// A class in a module class's body: the module body holds
			// the cell while it makes the class.
			slot = fb.objectSlot()
			fb.ownCells[nested.ClassCell] = slot
		}
		old := fb.b.NewLoad(runtime.Obj, slot)
		fb.consume(cell)
		fb.b.NewStore(cell.v, slot)
		fb.rt.XDecref(fb.b, old)
		classCell = cell.v
	}
	saved, savedInfo := fb.classNS, fb.classInfo
	fb.classNS, fb.classInfo = ns.v, ci
	// __annotations__, which dataclasses, NamedTuple and typing read,
	// made before __doc__ is set as CPython's class body does
	// (SETUP_ANNOTATIONS first), so the namespace's order is the same.
	var annotations value.Value
	for _, st := range s.Body {
		if a, ok := st.(*parser.AnnAssign); ok && a.Simple {
			d := fb.callC(capi.DictNew, ln).as(typecheck.DictObj)
			fb.nsSet(ns.v, "__annotations__", d.v, ln)
			fb.release(d) // the namespace holds it
			annotations = d.v
			break
		}
	}
	if len(s.Body) > 0 {
		if e, ok := s.Body[0].(*parser.ExprStmt); ok {
			if k, ok := e.Value.(*parser.Constant); ok && k.Kind == parser.ConstStr {
				fb.nsSet(ns.v, "__doc__", fb.load(rt.Str(fb.mb.docValue(k.Str))), ln)
			}
		}
	}
	// The class's temporaries (decorators, bases, keywords, namespace)
	// stay live across the body, where a try may catch what a statement
	// raises: they are set aside while the body is lowered, and an
	// exception leaving the body releases them on its way out.
	held := fb.live
	fb.live = nil
	bodyRaised := fb.block("classbody.raised")
	fb.pushErrTarget(bodyRaised)
	for _, st := range s.Body {
		fb.stmtLine = line(st)
		if fb.mb.info.InterpretedStmts[st] {
			fb.interpretStmt(st, ns.v)
			continue
		}
		switch st := st.(type) {
		case *parser.FunctionDef:
			if nested != nil {
				fb.nestedMethod(ci.Methods[st], st, ns.v)
				continue
			}
			if ci.Methods[st].Interpreted {
				fb.interpretedMethod(ci, st, ns.v)
				continue
			}
			fb.method(ci.Methods[st], st, ns.v)
		case *parser.Assign:
			if !allNames(st.Targets) {
				// `a, b = ...`, `table[k] = v`: stored as anywhere
				// else, names into the namespace (store).
				fb.assign(st)
				continue
			}
			v := fb.expr(st.Value)
			for _, t := range st.Targets {
				fb.nsSet(ns.v, t.(*parser.Name).Id, v.v, line(st))
			}
			fb.release(v)
		case *parser.AnnAssign:
			if st.Value != nil {
				v := fb.boxed(fb.expr(st.Value), line(st))
				fb.nsSet(ns.v, st.Target.(*parser.Name).Id, v.v, line(st))
				fb.release(v)
			}
			if st.Simple {
				a := fb.annotationValue(st.Annotation, ns.v, line(st))
				fb.callC(capi.DictSetItem, line(st), annotations, fb.load(rt.Str(st.Target.(*parser.Name).Id)), a.v)
				fb.release(a)
			}
		default:
			// A loop, an `if`, a `try`, `del`, a call: lowered as at
			// module level, the names the body binds read and written
			// in the namespace (classAttr, store, storeName).
			fb.stmt(st)
		}
	}
	if classCell != nil {
		// type() fills the cell with the class: __classcell__, the
		// namespace's last entry, as CPython's class body stores it.
		fb.nsSet(ns.v, "__classcell__", classCell, ln)
	}
	fb.classNS, fb.classInfo = saved, savedInfo
	fb.popErrTarget()
	fb.live = append(append([]value.Value(nil), held...), fb.live...)
	{
		b := fb.b
		fb.b = bodyRaised
		fb.releaseLive(bodyRaised)
		bodyRaised.NewBr(fb.errTarget())
		fb.b = b
	}
	if len(ci.FinalMethods) > 0 && !ci.Attrs["__init_subclass__"] {
		// __final_method_names__, and the hook that refuses a Python
		// subclass defining one of them (CinderX's TypeError), as the
		// interpreted runtime writes them (_strict.final_hook).
		names := fb.strTuple(ci.FinalMethods, ln)
		fb.nsSet(ns.v, "__final_method_names__", names.v, ln)
		fb.release(names)
		hook := fb.callC(capi.ObjectCallNoArgs, ln, fb.load(rt.ContainerClass("_strict.final_hook")))
		fb.nsSet(ns.v, "__init_subclass__", hook.v, ln)
		fb.release(hook)
	}
	if ci.Slotted {
		// Slots for the fields and no instance dict (typecheck/slots.go),
		// as the interpreted runtime writes __slots__.
		slots := fb.strTuple(ci.Slots, ln)
		fb.nsSet(ns.v, "__slots__", slots.v, ln)
		fb.release(slots)
	}
	cls := fb.callWithNames(meta, []value.Value{name, bases.v, ns.v}, kwVals, kwNames, ln)
	fb.release(ns)
	fb.release(bases)
	for i := len(kwVals) - 1; i >= 0; i-- {
		fb.release(kwVals[i])
	}
	if metaKw.v != nil {
		fb.release(metaKw)
	}
	// Primitive fields convert what is stored into them: a native
	// descriptor that behaves as the interpreted runtime's PrimField
	// (runtime/primfield.go), installed as its typed_fields does.
	if ci.Slotted {
		// Each own slot where it was compiled to be; a primitive one
		// holds a raw number, which the GC must not follow.
		for _, n := range ci.Slots {
			mtype := int64(runtime.MemberObjectEx)
			if _, isPrim := typecheck.IsPrim(ci.Fields[n]); isPrim {
				mtype = runtime.MemberLongLong
			}
			st := fb.b.NewCall(rt.BindSlotFunc(), cls.v, fb.load(rt.Name(n)), i64(slotOffset(rt, ci, n)), i32(mtype))
			fb.errorIf(fb.b.NewICmp(enum.IPredNE, st, i32(0)), ln)
		}
		if len(ci.Slots) > 0 {
			fb.sealLayout(ci, cls.v, ln)
		}
		fb.installTypedFields(ci, cls.v, ln)
		if holdsNumbersOnly(ci) {
			fb.b.NewCall(rt.InstallPlainDeallocFunc(), cls.v, constant.NewBool(fb.runsNoPythonWhenBuilt(ci)))
		}
	}
	if len(ci.CachedProperties) > 0 {
		// After the slots are bound: a cached property takes the place
		// of its slot's descriptor in the class.
		install := fb.load(rt.ContainerClass("_classes.install_cached_properties"))
		rt.Incref(fb.b, install)
		rt.Incref(fb.b, cls.v)
		r := fb.callOne(fb.produce(install, typecheck.Dynamic), fb.produce(cls.v, typecheck.Dynamic), ln)
		fb.release(r)
	}
	for _, f := range primFields(ci) {
		p := primitives.Lookup(f[1])
		d := fb.callC(capi.TypeGenericAlloc, ln, fb.load(rt.PrimFieldType()), i64(0))
		name := fb.load(rt.Name(f[0]))
		at, _ := slotOffsetOf(rt, ci, f[0]) // 0: not a slot, in the dict
		rt.InitPrimField(fb.b, d.v, name, fb.load(rt.ContainerClass("_prims."+p.Name)), p, at, cls.v)
		if at == 0 && typecheck.BindsSlots(ci) {
			// The user's own __slots__ holds the field.
			fb.b.NewCall(rt.AdoptSlotFunc(), d.v, cls.v)
		}
		fb.callC(capi.ObjectSetAttr, ln, cls.v, name, d.v)
		fb.release(d)
	}
	if nested == nil {
		// The class as its fields' descriptors are installed, before any
		// decorator: instances of exactly it take the fast field path
		// and call its methods directly (field.go, dispatch.go).
		slot := fb.mb.classSlot(ci)
		rt.XDecref(fb.b, fb.load(slot))
		rt.Incref(fb.b, cls.v)
		fb.b.NewStore(cls.v, slot)
	}
	if ci.Mutable {
		// @mutable: the strict freeze leaves the class alone.
		fb.callC(capi.ObjectSetAttr, ln, cls.v, fb.load(rt.Name("__staticpyc_mutable__")), rt.True())
	}
	for i := len(decorators) - 1; i >= 0; i-- {
		cls = fb.callOne(decorators[i], cls, ln)
	}
	if nested != nil {
		fb.storeRef(nested.Target, &parser.Name{Span: s.Span, Id: s.Name, Ctx: parser.Store}, cls, ln)
		return
	}
	fb.storeGlobal(s.Name, cls, ln)
}

// sealLayout makes sure no instance changes its class, by `__class__`
// assignment, from or to a class that does not derive from cls (class
// ci, which adds slots): compiled code trusts what the slots hold
// (runtime/slots.go SealLayoutFunc). Its __slots__ then names one slot
// more, the seal, as the interpreted runtime's class has it
// (_classes.seal_layout), so that pickling counts as many slots there
// as here.
func (fb *fnBuilder) sealLayout(ci *typecheck.ClassInfo, cls value.Value, ln int) {
	rt := fb.rt
	st := fb.b.NewCall(rt.SealLayoutFunc(), cls)
	fb.errorIf(fb.b.NewICmp(enum.IPredNE, st, i32(0)), ln)
	names := append(append([]string{}, ci.Slots...), layoutSeal)
	slots := fb.callC(capi.TupleNew, ln, i64(int64(len(names))))
	for i, n := range names {
		k := fb.load(rt.Str(n))
		rt.Incref(fb.b, k)
		fb.callC(capi.TupleSetItem, ln, slots.v, i64(int64(i)), k)
	}
	fb.callC(capi.ObjectSetAttr, ln, cls, fb.load(rt.Name("__slots__")), slots.v)
	fb.release(slots)
}

// layoutSeal is the name __slots__ lists after a static class's fields
// (the interpreted runtime's LAYOUT_SEAL): private, as no field's name is.
const layoutSeal = "__static_layout"

// annotationValue is what CPython stores in __annotations__ for a class
// body annotation: its source text under `from __future__ import
// annotations`, else its value, evaluated by CPython in the module's
// globals and the class namespace (annotations name typing constructs
// the compiler need not know how to build).
func (fb *fnBuilder) annotationValue(e parser.Expr, ns value.Value, ln int) val {
	rt := fb.rt
	text := fb.mb.sourceText(e)
	if fb.mb.futureAnnotations() {
		return val{v: fb.load(rt.Str(text)), t: typecheck.StrObj}
	}
	code := fb.callC(capi.CompileString, ln, rt.CString("("+text+")"), rt.CString(fb.mb.sourcePath()), i32(runtime.EvalInput))
	r := fb.callC(capi.EvalEvalCode, ln, code.v, fb.load(fb.mb.modDict), ns)
	fb.release(code)
	return r
}

// sourceText is the source of node n, as written.
func (mb *moduleBuilder) sourceText(n parser.Node) string {
	sp := n.Loc()
	lines := strings.SplitAfter(string(mb.src.Source), "\n")
	if sp.Line < 1 || sp.EndLine > len(lines) || sp.Line > sp.EndLine {
		return ""
	}
	if sp.Line == sp.EndLine {
		return lines[sp.Line-1][sp.Col-1 : sp.EndCol-1]
	}
	var b strings.Builder
	b.WriteString(lines[sp.Line-1][sp.Col-1:])
	for l := sp.Line; l < sp.EndLine-1; l++ {
		b.WriteString(lines[l])
	}
	b.WriteString(lines[sp.EndLine-1][:sp.EndCol-1])
	return b.String()
}

// moduleAnnotation records a module-level annotation in the module's
// __annotations__, made by the first one (CPython makes it as the module
// starts when any statement annotates).
func (fb *fnBuilder) moduleAnnotation(name string, ann parser.Expr, ln int) {
	rt := fb.rt
	dict := fb.load(fb.mb.modDict)
	key := rt.CString("__annotations__")
	existing := fb.callCInfallible(capi.DictGetItemString, dict, key)
	create := fb.block("annotations.new")
	have := fb.block("annotations")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, existing, runtime.Null), create, have)
	fb.b = create
	d := fb.callC(capi.DictNew, ln).as(typecheck.DictObj)
	fb.callC(capi.DictSetItemString, ln, dict, key, d.v)
	fb.release(d)
	fb.b.NewBr(have)
	fb.b = have
	a := fb.annotationValue(ann, dict, ln)
	anns := fb.callCInfallible(capi.DictGetItemString, dict, key)
	fb.callC(capi.DictSetItem, ln, anns, fb.load(rt.Str(name)), a.v)
	fb.release(a)
}

// hasEvaluatedAnnotations reports whether the module or a module class
// annotates a name, which the module then evaluates.
func (mb *moduleBuilder) hasEvaluatedAnnotations() bool {
	if mb.futureAnnotations() {
		return false
	}
	for _, st := range mb.src.Body {
		if a, ok := st.(*parser.AnnAssign); ok && a.Simple {
			return true
		}
	}
	for _, ci := range mb.info.Classes {
		for _, st := range ci.Def.Body {
			if a, ok := st.(*parser.AnnAssign); ok && a.Simple {
				return true
			}
		}
	}
	return false
}

// futureAnnotations reports whether the module has `from __future__
// import annotations`.
func (mb *moduleBuilder) futureAnnotations() bool {
	for _, st := range mb.src.Body {
		if im, ok := st.(*parser.ImportFrom); ok && im.Module == "__future__" {
			for _, a := range im.Names {
				if a.Name == "annotations" {
					return true
				}
			}
		}
	}
	return false
}

// isStaticMarker reports whether decorator d is @mutable or @final,
// which exist only at compile time.
func isStaticMarker(ci *typecheck.ClassInfo, d parser.Expr) bool {
	n, ok := d.(*parser.Name)
	return ok && ((ci.Mutable && n.Id == "mutable") || (ci.Final && n.Id == "final"))
}

// prepareNamespace calls meta.__prepare__(name, bases, **kw) as
// __build_class__ does (a plain dict for type).
func (fb *fnBuilder) prepareNamespace(meta, name, bases value.Value, kwVals []val, kwNames []string, ln int) val {
	rt := fb.rt
	prep := fb.callC(capi.ObjectGetAttr, ln, meta, fb.load(rt.Name("__prepare__")))
	ns := fb.callWithNames(prep.v, []value.Value{name, bases}, kwVals, kwNames, ln)
	fb.release(prep)
	return ns
}

// callWithNames calls callee with the positional arguments args and the
// keyword arguments kwVals named kwNames (borrowed, all of them).
func (fb *fnBuilder) callWithNames(callee value.Value, args []value.Value, kwVals []val, kwNames []string, ln int) val {
	n := len(args) + len(kwVals)
	arr := types.NewArray(uint64(n), runtime.Obj)
	argv := fb.alloca(arr)
	for i, a := range args {
		fb.b.NewStore(a, fb.b.NewGetElementPtr(arr, argv, i64(0), i64(int64(i))))
	}
	for i, k := range kwVals {
		fb.b.NewStore(k.v, fb.b.NewGetElementPtr(arr, argv, i64(0), i64(int64(len(args)+i))))
	}
	var kwnames value.Value = runtime.Null
	if len(kwNames) > 0 {
		kwnames = fb.load(fb.rt.NameTuple(kwNames))
	}
	first := fb.b.NewGetElementPtr(arr, argv, i64(0), i64(0))
	return fb.callC(capi.ObjectVectorcall, ln, callee, first, i64(int64(len(args))), kwnames)
}

// nsSet stores into the class namespace (which may be a mapping other
// than dict, as Enum's is).
func (fb *fnBuilder) nsSet(ns value.Value, key string, v value.Value, ln int) {
	fb.callC(capi.ObjectSetItem, ln, ns, fb.load(fb.rt.Str(key)), v)
}

// nestedMethod creates the function of a method of a class inside a
// function (a nested function of that one), applies the decorators and
// stores it in the namespace.
func (fb *fnBuilder) nestedMethod(d *typecheck.FuncDecl, s *parser.FunctionDef, ns value.Value) {
	ln := line(s)
	decorators := fb.runtimeDecorators(s.Decorators)
	m := fb.makeFunction(d, ln)
	if len(decorators) == 0 && (s.Name == "__init_subclass__" || s.Name == "__class_getitem__") {
		// As method does, what type() does for a Python function.
		f := m
		m = fb.callC(capi.ClassMethodNew, ln, f.v)
		fb.release(f)
	}
	for i := len(decorators) - 1; i >= 0; i-- {
		m = fb.callOne(decorators[i], m, ln)
	}
	fb.nsSet(ns, s.Name, m.v, ln)
	fb.release(m)
}

// method creates a method's function, applies the decorators and
// stores it in the namespace.
func (fb *fnBuilder) method(d *typecheck.FuncDecl, s *parser.FunctionDef, ns value.Value) {
	ln := line(s)
	name := s.Name
	decos := s.Decorators
	if kind := d.Class.CachedProperties[s]; kind != "" {
		// A static cached property: the method waits under CinderX's
		// prefixed name, without its cached-property decorator, for the
		// class to exist (installCachedProperties).
		name = cachedPropertyPrefix[kind] + s.Name
		decos = decos[:len(decos)-1]
	}
	decorators := fb.runtimeDecorators(decos)
	f := fb.makeFunction(d, ln)
	// The function binds self itself (its type's __get__), so
	// decorators get it as they would get a Python function.
	m := f
	implicit := len(decorators) == 0 && (s.Name == "__init_subclass__" || s.Name == "__class_getitem__")
	if implicit {
		// CPython's type() makes these a classmethod when they are a
		// plain Python function; a compiled one is not, so it is
		// wrapped here as type() would wrap it.
		m = fb.callC(capi.ClassMethodNew, ln, f.v)
		fb.release(f)
	}
	for i := len(decorators) - 1; i >= 0; i-- {
		m = fb.callOne(decorators[i], m, ln)
	}
	fb.nsSet(ns, name, m.v, ln)
	if name == s.Name && fb.mb.isBuiltinClassMethod(s) {
		// The classmethod the class will hold: C.m(...) calls check the
		// class's lookup finds it (classMethodCall).
		slot := fb.mb.classMethodSlot(d)
		fb.rt.XDecref(fb.b, fb.load(slot))
		fb.rt.Incref(fb.b, m.v)
		fb.b.NewStore(m.v, slot)
	}
	if len(decorators) == 0 && !implicit && name == s.Name {
		// What the class will hold: direct calls check it is still there.
		slot := fb.mb.methodSlot(d)
		fb.rt.XDecref(fb.b, fb.load(slot))
		fb.rt.Incref(fb.b, m.v)
		fb.b.NewStore(m.v, slot)
	}
	fb.release(m)
}

// cachedPropertyPrefix is the class-body name prefix under which a
// static cached property's method waits for its class (CinderX's
// prefixes; runtime/python/__static__/_classes.py installs them).
var cachedPropertyPrefix = map[string]string{
	"cached_property":       "_pystatic_cprop.",
	"async_cached_property": "_pystatic_async_cprop.",
}

// callOne calls f(arg), consuming both.
func (fb *fnBuilder) callOne(f, arg val, ln int) val {
	argv := fb.alloca(runtime.Obj)
	fb.b.NewStore(arg.v, argv)
	r := fb.callC(capi.ObjectVectorcall, ln, f.v, argv, i64(1), runtime.Null)
	fb.release(arg)
	fb.release(f)
	return r
}

// allNames reports whether every assignment target is a plain name.
func allNames(targets []parser.Expr) bool {
	for _, t := range targets {
		if _, ok := t.(*parser.Name); !ok {
			return false
		}
	}
	return true
}

// bindsInClass reports whether id is a name the class body being run
// binds: an entry of its namespace.
func (fb *fnBuilder) bindsInClass(id string) bool {
	return fb.classNS != nil && fb.classInfo.Attrs[id]
}

// deleteClassAttr deletes a name from the class namespace, CPython's
// DELETE_NAME: whatever the mapping raises becomes the NameError.
func (fb *fnBuilder) deleteClassAttr(id string, ln int) {
	rt := fb.rt
	st := fb.callCHandled(capi.ObjectDelItem, fb.classNS, fb.load(rt.Str(id)))
	missing, done := fb.block("nsnodel"), fb.block("nsdeleted")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredSLT, st, i32(0)), missing, done)
	fb.b = missing
	fb.callCInfallible(capi.ErrClear)
	rt.RaiseString(fb.b, "PyExc_NameError", fmt.Sprintf("name '%s' is not defined", escapePercent(id)))
	fb.raiseHere(ln)
	fb.b = done
}

// classAttr loads a name the class body binds: from the namespace being
// built, else (not bound yet) as a global, as CPython's LOAD_NAME does.
func (fb *fnBuilder) classAttr(a *typecheck.ClassAttr, ln int) val {
	rt := fb.rt
	key := fb.load(rt.Str(a.Name))
	v := fb.callCHandled(capi.ObjectGetItem, fb.classNS, key)
	found, missing, done := fb.block("nsfound"), fb.block("nsmissing"), fb.block("nsdone")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredNE, v, runtime.Null), found, missing)
	fb.b = missing
	isKE := fb.callCInfallible(capi.ErrExceptionMatches, rt.Exc(fb.b, "PyExc_KeyError"))
	fb.errorIf(fb.b.NewICmp(enum.IPredEQ, isKE, i32(0)), ln)
	fb.callCInfallible(capi.ErrClear)
	g := fb.b.NewCall(fb.mb.loadGlobalFunc(), fb.load(rt.Name(a.Name)))
	fb.errorIf(fb.b.NewICmp(enum.IPredEQ, g, runtime.Null), ln)
	fromMissing := fb.b
	fb.b.NewBr(done)
	found.NewBr(done)
	fb.b = done
	r := fb.phi(runtime.Obj, []value.Value{v, g}, []*irBlock{found, fromMissing})
	return fb.produce(r, typecheck.Dynamic)
}

// superCall lowers super() in a method as super(Class, self).
func (fb *fnBuilder) superCall(e *parser.Call, sc typecheck.SuperCall, t typecheck.Type) val {
	ln := line(e)
	super := fb.globalLoad("super", typecheck.Dynamic, ln)
	var cls val
	if sc.ClassCell != nil {
		cls = fb.classFromCell(sc.ClassCell, ln)
	} else {
		cls = fb.globalLoad(sc.Class.Name, typecheck.Dynamic, ln)
	}
	var self val
	if cell := fb.cellOf(sc.Self); cell != nil {
		self = fb.loadCell(sc.Self, cell, ln)
	} else {
		self = val{v: fb.b.NewLoad(runtime.Obj, fb.slots[sc.Self]), t: typecheck.Dynamic}
	}
	argv := fb.alloca(types.NewArray(2, runtime.Obj))
	fb.b.NewStore(cls.v, fb.b.NewGetElementPtr(types.NewArray(2, runtime.Obj), argv, i64(0), i64(0)))
	fb.b.NewStore(self.v, fb.b.NewGetElementPtr(types.NewArray(2, runtime.Obj), argv, i64(0), i64(1)))
	first := fb.b.NewGetElementPtr(types.NewArray(2, runtime.Obj), argv, i64(0), i64(0))
	r := fb.callC(capi.ObjectVectorcall, ln, super.v, first, i64(2), runtime.Null).as(t)
	fb.release(self)
	fb.release(cls)
	fb.release(super)
	return r
}

// classFromCell reads the __class__ cell of a method of a class inside
// a function, with super()'s error when the class is not made yet.
func (fb *fnBuilder) classFromCell(v *typecheck.Var, ln int) val {
	x := fb.callCInfallible(capi.CellGet, fb.cellOf(v))
	empty, ok := fb.block("classcell.empty"), fb.block("classcell")
	unlikely(fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, x, runtime.Null), empty, ok))
	fb.b = empty
	if fb.rt.ABI.Version == "3.11" {
		fb.rt.RaiseString(fb.b, "PyExc_RuntimeError", "super(): empty __class__ cell")
	} else {
		// 3.12's super() reads the cell as any free variable.
		fb.rt.RaiseString(fb.b, "PyExc_NameError", "cannot access free variable '__class__' where it is not associated with a value in enclosing scope")
	}
	fb.raiseHere(ln)
	fb.b = ok
	return fb.produce(x, typecheck.Dynamic)
}

// decorateGlobal applies a top-level function's decorators where its def
// stands: the module's name is rebound to what they return.
func (fb *fnBuilder) decorateGlobal(s *parser.FunctionDef) {
	ln := line(s)
	decorators := fb.runtimeDecorators(s.Decorators)
	f := fb.globalLoad(s.Name, typecheck.Dynamic, ln)
	for i := len(decorators) - 1; i >= 0; i-- {
		f = fb.callOne(decorators[i], f, ln)
	}
	fb.storeGlobal(s.Name, f, ln)
}

// runtimeDecorators evaluates a def's decorators, leaving out the
// __static__ ones that exist only at compile time (inline, final, ...):
// the module need not bind their names, and they return what they get.
func (fb *fnBuilder) runtimeDecorators(decs []parser.Expr) []val {
	var out []val
	for _, d := range decs {
		if fb.isCompileTimeName(d) {
			continue
		}
		out = append(out, fb.expr(d))
	}
	return out
}

// isStaticDecoratorName reports whether d names __static__'s decorator
// name.
func (fb *fnBuilder) isStaticDecoratorName(d parser.Expr, name string) bool {
	n, ok := d.(*parser.Name)
	if !ok {
		return false
	}
	g, ok := fb.mb.info.RefOf(n).(*typecheck.Global)
	return ok && g.Kind == typecheck.GlobalStatic && g.Static == name
}

// isCompileTimeName reports whether d names a __static__ decorator that
// exists only at compile time.
func (fb *fnBuilder) isCompileTimeName(d parser.Expr) bool {
	n, ok := d.(*parser.Name)
	if !ok {
		return false
	}
	g, ok := fb.mb.info.RefOf(n).(*typecheck.Global)
	return ok && (g.Kind == typecheck.GlobalStatic || g.Static == "typing.final")
}

// primFields lists a class's primitive fields (name, type name) in a
// stable order.
func primFields(ci *typecheck.ClassInfo) [][2]string {
	var out [][2]string
	for _, st := range ci.Def.Body {
		if a, ok := st.(*parser.AnnAssign); ok && a.Value == nil {
			if n, ok := a.Target.(*parser.Name); ok {
				if p, ok := typecheck.IsPrim(ci.Fields[n.Id]); ok {
					out = append(out, [2]string{n.Id, p.Name})
				}
			}
		}
	}
	seen := map[string]bool{}
	for _, f := range out {
		seen[f[0]] = true
	}
	var extra []string
	for name, t := range ci.Fields {
		if _, ok := typecheck.IsPrim(t); ok && !seen[name] {
			extra = append(extra, name)
		}
	}
	sort.Strings(extra)
	for _, name := range extra {
		p, _ := typecheck.IsPrim(ci.Fields[name])
		out = append(out, [2]string{name, p.Name})
	}
	return out
}

// strTuple builds a tuple of the strs of names (an owned temporary).
func (fb *fnBuilder) strTuple(names []string, ln int) val {
	t := fb.callC(capi.TupleNew, ln, i64(int64(len(names))))
	for i, n := range names {
		k := fb.load(fb.rt.Str(n))
		fb.rt.Incref(fb.b, k)
		fb.callC(capi.TupleSetItem, ln, t.v, i64(int64(i)), k)
	}
	return t
}
