package driver

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
)

func TestExcluded(t *testing.T) {
	tests := []struct {
		pattern, rel string
		want         bool
	}{
		{"tests", "tests", true},
		{"tests", "a/tests", true}, // base name
		{"tests", "a/tests_x.py", false},
		{"*_pb2.py", "gen/deep/x_pb2.py", true},
		{"gen/*.py", "gen/x.py", true},
		{"gen/*.py", "a/gen/x.py", false},
		{"**/gen/*.py", "a/gen/x.py", true},
		{"**/gen/*.py", "gen/x.py", true},
		{"a/**", "a/b/c.py", true},
		{"a/**/c.py", "a/c.py", true},
		{"./gen/", "gen", true},
		{"x.py", "y.py", false},
	}
	for _, tt := range tests {
		if got := excluded([]string{tt.pattern}, tt.rel, filepath.Base(tt.rel)); got != tt.want {
			t.Errorf("excluded(%q, %q) = %v, want %v", tt.pattern, tt.rel, got, tt.want)
		}
	}
	if ValidateGlob("[") == nil {
		t.Error("ValidateGlob([) accepted a malformed pattern")
	}
}

func TestHasMarker(t *testing.T) {
	tests := map[string]bool{
		"import __static__\n":        true,
		"import __strict__\nx = 1\n": true,
		"'''doc'''\nfrom __future__ import annotations\nimport __static__\n": true,
		"import os\nimport __static__\n":                                     true, // misplaced: checked, so that it is reported
		"import __static__, os\n":                                            true, // combined: checked, so that it is reported
		"from __static__ import int64\n":                                     false,
		"x = 1\n":                                                            false,
		"def f():\n    import __static__\n":                                  false,
		"":                                                                   false,
	}
	for src, want := range tests {
		var l diagnostics.List
		m := parser.Parse("m.py", []byte(src), &l)
		if got := HasMarker(m); got != want || l.HasErrors() {
			t.Errorf("HasMarker(%q) = %v, want %v (%v)", src, got, want, l.Sorted())
		}
	}
}

func TestCheckParsesUnmarkedFiles(t *testing.T) {
	dir := t.TempDir()
	typeError := "from __static__ import int64\n\ndef f() -> int64:\n    return 'no'\n"
	os.WriteFile(filepath.Join(dir, "plain.py"), []byte(typeError), 0o644)
	os.WriteFile(filepath.Join(dir, "marked.py"), []byte("import __static__\n"+typeError), 0o644)
	os.MkdirAll(filepath.Join(dir, "skip"), 0o755)
	os.WriteFile(filepath.Join(dir, "skip", "bad.py"), []byte("def (:\n"), 0o644)
	list, err := Check([]string{dir}, CheckOptions{Exclude: []string{"skip"}})
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	for _, d := range list.Sorted() {
		files = append(files, filepath.Base(d.Pos.File))
	}
	if diff := cmp.Diff([]string{"marked.py"}, files); diff != "" {
		t.Errorf("files with diagnostics (-want +got):\n%s", diff)
	}
	// Named explicitly, the plain file is checked too.
	list, _ = Check([]string{filepath.Join(dir, "plain.py")}, CheckOptions{})
	if !list.HasErrors() {
		t.Error("plain.py named explicitly was not type-checked")
	}
}

// TestCheckNamesPackageModules checks that messages name a class of a
// package's module by the module's dotted name, as CinderX names it
// (mypkg.graph.Node), not by the file's stem.
func TestCheckNamesPackageModules(t *testing.T) {
	dir := t.TempDir()
	pkg := filepath.Join(dir, "mypkg")
	files := map[string]string{
		"__init__.py": "",
		"graph.py":    "import __static__\n\nclass Node:\n    pass\n",
		"use.py":      "import __static__\nfrom mypkg.graph import Node\n\ndef f(n: Node) -> None:\n    pass\n\nf('no')\n",
	}
	os.MkdirAll(pkg, 0o755)
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(pkg, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	list, err := Check([]string{dir}, CheckOptions{})
	if err != nil {
		t.Fatal(err)
	}
	var msgs []string
	for _, d := range list.Sorted() {
		msgs = append(msgs, d.Message)
	}
	want := []string{"type mismatch: str received for positional arg 'n', expected mypkg.graph.Node"}
	if diff := cmp.Diff(want, msgs); diff != "" {
		t.Errorf("messages (-want +got):\n%s", diff)
	}
	if got := dottedModuleName(filepath.Join(pkg, "__init__.py")); got != "mypkg" {
		t.Errorf("dottedModuleName(mypkg/__init__.py) = %q, want mypkg", got)
	}
}

// TestCheckModulesShareNoTypes checks several modules that each define a
// class Body and use CheckedList[Body] and Optional[Body], in parallel
// and twice in one process. Such types were once interned in package
// maps: the second module's CheckedList[Body] was the first module's
// type ("Body cannot be assigned to Body"), and parallel checks wrote
// the maps concurrently.
func TestCheckModulesShareNoTypes(t *testing.T) {
	const src = `import __static__
from __static__ import CheckedList, int64, clen, crange
from typing import Optional


class Body:
    def __init__(self, x: float) -> None:
        self.x: float = x


def total(bodies: CheckedList[Body]) -> float:
    s: float = 0.0
    for i in crange(clen(bodies)):
        b: Body = bodies[i]
        s += b.x
    return s


def first(bodies: CheckedList[Body]) -> Optional[Body]:
    if clen(bodies) == 0:
        return None
    return bodies[0]
`
	dir := t.TempDir()
	for i := range 8 {
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("m%d.py", i)), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for range 2 {
		list, err := Check([]string{dir}, CheckOptions{})
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range list.Sorted() {
			t.Errorf("%s", d)
		}
	}
}

// TestBuildKeepsPythonClassRules type-checks a file as the build does: a
// plain module (no marker) may override a method with another signature,
// as Python allows; with the marker, Static Python's rule applies.
func TestBuildKeepsPythonClassRules(t *testing.T) {
	src := "class A:\n    def m(self, x: int) -> int:\n        return x\n\n" +
		"class B(A):\n    def m(self, y: str) -> str:\n        return y\n"
	for _, c := range []struct {
		name, src string
		mode      staticMode
		want      bool
	}{
		{"plain build", src, buildFile, false},
		{"marked build", "import __static__\n" + src, buildFile, true},
		{"plain named to check", src, forceStatic, true},
	} {
		var diags diagnostics.List
		if _, _, err := frontEnd("m.py", []byte(c.src), c.mode, &diags); err != nil {
			t.Fatal(err)
		}
		got := false
		for _, d := range diags.Sorted() {
			if d.Code == diagnostics.BadOverride {
				got = true
			}
		}
		if got != c.want {
			t.Errorf("%s: SP2030 reported = %v, want %v (%v)", c.name, got, c.want, diags.Sorted())
		}
	}
}
