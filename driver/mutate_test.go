package driver

import (
	"bytes"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/staticpyc/staticpyc/diagnostics"
)

// repoPythonFiles returns every .py file in the repository (testdata,
// examples, the runtime package and its tests), sorted.
func repoPythonFiles(t *testing.T) []string {
	t.Helper()
	root, err := filepath.Abs("..")
	if err != nil {
		t.Fatal(err)
	}
	var files []string
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && path != root && (strings.HasPrefix(d.Name(), ".") || d.Name() == "__pycache__") {
			return filepath.SkipDir
		}
		if !d.IsDir() && strings.HasSuffix(path, ".py") {
			files = append(files, path)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatal("no .py files found in the repository")
	}
	return files
}

// mutate returns src with a few random edits: bytes deleted, inserted
// (taken from a set that Python's grammar cares about, or random),
// duplicated, swapped, or the source truncated.
func mutate(r *rand.Rand, src []byte) []byte {
	const interesting = "()[]{}:,.;=+-*/%<>!&|^~@'\"\\#\n\r\t 0123456789_aZé\x00\xff"
	out := append([]byte(nil), src...)
	for n := 1 + r.IntN(4); n > 0; n-- {
		pos := 0
		if len(out) > 0 {
			pos = r.IntN(len(out) + 1)
		}
		switch r.IntN(6) {
		case 0: // delete a run of bytes
			if pos < len(out) {
				end := min(len(out), pos+1+r.IntN(8))
				out = append(out[:pos], out[end:]...)
			}
		case 1: // insert an interesting byte
			c := interesting[r.IntN(len(interesting))]
			out = append(out[:pos], append([]byte{c}, out[pos:]...)...)
		case 2: // insert a random byte
			out = append(out[:pos], append([]byte{byte(r.IntN(256))}, out[pos:]...)...)
		case 3: // duplicate a run (repeats lines, brackets, indentation)
			if pos < len(out) {
				end := min(len(out), pos+1+r.IntN(40))
				dup := append([]byte(nil), out[pos:end]...)
				out = append(out[:end], append(dup, out[end:]...)...)
			}
		case 4: // truncate
			out = out[:pos]
		case 5: // swap two bytes
			if len(out) > 1 {
				q := r.IntN(len(out))
				if pos == len(out) {
					pos--
				}
				out[pos], out[q] = out[q], out[pos]
			}
		}
	}
	return out
}

// TestMutatedSourcesNeverCrash checks every .py file of the repository
// after hundreds of random mutations each (a fixed seed, so a failure
// repeats): the check must finish with diagnostics or none, never an
// internal error, and every writer must accept what it reports.
func TestMutatedSourcesNeverCrash(t *testing.T) {
	perFile := 200
	if testing.Short() {
		perFile = 20
	}
	root, _ := filepath.Abs("..")
	for _, file := range repoPythonFiles(t) {
		rel, _ := filepath.Rel(root, file)
		t.Run(filepath.ToSlash(rel), func(t *testing.T) {
			t.Parallel()
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			// A seed per file: a file's mutants do not change when
			// files are added or removed elsewhere.
			h := fnv.New64a()
			h.Write([]byte(filepath.ToSlash(rel)))
			r := rand.New(rand.NewPCG(6, h.Sum64()))
			name := filepath.Base(file)
			for i := range perFile {
				mutated := mutate(r, src)
				static := i%4 != 3 // mostly as Static Python; sometimes by marker
				if err := checkWithDeadline(name, mutated, static, 20*time.Second); err != nil {
					// Keep the mutant past the test, to reproduce with
					// `staticpyc check FILE`.
					saved := "(could not save it)"
					if f, ferr := os.CreateTemp("", "staticpyc-mutant-*-"+name); ferr == nil {
						f.Write(mutated)
						f.Close()
						saved = f.Name()
					}
					t.Fatalf("mutation %d, kept in %s: %v", i, saved, err)
				}
			}
		})
	}
}

// checkWithDeadline runs CheckSource and every writer on the result,
// failing on an internal error, a writer error or a hang.
func checkWithDeadline(name string, src []byte, static bool, limit time.Duration) error {
	done := make(chan error, 1)
	go func() {
		defer func() {
			if v := recover(); v != nil {
				done <- fmt.Errorf("a writer panicked: %v", v)
			}
		}()
		list, err := CheckSource(name, src, static)
		if err != nil {
			done <- err
			return
		}
		done <- writeAll(list.Sorted(), src)
	}()
	select {
	case err := <-done:
		return err
	case <-time.After(limit):
		return errors.New("the check did not finish in time")
	}
}

func writeAll(ds []diagnostics.Diagnostic, src []byte) error {
	for _, d := range ds {
		if d.Code == "" || d.Message == "" || d.Pos.File == "" {
			return fmt.Errorf("malformed diagnostic %+v", d)
		}
	}
	source := func(string) []byte { return src }
	return errors.Join(
		diagnostics.WriteText(io.Discard, ds, diagnostics.TextOptions{Source: source}),
		diagnostics.WriteJSON(io.Discard, ds),
		diagnostics.WriteSARIF(&bytes.Buffer{}, ds, diagnostics.SARIFOptions{Source: source}),
		diagnostics.WriteGitHub(io.Discard, ds),
	)
}
