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
		doc += s
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

// textSignature renders def's parameters in the form CPython parses into
// __text_signature__, ending with the "--" separator; "" when a default
// is not a literal (inspect would reject the whole signature) or the def
// has no name CPython can match.
func textSignature(def *parser.FunctionDef) string {
	if def == nil || def.Name == "" || def.Name == "<lambda>" {
		return ""
	}
	params, ok := renderParams(def.Args, literal)
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
