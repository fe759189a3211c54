package tests

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/staticpyc/staticpyc/profile"
)

// TestProfile profiles a workload of four parts timed alone — a
// pure-Python loop, NumPy, a function of a staticpyc-built module and a
// sleep — and requires each kind's share of the profile within 10
// percentage points of its share of the measured time, and the
// pure-Python module named first to port.
func TestProfile(t *testing.T) {
	python, _ := needToolchain(t)
	np := numpyPath(t, python)
	dir, _ := filepath.Abs("testdata/profile")
	out := t.TempDir()
	// The script's directory comes first on sys.path: the program runs
	// beside the compiled kernel, not beside kernel.py.
	build(t, filepath.Join(dir, "kernel.py"), buildOptions(t, out))
	for _, f := range []string{"app.py", "slowpart.py", "numpart.py"} {
		data, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(out, f), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	// A share is a measurement: on a machine loaded by other work one run
	// can miss by more than the tolerance, so the profile gets three tries
	// and the closest is judged.
	var r *profile.Report
	worst := 1.0
	for try := 1; try <= 3 && worst > 0.10; try++ {
		got, shares, truth, text := profileWorkload(t, python, np, out)
		miss := 0.0
		for kind, share := range shares {
			miss = math.Max(miss, math.Abs(share-truth[kind]))
		}
		if miss < worst {
			r, worst = got, miss
		}
		if miss > 0.10 {
			t.Logf("try %d: profiled %v, measured %v\n%s", try, shares, truth, text)
		}
	}
	if worst > 0.10 {
		t.Errorf("in every try a profiled share is more than 10 points from the measured one (closest: %.1f points)", 100*worst)
	}
	if r.PortFirst != "slowpart" {
		t.Errorf("port first: %q, want slowpart", r.PortFirst)
	}
	if !containsString(r.LeaveAlone, "numpart") {
		t.Errorf("leave alone: %q, want numpart among them", r.LeaveAlone)
	}
	if len(r.Compiled) == 0 || r.Compiled[0].Name != "kernel" {
		t.Errorf("compiled time by module: %v, want kernel first", r.Compiled)
	}
}

func containsString(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// profileWorkload profiles app.py in dir (beside the compiled kernel)
// and returns the report, its shares by kind, the measured shares and the
// text report.
func profileWorkload(t *testing.T, python, np, dir string) (*profile.Report, map[string]float64, map[string]float64, string) {
	t.Helper()
	truthFile := filepath.Join(t.TempDir(), "truth.json")
	env := append(os.Environ(), "PYTHONPATH="+np)
	var stderr strings.Builder
	p, code, err := profile.Run(profile.RunConfig{
		Command: []string{python, filepath.Join(dir, "app.py"), truthFile, "1.0"},
		Stdout:  &stderr, Stderr: &stderr, Env: env,
	})
	if err != nil || code != 0 {
		t.Fatalf("profile: exit %d, %v\n%s", code, err, stderr.String())
	}
	data, err := os.ReadFile(truthFile)
	if err != nil {
		t.Fatal(err)
	}
	var parts map[string]float64
	if err := json.Unmarshal(data, &parts); err != nil {
		t.Fatal(err)
	}
	total := 0.0
	for _, v := range parts {
		total += v
	}
	truth := map[string]float64{}
	for _, kind := range []string{"python", "native", "compiled", "waiting"} {
		truth[kind] = parts[kind] / total
	}
	// The imports (NumPy's above all) are the profiler's native time —
	// reading, unmarshalling and loading extensions — with a little of
	// their module bodies' bytecode: a few percent on an idle machine,
	// a fifth of the run on a loaded one.
	truth["native"] += parts["imports"] / total
	r := profile.Analyze(p, profile.DefaultFactors)
	var text strings.Builder
	profile.WriteText(&text, r)
	shares := map[string]float64{
		"python": r.Shares.Python, "native": r.Shares.Native,
		"compiled": r.Shares.Compiled, "waiting": r.Shares.Waiting,
	}
	return r, shares, truth, text.String()
}
