// This file implements the rules on a class's members, as CinderX's
// declaration visitor declares them: the class body in order, then
// `self.x` in __init__. A member is a slot (a field, typed or not) or a
// function; each is declared once with a type, a subclass keeps its
// base's field types, Final members get a value, and class variables
// are not assigned through instances.

package typecheck

import (
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
)

// member is what the declarations of one name in a class made of it.
type member struct {
	fn       bool // a def
	property bool // a def decorated @property (ret is its return type)
	typed    bool // declared with an annotation (t is the type)
	final    bool
	assigned bool // given a value (in the body or in __init__)
	onClass  bool // given its value in the class body
	t, ret   Type
	at       parser.Node
}

// wrapperOf names the typing wrapper an annotation applies
// ("typing.ClassVar", "typing.Final", "dataclasses.InitVar"), or "".
func (c *checker) wrapperOf(e parser.Expr) string {
	if sub, ok := e.(*parser.Subscript); ok {
		e = sub.Value
	}
	switch e := e.(type) {
	case *parser.Name:
		if g := c.info.Globals[e.Id]; g != nil {
			switch g.Static {
			case "typing.ClassVar", "typing.Final", "dataclasses.InitVar":
				return g.Static
			}
		}
	case *parser.Attribute:
		if n, ok := e.Value.(*parser.Name); ok && c.info.Globals[n.Id] != nil {
			switch n.Id + "." + e.Attr {
			case "typing.ClassVar", "typing.Final", "dataclasses.InitVar":
				return n.Id + "." + e.Attr
			}
		}
	}
	return ""
}

// classOnlyAnnotation reports ClassVar or InitVar used where only a
// class attribute may use it (a parameter, a local), at node at (the
// annotated assignment of a local, as CinderX reports it).
func (c *checker) classOnlyAnnotation(e parser.Expr, at parser.Node) {
	switch c.wrapperOf(e) {
	case "typing.ClassVar":
		c.errorf(at, diagnostics.BadMember, "ClassVar is allowed only in class attribute annotations.")
	case "dataclasses.InitVar":
		c.errorf(at, diagnostics.BadMember, "InitVar is allowed only in class attribute annotations.")
	}
}

// checkMembers declares ci's members in CinderX's order and reports
// what conflicts.
func (c *checker) checkMembers(ci *ClassInfo) {
	members := map[string]*member{}
	classVars := map[string]bool{}
	name := c.qualified(ci.Name)
	slot := func(attr string, ann, value parser.Expr, onClass bool, at parser.Node) {
		m := members[attr]
		switch {
		case m == nil:
			m = &member{at: at}
			members[attr] = m
		case m.fn:
			c.errorf(at, diagnostics.BadMember, "slot conflicts with other member %s in Type[%s]", attr, name)
			return
		case m.typed && ann != nil:
			c.errorf(at, diagnostics.BadMember, "Cannot re-declare member '%s' in '%s'", attr, name)
			return
		}
		if value != nil {
			m.assigned = true
			m.onClass = m.onClass || onClass
		}
		if ann == nil {
			return
		}
		m.typed = true
		if t := c.annotation(ann); t != nil {
			m.t = t
		}
		switch c.wrapperOf(ann) {
		case "typing.ClassVar":
			classVars[attr] = true
		case "typing.Final":
			m.final = true
			if sub, ok := ann.(*parser.Subscript); ok && c.wrapperOf(sub.Slice) == "typing.ClassVar" {
				c.errorf(sub.Slice, diagnostics.BadMember, "Class Finals are inferred ClassVar; do not nest with Final.")
			}
			if onClass && value != nil {
				classVars[attr] = true // a Final with its value in the body is a class variable
			}
		}
		c.inheritedType(ci, attr, ann, at)
	}
	for _, st := range ci.Def.Body {
		switch st := st.(type) {
		case *parser.AnnAssign:
			if n, ok := st.Target.(*parser.Name); ok {
				slot(n.Id, st.Annotation, st.Value, true, st)
			}
		case *parser.FunctionDef:
			if m := members[st.Name]; m != nil && !m.fn {
				c.errorf(st, diagnostics.BadMember, "function conflicts with other member %s in Type[%s]", st.Name, name)
				continue
			}
			m := &member{fn: true, at: st}
			if c.isPropertyDef(st) {
				m.property, m.ret = true, Dynamic
				if st.Returns != nil {
					if t := c.annotation(st.Returns); t != nil {
						m.ret = t
					}
				}
				c.propertyOverride(ci, st)
			}
			members[st.Name] = m
			if st.Name == "__init__" && len(st.Args.Args) > 0 {
				self := st.Args.Args[0].Name
				WalkScope(st.Body, func(s parser.Stmt) {
					var target, ann, value parser.Expr
					switch s := s.(type) {
					case *parser.AnnAssign:
						target, ann, value = s.Target, s.Annotation, s.Value
					case *parser.Assign:
						if len(s.Targets) != 1 {
							return
						}
						target, value = s.Targets[0], s.Value
					default:
						return
					}
					if a, ok := target.(*parser.Attribute); ok {
						if n, ok := a.Value.(*parser.Name); ok && n.Id == self {
							slot(a.Attr, ann, value, false, s)
						}
					}
				})
			}
		}
	}
	for _, st := range ci.Def.Body {
		var names []*parser.Name
		switch st := st.(type) {
		case *parser.Assign:
			for _, t := range st.Targets {
				if n, ok := t.(*parser.Name); ok {
					names = append(names, n)
				}
			}
		case *parser.AnnAssign:
			if n, ok := st.Target.(*parser.Name); ok {
				names = append(names, n)
			}
		}
		for _, n := range names {
			if m := members[n.Id]; m != nil && m.final && m.at != st {
				c.errorf(n, diagnostics.FinalAssign, "Cannot assign to a Final variable")
			}
			for k := ci.Base; k != nil; k = k.Base {
				if k.finals[n.Id] {
					c.errorf(n, diagnostics.FinalAssign, "Cannot assign to a Final attribute of %s:%s", name, n.Id)
					break
				}
			}
		}
		if a, ok := st.(*parser.AnnAssign); ok {
			if n, ok := a.Target.(*parser.Name); ok {
				if m := members[n.Id]; m != nil && m.final && !m.assigned && m.at == st {
					c.errorf(st, diagnostics.BadMember, "Final attribute not initialized: %s:%s", name, n.Id)
				}
			}
		}
	}
	ci.classVars = classVars
	ci.members = members
}

// isPropertyDef reports whether def is decorated with the builtin
// property.
func (c *checker) isPropertyDef(def *parser.FunctionDef) bool {
	for _, d := range def.Decorators {
		if n, ok := d.(*parser.Name); ok && n.Id == "property" && c.info.Globals["property"] == nil {
			return true
		}
	}
	return false
}

// baseMember is the nearest base's member name, or nil.
func (ci *ClassInfo) baseMember(name string) *member {
	for k := ci.Base; k != nil; k = k.Base {
		if m := k.members[name]; m != nil {
			return m
		}
	}
	return nil
}

// propertyOverride checks a property that overrides a base's field: a
// field with its value in the class body is a descriptor a property may
// replace with the same type; any other field may not be.
func (c *checker) propertyOverride(ci *ClassInfo, def *parser.FunctionDef) {
	m := ci.baseMember(def.Name)
	if m == nil || m.fn {
		return
	}
	if !m.typed {
		c.errorf(def, diagnostics.BadMember, "Cannot override attribute with property method")
		return
	}
	if !m.onClass {
		// A declared field without a value in the body: CinderX rejects
		// the property too; staticpyc compiles it (through attribute
		// lookup, as instances are then not exactly the base).
		return
	}
	ret := Type(Dynamic)
	if def.Returns != nil {
		if t := c.annotation(def.Returns); t != nil {
			ret = t
		}
	}
	if m.t != nil && ret != m.t {
		c.errorf(def, diagnostics.BadMember, "Cannot change type of inherited attribute (inherited type '%s')", m.t)
	}
}

// inheritedType reports a field a subclass declares with another type
// than a base declares it with (CinderX allows no covariance).
func (c *checker) inheritedType(ci *ClassInfo, attr string, ann parser.Expr, at parser.Node) {
	if c.wrapperOf(ann) != "" || ci.Base == nil || c.dataclassDecorator(ci.Def) != nil {
		return // (a dataclass field says it in the dataclass's words)
	}
	t := c.annotation(ann)
	bt := ci.Base.field(attr)
	if m := ci.baseMember(attr); m != nil && m.property && t != nil {
		bt = m.ret // a field may replace a property of the same type
		if t != bt {
			c.errorf(at, diagnostics.BadMember, "Cannot change type of inherited attribute (inherited type '%s')", bt)
		}
		return
	}
	if t == nil || t == Dynamic || bt == nil || bt == Dynamic || t == bt {
		return
	}
	c.errorf(at, diagnostics.BadMember, "Cannot change type of inherited attribute (inherited type '%s')", bt)
}

// checkClassVarStore reports a store to a class variable through an
// instance of ci.
func (c *checker) checkClassVarStore(target *parser.Attribute, ci *ClassInfo) bool {
	for k := ci; k != nil; k = k.Base {
		if k.classVars[target.Attr] {
			c.errorf(target, diagnostics.BadMember, "Cannot assign to classvar '%s' on '%s' instance", target.Attr, c.qualified(ci.Name))
			return true
		}
	}
	return false
}

// checkFinalPlacement reports Final where CinderX does not accept it: in
// a parameter or return annotation, or inside another annotation
// (List[Final[str]]); top is set for the annotation of a declaration,
// where it may stand. Final[...] takes one argument.
func (c *checker) checkFinalPlacement(e parser.Expr, top bool) {
	switch e := e.(type) {
	case *parser.Name, *parser.Attribute:
		if c.isFinalAnnotation(e) && !top {
			c.errorf(e, diagnostics.FinalAssign, "Final annotation is only valid in initial declaration")
		}
	case *parser.Subscript:
		if c.isFinalAnnotation(e) {
			if !top {
				c.errorf(e, diagnostics.FinalAssign, "Final annotation is only valid in initial declaration")
				return
			}
			if t, ok := e.Slice.(*parser.Tuple); ok && len(t.Elts) != 1 {
				c.errorf(e, diagnostics.FinalAssign, "incorrect number of generic arguments for Final[T], expected 1, got %d", len(t.Elts))
				return
			}
			c.checkFinalPlacement(e.Slice, false)
			return
		}
		c.checkFinalPlacement(e.Slice, false)
	case *parser.Tuple:
		for _, x := range e.Elts {
			c.checkFinalPlacement(x, false)
		}
	case *parser.BinOp:
		c.checkFinalPlacement(e.Left, false)
		c.checkFinalPlacement(e.Right, false)
	}
}

func isName(e parser.Expr, name string) bool {
	n, ok := e.(*parser.Name)
	return ok && n.Id == name
}

// isTypingName reports whether e names typing.<name> (imported from
// typing or typing_extensions, or as an attribute of the module).
func (c *checker) isTypingName(e parser.Expr, name string) bool {
	switch e := e.(type) {
	case *parser.Name:
		g := c.info.Globals[e.Id]
		return g != nil && g.Static == "typing."+name
	case *parser.Attribute:
		n, ok := e.Value.(*parser.Name)
		return ok && e.Attr == name && (n.Id == "typing" || n.Id == "typing_extensions") && c.info.Globals[n.Id] != nil
	}
	return false
}

// isStub reports whether f only declares a signature: an @overload, or
// a method of a Protocol class (CinderX does not hold their bodies to
// the return annotation).
func (c *checker) isStub(f *FuncDecl) bool {
	for _, d := range f.Def.Decorators {
		if c.isTypingName(d, "overload") {
			return true
		}
	}
	if f.Class != nil {
		for _, b := range f.Class.Def.Bases {
			if sub, ok := b.(*parser.Subscript); ok {
				b = sub.Value // Protocol[T]
			}
			if c.isTypingName(b, "Protocol") {
				return true
			}
		}
	}
	return false
}
