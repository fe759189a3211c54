// This file implements Union types as CinderX has them (types.py
// UnionType): what `a or b` of two unrelated types is, what `int | str`
// and `Union[int, str]` annotate, narrowed by isinstance. A union is a
// checking type only: at run time CinderX treats it as dynamic (its
// type_descr), so the checker hands lower `dynamic` wherever a union
// stood (eraseUnions).

package typecheck

import (
	"strings"

	"github.com/staticpyc/staticpyc/parser"
)

// UnionType is Union[A, B, ...]: two or more object types, none of them
// a subtype of another, flattened. Union[T, None] is an OptionalType
// instead when T may be an Optional's inner type.
type UnionType struct {
	Members []Type
}

func (u *UnionType) String() string {
	names := make([]string, len(u.Members))
	for i, m := range u.Members {
		names[i] = m.String()
	}
	return "Union[" + strings.Join(names, ", ") + "]"
}

// IsUnion reports whether t is a union and returns it.
func IsUnion(t Type) (*UnionType, bool) {
	u, ok := t.(*UnionType)
	return u, ok
}

// unionName is CinderX's readable name of u: `float` for the union of
// float and int (which a float accepts), Union[...] otherwise.
func (c *checker) unionName(u *UnionType) string {
	if len(u.Members) == 2 {
		a, b := u.Members[0], u.Members[1]
		if (a == FloatObj && b == IntObj) || (a == IntObj && b == FloatObj) {
			return "float"
		}
	}
	names := make([]string, len(u.Members))
	for i, m := range u.Members {
		names[i] = c.typeName(m)
	}
	return "Union[" + strings.Join(names, ", ") + "]"
}

// unionOf is CinderX's union of ts (type_env.get_union): nested unions
// and Optionals flattened, a member another member accepts dropped,
// dynamic (or object) if any member is; one member is itself and
// Union[T, None] is Optional[T]. Primitives are the caller's error; nil
// if ts holds one or an invalid type.
func (c *checker) unionOf(ts ...Type) Type {
	var flat []Type
	var add func(t Type) bool
	add = func(t Type) bool {
		switch t := t.(type) {
		case *UnionType:
			for _, m := range t.Members {
				add(m)
			}
			return true
		case *OptionalType:
			return add(t.Inner) && add(NoneObj)
		case *Prim:
			return false
		}
		if t == nil || t == Invalid {
			return false
		}
		flat = append(flat, t)
		return true
	}
	for _, t := range ts {
		if !add(t) {
			return nil
		}
	}
	for _, t := range flat {
		if t == Dynamic || t == ObjectT {
			return t
		}
	}
	var members []Type
	for i, t := range flat {
		keep := true
		for j, o := range flat {
			if i == j {
				continue
			}
			// t is dropped when o accepts it, the first of equal ones kept.
			if o == t && j < i || o != t && unionAccepts(o, t) {
				keep = false
				break
			}
		}
		if keep {
			members = append(members, t)
		}
	}
	switch len(members) {
	case 0:
		return nil
	case 1:
		return members[0]
	case 2:
		for i, m := range members {
			if m == NoneObj && optionalInner(members[1-i]) {
				return c.optionalOf(members[1-i])
			}
		}
	}
	key := ""
	for _, m := range members {
		key += c.typeName(m) + "\x00"
	}
	if u := c.unionTypes[key]; u != nil {
		return u
	}
	if c.unionTypes == nil {
		c.unionTypes = map[string]*UnionType{}
	}
	u := &UnionType{Members: members}
	c.unionTypes[key] = u
	c.info.unions = true
	return u
}

// unionAccepts reports whether a union member of type o makes a member
// of type t redundant (CinderX's can_assign_from): t is o, a subclass
// of it, or a literal of it.
func unionAccepts(o, t Type) bool {
	if lit, ok := t.(*Object); ok && lit.Literal != nil {
		t = lit.Literal
		if t == o {
			return true
		}
	}
	if t == o || isSubclassType(t, o) {
		return true
	}
	if ob, ok := o.(*Object); ok && ob.Literal == nil {
		if bb := builtinBaseOf(t); bb != nil && (bb == o || unionAccepts(o, bb)) {
			return true
		}
		return o == IntObj && t == BoolObj
	}
	return false
}

// widen is the type of a value that is either a (nil: nothing yet) or
// b, as CinderX's binder widens: the one that accepts the other, else
// their union.
func (c *checker) widen(a, b Type) Type {
	switch {
	case a == nil || a == b:
		return b
	case a == Invalid || b == Invalid:
		return Invalid
	}
	if t := c.unionOf(a, b); t != nil {
		return t
	}
	return Dynamic
}

// unionMap applies f to each member of u and returns the union of the
// results: CinderX types an attribute, a subscript or an operator of a
// union so (UnionInstance._generic_bind). It is nil when f gives nil
// for a member.
func (c *checker) unionMap(u *UnionType, f func(Type) Type) Type {
	out := make([]Type, 0, len(u.Members))
	for _, m := range u.Members {
		t := f(m)
		if t == nil {
			return nil
		}
		out = append(out, t)
	}
	return c.unionOf(out...)
}

// isinstanceClasses are the classes the second argument of isinstance
// names (a class, None, `A | B`, a tuple of them); ok is false when it
// names something else, dyn true when a name is a dynamic value (an
// import the checker does not see into), which narrows to dynamic.
func (c *checker) isinstanceClasses(cls parser.Expr) (classes []Type, dyn, ok bool) {
	var collect func(x parser.Expr) bool
	collect = func(x parser.Expr) bool {
		switch x := x.(type) {
		case *parser.BinOp:
			return x.Op == parser.BitOr && collect(x.Left) && collect(x.Right)
		case *parser.Tuple:
			for _, el := range x.Elts {
				if !collect(el) {
					return false
				}
			}
			return true
		case *parser.Constant:
			if x.Kind == parser.ConstNone {
				classes = append(classes, NoneObj)
				return true
			}
		case *parser.Name:
			if c.fn != nil && c.fn.locals[x.Id] != nil {
				return false
			}
			if g := c.info.Globals[x.Id]; g != nil {
				switch {
				case g.Class != nil:
					classes = append(classes, g.Class.Type)
					return true
				case g.Kind == GlobalVar && g.Type == Dynamic:
					dyn = true
					return true
				}
				return false
			}
			if o := objectTypes[x.Id]; o != nil && o != NoneObj {
				classes = append(classes, o)
				return true
			}
		}
		return false
	}
	ok = collect(cls)
	return classes, dyn, ok
}

// isinstanceNarrowing is what isinstance(x, cls) proves of a local x
// whose type is the union u: in the true branch the members that are a
// cls, in the false branch the others (nil when the test says nothing).
func (c *checker) isinstanceNarrowing(u *UnionType, cls parser.Expr) (then, orelse Type) {
	classes, dyn, ok := c.isinstanceClasses(cls)
	if !ok || dyn {
		return nil, nil
	}
	var in, out []Type
	for _, m := range u.Members {
		isA := false
		for _, k := range classes {
			if unionAccepts(k, m) {
				isA = true
			}
		}
		if isA {
			in = append(in, m)
		} else {
			out = append(out, m)
		}
	}
	if len(in) > 0 {
		then = c.unionOf(in...)
	}
	if len(out) > 0 {
		orelse = c.unionOf(out...)
	}
	return then, orelse
}

// isinstanceOfDynamic is what isinstance(x, cls) proves in its true
// branch of a local x that is dynamic here (or whose type is not a
// union or an Optional): the class, or the union of the classes, cls
// names; dynamic when cls is a dynamic value; nil if nothing.
func (c *checker) isinstanceOfDynamic(cls parser.Expr) Type {
	classes, dyn, ok := c.isinstanceClasses(cls)
	switch {
	case !ok:
		return nil
	case dyn:
		return Dynamic
	}
	return c.unionOf(classes...)
}

// eraseUnions gives lower `dynamic` wherever the checker typed
// something a union: the facts of expressions, variables, returns,
// fields and globals.
func (in *Info) eraseUnions() {
	if !in.unions && len(in.erase) == 0 {
		return
	}
	erase := func(t *Type) {
		if _, ok := (*t).(*UnionType); ok {
			*t = Dynamic
		}
	}
	for i := range in.facts.types {
		erase(&in.facts.types[i])
	}
	for _, e := range in.erase {
		in.setType(e, Dynamic)
	}
	fn := func(f *FuncDecl) {
		for _, v := range f.Params {
			erase(&v.Type)
		}
		for _, v := range f.Locals {
			erase(&v.Type)
		}
		erase(&f.Return)
	}
	for _, f := range in.Funcs {
		fn(f)
	}
	for _, f := range in.Nested {
		fn(f)
	}
	for _, v := range in.ModuleLocals {
		erase(&v.Type)
	}
	for _, ci := range in.Classes {
		for _, m := range ci.Methods {
			fn(m)
		}
		for name, t := range ci.Fields {
			if _, ok := t.(*UnionType); ok {
				ci.Fields[name] = Dynamic
			}
		}
	}
	for _, g := range in.Globals {
		erase(&g.Type)
	}
}
