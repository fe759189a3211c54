// This file implements Dump, which prints a tree in the format of Python's
// ast.dump, so that trees can be compared with CPython's own.

package parser

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Dump formats a *Module, node, or slice of statements as Python's
// ast.dump(node) would: deterministic, one line, field names included.
func Dump(n any) string {
	d := &dumper{}
	d.any(n)
	return d.b.String()
}

// DumpWithPositions is Dump with the positions of nodes, as
// ast.dump(node, include_attributes=True) prints them (0-based columns).
func DumpWithPositions(n any) string {
	d := &dumper{attrs: true}
	d.any(n)
	return d.b.String()
}

// dumper writes the ast.dump format.
type dumper struct {
	b     strings.Builder
	attrs bool
	// noFStringParts leaves out the positions of the parts of a JoinedStr,
	// which CPython 3.11 sets inconsistently; used when comparing.
	noFStringParts bool
	// skipNext asks expr to leave out the positions of the next node.
	skipNext bool
}

func (d *dumper) any(n any) {
	switch x := n.(type) {
	case *Module:
		d.b.WriteString("Module(body=")
		d.stmts(x.Body)
		d.b.WriteString(", type_ignores=[])")
	case []Stmt:
		d.stmts(x)
	case Stmt:
		d.stmt(x)
	case Expr:
		d.expr(x)
	case Pattern:
		d.pattern(x)
	case *Arguments:
		d.arguments(x)
	case nil:
		d.b.WriteString("None")
	default:
		fmt.Fprintf(&d.b, "<%T>", n)
	}
}

// open starts a node.
func (d *dumper) open(name string) {
	d.b.WriteString(name)
	d.b.WriteByte('(')
}

// field starts a field.
func (d *dumper) field(name string) {
	d.sep()
	d.b.WriteString(name)
	d.b.WriteByte('=')
}

func (d *dumper) sep() {
	s := d.b.String()
	if c := s[len(s)-1]; c != '(' && c != '[' {
		d.b.WriteString(", ")
	}
}

// close ends a node, printing its position if asked to.
func (d *dumper) close(s *Span) {
	if d.attrs && s != nil {
		d.sep()
		fmt.Fprintf(&d.b, "lineno=%d, col_offset=%d, end_lineno=%d, end_col_offset=%d", s.Line, s.Col-1, s.EndLine, s.EndCol-1)
	}
	d.b.WriteByte(')')
}

func (d *dumper) stmts(list []Stmt) {
	d.b.WriteByte('[')
	for i, s := range list {
		if i > 0 {
			d.b.WriteString(", ")
		}
		d.stmt(s)
	}
	d.b.WriteByte(']')
}

func (d *dumper) exprs(list []Expr) {
	d.b.WriteByte('[')
	for i, e := range list {
		if i > 0 {
			d.b.WriteString(", ")
		}
		if e == nil {
			d.b.WriteString("None")
		} else {
			d.expr(e)
		}
	}
	d.b.WriteByte(']')
}

func (d *dumper) patterns(list []Pattern) {
	d.b.WriteByte('[')
	for i, p := range list {
		if i > 0 {
			d.b.WriteString(", ")
		}
		d.pattern(p)
	}
	d.b.WriteByte(']')
}

func (d *dumper) strs(list []string) {
	d.b.WriteByte('[')
	for i, s := range list {
		if i > 0 {
			d.b.WriteString(", ")
		}
		d.b.WriteString(pyStrRepr(s))
	}
	d.b.WriteByte(']')
}

// optExpr prints field name unless e is nil, as ast.dump leaves out
// optional fields that are None.
func (d *dumper) optExpr(name string, e Expr) {
	if e != nil {
		d.field(name)
		d.expr(e)
	}
}

func (d *dumper) optStr(name, s string) {
	if s != "" {
		d.field(name)
		d.b.WriteString(pyStrRepr(s))
	}
}

func (d *dumper) exprField(name string, e Expr) {
	d.field(name)
	if e == nil {
		d.b.WriteString("None")
		return
	}
	d.expr(e)
}

func (d *dumper) stmtsField(name string, list []Stmt) {
	d.field(name)
	d.stmts(list)
}

func (d *dumper) exprsField(name string, list []Expr) {
	d.field(name)
	d.exprs(list)
}

func (d *dumper) raw(name, value string) {
	d.field(name)
	d.b.WriteString(value)
}

func boolInt(b bool) string {
	if b {
		return "1"
	}
	return "0"
}

func (d *dumper) stmt(s Stmt) {
	switch x := s.(type) {
	case *FunctionDef:
		if x.IsAsync {
			d.open("AsyncFunctionDef")
		} else {
			d.open("FunctionDef")
		}
		d.field("name")
		d.b.WriteString(pyStrRepr(x.Name))
		d.field("args")
		d.arguments(x.Args)
		d.stmtsField("body", x.Body)
		d.exprsField("decorator_list", x.Decorators)
		d.optExpr("returns", x.Returns)
	case *ClassDef:
		d.open("ClassDef")
		d.field("name")
		d.b.WriteString(pyStrRepr(x.Name))
		d.exprsField("bases", x.Bases)
		d.field("keywords")
		d.keywords(x.Keywords)
		d.stmtsField("body", x.Body)
		d.exprsField("decorator_list", x.Decorators)
	case *Return:
		d.open("Return")
		d.optExpr("value", x.Value)
	case *Delete:
		d.open("Delete")
		d.exprsField("targets", x.Targets)
	case *Assign:
		d.open("Assign")
		d.exprsField("targets", x.Targets)
		d.exprField("value", x.Value)
	case *AugAssign:
		d.open("AugAssign")
		d.exprField("target", x.Target)
		d.raw("op", binOpNames[x.Op]+"()")
		d.exprField("value", x.Value)
	case *AnnAssign:
		d.open("AnnAssign")
		d.exprField("target", x.Target)
		d.exprField("annotation", x.Annotation)
		d.optExpr("value", x.Value)
		d.raw("simple", boolInt(x.Simple))
	case *For:
		if x.IsAsync {
			d.open("AsyncFor")
		} else {
			d.open("For")
		}
		d.exprField("target", x.Target)
		d.exprField("iter", x.Iter)
		d.stmtsField("body", x.Body)
		d.stmtsField("orelse", x.Orelse)
	case *While:
		d.open("While")
		d.exprField("test", x.Test)
		d.stmtsField("body", x.Body)
		d.stmtsField("orelse", x.Orelse)
	case *If:
		d.open("If")
		d.exprField("test", x.Test)
		d.stmtsField("body", x.Body)
		d.stmtsField("orelse", x.Orelse)
	case *With:
		if x.IsAsync {
			d.open("AsyncWith")
		} else {
			d.open("With")
		}
		d.field("items")
		d.b.WriteByte('[')
		for i, w := range x.Items {
			if i > 0 {
				d.b.WriteString(", ")
			}
			d.open("withitem")
			d.exprField("context_expr", w.Context)
			d.optExpr("optional_vars", w.Vars)
			d.b.WriteByte(')')
		}
		d.b.WriteByte(']')
		d.stmtsField("body", x.Body)
	case *Match:
		d.open("Match")
		d.exprField("subject", x.Subject)
		d.field("cases")
		d.b.WriteByte('[')
		for i, c := range x.Cases {
			if i > 0 {
				d.b.WriteString(", ")
			}
			d.open("match_case")
			d.field("pattern")
			d.pattern(c.Pattern)
			d.optExpr("guard", c.Guard)
			d.stmtsField("body", c.Body)
			d.b.WriteByte(')')
		}
		d.b.WriteByte(']')
	case *Raise:
		d.open("Raise")
		d.optExpr("exc", x.Exc)
		d.optExpr("cause", x.Cause)
	case *Try:
		if x.IsStar {
			d.open("TryStar")
		} else {
			d.open("Try")
		}
		d.stmtsField("body", x.Body)
		d.field("handlers")
		d.b.WriteByte('[')
		for i, h := range x.Handlers {
			if i > 0 {
				d.b.WriteString(", ")
			}
			d.open("ExceptHandler")
			d.optExpr("type", h.Type)
			d.optStr("name", h.Name)
			d.stmtsField("body", h.Body)
			d.close(&h.Span)
		}
		d.b.WriteByte(']')
		d.stmtsField("orelse", x.Orelse)
		d.stmtsField("finalbody", x.Finalbody)
	case *Assert:
		d.open("Assert")
		d.exprField("test", x.Test)
		d.optExpr("msg", x.Msg)
	case *Import:
		d.open("Import")
		d.field("names")
		d.aliases(x.Names)
	case *ImportFrom:
		d.open("ImportFrom")
		d.optStr("module", x.Module)
		d.field("names")
		d.aliases(x.Names)
		d.raw("level", strconv.Itoa(x.Level))
	case *Global:
		d.open("Global")
		d.field("names")
		d.strs(x.Names)
	case *Nonlocal:
		d.open("Nonlocal")
		d.field("names")
		d.strs(x.Names)
	case *ExprStmt:
		d.open("Expr")
		d.exprField("value", x.Value)
	case *Pass:
		d.open("Pass")
	case *Break:
		d.open("Break")
	case *Continue:
		d.open("Continue")
	case *TypeAlias:
		// CPython 3.12's shape; the type_params are left out.
		d.open("TypeAlias")
		d.exprField("name", x.Name)
		d.exprField("value", x.Value)
	default:
		fmt.Fprintf(&d.b, "<%T>", s)
		return
	}
	d.close(s.Loc())
}

func (d *dumper) aliases(list []*Alias) {
	d.b.WriteByte('[')
	for i, a := range list {
		if i > 0 {
			d.b.WriteString(", ")
		}
		d.open("alias")
		d.field("name")
		d.b.WriteString(pyStrRepr(a.Name))
		d.optStr("asname", a.AsName)
		d.close(&a.Span)
	}
	d.b.WriteByte(']')
}

func (d *dumper) keywords(list []*Keyword) {
	d.b.WriteByte('[')
	for i, k := range list {
		if i > 0 {
			d.b.WriteString(", ")
		}
		d.open("keyword")
		d.optStr("arg", k.Arg)
		d.exprField("value", k.Value)
		d.close(&k.Span)
	}
	d.b.WriteByte(']')
}

func (d *dumper) arg(a *Arg) {
	d.open("arg")
	d.field("arg")
	d.b.WriteString(pyStrRepr(a.Name))
	d.optExpr("annotation", a.Annotation)
	d.close(&a.Span)
}

func (d *dumper) args(list []*Arg) {
	d.b.WriteByte('[')
	for i, a := range list {
		if i > 0 {
			d.b.WriteString(", ")
		}
		d.arg(a)
	}
	d.b.WriteByte(']')
}

func (d *dumper) arguments(a *Arguments) {
	d.open("arguments")
	d.field("posonlyargs")
	d.args(a.PosOnly)
	d.field("args")
	d.args(a.Args)
	if a.Vararg != nil {
		d.field("vararg")
		d.arg(a.Vararg)
	}
	d.field("kwonlyargs")
	d.args(a.KwOnly)
	d.exprsField("kw_defaults", a.KwDefaults)
	if a.Kwarg != nil {
		d.field("kwarg")
		d.arg(a.Kwarg)
	}
	d.exprsField("defaults", a.Defaults)
	d.b.WriteByte(')')
}

func (d *dumper) comprehensions(list []*Comprehension) {
	d.b.WriteByte('[')
	for i, c := range list {
		if i > 0 {
			d.b.WriteString(", ")
		}
		d.open("comprehension")
		d.exprField("target", c.Target)
		d.exprField("iter", c.Iter)
		d.exprsField("ifs", c.Ifs)
		d.raw("is_async", boolInt(c.IsAsync))
		d.b.WriteByte(')')
	}
	d.b.WriteByte(']')
}

var binOpNames = [...]string{"Add", "Sub", "Mult", "MatMult", "Div", "Mod", "Pow", "LShift", "RShift", "BitOr", "BitXor", "BitAnd", "FloorDiv"}
var unaryOpNames = [...]string{"Invert", "Not", "UAdd", "USub"}
var cmpOpNames = [...]string{"Eq", "NotEq", "Lt", "LtE", "Gt", "GtE", "Is", "IsNot", "In", "NotIn"}
var ctxNames = [...]string{"Load()", "Store()", "Del()"}

func (d *dumper) expr(e Expr) {
	skip := d.skipNext
	d.skipNext = false
	switch x := e.(type) {
	case *BoolOp:
		d.open("BoolOp")
		if x.Op == And {
			d.raw("op", "And()")
		} else {
			d.raw("op", "Or()")
		}
		d.exprsField("values", x.Values)
	case *NamedExpr:
		d.open("NamedExpr")
		d.exprField("target", x.Target)
		d.exprField("value", x.Value)
	case *BinOp:
		d.open("BinOp")
		d.exprField("left", x.Left)
		d.raw("op", binOpNames[x.Op]+"()")
		d.exprField("right", x.Right)
	case *UnaryOp:
		d.open("UnaryOp")
		d.raw("op", unaryOpNames[x.Op]+"()")
		d.exprField("operand", x.Operand)
	case *Lambda:
		d.open("Lambda")
		d.field("args")
		d.arguments(x.Args)
		d.exprField("body", x.Body)
	case *IfExp:
		d.open("IfExp")
		d.exprField("test", x.Test)
		d.exprField("body", x.Body)
		d.exprField("orelse", x.Orelse)
	case *Dict:
		d.open("Dict")
		d.exprsField("keys", x.Keys)
		d.exprsField("values", x.Values)
	case *Set:
		d.open("Set")
		d.exprsField("elts", x.Elts)
	case *ListComp:
		d.open("ListComp")
		d.exprField("elt", x.Elt)
		d.field("generators")
		d.comprehensions(x.Generators)
	case *SetComp:
		d.open("SetComp")
		d.exprField("elt", x.Elt)
		d.field("generators")
		d.comprehensions(x.Generators)
	case *DictComp:
		d.open("DictComp")
		d.exprField("key", x.Key)
		d.exprField("value", x.Value)
		d.field("generators")
		d.comprehensions(x.Generators)
	case *GeneratorExp:
		d.open("GeneratorExp")
		d.exprField("elt", x.Elt)
		d.field("generators")
		d.comprehensions(x.Generators)
	case *Await:
		d.open("Await")
		d.exprField("value", x.Value)
	case *Yield:
		d.open("Yield")
		d.optExpr("value", x.Value)
	case *YieldFrom:
		d.open("YieldFrom")
		d.exprField("value", x.Value)
	case *Compare:
		d.open("Compare")
		d.exprField("left", x.Left)
		d.field("ops")
		d.b.WriteByte('[')
		for i, op := range x.Ops {
			if i > 0 {
				d.b.WriteString(", ")
			}
			d.b.WriteString(cmpOpNames[op])
			d.b.WriteString("()")
		}
		d.b.WriteByte(']')
		d.exprsField("comparators", x.Comparators)
	case *Call:
		d.open("Call")
		d.exprField("func", x.Func)
		d.exprsField("args", x.Args)
		d.field("keywords")
		d.keywords(x.Keywords)
	case *FormattedValue:
		d.open("FormattedValue")
		d.exprField("value", x.Value)
		conv := -1
		if x.Conversion != 0 {
			conv = int(x.Conversion)
		}
		d.raw("conversion", strconv.Itoa(conv))
		if x.FormatSpec != nil {
			d.field("format_spec")
			d.skipNext = d.noFStringParts
			d.expr(x.FormatSpec)
		}
	case *JoinedStr:
		d.open("JoinedStr")
		d.field("values")
		d.b.WriteByte('[')
		for i, v := range x.Values {
			if i > 0 {
				d.b.WriteString(", ")
			}
			d.skipNext = d.noFStringParts
			d.expr(v)
		}
		d.b.WriteByte(']')
	case *Constant:
		d.open("Constant")
		d.raw("value", constRepr(x))
	case *Attribute:
		d.open("Attribute")
		d.exprField("value", x.Value)
		d.field("attr")
		d.b.WriteString(pyStrRepr(x.Attr))
		d.raw("ctx", ctxNames[x.Ctx])
	case *Subscript:
		d.open("Subscript")
		d.exprField("value", x.Value)
		d.exprField("slice", x.Slice)
		d.raw("ctx", ctxNames[x.Ctx])
	case *Starred:
		d.open("Starred")
		d.exprField("value", x.Value)
		d.raw("ctx", ctxNames[x.Ctx])
	case *Name:
		d.open("Name")
		d.field("id")
		d.b.WriteString(pyStrRepr(x.Id))
		d.raw("ctx", ctxNames[x.Ctx])
	case *List:
		d.open("List")
		d.exprsField("elts", x.Elts)
		d.raw("ctx", ctxNames[x.Ctx])
	case *Tuple:
		d.open("Tuple")
		d.exprsField("elts", x.Elts)
		d.raw("ctx", ctxNames[x.Ctx])
	case *Slice:
		d.open("Slice")
		d.optExpr("lower", x.Lower)
		d.optExpr("upper", x.Upper)
		d.optExpr("step", x.Step)
	default:
		fmt.Fprintf(&d.b, "<%T>", e)
		return
	}
	if skip {
		d.b.WriteByte(')')
		return
	}
	d.close(e.Loc())
}

func (d *dumper) pattern(p Pattern) {
	switch x := p.(type) {
	case *MatchValue:
		d.open("MatchValue")
		d.exprField("value", x.Value)
	case *MatchSingleton:
		d.open("MatchSingleton")
		d.raw("value", constRepr(x.Value))
	case *MatchSequence:
		d.open("MatchSequence")
		d.field("patterns")
		d.patterns(x.Patterns)
	case *MatchMapping:
		d.open("MatchMapping")
		d.exprsField("keys", x.Keys)
		d.field("patterns")
		d.patterns(x.Patterns)
		d.optStr("rest", x.Rest)
	case *MatchClass:
		d.open("MatchClass")
		d.exprField("cls", x.Cls)
		d.field("patterns")
		d.patterns(x.Patterns)
		d.field("kwd_attrs")
		d.strs(x.KwdAttrs)
		d.field("kwd_patterns")
		d.patterns(x.KwdPatterns)
	case *MatchStar:
		d.open("MatchStar")
		d.optStr("name", x.Name)
	case *MatchAs:
		d.open("MatchAs")
		if x.Pattern != nil {
			d.field("pattern")
			d.pattern(x.Pattern)
		}
		d.optStr("name", x.Name)
	case *MatchOr:
		d.open("MatchOr")
		d.field("patterns")
		d.patterns(x.Patterns)
	default:
		fmt.Fprintf(&d.b, "<%T>", p)
		return
	}
	d.close(p.Loc())
}

// constRepr is Python's repr of a constant's value.
func constRepr(c *Constant) string {
	switch c.Kind {
	case ConstNone:
		return "None"
	case ConstTrue:
		return "True"
	case ConstFalse:
		return "False"
	case ConstEllipsis:
		return "Ellipsis"
	case ConstInt:
		if c.Int == nil {
			return "0"
		}
		return c.Int.String()
	case ConstFloat:
		return pyFloatRepr(c.Float, true)
	case ConstComplex:
		return pyFloatRepr(c.Float, false) + "j"
	case ConstStr:
		return pyStrRepr(c.Str)
	case ConstBytes:
		return pyBytesRepr(c.Bytes)
	}
	return "?"
}

// pyFloatRepr is Python's repr of a float: the shortest round-tripping
// digits, in exponent form below 1e-4 and from 1e16. pointZero adds
// ".0" to integral values, which complex numbers leave out.
func pyFloatRepr(f float64, pointZero bool) string {
	switch {
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	case math.IsNaN(f):
		return "nan"
	}
	e := strconv.FormatFloat(f, 'e', -1, 64) // d.ddddde±XX
	mant, expStr, _ := strings.Cut(e, "e")
	exp, _ := strconv.Atoi(expStr)
	neg := strings.HasPrefix(mant, "-")
	mant = strings.TrimPrefix(mant, "-")
	digits := strings.Replace(mant, ".", "", 1)
	var out string
	if exp < -4 || exp >= 16 {
		out = digits[:1]
		if len(digits) > 1 {
			out += "." + digits[1:]
		}
		sign := "+"
		if exp < 0 {
			sign = "-"
			exp = -exp
		}
		out += fmt.Sprintf("e%s%02d", sign, exp)
	} else if exp < 0 {
		out = "0." + strings.Repeat("0", -exp-1) + digits
	} else if len(digits) <= exp+1 {
		out = digits + strings.Repeat("0", exp+1-len(digits))
		if pointZero {
			out += ".0"
		}
	} else {
		out = digits[:exp+1] + "." + digits[exp+1:]
	}
	if neg {
		out = "-" + out
	}
	return out
}

// pyStrRepr is Python's repr of a str.
func pyStrRepr(s string) string {
	q := byte('\'')
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		q = '"'
	}
	var b strings.Builder
	b.WriteByte(q)
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n <= 1 {
			// A lone surrogate in WTF-8, or a stray byte.
			if i+2 < len(s) && s[i] == 0xED && s[i+1] >= 0xA0 {
				v := rune(s[i]&0x0F)<<12 | rune(s[i+1]&0x3F)<<6 | rune(s[i+2]&0x3F)
				fmt.Fprintf(&b, "\\u%04x", v)
				i += 3
				continue
			}
			fmt.Fprintf(&b, "\\x%02x", s[i])
			i++
			continue
		}
		i += n
		switch {
		case r == rune(q) || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\t':
			b.WriteString("\\t")
		case r == '\n':
			b.WriteString("\\n")
		case r == '\r':
			b.WriteString("\\r")
		case r < ' ' || r == 0x7f:
			fmt.Fprintf(&b, "\\x%02x", r)
		case r < utf8.RuneSelf || unicode.IsPrint(r):
			b.WriteRune(r)
		case r < 0x100:
			fmt.Fprintf(&b, "\\x%02x", r)
		case r < 0x10000:
			fmt.Fprintf(&b, "\\u%04x", r)
		default:
			fmt.Fprintf(&b, "\\U%08x", r)
		}
	}
	b.WriteByte(q)
	return b.String()
}

// pyBytesRepr is Python's repr of a bytes object.
func pyBytesRepr(s []byte) string {
	q := byte('\'')
	if strings.IndexByte(string(s), '\'') >= 0 && strings.IndexByte(string(s), '"') < 0 {
		q = '"'
	}
	var b strings.Builder
	b.WriteByte('b')
	b.WriteByte(q)
	for _, c := range s {
		switch {
		case c == q || c == '\\':
			b.WriteByte('\\')
			b.WriteByte(c)
		case c == '\t':
			b.WriteString("\\t")
		case c == '\n':
			b.WriteString("\\n")
		case c == '\r':
			b.WriteString("\\r")
		case c < ' ' || c >= 0x7f:
			fmt.Fprintf(&b, "\\x%02x", c)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte(q)
	return b.String()
}
