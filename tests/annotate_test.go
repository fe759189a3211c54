package tests

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/staticpyc/staticpyc/annotate"
	"github.com/staticpyc/staticpyc/driver"
)

// markedLine finds the line of testdata/annotate/scores.py whose comment
// holds mark.
func markedLine(t *testing.T, src, mark string) int {
	t.Helper()
	for i, l := range strings.Split(src, "\n") {
		if strings.Contains(l, "# "+mark) {
			return i + 1
		}
	}
	t.Fatalf("no line marked %s", mark)
	return 0
}

// TestAnnotate checks the scores of known lines: a crange loop over an
// Array whose index is proven scores 0 on its body, a subscript of a
// dynamic value does not, and the lines of a function reading locals() run interpreted.
func TestAnnotate(t *testing.T) {
	needToolchain(t)
	file, _ := filepath.Abs("testdata/annotate/scores.py")
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	src := string(data)
	r, diags, err := driver.Annotate(file, buildOptions(t, ""))
	if err != nil || r == nil {
		t.Fatalf("annotate: %v %v", err, diags)
	}
	line := func(mark string) annotate.Line { return r.Lines[markedLine(t, src, mark)-1] }
	if l := line("PROVEN"); l.Score != 0 || len(l.Ops) != 0 {
		t.Errorf("proven loop body: score %g, ops %v; want 0 and none", l.Score, l.Ops)
	}
	dyn := line("DYNAMIC")
	if dyn.Score == 0 || !hasOp(dyn, annotate.KindSubscript) {
		t.Errorf("dynamic subscript: score %g, ops %v; want a subscript on an object", dyn.Score, dyn.Ops)
	}
	if l := line("INTERPRETED"); !hasOp(l, annotate.KindInterpreted) {
		t.Errorf("locals() line: ops %v, want %q", l.Ops, annotate.KindInterpreted)
	}
	natives := map[string]bool{}
	for _, f := range r.Functions {
		natives[f.Name] = f.Native
	}
	if !natives["total"] || !natives["lookup"] || natives["count_up"] {
		t.Errorf("functions native: %v; want total and lookup native, count_up interpreted", natives)
	}
	var html strings.Builder
	if err := annotate.WriteHTML(&html, r); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(html.String(), `id="L16"`) || !strings.Contains(html.String(), "optimized IR") {
		t.Error("the HTML page lacks its lines or its detail panel")
	}
}

func hasOp(l annotate.Line, kind string) bool {
	for _, op := range l.Ops {
		if op.Kind == kind && op.Count > 0 {
			return true
		}
	}
	return false
}

// TestDebugInfo builds with line tables (build -g): the DWARF line table
// maps code to the kernel's source lines, and gdb stops at a breakpoint on
// a line of compiled code and names the .py file and line.
func TestDebugInfo(t *testing.T) {
	python, _ := needToolchain(t)
	file, _ := filepath.Abs("testdata/annotate/scores.py")
	data, _ := os.ReadFile(file)
	proven := markedLine(t, string(data), "PROVEN")
	out := t.TempDir()
	opts := buildOptions(t, out)
	opts.Debug = true
	so := build(t, file, opts)
	readelf, err := exec.LookPath("readelf")
	if err != nil {
		skipOrFail(t, "readelf not found (apt-get install -y binutils)")
	}
	table, err := exec.Command(readelf, "--debug-dump=decodedline", so).CombinedOutput()
	if err != nil {
		t.Fatalf("readelf: %v\n%s", err, table)
	}
	if !strings.Contains(string(table), "scores.py") || !lineListed(string(table), proven) {
		t.Fatalf("the line table does not list scores.py:%d:\n%.2000s", proven, table)
	}
	gdb, err := exec.LookPath("gdb")
	if err != nil {
		skipOrFail(t, "gdb not found (apt-get install -y gdb)")
	}
	exe, err := exec.Command(python, "-c", "import sys; print(sys.executable)").Output()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(gdb, "-batch", "-nx", "-ex", "set breakpoint pending on",
		"-ex", "break scores.py:"+strconv.Itoa(proven), "-ex", "run", "-ex", "bt 1",
		"--args", strings.TrimSpace(string(exe)), "-c", "import array, scores; print(scores.total(array.array('q', [1, 2, 3])))")
	cmd.Dir = out
	cmd.Env = append(os.Environ(), "PYTHONPATH="+out)
	got, _ := cmd.CombinedOutput()
	if !strings.Contains(string(got), "scores.py:"+strconv.Itoa(proven)) {
		t.Errorf("gdb did not stop at scores.py:%d:\n%s", proven, got)
	}
}

func lineListed(table string, line int) bool {
	for _, l := range strings.Split(table, "\n") {
		f := strings.Fields(l)
		if len(f) >= 2 && f[0] == "scores.py" && f[1] == strconv.Itoa(line) {
			return true
		}
	}
	return false
}

// TestAnnotateInBrowser opens the annotate page in headless Chromium at a
// link to the dynamic line: every source line is rendered and the line's
// detail panel is open with its work and its optimized IR.
func TestAnnotateInBrowser(t *testing.T) {
	needToolchain(t)
	var browser string
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if p, err := exec.LookPath(name); err == nil {
			browser = p
			break
		}
	}
	if browser == "" {
		skipOrFail(t, "chromium not found (apt-get install -y chromium)")
	}
	file, _ := filepath.Abs("testdata/annotate/scores.py")
	data, _ := os.ReadFile(file)
	dynamic := markedLine(t, string(data), "DYNAMIC")
	r, diags, err := driver.Annotate(file, buildOptions(t, ""))
	if err != nil || r == nil {
		t.Fatalf("annotate: %v %v", err, diags)
	}
	dir := t.TempDir()
	page := filepath.Join(dir, "scores.html")
	f, err := os.Create(page)
	if err != nil {
		t.Fatal(err)
	}
	if err := annotate.WriteHTML(f, r); err != nil {
		t.Fatal(err)
	}
	f.Close()
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, browser, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
		"--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
		"--user-data-dir="+filepath.Join(dir, "profile"), "--dump-dom",
		"file://"+page+"#L"+strconv.Itoa(dynamic))
	dom, err := cmd.Output()
	if err != nil {
		t.Fatalf("%s: %v", browser, err)
	}
	lines := strings.Count(string(data), "\n")
	for l := 1; l <= lines; l++ {
		if !strings.Contains(string(dom), `id="L`+strconv.Itoa(l)+`"`) {
			t.Fatalf("the rendered page lacks line %d", l)
		}
	}
	detail := regexp.MustCompile(`(?s)<tr class="detail"><td colspan="3">(.*?)</td></tr>`).FindStringSubmatch(string(dom))
	if detail == nil {
		t.Fatalf("no detail panel is open for #L%d:\n%.3000s", dynamic, dom)
	}
	for _, want := range []string{"line " + strconv.Itoa(dynamic), annotate.KindSubscript, "optimized IR:"} {
		if !strings.Contains(detail[1], want) {
			t.Errorf("the detail panel lacks %q:\n%s", want, detail[1])
		}
	}
}
