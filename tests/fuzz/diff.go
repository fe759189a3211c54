// This file implements the differential run of a generated program:
// build it, run its functions compiled and interpreted with the
// end-to-end harness, compare, and shrink a program that disagrees.

package fuzz

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"

	"github.com/staticpyc/staticpyc/driver"
	"github.com/staticpyc/staticpyc/tests"
)

// Runner runs programs both ways.
type Runner struct {
	Python     string // the interpreter
	Harness    string // tests/harness.py
	RuntimeDir string // runtime/python, for the interpreted run
	Options    driver.Options
}

// Mismatch is a program whose compiled and interpreted runs disagree (or
// that does not build: the generator writes only valid programs).
type Mismatch struct {
	Program *Program
	Diff    string
}

func (m *Mismatch) Error() string {
	return fmt.Sprintf("seed %d: compiled and interpreted disagree (-interpreted +compiled):\n%s\n--- program ---\n%s", m.Program.Seed, m.Diff, m.Program.Source())
}

// Check runs p and returns a *Mismatch when the two runs differ, another
// error when they could not be run.
func (r *Runner) Check(p *Program) error {
	dir, err := os.MkdirTemp("", "staticpyc-fuzz-*")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	srcDir, outDir := filepath.Join(dir, "src"), filepath.Join(dir, "out")
	for _, d := range []string{srcDir, outDir} {
		if err := os.Mkdir(d, 0o755); err != nil {
			return err
		}
	}
	const name = "fuzzed"
	src := filepath.Join(srcDir, name+".py")
	if err := os.WriteFile(src, []byte(p.Source()), 0o644); err != nil {
		return err
	}
	opts := r.Options
	opts.OutDir = outDir
	_, diags, err := driver.Build(src, opts)
	if diags != nil && diags.HasErrors() {
		var msg string
		for _, d := range diags.Sorted() {
			msg += d.String() + "\n"
		}
		return &Mismatch{Program: p, Diff: "the program does not build:\n" + msg}
	}
	if err != nil {
		return err
	}
	interpreted, err := tests.RunHarness(r.Python, r.Harness, srcDir, name, src, []string{"PYTHONPATH=" + r.RuntimeDir})
	if err != nil {
		return &Mismatch{Program: p, Diff: "interpreted run failed: " + err.Error()}
	}
	compiled, err := tests.RunHarness(r.Python, r.Harness, outDir, name, src, []string{"PYTHONPATH="})
	if err != nil {
		return &Mismatch{Program: p, Diff: "compiled run failed: " + err.Error()}
	}
	if d := diff(interpreted, compiled); d != "" {
		return &Mismatch{Program: p, Diff: d}
	}
	return nil
}

// diff describes where two reports differ: the import, or each call
// whose record differs, both ways, as JSON.
func diff(interpreted, compiled *tests.Report) string {
	var sb strings.Builder
	show := func(what string, a, b any) {
		ja, _ := json.Marshal(a)
		jb, _ := json.Marshal(b)
		fmt.Fprintf(&sb, "%s:\n-%s\n+%s\n", what, ja, jb)
	}
	if !reflect.DeepEqual(interpreted.Import, compiled.Import) || interpreted.ImportStdout != compiled.ImportStdout {
		show("import", interpreted.Import, compiled.Import)
	}
	n := max(len(interpreted.Calls), len(compiled.Calls))
	for i := 0; i < n; i++ {
		var a, b *tests.Call
		if i < len(interpreted.Calls) {
			a = &interpreted.Calls[i]
		}
		if i < len(compiled.Calls) {
			b = &compiled.Calls[i]
		}
		if !reflect.DeepEqual(a, b) {
			name := ""
			if a != nil {
				name = a.Name
			} else if b != nil {
				name = b.Name
			}
			show(name, a, b)
		}
	}
	return sb.String()
}

// Shrink returns the smallest program made of p's functions that still
// disagrees (Check reports a Mismatch).
func (r *Runner) Shrink(p *Program) *Program {
	return Shrink(p, func(q *Program) bool {
		_, ok := r.Check(q).(*Mismatch)
		return ok
	})
}

// Shrink drops p's functions one at a time while fails still holds for
// what is left (the functions are independent of each other), and
// returns the smallest program it found.
func Shrink(p *Program, fails func(*Program) bool) *Program {
	cur := p
	for i := 0; i < len(cur.Funcs); {
		try := &Program{Seed: cur.Seed, Funcs: append(append([]string{}, cur.Funcs[:i]...), cur.Funcs[i+1:]...)}
		if len(try.Funcs) > 0 && fails(try) {
			cur = try
			continue
		}
		i++
	}
	return cur
}
