// This file implements the type of compiled functions. A compiled
// function is a PyCFunctionObject (PyCFunction_NewEx), whose type,
// builtin_function_or_method, has no __get__: stored in a class after
// the fact (C.m = f, type("X", (), {"m": f})) it would not receive self,
// where a Python function binds as a method. So each module creates, at
// import, a type with builtin_function_or_method's layout and behaviour
// (its deallocation, hash, comparison, traversal, __name__, __doc__,
// __self__, __reduce__, __module__ and vectorcall, copied from the type
// itself; __qualname__ and the repr are a Python function's) plus Python
// functions' binding: tp_descr_get returns a bound method for an instance, the
// function itself for the class (func_descr_get), and
// Py_TPFLAGS_METHOD_DESCRIPTOR lets CPython's method calls (and the
// compiled attribute caches) pass self without making the bound method.
// A compiled function also has, after the builtin_function_or_method
// fields, an instance dict, as a Python function does (decorators that
// mark functions, f.__dict__, vars(f)), and its argument binder (the
// Python function with its signature, lower/boundary.go), which answers
// __defaults__, __kwdefaults__ and __annotations__: so the module
// allocates its functions itself (NewFunction), with the type's own
// deallocation and traversal around the copied ones.

package runtime

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// Type slot ids (Include/typeslots.h) and the flags of the function type.
const (
	slotTpCall        = 50
	slotTpHash        = 59
	slotTpMethods     = 64
	slotTpRepr        = 66
	slotTpRichcompare = 67
	slotTpTraverse    = 71
	slotTpMembers     = 72
	slotTpGetset      = 73

	flagImmutableType  = 1 << 8  // Py_TPFLAGS_IMMUTABLETYPE
	flagHaveVectorcall = 1 << 11 // Py_TPFLAGS_HAVE_VECTORCALL
	flagHaveGC         = 1 << 14 // Py_TPFLAGS_HAVE_GC

	memberObject    = 6  // T_OBJECT
	memberPySsizeT  = 19 // T_PYSSIZET
	memberReadonly  = 1  // READONLY
	functionSlots   = 11 // the slots below and the terminator
	functionMembers = 5  // __module__, the three offsets, the terminator
)

// FunctionType is the slot of the type of the module's compiled
// functions, created once per module at import.
func (r *Runtime) FunctionType() *ir.Global { return r.functionType(false) }

// CoroutineFunctionType is the slot of the type of the module's compiled
// async defs: the same, plus the marks by which asyncio.iscoroutinefunction
// (`_is_coroutine`) and, from 3.12, inspect.iscoroutinefunction
// (`_is_coroutine_marker`, inspect.markcoroutinefunction's) recognize a
// coroutine function that is not a Python function — so frameworks that
// ask before awaiting (asyncio, unittest, web frameworks) await it.
func (r *Runtime) CoroutineFunctionType() *ir.Global { return r.functionType(true) }

func (r *Runtime) functionType(coroutine bool) *ir.Global {
	key, suffix := "type:function", ""
	if coroutine {
		key, suffix = "type:coroutinefunction", ".coroutine"
	}
	return r.constSlot(key, func(r *Runtime, b *ir.Block) value.Value {
		ptr := types.I8Ptr
		slotT := types.NewStruct(types.I32, ptr)
		// The slots copied from builtin_function_or_method are only known
		// at run time: the array is filled here, before PyType_FromSpec
		// reads it.
		sg := r.M.NewGlobalDef("sp.function.slots"+suffix, constant.NewZeroInitializer(types.NewArray(functionSlots, slotT)))
		sg.Linkage = enum.LinkageInternal
		base := r.CData("PyCFunction_Type")
		i := 0
		set := func(id int64, fn value.Value) {
			at := b.NewGetElementPtr(sg.ContentType, sg, constant.NewInt(types.I64, 0), constant.NewInt(types.I64, int64(i)))
			b.NewStore(constant.NewInt(types.I32, id), b.NewGetElementPtr(slotT, at, constant.NewInt(types.I32, 0), constant.NewInt(types.I32, 0)))
			b.NewStore(fn, b.NewGetElementPtr(slotT, at, constant.NewInt(types.I32, 0), constant.NewInt(types.I32, 1)))
			i++
		}
		copied := func(id, off int64) { set(id, loadField(b, base, off, ptr)) }
		b.NewStore(loadField(b, base, r.ABI.OffsetTypeDealloc, ptr), r.functionOrig("dealloc"))
		b.NewStore(loadField(b, base, r.ABI.OffsetTypeTraverse, ptr), r.functionOrig("traverse"))
		set(slotTpDealloc, constant.NewBitCast(r.functionDealloc(), ptr))
		set(slotTpRepr, constant.NewBitCast(r.functionRepr(), ptr))
		copied(slotTpHash, r.ABI.OffsetTypeHash)
		copied(slotTpCall, r.ABI.OffsetTypeCall)
		set(slotTpTraverse, constant.NewBitCast(r.functionTraverse(), ptr))
		copied(slotTpRichcompare, r.ABI.OffsetTypeRichcompare)
		set(slotTpMethods, constant.NewBitCast(r.functionMethods(), ptr))
		set(slotTpGetset, b.NewCall(r.functionGetsets(coroutine), loadField(b, base, r.ABI.OffsetTypeGetset, ptr)))
		set(slotTpDescrGet, constant.NewBitCast(r.functionGet(), ptr))
		set(slotTpMembers, constant.NewBitCast(r.functionMembers(), ptr))
		if i != functionSlots-1 {
			panic("internal error: runtime: the function type's slot count is wrong")
		}
		specT := types.NewStruct(ptr, types.I32, types.I32, types.I32, ptr)
		spec := constant.NewStruct(specT,
			r.CString("staticpyc.compiled_function").(constant.Constant),
			constant.NewInt(types.I32, r.ABI.SizeofCFunction+functionExtra), constant.NewInt(types.I32, 0),
			constant.NewInt(types.I32, flagHaveGC|flagHaveVectorcall|flagMethodDescriptor|flagImmutableType|flagDisallowInstantiate|flagHaveVersionTag),
			constant.NewBitCast(sg, ptr))
		g := r.M.NewGlobalDef("sp.function.spec"+suffix, spec)
		g.Linkage, g.Immutable = enum.LinkageInternal, true
		return r.CallC(b, capi.TypeFromSpec, constant.NewBitCast(g, ptr))
	})
}

// functionMethods is the type's PyMethodDef array: __reduce__, a Python
// function's answer (functionReduce) rather than
// builtin_function_or_method's.
func (r *Runtime) functionMethods() *ir.Global {
	for _, g := range r.M.Globals {
		if g.GlobalName == "sp.function.methods" {
			return g // the two function types share it
		}
	}
	ptr := types.I8Ptr
	ms := constant.NewArray(types.NewArray(2, MethodDefType),
		constant.NewStruct(MethodDefType, r.CString("__reduce__").(constant.Constant), constant.NewBitCast(r.functionReduce(), ptr),
			constant.NewInt(types.I32, methNoArgs), constant.NewNull(ptr)),
		constant.NewZeroInitializer(MethodDefType))
	g := r.M.NewGlobalDef("sp.function.methods", ms)
	g.Linkage = enum.LinkageInternal
	return g
}

// functionReduce is the type's __reduce__: the function's qualified name,
// by which pickle saves a function as a global (module and qualified
// name, as it saves a Python function) and copy returns the function
// itself (a Python function is atomic to copy and deepcopy).
// builtin_function_or_method's answers getattr(self, name) for a function
// with a self: the (binder, cells...) tuple of a method or a nested
// function, which neither pickle nor deepcopy can rebuild the method from.
func (r *Runtime) functionReduce() *ir.Func {
	f, done := r.helper("sp.function.reduce", Obj, ir.NewParam("self", Obj), ir.NewParam("unused", Obj))
	if done {
		return f
	}
	b := f.NewBlock("entry")
	b.NewRet(r.CallC(b, capi.ObjectGetAttr, f.Params[0], b.NewLoad(Obj, r.Name("__qualname__"))))
	return f
}

// functionMembers is the type's PyMemberDef array: __module__ as
// builtin_function_or_method has it, and the offsets of the vectorcall
// pointer, the weak reference list and the instance dict (after
// builtin_function_or_method's fields), which a type made from a spec
// declares as members.
func (r *Runtime) functionMembers() *ir.Global {
	for _, g := range r.M.Globals {
		if g.GlobalName == "sp.function.members" {
			return g // the two function types share it
		}
	}
	ptr := types.I8Ptr
	memberT := types.NewStruct(ptr, types.I32, types.I64, types.I32, ptr)
	member := func(name string, kind, off, flags int64) constant.Constant {
		return constant.NewStruct(memberT, r.CString(name).(constant.Constant), constant.NewInt(types.I32, kind),
			constant.NewInt(types.I64, off), constant.NewInt(types.I32, flags), constant.NewNull(ptr))
	}
	ms := constant.NewArray(types.NewArray(functionMembers, memberT),
		member("__module__", memberObject, r.ABI.OffsetCFunctionModule, 0),
		member("__vectorcalloffset__", memberPySsizeT, r.ABI.OffsetCFunctionVectorcall, memberReadonly),
		member("__weaklistoffset__", memberPySsizeT, r.ABI.OffsetCFunctionWeaklist, memberReadonly),
		member("__dictoffset__", memberPySsizeT, r.ABI.SizeofCFunction, memberReadonly),
		constant.NewZeroInitializer(memberT))
	g := r.M.NewGlobalDef("sp.function.members", ms)
	g.Linkage, g.Immutable = enum.LinkageInternal, true
	return g
}

// functionGet is the type's tp_descr_get, Python's func_descr_get: the
// function itself when looked up on a class (obj NULL or None), else a
// method bound to obj.
func (r *Runtime) functionGet() *ir.Func {
	f, done := r.helper("sp.function.get", Obj, ir.NewParam("self", Obj), ir.NewParam("obj", Obj), ir.NewParam("type", Obj))
	if done {
		return f
	}
	self, obj := f.Params[0], f.Params[1]
	b := f.NewBlock("entry")
	itself, bind := f.NewBlock("itself"), f.NewBlock("bind")
	b.NewCondBr(b.NewOr(b.NewICmp(enum.IPredEQ, obj, Null), b.NewICmp(enum.IPredEQ, obj, r.None())), itself, bind)
	r.Incref(itself, self)
	itself.NewRet(self)
	bind.NewRet(r.CallC(bind, capi.MethodNew, self, obj))
	return f
}

// functionExtra is the size of the fields after
// builtin_function_or_method's: the instance dict and the binder.
const (
	functionExtra       = 16
	functionDictField   = 0
	functionBinderField = 8
)

// NewFunction emits the creation of a compiled function, as
// PyCFunction_NewEx(def, self, module) would make it, but of the module's
// function type (with room for the instance dict and binder, the
// function's shared binder, which may be NULL) and with, as its
// vectorcall entry, its wrapper's own (VectorcallEntry) in place of
// CPython's cfunction_vectorcall_FASTCALL_KEYWORDS, which a call from
// Python would otherwise go through. NULL, with the exception set, when
// the allocation fails.
func (r *Runtime) NewFunction(b *ir.Block, def, self, module, binder value.Value, entry *ir.Func, coroutine bool) value.Value {
	return b.NewCall(r.functionNew(), b.NewLoad(Obj, r.functionType(coroutine)), def, self, module, binder, b.NewBitCast(entry, types.I8Ptr))
}

// NewMethodFunction is NewFunction for a def without free variables or
// defaults (a method in a class body, most often): its self is the
// tuple (binder,), made by sp.function.make with the function, so that
// the code that runs the def is one call and its error check.
func (r *Runtime) NewMethodFunction(b *ir.Block, def, module, binder value.Value, entry *ir.Func, coroutine bool) value.Value {
	return b.NewCall(r.functionMake(), b.NewLoad(Obj, r.functionType(coroutine)), def, module, binder, b.NewBitCast(entry, types.I8Ptr))
}

// functionMake is NewMethodFunction's helper: the one-item tuple of
// the binder (a new reference to it), then sp.function.new; NULL with
// the exception set when an allocation fails. Noinline: it is called
// once per def, where the def runs.
func (r *Runtime) functionMake() *ir.Func {
	ptr := types.I8Ptr
	f, done := r.helper("sp.function.make", Obj, ir.NewParam("type", Obj), ir.NewParam("def", ptr), ir.NewParam("module", Obj), ir.NewParam("binder", Obj), ir.NewParam("vectorcall", ptr))
	if done {
		return f
	}
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline)
	t, def, module, binder, vectorcall := f.Params[0], f.Params[1], f.Params[2], f.Params[3], f.Params[4]
	b, made, fail := f.NewBlock("entry"), f.NewBlock("made"), f.NewBlock("fail")
	self := r.CallC(b, capi.TupleNew, constant.NewInt(types.I64, 1))
	b.NewCondBr(b.NewICmp(enum.IPredEQ, self, Null), fail, made)
	fail.NewRet(Null)
	r.Incref(made, binder)
	r.CallC(made, capi.TupleSetItem, self, constant.NewInt(types.I64, 0), binder)
	fn := made.NewCall(r.functionNew(), t, def, self, module, binder, vectorcall)
	r.Decref(made, self)
	made.NewRet(fn)
	return f
}

// functionNew is NewFunction's helper: PyType_GenericAlloc (zeroed, the
// type referenced as a heap type's instances reference it, tracked by
// the collector) and the fields PyCFunction_NewEx sets.
func (r *Runtime) functionNew() *ir.Func {
	ptr := types.I8Ptr
	f, done := r.helper("sp.function.new", Obj, ir.NewParam("type", Obj), ir.NewParam("def", ptr), ir.NewParam("self", Obj), ir.NewParam("module", Obj), ir.NewParam("binder", Obj), ir.NewParam("vectorcall", ptr))
	if done {
		return f
	}
	t, def, self, module, binder, vectorcall := f.Params[0], f.Params[1], f.Params[2], f.Params[3], f.Params[4], f.Params[5]
	b, fill, fail := f.NewBlock("entry"), f.NewBlock("fill"), f.NewBlock("fail")
	fn := r.CallC(b, capi.TypeGenericAlloc, t, constant.NewInt(types.I64, 0))
	b.NewCondBr(b.NewICmp(enum.IPredEQ, fn, Null), fail, fill)
	fail.NewRet(Null)
	fill.NewStore(def, fieldPtr(fill, fn, r.ABI.OffsetCFunctionDef, ptr))
	r.xincref(f, &fill, self)
	fill.NewStore(self, fieldPtr(fill, fn, r.ABI.OffsetCFunctionSelf, Obj))
	r.xincref(f, &fill, module)
	fill.NewStore(module, fieldPtr(fill, fn, r.ABI.OffsetCFunctionModule, Obj))
	fill.NewStore(vectorcall, fieldPtr(fill, fn, r.ABI.OffsetCFunctionVectorcall, ptr))
	r.xincref(f, &fill, binder)
	fill.NewStore(binder, r.functionField(fill, fn, functionBinderField))
	fill.NewRet(fn)
	return f
}

// xincref increments v's count unless v is NULL, continuing in a new
// block of f stored back into *b.
func (r *Runtime) xincref(f *ir.Func, b **ir.Block, v value.Value) {
	inc, next := f.NewBlock(""), f.NewBlock("")
	(*b).NewCondBr((*b).NewICmp(enum.IPredEQ, v, Null), next, inc)
	r.Incref(inc, v)
	inc.NewBr(next)
	*b = next
}

// functionOrig is the global holding builtin_function_or_method's slot
// function of the given name ("dealloc", "traverse"), saved when the
// function type is made, for the type's own slots to call.
func (r *Runtime) functionOrig(name string) *ir.Global {
	return r.pointerGlobal("sp.function." + name + ".orig")
}

// functionField is the address of one of a compiled function's own
// fields (functionDictField, functionBinderField).
func (r *Runtime) functionField(b *ir.Block, fn value.Value, field int64) value.Value {
	return fieldPtr(b, fn, r.ABI.SizeofCFunction+field, Obj)
}

// functionDictPtr is the address of a compiled function's instance dict.
func (r *Runtime) functionDictPtr(b *ir.Block, fn value.Value) value.Value {
	return r.functionField(b, fn, functionDictField)
}

// functionDealloc is the type's tp_dealloc: the weak references cleared
// and the dict and binder released first (as subtype_dealloc orders them, so that a
// weak reference's callback still sees the dict), then
// builtin_function_or_method's deallocation of the rest, then the
// reference to the type that the allocation took.
func (r *Runtime) functionDealloc() *ir.Func {
	f, done := r.helper("sp.function.dealloc", types.Void, ir.NewParam("self", Obj))
	if done {
		return f
	}
	self := f.Params[0]
	b := f.NewBlock("entry")
	r.CallC(b, capi.GCUnTrack, self)
	weak, dict := f.NewBlock("weakrefs"), f.NewBlock("dict")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, loadField(b, self, r.ABI.OffsetCFunctionWeaklist, Obj), Null), dict, weak)
	r.CallC(weak, capi.ObjectClearWeakRefs, self)
	weak.NewBr(dict)
	b = dict
	for _, field := range []int64{functionDictField, functionBinderField} {
		at := r.functionField(b, self, field)
		v := b.NewLoad(Obj, at)
		release, next := f.NewBlock(fmt.Sprintf("release.%d", field)), f.NewBlock(fmt.Sprintf("next.%d", field))
		b.NewCondBr(b.NewICmp(enum.IPredEQ, v, Null), next, release)
		release.NewStore(Null, at)
		r.Decref(release, v)
		release.NewBr(next)
		b = next
	}
	rest := b
	t := r.TypeOf(rest, self)
	orig := rest.NewBitCast(rest.NewLoad(types.I8Ptr, r.functionOrig("dealloc")), types.NewPointer(types.NewFunc(types.Void, Obj)))
	rest.NewCall(orig, self)
	r.Decref(rest, t)
	rest.NewRet(nil)
	return f
}

// functionTraverse is the type's tp_traverse: the type (which each
// instance references), the dict and binder, then builtin_function_or_method's
// traversal of the rest.
func (r *Runtime) functionTraverse() *ir.Func {
	ptr := types.I8Ptr
	visitT := types.NewPointer(types.NewFunc(types.I32, Obj, ptr))
	f, done := r.helper("sp.function.traverse", types.I32, ir.NewParam("self", Obj), ir.NewParam("visit", visitT), ir.NewParam("arg", ptr))
	if done {
		return f
	}
	self, visit, arg := f.Params[0], f.Params[1], f.Params[2]
	b, stop := f.NewBlock("entry"), f.NewBlock("stop")
	zero := constant.NewInt(types.I32, 0)
	v := b.NewCall(visit, r.TypeOf(b, self), arg)
	hasDict := f.NewBlock("fields")
	b.NewCondBr(b.NewICmp(enum.IPredNE, v, zero), stop, hasDict)
	stopV := stop.NewPhi(ir.NewIncoming(v, b))
	stop.NewRet(stopV)
	cur := hasDict
	for _, field := range []int64{functionDictField, functionBinderField} {
		o := cur.NewLoad(Obj, r.functionField(cur, self, field))
		visitIt, next := f.NewBlock(fmt.Sprintf("visit.%d", field)), f.NewBlock(fmt.Sprintf("next.%d", field))
		cur.NewCondBr(cur.NewICmp(enum.IPredEQ, o, Null), next, visitIt)
		vo := visitIt.NewCall(visit, o, arg)
		visitIt.NewCondBr(visitIt.NewICmp(enum.IPredNE, vo, zero), stop, next)
		stopV.Incs = append(stopV.Incs, ir.NewIncoming(vo, visitIt))
		cur = next
	}
	rest := cur
	origT := types.NewPointer(types.NewFunc(types.I32, Obj, visitT, ptr))
	orig := rest.NewBitCast(rest.NewLoad(ptr, r.functionOrig("traverse")), origT)
	call := rest.NewCall(orig, self, visit, arg)
	call.Tail = enum.TailTail
	rest.NewRet(call)
	return f
}

// VectorcallEntry returns <wrapper>.vectorcall(callable, args, nargsf,
// kwnames), the vectorcall of a compiled function whose wrapper (the C
// function of its method definition: METH_FASTCALL | METH_KEYWORDS) is
// wrapper, part of the function as the wrapper is: it calls wrapper with the function's m_self and the argument
// count without PY_VECTORCALL_ARGUMENTS_OFFSET, as
// cfunction_vectorcall_FASTCALL_KEYWORDS does, without the work of a
// generic trampoline. That function also counts the call against the
// recursion limit, which keeps C recursion from overflowing the stack; a
// native body that can call anything counts itself (even when called
// natively), so only with guard — a body that does not, a leaf, which
// may still recurse through a dunder slot or a property (`self[i]` in
// __getitem__, `'%r' % (self.val,)` in __repr__) — does the entry count
// it (EnterRecursion), as the Python frame it replaces would: such a
// recursion then stops at the Python limit, where the interpreter's
// does, and with its message (not the slot's "while getting the repr of
// an object", which an uncounted leaf let trip first).
func (r *Runtime) VectorcallEntry(wrapper *ir.Func, guard bool) *ir.Func {
	name := wrapper.Name() + ".vectorcall"
	for _, f := range r.M.Funcs {
		if f.GlobalName == name { // not Name(): see DeclareExternal
			return f
		}
	}
	f := r.M.NewFunc(name, Obj, ir.NewParam("callable", Obj), ir.NewParam("args", ObjPtr), ir.NewParam("nargsf", types.I64), ir.NewParam("kwnames", Obj))
	f.Linkage, f.Visibility = wrapper.Linkage, wrapper.Visibility
	b := f.NewBlock("entry")
	self := loadField(b, f.Params[0], r.ABI.OffsetCFunctionSelf, Obj)
	// PyVectorcall_NARGS: the count without PY_VECTORCALL_ARGUMENTS_OFFSET.
	nargs := b.NewAnd(f.Params[2], constant.NewInt(types.I64, 1<<63-1))
	if !guard {
		call := b.NewCall(wrapper, self, f.Params[1], nargs, f.Params[3])
		call.Tail = enum.TailTail
		b.NewRet(call)
		return f
	}
	ok, deep := f.NewBlock("ok"), f.NewBlock("deep")
	ts := r.ThreadState(b)
	r.EnterRecursion(b, ts, f.NewBlock("check"), ok, deep)
	res := ok.NewCall(wrapper, self, f.Params[1], nargs, f.Params[3])
	r.LeaveRecursion(ok, ts)
	ok.NewRet(res)
	deep.NewRet(Null)
	return f
}

// functionGetsetCap bounds the getset array of the function type: the
// entries copied from builtin_function_or_method (five in 3.11–3.13),
// __dict__, __defaults__, __kwdefaults__, __annotations__, __globals__,
// the coroutine function type's two marks and the terminator.
const functionGetsetCap = 13

// getsetDef is PyGetSetDef: name, get, set, doc, closure.
var getsetDef = types.NewStruct(types.I8Ptr, types.I8Ptr, types.I8Ptr, types.I8Ptr, types.I8Ptr)

// functionGetsets copies builtin_function_or_method's getset array (its
// argument), whose getters are static in CPython, into the function
// type's own, with __name__, __qualname__ and __doc__ made writable
// (functionAttrGet) and __qualname__'s getter replaced by
// functionQualname (which calls the original for module-level
// functions), and returns it.
func (r *Runtime) functionGetsets(coroutine bool) *ir.Func {
	ptr := types.I8Ptr
	suffix := ""
	if coroutine {
		suffix = ".coroutine"
	}
	f, done := r.helper("sp.function.getsets"+suffix, ptr, ir.NewParam("base", ptr))
	if done {
		return f
	}
	// Once per module, at import: opt would unroll the copy loop.
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline, enum.FuncAttrOptNone)
	// __dict__, as a Python function's: get and set by the generic
	// functions over the type's dict offset.
	getset := func(name string, get, set value.Value) constant.Constant {
		setter := constant.Constant(constant.NewNull(ptr))
		if set != nil {
			setter = constant.NewBitCast(set.(constant.Constant), ptr)
		}
		return constant.NewStruct(getsetDef, r.CString(name).(constant.Constant),
			constant.NewBitCast(get.(constant.Constant), ptr), setter, constant.NewNull(ptr), constant.NewNull(ptr))
	}
	marks := []constant.Constant{
		getset("__dict__", r.cfunc(capi.ObjectGenericGetDict), r.cfunc(capi.ObjectGenericSetDict)),
		// The binder's, read-only: a compiled caller may have the
		// defaults written into its direct calls.
		getset("__defaults__", r.functionBinderAttr("__defaults__"), nil),
		getset("__kwdefaults__", r.functionBinderAttr("__kwdefaults__"), nil),
		getset("__annotations__", r.functionAnnotationsGet(), r.functionAnnotationsSet()),
		getset("__globals__", r.functionGlobalsGet(), nil),
	}
	if coroutine {
		mark := func(name, module string, attrs ...string) constant.Constant {
			return constant.NewStruct(getsetDef, r.CString(name).(constant.Constant),
				constant.NewBitCast(r.coroutineMarkGetter(module, attrs...), ptr), constant.NewNull(ptr), constant.NewNull(ptr), constant.NewNull(ptr))
		}
		marks = append(marks,
			mark("_is_coroutine", "asyncio.coroutines", "_is_coroutine"),
			mark("_is_coroutine_marker", "inspect", "_is_coroutine_mark", "_is_coroutine_marker"))
	}
	init := make([]constant.Constant, functionGetsetCap)
	for k := range init {
		init[k] = constant.NewZeroInitializer(getsetDef)
	}
	// Ours first; builtin_function_or_method's entries after them.
	copy(init, marks)
	first := int64(len(marks))
	ours := r.M.NewGlobalDef("sp.function.getset"+suffix, constant.NewArray(types.NewArray(functionGetsetCap, getsetDef), init...))
	ours.Linkage = enum.LinkageInternal
	entry, loop, body, next, end := f.NewBlock("entry"), f.NewBlock("loop"), f.NewBlock("copy"), f.NewBlock("next"), f.NewBlock("end")
	base := entry.NewBitCast(f.Params[0], types.NewPointer(getsetDef))
	entry.NewBr(loop)
	i := loop.NewPhi(ir.NewIncoming(constant.NewInt(types.I64, 0), entry))
	src := loop.NewGetElementPtr(getsetDef, base, i)
	field := func(b *ir.Block, p value.Value, k int64) value.Value {
		return b.NewGetElementPtr(getsetDef, p, constant.NewInt(types.I32, 0), constant.NewInt(types.I32, k))
	}
	name := loop.NewLoad(ptr, field(loop, src, 0))
	loop.NewCondBr(loop.NewICmp(enum.IPredEQ, name, constant.NewNull(ptr)), end, body)
	dst := body.NewGetElementPtr(ours.ContentType, ours, constant.NewInt(types.I64, 0), body.NewAdd(i, constant.NewInt(types.I64, first)))
	body.NewStore(body.NewLoad(getsetDef, src), dst)
	// __name__, __qualname__ and __doc__ become writable, as a Python
	// function's are (functools.wraps sets them): the value set is kept
	// in the instance dict, which the getter reads first; the original
	// getter (for __qualname__, functionQualname) moves to the closure.
	b := body
	for _, attr := range writableFunctionAttrs {
		is, not := f.NewBlock(attr), f.NewBlock("not"+attr)
		b.NewCondBr(b.NewICmp(enum.IPredEQ, r.CallC(b, capi.Strcmp, name, r.CString(attr)), constant.NewInt(types.I32, 0)), is, not)
		var orig value.Value = is.NewLoad(ptr, field(is, src, 1))
		if attr == "__qualname__" {
			is.NewStore(orig, r.functionQualnameOrig())
			orig = constant.NewBitCast(r.functionQualname(), ptr)
		}
		is.NewStore(constant.NewBitCast(r.functionAttrGet(attr), ptr), field(is, dst, 1))
		is.NewStore(constant.NewBitCast(r.functionAttrSet(attr), ptr), field(is, dst, 2))
		is.NewStore(orig, field(is, dst, 4))
		is.NewBr(next)
		b = not
	}
	b.NewBr(next)
	i1 := next.NewAdd(i, constant.NewInt(types.I64, 1))
	i.Incs = append(i.Incs, ir.NewIncoming(i1, next))
	// The last entry stays zero: the terminator.
	next.NewCondBr(next.NewICmp(enum.IPredULT, i1, constant.NewInt(types.I64, functionGetsetCap-1-first)), loop, end)
	end.NewRet(end.NewBitCast(ours, ptr))
	return f
}

// FunctionAnnotationsHelper is the slot of the module's binder-source
// function that makes a compiled function's __annotations__ from its
// binder (lower/boundary.go's annotationsHelper), stored at import.
func (r *Runtime) FunctionAnnotationsHelper() *ir.Global {
	return r.pointerGlobal("sp.function.annotations.helper")
}

// DuckMaker is the slot of the binder source's maker of the interpreted
// stand-ins a plain module's methods run when given a self of another
// class (lower/duck.go); DuckSlot(i) keeps method i's stand-in.
func (r *Runtime) DuckMaker() *ir.Global {
	return r.pointerGlobal("sp.duck.maker")
}

// DuckSlot is the slot of the duck method i's interpreted stand-in.
func (r *Runtime) DuckSlot(i int) *ir.Global {
	return r.pointerGlobal(fmt.Sprintf("sp.duck.%d", i))
}

// FunctionGlobals is the slot of the module's dict (borrowed: the module
// outlives its functions), stored at import: the __globals__ of its
// compiled functions, where typing.get_type_hints evaluates names.
func (r *Runtime) FunctionGlobals() *ir.Global {
	return r.pointerGlobal("sp.function.globals")
}

// functionGlobalsGet is the __globals__ getter.
func (r *Runtime) functionGlobalsGet() *ir.Func {
	f, done := r.helper("sp.function.get__globals__", Obj, ir.NewParam("self", Obj), ir.NewParam("closure", types.I8Ptr))
	if done {
		return f
	}
	b := f.NewBlock("entry")
	g := b.NewLoad(Obj, r.FunctionGlobals())
	r.Incref(b, g)
	b.NewRet(g)
	return f
}

// functionCallBinder is the binder a compiled function's calls use: item
// 0 of its self tuple for a method or nested function (a fresh one when
// its def evaluates defaults), else the shared binder; NULL if none.
func (r *Runtime) functionCallBinder(f *ir.Func, b **ir.Block, self value.Value) value.Value {
	start := *b
	ms := loadField(start, self, r.ABI.OffsetCFunctionSelf, Obj)
	isTuple, shared, done := f.NewBlock("tuple"), f.NewBlock("shared"), f.NewBlock("binder")
	hasSelf := f.NewBlock("has.self")
	start.NewCondBr(start.NewICmp(enum.IPredEQ, ms, Null), shared, hasSelf)
	hasSelf.NewCondBr(hasSelf.NewICmp(enum.IPredEQ, r.TypeOf(hasSelf, ms), r.CData("PyTuple_Type")), isTuple, shared)
	item := loadField(isTuple, ms, r.ABI.OffsetTupleItems, Obj)
	isTuple.NewBr(done)
	own := shared.NewLoad(Obj, r.functionField(shared, self, functionBinderField))
	shared.NewBr(done)
	*b = done
	return done.NewPhi(ir.NewIncoming(item, isTuple), ir.NewIncoming(own, shared))
}

// functionBinderAttr is the getter of an attribute a compiled function
// answers as its binder does (__defaults__, __kwdefaults__): None
// without a binder.
func (r *Runtime) functionBinderAttr(attr string) *ir.Func {
	f, done := r.helper("sp.function.binder"+attr, Obj, ir.NewParam("self", Obj), ir.NewParam("closure", types.I8Ptr))
	if done {
		return f
	}
	b := f.NewBlock("entry")
	binder := r.functionCallBinder(f, &b, f.Params[0])
	none, ask := f.NewBlock("none"), f.NewBlock("ask")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, binder, Null), none, ask)
	r.Incref(none, r.None())
	none.NewRet(r.None())
	ask.NewRet(r.CallC(ask, capi.ObjectGetAttrString, binder, r.CString(attr)))
	return f
}

// functionAnnotationsGet is the __annotations__ getter: the dict set or
// made before (kept in the instance dict), else one made now by the
// module's annotations helper from the shared binder's (an empty dict
// without one), and kept.
func (r *Runtime) functionAnnotationsGet() *ir.Func {
	ptr := types.I8Ptr
	f, done := r.helper("sp.function.get__annotations__", Obj, ir.NewParam("self", Obj), ir.NewParam("closure", ptr))
	if done {
		return f
	}
	self := f.Params[0]
	entry, hasDict, found, build := f.NewBlock("entry"), f.NewBlock("has.dict"), f.NewBlock("found"), f.NewBlock("build")
	d := entry.NewLoad(Obj, r.functionDictPtr(entry, self))
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, d, Null), build, hasDict)
	v := r.CallC(hasDict, capi.DictGetItemString, d, r.CString("__annotations__"))
	hasDict.NewCondBr(hasDict.NewICmp(enum.IPredEQ, v, Null), build, found)
	r.Incref(found, v)
	found.NewRet(v)
	helper := build.NewLoad(Obj, r.FunctionAnnotationsHelper())
	binder := build.NewLoad(Obj, r.functionField(build, self, functionBinderField))
	call, empty, made := f.NewBlock("call"), f.NewBlock("empty"), f.NewBlock("made")
	build.NewCondBr(build.NewOr(build.NewICmp(enum.IPredEQ, helper, Null), build.NewICmp(enum.IPredEQ, binder, Null)), empty, call)
	fromHelper := r.CallC(call, capi.ObjectCallOneArg, helper, binder)
	call.NewBr(made)
	fresh := r.CallC(empty, capi.DictNew)
	empty.NewBr(made)
	ann := made.NewPhi(ir.NewIncoming(fromHelper, call), ir.NewIncoming(fresh, empty))
	keep, fail := f.NewBlock("keep"), f.NewBlock("fail")
	made.NewCondBr(made.NewICmp(enum.IPredEQ, ann, Null), fail, keep)
	fail.NewRet(Null)
	st := keep.NewCall(r.functionAnnotationsSet(), self, ann, constant.NewNull(ptr))
	kept, lost := f.NewBlock("kept"), f.NewBlock("lost")
	keep.NewCondBr(keep.NewICmp(enum.IPredSLT, st, constant.NewInt(types.I32, 0)), lost, kept)
	r.Decref(lost, ann)
	lost.NewRet(Null)
	kept.NewRet(ann)
	return f
}

// functionAnnotationsSet is the __annotations__ setter, with a Python
// function's rules: a dict, or None or deletion, after which the getter
// answers a new empty dict.
func (r *Runtime) functionAnnotationsSet() *ir.Func {
	ptr := types.I8Ptr
	f, done := r.helper("sp.function.set__annotations__", types.I32, ir.NewParam("self", Obj), ir.NewParam("value", Obj), ir.NewParam("closure", ptr))
	if done {
		return f
	}
	self, val := f.Params[0], f.Params[1]
	entry, check, bad, clear, store := f.NewBlock("entry"), f.NewBlock("check"), f.NewBlock("bad"), f.NewBlock("clear"), f.NewBlock("store")
	fail := constant.NewInt(types.I32, -1)
	entry.NewCondBr(entry.NewOr(entry.NewICmp(enum.IPredEQ, val, Null), entry.NewICmp(enum.IPredEQ, val, r.None())), clear, check)
	check.NewCondBr(hasFlag(check, r.TypeFlags(check, r.TypeOf(check, val)), FlagDict), store, bad)
	r.RaiseString(bad, "PyExc_TypeError", "__annotations__ must be set to a dict object")
	bad.NewRet(fail)
	// Cleared: a new empty dict is what the getter answers next.
	empty := r.CallC(clear, capi.DictNew)
	made, noMemory := f.NewBlock("made"), f.NewBlock("no.memory")
	clear.NewCondBr(clear.NewICmp(enum.IPredEQ, empty, Null), noMemory, made)
	noMemory.NewRet(fail)
	st := made.NewCall(f, self, empty, constant.NewNull(ptr))
	r.Decref(made, empty)
	made.NewRet(st)
	dd := r.CallC(store, capi.ObjectGenericGetDict, self, constant.NewNull(ptr))
	set, failed := f.NewBlock("set"), f.NewBlock("failed")
	store.NewCondBr(store.NewICmp(enum.IPredEQ, dd, Null), failed, set)
	failed.NewRet(fail)
	res := r.CallC(set, capi.DictSetItemString, dd, r.CString("__annotations__"), val)
	r.Decref(set, dd)
	set.NewRet(res)
	return f
}

// writableFunctionAttrs are the attributes of builtin_function_or_method
// that a Python function lets code set.
var writableFunctionAttrs = []string{"__name__", "__qualname__", "__doc__"}

// functionAttrGet is the getter of one of writableFunctionAttrs: the
// value set (kept in the instance dict under the attribute's name), else
// the original getter's answer (the closure).
func (r *Runtime) functionAttrGet(attr string) *ir.Func {
	ptr := types.I8Ptr
	f, done := r.helper("sp.function.get"+attr, Obj, ir.NewParam("self", Obj), ir.NewParam("closure", ptr))
	if done {
		return f
	}
	self, closure := f.Params[0], f.Params[1]
	entry, hasDict, found, orig := f.NewBlock("entry"), f.NewBlock("has.dict"), f.NewBlock("found"), f.NewBlock("orig")
	d := entry.NewLoad(Obj, r.functionDictPtr(entry, self))
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, d, Null), orig, hasDict)
	v := r.CallC(hasDict, capi.DictGetItemString, d, r.CString(attr))
	hasDict.NewCondBr(hasDict.NewICmp(enum.IPredEQ, v, Null), orig, found)
	r.Incref(found, v)
	found.NewRet(v)
	get := orig.NewBitCast(closure, types.NewPointer(types.NewFunc(Obj, Obj, ptr)))
	call := orig.NewCall(get, self, constant.NewNull(ptr))
	call.Tail = enum.TailTail
	orig.NewRet(call)
	return f
}

// functionAttrSet is the setter of one of writableFunctionAttrs, with a
// Python function's rules: __name__ and __qualname__ take only a str
// (and cannot be deleted), __doc__ anything (deleting it sets None).
func (r *Runtime) functionAttrSet(attr string) *ir.Func {
	ptr := types.I8Ptr
	f, done := r.helper("sp.function.set"+attr, types.I32, ir.NewParam("self", Obj), ir.NewParam("value", Obj), ir.NewParam("closure", ptr))
	if done {
		return f
	}
	self, val := f.Params[0], f.Params[1]
	entry, store, bad := f.NewBlock("entry"), f.NewBlock("store"), f.NewBlock("bad")
	fail := constant.NewInt(types.I32, -1)
	var v value.Value = val
	if attr == "__doc__" {
		absent := entry.NewICmp(enum.IPredEQ, val, Null)
		v = entry.NewSelect(absent, r.None(), val)
		entry.NewBr(store)
	} else {
		isStr := f.NewBlock("is.str")
		entry.NewCondBr(entry.NewICmp(enum.IPredEQ, val, Null), bad, isStr)
		isStr.NewCondBr(hasFlag(isStr, r.TypeFlags(isStr, r.TypeOf(isStr, val)), FlagUnicode), store, bad)
	}
	r.RaiseString(bad, "PyExc_TypeError", attr+" must be set to a string object")
	bad.NewRet(fail)
	d := r.CallC(store, capi.ObjectGenericGetDict, self, constant.NewNull(ptr))
	set, failed := f.NewBlock("set"), f.NewBlock("failed")
	store.NewCondBr(store.NewICmp(enum.IPredEQ, d, Null), failed, set)
	failed.NewRet(fail)
	st := r.CallC(set, capi.DictSetItemString, d, r.CString(attr), v)
	r.Decref(set, d)
	set.NewRet(st)
	return f
}

// coroutineMarkGetter returns a getter of the coroutine function type:
// the attribute of module named by the first of attrs it has (a new
// reference), else AttributeError from the last.
func (r *Runtime) coroutineMarkGetter(module string, attrs ...string) *ir.Func {
	f, done := r.helper("sp.function.mark."+attrs[0], Obj, ir.NewParam("self", Obj), ir.NewParam("closure", types.I8Ptr))
	if done {
		return f
	}
	b := f.NewBlock("entry")
	fail := f.NewBlock("fail")
	fail.NewRet(Null)
	m := r.CallC(b, capi.ImportModule, r.CString(module))
	got := f.NewBlock("imported")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, m, Null), fail, got)
	b = got
	for k, a := range attrs {
		v := r.CallC(b, capi.ObjectGetAttrString, m, r.CString(a))
		found := f.NewBlock("found." + a)
		r.Decref(found, m)
		found.NewRet(v)
		if k == len(attrs)-1 {
			missing := f.NewBlock("missing")
			b.NewCondBr(b.NewICmp(enum.IPredEQ, v, Null), missing, found)
			r.Decref(missing, m)
			missing.NewRet(Null)
			break
		}
		next := f.NewBlock("next." + a)
		b.NewCondBr(b.NewICmp(enum.IPredEQ, v, Null), next, found)
		r.CallC(next, capi.ErrClear)
		b = next
	}
	return f
}

// functionQualnameOrig holds builtin_function_or_method's __qualname__
// getter, saved by functionGetsets.
func (r *Runtime) functionQualnameOrig() *ir.Global {
	return r.pointerGlobal("sp.function.qualname.orig")
}

// functionQualname is the type's __qualname__ getter. The self of a
// method or a nested function is the tuple (binder, cells...), for which
// builtin_function_or_method's getter would answer "tuple.m"; the
// binder, a Python function, carries the qualified name. For a
// module-level function (whose self is the module) the original getter
// answers the name, as Python does.
func (r *Runtime) functionQualname() *ir.Func {
	ptr := types.I8Ptr
	f, done := r.helper("sp.function.qualname", Obj, ir.NewParam("self", Obj), ir.NewParam("closure", ptr))
	if done {
		return f
	}
	self, closure := f.Params[0], f.Params[1]
	entry, hasSelf, binder, orig := f.NewBlock("entry"), f.NewBlock("has.self"), f.NewBlock("binder"), f.NewBlock("orig")
	ms := loadField(entry, self, r.ABI.OffsetCFunctionSelf, Obj)
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, ms, Null), orig, hasSelf)
	hasSelf.NewCondBr(hasSelf.NewICmp(enum.IPredEQ, r.TypeOf(hasSelf, ms), r.CData("PyTuple_Type")), binder, orig)
	fn := loadField(binder, ms, r.ABI.OffsetTupleItems, Obj)
	binder.NewRet(r.CallC(binder, capi.ObjectGetAttrString, fn, r.CString("__qualname__")))
	getterT := types.NewPointer(types.NewFunc(Obj, Obj, ptr))
	get := orig.NewBitCast(orig.NewLoad(ptr, r.functionQualnameOrig()), getterT)
	orig.NewRet(orig.NewCall(get, self, closure))
	return f
}

// functionRepr is the type's repr, a Python function's:
// <function C.m at 0x...>.
func (r *Runtime) functionRepr() *ir.Func {
	f, done := r.helper("sp.function.repr", Obj, ir.NewParam("self", Obj))
	if done {
		return f
	}
	self := f.Params[0]
	entry, format, fail := f.NewBlock("entry"), f.NewBlock("format"), f.NewBlock("fail")
	// The __qualname__ getter's answer: a name assigned to it first.
	qn := entry.NewCall(r.functionAttrGet("__qualname__"), self, constant.NewBitCast(r.functionQualname(), types.I8Ptr))
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, qn, Null), fail, format)
	fail.NewRet(Null)
	s := r.CallC(format, capi.UnicodeFromFormat, r.CString("<function %U at %p>"), qn, self)
	r.Decref(format, qn)
	format.NewRet(s)
	return f
}
