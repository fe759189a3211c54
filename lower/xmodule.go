// This file implements calls between compiled modules: the table of
// native entry points a module exports (its interface), typed calls of
// an imported function that go to the other module's native body when
// that module exports it with the signature this one was checked
// against, and through the module attribute otherwise; and the classes
// of another module, whose class object and methods' bodies and objects
// the table lists by the key of the class's layout, so that this
// module's fast field paths and direct method calls (field.go,
// dispatch.go) work on their instances as on its own classes'. When the
// other module runs interpreted, nothing is found and calls and
// attribute accesses go through the objects; when it was rebuilt with
// another interface since this module was built (a stale pair), the
// import statement raises ImportError (requireEntry).

package lower

import (
	"fmt"
	"sort"

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

// emitInterface puts the capsule of the module's interface table into
// its dict (runtime.InterfaceAttr), before the body runs so that a
// module importing this one back in a cycle finds it: every top-level
// function another module may call natively (typecheck.NativeCallable),
// by the key of its signature.
func (mb *moduleBuilder) emitInterface(fb *fnBuilder) {
	var entries []runtime.InterfaceEntry
	for _, decl := range mb.allFuncs() {
		if mb.isNested[decl] || !typecheck.NativeCallable(decl) || mb.natives[decl] == nil {
			continue
		}
		entries = append(entries, runtime.InterfaceEntry{Key: typecheck.NativeKey(decl), Ptr: mb.natives[decl]})
		if mb.info.InlineCandidate(decl) {
			// Importers may run their own copy of this body
			// (xinline.go) while this key is listed.
			entries = append(entries, runtime.InterfaceEntry{Key: mb.info.BodyKey(decl), Ptr: mb.natives[decl]})
		}
	}
	for _, ci := range mb.info.Classes {
		if mb.info.Foreign(ci) {
			continue
		}
		entries = append(entries, runtime.InterfaceEntry{Key: typecheck.ClassKey(ci), Ptr: mb.classSlot(ci)})
		for _, m := range exportedMethods(ci) {
			if mb.natives[m] == nil {
				continue
			}
			entries = append(entries,
				runtime.InterfaceEntry{Key: typecheck.MethodKey(m), Ptr: mb.natives[m]},
				runtime.InterfaceEntry{Key: typecheck.MethodObjKey(m), Ptr: mb.methodSlot(m)})
		}
	}
	if len(entries) == 0 {
		return
	}
	table := mb.rt.InterfaceTable(entries)
	capsule := fb.callC(capi.CapsuleNew, 1, constant.NewBitCast(table, types.I8Ptr), mb.rt.CString(runtime.InterfaceCapsule), runtime.Null)
	fb.callC(capi.DictSetItem, 1, fb.load(mb.modDict), fb.load(mb.rt.Name(runtime.InterfaceAttr)), capsule.v)
	fb.release(capsule)
}

// exportedMethods are the methods of ci, by name, that another module
// may call directly (dispatch.go's directlyCallable, less what depends
// on the call): plain compiled methods with fixed parameters, no
// decorator, no Array parameter, no free variable.
func exportedMethods(ci *typecheck.ClassInfo) []*typecheck.FuncDecl {
	names := make([]string, 0, len(ci.MethodByName))
	for n := range ci.MethodByName {
		names = append(names, n)
	}
	sort.Strings(names)
	var out []*typecheck.FuncDecl
	for _, n := range names {
		m := ci.MethodByName[n]
		if m.Flexible || m.Interpreted || m.Decorated || len(m.Free) > 0 || m.Def == nil || len(m.Def.Decorators) > 0 || m.Def.IsAsync || len(m.Params) == 0 {
			continue
		}
		array := false
		for _, p := range m.Params {
			_, isArray := typecheck.IsArray(p.Type)
			array = array || isArray
		}
		if !array {
			out = append(out, m)
		}
	}
	return out
}

// foreignChain lists ci and the bases of it that come from the same
// module as ci: the classes whose objects and methods ci's module lists
// in its interface.
func foreignChain(ci *typecheck.ClassInfo) []*typecheck.ClassInfo {
	var out []*typecheck.ClassInfo
	for k := ci; k != nil && k.Module == ci.Module; k = k.Base {
		out = append(out, k)
	}
	return out
}

// declareForeign makes the slots of the native bodies of the methods of
// the classes of other compiled modules this module reaches, before any
// body is lowered, so that every call site knows which methods it may
// call directly: the classes it imports, the bases of those and of its
// own classes (from whichever module defines them), and the classes of
// the parameters and results of the functions and methods it imports
// (`from mid import mk` with `mk() -> Mid` reaches Mid, and Mid's base
// Base in a third module, which this module never imports).
func (mb *moduleBuilder) declareForeign() {
	mb.foreignClasses = mb.reachedForeign()
	for _, k := range mb.foreignClasses {
		for _, m := range exportedMethods(k) {
			if mb.foreignNatives[m] == nil {
				mb.foreignNatives[m] = mb.slot(fmt.Sprintf("sp.xmethod.%d", len(mb.foreignNatives)))
			}
		}
	}
}

// reachedForeign lists the classes of other modules that this module's
// typed code may meet (see declareForeign), each once, sorted by module
// and name so that the module's IR does not depend on map order.
func (mb *moduleBuilder) reachedForeign() []*typecheck.ClassInfo {
	seen := map[*typecheck.ClassInfo]bool{}
	var out []*typecheck.ClassInfo
	var work []*typecheck.ClassInfo
	addType := func(t typecheck.Type) {
		if o, ok := typecheck.IsOptional(t); ok {
			t = o.Inner
		}
		if ct, ok := typecheck.IsClass(t); ok && ct.Info != nil {
			work = append(work, ct.Info)
		}
	}
	addFunc := func(f *typecheck.FuncDecl) {
		if f == nil {
			return
		}
		for _, p := range f.Params {
			addType(p.Type)
		}
		addType(f.Return)
	}
	for _, g := range mb.info.Globals {
		if g.Class != nil {
			work = append(work, g.Class)
		}
		addFunc(g.Imported)
	}
	for _, ci := range mb.info.Classes {
		work = append(work, ci)
	}
	for len(work) > 0 {
		k := work[len(work)-1]
		work = work[:len(work)-1]
		if k == nil || seen[k] {
			continue
		}
		seen[k] = true
		if k.Base != nil {
			work = append(work, k.Base)
		}
		if !mb.info.Foreign(k) {
			continue
		}
		out = append(out, k)
		for _, m := range exportedMethods(k) {
			addFunc(m)
		}
		for _, t := range k.Fields {
			addType(t)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Module != out[j].Module {
			return out[i].Module < out[j].Module
		}
		return out[i].Name < out[j].Name
	})
	return out
}

// methodBody is the callee of a direct call of method m: its native
// body, or for a method of another module's class the body its slot
// holds, which a call reaches only when the method object the import
// found is the one the lookup finds (so never NULL there).
func (mb *moduleBuilder) methodBody(fb *fnBuilder, m *typecheck.FuncDecl) value.Value {
	if f := mb.natives[m]; f != nil {
		return f
	}
	ptypes := make([]types.Type, len(m.Params))
	for i, p := range m.Params {
		ptypes[i] = llvmType(p.Type)
	}
	sig := types.NewFunc(nativeResult(m.Return), ptypes...)
	return fb.b.NewBitCast(fb.b.NewLoad(types.I8Ptr, mb.foreignNatives[m]), types.NewPointer(sig))
}

// resolveClass fills this module's slots of class ci, imported from mod
// by a `from … import` at module level, and of its bases from the same
// module, from mod's interface (resolveOne). When mod defines ci
// (defined) and has an interface that lists no class of ci's layout, mod
// was rebuilt since this module was: the import raises ImportError
// (requireEntry).
func (fb *fnBuilder) resolveClass(ci *typecheck.ClassInfo, mod value.Value, defined bool, ln int) {
	for _, k := range foreignChain(ci) {
		fb.resolveOne(k, mod)
	}
	if defined {
		found := fb.b.NewICmp(enum.IPredNE, fb.b.NewLoad(runtime.Obj, fb.mb.classSlot(ci)), runtime.Null)
		fb.requireEntry(found, mod, "class "+ci.Name+" has another layout", ln)
	}
}

// requireEntry raises ImportError at line ln, in the import statement
// that bound a name from mod, when found is false and mod has an
// interface table: mod was built by staticpyc, but not with the entry
// this module was built against (what says how it differs) — a stale
// pair, whose native calls and field offsets would be wrong. A module
// without a table (interpreted, or not built by staticpyc) is fine: the
// accesses are late-bound, with Python's semantics.
func (fb *fnBuilder) requireEntry(found value.Value, mod value.Value, what string, ln int) {
	missing, cont := fb.block("xstale"), fb.block("xfound")
	unlikely(fb.b.NewCondBr(found, cont, missing))
	fb.b = missing
	format := "%S was built against another version of %S, whose " + escapePercent(what) + " now: rebuild %S"
	r := fb.b.NewCall(fb.rt.InterfaceStaleFunc(), mod, fb.load(fb.mb.modDict), fb.rt.CString(format))
	fb.errorIf(fb.b.NewICmp(enum.IPredSLT, r, constant.NewInt(types.I32, 0)), ln)
	fb.b.NewBr(cont)
	fb.b = cont
}

// resolveReached fills the slots of every class of another module this
// module reaches (declareForeign) from the module that defines it, when
// that module is in sys.modules: run after each module-level `from …
// import`, it covers the classes no import names — a base in a third
// module, a function's result type — since importing a module imports
// the modules its classes' bases come from. A module that is not loaded
// yet is skipped (a later import statement fills its slots); filling a
// slot again stores the same object. The work is one function, called
// by each import statement, so that the module's IR grows with the
// classes it reaches, not with those times its imports.
func (fb *fnBuilder) resolveReached() {
	if len(fb.mb.foreignClasses) > 0 {
		fb.b.NewCall(fb.mb.resolveReachedFunc())
	}
}

// resolveReachedFunc returns `void @sp.resolve.reached()`, the body of
// resolveReached, defining it on first use.
func (mb *moduleBuilder) resolveReachedFunc() *ir.Func {
	if mb.reachedFn != nil {
		return mb.reachedFn
	}
	f := mb.m.NewFunc("sp.resolve.reached", types.Void)
	f.Linkage = enum.LinkageInternal
	// Run by import statements, at import: not worth opt's time.
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline, enum.FuncAttrOptNone)
	mb.reachedFn = f
	fb := &fnBuilder{mb: mb, rt: mb.rt, f: f, b: f.NewBlock("entry")}
	for _, k := range mb.foreignClasses {
		mod := fb.callCHandled(capi.ImportGetModule, fb.load(fb.rt.Name(k.Module)))
		absent, found, done := fb.block("xclass.absent"), fb.block("xclass.found"), fb.block("xclass.done")
		fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, mod, runtime.Null), absent, found)
		// NULL without an exception is "not imported"; an error looking
		// it up is dropped as well: the slots just stay as they are.
		fb.b = absent
		fb.callCHandled(capi.ErrClear)
		fb.b.NewBr(done)
		fb.b = found
		fb.resolveOne(k, mod)
		fb.rt.Decref(fb.b, mod)
		fb.b.NewBr(done)
		fb.b = done
	}
	fb.b.NewRet(nil)
	return f
}

// resolveOne fills this module's slots of class k from mod's interface:
// the class object when mod lists k's layout, and for each method the
// native body and the method object when mod lists them too. What mod
// does not list (it runs interpreted; or, for a class this module
// reaches without importing it from its module, another layout) stays
// NULL: the fast paths then never match, and every access goes through
// the object.
func (fb *fnBuilder) resolveOne(k *typecheck.ClassInfo, mod value.Value) {
	rt := fb.rt
	slot := fb.mb.classSlot(k)
	p := fb.b.NewCall(rt.ResolveFunc(), mod, i64(typecheck.ClassKey(k)))
	cls := fb.loadThrough(p)
	old := fb.b.NewLoad(runtime.Obj, slot)
	fb.xincref(cls)
	fb.b.NewStore(cls, slot)
	rt.XDecref(fb.b, old)
	for _, m := range exportedMethods(k) {
		body := fb.b.NewCall(rt.ResolveFunc(), mod, i64(typecheck.MethodKey(m)))
		op := fb.b.NewCall(rt.ResolveFunc(), mod, i64(typecheck.MethodObjKey(m)))
		obj := fb.loadThrough(op)
		// Without its class or its body, the method is never called
		// directly: its object slot stays NULL.
		ok := fb.b.NewAnd(fb.b.NewICmp(enum.IPredNE, cls, runtime.Null), fb.b.NewICmp(enum.IPredNE, body, constant.NewNull(types.I8Ptr)))
		obj = fb.b.NewSelect(ok, obj, runtime.Null)
		mslot := fb.mb.methodSlot(m)
		oldm := fb.b.NewLoad(runtime.Obj, mslot)
		fb.xincref(obj)
		fb.b.NewStore(obj, mslot)
		rt.XDecref(fb.b, oldm)
		fb.b.NewStore(fb.b.NewSelect(ok, body, constant.NewNull(types.I8Ptr)), fb.mb.foreignNatives[m])
	}
}

// loadThrough returns the object the global at p (an i8* from an
// interface table) holds, or NULL when p is NULL.
func (fb *fnBuilder) loadThrough(p value.Value) value.Value {
	from := fb.b
	load, done := fb.block("xclass.load"), fb.block("xclass.loaded")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, p, constant.NewNull(types.I8Ptr)), done, load)
	fb.b = load
	v := fb.b.NewLoad(runtime.Obj, fb.b.NewBitCast(p, types.NewPointer(runtime.Obj)))
	fb.b.NewBr(done)
	fb.b = done
	return fb.b.NewPhi(ir.NewIncoming(runtime.Null, from), ir.NewIncoming(v, load))
}

// xincref increments v's count unless it is NULL.
func (fb *fnBuilder) xincref(v value.Value) {
	inc, done := fb.block("xincref"), fb.block("xincref.done")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, v, runtime.Null), done, inc)
	fb.b = inc
	fb.rt.Incref(fb.b, v)
	fb.b.NewBr(done)
	fb.b = done
}

// classGlobal is the global name that binds class ci where this module
// names it at run time (a cast, a checked container's parameter): its
// own name for a class of this module, and for an imported one the
// first name (sorted) its import binds, which may be an alias.
func (mb *moduleBuilder) classGlobal(ci *typecheck.ClassInfo) string {
	if !mb.info.Foreign(ci) {
		return ci.Name
	}
	best := ""
	for n, g := range mb.info.Globals {
		if g.Class == ci && (best == "" || n < best) {
			best = n
		}
	}
	if best == "" {
		return ci.Name
	}
	return best
}

// nativeImport returns the function of another module that the global
// name imports, when a call of it can be native (the checker typed it by
// its signature), else nil.
func (mb *moduleBuilder) nativeImport(name string) *typecheck.FuncDecl {
	g := mb.info.Globals[name]
	if g == nil || !typecheck.NativeCallable(g.Imported) {
		return nil
	}
	return g.Imported
}

// crossSlot returns the slot holding the native body of the imported
// function bound to the global name: set by the `from … import`
// statement that binds it (NULL when the exporting module does not list
// that signature), cleared whenever this module's code binds or deletes
// the name otherwise.
func (mb *moduleBuilder) crossSlot(name string) *ir.Global {
	if mb.crossSlots == nil {
		mb.crossSlots = map[string]*ir.Global{}
	}
	if s, ok := mb.crossSlots[name]; ok {
		return s
	}
	s := mb.m.NewGlobalDef(fmt.Sprintf("sp.xfn.%d", len(mb.crossSlots)), constant.NewNull(types.I8Ptr))
	s.Linkage = enum.LinkageInternal
	mb.crossSlots[name] = s
	return s
}

// resolveImport fills the slot of name, just bound by `from mod import
// …` at module level (line ln), from mod's interface; ImportError when
// mod's interface no longer lists it (requireEntry).
func (fb *fnBuilder) resolveImport(name string, mod value.Value, ln int) {
	if g := fb.mb.info.Globals[name]; g != nil && g.Class != nil && fb.mb.info.Foreign(g.Class) && fb.decl == nil {
		// A class mod imported in turn is not in mod's interface: its
		// slots are filled from its own module (resolveReached).
		defined := g.ImportedFrom != nil && !g.ImportedFrom.Foreign(g.Class)
		fb.resolveClass(g.Class, mod, defined, ln)
		return
	}
	decl := fb.mb.nativeImport(name)
	if decl == nil || fb.decl != nil {
		return
	}
	p := fb.b.NewCall(fb.rt.ResolveFunc(), mod, i64(typecheck.NativeKey(decl)))
	fb.b.NewStore(p, fb.mb.crossSlot(name))
	fb.requireEntry(fb.b.NewICmp(enum.IPredNE, p, constant.NewNull(types.I8Ptr)), mod, decl.Name+" has another signature", ln)
	fb.resolveInline(name, decl, mod)
}

// globalRebound drops the native path of name when this module's code
// binds or deletes it other than by its import.
func (fb *fnBuilder) globalRebound(name string) {
	if !fb.importing {
		fb.mb.rebound[name] = true
	}
	if fb.mb.nativeImport(name) != nil {
		fb.b.NewStore(constant.NewNull(types.I8Ptr), fb.mb.crossSlot(name))
		if fb.mb.inlineCopy(name) != nil {
			fb.b.NewStore(constant.NewInt(types.I8, 0), fb.mb.inlineFlag(name))
		}
	}
}

// staticArg reports whether an argument of type arg is passed to a
// parameter of type param with no check at run time, as a native call
// needs (a check would raise with this module's message where the
// callee raises its own).
func staticArg(arg, param typecheck.Type) bool {
	if arg == param || param == typecheck.Dynamic || param == typecheck.ObjectT {
		_, argPrim := typecheck.IsPrim(arg)
		_, paramPrim := typecheck.IsPrim(param)
		return argPrim == paramPrim
	}
	switch param {
	case typecheck.IntObj:
		return arg == typecheck.BoolObj
	case typecheck.FloatObj:
		return arg == typecheck.IntObj || arg == typecheck.BoolObj
	}
	return false
}

// crossCall lowers a call of decl, a function of another compiled
// module imported under name, when every parameter gets an argument
// whose type needs no check: the arguments are evaluated once, as the
// parameters' types; then, when the slot holds the callee's native body,
// it is called with them as a function of this module is, and otherwise
// they are boxed and passed, as written (keywords by name), to what the
// global name holds, whose result is converted to decl's result type.
// It returns false, emitting nothing, when the call does not qualify.
func (fb *fnBuilder) crossCall(e *parser.Call, decl *typecheck.FuncDecl, name string, t typecheck.Type) (val, bool) {
	if len(e.Args)+len(e.Keywords) != len(decl.Params) || len(e.Args) > len(decl.Params) {
		return val{}, false
	}
	param := make([]int, 0, len(decl.Params)) // the parameter of each argument as written
	seen := make([]bool, len(decl.Params))
	for i := range e.Args {
		param = append(param, i)
		seen[i] = true
	}
	for _, k := range e.Keywords {
		j := -1
		for i, p := range decl.Params {
			if p.Name == k.Arg {
				j = i
			}
		}
		if j < 0 || seen[j] {
			return val{}, false
		}
		seen[j] = true
		param = append(param, j)
	}
	exprs := make([]parser.Expr, 0, len(param))
	for _, a := range e.Args {
		exprs = append(exprs, a)
	}
	for _, k := range e.Keywords {
		exprs = append(exprs, k.Value)
	}
	for i, x := range exprs {
		if !staticArg(fb.mb.info.TypeOf(x), decl.Params[param[i]].Type) {
			return val{}, false
		}
	}
	ln := line(e)
	args := make([]val, len(exprs))
	for i, x := range exprs {
		args[i] = fb.exprAs(x, decl.Params[param[i]].Type)
	}
	vs := make([]value.Value, len(decl.Params))
	for i, x := range args {
		vs[param[i]] = x.v
	}
	inlined, inlineEnd := fb.inlineCall(name, vs, ln)
	fn := fb.b.NewLoad(types.I8Ptr, fb.mb.crossSlot(name))
	native, late, join := fb.block("xcall.native"), fb.block("xcall.late"), fb.block("xcall.join")
	if inlineEnd != nil {
		inlineEnd.NewBr(join)
	}
	// The late path is taken only when the other module has no interface
	// (it runs interpreted) or this module rebound the name: laid out of
	// line, the native call falls through to the code after it.
	unlikely(fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, fn, constant.NewNull(types.I8Ptr)), late, native))

	// The native body, with the arguments in parameter order.
	fb.b = native
	ptypes := make([]types.Type, len(decl.Params))
	for i, p := range decl.Params {
		ptypes[i] = llvmType(p.Type)
	}
	sig := types.NewFunc(nativeResult(decl.Return), ptypes...)
	r := fb.b.NewCall(fb.b.NewBitCast(fn, types.NewPointer(sig)), vs...)
	var nv value.Value
	if _, ok := typecheck.IsPrim(decl.Return); ok {
		nv = fb.checkResult(r, ln)
	} else {
		fb.errorIf(fb.b.NewICmp(enum.IPredEQ, r, runtime.Null), ln)
		nv = r
	}
	nativeEnd := fb.b
	fb.b.NewBr(join)

	// Through the global, as Python calls it.
	fb.b = late
	callee := fb.globalLoad(name, typecheck.Dynamic, ln)
	n := len(args)
	arr := types.NewArray(uint64(max(n, 1)), runtime.Obj)
	argv := fb.alloca(arr)
	boxed := make([]val, n)
	for i, a := range args {
		boxed[i] = fb.boxed(a, ln)
		fb.b.NewStore(boxed[i].v, fb.b.NewGetElementPtr(arr, argv, i64(0), i64(int64(i))))
	}
	var kwnames value.Value = runtime.Null
	if len(e.Keywords) > 0 {
		var names []string
		for _, k := range e.Keywords {
			names = append(names, k.Arg)
		}
		kwnames = fb.load(fb.rt.NameTuple(names))
	}
	first := fb.b.NewGetElementPtr(arr, argv, i64(0), i64(0))
	res := fb.callC(capi.ObjectVectorcall, ln, callee.v, first, i64(int64(len(e.Args))), kwnames)
	for i := n - 1; i >= 0; i-- {
		if boxed[i].v != args[i].v {
			fb.release(boxed[i])
		}
	}
	fb.release(callee)
	lv := fb.coerce(res, decl.Return, ln)
	if lv.owned {
		fb.consume(lv)
	} else if !typecheck.IsObject(decl.Return) {
		// A primitive: nothing to own.
	} else {
		// An object result that coerce handed back borrowed cannot
		// happen (the call's result is new); keep the reference.
		fb.rt.Incref(fb.b, lv.v)
	}
	lateEnd := fb.b
	fb.b.NewBr(join)

	fb.b = join
	phi := join.NewPhi(ir.NewIncoming(nv, nativeEnd), ir.NewIncoming(lv.v, lateEnd))
	if inlineEnd != nil {
		phi.Incs = append(phi.Incs, ir.NewIncoming(inlined, inlineEnd))
	}
	var out val
	if typecheck.IsObject(decl.Return) {
		out = fb.produce(phi, decl.Return)
	} else {
		out = val{v: phi, t: decl.Return}
	}
	for i := len(args) - 1; i >= 0; i-- {
		fb.release(args[i])
	}
	return fb.coerce(out, t, ln), true
}
