package tests

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/google/go-cmp/cmp"
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/driver"
)

var (
	diffSeed   = flag.Uint64("diff.seed", 1, "seed of the first generated program")
	diffRandom = flag.Bool("diff.random", false, "take the first seed from the clock (it is printed)")
	diffN      = flag.Int("diff.n", 10, "functions per generated program")
	diffCount  = flag.Int("diff.programs", 2, "programs to generate (when -diff.budget is not set)")
	diffBudget = flag.Duration("diff.budget", 0, "generate programs until this much time has passed")
)

// TestDifferential generates random well-typed Static Python modules
// (progen.go), runs each compiled and interpreted, and requires the two to
// agree on every test function's result, exception and message, and on
// every call from plain Python with values the types do not allow. A
// mismatch is shrunk to a small program, printed with its seed:
//
//	go test ./tests -run TestDifferential -diff.seed SEED -diff.programs 1 -v
//
// replays it (just fuzz-diff SEED N). By default the seeds are fixed, so
// `go test` is repeatable; .ci/run also explores from a random seed for a
// while (-diff.random -diff.budget).
func TestDifferential(t *testing.T) {
	python, _ := needToolchain(t)
	rt, _ := filepath.Abs(runtimeDir)
	seed := *diffSeed
	if *diffRandom {
		seed = uint64(time.Now().UnixNano())
	}
	t.Logf("first seed %d", seed)
	deadline := time.Now().Add(*diffBudget)
	programs, calls := 0, 0
	for i := 0; ; i++ {
		if *diffBudget > 0 && time.Now().After(deadline) || *diffBudget == 0 && i >= *diffCount {
			break
		}
		s := seed + uint64(i)
		p := checkedProgram(t, s, *diffN)
		if p == nil {
			continue
		}
		programs++
		mismatches, n := runDifferential(t, python, rt, p)
		calls += n
		if len(mismatches) > 0 {
			// Shrinking builds the program again for every statement it
			// tries to drop: only the first difference is shrunk.
			name := mismatches[0]
			small := shrink(t, python, rt, p, name)
			t.Errorf("seed %d: %s differ compiled and interpreted; %s shrunk:\n%s\n%s", s, strings.Join(mismatches, ", "), name, small.Source(), diffOf(t, python, rt, small, name))
		}
	}
	t.Logf("%d programs, %d calls compared", programs, calls)
}

// checkedProgram generates the program of seed and drops the functions
// the checker rejects (the generator does not know every typing rule),
// with the test functions and calls that use them.
func checkedProgram(t *testing.T, seed uint64, n int) *Program {
	p := Generate(seed, n)
	for round := 0; round < 20; round++ {
		src, owner := p.sourceWithOwners()
		diags, err := driver.CheckSource("gen.py", []byte(src), true)
		if err != nil {
			t.Fatalf("seed %d: check: %v", seed, err)
		}
		bad := map[string]bool{}
		for _, d := range diags.Sorted() {
			if d.Severity != diagnostics.Error {
				continue
			}
			f := owner[d.Pos.Line]
			if f == "" {
				t.Fatalf("seed %d: an error outside the generated functions: %s\n%s", seed, d, src)
			}
			bad[f] = true
		}
		if len(bad) == 0 {
			if len(p.Funcs) == 0 {
				return nil
			}
			return p
		}
		p = p.without(bad)
	}
	return nil
}

// sourceWithOwners renders the program and says which function each line
// belongs to.
func (p *Program) sourceWithOwners() (string, map[int]string) {
	src := p.Source()
	owner := map[int]string{}
	cur := ""
	for i, l := range strings.Split(src, "\n") {
		if strings.HasPrefix(l, "def ") {
			cur = l[4:strings.Index(l, "(")]
		} else if l != "" && !strings.HasPrefix(l, " ") {
			cur = ""
		}
		if strings.HasPrefix(l, "# CALL: ") {
			if m := callRE.FindStringSubmatch(l); m != nil {
				cur = m[1]
			}
		}
		owner[i+1] = cur
	}
	return src, owner
}

var (
	callRE = regexp.MustCompile(`^# CALL: (f\d+)\(`)
	funcRE = regexp.MustCompile(`\bf\d+\b`)
)

// without drops the functions named in bad, their test functions, the
// calls of them, and whatever uses what is dropped.
func (p *Program) without(bad map[string]bool) *Program {
	for changed := true; changed; {
		changed = false
		for _, f := range p.Funcs {
			if bad[f.name] {
				continue
			}
			body := strings.Join(f.body, "\n")
			for _, used := range funcRE.FindAllString(body, -1) {
				if bad[used] {
					bad[f.name], changed = true, true
					break
				}
			}
			if t, ok := strings.CutPrefix(f.name, "test_"); ok && bad["f"+t] && !bad[f.name] {
				bad[f.name], changed = true, true
			}
			if t, ok := strings.CutPrefix(f.name, "f"); ok && bad["test_"+t] && !bad[f.name] {
				bad[f.name], changed = true, true
			}
		}
	}
	q := &Program{}
	for _, f := range p.Funcs {
		if !bad[f.name] {
			q.Funcs = append(q.Funcs, f)
		}
	}
	for _, c := range p.Calls {
		if m := funcRE.FindString(c); !bad[m] {
			q.Calls = append(q.Calls, c)
		}
	}
	return q
}

// runDifferential runs p compiled and interpreted and returns the names
// of the calls whose outcomes differ, and how many calls ran.
func runDifferential(t *testing.T, python, rt string, p *Program) ([]string, int) {
	t.Helper()
	interp, comp, err := runBoth(t, python, rt, p)
	if err != nil {
		t.Fatalf("%v\n%s", err, p.Source())
	}
	if interp.Import != nil || comp.Import != nil {
		if diff := cmp.Diff(interp.Import, comp.Import); diff != "" {
			return []string{"<import>"}, 0
		}
	}
	var bad []string
	byName := map[string]Call{}
	for _, c := range comp.Calls {
		byName[c.Name] = c
	}
	for _, c := range interp.Calls {
		if d := cmp.Diff(c, byName[c.Name]); d != "" {
			bad = append(bad, c.Name)
		}
	}
	return bad, len(interp.Calls)
}

// runBoth writes p, runs the harness on it interpreted, builds it and
// runs the harness on the extension.
func runBoth(t *testing.T, python, rt string, p *Program) (*Report, *Report, error) {
	dir := t.TempDir()
	src := filepath.Join(dir, "gen.py")
	if err := os.WriteFile(src, []byte(p.Source()), 0o644); err != nil {
		return nil, nil, err
	}
	interp, err := RunHarness(python, "harness.py", dir, "gen", src, []string{"PYTHONPATH=" + rt})
	if err != nil {
		return nil, nil, fmt.Errorf("interpreted: %w", err)
	}
	out := filepath.Join(dir, "out")
	opts := buildOptions(t, out)
	if _, diags, err := driver.Build(src, opts); err != nil || diags.HasErrors() {
		return nil, nil, fmt.Errorf("build: %v %v", err, diags.Sorted())
	}
	comp, err := RunHarness(python, "harness.py", out, "gen", src, []string{"PYTHONPATH="})
	if err != nil {
		return nil, nil, fmt.Errorf("compiled: %w", err)
	}
	return interp, comp, nil
}

// shrink makes the smallest program it can in which the call named name
// still differs: only that test and what it uses, then as few statements
// as still show the difference.
func shrink(t *testing.T, python, rt string, p *Program, name string) *Program {
	target := strings.TrimPrefix(name, "test_")
	if m := funcRE.FindString(name); m != "" && !strings.HasPrefix(name, "test_") {
		target = strings.TrimPrefix(m, "f")
	}
	keep := map[string]bool{"f" + target: true, "test_" + target: true}
	for changed := true; changed; {
		changed = false
		for _, f := range p.Funcs {
			if !keep[f.name] {
				continue
			}
			for _, used := range funcRE.FindAllString(strings.Join(f.body, "\n"), -1) {
				if !keep[used] {
					keep[used], changed = true, true
				}
			}
		}
	}
	cur := &Program{}
	for _, f := range p.Funcs {
		if keep[f.name] {
			g := *f
			g.body = append([]string{}, f.body...)
			cur.Funcs = append(cur.Funcs, &g)
		}
	}
	for _, c := range p.Calls {
		if c == name {
			cur.Calls = append(cur.Calls, c)
		}
	}
	stillDiffers := func(q *Program) bool {
		diags, err := driver.CheckSource("gen.py", []byte(q.Source()), true)
		if err != nil || diags.HasErrors() {
			return false
		}
		bad, _ := runDifferential(t, python, rt, q)
		for _, b := range bad {
			if b == name {
				return true
			}
		}
		return false
	}
	if !stillDiffers(cur) {
		return p // the difference needs more of the program: keep it whole
	}
	for _, f := range cur.Funcs {
		if f.test {
			continue
		}
		for i := 0; i < len(f.body)-1; {
			saved := f.body
			f.body = append(append([]string{}, saved[:i]...), saved[i+1:]...)
			if stillDiffers(cur) {
				continue
			}
			f.body = saved
			i++
		}
	}
	return cur
}

// diffOf describes how the call named name differs in p.
func diffOf(t *testing.T, python, rt string, p *Program, name string) string {
	interp, comp, err := runBoth(t, python, rt, p)
	if err != nil {
		return err.Error()
	}
	find := func(r *Report) *Call {
		for i := range r.Calls {
			if r.Calls[i].Name == name {
				return &r.Calls[i]
			}
		}
		return nil
	}
	return "mismatch (-interpreted +compiled):\n" + cmp.Diff(find(interp), find(comp))
}
