package runtime_test

import (
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestPythonStaticPackage runs the unit tests of the pure-Python __static__
// package (runtime/python/tests): the interpreted oracle the compiled code is
// compared against.
func TestPythonStaticPackage(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: skipping the Python runtime tests")
	}
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found on PATH")
	}
	root, err := filepath.Abs("python")
	if err != nil {
		t.Fatal(err)
	}
	// go test caches on the files this process opens; python3 opening
	// them would not invalidate the cached result.
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || filepath.Ext(path) != ".py" {
			return err
		}
		_, err = os.ReadFile(path)
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(py, "-m", "unittest", "discover",
		"-s", filepath.Join(root, "tests"), "-t", root)
	cmd.Dir = root
	env := []string{}
	for _, kv := range os.Environ() {
		if strings.HasPrefix(kv, "PYTHONPATH=") || strings.HasPrefix(kv, "PYTHONSTARTUP=") {
			continue
		}
		env = append(env, kv)
	}
	cmd.Env = append(env, "PYTHONPATH="+root, "PYTHONDONTWRITEBYTECODE=1")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("python3 -m unittest discover -s %s -t %s: %v\n%s",
			filepath.Join(root, "tests"), root, err, out)
	}
	t.Logf("%s", out)
}
