// This file implements the filtering of a generated program by the
// checker: the generator does not know every typing rule, so the
// functions the checker rejects are dropped, with the calls of them and
// whatever uses them.

package fuzz

import (
	"fmt"
	"regexp"
	"strings"

	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/driver"
)

var funcRE = regexp.MustCompile(`\bf\d+\b`)

// Checked generates the program of seed with n functions and drops what
// the checker rejects. It returns nil when nothing is left.
func Checked(seed uint64, n int) (*Program, error) {
	return CheckedProgram(Generate(seed, n))
}

// CheckedProgram drops from p the functions the checker rejects.
func CheckedProgram(p *Program) (*Program, error) {
	for round := 0; round < 20; round++ {
		src, owner := p.sourceWithOwners()
		diags, err := driver.CheckSource(SourceName, []byte(src), false)
		if err != nil {
			return nil, fmt.Errorf("seed %d: check: %v", p.Seed, err)
		}
		bad := map[string]bool{}
		for _, d := range diags.Sorted() {
			if d.Severity != diagnostics.Error {
				continue
			}
			f := owner[d.Pos.Line]
			if f == "" {
				return nil, fmt.Errorf("seed %d: an error outside the generated functions: %s\n%s", p.Seed, d, src)
			}
			bad[f] = true
		}
		if len(bad) == 0 {
			if len(p.Funcs) == 0 {
				return nil, nil
			}
			return p, nil
		}
		p = p.without(bad)
	}
	return nil, nil
}

// Valid reports whether the checker accepts p as it is.
func Valid(p *Program) bool {
	diags, err := driver.CheckSource(SourceName, []byte(p.Source()), false)
	return err == nil && !diags.HasErrors()
}

// sourceWithOwners renders the program and says which generated
// function each line belongs to (a CALL line: the function it calls).
func (p *Program) sourceWithOwners() (string, map[int]string) {
	src := p.Source()
	owner := map[int]string{}
	cur := ""
	for i, l := range strings.Split(src, "\n") {
		if strings.HasPrefix(l, "def ") {
			cur = l[4:strings.Index(l, "(")]
			if !funcRE.MatchString(cur) {
				cur = ""
			}
		} else if l != "" && !strings.HasPrefix(l, " ") {
			cur = ""
		}
		if c, ok := strings.CutPrefix(l, "# CALL: "); ok {
			cur = CallTarget(c)
		}
		owner[i+1] = cur
	}
	return src, owner
}

// CallTarget is the generated function a CALL expression calls.
func CallTarget(call string) string {
	return funcRE.FindString(call)
}

// without drops the functions named in bad, the calls of them, and
// whatever uses what is dropped.
func (p *Program) without(bad map[string]bool) *Program {
	for changed := true; changed; {
		changed = false
		for _, f := range p.Funcs {
			if bad[f.Name] {
				continue
			}
			for _, used := range funcRE.FindAllString(strings.Join(f.Body, "\n"), -1) {
				if bad[used] {
					bad[f.Name], changed = true, true
					break
				}
			}
		}
	}
	q := &Program{Seed: p.Seed, Static: p.Static, Untyped: p.Untyped, Classes: p.Classes, Head: p.Head}
	for _, f := range p.Funcs {
		if !bad[f.Name] {
			q.Funcs = append(q.Funcs, f)
		}
	}
	for _, c := range p.Calls {
		if !bad[CallTarget(c)] {
			q.Calls = append(q.Calls, c)
		}
	}
	return q
}

// uses is the set of generated functions f calls, directly or not,
// with f.
func (p *Program) uses(name string) map[string]bool {
	byName := map[string]*Func{}
	for _, f := range p.Funcs {
		byName[f.Name] = f
	}
	keep := map[string]bool{name: true}
	work := []string{name}
	for len(work) > 0 {
		f := byName[work[len(work)-1]]
		work = work[:len(work)-1]
		if f == nil {
			continue
		}
		for _, u := range funcRE.FindAllString(strings.Join(f.Body, "\n"), -1) {
			if !keep[u] {
				keep[u] = true
				work = append(work, u)
			}
		}
	}
	return keep
}

// Rejection is an error the checker reports in a generated program, with
// the line it reports it on: either the generator broke a typing rule
// or the checker refuses valid Static Python (CinderX's compiler
// decides which).
type Rejection struct {
	Diag diagnostics.Diagnostic
	Line string
}

// Rejections checks the program of seed as generated (nothing dropped)
// and returns the checker's errors.
func Rejections(seed uint64, n int) ([]Rejection, error) {
	src := Generate(seed, n).Source()
	diags, err := driver.CheckSource(SourceName, []byte(src), false)
	if err != nil {
		return nil, fmt.Errorf("seed %d: check: %v", seed, err)
	}
	lines := strings.Split(src, "\n")
	var out []Rejection
	for _, d := range diags.Sorted() {
		if d.Severity != diagnostics.Error {
			continue
		}
		l := ""
		if d.Pos.Line >= 1 && d.Pos.Line <= len(lines) {
			l = strings.TrimSpace(lines[d.Pos.Line-1])
		}
		out = append(out, Rejection{Diag: d, Line: l})
	}
	return out, nil
}
