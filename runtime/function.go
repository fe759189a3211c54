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
// The functions a module makes are switched to this type once created.

package runtime

import (
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
	functionMembers = 4  // __module__, the two offsets, the terminator
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
		copied(slotTpDealloc, r.ABI.OffsetTypeDealloc)
		set(slotTpRepr, constant.NewBitCast(r.functionRepr(), ptr))
		copied(slotTpHash, r.ABI.OffsetTypeHash)
		copied(slotTpCall, r.ABI.OffsetTypeCall)
		copied(slotTpTraverse, r.ABI.OffsetTypeTraverse)
		copied(slotTpRichcompare, r.ABI.OffsetTypeRichcompare)
		copied(slotTpMethods, r.ABI.OffsetTypeMethods)
		set(slotTpGetset, b.NewCall(r.functionGetsets(coroutine), loadField(b, base, r.ABI.OffsetTypeGetset, ptr)))
		set(slotTpDescrGet, constant.NewBitCast(r.functionGet(), ptr))
		set(slotTpMembers, constant.NewBitCast(r.functionMembers(), ptr))
		if i != functionSlots-1 {
			panic("internal error: runtime: the function type's slot count is wrong")
		}
		specT := types.NewStruct(ptr, types.I32, types.I32, types.I32, ptr)
		spec := constant.NewStruct(specT,
			r.CString("staticpyc.compiled_function").(constant.Constant),
			constant.NewInt(types.I32, r.ABI.SizeofCFunction), constant.NewInt(types.I32, 0),
			constant.NewInt(types.I32, flagHaveGC|flagHaveVectorcall|flagMethodDescriptor|flagImmutableType|flagDisallowInstantiate|flagHaveVersionTag),
			constant.NewBitCast(sg, ptr))
		g := r.M.NewGlobalDef("sp.function.spec"+suffix, spec)
		g.Linkage, g.Immutable = enum.LinkageInternal, true
		return r.CallC(b, capi.TypeFromSpec, constant.NewBitCast(g, ptr))
	})
}

// functionMembers is the type's PyMemberDef array: __module__ as
// builtin_function_or_method has it, and the offsets of the vectorcall
// pointer and the weak reference list, which a type made from a spec
// declares as members.
func (r *Runtime) functionMembers() *ir.Global {
	for _, g := range r.M.Globals {
		if g.Name() == "sp.function.members" {
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

// AdoptFunction gives f, a function PyCFunction_NewEx just made, the
// module's function type, and as its vectorcall entry, its wrapper's own
// (VectorcallEntry) in place of CPython's
// cfunction_vectorcall_FASTCALL_KEYWORDS, which a call from Python would
// otherwise go through. builtin_function_or_method is a
// static type, whose instances hold no reference to it, and the copied
// deallocator releases none: the module's slot keeps the type alive.
func (r *Runtime) AdoptFunction(b *ir.Block, f value.Value, entry *ir.Func, coroutine bool) {
	t := b.NewLoad(Obj, r.functionType(coroutine))
	b.NewStore(t, fieldPtr(b, f, r.ABI.OffsetObType, Obj))
	b.NewStore(b.NewBitCast(entry, types.I8Ptr), fieldPtr(b, f, r.ABI.OffsetCFunctionVectorcall, types.I8Ptr))
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
// __getitem__) — does the entry check, and only the stack (EnterStack):
// such a recursion raises RecursionError where the C stack runs low
// rather than at the Python limit.
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
	r.EnterStack(b, f.NewBlock("check"), ok, deep)
	ok.NewRet(ok.NewCall(wrapper, self, f.Params[1], nargs, f.Params[3]))
	deep.NewRet(Null)
	return f
}

// functionGetsetCap bounds the getset array of the function type: the
// entries copied from builtin_function_or_method (five in 3.11–3.13), the
// coroutine function type's two marks and the terminator.
const functionGetsetCap = 10

// getsetDef is PyGetSetDef: name, get, set, doc, closure.
var getsetDef = types.NewStruct(types.I8Ptr, types.I8Ptr, types.I8Ptr, types.I8Ptr, types.I8Ptr)

// functionGetsets copies builtin_function_or_method's getset array (its
// argument), whose getters are static in CPython, into the function
// type's own, with __qualname__'s getter replaced by functionQualname
// (which calls the original for module-level functions), and returns it.
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
	var marks []constant.Constant
	if coroutine {
		mark := func(name, module string, attrs ...string) constant.Constant {
			return constant.NewStruct(getsetDef, r.CString(name).(constant.Constant),
				constant.NewBitCast(r.coroutineMarkGetter(module, attrs...), ptr), constant.NewNull(ptr), constant.NewNull(ptr), constant.NewNull(ptr))
		}
		marks = []constant.Constant{
			mark("_is_coroutine", "asyncio.coroutines", "_is_coroutine"),
			mark("_is_coroutine_marker", "inspect", "_is_coroutine_mark", "_is_coroutine_marker"),
		}
	}
	init := make([]constant.Constant, functionGetsetCap)
	for k := range init {
		init[k] = constant.NewZeroInitializer(getsetDef)
	}
	// The marks first; builtin_function_or_method's entries after them.
	copy(init, marks)
	first := int64(len(marks))
	ours := r.M.NewGlobalDef("sp.function.getset"+suffix, constant.NewArray(types.NewArray(functionGetsetCap, getsetDef), init...))
	ours.Linkage = enum.LinkageInternal
	entry, loop, body, replace, next, end := f.NewBlock("entry"), f.NewBlock("loop"), f.NewBlock("copy"), f.NewBlock("qualname"), f.NewBlock("next"), f.NewBlock("end")
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
	isQualname := body.NewICmp(enum.IPredEQ, r.CallC(body, capi.Strcmp, name, r.CString("__qualname__")), constant.NewInt(types.I32, 0))
	body.NewCondBr(isQualname, replace, next)
	replace.NewStore(replace.NewLoad(ptr, field(replace, src, 1)), r.functionQualnameOrig())
	replace.NewStore(constant.NewBitCast(r.functionQualname(), ptr), field(replace, dst, 1))
	replace.NewBr(next)
	i1 := next.NewAdd(i, constant.NewInt(types.I64, 1))
	i.Incs = append(i.Incs, ir.NewIncoming(i1, next))
	// The last entry stays zero: the terminator.
	next.NewCondBr(next.NewICmp(enum.IPredULT, i1, constant.NewInt(types.I64, functionGetsetCap-1-first)), loop, end)
	end.NewRet(end.NewBitCast(ours, ptr))
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
	for _, g := range r.M.Globals {
		if g.Name() == "sp.function.qualname.orig" {
			return g
		}
	}
	g := r.M.NewGlobalDef("sp.function.qualname.orig", constant.NewNull(types.I8Ptr))
	g.Linkage = enum.LinkageInternal
	return g
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
	qn := entry.NewCall(r.functionQualname(), self, constant.NewNull(types.I8Ptr))
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, qn, Null), fail, format)
	fail.NewRet(Null)
	s := r.CallC(format, capi.UnicodeFromFormat, r.CString("<function %U at %p>"), qn, self)
	r.Decref(format, qn)
	format.NewRet(s)
	return f
}
