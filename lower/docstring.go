// This file builds the ml_doc of a compiled function: its docstring,
// preceded by the text signature CPython reads from builtin functions
// ("name(a, b=1, *, c)\n--\n\n"), so that __doc__, help() and
// inspect.signature() see what they see on the interpreted function.

package lower

import (
	"math"
	"strconv"
	"strings"

	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/typecheck"
)

// methodDoc is the ml_doc of d's method definition, or NULL when there is
// nothing to say.
func (mb *moduleBuilder) methodDoc(d *typecheck.FuncDecl) constant.Constant {
	doc := textSignature(d.Def)
	if s, ok := funcDocstring(d.Def); ok {
		doc += mb.docValue(s)
	}
	if doc == "" || strings.IndexByte(doc, 0) >= 0 {
		return constant.NewNull(types.I8Ptr)
	}
	return mb.rt.CString(doc).(constant.Constant)
}

// funcDocstring is the def's docstring, as the interpreted function's
// __doc__ holds it.
func funcDocstring(def *parser.FunctionDef) (string, bool) {
	if def == nil || len(def.Body) == 0 {
		return "", false
	}
	if s, ok := def.Body[0].(*parser.ExprStmt); ok {
		if k, ok := s.Value.(*parser.Constant); ok && k.Kind == parser.ConstStr {
			return k.Str, true
		}
	}
	return "", false
}

// docValue is the __doc__ the target's compiler makes of docstring s:
// s itself, or on 3.13 (ABI.CleanDocstrings) s cleaned as
// _PyCompile_CleanDoc does.
func (mb *moduleBuilder) docValue(s string) string {
	if mb.rt.ABI.CleanDocstrings {
		return cleanDoc(s)
	}
	return s
}

// cleanDoc is 3.13's compile-time docstring cleaning: tabs expanded to
// 8 columns, the first line's leading spaces removed, and from every
// later line the common indentation of the later lines that are not
// blank (like inspect.cleandoc, but keeping leading and trailing blank
// lines).
func cleanDoc(s string) string {
	s = expandTabs(s)
	lines := strings.SplitAfter(s, "\n")
	margin := -1
	for _, l := range lines[1:] {
		body := strings.TrimLeft(l, " ")
		if body == "" || body[0] == '\n' {
			continue // blank, or spaces to the end of the string
		}
		if n := len(l) - len(body); margin < 0 || n < margin {
			margin = n
		}
	}
	if margin < 0 {
		margin = 0
	}
	first := strings.TrimLeft(lines[0], " ")
	if len(first) == len(lines[0]) && margin == 0 {
		return s
	}
	var b strings.Builder
	b.WriteString(first)
	for _, l := range lines[1:] {
		n := 0
		for n < margin && n < len(l) && l[n] == ' ' {
			n++
		}
		b.WriteString(l[n:])
	}
	return b.String()
}

// expandTabs is Python's str.expandtabs(8): a tab becomes the spaces up
// to the next multiple of 8 columns, counted in code points from the
// last line break.
func expandTabs(s string) string {
	if !strings.Contains(s, "\t") {
		return s
	}
	var b strings.Builder
	col := 0
	for _, r := range s {
		switch r {
		case '\t':
			n := 8 - col%8
			b.WriteString(strings.Repeat(" ", n))
			col += n
		case '\n', '\r':
			b.WriteRune(r)
			col = 0
		default:
			b.WriteRune(r)
			col++
		}
	}
	return b.String()
}

// textSignature renders def's parameters in the form CPython parses into
// __text_signature__, ending with the "--" separator; "" when a default
// is not a literal (inspect would reject the whole signature) or the def
// has no name CPython can match.
func textSignature(def *parser.FunctionDef) string {
	if def == nil || def.Name == "" || def.Name == "<lambda>" {
		return ""
	}
	params, ok := renderParams(def.Args, literal, nil)
	if !ok {
		return ""
	}
	return def.Name + "(" + strings.Join(params, ", ") + ")\n--\n\n"
}

// literal renders e as Python source that inspect's signature parser
// gives the same value for: numbers, strings, None, True, False, a
// negated number, a tuple of those, or a (dotted) module-level name.
func literal(e parser.Expr) (string, bool) {
	switch e := e.(type) {
	case *parser.Constant:
		switch e.Kind {
		case parser.ConstNone:
			return "None", true
		case parser.ConstTrue:
			return "True", true
		case parser.ConstFalse:
			return "False", true
		case parser.ConstInt:
			return e.Int.String(), true
		case parser.ConstFloat:
			if math.IsInf(e.Float, 0) || math.IsNaN(e.Float) {
				return "", false
			}
			s := strconv.FormatFloat(e.Float, 'g', -1, 64)
			if !strings.ContainsAny(s, ".en") {
				s += ".0"
			}
			return s, true
		case parser.ConstStr:
			// Go's escapes (\n, \xNN, \uNNNN, ...) are Python's too.
			return strconv.Quote(e.Str), true
		}
	case *parser.UnaryOp:
		if e.Op == parser.USub {
			if k, ok := e.Operand.(*parser.Constant); ok && (k.Kind == parser.ConstInt || k.Kind == parser.ConstFloat) {
				if s, ok := literal(k); ok {
					return "-" + s, true
				}
			}
		}
	case *parser.Name, *parser.Attribute:
		// inspect evaluates a (dotted) name in the function's module when
		// it reads the signature, and takes it if it holds a number, a
		// string, bytes, a bool or None: DEFAULT_NAME, math.pi.
		if s, ok := dottedName(e); ok {
			return s, true
		}
	case *parser.Tuple:
		var parts []string
		for _, x := range e.Elts {
			s, ok := literal(x)
			if !ok {
				return "", false
			}
			parts = append(parts, s)
		}
		if len(parts) == 1 {
			return "(" + parts[0] + ",)", true
		}
		return "(" + strings.Join(parts, ", ") + ")", true
	}
	return "", false
}

// dottedName renders a name or a chain of attributes of a name.
func dottedName(e parser.Expr) (string, bool) {
	switch e := e.(type) {
	case *parser.Name:
		return e.Id, true
	case *parser.Attribute:
		if s, ok := dottedName(e.Value); ok {
			return s + "." + e.Attr, true
		}
	}
	return "", false
}
