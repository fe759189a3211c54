package lower

import (
	"bytes"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/typecheck"
)

// TestLowerMutants mutates the end-to-end modules line by line (drop,
// duplicate or swap lines, with a fixed seed) and lowers every mutant the
// checker accepts: lowering must never panic on a checked module, and
// the IR of a sample must pass LLVM's verifier.
func TestLowerMutants(t *testing.T) {
	files, _ := filepath.Glob("../tests/testdata/run/*.py")
	ex, _ := filepath.Glob("../examples/*.py")
	files = append(files, ex...)
	if len(files) == 0 {
		t.Fatal("no modules to mutate")
	}
	perFile := 40
	if n, err := strconv.Atoi(os.Getenv("STATICPYC_MUTANTS")); err == nil && n > 0 {
		perFile = n // a longer run by hand: STATICPYC_MUTANTS=500 go test -run TestLowerMutants ./lower
	}
	if testing.Short() {
		perFile = 5
	}
	opt, _ := exec.LookPath("opt")
	lowered, verified := 0, 0
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		lines := strings.SplitAfter(string(src), "\n")
		rng := rand.New(rand.NewSource(int64(len(src))))
		for k := 0; k < perFile; k++ {
			m := append([]string(nil), lines...)
			i, j := rng.Intn(len(m)), rng.Intn(len(m))
			switch k % 3 {
			case 0:
				m = append(m[:i], m[i+1:]...)
			case 1:
				m = append(m[:i+1], m[i:]...)
			case 2:
				m[i], m[j] = m[j], m[i]
			}
			mutant := []byte(strings.Join(m, ""))
			var diags diagnostics.List
			mod := parser.Parse("/src/mutant.py", mutant, &diags)
			info := typecheck.Check(mod, typecheck.Config{Static: true}, &diags)
			if diags.HasErrors() {
				continue
			}
			ir, err := lowerSafely(mod, info)
			if err != nil {
				t.Errorf("%s mutant %d: %v\n--- mutant ---\n%s", filepath.Base(file), k, err, mutant)
				continue
			}
			lowered++
			if opt != "" && k%10 == 0 {
				cmd := exec.Command(opt, "-passes=verify", "-disable-output")
				cmd.Stdin = strings.NewReader(ir)
				var out bytes.Buffer
				cmd.Stderr = &out
				if err := cmd.Run(); err != nil {
					t.Errorf("%s mutant %d: invalid IR: %v\n%s", filepath.Base(file), k, err, out.String())
				}
				verified++
			}
		}
	}
	t.Logf("lowered %d checked mutants, verified %d", lowered, verified)
	if lowered == 0 {
		t.Error("no mutant passed the checker; the test exercises nothing")
	}
}

func lowerSafely(m *parser.Module, info *typecheck.Info) (ir string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r)
		}
	}()
	mod, err := Lower(m, info, Config{ModuleName: "mutant", PythonVersion: "3.11"})
	if err != nil {
		return "", err
	}
	return mod.Module.String(), nil
}
