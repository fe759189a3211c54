// This file implements the rules of the static enums of __static__
// (Enum, IntEnum, StringEnum), as CinderX's compiler has them (EnumType
// in types.py): an enum class has exactly one base, the enum type itself
// (an enum is never subclassed), the values of an IntEnum are ints and of
// a StringEnum strs, and members are never assigned or deleted. Members
// are read as dynamic objects: the runtime's enum classes (_enum.py)
// make them.

package typecheck

import (
	"strings"

	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
)

// staticRuntimeNames are the names of __static__ that are Python objects
// at run time (classes the program subclasses), not compile-time
// builtins: the compiled module binds them from its runtime.
var staticRuntimeNames = map[string]string{
	"Enum": "_enum", "IntEnum": "_enum", "StringEnum": "_enum",
	"ContextDecorator": "_ctxdec", "ExcContextDecorator": "_ctxdec",
}

// IsStaticRuntimeName reports whether `from __static__ import name`
// binds a runtime object.
func IsStaticRuntimeName(name string) bool { return staticRuntimeNames[name] != "" }

// StaticRuntimeModule is the runtime module lower binds the runtime
// object name from (_enum, _ctxdec).
func StaticRuntimeModule(name string) string { return staticRuntimeNames[name] }

// enumBase returns the static enum kind a class base names: the
// __static__ enum type itself (direct is true), or a module class that
// is an enum (direct is false), else "".
func (c *checker) enumBase(b parser.Expr) (kind string, direct bool) {
	n, ok := b.(*parser.Name)
	if !ok {
		return "", false
	}
	g := c.info.Globals[n.Id]
	switch {
	case g == nil:
		return "", false
	case g.Class != nil:
		return g.Class.Enum, false
	case strings.HasPrefix(g.Static, "__static__.") && staticRuntimeNames[strings.TrimPrefix(g.Static, "__static__.")] == "_enum":
		return strings.TrimPrefix(g.Static, "__static__."), true
	}
	return "", false
}

// declareEnum marks ci an enum when a base is one, and reports the bases
// CinderX refuses for an enum: several, or an enum class of the module.
func (c *checker) declareEnum(ci *ClassInfo) {
	bases := ci.Def.Bases
	for _, b := range bases {
		kind, direct := c.enumBase(b)
		if kind == "" {
			continue
		}
		ci.Enum = kind
		switch {
		case len(bases) > 1:
			names := make([]string, len(bases))
			for i, b := range bases {
				names[i] = "<" + c.baseName(b) + ">"
			}
			c.errorf(ci.Def, diagnostics.BadEnum, "Static %s types cannot support multiple bases: [%s]", kind, strings.Join(names, ", "))
		case !direct:
			c.errorf(ci.Def, diagnostics.BadEnum, "Static %s types do not allow subclassing", kind)
		}
		return
	}
}

// baseName names a class base as CinderX lists it in a message.
func (c *checker) baseName(b parser.Expr) string {
	if kind, direct := c.enumBase(b); direct {
		return "__static__." + kind
	}
	if n, ok := b.(*parser.Name); ok {
		if g := c.info.Globals[n.Id]; g != nil && g.Class != nil {
			return c.classQualified(g.Class, g.Class.Name)
		}
		return n.Id
	}
	return "dynamic"
}

// checkEnumValue checks the value of a member of an IntEnum or a
// StringEnum: an int, or a str; a wrong one is reported at the member's
// statement st, as CinderX reports it.
func (c *checker) checkEnumValue(ci *ClassInfo, st parser.Stmt, value parser.Expr, t Type) {
	var want Type
	switch ci.Enum {
	case "IntEnum":
		want = IntObj
	case "StringEnum":
		want = StrObj
	default:
		return
	}
	if t == Invalid || t == Dynamic || c.assignable(value, t, want) {
		return
	}
	c.errorf(st, diagnostics.BadEnum, "%s values must be %s, not %s", ci.Enum, want, c.describe(value, t))
}

// checkEnumStore reports `E.X = v` and `del E.X` for an enum class E.
func (c *checker) checkEnumStore(target *parser.Attribute, recv Type) {
	ref, ok := recv.(*TypeRef)
	if !ok {
		return
	}
	if ct, ok := IsClass(ref.T); ok && ct.Info.Enum != "" {
		c.errorf(target, diagnostics.BadEnum, "Static Enum values cannot be modified or deleted")
	}
}
