package tests

import (
	"bytes"
	"os"
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
	want := "main runs as __main__\n49 6 10\n['7', '3'] __main__\n"
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
