// This file implements the lowering of calls: direct native calls between
// the module's functions, primitive conversions, the __static__ builtins,
// and vectorcalls to Python objects.

package lower

import (
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

func (fb *fnBuilder) call(e *parser.Call, t typecheck.Type) val {
	if sc, ok := fb.mb.info.Super[e]; ok {
		return fb.superCall(e, sc, t)
	}
	if typecheck.HasStarArgs(e) {
		r := fb.starCall(e, typecheck.Dynamic)
		return fb.coerce(r, t, line(e))
	}
	if fb.mb.info.Unbindable[e] {
		// Arguments that do not fit (a plain module): CPython raises
		// TypeError when the call runs.
		r := fb.vectorcall(e, typecheck.Dynamic)
		return fb.coerce(r, t, line(e))
	}
	switch ft := fb.mb.info.TypeOf(e.Func).(type) {
	case *typecheck.Func:
		return fb.directCall(e, ft.Decl, t)
	case *typecheck.TypeRef:
		if p, ok := typecheck.IsPrim(ft.T); ok {
			return fb.convertCall(e, p, t)
		}
		if a, ok := typecheck.IsArray(ft.T); ok {
			return fb.newArray(e, a)
		}
		if ct, ok := typecheck.IsChecked(ft.T); ok {
			cls := val{v: fb.containerClassOf(ct, line(e)), t: typecheck.Dynamic}
			return fb.vectorcallOf(cls, e, t)
		}
		if ct, ok := typecheck.IsClass(ft.T); ok && ct.Info != nil {
			if m, owner, ok := fb.initOf(e, ct.Info); ok {
				return fb.newInstance(e, m, owner, t)
			}
		}
	case *typecheck.Builtin:
		return fb.builtinCall(e, ft.Name, t)
	}
	if r := fb.checkedAppend(e); r != nil {
		return fb.coerce(*r, t, line(e))
	}
	if r, ok := fb.superMethodCall(e, t); ok {
		return r
	}
	if m, ci := fb.classMethodOf(e); m != nil {
		return fb.classMethodCall(e, m, ci, t)
	}
	if m := fb.unboundMethod(e); m != nil {
		return fb.unboundMethodCall(e, m, t)
	}
	if m, ci, ok := fb.directMethod(e); ok {
		return fb.methodCall(e, m, ci, t)
	}
	if d, ok := fb.frameDict(e); ok {
		return d
	}
	if len(e.Args) == 1 && len(e.Keywords) == 0 {
		if g, ok := e.Args[0].(*parser.GeneratorExp); ok && fb.mb.info.GenexpOf[g] == nil {
			if name, ok := typecheck.IsConsumer(e.Func); ok {
				return fb.consumeGenexp(e, g, name, t)
			}
		}
	}
	if n, ok := e.Func.(*parser.Name); ok {
		if g, ok := fb.mb.info.RefOf(n).(*typecheck.Global); ok {
			if decl := fb.mb.nativeImport(g.Name); decl != nil {
				if r, ok := fb.crossCall(e, decl, g.Name, t); ok {
					return r
				}
				// Typed by decl's result, which the other module's
				// function may not give if it changed: checked.
				r := fb.vectorcall(e, typecheck.Dynamic)
				return fb.coerce(fb.coerce(r, decl.Return, line(e)), t, line(e))
			}
		}
	}
	if r, ok := fb.inlineBuiltin(e, t); ok {
		return r
	}
	r := fb.vectorcall(e, typecheck.Dynamic)
	if _, isPrim := typecheck.IsPrim(t); isPrim {
		// A method of a module class returning a primitive: the call
		// through the object returns it boxed.
		return fb.coerce(r, t, line(e))
	}
	return val{v: r.v, t: t, owned: r.owned}
}

// directCall calls a module function's native body: no boxing, no
// argument checks beyond what the checker proved, and the instance
// checks of class-typed parameters the body trusts (proven.go).
func (fb *fnBuilder) directCall(e *parser.Call, decl *typecheck.FuncDecl, t typecheck.Type) val {
	if decl.Flexible || decl.Decorated || decl.Interpreted || decl.Rebound || fb.mb.natives[decl] == nil || (decl.DynamicDefaults && len(e.Args)+len(e.Keywords) < len(decl.Params)) {
		// CPython binds the arguments (and supplies the defaults) through
		// the function object; so does a function of another module
		// (a static method of an imported class), which has no body here.
		r := fb.vectorcall(e, typecheck.Dynamic)
		return fb.coerce(r, t, line(e)) // the checker types a coroutine or generator call as dynamic
	}
	// order lists the parameter of each argument as written: positional
	// ones, then the keywords in source order. Python evaluates them in
	// that order, whatever the parameter order.
	exprs := make([]parser.Expr, len(decl.Params))
	var order []int
	for i, a := range e.Args {
		exprs[i] = a
		order = append(order, i)
	}
	for _, k := range e.Keywords {
		for i, p := range decl.Params {
			if p.Name == k.Arg {
				exprs[i] = k.Value
				order = append(order, i)
			}
		}
	}
	// Missing arguments take their (constant) defaults, evaluated after
	// the written ones.
	defs := decl.Def.Args.Defaults
	first := len(decl.Params) - len(defs)
	for i := range exprs {
		if exprs[i] == nil {
			exprs[i] = defs[i-first]
			order = append(order, i)
		}
	}
	// Array arguments pass their object, data pointer and length.
	var args []val
	passed := make([][]value.Value, len(decl.Params))
	var releases []func()
	for _, i := range order {
		x := exprs[i]
		if a, ok := typecheck.IsArray(decl.Params[i].Type); ok {
			triple, release := fb.arrayArgs(x, a)
			passed[i] = triple
			releases = append(releases, release)
			continue
		}
		v := fb.exprAs(x, decl.Params[i].Type)
		args = append(args, v)
		passed[i] = []value.Value{v.v}
	}
	// In a plain module the name may have been rebound from outside
	// (rebind.go): then the call is the new object's, with the arguments
	// as written.
	var rebound val
	var reboundFrom *irBlock
	if w := fb.mb.guardedCall(decl); w != nil {
		slow, fast := fb.block("rebound"), fb.block("native")
		unlikely(fb.b.NewCondBr(fb.b.NewICmp(enum.IPredNE, fb.b.NewLoad(types.I8, w.Flag), constant.NewInt(types.I8, 0)), slow, fast))
		fb.b = slow
		written := make([]value.Value, len(passed))
		for i, p := range passed {
			written[i] = p[0]
		}
		rebound = fb.reboundCall(e, decl, written, t)
		fb.consume(rebound)
		reboundFrom = fb.b
		fb.b = fast
	}
	var vs []value.Value
	var checks []classArg
	for i, p := range passed {
		vs = append(vs, p...)
		if c, ok := fb.classArgOf(exprs[i], p[0], decl.Params[i]); ok {
			checks = append(checks, c)
		}
	}
	fb.checkClassArgs(decl, checks, line(e))
	r := fb.b.NewCall(fb.mb.natives[decl], vs...)
	for _, rel := range releases {
		rel()
	}
	var res val
	if p, ok := typecheck.IsPrim(decl.Return); ok {
		res = val{v: fb.checkResult(r, line(e)), t: typecheck.PrimOf(p)}
	} else {
		res = fb.checkNull(r, decl.Return, line(e))
	}
	if reboundFrom != nil {
		fb.consume(res)
		nativeFrom, join := fb.b, fb.block("called")
		nativeFrom.NewBr(join)
		reboundFrom.NewBr(join)
		fb.b = join
		res = fb.produce(fb.phi(runtime.Obj, []value.Value{res.v, rebound.v}, []*irBlock{nativeFrom, reboundFrom}), res.t)
	}
	for i := len(args) - 1; i >= 0; i-- {
		fb.release(args[i])
	}
	return res
}

// convertCall lowers T(x) for a primitive T.
func (fb *fnBuilder) convertCall(e *parser.Call, p *primitives.Prim, t typecheck.Type) val {
	v := fb.expr(e.Args[0])
	if from, ok := typecheck.IsPrim(v.t); ok {
		return val{v: fb.convertPrim(v.v, from, p), t: t}
	}
	if p == primitives.CBool {
		// cbool(x) of an object takes a bool, as CinderX casts it to
		// bool before it unboxes: anything else is its CAST's TypeError.
		isBool := fb.b.NewICmp(enum.IPredEQ, fb.rt.TypeOf(fb.b, v.v), fb.rt.Object("PyBool_Type"))
		bad, good := fb.block("cbool.bad"), fb.block("cbool.good")
		likely(fb.b.NewCondBr(isBool, good, bad))
		fb.b = bad
		fb.rt.RaiseFormat(fb.b, "PyExc_TypeError", "expected 'bool', got '%.200s'", fb.rt.TypeName(fb.b, v.v))
		fb.raiseHere(line(e))
		fb.b.NewBr(good)
		fb.b = good
	}
	// Anything else unboxes as CinderX's cast to int (or bool) does: a
	// float, which the checker lets through only as a constant or a
	// dynamic value, raises TypeError.
	r := fb.checkResult(fb.b.NewCall(fb.rt.UnboxFunc(p), v.v), line(e))
	fb.release(v)
	return val{v: r, t: t}
}

// builtinCall lowers the __static__ builtins.
func (fb *fnBuilder) builtinCall(e *parser.Call, name string, t typecheck.Type) val {
	switch name {
	case "box":
		return fb.boxed(fb.expr(e.Args[0]), line(e))
	case "unbox":
		p, _ := typecheck.IsPrim(t)
		v := fb.expr(e.Args[0])
		r := fb.checkResult(fb.b.NewCall(fb.rt.UnboxFunc(p), v.v), line(e))
		fb.release(v)
		return val{v: r, t: t}
	case "cast":
		v := fb.expr(e.Args[1])
		if fb.mb.info.ExactCasts[e] {
			ct, orNone := typecheck.IsClass(t)
			if o, ok := typecheck.IsOptional(t); ok {
				ct, _ = typecheck.IsClass(o.Inner)
			}
			return fb.castExactClass(v, ct, !orNone, t, line(e))
		}
		switch to := t.(type) {
		case *typecheck.Object:
			return fb.castObject(v, to, line(e))
		case *typecheck.ClassType:
			return fb.castClass(v, to, false, t, line(e))
		case *typecheck.OptionalType:
			if ct, ok := typecheck.IsClass(to.Inner); ok {
				return fb.castClass(v, ct, true, t, line(e))
			}
			return fb.castOptionalObject(v, to, line(e))
		case *typecheck.CheckedType:
			return fb.coerce(v, to, line(e))
		}
		return v
	case "clen":
		if n, ok := e.Args[0].(*parser.Name); ok {
			if lv, ok := fb.mb.info.RefOf(n).(*typecheck.Var); ok && fb.arrays[lv] != nil {
				return val{v: fb.b.NewLoad(types.I64, fb.arrays[lv].n), t: t}
			}
		}
		v := fb.expr(e.Args[0])
		n := fb.callC(capi.ObjectSize, line(e), v.v).v
		fb.release(v)
		return val{v: n, t: t}
	case "rand":
		f := fb.mb.intrinsic("rand", types.I32)
		return val{v: fb.b.NewCall(f), t: t}
	case "posix_clock_gettime_ns":
		ts := fb.alloca(types.NewArray(2, types.I64))
		f := fb.mb.intrinsic("clock_gettime", types.I32, types.I32, types.NewPointer(types.NewArray(2, types.I64)))
		fb.b.NewCall(f, i32(1), ts) // CLOCK_MONOTONIC
		sec := fb.b.NewLoad(types.I64, fb.b.NewGetElementPtr(types.NewArray(2, types.I64), ts, i64(0), i64(0)))
		nsec := fb.b.NewLoad(types.I64, fb.b.NewGetElementPtr(types.NewArray(2, types.I64), ts, i64(0), i64(1)))
		return val{v: fb.b.NewAdd(fb.b.NewMul(sec, i64(1_000_000_000)), nsec), t: t}
	}
	panic("internal error: lower: builtin " + name)
}

// vectorcall calls a Python object with positional and keyword arguments.
func (fb *fnBuilder) vectorcall(e *parser.Call, t typecheck.Type) val {
	if a, ok := e.Func.(*parser.Attribute); ok && fb.rt.ABI.AttrCaches() {
		if _, field := fb.fastFieldOf(a.Value, a.Attr); !field {
			return fb.methodVectorcall(e, a, t)
		}
	}
	return fb.vectorcallOf(fb.expr(e.Func), e, t)
}

// vectorcallOf calls callee with e's arguments.
func (fb *fnBuilder) vectorcallOf(callee val, e *parser.Call, t typecheck.Type) val {
	n := len(e.Args) + len(e.Keywords)
	argv := fb.scratch(types.NewArray(uint64(max(n, 1)), runtime.Obj))
	args := make([]val, 0, n)
	for _, a := range e.Args {
		args = append(args, fb.boxed(fb.expr(a), line(a)))
	}
	var names []string
	for _, k := range e.Keywords {
		args = append(args, fb.boxed(fb.expr(k.Value), line(k)))
		names = append(names, k.Arg)
	}
	for i, a := range args {
		p := fb.b.NewGetElementPtr(types.NewArray(uint64(max(n, 1)), runtime.Obj), argv, i64(0), i64(int64(i)))
		fb.b.NewStore(a.v, p)
	}
	first := fb.b.NewGetElementPtr(types.NewArray(uint64(max(n, 1)), runtime.Obj), argv, i64(0), i64(0))
	var kwnames value.Value = runtime.Null
	if len(names) > 0 {
		kwnames = fb.load(fb.rt.NameTuple(names))
	}
	call := fb.rt.VectorcallFunc()
	if fb.calleeIsLocal(e) {
		call = fb.rt.VectorcallLocalFunc()
	}
	r := fb.b.NewCall(call, callee.v, first, i64(int64(len(e.Args))), kwnames)
	fb.errorIf(fb.b.NewICmp(enum.IPredEQ, r, runtime.Null), line(e))
	res := fb.produce(r, typecheck.Dynamic).as(t)
	for i := len(args) - 1; i >= 0; i-- {
		fb.release(args[i])
	}
	fb.release(callee)
	return res
}

var _ = constant.NewInt

// calleeIsLocal reports whether e calls a local of the function with one
// or two positional arguments, the calls that get list methods' work
// inline (runtime's sp.vectorcall.local): a local holding a callable is
// most often a bound method kept out of a loop (`pop = xs.pop`).
func (fb *fnBuilder) calleeIsLocal(e *parser.Call) bool {
	n, ok := e.Func.(*parser.Name)
	if !ok || len(e.Keywords) != 0 || len(e.Args) < 1 || len(e.Args) > 2 {
		return false
	}
	_, isVar := fb.mb.info.RefOf(n).(*typecheck.Var)
	return isVar
}

// starCall lowers f(a, *xs, k=v, **kw): the positional arguments are
// gathered into a tuple and the keywords into a dict, then
// PyObject_Call; the errors are CPython's.
func (fb *fnBuilder) starCall(e *parser.Call, t typecheck.Type) val {
	rt := fb.rt
	ln := line(e)
	callee := fb.expr(e.Func)
	// CPython names the callee as _PyObject_FunctionStr does
	// ("mod.f()"); computed only on the error paths.
	fname := callee.v
	// f(*xs) alone passes xs to the call, which checks that it is
	// iterable after the keywords are built (sp.star.args); any other
	// mix of positional arguments builds a list, whose LIST_EXTEND has
	// its own wording ("Value after * must be an iterable, not T").
	var single val
	var args val
	if s, ok := starredAlone(e.Args); ok {
		single = fb.expr(s.Value)
	} else {
		list := fb.callC(capi.ListNew, ln, i64(0)).as(typecheck.ListObj)
		for _, a := range e.Args {
			if s, ok := a.(*parser.Starred); ok {
				v := fb.expr(s.Value)
				r := fb.b.NewCall(rt.ListExtendFunc(), list.v, v.v)
				fb.errorIf(fb.b.NewICmp(enum.IPredNE, r, i32(0)), ln)
				fb.release(v)
				continue
			}
			v := fb.boxed(fb.expr(a), ln)
			fb.callC(capi.ListAppend, ln, list.v, v.v)
			fb.release(v)
		}
		args = fb.callC(capi.ListAsTuple, ln, list.v).as(typecheck.TupleObj)
		fb.release(list)
	}
	var kw val = val{v: runtime.Null, t: typecheck.NoneObj}
	if len(e.Keywords) > 0 {
		kw = fb.callC(capi.DictNew, ln).as(typecheck.DictObj)
		for _, k := range e.Keywords {
			v := fb.boxed(fb.expr(k.Value), ln)
			if k.Arg != "" {
				fb.addKeyword(kw.v, fb.load(rt.Name(k.Arg)), v.v, fname, ln)
			} else {
				fb.mergeKeywords(kw.v, v.v, fname, ln)
			}
			fb.release(v)
		}
	}
	if single.v != nil {
		tup := fb.b.NewCall(rt.StarArgsFunc(), callee.v, single.v)
		fb.errorIf(fb.b.NewICmp(enum.IPredEQ, tup, runtime.Null), ln)
		args = fb.produce(tup, typecheck.TupleObj)
		fb.release(single)
	}
	r := fb.callC(capi.ObjectCall, ln, callee.v, args.v, kw.v).as(t)
	fb.release(kw)
	fb.release(args)
	fb.release(callee)
	return r
}

// starredAlone returns the starred argument of a call whose only
// positional argument it is.
func starredAlone(args []parser.Expr) (*parser.Starred, bool) {
	if len(args) != 1 {
		return nil, false
	}
	s, ok := args[0].(*parser.Starred)
	return s, ok
}

// rewordMappingError raises when failed holds, replacing the
// AttributeError of a ** value without keys() (or whose keys() raised
// one) with CPython's wording in terms of the call, as its
// format_kwargs_error does; any other error (a TypeError of keys() or
// of a subscript) propagates as it is. format takes the callee's name
// and obj's type.
func (fb *fnBuilder) rewordMappingError(failed value.Value, format string, callee, obj value.Value, ln int) {
	rt := fb.rt
	bad, ok := fb.block("starbad"), fb.block("starok")
	unlikely(fb.b.NewCondBr(failed, bad, ok))
	fb.b = bad
	isAE := fb.callCInfallible(capi.ErrExceptionMatches, rt.Exc(fb.b, "PyExc_AttributeError"))
	replace, keep := fb.block("starreplace"), fb.block("starkeep")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredNE, isAE, i32(0)), replace, keep)
	fb.b = replace
	fb.callCInfallible(capi.ErrClear)
	name := fb.callCHandled(capi.ObjectFunctionStr, callee)
	named, unnamed := fb.block("named"), fb.block("unnamed")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredNE, name, runtime.Null), named, unnamed)
	rt.RaiseFormat(named, "PyExc_TypeError", format, name, rt.TypeName(named, obj))
	rt.Decref(named, name)
	named.NewBr(keep)
	unnamed.NewBr(keep)
	fb.b = keep
	fb.raiseHere(ln)
	fb.b = ok
}

// addKeyword stores one keyword argument, refusing a duplicate as
// CPython does.
func (fb *fnBuilder) addKeyword(d, key, v value.Value, callee value.Value, ln int) {
	rt := fb.rt
	has := fb.callC(capi.DictContains, ln, d, key).v
	dup, ok := fb.block("dupkw"), fb.block("newkw")
	unlikely(fb.b.NewCondBr(fb.b.NewICmp(enum.IPredSGT, has, i32(0)), dup, ok))
	fb.b = dup
	name := fb.callCHandled(capi.ObjectFunctionStr, callee)
	named, unnamed := fb.block("named"), fb.block("unnamed")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredNE, name, runtime.Null), named, unnamed)
	rt.RaiseFormat(named, "PyExc_TypeError", "%U got multiple values for keyword argument '%U'", name, key)
	rt.Decref(named, name)
	named.NewBr(unnamed)
	fb.b = unnamed
	fb.raiseHere(ln)
	fb.b = ok
	fb.callC(capi.DictSetItem, ln, d, key, v)
}

// mergeKeywords adds the items of a ** mapping to the keyword dict.
func (fb *fnBuilder) mergeKeywords(d, m value.Value, fname value.Value, ln int) {
	tmp := fb.callC(capi.DictNew, ln).as(typecheck.DictObj)
	st := fb.callCHandled(capi.DictMerge, tmp.v, m, i32(1))
	fb.rewordMappingError(fb.b.NewICmp(enum.IPredSLT, st, i32(0)),
		"%U argument after ** must be a mapping, not %.200s", fname, m, ln)
	pos := fb.alloca(types.I64)
	kp, vp := fb.alloca(runtime.Obj), fb.alloca(runtime.Obj)
	fb.b.NewStore(i64(0), pos)
	head, body, done := fb.block("kwhead"), fb.block("kwbody"), fb.block("kwdone")
	fb.b.NewBr(head)
	fb.b = head
	more := fb.callCInfallible(capi.DictNext, tmp.v, pos, kp, vp)
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredNE, more, i32(0)), body, done)
	fb.b = body
	fb.addKeyword(d, fb.b.NewLoad(runtime.Obj, kp), fb.b.NewLoad(runtime.Obj, vp), fname, ln)
	fb.b.NewBr(head)
	fb.b = done
	fb.release(tmp)
}

// frameDict lowers globals() — and locals() and vars() in the module
// body, where they are the same dict — to the module's namespace: a
// compiled function has no frame of its own, so the builtins would see
// their caller's.
func (fb *fnBuilder) frameDict(e *parser.Call) (val, bool) {
	n, ok := e.Func.(*parser.Name)
	if !ok || len(e.Args) != 0 || len(e.Keywords) != 0 {
		return val{}, false
	}
	g, ok := fb.mb.info.RefOf(n).(*typecheck.Global)
	if !ok || g.Kind != typecheck.GlobalBuiltin {
		return val{}, false
	}
	switch {
	case n.Id == "globals":
	case (n.Id == "locals" || n.Id == "vars") && fb.decl == nil && fb.classNS == nil:
	default:
		return val{}, false
	}
	d := fb.load(fb.mb.modDict)
	fb.rt.Incref(fb.b, d)
	return fb.produce(d, typecheck.Dynamic), true
}

// vectorcallObject is PyObject_Vectorcall(callee, first, nargsf,
// kwnames) through runtime's sp.vectorcall, which does an exact list's
// insert, pop and append itself (runtime/listmethods.go).
func (fb *fnBuilder) vectorcallObject(ln int, callee, first, nargsf, kwnames value.Value) val {
	r := fb.b.NewCall(fb.rt.VectorcallFunc(), callee, first, nargsf, kwnames)
	fb.errorIf(fb.b.NewICmp(enum.IPredEQ, r, runtime.Null), ln)
	return fb.produce(r, typecheck.Dynamic)
}
