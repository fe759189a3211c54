// This file implements the test of the project commands as a user types
// them — the staticpyc binary in a project directory, one shared build
// cache — so that every command of the quick start's project workflow is
// tested as written (the wheel's is TestWheel).

package tests

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The sample project: a package whose modules call each other with
// typed calls, two sibling modules that import each other, a script
// importing a marked sibling, and a module for the import hook.
var commandsProject = map[string]string{
	"src/mypkg/__init__.py": "",
	"src/mypkg/graph.py": "import __static__\nfrom __static__ import int64\n\n\n" +
		"class Node:\n    def __init__(self, w: int64) -> None:\n        self.w: int64 = w\n\n    def weight(self) -> int64:\n        return self.w\n\n\n" +
		"def walk(n: int64) -> int64:\n    t: int64 = 0\n    i: int64 = 0\n    while i < n:\n        t += i\n        i += 1\n    return t\n",
	"src/mypkg/use.py": "import __static__\nfrom __static__ import int64, box\nfrom .graph import walk, Node\n\n\n" +
		"def total(n: int) -> int:\n    return box(walk(int64(n)) + Node(2).weight())\n",
	"a.py":   "import __static__\nimport b\n\n\ndef fa(n: int) -> int:\n    return b.fb(n) + 1\n\n\ndef base() -> int:\n    return 10\n",
	"b.py":   "import __static__\n\n\ndef fb(n: int) -> int:\n    import a\n    return a.base() * n\n",
	"lib.py": "import __static__\nfrom __static__ import int64, box\n\n\ndef twice(x: int64) -> int64:\n    return x * 2\n",
	"app.py": "import __static__\nimport sys\nfrom __static__ import int64, box\nfrom lib import twice\n\n\n" +
		"def main(args: list) -> None:\n    print(box(twice(int64(int(args[0])))), __name__)\n\n\n" +
		"if __name__ == \"__main__\":\n    main(sys.argv[1:])\n",
	"mymod.py": "import __static__\n\n\ndef hello() -> str:\n    return 'compiled on import'\n",
}

// TestProjectCommands runs, in a sample project, `staticpyc build
// src/mypkg -o build/`, `staticpyc build a.py b.py -o build/`,
// `staticpyc run app.py`, `staticpyc check src/` (a wrong call into
// another module of the package is an error at the caller's
// file:line:col) and `python3 -c "import staticpyc; staticpyc.install();
// import mymod"`, and imports what they built with a plain python3. The
// commands do not depend on the interpreter's version beyond what the
// other e2e tests cover: one interpreter.
func TestProjectCommands(t *testing.T) {
	python, _ := needToolchain(t)
	bin := staticpycBinary(t)
	dir := t.TempDir()
	writeFiles(t, dir, commandsProject)
	rt, err := filepath.Abs(runtimeDir)
	if err != nil {
		t.Fatal(err)
	}
	env := append(os.Environ(), "XDG_CACHE_HOME="+filepath.Join(dir, "cache"), "PYTHONDONTWRITEBYTECODE=1", "STATICPYC="+bin)
	sh := func(wantCode int, name string, args ...string) string {
		t.Helper()
		cmd := exec.Command(name, args...)
		cmd.Dir, cmd.Env = dir, env
		out, err := cmd.CombinedOutput()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatalf("%s %v: %v", name, args, err)
		}
		if code != wantCode {
			t.Fatalf("%s %s: exit %d, want %d\n%s", filepath.Base(name), strings.Join(args, " "), code, wantCode, out)
		}
		return string(out)
	}
	// py runs python3 -c code in dir/cwd, with path as PYTHONPATH.
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

	sh(0, bin, "build", "src/mypkg", "-o", "build/")
	if got := py("build", "", "import mypkg.use as u, mypkg.graph as g\nprint(u.total(10), type(g.__loader__).__name__, type(u.__loader__).__name__)"); got != "47 ExtensionFileLoader ExtensionFileLoader\n" {
		t.Errorf("the built package: %q", got)
	}

	sh(0, bin, "build", "a.py", "b.py", "-o", "build/")
	if got := py("build", "", "import a, b\nprint(a.fa(4), type(a.__loader__).__name__, type(b.__loader__).__name__)"); got != "41 ExtensionFileLoader ExtensionFileLoader\n" {
		t.Errorf("the two modules: %q", got)
	}

	if got := sh(0, bin, "run", "app.py", "21"); got != "42 __main__\n" {
		t.Errorf("staticpyc run app.py 21: %q", got)
	}
	if exts, _ := filepath.Glob(filepath.Join(dir, "cache", "staticpyc", "build", "*", "lib.*.so")); len(exts) != 1 {
		t.Errorf("run did not build lib.py, the module app.py imports: %v", exts)
	}

	sh(0, bin, "check", "src/")
	writeFiles(t, dir, map[string]string{"src/mypkg/bad.py": "import __static__\nfrom __static__ import int64\nfrom mypkg.graph import walk, Node\n\n\n" +
		"def f() -> int64:\n    return walk('ten') + Node(1).weight(2)\n"})
	out := sh(1, bin, "check", "src/")
	for _, want := range []string{filepath.Join("src", "mypkg", "bad.py") + ":7:17: error: type mismatch: str received", filepath.Join("src", "mypkg", "bad.py") + ":7:26: error: Mismatched number of args"} {
		if !strings.Contains(out, want) {
			t.Errorf("staticpyc check src/ lacks %q:\n%s", want, out)
		}
	}
	if n := strings.Count(out, ": error:"); n != 2 {
		t.Errorf("staticpyc check src/: %d errors, want the 2 in bad.py:\n%s", n, out)
	}

	if got := py(".", rt, "import staticpyc; staticpyc.install(); import mymod\nprint(mymod.hello(), type(mymod.__loader__).__name__)"); got != "compiled on import ExtensionFileLoader\n" {
		t.Errorf("the import hook: %q", got)
	}
}
