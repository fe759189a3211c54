package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// staticpyc runs the command line in-process and returns the exit status
// and what it printed.
func staticpyc(args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = run(args, strings.NewReader(""), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestUsageErrors(t *testing.T) {
	tests := []struct {
		args []string
		want string // in stderr
	}{
		{[]string{"build"}, "missing the .py file to build\nRun 'staticpyc build --help' for usage."},
		{[]string{"build", "--bogus", "x.py"}, "unknown flag: --bogus"},
		{[]string{"build", "-O", "7", "x.py"}, "-O7: the optimization level must be 0, 1, 2 or 3"},
		{[]string{"run"}, "missing the .py file to run"},
		{[]string{"check"}, "missing a file or directory to check"},
		{[]string{"check", "--format", "xml", "."}, `--format "xml": use text, json, sarif, github`},
		{[]string{"check", "no/such/file.py"}, "no/such/file.py: no such file or directory"},
		{[]string{"frobnicate"}, `unknown command "frobnicate"`},
	}
	for _, tt := range tests {
		code, _, stderr := staticpyc(tt.args...)
		if code != exitTrouble || !strings.Contains(stderr, tt.want) {
			t.Errorf("staticpyc %s: status %d, stderr %q; want status 2 and %q", strings.Join(tt.args, " "), code, stderr, tt.want)
		}
	}
}

func TestHelpTeaches(t *testing.T) {
	for _, cmd := range []string{"build", "run", "check", "parse", "version"} {
		code, stdout, _ := staticpyc(cmd, "--help")
		if code != exitOK || !strings.Contains(stdout, "Examples:") || !strings.Contains(stdout, "staticpyc "+cmd) {
			t.Errorf("staticpyc %s --help: status %d, no examples:\n%s", cmd, code, stdout)
		}
	}
}

func TestCheckClean(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "clean.py")
	if err := os.WriteFile(file, []byte("x = 1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, stdout, stderr := staticpyc("check", dir)
	if code != exitOK || stdout != "" || stderr != "" {
		t.Errorf("check of a clean directory: status %d, stdout %q, stderr %q", code, stdout, stderr)
	}
	code, stdout, _ = staticpyc("check", "--format", "json", file)
	var doc struct {
		Version     int
		Diagnostics []any
	}
	if err := json.Unmarshal([]byte(stdout), &doc); err != nil || code != exitOK || doc.Version != 1 || len(doc.Diagnostics) != 0 {
		t.Errorf("check --format json: status %d, %v, output %q", code, err, stdout)
	}
}

func TestBuildMissingTool(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "m.py")
	if err := os.WriteFile(file, []byte("import __static__\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := staticpyc("build", "--llvm-bin", dir, file)
	if code != exitTrouble || !strings.Contains(stderr, "cannot find opt") || !strings.Contains(stderr, "apt-get install -y llvm") {
		t.Errorf("build with an empty --llvm-bin: status %d, stderr %q", code, stderr)
	}
}

func TestBuildBadModuleName(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "my-module.py")
	if err := os.WriteFile(file, []byte("import __static__\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	code, _, stderr := staticpyc("build", "--python", "python3", file)
	if code != exitTrouble || !strings.Contains(stderr, `"my-module" is not a valid module name`) {
		t.Errorf("build my-module.py: status %d, stderr %q", code, stderr)
	}
}

func TestVersion(t *testing.T) {
	code, stdout, _ := staticpyc("version", "--llvm-bin", t.TempDir())
	if code != exitOK || !strings.HasPrefix(stdout, "staticpyc ") || !strings.Contains(stdout, "toolchain: not usable: cannot find opt") {
		t.Errorf("version: status %d, output %q", code, stdout)
	}
}

func TestParse(t *testing.T) {
	dir := t.TempDir()
	good := filepath.Join(dir, "good.py")
	bad := filepath.Join(dir, "bad.py")
	os.WriteFile(good, []byte("x = 1\n"), 0o644)
	os.WriteFile(bad, []byte("def f(:\n    pass\n"), 0o644)
	code, stdout, _ := staticpyc("parse", "--dump", good)
	if code != exitOK || !strings.HasPrefix(stdout, "Module(body=[Assign(") {
		t.Errorf("parse --dump: status %d, output %q", code, stdout)
	}
	code, stdout, _ = staticpyc("parse", bad)
	if code != exitDiagnostics || !strings.HasPrefix(stdout, bad+":1:7: error: ") || !strings.Contains(stdout, "[SP1001]\n    def f(:\n          ^\n") {
		t.Errorf("parse of a syntax error: status %d, output %q", code, stdout)
	}
}
