package tests

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/staticpyc/staticpyc/driver"
)

// crossLeakScript calls app's cross-module calls many times, with their
// error paths, and requires that no reference count and no memory grew.
const crossLeakScript = `import sys, tracemalloc, app
s = "ab"
def rounds(k):
    for i in range(k):
        app.total(i); app.words(); app.halves(); app.listed(); app.divided(3)
        try: app.divided(0)
        except ZeroDivisionError: pass
before = sys.getrefcount(s)
rounds(20000)
assert sys.getrefcount(s) == before, ("refcount changed", before, sys.getrefcount(s))
tracemalloc.start()
rounds(5000); a = tracemalloc.get_traced_memory()[0]
rounds(5000); b = tracemalloc.get_traced_memory()[0]
rounds(5000); c = tracemalloc.get_traced_memory()[0]
# One growth that stops (3.13 allocates ≈400 KB once on the late-bound
# path, in the interpreter) is not a leak; growth every round is.
assert c - b < 4096, ("memory grew", a, b, c)
print("ok")
`

// TestCrossModuleCalls builds tests/testdata/crossmodule (app.py calls
// kernels.py's typed functions) and runs client.py four ways: both
// modules interpreted, both compiled, app compiled with kernels
// interpreted, and app compiled against a kernels since rebuilt with
// another signature for mix. The results must be the interpreted ones
// the first three ways; the last line tells which path app's calls take
// (its imported name swapped in its dict: a native call does not see it,
// a late-bound one does): native when both are compiled, late-bound when
// kernels runs interpreted. The stale pair does not import: ImportError
// at app's import statement, saying what changed and what to rebuild;
// with only a body changed (same signatures) it imports and calls the
// new body.
func TestCrossModuleCalls(t *testing.T) {
	needToolchain(t)
	src := filepath.Join("testdata", "crossmodule")
	rt, err := filepath.Abs(runtimeDir)
	if err != nil {
		t.Fatal(err)
	}
	forEachPython(t, func(t *testing.T, py testPython) {
		run := func(dir string, files map[string]string) []string {
			for name, from := range files {
				if err := driver.CopyFile(from, filepath.Join(dir, name)); err != nil {
					t.Fatal(err)
				}
			}
			if err := driver.CopyFile(filepath.Join(src, "client.py"), filepath.Join(dir, "client.py")); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(py.Path, "client.py")
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), "PYTHONPATH="+rt, "PYTHONDONTWRITEBYTECODE=1")
			msg, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("client.py in %s: %v\n%s", dir, err, msg)
			}
			return strings.Split(strings.TrimSpace(string(msg)), "\n")
		}
		build := func(dir string, files ...string) map[string]string {
			outs, diags, err := driver.BuildProject(files, buildOptionsFor(t, py, dir), driver.ProjectOptions{Jobs: 2})
			if err != nil || diags.HasErrors() {
				t.Fatalf("build %v: %v %v", files, err, diags.Sorted())
			}
			m := map[string]string{}
			for _, o := range outs {
				m[filepath.Base(o)] = o
			}
			return m
		}
		app, kernels := filepath.Join(src, "app.py"), filepath.Join(src, "kernels.py")
		interpreted := run(t.TempDir(), map[string]string{"app.py": app, "kernels.py": kernels})
		if n := len(interpreted); n != 6 || !strings.HasPrefix(interpreted[4], "0 [(4, 0)") || interpreted[5] != "2011" {
			t.Fatalf("interpreted run: %q", interpreted)
		}
		exts := build(t.TempDir(), app, kernels)
		var appExt, kernelsExt string
		for name, p := range exts {
			if strings.HasPrefix(name, "app.") {
				appExt = p
			} else {
				kernelsExt = p
			}
		}
		compiled := run(t.TempDir(), map[string]string{filepath.Base(appExt): appExt, filepath.Base(kernelsExt): kernelsExt})
		if diff := cmp.Diff(interpreted[:4], compiled[:4]); diff != "" {
			t.Errorf("both compiled: results (-interpreted +compiled):\n%s", diff)
		}
		if compiled[4] != "123 []" {
			t.Errorf("both compiled: %q, want the native path (123 [])", compiled[4])
		}
		if compiled[5] != interpreted[5] {
			t.Errorf("both compiled, scale rebound: %q, want %q", compiled[5], interpreted[5])
		}
		mixedDir := t.TempDir()
		mixed := run(mixedDir, map[string]string{filepath.Base(appExt): appExt, "kernels.py": kernels})
		if diff := cmp.Diff(interpreted, mixed); diff != "" {
			t.Errorf("kernels interpreted: (-interpreted +mixed):\n%s", diff)
		}
		// Neither path leaks: the native one (both compiled) and the
		// late-bound one (kernels interpreted), errors included.
		for _, dir := range []string{filepath.Dir(appExt), mixedDir} {
			cmd := exec.Command(py.Path, "-c", crossLeakScript)
			cmd.Dir, cmd.Env = dir, append(os.Environ(), "PYTHONPATH="+rt, "PYTHONDONTWRITEBYTECODE=1")
			if msg, err := cmd.CombinedOutput(); err != nil || string(msg) != "ok\n" {
				t.Errorf("leaks in %s: %v\n%s", dir, err, msg)
			}
		}

		// kernels rebuilt beside app's old build: with mix taking a str
		// (a stale pair: app's native calls of mix would pass an
		// int64), importing app raises ImportError; with only scale's
		// body changed, app imports, and its calls of scale go to the
		// new body, not to app's copy of the old one (lower/xinline.go).
		body, err := os.ReadFile(kernels)
		if err != nil {
			t.Fatal(err)
		}
		against := func(changed, code string) (string, error) {
			stale := t.TempDir()
			writeFiles(t, stale, map[string]string{"kernels.py": changed})
			build(stale, filepath.Join(stale, "kernels.py"))
			os.Remove(filepath.Join(stale, "kernels.py"))
			if err := driver.CopyFile(appExt, filepath.Join(stale, filepath.Base(appExt))); err != nil {
				t.Fatal(err)
			}
			cmd := exec.Command(py.Path, "-c", code)
			cmd.Dir, cmd.Env = stale, append(os.Environ(), "PYTHONPATH=", "PYTHONDONTWRITEBYTECODE=1")
			msg, err := cmd.CombinedOutput()
			return string(msg), err
		}
		mixStr := strings.Replace(string(body), "def mix(x: int64, y: int64) -> int64:\n    return x * 10 + y", "def mix(x: int64, y: str) -> int64:\n    return x * 10", 1)
		scale4 := strings.Replace(string(body), "k: int64 = x * 3", "k: int64 = x * 4", 1)
		if mixStr == string(body) || scale4 == string(body) {
			t.Fatal("kernels.py: no mix or scale to change")
		}
		msg, err := against(mixStr, "try:\n    import app\nexcept ImportError as e:\n    print(type(e).__name__, e)\n")
		want := "ImportError app was built against another version of kernels, whose mix has another signature now: rebuild app\n"
		if err != nil || msg != want {
			t.Errorf("app against a kernels with another signature of mix: %v\n%s\nwant:\n%s", err, msg, want)
		}
		msg, err = against(scale4, "import app\nprint(app.total(4), app.words(), app.halves(), app.scaled(5))\n")
		want = "123 ababc 2.0 44\n"
		if err != nil || msg != want {
			t.Errorf("app against a kernels with another body of scale: %v\n%s\nwant:\n%s", err, msg, want)
		}
	})
}
