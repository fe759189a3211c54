// This file implements more statements of typed functions (session
// 17): the methods of CheckedDict and CheckedList beyond subscripts
// (get, setdefault, pop, in, insert, index, count, iteration), Arrays of
// every primitive filled and summed in loops (wrapping at the element's
// width), the prelude's Acct — Final class constants read through the
// class and an instance, a property setter that raises, an override
// calling super() — and exceptions raised through several compiled
// frames with finally clauses, whose tracebacks' lines are compared.

package fuzz

import "fmt"

// checkedDictOps uses a CheckedDict[str, int]'s methods.
func (g *gen) checkedDictOps() string {
	d := fmt.Sprintf("cm%d", g.nvar)
	g.nvar++
	k := func() string { return g.one(`"a"`, `"b"`, `"zz"`, g.leaf(tStr)) }
	return fmt.Sprintf(`%[1]s: CheckedDict[str, int] = {"a": 1, %[2]s: %[3]s}
%[1]s[%[4]s] = %[5]s
LOG.append((%[1]s.get(%[6]s, -1), %[7]s in %[1]s, len(%[1]s), box(clen(%[1]s))))
try:
    LOG.append(%[1]s.pop(%[8]s))
except KeyError as ex:
    LOG.append(("KeyError", str(ex)))
LOG.append(%[1]s.setdefault(%[9]s, %[10]s))
for k%[1]s in %[1]s:
    LOG.append(k%[1]s)
LOG.append((sorted(%[1]s.items()), sorted(%[1]s.values())))`,
		d, k(), g.expr(tPyInt, 2), k(), g.expr(tPyInt, 2), k(), k(), k(), k(), g.expr(tPyInt, 2))
}

// checkedListOps uses a CheckedList[int]'s methods and iterates it.
func (g *gen) checkedListOps() string {
	l := fmt.Sprintf("cl%d", g.nvar)
	g.nvar++
	small := func() string { return g.one("0", "1", "-1", "5", g.expr(tPyInt, 2)) }
	acc := g.newVar(tPyInt)
	defer func() { g.vars = append(g.vars, acc) }()
	return fmt.Sprintf(`%[1]s: CheckedList[int] = [%[2]s, %[3]s, 7]
%[1]s.insert(%[4]s, %[5]s)
try:
    LOG.append((%[1]s.pop(%[6]s), %[1]s.index(%[7]s)))
except (IndexError, ValueError) as ex:
    LOG.append((type(ex).__name__, str(ex)))
LOG.append((%[8]s in %[1]s, %[1]s.count(%[8]s), len(%[1]s), %[1]s[-1]))
%[1]s.sort(reverse=%[9]s)
%[10]s: int = 0
for x%[1]s in %[1]s:
    %[10]s = %[10]s * 3 + x%[1]s
LOG.append(list(%[1]s))`,
		l, g.expr(tPyInt, 2), g.expr(tPyInt, 2), small(), g.expr(tPyInt, 2), small(), small(), small(), g.one("True", "False"), acc.Name)
}

// arrayFill fills an Array of a primitive in a crange loop and sums it
// (for over the Array, and by index): the sums wrap at the width.
func (g *gen) arrayFill() string {
	a := fmt.Sprintf("af%d", g.nvar)
	g.nvar++
	et := append(append([]*Type{}, intPrims...), tDouble)[g.pick(len(intPrims)+1)]
	n := 1 + g.pick(6)
	step := g.expr(et, 2)
	s := g.newVar(et)
	g.vars = append(g.vars, s)
	k := g.pick(200) - 100
	if !et.Signed {
		k += 100
	}
	return fmt.Sprintf(`%[1]s: Array[%[2]s] = Array[%[2]s](%[3]d)
for i%[1]s in crange(%[3]d):
    %[1]s[i%[1]s] = %[2]s(i%[1]s) * %[4]s + %[2]s(%[5]d)
%[6]s: %[2]s = 0
for x%[1]s in %[1]s:
    %[6]s = %[6]s + x%[1]s
for j%[1]s in crange(clen(%[1]s)):
    %[6]s = %[6]s - %[1]s[j%[1]s] // %[2]s(%[7]d)
LOG.append((box(%[6]s), len(%[1]s)))`, a, et.Name, n, step, k, s.Name, 1+g.pick(3))
}

// accounts uses the prelude's Acct and Savings.
func (g *gen) accounts() string {
	a := fmt.Sprintf("ac%d", g.nvar)
	g.nvar++
	return fmt.Sprintf(`%[1]s: Acct = Savings(%[2]s) if %[3]s else Acct(%[4]s)
try:
    LOG.append((box(%[1]s.fee()), box(%[1]s.grow(%[5]s %% 4)), %[1]s.bal, Acct.RATE, Savings.BONUS, %[1]s.TAG))
    %[1]s.bal = %[1]s.bal - %[6]s
except (ValueError, OverflowError) as ex:
    LOG.append((type(ex).__name__, str(ex)))
LOG.append((%[1]s.bal, list(%[1]s.hist)[-2:], type(%[1]s).__name__))`,
		a, g.one("0", "1", "-1", g.expr(tPyInt, 2)), g.expr(tCbool, 2), g.one("2", "10**12", g.expr(tPyInt, 2)), g.expr(tInt64, 2), g.one("1", "100", "10**20", g.expr(tPyInt, 2)))
}

// deepRaise calls the prelude's deep, which raises through compiled
// frames (or not), and catches what it raises in compiled code.
func (g *gen) deepRaise() string {
	return fmt.Sprintf(`try:
    LOG.append(box(deep(%s %% 4, %s)))
except %s as ex:
    LOG.append((type(ex).__name__, str(ex), lines(ex)))`, g.expr(tInt64, 2), g.one("0", "1", "2", "3", g.expr(tInt64, 2)), g.one("ValueError", "ZeroDivisionError", "(ValueError, ArithmeticError)", "Exception"))
}

func (g *gen) one(xs ...string) string { return xs[g.pick(len(xs))] }

// unboxes binds a primitive local of any width to unbox() of an object:
// a Python int (which may not fit: OverflowError), a boxed primitive of
// another width, or a dynamic value of another type (TypeError).
func (g *gen) unboxes() string {
	t := append(append([]*Type{}, intPrims...), tDouble)[g.pick(len(intPrims)+1)]
	from := intPrims[g.pick(len(intPrims))]
	var src string
	switch g.pick(4) {
	case 0:
		src = g.expr(tPyInt, 2)
	case 1:
		src = fmt.Sprintf("box(%s)", g.expr(from, 2))
	case 2:
		src = "dyn(" + g.one("2**63", "-1", "255", "256", "-129", "2**64 - 1", "1.5", "'s'", "None", "True") + ")"
	default:
		src = g.leaf(tPyInt)
	}
	if t == tDouble {
		src = g.one(g.expr(tPyFloat, 2), "dyn(1.5)", "dyn(-0.0)", "dyn(3)")
	}
	_, s := g.bind(t, fmt.Sprintf("unbox(%s)", src))
	return s
}
