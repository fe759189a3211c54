package profile

import (
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

func near(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

// TestAnalyze checks the shares, the per-module estimates (Amdahl) and
// the advice on a profile made by hand.
func TestAnalyze(t *testing.T) {
	app := Frame{"app", "main", "/src/app.py", 3}
	hot := Frame{"hot", "loop", "/src/hot.py", 7}
	np := Frame{"numbers", "crunch", "/src/numbers.py", 9}
	p := &Profile{Processes: []Process{{
		PID: 1, CPU: 4, SamplerCPU: 0.1, Samples: 100,
		Entries: []Entry{
			{Kind: KindPython, Stack: []Frame{app, hot}, Seconds: 4},
			{Kind: KindNative, Stack: []Frame{app, np}, Callee: "numpy.ndarray.sort", Seconds: 3},
			{Kind: KindCompiled, Stack: []Frame{app}, Callee: "kern.spin", Seconds: 1},
			{Kind: KindWaiting, Stack: []Frame{app}, Callee: "time.sleep", Seconds: 2},
			{Kind: KindPython, Stack: []Frame{{"_staticpyc_sampler", "run", "/x", 1}}, Seconds: 5},
		},
	}}}
	r := Analyze(p, Factors{Untyped: 0.5, Typed: 4})
	if diff := cmp.Diff(Shares{Python: 0.4, Native: 0.3, Compiled: 0.1, Waiting: 0.2}, r.Shares); diff != "" {
		t.Errorf("shares mismatch (-want +got):\n%s", diff)
	}
	if !near(r.Overhead, 0.025) {
		t.Errorf("overhead %g, want 0.025", r.Overhead)
	}
	if r.PortFirst != "hot" {
		t.Errorf("port first %q, want hot", r.PortFirst)
	}
	if diff := cmp.Diff([]string{"numbers"}, r.LeaveAlone); diff != "" {
		t.Errorf("leave alone mismatch (-want +got):\n%s", diff)
	}
	m := r.Modules[0]
	if m.Module != "hot" || !near(m.PythonShare, 0.4) {
		t.Fatalf("first module %+v, want hot at 40%%", m)
	}
	// 40% of the run at 4x: 30% saved, the run 1/0.7 faster; at 0.5x
	// the module's time doubles: 40% lost.
	if g := m.Estimate.Typed; !near(g.Saved, 0.3) || !near(g.RunSpeedup, 1/0.7) {
		t.Errorf("typed estimate %+v, want 30%% saved, %.3fx", g, 1/0.7)
	}
	if g := m.Estimate.Untyped; !near(g.Saved, -0.4) {
		t.Errorf("untyped estimate %+v, want 40%% lost", g)
	}
	if diff := cmp.Diff([]CalleeShare{{"numpy", 0.3}}, r.Native); diff != "" {
		t.Errorf("native mismatch (-want +got):\n%s", diff)
	}
	if diff := cmp.Diff([]CalleeShare{{"kern", 0.1}}, r.Compiled); diff != "" {
		t.Errorf("compiled mismatch (-want +got):\n%s", diff)
	}
	if f := r.Functions[0]; f.Function != "loop" || !near(f.SelfShare, 0.4) || f.Lines[0].Line != 7 {
		t.Errorf("top function %+v, want hot.loop at line 7", f)
	}
	var text strings.Builder
	if err := WriteText(&text, r); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Python bytecode            40.0%", "port first: hot", "leave alone: numbers", "saves 30.0%", "40.0% slower"} {
		if !strings.Contains(text.String(), want) {
			t.Errorf("text report lacks %q:\n%s", want, text.String())
		}
	}
	var html strings.Builder
	if err := WriteHTML(&html, p, r); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(html.String(), `"n":"hot.loop"`) || strings.Contains(html.String(), "_staticpyc_sampler") {
		t.Errorf("HTML stack tree lacks hot.loop or shows the sampler")
	}
}

// python3 finds the interpreter; the tests of the sampler need it (CI
// installs it, so there a missing one fails).
func python3(t *testing.T) string {
	t.Helper()
	p, err := exec.LookPath("python3")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("CI is set and python3 is missing")
		}
		t.Skip("python3 not found")
	}
	return p
}

// TestCallTargets checks the callee names the sampler reads off the
// bytecode of each call form.
func TestCallTargets(t *testing.T) {
	py := python3(t)
	dir, _ := filepath.Abs("sampler")
	prog := `
import sys; sys.path.insert(0, sys.argv[1])
import _staticpyc_sampler as s
def f(a, o):
    import time
    time.sleep(a); print(len(a), a.count(1), x=2); h(*a); o.m.n(k=1); (a + o).sum()
    return a @ o
print(sorted(set(s.call_targets(f.__code__).values())))
`
	out, err := exec.Command(py, "-c", prog, dir).CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	want := "['<+>.sum', 'a.<+>', 'a.<@>', 'a.count', 'h', 'len', 'o.m.n', 'print', 'time.sleep']"
	if got := strings.TrimSpace(string(out)); got != want {
		t.Errorf("call targets\n got %s\nwant %s", got, want)
	}
}

// TestRunWorkersAndErrors profiles a program that forks two workers with
// multiprocessing and then fails: every process is reported, the exit
// status passes through, and the workers' bytecode time is seen.
func TestRunWorkersAndErrors(t *testing.T) {
	py := python3(t)
	prog := `
import multiprocessing as mp, time
def work(_):
    end = time.perf_counter() + 0.4
    n = 0
    while time.perf_counter() < end:
        for i in range(1000):
            n += i % 3
    return n
if __name__ == "__main__":
    with mp.get_context("fork").Pool(2) as pool:
        pool.map(work, range(2))
    raise SystemExit(3)
`
	var out strings.Builder
	p, code, err := Run(RunConfig{Command: []string{py, "-c", prog}, Stdout: &out, Stderr: &out})
	if err != nil {
		t.Fatal(err)
	}
	if code != 3 {
		t.Errorf("exit status %d, want 3\n%s", code, out.String())
	}
	if len(p.Processes) != 3 {
		t.Fatalf("%d processes reported, want 3 (the parent and two workers)", len(p.Processes))
	}
	r := Analyze(p, DefaultFactors)
	var workers float64
	for _, f := range r.Functions {
		if f.Function == "work" {
			workers += f.SelfShare
		}
	}
	if workers < 0.3 {
		var text strings.Builder
		WriteText(&text, r)
		t.Errorf("the workers' loop is %.0f%% of the run, want most of it\n%s", 100*workers, text.String())
	}
}

// TestRunInterrupted interrupts a program as Ctrl-C would: it dies of
// KeyboardInterrupt, and what it did until then is still reported.
func TestRunInterrupted(t *testing.T) {
	py := python3(t)
	prog := `
import os, signal, threading, time
threading.Timer(0.5, lambda: os.kill(os.getpid(), signal.SIGINT)).start()
n = 0
while True:
    n += 1
`
	var out strings.Builder
	p, code, err := Run(RunConfig{Command: []string{py, "-c", prog}, Stdout: &out, Stderr: &out})
	if err != nil {
		t.Fatal(err)
	}
	if code == 0 || !strings.Contains(out.String(), "KeyboardInterrupt") {
		t.Errorf("exit status %d, output %q: want a KeyboardInterrupt", code, out.String())
	}
	r := Analyze(p, DefaultFactors)
	if r.Shares.Python < 0.5 {
		t.Errorf("bytecode share %.2f, want most of the run", r.Shares.Python)
	}
}
