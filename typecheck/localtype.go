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
	if t == Dynamic {
		// `z = y` or `z = x or y` where y is an unannotated local:
		// CinderX's value has y's local type.
		if lt := c.localTypeOfValue(value); lt != nil {
			t = lt
		}
	}
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

// localTypeForCheck is the local type of e where e names an unannotated
// local of this def that no narrowing types: CinderX declares such a
// local dynamic but checks its uses by what was last stored in it on
// the path (joined where paths meet), so `z = x or y` of an int and a
// float returned from a def annotated `-> int` is an error there
// (*found float*). ok is false where that type is unknown or dynamic.
// name is how CinderX's message names it (inexact: a literal stays
// Literal[2]). Only the checker uses it: lower still reads the local
// as dynamic, and casts it where it must.
func (c *checker) localTypeForCheck(e parser.Expr) (t Type, name string, ok bool) {
	n, isName := e.(*parser.Name)
	if !isName || c.fn == nil {
		return nil, "", false
	}
	v, isVar := c.info.RefOf(n).(*Var)
	if !isVar || c.fn.locals[n.Id] != v || v.Declared || v.Param || v.Cell {
		return nil, "", false
	}
	if _, narrowed := c.flow[v]; narrowed && !v.widened {
		return nil, "", false
	}
	switch s := c.flow[shownKey{v}].(type) {
	case *localType:
		t = s.t
	case *localJoin:
		ts := make([]Type, len(s.parts))
		for i, p := range s.parts {
			ts[i] = p.t
		}
		t = c.unionOf(ts...)
	}
	if t == nil || t == Dynamic || !IsObject(t) {
		return nil, "", false
	}
	return t, c.typeName(t), true
}

// localMismatch reports, for a value of dynamic type t stored where want
// is expected, the name of value's local type when that type cannot be
// stored there (checkableLocal): CinderX rejects `s = "a"` then `f(s)`
// for `def f(x: int)`.
func (c *checker) localMismatch(value parser.Expr, t, want Type) (string, bool) {
	if t != Dynamic || want == Dynamic || !IsObject(want) {
		return "", false
	}
	lt, name, ok := c.checkableLocal(value)
	if !ok || c.assignable(nil, lt, want) {
		return "", false
	}
	return name, true
}

// checkableLocal is the local type of e, as localTypeForCheck finds
// it, with literal types made their classes: what a use of e is checked
// as (`z = True` is a bool where a bool is expected). name keeps the
// literal (CinderX's *found Literal[2]*).
func (c *checker) checkableLocal(e parser.Expr) (t Type, name string, ok bool) {
	t, name, ok = c.localTypeForCheck(e)
	if !ok {
		return nil, "", false
	}
	unlit := func(t Type) Type {
		if o, isObj := t.(*Object); isObj && o.Literal != nil {
			return o.Literal
		}
		return t
	}
	switch u := t.(type) {
	case *UnionType:
		ms := make([]Type, len(u.Members))
		for i, m := range u.Members {
			ms[i] = unlit(m)
		}
		if t = c.unionOf(ms...); t == nil {
			return nil, "", false
		}
	case *OptionalType:
		if t = c.unionOf(unlit(u.Inner), NoneObj); t == nil {
			return nil, "", false
		}
	default:
		t = unlit(t)
	}
	return t, name, true
}

// localTypeOfValue is the type CinderX gives value where it reads
// unannotated locals by their local types: a name of one, or an `or`,
// `and` or conditional expression of such names and typed values; nil
// where that adds nothing to value's dynamic type.
func (c *checker) localTypeOfValue(value parser.Expr) Type {
	var ts []Type
	part := func(e parser.Expr) bool {
		if lt, _, ok := c.localTypeForCheck(e); ok {
			ts = append(ts, lt)
			return true
		}
		t := c.info.TypeOf(e)
		if t == nil || t == Dynamic || !IsObject(t) {
			return false
		}
		ts = append(ts, t)
		return true
	}
	switch e := value.(type) {
	case *parser.Name:
		if lt, _, ok := c.localTypeForCheck(e); ok {
			return lt
		}
		return nil
	case *parser.BoolOp:
		for _, x := range e.Values {
			if !part(x) {
				return nil
			}
		}
	case *parser.IfExp:
		if !part(e.Body) || !part(e.Orelse) {
			return nil
		}
	default:
		return nil
	}
	return c.unionOf(ts...)
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
