// This file implements the declarations of the CPython C API functions and
// data that compiled modules use. No Python.h: each signature is written
// here in a one-letter notation.

package runtime

import (
	"fmt"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
)

// Obj is the LLVM type of a PyObject*. Objects are opaque bytes to the
// IR; the few fields we touch are reached by offset.
var Obj = types.I8Ptr

// ObjPtr is PyObject**.
var ObjPtr = types.NewPointer(types.I8Ptr)

// signatures lists the C API functions: result, then parameters, one
// letter each: p PyObject* (or any pointer), P PyObject**, l i64,
// i i32, d double, v void, s const char*, I i32*, L i64*, . variadic.
var signatures = map[string]string{
	"PyModule_Create2":               "p pi",
	"PyModule_GetDict":               "p p",
	"PyImport_ImportModule":          "p s",
	"PyImport_ImportModuleLevel":     "p spppi",
	"PyDict_New":                     "p ",
	"PyDict_GetItemWithError":        "p pp",
	"_PyObject_GetDictPtr":           "P p",
	"_PyType_Lookup":                 "p pp",
	"PyType_FromSpec":                "p p",
	"PyObject_GenericGetDict":        "p pp",
	"PyObject_Free":                  "v p",
	"PyType_GenericAlloc":            "p pl",
	"PyDict_GetItemString":           "p ps",
	"PyDict_SetItemString":           "i psp",
	"PyDict_SetItem":                 "i ppp",
	"PyDict_DelItem":                 "i pp",
	"PyErr_Occurred":                 "p ",
	"PyErr_SetString":                "v ps",
	"PyErr_SetObject":                "v pp",
	"PyErr_Format":                   "p ps.",
	"PyErr_Clear":                    "v ",
	"PyErr_ExceptionMatches":         "i p",
	"_Py_CheckRecursiveCall":         "i ps",
	"PyThreadState_Get":              "p ",
	"PyLong_FromLongLong":            "p l",
	"PyLong_FromUnsignedLongLong":    "p l",
	"PyLong_FromString":              "p spi",
	"PyLong_AsLongLongAndOverflow":   "l pI",
	"PyLong_AsUnsignedLongLong":      "l p",
	"PyFloat_FromDouble":             "p d",
	"PyFloat_AsDouble":               "d p",
	"PyUnicode_InternFromString":     "p s",
	"PyUnicode_DecodeUTF8":           "p sls",
	"PyUnicode_Join":                 "p pp",
	"PyBytes_FromStringAndSize":      "p sl",
	"PyObject_Vectorcall":            "p pPlp",
	"PyObject_GetAttr":               "p pp",
	"PyObject_SetAttr":               "i ppp",
	"PyObject_GetItem":               "p pp",
	"PyObject_SetItem":               "i ppp",
	"PyObject_IsTrue":                "i p",
	"PyObject_Size":                  "l p",
	"PyObject_RichCompare":           "p ppi",
	"PyObject_IsInstance":            "i pp",
	"PyObject_GetIter":               "p p",
	"PyObject_Format":                "p pp",
	"PyObject_Repr":                  "p p",
	"PyObject_Str":                   "p p",
	"PyObject_ASCII":                 "p p",
	"PyIter_Next":                    "p p",
	"PySequence_Contains":            "i pp",
	"PyNumber_Add":                   "p pp",
	"PyNumber_Subtract":              "p pp",
	"PyNumber_Multiply":              "p pp",
	"PyNumber_MatrixMultiply":        "p pp",
	"PyNumber_TrueDivide":            "p pp",
	"PyNumber_FloorDivide":           "p pp",
	"PyNumber_Remainder":             "p pp",
	"PyNumber_Power":                 "p ppp",
	"PyNumber_Lshift":                "p pp",
	"PyNumber_Rshift":                "p pp",
	"PyNumber_And":                   "p pp",
	"PyNumber_Or":                    "p pp",
	"PyNumber_Xor":                   "p pp",
	"PyNumber_Negative":              "p p",
	"PyNumber_InPlaceAdd":            "p pp",
	"PyNumber_InPlaceSubtract":       "p pp",
	"PyNumber_InPlaceMultiply":       "p pp",
	"PyNumber_InPlaceMatrixMultiply": "p pp",
	"PyNumber_InPlaceTrueDivide":     "p pp",
	"PyNumber_InPlaceFloorDivide":    "p pp",
	"PyNumber_InPlaceRemainder":      "p pp",
	"PyNumber_InPlacePower":          "p ppp",
	"PyNumber_InPlaceLshift":         "p pp",
	"PyNumber_InPlaceRshift":         "p pp",
	"PyNumber_InPlaceAnd":            "p pp",
	"PyNumber_InPlaceOr":             "p pp",
	"PyNumber_InPlaceXor":            "p pp",
	"PyNumber_Positive":              "p p",
	"PyNumber_Invert":                "p p",
	"PyList_New":                     "p l",
	"PyList_SetItem":                 "i plp",
	"PyTuple_New":                    "p l",
	"PyTuple_SetItem":                "i plp",
	"PySet_New":                      "p p",
	"PySet_Add":                      "i pp",
	"PySlice_New":                    "p ppp",
	"PyType_IsSubtype":               "i pp",
	"Py_CompileString":               "p ssi",
	"PyEval_EvalCode":                "p ppp",
	"_PyTraceback_Add":               "v ssi",
	"_Py_Dealloc":                    "v p",
	"PyObject_GetBuffer":             "i ppi",
	"PyBuffer_Release":               "v p",
	"strrchr":                        "p si",
	"PyTuple_Pack":                   "p l.",
	"PyErr_Fetch":                    "v PPP",
	"PyErr_NormalizeException":       "v PPP",
	"PyErr_Restore":                  "v ppp",
	"PyErr_GetHandledException":      "p ",
	"PyErr_SetHandledException":      "v p",
	"PyErr_GivenExceptionMatches":    "i pp",
	"PyErr_SetNone":                  "v p",
	"PyException_SetTraceback":       "i pp",
	"PyException_GetTraceback":       "p p",
	"PyException_SetCause":           "v pp",
	"PyObject_CallNoArgs":            "p p",
	"PyObject_DelItem":               "i pp",
	"PyList_Append":                  "i pp",
	"PySequence_List":                "p p",
	"PyList_GetSlice":                "p pll",
	"PyCell_New":                     "p p",
	"PyInstanceMethod_New":           "p p",
	"PySequence_InPlaceConcat":       "p pp",
	"PyList_AsTuple":                 "p p",
	"PyObject_Call":                  "p ppp",
	"PyDict_Contains":                "i pp",
	"_PyObject_FunctionStr":          "p p",
	"PyDict_Merge":                   "i ppi",
	"PyDict_Next":                    "i pLPP",
	"PyCell_Get":                     "p p",
	"PyCell_Set":                     "i pp",
	"PyCFunction_NewEx":              "p ppp",
}

// coldFuncs are only called on error paths; marking them cold lets LLVM
// lay the error paths out of the way of the hot loop.
var coldFuncs = map[string]bool{
	"_PyTraceback_Add": true, "_Py_CheckRecursiveCall": true, "PyErr_SetString": true, "PyErr_Format": true, "PyErr_SetObject": true,
}

// dataSymbols are C API data: exception types are PyObject* variables,
// the singletons and type objects are objects themselves.
var dataSymbols = map[string]bool{
	"_Py_NoneStruct": false, "_Py_TrueStruct": false, "_Py_FalseStruct": false,
	"PyBool_Type": false, "PyFloat_Type": false, "PyLong_Type": false, "PySet_Type": false,
	"PyUnicode_Type": false, "PyType_Type": false,
	"_PyRuntime": false, // the interpreter's runtime state, a struct (recursion.go)
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

// CFunc returns the declaration of a C API function, adding it on first use.
func (r *Runtime) CFunc(name string) *ir.Func {
	if f, ok := r.cfuncs[name]; ok {
		return f
	}
	sig, ok := signatures[name]
	if !ok {
		panic("internal error: no signature for C API function " + name)
	}
	ret, params, _ := strings.Cut(sig, " ")
	variadic := strings.HasSuffix(params, ".")
	params = strings.TrimSuffix(params, ".")
	var ps []*ir.Param
	for i := 0; i < len(params); i++ {
		ps = append(ps, ir.NewParam("", letterType(params[i])))
	}
	f := r.M.NewFunc(name, letterType(ret[0]), ps...)
	f.Sig.Variadic = variadic
	f.Linkage = enum.LinkageExternal
	if coldFuncs[name] {
		f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrCold)
	}
	r.cfuncs[name] = f
	return f
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
