// This file implements CinderX's rules for its cached properties
// (cached_property and async_cached_property from cinderx): they
// decorate methods only, and have no setter or deleter.

package typecheck

import (
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
)

// cachedPropertyKind returns "cached_property" or
// "async_cached_property" when d names that decorator of cinderx, else
// "".
func (c *checker) cachedPropertyKind(d parser.Expr) string {
	n, ok := d.(*parser.Name)
	if !ok {
		return ""
	}
	g := c.info.Globals[n.Id]
	if g == nil {
		return ""
	}
	switch g.Static {
	case "cinderx.cached_property":
		return "cached_property"
	case "cinderx.async_cached_property":
		return "async_cached_property"
	}
	return ""
}

// checkCachedPropertyAccessors reports `@fn.setter` and `@fn.deleter`
// in ci's body for a method fn that is a cached property.
func (c *checker) checkCachedPropertyAccessors(ci *ClassInfo) {
	cached := map[string]string{}
	for _, st := range ci.Def.Body {
		def, ok := st.(*parser.FunctionDef)
		if !ok {
			continue
		}
		for _, d := range def.Decorators {
			if a, ok := d.(*parser.Attribute); ok && (a.Attr == "setter" || a.Attr == "deleter") {
				if n, ok := a.Value.(*parser.Name); ok && cached[n.Id] != "" {
					c.errorf(a, diagnostics.BadMember, "%s %s does not support %ss", cached[n.Id], c.qualified(ci.Name+"."+n.Id), a.Attr)
				}
			}
		}
		for _, d := range def.Decorators {
			if k := c.cachedPropertyKind(d); k != "" {
				cached[def.Name] = k
			}
		}
	}
}
