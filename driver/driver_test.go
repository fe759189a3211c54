package driver

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/google/go-cmp/cmp"
	"github.com/staticpyc/staticpyc/codegen"
	"github.com/staticpyc/staticpyc/diagnostics"
)

func TestProtect(t *testing.T) {
	pos := diagnostics.Pos{File: "m.py", Line: 3, Col: 7}
	tests := []struct {
		name  string
		panic any
		want  string
	}{
		{"string", "no type for x", "internal error in lower: no type for x at m.py; please report it"},
		{"diagnostic", diagnostics.Diagnostic{Pos: pos, Message: "bad node"}, "internal error in lower: bad node at m.py:3:7; please report it"},
		{"pos", pos, "internal error in lower: unexpected state at m.py:3:7; please report it"},
		{"error", errors.New("boom"), "internal error in lower: boom at m.py; please report it"},
	}
	for _, tt := range tests {
		err := protect("lower", "m.py", func() { panic(tt.panic) })
		var ie *InternalError
		if !errors.As(err, &ie) {
			t.Fatalf("%s: err = %v, want *InternalError", tt.name, err)
		}
		if !strings.HasPrefix(err.Error(), tt.want) {
			t.Errorf("%s: err = %q, want prefix %q", tt.name, err, tt.want)
		}
		if !bytes.Contains(ie.Stack, []byte("driver.protect")) {
			t.Errorf("%s: stack does not show the panic:\n%s", tt.name, ie.Stack)
		}
	}
	if err := protect("parse", "m.py", func() {}); err != nil {
		t.Errorf("protect(no panic) = %v", err)
	}
}

func TestInternalErrorMultiline(t *testing.T) {
	err := &InternalError{Phase: "codegen", Pos: diagnostics.Pos{File: "m.py"}, Value: "LLVM rejected the IR: opt: exit status 1\nPHI nodes not grouped"}
	want := "internal error in codegen: LLVM rejected the IR: opt: exit status 1 at m.py; please report it (with the file) to the staticpyc developers\nPHI nodes not grouped"
	if err.Error() != want {
		t.Errorf("Error() = %q, want %q", err.Error(), want)
	}
}

func TestModuleName(t *testing.T) {
	for file, want := range map[string]string{"examples/loops.py": "loops", "a/_x1.py": "_x1", "my-mod.py": "", "1st.py": "", "loops.txt": ""} {
		got, err := ModuleName(file)
		if got != want || (err != nil) != (want == "") {
			t.Errorf("ModuleName(%q) = %q, %v; want %q", file, got, err, want)
		}
	}
}

func TestExpandPaths(t *testing.T) {
	dir := t.TempDir()
	for _, f := range []string{"b.py", "a/c.py", "a/notes.txt", ".hidden/x.py", "__pycache__/y.py", "z.py"} {
		p := filepath.Join(dir, f)
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, nil, 0o644)
	}
	got, err := expandPaths([]string{filepath.Join(dir, "z.py"), dir}, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := []sourceFile{
		{filepath.Join(dir, "z.py"), true},
		{filepath.Join(dir, "a/c.py"), false},
		{filepath.Join(dir, "b.py"), false},
	}
	if diff := cmp.Diff(want, got, cmp.AllowUnexported(sourceFile{})); diff != "" {
		t.Errorf("mismatch (-want +got):\n%s", diff)
	}
	if _, err := expandPaths([]string{filepath.Join(dir, "missing.py")}, nil); err == nil {
		t.Error("expandPaths(missing file) succeeded")
	}
}

func TestCheckCleanDirectory(t *testing.T) {
	dir := t.TempDir()
	os.WriteFile(filepath.Join(dir, "ok.py"), []byte("x = 1\n"), 0o644)
	list, err := Check([]string{dir}, CheckOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if list.HasErrors() {
		t.Errorf("errors in a clean file: %v", list.Sorted())
	}
}

// fakePython writes a script that reports the given probe output.
func fakePython(t *testing.T, version, suffix string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), "python")
	script := "#!/bin/sh\nprintf '%s\\n%s\\n%s\\n' '" + version + "' '" + suffix + "' \"$0\"\n"
	if err := os.WriteFile(p, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestProbePython(t *testing.T) {
	tg, err := ProbePython(fakePython(t, "3.11", ".cpython-311-x86_64-linux-gnu.so"))
	if err != nil {
		t.Fatal(err)
	}
	if tg.Version != "3.11" || tg.ExtSuffix != ".cpython-311-x86_64-linux-gnu.so" {
		t.Errorf("ProbePython = %+v", tg)
	}
	for _, v := range []string{"3.12", "3.13"} {
		if tg, err := ProbePython(fakePython(t, v, ".so")); err != nil || tg.Version != v {
			t.Errorf("ProbePython(%s) = %+v, %v", v, tg, err)
		}
	}
	for v, want := range map[string]string{
		"3.9":   "CPython 3.9 is not supported (supported: 3.11, 3.12, 3.13)",
		"3.13t": "CPython 3.13t is not supported: free-threaded builds",
		"3.14":  "CPython 3.14 is not supported: 3.14 changes",
	} {
		_, err = ProbePython(fakePython(t, v, ".so"))
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ProbePython(%s) = %v, want a refusal containing %q", v, err, want)
		}
	}
	if _, err := ProbePython(filepath.Join(t.TempDir(), "nopython")); err == nil || !strings.Contains(err.Error(), "cannot find the target python") {
		t.Errorf("ProbePython(missing) = %v", err)
	}
}

func TestBuildMissingToolchain(t *testing.T) {
	src := filepath.Join(t.TempDir(), "m.py")
	os.WriteFile(src, []byte("import __static__\n"), 0o644)
	opts := DefaultOptions()
	opts.Target = &Target{Python: "python3", Version: "3.11", ExtSuffix: ".so"}
	opts.LLVMBin = t.TempDir()
	_, _, err := Build(src, opts)
	var me *codegen.MissingToolError
	if !errors.As(err, &me) {
		t.Fatalf("Build with an empty --llvm-bin: err = %v, want *codegen.MissingToolError", err)
	}
}

func TestRunInterpreted(t *testing.T) {
	if _, err := exec.LookPath("python3"); err != nil {
		t.Skip("python3 not found")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, "prog.py")
	os.WriteFile(src, []byte("import sys, marker\nprint(marker.VALUE, sys.argv[1:])\nsys.exit(3)\n"), 0o644)
	rt := fstest.MapFS{"marker.py": {Data: []byte("VALUE = 'from the runtime'\n")}}
	var stdout, stderr bytes.Buffer
	code, _, err := Run(src, []string{"a", "b"}, RunOptions{
		Options: DefaultOptions(), Interpreted: true, CacheDir: filepath.Join(dir, "cache"),
		Runtime: rt, Stdout: &stdout, Stderr: &stderr,
	})
	if err != nil {
		t.Fatal(err)
	}
	if code != 3 {
		t.Errorf("exit status %d, want 3 (stderr: %s)", code, stderr.String())
	}
	if got, want := stdout.String(), "from the runtime ['a', 'b']\n"; got != want {
		t.Errorf("stdout = %q, want %q", got, want)
	}
	// A second extraction reuses the directory.
	d1, err := ExtractRuntime(rt, filepath.Join(dir, "cache"))
	if err != nil {
		t.Fatal(err)
	}
	d2, _ := ExtractRuntime(rt, filepath.Join(dir, "cache"))
	if d1 != d2 {
		t.Errorf("ExtractRuntime twice: %s then %s", d1, d2)
	}
}
