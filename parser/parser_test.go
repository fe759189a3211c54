// This file implements table tests of the scanner and parser: tokens,
// tree dumps, spans and syntax errors, plus fuzz targets and a benchmark.

package parser

import (
	"fmt"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/staticpyc/staticpyc/diagnostics"
)

// scanAll lists the tokens of src as "text@line:col", with NL, IND, DED
// and EOF for the synthesised tokens.
func scanAll(src string) []string {
	var s scanner
	var errs []string
	s.init([]byte(src), 0, len(src), 1, 1, func(line, col int, code diagnostics.Code, msg string) {
		errs = append(errs, fmt.Sprintf("error@%d:%d: %s", line, col, msg))
	})
	var out []string
	for i := 0; i < 1000; i++ {
		var t token
		s.next(&t)
		var text string
		switch t.kind {
		case tNewline:
			text = "NL"
		case tIndent:
			text = "IND"
		case tDedent:
			text = "DED"
		case tEOF:
			text = "EOF"
		case tIllegal:
			text = "ILLEGAL"
		default:
			text = src[t.off:t.end]
		}
		out = append(out, fmt.Sprintf("%s@%d:%d", text, t.line, t.col))
		if t.kind == tEOF {
			break
		}
	}
	return append(out, errs...)
}

var scanTests = []struct {
	src  string
	want string
}{
	{"x = 1",
		"x@1:1 =@1:3 1@1:5 NL@1:6 EOF@1:6"},
	{"if x:\n    y\nz",
		"if@1:1 x@1:4 :@1:5 NL@1:6 IND@2:5 y@2:5 NL@2:6 DED@3:1 z@3:1 NL@3:2 EOF@3:2"},
	{"if a:\n  if b:\n    c\nd\n",
		"if@1:1 a@1:4 :@1:5 NL@1:6 IND@2:3 if@2:3 b@2:6 :@2:7 NL@2:8 IND@3:5 c@3:5 NL@3:6 DED@4:1 DED@4:1 d@4:1 NL@4:2 EOF@5:1"},
	{"def f(\n  a,\n  b):\n  pass\n",
		"def@1:1 f@1:5 (@1:6 a@2:3 ,@2:4 b@3:3 )@3:4 :@3:5 NL@3:6 IND@4:3 pass@4:3 NL@4:7 DED@5:1 EOF@5:1"},
	{"x = 1 + \\\n  2\n",
		"x@1:1 =@1:3 1@1:5 +@1:7 2@2:3 NL@2:4 EOF@3:1"},
	{"\n\n  # comment\n\nx\n",
		"x@5:1 NL@5:2 EOF@6:1"},
	{"x\r\ny\r\n",
		"x@1:1 NL@1:2 y@2:1 NL@2:2 EOF@3:1"},
	{"x\n\ty\n",
		"x@1:1 NL@1:2 IND@2:2 y@2:2 NL@2:3 DED@3:1 EOF@3:1"},
	{"a := b -> c ** d **= e // f //= g >> h >>= i << j <<= k @ l @= m ... n != o",
		"a@1:1 :=@1:3 b@1:6 ->@1:8 c@1:11 **@1:13 d@1:16 **=@1:18 e@1:22 //@1:24 f@1:27 //=@1:29 g@1:33 >>@1:35 h@1:38 >>=@1:40 i@1:44 <<@1:46 j@1:49 <<=@1:51 k@1:55 @@1:57 l@1:59 @=@1:61 m@1:64 ...@1:66 n@1:70 !=@1:72 o@1:75 NL@1:76 EOF@1:76"},
	{"'a' \"b\" '''c\nd''' r'\\\\' b\"x\" f'{y}' Rb'z' x",
		"'a'@1:1 \"b\"@1:5 '''c\nd'''@1:9 r'\\\\'@2:6 b\"x\"@2:12 f'{y}'@2:17 Rb'z'@2:24 x@2:30 NL@2:31 EOF@2:31"},
	{"0x1F 0o7 0b1 1_000 1.5 .5 1. 1e-3 2j 1if x else y",
		"0x1F@1:1 0o7@1:6 0b1@1:10 1_000@1:14 1.5@1:20 .5@1:24 1.@1:27 1e-3@1:30 2j@1:35 1@1:38 if@1:39 x@1:42 else@1:44 y@1:49 NL@1:50 EOF@1:50"},
	{"é = ünïcode",
		"é@1:1 =@1:4 ünïcode@1:6 NL@1:15 EOF@1:15"},
	{"x  # no newline",
		"x@1:1 NL@1:16 EOF@1:16"},
	{"\fx = 1\n",
		"x@1:2 =@1:4 1@1:6 NL@1:7 EOF@2:1"},
	{"if x:\n    y\n  z\n",
		"if@1:1 x@1:4 :@1:5 NL@1:6 IND@2:5 y@2:5 NL@2:6 ILLEGAL@3:3 z@3:3 NL@3:4 EOF@4:1 error@3:3: unindent does not match any outer indentation level"},
	{")",
		"ILLEGAL@1:1 NL@1:2 EOF@1:2 error@1:1: unmatched ')'"},
	{"x = $",
		"x@1:1 =@1:3 ILLEGAL@1:5 NL@1:6 EOF@1:6 error@1:5: invalid character '$' (U+0024)"},
	{"s = 'abc\nt = 1\n",
		"s@1:1 =@1:3 ILLEGAL@1:5 NL@1:9 t@2:1 =@2:3 1@2:5 NL@2:6 EOF@3:1 error@1:5: unterminated string literal (detected at line 1)"},
}

func TestScan(t *testing.T) {
	for _, tt := range scanTests {
		got := strings.Join(scanAll(tt.src), " ")
		if diff := cmp.Diff(tt.want, got); diff != "" {
			t.Errorf("scan %q: mismatch (-want +got):\n%s", tt.src, diff)
		}
	}
}

// snippets are inputs whose trees TestCPythonSnippets compares with
// CPython's: layout oddities the standard library rarely shows.
var snippets = []string{
	"x = 1",                         // no final newline
	"x = 1\r\ny = 2\r\n",            // CRLF
	"\ufeffx = 1\n",                 // BOM
	"\fx = 1\n\f\nif x:\n\f    y\n", // form feeds
	"if x:\n\ty = 1\n\tif y:\n\t\tz\n",
	"if x:\n        y = 1\n        z = 2\n",
	"x = (1,\n# comment\n     2)\n",
	"def f():\n    pass\n\n\n\n",
	"if x:\n    pass\n    # trailing comment\n",
	"x = 1  # comment without newline",
	"s = '''a\r\nb'''\n",
	"s = 'a\\\r\nb'\n",
	"é = ñ + 中文\n",
	"x = [\n    1,\n]\n",
	"x = f'{a!r}' f\"{b:{c}}\" 'd'\n",
	"x = f'{a:{b}{c}}'\n",
	"x = f'{a}' '{b}'\n",
	"x = f'''{\na\n}'''\n",
	"x = f'{a:%H:%M}'\n",
	"x = f'{a!s:^{w}.{p}}'\n",
	"x = f'{a[1:2]}'\n",
	"x = f'{a == b}'\n",
	"x = f'{a != b}'\n",
	"x = f'{a <= b}' f'{a < b}'\n",
	"x = f'{{{a}}}'\n",
	"x = u'a' 'b'\n",
	"x = '\\N{EM DASH}\\N{bullet}'\n",
	// \N{...}: computed names (capitals only), aliases, any case for the
	// stored names; not an escape in bytes or raw strings, and not a
	// replacement field in an f-string unless it is raw.
	"x = '\\N{CJK UNIFIED IDEOGRAPH-4E00}\\N{CJK UNIFIED IDEOGRAPH-3134A}\\N{CJK UNIFIED IDEOGRAPH-20000}'\n",
	"x = '\\N{HANGUL SYLLABLE GAG}\\N{HANGUL SYLLABLE A}\\N{HANGUL SYLLABLE HIH}\\N{HANGUL SYLLABLE SSANG}'\n",
	"x = '\\N{PADDING CHARACTER}\\N{SGC}\\N{HIGH OCTET PRESET}\\N{ZWNBSP}\\N{NBSP}\\N{KANNADA LETTER LLLA}'\n",
	"x = '\\N{NUL}\\N{LF}\\N{BOM}\\N{ZWJ}\\N{LATIN CAPITAL LETTER GHA}\\N{VS256}\\N{BYTE ORDER MARK}'\n",
	"x = '\\N{latin small letter a with grave}\\N{Em Dash}\\N{cjk compatibility ideograph-f900}'\n",
	"x = '\\N{TANGUT COMPONENT-001}\\N{KHITAN SMALL SCRIPT CHARACTER-18B00}\\N{NUSHU CHARACTER-1B170}'\n",
	"x = '\\N{EGYPTIAN HIEROGLYPH A001}\\N{SIGNWRITING HAND-FIST INDEX}\\N{FACE WITH TEARS OF JOY}'\n",
	"x = 'é\\N{GREEK SMALL LETTER ALPHA}\\\\N{SPACE}\\\\\\N{SPACE}'\n",
	"x = b'\\N{SPACE}', rb'\\N{SPACE}', r'\\N{SPACE}', R'\\N{x}'\n",
	"x = f'\\N{LEFT CURLY BRACKET}{a}\\N{RIGHT CURLY BRACKET}', f'{a:\\N{SPACE}>10}', fr'\\N{a}'\n",
	"x = f'{{\\N{SPACE}}}' '\\N{SPACE}' f'\\N{SPACE}'\n",
	"x = 1e16, 1e-5, 0.0001, 123456789.123, 1e22, 5e-324, 2.5j, 1e16j\n",
	"x = 0 if 1else 2\n",
	"class A(B, *c, d=1, **e): pass\n",
	"for x, in y: pass\n",
	"match x:\n    case {**r}: pass\n    case [*_]: pass\n    case C(a, b=c): pass\n",
	"match x,:\n    case _: pass\n",
	"match *a, b:\n    case _: pass\n",
	"match f(x):\n    case _: pass\n",
	"case = match = 1\n",
	"async def f():\n    return [x async for x in y]\n",
	"with (\n    open(a) as b,\n    open(c) as d,\n):\n    pass\n",
	"with (a, b) as c, d: pass\n",
	"def f(a, b=1, /, c=2, *, d, e=3, **f): pass\n",
	"lambda a, b=1, /, c=2, *d, e, f=3, **g: 0\n",
	"x = yield a, *b\n",
	"def g():\n    x = yield\n    y = yield from z\n    await w\n",
	"a = b = c = d\n",
	"x[a:b, c] = y\n",
	"del x[0], y.z\n",
	"if a:\n    pass\nelif b:\n    pass\nelif c:\n    pass\n",
	"try:\n    pass\nexcept A:\n    pass\nexcept (B, C) as e:\n    pass\nelse:\n    pass\nfinally:\n    pass\n",
	"x = not a is not b not in c\n",
	"x = -1 ** -2 ** ~3\n",
	"x = await_ ** 2\n",
	"x = a @ b @ c\n",
	"x = 1 + (2 + 3) + (4)\n",
	"x = (a)(b)[c].d\n",
	"x = (yield)\n",
	"x = -(1)\n",
	"x = (1 if 2 else 3)\n",
	"x = [(a) for (b) in (c) if (d)]\n",
	"(a) = 1\n",
	"[a, (b, c)] = d\n",
	"x: (int) = 1\n",
	"print(*a, sep='')\n",
	"x = {**a, **b}\n",
	"x = {(a): (b)}\n",
	"@a.b.c\n@d(e)\ndef f(): pass\n",
	"global a, b, c\n",
	"if x: a; b; c\n",
	"x = '''\n\ttabbed\n'''\n",
	"x = b'\\x00\\xff' rb'\\d'\n",
	"x = 0b_1 + 0O7 + 0XdeadBEEF + 1_2.3_4e5_6\n",
	"x = ...\n",
}

type parseTest struct{ src, want string }

// parseTests give the expected Dump of sources (what ast.dump prints).
var parseTests = []parseTest{
	{"\"\"\"Doc.\"\"\"\n",
		`Module(body=[Expr(value=Constant(value='Doc.'))], type_ignores=[])`},
	{"import a.b as c\nfrom .. import (d, e as f)\n",
		`Module(body=[Import(names=[alias(name='a.b', asname='c')]), ImportFrom(names=[alias(name='d'), alias(name='e', asname='f')], level=2)], type_ignores=[])`},
	{"def f(a, /, b: int = 1, *c, d, e=2, **g) -> str:\n    return a\n",
		`Module(body=[FunctionDef(name='f', args=arguments(posonlyargs=[arg(arg='a')], args=[arg(arg='b', annotation=Name(id='int', ctx=Load()))], vararg=arg(arg='c'), kwonlyargs=[arg(arg='d'), arg(arg='e')], kw_defaults=[None, Constant(value=2)], kwarg=arg(arg='g'), defaults=[Constant(value=1)]), body=[Return(value=Name(id='a', ctx=Load()))], decorator_list=[], returns=Name(id='str', ctx=Load()))], type_ignores=[])`},
	{"x = -2 ** 2\n",
		`Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=UnaryOp(op=USub(), operand=BinOp(left=Constant(value=2), op=Pow(), right=Constant(value=2))))], type_ignores=[])`},
	{"x = not a < b < c\n",
		`Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=UnaryOp(op=Not(), operand=Compare(left=Name(id='a', ctx=Load()), ops=[Lt(), Lt()], comparators=[Name(id='b', ctx=Load()), Name(id='c', ctx=Load())])))], type_ignores=[])`},
	{"a or b and c\n",
		`Module(body=[Expr(value=BoolOp(op=Or(), values=[Name(id='a', ctx=Load()), BoolOp(op=And(), values=[Name(id='b', ctx=Load()), Name(id='c', ctx=Load())])]))], type_ignores=[])`},
	{"x = a if b else c\n",
		`Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=IfExp(test=Name(id='b', ctx=Load()), body=Name(id='a', ctx=Load()), orelse=Name(id='c', ctx=Load())))], type_ignores=[])`},
	{"a, *b = c = d\n",
		`Module(body=[Assign(targets=[Tuple(elts=[Name(id='a', ctx=Store()), Starred(value=Name(id='b', ctx=Store()), ctx=Store())], ctx=Store()), Name(id='c', ctx=Store())], value=Name(id='d', ctx=Load()))], type_ignores=[])`},
	{"x: int = 1\n(y): str\n",
		`Module(body=[AnnAssign(target=Name(id='x', ctx=Store()), annotation=Name(id='int', ctx=Load()), value=Constant(value=1), simple=1), AnnAssign(target=Name(id='y', ctx=Store()), annotation=Name(id='str', ctx=Load()), simple=0)], type_ignores=[])`},
	{"x += 1\n",
		`Module(body=[AugAssign(target=Name(id='x', ctx=Store()), op=Add(), value=Constant(value=1))], type_ignores=[])`},
	{"f(a, *b, c=1, **d)\n",
		`Module(body=[Expr(value=Call(func=Name(id='f', ctx=Load()), args=[Name(id='a', ctx=Load()), Starred(value=Name(id='b', ctx=Load()), ctx=Load())], keywords=[keyword(arg='c', value=Constant(value=1)), keyword(value=Name(id='d', ctx=Load()))]))], type_ignores=[])`},
	{"a[1:2, ::3]\n",
		`Module(body=[Expr(value=Subscript(value=Name(id='a', ctx=Load()), slice=Tuple(elts=[Slice(lower=Constant(value=1), upper=Constant(value=2)), Slice(step=Constant(value=3))], ctx=Load()), ctx=Load()))], type_ignores=[])`},
	{"[x for x in y if x async for z in w]\n",
		`Module(body=[Expr(value=ListComp(elt=Name(id='x', ctx=Load()), generators=[comprehension(target=Name(id='x', ctx=Store()), iter=Name(id='y', ctx=Load()), ifs=[Name(id='x', ctx=Load())], is_async=0), comprehension(target=Name(id='z', ctx=Store()), iter=Name(id='w', ctx=Load()), ifs=[], is_async=1)]))], type_ignores=[])`},
	{"{k: v for k, v in d}\n",
		`Module(body=[Expr(value=DictComp(key=Name(id='k', ctx=Load()), value=Name(id='v', ctx=Load()), generators=[comprehension(target=Tuple(elts=[Name(id='k', ctx=Store()), Name(id='v', ctx=Store())], ctx=Store()), iter=Name(id='d', ctx=Load()), ifs=[], is_async=0)]))], type_ignores=[])`},
	{"f'{a!r:>{w}} {b=}'\n",
		`Module(body=[Expr(value=JoinedStr(values=[FormattedValue(value=Name(id='a', ctx=Load()), conversion=114, format_spec=JoinedStr(values=[Constant(value='>'), FormattedValue(value=Name(id='w', ctx=Load()), conversion=-1)])), Constant(value=' b='), FormattedValue(value=Name(id='b', ctx=Load()), conversion=114)]))], type_ignores=[])`},
	{"b'a' b'\\x00'\n",
		"Module(body=[Expr(value=Constant(value=b'a\\x00'))], type_ignores=[])"},
	{"'a' 'b' \"c\"\n",
		`Module(body=[Expr(value=Constant(value='abc'))], type_ignores=[])`},
	{"0x_1F + 1_000 + 1.5e3 + 2j\n",
		`Module(body=[Expr(value=BinOp(left=BinOp(left=BinOp(left=Constant(value=31), op=Add(), right=Constant(value=1000)), op=Add(), right=Constant(value=1500.0)), op=Add(), right=Constant(value=2j)))], type_ignores=[])`},
	{"with (a as b, c):\n    pass\n",
		`Module(body=[With(items=[withitem(context_expr=Name(id='a', ctx=Load()), optional_vars=Name(id='b', ctx=Store())), withitem(context_expr=Name(id='c', ctx=Load()))], body=[Pass()])], type_ignores=[])`},
	{"try:\n    pass\nexcept* E as e:\n    pass\n",
		`Module(body=[TryStar(body=[Pass()], handlers=[ExceptHandler(type=Name(id='E', ctx=Load()), name='e', body=[Pass()])], orelse=[], finalbody=[])], type_ignores=[])`},
	{"match p:\n    case [1, *r] | {\"k\": _, **kw} | C(x, y=2) as z if z:\n        pass\n",
		`Module(body=[Match(subject=Name(id='p', ctx=Load()), cases=[match_case(pattern=MatchAs(pattern=MatchOr(patterns=[MatchSequence(patterns=[MatchValue(value=Constant(value=1)), MatchStar(name='r')]), MatchMapping(keys=[Constant(value='k')], patterns=[MatchAs()], rest='kw'), MatchClass(cls=Name(id='C', ctx=Load()), patterns=[MatchAs(name='x')], kwd_attrs=['y'], kwd_patterns=[MatchValue(value=Constant(value=2))])]), name='z'), guard=Name(id='z', ctx=Load()), body=[Pass()])])], type_ignores=[])`},
	{"lambda x, *, y=1: (yield)\n",
		`Module(body=[Expr(value=Lambda(args=arguments(posonlyargs=[], args=[arg(arg='x')], kwonlyargs=[arg(arg='y')], kw_defaults=[Constant(value=1)], defaults=[]), body=Yield()))], type_ignores=[])`},
	{"async def f():\n    async with a as b:\n        await b\n",
		`Module(body=[AsyncFunctionDef(name='f', args=arguments(posonlyargs=[], args=[], kwonlyargs=[], kw_defaults=[], defaults=[]), body=[AsyncWith(items=[withitem(context_expr=Name(id='a', ctx=Load()), optional_vars=Name(id='b', ctx=Store()))], body=[Expr(value=Await(value=Name(id='b', ctx=Load())))])], decorator_list=[])], type_ignores=[])`},
	{"del a, b.c, d[0]\n",
		`Module(body=[Delete(targets=[Name(id='a', ctx=Del()), Attribute(value=Name(id='b', ctx=Load()), attr='c', ctx=Del()), Subscript(value=Name(id='d', ctx=Load()), slice=Constant(value=0), ctx=Del())])], type_ignores=[])`},
	{"global a\nnonlocal b\nassert x, y\nraise E from e\n",
		`Module(body=[Global(names=['a']), Nonlocal(names=['b']), Assert(test=Name(id='x', ctx=Load()), msg=Name(id='y', ctx=Load())), Raise(exc=Name(id='E', ctx=Load()), cause=Name(id='e', ctx=Load()))], type_ignores=[])`},
	{"x = (y := 1)\n",
		`Module(body=[Assign(targets=[Name(id='x', ctx=Store())], value=NamedExpr(target=Name(id='y', ctx=Store()), value=Constant(value=1)))], type_ignores=[])`},
	{"@d\nclass C(B, metaclass=M):\n    pass\n",
		`Module(body=[ClassDef(name='C', bases=[Name(id='B', ctx=Load())], keywords=[keyword(arg='metaclass', value=Name(id='M', ctx=Load()))], body=[Pass()], decorator_list=[Name(id='d', ctx=Load())])], type_ignores=[])`},
	{"print\n",
		`Module(body=[Expr(value=Name(id='print', ctx=Load()))], type_ignores=[])`}}

func TestParse(t *testing.T) {
	for _, tt := range parseTests {
		var errs diagnostics.List
		m := Parse("t.py", []byte(tt.src), &errs)
		if errs.Len() > 0 {
			t.Errorf("%q: unexpected errors %v", tt.src, errs.Sorted())
		}
		if diff := cmp.Diff(tt.want, Dump(m)); diff != "" {
			t.Errorf("%q: mismatch (-want +got):\n%s", tt.src, diff)
		}
	}
}

// spanTests check positions in the ast.dump(include_attributes=True) form.
var spanTests = []parseTest{
	{"x = (a) ** b\n",
		"Module(body=[Assign(targets=[Name(id='x', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=BinOp(left=Name(id='a', ctx=Load(), lineno=1, col_offset=5, end_lineno=1, end_col_offset=6), op=Pow(), right=Name(id='b', ctx=Load(), lineno=1, col_offset=11, end_lineno=1, end_col_offset=12), lineno=1, col_offset=4, end_lineno=1, end_col_offset=12), lineno=1, col_offset=0, end_lineno=1, end_col_offset=12)], type_ignores=[])"},
	{"if x:\n    y = 1;\n",
		"Module(body=[If(test=Name(id='x', ctx=Load(), lineno=1, col_offset=3, end_lineno=1, end_col_offset=4), body=[Assign(targets=[Name(id='y', ctx=Store(), lineno=2, col_offset=4, end_lineno=2, end_col_offset=5)], value=Constant(value=1, lineno=2, col_offset=8, end_lineno=2, end_col_offset=9), lineno=2, col_offset=4, end_lineno=2, end_col_offset=9)], orelse=[], lineno=1, col_offset=0, end_lineno=2, end_col_offset=10)], type_ignores=[])"},
	{"f(x for x in y)\n",
		"Module(body=[Expr(value=Call(func=Name(id='f', ctx=Load(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1), args=[GeneratorExp(elt=Name(id='x', ctx=Load(), lineno=1, col_offset=2, end_lineno=1, end_col_offset=3), generators=[comprehension(target=Name(id='x', ctx=Store(), lineno=1, col_offset=8, end_lineno=1, end_col_offset=9), iter=Name(id='y', ctx=Load(), lineno=1, col_offset=13, end_lineno=1, end_col_offset=14), ifs=[], is_async=0)], lineno=1, col_offset=1, end_lineno=1, end_col_offset=15)], keywords=[], lineno=1, col_offset=0, end_lineno=1, end_col_offset=15), lineno=1, col_offset=0, end_lineno=1, end_col_offset=15)], type_ignores=[])"},
	{"s = '''a\nb'''\n",
		"Module(body=[Assign(targets=[Name(id='s', ctx=Store(), lineno=1, col_offset=0, end_lineno=1, end_col_offset=1)], value=Constant(value='a\\nb', lineno=1, col_offset=4, end_lineno=2, end_col_offset=4), lineno=1, col_offset=0, end_lineno=2, end_col_offset=4)], type_ignores=[])"},
}

func TestSpans(t *testing.T) {
	for _, tt := range spanTests {
		var errs diagnostics.List
		m := Parse("t.py", []byte(tt.src), &errs)
		if diff := cmp.Diff(tt.want, DumpWithPositions(m)); diff != "" {
			t.Errorf("%q: mismatch (-want +got):\n%s", tt.src, diff)
		}
	}
	// Spans are 1-based: check one directly.
	var errs diagnostics.List
	m := Parse("t.py", []byte("if x:\n    foo(a,\n        b)\n"), &errs)
	call := m.Body[0].(*If).Body[0].(*ExprStmt).Value.(*Call)
	if got, want := call.Span, (Span{Line: 2, Col: 5, EndLine: 3, EndCol: 11}); got != want {
		t.Errorf("call span = %v, want %v", got, want)
	}
}
