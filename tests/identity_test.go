package tests

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestRuntimeIdentity runs a compiled module beside the interpreted
// __static__ package in one process: the containers and primitive types
// either makes are the same classes, so each side accepts the other's
// values. Without the package on the path the compiled module's own
// runtime serves.
func TestRuntimeIdentity(t *testing.T) {
	python, out := buildIdentityModule(t)
	rt, err := filepath.Abs(runtimeDir)
	if err != nil {
		t.Fatal(err)
	}
	run := func(pythonpath string) string {
		cmd := exec.Command(python, filepath.Join(out, "check.py"))
		cmd.Env = append(os.Environ(), "PYTHONDONTWRITEBYTECODE=1", "PYTHONPATH="+strings.Join([]string{out, pythonpath}, string(os.PathListSeparator)))
		got, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", strings.Join(cmd.Args, " "), err, got)
		}
		return string(got)
	}
	shared := "calls 2 3 7\nsame True True True 3.0\n"
	if got := run(rt); got != shared {
		t.Errorf("with the interpreted runtime on the path:\ngot  %q\nwant %q", got, shared)
	}
	alone := "no __static__\n" + shared
	if got := run(""); got != alone {
		t.Errorf("compiled module alone:\ngot  %q\nwant %q", got, alone)
	}
}

// buildIdentityModule builds testdata/identity/typed_api.py into a fresh
// directory with its check.py beside it, and returns the interpreter and
// the directory. The script runs from the build directory: beside the
// source, the .py would be imported instead of the extension.
func buildIdentityModule(t *testing.T) (python, out string) {
	t.Helper()
	python, _ = needToolchain(t)
	src, err := filepath.Abs("testdata/identity/typed_api.py")
	if err != nil {
		t.Fatal(err)
	}
	out = t.TempDir()
	build(t, src, buildOptions(t, out))
	script, err := os.ReadFile(filepath.Join("testdata", "identity", "check.py"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(out, "check.py"), script, 0o644); err != nil {
		t.Fatal(err)
	}
	return python, out
}
