// This file implements the static C structures an extension module hands
// to CPython: its method definitions (PyMethodDef) and its module
// definition (PyModuleDef), laid out as the ABI has them.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
)

// C API constants: the start symbols of Py_CompileString
// (Include/compile.h) and the calling convention of compiled functions
// (Include/methodobject.h).
const (
	FileInput = 257 // Py_file_input
	EvalInput = 258 // Py_eval_input

	methFastcallKeywords = 0x80 | 0x02 // METH_FASTCALL | METH_KEYWORDS
)

// MethodDefType is PyMethodDef: ml_name, ml_meth, ml_flags, ml_doc.
var MethodDefType = types.NewStruct(types.I8Ptr, types.I8Ptr, types.I32, types.I8Ptr)

// moduleDefType is PyModuleDef: PyModuleDef_Base (ob_refcnt, ob_type,
// m_init, m_index, m_copy), then m_name, m_doc, m_size, m_methods,
// m_slots, m_traverse, m_clear, m_free.
var moduleDefType = types.NewStruct(types.I64, types.I8Ptr, types.I8Ptr, types.I64, types.I8Ptr,
	types.I8Ptr, types.I8Ptr, types.I64, types.I8Ptr, types.I8Ptr, types.I8Ptr, types.I8Ptr, types.I8Ptr)

// MethodDef is the PyMethodDef of a compiled function named name whose C
// entry point (a METH_FASTCALL | METH_KEYWORDS wrapper) is fn; doc is its
// ml_doc (a C string or NULL).
func (r *Runtime) MethodDef(name string, fn, doc constant.Constant) constant.Constant {
	return constant.NewStruct(MethodDefType,
		r.CString(name).(constant.Constant),
		constant.NewBitCast(fn, types.I8Ptr),
		constant.NewInt(types.I32, methFastcallKeywords),
		doc)
}

// MethodTable defines the module's method table: defs and the
// terminating sentinel.
func (r *Runtime) MethodTable(defs []constant.Constant) *ir.Global {
	defs = append(defs, constant.NewZeroInitializer(MethodDefType))
	g := r.M.NewGlobalDef("sp.methods", constant.NewArray(types.NewArray(uint64(len(defs)), MethodDefType), defs...))
	g.Linkage = enum.LinkageInternal
	return g
}

// moduleSlotType is PyModuleDef_Slot: slot (int), value (void*).
var moduleSlotType = types.NewStruct(types.I32, types.I8Ptr)

// Module slot ids (Include/moduleobject.h).
const (
	modCreate               = 1 // Py_mod_create
	modExec                 = 2 // Py_mod_exec
	modMultipleInterpreters = 3 // Py_mod_multiple_interpreters (3.12)
)

// ModuleDef defines the PyModuleDef of the module: its name and doc (a C
// string or NULL), with no methods (the module body binds each function
// where its def stands), for multi-phase initialization (PEP
// 489): PyInit_<name> returns the definition, importlib creates the
// module from its spec — so __name__, __spec__, __path__ and __package__
// are set and the module is in sys.modules — and then runs exec, the
// module body, which can import its own package's submodules and be
// imported back by them, as a Python module can. m_size is 0 (no
// per-module state: the module's state is global to the process, so
// create hands back the module the process already has, as CPython does
// for a single-phase extension), and from 3.12 the module says it does
// not support subinterpreters.
func (r *Runtime) ModuleDef(doc constant.Constant, create, exec *ir.Func) *ir.Global {
	null := constant.NewNull(types.I8Ptr)
	slots := []constant.Constant{
		constant.NewStruct(moduleSlotType, constant.NewInt(types.I32, modCreate), constant.NewBitCast(create, types.I8Ptr)),
		constant.NewStruct(moduleSlotType, constant.NewInt(types.I32, modExec), constant.NewBitCast(exec, types.I8Ptr)),
	}
	if r.ABI.ModSlotInterpreters {
		// Py_MOD_MULTIPLE_INTERPRETERS_NOT_SUPPORTED is (void*)0.
		slots = append(slots, constant.NewStruct(moduleSlotType, constant.NewInt(types.I32, modMultipleInterpreters), null))
	}
	slots = append(slots, constant.NewZeroInitializer(moduleSlotType))
	st := r.M.NewGlobalDef("sp.moduleslots", constant.NewArray(types.NewArray(uint64(len(slots)), moduleSlotType), slots...))
	st.Linkage = enum.LinkageInternal
	g := r.M.NewGlobalDef("sp.moduledef", constant.NewStruct(moduleDefType,
		constant.NewInt(types.I64, r.ABI.StaticRefcnt), null, null, constant.NewInt(types.I64, 0), null,
		r.CString(r.ModName).(constant.Constant), doc, constant.NewInt(types.I64, 0),
		null, constant.NewBitCast(st, types.I8Ptr), null, null, null))
	g.Linkage = enum.LinkageInternal
	return g
}
