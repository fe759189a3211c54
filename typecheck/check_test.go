// This file implements the diagnostics test harness: each testdata/*.py
// carries its expected diagnostics inline, on the offending line.
//
//	y: int8 = x       # ERROR "type mismatch: int64 cannot be assigned to int8"
//	print(n)          # ERROR "Call argument cannot be a primitive" HINT "box\(n\)"
//	r = crange(3)     # ERROR 9:"crange\(\) must be used"
//
// A line may carry several expectations (`# ERROR "a" "b"`). Each quoted
// string is a regular expression matched (unanchored) against the message
// of one diagnostic reported on that line; `col:"re"` also pins the
// column. ERROR, WARNING and NOTE match diagnostics of that severity;
// HINT "re" matches the hint of any diagnostic on the line. Inside the
// quotes, \" stands for a quote and every other backslash is kept for
// the regexp; a string in backquotes is taken as is.

package typecheck_test

import (
	"bytes"
	"fmt"
	"go/ast"
	goparser "go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"

	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/strict"
	"github.com/staticpyc/staticpyc/typecheck"
)

// expectation is one `# ERROR "re"` (or HINT, NOTE, WARNING) on a line.
type expectation struct {
	kind string // ERROR, WARNING, NOTE or HINT
	line int
	col  int // 0: any column
	re   *regexp.Regexp
	src  string
}

var markerRE = regexp.MustCompile(`#\s*(ERROR|HINT|NOTE|WARNING)\b`)

// parseExpectations reads the inline expectations of a testdata file.
func parseExpectations(t *testing.T, file string, src []byte) []expectation {
	t.Helper()
	var out []expectation
	for i, line := range strings.Split(string(src), "\n") {
		loc := markerRE.FindStringIndex(line)
		if loc == nil {
			continue
		}
		lineNo := i + 1
		rest := line[loc[0]:]
		kind := ""
		for len(rest) > 0 {
			rest = strings.TrimLeft(rest, " \t")
			if rest == "" {
				break
			}
			if m := markerRE.FindStringSubmatchIndex(rest); m != nil && m[0] == 0 {
				kind = rest[m[2]:m[3]]
				rest = rest[m[1]:]
				continue
			}
			if m := regexp.MustCompile(`^(ERROR|HINT|NOTE|WARNING)\b`).FindString(rest); m != "" {
				kind = m
				rest = rest[len(m):]
				continue
			}
			col := 0
			if m := regexp.MustCompile(`^(\d+):`).FindStringSubmatch(rest); m != nil {
				col, _ = strconv.Atoi(m[1])
				rest = rest[len(m[0]):]
			}
			pat, n, err := quoted(rest)
			if err != nil || kind == "" {
				t.Errorf("%s:%d: bad expectation at %q: %v", file, lineNo, rest, err)
				break
			}
			rest = rest[n:]
			re, err := regexp.Compile(pat)
			if err != nil {
				t.Errorf("%s:%d: bad regexp %q: %v", file, lineNo, pat, err)
				continue
			}
			out = append(out, expectation{kind: kind, line: lineNo, col: col, re: re, src: pat})
		}
	}
	return out
}

// quoted reads a "..." or `...` string at the start of s and returns its
// contents and the number of bytes it took.
func quoted(s string) (string, int, error) {
	if s == "" || (s[0] != '"' && s[0] != '`') {
		return "", 0, fmt.Errorf("want a quoted regexp")
	}
	q := s[0]
	var b strings.Builder
	for i := 1; i < len(s); i++ {
		switch {
		case s[i] == q:
			return b.String(), i + 1, nil
		case q == '"' && s[i] == '\\' && i+1 < len(s) && s[i+1] == '"':
			b.WriteByte('"')
			i++
		default:
			b.WriteByte(s[i])
		}
	}
	return "", 0, fmt.Errorf("unterminated string")
}

// checkFile runs the front end over one file as the driver does: parse,
// then (whatever the parser said) check and strict. A file is checked as
// Static Python, as a file named on the command line is, unless its
// first line is "# plain module": then as a plain module's build checks
// it (some constructs compile only there).
func checkFile(file string, src []byte) ([]diagnostics.Diagnostic, *typecheck.Info) {
	var diags diagnostics.List
	m := parser.Parse(file, src, &diags)
	static := !bytes.HasPrefix(src, []byte("# plain module\n"))
	info := typecheck.Check(m, typecheck.Config{Static: static}, &diags)
	strict.Check(m, info, &diags)
	return diags.Sorted(), info
}

func severityKind(s diagnostics.Severity) string {
	switch s {
	case diagnostics.Warning:
		return "WARNING"
	case diagnostics.Note:
		return "NOTE"
	}
	return "ERROR"
}

// matchExpectations reports, as "file:line: ..." strings, the diagnostics
// nobody expected and the expectations nothing matched.
func matchExpectations(file string, diags []diagnostics.Diagnostic, exps []expectation) []string {
	var problems []string
	used := make([]bool, len(diags))
	for _, e := range exps {
		if e.kind == "HINT" {
			continue
		}
		found := false
		for i, d := range diags {
			if used[i] || d.Pos.Line != e.line || severityKind(d.Severity) != e.kind {
				continue
			}
			if e.col != 0 && d.Pos.Col != e.col {
				continue
			}
			if e.re.MatchString(d.Message) {
				used[i], found = true, true
				break
			}
		}
		if !found {
			col := ""
			if e.col != 0 {
				col = fmt.Sprintf(" at column %d", e.col)
			}
			problems = append(problems, fmt.Sprintf("%s:%d: missing %s %q%s", file, e.line, e.kind, e.src, col))
		}
	}
	for _, e := range exps {
		if e.kind != "HINT" {
			continue
		}
		found := false
		for _, d := range diags {
			if d.Pos.Line == e.line && d.Hint != "" && e.re.MatchString(d.Hint) {
				found = true
				break
			}
		}
		if !found {
			problems = append(problems, fmt.Sprintf("%s:%d: missing HINT %q", file, e.line, e.src))
		}
	}
	for i, d := range diags {
		if !used[i] {
			hint := ""
			if d.Hint != "" {
				hint = " (hint: " + d.Hint + ")"
			}
			problems = append(problems, fmt.Sprintf("%s:%d:%d: unexpected %s: %s [%s]%s", file, d.Pos.Line, d.Pos.Col, strings.ToLower(severityKind(d.Severity)), d.Message, d.Code, hint))
		}
	}
	return problems
}

func testdataFiles(t testing.TB) []string {
	files, err := filepath.Glob(filepath.Join("testdata", "*.py"))
	if err != nil || len(files) == 0 {
		t.Fatalf("no testdata: %v", err)
	}
	return files
}

// TestDiagnostics checks every testdata file against its inline
// expectations.
func TestDiagnostics(t *testing.T) {
	for _, file := range testdataFiles(t) {
		t.Run(filepath.Base(file), func(t *testing.T) {
			src, err := os.ReadFile(file)
			if err != nil {
				t.Fatal(err)
			}
			diags, _ := checkFile(file, src)
			for _, d := range diags {
				if !d.Pos.IsKnown() || d.Code == "" {
					t.Errorf("%s: diagnostic without a position or a code: %v", file, d)
				}
			}
			for _, p := range matchExpectations(file, diags, parseExpectations(t, file, src)) {
				t.Error(p)
			}
		})
	}
}

// TestHarness checks that the harness itself reports missing and
// unexpected diagnostics, and honours columns and hints.
func TestHarness(t *testing.T) {
	src := []byte(`from __static__ import int8, int64, box

def f(x: int64) -> int8:
    y: int8 = x  # ERROR "cannot be assigned"
    print(x)  # ERROR 11:"Call argument" HINT "box\(x\)"
    z: int8 = x
    return y  # ERROR "no such error"
`)
	diags, _ := checkFile("h.py", src)
	got := matchExpectations("h.py", diags, parseExpectations(t, "h.py", src))
	want := []string{
		`h.py:7: missing ERROR "no such error"`,
		`h.py:6:15: unexpected error: type mismatch: int64 cannot be assigned to int8 [SP2001]`,
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("harness mismatch (-want +got):\n%s", diff)
	}
	bad := []byte("x = 1  # ERROR 3:\"Call\" HINT \"nope\"\n")
	diags, _ = checkFile("b.py", bad)
	got = matchExpectations("b.py", diags, parseExpectations(t, "b.py", bad))
	want = []string{`b.py:1: missing ERROR "Call" at column 3`, `b.py:1: missing HINT "nope"`}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("harness mismatch (-want +got):\n%s", diff)
	}
}

// TestEveryMessageTested checks that each message the checker can report
// (each errorf format and each unsupported construct in typecheck/*.go)
// is produced by some testdata file, and that each code the checker and
// strict use appears in the testdata's diagnostics.
func TestEveryMessageTested(t *testing.T) {
	var messages []string
	codes := map[diagnostics.Code]bool{}
	for _, file := range testdataFiles(t) {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		diags, _ := checkFile(file, src)
		for _, d := range diags {
			messages = append(messages, d.Message)
			codes[d.Code] = true
		}
	}
	formats, usedCodes := checkerMessages(t)
	for _, f := range formats {
		if unreachable[f.format] {
			continue
		}
		re := formatRegexp(f.format)
		ok := false
		for _, m := range messages {
			if re.MatchString(m) {
				ok = true
				break
			}
		}
		if !ok {
			t.Errorf("%s: no testdata produces %q", f.pos, f.format)
		}
	}
	values := codeValues(t)
	for _, name := range usedCodes {
		if name == "BadAssignTarget" {
			continue // only in the unreachable messages; the parser reports SP1007
		}
		if !codes[values[name]] {
			t.Errorf("no testdata produces code %s (%s)", name, values[name])
		}
	}
}

// unreachable are messages for trees the parser never builds (it reports
// SP1007 itself, or has no other node kinds); the checker keeps them so
// that an odd tree is an error, not a panic.
var unreachable = map[string]bool{
	"illegal expression for augmented assignment": true,
	"cannot assign to this expression":            true,
	"not supported yet: this expression":          true,
	"not supported yet: this statement":           true,
	"cannot delete this expression":               true,
}

type format struct {
	pos    string
	format string
}

// checkerMessages reads typecheck/*.go and strict/*.go for the message
// formats passed to errorf (and unsupported, which prefixes "not
// supported yet: ") and the diagnostics codes they use.
func checkerMessages(t *testing.T) ([]format, []string) {
	var out []format
	codeSet := map[string]bool{}
	files, _ := filepath.Glob("*.go")
	more, _ := filepath.Glob("../strict/*.go")
	fset := token.NewFileSet()
	for _, file := range append(files, more...) {
		if strings.HasSuffix(file, "_test.go") {
			continue
		}
		f, err := goparser.ParseFile(fset, file, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if sel, ok := n.(*ast.SelectorExpr); ok {
				if x, ok := sel.X.(*ast.Ident); ok && x.Name == "diagnostics" && sel.Sel.Name != "List" && sel.Sel.Name != "Diagnostic" && sel.Sel.Name != "Code" && sel.Sel.Name != "Pos" {
					codeSet[sel.Sel.Name] = true
				}
			}
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			var lit ast.Expr
			prefix := ""
			switch {
			case (sel.Sel.Name == "errorf" || sel.Sel.Name == "Errorf") && len(call.Args) >= 3:
				lit = call.Args[2]
				if sel.Sel.Name == "Errorf" {
					lit = call.Args[2]
				}
			case sel.Sel.Name == "unsupported" && len(call.Args) == 2:
				lit, prefix = call.Args[1], "not supported yet: "
			default:
				return true
			}
			s, ok := stringLit(lit)
			if !ok {
				return true
			}
			if s == "%s" {
				return true // the message is computed; covered by its callers
			}
			out = append(out, format{pos: fset.Position(call.Pos()).String(), format: prefix + s})
			return true
		})
	}
	var codes []string
	for c := range codeSet {
		codes = append(codes, c)
	}
	sort.Strings(codes)
	return out, codes
}

// stringLit returns the value of a string literal, or of a literal
// concatenated with anything (the literal prefix).
func stringLit(e ast.Expr) (string, bool) {
	switch e := e.(type) {
	case *ast.BasicLit:
		if e.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(e.Value)
		return s, err == nil
	case *ast.BinaryExpr:
		if e.Op == token.ADD {
			if s, ok := stringLit(e.X); ok {
				return s + "%s", true
			}
		}
	}
	return "", false
}

// formatRegexp turns a printf format into a regexp matching its output.
func formatRegexp(f string) *regexp.Regexp {
	var b strings.Builder
	b.WriteString("^")
	for i := 0; i < len(f); i++ {
		if f[i] == '%' && i+1 < len(f) {
			i++
			if f[i] == '%' {
				b.WriteString("%")
			} else {
				b.WriteString(".*")
			}
			continue
		}
		b.WriteString(regexp.QuoteMeta(f[i : i+1]))
	}
	b.WriteString("$")
	return regexp.MustCompile(b.String())
}

// codeValues reads ../diagnostics/codes.go: constant name → code.
func codeValues(t testing.TB) map[string]diagnostics.Code {
	fset := token.NewFileSet()
	f, err := goparser.ParseFile(fset, filepath.Join("..", "diagnostics", "codes.go"), nil, goparser.ParseComments)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]diagnostics.Code{}
	for _, d := range f.Decls {
		g, ok := d.(*ast.GenDecl)
		if !ok || g.Tok != token.CONST {
			continue
		}
		for _, s := range g.Specs {
			vs := s.(*ast.ValueSpec)
			for i, n := range vs.Names {
				if i < len(vs.Values) {
					if v, ok := stringLit(vs.Values[i]); ok {
						out[n.Name] = diagnostics.Code(v)
					}
				}
			}
		}
	}
	return out
}

// TestTypes checks the types the checker gives small expressions. Each
// case is the body of `def f(<params>): <expr>`; the type recorded in
// Info.Types for <expr> is compared.
func TestTypes(t *testing.T) {
	cases := []struct {
		params, expr, want string
	}{
		{"", "1", "int"},
		{"", "1.5", "float"},
		{"", "'s'", "str"},
		{"", "True", "bool"},
		{"", "None", "None"},
		{"", "1 + 2", "int"},
		{"", "1 / 2", "float"},
		{"", "[1]", "list"},
		{"x: int64", "x", "int64"},
		{"x: int64", "x + 1", "int64"},
		{"x: int64", "1 + x", "int64"},
		{"x: int8", "x + 1", "int64"}, // CinderX binds the literal as an int64 where no type is expected
		{"x: int8", "1 + x", "int8"},
		{"x: uint32", "x / -2", "int64"},
		{"x: uint32", "x ** -2", "double"},
		{"x: int8", "-x", "int8"},
		{"x: int8", "~x", "int8"},
		{"x: int8", "not x", "cbool"},
		{"a: uint8, b: int8", "a + b", "int16"},
		{"a: uint16, b: int16", "a * b", "int32"},
		{"a: uint32, b: int64", "a - b", "int64"},
		{"a: uint32, b: int32", "a & b", "int64"},
		{"a: int8, b: int32", "a + b", "int32"},
		{"a: uint8, b: uint64", "a + b", "uint64"},
		{"a: int64, b: int64", "a ** b", "double"},
		{"a: int8", "a ** 2", "double"},
		{"a: double, b: double", "a ** b", "double"},
		{"a: double", "a * 2", "double"},
		{"a: double", "a + 1.5", "double"},
		{"a: int64, b: int64", "a < b", "cbool"},
		{"a: int64, b: int64", "a < b < 3", "cbool"},
		{"a: int64", "a == 0", "cbool"},
		{"a: double", "a >= 0.5", "cbool"},
		{"a: int64, b: int64", "(a < b) and (b < 3)", "cbool"},
		{"a: int64, b: int64", "a if a > b else b", "int64"},
		{"a: int8, b: int64", "a if a > b else b", "int64"},
		{"a: int64", "box(a)", "int"},
		{"a: uint8", "box(a)", "int"},
		{"a: cbool", "box(a)", "bool"},
		{"a: double", "box(a)", "float"},
		{"a", "unbox(a)", "int64"},
		{"a", "int8(a)", "int8"},
		{"a: int64", "int8(a)", "int8"},
		{"a: int64", "double(a)", "double"},
		{"a: double", "int64(a)", "error: type mismatch: double cannot be assigned to int64"},
		{"a: float", "int64(a)", "error: type mismatch: float cannot be assigned to int64"},
		{"", "int64(2.5)", "int64"},
		{"a: list", "clen(a)", "int64"},
		{"a", "cast(int, a)", "int"},
		{"a: int", "a + 1", "int"},
		{"a: int", "a + 1.5", "float"},
		{"a: str", "a + 'x'", "str"},
		{"a", "a + 1", "dynamic"},
		{"a", "len(a)", "int"},
		{"", "SHIFT", "int"},
		{"w: int64", "w >> SHIFT", "int64"},
		{"w: uint8", "w + SHIFT", "uint8"},
		{"", "g(1)", "int64"},
		{"", "g", "function g"},
		{"", "int64", "Type[int64]"},
	}
	header := "from __static__ import box, unbox, cast, clen, cbool, double, int8, int16, int32, int64, uint8, uint16, uint32, uint64\n" +
		"from typing import Final\n" +
		"SHIFT: Final[int] = 6\n" +
		"def g(x: int64) -> int64:\n    return x\n"
	var got, want []string
	for _, tc := range cases {
		src := header + "def f(" + tc.params + "):\n    " + tc.expr + "\n"
		var diags diagnostics.List
		m := parser.Parse("t.py", []byte(src), &diags)
		info := typecheck.Check(m, typecheck.Config{Static: true}, &diags)
		typ := "?"
		for _, d := range diags.Sorted() {
			typ = "error: " + d.Message
		}
		if typ == "?" {
			def := m.Body[len(m.Body)-1].(*parser.FunctionDef)
			e := def.Body[len(def.Body)-1].(*parser.ExprStmt).Value
			if tt := info.TypeOf(e); tt != nil {
				typ = tt.String()
			}
		}
		got = append(got, tc.params+" | "+tc.expr+" : "+typ)
		want = append(want, tc.params+" | "+tc.expr+" : "+tc.want)
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("types mismatch (-want +got):\n%s", diff)
	}
}

// TestFinalConstants: the module-level Final names of a literal value,
// not of a primitive type, in order (the module's __final_constants__).
func TestFinalConstants(t *testing.T) {
	src := `import __static__
from __static__ import int64
from typing import Final
import typing

A: Final[int] = 21
B: Final = "s"
C: Final[int] = -1
D: Final[int64] = 3
E: typing.Final[str] = "t"
def p() -> str:
    return "x"
G: Final[str] = p()
H: Final = None
`
	diags, info := checkFile("finals.py", []byte(src))
	for _, d := range diags {
		t.Errorf("unexpected diagnostic: %s", d.Message)
	}
	if got, want := strings.Join(info.FinalConstants, ","), "A,B,E,H"; got != want {
		t.Errorf("FinalConstants = %s, want %s", got, want)
	}
}

// TestCompilerErrorsSortLast: the errors CPython's compiler finds (a
// continue outside a loop, an unreachable match case) sort after the
// type errors, as CinderX's binder reports those first.
func TestCompilerErrorsSortLast(t *testing.T) {
	src := `import __static__

def f(x: int, s: str) -> None:
    continue
    match x:
        case y:
            pass
        case 1:
            pass
    z: int = s
`
	diags, _ := checkFile("order.py", []byte(src))
	var msgs []string
	for _, d := range diags {
		msgs = append(msgs, d.Message)
	}
	want := []string{
		"type mismatch: str cannot be assigned to int",
		"'continue' not properly in loop",
		"name capture 'y' makes remaining patterns unreachable",
	}
	if strings.Join(msgs, "\n") != strings.Join(want, "\n") {
		t.Errorf("order:\n%s\nwant:\n%s", strings.Join(msgs, "\n"), strings.Join(want, "\n"))
	}
}
