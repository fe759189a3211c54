package runtime

import (
	"fmt"
	"sort"
	"strings"
)

// ABI describes the parts of one CPython version's binary interface that
// compiled modules depend on. Only versions we have described (and can
// test) are listed; anything else is refused rather than guessed.
type ABI struct {
	Version    string // "3.11"
	APIVersion int64  // the PYTHON_API_VERSION passed to PyModule_Create2

	// Object header: ob_refcnt (i64) at offset 0, ob_type (ptr) at 8.
	// Refcounts are plain 64-bit counters (no immortal objects before 3.12).
	ImmortalObjects bool

	SizeofModuleDefBase int64 // PyModuleDef_Base
	SizeofModuleDef     int64 // PyModuleDef
	SizeofMethodDef     int64 // PyMethodDef
	SizeofBuffer        int64 // Py_buffer

	// PyLongObject: ob_size (the signed digit count) and the first 30-bit
	// digit, read inline to unbox small ints without a call.
	OffsetLongSize  int64
	OffsetLongDigit int64

	// Offsets into PyTypeObject used by inline type checks.
	OffsetTypeName  int64 // tp_name (const char*)
	OffsetTypeFlags int64 // tp_flags (unsigned long)

	// The recursion counter, read inline by native bodies (recursion.go):
	// _PyRuntime.gilstate.tstate_current (the current PyThreadState*)
	// and PyThreadState.recursion_remaining (int). Private structs:
	// checked against PyThreadState_Get() when a module is imported.
	OffsetRuntimeTstate            int64
	OffsetTstateRecursionRemaining int64
}

var abis = map[string]*ABI{
	"3.11": {
		Version:             "3.11",
		APIVersion:          1013,
		SizeofModuleDefBase: 40,
		SizeofModuleDef:     104,
		SizeofMethodDef:     32,
		SizeofBuffer:        80,
		OffsetLongSize:      16,
		OffsetLongDigit:     24,
		OffsetTypeName:      24,
		OffsetTypeFlags:     168,
		// From the debug info of pyenv's 3.11.7 (gdb: ptype /o
		// _PyRuntime, struct _ts).
		OffsetRuntimeTstate:            576,
		OffsetTstateRecursionRemaining: 32,
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
