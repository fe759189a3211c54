package irpass

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/staticpyc/staticpyc/codegen"
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/lower"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/typecheck"
)

var update = flag.Bool("update", false, "rewrite the golden .out.ll files")

// lowerSource lowers Static Python source named file (a fixed path, so
// that tracebacks in the IR do not depend on where the repository is).
func lowerSource(t *testing.T, file string, src []byte) *lower.Result {
	t.Helper()
	var diags diagnostics.List
	m := parser.Parse("/src/"+filepath.Base(file), src, &diags)
	info := typecheck.Check(m, typecheck.Config{Static: marked(m)}, &diags)
	if diags.HasErrors() {
		t.Fatalf("%s: %v", file, diags.Sorted())
	}
	res, err := lower.Lower(m, info, lower.Config{ModuleName: strings.TrimSuffix(filepath.Base(file), ".py"), PythonVersion: "3.11"})
	if err != nil {
		t.Fatal(err)
	}
	return res
}

// marked reports whether m imports __static__ or __strict__: as a build
// does, a module without the marker is checked with plain Python's rules.
func marked(m *parser.Module) bool {
	for _, s := range m.Body {
		if imp, ok := s.(*parser.Import); ok {
			for _, a := range imp.Names {
				if a.Name == "__static__" || a.Name == "__strict__" {
					return true
				}
			}
		}
	}
	return false
}

// lowerModule lowers the Static Python file at path.
func lowerModule(t *testing.T, path string) *lower.Result {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return lowerSource(t, path, src)
}

// optPath finds opt as a build does; without it the test is skipped
// (failed under CI).
func optPath(t *testing.T) string {
	t.Helper()
	tc, err := codegen.FindToolchain(codegen.ToolchainConfig{})
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal(err)
		}
		t.Skip(err)
	}
	return tc.Opt
}

// runPasses runs the pass table with the verifier after every pass.
func runPasses(t *testing.T, res *lower.Result, opts Options) *Context {
	t.Helper()
	opts.Verify, opts.Opt = true, optPath(t)
	ctx, err := Run(res, opts)
	if err != nil {
		t.Fatal(err)
	}
	return ctx
}

// verify runs LLVM's verifier on IR text.
func verify(t *testing.T, ll string) {
	t.Helper()
	cmd := exec.Command(optPath(t), "-passes=verify", "-disable-output")
	cmd.Stdin = strings.NewReader(ll)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("opt -passes=verify: %v\n%s", err, out)
	}
}

// golden compares got with the file, or rewrites it under -update.
func golden(t *testing.T, file, got string) {
	t.Helper()
	if *update {
		if err := os.WriteFile(file, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatalf("%v (run go test ./irpass -update)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("%s mismatch (-want +got):\n%s", file, diff)
	}
}

// TestPassOrder checks the checker of the ordering constraints: the
// table passes it (init would have panicked otherwise), and a table
// that breaks a constraint, repeats a pass or misses one is rejected.
func TestPassOrder(t *testing.T) {
	if err := checkOrder(passes[:], passOrder[:]); err != nil {
		t.Fatal(err)
	}
	swapped := append([]pass(nil), passes[:]...)
	i, j := indexOf(swapped, "refcount-elide"), indexOf(swapped, "expand-refcounts")
	swapped[i], swapped[j] = swapped[j], swapped[i]
	if err := checkOrder(swapped, passOrder[:]); err == nil || !strings.Contains(err.Error(), "refcount-elide must run before expand-refcounts") {
		t.Errorf("swapped table: got %v, want a refcount-elide before expand-refcounts error", err)
	}
	dup := append(append([]pass(nil), passes[:]...), passes[0])
	if err := checkOrder(dup, passOrder[:]); err == nil {
		t.Error("a pass twice in the table is accepted")
	}
	missing := passes[1:]
	if err := checkOrder(missing, passOrder[:]); err == nil {
		t.Errorf("a table without %s is accepted", passes[0].name)
	}
	for _, p := range passes {
		if p.name == "expand-refcounts" && !p.required {
			t.Error("expand-refcounts must be required: without it the IR is incomplete")
		}
	}
}

func indexOf(table []pass, name string) int {
	for i, p := range table {
		if p.name == name {
			return i
		}
	}
	return -1
}

// TestRunOptions checks that a required or unknown pass cannot be
// skipped.
func TestRunOptions(t *testing.T) {
	src := []byte("import __static__\n\ndef f(s: str) -> str:\n    return s\n")
	for _, skip := range []string{"expand-refcounts", "split", "no-such-pass"} {
		if _, err := Run(lowerSource(t, "opts.py", src), Options{Skip: []string{skip}}); err == nil {
			t.Errorf("skipping %s is accepted", skip)
		}
	}
	ctx, err := Run(lowerSource(t, "opts.py", src), Options{Skip: []string{"noalias", "refcount-elide"}})
	if err != nil {
		t.Fatal(err)
	}
	if len(ctx.Parts) != 1 {
		t.Errorf("a small module gives %d parts, want 1", len(ctx.Parts))
	}
}

// TestVerifyAfterEachPass checks that the verifier runs after every
// pass and names the pass whose output LLVM rejects.
func TestVerifyAfterEachPass(t *testing.T) {
	opt := optPath(t)
	broken := errors.New("unused")
	breakIR := func(m *ir.Module, _ *Context) error {
		// ret void in a function that returns a value is invalid IR
		// (which llir prints without complaint).
		for _, f := range m.Funcs {
			if len(f.Blocks) > 0 && !f.Sig.RetType.Equal(types.Void) {
				f.Blocks[0].Term = ir.NewRet(nil)
				return nil
			}
		}
		return broken
	}
	table := append([]pass(nil), passes[:]...)
	table = append(table[:1], append([]pass{{name: "breaks-ir", run: breakIR}}, table[1:]...)...)
	src := []byte("import __static__\n\ndef f(s: str) -> str:\n    return s\n")
	_, err := runTable(table, lowerSource(t, "v.py", src), Options{Verify: true, Opt: opt})
	if err == nil || !strings.Contains(err.Error(), "after pass breaks-ir") {
		t.Fatalf("got %v, want the verifier to reject the output of breaks-ir", err)
	}
	if _, err := runTable(table, lowerSource(t, "v.py", src), Options{}); err != nil {
		t.Fatalf("without Verify the broken pass goes unnoticed here, got %v", err)
	}
}

// TestPassGoldens runs each pass on its testdata/<pass>/*.ll and
// compares the result with *.out.ll (the parts, for split). The facts
// a pass needs are stated in the input as comments (see parseFacts).
func TestPassGoldens(t *testing.T) {
	for _, p := range passes {
		files, _ := filepath.Glob(filepath.Join("testdata", p.name, "*.ll"))
		var inputs []string
		for _, f := range files {
			if !strings.HasSuffix(f, ".out.ll") {
				inputs = append(inputs, f)
			}
		}
		if len(inputs) == 0 {
			t.Errorf("pass %s has no golden in testdata/%s", p.name, p.name)
		}
		for _, in := range inputs {
			t.Run(p.name+"/"+filepath.Base(in), func(t *testing.T) {
				m, ctx := parseGoldenInput(t, in)
				if err := runOne(p.name, m, ctx); err != nil {
					t.Fatal(err)
				}
				var got string
				if p.name == "split" {
					var sb strings.Builder
					for i, pm := range ctx.Parts {
						fmt.Fprintf(&sb, "; part %d of %d\n%s\n", i+1, len(ctx.Parts), pm)
						verify(t, pm.String())
					}
					got = sb.String()
				} else {
					got = m.String()
					verify(t, got)
				}
				golden(t, strings.TrimSuffix(in, ".ll")+".out.ll", got)
			})
		}
	}
}
