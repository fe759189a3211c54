package tests

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// numpyPath finds a PYTHONPATH entry under which python imports NumPy:
// none when it is installed for it, else Debian's dist-packages
// (python3-numpy, built for the same 3.11 ABI). Without NumPy the test is
// skipped (failed in CI for python3).
func numpyPath(t *testing.T, python string) string {
	t.Helper()
	for _, p := range []string{"", "/usr/lib/python3/dist-packages"} {
		cmd := exec.Command(python, "-c", "import numpy")
		cmd.Env = append(os.Environ(), "PYTHONPATH="+p)
		if cmd.Run() == nil {
			return p
		}
	}
	if python != "python3" {
		// Only the system python3 has NumPy in CI; pyenv's do not.
		t.Skipf("NumPy is not importable by %s", python)
	}
	skipOrFail(t, "NumPy is not importable (apt-get install -y python3-numpy)")
	return ""
}

// TestNumpyBuffers passes NumPy arrays to compiled Array[T] kernels:
// reads and writes go to NumPy's memory, wrong dtypes, non-contiguous
// and read-only arrays raise, and arrays made by compiled code are
// zero-copy NumPy arrays; all exactly as the interpreted module does.
func TestNumpyBuffers(t *testing.T) {
	needToolchain(t)
	forEachPython(t, func(t *testing.T, py testPython) {
		python := py.Path
		np := numpyPath(t, python)
		src, _ := filepath.Abs("testdata/run/arrays.py")
		check, _ := filepath.Abs("testdata/numpy_check.py")
		rt, _ := filepath.Abs(runtimeDir)
		run := func(dir, pythonpath string) string {
			cmd := exec.Command(python, check, dir)
			cmd.Env = append(os.Environ(), "PYTHONPATH="+pythonpath)
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("numpy_check.py: %v\n%s", err, out)
			}
			return string(out)
		}
		join := func(a, b string) string {
			if b == "" {
				return a
			}
			return a + string(os.PathListSeparator) + b
		}
		interpreted := run(filepath.Dir(src), join(rt, np))
		outDir := t.TempDir()
		build(t, src, buildOptionsFor(t, py, outDir))
		compiled := run(outDir, np)
		if diff := cmp.Diff(strings.Split(interpreted, "\n"), strings.Split(compiled, "\n")); diff != "" {
			t.Errorf("mismatch (-interpreted +compiled):\n%s", diff)
		}
		for _, want := range []string{"fill (None, [7, 8, 9, 10, 11])", "shared (42, True)", "wrong dtype TypeError"} {
			if !strings.Contains(compiled, want) {
				t.Errorf("compiled output lacks %q:\n%s", want, compiled)
			}
		}
	})
}
