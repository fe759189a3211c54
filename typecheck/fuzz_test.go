// This file implements the fuzz target: the checker must never panic,
// whatever the parser hands it.

package typecheck_test

import (
	"fmt"
	"os"
	"testing"
	"time"

	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/strict"
	"github.com/staticpyc/staticpyc/typecheck"
)

// FuzzCheck parses and checks arbitrary bytes. It checks the tree even
// when the parser reported errors (the driver does not, but a partial
// tree must not crash the checker either). A parser panic is not the
// checker's to find here; it is skipped so the fuzzer keeps looking.
func FuzzCheck(f *testing.F) {
	for _, file := range testdataFiles(f) {
		src, err := os.ReadFile(file)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src)
	}
	f.Add([]byte("from __static__ import int64\ndef f(x: int64) -> int64:\n    return x + 1\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		if p := os.Getenv("FUZZ_LAST"); p != "" {
			os.WriteFile(fmt.Sprintf("%s.%d", p, os.Getpid()), src, 0o644)
		}
		done := make(chan struct{})
		go func() {
			defer close(done)
			checkBytes(t, src)
		}()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			t.Fatalf("parse and check took over 5s on %q", src)
		}
	})
}

func checkBytes(t *testing.T, src []byte) {
	{
		var diags diagnostics.List
		m := parseNoPanic(src, &diags)
		if m == nil {
			return // the parser panicked: not the checker's bug
		}
		info := typecheck.Check(m, typecheck.Config{Static: true}, &diags)
		strict.Check(m, info, &diags)
		for _, d := range diags.Sorted() {
			if d.Code == "" {
				t.Errorf("diagnostic without a code: %v", d)
			}
		}
	}
}

func parseNoPanic(src []byte, diags *diagnostics.List) (m *parser.Module) {
	defer func() {
		if recover() != nil {
			m = nil
		}
	}()
	return parser.Parse("fuzz.py", src, diags)
}
