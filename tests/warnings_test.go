package tests

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestImportUnderWarningsAsErrors imports compiled modules that make the
// runtime's own types (generators, coroutines, compiled functions) with
// every warning an error, as `python -W error` and pytest's
// filterwarnings=error run them: the import must not warn (PyType_FromSpec
// warns about a type name without a module, which then fails the import).
func TestImportUnderWarningsAsErrors(t *testing.T) {
	if testing.Short() {
		t.Skip("builds modules")
	}
	needToolchain(t)
	for _, py := range testPythons(t) {
		for _, name := range []string{"generators", "coroutines", "function_objects"} {
			abs, err := filepath.Abs("testdata/run/" + name + ".py")
			if err != nil {
				t.Fatal(err)
			}
			out := sharedBuild(t, py, abs)
			cmd := exec.Command(py.Path, "-W", "error", "-c", "import "+name)
			cmd.Dir = out
			cmd.Env = append(cmd.Environ(), "PYTHONPATH="+out, "PYTHONDONTWRITEBYTECODE=1")
			if msg, err := cmd.CombinedOutput(); err != nil {
				t.Errorf("%s -W error: import %s: %v\n%s", py.Path, name, err, strings.TrimSpace(string(msg)))
			}
		}
	}
}
