package codegen

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
)

const answerLL = `define i64 @answer() {
entry:
  %x = add i64 40, 2
  ret i64 %x
}
`

// toolchain returns the tools or skips the test when they are absent
// (never in CI, where .ci/run installs them).
func toolchain(t *testing.T) *Toolchain {
	t.Helper()
	if testing.Short() {
		t.Skip("-short: not running external tools")
	}
	tc, err := FindToolchain(ToolchainConfig{})
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatalf("CI is set but the toolchain is missing: %v", err)
		}
		t.Skip(err)
	}
	return tc
}

func TestBuildLoadsWithCtypes(t *testing.T) {
	tc := toolchain(t)
	python, err := exec.LookPath("python3")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("CI is set but python3 is missing")
		}
		t.Skip("python3 not found")
	}
	for _, level := range []int{0, 3} {
		dir := t.TempDir()
		out := filepath.Join(dir, "answer.so")
		res, err := tc.Build(answerLL, out, Options{OptLevel: level, Stem: "answer"})
		if err != nil {
			t.Fatalf("-O%d: %v", level, err)
		}
		if len(res.Temps) != 0 {
			t.Errorf("-O%d: temps kept without KeepTemps: %v", level, res.Temps)
		}
		got, err := exec.Command(python, "-c", "import ctypes, sys; print(ctypes.CDLL(sys.argv[1]).answer())", out).CombinedOutput()
		if err != nil {
			t.Fatalf("-O%d: loading %s: %v\n%s", level, out, err, got)
		}
		if strings.TrimSpace(string(got)) != "42" {
			t.Errorf("-O%d: answer() = %q, want 42", level, got)
		}
	}
}

func TestKeepTemps(t *testing.T) {
	tc := toolchain(t)
	dir := t.TempDir()
	res, err := tc.Build(answerLL, filepath.Join(dir, "answer.so"), Options{OptLevel: 2, KeepTemps: true, Stem: "answer"})
	if err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"answer.ll", "answer.opt.ll", "answer.o", "answer.so"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("missing %s: %v", name, err)
		}
	}
	if len(res.Temps) != 3 {
		t.Errorf("Temps = %v, want the .ll, .opt.ll and .o", res.Temps)
	}
}

func TestVerify(t *testing.T) {
	tc := toolchain(t)
	if err := tc.Verify(answerLL); err != nil {
		t.Errorf("Verify(valid module) = %v", err)
	}
	// LLVM's parser already rejects a block without a terminator; the
	// error must come back as a *ToolError carrying opt's message.
	bad := "define i64 @f() {\nentry:\n  %x = add i64 1, 2\n}\n"
	err := tc.Verify(bad)
	var te *ToolError
	if !errors.As(err, &te) {
		t.Fatalf("Verify(block without terminator) = %v, want a *ToolError", err)
	}
	// A use that is not dominated by its definition parses but fails
	// only the verifier.
	undominated := "define i64 @g(i1 %c) {\nentry:\n  br i1 %c, label %a, label %b\na:\n  %x = add i64 1, 2\n  br label %b\nb:\n  ret i64 %x\n}\n"
	if err := tc.Verify(undominated); err == nil || !strings.Contains(err.Error(), "dominate") {
		t.Errorf("Verify(undominated use) = %v, want a dominance complaint", err)
	}
}

// TestBuildTexts builds a module of two parts whose texts are made on
// demand, and checks that a part whose text cannot be made fails the
// build with that error, as the first part's error.
func TestBuildTexts(t *testing.T) {
	tc := toolchain(t)
	dir := t.TempDir()
	other := "define i64 @other() {\nentry:\n  ret i64 7\n}\n"
	texts := []string{answerLL, other}
	var made atomic.Int32
	text := func(i int) (string, error) {
		made.Add(1)
		return texts[i], nil
	}
	if _, err := tc.BuildTexts(2, text, filepath.Join(dir, "two.so"), Options{OptLevel: 1, KeepTemps: true, Stem: "two"}); err != nil {
		t.Fatal(err)
	}
	if made.Load() != 2 {
		t.Errorf("made %d texts, want 2", made.Load())
	}
	for _, name := range []string{"two.0.ll", "two.1.ll", "two.so"} {
		if _, err := os.Stat(filepath.Join(dir, name)); err != nil {
			t.Errorf("missing %s: %v", name, err)
		}
	}
	broken := errors.New("cannot print part 1")
	_, err := tc.BuildTexts(2, func(i int) (string, error) {
		if i == 1 {
			return "", broken
		}
		return texts[i], nil
	}, filepath.Join(dir, "broken.so"), Options{OptLevel: 1})
	if !errors.Is(err, broken) {
		t.Errorf("BuildTexts with a failing text = %v, want %v", err, broken)
	}
}

// TestStartOrder checks that parts start heaviest first, ties and
// missing weights in part order, and that with one worker BuildTexts
// makes the texts in that order.
func TestStartOrder(t *testing.T) {
	for _, c := range []struct {
		n       int
		weights []int
		want    []int
	}{
		{3, nil, []int{0, 1, 2}},
		{4, []int{5, 9, 9, 1}, []int{1, 2, 0, 3}},
		{3, []int{1, 2}, []int{0, 1, 2}}, // not one per part: ignored
	} {
		if got := startOrder(c.n, c.weights); !slices.Equal(got, c.want) {
			t.Errorf("startOrder(%d, %v) = %v, want %v", c.n, c.weights, got, c.want)
		}
	}
	tc := toolchain(t)
	dir := t.TempDir()
	other := "define i64 @other() {\nentry:\n  ret i64 7\n}\n"
	texts := []string{answerLL, other}
	var order []int
	text := func(i int) (string, error) {
		order = append(order, i) // one worker: no race
		return texts[i], nil
	}
	opts := Options{OptLevel: 1, Jobs: 1, Weights: []int{1, 2}}
	if _, err := tc.BuildTexts(2, text, filepath.Join(dir, "two.so"), opts); err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(order, []int{1, 0}) {
		t.Errorf("texts made in order %v, want [1 0]", order)
	}
}

func TestBadOptLevel(t *testing.T) {
	tc := &Toolchain{Opt: "opt", LLC: "llc", CC: "cc"}
	if _, err := tc.Build(answerLL, "x.so", Options{OptLevel: 4}); err == nil {
		t.Error("Build with -O4 succeeded")
	}
}

func TestFindToolchain(t *testing.T) {
	onPath := func(names ...string) func(string) (string, error) {
		return func(name string) (string, error) {
			for _, n := range names {
				if n == name {
					return "/usr/bin/" + name, nil
				}
			}
			return "", exec.ErrNotFound
		}
	}
	noEnv := func(string) string { return "" }
	tests := []struct {
		name     string
		path     []string
		want     *Toolchain
		wantTool string // the missing tool, when an error is expected
	}{
		{"plain", []string{"opt", "llc", "cc"}, &Toolchain{Opt: "/usr/bin/opt", LLC: "/usr/bin/llc", CC: "/usr/bin/cc"}, ""},
		// opt-17 has no llc-17: the tools come from one version.
		{"versioned", []string{"opt-17", "opt-14", "llc-14", "gcc"}, &Toolchain{Opt: "/usr/bin/opt-14", LLC: "/usr/bin/llc-14", CC: "/usr/bin/gcc"}, ""},
		{"newest first", []string{"opt", "llc", "opt-14", "llc-14", "opt-19", "llc-19", "cc"}, &Toolchain{Opt: "/usr/bin/opt-19", LLC: "/usr/bin/llc-19", CC: "/usr/bin/cc"}, ""},
		{"clang links", []string{"opt", "llc", "clang"}, &Toolchain{Opt: "/usr/bin/opt", LLC: "/usr/bin/llc", CC: "/usr/bin/clang"}, ""},
		{"too old", []string{"opt-13", "llc-13", "cc"}, nil, "opt"},
		{"no llc", []string{"opt", "cc"}, nil, "llc"},
		{"no cc", []string{"opt", "llc"}, nil, "a C compiler (cc, gcc or clang) to link with"},
	}
	for _, tt := range tests {
		got, err := FindToolchain(ToolchainConfig{Getenv: noEnv, LookPath: onPath(tt.path...)})
		if tt.wantTool != "" {
			var me *MissingToolError
			if !errors.As(err, &me) || me.Tool != tt.wantTool {
				t.Errorf("%s: err = %v, want missing %s", tt.name, err, tt.wantTool)
			} else if !strings.Contains(err.Error(), "apt-get install -y") {
				t.Errorf("%s: error does not say how to install: %v", tt.name, err)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tt.name, err)
			continue
		}
		if got.Opt != tt.want.Opt || got.LLC != tt.want.LLC || got.CC != tt.want.CC {
			t.Errorf("%s: got %s %s %s, want %s %s %s", tt.name, got.Opt, got.LLC, got.CC, tt.want.Opt, tt.want.LLC, tt.want.CC)
		}
	}
}

// TestAdaptIR checks that a native generator's presplit mark is spelled
// as each LLVM version reads it: without presplitcoroutine, LLVM 15 and
// later leave the coroutine unsplit and llc rejects its intrinsics.
func TestAdaptIR(t *testing.T) {
	ir := "define i8* @gen() " + legacyPresplit + " {\n  ret i8* null\n}\n"
	for _, tt := range []struct {
		opt  string
		want string
	}{
		{"/nonexistent/llvm-14/bin/opt", legacyPresplit},
		{"/nonexistent/bin/opt-15", "presplitcoroutine"},
		{"/nonexistent/llvm-19/bin/opt", "presplitcoroutine"},
	} {
		tc := &Toolchain{Opt: tt.opt}
		got, err := tc.adaptIR(ir)
		if err != nil {
			t.Fatalf("%s: %v", tt.opt, err)
		}
		if !strings.Contains(got, "@gen() "+tt.want+" {") {
			t.Errorf("%s: got %q, want the mark spelled %s", tt.opt, got, tt.want)
		}
	}
	plain := "define i8* @f() {\n  ret i8* null\n}\n"
	if got, err := (&Toolchain{Opt: "/nonexistent/opt"}).adaptIR(plain); err != nil || got != plain {
		t.Errorf("IR without coroutines: got %q, %v; want it unchanged without asking the version", got, err)
	}
}

func TestFindToolchainDir(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"opt", "llc"} {
		if err := os.WriteFile(filepath.Join(dir, name), []byte("#!/bin/sh\n"), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	lookCC := func(name string) (string, error) {
		if name == "cc" {
			return "/usr/bin/cc", nil
		}
		return "", exec.ErrNotFound
	}
	env := func(k string) string {
		if k == EnvLLVM {
			return dir
		}
		return ""
	}
	got, err := FindToolchain(ToolchainConfig{Getenv: env, LookPath: lookCC})
	if err != nil {
		t.Fatal(err)
	}
	if want := filepath.Join(dir, "opt"); got.Opt != want {
		t.Errorf("Opt = %s, want %s", got.Opt, want)
	}
	// An explicit directory wins over the variable and must hold the tools.
	_, err = FindToolchain(ToolchainConfig{LLVMBin: t.TempDir(), Getenv: env, LookPath: lookCC})
	var me *MissingToolError
	if !errors.As(err, &me) || me.Tool != "opt" || !strings.Contains(me.Looked, "--llvm-bin") {
		t.Errorf("empty --llvm-bin: err = %v, want opt missing in --llvm-bin", err)
	}
}

func TestLLVMVersion(t *testing.T) {
	tc := toolchain(t)
	v, err := tc.LLVMVersion()
	if err != nil {
		t.Fatal(err)
	}
	if v == "" || v[0] < '1' || v[0] > '9' {
		t.Errorf("LLVMVersion() = %q", v)
	}
}
