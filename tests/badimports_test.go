// This file implements the test of the bad imports of a project (issue
// 16): each is a clear diagnostic or an ImportError, never a crash and
// never a silent late-bound fallback. The stale pairs of
// TestCrossModuleCalls and TestCrossModuleClasses (a module rebuilt
// with another signature or class layout under a built importer) are
// the fourth kind.

package tests

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// badImports are the sample modules: a cycle of typed constants, a
// module importing one that does not exist, two modules named util in
// two directories (a/ holds the one app.py is checked against), and a
// module re-exporting a class of another, which is not a stale pair.
var badImports = map[string]string{
	"cycle/ca.py": "import __static__\nfrom typing import Final\nfrom cb import B\n\nA: Final[int] = B + 1\n",
	"cycle/cb.py": "import __static__\nfrom typing import Final\nfrom ca import A\n\nB: Final[int] = A + 1\n",

	"missing/app.py": "import __static__\nfrom nosuch import f\n\n\ndef g(x):\n    return f(x)\n",

	"a/util.py": "import __static__\nfrom __static__ import int64\n\n\ndef f(x: int64) -> int64:\n    return x + 1\n",
	"b/util.py": "import __static__\n\n\ndef f(x: str) -> str:\n    return x\n",
	"a/app.py":  "import __static__\nfrom __static__ import int64, box\nfrom util import f\n\n\ndef g() -> int:\n    return box(f(int64(1)))\n",

	"reexport/shapes.py": "import __static__\nfrom __static__ import int64\n\n\nclass Vec:\n    def __init__(self, x: int64) -> None:\n        self.x: int64 = x\n\n    def get(self) -> int64:\n        return self.x\n",
	"reexport/mid.py":    "import __static__\nfrom shapes import Vec\n",
	"reexport/app.py":    "import __static__\nfrom __static__ import int64, box\nfrom mid import Vec\n\n\ndef f(n: int64) -> int:\n    v = Vec(n)\n    return box(v.x + v.get())\n",
}

// TestBadImports builds the samples with the staticpyc binary and
// imports them with a plain python3, and the same sources interpreted
// (the runtime on PYTHONPATH): a cycle of typed constants raises
// CPython's ImportError for a partially initialized module both ways; a
// missing module builds (its names are dynamic) and raises
// ModuleNotFoundError both ways; two modules of one name in one build
// are refused before anything is built, and an importer built against
// one and run beside the other, which has another interface, raises
// ImportError naming both and what to rebuild; a class imported from a
// module that imported it in turn is not taken for a stale one.
func TestBadImports(t *testing.T) {
	python, _ := needToolchain(t)
	bin := staticpycBinary(t)
	dir := t.TempDir()
	writeFiles(t, dir, badImports)
	rt, err := filepath.Abs(runtimeDir)
	if err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "XDG_CACHE_HOME="+filepath.Join(dir, "cache"), "PYTHONDONTWRITEBYTECODE=1", "PYTHONPATH=")
	staticpyc := func(wantCode int, args ...string) string {
		t.Helper()
		cmd := exec.Command(bin, args...)
		cmd.Dir, cmd.Env = dir, env
		out, err := cmd.CombinedOutput()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatalf("staticpyc %v: %v", args, err)
		}
		if code != wantCode {
			t.Fatalf("staticpyc %s: exit %d, want %d\n%s", strings.Join(args, " "), code, wantCode, out)
		}
		return string(out)
	}
	// py runs code in dir/cwd (compiled: the built extensions there;
	// interpreted: the sources, with the runtime on the path) and
	// returns what it printed.
	py := func(cwd, path, code string) string {
		t.Helper()
		cmd := exec.Command(python, "-c", code)
		cmd.Dir, cmd.Env = filepath.Join(dir, cwd), append(env, "PYTHONPATH="+path)
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("python3 -c %q in %s: %v\n%s", code, cwd, err, out)
		}
		return string(out)
	}
	report := func(stmt string) string {
		return "try:\n    " + stmt + "\nexcept ImportError as e:\n    print(type(e).__name__, str(e).split(' (')[0])\n"
	}

	staticpyc(0, "build", "cycle/ca.py", "cycle/cb.py", "-o", "cycle/out")
	want := "ImportError cannot import name 'A' from partially initialized module 'ca'\n"
	if got := py("cycle/out", "", report("import ca")); got != want {
		t.Errorf("the cycle of constants, compiled: %q, want %q", got, want)
	}
	if got := py("cycle", rt, report("import ca")); got != want {
		t.Errorf("the cycle of constants, interpreted: %q, want %q", got, want)
	}

	staticpyc(0, "build", "missing/app.py", "-o", "missing/out")
	want = "ModuleNotFoundError No module named 'nosuch'\n"
	if got := py("missing/out", "", report("import app")); got != want {
		t.Errorf("the missing module, compiled: %q, want %q", got, want)
	}
	if got := py("missing", rt, report("import app")); got != want {
		t.Errorf("the missing module, interpreted: %q, want %q", got, want)
	}

	out := staticpyc(2, "build", "a/util.py", "b/util.py", "-o", "dup")
	if want := filepath.Join("a", "util.py") + " and " + filepath.Join("b", "util.py") + " would both be built as " + filepath.Join("dup", "util"); !strings.Contains(out, want) {
		t.Errorf("two modules named util in one build: %q lacks %q", out, want)
	}
	if _, err := os.Stat(filepath.Join(dir, "dup")); err == nil {
		t.Errorf("two modules named util in one build: something was built")
	}
	staticpyc(0, "build", "a/app.py", "b/util.py", "-o", "mixed")
	want = "ImportError app was built against another version of util, whose f has another signature now: rebuild app\n"
	if got := py("mixed", "", report("import app")); got != want {
		t.Errorf("app built against a/util.py, run beside b/util.py's build: %q, want %q", got, want)
	}

	staticpyc(0, "build", "reexport/shapes.py", "reexport/mid.py", "reexport/app.py", "-o", "reexport/out")
	if got := py("reexport/out", "", "import app\nprint(app.f(4))"); got != "8\n" {
		t.Errorf("a class imported through a module that imported it: %q, want 8", got)
	}
}
