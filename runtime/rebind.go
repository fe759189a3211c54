// This file implements the watch of a plain module's functions that its
// compiled code calls directly: rebinding one from outside the module
// (`mod.f = g`, unittest.mock.patch) sends those calls to the new object.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// A RebindWatch is a function of the module whose direct calls test Flag
// (an i8, 0 while the module's attribute holds Func, the function object
// its def made).
type RebindWatch struct {
	Name       string
	Flag, Func *ir.Global
}

// Type slot ids (Include/typeslots.h) of the module's watching class.
const (
	slotTpBase     = 48
	slotTpSetattro = 69 // Py_tp_setattr is 68, Py_tp_str 70
)

// InstallRebindWatch returns `i32 sp.rebind.install()`, which the module
// body calls first: with watches, it makes the module's class a subclass
// of module whose attribute stores and deletes (tp_setattro) set a
// watch's flag when its name is bound to another object or deleted, and
// clear it when the name is bound back to the def's function
// (mock.patch's exit) — the native form of the Python documentation's
// recipe for a module's __setattr__. The class is named module, so that
// reprs do not change. Without watches it does nothing. mod is the
// global holding the module (borrowed).
//
// A direct call is what makes compiled calls between a module's
// functions fast; CPython looks the name up in the module's dict at each
// call, so a plain module, which stays mutable, must see a rebinding.
// Through the module's dict itself (`globals()['f'] = g`,
// `mod.__dict__['f'] = g`) it is not seen.
func (r *Runtime) InstallRebindWatch(mod *ir.Global, watches []RebindWatch) *ir.Func {
	f := r.M.NewFunc("sp.rebind.install", types.I32)
	f.Linkage = enum.LinkageInternal
	entry := f.NewBlock("entry")
	i32 := func(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
	if len(watches) == 0 {
		entry.NewRet(i32(0))
		return f
	}
	ptr := types.I8Ptr
	slotT := types.NewStruct(types.I32, ptr)
	slots := constant.NewArray(types.NewArray(3, slotT),
		constant.NewStruct(slotT, i32(slotTpBase), constant.NewBitCast(r.CData("PyModule_Type"), ptr)),
		constant.NewStruct(slotT, i32(slotTpSetattro), constant.NewBitCast(r.rebindSetattro(watches), ptr)),
		constant.NewZeroInitializer(slotT))
	sg := r.M.NewGlobalDef("sp.rebind.slots", slots)
	sg.Linkage = enum.LinkageInternal
	// Flags: the default; the collector's flag and the deallocator come
	// from module, as __class__ assignment requires.
	specT := types.NewStruct(ptr, types.I32, types.I32, types.I32, ptr)
	spec := r.M.NewGlobalDef("sp.rebind.spec", constant.NewStruct(specT,
		r.CString("builtins.module").(constant.Constant), i32(0), i32(0), i32(flagHaveVersionTag),
		constant.NewBitCast(sg, ptr)))
	spec.Linkage = enum.LinkageInternal
	fail := f.NewBlock("fail")
	fail.NewRet(i32(-1))
	t := r.builtinTypeFromSpec(entry, constant.NewBitCast(spec, ptr), "module")
	set := f.NewBlock("set")
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, t, Null), fail, set)
	rc := r.CallC(set, capi.ObjectSetAttr, set.NewLoad(Obj, mod), set.NewLoad(Obj, r.Str("__class__")), t)
	r.Decref(set, t)
	ok := f.NewBlock("ok")
	set.NewCondBr(set.NewICmp(enum.IPredSLT, rc, i32(0)), fail, ok)
	ok.NewRet(i32(0))
	return f
}

// rebindSetattro returns the class's tp_setattro: the module's own
// (generic) store or delete (value NULL), then each watch named by name
// is set when value is not the def's function.
func (r *Runtime) rebindSetattro(watches []RebindWatch) *ir.Func {
	f := r.M.NewFunc("sp.rebind.setattro", types.I32, ir.NewParam("module", Obj), ir.NewParam("name", Obj), ir.NewParam("value", Obj))
	f.Linkage = enum.LinkageInternal
	entry := f.NewBlock("entry")
	name, value := f.Params[1], f.Params[2]
	rc := r.CallC(entry, capi.ObjectGenericSetAttr, f.Params[0], name, value)
	end, b := f.NewBlock("end"), f.NewBlock("stored")
	end.NewRet(rc)
	entry.NewCondBr(entry.NewICmp(enum.IPredNE, rc, constant.NewInt(types.I32, 0)), end, b)
	for _, w := range watches {
		hit, next := f.NewBlock("hit."+w.Name), f.NewBlock("next."+w.Name)
		same := b.NewICmp(enum.IPredEQ, r.CallC(b, capi.UnicodeCompare, name, b.NewLoad(Obj, r.Str(w.Name))), constant.NewInt(types.I32, 0))
		b.NewCondBr(same, hit, next)
		rebound := hit.NewICmp(enum.IPredNE, value, hit.NewLoad(Obj, w.Func))
		hit.NewStore(hit.NewZExt(rebound, types.I8), w.Flag)
		hit.NewBr(end)
		b = next
	}
	b.NewBr(end)
	return f
}
