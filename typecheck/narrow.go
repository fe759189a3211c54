// This file implements Optional[C] for module classes and its narrowing:
// after `x is not None`, `x is None` with an early exit, `isinstance(x, C)`
// or a truth test, a local of type Optional[C] is a C, so its fields and
// methods are typed, as CinderX narrows.

package typecheck

import "github.com/staticpyc/staticpyc/parser"

// OptionalType is Optional[C] for a class type C.
type OptionalType struct {
	Inner *ClassType
}

func (t *OptionalType) String() string { return "Optional[" + t.Inner.String() + "]" }

// IsOptional reports whether t is an Optional class type.
func IsOptional(t Type) (*OptionalType, bool) {
	o, ok := t.(*OptionalType)
	return o, ok
}

// optionalOf returns the module's one Optional[class] (interned per
// checked module, as checkedOf is).
func (c *checker) optionalOf(class *ClassType) *OptionalType {
	if o := c.optionalTypes[class]; o != nil {
		return o
	}
	if c.optionalTypes == nil {
		c.optionalTypes = map[*ClassType]*OptionalType{}
	}
	o := &OptionalType{Inner: class}
	c.optionalTypes[class] = o
	return o
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
	var class *ClassType
	none := false
	for _, m := range members {
		if k, ok := m.(*parser.Constant); ok && k.Kind == parser.ConstNone {
			none = true
			continue
		}
		if n, ok := m.(*parser.Name); ok {
			if g := c.info.Globals[n.Id]; g != nil && g.Class != nil {
				class = g.Class.Type
			}
		}
	}
	if !none || class == nil {
		return nil
	}
	return c.optionalOf(class)
}

// narrowing maps locals to the type a test proved for them.
type narrowing map[*Var]Type

// narrowed is the current type of v where narrowings apply.
func (c *checker) narrowed(v *Var) Type {
	for i := len(c.narrows) - 1; i >= 0; i-- {
		if t, ok := c.narrows[i][v]; ok {
			return t
		}
	}
	return v.Type
}

// testNarrowing reports what a condition proves when it holds (then) and
// when it does not (orelse).
func (c *checker) testNarrowing(test parser.Expr) (then, orelse narrowing) {
	then, orelse = narrowing{}, narrowing{}
	optVar := func(e parser.Expr) (*Var, *OptionalType) {
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
		if v, o := optVar(t.Left); v != nil {
			switch t.Ops[0] {
			case parser.IsNot:
				then[v] = o.Inner
			case parser.Is:
				orelse[v] = o.Inner
			}
		}
	case *parser.Name:
		if v, o := optVar(t); v != nil {
			then[v] = o.Inner
		}
	case *parser.Call:
		if n, ok := t.Func.(*parser.Name); ok && n.Id == "isinstance" && len(t.Args) == 2 && c.lookup("isinstance") == nil {
			if v, o := optVar(t.Args[0]); v != nil {
				if cn, ok := t.Args[1].(*parser.Name); ok {
					if g := c.info.Globals[cn.Id]; g != nil && g.Class == o.Inner.Info {
						then[v] = o.Inner
					}
				}
			}
		}
	case *parser.BoolOp:
		if t.Op == parser.And {
			for _, v := range t.Values {
				th, _ := c.testNarrowing(v)
				for k, x := range th {
					then[k] = x
				}
			}
		}
	case *parser.UnaryOp:
		if t.Op == parser.Not {
			th, el := c.testNarrowing(t.Operand)
			return el, th
		}
	}
	return then, orelse
}

// withNarrowing checks stmts under a narrowing. A narrowed local may be
// rebound inside (n = n.next) and the narrowing still holds for typing:
// that is safe because fields and methods are reached through the object
// at run time, so a None there raises the AttributeError the interpreted
// module raises; narrowing only lets the typed code compile.
func (c *checker) withNarrowing(n narrowing, stmts []parser.Stmt) {
	c.narrows = append(c.narrows, n)
	c.block(stmts)
	c.narrows = c.narrows[:len(c.narrows)-1]
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
		return isSubclassType(ot.Inner, o.Inner)
	}
	return isSubclassType(t, o.Inner)
}
