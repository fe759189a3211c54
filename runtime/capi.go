// This file implements the declarations of the CPython C API functions and
// data that compiled modules use. No Python.h: the functions are described
// in package capi, the data here.

package runtime

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// Obj is the LLVM type of a PyObject*. Objects are opaque bytes to the
// IR; the few fields we touch are reached by offset.
var Obj = types.I8Ptr

// ObjPtr is PyObject**.
var ObjPtr = types.NewPointer(types.I8Ptr)

// dataSymbols are C API data: exception types are PyObject* variables,
// the singletons and type objects are objects themselves.
var dataSymbols = map[string]bool{
	"_Py_NoneStruct": false, "_Py_TrueStruct": false, "_Py_FalseStruct": false,
	"PyBool_Type": false, "PyFloat_Type": false, "PyLong_Type": false, "PySet_Type": false,
	"PyUnicode_Type": false, "PyType_Type": false, "PyMemberDescr_Type": false,
	"PyInstanceMethod_Type": false, "PyList_Type": false, "PyTuple_Type": false, "PyDict_Type": false,
	"PyRange_Type": false, "PyBytes_Type": false, "PyCFunction_Type": false, "PyFrozenSet_Type": false,
	"PyCoro_Type":        false,
	"PyAsyncGen_Type":    false,
	"PyTraceBack_Type":   false,
	"PyGen_Type":         false,
	"PyMethodDescr_Type": false,
	"PyModule_Type":      false,
	"PyFunction_Type":    false,
	"_PyRuntime":         false, // the interpreter's runtime state, a struct (recursion.go)
}

func letterType(c byte) types.Type {
	switch c {
	case 'p', 's':
		return types.I8Ptr
	case 'P':
		return ObjPtr
	case 'l':
		return types.I64
	case 'i':
		return types.I32
	case 'I':
		return types.NewPointer(types.I32)
	case 'L':
		return types.NewPointer(types.I64)
	case 'd':
		return types.Double
	case 'v':
		return types.Void
	}
	panic(fmt.Sprintf("internal error: bad signature letter %q", c))
}

// cfunc returns the declaration of a C API function, adding it on first use.
func (r *Runtime) cfunc(d *capi.Func) *ir.Func {
	if f, ok := r.cfuncs[d.Name]; ok {
		return f
	}
	ret, params, _ := strings.Cut(d.Sig, " ")
	variadic := strings.HasSuffix(params, ".")
	params = strings.TrimSuffix(params, ".")
	var ps []*ir.Param
	for i := 0; i < len(params); i++ {
		ps = append(ps, ir.NewParam("", letterType(params[i])))
	}
	f := r.M.NewFunc(d.Name, letterType(ret[0]), ps...)
	f.Sig.Variadic = variadic
	f.Linkage = enum.LinkageExternal
	if d.Cold {
		// Only error paths call it: LLVM lays those paths out of the
		// way of the hot loop.
		f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrCold)
	}
	for _, i := range d.NoCapture {
		ps[i].Attrs = append(ps[i].Attrs, enum.ParamAttrNoCapture)
	}
	r.cfuncs[d.Name] = f
	if r.cdescs == nil {
		r.cdescs = map[string]*capi.Func{}
	}
	r.cdescs[d.Name] = d
	return f
}

// CallC emits a call of the C API function d in b and nothing else: no
// error check and no reference bookkeeping, which are the caller's (lower's
// function builder does both from d, see its callC).
func (r *Runtime) CallC(b *ir.Block, d *capi.Func, args ...value.Value) *ir.InstCall {
	return b.NewCall(r.cfunc(d), args...)
}

// CData returns the address of C API data: for an exception type
// (PyExc_TypeError) the address of the PyObject* variable, for an object
// (_Py_NoneStruct) the object itself, both as i8*-typed globals.
func (r *Runtime) CData(name string) *ir.Global {
	if g, ok := r.cdata[name]; ok {
		return g
	}
	var g *ir.Global
	if _, isObject := dataSymbols[name]; isObject {
		g = r.M.NewGlobal(name, types.I8)
	} else {
		g = r.M.NewGlobal(name, types.I8Ptr)
	}
	// A body-less global needs explicit external linkage, or LLVM reads
	// the next line as its initializer.
	g.Linkage = enum.LinkageExternal
	r.cdata[name] = g
	return g
}
