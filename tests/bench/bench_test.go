package main

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/staticpyc/staticpyc/codegen"
)

// TestSmoke runs the whole benchmark with tiny sizes and checks that it
// prints every row. It asserts nothing about the numbers. It skips under
// -short, and when python3, gcc/cc or LLVM is missing, except in CI (CI
// set), where a missing tool is a failure. Missing Python headers are not a
// reason to skip: the benchmark then builds the C extension from
// testdata/cext_abi.c, which needs none.
func TestSmoke(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: skipping the benchmark smoke run")
	}
	need := func(ok bool, reason string) {
		if ok {
			return
		}
		if os.Getenv("CI") != "" {
			t.Fatalf("CI is set, so this cannot be skipped: %s", reason)
		}
		t.Skip(reason)
	}
	_, err := exec.LookPath("python3")
	need(err == nil, "python3 not found; install it with `apt-get install -y python3`")
	_, err = codegen.FindToolchain(codegen.ToolchainConfig{})
	need(err == nil, "toolchain: "+errString(err))

	var out bytes.Buffer
	err = Run(SmokeConfig(), &out)
	t.Logf("benchmark output:\n%s", out.String())
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out.String(), "MISMATCH") || strings.Contains(out.String(), "RESULTS DIFFER") {
		t.Errorf("a program's compiled result differs from plain CPython's")
	}
	rows := []string{
		"loops.mix:", "loops.count:", "call: f(7)",
		"  C, ", "  compiled (staticpyc)", "  interpreted (PYTHONPATH=runtime/python)",
		"  C extension, METH_FASTCALL", "  compiled callee.ident", "  plain Python def", "  the loop alone",
		"  mix    compiled / C", "  mix    interpreted / compiled",
		"  count  compiled / C", "  count  interpreted / compiled",
		"  call   compiled / C extension ", "  call   compiled / C extension, net",
		"  call   Python def / C extension",
		"walk: ", "life: 96x96 torus", "mixed width:",
		"  compiled, bounds checks off", "  compiled, noalias pass skipped",
		"  walk   compiled / C", "  walk   interpreted / compiled", "  walk   bounds checks on / off", "  walk   noalias on / off",
		"csr: the article's walk", "  bounds checks left in the inner loop, per copy (csr.walk",
		"  csr    compiled / C", "  csr    interpreted / compiled", "  csr    bounds checks on / off",
		"  cross-module (from xlib import add1; add1(t): xapp's copy)", "  same module, direct",
		"  method of another module's class", "  method of this module's class",
		"  staticpyc check of the package", "  cold (empty cache)", "  warm (nothing changed, 3 from cache)",
		"  one body changed in m0, which m1 imports (2 from cache)",
		"  life   compiled / C", "  life   interpreted / compiled", "  life   bounds checks on / off", "  life   noalias on / off",
		"  mixed  compiled / C", "  mixed  interpreted / compiled", "  mixed  bounds checks on / off", "  mixed  noalias on / off",
		"axpy: ", "  axpy   compiled / C", "  axpy   bounds checks on / off", "  axpy   noalias on / off",
		"build: generated modules", "  typed      ", "  untyped    ", "refcount elision", "  walk.py                increfs", "  glue.py                increfs",
		"Noise:",
		"untyped programs:", "  scheduler ", "typed programs:", "  geomean ",
		"native classes (issue 11):", "  field_rw ", "  call_pyoverride ", "  construct ", "typed_micro.so:",
	}
	text := out.String()
	for _, r := range rows {
		if !strings.Contains(text, r) {
			t.Errorf("no row %q", r)
		}
	}
	// n/a is allowed only with its reason: the noalias pass not in lower's
	// pass table yet, or a variant whose IR equals the default build's.
	for _, line := range strings.Split(text, "\n") {
		if strings.Contains(line, "call_pyoverride") {
			continue // C has no Python subclass
		}
		if strings.Contains(line, "n/a") && !strings.Contains(line, "(pass not present)") && !strings.Contains(line, "(same IR as the default build)") {
			t.Errorf("a variant is missing (n/a in the table): %s", line)
		}
	}
}

func errString(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

func TestParseFamilies(t *testing.T) {
	got, err := parseFamilies("micro, untyped")
	if err != nil || len(got) != 2 || !got["micro"] || !got["untyped"] {
		t.Errorf("parseFamilies(micro, untyped) = %v, %v", got, err)
	}
	if got, _ := parseFamilies("all"); len(got) != len(allFamilies) {
		t.Errorf("parseFamilies(all) = %v", got)
	}
	if _, err := parseFamilies("kernel"); err == nil {
		t.Error("parseFamilies(kernel): no error")
	}
}

func TestProgramSize(t *testing.T) {
	src := []byte("def run(n):\n    return n\n\n\nTEST_N = 3\nBENCH_N = 40\n")
	if n, err := programSize(src, "BENCH_N"); n != 40 || err != nil {
		t.Errorf("BENCH_N = %d, %v", n, err)
	}
	if n, err := programSize(src, "TEST_N"); n != 3 || err != nil {
		t.Errorf("TEST_N = %d, %v", n, err)
	}
	if _, err := programSize([]byte("x = 1\n"), "BENCH_N"); err == nil {
		t.Error("no BENCH_N line: no error")
	}
}
