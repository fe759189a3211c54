package tests

import (
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/staticpyc/staticpyc/driver"
)

// testPython is one interpreter the end-to-end tests run on.
type testPython struct {
	Path   string // as given: "python3", or a path
	Target *driver.Target
}

// requiredInCI are the versions CI must test: a missing one fails there.
var requiredInCI = []string{"3.11", "3.12", "3.13"}

var (
	pythonsOnce sync.Once
	pythons     []testPython
	pythonsErr  []string
)

// testPythons returns the interpreters the end-to-end tests run on:
// those of $STATICPYC_TEST_PYTHONS (comma-separated names or paths), else
// python3 and pyenv's newest 3.12 and 3.13 when they are installed. Each
// is probed once. One that cannot be targeted fails the test; in CI, a
// version of requiredInCI that is missing fails it too.
func testPythons(t *testing.T) []testPython {
	t.Helper()
	pythonsOnce.Do(func() {
		var names []string
		if env := os.Getenv("STATICPYC_TEST_PYTHONS"); env != "" {
			names = strings.Split(env, ",")
		} else {
			names = append([]string{"python3"}, pyenvPythons("3.12", "3.13")...)
		}
		seen := map[string]bool{}
		for _, n := range names {
			n = strings.TrimSpace(n)
			if n == "" {
				continue
			}
			tg, err := driver.ProbePython(n)
			if err != nil {
				pythonsErr = append(pythonsErr, err.Error())
				continue
			}
			if seen[tg.Version] {
				continue // python3 may be one of pyenv's
			}
			seen[tg.Version] = true
			pythons = append(pythons, testPython{Path: n, Target: tg})
		}
		if inCI() {
			for _, v := range requiredInCI {
				if !seen[v] {
					pythonsErr = append(pythonsErr, "CI must test CPython "+v+", which is not among "+strings.Join(names, ", ")+" (set STATICPYC_TEST_PYTHONS)")
				}
			}
		}
	})
	for _, e := range pythonsErr {
		t.Error(e)
	}
	if len(pythons) == 0 {
		skipOrFail(t, "no usable python3")
	}
	return pythons
}

// pyenvPythons finds the newest installed pyenv CPython of each version
// ("3.12"), in $PYENV_ROOT or ~/.pyenv.
func pyenvPythons(versions ...string) []string {
	root := os.Getenv("PYENV_ROOT")
	if root == "" {
		home, _ := os.UserHomeDir()
		root = filepath.Join(home, ".pyenv")
	}
	var out []string
	for _, v := range versions {
		found, _ := filepath.Glob(filepath.Join(root, "versions", v+".*", "bin", "python3"))
		// 3.12.10 sorts before 3.12.9 as a string; compare the patch level.
		sort.Slice(found, func(i, j int) bool { return patchLevel(found[i]) < patchLevel(found[j]) })
		found = slices.DeleteFunc(found, func(p string) bool { return patchLevel(p) < 0 })
		if len(found) > 0 {
			out = append(out, found[len(found)-1])
		}
	}
	return out
}

// patchLevel is the last number of the pyenv version directory of a
// .../versions/3.12.1/bin/python3 path, or -1 when it is not a plain
// release (3.13.0t, 3.13-dev).
func patchLevel(path string) int {
	dir := filepath.Base(filepath.Dir(filepath.Dir(path)))
	parts := strings.Split(dir, ".")
	n := 0
	for _, c := range parts[len(parts)-1] {
		if c < '0' || c > '9' {
			return -1
		}
		n = n*10 + int(c-'0')
	}
	return n
}

// forEachPython runs f as a subtest per interpreter, named by its version.
func forEachPython(t *testing.T, f func(t *testing.T, py testPython)) {
	t.Helper()
	for _, py := range testPythons(t) {
		t.Run(py.Target.Version, func(t *testing.T) { f(t, py) })
	}
}

// buildOptionsFor returns the options of the end-to-end builds for the
// interpreter py: the real tools, -O3 as users build.
func buildOptionsFor(t *testing.T, py testPython, outDir string) driver.Options {
	t.Helper()
	opts := driver.DefaultOptions()
	opts.Python = py.Path
	opts.Target = py.Target
	opts.OutDir = outDir
	opts, err := driver.Prepare(opts)
	if err != nil {
		skipOrFail(t, err.Error())
	}
	return opts
}
