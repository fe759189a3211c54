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

// ModuleDef defines the PyModuleDef of the module: its name, doc (a C
// string or NULL) and method table, with no per-module state (m_size -1:
// the module cannot be re-initialized).
func (r *Runtime) ModuleDef(doc constant.Constant, methods *ir.Global) *ir.Global {
	null := constant.NewNull(types.I8Ptr)
	g := r.M.NewGlobalDef("sp.moduledef", constant.NewStruct(moduleDefType,
		constant.NewInt(types.I64, r.ABI.StaticRefcnt), null, null, constant.NewInt(types.I64, 0), null,
		r.CString(r.ModName).(constant.Constant), doc, constant.NewInt(types.I64, -1),
		constant.NewBitCast(methods, types.I8Ptr), null, null, null, null))
	g.Linkage = enum.LinkageInternal
	return g
}
