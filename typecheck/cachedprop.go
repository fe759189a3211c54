// This file implements CinderX's rules for its cached properties
// (cached_property and async_cached_property from cinderx): they
// decorate methods only, and have no setter or deleter; and which of them
// are static, kept in a slot of their class as CinderX's class loader
// keeps them.

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

// staticCachedProperty returns the kind of cinderx cached property
// ("cached_property", "async_cached_property") that def is as CinderX
// compiles it into a static class, else "": the cached-property decorator
// is the one nearest the def, and any others are the markers `final` and
// `override`. CinderX moves such a method out of the class body and gives
// the class a slot of its name, where the value is cached; a cached
// property wrapped by another decorator is an ordinary one, which caches
// in the instance dict. The interpreted runtime decides from the same
// syntax (_rewrite.py, _static_cached_properties).
func (c *checker) staticCachedProperty(def *parser.FunctionDef) string {
	n := len(def.Decorators)
	if n == 0 {
		return ""
	}
	kind := c.cachedPropertyKind(def.Decorators[n-1])
	if kind == "" {
		return ""
	}
	for _, d := range def.Decorators[:n-1] {
		if !isName(d, "final") && !isName(d, "override") {
			return ""
		}
	}
	return kind
}

// declareCachedProperties records ci's static cached properties.
func (c *checker) declareCachedProperties(ci *ClassInfo) {
	for _, st := range ci.Def.Body {
		if def, ok := st.(*parser.FunctionDef); ok {
			if k := c.staticCachedProperty(def); k != "" {
				if ci.CachedProperties == nil {
					ci.CachedProperties = map[*parser.FunctionDef]string{}
				}
				ci.CachedProperties[def] = k
			}
		}
	}
}

// CachedPropertySlot reports whether ci's own slot name holds the value
// of one of its static cached properties (not a field).
func (ci *ClassInfo) CachedPropertySlot(name string) bool {
	for def := range ci.CachedProperties {
		if def.Name == name {
			return true
		}
	}
	return false
}
