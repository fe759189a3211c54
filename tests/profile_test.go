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
	truthFile := filepath.Join(t.TempDir(), "truth.json")
	env := append(os.Environ(), "PYTHONPATH="+np)
	var stderr strings.Builder
	p, code, err := profile.Run(profile.RunConfig{
		Command: []string{python, filepath.Join(out, "app.py"), truthFile, "1.0"},
		Stdout:  &stderr, Stderr: &stderr, Env: env,
	})
	if err != nil || code != 0 {
		t.Fatalf("profile: exit %d, %v\n%s", code, err, stderr.String())
	}
	data, err := os.ReadFile(truthFile)
	if err != nil {
		t.Fatal(err)
	}
	var truth map[string]float64
	if err := json.Unmarshal(data, &truth); err != nil {
		t.Fatal(err)
	}
	total := 0.0
	for _, v := range truth {
		total += v
	}
	r := profile.Analyze(p, profile.DefaultFactors)
	var text strings.Builder
	profile.WriteText(&text, r)
	got := map[string]float64{
		"python": r.Shares.Python, "native": r.Shares.Native,
		"compiled": r.Shares.Compiled, "waiting": r.Shares.Waiting,
	}
	for kind, share := range got {
		want := truth[kind] / total
		if math.Abs(share-want) > 0.10 {
			t.Errorf("%s: profiled share %.1f%%, measured %.1f%% (more than 10 points apart)", kind, 100*share, 100*want)
		}
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
	if t.Failed() {
		t.Logf("truth %v\n%s", truth, text.String())
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
