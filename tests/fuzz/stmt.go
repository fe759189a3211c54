// This file implements the statements of generated functions: bindings,
// augmented assignments, control flow, and the blocks that exercise one
// feature each (containers, Arrays, classes, closures, exceptions,
// keywords, generators).

package fuzz

import (
	"fmt"
	"strings"
)

// stmt generates one statement (a block of lines).
func (g *gen) stmt() string {
	g.depth++
	defer func() { g.depth-- }()
	if g.depth > 2 {
		return g.assign()
	}
	kinds := []func() string{
		g.assign, g.assign, g.assign, g.augAssign, g.augAssign, g.ifElse, g.forLoop, g.whileLoop,
		g.closure, g.raiseIf, g.tryExcept, g.listInPlace, g.containers, g.strings,
		g.generatorExpr, g.boxes, g.withBlock, g.tryFinally, g.delLocal, g.globalNonlocal,
		g.generatorFunc, g.attached, g.invalidation, g.numericLoop, g.floatKernel, g.loopElse, g.idioms,
	}
	if g.static {
		kinds = append(kinds, g.objects, g.objects, g.objects, g.dunders)
	}
	if g.typed {
		kinds = append(kinds, g.checkedList, g.checkedStrList, g.array, g.array, g.checkedDict, g.checkedIntDict,
			g.cells, g.cells, g.keywords, g.conversion,
			g.optionalObject, g.optionalObject, g.optionalBuiltin, g.isinstanceNarrow, g.isinstanceNarrow, g.fstring, g.finals,
			g.suspending, g.checkedDictOps, g.checkedListOps, g.arrayFill, g.accounts, g.deepRaise, g.unboxes)
	}
	return kinds[g.pick(len(kinds))]()
}

func (g *gen) assign() string {
	t := g.valueType()
	_, s := g.bind(t, g.expr(t, 0))
	return s
}

func (g *gen) augAssign() string {
	var vs []Var
	for _, v := range g.vars {
		if !v.Fixed {
			vs = append(vs, v)
		}
	}
	if len(vs) == 0 {
		return g.assign()
	}
	v := vs[g.pick(len(vs))]
	switch v.T.Kind {
	case "int", "double", "pyint", "pyfloat":
		op := []string{"+", "-", "*"}[g.pick(3)]
		if (v.T.Kind == "int" || v.T.Kind == "pyint") && g.chance(0.4) {
			op = []string{"//", "%", "&", "|", "^"}[g.pick(5)]
			if v.T.Kind == "int" && g.chance(0.4) {
				op = []string{"<<", ">>"}[g.pick(2)]
			}
		}
		return fmt.Sprintf("%s %s= %s", v.Name, op, g.expr(v.T, 1))
	case "str", "bytes":
		return fmt.Sprintf("%s += %s", v.Name, g.expr(v.T, 2))
	}
	return fmt.Sprintf("%s = %s", v.Name, g.expr(v.T, 1))
}

func (g *gen) cond(depth int) string {
	if g.typed {
		return g.expr(tCbool, depth)
	}
	return g.pyCond(depth)
}

// pyCond is a condition over objects.
func (g *gen) pyCond(depth int) string {
	t := objectTs[g.pick(len(objectTs))]
	switch t.Kind {
	case "str", "bytes":
		return fmt.Sprintf("%s %s %s", g.expr(t, depth+1), []string{"==", "!=", "<", "in"}[g.pick(4)], g.expr(t, depth+1))
	}
	return fmt.Sprintf("%s %s %s", g.expr(t, depth+1), []string{"<", "<=", "==", "!=", ">", ">="}[g.pick(6)], g.expr(t, depth+1))
}

func (g *gen) ifElse() string {
	saved := len(g.vars)
	c := g.cond(1)
	a := g.stmt()
	g.vars = g.vars[:saved] // names bound in a branch are not bound after it
	b := g.stmt()
	g.vars = g.vars[:saved]
	return fmt.Sprintf("if %s:\n%s\nelse:\n%s", c, indent(a), indent(b))
}

func (g *gen) forLoop() string {
	saved := len(g.vars)
	i := g.newVar(g.counter())
	i.Fixed = true
	g.vars = append(g.vars, i)
	g.inLoop++
	body := g.stmt()
	g.inLoop--
	g.vars = g.vars[:saved]
	return fmt.Sprintf("for %s in %s:\n%s", i.Name, g.rangeOf(fmt.Sprint(g.pick(5))), indent(body))
}

func (g *gen) whileLoop() string {
	saved := len(g.vars)
	i := g.newVar(g.counter())
	i.Fixed = true
	g.vars = append(g.vars, i)
	body := g.stmt()
	extra := ""
	if g.chance(0.3) {
		extra = fmt.Sprintf("\n    if %s:\n        break", g.cond(2))
	}
	g.vars = g.vars[:saved]
	return fmt.Sprintf("%s\nwhile %s < %d:\n%s%s\n    %s += 1", g.decl(i.Name, i.T.Name, "0"), i.Name, 1+g.pick(4), indent(body), extra, i.Name)
}

// closure defines a nested function over a local (an object: primitives
// cannot be captured), with a default evaluated at definition, and calls
// it; or a list of lambdas binding the loop variable by default.
func (g *gen) closure() string {
	cands := g.varsOf(tPyInt)
	if len(cands) == 0 || g.chance(0.3) {
		k := g.pick(5)
		base := fmt.Sprintf("b%d", g.nvar)
		g.nvar++
		return fmt.Sprintf("%s = %d\nfs%s = [lambda i=i: i * %s for i in range(3)]\n%s = %d\nLOG.append([f() for f in fs%s])", base, k, base, base, base, g.pick(7)-3, base)
	}
	cp := cands[g.pick(len(cands))]
	y := fmt.Sprintf("y%d", g.nvar)
	fn := fmt.Sprintf("inner%d", g.nvar)
	g.nvar++
	saved := g.vars
	g.vars = nil
	for _, v := range saved {
		if !primitive[v.T.Kind] { // a primitive cannot be captured
			g.vars = append(g.vars, v)
		}
	}
	g.vars = append(g.vars, Var{Name: y, T: tPyInt, Fixed: true})
	wasTyped := g.typed
	body := g.expr(tPyInt, 2)
	g.vars = saved
	g.typed = wasTyped
	arg := g.expr(tPyInt, 2)
	def := fmt.Sprintf("def %s(%s, step=%s):\n    return %s + %s + step", fn, y, cp.Name, body, cp.Name)
	if g.typed {
		def = fmt.Sprintf("def %s(%s: int, step: int = %s) -> int:\n    return %s + %s + step", fn, y, cp.Name, body, cp.Name)
	}
	// Rebinding the captured name after the definition: the closure sees
	// the new value, the default the old one.
	x, bindX := g.bind(tPyInt, fmt.Sprintf("%s(%s)", fn, arg))
	_ = x
	return fmt.Sprintf("%s\n%s = %s + 1\n%s", def, cp.Name, cp.Name, bindX)
}

func (g *gen) raiseIf() string {
	exc := []string{"ValueError", "Oops", "KeyError"}[g.pick(3)]
	return fmt.Sprintf("if %s:\n    raise %s(%s)", g.cond(2), exc, g.expr(tStr, 2))
}

// tryExcept runs an assignment that may raise under try/except/else/
// finally, logging the path taken; sometimes the handler raises anew
// from the exception (a cause the caller records).
func (g *gen) tryExcept() string {
	var cands []Var
	for _, v := range g.vars {
		if !v.Fixed {
			cands = append(cands, v)
		}
	}
	if len(cands) == 0 {
		return g.assign()
	}
	v := cands[g.pick(len(cands))]
	handler := "LOG.append(type(e).__name__)"
	if g.chance(0.25) {
		handler = "raise Oops(\"again\") from e"
	}
	return fmt.Sprintf("try:\n    %s = %s\nexcept (ZeroDivisionError, OverflowError, ValueError, IndexError) as e:\n    %s\nelse:\n    LOG.append(\"ok\")\nfinally:\n    LOG.append(\"fin\")", v.Name, g.expr(v.T, 1), handler)
}

// listInPlace extends a list in place through one of two names: the
// other name sees it.
func (g *gen) listInPlace() string {
	l, m := g.newVar(tPyInt), g.newVar(tPyInt)
	return fmt.Sprintf("%s = [%s]\n%s = %s\n%s += [%s]\n%s *= 2\nLOG.append(len(%s))",
		l.Name, g.expr(tPyInt, 2), m.Name, l.Name, l.Name, g.expr(tStr, 2), l.Name, m.Name)
}

// containers exercises lists, dicts, tuples and sets: methods that may
// raise (pop of a missing index, del of a missing key), get with a
// default, unpacking, slicing.
func (g *gen) containers() string {
	l := g.newVar(tPyInt)
	d := g.newVar(tPyInt)
	a, b, c := g.expr(tPyInt, 2), g.expr(tPyInt, 2), g.expr(tPyInt, 2)
	var lines []string
	lines = append(lines,
		fmt.Sprintf("%s = [%s, %s]", l.Name, a, b),
		fmt.Sprintf("%s.append(%s)", l.Name, c),
		fmt.Sprintf("%s = {%s: %s}", d.Name, g.leaf(tStr), a),
		fmt.Sprintf("%s[%s] = %s", d.Name, g.leaf(tStr), b))
	switch g.pick(5) {
	case 0:
		lines = append(lines, fmt.Sprintf("LOG.append(%s.pop(%d))", l.Name, g.pick(7)-3))
	case 1:
		lines = append(lines, fmt.Sprintf("del %s[%s]", d.Name, g.leaf(tStr)))
	case 2:
		lines = append(lines, fmt.Sprintf("LOG.append(%s[%d:%d])", l.Name, g.pick(5)-2, g.pick(5)-1))
	case 3:
		lines = append(lines, fmt.Sprintf("x%d, y%d, *z%d = %s", g.nvar, g.nvar, g.nvar, l.Name),
			fmt.Sprintf("LOG.append((x%d, y%d, z%d))", g.nvar, g.nvar, g.nvar))
		g.nvar++
	default:
		lines = append(lines, fmt.Sprintf("LOG.append((sorted(%s), %s.get(%s, -1), len({%s, %s}), tuple(%s.items())))", l.Name, d.Name, g.leaf(tStr), a, b, d.Name))
	}
	r, s := g.bind(tPyInt, fmt.Sprintf("len(%s) + %s[-1]", l.Name, l.Name))
	_ = r
	return strings.Join(append(lines, s), "\n")
}

// strings logs string and bytes operations that may raise.
func (g *gen) strings() string {
	s, b := g.expr(tStr, 2), g.expr(tBytes, 2)
	switch g.pick(4) {
	case 0:
		return fmt.Sprintf("LOG.append(%s[%d])", s, g.pick(7)-3)
	case 1:
		return fmt.Sprintf("LOG.append((%s.split(\"-\"), %s.find(%s), %s.count(%s)))", s, s, g.leaf(tStr), b, g.leaf(tBytes))
	case 2:
		return fmt.Sprintf("LOG.append((%s[%d], list(%s)))", b, g.pick(5)-2, b)
	}
	return fmt.Sprintf("LOG.append(int(%s))", []string{`"12"`, `"-0"`, `"x"`, `" 7 "`, `"1_000"`}[g.pick(5)])
}

// generatorExpr consumes a generator expression in steps: next() runs
// it lazily (the log shows when), list() takes the rest.
func (g *gen) generatorExpr() string {
	n := fmt.Sprintf("gx%d", g.nvar)
	g.nvar++
	return fmt.Sprintf("%s = (note(i) * %d for i in range(%d))\nLOG.append(next(%s, None))\nLOG.append(list(%s))", n, g.pick(4), g.pick(5), n, n)
}

// boxes makes objects of the module's classes, through the base's type
// in typed code, with a subclass made in Python among them, and reads
// their fields from untyped code.
func (g *gen) boxes() string {
	if !g.static {
		c := fmt.Sprintf("o%d", g.nvar)
		g.nvar++
		cls := []string{"Box", "Box2"}[g.pick(2)]
		return fmt.Sprintf("%s = %s(%s)\n%s.items.append(%s.bump(%s))\nLOG.append((%s.v, %s.items))", c, cls, g.expr(tPyInt, 2), c, c, g.expr(tPyInt, 2), c, c)
	}
	if g.typed {
		return g.cells()
	}
	c := fmt.Sprintf("o%d", g.nvar)
	g.nvar++
	cls := []string{"Cell", "Cell2", "PyCell", "PyShadow"}[g.pick(4)]
	return fmt.Sprintf("%s = dyn(%s(%s))\nLOG.append(%s.bump(%s))\n%s.v = %s\nLOG.append(peek(%s))", c, cls, g.pyValue(tInt64), c, g.pyValue(tInt8), c, g.boundaryValue(tInt64), c)
}

// cells makes an object of a class with typed fields and an overridden
// method (Cell2, or PyCell's override in Python) and calls it through
// the base's type.
func (g *gen) cells() string {
	c := g.newVar(tInt64)
	cls := []string{"Cell", "Cell2", "PyCell", "PyShadow"}[g.pick(4)]
	init, d := g.expr(tInt64, 2), g.expr(tInt64, 2)
	decl := fmt.Sprintf("%s: Cell = %s(%s)", c.Name, cls, init)
	if cls == "PyCell" || cls == "PyShadow" {
		decl = fmt.Sprintf("%s: Cell = cast(Cell, %s(box(%s)))", c.Name, cls, init)
	}
	lines := []string{decl}
	switch g.pick(5) {
	case 0:
		lines = append(lines, fmt.Sprintf("%s.v += %s", c.Name, g.expr(tInt8, 2)), fmt.Sprintf("%s.w = %s.w * %s", c.Name, c.Name, g.expr(tDouble, 2)))
	case 1:
		lines = append(lines, fmt.Sprintf("LOG.append(peek(%s))", c.Name))
	case 2:
		// Fields of every kind updated in place from typed code: a
		// narrow primitive wraps, an object field takes the in-place
		// operator; then read back by typed and by Python code.
		lines = append(lines, fmt.Sprintf("%s.small += %s", c.Name, g.expr(tInt8, 2)),
			fmt.Sprintf("%s.label += %s", c.Name, g.expr(tStr, 2)),
			fmt.Sprintf("%s.items += [%s]", c.Name, g.expr(tPyInt, 2)),
			fmt.Sprintf("LOG.append((box(%s.small), %s.show(), len(%s.items), peek(%s)))", c.Name, c.Name, c.Name, c.Name))
	case 3:
		lines = append(lines, fmt.Sprintf("%s.label = %s", c.Name, g.expr(tStr, 2)),
			fmt.Sprintf("LOG.append((%s.label, %s.show(), dyn(%s).label))", c.Name, c.Name, c.Name))
	default:
		lines = append(lines, fmt.Sprintf("LOG.append(box(%s.twice()))", c.Name))
	}
	_, s := g.bind(tInt64, fmt.Sprintf("%s.bump(%s) + %s.v", c.Name, d, c.Name))
	return strings.Join(append(lines, s), "\n")
}

// keywords calls the typed kw() with keyword arguments in another order,
// through a function that logs: Python evaluates them as written.
func (g *gen) keywords() string {
	args := []string{"x=note64(1)", "y=note64(2)", "z=note64(3)"}
	g.r.Shuffle(len(args), func(i, j int) { args[i], args[j] = args[j], args[i] })
	args = args[:2+g.pick(2)]
	all := strings.Join(args, ",")
	if !strings.Contains(all, "x=") {
		args = append(args, "x=note64(4)")
	}
	if !strings.Contains(all, "y=") {
		args = append(args, "y=note64(5)")
	}
	_, s := g.bind(tInt64, fmt.Sprintf("kw(%s)", strings.Join(args, ", ")))
	return s
}

// conversion converts between widths, from double (through int()), and from Python ints
// hidden from the checker, which may overflow.
func (g *gen) conversion() string {
	to := intPrims[g.pick(len(intPrims))]
	switch g.pick(3) {
	case 0:
		_, s := g.bind(to, fmt.Sprintf("%s(int(box(%s)))", to.Name, g.expr(tDouble, 1)))
		return s
	case 1:
		big := []string{"2**63", "-2**63", "2**64 - 1", "2**70", "-1", "255", "256", "-129", "0"}[g.pick(9)]
		_, s := g.bind(to, fmt.Sprintf("%s(dyn(%s))", to.Name, big))
		return s
	}
	from := intPrims[g.pick(len(intPrims))]
	_, s := g.bind(to, fmt.Sprintf("%s(%s)", to.Name, g.expr(from, 1)))
	return s
}

// checkedList appends to a CheckedList[int] and reads in and out of
// range.
func (g *gen) checkedList() string {
	l := g.newVar(tPyInt)
	n := 1 + g.pick(3)
	var items []string
	for j := 0; j < n; j++ {
		items = append(items, g.expr(tPyInt, 2))
	}
	idx := g.expr(tInt64, 2)
	if g.chance(0.6) {
		idx = fmt.Sprint(g.pick(n+2) - 1)
	}
	app := g.expr(tPyInt, 2)
	_, s := g.bind(tPyInt, fmt.Sprintf("%s[%s]", l.Name, idx))
	return fmt.Sprintf("%s: CheckedList[int] = [%s]\n%s.append(%s)\n%s", l.Name, strings.Join(items, ", "), l.Name, app, s)
}

// checkedStrList stores values of any type into a CheckedList[str] from
// dynamic code: a wrong one raises the container's TypeError.
func (g *gen) checkedStrList() string {
	l := fmt.Sprintf("xs%d", g.nvar)
	g.nvar++
	vals := []string{"1", "'s'", "None", "2.5", "True", "-7"}
	v := func() string { return vals[g.pick(len(vals))] }
	return fmt.Sprintf("%s: CheckedList[str] = ['a', 'b']\n%s.append(dyn(%s))\n%s[%d] = dyn(%s)\nLOG.append(list(%s))", l, l, v(), l, g.pick(5)-2, v(), l)
}

// array writes and reads an Array of a primitive (mostly int64) at
// computed indexes, through an alias, and updates an element in place
// (which wraps at the element's width).
func (g *gen) array() string {
	a := fmt.Sprintf("arr%d", g.nvar)
	g.nvar++
	et := tInt64
	if g.chance(0.5) {
		et = append(append([]*Type{}, intPrims...), tDouble)[g.pick(len(intPrims)+1)]
	}
	n := 1 + g.pick(5)
	wi, wv, ri := g.index(n), g.expr(et, 2), g.index(n)
	alias := ""
	if g.chance(0.5) {
		alias = fmt.Sprintf("\nal%s = %s\nal%s[%s %% %d] = %s\nLOG.append([box(%s[i]) for i in crange(%d)])", a, a, a, g.expr(tInt64, 2), n, g.expr(et, 2), a, n)
	}
	if g.chance(0.4) {
		op := []string{"+", "-", "*"}[g.pick(3)]
		alias += fmt.Sprintf("\n%s[%s] %s= %s\nLOG.append((box(%s[%d %% %d]), len(%s)))", a, g.index(n), op, g.expr(et, 2), a, g.pick(n), n, a)
	}
	_, s := g.bind(et, fmt.Sprintf("%s[%s]", a, ri))
	return fmt.Sprintf("%s: Array[%s] = Array[%s](%d)\n%s[%s] = %s%s\n%s", a, et.Name, et.Name, n, a, wi, wv, alias, s)
}

// index is an index into an array of n items: mostly in range, sometimes
// negative, sometimes past either end.
func (g *gen) index(n int) string {
	if g.chance(0.2) {
		return g.expr(tInt64, 2)
	}
	return fmt.Sprintf("%d", g.pick(2*n+3)-n-1)
}

// checkedDict stores into a CheckedDict[str, int] typed and from
// dynamic code (a wrong type raises the container's message), and looks
// up a key that may be missing.
func (g *gen) checkedDict() string {
	d := fmt.Sprintf("cd%d", g.nvar)
	g.nvar++
	key, val := g.expr(tStr, 2), g.expr(tPyInt, 2)
	dynKey, dynVal := g.leaf(tStr), []string{g.expr(tPyInt, 2), "'no'", "1.5", "None"}[g.pick(4)]
	_, s := g.bind(tPyInt, fmt.Sprintf("%s[%s]", d, g.leaf(tStr)))
	return fmt.Sprintf("%s: CheckedDict[str, int] = CheckedDict[str, int]()\n%s[%s] = %s\n%s[note(%s)] = note(%s)\n%s", d, d, key, val, d, dynKey, dynVal, s)
}

// checkedIntDict stores wrong-typed keys and values into a
// CheckedDict[int, int] from dynamic code.
func (g *gen) checkedIntDict() string {
	d := fmt.Sprintf("cd%d", g.nvar)
	g.nvar++
	vals := []string{"1", "'s'", "None", "2.5", "True", "-7", "2**70"}
	v := func() string { return vals[g.pick(len(vals))] }
	return fmt.Sprintf("%s: CheckedDict[int, int] = {1: 10}\n%s[%d] = dyn(%s)\n%s[dyn(%s)] = 3\nLOG.append(sorted(%s.items()))", d, d, g.pick(3), v(), d, v(), d)
}

// floatKernel is an n-body-like loop over untyped locals: differences of
// list items, sums of squares, a power, items updated in place, and a
// comparison, with ints, bools, floats of every kind and a str mixed in,
// so that the unboxed paths and their fallbacks meet in one expression.
func (g *gen) floatKernel() string {
	xs, acc, d, e := g.newVar(tPyFloat), g.newVar(tPyFloat), g.newVar(tPyFloat), g.newVar(tPyFloat)
	items := make([]string, 3)
	for i := range items {
		items[i] = []string{g.leaf(tPyFloat), g.leaf(tPyFloat), g.leaf(tPyInt), "True", g.expr(tPyFloat, 2)}[g.pick(5)]
	}
	if g.chance(0.1) {
		items[g.pick(3)] = "'s'"
	}
	pow := []string{"0.5", "-1.5", "2", "-1", "2.0"}[g.pick(5)]
	cmp := []string{"<", "<=", ">", ">=", "==", "!="}[g.pick(6)]
	op := []string{"+=", "-=", "*=", "/="}[g.pick(4)]
	lines := []string{
		fmt.Sprintf("%s = [%s]", xs.Name, strings.Join(items, ", ")),
		fmt.Sprintf("%s = %s", acc.Name, g.expr(tPyFloat, 2)),
		fmt.Sprintf("for i%s in range(3):", xs.Name),
		fmt.Sprintf("    %s = %s[i%s] - %s", d.Name, xs.Name, xs.Name, acc.Name),
		fmt.Sprintf("    %s = (%s * %s + %s) ** %s", e.Name, d.Name, d.Name, g.leaf(tPyFloat), pow),
		fmt.Sprintf("    if %s %s %s:", e.Name, cmp, acc.Name),
		fmt.Sprintf("        %s = %s - %s / %s", acc.Name, acc.Name, e.Name, g.leaf(tPyFloat)),
		fmt.Sprintf("    %s[i%s] %s %s * %s", xs.Name, xs.Name, op, d.Name, g.leaf(tPyFloat)),
		fmt.Sprintf("    %s += -%s", acc.Name, d.Name),
		fmt.Sprintf("LOG.append(repr(%s))", acc.Name),
		fmt.Sprintf("LOG.append(repr(%s))", xs.Name),
	}
	return strings.Join(lines, "\n")
}
