// This file implements the fuzz targets and the parser benchmark.

package parser

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/staticpyc/staticpyc/diagnostics"
)

// fuzzSeeds are the test inputs, good and bad.
func fuzzSeeds() []string {
	var seeds []string
	seeds = append(seeds, snippets...)
	for _, tt := range parseTests {
		seeds = append(seeds, tt.src)
	}
	for _, tt := range errorTests {
		seeds = append(seeds, tt.src)
	}
	for _, tt := range scanTests {
		seeds = append(seeds, tt.src)
	}
	files, _ := filepath.Glob("testdata/*.py")
	for _, f := range files {
		if b, err := os.ReadFile(f); err == nil {
			seeds = append(seeds, string(b))
		}
	}
	return seeds
}

func FuzzScan(f *testing.F) {
	for _, s := range fuzzSeeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		var s scanner
		s.init([]byte(src), 0, len(src), 1, 1, func(int, int, diagnostics.Code, string) {})
		var tok token
		// Every call consumes input or delivers one of the finitely many
		// DEDENTs and NEWLINEs, so 3 tokens a byte is plenty.
		for i := 0; i <= 3*len(src)+10; i++ {
			s.next(&tok)
			if tok.off < 0 || tok.end > len(src) || tok.off > tok.end {
				t.Fatalf("token %v out of range", tok)
			}
			if tok.kind == tEOF {
				return
			}
		}
		t.Fatalf("no EOF after %d tokens", 3*len(src)+10)
	})
}

func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds() {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, src string) {
		done := make(chan struct{})
		go func() {
			select {
			case <-done:
			case <-time.After(5 * time.Second):
				panic(fmt.Sprintf("Parse hangs on %q", src))
			}
		}()
		defer close(done)
		var errs diagnostics.List
		m := Parse("fuzz.py", []byte(src), &errs)
		if m == nil {
			t.Fatal("nil module")
		}
		_ = Dump(m)
		for _, d := range errs.Sorted() {
			if d.Pos.Line < 1 || d.Pos.Col < 1 {
				t.Fatalf("diagnostic without a position: %v", d)
			}
		}
	})
}

// benchSource generates a module of about n lines in the style of typed
// Static Python code, with a little of everything.
func benchSource(n int) []byte {
	var b strings.Builder
	b.WriteString("\"\"\"Generated benchmark module.\"\"\"\nfrom __static__ import int64, cast, Array\nimport os, sys\n\n")
	for i := 0; b.Len() < n*32; i++ {
		fmt.Fprintf(&b, `
@decorator(%[1]d)
def func_%[1]d(a: int64, b: int64 = 2, *args: str, key: str = "k", **kw) -> int64:
    """Docstring of func_%[1]d."""
    total: int64 = 0
    for i in range(a, b, 1):
        if i %% 3 == 0 and not (i > 10 or i < -10):
            total += i * 2 ** 3 - (a // b) %% 7
        elif i in kw:
            total -= kw[i][1:2, ::3]
        else:
            continue
    while total > 1000:
        total >>= 1
    x = [j * 2 for j in args if j] + [*args]
    d = {k: v for k, v in kw.items()}
    s = f"{total!r:>10} {key=} {x[0] if x else None}"
    try:
        y = obj.attr.method(a, b, *args, key=key, **kw)
    except (ValueError, KeyError) as e:
        raise RuntimeError("bad %%s" %% e) from e
    finally:
        pass
    with open(key) as fh, lock:
        data = fh.read()
    return total if total else lambda q: q + 1


class Class_%[1]d(Base, metaclass=Meta):
    field: int64 = 0
    name: str

    def method(self, other: "Class_%[1]d") -> bool:
        return self.field == other.field and self.name is not None
`, i)
	}
	return []byte(b.String())
}

func BenchmarkParse(b *testing.B) {
	src := benchSource(50000)
	lines := strings.Count(string(src), "\n")
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var errs diagnostics.List
		Parse("bench.py", src, &errs)
		if errs.Len() > 0 {
			b.Fatal(errs.Sorted()[0])
		}
	}
	b.ReportMetric(float64(lines)*float64(b.N)/b.Elapsed().Seconds(), "lines/s")
}
