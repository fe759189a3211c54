package driver

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/staticpyc/staticpyc/codegen"
)

// buildOptions returns the options of a build at -O0 with the toolchain
// found, or skips (fails under CI) without one.
func buildOptions(t *testing.T) Options {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: no builds")
	}
	tc, err := codegen.FindToolchain(codegen.ToolchainConfig{})
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal(err)
		}
		t.Skip(err)
	}
	opts := DefaultOptions()
	opts.OptLevel, opts.Toolchain = 0, tc
	return opts
}

// TestStartPrepareGuess: a build given a Preparation compiles for the
// target recorded from the last probe and, when the probe now answers
// otherwise, compiles again for that one; the record follows the probe.
func TestStartPrepareGuess(t *testing.T) {
	base := buildOptions(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "m.py")
	os.WriteFile(src, []byte("def f(x):\n    return [x, x + 1]\n"), 0o644)
	t311 := &Target{Python: "p", Executable: "/x/3.11", Version: "3.11", ExtSuffix: ".cpython-311-x86_64-linux-gnu.so"}
	py312 := fakePython(t, "3.12", ".cpython-312-x86_64-linux-gnu.so")

	// What a build for 3.12 told so writes.
	direct := base
	direct.Python, direct.OutDir, direct.EmitLLVM = py312, filepath.Join(dir, "direct"), true
	want, _, err := Build(src, direct)
	if err != nil {
		t.Fatal(err)
	}
	wantLL, _ := os.ReadFile(filepath.Join(direct.OutDir, "m.ll"))
	// The premise: what is built for 3.11 differs.
	other := base
	other.Python, other.OutDir, other.EmitLLVM = fakePython(t, "3.11", t311.ExtSuffix), filepath.Join(dir, "other"), true
	if _, _, err := Build(src, other); err != nil {
		t.Fatal(err)
	}
	if ll, _ := os.ReadFile(filepath.Join(other.OutDir, "m.ll")); string(ll) == string(wantLL) {
		t.Fatal("the IR for 3.11 and for 3.12 is the same: this test tells nothing")
	}

	for _, guess := range []*Target{nil, t311} {
		records := t.TempDir()
		opts := base
		opts.Python = py312
		if guess != nil {
			writeTarget(probeRecord(records, py312), guess)
		}
		opts.Preparing = StartPrepare(opts, records)
		if got := opts.Preparing.guess; (got == nil) != (guess == nil) {
			t.Fatalf("guess = %+v, want %+v", got, guess)
		}
		opts.OutDir, opts.EmitLLVM = filepath.Join(dir, "guessed"), true
		out, diags, err := Build(src, opts)
		if err != nil || diags.HasErrors() {
			t.Fatalf("Build with guess %+v: %v %v", guess, err, diags)
		}
		if filepath.Base(out) != filepath.Base(want) {
			t.Errorf("guess %+v: built %s, want %s", guess, filepath.Base(out), filepath.Base(want))
		}
		if ll, _ := os.ReadFile(filepath.Join(opts.OutDir, "m.ll")); string(ll) != string(wantLL) {
			t.Errorf("guess %+v: the IR differs from a build told 3.12", guess)
		}
		if rec := readTarget(probeRecord(records, py312)); rec == nil || rec.Version != "3.12" {
			t.Errorf("guess %+v: the record after the build is %+v, want 3.12's", guess, rec)
		}
	}
}

// TestCachedBuildWrongGuess: through the build cache, a wrong guess
// neither takes the guessed target's entry nor files the build under it.
func TestCachedBuildWrongGuess(t *testing.T) {
	base := buildOptions(t)
	dir := t.TempDir()
	src := filepath.Join(dir, "m.py")
	os.WriteFile(src, []byte("def f(x):\n    return x * 2\n"), 0o644)
	py312 := fakePython(t, "3.12", ".cpython-312-x86_64-linux-gnu.so")
	cache, records := t.TempDir(), t.TempDir()
	job := BuildJob{Module: Module{Name: "m", Path: src, Static: true}, OutDir: filepath.Join(dir, "out")}
	// An entry for the guess (3.11), as an earlier build would have left.
	t311 := &Target{Python: py312, Executable: "/x/3.11", Version: "3.11", ExtSuffix: ".cpython-311-x86_64-linux-gnu.so"}
	pre := base
	pre.Target = t311
	if r := BuildModules([]BuildJob{job}, pre, 1, nil, cache); r[0].Err != nil || r[0].Cached {
		t.Fatalf("first build: %+v", r[0])
	}
	writeTarget(probeRecord(records, py312), t311)
	opts := base
	opts.Python = py312
	opts.Preparing = StartPrepare(opts, records)
	r := BuildModules([]BuildJob{job}, opts, 1, nil, cache)[0]
	if r.Err != nil || r.Cached || filepath.Base(r.Out) != "m.cpython-312-x86_64-linux-gnu.so" {
		t.Fatalf("build with a wrong guess: %+v, want a fresh build of m.cpython-312-x86_64-linux-gnu.so", r)
	}
	// Now the guess is right (the record says 3.12) and the entry is 3.12's.
	opts.Preparing = StartPrepare(opts, records)
	r = BuildModules([]BuildJob{job}, opts, 1, nil, cache)[0]
	if r.Err != nil || !r.Cached || filepath.Base(r.Out) != "m.cpython-312-x86_64-linux-gnu.so" {
		t.Fatalf("build again: %+v, want 3.12's cached entry", r)
	}
}
