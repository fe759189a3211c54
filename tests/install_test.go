package tests

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

var (
	binaryOnce sync.Once
	binaryPath string
	binaryErr  error
	binaryMsg  []byte
)

// staticpycBinary builds the staticpyc command once per test run, for
// the tests of the Python side (the import hook, the build backend),
// which run it as users do.
func staticpycBinary(t *testing.T) string {
	t.Helper()
	binaryOnce.Do(func() {
		dir, err := os.MkdirTemp("", "staticpyc-bin-")
		if err != nil {
			binaryErr = err
			return
		}
		binaryPath = filepath.Join(dir, "staticpyc")
		binaryMsg, binaryErr = exec.Command("go", "build", "-o", binaryPath, "../cmd/staticpyc").CombinedOutput()
	})
	if binaryErr != nil {
		t.Fatalf("go build ../cmd/staticpyc: %v\n%s", binaryErr, binaryMsg)
	}
	return binaryPath
}

// pythonSide runs python with args in dir, with the staticpyc binary
// (STATICPYC), the runtime's Python package on PYTHONPATH and a cache of
// its own; extra overrides the environment.
func pythonSide(t *testing.T, python, dir string, extra []string, args ...string) (string, error) {
	t.Helper()
	rt, err := filepath.Abs(runtimeDir)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(python, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "STATICPYC="+staticpycBinary(t), "PYTHONPATH="+rt, "PYTHONDONTWRITEBYTECODE=1",
		"XDG_CACHE_HOME="+filepath.Join(dir, "cache"), "PIP_DISABLE_PIP_VERSION_CHECK=1")
	cmd.Env = append(cmd.Env, extra...)
	msg, err := cmd.CombinedOutput()
	return string(msg), err
}

// TestImportHook imports marked modules after staticpyc.install(): they
// come compiled (a package's __init__ and its submodule too), a second
// process reuses the cache, a module that does not compile raises
// ImportError with the diagnostic, and without the binary install()
// raises ImportError unless fallback=True, which imports the source.
func TestImportHook(t *testing.T) {
	python, _ := needToolchain(t)
	dir := t.TempDir()
	writeFiles(t, dir, map[string]string{
		"lib.py":         "import __static__\nfrom __static__ import int64\n\ndef inc(x: int64) -> int64:\n    return x + 1\n",
		"pk/__init__.py": "import __static__\nfrom . import m\n\ndef top() -> int:\n    return m.v() + 1\n",
		"pk/m.py":        "import __static__\n\ndef v() -> int:\n    return 41\n",
		"plain.py":       "X = 1\n",
		"bad.py":         "import __static__\nfrom __static__ import int64\n\nx: int64 = 'no'\n",
	})
	script := "import staticpyc, sys\nstaticpyc.install(fallback='fallback' in sys.argv)\n" +
		"import lib, pk, plain\n" +
		"print(lib.inc(41), pk.top(), type(lib.__loader__).__name__, type(pk.m.__loader__).__name__, type(plain.__loader__).__name__)\n"
	want := "42 42 ExtensionFileLoader ExtensionFileLoader SourceFileLoader\n"
	for round := 0; round < 2; round++ {
		msg, err := pythonSide(t, python, dir, nil, "-c", script)
		if err != nil || msg != want {
			t.Fatalf("round %d: %v\n%s\nwant %q", round, err, msg, want)
		}
		builds, _ := filepath.Glob(filepath.Join(dir, "cache", "staticpyc", "hook", "*"))
		if len(builds) != 3 {
			t.Errorf("round %d: %d builds in the cache, want 3 (lib, pk, pk.m): %v", round, len(builds), builds)
		}
	}
	msg, err := pythonSide(t, python, dir, nil, "-c", "import staticpyc\nstaticpyc.install()\ntry:\n    import bad\nexcept ImportError as e:\n    print(e)\n")
	if err != nil || !strings.Contains(msg, "staticpyc cannot compile bad") || !strings.Contains(msg, "bad.py:4:1: error:") {
		t.Errorf("a module with errors: %v\n%s", err, msg)
	}
	missing := []string{"STATICPYC=" + filepath.Join(dir, "nowhere"), "PATH=/usr/bin:/bin", "XDG_CACHE_HOME=" + filepath.Join(dir, "cache2")}
	msg, err = pythonSide(t, python, dir, missing, "-c", "import staticpyc\nstaticpyc.install()\ntry:\n    import lib\nexcept ImportError as e:\n    print(e)\n")
	if err != nil || !strings.Contains(msg, "the staticpyc binary was not found") {
		t.Errorf("no binary: %v\n%s", err, msg)
	}
	msg, err = pythonSide(t, python, dir, missing, "-c", script, "fallback")
	if err != nil || msg != "42 42 StaticLoader StaticLoader SourceFileLoader\n" {
		t.Errorf("no binary, fallback: %v\n%s", err, msg)
	}
}

// TestWheel builds tests/testdata/wheelproj (pyproject.toml naming
// staticpyc.build_meta) with pip, offline: `pip wheel
// --no-build-isolation` gives a wheel tagged for the interpreter holding
// the compiled module, its stub, py.typed and the plain modules; `pip
// install --no-build-isolation --no-index` into a fresh venv installs it,
// and the venv's python imports the compiled module with nothing else on
// its path.
func TestWheel(t *testing.T) {
	python, _ := needToolchain(t)
	if err := exec.Command(python, "-m", "pip", "--version").Run(); err != nil {
		skipOrFail(t, "pip is not available for "+python)
	}
	dir := t.TempDir()
	proj := filepath.Join(dir, "proj")
	for _, f := range []string{"pyproject.toml", "src/wheeldemo/__init__.py", "src/wheeldemo/core.py", "src/wheeldemo/names.py"} {
		if err := copyTo(filepath.Join("testdata", "wheelproj", f), filepath.Join(proj, f)); err != nil {
			t.Fatal(err)
		}
	}
	msg, err := pythonSide(t, python, dir, nil, "-m", "pip", "wheel", "--no-build-isolation", "--no-index", "--no-deps", "./proj", "-w", "dist")
	if err != nil {
		t.Fatalf("pip wheel: %v\n%s", err, msg)
	}
	wheels, _ := filepath.Glob(filepath.Join(dir, "dist", "wheeldemo-0.1.0-cp3*-linux_x86_64.whl"))
	if len(wheels) != 1 {
		t.Fatalf("pip wheel wrote %v\n%s", wheels, msg)
	}
	list, err := exec.Command(python, "-m", "zipfile", "-l", wheels[0]).CombinedOutput()
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"wheeldemo/core.cpython-", "wheeldemo/core.pyi", "wheeldemo/py.typed", "wheeldemo/names.py", "wheeldemo/__init__.py", "wheeldemo-0.1.0.dist-info/RECORD"} {
		if !strings.Contains(string(list), want) {
			t.Errorf("the wheel lacks %s:\n%s", want, list)
		}
	}
	venv := filepath.Join(dir, "venv")
	if msg, err := exec.Command(python, "-m", "venv", "--without-pip", venv).CombinedOutput(); err != nil {
		t.Fatalf("venv: %v\n%s", err, msg)
	}
	vpy := filepath.Join(venv, "bin", "python")
	msg, err = pythonSide(t, python, dir, nil, "-m", "pip", "--python", vpy, "install", "--no-build-isolation", "--no-index", "./proj")
	if err != nil {
		t.Fatalf("pip install: %v\n%s", err, msg)
	}
	cmd := exec.Command(vpy, "-c", "import wheeldemo, wheeldemo.core as c\nprint(wheeldemo.score(10), c.greet('you'), type(c.__loader__).__name__)")
	cmd.Dir, cmd.Env = t.TempDir(), append(os.Environ(), "PYTHONPATH=")
	if out, err := cmd.CombinedOutput(); err != nil || string(out) != "285 hello you ExtensionFileLoader\n" {
		t.Errorf("importing the installed package: %v\n%s", err, out)
	}
}

// copyTo copies src to dst, creating dst's directory.
func copyTo(src, dst string) error {
	data, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	return os.WriteFile(dst, data, 0o644)
}
