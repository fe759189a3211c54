// Package capi describes the CPython C API functions compiled modules call,
// each once: its signature, how it reports an error, which arguments it
// steals and whether its result is a new or a borrowed reference. The
// runtime declares functions from these descriptors and lower emits every
// call through them, so error checks and reference bookkeeping follow
// from the description rather than from each call site.
package capi

import "sort"

// ErrorKind is how a C API function reports an error.
type ErrorKind uint8

const (
	// NeverFails: the function sets no exception (an object result may
	// still be NULL, meaning "none", as PyErr_GetHandledException's).
	NeverFails ErrorKind = iota
	// NullOnError: a NULL result means an exception is set.
	NullOnError
	// NegativeOnError: a negative int result (-1) means an exception is
	// set.
	NegativeOnError
	// MinusOneOnError: -1 is both a possible value and the error mark;
	// PyErr_Occurred() tells them apart (PyLong_AsLongLong, PyFloat_AsDouble).
	MinusOneOnError
	// NullIfAbsent: NULL means "absent" without an exception, or an error
	// with one (PyDict_GetItemWithError, PyIter_Next); PyErr_Occurred()
	// tells them apart.
	NullIfAbsent
)

// Func describes one C API function.
type Func struct {
	Name string
	// Sig is the result, a space, then the parameters, one letter each:
	// p PyObject* (or any pointer), P PyObject**, l i64, i i32, d double,
	// v void, s const char*, I i32*, L i64*, and a final . if variadic.
	Sig   string
	Error ErrorKind
	// Steals lists the parameters (0-based) whose reference the call
	// takes, whatever its outcome.
	Steals []int
	// Borrowed: the object result is a borrowed reference (otherwise an
	// object result is a new reference).
	Borrowed bool
	// Cold: called only on error paths (LLVM lays those paths out of the
	// way).
	Cold bool
	// NoCapture lists the pointer parameters (0-based) the function does
	// not keep after it returns: a stack slot passed there does not
	// escape, so LLVM may still forward what the caller stored in it.
	NoCapture []int
}

// ReturnsObject reports whether the result is a PyObject*.
func (f *Func) ReturnsObject() bool { return f.Sig[0] == 'p' }

// StealsArg reports whether the call takes the reference of argument i.
func (f *Func) StealsArg(i int) bool {
	for _, s := range f.Steals {
		if s == i {
			return true
		}
	}
	return false
}

var table = map[string]*Func{}

type option func(*Func)

func steals(params ...int) option { return func(f *Func) { f.Steals = params } }

func nocapture(params ...int) option { return func(f *Func) { f.NoCapture = params } }

var (
	borrowed option = func(f *Func) { f.Borrowed = true }
	cold     option = func(f *Func) { f.Cold = true }
)

func def(name, sig string, kind ErrorKind, opts ...option) *Func {
	if _, dup := table[name]; dup {
		panic("capi: " + name + " described twice")
	}
	f := &Func{Name: name, Sig: sig, Error: kind}
	for _, o := range opts {
		o(f)
	}
	table[name] = f
	return f
}

// Lookup returns the descriptor of a C API function by name.
func Lookup(name string) (*Func, bool) {
	f, ok := table[name]
	return f, ok
}

// IsBorrowed reports whether name is a described C API function whose
// object result is a borrowed reference (for refcount elision: such a
// result is not the caller's to release).
func IsBorrowed(name string) bool {
	f, ok := table[name]
	return ok && f.Borrowed
}

// All lists the descriptors, by name.
func All() []*Func {
	fs := make([]*Func, 0, len(table))
	for _, f := range table {
		fs = append(fs, f)
	}
	sort.Slice(fs, func(i, j int) bool { return fs[i].Name < fs[j].Name })
	return fs
}

// Modules, imports and code.
var (
	ModuleDefInit         = def("PyModuleDef_Init", "p p", NeverFails, borrowed)
	ModuleGetDict         = def("PyModule_GetDict", "p p", NeverFails, borrowed)
	ModuleNewObject       = def("PyModule_NewObject", "p p", NullOnError)
	CapsuleNew            = def("PyCapsule_New", "p psp", NullOnError)
	CapsuleGetPointer     = def("PyCapsule_GetPointer", "p ps", NullOnError, borrowed)
	ModuleGetNameObject   = def("PyModule_GetNameObject", "p p", NullOnError)
	ModuleGetFilename     = def("PyModule_GetFilenameObject", "p p", NullOnError)
	ImportGetModule       = def("PyImport_GetModule", "p p", NullIfAbsent)
	ErrSetImportError     = def("PyErr_SetImportError", "p ppp", NeverFails, cold, borrowed) // always NULL
	ImportModule          = def("PyImport_ImportModule", "p s", NullOnError)
	ImportModuleLevel     = def("PyImport_ImportModuleLevel", "p spppi", NullOnError)
	CompileString         = def("Py_CompileString", "p ssi", NullOnError)
	EvalEvalCode          = def("PyEval_EvalCode", "p ppp", NullOnError)
	CFunctionNewEx        = def("PyCFunction_NewEx", "p ppp", NullOnError)
	FunctionNew           = def("PyFunction_New", "p pp", NullOnError)
	FunctionSetDefaults   = def("PyFunction_SetDefaults", "i pp", NegativeOnError)
	FunctionSetKwDefaults = def("PyFunction_SetKwDefaults", "i pp", NegativeOnError)
	FunctionGetDefaults   = def("PyFunction_GetDefaults", "p p", NeverFails, borrowed)
	FunctionGetKwDefaults = def("PyFunction_GetKwDefaults", "p p", NeverFails, borrowed)
	InstanceMethodNew     = def("PyInstanceMethod_New", "p p", NullOnError)
	ClassMethodNew        = def("PyClassMethod_New", "p p", NullOnError)
	MethodNew             = def("PyMethod_New", "p pp", NullOnError)
	TypeFromSpec          = def("PyType_FromSpec", "p p", NullOnError)
	TypeGenericAlloc      = def("PyType_GenericAlloc", "p pl", NullOnError)
	TypeIsSubtype         = def("PyType_IsSubtype", "i pp", NeverFails)
	TypeModified          = def("PyType_Modified", "v p", NeverFails)
	TypeLookup            = def("_PyType_Lookup", "p pp", NeverFails, borrowed) // NULL: not found, no exception
	ObjectFree            = def("PyObject_Free", "v p", NeverFails)
	// The allocator of instances that hold numbers only (runtime/newobj.go).
	ObjectMalloc = def("PyObject_Malloc", "p l", NeverFails) // NULL without an exception
	ObjectInit   = def("PyObject_Init", "p pp", NeverFails, borrowed)
	// The garbage collector's and the allocator's side of an object that
	// holds references (the native generator, runtime/generator.go).
	GCUnTrack                = def("PyObject_GC_UnTrack", "v p", NeverFails)
	GCTrack                  = def("PyObject_GC_Track", "v p", NeverFails)
	GCDel                    = def("PyObject_GC_Del", "v p", NeverFails)
	CallFinalizerFromDealloc = def("PyObject_CallFinalizerFromDealloc", "i p", NeverFails)
	MemMalloc                = def("PyMem_Malloc", "p l", NeverFails) // raw memory, NULL without an exception
	MemFree                  = def("PyMem_Free", "v p", NeverFails)
	Dealloc                  = def("_Py_Dealloc", "v p", NeverFails)
	TracebackAdd             = def("_PyTraceback_Add", "v ssi", NeverFails, cold)
	TraceBackHere            = def("PyTraceBack_Here", "i p", NegativeOnError)
	UnicodeReadChar          = def("PyUnicode_ReadChar", "i pl", NeverFails) // in range: no error
	UnicodeFromOrdinal       = def("PyUnicode_FromOrdinal", "p i", NullOnError)
	CodeNewEmpty             = def("PyCode_NewEmpty", "p ssi", NullOnError)
	FrameNew                 = def("PyFrame_New", "p pppp", NullOnError)
	Strrchr                  = def("strrchr", "p si", NeverFails) // libc; a char*, not an object
	Strcmp                   = def("strcmp", "i ss", NeverFails)  // libc
	// The bounds of the running thread's stack (glibc), for the
	// recursion guard's stack check: pthread_getattr_np fills an attr
	// (0 on success) that pthread_attr_getstack reads the lowest address
	// and the size from.
	PthreadSelf          = def("pthread_self", "l ", NeverFails)
	PthreadGetattrNp     = def("pthread_getattr_np", "i lp", NeverFails, cold)
	PthreadAttrGetstack  = def("pthread_attr_getstack", "i pPL", NeverFails, cold)
	PthreadAttrDestroy   = def("pthread_attr_destroy", "i p", NeverFails, cold)
	ObjectGetDictPtr     = def("_PyObject_GetDictPtr", "P p", NeverFails)
	ObjectGenericGetDict = def("PyObject_GenericGetDict", "p pp", NullOnError)
	ObjectGenericSetDict = def("PyObject_GenericSetDict", "i ppp", NegativeOnError)
	ObjectClearWeakRefs  = def("PyObject_ClearWeakRefs", "v p", NeverFails)
)

// Dicts.
var (
	DictNew              = def("PyDict_New", "p ", NullOnError)
	DictGetItemWithError = def("PyDict_GetItemWithError", "p pp", NullIfAbsent, borrowed)
	// DictGetItemString suppresses every error: NULL is "absent".
	DictGetItemString = def("PyDict_GetItemString", "p ps", NeverFails, borrowed)
	DictSetItemString = def("PyDict_SetItemString", "i psp", NegativeOnError)
	DictSetItem       = def("PyDict_SetItem", "i ppp", NegativeOnError)
	DictDelItem       = def("PyDict_DelItem", "i pp", NegativeOnError)
	DictDelItemString = def("PyDict_DelItemString", "i ps", NegativeOnError)
	DictContains      = def("PyDict_Contains", "i pp", NegativeOnError)
	DictMerge         = def("PyDict_Merge", "i ppi", NegativeOnError)
	// DictNext returns 0 at the end; the key and value are borrowed.
	DictNext = def("PyDict_Next", "i pLPP", NeverFails)
)

// Errors and exceptions.
var (
	ErrOccurred              = def("PyErr_Occurred", "p ", NeverFails, borrowed)
	ErrSetString             = def("PyErr_SetString", "v ps", NeverFails, cold)
	ErrSetObject             = def("PyErr_SetObject", "v pp", NeverFails, cold)
	ErrFormat                = def("PyErr_Format", "p ps.", NeverFails, cold, borrowed) // always NULL
	ErrSetNone               = def("PyErr_SetNone", "v p", NeverFails)
	ErrClear                 = def("PyErr_Clear", "v ", NeverFails)
	ErrExceptionMatches      = def("PyErr_ExceptionMatches", "i p", NeverFails)
	ErrGivenExceptionMatches = def("PyErr_GivenExceptionMatches", "i pp", NeverFails)
	ErrFetch                 = def("PyErr_Fetch", "v PPP", NeverFails)
	ErrNormalizeException    = def("PyErr_NormalizeException", "v PPP", NeverFails)
	ErrRestore               = def("PyErr_Restore", "v ppp", NeverFails, steals(0, 1, 2))
	ErrGetHandledException   = def("PyErr_GetHandledException", "p ", NeverFails) // NULL: none
	ErrSetHandledException   = def("PyErr_SetHandledException", "v p", NeverFails)
	ExceptionSetTraceback    = def("PyException_SetTraceback", "i pp", NegativeOnError)
	ExceptionGetTraceback    = def("PyException_GetTraceback", "p p", NeverFails) // NULL: none
	ExceptionSetCause        = def("PyException_SetCause", "v pp", NeverFails, steals(1))
	ExceptionSetContext      = def("PyException_SetContext", "v pp", NeverFails, steals(1))
	ErrWriteUnraisable       = def("PyErr_WriteUnraisable", "v p", NeverFails, cold)
	ErrWarnEx                = def("PyErr_WarnEx", "i psl", NegativeOnError)
	ErrWarnFormat            = def("PyErr_WarnFormat", "i pls.", NegativeOnError)
	ErrNoMemory              = def("PyErr_NoMemory", "p ", NeverFails, cold, borrowed) // always NULL
	ObjectFunctionStr        = def("_PyObject_FunctionStr", "p p", NullOnError)
	// CheckRecursiveCall is Py_EnterRecursiveCall's slow path, taken when
	// the counter runs out: nonzero with RecursionError set.
	CheckRecursiveCall = def("_Py_CheckRecursiveCall", "i ps", NegativeOnError, cold)
	ThreadStateGet     = def("PyThreadState_Get", "p ", NeverFails, borrowed)
	// The eval breaker's slow path (runtime/evalbreaker.go): Python
	// signal handlers (and from 3.12 a scheduled GC), pending calls, and
	// handing the GIL to a thread that asked for it.
	ErrCheckSignals     = def("PyErr_CheckSignals", "i ", NegativeOnError)
	MakePendingCalls    = def("Py_MakePendingCalls", "i ", NegativeOnError)
	EvalSaveThread      = def("PyEval_SaveThread", "p ", NeverFails, borrowed)
	EvalRestoreThread   = def("PyEval_RestoreThread", "v p", NeverFails)
	InterpreterStateGet = def("PyInterpreterState_Get", "p ", NeverFails, borrowed)
)

// Numbers.
var (
	LongFromLongLong          = def("PyLong_FromLongLong", "p l", NullOnError)
	LongFromUnsignedLongLong  = def("PyLong_FromUnsignedLongLong", "p l", NullOnError)
	LongFromString            = def("PyLong_FromString", "p spi", NullOnError)
	LongAsLongLongAndOverflow = def("PyLong_AsLongLongAndOverflow", "l pI", MinusOneOnError)
	LongAsUnsignedLongLong    = def("PyLong_AsUnsignedLongLong", "l p", MinusOneOnError)
	FloatFromDouble           = def("PyFloat_FromDouble", "p d", NullOnError)
	// ComplexFromDoubles: an imaginary literal's constant (real part 0).
	ComplexFromDoubles   = def("PyComplex_FromDoubles", "p dd", NullOnError)
	FloatAsDouble        = def("PyFloat_AsDouble", "d p", MinusOneOnError)
	NumberAdd            = def("PyNumber_Add", "p pp", NullOnError)
	NumberSubtract       = def("PyNumber_Subtract", "p pp", NullOnError)
	NumberMultiply       = def("PyNumber_Multiply", "p pp", NullOnError)
	NumberMatrixMultiply = def("PyNumber_MatrixMultiply", "p pp", NullOnError)
	NumberTrueDivide     = def("PyNumber_TrueDivide", "p pp", NullOnError)
	NumberFloorDivide    = def("PyNumber_FloorDivide", "p pp", NullOnError)
	NumberRemainder      = def("PyNumber_Remainder", "p pp", NullOnError)
	NumberPower          = def("PyNumber_Power", "p ppp", NullOnError)
	NumberLshift         = def("PyNumber_Lshift", "p pp", NullOnError)
	NumberRshift         = def("PyNumber_Rshift", "p pp", NullOnError)
	NumberAnd            = def("PyNumber_And", "p pp", NullOnError)
	NumberOr             = def("PyNumber_Or", "p pp", NullOnError)
	NumberXor            = def("PyNumber_Xor", "p pp", NullOnError)
	NumberNegative       = def("PyNumber_Negative", "p p", NullOnError)
	NumberPositive       = def("PyNumber_Positive", "p p", NullOnError)
	NumberInvert         = def("PyNumber_Invert", "p p", NullOnError)
	// The in-place operators of augmented assignment on objects.
	NumberInPlaceAdd            = def("PyNumber_InPlaceAdd", "p pp", NullOnError)
	NumberInPlaceSubtract       = def("PyNumber_InPlaceSubtract", "p pp", NullOnError)
	NumberInPlaceMultiply       = def("PyNumber_InPlaceMultiply", "p pp", NullOnError)
	NumberInPlaceMatrixMultiply = def("PyNumber_InPlaceMatrixMultiply", "p pp", NullOnError)
	NumberInPlaceTrueDivide     = def("PyNumber_InPlaceTrueDivide", "p pp", NullOnError)
	NumberInPlaceFloorDivide    = def("PyNumber_InPlaceFloorDivide", "p pp", NullOnError)
	NumberInPlaceRemainder      = def("PyNumber_InPlaceRemainder", "p pp", NullOnError)
	NumberInPlacePower          = def("PyNumber_InPlacePower", "p ppp", NullOnError)
	NumberInPlaceLshift         = def("PyNumber_InPlaceLshift", "p pp", NullOnError)
	NumberInPlaceRshift         = def("PyNumber_InPlaceRshift", "p pp", NullOnError)
	NumberInPlaceAnd            = def("PyNumber_InPlaceAnd", "p pp", NullOnError)
	NumberInPlaceOr             = def("PyNumber_InPlaceOr", "p pp", NullOnError)
	NumberInPlaceXor            = def("PyNumber_InPlaceXor", "p pp", NullOnError)
)

// Strings and bytes.
var (
	UnicodeInternFromString = def("PyUnicode_InternFromString", "p s", NullOnError)
	UnicodeDecodeUTF8       = def("PyUnicode_DecodeUTF8", "p sls", NullOnError)
	UnicodeDecodeFSDefault  = def("PyUnicode_DecodeFSDefault", "p s", NullOnError)
	UnicodeJoin             = def("PyUnicode_Join", "p pp", NullOnError)
	UnicodeConcat           = def("PyUnicode_Concat", "p pp", NullOnError)
	UnicodeFromFormat       = def("PyUnicode_FromFormat", "p s.", NullOnError)
	BytesFromStringAndSize  = def("PyBytes_FromStringAndSize", "p sl", NullOnError)

	// The join of an array of strs (CPython's BUILD_STRING): PyAPI in
	// 3.11 to 3.13 (3.13 declares it in an internal header).
	UnicodeJoinArray = def("_PyUnicode_JoinArray", "p pPl", NullOnError)
)

// The object protocol.
var (
	ObjectVectorcall = def("PyObject_Vectorcall", "p pPlp", NullOnError)
	// _PyObject_GetMethod(o, name, &m): LOAD_METHOD's lookup, exported by
	// 3.11–3.13; 1 when m is a function to call with o as its first
	// argument (no bound method made), 0 when m is the attribute itself;
	// m is NULL with an exception set on failure.
	ObjectGetMethod     = def("_PyObject_GetMethod", "i ppP", NeverFails)
	ObjectCall          = def("PyObject_Call", "p ppp", NullOnError)
	ObjectCallNoArgs    = def("PyObject_CallNoArgs", "p p", NullOnError)
	ObjectGetAttr       = def("PyObject_GetAttr", "p pp", NullOnError)
	ObjectGetAttrString = def("PyObject_GetAttrString", "p ps", NullOnError)
	ObjectSetAttr       = def("PyObject_SetAttr", "i ppp", NegativeOnError)
	// The generic attribute functions are only compared with a type's
	// tp_getattro/tp_setattro by the attribute caches, never called.
	ObjectGenericGetAttr  = def("PyObject_GenericGetAttr", "p pp", NullOnError)
	ObjectGenericSetAttr  = def("PyObject_GenericSetAttr", "i ppp", NegativeOnError)
	ObjectGetItem         = def("PyObject_GetItem", "p pp", NullOnError)
	ObjectSetItem         = def("PyObject_SetItem", "i ppp", NegativeOnError)
	ObjectDelItem         = def("PyObject_DelItem", "i pp", NegativeOnError)
	ObjectIsTrue          = def("PyObject_IsTrue", "i p", NegativeOnError)
	ObjectSize            = def("PyObject_Size", "l p", NegativeOnError)
	ObjectRichCompare     = def("PyObject_RichCompare", "p ppi", NullOnError)
	ObjectRichCompareBool = def("PyObject_RichCompareBool", "i ppi", NegativeOnError)
	ObjectIsInstance      = def("PyObject_IsInstance", "i pp", NegativeOnError)
	ObjectGetIter         = def("PyObject_GetIter", "p p", NullOnError)
	ObjectFormat          = def("PyObject_Format", "p pp", NullOnError)
	ObjectRepr            = def("PyObject_Repr", "p p", NullOnError)
	ObjectStr             = def("PyObject_Str", "p p", NullOnError)
	ObjectASCII           = def("PyObject_ASCII", "p p", NullOnError)
	ObjectGetBuffer       = def("PyObject_GetBuffer", "i ppi", NegativeOnError)
	BufferRelease         = def("PyBuffer_Release", "v p", NeverFails, nocapture(0))
	IterNext              = def("PyIter_Next", "p p", NullIfAbsent)
	SequenceContains      = def("PySequence_Contains", "i pp", NegativeOnError)
	UnicodeContains       = def("PyUnicode_Contains", "i pp", NegativeOnError)
	// UnicodeCompare orders two strs; it fails only on another type.
	UnicodeCompare     = def("PyUnicode_Compare", "i pp", NeverFails)
	SequenceList       = def("PySequence_List", "p p", NullOnError)
	SequenceTuple      = def("PySequence_Tuple", "p p", NullOnError)
	SequenceInPlaceCat = def("PySequence_InPlaceConcat", "p pp", NullOnError)
	SequenceCheck      = def("PySequence_Check", "i p", NeverFails)
	SequenceConcat     = def("PySequence_Concat", "p pp", NullOnError)
	IterSend           = def("PyIter_Send", "i ppP", NegativeOnError) // 1: yielded, 0: returned, -1: raised
	IterCheck          = def("PyIter_Check", "i p", NeverFails)
	ObjectCallOneArg   = def("PyObject_CallOneArg", "p pp", NullOnError)
	// TypeGetSlot: a slot function of a type (NULL when it has none).
	TypeGetSlot = def("PyType_GetSlot", "p pi", NeverFails, borrowed)

	// GenFetchStopIterationValue: the value of the StopIteration being
	// raised (cleared), None if none is; -1 leaves another exception.
	GenFetchStopIterationValue = def("_PyGen_FetchStopIterationValue", "i P", NegativeOnError)
)

// Containers and cells.
var (
	ListNew      = def("PyList_New", "p l", NullOnError)
	ListSetItem  = def("PyList_SetItem", "i plp", NegativeOnError, steals(2))
	ListAppend   = def("PyList_Append", "i pp", NegativeOnError)
	ListInsert   = def("PyList_Insert", "i plp", NegativeOnError)
	ListGetSlice = def("PyList_GetSlice", "p pll", NullOnError)
	ListSetSlice = def("PyList_SetSlice", "i pllp", NegativeOnError)
	ListAsTuple  = def("PyList_AsTuple", "p p", NullOnError)
	TupleNew     = def("PyTuple_New", "p l", NullOnError)
	TupleSetItem = def("PyTuple_SetItem", "i plp", NegativeOnError, steals(2))
	TuplePack    = def("PyTuple_Pack", "p l.", NullOnError)
	SetNew       = def("PySet_New", "p p", NullOnError)
	SetAdd       = def("PySet_Add", "i pp", NegativeOnError)
	// SetUpdate: SET_UPDATE's set |= iterable, items added in order.
	SetUpdate   = def("_PySet_Update", "i pp", NegativeOnError)
	SetContains = def("PySet_Contains", "i pp", NegativeOnError)
	// FrozenSetNew: set_contains looks a set key up as a frozenset.
	FrozenSetNew = def("PyFrozenSet_New", "p p", NullOnError)
	SliceNew     = def("PySlice_New", "p ppp", NullOnError)
	CellNew      = def("PyCell_New", "p p", NullOnError)
	// CellGet returns NULL without an exception for an empty cell.
	CellGet = def("PyCell_Get", "p p", NeverFails)
	CellSet = def("PyCell_Set", "i pp", NegativeOnError)
)
