// This file implements the layout decision of module classes: which
// classes get slots for their declared fields instead of an instance
// dict, as CinderX slotifies static classes. The interpreted runtime
// makes the same decision from the same syntax (runtime/python/__static__/
// _rewrite.py, _slots_of), so a class has the same layout either way.

package typecheck

import (
	"sort"
	"strings"

	"github.com/staticpyc/staticpyc/parser"
)

// declareSlots decides whether ci is slotted and lists its own slots:
// the names annotated without a value in its body (ClassVar aside) and
// the attributes its methods assign through self, less those a base
// already has. A class is slotted when it has no runtime decorator and no
// keywords, does not write __slots__ itself, derives from nothing or from
// one slotted module class named directly, and none of its fields is
// also a name its body (or a base's) binds or a private (mangled) name;
// anything else keeps the instance dict it had.
func (c *checker) declareSlots(ci *ClassInfo) {
	s := ci.Def
	if !c.cfg.Static {
		// A plain module's classes are Python's: instances take any
		// attribute.
		return
	}
	c.declareCachedProperties(ci)
	if len(s.Keywords) > 0 || len(s.Bases) > 1 {
		return
	}
	for _, d := range s.Decorators {
		if !c.isStaticBuiltin(d, "mutable") && !c.isStaticBuiltin(d, "final") && !c.isTypingFinal(d) {
			return
		}
	}
	if len(s.Bases) == 1 {
		// A class of another module keeps its subclasses' instance dict
		// here: the interpreted runtime, which decides one module at a
		// time, cannot see that base's slots.
		if _, ok := s.Bases[0].(*parser.Name); !ok || ci.Base == nil || !ci.Base.Slotted || c.info.Foreign(ci.Base) {
			return
		}
	}
	bound := classBindings(s)
	if bound["__slots__"] || bound["__dict__"] || bound["__weakref__"] || cachesInDict(s) {
		return
	}
	inherited := map[string]bool{}
	for k := ci.Base; k != nil; k = k.Base {
		for _, n := range k.Slots {
			inherited[n] = true
		}
		for n := range classBindings(k.Def) {
			bound[n] = true
		}
	}
	seen := map[string]bool{}
	var own []string
	for _, n := range DeclaredAttrs(s) {
		if bound[n] || (strings.HasPrefix(n, "__") && !strings.HasSuffix(n, "__")) {
			return
		}
		if n == "__dict__" || n == "__weakref__" {
			// `__dict__: Any` asks for an instance dict (and weak
			// references): the class keeps its dict, which has both.
			return
		}
		if !inherited[n] && !seen[n] {
			seen[n] = true
			own = append(own, n)
		}
	}
	for def := range ci.CachedProperties {
		// A static cached property's value lives in a slot of its name.
		n := def.Name
		if strings.HasPrefix(n, "__") && !strings.HasSuffix(n, "__") {
			return
		}
		if !inherited[n] && !seen[n] {
			seen[n] = true
			own = append(own, n)
		}
	}
	sort.Strings(own) // CPython lays slots out in sorted order
	ci.Slotted, ci.Slots = true, own
}

// cachesInDict reports whether class s keeps values of its instances in
// their dict: an annotated class attribute with a value (not a ClassVar
// or Final). Such a class keeps its instance dict. (A cached property
// does not: CinderX's static ones live in slots, and any other, such as
// functools.cached_property, raises TypeError on an instance without a
// dict, as it does in CinderX.) The interpreted runtime decides it from
// the same syntax (_rewrite.py's _caches_in_dict).
func cachesInDict(s *parser.ClassDef) bool {
	for _, st := range s.Body {
		if a, ok := st.(*parser.AnnAssign); ok && a.Value != nil && !isClassVar(a.Annotation) && !isFinalAnn(a.Annotation) {
			// `x: int = 42`: an instance attribute with a class-level
			// default, which CinderX lets instances overwrite: the
			// instance's own value lives in its dict, C.x stays 42.
			if _, ok := a.Target.(*parser.Name); ok {
				return true
			}
		}
	}
	return false
}

// classBindings are the names a class body binds with a value (an
// annotation alone declares a field, it binds nothing).
func classBindings(s *parser.ClassDef) map[string]bool {
	out := map[string]bool{}
	for _, st := range s.Body {
		if a, ok := st.(*parser.AnnAssign); ok && a.Value == nil {
			continue
		}
		ForEachBinding(st, func(name string, _ parser.Node) { out[name] = true })
	}
	return out
}

// DeclaredAttrs lists, in source order, the instance attributes class s
// declares: `name: T` in its body (not a ClassVar), then every `self.x`
// assigned (`self.x = v`, `self.x: T = v`, in tuple targets too) in the
// own scope of its methods, self being a method's first parameter.
func DeclaredAttrs(s *parser.ClassDef) []string {
	var out []string
	for _, st := range s.Body {
		if a, ok := st.(*parser.AnnAssign); ok && a.Value == nil && !isClassVar(a.Annotation) {
			if n, ok := a.Target.(*parser.Name); ok {
				out = append(out, n.Id)
			}
		}
	}
	for _, st := range s.Body {
		def, ok := st.(*parser.FunctionDef)
		if !ok || len(def.Args.Args) == 0 {
			continue
		}
		self := def.Args.Args[0].Name
		var target func(t parser.Expr)
		target = func(t parser.Expr) {
			switch t := t.(type) {
			case *parser.Attribute:
				if n, ok := t.Value.(*parser.Name); ok && n.Id == self {
					out = append(out, t.Attr)
				}
			case *parser.Tuple:
				for _, e := range t.Elts {
					target(e)
				}
			case *parser.List:
				for _, e := range t.Elts {
					target(e)
				}
			case *parser.Starred:
				target(t.Value)
			}
		}
		WalkScope(def.Body, func(st parser.Stmt) {
			switch st := st.(type) {
			case *parser.Assign:
				for _, t := range st.Targets {
					target(t)
				}
			case *parser.AnnAssign:
				target(st.Target)
			}
		})
	}
	return out
}

// isClassVar reports whether annotation e is ClassVar or ClassVar[...].
func isClassVar(e parser.Expr) bool {
	if s, ok := e.(*parser.Subscript); ok {
		e = s.Value
	}
	switch e := e.(type) {
	case *parser.Name:
		return e.Id == "ClassVar"
	case *parser.Attribute:
		return e.Attr == "ClassVar"
	}
	return false
}

// isFinalAnn reports whether e is Final or Final[T]: with a value in a
// class body it is a class constant, as a ClassVar is.
func isFinalAnn(e parser.Expr) bool {
	if s, ok := e.(*parser.Subscript); ok {
		e = s.Value
	}
	switch e := e.(type) {
	case *parser.Name:
		return e.Id == "Final"
	case *parser.Attribute:
		return e.Attr == "Final"
	}
	return false
}

// BindsSlots reports whether the body of class ci binds __slots__: the
// user lays out its instances, and a primitive field listed there keeps
// its value in that slot (lower adopts it at import).
func BindsSlots(ci *ClassInfo) bool {
	return classBindings(ci.Def)["__slots__"]
}
