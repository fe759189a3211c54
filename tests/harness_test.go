package tests

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestHarness checks the harness itself on a plain Python module, so
// that it is known to work before the compiled side can be compared.
func TestHarness(t *testing.T) {
	python := needPython(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "plain.py")
	err := os.WriteFile(src, []byte(`print("importing")

def helper(x):
    return 10 // x

def test_value():
    return [1, "a"]

def test_print():
    print("hello")

def test_raise():
    try:
        helper(0)
    except ZeroDivisionError as e:
        raise ValueError("bad") from e

def not_a_test():
    return 0

def test_last():
    return 3

# CALL: helper(5)
# CALL: helper("x")
`), 0o644)
	if err != nil {
		t.Fatal(err)
	}
	got, err := RunHarness(python, "harness.py", dir, "plain", src, nil)
	if err != nil {
		t.Fatal(err)
	}
	str := func(s string) *string { return &s }
	cause := &struct {
		Type    string `json:"type"`
		Message string `json:"message"`
	}{"ZeroDivisionError", "integer division or modulo by zero"}
	want := &Report{
		ImportStdout: "importing\n",
		Calls: []Call{
			{Name: "test_value", Result: str("[1, 'a']")},
			{Name: "test_print", Result: str("None"), Stdout: "hello\n"},
			{Name: "test_raise", Exception: &Exception{Type: "ValueError", Message: "bad", Cause: cause, Lines: []int{16}}},
			{Name: "test_last", Result: str("3")},
			{Name: `helper(5)`, Result: str("2")},
			{Name: `helper("x")`, Exception: &Exception{
				Type: "TypeError", Message: "unsupported operand type(s) for //: 'int' and 'str'", Lines: []int{4},
			}},
		},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("mismatch (-want +got):\n%s", diff)
	}
}

// TestHarnessImportError checks that an exception raised while importing
// is recorded rather than lost.
func TestHarnessImportError(t *testing.T) {
	python := needPython(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "broken.py")
	if err := os.WriteFile(src, []byte("x = 1\nraise RuntimeError('at import')\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	got, err := RunHarness(python, "harness.py", dir, "broken", src, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := &Report{Import: &Exception{Type: "RuntimeError", Message: "at import", Lines: []int{2}}, Calls: []Call{}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("mismatch (-want +got):\n%s", diff)
	}
}
