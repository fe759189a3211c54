package tests

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestRuntimeCodeCache checks the cache of the runtime modules a compiled
// module compiles at import (runtime/containers.go): the first import
// writes one file per module under $XDG_CACHE_HOME/staticpyc/runtime,
// the next ones read them, a corrupt file is compiled again and
// replaced, and nothing is written under PYTHONDONTWRITEBYTECODE.
func TestRuntimeCodeCache(t *testing.T) {
	python, out := buildIdentityModule(t)
	want := "no __static__\ncalls 2 3 7\nsame True True True 3.0\n"
	run := func(cache string, env ...string) {
		t.Helper()
		cmd := exec.Command(python, filepath.Join(out, "check.py"))
		for _, kv := range os.Environ() {
			if !strings.HasPrefix(kv, "PYTHONDONTWRITEBYTECODE=") && !strings.HasPrefix(kv, "PYTHONPYCACHEPREFIX=") {
				cmd.Env = append(cmd.Env, kv)
			}
		}
		cmd.Env = append(cmd.Env, append([]string{"XDG_CACHE_HOME=" + cache, "PYTHONPATH=" + out}, env...)...)
		got, err := cmd.CombinedOutput()
		if err != nil || string(got) != want {
			t.Fatalf("%s (cache %s): %v\ngot  %q\nwant %q", strings.Join(cmd.Args, " "), cache, err, got, want)
		}
	}
	cached := func(cache string) []string {
		t.Helper()
		files, err := filepath.Glob(filepath.Join(cache, "staticpyc", "runtime", "*.pyc"))
		if err != nil {
			t.Fatal(err)
		}
		return files
	}
	cache := t.TempDir()
	run(cache)
	files := cached(cache)
	if len(files) == 0 {
		t.Fatal("the first import wrote no runtime code to the cache")
	}
	stat := func(f string) os.FileInfo {
		info, err := os.Stat(f)
		if err != nil {
			t.Fatal(err)
		}
		return info
	}
	before := stat(files[0]).ModTime()
	run(cache)
	if !stat(files[0]).ModTime().Equal(before) {
		t.Errorf("the second import rewrote %s instead of reading it", files[0])
	}
	// A corrupt file (another interpreter's, truncated) is not read: the
	// module compiles from source and the file is written again.
	if err := os.WriteFile(files[0], []byte("not code"), 0o644); err != nil {
		t.Fatal(err)
	}
	run(cache)
	if data, err := os.ReadFile(files[0]); err != nil || string(data) == "not code" {
		t.Errorf("the corrupt cache file was not replaced (%v)", err)
	}
	untouched := t.TempDir()
	run(untouched, "PYTHONDONTWRITEBYTECODE=1")
	if files := cached(untouched); len(files) != 0 {
		t.Errorf("PYTHONDONTWRITEBYTECODE: the import wrote %v", files)
	}
}
