// This file implements the projects family: what calls between compiled
// modules cost, and how long a many-module project takes to build cold,
// from the build cache, and after one function body changes.

package main

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/staticpyc/staticpyc/driver"
)

// The modules of the call measurement: xlib exports a typed function;
// xapp calls it from a loop natively (from xlib import add1), calls its
// own copy (in-module, which LLVM may inline), and calls it late-bound
// through the module object with boxed ints.
const (
	xlibSrc = `import __static__
from __static__ import int64


def add1(x: int64) -> int64:
    return x + 1


class Acc:
    def __init__(self, k: int64) -> None:
        self.k: int64 = k

    def add(self, x: int64) -> int64:
        return x + self.k
`
	xappSrc = `import __static__
from __static__ import int64, box
import xlib
from xlib import add1, Acc


def own_add1(x: int64) -> int64:
    return x + 1


class OwnAcc:
    def __init__(self, k: int64) -> None:
        self.k: int64 = k

    def add(self, x: int64) -> int64:
        return x + self.k


def cross_method(n: int) -> int:
    a = Acc(1)
    t: int64 = 0
    i: int64 = 0
    k: int64 = int64(n)
    while i < k:
        t = a.add(t)
        i += 1
    return box(t)


def local_method(n: int) -> int:
    a = OwnAcc(1)
    t: int64 = 0
    i: int64 = 0
    k: int64 = int64(n)
    while i < k:
        t = a.add(t)
        i += 1
    return box(t)


def cross(n: int) -> int:
    t: int64 = 0
    i: int64 = 0
    k: int64 = int64(n)
    while i < k:
        t = add1(t)
        i += 1
    return box(t)


def local(n: int) -> int:
    t: int64 = 0
    i: int64 = 0
    k: int64 = int64(n)
    while i < k:
        t = own_add1(t)
        i += 1
    return box(t)


def late(n: int) -> int:
    t = 0
    i: int64 = 0
    k: int64 = int64(n)
    while i < k:
        t = xlib.add1(t)
        i += 1
    return t


def empty(n: int) -> int:
    t: int64 = 0
    i: int64 = 0
    k: int64 = int64(n)
    while i < k:
        t = t ^ i
        i += 1
    return box(t)
`
	// xtime.py times each loop in interleaved rounds and prints the
	// fastest and median ns per iteration of each, as JSON.
	xtimeSrc = `import json, sys, time
import xapp
n, rounds = int(sys.argv[1]), int(sys.argv[2])
fs = {"cross": xapp.cross, "local": xapp.local, "late": xapp.late,
      "cross_method": xapp.cross_method, "local_method": xapp.local_method, "empty": xapp.empty}
for f in fs.values():
    assert f(1000) == fs["cross"](1000) or f is xapp.empty
samples = {k: [] for k in fs}
names = list(fs)
for r in range(rounds):
    for j in range(len(names)):
        k = names[(r + j) % len(names)]
        t0 = time.perf_counter_ns()
        fs[k](n)
        samples[k].append((time.perf_counter_ns() - t0) / n)
out = {k: [min(v), sorted(v)[len(v) // 2]] for k, v in samples.items()}
json.dump(out, sys.stdout)
`
)

// runProjects runs the projects family and writes its table to w.
func runProjects(cfg Config, w io.Writer) error {
	target, err := driver.ProbePython(cfg.Python)
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "staticpyc-bench-projects-")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	opts := driver.DefaultOptions()
	opts.Target = target
	if opts, err = driver.Prepare(opts); err != nil {
		return err
	}

	// Calls.
	src, out := filepath.Join(dir, "calls"), filepath.Join(dir, "calls-out")
	for name, body := range map[string]string{"xlib.py": xlibSrc, "xapp.py": xappSrc} {
		if err := writeFile(filepath.Join(src, name), body); err != nil {
			return err
		}
	}
	if err := writeFile(filepath.Join(out, "xtime.py"), xtimeSrc); err != nil {
		return err
	}
	o := opts
	o.OutDir = out
	if _, diags, err := driver.BuildProject([]string{filepath.Join(src, "xlib.py"), filepath.Join(src, "xapp.py")}, o, driver.ProjectOptions{}); err != nil || diags.HasErrors() {
		return fmt.Errorf("building the call modules: %v %v", err, diags.Sorted())
	}
	cmd := exec.Command(target.Executable, "xtime.py", fmt.Sprint(cfg.ProjectCallN), fmt.Sprint(cfg.Rounds))
	cmd.Dir, cmd.Env = out, append(os.Environ(), "PYTHONPATH=")
	msg, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("timing the calls: %v\n%s", err, msg)
	}
	var ns map[string][2]float64
	if err := json.Unmarshal(msg, &ns); err != nil {
		return fmt.Errorf("timing the calls: %v: %s", err, msg)
	}
	fmt.Fprintf(w, "\nprojects: a typed call of a function of another compiled module (%d calls per batch, %d rounds; ns per call, the loop's own cost taken off)\n", cfg.ProjectCallN, cfg.Rounds)
	base := ns["empty"]
	for _, row := range []struct{ key, label string }{
		{"cross", "cross-module (from xlib import add1; add1(t): xapp's copy)"},
		{"local", "same module, direct (LLVM may inline it)"},
		{"late", "late-bound (xlib.add1(t), boxed, vectorcall)"},
		{"cross_method", "method of another module's class (from xlib import Acc)"},
		{"local_method", "method of this module's class"},
	} {
		v := ns[row.key]
		fmt.Fprintf(w, "  %-58s min %6.2f  median %6.2f\n", row.label, v[0]-base[0], v[1]-base[1])
	}
	fmt.Fprintf(w, "  %-58s min %6.2f  median %6.2f\n", "(the loop alone, ns per trip)", base[0], base[1])
	// The ratios of whole trips (loop included), which stay finite when
	// LLVM folds the same-module loop to almost nothing.
	trip := func(key string, i int) float64 { return ns[key][i] }
	for _, r := range []struct{ label, a, b string }{
		{"cross-module / same-module function call, per trip", "cross", "local"},
		{"cross-module / same-module method call, per trip", "cross_method", "local_method"},
	} {
		fmt.Fprintf(w, "  %-58s min %6s  median %6s\n", r.label, ratioString(trip(r.a, 0)/trip(r.b, 0)), ratioString(trip(r.a, 1)/trip(r.b, 1)))
	}

	if err := runBuildTimes(cfg, opts, dir, w); err != nil {
		return err
	}

	// Builds.
	load := loadAverage()
	proj := filepath.Join(dir, "proj")
	edited := genProject(proj, cfg.ProjectModules)
	cache := filepath.Join(dir, "cache")
	// check first: the process keeps the checks of imported modules,
	// which the builds would otherwise have filled.
	t0, c0 := time.Now(), cpuTime()
	if diags, err := driver.Check([]string{filepath.Join(proj, "gen")}, driver.CheckOptions{}); err != nil || diags.HasErrors() {
		return fmt.Errorf("checking the generated package: %v %v", err, diags.Sorted())
	}
	check, checkCPU := time.Since(t0), cpuTime()-c0
	// build returns the wall-clock and CPU time of one build (CPU: staticpyc
	// and the tools it ran), and how many modules came from the cache.
	build := func() (time.Duration, time.Duration, int, error) {
		cached := 0
		o := opts
		o.OutDir = filepath.Join(dir, "proj-out")
		t0, c0 := time.Now(), cpuTime()
		_, diags, err := driver.BuildProject([]string{filepath.Join(proj, "gen")}, o, driver.ProjectOptions{CacheDir: cache, Cached: &cached})
		if err == nil && diags.HasErrors() {
			err = fmt.Errorf("%v", diags.Sorted())
		}
		return time.Since(t0), cpuTime() - c0, cached, err
	}
	cold, coldCPU, _, err := build()
	if err != nil {
		return err
	}
	warm, warmCPU, hits, err := build()
	if err != nil {
		return err
	}
	body, err := os.ReadFile(edited)
	if err != nil {
		return err
	}
	if err := os.WriteFile(edited, []byte(strings.Replace(string(body), "t += i * 1\n", "t += i * 3\n", 1)), 0o644); err != nil {
		return err
	}
	edit, editCPU, editHits, err := build()
	if err != nil {
		return err
	}
	fmt.Fprintf(w, "\nprojects: building a generated package of %d modules (each imports the one before; -j all CPUs = %d; load average %s at the start; wall clock, and CPU time of staticpyc and opt/llc/cc, which load on the machine does not inflate)\n", cfg.ProjectModules, runtime.NumCPU(), load)
	fmt.Fprintf(w, "  %-52s wall %6.2f s  cpu %6.2f s\n", "staticpyc check of the package", check.Seconds(), checkCPU.Seconds())
	fmt.Fprintf(w, "  %-52s wall %6.2f s  cpu %6.2f s\n", "cold (empty cache)", cold.Seconds(), coldCPU.Seconds())
	fmt.Fprintf(w, "  %-52s wall %6.2f s  cpu %6.2f s\n", fmt.Sprintf("warm (nothing changed, %d from cache)", hits), warm.Seconds(), warmCPU.Seconds())
	fmt.Fprintf(w, "  %-52s wall %6.2f s  cpu %6.2f s\n", fmt.Sprintf("one body changed in m0, which m1 imports (%d from cache)", editHits), edit.Seconds(), editCPU.Seconds())
	return nil
}

// genProject writes a package gen/ of n modules under dir, m<i> importing
// a typed function from m<i-1>, and returns the path of the first one,
// the one edited: m1 imports it, and with its interface unchanged only
// it is rebuilt.
func genProject(dir string, n int) string {
	var first string
	for i := 0; i < n; i++ {
		var b strings.Builder
		b.WriteString("import __static__\nfrom __static__ import int64\n")
		if i > 0 {
			fmt.Fprintf(&b, "from gen.m%d import step%d\n", i-1, i-1)
		}
		fmt.Fprintf(&b, "\n\ndef step%d(x: int64) -> int64:\n", i)
		if i > 0 {
			fmt.Fprintf(&b, "    return step%d(x) + 1\n", i-1)
		} else {
			b.WriteString("    return x + 1\n")
		}
		for j := 0; j < 8; j++ {
			fmt.Fprintf(&b, "\n\ndef work%d(n: int64) -> int64:\n    t: int64 = 0\n    i: int64 = 0\n    while i < n:\n        t += i * %d\n        i += 1\n    return t\n", j, j+1)
		}
		p := filepath.Join(dir, "gen", fmt.Sprintf("m%d.py", i))
		if i == 0 {
			first = p
		}
		writeFile(p, b.String())
	}
	writeFile(filepath.Join(dir, "gen", "__init__.py"), "")
	return first
}

func writeFile(path, body string) error {
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	return os.WriteFile(path, []byte(body), 0o644)
}
