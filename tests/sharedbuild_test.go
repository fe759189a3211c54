// This file implements the end-to-end tests' shared builds: a module
// built with the default options for one interpreter is built once per
// test process, whichever test asks first (TestRun, then the leak tests
// of the same modules), so CI's three interpreters do not pay for the
// same opt/llc runs twice.

package tests

import (
	"os"
	"path/filepath"
	"sync"
	"testing"
)

var (
	sharedMu     sync.Mutex
	sharedRoot   string
	sharedBuilds = map[sharedKey]*sharedResult{}
)

// sharedKey names one shared build: the source and the interpreter's
// version (the target decides the whole build; the options are the
// defaults of buildOptionsFor).
type sharedKey struct {
	src, version string
}

// sharedResult is a shared build, made once.
type sharedResult struct {
	once sync.Once
	dir  string
	ok   bool
}

// TestMain removes the shared builds when the tests are done.
func TestMain(m *testing.M) {
	code := m.Run()
	if sharedRoot != "" {
		os.RemoveAll(sharedRoot)
	}
	os.Exit(code)
}

// sharedBuild returns the directory holding src (an absolute path) built
// with buildOptionsFor's options for py, building it on first use; the
// caller must not write into it. A build that failed fails every test
// that asks for it (the first one reports why).
func sharedBuild(t *testing.T, py testPython, src string) string {
	t.Helper()
	sharedMu.Lock()
	if sharedRoot == "" {
		root, err := os.MkdirTemp("", "staticpyc-shared-")
		if err != nil {
			sharedMu.Unlock()
			t.Fatal(err)
		}
		sharedRoot = root
	}
	key := sharedKey{src, py.Target.Version}
	r := sharedBuilds[key]
	if r == nil {
		r = &sharedResult{}
		sharedBuilds[key] = r
	}
	root := sharedRoot
	sharedMu.Unlock()
	r.once.Do(func() {
		dir, err := os.MkdirTemp(root, filepath.Base(src)+"-"+py.Target.Version+"-")
		if err != nil {
			t.Fatal(err)
		}
		build(t, src, buildOptionsFor(t, py, dir))
		r.dir, r.ok = dir, !t.Failed()
	})
	if !r.ok {
		t.Fatalf("the shared build of %s for %s failed", src, py.Target.Version)
	}
	return r.dir
}
