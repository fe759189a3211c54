// This file implements the type of compiled functions. A compiled
// function is a PyCFunctionObject (PyCFunction_NewEx), whose type,
// builtin_function_or_method, has no __get__: stored in a class after
// the fact (C.m = f, type("X", (), {"m": f})) it would not receive self,
// where a Python function binds as a method. So each module creates, at
// import, a type with builtin_function_or_method's layout and behaviour
// (its deallocation, repr, hash, comparison, traversal, __name__,
// __qualname__, __doc__, __self__, __reduce__, __module__ and
// vectorcall, copied from the type itself) plus Python functions'
// binding: tp_descr_get returns a bound method for an instance, the
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
func (r *Runtime) FunctionType() *ir.Global {
	return r.constSlot("type:function", func(r *Runtime, b *ir.Block) value.Value {
		ptr := types.I8Ptr
		slotT := types.NewStruct(types.I32, ptr)
		// The slots copied from builtin_function_or_method are only known
		// at run time: the array is filled here, before PyType_FromSpec
		// reads it.
		sg := r.M.NewGlobalDef("sp.function.slots", constant.NewZeroInitializer(types.NewArray(functionSlots, slotT)))
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
		copied(slotTpRepr, r.ABI.OffsetTypeRepr)
		copied(slotTpHash, r.ABI.OffsetTypeHash)
		copied(slotTpCall, r.ABI.OffsetTypeCall)
		copied(slotTpTraverse, r.ABI.OffsetTypeTraverse)
		copied(slotTpRichcompare, r.ABI.OffsetTypeRichcompare)
		copied(slotTpMethods, r.ABI.OffsetTypeMethods)
		copied(slotTpGetset, r.ABI.OffsetTypeGetset)
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
		g := r.M.NewGlobalDef("sp.function.spec", spec)
		g.Linkage, g.Immutable = enum.LinkageInternal, true
		return r.CallC(b, capi.TypeFromSpec, constant.NewBitCast(g, ptr))
	})
}

// functionMembers is the type's PyMemberDef array: __module__ as
// builtin_function_or_method has it, and the offsets of the vectorcall
// pointer and the weak reference list, which a type made from a spec
// declares as members.
func (r *Runtime) functionMembers() *ir.Global {
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
// module's function type. builtin_function_or_method is a static type,
// whose instances hold no reference to it, and the copied deallocator
// releases none: the module's slot keeps the type alive.
func (r *Runtime) AdoptFunction(b *ir.Block, f value.Value) {
	t := b.NewLoad(Obj, r.FunctionType())
	b.NewStore(t, fieldPtr(b, f, r.ABI.OffsetObType, Obj))
}
