package driver

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// writeTree writes files (slash-separated paths to contents) under dir.
func writeTree(t *testing.T, dir string, files map[string]string) {
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

func TestStaticImports(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"app.py":          "import sys\nimport plain\nfrom pkg import graph\n\ndef f():\n    import late\n",
		"plain.py":        "import deep\n",                                // unmarked: followed, not built
		"deep.py":         "import __static__\n",                          // reached through plain
		"late.py":         "import __static__\nfrom late import x\n",      // imports itself: visited once
		"pkg/__init__.py": "import __static__\nfrom .graph import walk\n", // a marked package
		"pkg/graph.py":    "import __static__\nfrom . import util\nfrom ..beyond import x\n",
		"pkg/util.py":     "import __static__\n",
		"pkg/bad.py":      "import __static__\ndef (\n", // never imported
		"unused.py":       "import __static__\n",
	})
	got := map[string]string{}
	var order []string
	for _, m := range StaticImports(filepath.Join(dir, "app.py"), []string{dir}) {
		rel, _ := filepath.Rel(dir, m.Path)
		got[m.Name] = filepath.ToSlash(rel)
		order = append(order, m.Name)
	}
	want := map[string]string{
		"deep": "deep.py", "late": "late.py", "pkg": "pkg/__init__.py",
		"pkg.graph": "pkg/graph.py", "pkg.util": "pkg/util.py",
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("StaticImports (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]string{"deep", "pkg", "pkg.graph", "pkg.util", "late"}, order); diff != "" {
		t.Errorf("order (-want +got):\n%s", diff)
	}
}

// TestCheckAcrossModules: `from lib import f` types f from lib's checked
// interface, so a wrong call is an error at the caller's position; a
// module with errors or a decorated function leave the names dynamic,
// and an import cycle ends, without a crash.
func TestCheckAcrossModules(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"lib.py": "import __static__\nfrom __static__ import int64\n\n" +
			"def scale(n: int, name: str) -> int:\n    return n\n\n" +
			"def raw(x: int64) -> int64:\n    return x\n\n" +
			"def deco(f):\n    return f\n\n@deco\ndef wrapped(n: int) -> int:\n    return n\n",
		"app.py": "import __static__\nfrom __static__ import int64\nfrom lib import scale, raw, wrapped\nfrom cyc import g\nfrom broken import h\n\n" +
			"def main() -> None:\n" +
			"    scale(1, 'a')\n" + // line 8: fine
			"    scale('one', 'a')\n" + // line 9: wrong type
			"    x: int64 = 1\n" +
			"    raw(x)\n" + // line 11: a primitive, boxed: fine
			"    scale(x, 'a')\n" + // line 12: int64 for an int parameter
			"    scale(1)\n" + // line 13: missing argument
			"    wrapped('any')\n" + // line 14: decorated: dynamic
			"    g('any')\n    h('any')\n",
		"cyc.py":    "import __static__\nfrom app import main\n\ndef g(n: int) -> int:\n    return n\n",
		"broken.py": "import __static__\n\ndef h(n: int) -> int:\n    return 'no'\n",
	})
	diags, err := Check([]string{filepath.Join(dir, "app.py")}, CheckOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range diags.Sorted() {
		got = append(got, fmt.Sprintf("%d:%d %s", d.Pos.Line, d.Pos.Col, d.Code))
	}
	// cyc imports app back: that cycle ends at app (cyc is checked
	// without app's interface), so cyc's g is still typed: line 15.
	want := []string{"9:11 SP2001", "12:11 SP2001", "13:5 SP2009", "15:7 SP2001"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("diagnostics (-want +got):\n%s\n%v", diff, diags.Sorted())
	}
}

// TestCheckAcrossPackageModules: inside a package, `from .m import f`,
// `from ..m import f` and `from pkg.m import f` type f from m's
// interface (the package tree's root is searched too), so a wrong call
// is an error at the caller's file:line:col.
func TestCheckAcrossPackageModules(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"pkg/__init__.py":     "",
		"pkg/m.py":            "import __static__\n\ndef f(n: int) -> int:\n    return n\n",
		"pkg/sub/__init__.py": "import __static__\nfrom ..m import f\n\ndef a() -> None:\n    f('x')\n",
		"pkg/sub/s.py":        "import __static__\nfrom pkg.m import f\nfrom .. import m\n\ndef b() -> None:\n    f('y')\n",
		"pkg/n.py":            "import __static__\nfrom .m import f\n\ndef c() -> int:\n    return f(1) + f('z')\n",
	})
	diags, err := Check([]string{filepath.Join(dir, "pkg")}, CheckOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range diags.Sorted() {
		rel, _ := filepath.Rel(dir, d.Pos.File)
		got = append(got, fmt.Sprintf("%s:%d:%d %s", filepath.ToSlash(rel), d.Pos.Line, d.Pos.Col, d.Code))
	}
	want := []string{"pkg/n.py:5:21 SP2001", "pkg/sub/__init__.py:5:7 SP2001", "pkg/sub/s.py:6:7 SP2001"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("diagnostics (-want +got):\n%s\n%v", diff, diags.Sorted())
	}
}

// TestCheckAcrossModuleClasses: `from shapes import Vec` types Vec from
// shapes' interface: a wrong constructor call, method call, field store
// or override in a subclass is an error at the caller's file:line:col,
// the class named by its own module.
func TestCheckAcrossModuleClasses(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"shapes.py": "import __static__\nfrom __static__ import int64\n\n" +
			"class Vec:\n    def __init__(self, x: int64) -> None:\n        self.x: int64 = x\n\n" +
			"    def dot(self, o: 'Vec') -> int64:\n        return self.x * o.x\n",
		"app.py": "import __static__\nfrom __static__ import int64\nfrom shapes import Vec as V\n\n" +
			"class Sub(V):\n    def dot(self, o: int) -> int64:\n        return 1\n\n" + // line 6: bad override
			"def main() -> None:\n" +
			"    v = V('one')\n" + // line 10: wrong type
			"    v.dot(5)\n" + // line 11: wrong type
			"    v.x = 'a'\n" + // line 12: wrong field type
			"    v.dot(v)\n" + // line 13: fine
			"    v.nope()\n", // line 14: dynamic, fine
	})
	diags, err := Check([]string{filepath.Join(dir, "app.py")}, CheckOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range diags.Sorted() {
		got = append(got, fmt.Sprintf("%d:%d %s", d.Pos.Line, d.Pos.Col, d.Code))
	}
	want := []string{"6:5 SP2030", "10:11 SP2001", "11:11 SP2001", "12:5 SP2001"} // a store mismatch at its target, as CinderX reports it
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("diagnostics (-want +got):\n%s\n%v", diff, diags.Sorted())
	}
	for _, d := range diags.Sorted() {
		if d.Pos.Line == 11 && !strings.Contains(d.Message, "expected shapes.Vec") {
			t.Errorf("line 11: %q, want the class named shapes.Vec", d.Message)
		}
	}
}

// TestCheckThroughThirdModule: far.py imports only mid's Mid (a subclass
// of shapes' Base) and mk; a wrong call of Mid's constructor and of a
// method it inherits from Base — a class far never imports — and of mk
// are errors at far's file:line:col.
func TestCheckThroughThirdModule(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"shapes.py": "import __static__\nfrom __static__ import int64\n\n" +
			"class Base:\n    def __init__(self, k: int64) -> None:\n        self.k: int64 = k\n\n" +
			"    def get(self) -> int64:\n        return self.k\n",
		"mid.py": "import __static__\nfrom __static__ import int64\nfrom shapes import Base\n\n" +
			"class Mid(Base):\n    pass\n\n" +
			"def mk(k: int64) -> Mid:\n    return Mid(k)\n",
		"far.py": "import __static__\nfrom __static__ import int64\nfrom mid import Mid, mk\n\n" +
			"def g() -> int64:\n" +
			"    a = Mid('x')\n" + // line 6: wrong type for Base.__init__
			"    b = mk('1')\n" + // line 7: wrong type
			"    return a.get(3) + b.get()\n", // line 8: Base.get takes no argument
	})
	diags, err := Check([]string{filepath.Join(dir, "far.py")}, CheckOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, d := range diags.Sorted() {
		got = append(got, fmt.Sprintf("%d:%d %s", d.Pos.Line, d.Pos.Col, d.Code))
	}
	want := []string{"6:13 SP2001", "7:12 SP2001", "8:12 SP2009"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("diagnostics (-want +got):\n%s\n%v", diff, diags.Sorted())
	}
}

// TestDependencyOrder: a module starts building after the modules it
// imports from; in a cycle the module met first goes last, and modules
// that import nothing keep their order.
func TestDependencyOrder(t *testing.T) {
	dir := t.TempDir()
	writeTree(t, dir, map[string]string{
		"app.py":          "from lib import f\nfrom pkg.m import g\n",
		"lib.py":          "from base import h\n",
		"base.py":         "x = 1\n",
		"solo.py":         "y = 2\n",
		"c1.py":           "from c2 import a\n",
		"c2.py":           "from c1 import b\n",
		"pkg/__init__.py": "",
		"pkg/m.py":        "from .n import k\n",
		"pkg/n.py":        "",
	})
	var jobs []BuildJob
	for _, n := range []string{"app", "solo", "lib", "base", "c1", "c2", "pkg/m", "pkg/n"} {
		jobs = append(jobs, BuildJob{Module: Module{Name: n, Path: filepath.Join(dir, filepath.FromSlash(n)+".py")}})
	}
	var got []string
	for _, i := range dependencyOrder(jobs) {
		got = append(got, jobs[i].Module.Name)
	}
	want := []string{"base", "lib", "pkg/n", "pkg/m", "app", "solo", "c2", "c1"}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("order (-want +got):\n%s", diff)
	}
}
