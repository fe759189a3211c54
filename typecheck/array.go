// This file implements the typing of Array[T]: annotations, construction,
// indexing, stores and iteration.

package typecheck

import (
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/primitives"
)

// ArrayType is Array[T]: a fixed-size buffer of primitives. At run time
// it is a Python object exporting a C-contiguous buffer whose item format
// matches T; compiled code reads and writes the buffer directly.
type ArrayType struct {
	Elem *primitives.Prim
}

func (a *ArrayType) String() string { return "Array[" + a.Elem.Name + "]" }

var arrayTypes = func() map[*primitives.Prim]*ArrayType {
	m := map[*primitives.Prim]*ArrayType{}
	for _, p := range primitives.AllPrim {
		if p.Kind != primitives.Bool {
			m[p] = &ArrayType{Elem: p}
		}
	}
	return m
}()

// ArrayOf returns the one Array[p] type (nil for cbool, which has no
// array format).
func ArrayOf(p *primitives.Prim) *ArrayType { return arrayTypes[p] }

// IsArray reports whether t is an Array type and returns it.
func IsArray(t Type) (*ArrayType, bool) {
	a, ok := t.(*ArrayType)
	return a, ok
}

// isArrayName reports whether e names __static__'s Array.
func (c *checker) isArrayName(e parser.Expr) bool {
	return c.isStaticBuiltin(e, "Array")
}

// arrayAnnotation resolves Array[T] in an annotation or a constructor.
func (c *checker) arrayAnnotation(e *parser.Subscript) Type {
	t := c.annotation(e.Slice)
	p, ok := IsPrim(t)
	if !ok || ArrayOf(p) == nil {
		name := "?"
		if t != nil {
			name = c.typeName(t)
		}
		// CinderX's ArrayClass.make_generic_type.
		c.errorf(e.Slice, diagnostics.BadAnnotation, "Invalid Array element type: %s", name)
		return nil
	}
	return ArrayOf(p)
}

// arrayIndex types a[i] for an array a: the index is any primitive
// integer (or an int, unboxed at run time); slicing is an error.
func (c *checker) arrayIndex(e *parser.Subscript, a *ArrayType) Type {
	if _, ok := e.Slice.(*parser.Slice); ok {
		c.errorf(e, diagnostics.BadIndex, "Static arrays cannot be sliced")
		return nil
	}
	// As a conversion's argument: int64 for a constant, no context for
	// arithmetic (CinderX visits the index without one: a[x + y] of
	// int8s adds int8s).
	t := c.expr(e.Slice, c.convertContext(e.Slice, primitives.Int64))
	if p, ok := IsPrim(t); ok {
		if !p.IsInt() {
			c.errorf(e.Slice, diagnostics.BadIndex, "array index must be an integer, not %s", p.Name)
		}
	} else if t != IntObj && t != BoolObj && t != Dynamic {
		c.errorf(e.Slice, diagnostics.BadIndex, "array index must be an integer, not %s", t)
	}
	if !c.isLocal(e.Value) {
		c.unsupported(e, "indexing an array that is not a local variable")
	}
	return PrimOf(a.Elem)
}

// newArray checks Array[T](n): one integer size.
func (c *checker) newArray(e *parser.Call, a *ArrayType) Type {
	if len(e.Args) != 1 || len(e.Keywords) != 0 {
		c.errorf(e, diagnostics.BadCall, "%s requires a single argument (%d given)", a, len(e.Args)+len(e.Keywords))
		c.typeArgs(e)
		return a
	}
	t := c.expr(e.Args[0], nil)
	if p, ok := IsPrim(t); ok && !p.IsInt() {
		c.errorf(e.Args[0], diagnostics.TypeMismatch, "type mismatch: %s cannot be used as an array size", p.Name)
	} else if !ok && !c.assignable(e.Args[0], t, IntObj) && !arrayIterable(t) {
		// The one argument is the size (CinderX's __new__(cls, size:
		// int)) or, beyond CinderX, an iterable of the elements (its own
		// fannkuch_static passes a range); not a string or a float.
		d := c.errorf(e.Args[0], diagnostics.TypeMismatch, "type mismatch: %s received for positional arg 'size', expected int", c.describe(e.Args[0], t))
		d.Hint = "Array[T](n) makes n zeros; fill it with a loop"
	}
	return a
}

// arrayIterable reports whether an Array may be built from the elements
// of a t: a range, list, tuple, set, Array or checked list.
func arrayIterable(t Type) bool {
	switch t {
	case RangeObj, ListObj, TupleObj, SetObj:
		return true
	}
	_, isArray := IsArray(t)
	ct, isChecked := IsChecked(t)
	return isArray || (isChecked && ct.Name == "CheckedList")
}

// isLocal reports whether e names a local variable or parameter.
func (c *checker) isLocal(e parser.Expr) bool {
	n, ok := e.(*parser.Name)
	if !ok {
		return false
	}
	_, ok = c.info.RefOf(n).(*Var)
	return ok
}
