package tests

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/staticpyc/staticpyc/driver"
)

// TestPackageImports builds tests/testdata/package/graphpkg, a package
// of compiled modules whose compiled __init__ imports its own submodules
// (relative and absolute, `from . import x` and `from .x import f`), in
// a cycle (graph imports algo, which imports graph back while graph is
// initializing), with a plain module among them, and runs client.py
// against the built tree and against the sources with the pure-Python
// runtime: the output must be the same, including what a module that is
// still initializing lets its importer see (a function whose def has not
// run yet is not there) and CPython's ImportError messages.
func TestPackageImports(t *testing.T) {
	needToolchain(t)
	src := filepath.Join("testdata", "package")
	forEachPython(t, func(t *testing.T, py testPython) {
		out := t.TempDir()
		opts := buildOptionsFor(t, py, out)
		outs, diags, err := driver.BuildProject([]string{filepath.Join(src, "graphpkg")}, opts, driver.ProjectOptions{Jobs: 2})
		for _, d := range diags.Sorted() {
			t.Errorf("%s", d)
		}
		if err != nil {
			t.Fatal(err)
		}
		if len(outs) != 4 {
			t.Errorf("built %d extensions, want 4 (the plain util.py is copied): %v", len(outs), outs)
		}
		if _, err := os.Stat(filepath.Join(out, "graphpkg", "util.py")); err != nil {
			t.Errorf("the plain module was not copied into the output: %v", err)
		}
		// The script's directory is sys.path[0]: the compiled run's
		// client is a copy beside the built tree, not beside the sources.
		if err := driver.CopyFile(filepath.Join(src, "client.py"), filepath.Join(out, "client.py")); err != nil {
			t.Fatal(err)
		}
		run := func(dir, pythonPath string) string {
			client := filepath.Join(dir, "client.py")
			cmd := exec.Command(py.Path, client)
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), "PYTHONPATH="+pythonPath, "PYTHONDONTWRITEBYTECODE=1")
			msg, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("%s %s (PYTHONPATH=%s): %v\n%s", py.Path, client, pythonPath, err, msg)
			}
			return string(msg)
		}
		rt, err := filepath.Abs(runtimeDir)
		if err != nil {
			t.Fatal(err)
		}
		srcAbs, _ := filepath.Abs(src)
		interpreted := run(srcAbs, rt)
		compiled := run(out, out)
		if diff := cmp.Diff(interpreted, compiled); diff != "" {
			t.Errorf("client output (-interpreted +compiled):\n%s", diff)
		}
		check := "import graphpkg, graphpkg.algo as a, importlib.machinery as m\n" +
			"print(type(graphpkg.__loader__) is m.ExtensionFileLoader, type(a.__loader__) is m.ExtensionFileLoader, type(graphpkg.util.__loader__).__name__)\n"
		cmd := exec.Command(py.Path, "-c", check)
		cmd.Dir, cmd.Env = out, append(os.Environ(), "PYTHONPATH=", "PYTHONDONTWRITEBYTECODE=1")
		if msg, err := cmd.CombinedOutput(); err != nil || string(msg) != "True True SourceFileLoader\n" {
			t.Errorf("the built package is not the compiled one: %v\n%s", err, msg)
		}
	})
}

// TestNamespacePackage builds a directory holding a namespace package
// (PEP 420: nsgraph has no __init__.py) whose module imports another
// with a relative import: the import is typed (a wrong call is an error
// at the caller), both modules are built, and the compiled tree gives
// what the sources give interpreted.
func TestNamespacePackage(t *testing.T) {
	needToolchain(t)
	src := filepath.Join("testdata", "package", "nsroot")
	forEachPython(t, func(t *testing.T, py testPython) {
		out := t.TempDir()
		opts := buildOptionsFor(t, py, out)
		outs, diags, err := driver.BuildProject([]string{src}, opts, driver.ProjectOptions{Jobs: 2})
		for _, d := range diags.Sorted() {
			t.Errorf("%s", d)
		}
		if err != nil {
			t.Fatal(err)
		}
		if len(outs) != 2 {
			t.Fatalf("built %d extensions, want 2: %v", len(outs), outs)
		}
		rt, err := filepath.Abs(runtimeDir)
		if err != nil {
			t.Fatal(err)
		}
		srcAbs, _ := filepath.Abs(src)
		run := func(dir, pythonPath string) string {
			cmd := exec.Command(py.Path, "-c", "import nsgraph.walk as w, importlib.machinery as m; print(w.total(10), type(w.__loader__) is m.ExtensionFileLoader)")
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), "PYTHONPATH="+pythonPath, "PYTHONDONTWRITEBYTECODE=1")
			msg, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("%s (in %s): %v\n%s", py.Path, dir, err, msg)
			}
			return string(msg)
		}
		if got := run(out, out); got != "145 True\n" {
			t.Errorf("compiled: %q, want \"145 True\\n\"", got)
		}
		if got := run(srcAbs, rt); got != "145 False\n" {
			t.Errorf("interpreted: %q, want \"145 False\\n\"", got)
		}
	})
	// A wrong call through the typed relative import is reported at the
	// caller.
	dir := t.TempDir()
	ns := filepath.Join(dir, "nsgraph")
	if err := os.MkdirAll(ns, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := driver.CopyFile(filepath.Join(src, "nsgraph", "weights.py"), filepath.Join(ns, "weights.py")); err != nil {
		t.Fatal(err)
	}
	bad := "import __static__\nfrom .weights import scale\n\n\ndef f() -> None:\n    scale('x', 2)\n"
	if err := os.WriteFile(filepath.Join(ns, "bad.py"), []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	diags, err := driver.Check([]string{dir}, driver.CheckOptions{})
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, d := range diags.Sorted() {
		found = found || (d.Pos.Line == 6 && d.Pos.Col == 11 && filepath.Base(d.Pos.File) == "bad.py")
	}
	if !found {
		t.Errorf("no error at bad.py:6:11 for scale('x', 2): %v", diags.Sorted())
	}
}
