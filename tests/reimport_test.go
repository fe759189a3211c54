package tests

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// reimportScript imports a compiled module, drops it from sys.modules and
// imports it again, then reloads it. A compiled module's classes and
// globals live in the library, once per process, so the second import
// must hand back the same module with its state, and its functions must
// go on working on the objects made before (they failed with "expected
// 'Point', got 'Point'" when a second module object ran the body again).
const reimportScript = `
import importlib, sys
import reimported as m1
p = m1.make(1)
assert m1.bump() == 1
del sys.modules["reimported"]
import reimported as m2
assert m2 is m1, "a second import made a second module"
assert m2.Point is m1.Point and type(p) is m2.Point
assert p.get() == 2 and m2.make(5).get() == 6
assert m2.bump() == 2 and m1.counter == 2
try:
    m1.fail()
except m2.Failure as e:
    assert str(e) == "failed"
m3 = importlib.reload(m2)
assert m3 is m1 and m3.Point is type(p) and m3.counter == 2 and p.get() == 2
try:
    import failing_body
except ValueError as e:
    assert str(e) == "the body raised", e
else:
    raise AssertionError("the body did not raise")
try:
    import failing_body
except ImportError as e:
    assert "failing_body" in str(e), e
else:
    raise AssertionError("a module whose body raised imported again")
print("ok")
`

// TestReimportKeepsTheModule runs reimportScript on every target python.
func TestReimportKeepsTheModule(t *testing.T) {
	if testing.Short() {
		t.Skip("builds modules")
	}
	needToolchain(t)
	for _, py := range testPythons(t) {
		var dirs []string
		for _, name := range []string{"reimported", "failing_body"} {
			abs, err := filepath.Abs("testdata/reimport/" + name + ".py")
			if err != nil {
				t.Fatal(err)
			}
			dirs = append(dirs, sharedBuild(t, py, abs))
		}
		cmd := exec.Command(py.Path, "-c", reimportScript)
		cmd.Env = append(cmd.Environ(), "PYTHONPATH="+strings.Join(dirs, ":"), "PYTHONDONTWRITEBYTECODE=1")
		out, err := cmd.CombinedOutput()
		if err != nil || strings.TrimSpace(string(out)) != "ok" {
			t.Errorf("%s: %v\n%s", py.Path, err, strings.TrimSpace(string(out)))
		}
	}
}
