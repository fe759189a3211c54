// This file implements typing.Literal types of int and bool constants, as
// CinderX types them: `x: Literal[1]` holds only 1, a Literal type
// stands where its class is expected, and messages name a constant by
// its literal type (`Literal[2] cannot be assigned to Literal[1]`).

package typecheck

import (
	"github.com/staticpyc/staticpyc/parser"
)

// literalAnnotation is the type of `Literal[v]`: a literal type for one
// int or bool constant, else dynamic (several values, strings).
func (c *checker) literalAnnotation(e *parser.Subscript) Type {
	k, ok := c.foldConst(e.Slice)
	if !ok {
		return Dynamic
	}
	if k.Bool == nil && k.Int == nil {
		return Dynamic
	}
	return c.literalOf(k)
}

// literalOf is the literal type of the int or bool constant k (of a
// kind literalAnnotation checked).
func (c *checker) literalOf(k Const) Type {
	base := IntObj
	if k.Bool != nil {
		base = BoolObj
	}
	name := constLiteralName(k)
	if t := c.literalTypes[name]; t != nil {
		return t
	}
	if c.literalTypes == nil {
		c.literalTypes = map[string]*Object{}
	}
	t := &Object{Name: name, Literal: base, Value: name}
	c.literalTypes[name] = t
	return t
}

// constLiteralName is the literal type of an int or bool constant
// (`Literal[1]`, `Literal[True]`), or "".
func constLiteralName(k Const) string {
	switch {
	case k.Bool != nil:
		if *k.Bool {
			return "Literal[True]"
		}
		return "Literal[False]"
	case k.Int != nil:
		return "Literal[" + k.Int.String() + "]"
	}
	return ""
}

// literalValue is the literal type of e (of type t): t's when it is a
// literal type, that of e's constant value, else "".
func (c *checker) literalValue(e parser.Expr, t Type) string {
	if o, ok := t.(*Object); ok && o.Literal != nil {
		return o.Name
	}
	if e == nil || (t != IntObj && t != BoolObj) {
		return ""
	}
	if k, ok := c.info.ConstOf(e); ok {
		return constLiteralName(k)
	}
	return ""
}
