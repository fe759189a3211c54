package tests

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestPrograms builds every benchmark program of testdata/programs (the
// untyped_*, typed_* and micro_* modules that `just bench` times at
// their BENCH_N) and runs it at its TEST_N compiled and interpreted
// (tests/programs.py): the results must be equal, must not be an
// exception, and a typed_X program must compute what its untyped_X
// original computes under plain python3, since the benchmark compares
// the two.
func TestPrograms(t *testing.T) {
	python, _ := needToolchain(t)
	files, err := filepath.Glob("testdata/programs/*.py")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no testdata/programs/*.py")
	}
	rt, err := filepath.Abs(runtimeDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".py")
		t.Run(name, func(t *testing.T) {
			t.Parallel() // a build and a run each: two at a time use both cores
			abs, err := filepath.Abs(file)
			if err != nil {
				t.Fatal(err)
			}
			out := build(t, abs, buildOptions(t, t.TempDir()))
			args := []string{"programs.py", abs, out}
			if base, ok := strings.CutPrefix(name, "typed_"); ok {
				original := filepath.Join(filepath.Dir(abs), "untyped_"+base+".py")
				if _, err := os.Stat(original); err != nil {
					t.Fatalf("typed program without its untyped original: %v", err)
				}
				args = append(args, original)
			}
			cmd := exec.Command(python, args...)
			cmd.Env = append(os.Environ(), "PYTHONPATH="+rt, "PYTHONDONTWRITEBYTECODE=1")
			data, err := cmd.Output()
			if err != nil {
				msg := ""
				if ee, ok := err.(*exec.ExitError); ok {
					msg = string(ee.Stderr)
				}
				t.Fatalf("programs.py %s: %v\n%s", name, err, msg)
			}
			var got struct {
				Interpreted, Compiled string
				Original              *string
			}
			if err := json.Unmarshal(data, &got); err != nil {
				t.Fatalf("programs.py printed %q: %v", data, err)
			}
			if strings.HasPrefix(got.Interpreted, "raised ") {
				t.Fatalf("interpreted run(TEST_N) %s", got.Interpreted)
			}
			if got.Compiled != got.Interpreted {
				t.Errorf("compiled run(TEST_N) = %s, interpreted = %s", got.Compiled, got.Interpreted)
			}
			if got.Original != nil && *got.Original != got.Interpreted {
				t.Errorf("typed run(TEST_N) = %s, the untyped original under python3 = %s", got.Interpreted, *got.Original)
			}
		})
	}
}
