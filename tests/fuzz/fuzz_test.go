package fuzz

import (
	"errors"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/staticpyc/staticpyc/driver"
)

// TestGenerateDeterministic: a seed names one program, so that a
// printed seed replays the run.
func TestGenerateDeterministic(t *testing.T) {
	a, b := Generate(7, 30).Source(), Generate(7, 30).Source()
	if a != b {
		t.Fatal("the same seed gave two programs")
	}
	if Generate(8, 30).Source() == a {
		t.Fatal("two seeds gave the same program")
	}
	if got := strings.Count(a, "\ndef test_f"); got != 30 {
		t.Fatalf("%d test functions, want 30", got)
	}
}

// TestShrink: the shrinker keeps only the functions the failure needs.
func TestShrink(t *testing.T) {
	p := Generate(3, 12)
	culprit := p.Funcs[5]
	small := Shrink(p, func(q *Program) bool {
		for _, f := range q.Funcs {
			if f == culprit {
				return true
			}
		}
		return false
	})
	if len(small.Funcs) != 1 || small.Funcs[0] != culprit {
		t.Fatalf("shrunk to %d functions, want the one that fails", len(small.Funcs))
	}
}

// TestDifferential runs one small generated program compiled and
// interpreted; they must agree (the CI budget runs many more, see
// .ci/run and `just fuzz-diff`).
func TestDifferential(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found")
	}
	opts, err := driver.Prepare(driver.DefaultOptions())
	if err != nil {
		t.Skip(err)
	}
	rt, _ := filepath.Abs("../../runtime/python")
	harness, _ := filepath.Abs("../harness.py")
	r := &Runner{Python: python, Harness: harness, RuntimeDir: rt, Options: opts}
	p := Generate(11, 12)
	if err := r.Check(p); err != nil {
		var m *Mismatch
		if errors.As(err, &m) {
			t.Fatal(r.Shrink(p).Source(), "\n", m.Diff)
		}
		t.Fatal(err)
	}
}
