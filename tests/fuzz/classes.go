// This file implements the classes of a generated Static Python module:
// a small hierarchy made anew for each program, with typed fields of
// primitive and object types (some declared in the class body and left
// unset by __init__), methods that read and write them, overrides in
// subclasses (some calling super()), final methods, and a subclass made
// in Python whose override returns a value of the right or of a wrong
// type. The generated functions construct them, call their methods
// through the base's type and write and read their fields, from typed
// and from untyped code: what native classes compile to (slots at fixed
// offsets, vtables, native construction, the Python-override thunk)
// against the interpreted runtime's classes.

package fuzz

import (
	"fmt"
	"strings"

	"github.com/staticpyc/staticpyc/driver"
)

// Class is a generated class.
type Class struct {
	Name   string
	Base   *Class
	Fields []Var // its own fields, after its base's
	// Unset are fields declared in the class body that __init__ leaves
	// unset: a primitive reads as zero, an object raises AttributeError.
	Unset   map[string]bool
	Methods []*Method // its own: new methods and overrides
	// PySub names a subclass made in Python (by exec, so interpreted in
	// both runs) overriding one method; "" when there is none.
	PySub       string
	PyOverride  *Method
	PyReturnBad bool // the Python override returns a value of another type
}

// Method is a generated method.
type Method struct {
	Name   string
	Params []Var
	Ret    *Type
	Body   []string
	Final  bool
	// Kind is "" for a plain method, or "staticmethod", "classmethod"
	// or "property" (no parameters), its decorator.
	Kind string
}

// decorator is the line that makes m what its Kind says, or "".
func (m *Method) decorator() string {
	if m.Kind == "" {
		return ""
	}
	return "@" + m.Kind + "\n"
}

// first is m's first parameter, if it has one.
func (m *Method) first() []string {
	switch m.Kind {
	case "staticmethod":
		return nil
	case "classmethod":
		return []string{"cls"}
	}
	return []string{"self"}
}

// fieldTypes are the types of generated fields.
var fieldTypes = []*Type{tInt64, tInt64, tInt8, tUint16, tDouble, tCbool, tPyInt, tStr}

// allFields is c's fields, its bases' first.
func (c *Class) allFields() []Var {
	if c == nil {
		return nil
	}
	return append(c.Base.allFields(), c.Fields...)
}

// method finds the method name as c has it: its own or inherited.
func (c *Class) method(name string) *Method {
	for k := c; k != nil; k = k.Base {
		for _, m := range k.Methods {
			if m.Name == name {
				return m
			}
		}
	}
	return nil
}

// allMethods is every method c has, overrides replacing what they
// override, in the order of first declaration.
func (c *Class) allMethods() []*Method {
	if c == nil {
		return nil
	}
	out := c.Base.allMethods()
	for _, m := range c.Methods {
		replaced := false
		for i, b := range out {
			if b.Name == m.Name {
				out[i], replaced = m, true
			}
		}
		if !replaced {
			out = append(out, m)
		}
	}
	return out
}

// genClasses makes the classes of a Static Python program: up to four
// attempts at a hierarchy the checker accepts (the generator does not
// know every typing rule), else none.
func (g *gen) genClasses() {
	for attempt := 0; attempt < 4; attempt++ {
		g.classes = nil
		n := 1 + g.pick(3)
		for i := 0; i < n; i++ {
			var base *Class
			if i > 0 && g.chance(0.7) {
				base = g.classes[g.pick(i)]
			}
			g.classes = append(g.classes, g.class(fmt.Sprintf("K%d", i), base))
		}
		src := staticPrelude + renderClasses(g.classes)
		diags, err := driver.CheckSource(SourceName, []byte(src), false)
		if err == nil && !diags.HasErrors() {
			return
		}
	}
	g.classes = nil
}

func (g *gen) class(name string, base *Class) *Class {
	c := &Class{Name: name, Base: base, Unset: map[string]bool{}}
	nf := 1 + g.pick(3)
	for j := 0; j < nf; j++ {
		f := Var{Name: fmt.Sprintf("%s_f%d", strings.ToLower(name), j), T: fieldTypes[g.pick(len(fieldTypes))]}
		c.Fields = append(c.Fields, f)
		if g.chance(0.15) {
			c.Unset[f.Name] = true
		}
	}
	// Overrides of the base's methods (not the final ones), then new ones.
	if base != nil {
		for _, m := range base.allMethods() {
			if !m.Final && g.chance(0.6) {
				c.Methods = append(c.Methods, g.methodBody(c, &Method{Name: m.Name, Params: m.Params, Ret: m.Ret, Kind: m.Kind}, base))
			}
		}
	}
	for j, n := 0, g.pick(3); j < n || (base == nil && j == 0); j++ {
		m := &Method{Name: fmt.Sprintf("%s_m%d", strings.ToLower(name), j), Ret: g.fieldishType()}
		if g.chance(0.4) {
			m.Kind = []string{"staticmethod", "classmethod", "property"}[g.pick(3)]
		} else {
			m.Final = g.chance(0.2)
		}
		for k, np := 0, g.pick(3); k < np && m.Kind != "property"; k++ {
			m.Params = append(m.Params, Var{Name: fmt.Sprintf("a%d", k), T: g.fieldishType()})
		}
		c.Methods = append(c.Methods, g.methodBody(c, m, nil))
	}
	if ms := c.allMethods(); g.chance(0.4) && len(ms) > 0 {
		var open []*Method
		for _, m := range ms {
			if !m.Final {
				open = append(open, m)
			}
		}
		if len(open) > 0 {
			c.PySub = "Py" + name
			c.PyOverride = open[g.pick(len(open))]
			c.PyReturnBad = g.chance(0.25)
		}
	}
	return c
}

func (g *gen) fieldishType() *Type {
	return []*Type{tInt64, tInt64, tInt32, tDouble, tCbool, tPyInt, tStr}[g.pick(7)]
}

// methodBody writes m's body for class c: statements over its
// parameters and self's fields, a field store, and a return that may
// call the overridden method through super().
func (g *gen) methodBody(c *Class, m *Method, overridden *Class) *Method {
	savedVars, savedN, savedTyped, savedDepth := g.vars, g.nvar, g.typed, g.depth
	defer func() { g.vars, g.nvar, g.typed, g.depth = savedVars, savedN, savedTyped, savedDepth }()
	g.typed, g.vars, g.nvar, g.depth = true, nil, 0, 1
	g.vars = append(g.vars, m.Params...)
	for _, f := range c.allFields() {
		if !c.unsetAnywhere(f.Name) && m.first() != nil && m.first()[0] == "self" {
			g.vars = append(g.vars, Var{Name: "self." + f.Name, T: f.T, Fixed: true})
		}
	}
	var body []string
	if m.Kind == "classmethod" {
		// Which class it was called through (a subclass's, by an
		// instance of it).
		body = append(body, "LOG.append(cls.__name__)")
	}
	for j, n := 0, g.pick(3); j < n; j++ {
		switch g.pick(4) {
		case 0:
			body = append(body, g.augAssign())
		case 1:
			if fs := c.allFields(); len(fs) > 0 && m.Kind == "" {
				f := fs[g.pick(len(fs))]
				body = append(body, fmt.Sprintf("self.%s = %s", f.Name, g.expr(f.T, 2)))
				continue
			}
			fallthrough
		default:
			body = append(body, g.assign())
		}
	}
	ret := g.expr(m.Ret, 1)
	if overridden != nil && g.chance(0.5) {
		var args []string
		for _, p := range m.Params {
			args = append(args, p.Name)
		}
		call := fmt.Sprintf("super().%s(%s)", m.Name, strings.Join(args, ", "))
		switch m.Kind {
		case "property":
			call = "super()." + m.Name
		case "staticmethod":
			call = fmt.Sprintf("%s.%s(%s)", overridden.Name, m.Name, strings.Join(args, ", "))
		}
		if m.Kind != "" && primitive[m.Ret.Kind] {
			// CinderX types super() only for plain methods: the result
			// of a property or classmethod is dynamic, unboxed here.
			call = fmt.Sprintf("%s(%s)", m.Ret.Name, call)
		}
		switch m.Ret.Kind {
		case "int", "double":
			ret = fmt.Sprintf("(%s + %s)", call, ret)
		default:
			ret = call
		}
	}
	m.Body = append(body, "return "+ret)
	return m
}

// unsetAnywhere reports whether field name may be unset on an instance
// of c: declared unset by the class that declares it.
func (c *Class) unsetAnywhere(name string) bool {
	for k := c; k != nil; k = k.Base {
		if k.Unset[name] {
			return true
		}
	}
	return false
}

// renderClasses writes the classes, each followed by its Python
// subclass.
func renderClasses(cs []*Class) string {
	var b strings.Builder
	for _, c := range cs {
		b.WriteString("\n")
		base := ""
		if c.Base != nil {
			base = "(" + c.Base.Name + ")"
		}
		fmt.Fprintf(&b, "class %s%s:\n", c.Name, base)
		for _, f := range c.Fields {
			if c.Unset[f.Name] {
				fmt.Fprintf(&b, "    %s: %s\n", f.Name, f.T.Name)
			}
		}
		var ps, args []string
		for i, f := range c.allFields() {
			ps = append(ps, fmt.Sprintf("a%d: %s", i, f.T.Name))
			args = append(args, fmt.Sprintf("a%d", i))
		}
		fmt.Fprintf(&b, "\n    def __init__(self, %s) -> None:\n", strings.Join(ps, ", "))
		nb := len(c.Base.allFields())
		if c.Base != nil {
			fmt.Fprintf(&b, "        super().__init__(%s)\n", strings.Join(args[:nb], ", "))
		}
		for i, f := range c.Fields {
			if !c.Unset[f.Name] {
				fmt.Fprintf(&b, "        self.%s: %s = a%d\n", f.Name, f.T.Name, nb+i)
			}
		}
		if len(c.Fields) == 0 || allUnset(c) {
			b.WriteString("        pass\n")
		}
		for _, m := range c.Methods {
			b.WriteString("\n")
			if m.Final {
				b.WriteString("    @final\n")
			}
			if d := m.decorator(); d != "" {
				b.WriteString("    " + d)
			}
			ps := m.first()
			for _, p := range m.Params {
				ps = append(ps, p.Name+": "+p.T.Name)
			}
			fmt.Fprintf(&b, "    def %s(%s) -> %s:\n", m.Name, strings.Join(ps, ", "), m.Ret.Name)
			for _, s := range m.Body {
				b.WriteString(indent(indent(s)) + "\n")
			}
		}
		if c.PySub != "" {
			m := c.PyOverride
			ps := m.first()
			for _, p := range m.Params {
				ps = append(ps, p.Name)
			}
			ret := pyLiteral(m.Ret)
			if c.PyReturnBad {
				ret = `"wrong"`
				if m.Ret == tStr {
					ret = "1.5"
				}
			}
			fmt.Fprintf(&b, "\n\nexec(\"\"\"\nclass %s(%s):\n    %sdef %s(%s):\n        LOG.append('py %s')\n        return %s\n\"\"\", globals())\n%s = globals()[\"%s\"]\n",
				c.PySub, c.Name, strings.ReplaceAll(m.decorator(), "\n", "\n    "), m.Name, strings.Join(ps, ", "), m.Name, ret, c.PySub, c.PySub)
		}
	}
	return b.String()
}

func allUnset(c *Class) bool {
	for _, f := range c.Fields {
		if !c.Unset[f.Name] {
			return false
		}
	}
	return true
}

// pyLiteral is a Python value of type t, as a Python override returns it.
func pyLiteral(t *Type) string {
	switch t.Kind {
	case "int", "pyint":
		return "7"
	case "double", "pyfloat":
		return "2.5"
	case "bool":
		return "True"
	case "str":
		return `"py"`
	}
	return "None"
}

// objects constructs an instance of a generated class (or of its Python
// subclass) seen through a base's type, calls its methods and writes and
// reads its fields; from untyped code, with Python values, some of the
// wrong type.
func (g *gen) objects() string {
	if len(g.classes) == 0 {
		return g.assign()
	}
	c := g.classes[g.pick(len(g.classes))]
	static := c
	for static.Base != nil && g.chance(0.5) {
		static = static.Base
	}
	o := fmt.Sprintf("ob%d", g.nvar)
	g.nvar++
	var args, bad []string
	for _, f := range c.allFields() {
		if g.typed {
			args = append(args, g.expr(f.T, 2))
		} else {
			args = append(args, g.pyValue(f.T))
			bad = append(bad, g.boundaryValue(f.T))
		}
	}
	cls := c.Name
	if c.PySub != "" && g.chance(0.6) {
		cls = c.PySub
	}
	var lines []string
	switch {
	case !g.typed:
		// Untyped code constructs through Python's call protocol, where
		// the arguments are checked on entry: now and then with values
		// of the wrong type or out of range.
		if g.chance(0.3) {
			lines = append(lines, fmt.Sprintf("try:\n    LOG.append(type(dyn(%s)(%s)).__name__)\nexcept (TypeError, OverflowError) as e:\n    LOG.append(str(e))", cls, strings.Join(bad, ", ")))
		}
		lines = append(lines, fmt.Sprintf("%s = dyn(%s)(%s)", o, cls, strings.Join(args, ", ")))
	case cls == c.PySub:
		// Made by Python: its arguments are boxed on the way.
		var boxed []string
		for i, f := range c.allFields() {
			boxed = append(boxed, g.boxed(f.T, args[i]))
		}
		lines = append(lines, fmt.Sprintf("%s: %s = cast(%s, %s(%s))", o, static.Name, static.Name, cls, strings.Join(boxed, ", ")))
	case g.chance(0.5):
		// Unannotated: the checker infers the class from the binding
		// (the interpreted runtime must type it the same way).
		made := fmt.Sprintf("%s(%s)", cls, strings.Join(args, ", "))
		static = c
		switch g.pick(5) {
		case 0:
			lines = append(lines, fmt.Sprintf("%s = %s", o, made))
		case 1:
			lines = append(lines, fmt.Sprintf("%s = cast(%s, dyn(%s))", o, c.Name, made))
		case 2:
			lines = append(lines, fmt.Sprintf("xs%s: CheckedList[%s] = [%s]\n%s = xs%s[-1]", o, c.Name, made, o, o))
		case 3:
			lines = append(lines, fmt.Sprintf("xs%s: CheckedList[%s] = [%s]\nfor %s in xs%s:\n    LOG.append(type(%s).__name__)", o, c.Name, made, o, o, o))
		default:
			lines = append(lines, fmt.Sprintf("%s = %s if %s else %s", o, made, g.expr(tCbool, 2), g.construct(c, c)))
		}
	default:
		lines = append(lines, fmt.Sprintf("%s: %s = %s(%s)", o, static.Name, cls, strings.Join(args, ", ")))
	}
	for j, n := 0, 1+g.pick(3); j < n; j++ {
		lines = append(lines, g.useObject(o, static))
	}
	return strings.Join(lines, "\n")
}

// useObject is one use of o, an instance seen as class static: a method
// call, a field store or a field read.
func (g *gen) useObject(o string, static *Class) string {
	ms, fs := static.allMethods(), static.allFields()
	switch k := g.pick(3); {
	case k == 0 && len(ms) > 0:
		m := ms[g.pick(len(ms))]
		var args []string
		for _, p := range m.Params {
			if g.typed {
				args = append(args, g.expr(p.T, 2))
			} else {
				args = append(args, g.pyValue(p.T))
			}
		}
		recv := o
		if m.Kind == "staticmethod" || m.Kind == "classmethod" && g.chance(0.5) {
			recv = static.Name // through the class
		}
		call := fmt.Sprintf("%s.%s(%s)", recv, m.Name, strings.Join(args, ", "))
		if m.Kind == "property" {
			call = o + "." + m.Name
		}
		if !g.typed {
			// Through Python's call protocol: the method's result is
			// boxed, its arguments checked on entry.
			return fmt.Sprintf("LOG.append(%s)", strings.Replace(call, recv+".", "dyn("+recv+").", 1))
		}
		if s, ok := g.wrapping(m.Ret, call); ok {
			return s
		}
		_, s := g.bind(m.Ret, call)
		return s
	case k == 1 && len(fs) > 0:
		f := fs[g.pick(len(fs))]
		if g.typed {
			return fmt.Sprintf("%s.%s = %s", o, f.Name, g.expr(f.T, 2))
		}
		// From Python, through the field's descriptor: the value is
		// checked and converted (sometimes one of the wrong type).
		v := g.pyValue(f.T)
		if g.chance(0.2) {
			v = g.boundaryValue(f.T)
		}
		return fmt.Sprintf("try:\n    dyn(%s).%s = %s\nexcept (TypeError, OverflowError) as e:\n    LOG.append(str(e))", o, f.Name, v)
	case len(fs) > 0:
		f := fs[g.pick(len(fs))]
		read := fmt.Sprintf("%s.%s", o, f.Name)
		if s, ok := g.wrapping(f.T, read); ok && !static.unsetAnywhere(f.Name) {
			return s
		}
		if g.typed && !static.unsetAnywhere(f.Name) {
			_, s := g.bind(f.T, read)
			return s
		}
		// A field that may be unset: read from Python, where the
		// AttributeError is caught.
		return fmt.Sprintf("try:\n    LOG.append(dyn(%s).%s)\nexcept AttributeError as e:\n    LOG.append(str(e))", o, f.Name)
	}
	return fmt.Sprintf("LOG.append(type(%s).__name__)", o)
}

// wrapping logs e, a value of the integer primitive t, in arithmetic
// that wraps at t's width, boxed: where typed code knows e's type (a
// field or method of a class, through a narrowed receiver too) it
// computes in t, as the interpreted runtime must.
func (g *gen) wrapping(t *Type, e string) (string, bool) {
	if !g.typed || t.Kind != "int" || !g.chance(0.6) {
		return "", false
	}
	bind := ""
	if g.chance(0.4) {
		// Through a local without an annotation, which the checker
		// types as the primitive.
		w := fmt.Sprintf("w%d", g.nvar)
		g.nvar++
		bind, e = fmt.Sprintf("%s = %s\n", w, e), w
	}
	// (Big enough factors that the arithmetic overflows at any width
	// for most values, where a Python int would not.)
	return fmt.Sprintf("%sLOG.append(box(%s %s))", bind, e, []string{"+ 1", "- 1", "<< 62", strings.Repeat("* "+e+" ", 9)}[g.pick(4)]), true
}
