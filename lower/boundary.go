// This file implements the CPython boundary of each function: the
// METH_FASTCALL|METH_KEYWORDS wrapper that binds, checks and unboxes the
// arguments, calls the native body and boxes its result.

package lower

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/llir/llvm/ir"
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

// wrapperName is the symbol of a function's CPython entry point.
func (mb *moduleBuilder) wrapperName(f *typecheck.FuncDecl) string {
	return mb.nativeName(f) + ".wrapper"
}

// emitWrapper emits
//
//	PyObject *wrapper(PyObject *self, PyObject *const *args, Py_ssize_t nargs, PyObject *kwnames)
//
// The fast path takes exactly the positional arguments and goes straight
// to the core (checks, native call, boxing). Anything else (keywords,
// defaults, a wrong count) takes a cold path through the binder: a
// Python function with the same signature, compiled at import, that
// returns its arguments as a tuple. CPython itself then reports missing,
// surplus or unknown arguments with its own messages, exactly as for the
// same function interpreted. Keeping the binder out of line keeps the
// fast path free of its registers and cleanup.
func (mb *moduleBuilder) emitWrapper(decl *typecheck.FuncDecl) {
	rt := mb.rt
	n := len(decl.Params)
	binder := mb.binders[decl]
	core := mb.emitWrapperCore(decl)

	slowF := mb.ownDeclFunc(decl, mb.m.NewFunc(mb.wrapperName(decl)+".bind", runtime.Obj, ir.NewParam("self", runtime.Obj),
		ir.NewParam("args", runtime.ObjPtr), ir.NewParam("nargs", types.I64), ir.NewParam("kwnames", runtime.Obj)))
	slowF.Linkage = enum.LinkageInternal
	slowF.FuncAttrs = append(slowF.FuncAttrs, enum.FuncAttrNoInline, enum.FuncAttrCold)
	sb := slowF.NewBlock("entry")
	// A nested function's binder is item 0 of its self tuple (it carries
	// the defaults of its def); a top-level function's is a module slot.
	var binderObj value.Value
	if mb.isNested[decl] {
		binderObj = rt.TupleItem(sb, slowF.Params[0], 0)
	} else {
		binderObj = sb.NewLoad(runtime.Obj, binder)
	}
	if decl.NumDefaults > 0 || decl.Flexible || decl.DynamicDefaults {
		// Where the signature makes calls other than the exact
		// positional one the norm (defaults, keyword-only parameters,
		// *args, **kwargs), they are bound natively; a plain positional
		// signature keeps only the binder for its keyword calls (a few
		// lines of code per function less: docs/performance.md,
		// session 16).
		sb = mb.bindNatively(decl, slowF, sb, core, binderObj)
	}
	tuple := rt.CallC(sb, capi.ObjectVectorcall, binderObj, slowF.Params[1], slowF.Params[2], slowF.Params[3])
	bound := slowF.NewBlock("bound")
	failed := slowF.NewBlock("failed")
	failed.NewRet(runtime.Null)
	sb.NewCondBr(sb.NewICmp(enum.IPredEQ, tuple, runtime.Null), failed, bound)
	items := rt.TupleItems(bound, tuple)
	r := bound.NewCall(core, slowF.Params[0], items)
	r.FuncAttrs = append(r.FuncAttrs, enum.FuncAttrNoInline)
	rt.Decref(bound, tuple)
	bound.NewRet(r)

	f := mb.ownDeclFunc(decl, mb.m.NewFunc(mb.wrapperName(decl), runtime.Obj,
		ir.NewParam("self", runtime.Obj), ir.NewParam("args", runtime.ObjPtr),
		ir.NewParam("nargs", types.I64), ir.NewParam("kwnames", runtime.Obj)))
	f.Linkage = enum.LinkageInternal
	self, args, nargs, kwnames := f.Params[0], f.Params[1], f.Params[2], f.Params[3]
	entry := f.NewBlock("entry")
	fast := f.NewBlock("fast")
	slow := f.NewBlock("slow")
	isFast := entry.NewAnd(entry.NewICmp(enum.IPredEQ, nargs, i64(int64(n))), entry.NewICmp(enum.IPredEQ, kwnames, runtime.Null))
	if decl.Flexible || decl.DynamicDefaults {
		// *args, keyword-only parameters, **kwargs and defaults evaluated
		// at def time are always bound by CPython.
		if decl.Flexible {
			isFast = entry.NewAnd(isFast, constant.False)
		}
	}
	entry.NewCondBr(isFast, fast, slow)
	// A tail call, not inlined: the binder path calls core too, so
	// inlining it here emitted every argument check and the native body
	// twice (twice the work for opt and llc), to save one jump.
	fc := fast.NewCall(core, self, args)
	fc.FuncAttrs = append(fc.FuncAttrs, enum.FuncAttrNoInline)
	fc.Tail = enum.TailTail
	fast.NewRet(fc)
	sc := slow.NewCall(slowF, self, args, nargs, kwnames)
	sc.Tail = enum.TailTail
	slow.NewRet(sc)
}

// bindNatively emits, from b in the wrapper's binding path slowF, the
// call of sp.bind: the arguments bound natively into a buffer and the
// core called on it, or nothing done when sp.bind leaves the call to the
// binder, which the block it returns calls. CPython's binder is a Python
// function: each call through it (a keyword argument, an omitted
// default, *args, **kwargs) ran a frame of the interpreter.
func (mb *moduleBuilder) bindNatively(decl *typecheck.FuncDecl, slowF *ir.Func, b *ir.Block, core *ir.Func, binderObj value.Value) *ir.Block {
	rt := mb.rt
	var names []*ir.Global
	var npos, nkwonly, flags int64
	for _, p := range decl.Params {
		switch p.Kind {
		case typecheck.ParamPositional:
			npos++
		case typecheck.ParamKwOnly:
			nkwonly++
		case typecheck.ParamVarArgs:
			flags |= runtime.BindVarArgs
			continue
		case typecheck.ParamVarKw:
			flags |= runtime.BindVarKw
			continue
		}
		names = append(names, rt.Name(p.Name))
	}
	var nposonly int64
	if decl.Def != nil && decl.Def.Args != nil {
		nposonly = int64(len(decl.Def.Args.PosOnly))
	}
	spec := mb.m.NewGlobalDef(fmt.Sprintf("sp.bind.spec.%d", mb.bindTables), constant.NewInt(types.I32, 0))
	mb.bindTables++
	spec.Init = runtime.BindSpec(spec, npos, nposonly, nkwonly, flags, names)
	spec.ContentType = spec.Init.Type()
	spec.Typ = types.NewPointer(spec.ContentType)
	spec.Linkage = enum.LinkagePrivate
	spec.Immutable = true
	n := len(decl.Params)
	out := b.NewAlloca(types.NewArray(uint64(n), runtime.Obj))
	items := b.NewGetElementPtr(types.NewArray(uint64(n), runtime.Obj), out, i64(0), i64(0))
	first := constant.NewGetElementPtr(spec.ContentType, spec, i64(0), i64(0))
	st := b.NewCall(rt.BindFunc(), binderObj, slowF.Params[1], slowF.Params[2], slowF.Params[3], first, items)
	native, notBound, failed, binder := slowF.NewBlock("native"), slowF.NewBlock("notbound"), slowF.NewBlock("bindfailed"), slowF.NewBlock("binder")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, st, i32(1)), native, notBound)
	notBound.NewCondBr(notBound.NewICmp(enum.IPredSLT, st, i32(0)), failed, binder)
	failed.NewRet(runtime.Null)
	r := native.NewCall(core, slowF.Params[0], items)
	r.FuncAttrs = append(r.FuncAttrs, enum.FuncAttrNoInline)
	native.NewCall(rt.XDecrefNFunc(), items, i64(int64(n)))
	native.NewRet(r)
	return binder
}

// emitWrapperCore emits `PyObject *core(PyObject *const *items)`: check
// and unbox each argument, call the native body, box its result.
func (mb *moduleBuilder) emitWrapperCore(decl *typecheck.FuncDecl) *ir.Func {
	rt := mb.rt
	f := mb.ownDeclFunc(decl, mb.m.NewFunc(mb.wrapperName(decl)+".core", runtime.Obj, ir.NewParam("self", runtime.Obj), ir.NewParam("items", runtime.ObjPtr)))
	f.Linkage = enum.LinkageInternal
	// Called (not inlined) by the wrapper's fast path and by its binder,
	// so the checks and the inlined native body are emitted once.

	self, items := f.Params[0], f.Params[1]
	entry := f.NewBlock("entry")
	b := f.NewBlock("check")
	fail := f.NewBlock("fail")
	fail.NewRet(runtime.Null)

	// Array arguments are read through buffer views the wrapper holds for
	// the duration of the call; zeroed views release as no-ops.
	views := map[*typecheck.Var]value.Value{}
	for _, p := range decl.Params {
		if _, ok := typecheck.IsArray(p.Type); ok {
			v := entry.NewAlloca(rt.BufferType())
			entry.NewStore(constant.NewZeroInitializer(rt.BufferType()), v)
			views[p] = v
		}
	}
	entry.NewBr(b)
	releaseViews := func(b *ir.Block) {
		for _, p := range decl.Params {
			if v, ok := views[p]; ok {
				rt.ReleaseBuffer(b, b.NewBitCast(v, types.I8Ptr))
			}
		}
	}
	// A rejected argument is reported from the def line, as the
	// interpreted module's entry check is.
	release := f.NewBlock("reject")
	releaseViews(release)
	rt.AddTraceback(release, decl.Name, mb.sourcePath(), int64(decl.Def.Line))
	release.NewRet(runtime.Null)

	// A nested function's cells follow its binder in its self tuple.
	var natArgs []value.Value
	for i := range decl.Free {
		natArgs = append(natArgs, rt.TupleItem(b, self, int64(i+1)))
	}
	for i, p := range decl.Params {
		o := b.NewLoad(runtime.Obj, b.NewGetElementPtr(runtime.Obj, items, i64(int64(i))))
		if a, ok := typecheck.IsArray(p.Type); ok {
			triple, next := mb.emitArrayArg(f, b, release, decl, p, a, o, views[p])
			natArgs = append(natArgs, triple...)
			b = next
			continue
		}
		if i == 0 && decl.Class != nil && implicitClassMethods[decl.Name] {
			// The class, not an instance, whatever the checker typed.
			natArgs = append(natArgs, o)
			continue
		}
		v, next := mb.emitArgCheck(f, b, release, decl, p, o)
		natArgs = append(natArgs, v)
		b = next
	}
	var r value.Value
	if variant := mb.noAliasVariants[decl]; variant != nil {
		r, b = mb.emitNoAliasDispatch(f, b, decl, natArgs, variant)
	} else {
		r = b.NewCall(mb.natives[decl], natArgs...)
	}
	releaseViews(b)
	if p, ok := typecheck.IsPrim(decl.Return); ok {
		failed := b.NewExtractValue(r, 1)
		good := f.NewBlock("box")
		b.NewCondBr(failed, fail, good)
		good.NewRet(rt.Box(good, p, good.NewExtractValue(r, 0)))
	} else {
		b.NewRet(r)
	}
	return f
}

// implicitClassMethods are the methods whose first parameter CPython
// binds to the class although no decorator says so.
var implicitClassMethods = map[string]bool{"__new__": true, "__init_subclass__": true, "__class_getitem__": true}

// emitArgCheck checks and unboxes one argument at the boundary, with
// CinderX's message: `f expected 'int' for argument n, got 'str'`. It
// returns the native value and the block to continue in.
func (mb *moduleBuilder) emitArgCheck(f *ir.Func, b, fail *ir.Block, decl *typecheck.FuncDecl, p *typecheck.Var, o value.Value) (value.Value, *ir.Block) {
	rt := mb.rt
	var ok value.Value
	var want string
	prim, isPrim := typecheck.IsPrim(p.Type)
	switch {
	case isPrim && prim.Kind == primitives.Int:
		ok, want = rt.HasTypeFlag(b, o, runtime.FlagLong), "int"
	case isPrim && prim.Kind == primitives.Bool:
		ok, want = b.NewICmp(enum.IPredEQ, rt.TypeOf(b, o), rt.Object("PyBool_Type")), "bool"
	case isPrim:
		isFloat := rt.IsInstanceOf(b, o, "PyFloat_Type")
		ok, want = b.NewOr(isFloat, rt.HasTypeFlag(b, o, runtime.FlagLong)), "float"
	default:
		if ct, isChecked := typecheck.IsChecked(p.Type); isChecked {
			cls := mb.loadContainerClass(b, ct)
			if namesModuleClass(ct) {
				made := f.NewBlock("class." + p.Name)
				b.NewCondBr(b.NewICmp(enum.IPredEQ, cls, runtime.Null), fail, made)
				b = made
			}
			ok, want = mb.isContainer(b, o, cls), ct.String()
			break
		}
		if opt, isOpt := typecheck.IsOptional(p.Type); isOpt {
			// Optional[int] and the other builtin types: None or an
			// instance, named by the inner type as CinderX's
			// _PyObject_TypeCheckOptional reports it (and as the
			// interpreted runtime checks it). Optional module classes are
			// not checked, as plain ones are not (below).
			if ct, isClass := typecheck.IsClass(opt.Inner); isClass && !mb.info.Foreign(ct.Info) {
				var isInst value.Value
				if p.Exact {
					isInst = mb.isExactClass(b, o, ct.Info)
				} else {
					isInst, b = mb.boundaryIsClassInstance(f, b, o, ct.Info, p.Name)
				}
				ok, want = b.NewOr(b.NewICmp(enum.IPredEQ, o, rt.None()), isInst), ct.Info.Name
				break
			}
			inner, isObj := opt.Inner.(*typecheck.Object)
			if !isObj || inner == typecheck.Dynamic || inner == typecheck.ObjectT {
				return o, b
			}
			fb := &fnBuilder{mb: mb, rt: rt, f: f, b: b}
			isInst := fb.isInstance(o, inner)
			if isInst == constant.True { // a type isInstance does not test
				return o, b
			}
			ok, want = b.NewOr(b.NewICmp(enum.IPredEQ, o, rt.None()), isInst), inner.Name
			break
		}
		if ct, isClass := typecheck.IsClass(p.Type); isClass {
			// An instance of a class of the module (self too, as CinderX
			// checks it): the native body reads its fields at their
			// offsets. A class of another module is not checked, as the
			// interpreted runtime cannot name it at the def.
			if mb.info.Foreign(ct.Info) {
				return o, b
			}
			if p.Exact {
				ok = mb.isExactClass(b, o, ct.Info)
			} else {
				ok, b = mb.boundaryIsClassInstance(f, b, o, ct.Info, p.Name)
			}
			want = ct.Info.Name
			break
		}
		if _, isRef := p.Type.(*typecheck.TypeRef); isRef {
			// A classmethod's cls: whatever it holds is only called.
			return o, b
		}
		obj := p.Type.(*typecheck.Object)
		if obj == typecheck.Dynamic || obj == typecheck.ObjectT {
			return o, b
		}
		fb := &fnBuilder{mb: mb, rt: rt, f: f, b: b}
		ok, want = fb.isInstance(o, obj), obj.Name
	}
	bad := f.NewBlock("bad." + p.Name)
	good := f.NewBlock("arg." + p.Name)
	b.NewCondBr(ok, good, bad)
	if mb.isDuckSelf(decl, p) {
		mb.emitDuckCall(f, bad, decl)
		return o, good
	}
	msg := fmt.Sprintf("%s expected '%s' for argument %s, got '%%.200s'", escapePercent(decl.Name), want, escapePercent(p.Name))
	bad.NewCall(mb.badArgFunc(), rt.CString(msg), o)
	bad.NewBr(fail)
	if !isPrim {
		return o, good
	}
	if prim.Kind == primitives.Bool {
		return good.NewICmp(enum.IPredEQ, o, rt.True()), good
	}
	r := good.NewCall(rt.UnboxFunc(prim), o)
	next := f.NewBlock("unboxed." + p.Name)
	good.NewCondBr(good.NewExtractValue(r, 1), fail, next)
	return next.NewExtractValue(r, 0), next
}

// isClassInstance emits, in b of f, isinstance(o, ci's class) for an
// argument check: one compare when o is exactly the class, one more when
// its type's base is, one more for the base's base (richards' DeviceTask
// where a TaskState is expected), else PyType_IsSubtype. Before the class statement
// has run (a call early in the module body) no object is an instance of
// it, and the check fails when strict (the native body reads the
// fields of what passed at their offsets, proven.go); not strict (a
// class of another module, whose object this module may not hold yet)
// anything passes then.
func (mb *moduleBuilder) isClassInstance(f *ir.Func, b *ir.Block, o value.Value, ci *typecheck.ClassInfo, param string, strict bool) (value.Value, *ir.Block) {
	rt := mb.rt
	cls := b.NewLoad(runtime.Obj, mb.classSlot(ci))
	tp := rt.TypeOf(b, o)
	known, base, ask, done := f.NewBlock("isclass.known."+param), f.NewBlock("isclass.base."+param), f.NewBlock("isclass.ask."+param), f.NewBlock("isclass."+param)
	b.NewCondBr(b.NewICmp(enum.IPredEQ, tp, cls), done, known)
	known.NewCondBr(known.NewICmp(enum.IPredEQ, cls, runtime.Null), done, base)
	up, grand := f.NewBlock("isclass.up."+param), f.NewBlock("isclass.grand."+param)
	first := rt.TypeBase(base, tp)
	base.NewCondBr(base.NewICmp(enum.IPredEQ, first, cls), done, up)
	// (object's base is NULL, and no class's slot is)
	up.NewCondBr(up.NewICmp(enum.IPredEQ, first, runtime.Null), ask, grand)
	grand.NewCondBr(grand.NewICmp(enum.IPredEQ, rt.TypeBase(grand, first), cls), done, ask)
	sub := rt.CallC(ask, capi.TypeIsSubtype, tp, cls)
	ask.NewBr(done)
	is := done.NewPhi(ir.NewIncoming(constant.True, b), ir.NewIncoming(constant.NewBool(!strict), known), ir.NewIncoming(constant.True, base),
		ir.NewIncoming(constant.True, grand), ir.NewIncoming(ask.NewICmp(enum.IPredNE, sub, i32(0)), ask))
	return is, done
}

// boundaryIsClassInstance is isClassInstance (strict) for an argument
// check of a wrapper, which Python calls (compiled callers call the
// native body): the exact class is one compare in line; any other type
// is asked of sp.isclass.slow, one out-of-line copy of the same walk
// for the whole module, where every wrapper of a method carried its
// own (a tenth of the wrappers' code).
func (mb *moduleBuilder) boundaryIsClassInstance(f *ir.Func, b *ir.Block, o value.Value, ci *typecheck.ClassInfo, param string) (value.Value, *ir.Block) {
	cls := b.NewLoad(runtime.Obj, mb.classSlot(ci))
	tp := mb.rt.TypeOf(b, o)
	slow, done := f.NewBlock("isclass.slow."+param), f.NewBlock("isclass."+param)
	b.NewCondBr(b.NewICmp(enum.IPredEQ, tp, cls), done, slow)
	is := slow.NewCall(mb.isClassSlowFunc(), tp, cls)
	slow.NewBr(done)
	return done.NewPhi(ir.NewIncoming(constant.True, b), ir.NewIncoming(is, slow)), done
}

// isExactClass emits, in b, whether o is an instance of ci's class
// itself (an argument check of an `Annotated[C, "Exact"]` parameter):
// its type is the class; no class is before the class statement has run.
func (mb *moduleBuilder) isExactClass(b *ir.Block, o value.Value, ci *typecheck.ClassInfo) value.Value {
	cls := b.NewLoad(runtime.Obj, mb.classSlot(ci))
	return b.NewAnd(b.NewICmp(enum.IPredEQ, mb.rt.TypeOf(b, o), cls), b.NewICmp(enum.IPredNE, cls, runtime.Null))
}

// isClassSlowFunc returns `i1 @sp.isclass.slow(tp, cls)`: whether type
// tp, not cls itself, is cls or derives from it, the walk of
// isClassInstance after its first compare (false while the class
// statement has not run: cls is NULL).
func (mb *moduleBuilder) isClassSlowFunc() *ir.Func {
	const name = "sp.isclass.slow"
	if f := mb.funcNamed(name); f != nil {
		return f
	}
	rt := mb.rt
	f := mb.m.NewFunc(name, types.I1, ir.NewParam("tp", runtime.Obj), ir.NewParam("cls", runtime.Obj))
	f.Linkage = enum.LinkageInternal
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline)
	tp, cls := f.Params[0], f.Params[1]
	entry, base, up, grand, ask := f.NewBlock("entry"), f.NewBlock("base"), f.NewBlock("up"), f.NewBlock("grand"), f.NewBlock("ask")
	yes, no := f.NewBlock("yes"), f.NewBlock("no")
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, cls, runtime.Null), no, base)
	first := rt.TypeBase(base, tp)
	base.NewCondBr(base.NewICmp(enum.IPredEQ, first, cls), yes, up)
	// (object's base is NULL, and no class's slot is)
	up.NewCondBr(up.NewICmp(enum.IPredEQ, first, runtime.Null), ask, grand)
	grand.NewCondBr(grand.NewICmp(enum.IPredEQ, rt.TypeBase(grand, first), cls), yes, ask)
	sub := rt.CallC(ask, capi.TypeIsSubtype, tp, cls)
	ask.NewRet(ask.NewICmp(enum.IPredNE, sub, i32(0)))
	yes.NewRet(constant.True)
	no.NewRet(constant.False)
	return f
}

// badArgFunc returns `void @sp.raise.badarg(format, o)`: TypeError
// with format given o's type name, the rejection of an argument check,
// out of line once for the module instead of in every wrapper.
func (mb *moduleBuilder) badArgFunc() *ir.Func {
	const name = "sp.raise.badarg"
	if f := mb.funcNamed(name); f != nil {
		return f
	}
	rt := mb.rt
	f := mb.m.NewFunc(name, types.Void, ir.NewParam("format", types.I8Ptr), ir.NewParam("o", runtime.Obj))
	f.Linkage = enum.LinkageInternal
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline, enum.FuncAttrCold)
	b := f.NewBlock("entry")
	rt.CallC(b, capi.ErrFormat, rt.Exc(b, "PyExc_TypeError"), f.Params[0], rt.TypeName(b, f.Params[1]))
	b.NewRet(nil)
	return f
}

// binderSource is the Python source of the argument binders: for each
// function, a def with the same parameters that returns them as a tuple,
// in the order of FuncDecl.Params. Constant defaults are written in;
// others are placeholders replaced when the def runs (setDefaults).
//
// It also defines annotationsHelper, which makes a compiled function's
// __annotations__ from its binder on first use: from stubs of the
// functions with their annotations as text (compiled then, with
// `from __future__ import annotations`, so that a stub that does not
// compile costs only the annotations), evaluated in the module's globals
// as Python evaluates them where the def stands (a name only the class
// body binds stays text), unless the module itself asks for text.
func (mb *moduleBuilder) binderSource() string {
	var sb, stubs strings.Builder
	stubs.WriteString("from __future__ import annotations\n")
	for _, decl := range mb.bindable() {
		fmt.Fprintf(&sb, "def %s(%s):\n    return (%s)\n", mb.binderName(decl), strings.Join(mb.binderParams(decl), ", "), binderResult(decl))
		ret := ""
		if r := decl.Def.Returns; r != nil {
			if text := mb.annotationSource(r); text != "" {
				ret = " -> " + text
			}
		}
		fmt.Fprintf(&stubs, "def %s(%s)%s: pass\n", mb.binderName(decl), strings.Join(mb.annotatedParams(decl), ", "), ret)
	}
	fmt.Fprintf(&sb, `%[2]s = %[4]s
%[3]s = None
def %[1]s(binder):
    global %[3]s
    if %[3]s is None:
        %[3]s = {}
        try:
            exec(%[2]s, %[3]s)
        except SyntaxError:
            pass
    stub = %[3]s.get(binder.__code__.co_name)
    out = dict(stub.__annotations__) if stub is not None else {}
    if %[5]s:
        for k, v in out.items():
            try:
                out[k] = eval(v, %[6]s)
            except Exception:
                pass
    return out
`, annotationsHelper, "__sp_stub_source__", "__sp_stubs__", strconv.Quote(stubs.String()), pyBool(!mb.futureAnnotations()), binderGlobals)
	sb.WriteString(mb.duckSource())
	return sb.String()
}

// annotationsHelper names the function of the binder source that makes a
// compiled function's __annotations__; binderGlobals the module's dict,
// stored in the binders' namespace before it runs.
const (
	annotationsHelper = "__sp_annotations__"
	binderGlobals     = "__sp_globals__"
)

// annotationSource is an annotation's text for a stub: as written, in
// parentheses when it spans lines (which keeps it one expression); ""
// when its text is not known.
func (mb *moduleBuilder) annotationSource(e parser.Expr) string {
	text := mb.sourceText(e)
	if strings.Contains(text, "\n") {
		return "(" + text + ")"
	}
	return text
}

// pyBool is b as a Python literal.
func pyBool(b bool) string {
	if b {
		return "True"
	}
	return "False"
}

// annotatedParams renders a function's parameter list for its
// annotation stub: the annotations, without the defaults.
func (mb *moduleBuilder) annotatedParams(decl *typecheck.FuncDecl) []string {
	params, _ := renderParams(decl.Def.Args, func(parser.Expr) (string, bool) { return "None", true }, func(a *parser.Arg) string {
		if a.Annotation == nil {
			return ""
		}
		if text := mb.annotationSource(a.Annotation); text != "" {
			return ": " + text
		}
		return ""
	})
	return params
}

// binderParams renders a function's parameter list for its binder.
func (mb *moduleBuilder) binderParams(decl *typecheck.FuncDecl) []string {
	params, _ := renderParams(decl.Def.Args, func(e parser.Expr) (string, bool) {
		if k, ok := mb.info.ConstOf(e); ok {
			return pyLiteral(k), true
		}
		return "None", true
	}, nil)
	return params
}

// renderParams writes a parameter list as Python source, each default as
// def renders it ("" and false when one cannot be written: then so is the
// list's second result), and after each name what ann writes (nil: no
// annotations).
func renderParams(args *parser.Arguments, def func(parser.Expr) (string, bool), ann func(*parser.Arg) string) ([]string, bool) {
	var out []string
	named := func(a *parser.Arg) string {
		if ann == nil {
			return a.Name
		}
		return a.Name + ann(a)
	}
	withDefault := func(a *parser.Arg, e parser.Expr) (string, bool) {
		if e == nil {
			return named(a), true
		}
		d, ok := def(e)
		if ann != nil && a.Annotation != nil {
			return named(a) + " = " + d, ok
		}
		return a.Name + "=" + d, ok
	}
	positional := append(append([]*parser.Arg{}, args.PosOnly...), args.Args...)
	first := len(positional) - len(args.Defaults)
	for i, a := range positional {
		var d parser.Expr
		if i >= first {
			d = args.Defaults[i-first]
		}
		s, ok := withDefault(a, d)
		if !ok {
			return nil, false
		}
		out = append(out, s)
		if i == len(args.PosOnly)-1 {
			out = append(out, "/")
		}
	}
	if args.Vararg != nil {
		out = append(out, "*"+named(args.Vararg))
	} else if len(args.KwOnly) > 0 {
		out = append(out, "*")
	}
	for i, a := range args.KwOnly {
		var d parser.Expr
		if i < len(args.KwDefaults) {
			d = args.KwDefaults[i]
		}
		s, ok := withDefault(a, d)
		if !ok {
			return nil, false
		}
		out = append(out, s)
	}
	if args.Kwarg != nil {
		out = append(out, "**"+named(args.Kwarg))
	}
	return out, true
}

// binderResult is the tuple a binder returns.
func binderResult(decl *typecheck.FuncDecl) string {
	var names []string
	for _, p := range decl.Params {
		names = append(names, p.Name)
	}
	s := strings.Join(names, ", ")
	if len(names) == 1 {
		s += ","
	}
	return s
}

// setDefaults evaluates a function's defaults where its def stands in
// the module body (as Python does) and installs them on its binder, so
// calls that omit those arguments see the values of that moment.
func (fb *fnBuilder) setDefaults(decl *typecheck.FuncDecl) {
	fb.setDefaultsOn(decl, fb.load(fb.mb.binders[decl]))
}

// setDefaultsOn evaluates decl's defaults and installs them on binder.
func (fb *fnBuilder) setDefaultsOn(decl *typecheck.FuncDecl, binder value.Value) {
	rt := fb.rt
	args := decl.Def.Args
	ln := line(decl.Def)
	if len(args.Defaults) > 0 {
		t := fb.sequence(capi.TupleNew, capi.TupleSetItem, args.Defaults, typecheck.TupleObj, ln)
		fb.callC(capi.FunctionSetDefaults, ln, binder, t.v)
		fb.release(t)
	}
	var keys, values []parser.Expr
	for i, d := range args.KwDefaults {
		if d != nil {
			keys = append(keys, &parser.Constant{Span: args.KwOnly[i].Span, Kind: parser.ConstStr, Str: args.KwOnly[i].Name})
			values = append(values, d)
		}
	}
	if len(keys) > 0 {
		d := fb.callC(capi.DictNew, ln).as(typecheck.DictObj)
		for i := range keys {
			k := val{v: fb.load(rt.Str(keys[i].(*parser.Constant).Str)), t: typecheck.StrObj}
			v := fb.boxed(fb.expr(values[i]), ln)
			fb.callC(capi.DictSetItem, ln, d.v, k.v, v.v)
			fb.release(v)
		}
		fb.callC(capi.FunctionSetKwDefaults, ln, binder, d.v)
		fb.release(d)
	}
}

var _ = constant.NewInt

// emitArrayArg acquires the buffer of an Array[T] argument: any
// C-contiguous buffer whose items match T (our Array, array.array, NumPy,
// memoryview). Anything else raises
// `f expected 'Array[int64]' for argument a, got 'list'`.
func (mb *moduleBuilder) emitArrayArg(f *ir.Func, b, fail *ir.Block, decl *typecheck.FuncDecl, p *typecheck.Var, a *typecheck.ArrayType, o, view value.Value) ([]value.Value, *ir.Block) {
	rt := mb.rt
	vp := b.NewBitCast(view, types.I8Ptr)
	st := b.NewCall(rt.GetBufferFunc(a.Elem, mb.written[decl][p.Name]), o, vp)
	good := f.NewBlock("view." + p.Name)
	bad := f.NewBlock("noview." + p.Name)
	b.NewCondBr(b.NewICmp(enum.IPredEQ, st, i32(runtime.BufferOK)), good, bad)
	nofit := f.NewBlock("nofit." + p.Name)
	bad.NewCondBr(bad.NewICmp(enum.IPredEQ, st, i32(runtime.BufferNoFit)), nofit, fail)
	msg := fmt.Sprintf("%s expected '%s' for argument %s, got '%%.200s'", escapePercent(decl.Name), runtime.ArrayClassName(a.Elem), escapePercent(p.Name))
	rt.RaiseFormat(nofit, "PyExc_TypeError", msg, rt.TypeName(nofit, o))
	nofit.NewBr(fail)
	data, n := rt.BufferData(good, vp, a.Elem)
	return []value.Value{o, data, n}, good
}
