// This file implements the CPython boundary of each function: the
// METH_FASTCALL|METH_KEYWORDS wrapper that binds, checks and unboxes the
// arguments, calls the native body and boxes its result.

package lower

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/primitives"
	"github.com/staticpyc/staticpyc/runtime"
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
	binder := mb.slot(fmt.Sprintf("sp.binder.%s", decl.Name))
	mb.binders[decl] = binder
	core := mb.emitWrapperCore(decl)

	slowF := mb.m.NewFunc(mb.wrapperName(decl)+".bind", runtime.Obj,
		ir.NewParam("args", runtime.ObjPtr), ir.NewParam("nargs", types.I64), ir.NewParam("kwnames", runtime.Obj))
	slowF.Linkage = enum.LinkageInternal
	slowF.FuncAttrs = append(slowF.FuncAttrs, enum.FuncAttrNoInline, enum.FuncAttrCold)
	sb := slowF.NewBlock("entry")
	tuple := sb.NewCall(rt.CFunc("PyObject_Vectorcall"), sb.NewLoad(runtime.Obj, binder), slowF.Params[0], slowF.Params[1], slowF.Params[2])
	bound := slowF.NewBlock("bound")
	failed := slowF.NewBlock("failed")
	failed.NewRet(runtime.Null)
	sb.NewCondBr(sb.NewICmp(enum.IPredEQ, tuple, runtime.Null), failed, bound)
	// PyTuple_GET_ITEM: ob_item starts after the 24-byte var header.
	items := bound.NewBitCast(bound.NewGetElementPtr(types.I8, tuple, i64(24)), runtime.ObjPtr)
	r := bound.NewCall(core, items)
	rt.Decref(bound, tuple)
	bound.NewRet(r)

	f := mb.m.NewFunc(mb.wrapperName(decl), runtime.Obj,
		ir.NewParam("self", runtime.Obj), ir.NewParam("args", runtime.ObjPtr),
		ir.NewParam("nargs", types.I64), ir.NewParam("kwnames", runtime.Obj))
	f.Linkage = enum.LinkageInternal
	args, nargs, kwnames := f.Params[1], f.Params[2], f.Params[3]
	entry := f.NewBlock("entry")
	fast := f.NewBlock("fast")
	slow := f.NewBlock("slow")
	isFast := entry.NewAnd(entry.NewICmp(enum.IPredEQ, nargs, i64(int64(n))), entry.NewICmp(enum.IPredEQ, kwnames, runtime.Null))
	entry.NewCondBr(isFast, fast, slow)
	fc := fast.NewCall(core, args)
	fc.Tail = enum.TailTail
	fast.NewRet(fc)
	sc := slow.NewCall(slowF, args, nargs, kwnames)
	sc.Tail = enum.TailTail
	slow.NewRet(sc)
}

// emitWrapperCore emits `PyObject *core(PyObject *const *items)`: check
// and unbox each argument, call the native body, box its result.
func (mb *moduleBuilder) emitWrapperCore(decl *typecheck.FuncDecl) *ir.Func {
	rt := mb.rt
	f := mb.m.NewFunc(mb.wrapperName(decl)+".core", runtime.Obj, ir.NewParam("items", runtime.ObjPtr))
	f.Linkage = enum.LinkageInternal
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrAlwaysInline)
	items := f.Params[0]
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
	release.NewCall(rt.CFunc("_PyTraceback_Add"), rt.CString(decl.Name), rt.CString(mb.sourcePath()), i32(int64(decl.Def.Line)))
	release.NewRet(runtime.Null)

	var natArgs []value.Value
	for i, p := range decl.Params {
		o := b.NewLoad(runtime.Obj, b.NewGetElementPtr(runtime.Obj, items, i64(int64(i))))
		if a, ok := typecheck.IsArray(p.Type); ok {
			triple, next := mb.emitArrayArg(f, b, release, decl, p, a, o, views[p])
			natArgs = append(natArgs, triple...)
			b = next
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
			ok, want = mb.isContainer(b, o, ct), ct.String()
			break
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
	msg := fmt.Sprintf("%s expected '%s' for argument %s, got '%%.200s'", escapePercent(decl.Name), want, escapePercent(p.Name))
	rt.RaiseFormat(bad, "PyExc_TypeError", msg, rt.TypeName(bad, o))
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

// binderSource is the Python source of the argument binders: for each
// function, a def with the same parameters (constant defaults included)
// that returns them as a tuple.
func (mb *moduleBuilder) binderSource() string {
	var sb strings.Builder
	for _, decl := range mb.info.Funcs {
		args := decl.Def.Args
		first := len(decl.Params) - len(args.Defaults)
		var params, names []string
		for i, p := range decl.Params {
			s := p.Name
			if i >= first {
				k := mb.info.Consts[args.Defaults[i-first]]
				s += "=" + pyLiteral(k)
			}
			params = append(params, s)
			names = append(names, p.Name)
		}
		tuple := strings.Join(names, ", ")
		if len(names) == 1 {
			tuple += ","
		}
		fmt.Fprintf(&sb, "def %s(%s):\n    return (%s)\n", decl.Name, strings.Join(params, ", "), tuple)
	}
	return sb.String()
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
