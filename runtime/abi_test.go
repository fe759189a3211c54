package runtime

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
)

// testPythons lists the interpreters the ABI is checked against:
// $STATICPYC_TEST_PYTHONS (comma-separated), or python3 and pyenv's newest
// 3.12 and 3.13 when they are installed.
func testPythons(t *testing.T) []string {
	if env := os.Getenv("STATICPYC_TEST_PYTHONS"); env != "" {
		return strings.Split(env, ",")
	}
	pys := []string{"python3"}
	root := os.Getenv("PYENV_ROOT")
	if root == "" {
		home, _ := os.UserHomeDir()
		root = filepath.Join(home, ".pyenv")
	}
	for _, v := range []string{"3.12", "3.13"} {
		found, _ := filepath.Glob(filepath.Join(root, "versions", v+".*", "bin", "python3"))
		sort.Strings(found)
		if len(found) > 0 {
			pys = append(pys, found[len(found)-1])
		}
	}
	return pys
}

// TestABIMatchesInterpreter measures each interpreter's layout with
// testdata/abi_probe.py (ctypes on live objects) and requires the
// described ABI of its version to agree on every fact measured.
func TestABIMatchesInterpreter(t *testing.T) {
	for _, py := range testPythons(t) {
		t.Run(filepath.Base(filepath.Dir(filepath.Dir(py)))+"/"+filepath.Base(py), func(t *testing.T) {
			path, err := exec.LookPath(py)
			if err != nil {
				t.Skipf("%s not found", py)
			}
			out, err := exec.Command(path, "testdata/abi_probe.py").Output()
			if err != nil {
				t.Fatalf("%s testdata/abi_probe.py: %v", py, err)
			}
			var facts map[string]any
			if err := json.Unmarshal(out, &facts); err != nil {
				t.Fatalf("probe output %q: %v", out, err)
			}
			version := facts["Version"].(string)
			abi, err := ABIFor(version)
			if err != nil {
				t.Fatalf("%s is CPython %s: %v", py, version, err)
			}
			v := reflect.ValueOf(abi).Elem()
			for name, measured := range facts {
				f := v.FieldByName(name)
				if !f.IsValid() {
					t.Errorf("the probe measures %s, which ABI does not have", name)
					continue
				}
				var described any
				switch f.Kind() {
				case reflect.Int64:
					described = float64(f.Int())
				case reflect.String:
					described = f.String()
				default:
					described = f.Interface()
				}
				if described != measured {
					t.Errorf("CPython %s: ABI.%s is %v, the interpreter has %v", version, name, described, measured)
				}
			}
		})
	}
}

// TestABIRefusals checks that versions not described are refused, with
// the reason for the ones whose differences are known.
func TestABIRefusals(t *testing.T) {
	for _, c := range []struct{ version, want string }{
		{"3.10", "CPython 3.10 is not supported (supported: 3.11, 3.12, 3.13)"},
		{"3.14", "CPython 3.14 is not supported: 3.14 changes"},
		{"3.13t", "CPython 3.13t is not supported: free-threaded builds"},
		{"3.14t", "free-threaded"},
	} {
		_, err := ABIFor(c.version)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("ABIFor(%q) = %v, want an error containing %q", c.version, err, c.want)
		}
	}
	for _, v := range []string{"3.11", "3.12", "3.13"} {
		if a, err := ABIFor(v); err != nil || a.Version != v {
			t.Errorf("ABIFor(%q) = %v, %v", v, a, err)
		}
	}
}
