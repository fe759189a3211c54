package tests

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/staticpyc/staticpyc/codegen"
)

// inCI reports whether the tests run in CI, where .ci/run installs every
// tool and a missing one is a failure, not a reason to skip.
func inCI() bool { return os.Getenv("CI") != "" }

// skipOrFail skips the test with the reason, or fails it in CI.
func skipOrFail(t *testing.T, reason string) {
	t.Helper()
	if inCI() {
		t.Fatalf("CI is set, so this cannot be skipped: %s", reason)
	}
	t.Skip(reason)
}

// needPython returns the path of python3.
func needPython(t *testing.T) string {
	t.Helper()
	p, err := exec.LookPath("python3")
	if err != nil {
		skipOrFail(t, "python3 not found; install it with `apt-get install -y python3`")
	}
	return p
}

// needToolchain skips end-to-end tests under -short or without the
// tools, and returns python3 and the toolchain.
func needToolchain(t *testing.T) (string, *codegen.Toolchain) {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: skipping end-to-end builds")
	}
	python := needPython(t)
	trackPythonInputs(t)
	tc, err := codegen.FindToolchain(codegen.ToolchainConfig{})
	if err != nil {
		skipOrFail(t, err.Error())
	}
	return python, tc
}

// trackPythonInputs reads the Python files the tests hand to python3 (the
// interpreted runtime, the harness, the test modules): go test caches a
// result keyed on the files the test process itself opened, and python3
// opening them would not invalidate it.
func trackPythonInputs(t *testing.T) {
	t.Helper()
	for _, dir := range []string{runtimeDir, "."} {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || filepath.Ext(path) != ".py" {
				return err
			}
			_, err = os.ReadFile(path)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
}
