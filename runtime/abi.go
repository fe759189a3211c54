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
	APIVersion int64  // the PYTHON_API_VERSION passed to PyModule_Create2

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

	SizeofModuleDefBase int64 // PyModuleDef_Base
	SizeofModuleDef     int64 // PyModuleDef
	SizeofMethodDef     int64 // PyMethodDef
	SizeofBuffer        int64 // Py_buffer

	// Py_buffer fields read by Array arguments.
	OffsetBufferBuf      int64 // buf (void*)
	OffsetBufferLen      int64 // len (Py_ssize_t)
	OffsetBufferItemsize int64 // itemsize (Py_ssize_t)
	OffsetBufferReadonly int64 // readonly (int)
	OffsetBufferFormat   int64 // format (char*)

	// PyLongObject: ob_size (the signed digit count) and the first 30-bit
	// digit, read inline to unbox small ints without a call.
	OffsetLongSize  int64
	OffsetLongDigit int64
	LongDigitBits   int64 // PyLong_SHIFT

	// PyFloatObject: ob_fval (double).
	OffsetFloatValue int64

	// PyTupleObject: ob_item, the items inline after the header.
	OffsetTupleItems int64
	// PyListObject: ob_item, a pointer to the item array.
	OffsetListItems int64

	// PyDictObject: ma_keys and ma_values (NULL unless the dict is split).
	OffsetDictKeys   int64
	OffsetDictValues int64
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

	// Offsets into PyTypeObject used by inline type checks.
	OffsetTypeName  int64 // tp_name (const char*)
	OffsetTypeFlags int64 // tp_flags (unsigned long)

	// The recursion counter, read inline by native bodies (recursion.go):
	// _PyRuntime.gilstate.tstate_current (the current PyThreadState*)
	// and PyThreadState.recursion_remaining (int). Private structs:
	// checked against PyThreadState_Get() when a module is imported.
	OffsetRuntimeTstate            int64
	OffsetTstateRecursionRemaining int64
	// Slots (__slots__): each is one pointer-sized cell, laid out from
	// the base's tp_basicsize in sorted name order. A slot's descriptor
	// (PyMemberDescrObject) points at its PyMemberDef in the heap
	// type's members array (d_member); the PyMemberDef's type (int) says
	// what the cell holds (T_OBJECT_EX, which GC traversal and
	// clear_slots visit, or a C number they skip) and offset
	// (Py_ssize_t) where it is.
	SizeofSlot            int64
	OffsetMemberDescrDef  int64 // d_member
	OffsetMemberDefType   int64
	OffsetMemberDefOffset int64
	OffsetTypeVersionTag  int64 // tp_version_tag (unsigned int)
	OffsetTypeDictoffset  int64 // tp_dictoffset (Py_ssize_t)
}

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

	flagHaveVersionTag      = 1 << 18 // Py_TPFLAGS_HAVE_VERSION_TAG
	flagValidVersionTag     = 1 << 19 // Py_TPFLAGS_VALID_VERSION_TAG
	flagDisallowInstantiate = 1 << 7  // Py_TPFLAGS_DISALLOW_INSTANTIATION
)

// linuxAMD64 is x86-64 Linux with the System V ABI.
var linuxAMD64 = Target{Triple: "x86_64-pc-linux-gnu"}

var abis = map[string]*ABI{
	"3.11": {
		Version:    "3.11",
		APIVersion: 1013,
		Target:     linuxAMD64,

		OffsetRefcnt:  0,
		OffsetObType:  8,
		OffsetVarSize: 16,
		SizeofObject:  16,

		SizeofModuleDefBase: 40,
		SizeofModuleDef:     104,
		SizeofMethodDef:     32,
		SizeofBuffer:        80,

		OffsetBufferBuf:      0,
		OffsetBufferLen:      16,
		OffsetBufferItemsize: 24,
		OffsetBufferReadonly: 32,
		OffsetBufferFormat:   40,

		OffsetLongSize:  16,
		OffsetLongDigit: 24,
		LongDigitBits:   30,

		OffsetFloatValue: 16,
		OffsetTupleItems: 24,
		OffsetListItems:  24,

		// Objects/dictobject.c, Include/internal/pycore_dict.h (3.11).
		OffsetDictKeys:           32,
		OffsetDictValues:         40,
		OffsetKeysRefcnt:         0,
		OffsetKeysLog2IndexBytes: 9,
		OffsetKeysNentries:       24,
		OffsetKeysIndices:        32,
		SizeofDictUnicodeEntry:   16,
		OffsetUnicodeEntryKey:    0,

		OffsetTypeName:  24,
		OffsetTypeFlags: 168,

		// From the debug info of pyenv's 3.11.7 (gdb: ptype /o
		// _PyRuntime, struct _ts).
		OffsetRuntimeTstate:            576,
		OffsetTstateRecursionRemaining: 32,
		SizeofSlot:                     8,
		OffsetMemberDescrDef:           40,
		OffsetMemberDefType:            8,
		OffsetMemberDefOffset:          16,
		OffsetTypeVersionTag:           384,
		OffsetTypeDictoffset:           288,
	},
}

// ABIFor returns the ABI of a CPython version ("3.11"), or an error naming
// the versions staticpyc supports.
func ABIFor(version string) (*ABI, error) {
	if a, ok := abis[version]; ok {
		return a, nil
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
