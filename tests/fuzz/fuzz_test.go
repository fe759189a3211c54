package fuzz

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/driver"
)

var (
	diffSeed   = flag.Uint64("diff.seed", 1, "seed of the first generated program")
	diffRandom = flag.Bool("diff.random", false, "take the first seed from the clock (it is printed)")
	diffFuncs  = flag.Int("diff.funcs", 25, "generated functions per program")
	diffCount  = flag.Int("diff.programs", 2, "programs to generate (when -diff.budget is not set)")
	diffBudget = flag.Duration("diff.budget", 0, "generate programs until this much time has passed")
	diffJobs   = flag.Int("diff.jobs", 2, "programs built and run at once")
	diffUntyp  = flag.Bool("diff.untyped", false, "TestDifferential: run the untyped generator")
)

// TestGenerateDeterministic: a seed names one program, so that a printed
// seed replays the run.
func TestGenerateDeterministic(t *testing.T) {
	a, b := Generate(7, 30).Source(), Generate(7, 30).Source()
	if a != b {
		t.Fatal("the same seed gave two programs")
	}
	if Generate(8, 30).Source() == a {
		t.Fatal("two seeds gave the same program")
	}
	if got := strings.Count(a, "\ndef f"); got != 30 {
		t.Fatalf("%d generated functions, want 30", got)
	}
}

// TestGeneratedMostlyValid: the checker keeps most of what the generator
// writes, in Static Python and plain modules alike, and both kinds occur.
func TestGeneratedMostlyValid(t *testing.T) {
	kept, total := map[bool]int{}, map[bool]int{}
	for seed := uint64(1); seed <= 12; seed++ {
		p, err := Checked(seed, 40)
		if err != nil {
			t.Fatal(err)
		}
		static := Generate(seed, 40).Static
		total[static] += 40
		if p != nil {
			kept[static] += len(p.Funcs)
		}
	}
	for _, static := range []bool{true, false} {
		if total[static] == 0 {
			t.Fatalf("no program with static=%v in 12 seeds", static)
		}
		if kept[static]*10 < total[static]*6 {
			t.Errorf("static=%v: the checker kept %d of %d generated functions", static, kept[static], total[static])
		}
	}
}

// TestGeneratedAllValid: the checker rejects nothing the generator
// writes. A rejection is a generator bug (it broke a typing rule) or a
// checker bug (it refuses valid Static Python; CinderX's compiler
// decides): `fuzzdiff -rejects -seed N` lists them.
func TestGeneratedAllValid(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		rs, err := Rejections(seed, 40)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range rs {
			t.Errorf("seed %d: %s\n    %s", seed, r.Diag, r.Line)
		}
	}
}

// TestGeneratedCoversStaticPython: the Static Python programs use what
// the generator is for, each somewhere in a few seeds (a statement kind
// dropped by mistake shows here).
func TestGeneratedCoversStaticPython(t *testing.T) {
	var all strings.Builder
	for seed := uint64(1); seed <= 8; seed++ {
		if p := Generate(seed, 60); p.Static {
			all.WriteString(p.Source())
		}
	}
	src := all.String()
	for _, want := range []string{
		"Optional[K", "Optional[str]", "Optional[int]", "is not None", "is None:", "isinstance(ob",
		"@staticmethod", "@classmethod", "@property", "super().", "@final",
		"Array[", "CheckedDict[str, int]", "CheckedList[int]", "crange(", "% 4, ", "else:\n", "break", "continue",
		" FK", "FS + ", "f\"<", "cast(", "box(", "uint64(", "int8(", "double(", "cbool(",
		"try:", "finally:", "except (", "lambda", "nonlocal", "def inner", "kw(", "dyn(",
		"got = yield box(acc)", "await sub", "= Money(", "sorted([m",
		// typed_more.go
		".setdefault(", ".insert(", ".sort(reverse=", "for x", "crange(clen(af", "Savings(", ".bal = ", "deep(",
	} {
		if !strings.Contains(src, want) {
			t.Errorf("no %q in the programs of seeds 1..8", want)
		}
	}
}

// TestGenerateUntypedDeterministic: a seed names one untyped program.
func TestGenerateUntypedDeterministic(t *testing.T) {
	a, b := GenerateUntyped(7, 30).Source(), GenerateUntyped(7, 30).Source()
	if a != b {
		t.Fatal("the same seed gave two programs")
	}
	if GenerateUntyped(8, 30).Source() == a {
		t.Fatal("two seeds gave the same program")
	}
	if got := strings.Count(a, "\ndef f"); got != 30 {
		t.Fatalf("%d generated functions, want 30", got)
	}
}

// TestUntypedAllValid: the checker rejects nothing the untyped generator
// writes (it is plain Python; a rejection is a generator bug or a
// checker that refuses valid Python).
func TestUntypedAllValid(t *testing.T) {
	for seed := uint64(1); seed <= 30; seed++ {
		p := GenerateUntyped(seed, 40)
		diags, err := driver.CheckBuildSource(SourceName, []byte(p.Source()))
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range diags.Sorted() {
			if d.Severity == diagnostics.Error {
				t.Errorf("seed %d: %s", seed, d)
			}
		}
	}
}

// TestGeneratedCompiles: almost every generated function compiles
// rather than falling back to the interpreter (a statement the compiler
// does not support yet makes its whole function run interpreted, and the
// differential run then compares the interpreter with itself: every
// untyped function did, for locals() in its return, from 2026-12-01 to
// session 17).
func TestGeneratedCompiles(t *testing.T) {
	for _, untyped := range []bool{false, true} {
		funcs, interpreted := 0, 0
		for seed := uint64(1); seed <= 6; seed++ {
			p := Generate(seed, 40)
			if untyped {
				p = GenerateUntyped(seed, 40)
			}
			diags, err := driver.CheckBuildSource(SourceName, []byte(p.Source()))
			if err != nil {
				t.Fatal(err)
			}
			funcs += len(p.Funcs)
			for _, d := range diags.Sorted() {
				if strings.Contains(d.Message, " runs interpreted") {
					interpreted++
					t.Logf("untyped=%v seed %d: %s", untyped, seed, d)
				}
			}
		}
		if interpreted*20 > funcs {
			t.Errorf("untyped=%v: %d of %d generated functions run interpreted", untyped, interpreted, funcs)
		}
	}
}

// TestGeneratedCoversUntyped: the untyped programs use what the
// generator is for, each somewhere in a few seeds.
func TestGeneratedCoversUntyped(t *testing.T) {
	var all strings.Builder
	for seed := uint64(1); seed <= 12; seed++ {
		all.WriteString(GenerateUntyped(seed, 60).Source())
	}
	src := all.String()
	for _, want := range []string{
		"super().", ".__class__ = ", "Sub.twice = ", "Box.__getattr__ = ", "Lazy(", "Temp(", ".c = ", "Vec(", "Seq(", "Tally(",
		"sorted(", "sum(", "except (ValueError, KeyError)", "        raise\n", "from None", "__context__", "else:\n", "finally:\n",
		".send(", ".close()", "yield from", "lambda i=i: i", "g_.send(", "nonlocal", "global G", "kwf(", "**{", "'%(k)s' % ", "f'{", "{:,}",
		"float('nan')", "float('inf')", "-0.0", "18446744073709551619", "break", "continue", ".pop(", "with Guard(", "d_[tell(", "i_, xs_[i_] = ",
		// untyped_fast.go: the program's own classes and the fast paths.
		"class K1(K0):", "objs_ = [", "o_.__class__ = ", "K0.__getattr__ = ", "del o_.", "globals()['GV'] = ", "(2**60 - 1)", "Tag(", "Plain(",
		"Defaults(", "Audit(", "Grow.append = ", "async def ", "async for ", "async with ", "drive(", ": i_ = ",
		// untyped_more.go: what users write beyond those.
		"g_.throw(", "g_.close()", "            continue\n", "(a, /, b=", ", *, c=", ":-5:-2]", "2**53 + 1", "key=lambda t: t[0]",
		"match ", "    case [x_, *rest_] if ", "    del x\n", "with Door(q, '", "kwf(1, **{'y': 2}, **{'y': 3})", "for x in range(3) for y in 'ab'",
	} {
		if !strings.Contains(src, want) {
			t.Errorf("no %q in the untyped programs of seeds 1..12", want)
		}
	}
}

// TestShrink: the shrinker keeps the function of the failing call and
// what it uses, and only the statements the failure needs.
func TestShrink(t *testing.T) {
	var p *Program
	var call string
	var culprit *Func
	// A program with a function that calls another one.
	for seed := uint64(1); p == nil; seed++ {
		q, _ := Checked(seed, 30)
		if q == nil || !q.Static {
			continue
		}
		for _, f := range q.Funcs {
			if len(q.uses(f.Name)) > 1 && len(f.Body) > 2 {
				for _, c := range q.Calls {
					if CallTarget(c) == f.Name {
						p, call, culprit = q, c, f
					}
				}
			}
		}
	}
	stmt := culprit.Body[0]
	small := Shrink(p, call, func(q *Program) bool {
		for _, f := range q.Funcs {
			if f.Name == culprit.Name {
				for _, s := range f.Body {
					if s == stmt {
						return true
					}
				}
			}
		}
		return false
	})
	if len(small.Calls) != 1 || small.Calls[0] != call {
		t.Errorf("shrunk to the calls %q, want only %q", small.Calls, call)
	}
	var kept *Func
	for _, f := range small.Funcs {
		if f.Name == culprit.Name {
			kept = f
		}
	}
	if kept == nil || !contains(kept.Body, stmt) {
		t.Fatalf("shrunk program:\n%s\nwant %s with the statement %q", small.Source(), culprit.Name, stmt)
	}
	// One-minimal: dropping any other statement leaves a program the
	// checker rejects.
	for i := 0; i < len(kept.Body)-1; i++ {
		if kept.Body[i] == stmt {
			continue
		}
		q := small.clone()
		for _, f := range q.Funcs {
			if f.Name == kept.Name {
				f.Body = append(append([]string{}, f.Body[:i]...), f.Body[i+1:]...)
			}
		}
		if Valid(q) {
			t.Errorf("the statement %q could have been dropped:\n%s", kept.Body[i], small.Source())
		}
	}
	if len(small.Funcs) >= len(p.Funcs) {
		t.Errorf("kept all %d functions", len(p.Funcs))
	}
}

// TestDifferential runs generated programs compiled and interpreted;
// every call must agree. By default the seeds are fixed, so that go test
// is repeatable; .ci/run also explores from a random seed for a while:
//
//	go test ./tests/fuzz -run TestDifferential -v -args -diff.random -diff.budget 60s
//
// and a printed seed replays (just fuzz-diff SEED N).
func TestDifferential(t *testing.T) {
	cfg := Config{Seed: *diffSeed, Programs: *diffCount, Funcs: *diffFuncs, Budget: *diffBudget, KeepGoing: true, Log: testLog{t}, OptLevels: []int{0, 3}, Jobs: *diffJobs, Untyped: *diffUntyp}
	explore(t, cfg)
}

// TestDifferentialUntyped runs programs of the untyped generator
// compiled and interpreted from fixed seeds; .ci/run explores from a
// random one (-diff.untyped).
func TestDifferentialUntyped(t *testing.T) {
	// 20 functions: they compile now (until session 17 every one ran
	// interpreted and its build took no time); a program of 30 took
	// 12 s of CPU to build at -O0 and 24 s at -O3.
	cfg := Config{Seed: 1, Programs: 2, Funcs: 20, KeepGoing: true, Log: testLog{t}, OptLevels: []int{0, 3}, Jobs: *diffJobs, Untyped: true}
	explore(t, cfg)
}

// TestLeaksUntyped runs the calls of an untyped program many times
// compiled (Runner.LeakCheck): no call may leak memory or references.
func TestLeaksUntyped(t *testing.T) {
	cfg := Config{Seed: 11, Programs: 1, Funcs: 12, KeepGoing: true, Log: testLog{t}, OptLevels: []int{0}, Untyped: true}
	explore(t, cfg, func(r *Runner) { r.LeakCheck = true })
}

// explore runs cfg (from a random seed with -diff.random, for
// -diff.budget when set); every call must agree.
func explore(t *testing.T, cfg Config, setup ...func(*Runner)) {
	if testing.Short() {
		t.Skip("-short: skipping end-to-end builds")
	}
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found")
	}
	opts, err := driver.Prepare(driver.DefaultOptions())
	if err != nil {
		t.Skip(err)
	}
	rt, _ := filepath.Abs("../../runtime/python")
	harness, _ := filepath.Abs("../harness.py")
	r := &Runner{Python: python, Harness: harness, RuntimeDir: rt, Options: opts}
	for _, f := range setup {
		f(r)
	}
	if *diffRandom {
		cfg.Seed = uint64(time.Now().UnixNano() % 1_000_000_000)
	}
	if cfg.Budget > 0 {
		cfg.Programs = 0
	}
	t.Logf("first seed %d", cfg.Seed)
	st, err := r.Explore(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Log(st.Summary())
	if st.Calls == 0 {
		t.Fatal("no call was compared")
	}
	for _, f := range st.Failures {
		t.Errorf("%s", f)
	}
}

type testLog struct{ t *testing.T }

func (l testLog) Write(b []byte) (int, error) {
	l.t.Log(strings.TrimRight(string(b), "\n"))
	return len(b), nil
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// TestLeakScriptFlags: leaks.py flags a call that keeps memory and one
// that keeps a reference to one of the module's classes, and not a call
// that cleans up after itself.
func TestLeakScriptFlags(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found")
	}
	dir := t.TempDir()
	mod := `import ctypes
KEPT = []
class Box:
    pass
def grows():
    KEPT.append([1, 2, 3])
def increfs():
    ctypes.pythonapi.Py_IncRef(ctypes.py_object(Box))
def clean():
    return [Box() for _ in range(10)]
def keeps_arg(s):
    ctypes.pythonapi.Py_IncRef(ctypes.py_object(s))
`
	write := func(name string, data []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	write("leaky.py", []byte(mod))
	script := write("leaks.py", leakScript)
	calls := write("calls.json", []byte(`["grows()", "increfs()", "clean()", "keeps_arg('an argument')"]`))
	out := filepath.Join(dir, "out.json")
	cmd := exec.Command(python, script, "leaky", calls, out)
	cmd.Dir = dir
	if msg, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, msg)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	got := string(data)
	for _, want := range []string{`"grows()", "grew": ["memory +`, `"increfs()", "grew": ["refcount of Box +400, +400"]`, `"keeps_arg('an argument')", "grew": ["refcount of 'an argument' +400, +400"]`} {
		if !strings.Contains(got, want) {
			t.Errorf("no %s in %s", want, got)
		}
	}
	if strings.Contains(got, "clean()") {
		t.Errorf("clean() flagged: %s", got)
	}
}

// TestUntypedCallsReturn: most calls of an untyped program return (a
// statement's exception is logged in its own try), so that what they
// compute is compared, not only an exception that ends them early (a
// helper missing from the prelude made every call raise NameError).
func TestUntypedCallsReturn(t *testing.T) {
	python, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found")
	}
	dir := t.TempDir()
	src := filepath.Join(dir, SourceName)
	if err := os.WriteFile(src, []byte(GenerateUntyped(3, 40).Source()), 0o644); err != nil {
		t.Fatal(err)
	}
	script := `import re, sys, warnings
warnings.simplefilter("ignore")
src = open(sys.argv[1]).read()
ns = {}
exec(compile(src, "fuzzed.py", "exec"), ns)
calls = re.findall(r"^# CALL: (.*)$", src, re.M)
raised = [c for c in calls if eval(c, ns)[0] == "raised"]
print(len(calls), len(raised))
`
	out, err := exec.Command(python, "-c", script, src).CombinedOutput()
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	var calls, raised int
	if _, err := fmt.Sscan(string(out), &calls, &raised); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	if calls < 80 || raised*5 > calls {
		t.Errorf("%d of %d calls raised", raised, calls)
	}
}
