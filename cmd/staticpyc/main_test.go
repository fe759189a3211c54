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

// fakePython writes a script that answers the driver's probe as CPython
// version with EXT_SUFFIX suffix would.
func fakePython(t *testing.T, version, suffix string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "python"+version)
	script := "#!/bin/sh\nprintf '%s\\n%s\\n%s\\n' '" + version + "' '" + suffix + "' \"$0\"\n"
	if err := os.WriteFile(p, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestBuildSeveralPythons builds one module for three targets, named
// with a repeated --python and a comma list, and checks one extension
// per EXT_SUFFIX lands in the output directory; two targets of one
// version are refused.
func TestBuildSeveralPythons(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: skipping builds")
	}
	src := filepath.Join(t.TempDir(), "m.py")
	os.WriteFile(src, []byte("import __static__\nfrom __static__ import int64\n\ndef f(x: int64) -> int64:\n    return x + 1\n"), 0o644)
	out := t.TempDir()
	p311 := fakePython(t, "3.11", ".cpython-311-x86_64-linux-gnu.so")
	p312 := fakePython(t, "3.12", ".cpython-312-x86_64-linux-gnu.so")
	p313 := fakePython(t, "3.13", ".cpython-313-x86_64-linux-gnu.so")
	code, stdout, stderr := staticpyc("build", "--python", p311+","+p312, "--python", p313, "-o", out, src)
	if code == exitTrouble && strings.Contains(stderr, "cannot find") {
		t.Skipf("no toolchain: %s", stderr)
	}
	if code != exitOK {
		t.Fatalf("build: status %d, stderr %q", code, stderr)
	}
	var want []string
	for _, v := range []string{"311", "312", "313"} {
		p := filepath.Join(out, "m.cpython-"+v+"-x86_64-linux-gnu.so")
		want = append(want, p)
		if _, err := os.Stat(p); err != nil {
			t.Errorf("no module for %s: %v", v, err)
		}
	}
	if got := strings.Fields(stdout); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("build printed %q, want %q", got, want)
	}
	code, _, stderr = staticpyc("build", "--python", p312, "--python", fakePython(t, "3.12", ".cpython-312-x86_64-linux-gnu.so"), "-o", out, src)
	if code != exitTrouble || !strings.Contains(stderr, "are both CPython 3.12") {
		t.Errorf("two 3.12 targets: status %d, stderr %q", code, stderr)
	}
	code, _, stderr = staticpyc("build", "--python", fakePython(t, "3.14", ".cpython-314-x86_64-linux-gnu.so"), "-o", out, src)
	if code != exitTrouble || !strings.Contains(stderr, "CPython 3.14 is not supported: 3.14 changes") {
		t.Errorf("3.14: status %d, stderr %q", code, stderr)
	}
}

// TestVersionListsInterpreters checks that version lists the
// interpreters of PATH with whether each can be targeted.
func TestVersionListsInterpreters(t *testing.T) {
	dir := t.TempDir()
	for v, suffix := range map[string]string{"3.12": ".cpython-312-x86_64-linux-gnu.so", "3.10": ".cpython-310-x86_64-linux-gnu.so"} {
		os.Symlink(fakePython(t, v, suffix), filepath.Join(dir, "python"+v))
	}
	t.Setenv("PATH", dir)
	t.Setenv("PYENV_ROOT", t.TempDir())
	code, stdout, _ := staticpyc("version", "--llvm-bin", t.TempDir())
	for _, want := range []string{
		filepath.Join(dir, "python3.12") + ": CPython 3.12, can target (.cpython-312-x86_64-linux-gnu.so)",
		filepath.Join(dir, "python3.10") + ": cannot target: CPython 3.10 is not supported",
	} {
		if code != exitOK || !strings.Contains(stdout, want) {
			t.Errorf("version: status %d, output %q lacks %q", code, stdout, want)
		}
	}
}
