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
