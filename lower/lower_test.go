package lower

import (
	"flag"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/typecheck"
)

var update = flag.Bool("update", false, "rewrite the golden .ll files")

// lowerFile lowers a Static Python file.
func lowerFile(t *testing.T, path string) *Result {
	t.Helper()
	return lowerFileWith(t, path, func(*Config) {})
}

// lowerFileWith lowers a Static Python file with the configuration
// edit makes.
func lowerFileWith(t *testing.T, path string, edit func(*Config)) *Result {
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
	cfg := Config{ModuleName: name, PythonVersion: "3.11"}
	edit(&cfg)
	res, err := Lower(m, info, cfg)
	if err != nil {
		t.Fatal(err)
	}
	return res
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

var goldenRE = regexp.MustCompile(`(?m)^# golden: (\S+)$`)

// TestGolden lowers each testdata/*.py, one construct each, and
// compares the raw IR (no pass has run) of the native bodies its
// `# golden: name` lines name with testdata/*.ll: only those, so that a
// golden is a few dozen lines a reviewer reads, not the module with all
// its runtime helpers. A name is the function's qualified name; the
// body is the symbol <module>.<name>, or <module>.<name>.<n> for a
// nested function. The whole module must pass LLVM's verifier, and
// lowering must be deterministic.
func TestGolden(t *testing.T) {
	files, _ := filepath.Glob("testdata/*.py")
	if len(files) == 0 {
		t.Fatal("no testdata/*.py")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			names := goldenRE.FindAllStringSubmatch(string(src), -1)
			if len(names) == 0 {
				t.Fatalf("%s names no function (# golden: name)", f)
			}
			res := lowerFile(t, f)
			whole := res.Module.String()
			if again := lowerFile(t, f).Module.String(); again != whole {
				t.Fatal("lowering is not deterministic")
			}
			mod := strings.TrimSuffix(filepath.Base(f), ".py")
			var sb strings.Builder
			fmt.Fprintf(&sb, "; Raw lowering of %s (no IR pass has run), the functions it names.\n", filepath.Base(f))
			for _, n := range names {
				nested := regexp.MustCompile(`^` + regexp.QuoteMeta(mod+"."+n[1]) + `(\.\d+)?$`)
				found := false
				for _, fn := range res.Module.Funcs {
					if nested.MatchString(fn.Name()) && fn.Blocks != nil {
						sb.WriteString("\n" + fn.LLString() + "\n")
						found = true
					}
				}
				if !found {
					t.Errorf("no native body for %s", n[1])
				}
			}
			golden(t, strings.TrimSuffix(f, ".py")+".ll", sb.String())
			verify(t, whole)
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

// TestFacts checks the facts lowering hands to the passes, on a
// function with two Array parameters (which gets a noalias variant):
// the variant maps to the plain body, the buffer pointers of both are
// listed and nothing else is, and the native bodies, wrappers and
// PyInit are not helpers while the refcount operations' users are.
func TestFacts(t *testing.T) {
	src := []byte("import __static__\nfrom __static__ import Array, int64, double, crange, clen\n\n" +
		"def axpy(y: Array[double], x: Array[double], a: double) -> None:\n    for i in crange(clen(y)):\n        y[i] = y[i] + a * x[i]\n")
	dir := t.TempDir()
	path := filepath.Join(dir, "k.py")
	if err := os.WriteFile(path, src, 0o644); err != nil {
		t.Fatal(err)
	}
	res := lowerFile(t, path)
	fs := res.Facts
	if len(fs.NoAliasVariants) != 1 {
		t.Fatalf("%d noalias variants, want 1", len(fs.NoAliasVariants))
	}
	for v, plain := range fs.NoAliasVariants {
		if v.Name() != "k.axpy.noalias" || plain.Name() != "k.axpy" {
			t.Errorf("variant %s of %s, want k.axpy.noalias of k.axpy", v.Name(), plain.Name())
		}
	}
	var bufs []string
	for _, f := range res.Module.Funcs {
		for _, p := range f.Params {
			if fs.BufferPointers[p] {
				bufs = append(bufs, f.Name()+" "+p.Name())
			}
		}
	}
	want := []string{"k.axpy y.data", "k.axpy x.data", "k.axpy.noalias y.data", "k.axpy.noalias x.data"}
	if diff := cmp.Diff(want, bufs); diff != "" {
		t.Errorf("buffer pointers mismatch (-want +got):\n%s", diff)
	}
	for _, f := range res.Module.Funcs {
		own := f.Name() == "PyInit_k" || f.Name() == "sp.exec" || f.Name() == "sp.exec.body" || f.Name() == "PyInit___main__" || strings.HasPrefix(f.Name(), "k.axpy")
		if f.Blocks != nil && own == fs.Helpers[f] {
			t.Errorf("%s: helper = %v", f.Name(), fs.Helpers[f])
		}
	}
	if fs.Incref == nil || fs.Decref == nil || fs.XDecref == nil {
		t.Error("the refcount operations are missing from the facts")
	}
}
