package driver

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// The check benchmarks print lines per second of wall-clock time and of
// CPU time; `just bench-check` runs them on one core and on all
// (-cpu 1,N). They set the collector as `staticpyc check` does
// (TuneGCForCheck).

// genStaticModule returns a Static Python module of at least lines lines:
// typed functions with counting and data-dependent loops, branches,
// int64 and double arithmetic, and calls between them.
func genStaticModule(lines int) []byte {
	var b bytes.Buffer
	b.WriteString(`"""A generated module for the check benchmark."""
import __static__
from __static__ import int64, double, crange, box


def seed(n: int64) -> int64:
    return n * 2654435761 % 4294967296
`)
	per := strings.Count(genFunc, "\n")
	for i, n := 0, countLines(b.Bytes()); n < lines; i, n = i+1, n+per {
		fmt.Fprintf(&b, genFunc, i)
	}
	return b.Bytes()
}

const genFunc = `

def f%[1]d(n: int64, x: double) -> int64:
    """Mix the numbers below n."""
    s: int64 = seed(n)
    t: double = x * 2.0 + 1.5
    for j in crange(n):
        s += j * 3 + (s >> 1)
        if s > 1000000:
            s = s %% 97
        elif s < -1000000:
            s = -s // 3
        else:
            s = s - j // 7 + (j & 15)
    k: int64 = 0
    while k < n and s != 0:
        k += 1
        t = t + 0.5 * x
        if k %% 5 == 0:
            s ^= k << 2
    return s + k
`

func countLines(b []byte) int { return bytes.Count(b, []byte{'\n'}) }

// benchCheck runs Check over paths b.N times and reports lines/s.
func benchCheck(b *testing.B, paths []string, opts CheckOptions, lines int) {
	defer TuneGCForCheck()()
	list, err := Check(paths, opts)
	if err != nil {
		b.Fatal(err)
	}
	b.ResetTimer()
	start, cpuStart := time.Now(), cpuTime()
	n := 0
	for b.Loop() {
		if _, err := Check(paths, opts); err != nil {
			b.Fatal(err)
		}
		n++
	}
	elapsed, cpu := time.Since(start), cpuTime()-cpuStart
	b.ReportMetric(float64(lines)*float64(n)/elapsed.Seconds(), "lines/s")
	// Lines per CPU-second does not depend on what else the machine is
	// running; with -cpu 1 it is the one-core speed even on a busy host.
	if cpu > 0 {
		b.ReportMetric(float64(lines)*float64(n)/cpu.Seconds(), "lines/cpu-s")
	}
	b.ReportMetric(float64(lines), "lines")
	b.ReportMetric(float64(list.Len()), "diagnostics")
}

// BenchmarkCheckGenerated checks one generated 200,000-line Static Python
// module: the whole front end (parse, typecheck, strict) on one file.
func BenchmarkCheckGenerated(b *testing.B) {
	src := genStaticModule(200_000)
	file := filepath.Join(b.TempDir(), "generated.py")
	if err := os.WriteFile(file, src, 0o644); err != nil {
		b.Fatal(err)
	}
	if l, err := CheckSource(file, src, true); err != nil || l.Len() != 0 {
		b.Fatalf("the generated module does not check cleanly: %v %v", err, l.Sorted()[:min(3, l.Len())])
	}
	benchCheck(b, []string{file}, CheckOptions{}, countLines(src))
}

// BenchmarkCheckGeneratedTree checks the same 200,000 lines split into
// 100 modules, which the files-in-parallel check spreads over the cores.
func BenchmarkCheckGeneratedTree(b *testing.B) {
	dir := b.TempDir()
	lines := 0
	for i := range 100 {
		src := genStaticModule(2_000)
		lines += countLines(src)
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("m%03d.py", i)), src, 0o644); err != nil {
			b.Fatal(err)
		}
	}
	benchCheck(b, []string{dir}, CheckOptions{}, lines)
}

// stdlibExclude leaves out what the standard library keeps that is not
// the library: its test suites (which hold deliberately broken files) and
// installed third-party packages.
var stdlibExclude = []string{"test", "tests", "idle_test", "lib2to3", "site-packages", "dist-packages"}

// BenchmarkCheckStdlib checks the CPython standard library: unmarked
// files are parsed only, as `staticpyc check /usr/lib/python3.11` does.
// STATICPYC_STDLIB names the directory; otherwise python3 is asked.
func BenchmarkCheckStdlib(b *testing.B) {
	dir := os.Getenv("STATICPYC_STDLIB")
	if dir == "" {
		out, err := exec.Command("python3", "-c", "import sysconfig; print(sysconfig.get_paths()['stdlib'])").Output()
		if err != nil {
			b.Skip("no python3 to find the standard library; set STATICPYC_STDLIB")
		}
		dir = strings.TrimSpace(string(out))
	}
	files, err := expandPaths([]string{dir}, stdlibExclude)
	if err != nil {
		b.Skip(err)
	}
	lines := 0
	for _, f := range files {
		src, err := os.ReadFile(f.path)
		if err != nil {
			b.Fatal(err)
		}
		lines += countLines(src)
	}
	benchCheck(b, []string{dir}, CheckOptions{Exclude: stdlibExclude}, lines)
}
