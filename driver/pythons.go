// This file implements finding the Python interpreters of the machine
// and probing several targets at once.

package driver

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/staticpyc/staticpyc/lower"
)

// Found is an interpreter found on the machine: its path, what it said
// of itself (nil when it could not be asked) and, when it cannot be
// targeted, why not.
type Found struct {
	Path   string
	Target *Target
	Err    error
}

// pythonName matches the interpreter names looked for on PATH: python3
// and python3.N (with a t for free-threaded builds).
var pythonName = regexp.MustCompile(`^python3(\.[0-9]+t?)?$`)

// FindPythons lists the interpreters on PATH (python3, python3.N) and
// those pyenv installed ($PYENV_ROOT or ~/.pyenv), each probed, in that
// order. pyenv's shims are left out (they run one of the versions
// listed), and an interpreter reached under two names is listed once.
func FindPythons() []Found {
	root := pyenvRoot()
	var paths []string
	for _, dir := range filepath.SplitList(os.Getenv("PATH")) {
		if root != "" && filepath.Clean(dir) == filepath.Join(root, "shims") {
			continue
		}
		entries, err := os.ReadDir(dir)
		if err != nil {
			continue
		}
		var names []string
		for _, e := range entries {
			if pythonName.MatchString(e.Name()) {
				names = append(names, e.Name())
			}
		}
		sort.Strings(names)
		for _, n := range names {
			paths = append(paths, filepath.Join(dir, n))
		}
	}
	if root != "" {
		found, _ := filepath.Glob(filepath.Join(root, "versions", "*", "bin", "python3"))
		sort.Slice(found, func(i, j int) bool { return versionLess(pyenvVersion(found[i]), pyenvVersion(found[j])) })
		paths = append(paths, found...)
	}
	var out []Found
	seen := map[string]bool{}
	for _, p := range paths {
		t, err := probe(p)
		if err != nil {
			continue // not an interpreter that answers
		}
		real, err := filepath.EvalSymlinks(t.Executable)
		if err != nil {
			real = t.Executable
		}
		if seen[real] {
			continue
		}
		seen[real] = true
		out = append(out, Found{Path: p, Target: t, Err: lower.CheckPythonVersion(t.Version)})
	}
	return out
}

// pyenvRoot is pyenv's root directory, or "" when there is none.
func pyenvRoot() string {
	root := os.Getenv("PYENV_ROOT")
	if root == "" {
		home, err := os.UserHomeDir()
		if err != nil {
			return ""
		}
		root = filepath.Join(home, ".pyenv")
	}
	if _, err := os.Stat(filepath.Join(root, "versions")); err != nil {
		return ""
	}
	return root
}

// pyenvVersion is the version directory of a .../versions/V/bin/python3.
func pyenvVersion(path string) string {
	return filepath.Base(filepath.Dir(filepath.Dir(path)))
}

// versionLess orders dotted versions numerically ("3.9.18" < "3.10.13"),
// falling back to the text for parts that are not numbers.
func versionLess(a, b string) bool {
	pa, pb := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < len(pa) && i < len(pb); i++ {
		var na, nb int
		_, ea := fmt.Sscanf(pa[i], "%d", &na)
		_, eb := fmt.Sscanf(pb[i], "%d", &nb)
		if ea == nil && eb == nil && na != nb {
			return na < nb
		}
		if pa[i] != pb[i] {
			return pa[i] < pb[i]
		}
	}
	return len(pa) < len(pb)
}

// SupportedPythonVersions lists the CPython versions staticpyc can
// target ("3.11", ...).
func SupportedPythonVersions() []string { return lower.SupportedPythonVersions() }

// ProbePythons probes each of the named interpreters, for a build that
// writes one extension per target. Two of the same version (and so the
// same EXT_SUFFIX) would overwrite each other's module and are refused.
func ProbePythons(names []string) ([]*Target, error) {
	if len(names) == 0 {
		names = []string{"python3"}
	}
	var targets []*Target
	bySuffix := map[string]string{}
	for _, n := range names {
		t, err := ProbePython(n)
		if err != nil {
			return nil, err
		}
		if prev, ok := bySuffix[t.ExtSuffix]; ok {
			return nil, fmt.Errorf("--python %s and --python %s are both CPython %s (EXT_SUFFIX %s): name each version once", prev, n, t.Version, t.ExtSuffix)
		}
		bySuffix[t.ExtSuffix] = n
		targets = append(targets, t)
	}
	return targets, nil
}
