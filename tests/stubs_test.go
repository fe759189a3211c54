package tests

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/staticpyc/staticpyc/driver"
)

// TestStubs builds tests/testdata/stubs/shapes.py with stubs and runs
// mypy on two clients of the extension: one that uses the API as typed
// passes, one with a wrong argument type, a wrong result type and a
// missing argument gets exactly those three errors — mypy sees the
// compiled module's types through shapes.pyi.
func TestStubs(t *testing.T) {
	needToolchain(t)
	mypy := "/usr/bin/python3"
	if err := exec.Command(mypy, "-m", "mypy", "--version").Run(); err != nil {
		skipOrFail(t, "mypy is not installed (apt-get install -y python3-mypy)")
	}
	out := t.TempDir()
	opts := buildOptions(t, out)
	opts.Stubs = true
	src := filepath.Join("testdata", "stubs")
	outs, diags, err := driver.BuildProject([]string{filepath.Join(src, "shapes.py")}, opts, driver.ProjectOptions{})
	if err != nil || diags.HasErrors() || len(outs) != 1 {
		t.Fatalf("build: %v %v %v", outs, err, diags.Sorted())
	}
	stub, err := os.ReadFile(filepath.Join(out, "shapes.pyi"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"class Named(Point):\n    name: str\n", "    x: int\n", "def far(p: Point, q: Optional[Point]) -> Optional[Point]: ...", "LIMIT: int\n", "    @staticmethod\n    def origin() -> Point: ..."} {
		if !strings.Contains(string(stub), want) {
			t.Errorf("shapes.pyi lacks %q:\n%s", want, stub)
		}
	}
	if strings.Contains(string(stub), "_private") || strings.Contains(string(stub), "_hidden") {
		t.Errorf("shapes.pyi shows private names:\n%s", stub)
	}
	mypyOn := func(client string) (string, error) {
		if err := driver.CopyFile(filepath.Join(src, client), filepath.Join(out, client)); err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(mypy, "-m", "mypy", "--no-incremental", "--no-error-summary", client)
		cmd.Dir = out
		msg, err := cmd.CombinedOutput()
		return string(msg), err
	}
	if msg, err := mypyOn("client_ok.py"); err != nil {
		t.Errorf("mypy on the good client: %v\n%s", err, msg)
	}
	msg, err := mypyOn("client_bad.py")
	want := []string{
		`client_bad.py:3: error: Argument 1 to "Point" has incompatible type "str"; expected "int"`,
		`client_bad.py:4: error: Incompatible types in assignment (expression has type "int", variable has type "str")`,
		`client_bad.py:5: error: Missing positional argument "q" in call to "far"`,
	}
	if err == nil {
		t.Errorf("mypy passed the bad client:\n%s", msg)
	}
	for _, w := range want {
		if !strings.Contains(msg, w) {
			t.Errorf("mypy on the bad client: no %q in\n%s", w, msg)
		}
	}
}
