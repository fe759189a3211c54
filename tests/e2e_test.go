package tests

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/driver"
)

// runtimeDir is the pure-Python runtime, relative to this package.
const runtimeDir = "../runtime/python"

// buildOptions returns the options of the end-to-end builds: the real
// python3 and tools, -O3 as users build.
func buildOptions(t *testing.T, outDir string) driver.Options {
	t.Helper()
	opts := driver.DefaultOptions()
	opts.OutDir = outDir
	opts, err := driver.Prepare(opts)
	if err != nil {
		skipOrFail(t, err.Error())
	}
	return opts
}

// build compiles file with the driver and fails the test on diagnostics
// or errors.
func build(t *testing.T, file string, opts driver.Options) string {
	t.Helper()
	out, diags, err := driver.Build(file, opts)
	if diags != nil {
		for _, d := range diags.Sorted() {
			if d.Severity == diagnostics.Error {
				t.Errorf("%s", d)
			} else {
				t.Logf("%s", d)
			}
		}
	}
	if err != nil {
		t.Fatalf("build %s: %v", file, err)
	}
	if out == "" {
		t.Fatalf("build %s: no module written", file)
	}
	return out
}

// TestRun builds every tests/testdata/run/*.py for each interpreter of
// testPythons, runs its test functions and CALL expressions compiled and
// interpreted on it with tests/harness.py,
// and requires the two to agree on results, exceptions (type, message,
// cause, traceback lines in the module) and printed output.
func TestRun(t *testing.T) {
	needToolchain(t)
	files, err := filepath.Glob("testdata/run/*.py")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no testdata/run/*.py")
	}
	rt, err := filepath.Abs(runtimeDir)
	if err != nil {
		t.Fatal(err)
	}
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".py")
		t.Run(name, func(t *testing.T) {
			// Each module builds and runs on its own: two at a time keep
			// both cores busy (a build is mostly one single-threaded
			// opt/llc, a run one interpreter).
			t.Parallel()
			abs, err := filepath.Abs(file)
			if err != nil {
				t.Fatal(err)
			}
			forEachPython(t, func(t *testing.T, py testPython) {
				runModule(t, py, abs, name, rt)
			})
		})
	}
}

// runModule is TestRun on one module and one interpreter.
func runModule(t *testing.T, py testPython, abs, name, rt string) {
	python := py.Path
	interpreted, err := RunHarness(python, "harness.py", filepath.Dir(abs), name, abs, []string{"PYTHONPATH=" + rt})
	if err != nil {
		t.Fatalf("interpreted: %v", err)
	}
	if interpreted.Import != nil {
		t.Fatalf("interpreted: importing %s raised %s: %s", name, interpreted.Import.Type, interpreted.Import.Message)
	}
	if len(interpreted.Calls) == 0 {
		t.Fatalf("%s has no test_* function and no CALL expression", abs)
	}
	// The module is built as users build it, and again split into
	// three parts for opt and llc (irpass split), which only large
	// modules are by default: calls, globals and helpers across
	// parts must behave the same. The split does not depend on the
	// version, so only the first interpreter (python3) checks it, which
	// keeps CI's three versions within its time.
	partitions := []int{0, 3}
	if py != testPythons(t)[0] {
		partitions = partitions[:1]
	}
	for _, parts := range partitions {
		// The users' build is shared with the leak tests of the module.
		var outDir string
		if parts == 0 {
			outDir = sharedBuild(t, py, abs)
		} else {
			outDir = t.TempDir()
			opts := buildOptionsFor(t, py, outDir)
			opts.Partitions = parts
			build(t, abs, opts)
		}
		// The compiled run then also calls everything in the module
		// with wrong arguments: a crash fails the test.
		env := []string{"PYTHONPATH=", "STATICPYC_HARNESS_FUZZ=1"}
		if parts > 0 {
			env = env[:1] // once is enough
		}
		compiled, err := RunHarness(python, "harness.py", outDir, name, abs, env)
		if err != nil {
			t.Fatalf("compiled (%d parts): %v", parts, err)
		}
		if diff := cmp.Diff(interpreted, compiled); diff != "" {
			t.Errorf("mismatch (-interpreted +compiled in %d parts):\n%s", parts, diff)
		}
	}
}

// TestExamples builds and runs every examples/*.py with `staticpyc run`
// (through the driver) both compiled and interpreted, and requires the
// same output and exit status. The build runs LLVM's verifier after
// every IR pass.
func TestExamples(t *testing.T) {
	needToolchain(t)
	files, err := filepath.Glob("../examples/*.py")
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no examples/*.py")
	}
	cache := t.TempDir()
	for _, file := range files {
		name := strings.TrimSuffix(filepath.Base(file), ".py")
		t.Run(name, func(t *testing.T) {
			t.Parallel() // builds and runs: two at a time use both cores
			forEachPython(t, func(t *testing.T, py testPython) {
				run := func(interpreted bool) (int, string, string) {
					var stdout, stderr bytes.Buffer
					build := buildOptionsFor(t, py, "")
					build.VerifyPasses = true
					opts := driver.RunOptions{
						Options: build, Interpreted: interpreted, CacheDir: cache,
						Runtime: os.DirFS(runtimeDir), Stdout: &stdout, Stderr: &stderr,
					}
					code, diags, err := driver.Run(file, nil, opts)
					if diags != nil && diags.Len() > 0 {
						for _, d := range diags.Sorted() {
							t.Errorf("%s", d)
						}
					}
					if err != nil {
						t.Fatalf("run %s (interpreted: %v): %v", file, interpreted, err)
					}
					return code, stdout.String(), stderr.String()
				}
				icode, iout, ierr := run(true)
				if icode != 0 {
					t.Fatalf("interpreted run exited %d:\n%s", icode, ierr)
				}
				if iout == "" {
					t.Fatalf("interpreted run printed nothing; does %s call main() under if __name__ == \"__main__\"?", file)
				}
				ccode, cout, cerr := run(false)
				if ccode != 0 {
					t.Fatalf("compiled run exited %d:\n%s", ccode, cerr)
				}
				if diff := cmp.Diff(iout, cout); diff != "" {
					t.Errorf("stdout mismatch (-interpreted +compiled):\n%s", diff)
				}
			})
		})
	}
}
