// This file implements the typing of CheckedDict[K, V] and CheckedList[T]:
// dict and list subclasses whose element types are checked on every
// store, so compiled code may rely on them.

package typecheck

import (
	"strings"

	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
)

// CheckedType is CheckedDict[K, V] (Params K, V) or CheckedList[T].
type CheckedType struct {
	Name   string // "CheckedDict" or "CheckedList"
	Params []Type
}

func (c *CheckedType) String() string {
	var ps []string
	for _, p := range c.Params {
		ps = append(ps, p.String())
	}
	return c.Name + "[" + strings.Join(ps, ", ") + "]"
}

// IsDict reports whether c is a CheckedDict.
func (c *CheckedType) IsDict() bool { return c.Name == "CheckedDict" }

// Elem is the type of c[i]: V for a dict, T for a list.
func (c *CheckedType) Elem() Type { return c.Params[len(c.Params)-1] }

// Key is the type of a dict's keys (int for a list's indexes).
func (c *CheckedType) Key() Type {
	if c.IsDict() {
		return c.Params[0]
	}
	return IntObj
}

// checkedOf returns the module's one CheckedType with these parameters.
// Types are interned per checked module, never across modules: two
// modules' classes of the same name are different types, and modules are
// checked in parallel.
func (c *checker) checkedOf(name string, params []Type) *CheckedType {
	t := &CheckedType{Name: name, Params: params}
	if k, ok := c.checkedTypes[t.String()]; ok {
		return k
	}
	if c.checkedTypes == nil {
		c.checkedTypes = map[string]*CheckedType{}
	}
	c.checkedTypes[t.String()] = t
	return t
}

// IsChecked reports whether t is a checked container type.
func IsChecked(t Type) (*CheckedType, bool) {
	c, ok := t.(*CheckedType)
	return c, ok
}

// checkedName returns "CheckedDict"/"CheckedList" when e names one.
func (c *checker) checkedName(e parser.Expr) string {
	for _, n := range []string{"CheckedDict", "CheckedList"} {
		if c.isStaticBuiltin(e, n) {
			return n
		}
	}
	return ""
}

// checkedAnnotation resolves CheckedDict[K, V] / CheckedList[T].
func (c *checker) checkedAnnotation(name string, e *parser.Subscript) Type {
	var args []parser.Expr
	if t, ok := e.Slice.(*parser.Tuple); ok {
		args = t.Elts
	} else {
		args = []parser.Expr{e.Slice}
	}
	want := 1
	if name == "CheckedDict" {
		want = 2
	}
	if len(args) != want {
		c.errorf(e, diagnostics.BadAnnotation, "incorrect number of generic arguments for %s, expected %d, got %d", name, want, len(args))
		return nil
	}
	var params []Type
	for _, a := range args {
		t := c.annotation(a)
		if t == nil {
			return nil
		}
		if _, ok := IsPrim(t); ok {
			c.unsupported(a, "primitive element types in "+name)
			return nil
		}
		params = append(params, t)
	}
	return c.checkedOf(name, params)
}

// checkedIndex checks the key of d[k] or the index of l[i].
func (c *checker) checkedIndex(e *parser.Subscript, ct *CheckedType) {
	if _, ok := e.Slice.(*parser.Slice); ok {
		if ct.IsDict() {
			c.errorf(e, diagnostics.BadIndex, "cannot slice %s", ct)
		} else {
			c.unsupported(e, "slicing a CheckedList")
		}
		return
	}
	if ct.IsDict() {
		k := c.expr(e.Slice, ct.Key())
		c.requireObject(e.Slice, k, "dict keys cannot be primitives")
		if !c.assignable(e.Slice, k, ct.Key()) {
			c.errorf(e.Slice, diagnostics.TypeMismatch, "type mismatch: %s cannot be assigned to %s", c.describe(e.Slice, k), ct.Key())
		}
		return
	}
	t := c.expr(e.Slice, nil)
	if p, ok := IsPrim(t); ok && !p.IsInt() {
		c.errorf(e.Slice, diagnostics.BadIndex, "list index must be an integer, not %s", p.Name)
	} else if !ok && !c.assignable(e.Slice, t, IntObj) {
		// CinderX types chklist's index as an int.
		c.errorf(e.Slice, diagnostics.TypeMismatch, "type mismatch: %s cannot be assigned to int", c.describe(e.Slice, t))
	}
}

// isCheckedOf reports whether t is the checked container `name`.
func isCheckedOf(t Type, name string) bool {
	c, ok := t.(*CheckedType)
	return ok && c.Name == name
}
