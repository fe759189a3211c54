package runtime

import (
	"testing"

	"github.com/llir/llvm/ir"
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
