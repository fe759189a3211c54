// This file implements the native half of a strict module's freeze: the
// function _strict.freeze is given to make a class immutable.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// MakeImmutableDef is the PyMethodDef (METH_O) of a builtin function
// that sets Py_TPFLAGS_IMMUTABLETYPE on the class it is given and calls
// PyType_Modified, so that `type.__setattr__` then refuses assignments;
// anything other than a class is left alone. The compiled module passes
// it to _strict.freeze, whose own way (a write through ctypes at the
// offset the ABI tables give) is the interpreted run's: importing ctypes
// costs more than a small module's whole import.
func (r *Runtime) MakeImmutableDef() constant.Constant {
	for _, g := range r.M.Globals {
		if g.GlobalName == "sp.make_immutable.def" {
			return constant.NewBitCast(g, types.I8Ptr)
		}
	}
	ptr := types.I8Ptr
	g := r.M.NewGlobalDef("sp.make_immutable.def", constant.NewStruct(MethodDefType,
		r.CString("make_immutable").(constant.Constant), constant.NewBitCast(r.makeImmutableFunc(), ptr),
		constant.NewInt(types.I32, methO), constant.NewNull(ptr)))
	g.Linkage = enum.LinkageInternal
	return constant.NewBitCast(g, types.I8Ptr)
}

// makeImmutableFunc is MakeImmutableDef's C function.
func (r *Runtime) makeImmutableFunc() *ir.Func {
	f, done := r.helper("sp.make_immutable", Obj, ir.NewParam("self", Obj), ir.NewParam("cls", Obj))
	if done {
		return f
	}
	cls := f.Params[1]
	entry, set, ret := f.NewBlock("entry"), f.NewBlock("set"), f.NewBlock("ret")
	entry.NewCondBr(r.HasTypeFlag(entry, cls, FlagType), set, ret)
	flags := fieldPtr(set, cls, r.ABI.OffsetTypeFlags, types.I64)
	set.NewStore(set.NewOr(set.NewLoad(types.I64, flags), constant.NewInt(types.I64, flagImmutableType)), flags)
	r.CallC(set, capi.TypeModified, cls)
	set.NewBr(ret)
	r.Incref(ret, r.None())
	ret.NewRet(r.None())
	return f
}
