package tests

import (
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoLeaks calls compiled functions 100,000 times, with object
// arguments and with calls that raise and are caught, and requires the
// arguments' reference counts to be unchanged and traced memory to stay
// flat between two equal rounds.
func TestNoLeaks(t *testing.T) {
	python, _ := needToolchain(t)
	outDir := t.TempDir()
	src, _ := filepath.Abs("testdata/run/glue.py")
	build(t, src, buildOptions(t, outDir))
	script := `
import sys, tracemalloc, glue
xs = [1, 2, 3]; s = "a string"
before = (sys.getrefcount(xs), sys.getrefcount(s))
for i in range(100000):
    glue.lengths(xs); glue.as_int(5); glue.describe(i)
    try: glue.as_int(s)
    except TypeError: pass
    try: glue.outer(3)
    except ZeroDivisionError: pass
after = (sys.getrefcount(xs), sys.getrefcount(s))
assert before == after, ("refcounts changed", before, after)
def rounds():
    for i in range(30000):
        try: glue.outer(3)
        except ZeroDivisionError: pass
        glue.describe(i); glue.test_loops(); glue.test_pick(); glue.test_print.__name__
tracemalloc.start()
rounds(); a = tracemalloc.get_traced_memory()[0]
rounds(); b = tracemalloc.get_traced_memory()[0]
assert b - a < 4096, ("memory grew", a, b)
print("ok")
`
	cmd := exec.Command(python, "-c", script)
	cmd.Dir = outDir
	out, err := cmd.CombinedOutput()
	if err != nil || strings.TrimSpace(string(out)) != "ok" {
		t.Fatalf("leak check failed: %v\n%s", err, out)
	}
}

// TestNoLeaksDynamic runs every test function of the modules that
// exercise exceptions, closures, comprehensions and calls many times and
// requires traced memory to stay flat: every path, the raising ones
// included, releases what it holds.
func TestNoLeaksDynamic(t *testing.T) {
	python, _ := needToolchain(t)
	for _, name := range []string{"exceptions", "closures", "comprehensions", "signatures", "checked", "arrays", "classes", "fields", "fallback", "realistic", "slots", "dispatch"} {
		t.Run(name, func(t *testing.T) {
			outDir := t.TempDir()
			src, _ := filepath.Abs("testdata/run/" + name + ".py")
			build(t, src, buildOptions(t, outDir))
			script := `
import gc, sys, tracemalloc, importlib
m = importlib.import_module(sys.argv[1])
tests = [getattr(m, n) for n in dir(m) if n.startswith("test_")]
def rounds(k):
    for _ in range(k):
        for f in tests:
            try:
                f()
            except Exception:
                pass
rounds(100)
gc.collect()
tracemalloc.start()
rounds(300); gc.collect(); a = tracemalloc.get_traced_memory()[0]
rounds(300); gc.collect(); b = tracemalloc.get_traced_memory()[0]
assert b - a < 8192, ("memory grew", a, b)
print("ok")
`
			cmd := exec.Command(python, "-c", script, name)
			cmd.Dir = outDir
			out, err := cmd.CombinedOutput()
			if err != nil || strings.TrimSpace(string(out)) != "ok" {
				t.Fatalf("leak check failed: %v\n%s", err, out)
			}
		})
	}
}
