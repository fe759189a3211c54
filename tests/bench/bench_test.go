// Package bench prints how fast compiled modules are, as ratios against
// the same source interpreted and against C. It is a benchmark, not a
// timed test: it never fails on a number.
package bench

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/staticpyc/staticpyc/codegen"
	"github.com/staticpyc/staticpyc/driver"
)

// BenchmarkLoops builds examples/loops.py, a C reference (testdata/cref.c, gcc
// -O2) and a hand-written C extension (testdata/cext.c), and runs testdata/bench.py, which
// prints ns per iteration of the data-dependent loop and ns per call,
// with ratios. Run it with `just bench` (-benchtime 1x: bench.py does its
// own rounds).
func BenchmarkLoops(b *testing.B) {
	python, err := exec.LookPath("python3")
	if err != nil {
		b.Skip("python3 not found")
	}
	tc, err := codegen.FindToolchain(codegen.ToolchainConfig{})
	if err != nil {
		b.Skip(err)
	}
	dir := b.TempDir()
	cc := func(out string, args ...string) {
		cmd := exec.Command(tc.CC, append([]string{"-O2", "-shared", "-fPIC", "-o", filepath.Join(dir, out)}, args...)...)
		if msg, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("%v: %v\n%s", cmd.Args, err, msg)
		}
	}
	target, err := driver.ProbePython(python)
	if err != nil {
		b.Fatal(err)
	}
	cc("cref.so", "testdata/cref.c")
	cc("cext"+target.ExtSuffix, "testdata/cext.c")

	args := []string{"testdata/bench.py", "--source", "../../examples/loops.py", "--cref", filepath.Join(dir, "cref.so"), "--cext-dir", dir}
	opts := driver.DefaultOptions()
	opts.Target, opts.Toolchain, opts.OutDir = target, tc, filepath.Join(dir, "compiled")
	out, diags, err := driver.Build("../../examples/loops.py", opts)
	switch {
	case err != nil:
		b.Logf("compiled variant left out: %v", err)
	case diags.HasErrors():
		b.Logf("compiled variant left out: %v", diags.Sorted())
	default:
		args = append(args, "--compiled", out)
	}
	for i := 0; i < b.N; i++ {
		rt, _ := filepath.Abs("../../runtime/python")
		cmd := exec.Command(python, args...)
		cmd.Env = append(os.Environ(), "PYTHONPATH="+rt, "PYTHONDONTWRITEBYTECODE=1")
		cmd.Stdout, cmd.Stderr = os.Stdout, os.Stderr
		if err := cmd.Run(); err != nil {
			b.Fatalf("bench.py: %v", err)
		}
	}
}
