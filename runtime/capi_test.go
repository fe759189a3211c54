package runtime

import (
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// TestCAPIDescriptors declares every described C API function (a bad
// signature letter panics) and checks that the declaration matches the
// description: parameter count, variadic, cold.
func TestCAPIDescriptors(t *testing.T) {
	abi, err := ABIFor("3.11")
	if err != nil {
		t.Fatal(err)
	}
	r := New(ir.NewModule(), abi, "m")
	for _, d := range capi.All() {
		f := r.cfunc(d)
		params := len(d.Sig) - 2
		if d.Sig[len(d.Sig)-1] == '.' {
			params--
		}
		if len(f.Params) != params || f.Sig.Variadic != (d.Sig[len(d.Sig)-1] == '.') {
			t.Errorf("%s: declared as %s, described as %q", d.Name, f.Sig, d.Sig)
		}
		for _, s := range d.Steals {
			if s >= params || d.Sig[2+s] != 'p' {
				t.Errorf("%s steals parameter %d, which is not an object", d.Name, s)
			}
		}
		if d.Borrowed && !d.ReturnsObject() {
			t.Errorf("%s: a borrowed result that is not an object", d.Name)
		}
		if d.Error == capi.NullOnError && !d.ReturnsObject() && d.Sig[0] != 'P' {
			t.Errorf("%s: NULL on error from a non-pointer result", d.Name)
		}
		if (d.Error == capi.NegativeOnError || d.Error == capi.MinusOneOnError) && d.ReturnsObject() {
			t.Errorf("%s: a negative status from an object result", d.Name)
		}
	}
	if f, ok := capi.Lookup("PyTuple_SetItem"); !ok || !f.StealsArg(2) || f.StealsArg(0) {
		t.Errorf("PyTuple_SetItem: steals %v", f.Steals)
	}
	for name, want := range map[string]bool{
		"PyDict_GetItemWithError": true, "PyModule_GetDict": true, "PyErr_Occurred": true,
		"PyObject_GetAttr": false, "PyIter_Next": false, "sp.incref": false,
	} {
		if got := capi.IsBorrowed(name); got != want {
			t.Errorf("IsBorrowed(%s) = %v, want %v", name, got, want)
		}
	}
}

// sizeof is the size of t on x86-64 (the only target described so far).
func sizeof(t types.Type) (size, align int64) {
	switch t := t.(type) {
	case *types.IntType:
		n := int64(t.BitSize / 8)
		return n, n
	case *types.PointerType:
		return 8, 8
	case *types.StructType:
		var off, maxAlign int64 = 0, 1
		for _, f := range t.Fields {
			s, a := sizeof(f)
			off = (off + a - 1) / a * a
			off += s
			maxAlign = max(maxAlign, a)
		}
		return (off + maxAlign - 1) / maxAlign * maxAlign, maxAlign
	}
	panic("sizeof: " + t.String())
}

// TestModuleStructLayouts checks the PyModuleDef and PyMethodDef the
// module emits against the sizes the ABI records.
func TestModuleStructLayouts(t *testing.T) {
	abi, err := ABIFor("3.11")
	if err != nil {
		t.Fatal(err)
	}
	if s, _ := sizeof(moduleDefType); s != abi.SizeofModuleDef {
		t.Errorf("PyModuleDef is %d bytes, the ABI says %d", s, abi.SizeofModuleDef)
	}
	if s, _ := sizeof(types.NewStruct(moduleDefType.Fields[:5]...)); s != abi.SizeofModuleDefBase {
		t.Errorf("PyModuleDef_Base is %d bytes, the ABI says %d", s, abi.SizeofModuleDefBase)
	}
	if s, _ := sizeof(MethodDefType); s != abi.SizeofMethodDef {
		t.Errorf("PyMethodDef is %d bytes, the ABI says %d", s, abi.SizeofMethodDef)
	}
}
