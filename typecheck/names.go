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
		case *ClassType, *OptionalType, *CheckedType, *TypeRef:
			args[i] = c.typeName(t.(Type))
		}
	}
	return args
}
