package lower

import (
	"strconv"
	"strings"
	"testing"

	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/typecheck"
)

const xinlineLib = `import __static__
from __static__ import int64, double


def add(x: int64, y: int64) -> int64:
    t: int64 = x * 3
    if t > y:
        return t - y
    return y


def div(x: int64, y: int64) -> int64:
    return x // y


def grow(x: int64) -> int64:
    return add(x, 1)


def name(s: str) -> str:
    return s
`

const xinlineApp = `import __static__
from __static__ import int64
from lib import add, div, grow, name


def f(n: int64) -> int64:
    t: int64 = 0
    i: int64 = 0
    while i < n:
        t = add(t, i) + div(t, 3) + grow(i)
        i += 1
    return t
`

// checkLib parses and checks src as module name, with imports.
func checkLib(t *testing.T, name, src string, imports map[string]*typecheck.Info) (*parser.Module, *typecheck.Info) {
	t.Helper()
	var diags diagnostics.List
	m := parser.Parse(name+".py", []byte(src), &diags)
	info := typecheck.Check(m, typecheck.Config{Static: true, Imports: imports}, &diags)
	if diags.HasErrors() {
		t.Fatalf("%s: %v", name, diags.Sorted())
	}
	return m, info
}

// TestCrossInline checks which imported functions the importer copies:
// those whose bodies are arithmetic on their arguments (a division
// raises through the C API alone), not one that calls a function or
// takes an object; that
// the exporter lists the copied body's key; and that the key follows
// the body's text, not its layout.
func TestCrossInline(t *testing.T) {
	_, lib := checkLib(t, "lib", xinlineLib, nil)
	appSrc, app := checkLib(t, "app", xinlineApp, map[string]*typecheck.Info{"lib": lib})
	res, err := Lower(appSrc, app, Config{ModuleName: "app", PythonVersion: "3.11"})
	if err != nil {
		t.Fatal(err)
	}
	var copies []string
	for _, f := range res.Module.Funcs {
		if strings.HasPrefix(f.Name(), "sp.xinline.") {
			copies = append(copies, f.Name()[strings.LastIndex(f.Name(), ".")+1:])
		}
	}
	if strings.Join(copies, " ") != "add div" {
		t.Errorf("copies %q, want add's and div's", copies)
	}
	res, err = Lower(appSrc, app, Config{ModuleName: "app", PythonVersion: "3.11", NoCrossInline: true})
	if err != nil {
		t.Fatal(err)
	}
	if s := res.Module.String(); strings.Contains(s, "sp.xinline") {
		t.Errorf("NoCrossInline: the module still has a copy")
	}

	libSrc, lib := checkLib(t, "lib", xinlineLib, nil)
	add := lib.Globals["add"].Func
	res, err = Lower(libSrc, lib, Config{ModuleName: "lib", PythonVersion: "3.11"})
	if err != nil {
		t.Fatal(err)
	}
	key := lib.BodyKey(add)
	if s := res.Module.String(); !strings.Contains(s, "i64 "+strconv.FormatInt(key, 10)+",") {
		t.Errorf("lib's interface does not list add's body key %d", key)
	}
	for _, c := range []struct {
		from, to string
		same     bool
	}{
		{"t: int64 = x * 3", "t: int64 = x*3  # three", true},
		{"t: int64 = x * 3", "t: int64 = x * 4", false},
		{"return t - y", "return y - t", false},
	} {
		_, changed := checkLib(t, "lib", strings.Replace(xinlineLib, c.from, c.to, 1), nil)
		if got := changed.BodyKey(changed.Globals["add"].Func) == key; got != c.same {
			t.Errorf("%q -> %q: same key %v, want %v", c.from, c.to, got, c.same)
		}
	}
	for _, n := range []string{"grow", "name"} {
		if lib.InlineCandidate(lib.Globals[n].Func) {
			t.Errorf("%s is an inline candidate", n)
		}
	}
}
