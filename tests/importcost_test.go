package tests

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// importCostScript imports the compiled modules of testdata/importcost in
// a fresh interpreter and lists the modules each import added: a plain
// module loads none of staticpyc's runtime, and no compiled module loads
// ctypes or inspect (together ≈ 20 ms of a process's start-up, more than
// a small module's own import) for freezing or for __static__'s names.
// The static module's classes are still made immutable and the module
// strict.
const importCostScript = `
import sys, typing  # typing: what the modules import themselves
before = set(sys.modules)
import plain_annotated
added = set(sys.modules) - before - {"plain_annotated"}
assert not added, "plain_annotated loaded %s" % sorted(added)
assert plain_annotated.Point.__annotations__ == {"x": int, "y": float, "label": plain_annotated.Optional[str]}
assert plain_annotated.total([plain_annotated.Point(1).moved(1)]) == 5
plain_annotated.extra = 1  # a plain module stays an ordinary module

before = set(sys.modules)
import static_classes
added = set(sys.modules) - before
assert not {"ctypes", "inspect"} & added, "static_classes loaded %s" % sorted(added)
c = static_classes.make(4)
assert c.bump() == 5
try:
    static_classes.Counter.bump = None
except TypeError as e:
    assert str(e) == "cannot set 'bump' attribute of immutable type 'Counter'", e
else:
    raise AssertionError("Counter is mutable")
try:
    static_classes.make = None
except AttributeError:
    pass
else:
    raise AssertionError("static_classes is not strict")
print("ok")
`

// TestImportLoadsOnlyWhatItNeeds runs importCostScript on every target
// python.
func TestImportLoadsOnlyWhatItNeeds(t *testing.T) {
	if testing.Short() {
		t.Skip("builds modules")
	}
	needToolchain(t)
	for _, py := range testPythons(t) {
		var dirs []string
		for _, name := range []string{"plain_annotated", "static_classes"} {
			abs, err := filepath.Abs("testdata/importcost/" + name + ".py")
			if err != nil {
				t.Fatal(err)
			}
			dirs = append(dirs, sharedBuild(t, py, abs))
		}
		cmd := exec.Command(py.Path, "-c", importCostScript)
		cmd.Env = append(cmd.Environ(), "PYTHONPATH="+strings.Join(dirs, ":"), "PYTHONDONTWRITEBYTECODE=1")
		out, err := cmd.CombinedOutput()
		if err != nil || strings.TrimSpace(string(out)) != "ok" {
			t.Errorf("%s: %v\n%s", py.Path, err, strings.TrimSpace(string(out)))
		}
	}
}
