// This file implements the module object: the method table, the module
// definition, global-name lookup and PyInit_<name>.

package lower

import (
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

// loadGlobalFunc returns `PyObject* @sp.load_global(PyObject* name)`: the
// module's global or the builtin of that name, as a new reference;
// NameError when neither exists.
func (mb *moduleBuilder) loadGlobalFunc() *ir.Func {
	const name = "sp.load_global"
	if f := mb.funcNamed(name); f != nil {
		return f
	}
	rt := mb.rt
	f := mb.m.NewFunc(name, runtime.Obj, ir.NewParam("name", runtime.Obj))
	f.Linkage = enum.LinkageInternal
	key := f.Params[0]
	entry := f.NewBlock("entry")
	found := f.NewBlock("found")
	tryBuiltins := f.NewBlock("builtins")
	missing := f.NewBlock("missing")
	fail := f.NewBlock("fail")
	v := rt.CallC(entry, capi.DictGetItemWithError, entry.NewLoad(runtime.Obj, mb.modDict), key)
	entry.NewCondBr(entry.NewICmp(enum.IPredNE, v, runtime.Null), found, tryBuiltins)
	errSet := rt.CallC(tryBuiltins, capi.ErrOccurred)
	lookB := f.NewBlock("lookbuiltins")
	tryBuiltins.NewCondBr(tryBuiltins.NewICmp(enum.IPredNE, errSet, runtime.Null), fail, lookB)
	bv := rt.CallC(lookB, capi.DictGetItemWithError, lookB.NewLoad(runtime.Obj, mb.builtins), key)
	lookB.NewCondBr(lookB.NewICmp(enum.IPredNE, bv, runtime.Null), found, missing)
	res := found.NewPhi(ir.NewIncoming(v, entry), ir.NewIncoming(bv, lookB))
	rt.Incref(found, res)
	found.NewRet(res)
	errSet2 := rt.CallC(missing, capi.ErrOccurred)
	raise := f.NewBlock("raise")
	missing.NewCondBr(missing.NewICmp(enum.IPredNE, errSet2, runtime.Null), fail, raise)
	rt.RaiseFormat(raise, "PyExc_NameError", "name '%U' is not defined", key)
	raise.NewBr(fail)
	fail.NewRet(runtime.Null)
	return f
}

// globalCacheType is one global-load site's cache: the version tags of
// the module's dict and of the builtins dict when the value was found,
// the value (borrowed: while neither dict has changed, the dict that
// holds it still does), and the hint of the name's entry in the module's
// dict (runtime.DictEntryByHint), which answers once a global rebound
// elsewhere has changed the dict's version, and whether the value is the
// builtin of the name (1) rather than the module's global (0).
var globalCacheType = types.NewStruct(types.I64, types.I64, runtime.Obj, types.I64, types.I64)

// maxGlobalScan is the largest module dict whose entries a global load
// searches for its name's entry hint (once per site and table).
const maxGlobalScan = 4096

// cachedGlobalFunc returns `PyObject* @sp.load_global.cached(PyObject*
// name, cache*)`: sp.load_global(name), answered from the site's cache
// while neither the module's dict nor the builtins dict has changed
// (CPython's LOAD_GLOBAL_MODULE/LOAD_GLOBAL_BUILTIN guard on their keys'
// versions; a dict version tag also changes when a global is rebound,
// which is what a cached value needs). The hit is inlined into every
// site (two tag compares, as LOAD_GLOBAL_MODULE's guard): a call per
// read cost more than the probe itself where a loop tests a global flag
// (richards' `if tracing:`); the miss is sp.load_global.miss.
func (mb *moduleBuilder) cachedGlobalFunc() *ir.Func {
	const name = "sp.load_global.cached"
	if f := mb.funcNamed(name); f != nil {
		return f
	}
	rt := mb.rt
	f := mb.m.NewFunc(name, runtime.Obj, ir.NewParam("name", runtime.Obj), ir.NewParam("cache", types.NewPointer(globalCacheType)))
	f.Linkage = enum.LinkageInternal
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrAlwaysInline)
	key, cache := f.Params[0], f.Params[1]
	entry, hit, miss := f.NewBlock("entry"), f.NewBlock("hit"), f.NewBlock("miss")
	mv, bv, cached, same := mb.globalCacheProbe(entry, cache)
	entry.NewCondBr(same, hit, miss)
	rt.Incref(hit, cached)
	hit.NewRet(cached)
	miss.NewRet(miss.NewCall(mb.globalMissFunc(), key, cache, mv, bv))
	return f
}

// globalCacheProbe emits, in b, the check of a global-load site's cache:
// the dicts' current version tags, the cached value (borrowed) and
// whether it is current.
func (mb *moduleBuilder) globalCacheProbe(b *ir.Block, cache value.Value) (mv, bv, cached, same value.Value) {
	rt := mb.rt
	field := func(i int64) *ir.InstGetElementPtr {
		return b.NewGetElementPtr(globalCacheType, cache, constant.NewInt(types.I32, 0), constant.NewInt(types.I32, i))
	}
	mv = rt.DictVersionTag(b, b.NewLoad(runtime.Obj, mb.modDict))
	bv = rt.DictVersionTag(b, b.NewLoad(runtime.Obj, mb.builtins))
	cached = b.NewLoad(runtime.Obj, field(2))
	same = b.NewAnd(b.NewAnd(b.NewICmp(enum.IPredEQ, mv, b.NewLoad(types.I64, field(0))),
		b.NewICmp(enum.IPredEQ, bv, b.NewLoad(types.I64, field(1)))), b.NewICmp(enum.IPredNE, cached, runtime.Null))
	return mv, bv, cached, same
}

// globalMissFunc returns `PyObject* @sp.load_global.miss(PyObject* name,
// cache*, i64 mv, i64 bv)`: the out-of-line half of
// sp.load_global.cached, given the dicts' version tags its probe read.
// It finds the value, refills the cache and returns a new reference.
func (mb *moduleBuilder) globalMissFunc() *ir.Func {
	const name = "sp.load_global.miss"
	if f := mb.funcNamed(name); f != nil {
		return f
	}
	rt := mb.rt
	f := mb.m.NewFunc(name, runtime.Obj, ir.NewParam("name", runtime.Obj), ir.NewParam("cache", types.NewPointer(globalCacheType)),
		ir.NewParam("mv", types.I64), ir.NewParam("bv", types.I64))
	f.Linkage = enum.LinkageInternal
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline)
	key, cache, mv, bv := f.Params[0], f.Params[1], f.Params[2], f.Params[3]
	field := func(b *ir.Block, i int64) *ir.InstGetElementPtr {
		return b.NewGetElementPtr(globalCacheType, cache, constant.NewInt(types.I32, 0), constant.NewInt(types.I32, i))
	}
	miss, fill, ret := f.NewBlock("miss"), f.NewBlock("fill"), f.NewBlock("ret")
	// A module that rebinds its globals (a counter, a `global` flag)
	// changes its dict's version at every store, which sends every site
	// here: the name's entry in the dict still holds the value, found by
	// its hint as CPython's LOAD_GLOBAL_MODULE finds it by index.
	generic := f.NewBlock("generic")
	byHint, hv := rt.DictEntryByHint(f, miss, miss.NewLoad(runtime.Obj, mb.modDict), key, field(miss, 3), maxGlobalScan, true, generic)
	byHint.NewStore(mv, field(byHint, 0))
	byHint.NewStore(bv, field(byHint, 1))
	byHint.NewStore(hv, field(byHint, 2))
	rt.Incref(byHint, hv)
	byHint.NewRet(hv)
	// The versions read before the lookup: if the lookup changed a dict
	// (a key's __eq__), the next use misses. The module's dict first, as
	// sp.load_global looks.
	v := rt.CallC(generic, capi.DictGetItemWithError, generic.NewLoad(runtime.Obj, mb.modDict), key)
	global, notGlobal := f.NewBlock("global"), f.NewBlock("notglobal")
	generic.NewCondBr(generic.NewICmp(enum.IPredNE, v, runtime.Null), global, notGlobal)
	global.NewStore(mv, field(global, 0))
	global.NewStore(bv, field(global, 1))
	global.NewStore(v, field(global, 2))
	global.NewStore(constant.NewInt(types.I64, 0), field(global, 4))
	rt.Incref(global, v)
	global.NewRet(v)
	// Not a global: a builtin the site found before is still the answer
	// while the builtins dict is unchanged, however often the module's
	// dict changed since (a module rebinding a counter sends every
	// builtin's site here at each store; CPython's LOAD_GLOBAL_BUILTIN
	// guards on the module dict's keys, not its values).
	errSet := rt.CallC(notGlobal, capi.ErrOccurred)
	absent, fail := f.NewBlock("absent"), f.NewBlock("fail")
	notGlobal.NewCondBr(notGlobal.NewICmp(enum.IPredNE, errSet, runtime.Null), fail, absent)
	fail.NewRet(runtime.Null)
	oldB := absent.NewLoad(runtime.Obj, field(absent, 2))
	sameB := absent.NewAnd(absent.NewICmp(enum.IPredEQ, absent.NewLoad(types.I64, field(absent, 1)), bv),
		absent.NewAnd(absent.NewICmp(enum.IPredEQ, absent.NewLoad(types.I64, field(absent, 4)), constant.NewInt(types.I64, 1)),
			absent.NewICmp(enum.IPredNE, oldB, runtime.Null)))
	stillBuiltin, lookB := f.NewBlock("stillbuiltin"), f.NewBlock("lookbuiltins")
	absent.NewCondBr(sameB, stillBuiltin, lookB)
	stillBuiltin.NewStore(mv, field(stillBuiltin, 0))
	rt.Incref(stillBuiltin, oldB)
	stillBuiltin.NewRet(oldB)
	b := rt.CallC(lookB, capi.DictGetItemWithError, lookB.NewLoad(runtime.Obj, mb.builtins), key)
	missing := f.NewBlock("missing")
	lookB.NewCondBr(lookB.NewICmp(enum.IPredEQ, b, runtime.Null), missing, fill)
	fill.NewStore(mv, field(fill, 0))
	fill.NewStore(bv, field(fill, 1))
	fill.NewStore(b, field(fill, 2))
	fill.NewStore(constant.NewInt(types.I64, 1), field(fill, 4))
	rt.Incref(fill, b)
	fill.NewRet(b)
	errSet2 := rt.CallC(missing, capi.ErrOccurred)
	raise := f.NewBlock("raise")
	missing.NewCondBr(missing.NewICmp(enum.IPredNE, errSet2, runtime.Null), ret, raise)
	rt.RaiseFormat(raise, "PyExc_NameError", "name '%U' is not defined", key)
	raise.NewBr(ret)
	ret.NewRet(runtime.Null)
	return f
}

// emitModule emits the method table, the module definition and
// PyInit_<name>, which creates the module, its constants and binders, and
// runs the module body.
func (mb *moduleBuilder) emitModule() {
	rt := mb.rt
	ptr := types.I8Ptr
	var methods []constant.Constant
	mb.defIndex = map[*typecheck.FuncDecl]int{}
	for _, decl := range mb.allFuncs() {
		if mb.isNested[decl] {
			continue
		}
		mb.defIndex[decl] = len(methods)
		methods = append(methods, rt.MethodDef(decl.Name, mb.wrapperFunc(decl), mb.methodDoc(decl)))
	}
	mb.methodTable = rt.MethodTable(methods)
	var doc constant.Constant = constant.NewNull(ptr)
	if d, ok := docstring(mb.src); ok {
		doc = rt.CString(mb.docValue(d)).(constant.Constant)
	}
	// The body runs in the exec slot, with the module importlib created
	// from the spec (borrowed): PyInit only returns the definition.
	// It runs under a Python frame of the module (runtime.ExecInFrame),
	// for what looks at its caller's frame (namedtuple, Enum, TypeVar).
	exec := mb.ownFunc(mb.m.NewFunc("sp.exec", types.I32, ir.NewParam("module", runtime.Obj)))
	exec.Linkage = enum.LinkageInternal
	mod := ir.NewParam("module", runtime.Obj)
	body := mb.ownFunc(mb.m.NewFunc("sp.exec.body", types.I32, mod))
	body.Linkage = enum.LinkageInternal
	if mb.runsOnce() {
		body.FuncAttrs = append(body.FuncAttrs, enum.FuncAttrNoInline, enum.FuncAttrOptNone)
	}
	mb.modSelf = mb.m.NewGlobalDef("sp.self", runtime.Null)
	mb.modSelf.Linkage = enum.LinkageInternal
	execState := mb.m.NewGlobalDef("sp.execstate", i32(execNotRun))
	execState.Linkage = enum.LinkageInternal
	def := rt.ModuleDef(doc, mb.createFunc(execState), exec)
	rt.ExecInFrame(exec, body, mb.sourcePath())
	fb := mb.newFnBuilder(body, nil, "<module>")
	// The body runs once per process: its constants, classes and
	// globals live in this library's globals, not in the module object.
	// A reload (or a second exec of the one module create hands out)
	// leaves the module as it is.
	first, again := fb.block("exec.first"), fb.block("exec.again")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, fb.b.NewLoad(types.I32, execState), i32(execNotRun)), first, again)
	again.NewRet(i32(0))
	fb.b = first
	fb.b.NewStore(i32(execRunning), execState)
	// Comprehension variables of the module body live in slots of the
	// exec function, like a function's locals.
	for _, v := range mb.info.ModuleLocals {
		fb.declareLocal(v)
	}
	modDict := fb.callCInfallible(capi.ModuleGetDict, mod)
	fb.b.NewStore(modDict, mb.modDict)
	fb.b.NewStore(modDict, rt.FunctionGlobals()) // the module's functions' __globals__
	fb.b.NewStore(mod, mb.modSelf)
	bi := fb.callC(capi.ImportModule, 1, rt.CString("builtins"))
	fb.consume(bi) // kept for the life of the process
	fb.b.NewStore(fb.callCInfallible(capi.ModuleGetDict, bi.v), mb.builtins)
	constInit := fb.b.NewCall(mb.constInitPlaceholder())
	fb.checkStatus(constInit, 1)
	mb.emitRealBuiltins(fb)
	mb.emitBinders(fb)
	fb.checkStatus(fb.b.NewCall(mb.placeholder("sp.init_containers.decl")), 1)
	fb.checkStatus(fb.b.NewCall(mb.placeholder("sp.rebind.install.decl")), 1)
	if mb.hasInterpreted() {
		mb.rt.NeedInterpreter = true
		fb.bindRuntime()
	}
	mb.emitInterface(fb)
	fb.stmts(mb.src.Body)
	if !fb.terminated() && !mb.info.Static {
		// A plain module stays an ordinary module, as CPython runs it.
		fb.b.NewStore(i32(execDone), execState)
		fb.b.NewRet(i32(0))
	}
	if !fb.terminated() {
		// The body has run: its Final constants are named (CinderX's
		// __final_constants__), and the module becomes strict.
		fc := fb.strTuple(mb.info.FinalConstants, 1)
		fb.callC(capi.DictSetItem, 1, fb.load(mb.modDict), fb.load(fb.rt.Name("__final_constants__")), fc.v)
		fb.release(fc)
		// freeze(module, make_immutable): the classes made immutable
		// natively (runtime/freeze.go), without ctypes.
		setter := fb.callC(capi.CFunctionNewEx, 1, rt.MakeImmutableDef(), runtime.Null, runtime.Null)
		argv := fb.alloca(types.NewArray(2, runtime.Obj))
		fb.b.NewStore(mod, fb.b.NewGetElementPtr(argv.ElemType, argv, i32(0), i32(0)))
		fb.b.NewStore(setter.v, fb.b.NewGetElementPtr(argv.ElemType, argv, i32(0), i32(1)))
		r := fb.callCReleasing(capi.ObjectVectorcall, 1, []val{setter}, fb.b.NewLoad(runtime.Obj, mb.freeze), fb.b.NewGetElementPtr(argv.ElemType, argv, i32(0), i32(0)), i64(2), runtime.Null)
		fb.release(r)
		fb.b.NewStore(i32(execDone), execState)
		fb.b.NewRet(i32(0))
	}
	fb.releaseLocals(fb.errExit)
	fb.errExit.NewStore(i32(execFailed), execState)
	fb.errExit.NewRet(i32(-1))
	fb.entry.NewBr(body.Blocks[1])
	fb.finish()

	// PyInit_<name> and PyInit___main__ (`staticpyc run` loads a script
	// as __main__; CPython looks for PyInit_<last component of the name
	// it loads>) both return the definition: the module's name is its
	// spec's, so loaded as __main__ its body runs with __name__ ==
	// "__main__", as `python3 FILE.py`.
	for _, name := range []string{mb.cfg.ModuleName, scriptModule} {
		init := mb.ownFunc(mb.m.NewFunc("PyInit_"+name, runtime.Obj))
		ib := mb.newFnBuilder(init, nil, "<module>")
		fail := ib.block("fail")
		fail.NewRet(runtime.Null)
		// Native bodies read the recursion counter inline: refuse an
		// interpreter whose thread state is not laid out as described.
		ok := ib.block("ok")
		rt.CheckThreadState(ib.b, ib.block("abi.bad"), ok, fail)
		rt.InitEvalBreaker(ok)
		ok.NewRet(rt.CallC(ok, capi.ModuleDefInit, constant.NewBitCast(def, ptr)))
		ib.entry.NewBr(init.Blocks[1])
		ib.errExit.NewUnreachable()
		ib.finish()
	}
	// Before the constants are made: the watch names its functions.
	mb.replacePlaceholder("sp.rebind.install.decl", mb.emitRebindInstall())
	mb.finishConstInit()
	mb.replacePlaceholder("sp.init_containers.decl", mb.emitContainerInit())
}

// The states of the module body (sp.execstate).
const (
	execNotRun  = 0
	execRunning = 1
	execDone    = 2
	execFailed  = 3
)

// createFunc returns the module's Py_mod_create slot, `PyObject*
// sp.create(PyObject* spec, PyModuleDef*)`: the module the process
// already has when one was created (so `del sys.modules[name]` and a new
// import, or importlib's import_fresh_module, get the module whose state
// the compiled code holds, as with CPython's single-phase extensions,
// rather than a second module object whose body would overwrite the
// first's classes and globals), otherwise a new module named by the
// spec. After the body raised, its state is half made: a new import
// raises ImportError rather than run it again.
func (mb *moduleBuilder) createFunc(execState *ir.Global) *ir.Func {
	rt := mb.rt
	spec := ir.NewParam("spec", runtime.Obj)
	f := mb.m.NewFunc("sp.create", runtime.Obj, spec, ir.NewParam("def", types.I8Ptr))
	f.Linkage = enum.LinkageInternal
	entry, existing, old, failed, fresh, named := f.NewBlock("entry"), f.NewBlock("existing"), f.NewBlock("old"),
		f.NewBlock("failed"), f.NewBlock("fresh"), f.NewBlock("named")
	self := entry.NewLoad(runtime.Obj, mb.modSelf)
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, self, runtime.Null), fresh, existing)
	existing.NewCondBr(existing.NewICmp(enum.IPredEQ, existing.NewLoad(types.I32, execState), i32(execFailed)), failed, old)
	rt.Incref(old, self)
	old.NewRet(self)
	rt.RaiseString(failed, "PyExc_ImportError", "module "+mb.cfg.ModuleName+
		" raised while its body ran; it cannot be imported again in this process")
	failed.NewRet(runtime.Null)
	name := rt.CallC(fresh, capi.ObjectGetAttrString, spec, rt.CString("name"))
	fresh.NewCondBr(fresh.NewICmp(enum.IPredEQ, name, runtime.Null), f.NewBlock("noname"), named)
	f.Blocks[len(f.Blocks)-1].NewRet(runtime.Null)
	m := rt.CallC(named, capi.ModuleNewObject, name)
	rt.Decref(named, name)
	named.NewRet(m)
	return f
}

// bindFunction creates the top-level function decl from its entry in
// the method table and binds it in the module's dict, where its def
// statement stands: as in Python, the name is not there before the def
// runs, which a module importing this one back in a cycle can see.
// (The module definition lists no methods, so that CPython does not
// bind them all when it creates the module.)
func (fb *fnBuilder) bindFunction(decl *typecheck.FuncDecl, ln int) {
	i, ok := fb.mb.defIndex[decl]
	if !ok {
		return
	}
	t := fb.mb.methodTable
	def := constant.NewGetElementPtr(t.ContentType, t, i64(0), i64(int64(i)))
	mod := fb.b.NewLoad(runtime.Obj, fb.mb.modSelf)
	name := fb.callC(capi.ModuleGetNameObject, ln, mod)
	// Of the module's function type: binds as a method, as a Python function does.
	f := fb.checkNull(fb.rt.NewFunction(fb.b, constant.NewBitCast(def, types.I8Ptr), mod, name.v, fb.mb.binderOf(fb.b, decl), fb.mb.vectorcallEntry(decl), decl.Coroutine && !decl.AsyncGen), typecheck.Dynamic, ln)
	fb.release(name)
	fb.callC(capi.DictSetItem, ln, fb.load(fb.mb.modDict), fb.load(fb.rt.Name(decl.Name)), f.v)
	if w := fb.mb.rebindOf(decl); w != nil {
		// What a rebinding is told from (rebind.go): kept, so that its
		// address is no other object's.
		fb.rt.Incref(fb.b, f.v)
		fb.b.NewStore(f.v, w.Func)
	}
	fb.release(f)
}

// scriptModule is the name CPython gives the module a script runs as.
const scriptModule = "__main__"

// placeholder declares an i32() function whose body is emitted last.
func (mb *moduleBuilder) placeholder(name string) *ir.Func {
	if f := mb.funcNamed(name); f != nil {
		return f
	}
	return mb.m.NewFunc(name, types.I32)
}

// replacePlaceholder points the calls of a placeholder at real and
// removes the placeholder.
func (mb *moduleBuilder) replacePlaceholder(name string, real *ir.Func) {
	ph := mb.placeholder(name)
	for _, f := range mb.m.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if c, ok := inst.(*ir.InstCall); ok && c.Callee == ph {
					c.Callee = real
				}
			}
		}
	}
	for i, f := range mb.m.Funcs {
		if f == ph {
			mb.m.Funcs = append(mb.m.Funcs[:i], mb.m.Funcs[i+1:]...)
			break
		}
	}
}

// emitContainerInit defines `i32 @sp.init_containers()`: it runs the
// container bootstrap (only when the module uses Array or the checked
// containers) and stores each class in its slot.
func (mb *moduleBuilder) emitContainerInit() *ir.Func {
	rt := mb.rt
	f := mb.m.NewFunc("sp.init_containers", types.I32)
	f.Linkage = enum.LinkageInternal
	// Run once, at import: not worth opt's and llc's time.
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline, enum.FuncAttrOptNone)
	fb := mb.newFnBuilder(f, nil, "<module>")
	names, slots := rt.ContainerSlots()
	// A plain module asks the runtime for nothing unless it uses one of
	// its classes or names: it is never frozen, and importing it does not
	// load the runtime's modules (_strict's freeze, _messages).
	if mb.info.Static || len(names) > 0 {
		src, err := rt.ContainerBootstrap()
		if err != nil {
			panic("internal error: " + err.Error())
		}
		code := fb.callC(capi.CompileString, 1, rt.CString(src), rt.CString("<staticpyc containers>"), i32(runtime.FileInput))
		ns := fb.callC(capi.DictNew, 1)
		r := fb.callC(capi.EvalEvalCode, 1, code.v, ns.v, ns.v)
		fb.release(r)
		for i, name := range names {
			v := fb.callCInfallible(capi.DictGetItemString, ns.v, rt.CString(runtime.PyIdent(name)))
			rt.Incref(fb.b, v) // kept for the life of the module
			fb.b.NewStore(v, slots[i])
		}
		freeze := fb.callCInfallible(capi.DictGetItemString, ns.v, rt.CString("freeze"))
		rt.Incref(fb.b, freeze)
		fb.b.NewStore(freeze, mb.freeze)
		fb.release(ns)
		fb.release(code)
	}
	fb.b.NewRet(i32(0))
	fb.errExit.NewRet(i32(-1))
	fb.entry.NewBr(f.Blocks[1])
	fb.finish()
	return f
}

// wrapperFunc finds a function's wrapper.
func (mb *moduleBuilder) wrapperFunc(decl *typecheck.FuncDecl) *ir.Func {
	name := mb.wrapperName(decl)
	if f := mb.funcNamed(name); f != nil {
		return f
	}
	panic("internal error: lower: no wrapper for " + decl.Name)
}

// vectorcallEntry is the vectorcall entry of decl's function objects
// (runtime.VectorcallEntry), with the stack guard when decl's body, a
// leaf, has no recursion guard of its own and may still reach an
// object's slot (not a primitiveLeaf).
func (mb *moduleBuilder) vectorcallEntry(decl *typecheck.FuncDecl) *ir.Func {
	body := decl.Def.Body
	guard := leafBody(body) && !primitiveLeaf(mb.info, body)
	return mb.ownFunc(mb.rt.VectorcallEntry(mb.wrapperFunc(decl), guard))
}

// constInitPlaceholder declares sp.init_consts before its body exists:
// constants are still being requested while the module body is lowered.
func (mb *moduleBuilder) constInitPlaceholder() *ir.Func {
	for _, f := range mb.m.Funcs {
		if f.GlobalName == "sp.init_consts.decl" { // not Name(): see funcNamed
			return f
		}
	}
	return mb.m.NewFunc("sp.init_consts.decl", types.I32)
}

// finishConstInit emits sp.init_consts and points the call at it.
func (mb *moduleBuilder) finishConstInit() {
	real := mb.rt.EmitConstInit()
	placeholder := mb.constInitPlaceholder()
	for _, f := range mb.m.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if c, ok := inst.(*ir.InstCall); ok && c.Callee == placeholder {
					c.Callee = real
				}
			}
		}
	}
	for i, f := range mb.m.Funcs {
		if f == placeholder {
			mb.m.Funcs = append(mb.m.Funcs[:i], mb.m.Funcs[i+1:]...)
			break
		}
	}
}

// emitBinders compiles the binder source and stores each binder.
func (mb *moduleBuilder) emitBinders(fb *fnBuilder) {
	if len(mb.bindable()) == 0 {
		return
	}
	rt := mb.rt
	code := fb.callC(capi.CompileString, 1, rt.CString(mb.binderSource()), rt.CString("<staticpyc binders for "+mb.cfg.ModuleName+">"), i32(runtime.FileInput))
	ns := fb.callC(capi.DictNew, 1)
	fb.callC(capi.DictSetItemString, 1, ns.v, rt.CString(binderGlobals), fb.load(mb.modDict))
	r := fb.callC(capi.EvalEvalCode, 1, code.v, ns.v, ns.v)
	fb.release(r)
	helper := fb.callCInfallible(capi.DictGetItemString, ns.v, rt.CString(annotationsHelper))
	rt.Incref(fb.b, helper) // kept for the life of the module
	fb.b.NewStore(helper, rt.FunctionAnnotationsHelper())
	if len(mb.duckMethods()) > 0 {
		maker := fb.callCInfallible(capi.DictGetItemString, ns.v, rt.CString(duckMaker))
		rt.Incref(fb.b, maker) // kept for the life of the module
		fb.b.NewStore(maker, rt.DuckMaker())
	}
	// One entry per binder, walked by sp.binders.fetch: a def's three
	// calls in line (five for a method) made the module body of a module
	// of many functions a few kilobytes longer.
	bindable := mb.bindable()
	at := types.NewArray(uint64(len(bindable)), binderEntryType)
	table := mb.m.NewGlobalDef("sp.binders.table", constant.NewZeroInitializer(at))
	table.Linkage, table.Immutable = enum.LinkageInternal, true
	var entries []constant.Constant
	for _, decl := range bindable {
		var name, qualname constant.Constant = i32(0), i32(0)
		if mb.isNested[decl] {
			// Binding errors name the function as CPython would.
			name, qualname = runtime.RelOffset(rt.Str(decl.Name), table), runtime.RelOffset(rt.Str(decl.QualName), table)
		}
		entries = append(entries, constant.NewStruct(binderEntryType, runtime.RelOffset(rt.CString(mb.binderName(decl)).(constant.Constant), table),
			runtime.RelOffset(mb.binders[decl], table), name, qualname))
	}
	table.Init = constant.NewArray(at, entries...)
	first := constant.NewGetElementPtr(table.ContentType, table, i64(0), i64(0))
	fetched := fb.b.NewCall(mb.fetchBindersFunc(), ns.v, first, i64(int64(len(entries))))
	fb.errorIf(fb.b.NewICmp(enum.IPredSLT, fetched, i32(0)), 1)
	fb.release(ns)
	fb.release(code)
}

// binderEntryType is an entry of sp.binders.table, each field the
// offset of an address from the table (runtime.RelOffset: no
// relocations at load): the binder's name in the namespace its source
// ran in, the slot it is kept in, and, for a nested def, the slots of
// the __name__ and __qualname__ it gets (0 for a top-level one).
var binderEntryType = types.NewStruct(types.I32, types.I32, types.I32, types.I32)

// fetchBindersFunc returns `i32 @sp.binders.fetch(ns, entries, n)`: for
// each of the n entries of the table at entries, the binder from ns into its slot (a new
// reference, kept for the life of the module), and the names a nested
// def's binder gets; -1 with the exception set when setting one fails.
// It runs once, at import: optnone.
func (mb *moduleBuilder) fetchBindersFunc() *ir.Func {
	const name = "sp.binders.fetch"
	if f := mb.funcNamed(name); f != nil {
		return f
	}
	rt := mb.rt
	f := mb.m.NewFunc(name, types.I32, ir.NewParam("ns", runtime.Obj), ir.NewParam("entries", types.NewPointer(binderEntryType)), ir.NewParam("n", types.I64))
	f.Linkage = enum.LinkageInternal
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline, enum.FuncAttrOptNone)
	ns, entries, n := f.Params[0], f.Params[1], f.Params[2]
	entry, loop, body, named, next, done, fail := f.NewBlock("entry"), f.NewBlock("loop"), f.NewBlock("body"),
		f.NewBlock("named"), f.NewBlock("next"), f.NewBlock("done"), f.NewBlock("fail")
	entry.NewBr(loop)
	i := loop.NewPhi(ir.NewIncoming(i64(0), entry))
	loop.NewCondBr(loop.NewICmp(enum.IPredSLT, i, n), body, done)
	field := func(b *ir.Block, k int64) value.Value {
		return b.NewGetElementPtr(binderEntryType, entries, i, i32(k))
	}
	at := func(b *ir.Block, k int64, t types.Type) value.Value {
		return runtime.AtOffset(b, entries, b.NewLoad(types.I32, field(b, k)), t)
	}
	v := rt.CallC(body, capi.DictGetItemString, ns, at(body, 0, types.I8))
	rt.Incref(body, v)
	body.NewStore(v, at(body, 1, runtime.Obj))
	body.NewCondBr(body.NewICmp(enum.IPredEQ, body.NewLoad(types.I32, field(body, 2)), i32(0)), next, named)
	nameSlot := at(named, 2, runtime.Obj)
	set1 := rt.CallC(named, capi.ObjectSetAttr, v, named.NewLoad(runtime.Obj, rt.Name("__name__")), named.NewLoad(runtime.Obj, nameSlot))
	named2 := f.NewBlock("named2")
	named.NewCondBr(named.NewICmp(enum.IPredSLT, set1, i32(0)), fail, named2)
	qualSlot := at(named2, 3, runtime.Obj)
	set2 := rt.CallC(named2, capi.ObjectSetAttr, v, named2.NewLoad(runtime.Obj, rt.Name("__qualname__")), named2.NewLoad(runtime.Obj, qualSlot))
	named2.NewCondBr(named2.NewICmp(enum.IPredSLT, set2, i32(0)), fail, next)
	i1 := next.NewAdd(i, i64(1))
	i.Incs = append(i.Incs, ir.NewIncoming(i1, next))
	next.NewBr(loop)
	done.NewRet(i32(0))
	fail.NewRet(i32(-1))
	return f
}

// docstring returns the module's docstring, if it has one.
func docstring(m *parser.Module) (string, bool) {
	if len(m.Body) == 0 {
		return "", false
	}
	if s, ok := m.Body[0].(*parser.ExprStmt); ok {
		if k, ok := s.Value.(*parser.Constant); ok && k.Kind == parser.ConstStr {
			return k.Str, true
		}
	}
	return "", false
}

// runsOnce reports whether the module body is straight-line code run
// once at import: no for or while loop and no comprehension outside its
// functions (class bodies included). Its code (sp.exec) is then built
// without optimization (optnone): on a module of typed functions that
// cuts a third of opt's work and a fifth of llc's, for code whose speed
// no one sees. A body with a loop is optimized, as a script's hot loop
// at top level may be.
func (mb *moduleBuilder) runsOnce() bool {
	once := true
	var expr func(parser.Expr)
	expr = func(e parser.Expr) {
		switch e.(type) {
		case *parser.ListComp, *parser.SetComp, *parser.DictComp, *parser.GeneratorExp:
			once = false
		case *parser.Lambda:
			// Its own function.
		default:
			parser.ChildExprs(e, expr)
		}
	}
	parser.WalkStmts(mb.src.Body, func(s parser.Stmt) bool {
		switch s := s.(type) {
		case *parser.For, *parser.While:
			once = false
		case *parser.FunctionDef:
			for _, d := range s.Decorators {
				expr(d)
			}
			return false
		}
		if _, isDef := s.(*parser.ClassDef); !isDef {
			parser.StmtExprs(s, expr)
		} else {
			for _, b := range s.(*parser.ClassDef).Bases {
				expr(b)
			}
		}
		return once
	})
	return once
}
