package lower

import (
	"flag"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/llir/llvm/asm"
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/typecheck"
)

var update = flag.Bool("update", false, "rewrite the golden .ll files")

// lowerFile lowers testdata/name.py with the given passes skipped.
func lowerFile(t *testing.T, path string, skip []string) string {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var diags diagnostics.List
	// A fixed file name keeps the golden independent of where the
	// repository lives (tracebacks name the absolute path).
	m := parser.Parse("/src/"+filepath.Base(path), src, &diags)
	info := typecheck.Check(m, typecheck.Config{Static: true}, &diags)
	if diags.HasErrors() {
		t.Fatalf("%s: %v", path, diags.Sorted())
	}
	name := strings.TrimSuffix(filepath.Base(path), ".py")
	ir, err := Lower(m, info, Config{ModuleName: name, PythonVersion: "3.11", SkipPasses: skip})
	if err != nil {
		t.Fatal(err)
	}
	return ir.String()
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
		t.Fatalf("%v (run go test ./lower -update)", err)
	}
	if diff := cmp.Diff(string(want), got); diff != "" {
		t.Errorf("%s mismatch (-want +got):\n%s", file, diff)
	}
}

// TestGolden lowers each testdata/*.py and compares the IR with its
// golden testdata/*.ll; emission must be deterministic.
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.py")
	if len(files) == 0 {
		t.Fatal("no testdata/*.py")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			got := lowerFile(t, f, nil)
			if again := lowerFile(t, f, nil); again != got {
				t.Fatal("lowering is not deterministic")
			}
			golden(t, strings.TrimSuffix(f, ".py")+".ll", got)
			verify(t, got)
		})
	}
}

// verify runs LLVM's verifier on the IR when opt is installed.
func verify(t *testing.T, ll string) {
	t.Helper()
	opt, err := exec.LookPath("opt")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("opt not found")
		}
		t.Skip("opt not found")
	}
	cmd := exec.Command(opt, "-passes=verify", "-disable-output")
	cmd.Stdin = strings.NewReader(ll)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("opt -passes=verify: %v\n%s", err, out)
	}
}

// TestNoAliasPass runs the noalias pass on testdata/noalias.ll and
// compares with testdata/noalias.out.ll: only the buffer pointers of the
// .noalias variant gain the attribute.
func TestNoAliasPass(t *testing.T) {
	in, err := os.ReadFile("testdata/noalias.ll")
	if err != nil {
		t.Fatal(err)
	}
	m, err := asm.ParseBytes("noalias.ll", in)
	if err != nil {
		t.Fatal(err)
	}
	if err := markNoAlias(m, nil); err != nil {
		t.Fatal(err)
	}
	golden(t, "testdata/noalias.out.ll", m.String())
}

// TestNoAliasEffect checks, on a real kernel, that the variant exists and
// its buffer pointers are noalias only when the pass runs.
func TestNoAliasEffect(t *testing.T) {
	with := lowerFile(t, "testdata/kernel.py", nil)
	without := lowerFile(t, "testdata/kernel.py", []string{"noalias"})
	const sig = "@kernel.axpy.noalias(i8* %y, double* noalias %y.data"
	if !strings.Contains(with, sig) {
		t.Errorf("with the pass: no %q", sig)
	}
	if strings.Contains(without, "noalias %y.data") {
		t.Error("without the pass: buffer pointers are still noalias")
	}
}

// TestPassOrder checks the ordering constraints stated in passes.go.
func TestPassOrder(t *testing.T) {
	index := map[string]int{}
	for i, p := range passes {
		index[p.name] = i
	}
	last := passes[len(passes)-1].name
	if last != "expand-refcounts" {
		t.Errorf("the last pass is %s; expand-refcounts must be last", last)
	}
	if index["refcount-elide"] > index["expand-refcounts"] {
		t.Error("refcount-elide must run before expand-refcounts")
	}
	if _, ok := index["noalias"]; !ok {
		t.Error("noalias is not in the pass table")
	}
	if !passes[index["expand-refcounts"]].required {
		t.Error("expand-refcounts must be required")
	}
}

var _ = runtime.Obj

// TestRefcountElide checks that the pass removes the incref and decrefs
// of an object parameter that is never rebound, and keeps those of one
// that is.
func TestRefcountElide(t *testing.T) {
	src := []byte("import __static__\n\ndef keep(s: str) -> str:\n    return s + '!'\n\ndef rebind(s: str) -> str:\n    s = s + '?'\n    return s\n")
	var diags diagnostics.List
	m := parser.Parse("/src/rc.py", src, &diags)
	info := typecheck.Check(m, typecheck.Config{Static: true}, &diags)
	if diags.HasErrors() {
		t.Fatal(diags.Sorted())
	}
	var with, without Stats
	if _, err := Lower(m, info, Config{ModuleName: "rc", PythonVersion: "3.11", Stats: &with}); err != nil {
		t.Fatal(err)
	}
	if _, err := Lower(m, info, Config{ModuleName: "rc", PythonVersion: "3.11", Stats: &without, SkipPasses: []string{"refcount-elide"}}); err != nil {
		t.Fatal(err)
	}
	if with.IncrefsEmitted != without.Increfs || with.DecrefsEmitted != without.Decrefs {
		t.Errorf("without the pass nothing is removed: emitted %d/%d, left %d/%d", with.IncrefsEmitted, with.DecrefsEmitted, without.Increfs, without.Decrefs)
	}
	// keep's parameter: one incref and its decrefs (normal and error
	// exits) go; rebind's stay.
	if removed := without.Increfs - with.Increfs; removed != 1 {
		t.Errorf("increfs removed = %d, want 1 (keep's parameter only)", removed)
	}
	if with.Decrefs >= without.Decrefs {
		t.Errorf("no decref removed: %d with the pass, %d without", with.Decrefs, without.Decrefs)
	}
}
