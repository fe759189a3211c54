// This file implements the tests that compare the parser with CPython
// itself: for snippets and for real files, CPython's
// ast.dump(include_attributes=True) must equal ours.

package parser

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/staticpyc/staticpyc/diagnostics"
)

// dumpScript reads a JSON list of sources and prints a JSON list of
// ast.dump(tree, include_attributes=True), or "ERROR: msg" for sources
// CPython rejects. The parts of f-strings lose their positions (CPython
// 3.11 sets them inconsistently) and Constant.kind ('u') is dropped: the
// tree has no place for it.
const dumpScript = `
import ast, json, sys
ATTRS = ('lineno', 'col_offset', 'end_lineno', 'end_col_offset')
def strip(n):
    for a in ATTRS:
        if hasattr(n, a):
            delattr(n, a)
def norm(tree):
    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            for v in node.values:
                strip(v)
                if isinstance(v, ast.FormattedValue) and v.format_spec is not None:
                    strip(v.format_spec)
        elif isinstance(node, ast.Constant):
            node.kind = None
out = []
for src in json.load(sys.stdin):
    try:
        t = ast.parse(src.encode('utf-8', 'surrogatepass'))
    except SyntaxError as e:
        out.append('ERROR: %s' % e.msg)
        continue
    norm(t)
    out.append(ast.dump(t, include_attributes=True))
json.dump(out, sys.stdout)
`

// python3 returns the path of python3, skipping the test when it is
// absent or under -short.
func python3(t *testing.T) string {
	t.Helper()
	if testing.Short() {
		t.Skip("comparison with CPython skipped under -short")
	}
	py, err := exec.LookPath("python3")
	if err != nil {
		t.Skip("python3 not found; comparison with CPython skipped")
	}
	return py
}

// cpythonDumps runs dumpScript over srcs.
func cpythonDumps(t *testing.T, py string, srcs []string) []string {
	t.Helper()
	in, err := json.Marshal(srcs)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(py, "-c", dumpScript)
	cmd.Stdin = bytes.NewReader(in)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3: %v\n%s", err, stderr.String())
	}
	var dumps []string
	if err := json.Unmarshal(out, &dumps); err != nil {
		t.Fatal(err)
	}
	return dumps
}

// ourDump parses src and dumps it in the form dumpScript prints.
func ourDump(name string, src []byte) (string, []diagnostics.Diagnostic) {
	var errs diagnostics.List
	m := Parse(name, src, &errs)
	d := &dumper{attrs: true, noFStringParts: true}
	d.any(m)
	return d.b.String(), errs.Sorted()
}

// firstDiff shows where two dumps part ways.
func firstDiff(want, got string) string {
	i := 0
	for i < len(want) && i < len(got) && want[i] == got[i] {
		i++
	}
	from := max(0, i-300)
	return "cpython: ..." + want[from:min(len(want), i+200)] + "\nours:    ..." + got[from:min(len(got), i+200)]
}

func TestCPythonSnippets(t *testing.T) {
	py := python3(t)
	srcs := append([]string(nil), snippets...)
	for _, c := range parseTests {
		srcs = append(srcs, c.src)
	}
	files, _ := filepath.Glob("testdata/*.py")
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		srcs = append(srcs, string(b))
	}
	dumps := cpythonDumps(t, py, srcs)
	for i, src := range srcs {
		want := dumps[i]
		got, errs := ourDump("snippet.py", []byte(src))
		if strings.HasPrefix(want, "ERROR: ") {
			t.Errorf("CPython rejects snippet %q: %s", src, want)
			continue
		}
		if len(errs) > 0 {
			t.Errorf("%q: unexpected errors: %v", src, errs)
			continue
		}
		if got != want {
			t.Errorf("%q: trees differ\n%s", src, firstDiff(want, got))
		}
	}
}

// stdlibFiles lists the .py files of CPython's standard library, leaving
// out test directories and lib2to3 (whose test data holds deliberately
// broken files). A one-off check with compile() found no other file
// CPython 3.11 rejects.
func stdlibFiles(t *testing.T, py string) []string {
	t.Helper()
	out, err := exec.Command(py, "-c", "import sysconfig; print(sysconfig.get_paths()['stdlib'])").Output()
	if err != nil {
		t.Skipf("cannot locate the standard library: %v", err)
	}
	root := strings.TrimSpace(string(out))
	var files []string
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return nil
		}
		if d.IsDir() {
			switch d.Name() {
			case "test", "tests", "idle_test", "lib2to3", "site-packages":
				return filepath.SkipDir
			}
			return nil
		}
		if strings.HasSuffix(p, ".py") {
			files = append(files, p)
		}
		return nil
	})
	sort.Strings(files)
	if len(files) == 0 {
		t.Skipf("no .py files under %s", root)
	}
	return files
}

func TestStdlib(t *testing.T) {
	py := python3(t)
	files := stdlibFiles(t, py)
	srcs := make([][]byte, len(files))
	lines := 0
	for i, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		srcs[i] = b
		lines += bytes.Count(b, []byte{'\n'})
	}
	start := time.Now()
	nerr := 0
	for i, src := range srcs {
		var errs diagnostics.List
		Parse(files[i], src, &errs)
		for _, d := range errs.Sorted() {
			if nerr < 20 {
				t.Errorf("%s", d)
			}
			nerr++
		}
	}
	elapsed := time.Since(start)
	if nerr > 0 {
		t.Errorf("%d errors in the standard library", nerr)
	}
	t.Logf("parsed %d files, %d lines in %v: %.0f lines/s", len(files), lines, elapsed, float64(lines)/elapsed.Seconds())
}

func TestCPythonFiles(t *testing.T) {
	py := python3(t)
	files := stdlibFiles(t, py)
	// A deterministic sample, about one file in eight, plus some files
	// chosen for their variety.
	var sample []string
	if os.Getenv("STATICPYC_CPYTHON_ALL") != "" {
		// Compare every file, the test directories included.
		files = allPyFiles(t, filepath.Dir(files[0]))
	}
	all := os.Getenv("STATICPYC_CPYTHON_ALL") != ""
	for i, f := range files {
		if all {
			sample = append(sample, f)
			continue
		}
		base := filepath.Base(f)
		if i%8 == 0 || base == "typing.py" || base == "dataclasses.py" || base == "_pydecimal.py" ||
			base == "enum.py" || base == "inspect.py" || base == "argparse.py" || base == "asyncio/tasks.py" {
			sample = append(sample, f)
		}
	}
	srcs := make([]string, len(sample))
	for i, f := range sample {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		srcs[i] = string(b)
	}
	dumps := cpythonDumps(t, py, srcs)
	for i, f := range sample {
		got, errs := ourDump(f, []byte(srcs[i]))
		if strings.HasPrefix(dumps[i], "ERROR: ") {
			if len(errs) == 0 {
				t.Errorf("%s: CPython says %s, we accept it", f, dumps[i])
			}
			continue
		}
		if len(errs) > 0 {
			t.Errorf("%s: unexpected errors: %v", f, errs)
			continue
		}
		if got != dumps[i] {
			t.Errorf("%s: trees differ\n%s", f, firstDiff(dumps[i], got))
		}
	}
	t.Logf("compared %d files with CPython", len(sample))
}

// allPyFiles lists every .py file under root.
func allPyFiles(t *testing.T, root string) []string {
	var files []string
	filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".py") && !strings.Contains(p, "site-packages") {
			files = append(files, p)
		}
		return nil
	})
	return files
}

// stringErrors are string literals CPython rejects; TestCPythonStringErrors
// wants our message to be CPython's, positions included.
var stringErrors = []string{
	`x = "\N{BAD}"`,
	`x = "ab\N{NOPE}"`,
	"x = ('a'\n  '\\N{BAD}' 'c')",
	`x = f"a{{b\N{BAD}"`,
	`x = f"{x}\N{BAD}"`,
	`x = f"{x:\N{BAD}}"`,
	`x = f"{x!r:>{y}\N{BAD}}"`,
	`x = "é\N{BAD}"`,
	`x = "\é\N{BAD}"`,
	`x = "\N{Ǆ}"`,
	"x = '''\n\\N{SPACE}x\\N{BAD}'''",
	"x = '''a\r\n\\N{BAD}'''\r\n",
	`x = "a\` + "\n" + `b\N{BAD}"`,
	`x = "\N{hangul syllable gag}"`,
	`x = "\N{HANGUL SYLLABLE GAGX}"`,
	`x = "\N{CJK UNIFIED IDEOGRAPH-4e00}"`,
	`x = "\N{CJK UNIFIED IDEOGRAPH-4DC0}"`,
	`x = "\N{CJK UNIFIED IDEOGRAPH-004E00}"`,
	`x = "\N{TANGUT IDEOGRAPH-17000}"`,
	`x = "\N{ LATIN SMALL LETTER A}"`,
	`x = "\N{LATIN SMALL LETTER  A}"`,
	`x = "\N{LATIN CAPITAL LETTER A WITH MACRON AND GRAVE}"`,
	`x = "\N{LINE FEED (LF)}"`,
	`x = "\N{}"`,
	`x = "\N"`,
	`x = "x\N{abc"`,
	`x = "\N{BAD}\N{BAD2}"`,
	`x = "\x1"`,
	`x = "\u12"`,
	`x = "\U0011000"`,
	`x = "\U00110000"`,
}

func TestCPythonStringErrors(t *testing.T) {
	py := python3(t)
	dumps := cpythonDumps(t, py, stringErrors)
	for i, src := range stringErrors {
		want, ok := strings.CutPrefix(dumps[i], "ERROR: ")
		if !ok {
			t.Errorf("%q: CPython accepts it", src)
			continue
		}
		_, errs := ourDump("snippet.py", []byte(src))
		if len(errs) == 0 {
			t.Errorf("%q: no error, CPython says %s", src, want)
			continue
		}
		if errs[0].Message != want {
			t.Errorf("%q: mismatch\ncpython: %s\nours:    %s", src, want, errs[0].Message)
		}
	}
}

// nameEscapesScript prints, as a JSON list, the string tokens of the
// files named on stdin (one a line) that hold "\N{".
const nameEscapesScript = `
import json, sys, tokenize
out = []
for path in sys.stdin.read().split("\n"):
    if not path:
        continue
    try:
        with open(path, "rb") as f:
            toks = list(tokenize.tokenize(f.readline))
    except (SyntaxError, tokenize.TokenError, UnicodeDecodeError):
        continue
    for tok in toks:
        if tok.type == tokenize.STRING and "\\N{" in tok.string:
            out.append(tok.string)
json.dump(out, sys.stdout)
`

// TestStdlibNameEscapes parses every string literal of CPython's whole
// library (its tests included) that holds a \N{...}, as a module of its
// own, and wants CPython's tree for it, or CPython's error.
func TestStdlibNameEscapes(t *testing.T) {
	py := python3(t)
	root := filepath.Dir(stdlibFiles(t, py)[0])
	var list strings.Builder
	for _, f := range allPyFiles(t, root) {
		b, err := os.ReadFile(f)
		if err == nil && bytes.Contains(b, []byte(`\N{`)) {
			list.WriteString(f + "\n")
		}
	}
	cmd := exec.Command(py, "-c", nameEscapesScript)
	cmd.Stdin = strings.NewReader(list.String())
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	var toks []string
	if err := json.Unmarshal(out, &toks); err != nil {
		t.Fatal(err)
	}
	if len(toks) < 50 {
		t.Fatalf("only %d string literals with \\N{ in %s", len(toks), root)
	}
	dumps := cpythonDumps(t, py, toks)
	for i, src := range toks {
		got, errs := ourDump("snippet.py", []byte(src))
		if want, ok := strings.CutPrefix(dumps[i], "ERROR: "); ok {
			if len(errs) == 0 || errs[0].Message != want {
				t.Errorf("%s: CPython says %s, we say %v", src, want, errs)
			}
			continue
		}
		if len(errs) > 0 {
			t.Errorf("%s: unexpected errors: %v", src, errs)
		} else if got != dumps[i] {
			t.Errorf("%s: trees differ\n%s", src, firstDiff(dumps[i], got))
		}
	}
	t.Logf("compared %d string literals with \\N{ from %s", len(toks), root)
}
