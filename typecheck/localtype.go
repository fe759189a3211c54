// This file implements the local types of unannotated locals as
// reveal_type shows them: CinderX declares such a local dynamic and
// tracks, per path, the type of what was last stored in it; where paths
// join, the local type is the union of theirs, made inexact
// (type_binder's _join): `x = None` then `if c: x = "s"` is
// Optional[str] after the if. These types are the checker's view only:
// they live under shownKey in the flow state and type nothing lower
// sees.

package typecheck

import "github.com/staticpyc/staticpyc/parser"

// shownKey is the flow entry holding a local's local type (a
// *localType or a *localJoin).
type shownKey struct{ v *Var }

// localType is what one assignment stored: name is CinderX's name for it
// (with exactness, `Exact[str]`, `Literal[0]`), t the type it joins as
// (inexact; a literal stays a literal).
type localType struct {
	name string
	t    Type
}

func (l *localType) String() string { return l.name }

// localJoin is the join of the local types of paths that meet.
type localJoin struct{ parts []*localType }

func (l *localJoin) String() string { return "join" }

// setShown records, after an assignment of value (of type t) to the
// unannotated local v, its local type on this path.
func (c *checker) setShown(v *Var, value parser.Expr, t Type) {
	lt := &localType{name: c.valueName(value, t), t: t}
	switch {
	case t == NoneObj:
		lt.name = "Exact[None]"
	case lt.name == "":
		lt.name = c.typeName(t)
	default:
		if k, ok := c.info.ConstOf(value); ok {
			if name := constLiteralName(k); name != "" && name == lt.name {
				lt.t = c.literalTypeNamed(name, k)
			}
		}
	}
	if c.owned == nil || mapID(c.flow) != c.owned {
		c.flow = c.flow.copyWith(nil)
		c.owned = mapID(c.flow)
	}
	c.flow[shownKey{v}] = lt
}

// literalTypeNamed is the literal type `name` of constant k.
func (c *checker) literalTypeNamed(name string, k Const) Type {
	if t := c.literalTypes[name]; t != nil {
		return t
	}
	base := IntObj
	if k.Bool != nil {
		base = BoolObj
	}
	if c.literalTypes == nil {
		c.literalTypes = map[string]*Object{}
	}
	t := &Object{Name: name, Literal: base, Value: name}
	c.literalTypes[name] = t
	return t
}

// joinLocal is the local type after paths with local types a and b
// meet.
func joinLocal(a, b Type) Type {
	var parts []*localType
	add := func(t Type) {
		switch t := t.(type) {
		case *localType:
			for _, p := range parts {
				if p.t == t.t {
					return
				}
			}
			parts = append(parts, t)
		case *localJoin:
			for _, p := range t.parts {
				dup := false
				for _, q := range parts {
					dup = dup || q.t == p.t
				}
				if !dup {
					parts = append(parts, p)
				}
			}
		}
	}
	add(a)
	add(b)
	if len(parts) == 1 {
		// The same type stored on both paths, with or without
		// exactness: CinderX's join of them is inexact.
		if a == b {
			return a
		}
		return &localType{name: "", t: parts[0].t}
	}
	return &localJoin{parts: parts}
}

// shownName is CinderX's name of the local type in the flow entry s.
func (c *checker) shownName(s Type) string {
	switch s := s.(type) {
	case *localType:
		if s.name == "" {
			return c.revealName(nil, s.t)
		}
		return s.name
	case *localJoin:
		ts := make([]Type, len(s.parts))
		for i, p := range s.parts {
			ts[i] = p.t
		}
		if u := c.unionOf(ts...); u != nil {
			return c.revealName(nil, u)
		}
	}
	return "dynamic"
}
