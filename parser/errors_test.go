// This file implements the tests of syntax errors: messages, positions,
// recovery, and robustness on hostile input.

package parser

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/staticpyc/staticpyc/diagnostics"
)

// errorsOf parses src and lists its diagnostics as "line:col: message".
func errorsOf(src string) []string {
	var errs diagnostics.List
	m := Parse("t.py", []byte(src), &errs)
	if m == nil {
		return []string{"nil module"}
	}
	var out []string
	for _, d := range errs.Sorted() {
		out = append(out, fmt.Sprintf("%d:%d: %s", d.Pos.Line, d.Pos.Col, d.Message))
	}
	return out
}

var errorTests = []struct {
	src  string
	want []string
}{
	{"f() = 1", []string{"1:1: cannot assign to function call here. Maybe you meant '==' instead of '='?"}},
	{"1 = x", []string{"1:1: cannot assign to literal here. Maybe you meant '==' instead of '='?"}},
	{"a+1 = 2", []string{"1:1: cannot assign to expression here. Maybe you meant '==' instead of '='?"}},
	{"for f() in x: pass", []string{"1:5: cannot assign to function call"}},
	{"del f()", []string{"1:5: cannot delete function call"}},
	{"f() += 1", []string{"1:1: 'function call' is an illegal expression for augmented assignment"}},
	{"1 += x", []string{"1:1: 'literal' is an illegal expression for augmented assignment"}},
	{"(a, b) += 1", []string{"1:1: 'tuple' is an illegal expression for augmented assignment"}},
	{"*a = 1", []string{"1:1: starred assignment target must be in a list or tuple"}},
	{"x: int, y: int = 1", []string{"1:7: invalid syntax"}},
	{"(a, b): int", []string{"1:1: only single target (not tuple) can be annotated"}},
	{"f((a)=1)", []string{"1:4: expression cannot contain assignment, perhaps you meant \"==\"?"}},
	{"(x) := 1", []string{"1:2: cannot use assignment expressions with name"}},
	{"x = (a.b := 1)", []string{"1:6: cannot use assignment expressions with attribute"}},
	{"01", []string{"1:1: leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers"}},
	{"0b2", []string{"1:3: invalid digit '2' in binary literal"}},
	{"0o8", []string{"1:3: invalid digit '8' in octal literal"}},
	{"1__0", []string{"1:2: invalid decimal literal"}},
	{"1_", []string{"1:2: invalid decimal literal"}},
	{"0x", []string{"1:2: invalid hexadecimal literal"}},
	{"1a", []string{"1:1: invalid decimal literal"}},
	{"x = 1 $ 2", []string{"1:7: invalid character '$' (U+0024)"}},
	{"x = 1 € 2", []string{"1:7: invalid character '€' (U+20AC)"}},
	{"s = 'abc", []string{"1:5: unterminated string literal (detected at line 1)"}},
	{"s = '''abc\n\n", []string{"1:5: unterminated triple-quoted string literal (detected at line 3)"}},
	{"if x:\npass", []string{"2:1: expected an indented block after 'if' statement on line 1"}},
	{"def f():\nreturn", []string{"2:1: expected an indented block after function definition on line 1"}},
	{"class C:\n\nx", []string{"3:1: expected an indented block after class definition on line 1"}},
	{"  x = 1", []string{"1:3: unexpected indent"}},
	{"if 1:\n  x\n y", []string{"3:2: unindent does not match any outer indentation level"}},
	{"if x:\n        y = 1\n\tz = 2\n", []string{"3:2: inconsistent use of tabs and spaces in indentation"}},
	{"(", []string{"1:1: '(' was never closed"}},
	{")", []string{"1:1: unmatched ')'"}},
	{"(]", []string{"1:2: closing parenthesis ']' does not match opening parenthesis '('"}},
	{"x = (1,\ny = 2\n", []string{"1:5: '(' was never closed"}},
	{"x = [1, 2", []string{"1:5: '[' was never closed"}},
	{"def f(a=1, b): pass", []string{"1:12: non-default argument follows default argument"}},
	{"lambda x=1, y: x", []string{"1:13: non-default argument follows default argument"}},
	{"def f(*): pass", []string{"1:8: named arguments must follow bare *"}},
	{"def f(**k, a): pass", []string{"1:12: arguments cannot follow var-keyword argument"}},
	{"def f(/, a): pass", []string{"1:7: at least one argument must precede /"}},
	{"f(**k, *a)", []string{"1:8: iterable argument unpacking follows keyword argument unpacking"}},
	{"f(a=1, b)", []string{"1:8: positional argument follows keyword argument"}},
	{"f(x for x in y, 1)", []string{"1:3: Generator expression must be parenthesized"}},
	{"print 'x'", []string{"1:1: Missing parentheses in call to 'print'. Did you mean print(...)?"}},
	{"a b", []string{"1:3: invalid syntax"}},
	{"x = ", []string{"1:5: expected expression, found newline"}},
	{"x = *", []string{"1:6: expected expression, found newline"}},
	{"x = 1 + * 2", []string{"1:9: expected expression, found \"*\""}},
	{"from x import a,", []string{"1:17: trailing comma not allowed without surrounding parentheses"}},
	{"if x\n    pass", []string{"1:5: expected ':'"}},
	{"while x pass", []string{"1:9: expected ':'"}},
	{"for x y: pass", []string{"1:7: expected 'in'"}},
	{"x = a if b", []string{"1:11: expected 'else' after 'if' expression"}},
	{"try:\n  pass\nx = 1", []string{"3:1: expected 'except' or 'finally' block"}},
	{"try:\n  pass\nexcept* :\n  pass", []string{"3:9: expected one or more exception types"}},
	{"try:\n  pass\nexcept A, B:\n  pass", []string{"3:8: multiple exception types must be parenthesized"}},
	{"try:\n  pass\nexcept A:\n  pass\nexcept* B:\n  pass", []string{"5:1: cannot have both 'except' and 'except*' on the same 'try'"}},
	{"@dec\nx = 1", []string{"2:1: expected 'def' or 'class' after decorators"}},
	{"x = f'{}'", []string{"1:8: f-string: empty expression not allowed"}},
	{"x = f'{a'", []string{"1:7: f-string: expecting '}'"}},
	{"x = f'}'", []string{"1:7: f-string: single '}' is not allowed"}},
	{"x = f'{a!x}'", []string{"1:10: f-string: invalid conversion character: expected 's', 'r', or 'a'"}},
	{"x = f'{a b}'", []string{"1:10: f-string: invalid syntax"}},
	{"x = f'{a#}'", []string{"1:9: f-string expression part cannot include '#'"}},
	{"a = b'é'", []string{"1:7: bytes can only contain ASCII literal characters"}},
	{"a = 'a' b'b'", []string{"1:5: cannot mix bytes and nonbytes literals"}},
	{"x = 1 \\ 2", []string{"1:8: unexpected character after line continuation character"}},
	{"x = a not b", []string{"1:11: invalid syntax"}},
	{"match x:\n    case 1:\n        pass\n    foo\n", []string{"4:5: expected 'case' block"}},
	{"match x:\n    case a as _:\n        pass\n", []string{"2:15: cannot use '_' as a target"}},
	{"match x:\n    case f'{a}':\n        pass\n", []string{"2:10: patterns may only match literals and attribute lookups"}},
	{"class C(x for x in y): pass", []string{"1:9: invalid syntax"}},
	{"match x:\n    case {**_}: pass\n", []string{"2:13: invalid syntax"}},
	{"\xff = 1", []string{"1:1: non-UTF-8 code starting with '\\xff' (no encoding other than UTF-8 is supported)"}},
	{strings.Repeat("(", 201) + strings.Repeat(")", 201), []string{"1:201: too many nested parentheses"}},

	// Recovery: one error per bad statement, the good ones in between
	// parsed, no cascade.
	{"x = = 1\ny = 2\nz = )\ndef f(:\n    return 1\nclass C:\n    def g(self):\n        a b\n        return 2\n",
		[]string{"1:5: expected expression, found \"=\"", "3:5: unmatched ')'", "4:7: expected name", "8:11: invalid syntax"}},
	{"if x\n    a = 1\n    b = 2\nc = 3 +\nd = 4\n",
		[]string{"1:5: expected ':'", "4:8: expected expression, found newline"}},
	{"def f():\n    x = 1\n   y = 2\n    z = 3\nw = 1 $ 2\n",
		[]string{"3:4: unindent does not match any outer indentation level", "5:7: invalid character '$' (U+0024)"}},
	{"x = 'abc\ny = 2\nz = \"\"\"never\nends\n",
		[]string{"1:5: unterminated string literal (detected at line 1)", "3:5: unterminated triple-quoted string literal (detected at line 5)"}},
	{"for x in range(10):\nprint(x)\nwhile True\n    pass\n",
		[]string{"2:1: expected an indented block after 'for' statement on line 1", "3:11: expected ':'"}},
	{"q = foo(a,\n        b c,\n        d)\nr = 1 +\n", []string{"2:11: invalid syntax. Perhaps you forgot a comma?", "4:8: expected expression, found newline"}},
	{"q = [1,\n", []string{"1:5: '[' was never closed"}},
}

func TestErrors(t *testing.T) {
	for _, tt := range errorTests {
		got := errorsOf(tt.src)
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("%q: mismatch (-want +got):\n%s", tt.src, diff)
		}
	}
}

// TestHostile feeds inputs meant to exhaust the stack or loop: the parser
// must answer with an error (or a tree), not crash or hang.
func TestHostile(t *testing.T) {
	deep := func(open, mid, close string, n int) string {
		return "x = " + strings.Repeat(open, n) + mid + strings.Repeat(close, n) + "\n"
	}
	for _, src := range []string{
		deep("-", "1", "", 100000),
		deep("not ", "1", "", 100000),
		deep("~", "1", "", 100000),
		deep("await ", "1", "", 100000),
		deep("lambda: ", "1", "", 100000),
		deep("1 if 1 else ", "1", "", 100000),
		deep("2 ** ", "1", "", 100000),
		deep("(", "1", ")", 100000),
		deep("[", "1", "]", 100000),
		deep("f(", "1", ")", 100000),
		deep("a[", "1", "]", 100000),
		deep("{1: ", "1", "}", 100000),
		deep("f'{", "1", "}'", 1000),
		deep("", "1", " + 1", 100000),
		deep("", "a", ".a", 100000),
		deep("", "a", "(1)", 100000),
		strings.Repeat("if x:\n", 1000),
		func() string {
			var b strings.Builder
			for i := 0; i < 500; i++ {
				b.WriteString(strings.Repeat(" ", i) + "if x:\n")
			}
			return b.String()
		}(),
		strings.Repeat("@d\n", 100000) + "def f(): pass\n",
		strings.Repeat("x = (\n", 10000),
		strings.Repeat("'''", 10001),
		strings.Repeat("match x:\n case ", 10000),
		strings.Repeat("case [", 10000),
		"match x:\n case " + strings.Repeat("[", 199) + strings.Repeat("]", 199) + ": pass\n",
		"match x:\n case " + strings.Repeat("C(", 199) + strings.Repeat(")", 199) + ": pass\n",
		"match x:\n case " + strings.Repeat("1 | ", 100000) + "1: pass\n",
		strings.Repeat("\\\n", 1000),
		"\x00\x01\x02",
		"\ufeff",
		"",
		"\n\n\n",
		strings.Repeat("\t", 1000) + "x",
	} {
		var errs diagnostics.List
		if m := Parse("t.py", []byte(src), &errs); m == nil {
			t.Errorf("nil module for %.40q", src)
		}
	}
}
