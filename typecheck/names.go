// This file implements the names diagnostics give types: CinderX's
// spelling, so that a message reads as CinderX's does (a module class
// with its module, `chkdict[K, V]` and `chklist[T]` for the checked
// containers). The String methods keep the runtime's spelling, which
// lower uses in the messages compiled code raises.

package typecheck

import (
	"strings"

	"github.com/staticpyc/staticpyc/parser"
)

// typeName is the name CinderX gives t in a diagnostic.
func (c *checker) typeName(t Type) string {
	switch t := t.(type) {
	case *ClassType:
		return c.classQualified(t.Info, t.Info.Name)
	case *OptionalType:
		return "Optional[" + c.typeName(t.Inner) + "]"
	case *UnionType:
		return c.unionName(t)
	case *CheckedType:
		name := "chklist"
		if t.IsDict() {
			name = "chkdict"
		}
		ps := make([]string, len(t.Params))
		for i, p := range t.Params {
			ps[i] = c.typeName(p)
		}
		return name + "[" + strings.Join(ps, ", ") + "]"
	case *TypeRef:
		return "Type[" + c.typeName(t.T) + "]"
	case *Func:
		// A module function as a value is a types.FunctionType to
		// CinderX.
		return "types.FunctionType"
	case nil:
		return "dynamic"
	}
	return t.String()
}

// revealName is the name reveal_type gives the type t of e: CinderX's
// name with exactness, which None always has.
func (c *checker) revealName(e parser.Expr, t Type) string {
	if t == NoneObj {
		return "Exact[None]"
	}
	if e == nil {
		return c.typeName(t)
	}
	return c.describe(e, t)
}

// namedArgs replaces the types among a diagnostic's arguments by their
// CinderX names, so every message spells types the same way.
func (c *checker) namedArgs(args []any) []any {
	for i, a := range args {
		switch t := a.(type) {
		case *ClassType, *OptionalType, *UnionType, *CheckedType, *TypeRef:
			args[i] = c.typeName(t.(Type))
		}
	}
	return args
}

// valueName is CinderX's name, with exactness, for the value of e (of
// type t) when it knows more than t says: the literal type of an int or
// bool constant, Exact[C] for what a class call builds (and for str,
// list and dict displays), else "".
func (c *checker) valueName(e parser.Expr, t Type) string {
	switch e := e.(type) {
	case nil:
		return ""
	case *parser.NamedExpr:
		return c.valueName(e.Value, c.info.TypeOf(e.Value))
	case *parser.IfExp:
		a := c.valueName(e.Body, c.info.TypeOf(e.Body))
		if a != "" && a == c.valueName(e.Orelse, c.info.TypeOf(e.Orelse)) {
			return a
		}
		return ""
	case *parser.List, *parser.ListComp:
		if t == ListObj {
			return "Exact[list]"
		}
	case *parser.Dict, *parser.DictComp:
		if t == DictObj {
			return "Exact[dict]"
		}
	case *parser.Call:
		n, ok := e.Func.(*parser.Name)
		if !ok {
			return ""
		}
		if ct, ok := IsClass(t); ok {
			if g := c.info.Globals[n.Id]; g != nil && g.Class == ct.Info && ct.Info.Enum == "" {
				return "Exact[" + c.qualified(ct.Info.Name) + "]"
			}
			return ""
		}
		if c.info.Globals[n.Id] == nil && (n.Id == "float" || n.Id == "str") {
			return "Exact[" + n.Id + "]"
		}
		return ""
	}
	if k, ok := c.info.ConstOf(e); ok {
		if l := constLiteralName(k); l != "" && (t == IntObj || t == BoolObj) {
			return l
		}
		if k.Str != nil && t == StrObj {
			return "Exact[str]"
		}
	}
	if t == NoneObj {
		return "Exact[None]"
	}
	return ""
}
