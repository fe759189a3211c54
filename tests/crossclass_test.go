package tests

import (
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/staticpyc/staticpyc/driver"
)

// TestCrossModuleClasses builds tests/testdata/crossclass (app.py
// constructs, reads, calls, casts and subclasses shapes.py's static
// classes) and runs client.py four ways: both interpreted, both
// compiled, and app compiled with shapes interpreted: the results must be
// the interpreted ones every way, and speed.py shows which path app's
// field reads and method calls take: about as fast as shapes' own loop
// when both are compiled (native, the class found in shapes' interface).
// App compiled against a shapes since rebuilt with another layout of Vec
// (a stale pair: its field offsets would be wrong) does not import:
// ImportError at its import statement, never a crash; farspeed.py shows that
// far.py, which reaches shapes.Vec only as the base of app's Vec3, calls
// and reads what Vec3 inherits as fast as app does. The build does not depend
// on the interpreter's version beyond what the other e2e tests cover:
// one interpreter. Neither path leaks (leaks.py).
func TestCrossModuleClasses(t *testing.T) {
	needToolchain(t)
	py := testPythons(t)[0]
	src := filepath.Join("testdata", "crossclass")
	rt, err := filepath.Abs(runtimeDir)
	if err != nil {
		t.Fatal(err)
	}
	run := func(dir, script string, files map[string]string) []string {
		t.Helper()
		files[script] = filepath.Join(src, script)
		for name, from := range files {
			if err := driver.CopyFile(from, filepath.Join(dir, name)); err != nil {
				t.Fatal(err)
			}
		}
		cmd := exec.Command(py.Path, script)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "PYTHONPATH="+rt, "PYTHONDONTWRITEBYTECODE=1")
		msg, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s in %s: %v\n%s", script, dir, err, msg)
		}
		return strings.Split(strings.TrimSpace(string(msg)), "\n")
	}
	build := func(dir string, files ...string) map[string]string {
		t.Helper()
		outs, diags, err := driver.BuildProject(files, buildOptionsFor(t, py, dir), driver.ProjectOptions{Jobs: 2})
		if err != nil || diags.HasErrors() {
			t.Fatalf("build %v: %v %v", files, err, diags.Sorted())
		}
		m := map[string]string{}
		for _, o := range outs {
			m[strings.SplitN(filepath.Base(o), ".", 2)[0]] = o
		}
		return m
	}
	ratio := func(lines []string) float64 {
		t.Helper()
		r, err := strconv.ParseFloat(lines[len(lines)-1], 64)
		if err != nil {
			t.Fatalf("speed.py: %q", lines)
		}
		return r
	}
	app, shapes := filepath.Join(src, "app.py"), filepath.Join(src, "shapes.py")
	interpreted := run(t.TempDir(), "client.py", map[string]string{"app.py": app, "shapes.py": shapes})
	if len(interpreted) != 8 || interpreted[0] != "1375 1478 [5, 12, 11] 32" {
		t.Fatalf("interpreted run: %q", interpreted)
	}
	exts := build(t.TempDir(), app, shapes, filepath.Join(src, "far.py"))
	both := map[string]string{filepath.Base(exts["app"]): exts["app"], filepath.Base(exts["shapes"]): exts["shapes"]}
	dir := t.TempDir()
	if diff := cmp.Diff(interpreted, run(dir, "client.py", both)); diff != "" {
		t.Errorf("both compiled (-interpreted +compiled):\n%s", diff)
	}
	if got := run(dir, "leaks.py", both); got[len(got)-1] != "ok" {
		t.Errorf("both compiled, leaks.py: %q", got)
	}
	if r := ratio(run(dir, "speed.py", both)); r > 2.5 {
		t.Errorf("app's loop over shapes.Vec is %.1f× shapes' own: not native", r)
	}
	three := map[string]string{filepath.Base(exts["far"]): exts["far"]}
	for k, v := range both {
		three[k] = v
	}
	if r := ratio(run(t.TempDir(), "farspeed.py", three)); r > 2 {
		t.Errorf("far's loop over what app.Vec3 inherits from shapes.Vec is %.1f× app's: not native", r)
	}

	mixed := map[string]string{filepath.Base(exts["app"]): exts["app"], "shapes.py": shapes}
	if diff := cmp.Diff(interpreted, run(t.TempDir(), "client.py", mixed)); diff != "" {
		t.Errorf("shapes interpreted (-interpreted +mixed):\n%s", diff)
	}

	// shapes rebuilt with another layout of Vec: app's import of Vec
	// raises ImportError, which says what to rebuild.
	stale := t.TempDir()
	body, err := os.ReadFile(shapes)
	if err != nil {
		t.Fatal(err)
	}
	changed := strings.Replace(string(body), `self.label: str = "v"`, `self.label: str = "v"`+"\n        self.extra: int64 = 0", 1)
	if changed == string(body) {
		t.Fatal("shapes.py: no label field to add a field after")
	}
	writeFiles(t, stale, map[string]string{"shapes.py": changed})
	build(stale, filepath.Join(stale, "shapes.py"))
	os.Remove(filepath.Join(stale, "shapes.py"))
	if err := driver.CopyFile(exts["app"], filepath.Join(stale, filepath.Base(exts["app"]))); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(py.Path, "-c", "try:\n    import app\nexcept ImportError as e:\n    print(type(e).__name__, e)\n")
	cmd.Dir, cmd.Env = stale, append(os.Environ(), "PYTHONPATH=", "PYTHONDONTWRITEBYTECODE=1")
	msg, err := cmd.CombinedOutput()
	want := "ImportError app was built against another version of shapes, whose class Vec has another layout now: rebuild app\n"
	if err != nil || string(msg) != want {
		t.Errorf("app against a shapes with another layout of Vec: %v\n%s\nwant:\n%s", err, msg, want)
	}
}
