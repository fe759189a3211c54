// This file implements the statements of typed functions that exercise
// narrowing, as CinderX narrows: Optional instances of the module's
// classes and Optional builtins tested by `is None`, `is not None`, truth
// and early exits, joined after an `if` that assigns, and through loops
// that rebind; instances seen through a base (or as dynamic values)
// narrowed to a subclass by isinstance. The narrowed code reads fields
// at their offsets and calls methods natively, so a wrong narrowing is a
// crash or a wrong value, not only a checker error.

package fuzz

import (
	"fmt"
	"strings"
)

// derived is c and the classes that derive from it.
func (g *gen) derived(c *Class) []*Class {
	var out []*Class
	for _, k := range g.classes {
		for b := k; b != nil; b = b.Base {
			if b == c {
				out = append(out, k)
				break
			}
		}
	}
	return out
}

// construct is an expression, in typed code, of an instance of c or of
// its Python subclass, typed as static (a base of c).
func (g *gen) construct(c, static *Class) string {
	var args []string
	for _, f := range c.allFields() {
		args = append(args, g.expr(f.T, 2))
	}
	if c.PySub != "" && g.chance(0.4) {
		// Made by Python: its arguments are boxed on the way.
		for i, f := range c.allFields() {
			args[i] = g.boxed(f.T, args[i])
		}
		return fmt.Sprintf("cast(%s, %s(%s))", static.Name, c.PySub, strings.Join(args, ", "))
	}
	return fmt.Sprintf("%s(%s)", c.Name, strings.Join(args, ", "))
}

// optionalObject binds an Optional instance of a module class, None or
// not, and uses it where a test narrows it.
func (g *gen) optionalObject() string {
	if len(g.classes) == 0 {
		return g.optionalBuiltin()
	}
	static := g.classes[g.pick(len(g.classes))]
	subs := g.derived(static)
	c := subs[g.pick(len(subs))]
	o := fmt.Sprintf("op%d", g.nvar)
	g.nvar++
	decl := fmt.Sprintf("%s: Optional[%s] = %s if %s else None", o, static.Name, g.construct(c, static), g.expr(tCbool, 2))
	saved := len(g.vars)
	use := func() string {
		s := g.useObject(o, static)
		g.vars = g.vars[:saved]
		return s
	}
	switch g.pick(5) {
	case 0:
		return fmt.Sprintf("%s\nif %s is not None:\n%s\nelse:\n    LOG.append(\"none\")", decl, o, indent(use()))
	case 1:
		return fmt.Sprintf("%s\nif %s is None:\n    LOG.append(\"none\")\nelse:\n%s", decl, o, indent(use()))
	case 2:
		// An early return narrows what follows.
		ret := g.expr(g.ret, 2)
		s := g.useObject(o, static) // what it binds stays bound
		return fmt.Sprintf("%s\nif %s is None:\n    return %s\n%s", decl, o, ret, s)
	case 3:
		// Rebound in a loop: None again, or another instance.
		again := g.construct(c, static)
		return fmt.Sprintf("%s\nfor i%s in crange(3):\n    if %s is None:\n        LOG.append(\"gone\")\n        break\n%s\n    %s = %s if %s else None\nelse:\n    LOG.append(\"kept\")",
			decl, o, o, indent(use()), o, again, g.expr(tCbool, 2))
	}
	// Assigned where it was None: an instance on every path after.
	other := g.construct(static, static)
	s := g.useObject(o, static)
	return fmt.Sprintf("%s\nif %s is None:\n    %s = %s\n%s", decl, o, o, other, s)
}

// optionalBuiltin binds an Optional str or int and narrows it by `is
// None` (then joined with an assignment), `is not None` and truth.
func (g *gen) optionalBuiltin() string {
	n := fmt.Sprint(g.nvar)
	g.nvar++
	if g.chance(0.5) {
		s := "os" + n
		decl := fmt.Sprintf("%s: Optional[str] = %s if %s else None", s, g.expr(tStr, 2), g.expr(tCbool, 2))
		switch g.pick(3) {
		case 0:
			return fmt.Sprintf("%s\nif %s is not None:\n    LOG.append((len(%s), %s.upper() + %s))", decl, s, s, s, g.expr(tStr, 2))
		case 1:
			return fmt.Sprintf("%s\nif %s:\n    LOG.append(%s[0])\nelse:\n    LOG.append(repr(%s))", decl, s, s, s)
		}
		again := g.expr(tStr, 2)
		_, bind := g.bind(tStr, fmt.Sprintf("%s + %s", s, g.expr(tStr, 2)))
		return fmt.Sprintf("%s\nif %s is None:\n    %s = %s\n%s", decl, s, s, again, bind)
	}
	x := "oi" + n
	decl := fmt.Sprintf("%s: Optional[int] = %s if %s else None", x, g.expr(tPyInt, 2), g.expr(tCbool, 2))
	if g.chance(0.5) {
		again := g.expr(tPyInt, 2)
		_, bind := g.bind(tPyInt, fmt.Sprintf("%s + %s", x, g.expr(tPyInt, 2)))
		return fmt.Sprintf("%s\nif %s is None:\n    %s = %s\n%s", decl, x, x, again, bind)
	}
	// Unboxed where it is known to be an int: may overflow.
	to := intPrims[g.pick(len(intPrims))]
	return fmt.Sprintf("%s\nif %s is not None and %s > 0:\n    LOG.append(box(%s(%s) + %s))\nelse:\n    LOG.append(%s)",
		decl, x, x, to.Name, x, g.leaf(to), x)
}

// isinstanceNarrow sees an instance through a base's type, or as a
// dynamic value, and narrows it to a class by isinstance.
func (g *gen) isinstanceNarrow() string {
	if len(g.classes) == 0 {
		d := fmt.Sprintf("dv%d", g.nvar)
		g.nvar++
		v := []string{g.expr(tPyInt, 2), g.expr(tStr, 2), "None", "2.5", "True"}[g.pick(5)]
		saved := len(g.vars)
		_, bind := g.bind(tPyInt, fmt.Sprintf("%s + %s", d, g.expr(tPyInt, 2)))
		g.vars = g.vars[:saved]
		return fmt.Sprintf("%s = dyn(%s)\nif isinstance(%s, int):\n%s\n    LOG.append(%s)", d, v, d, indent(bind), d)
	}
	static := g.classes[g.pick(len(g.classes))]
	subs := g.derived(static)
	c := subs[g.pick(len(subs))]
	to := subs[g.pick(len(subs))]
	o := fmt.Sprintf("ob%d", g.nvar)
	g.nvar++
	var decl string
	if g.chance(0.3) {
		decl = fmt.Sprintf("%s = dyn(%s)", o, g.construct(c, c))
	} else {
		decl = fmt.Sprintf("%s: %s = %s", o, static.Name, g.construct(c, static))
	}
	saved := len(g.vars)
	narrowed := g.useObject(o, to)
	g.vars = g.vars[:saved]
	if g.chance(0.3) {
		// Narrowed by an early exit from a loop's iteration.
		return fmt.Sprintf("%s\nfor i%s in crange(2):\n    if not isinstance(%s, %s):\n        LOG.append(\"not %s\")\n        continue\n%s", decl, o, o, to.Name, to.Name, indent(narrowed))
	}
	other := fmt.Sprintf("LOG.append(type(%s).__name__)", o)
	return fmt.Sprintf("%s\nif isinstance(%s, %s):\n%s\nelse:\n    %s", decl, o, to.Name, indent(narrowed), other)
}

// fstring formats locals of every kind with conversions and format
// specs: primitives boxed (they cannot be formatted as they are).
func (g *gen) fstring() string {
	var parts, binds []string
	for i, n := 0, 1+g.pick(3); i < n; i++ {
		t := g.valueType()
		if t.Kind == "bytes" {
			t = tStr
		}
		e := g.leaf(t)
		if !g.isVar(e) {
			// Bound first: a literal's quotes or backslashes may not
			// stand inside an f-string before Python 3.12.
			v, s := g.bind(t, e)
			binds, e = append(binds, s), v.Name
		}
		if primitive[t.Kind] {
			e = fmt.Sprintf("box(%s)", e)
		}
		spec := ""
		switch t.Kind {
		case "int", "pyint":
			spec = []string{"", ":>6", ":x", ":+d", ":08b", ":,", ":_", "!r"}[g.pick(8)]
		case "double", "pyfloat":
			spec = []string{"", ":.3f", ":e", ":g", ":>10.2f", "!r", ":%"}[g.pick(7)]
		case "bool":
			spec = []string{"", ":d", "!r", ":>6"}[g.pick(4)]
		case "str":
			spec = []string{"", "!r", ":^7", ":.2", ":*<4"}[g.pick(5)]
		}
		parts = append(parts, fmt.Sprintf("{%s%s}", e, spec))
	}
	return strings.Join(append(binds, fmt.Sprintf("LOG.append(f\"<%s>\")", strings.Join(parts, "|"))), "\n")
}

func (g *gen) isVar(e string) bool {
	for _, v := range g.vars {
		if v.Name == e {
			return true
		}
	}
	return false
}

// loopElse runs a crange loop between two small bounds, or a while loop,
// that may break or continue, with an else clause.
func (g *gen) loopElse() string {
	saved := len(g.vars)
	i := g.newVar(g.counter())
	i.Fixed = true
	g.vars = append(g.vars, i)
	leave := fmt.Sprintf("if %s:\n    %s", g.cond(2), []string{"break", "continue"}[g.pick(2)])
	g.inLoop++
	body := g.stmt()
	g.inLoop--
	g.vars = g.vars[:saved]
	if g.typed && g.chance(0.6) {
		// Bounds between -3 and 5: a C remainder keeps the dividend's sign.
		return fmt.Sprintf("for %s in crange(%s %% 4, %s %% 6):\n%s\n%s\nelse:\n    LOG.append(\"else\")",
			i.Name, g.expr(tInt64, 2), g.expr(tInt64, 2), indent(leave), indent(body))
	}
	return fmt.Sprintf("%s\nwhile %s < %d:\n    %s += 1\n%s\n%s\nelse:\n    LOG.append((\"else\", %s))",
		g.decl(i.Name, i.T.Name, "0"), i.Name, 1+g.pick(4), i.Name, indent(leave), indent(body), g.boxed(i.T, i.Name))
}

// finals reads the module's Final constants, which the compiler folds,
// in arithmetic with primitives (a literal Final int may meet them) and
// objects.
func (g *gen) finals() string {
	if g.typed && g.chance(0.6) {
		t := intPrims[g.pick(len(intPrims))]
		k := "FK"
		if t.Signed && g.chance(0.5) {
			k = "FNEG"
		}
		op := []string{"+", "-", "*", "//", "%", "<<", ">>", "&"}[g.pick(8)]
		_, s := g.bind(t, fmt.Sprintf("%s %s %s", g.expr(t, 2), op, k))
		return s
	}
	_, s := g.bind(tStr, fmt.Sprintf("FS + str(FK * %s) + str(FD)", g.expr(tPyInt, 2)))
	return s
}
