package main

import (
	"bytes"
	"encoding/json"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/staticpyc/staticpyc/diagnostics"
)

// writeTree creates files (slash-separated names) under a new directory
// and returns it.
func writeTree(t *testing.T, files map[string]string) string {
	t.Helper()
	dir := t.TempDir()
	for name, src := range files {
		p := filepath.Join(dir, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// errorTree has errors in several files, a plain-Python file with a type
// error that must not be reported (it is only parsed), and a clean module.
var errorTree = map[string]string{
	"pkg/walk.py": `"""Walks."""
import __static__
from __static__ import int64, int8


def f(x: int64) -> int8:
    y: int8 = x
    return y


def g() -> int64:
    return undefined_name
`,
	"pkg/sub/broken.py":  "def f(:\n    pass\n",
	"pkg/sub/strict.py":  "import __strict__\nfrom __static__ import int64\n\nX: int64 = \"s\"\n",
	"pkg/plain.py":       "from __static__ import int64\nx: int64 = 'only parsed, never checked'\n",
	"pkg/clean.py":       "import __static__\nfrom __static__ import int64\n\n\ndef ok(n: int64) -> int64:\n    return n + 1\n",
	"pkg/gen/out_pb2.py": "def broken(:\n",
	"zz/late.py":         "import __static__\n\nx = (\n",
}

// finding is a diagnostic as every format can say it.
type finding struct {
	File                      string
	Line, Col, EndLine, EndCl int
	Severity, Code, Message   string
}

var textHeader = regexp.MustCompile(`^(.+?):(\d+):(\d+): (error|warning|note): (.*) \[(SP\d{4})\]$`)

func parseText(t *testing.T, out string) []finding {
	var fs []finding
	for _, line := range strings.Split(out, "\n") {
		m := textHeader.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		l, _ := strconv.Atoi(m[2])
		c, _ := strconv.Atoi(m[3])
		fs = append(fs, finding{File: m[1], Line: l, Col: c, Severity: m[4], Message: m[5], Code: m[6]})
	}
	return fs
}

func parseJSON(t *testing.T, out string) []finding {
	var doc struct {
		Version     int
		Diagnostics []struct {
			File                          string
			Line, Col, End_line, End_col  int
			Severity, Code, Message, Hint string
		}
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil || doc.Version != 1 {
		t.Fatalf("json: %v, version %d", err, doc.Version)
	}
	var fs []finding
	for _, d := range doc.Diagnostics {
		fs = append(fs, finding{d.File, d.Line, d.Col, d.End_line, d.End_col, d.Severity, d.Code, d.Message})
	}
	return fs
}

func parseSARIF(t *testing.T, out string) []finding {
	var doc struct {
		Runs []struct {
			Tool struct {
				Driver struct {
					Name  string
					Rules []struct{ ID string }
				}
			}
			Results []struct {
				RuleID    string
				RuleIndex int
				Level     string
				Message   struct{ Text string }
				Locations []struct {
					PhysicalLocation struct {
						ArtifactLocation struct{ URI string }
						Region           struct{ StartLine, StartColumn, EndLine, EndColumn int }
					}
				}
			}
		}
	}
	if err := json.Unmarshal([]byte(out), &doc); err != nil || len(doc.Runs) != 1 {
		t.Fatalf("sarif: %v, %d runs", err, len(doc.Runs))
	}
	run := doc.Runs[0]
	if len(run.Tool.Driver.Rules) < len(diagnostics.Rules()) {
		t.Errorf("sarif: %d rules, want one for each of the %d codes", len(run.Tool.Driver.Rules), len(diagnostics.Rules()))
	}
	var fs []finding
	for _, r := range run.Results {
		if run.Tool.Driver.Rules[r.RuleIndex].ID != r.RuleID {
			t.Errorf("sarif: ruleIndex %d is not %s", r.RuleIndex, r.RuleID)
		}
		loc := r.Locations[0].PhysicalLocation
		u, err := url.Parse(loc.ArtifactLocation.URI)
		if err != nil {
			t.Fatal(err)
		}
		file := u.Path
		fs = append(fs, finding{file, loc.Region.StartLine, loc.Region.StartColumn, loc.Region.EndLine, loc.Region.EndColumn, r.Level, r.RuleID, firstLine(r.Message.Text)})
	}
	return fs
}

var githubLine = regexp.MustCompile(`^::(error|warning|notice) (.*?)::(.*)$`)

func parseGitHub(t *testing.T, out string) []finding {
	unescape := strings.NewReplacer("%25", "%", "%0D", "\r", "%0A", "\n", "%3A", ":", "%2C", ",")
	var fs []finding
	for _, line := range strings.Split(strings.TrimSuffix(out, "\n"), "\n") {
		if line == "" {
			continue
		}
		m := githubLine.FindStringSubmatch(line)
		if m == nil {
			t.Fatalf("github: not a workflow command: %q", line)
		}
		f := finding{Severity: strings.Replace(m[1], "notice", "note", 1), Message: firstLine(unescape.Replace(m[3]))}
		for _, prop := range strings.Split(m[2], ",") {
			k, v, _ := strings.Cut(prop, "=")
			v = unescape.Replace(v)
			n, _ := strconv.Atoi(v)
			switch k {
			case "file":
				f.File = v
			case "line":
				f.Line = n
			case "col":
				f.Col = n
			case "endLine":
				f.EndLine = n
			case "endColumn":
				f.EndCl = n
			case "title":
				f.Code = v
			default:
				t.Errorf("github: unknown property %q", k)
			}
		}
		fs = append(fs, f)
	}
	return fs
}

func firstLine(s string) string {
	s, _, _ = strings.Cut(s, "\n")
	return s
}

// TestCheckFormatsAgree checks a tree with errors in several files in
// every format: the same diagnostics, sorted, with exit status 1.
func TestCheckFormatsAgree(t *testing.T) {
	dir := writeTree(t, errorTree)
	t.Chdir(dir)
	parsers := map[string]func(*testing.T, string) []finding{
		"text": parseText, "json": parseJSON, "sarif": parseSARIF, "github": parseGitHub,
	}
	results := map[string][]finding{}
	for format, parse := range parsers {
		code, stdout, stderr := staticpyc("check", "--format", format, "--exclude", "*_pb2.py", "pkg", "zz")
		if code != exitDiagnostics || stderr != "" {
			t.Errorf("%s: status %d, stderr %q; want 1 and nothing", format, code, stderr)
		}
		results[format] = parse(t, stdout)
	}
	want := results["json"]
	var files []string
	for _, f := range want {
		files = append(files, f.File)
	}
	wantFiles := []string{"pkg/sub/broken.py", "pkg/sub/strict.py", "pkg/walk.py", "pkg/walk.py", "zz/late.py"}
	if diff := cmp.Diff(wantFiles, files); diff != "" {
		t.Errorf("files with diagnostics, in order (-want +got):\n%s", diff)
	}
	for i := 1; i < len(want); i++ {
		a, b := want[i-1], want[i]
		if a.File > b.File || a.File == b.File && (a.Line > b.Line || a.Line == b.Line && a.Col > b.Col) {
			t.Errorf("not sorted: %v before %v", a, b)
		}
	}
	for format, got := range results {
		w := want
		if format == "text" { // text has no end positions
			w = nil
			for _, f := range want {
				f.EndLine, f.EndCl = 0, 0
				w = append(w, f)
			}
		}
		if diff := cmp.Diff(w, got); diff != "" {
			t.Errorf("%s disagrees with json (-json +%s):\n%s", format, format, diff)
		}
	}
}

func TestCheckCleanAllFormats(t *testing.T) {
	dir := writeTree(t, map[string]string{"ok.py": errorTree["pkg/clean.py"], "plain.py": errorTree["pkg/plain.py"]})
	for _, format := range []string{"text", "github"} {
		code, stdout, stderr := staticpyc("check", "--format", format, dir)
		if code != exitOK || stdout != "" || stderr != "" {
			t.Errorf("%s: status %d, stdout %q, stderr %q; want 0 and no output", format, code, stdout, stderr)
		}
	}
	code, stdout, _ := staticpyc("check", "--format", "sarif", dir)
	if code != exitOK || len(parseSARIF(t, stdout)) != 0 {
		t.Errorf("sarif: status %d, output %q", code, stdout)
	}
}

func TestCheckOptions(t *testing.T) {
	dir := writeTree(t, errorTree)
	t.Chdir(dir)
	tests := []struct {
		name        string
		args        []string
		status      int
		stdout      string // a substring; "" means no output at all
		stderr      string
		stdoutLines int // workflow commands in stdout, when > 0
	}{
		{name: "quiet", args: []string{"-q", "pkg"}, status: 1},
		{name: "quiet clean", args: []string{"-q", "pkg/clean.py"}, status: 0},
		{name: "max-errors", args: []string{"--max-errors", "2", "--format", "github", "pkg"}, status: 1,
			stdout: "::error", stderr: "staticpyc: 3 more errors not shown (--max-errors 2)\n", stdoutLines: 2},
		{name: "exclude directory", args: []string{"--exclude", "sub", "--exclude", "gen", "--exclude", "walk.py", "-q", "pkg"}, status: 0},
		{name: "exclude relative path", args: []string{"--exclude", "sub/*.py", "--exclude", "**/*_pb2.py", "--format", "github", "pkg"}, status: 1,
			stdout: "pkg/walk.py", stdoutLines: 2},
		// A named plain file is checked as build checks it: with Python's
		// rules, by which its annotations type nothing.
		{name: "named plain file keeps Python's rules", args: []string{"--format", "github", "pkg/plain.py"}, status: 0},
		{name: "bad glob", args: []string{"--exclude", "[", "pkg"}, status: 2, stderr: `--exclude "[": syntax error in pattern`},
		{name: "negative max-errors", args: []string{"--max-errors", "-1", "pkg"}, status: 2, stderr: "--max-errors -1"},
	}
	for _, tt := range tests {
		code, stdout, stderr := staticpyc(append([]string{"check"}, tt.args...)...)
		if code != tt.status {
			t.Errorf("%s: status %d, want %d (stderr %q)", tt.name, code, tt.status, stderr)
		}
		if tt.stdout == "" && tt.status != 2 && stdout != "" {
			t.Errorf("%s: stdout %q, want none", tt.name, stdout)
		}
		if !strings.Contains(stdout, tt.stdout) {
			t.Errorf("%s: stdout %q, want %q in it", tt.name, stdout, tt.stdout)
		}
		if tt.stderr == "" && stderr != "" || !strings.Contains(stderr, tt.stderr) {
			t.Errorf("%s: stderr %q, want %q", tt.name, stderr, tt.stderr)
		}
		if tt.stdoutLines > 0 {
			if n := strings.Count("\n"+stdout, "\n::"); n != tt.stdoutLines {
				t.Errorf("%s: %d diagnostics, want %d:\n%s", tt.name, n, tt.stdoutLines, stdout)
			}
		}
	}
}

func TestWarningsAsErrorsAndLimit(t *testing.T) {
	var l diagnostics.List
	l.Warnf(diagnostics.Pos{File: "a.py", Line: 1, Col: 1}, diagnostics.Unsupported, "w1")
	l.Errorf(diagnostics.Pos{File: "a.py", Line: 2, Col: 1}, diagnostics.TypeMismatch, "e1")
	l.Warnf(diagnostics.Pos{File: "a.py", Line: 3, Col: 1}, diagnostics.Unsupported, "w2")
	l.Errorf(diagnostics.Pos{File: "a.py", Line: 4, Col: 1}, diagnostics.TypeMismatch, "e2")
	var warnOnly diagnostics.List
	warnOnly.Warnf(diagnostics.Pos{File: "a.py", Line: 1, Col: 1}, diagnostics.Unsupported, "w")

	run := func(list *diagnostics.List, out outputFlags) (int, string, string) {
		var stdout, stderr bytes.Buffer
		a := &app{stdout: &stdout, stderr: &stderr}
		err := a.writeDiagnostics(list, nil, out)
		code := exitOK
		if ee, ok := err.(*exitError); ok {
			code = ee.code
		} else if err != nil {
			t.Fatal(err)
		}
		return code, stdout.String(), stderr.String()
	}
	if code, out, _ := run(&warnOnly, outputFlags{format: "github"}); code != exitOK || !strings.HasPrefix(out, "::warning ") {
		t.Errorf("warnings alone: status %d, %q", code, out)
	}
	if code, out, _ := run(&warnOnly, outputFlags{format: "github", warningsAsErrors: true}); code != exitDiagnostics || !strings.HasPrefix(out, "::error ") {
		t.Errorf("--warnings-as-errors: status %d, %q", code, out)
	}
	code, out, errOut := run(&l, outputFlags{format: "github", maxErrors: 1})
	if code != exitDiagnostics || strings.Count(out, "\n") != 2 || errOut != "staticpyc: 1 more error and 1 more warning not shown (--max-errors 1)\n" {
		t.Errorf("--max-errors 1: status %d, stdout %q, stderr %q", code, out, errOut)
	}
}
