package driver

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// keyFixture is a tree of three modules, app importing a typed function
// from lib and lib one from base, for the tests of the cache keys; no
// toolchain is needed: a key is computed by checking, not building.
type keyFixture struct {
	t     *testing.T
	dir   string
	cache string
	opts  Options
}

func newKeyFixture(t *testing.T) *keyFixture {
	dir := t.TempDir()
	f := &keyFixture{t: t, dir: dir, cache: t.TempDir(), opts: DefaultOptions()}
	f.opts.Target = &Target{Python: "python3", Executable: "/usr/bin/python3", Version: "3.11", ExtSuffix: ".cpython-311-x86_64-linux-gnu.so"}
	f.write("base.py", "import __static__\nfrom __static__ import int64\n\ndef one() -> int64:\n    return 1\n")
	f.write("lib.py", "import __static__\nfrom __static__ import int64\nfrom base import one\n\ndef twice(x: int64) -> int64:\n    return x * 2 + one()\n")
	f.write("app.py", "import __static__\nfrom __static__ import int64\nfrom lib import twice\n\ndef run(n: int64) -> int64:\n    return twice(n)\n")
	return f
}

func (f *keyFixture) write(name, body string) {
	f.t.Helper()
	if err := os.WriteFile(filepath.Join(f.dir, name), []byte(body), 0o644); err != nil {
		f.t.Fatal(err)
	}
}

func (f *keyFixture) edit(name, old, new string) {
	f.t.Helper()
	b, err := os.ReadFile(filepath.Join(f.dir, name))
	if err != nil {
		f.t.Fatal(err)
	}
	s := strings.Replace(string(b), old, new, 1)
	if s == string(b) {
		f.t.Fatalf("%s has no %q", name, old)
	}
	f.write(name, s)
}

// keys returns the first-level and the build key of module name, with a
// fresh source graph (as each build has), by compiler self.
func (f *keyFixture) keys(self, name string) (first, build string) {
	f.t.Helper()
	m := Module{Name: name, Path: filepath.Join(f.dir, name+".py"), Static: true}
	build, err := cacheKey(newSourceGraph(), f.cache, self, m, f.opts)
	if err != nil {
		f.t.Fatal(err)
	}
	return hashStrings(append(append(buildOptionKey(self, f.opts), "source key", m.Name), newSourceGraph().key(m.Path)...)...), build
}

func TestCacheKeys(t *testing.T) {
	f := newKeyFixture(t)
	first, build := f.keys("c1", "app")
	if again, b := f.keys("c1", "app"); again != first || b != build {
		t.Fatalf("unchanged tree: keys %s %s, then %s %s", first[:8], build[:8], again[:8], b[:8])
	}
	record := filepath.Join(f.cache, "build", "sources", first[:2], first[2:32])
	if b, err := os.ReadFile(record); err != nil || string(b) != build {
		t.Fatalf("first-level record %s: %q %v, want the build key %s", record, b, err, build)
	}

	// The compiler is part of both keys.
	if f2, b2 := f.keys("c2", "app"); f2 == first || b2 == build {
		t.Errorf("another compiler: the keys did not change")
	}

	// A body change in base, two imports away, changes app's first-level
	// key (its sources are read) but not its build key (the interfaces
	// app's check reads are the same).
	f.edit("base.py", "return 1", "return 1 + 0")
	f2, b2 := f.keys("c1", "app")
	if f2 == first {
		t.Errorf("a changed source two imports away left the first-level key as it was")
	}
	if b2 != build {
		t.Errorf("a changed body two imports away changed the build key")
	}

	// An interface change in lib changes app's build key.
	f.edit("lib.py", "def twice(x: int64) -> int64:", "def twice(x: int64, y: int64 = 0) -> int64:")
	if _, b3 := f.keys("c1", "app"); b3 == build {
		t.Errorf("a changed interface of an import left the build key as it was")
	}

	// A module that shadows an import, found first on the path, changes
	// the key although no source that was read before changed.
	before, _ := f.keys("c1", "app")
	if err := os.MkdirAll(filepath.Join(f.dir, "lib"), 0o755); err != nil {
		t.Fatal(err)
	}
	f.write("lib/__init__.py", "import __static__\nfrom __static__ import int64\n\ndef twice(x: int64) -> int64:\n    return x\n")
	if after, _ := f.keys("c1", "app"); after == before {
		t.Errorf("a package lib/ shadowing lib.py left the first-level key as it was")
	}
}

// TestCacheKeyRecordFirst shows that the first level is consulted before
// any check: with a record in place, the key comes from it even when the
// module could not be checked at all.
func TestCacheKeyRecordFirst(t *testing.T) {
	f := newKeyFixture(t)
	first, _ := f.keys("c1", "app")
	record := filepath.Join(f.cache, "build", "sources", first[:2], first[2:32])
	planted := strings.Repeat("ab", 32)
	if err := os.WriteFile(record, []byte(planted), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, b := f.keys("c1", "app"); b != planted {
		t.Errorf("build key %s, want the recorded %s", b[:8], planted[:8])
	}
	// A damaged record is not trusted: the key is computed again.
	if err := os.WriteFile(record, []byte("not a key"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, b := f.keys("c1", "app"); b == planted || !isHex(b) || len(b) != 64 {
		t.Errorf("after a damaged record: build key %q", b)
	}
}
