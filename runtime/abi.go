package runtime

import (
	"fmt"
	"sort"
	"strings"
)

// ABI describes the parts of one CPython version's binary interface that
// compiled modules depend on: every struct offset, size, flag and refcount
// rule the emitted code relies on lives here, so that describing another
// version is a matter of data. Only versions we have described (and can
// test) are listed; anything else is refused rather than guessed.
type ABI struct {
	Version    string // "3.11"
	APIVersion int64  // PYTHON_API_VERSION (sys.api_version), probed; multi-phase init does not pass it

	// Target is the platform the offsets below were measured on.
	Target Target

	// Object header (PyObject): ob_refcnt and ob_type. PyVarObject adds
	// ob_size, the item count of lists, tuples and ints.
	OffsetRefcnt  int64
	OffsetObType  int64
	OffsetVarSize int64
	SizeofObject  int64 // sizeof(PyObject): where a subtype's own fields begin

	// ImmortalObjects selects 3.12's refcount rule (PEP 683): an
	// immortal object's 32-bit low half of ob_refcnt saturates; incref
	// skips an add that would wrap it to zero and decref leaves an
	// object whose low half is negative alone. Without it, refcounts
	// are plain 64-bit counters.
	ImmortalObjects bool
	// StaticRefcnt is the ob_refcnt PyObject_HEAD_INIT gives a static
	// object (the module definition): 1, or with immortal objects
	// _Py_IMMORTAL_REFCNT, so that CPython never counts it down.
	StaticRefcnt int64

	SizeofModuleDefBase int64 // PyModuleDef_Base
	// ModSlotInterpreters: the Py_mod_multiple_interpreters slot (3.12)
	// exists, so a module can say it does not support subinterpreters
	// (its state is process-global), as a single-phase one implicitly
	// does; 3.11 refuses the unknown slot.
	ModSlotInterpreters bool
	SizeofModuleDef     int64 // PyModuleDef
	SizeofMethodDef     int64 // PyMethodDef
	SizeofBuffer        int64 // Py_buffer

	// Py_buffer fields read by Array arguments.
	OffsetBufferBuf      int64 // buf (void*)
	OffsetBufferObj      int64 // obj (PyObject*, NULL when the view holds no buffer)
	OffsetBufferLen      int64 // len (Py_ssize_t)
	OffsetBufferItemsize int64 // itemsize (Py_ssize_t)
	OffsetBufferReadonly int64 // readonly (int)
	OffsetBufferFormat   int64 // format (char*)

	// PyLongObject: the size word and the first 30-bit digit, read
	// inline to unbox small ints without a call. Before 3.12 the size
	// word is ob_size, the signed digit count; with LongTagged (3.12's
	// _PyLongValue) it is lv_tag: the digit count shifted left by
	// LongTagSizeShift, with the sign in the low bits (0 positive, 1
	// zero, 2 negative).
	OffsetLongSize   int64
	OffsetLongDigit  int64
	LongDigitBits    int64 // PyLong_SHIFT
	LongTagged       bool
	LongTagSizeShift int64 // _PyLong_NON_SIZE_BITS

	// PyFloatObject: ob_fval (double).
	OffsetFloatValue int64

	// PyASCIIObject: length (code points) and hash (-1 until computed),
	// at the head of every str.
	OffsetUnicodeLength int64
	OffsetUnicodeHash   int64
	// PyTupleObject: ob_item, the items inline after the header.
	OffsetTupleItems int64
	// PyListObject: ob_item, a pointer to the item array, and
	// allocated, its capacity (list_resize's test).
	OffsetListItems     int64
	OffsetListAllocated int64

	// PyModuleObject: md_dict, the module's namespace (a dict; NULL only
	// for a module object never initialized).
	OffsetModuleDict int64

	// PyFrameObject: f_lineno (int), the line a traceback made from the
	// frame reports while it is non-zero (PyFrame_GetLineNumber).
	OffsetFrameLineno int64

	// PyDictObject: ma_version_tag (uint64, changed by every change of
	// the dict, unique across dicts: the global caches' guard), ma_keys
	// and ma_values (NULL unless the dict is split).
	OffsetDictVersionTag int64
	OffsetDictKeys       int64
	OffsetDictValues     int64
	// OffsetValuesItems is where the value pointers start in the
	// PyDictValues that ma_values points to: at once before 3.13, after
	// 3.13's capacity/size/embedded/valid bytes (inline values).
	OffsetValuesItems int64
	// PyDictKeysObject: dk_refcnt, dk_log2_index_bytes, dk_nentries and
	// dk_indices (the index table, 1 << dk_log2_index_bytes bytes, that
	// the entries follow); an entry of a split (unicode) table is
	// {key, value}.
	OffsetKeysRefcnt         int64
	OffsetKeysLog2IndexBytes int64
	OffsetKeysNentries       int64
	OffsetKeysIndices        int64
	SizeofDictUnicodeEntry   int64
	OffsetUnicodeEntryKey    int64
	// OffsetKeysKind is dk_kind (a byte): KeysKindUnicode for a combined
	// table of str keys, whose entries are {key, value} and hold the
	// values themselves (the attribute caches' dict hint reads them).
	OffsetKeysKind          int64
	KeysKindUnicode         int64
	OffsetUnicodeEntryValue int64

	// Offsets into PyTypeObject used by inline type checks.
	OffsetTypeName  int64 // tp_name (const char*)
	OffsetTypeFlags int64 // tp_flags (unsigned long)

	// PyThreadState's recursion counters (the public struct _ts of
	// Include/cpython/pystate.h), for the recursion guard of native
	// bodies: the counter Python frames decrement (recursion_remaining,
	// 3.12+ py_recursion_remaining) and its limit, and from 3.12 the
	// separate counter of C recursion (c_recursion_remaining; 0: none,
	// the one counter serves both). From 3.12 the current thread state
	// is a thread-local that only PyThreadState_Get reaches.
	// OffsetRuntimeTstate is where _PyRuntime holds the current thread
	// state (gilstate.tstate_current) for the inline read, or 0 where
	// there is none and recursion.go calls PyThreadState_Get.
	OffsetRuntimeTstate             int64
	OffsetTstateRecursionRemaining  int64
	OffsetTstateRecursionLimit      int64
	OffsetTstateCRecursionRemaining int64

	// The eval breaker: the word the interpreter tests at every backward
	// jump and call, nonzero when something is waiting for it — a
	// signal, a pending call, another thread's request for the GIL, from
	// 3.12 a scheduled garbage collection. Compiled loops and calls test
	// it too (evalbreaker.go), so that Ctrl-C, signal handlers, other
	// threads and the GC get their turn during long native runs. Through
	// 3.12 it is an int of PyInterpreterState's ceval state
	// (Include/internal/pycore_interp.h, 3.12 pycore_ceval_state.h),
	// followed by gil_drop_request; from 3.13 it is a word of each
	// thread state (Include/cpython/pystate.h: eval_breaker) whose low
	// eight bits are the events, bit 0 the GIL drop request, and the
	// rest the instrumentation version. The offsets are offsetof() in
	// each version's own headers (TestEvalBreakerOffsets); 0: not there.
	OffsetInterpEvalBreaker    int64
	OffsetInterpGilDropRequest int64
	OffsetTstateEvalBreaker    int64

	// OffsetTstateExcInfo is PyThreadState's exc_info, the top of the
	// stack of handled-exception items (_PyErr_StackItem: exc_value at
	// 0, previous_item at 8), which a native generator links its own
	// item onto while it runs, as gen_send_ex2 does (genexc.go).
	OffsetTstateExcInfo int64

	// OffsetTstateAsyncGenFirstiter and OffsetTstateAsyncGenFinalizer
	// are PyThreadState's async_gen_firstiter and async_gen_finalizer,
	// the hooks sys.set_asyncgen_hooks sets (asyncio's loop sets them),
	// which an asynchronous generator reads at its first step
	// (asyncgen.go), as async_gen_init_hooks does.
	OffsetTstateAsyncGenFirstiter int64
	OffsetTstateAsyncGenFinalizer int64

	// What the version's own compiler does that compiled code must
	// reproduce, since the interpreted module shows it:
	//
	// ComprehensionFrames: a list, set or dict comprehension runs in a
	// frame of its own, which tracebacks show (until 3.12 inlined them,
	// PEP 709; generator expressions keep theirs).
	ComprehensionFrames bool
	// AsyncGenAwaitableStates: the awaitables of an asynchronous
	// generator (__anext__'s, asend's, athrow's, aclose's) keep their
	// state through throw() too, as through send() (a throw marks the
	// generator running and its end ends the awaitable), and one
	// dropped before it ran warns "coroutine method 'asend' of 'f' was
	// never awaited" (3.13, Objects/genobject.c).
	AsyncGenAwaitableStates bool
	// CleanDocstrings: __doc__ has its common leading indentation
	// removed at compile time (3.13).
	CleanDocstrings bool

	// Slots (__slots__): each is one pointer-sized cell, laid out from
	// the base's tp_basicsize in sorted name order. A slot's descriptor
	// (PyMemberDescrObject) points at its PyMemberDef in the heap
	// type's members array (d_member); the PyMemberDef's type (int) says
	// what the cell holds (T_OBJECT_EX, which GC traversal and
	// clear_slots visit, or a C number they skip) and offset
	// (Py_ssize_t) where it is.
	SizeofSlot           int64
	OffsetMemberDescrDef int64 // d_member
	// OffsetMethodDescrDef is PyMethodDescrObject's d_method (the
	// PyMethodDef of a builtin type's method, list.insert's), after the
	// same PyDescr_COMMON as d_member.
	OffsetMethodDescrDef  int64
	OffsetMemberDefType   int64
	OffsetMemberDefOffset int64
	OffsetMemberDefFlags  int64 // flags (int): READONLY, PY_AUDIT_READ
	OffsetTypeVersionTag  int64 // tp_version_tag (unsigned int)
	OffsetTypeDictoffset  int64 // tp_dictoffset (Py_ssize_t)
	// The vtables of native classes (vtable.go): tp_mro (a tuple),
	// tp_cache (an object reference CPython leaves unused but releases
	// with the type, where CinderX keeps its vtables too) and a bytes
	// object's ob_sval, the vtable's storage.
	OffsetTypeMro   int64
	OffsetTypeCache int64
	OffsetBytesSval int64
	OffsetTypeNew   int64 // tp_new
	// OffsetTypeBase is tp_base: a base of the type (NULL on object
	// only), so a chain of them reaching a class proves a subtype.
	OffsetTypeBase int64
	// OffsetTypeDescrGet is tp_descr_get: NULL on the type of a class
	// attribute that is no descriptor, which an instance then sees as is.
	OffsetTypeDescrGet int64
	// OffsetTypeAlloc and OffsetTypeFree are tp_alloc and tp_free, and
	// OffsetTypeWeaklistoffset and OffsetTypeFinalize tp_weaklistoffset
	// and tp_finalize: native construction allocates through tp_alloc,
	// and a class whose instances hold only numbers gets a deallocator
	// of its own (newobj.go).
	OffsetTypeAlloc          int64
	OffsetTypeFree           int64
	OffsetTypeWeaklistoffset int64
	OffsetTypeFinalize       int64
	// OffsetTypeDescrSet is tp_descr_set: not NULL on the type of a data
	// descriptor (attrcache.go calls both for a cached one).
	OffsetTypeDescrSet int64

	// What the attribute caches guard on (attrcache.go), as CPython's
	// own LOAD_ATTR_INSTANCE_VALUE does: tp_version_tag (above;
	// changed whenever the type or a base is modified), tp_getattro and
	// tp_setattro (function pointers, compared with the generic ones),
	// and the heap type's ht_cached_keys, the key table its instances'
	// inline values are laid out by.
	OffsetTypeGetattro       int64
	OffsetTypeSetattro       int64
	OffsetHeapTypeCachedKeys int64
	// OffsetHeapTypeSlots is PyHeapTypeObject's ht_slots, the names of
	// the slots a class added, which object.__class__'s setter compares
	// (slots.go SealLayoutFunc).
	OffsetHeapTypeSlots int64
	// A range object's start, step and length (ints; iterfast.go).
	OffsetRangeStart  int64
	OffsetRangeStep   int64
	OffsetRangeLength int64
	// TypeVersionValidFlag: a type's tag is valid only while
	// Py_TPFLAGS_VALID_VERSION_TAG is set (3.11, 3.12); 3.13 dropped the
	// flag, and a tag is valid when it is not 0.
	TypeVersionValidFlag bool
	// Values says where an instance of a type with
	// Py_TPFLAGS_MANAGED_DICT keeps its attribute values while it has no
	// dict of its own (values.go reads them); "" where the layout is not
	// described, which turns the instance attribute and method caches
	// off.
	Values ValuesLayout
	// OffsetManagedValues is, for ValuesPointer and ValuesTagged, the
	// word before the object header that holds the values (relative to
	// the object).
	OffsetManagedValues int64
	// OffsetManagedDict is where the instance dict of a managed-dict
	// object is once materialized: NULL before on 3.11 and 3.13, on
	// 3.12 the word of the values while tagged (values.go tells them
	// apart first).
	OffsetManagedDict int64
	// OffsetTypeBasicsize is tp_basicsize: inline values start there.
	OffsetTypeBasicsize int64
	// OffsetValuesValid is PyDictValues' valid byte (ValuesInline): 0
	// once the values no longer hold the attributes (the dict was made
	// combined).
	OffsetValuesValid int64
	// OffsetValuesSize is where PyDictValues keeps how many values its
	// insertion order lists, a byte: in the prefix before the values,
	// whose order bytes precede it backwards (3.11, 3.12: at -2, the
	// n-th inserted index at -2-n), or in the header (3.13: at 1, the
	// order bytes after the capacity's value pointers, the capacity at
	// OffsetValuesCapacity). Relative to the PyDictValues, not to its
	// first value pointer. A store of a new attribute into the values
	// appends its index there, as _PyDictValues_AddToInsertionOrder does.
	OffsetValuesSize     int64
	OffsetValuesCapacity int64
	// DictVersionPerChange: every change of a dict gives its
	// ma_version_tag a new value never used by any dict before, so that
	// an unchanged tag proves an unchanged dict: the global caches'
	// guard. 3.12 deprecates the field (PEP 699) but 3.12 and 3.13 still
	// set it on every change (_PyDict_NotifyEvent), with watcher bits in
	// its low bits.
	DictVersionPerChange bool
	// OffsetInstanceMethodFunc is PyInstanceMethodObject's func, the
	// function a compiled class's method wraps.
	OffsetInstanceMethodFunc int64

	// PyCFunctionObject (Include/cpython/methodobject.h), the layout of
	// a compiled function, whose type (function.go) is a copy of
	// builtin_function_or_method's that binds as a method does: its
	// size, m_module, m_weakreflist and vectorcall.
	SizeofCFunction           int64
	OffsetCFunctionDef        int64 // m_ml (PyMethodDef*)
	OffsetCFunctionSelf       int64 // m_self
	OffsetCFunctionModule     int64
	OffsetCFunctionWeaklist   int64
	OffsetCFunctionVectorcall int64
	// OffsetFunctionVectorcall is PyFunctionObject's vectorcall (a Python
	// function's entry, Include/cpython/funcobject.h): after
	// func_annotations in 3.11, after func_typeparams from 3.12.
	OffsetFunctionVectorcall int64

	// OffsetMethodDescrVectorcall is PyMethodDescrObject's vectorcall
	// (method_vectorcall_FASTCALL and its kin, chosen by the method's
	// flags), after d_method: what method_descriptor's
	// tp_vectorcall_offset names.
	OffsetMethodDescrVectorcall int64

	// The slots of PyTypeObject that type copies from
	// builtin_function_or_method: tp_dealloc, tp_repr, tp_hash, tp_call,
	// tp_traverse, tp_richcompare, tp_methods and tp_getset.
	OffsetTypeDealloc     int64
	OffsetTypeRepr        int64
	OffsetTypeHash        int64
	OffsetTypeCall        int64
	OffsetTypeTraverse    int64
	OffsetTypeRichcompare int64
	OffsetTypeMethods     int64
	OffsetTypeGetset      int64
	// tp_iter: a list subclass that keeps list's is iterated by index
	// (iterfast.go).
	OffsetTypeIter int64
}

// ValuesLayout is where a managed-dict instance's attribute values are
// (see ABI.Values).
type ValuesLayout string

// The layouts of instance values.
const (
	// ValuesPointer (3.11): a PyDictValues* at OffsetManagedValues,
	// NULL once the instance dict has been materialized
	// (_PyObject_ValuesPointer).
	ValuesPointer ValuesLayout = "pointer"
	// ValuesTagged (3.12): the word at OffsetManagedValues is the dict,
	// or the values pointer minus one, told apart by its low bit
	// (PyDictOrValues).
	ValuesTagged ValuesLayout = "tagged"
	// ValuesInline (3.13): the values live in the object itself, at
	// tp_basicsize, for types with Py_TPFLAGS_INLINE_VALUES, and hold
	// the attributes while their valid byte is set; a materialized dict
	// (at OffsetManagedDict) shares them (_PyObject_InlineValues).
	ValuesInline ValuesLayout = "inline"
)

// PyMemberDef type codes (Include/structmember.h).
const (
	MemberObjectEx = 16 // T_OBJECT_EX
	MemberLongLong = 17 // T_LONGLONG
)

// Target is the platform a module is compiled for: what LLVM is told in
// the module's target triple and data layout.
type Target struct {
	Triple     string
	DataLayout string // empty: the triple's default
}

// Type-flag bits of tp_flags (Py_TPFLAGS_*), the same in every version
// described so far.
const (
	FlagLong    = 1 << 24 // Py_TPFLAGS_LONG_SUBCLASS
	FlagList    = 1 << 25 // Py_TPFLAGS_LIST_SUBCLASS
	FlagTuple   = 1 << 26 // Py_TPFLAGS_TUPLE_SUBCLASS
	FlagBytes   = 1 << 27 // Py_TPFLAGS_BYTES_SUBCLASS
	FlagUnicode = 1 << 28 // Py_TPFLAGS_UNICODE_SUBCLASS
	FlagDict    = 1 << 29 // Py_TPFLAGS_DICT_SUBCLASS
	FlagBaseExc = 1 << 30 // Py_TPFLAGS_BASE_EXC_SUBCLASS
	FlagType    = 1 << 31 // Py_TPFLAGS_TYPE_SUBCLASS
	// FlagImmutableType: Py_TPFLAGS_IMMUTABLETYPE, which a strict
	// module's freeze sets on its classes.
	FlagImmutableType = 1 << 8

	flagInlineValues        = 1 << 2  // Py_TPFLAGS_INLINE_VALUES (3.13)
	flagManagedDict         = 1 << 4  // Py_TPFLAGS_MANAGED_DICT (3.11+)
	flagMethodDescriptor    = 1 << 17 // Py_TPFLAGS_METHOD_DESCRIPTOR
	flagHaveVersionTag      = 1 << 18 // Py_TPFLAGS_HAVE_VERSION_TAG
	flagValidVersionTag     = 1 << 19 // Py_TPFLAGS_VALID_VERSION_TAG
	flagDisallowInstantiate = 1 << 7  // Py_TPFLAGS_DISALLOW_INSTANTIATION
	flagHeapType            = 1 << 9  // Py_TPFLAGS_HEAPTYPE
	flagIsAbstract          = 1 << 20 // Py_TPFLAGS_IS_ABSTRACT
)

// linuxAMD64 is x86-64 Linux with the System V ABI.
var linuxAMD64 = Target{Triple: "x86_64-pc-linux-gnu"}

// abi311 is CPython 3.11 on x86-64 Linux. Each fact was checked against
// the 3.11 headers and by reading the objects of a running 3.11.7 with
// ctypes (the probe is runtime/testdata/abi_probe.py, run for every
// described version by TestABIMatchesInterpreter).
var abi311 = ABI{
	Version:    "3.11",
	APIVersion: 1013, // Include/modsupport.h; sys.api_version
	Target:     linuxAMD64,

	OffsetRefcnt:  0,
	OffsetObType:  8,
	OffsetVarSize: 16,
	SizeofObject:  16,
	StaticRefcnt:  1,

	SizeofModuleDefBase: 40,
	SizeofModuleDef:     104,
	SizeofMethodDef:     32,
	SizeofBuffer:        80,

	OffsetBufferBuf:      0,
	OffsetBufferObj:      8,
	OffsetBufferLen:      16,
	OffsetBufferItemsize: 24,
	OffsetBufferReadonly: 32,
	OffsetBufferFormat:   40,

	OffsetLongSize:  16,
	OffsetLongDigit: 24,
	LongDigitBits:   30,

	OffsetFloatValue: 16,
	OffsetTupleItems: 24,

	OffsetUnicodeLength: 16,
	OffsetUnicodeHash:   24,
	OffsetListItems:     24,

	OffsetListAllocated: 32,

	OffsetModuleDict: 16,

	// Include/internal/pycore_frame.h: after PyObject_HEAD, f_back,
	// f_frame and f_trace, in 3.11 to 3.13.
	OffsetFrameLineno: 40,

	// Objects/dictobject.c, Include/internal/pycore_dict.h (3.11).
	OffsetDictVersionTag:     24,
	OffsetDictKeys:           32,
	OffsetDictValues:         40,
	OffsetValuesItems:        0,
	OffsetValuesSize:         -2,
	OffsetKeysRefcnt:         0,
	OffsetKeysLog2IndexBytes: 9,
	OffsetKeysNentries:       24,
	OffsetKeysIndices:        32,
	SizeofDictUnicodeEntry:   16,
	OffsetUnicodeEntryKey:    0,
	OffsetKeysKind:           10,
	KeysKindUnicode:          1,
	OffsetUnicodeEntryValue:  8,

	OffsetTypeName:  24,
	OffsetTypeFlags: 168,

	// From the debug info of pyenv's 3.11.7 (gdb: ptype /o
	// _PyRuntime, struct _ts), and the probe.
	OffsetRuntimeTstate:            576,
	OffsetTstateRecursionRemaining: 32,
	OffsetTstateRecursionLimit:     36,

	OffsetInterpEvalBreaker:       100,
	OffsetInterpGilDropRequest:    104,
	OffsetTstateExcInfo:           120,
	OffsetTstateAsyncGenFirstiter: 208,
	OffsetTstateAsyncGenFinalizer: 216,

	// Slots and member descriptors (Include/descrobject.h,
	// Include/structmember.h), the same in 3.12 and 3.13.
	SizeofSlot:            8,
	OffsetMemberDescrDef:  40,
	OffsetMethodDescrDef:  40,
	OffsetMemberDefType:   8,
	OffsetMemberDefOffset: 16,
	OffsetMemberDefFlags:  24,
	OffsetTypeVersionTag:  384,
	OffsetTypeDictoffset:  288,
	OffsetTypeMro:         344,
	OffsetTypeCache:       352,
	OffsetBytesSval:       32,
	OffsetTypeNew:         312,
	OffsetTypeBase:        256,
	OffsetTypeDescrGet:    272,
	OffsetTypeDescrSet:    280,

	OffsetTypeAlloc:          304,
	OffsetTypeFree:           320,
	OffsetTypeWeaklistoffset: 208,
	OffsetTypeFinalize:       392,

	// Include/cpython/object.h, Include/internal/pycore_object.h (3.11).
	OffsetTypeGetattro:       144,
	OffsetTypeSetattro:       152,
	OffsetHeapTypeCachedKeys: 872,
	OffsetHeapTypeSlots:      856,
	OffsetRangeStart:         16,
	OffsetRangeStep:          32,
	OffsetRangeLength:        40,
	TypeVersionValidFlag:     true,
	Values:                   ValuesPointer,
	OffsetManagedValues:      -32,
	OffsetManagedDict:        -24,
	OffsetTypeBasicsize:      32,
	OffsetInstanceMethodFunc: 16,
	DictVersionPerChange:     true,

	// Include/cpython/methodobject.h and Include/cpython/object.h,
	// unchanged in 3.12 and 3.13 (sizeof and offsets probed with ctypes
	// on each: basicsize 56, tp_weaklistoffset 40, tp_vectorcall_offset 48).
	SizeofCFunction:           56,
	OffsetCFunctionDef:        16,
	OffsetCFunctionSelf:       24,
	OffsetCFunctionModule:     32,
	OffsetCFunctionWeaklist:   40,
	OffsetCFunctionVectorcall: 48,
	OffsetFunctionVectorcall:  120,
	OffsetTypeDealloc:         48,
	OffsetTypeRepr:            88,
	OffsetTypeHash:            120,
	OffsetTypeCall:            128,
	OffsetTypeTraverse:        184,
	OffsetTypeRichcompare:     200,
	OffsetTypeMethods:         232,
	OffsetTypeGetset:          248,
	OffsetTypeIter:            216,

	OffsetMethodDescrVectorcall: 48,

	ComprehensionFrames: true,
}

// abi312 is CPython 3.12: immortal objects (PEP 683) and the tagged
// PyLongObject (Include/cpython/longintrepr.h: lv_tag where ob_size was,
// the digits still at 24). PyTypeObject only grew at its end
// (tp_watched), the dict and key-table fields the field cache reads kept
// their places (Include/internal/pycore_dict.h), and PyModuleDef,
// PyMethodDef and Py_buffer are unchanged. Comprehensions are inlined.
var abi312 = func() ABI {
	a := abi311
	a.Version = "3.12"
	a.ImmortalObjects = true
	a.StaticRefcnt = 0xFFFFFFFF // _Py_IMMORTAL_REFCNT (Include/object.h)
	a.LongTagged = true
	a.LongTagSizeShift = 3
	a.OffsetRuntimeTstate = 0 // a thread-local since 3.12
	a.OffsetFunctionVectorcall = 128
	// The values pointer and the dict share one tagged word
	// (Include/internal/pycore_object.h: _PyObject_DictOrValuesPointer);
	// PyHeapTypeObject's fields moved by the tp_watched byte.
	a.Values = ValuesTagged
	a.OffsetManagedValues = -24
	a.OffsetHeapTypeCachedKeys = 880
	a.OffsetHeapTypeSlots = 864
	a.OffsetTstateRecursionRemaining = 28
	a.OffsetTstateRecursionLimit = 32
	a.OffsetTstateCRecursionRemaining = 36
	a.OffsetInterpEvalBreaker = 368
	a.OffsetInterpGilDropRequest = 372
	a.OffsetTstateExcInfo = 104
	a.OffsetTstateAsyncGenFirstiter = 192
	a.OffsetTstateAsyncGenFinalizer = 200
	a.ComprehensionFrames = false
	a.ModSlotInterpreters = true
	return a
}()

// abi313 is CPython 3.13 (the default, GIL build): as 3.12, except that
// a split dict's values are 3.13's inline values, whose PyDictValues
// starts with four bytes of bookkeeping before the pointers (aligned to
// 8), and that docstrings are dedented by the compiler.
var abi313 = func() ABI {
	a := abi312
	a.Version = "3.13"
	a.OffsetValuesItems = 8
	// Inline values (Include/internal/pycore_object.h:
	// _PyObject_InlineValues; pycore_dict.h: struct _dictvalues) and no
	// valid-version-tag flag (Objects/typeobject.c tests the tag).
	a.Values = ValuesInline
	a.OffsetManagedValues = 0
	a.OffsetValuesValid = 3
	a.OffsetValuesCapacity = 0
	a.OffsetValuesSize = 1
	a.TypeVersionValidFlag = false
	// 3.13 added holds_gil, _whence and state before the counters.
	a.OffsetTstateRecursionRemaining = 44
	a.OffsetTstateRecursionLimit = 48
	a.OffsetTstateCRecursionRemaining = 52
	// The eval breaker moved into the thread state (per-thread events).
	a.OffsetInterpEvalBreaker = 0
	a.OffsetInterpGilDropRequest = 0
	a.OffsetTstateEvalBreaker = 24
	a.OffsetTstateExcInfo = 120
	a.CleanDocstrings = true
	a.AsyncGenAwaitableStates = true
	return a
}()

var abis = map[string]*ABI{
	"3.11": &abi311,
	"3.12": &abi312,
	"3.13": &abi313,
}

// ABIFor returns the ABI of a CPython version ("3.11"), or an error naming
// the versions staticpyc supports.
func ABIFor(version string) (*ABI, error) {
	if a, ok := abis[version]; ok {
		return a, nil
	}
	if why := refusal(version); why != "" {
		return nil, fmt.Errorf("CPython %s is not supported: %s (supported: %s)", version, why, strings.Join(SupportedVersions(), ", "))
	}
	return nil, fmt.Errorf("CPython %s is not supported (supported: %s)", version, strings.Join(SupportedVersions(), ", "))
}

// SupportedVersions lists the CPython versions with a described ABI.
func SupportedVersions() []string {
	var vs []string
	for v := range abis {
		vs = append(vs, v)
	}
	sort.Strings(vs)
	return vs
}

// refusal says why a version that is not described cannot simply be
// guessed at, for the versions whose differences we know of
// (docs/versions.md); "" for the others.
func refusal(version string) string {
	if strings.HasSuffix(version, "t") {
		return "free-threaded builds change the object header (per-object locks, biased reference counts) and drop the GIL the checked containers rely on"
	}
	if version == "3.14" {
		return "3.14 changes immortal reference counts, the dict and frame internals, and the API staticpyc calls; it is not described yet"
	}
	return ""
}
