package tests

import (
	"os"
	"os/exec"
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
	tc, err := codegen.FindToolchain(codegen.ToolchainConfig{})
	if err != nil {
		skipOrFail(t, err.Error())
	}
	return python, tc
}
