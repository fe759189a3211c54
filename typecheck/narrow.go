// This file implements Optional[T] and its narrowing, for T a module
// class or a builtin class (int, str, list, ...): after `x is not None`,
// `x is None` with an early exit, `isinstance(x, T)` or a truth test, a
// local of type Optional[T] is a T (and after `x is None`, None), so
// its fields and methods are typed, as CinderX narrows.

package typecheck

import (
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
)

// OptionalType is Optional[T]: T is a *ClassType or a builtin *Object
// (never dynamic, object or None).
type OptionalType struct {
	Inner Type
}

func (t *OptionalType) String() string { return "Optional[" + t.Inner.String() + "]" }

// IsOptional reports whether t is an Optional class type.
func IsOptional(t Type) (*OptionalType, bool) {
	o, ok := t.(*OptionalType)
	return o, ok
}

// optionalOf returns the module's one Optional[inner] (interned per
// checked module, as checkedOf is).
func (c *checker) optionalOf(inner Type) *OptionalType {
	if o := c.optionalTypes[inner]; o != nil {
		return o
	}
	if c.optionalTypes == nil {
		c.optionalTypes = map[Type]*OptionalType{}
	}
	o := &OptionalType{Inner: inner}
	c.optionalTypes[inner] = o
	return o
}

// optionalInner reports whether t may be the T of Optional[T]: a module
// class or a builtin class the checker names. (Not the typed
// containers: compiled code reads those through their layout, so their
// type must hold everywhere, and a narrowing may not.)
func optionalInner(t Type) bool {
	switch t := t.(type) {
	case *ClassType:
		return true
	case *Object:
		return t != Dynamic && t != ObjectT && t != NoneObj && t != Invalid
	}
	return false
}

// fitsInner reports whether a value of type t is a T for Optional[T].
func fitsInner(t, inner Type) bool {
	if t == inner || isSubclassType(t, inner) {
		return true
	}
	return (inner == IntObj && t == BoolObj) || (inner == FloatObj && (t == IntObj || t == BoolObj))
}

// optionalAnnotation returns Optional[C] for Optional[C], C | None or
// Union[C, None] with C a module class; nil otherwise.
func (c *checker) optionalAnnotation(e parser.Expr) Type {
	var members []parser.Expr
	switch e := e.(type) {
	case *parser.Subscript:
		n, ok := e.Value.(*parser.Name)
		if !ok {
			return nil
		}
		g := c.info.Globals[n.Id]
		if g == nil {
			return nil
		}
		switch g.Static {
		case "typing.Optional":
			members = []parser.Expr{e.Slice, &parser.Constant{Kind: parser.ConstNone}}
		case "typing.Union":
			if t, ok := e.Slice.(*parser.Tuple); ok {
				members = t.Elts
			}
		}
	case *parser.BinOp:
		if e.Op == parser.BitOr {
			members = []parser.Expr{e.Left, e.Right}
		}
	}
	if len(members) != 2 {
		return nil
	}
	var inner Type
	none := false
	for _, m := range members {
		if k, ok := m.(*parser.Constant); ok && k.Kind == parser.ConstNone {
			none = true
			continue
		}
		if k, ok := m.(*parser.Constant); ok && k.Kind != parser.ConstStr {
			return nil
		}
		if t := c.annotation(m); t != nil && optionalInner(t) {
			inner = t
		}
	}
	if !none || inner == nil {
		return nil
	}
	return c.optionalOf(inner)
}

// narrowing maps locals (*Var) and fields of locals (fieldKey) to the
// type a test or an assignment proved for them.
type narrowing map[any]Type

// fieldKey is `v.attr`, a field of a module class read through a local:
// CinderX narrows it as it narrows a local, until a call (which may
// change the object) or an assignment. Properties are never narrowed.
type fieldKey struct {
	v    *Var
	attr string
}

// fieldKeyOf returns the key of e when e reads a field of Optional type
// through a local, and that type.
func (c *checker) fieldKeyOf(e parser.Expr) (fieldKey, *OptionalType, bool) {
	a, ok := e.(*parser.Attribute)
	if !ok {
		return fieldKey{}, nil, false
	}
	n, ok := a.Value.(*parser.Name)
	if !ok {
		return fieldKey{}, nil, false
	}
	v, ok := c.lookup(n.Id).(*Var)
	if !ok {
		return fieldKey{}, nil, false
	}
	ct, ok := IsClass(c.narrowed(v))
	if !ok {
		return fieldKey{}, nil, false
	}
	o, ok := IsOptional(ct.Info.field(a.Attr))
	if !ok {
		return fieldKey{}, nil, false
	}
	c.fieldKeys = true
	return fieldKey{v, a.Attr}, o, true
}

// dropFields ends the narrowings of fields: a call may change any
// object.
func (c *checker) dropFields() {
	for k := range c.flow {
		if _, ok := k.(fieldKey); ok {
			out := narrowing{}
			for k, t := range c.flow {
				if _, ok := k.(fieldKey); !ok {
					out[k] = t
				}
			}
			c.flow = out
			return
		}
	}
}

// narrowed is the current type of v where narrowings apply.
func (c *checker) narrowed(v *Var) Type {
	if t, ok := c.flow[v]; ok {
		return t
	}
	return v.Type
}

// testNarrowing reports what a condition proves when it holds (then) and
// when it does not (orelse).
func (c *checker) testNarrowing(test parser.Expr) (then, orelse narrowing) {
	then, orelse = narrowing{}, narrowing{}
	optVar := func(e parser.Expr) (*Var, *OptionalType) {
		if ne, ok := e.(*parser.NamedExpr); ok {
			e = ne.Target // (y := x) is not None narrows y
		}
		n, ok := e.(*parser.Name)
		if !ok {
			return nil, nil
		}
		v, ok := c.lookup(n.Id).(*Var)
		if !ok {
			return nil, nil
		}
		o, ok := IsOptional(v.Type)
		if !ok {
			return nil, nil
		}
		return v, o
	}
	switch t := test.(type) {
	case *parser.Compare:
		if len(t.Ops) != 1 {
			break
		}
		k, isConst := t.Comparators[0].(*parser.Constant)
		if !isConst || k.Kind != parser.ConstNone {
			break
		}
		if key, o, ok := c.fieldKeyOf(t.Left); ok {
			switch t.Ops[0] {
			case parser.IsNot:
				then[key], orelse[key] = o.Inner, NoneObj
			case parser.Is:
				then[key], orelse[key] = NoneObj, o.Inner
			}
		}
		if v, o := optVar(t.Left); v != nil {
			switch t.Ops[0] {
			case parser.IsNot:
				then[v], orelse[v] = o.Inner, NoneObj
			case parser.Is:
				then[v], orelse[v] = NoneObj, o.Inner
			}
		}
	case *parser.Name, *parser.NamedExpr:
		if v, o := optVar(t); v != nil {
			then[v] = o.Inner
		}
	case *parser.Call:
		if n, ok := t.Func.(*parser.Name); ok && n.Id == "isinstance" && len(t.Args) == 2 && c.lookup("isinstance") == nil {
			if v, ok := c.varOf(t.Args[0]); ok && !v.Cell && c.fn != nil && c.fn.locals[v.Name] == v {
				if cur := c.narrowed(v); cur == Dynamic || cur == ObjectT {
					if nt := c.isinstanceOfDynamic(t.Args[1]); nt != nil {
						then[v] = nt
					}
				} else if isOptional(cur) {
					if nt := c.isinstanceOfDynamic(t.Args[1]); nt == Dynamic {
						then[v] = nt // isinstance(x, D) of an unknown D
					}
				} else if _, ok := IsClass(cur); ok {
					// A local typed as a module class is a subclass
					// where isinstance says so (CinderX refines it to
					// the class named).
					if nt := c.isinstanceOfDynamic(t.Args[1]); nt != nil && nt != cur && isSubclassType(nt, cur) {
						then[v] = nt
					}
				}
			}
			if v, u := c.unionVar(t.Args[0]); v != nil {
				th, el := c.isinstanceNarrowing(u, t.Args[1])
				if th != nil {
					then[v] = th
				}
				if el != nil {
					orelse[v] = el
					orelse[unionNarrowKey{v}] = boundMark
					c.unionNarrowed = true
				}
			}
			if v, o := optVar(t.Args[0]); v != nil {
				if cn, ok := t.Args[1].(*parser.Name); ok && c.namesType(cn, o.Inner) {
					then[v] = o.Inner
				}
			}
			if key, o, ok := c.fieldKeyOf(t.Args[0]); ok {
				if cn, ok := t.Args[1].(*parser.Name); ok && c.namesType(cn, o.Inner) {
					then[key] = o.Inner
				}
			}
		}
	case *parser.BoolOp:
		// `a and b` holds when both do, and fails when a fails or a
		// holds and b fails; `or` the other way round.
		var all narrowing = narrowing{}
		var ends []narrowing
		for _, v := range t.Values {
			th, el := c.testNarrowing(v)
			if t.Op == parser.Or {
				th, el = el, th
			}
			ends = append(ends, all.with(el))
			all = all.with(th)
		}
		if t.Op == parser.And {
			return all, merge(ends...)
		}
		return merge(ends...), all
	case *parser.UnaryOp:
		if t.Op == parser.Not {
			th, el := c.testNarrowing(t.Operand)
			return el, th
		}
	}
	return then, orelse
}

// isOptionalOf reports whether a value of type t fits Optional to: None,
// the class, a subclass, or the same Optional.
func isOptionalOf(to, t Type) bool {
	o, ok := IsOptional(to)
	if !ok {
		return false
	}
	if t == NoneObj {
		return true
	}
	if ot, ok := IsOptional(t); ok {
		return fitsInner(ot.Inner, o.Inner)
	}
	return fitsInner(t, o.Inner)
}

// namesType reports whether n names type t: its module class, or the
// builtin class when no global shadows it.
func (c *checker) namesType(n *parser.Name, t Type) bool {
	if g := c.info.Globals[n.Id]; g != nil {
		ct, ok := IsClass(t)
		return ok && g.Class == ct.Info
	}
	o := objectTypes[n.Id]
	return o != nil && o == t
}

// unionNarrowKey marks a local narrowed by excluding members of a
// union (`if isinstance(z, str): return`): compiled code never checked
// that the union held (it is dynamic at run time), so what the
// exclusion leaves types the checker's view only (see Info.erase).
type unionNarrowKey struct{ v *Var }

// unionVar is the local e names when its type here is a union.
func (c *checker) unionVar(e parser.Expr) (*Var, *UnionType) {
	n, ok := e.(*parser.Name)
	if !ok {
		return nil, nil
	}
	v, ok := c.lookup(n.Id).(*Var)
	if !ok {
		return nil, nil
	}
	t := v.Type
	if nt, ok := c.flow[v]; ok {
		t = nt
	}
	u, ok := IsUnion(t)
	if !ok {
		return nil, nil
	}
	return v, u
}

// maybeNone reports an operation on a value that may be None (an
// Optional the test before did not narrow, or None itself), in
// CinderX's words: "Optional[int]: 'NoneType' object is not callable".
// A plain module is Python, where the operation raises when it runs (or
// does not, where the checker's narrowing is less than the program's):
// nothing is reported there and the caller goes on with a dynamic value,
// except that an operation on None itself, which always raises, is worth
// a warning.
func (c *checker) maybeNone(at parser.Node, t Type, what string) bool {
	if !c.cfg.Static {
		if t == NoneObj && !c.interp {
			d := c.diags.Warnf(c.m.Pos(at), diagnostics.BadAttribute, "%s (raises when it runs)", what)
			d.End = c.m.EndPos(at)
		}
		return false
	}
	switch {
	case t == NoneObj:
		c.errorf(at, diagnostics.BadAttribute, "%s", what)
		return true
	case isOptional(t):
		c.errorf(at, diagnostics.BadAttribute, "%s: %s", t, what)
		return true
	}
	return false
}

func isOptional(t Type) bool {
	_, ok := IsOptional(t)
	return ok
}

func isOptionalOrNone(t Type) bool { return t == NoneObj || isOptional(t) }
