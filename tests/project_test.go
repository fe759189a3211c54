package tests

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/staticpyc/staticpyc/driver"
)

// TestRunProject runs tests/testdata/project/app.py with `staticpyc run`
// compiled and interpreted: the script imports a sibling Static Python
// module and a package's, which run must build too, and it runs its
// `if __name__ == "__main__":` block with sys.argv and exits with the
// status it asks for. Both runs must print the same and exit the same.
func TestRunProject(t *testing.T) {
	needToolchain(t)
	cache := t.TempDir()
	file := filepath.Join("testdata", "project", "app.py")
	run := func(interpreted bool) (int, string, string) {
		var stdout, stderr bytes.Buffer
		opts := driver.RunOptions{
			Options: buildOptions(t, ""), Interpreted: interpreted, CacheDir: cache,
			Runtime: os.DirFS(runtimeDir), Stdout: &stdout, Stderr: &stderr,
		}
		code, diags, err := driver.Run(file, []string{"7", "3"}, opts)
		for _, d := range diags.Sorted() {
			t.Errorf("%s", d)
		}
		if err != nil {
			t.Fatalf("run %s (interpreted: %v): %v", file, interpreted, err)
		}
		return code, stdout.String(), stderr.String()
	}
	icode, iout, ierr := run(true)
	want := "the body runs as __main__\nmain runs as __main__\n42\n49 6 10\n['7', '3'] __main__\nTrue lib.py\n"
	if icode != 3 || iout != want {
		t.Fatalf("interpreted run: exit %d, stdout %q (want exit 3, %q); stderr:\n%s", icode, iout, want, ierr)
	}
	ccode, cout, cerr := run(false)
	if ccode != icode {
		t.Errorf("compiled run exited %d, interpreted %d; stderr:\n%s", ccode, icode, cerr)
	}
	if diff := cmp.Diff(iout, cout); diff != "" {
		t.Errorf("stdout mismatch (-interpreted +compiled):\n%s", diff)
	}
	// Every Static Python module of the project was compiled into the
	// cache; the plain pkg/__init__.py was not.
	exts, err := filepath.Glob(filepath.Join(cache, "build", "*", "*.so"))
	if err != nil {
		t.Fatal(err)
	}
	var built []string
	for _, e := range exts {
		built = append(built, strings.SplitN(filepath.Base(e), ".", 2)[0])
	}
	sort.Strings(built)
	if diff := cmp.Diff([]string{"app", "consts", "lib", "tools"}, built); diff != "" {
		t.Errorf("modules built into the cache (-want +got):\n%s", diff)
	}
}

// TestRunCinderXScript runs a script shaped as CinderX's benchmark
// scripts (`loader.install()`, `cinderx.jit.auto()`, then the Static
// Python library imported) with `staticpyc run`, compiled and
// interpreted: the runtime's cinderx package makes those calls work on a
// stock python3, the library is built, and both runs print the same.
func TestRunCinderXScript(t *testing.T) {
	needToolchain(t)
	cache := t.TempDir()
	file := filepath.Join("testdata", "cinderxscript", "orders_static.py")
	outs := map[bool]string{}
	for _, interpreted := range []bool{true, false} {
		var stdout, stderr bytes.Buffer
		opts := driver.RunOptions{
			Options: buildOptions(t, ""), Interpreted: interpreted, CacheDir: cache,
			Runtime: os.DirFS(runtimeDir), Stdout: &stdout, Stderr: &stderr,
		}
		code, diags, err := driver.Run(file, []string{"40"}, opts)
		for _, d := range diags.Sorted() {
			t.Errorf("%s", d)
		}
		if err != nil || code != 0 {
			t.Fatalf("run %s (interpreted: %v): exit %d, %v; stderr:\n%s", file, interpreted, code, err, stderr.String())
		}
		outs[interpreted] = stdout.String()
	}
	// 40 orders: qty i%5+1, price 3i+2, total qty*price plus 7% floored.
	want := 0
	for i := 0; i < 40; i++ {
		t := (i%5 + 1) * (3*i + 2)
		want += t + t*7/100
	}
	if w := fmt.Sprintf("False False\n%d\n", want); outs[true] != w {
		t.Errorf("interpreted run printed %q, want %q", outs[true], w)
	}
	if diff := cmp.Diff(outs[true], outs[false]); diff != "" {
		t.Errorf("stdout mismatch (-interpreted +compiled):\n%s", diff)
	}
	exts, err := filepath.Glob(filepath.Join(cache, "build", "*", "orders_static_lib.*.so"))
	if err != nil || len(exts) == 0 {
		t.Errorf("the Static Python library was not built into the cache (%v)", err)
	}
}

// TestRunMainGuard requires a compiled run to behave as `python3
// FILE.py`: a traceback from the main block points at the script's own
// line and the exit status is 1, as interpreted.
func TestRunMainGuard(t *testing.T) {
	needToolchain(t)
	dir := t.TempDir()
	file := filepath.Join(dir, "boom.py")
	src := "import __static__\n\ndef f(n: int) -> int:\n    return n // 0\n\nif __name__ == \"__main__\":\n    print(f(1))\n"
	if err := os.WriteFile(file, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, interpreted := range []bool{true, false} {
		var stdout, stderr bytes.Buffer
		opts := driver.RunOptions{
			Options: buildOptions(t, ""), Interpreted: interpreted, CacheDir: filepath.Join(dir, "cache"),
			Runtime: os.DirFS(runtimeDir), Stdout: &stdout, Stderr: &stderr,
		}
		code, _, err := driver.Run(file, nil, opts)
		if err != nil {
			t.Fatal(err)
		}
		tb := stderr.String()
		if code != 1 || !strings.Contains(tb, "ZeroDivisionError") || !strings.Contains(tb, `boom.py", line 7, in <module>`) {
			t.Errorf("interpreted %v: exit %d, stderr:\n%s\nwant exit 1 and a ZeroDivisionError from boom.py line 7", interpreted, code, tb)
		}
		if strings.Contains(tb, "<string>") || strings.Contains(tb, "importlib") {
			t.Errorf("interpreted %v: the launcher's frames are in the traceback:\n%s", interpreted, tb)
		}
	}
}

// TestBuildProject builds tests/testdata/project as a directory and
// requires the package layout in the output, with the plain
// pkg/__init__.py copied and every marked module built; python then
// imports the built package and calls into it. Building a marked package
// with --all brings its plain module too, and two files that would be
// written as the same module are refused.
func TestBuildProject(t *testing.T) {
	python, _ := needToolchain(t)
	out := t.TempDir()
	opts := buildOptions(t, out)
	outs, diags, err := driver.BuildProject([]string{filepath.Join("testdata", "project")}, opts, driver.ProjectOptions{Jobs: 2})
	for _, d := range diags.Sorted() {
		t.Errorf("%s", d)
	}
	if err != nil {
		t.Fatal(err)
	}
	suffix := opts.Target.ExtSuffix
	var got []string
	filepath.WalkDir(out, func(p string, d os.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(out, p)
			got = append(got, filepath.ToSlash(strings.TrimSuffix(rel, suffix)))
		}
		return err
	})
	sort.Strings(got)
	if diff := cmp.Diff([]string{"app", "lib", "pkg/__init__.py", "pkg/consts", "pkg/tools"}, got); diff != "" {
		t.Errorf("output tree (-want +got):\n%s", diff)
	}
	if len(outs) != 4 {
		t.Errorf("BuildProject returned %d extensions, want 4: %v", len(outs), outs)
	}
	check := "import lib, pkg.tools, importlib.machinery as m\n" +
		"assert isinstance(pkg.tools.__loader__, m.ExtensionFileLoader), pkg.tools.__loader__\n" +
		"print(lib.square(7), pkg.tools.twice(5), pkg.tools.__name__)\n"
	cmd := exec.Command(python, "-c", check)
	cmd.Dir, cmd.Env = out, append(os.Environ(), "PYTHONPATH=", "PYTHONDONTWRITEBYTECODE=1")
	msg, err := cmd.CombinedOutput()
	if err != nil || string(msg) != "49 10 pkg.tools\n" {
		t.Errorf("importing the built package: %v\n%s", err, msg)
	}

	// A marked package: its __init__.py is its extension; --all also
	// builds the unmarked module.
	src := t.TempDir()
	writeFiles(t, src, map[string]string{
		"mypkg/__init__.py": "import __static__\n\ndef ten() -> int:\n    return 10\n",
		"mypkg/plain.py":    "TEN = 10\n",
	})
	for _, all := range []bool{false, true} {
		out := t.TempDir()
		outs, diags, err := driver.BuildProject([]string{filepath.Join(src, "mypkg")}, buildOptions(t, out), driver.ProjectOptions{All: all})
		if err != nil || diags.HasErrors() {
			t.Fatalf("--all=%v: %v %v", all, err, diags.Sorted())
		}
		if want := map[bool]int{false: 1, true: 2}[all]; len(outs) != want {
			t.Errorf("--all=%v: built %v, want %d modules", all, outs, want)
		}
		if !all {
			continue
		}
		cmd := exec.Command(python, "-c", "import mypkg.plain; print(mypkg.ten(), mypkg.plain.TEN, type(mypkg.__loader__).__name__, type(mypkg.plain.__loader__).__name__)")
		cmd.Dir, cmd.Env = out, append(os.Environ(), "PYTHONPATH=", "PYTHONDONTWRITEBYTECODE=1")
		if msg, err := cmd.CombinedOutput(); err != nil || string(msg) != "10 10 ExtensionFileLoader ExtensionFileLoader\n" {
			t.Errorf("importing the built mypkg: %v\n%s", err, msg)
		}
	}

	_, _, err = driver.BuildProject([]string{filepath.Join("testdata", "project", "lib.py"), filepath.Join(src, "lib.py")}, buildOptions(t, out), driver.ProjectOptions{})
	if err == nil || !strings.Contains(err.Error(), "no such file") {
		t.Errorf("a missing file: err = %v", err)
	}
	writeFiles(t, src, map[string]string{"lib.py": "import __static__\n"})
	_, _, err = driver.BuildProject([]string{filepath.Join("testdata", "project", "lib.py"), filepath.Join(src, "lib.py")}, buildOptions(t, out), driver.ProjectOptions{})
	if err == nil || !strings.Contains(err.Error(), "would both be built as") {
		t.Errorf("two lib.py into one directory: err = %v, want a clash", err)
	}
}

// writeFiles writes files (slash-separated paths to contents) under dir.
func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for name, src := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// TestBuildCache builds three modules through the build cache: the
// first build does all three, a second one of the unchanged files none;
// after a function body of kernels changes only kernels is rebuilt (app's
// key holds kernels' interface, not its source), unless app holds its
// own copy of that body, and after kernels' interface changes app is
// rebuilt too. The pair still runs.
func TestBuildCache(t *testing.T) {
	python, _ := needToolchain(t)
	src := t.TempDir()
	for _, f := range []string{"app.py", "kernels.py"} {
		if err := driver.CopyFile(filepath.Join("testdata", "crossmodule", f), filepath.Join(src, f)); err != nil {
			t.Fatal(err)
		}
	}
	writeFiles(t, src, map[string]string{"solo.py": "import __static__\n\ndef one() -> int:\n    return 1\n"})
	cache, out := t.TempDir(), t.TempDir()
	files := []string{filepath.Join(src, "app.py"), filepath.Join(src, "kernels.py"), filepath.Join(src, "solo.py")}
	build := func() int {
		cached := 0
		outs, diags, err := driver.BuildProject(files, buildOptions(t, out), driver.ProjectOptions{Jobs: 2, CacheDir: cache, Cached: &cached})
		if err != nil || diags.HasErrors() || len(outs) != 3 {
			t.Fatalf("build: %v %v %v", outs, err, diags.Sorted())
		}
		return cached
	}
	if n := build(); n != 0 {
		t.Errorf("first build: %d modules from the cache, want 0", n)
	}
	if n := build(); n != 3 {
		t.Errorf("second build: %d modules from the cache, want 3", n)
	}
	// Without the first level (the keys by sources), the build keys are
	// computed again by checking, and still find the builds.
	if err := os.RemoveAll(filepath.Join(cache, "build", "sources")); err != nil {
		t.Fatal(err)
	}
	if n := build(); n != 3 {
		t.Errorf("build without the first-level records: %d modules from the cache, want 3", n)
	}
	body, err := os.ReadFile(files[1])
	if err != nil {
		t.Fatal(err)
	}
	changed := strings.Replace(string(body), "return s * n", "return n * s", 1)
	if changed == string(body) {
		t.Fatal("kernels.py did not change")
	}
	writeFiles(t, src, map[string]string{"kernels.py": changed})
	if n := build(); n != 2 {
		t.Errorf("after a body change in kernels: %d modules from the cache, want 2 (app, whose key has kernels' interface, and solo)", n)
	}
	// mix's body is small enough for app to compile its own copy of it
	// (lower/xinline.go): kernels' interface holds that body, and app is
	// rebuilt when it changes.
	changed = strings.Replace(changed, "return x * 10 + y", "return x * 100 + y", 1)
	writeFiles(t, src, map[string]string{"kernels.py": changed})
	if n := build(); n != 1 {
		t.Errorf("after a change of the body app copies: %d modules from the cache, want 1 (solo)", n)
	}
	// A new function changes kernels' interface: app is rebuilt too.
	writeFiles(t, src, map[string]string{"kernels.py": changed + "\n\ndef extra() -> int:\n    return 1\n"})
	if n := build(); n != 1 {
		t.Errorf("after an interface change in kernels: %d modules from the cache, want 1 (solo)", n)
	}
	cmd := exec.Command(python, "-c", "import app, solo; print(app.total(4), solo.one())")
	cmd.Dir, cmd.Env = out, append(os.Environ(), "PYTHONPATH=", "PYTHONDONTWRITEBYTECODE=1")
	if msg, err := cmd.CombinedOutput(); err != nil || string(msg) != "1203 1\n" {
		t.Errorf("the rebuilt modules: %v\n%s", err, msg)
	}
}
