// This file implements the differential run of a generated program: one
// build, one interpreted and one compiled run of the end-to-end harness
// (each a single Python process calling every function), and the
// comparison call by call.

package fuzz

import (
	"context"
	_ "embed"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"time"

	"github.com/staticpyc/staticpyc/driver"
	"github.com/staticpyc/staticpyc/tests"
)

// Runner runs programs both ways.
type Runner struct {
	Python     string // the interpreter
	Harness    string // tests/harness.py
	RuntimeDir string // runtime/python, for the interpreted run
	Options    driver.Options
	// LeakCheck also runs every call of the compiled module many times
	// (leaks.py) and reports a call during which memory or a watched
	// reference count grows, compiled and not interpreted, as a mismatch.
	LeakCheck bool
	// Timeout bounds each Python run (a hang is a failure); 10 min when
	// 0: on a loaded machine at nice 10 a run of a few hundred calls
	// took more than 2.
	Timeout time.Duration
}

// Outcome is what running a program both ways gave.
type Outcome struct {
	// Failure is set when the program could not be compared call by
	// call: it does not build, a run crashed or hung, or the import
	// differs.
	Failure string
	// Mismatches are the calls whose records differ, in program order.
	Mismatches []Mismatch
	Calls      int
	// BuildTime and RunTime are the wall time of the build and of the
	// two Python runs.
	BuildTime, RunTime time.Duration
}

// Mismatch is one call whose compiled and interpreted records differ.
type Mismatch struct {
	Call string // the CALL expression
	Diff string // both records, interpreted first
}

// Bad reports whether the outcome shows a disagreement.
func (o *Outcome) Bad() bool { return o.Failure != "" || len(o.Mismatches) > 0 }

// Run builds p at the optimization level of Options, runs it compiled
// and interpreted and compares the runs.
// The interpreted run goes on while the module builds. The error is for
// what is no fault of the program (a temporary directory, a missing
// tool).
func (r *Runner) Run(p *Program) (*Outcome, error) {
	dir, err := os.MkdirTemp("", "staticpyc-fuzz-*")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	srcDir, outDir := filepath.Join(dir, "src"), filepath.Join(dir, "out")
	for _, d := range []string{srcDir, outDir} {
		if err := os.Mkdir(d, 0o755); err != nil {
			return nil, err
		}
	}
	const module = "fuzzed"
	src := filepath.Join(srcDir, SourceName)
	if err := os.WriteFile(src, []byte(p.Source()), 0o644); err != nil {
		return nil, err
	}
	type run struct {
		rep  *tests.Report
		err  error
		took time.Duration
	}
	interp := make(chan run, 1)
	go func() {
		start := time.Now()
		rep, err := r.harness(srcDir, module, src, "PYTHONPATH="+r.RuntimeDir)
		interp <- run{rep, err, time.Since(start)}
	}()
	o := &Outcome{}
	start := time.Now()
	opts := r.Options
	opts.OutDir = outDir
	_, diags, err := driver.Build(src, opts)
	o.BuildTime = time.Since(start)
	in := <-interp
	o.RunTime = in.took
	if diags != nil && diags.HasErrors() {
		var msg []string
		for _, d := range diags.Sorted() {
			msg = append(msg, d.String())
		}
		o.Failure = "the program does not build:\n" + strings.Join(msg, "\n")
		return o, nil
	}
	if err != nil {
		// The toolchain was found (Prepare): a failing build is the
		// compiler's.
		o.Failure = "the build failed: " + err.Error()
		return o, nil
	}
	if in.err != nil {
		o.Failure = "interpreted run failed: " + in.err.Error()
		return o, nil
	}
	start = time.Now()
	comp, err := r.harness(outDir, module, src, "PYTHONPATH=")
	o.RunTime += time.Since(start)
	if err != nil {
		o.Failure = "compiled run failed: " + err.Error()
		return o, nil
	}
	r.compare(o, in.rep, comp)
	if r.LeakCheck && !o.Bad() {
		if err := r.leaks(o, dir, outDir, srcDir, module, p.Calls); err != nil {
			o.Failure = err.Error()
		}
	}
	return o, nil
}

//go:embed leaks.py
var leakScript []byte

// leaks runs leaks.py on the compiled module, and when it flags a call,
// on the interpreted one: a call whose own work grows (a list kept in a
// global appended to) grows both ways and is not a leak of the compiled
// code.
func (r *Runner) leaks(o *Outcome, dir, outDir, srcDir, module string, calls []string) error {
	script := filepath.Join(dir, "leaks.py")
	if err := os.WriteFile(script, leakScript, 0o644); err != nil {
		return err
	}
	type leak struct {
		Call string   `json:"call"`
		Grew []string `json:"grew"`
	}
	run := func(modDir string, calls []string, env ...string) ([]leak, error) {
		in, out := filepath.Join(dir, "calls.json"), filepath.Join(dir, "leaks.json")
		data, _ := json.Marshal(calls)
		if err := os.WriteFile(in, data, 0o644); err != nil {
			return nil, err
		}
		ctx, cancel := context.WithTimeout(context.Background(), r.timeout())
		defer cancel()
		cmd := exec.CommandContext(ctx, r.Python, script, module, in, out)
		cmd.Dir = modDir
		cmd.Env = append(append(os.Environ(), "PYTHONDONTWRITEBYTECODE=1", "PYTHONHASHSEED=0"), env...)
		if msg, err := cmd.CombinedOutput(); err != nil {
			if ctx.Err() != nil {
				return nil, fmt.Errorf("leak check: no answer in %v", r.timeout())
			}
			return nil, fmt.Errorf("leak check failed: %v\n%s", err, tail(string(msg), 3000))
		}
		data, err := os.ReadFile(out)
		if err != nil {
			return nil, err
		}
		var found []leak
		err = json.Unmarshal(data, &found)
		return found, err
	}
	comp, err := run(outDir, calls, "PYTHONPATH="+outDir)
	if err != nil || len(comp) == 0 {
		return err
	}
	// Every call, in the same order: what a call keeps can depend on
	// what the calls before it set up (a list made by one and appended
	// to by the next).
	interp, err := run(srcDir, calls, "PYTHONPATH="+srcDir+string(os.PathListSeparator)+r.RuntimeDir)
	if err != nil {
		return err
	}
	both := map[string]bool{}
	for _, l := range interp {
		both[l.Call] = true
	}
	for _, l := range comp {
		if !both[l.Call] {
			o.Mismatches = append(o.Mismatches, Mismatch{Call: l.Call, Diff: "leak: compiled, over two windows of calls, " + strings.Join(l.Grew, "; ") + " (interpreted: nothing)"})
		}
	}
	return nil
}

func (r *Runner) timeout() time.Duration {
	if r.Timeout == 0 {
		return 10 * time.Minute
	}
	return r.Timeout
}

// compare fills o from the two reports.
func (r *Runner) compare(o *Outcome, interp, comp *tests.Report) {
	if !reflect.DeepEqual(interp.Import, comp.Import) || interp.ImportStdout != comp.ImportStdout {
		o.Failure = "the import differs:\n" + both(interp.Import, comp.Import)
		return
	}
	if len(interp.Calls) != len(comp.Calls) {
		o.Failure = fmt.Sprintf("%d calls interpreted, %d compiled", len(interp.Calls), len(comp.Calls))
		return
	}
	o.Calls = len(interp.Calls)
	for i := range interp.Calls {
		a, b := interp.Calls[i], comp.Calls[i]
		if !reflect.DeepEqual(a, b) {
			o.Mismatches = append(o.Mismatches, Mismatch{Call: a.Name, Diff: both(a, b)})
		}
	}
}

func both(a, b any) string {
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	return fmt.Sprintf("-interpreted %s\n+compiled    %s", ja, jb)
}

// harness runs tests/harness.py on the module in dir, with a time limit.
func (r *Runner) harness(dir, module, source string, env ...string) (*tests.Report, error) {
	f, err := os.CreateTemp("", "staticpyc-fuzz-*.json")
	if err != nil {
		return nil, err
	}
	f.Close()
	out := f.Name()
	defer os.Remove(out)
	timeout := r.Timeout
	if timeout == 0 {
		timeout = 10 * time.Minute
	}
	ctx, cancel := context.WithTimeout(context.Background(), timeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, r.Python, r.Harness, "--dir", dir, "--module", module, "--source", source, "--out", out)
	// A fixed hash seed: the untyped programs print sets of strings,
	// whose order would differ between the two processes.
	cmd.Env = append(append(os.Environ(), "PYTHONDONTWRITEBYTECODE=1", "PYTHONHASHSEED=0"), env...)
	if msg, err := cmd.CombinedOutput(); err != nil {
		if ctx.Err() != nil {
			return nil, fmt.Errorf("no answer in %v", timeout)
		}
		return nil, fmt.Errorf("%v\n%s", err, tail(string(msg), 3000))
	}
	data, err := os.ReadFile(out)
	if err != nil {
		return nil, err
	}
	var rep tests.Report
	if err := json.Unmarshal(data, &rep); err != nil {
		return nil, err
	}
	return &rep, nil
}

func tail(s string, n int) string {
	if len(s) <= n {
		return s
	}
	return "…" + s[len(s)-n:]
}
