// This file implements the parts of the untyped generator aimed at the
// compiled fast paths and caches of issue 12: each program's own classes
// (random attributes and methods, a subclass calling super(), a
// duck-typed unrelated class, __slots__ by chance) used from sites that
// start monomorphic and turn polymorphic, patched, swapped (__class__)
// and stripped (del) while a loop runs over them; ints crossing the
// one- and two-digit boundaries (2**30, 2**60, 2**63); == and != of
// str subclasses; subscripts of dict subclasses with __missing__;
// append on list subclasses; range loops whose variable is rebound or
// escapes; module globals rebound and deleted mid-loop; and coroutines,
// asynchronous generators and async with, driven without an event loop.

package fuzz

import (
	"fmt"
	"strings"
)

// ownMethods are the method names of a program's own classes.
var ownMethods = []string{"m0", "m1", "m2"}

// ownClasses writes the program's own classes K0, K1(K0) and K2.
func (g *ugen) ownClasses() string {
	var b strings.Builder
	sig := "(self, a, b=1, c=3, d='s', e=None)"
	method := func(i int, sup bool) {
		m := ownMethods[i]
		fmt.Fprintf(&b, "    def %s%s:\n", m, sig)
		if g.chance(0.4) {
			fmt.Fprintf(&b, "        self.%s = %s\n", g.one("p", "q"), g.selfExpr(i))
		}
		if sup {
			fmt.Fprintf(&b, "        return (super().%s(a, b), %s)\n\n", m, g.selfExpr(i))
			return
		}
		fmt.Fprintf(&b, "        return %s\n\n", g.selfExpr(i))
	}
	b.WriteString("\n\nclass K0:\n    kind = 'K0'\n\n    def __init__(self, v):\n        self.p = v\n")
	fmt.Fprintf(&b, "        self.q = %s\n\n", g.one("v", "[v]", "(v, 0)", "str(v)", "0", "2**62", "-(2**60)", "1.5"))
	for i := range ownMethods {
		method(i, false)
	}
	b.WriteString("\nclass K1(K0):\n    kind = 'K1'\n\n    def __init__(self, v):\n        super().__init__(v)\n")
	fmt.Fprintf(&b, "        self.r = %s\n\n    @property\n    def pr(self):\n        return (self.p, self.r)\n\n", g.one("v", "-1", "'r'", "2**31"))
	for i := range ownMethods {
		if g.chance(0.6) {
			method(i, g.chance(0.6))
		}
	}
	b.WriteString("\nclass K2:\n")
	if g.chance(0.5) {
		b.WriteString("    __slots__ = ('p', 'q')\n")
	}
	b.WriteString("    kind = 'K2'\n\n    def __init__(self, v):\n        self.p = v\n")
	fmt.Fprintf(&b, "        self.q = %s\n\n", g.one("v", "None", "'q'", "2**30", "[]"))
	for i := range ownMethods {
		if g.chance(0.7) {
			method(i, false)
		}
	}
	b.WriteString("    def __repr__(self):\n        return 'K2(%r)' % (self.p,)\n\n")
	return b.String()
}

// selfExpr is a method's expression over its attributes and arguments;
// method i calls only methods before it (no recursion).
func (g *ugen) selfExpr(i int) string {
	switch g.pick(9) {
	case 0:
		return "self." + g.one("p", "q", "kind")
	case 1:
		return fmt.Sprintf("(self.%s %s a)", g.one("p", "q"), g.one("+", "-", "==", "<", "//", "&"))
	case 2:
		return fmt.Sprintf("(self.%s, %s)", g.one("p", "q", "kind"), g.expr(1))
	case 3:
		if i > 0 {
			return fmt.Sprintf("self.%s(%s)", ownMethods[g.pick(i)], g.one("a", "b", g.expr(2)))
		}
	case 4:
		return fmt.Sprintf("(self.p if %s else self.q)", g.expr(2))
	case 5:
		return "type(self).__name__ + str(a)"
	case 6:
		return fmt.Sprintf("[self.p, a, %s]", g.one("b", "c", "self.kind"))
	case 7:
		return fmt.Sprintf("self.p %s %s", g.one("+", "*", "-"), g.one("b", "c", "1", "2**60"))
	}
	return g.expr(2)
}

// boundLit is an int at or next to a boundary of the compiled int paths:
// one digit (2**30), two digits (2**60), a machine word (2**63).
func (g *ugen) boundLit() string {
	return g.one("(2**30 - 1)", "2**30", "(2**30 + 1)", "-(2**30)", "2**31", "(2**60 - 1)", "2**60", "-(2**60)", "(-(2**60) + 1)", "2**59",
		"(2**62 + 5)", "(2**63 - 1)", "-(2**63)", "2**63", "(2**64 + 1)", "3", "-7")
}

// fastStmt is a statement aimed at a compiled fast path or cache; an
// inner try logs what a step raises and lets the loop go on.
func (g *ugen) fastStmt() []string {
	// Mostly names and literals: a random expression raises too often
	// for the loop it heads to run. (No boundLit: 'ab' * 2**31 would
	// allocate gigabytes; seed 322.)
	e := func() string {
		if g.chance(0.7) {
			return g.one(g.v(), g.lit())
		}
		return g.expr(2)
	}
	step := func(line string) []string {
		return []string{"    try:", "        " + line, "    except Exception as ex:", "        out.append(('E', type(ex).__name__))"}
	}
	loop := func(head string, body ...string) []string {
		out := []string{head}
		for _, l := range body {
			out = append(out, step(l)...)
		}
		return out
	}
	objs := func() string {
		mono := g.one("K0", "K1", "K2")
		tail := []string{}
		for i, n := 0, 1+g.pick(3); i < n; i++ {
			tail = append(tail, fmt.Sprintf("%s(%s)", g.one("K0", "K1", "K2"), e()))
		}
		return fmt.Sprintf("[%s(%s)] * %d + [%s]", mono, e(), 2+g.pick(3), strings.Join(tail, ", "))
	}
	m := func() string { return ownMethods[g.pick(len(ownMethods))] }
	switch g.pick(16) {
	case 0: // a method call site, monomorphic then polymorphic
		return append([]string{"objs_ = " + objs()}, loop("for o_ in objs_:", fmt.Sprintf("out.append(o_.%s(%s))", m(), e()))...)
	case 1: // attribute loads and stores over changing types
		return append([]string{"objs_ = " + objs()}, loop("for o_ in objs_:", fmt.Sprintf("o_.%s = %s", g.one("p", "q", "r"), e()),
			fmt.Sprintf("out.append((o_.p, o_.q, o_.kind, getattr(o_, %s, '-')))", g.one("'r'", "'pr'", "'zz'")))...)
	case 2: // a method patched mid-loop, then restored
		cls, mm := g.one("K0", "K1"), m()
		body := loop("for i_ in range(4):", fmt.Sprintf("if i_ == 2: %s.%s = %s", cls, mm, g.one("lambda self, *q: ('patched', q)", "K2."+mm, "lambda self, a, **k: a")),
			fmt.Sprintf("out.append(%s(%s).%s(i_))", g.one("K0", "K1"), e(), mm))
		out := append([]string{fmt.Sprintf("saved_ = %s.__dict__.get(%q)", cls, mm), "try:"}, deeper(body)...)
		return append(out, "finally:", "    if saved_ is None:", fmt.Sprintf("        %s.__dict__.get(%q) and delattr(%s, %q)", cls, mm, cls, mm),
			"    else:", fmt.Sprintf("        %s.%s = saved_", cls, mm))
	case 3: // __class__ swapped mid-loop
		return append([]string{fmt.Sprintf("o_ = %s(%s)", g.one("K0", "K1"), e())},
			loop("for i_ in range(4):", fmt.Sprintf("if i_ == %d: o_.__class__ = %s", g.pick(3), g.one("K0", "K1", "K2")), fmt.Sprintf("out.append((o_.%s(i_), o_.kind))", m()))...)
	case 4: // an attribute deleted mid-loop, a class attribute patched
		return append([]string{fmt.Sprintf("o_ = %s(%s)", g.one("K0", "K1", "K2"), e())},
			loop("for i_ in range(4):", fmt.Sprintf("out.append((getattr(o_, 'p', 'gone'), o_.kind, o_.%s(i_)))", m()),
				fmt.Sprintf("if i_ == 1: del o_.%s", g.one("p", "q")), fmt.Sprintf("if i_ == 2: o_.__class__.kind = %s", e()))...)
	case 5: // __getattr__ added to a class mid-loop
		cls := g.one("K0", "K1", "K2")
		return append(append([]string{fmt.Sprintf("o_ = %s(%s)", cls, e()), "del_ = False"},
			loop("for i_ in range(3):", fmt.Sprintf("if i_ == 1: %s.__getattr__ = lambda self, n: ('ga', n); del_ = True", cls), "out.append((o_.p, o_.missing_))")...),
			"if del_:", "    del "+cls+".__getattr__")
	case 6: // a range loop whose variable is rebound and escapes
		return append(loop(fmt.Sprintf("for i_ in range(%s):", g.one("5", "-1", "0", "2**62, 2**62 + 3", "2**63 - 2, 2**63 + 1", "10, -3, -4", "3, 9, 2")),
			fmt.Sprintf("if i_ == %d: i_ = %s", g.pick(4), g.one("'s'", "2**70", "None", "i_ * 2**40", "1.5", e())), "out.append(i_)", fmt.Sprintf("i_ %s %s", g.one("+=", "*=", "-="), g.one("1", "2**62", e()))),
			// Read as locals().get would, without locals() (a function
			// calling it runs interpreted).
			"try:", "    out.append(i_)", "except NameError:", "    out.append('unbound')")
	case 7: // a module global rebound and deleted mid-loop
		return append(append([]string{"try:"}, deeper(loop("for i_ in range(5):", "out.append(GV)",
			fmt.Sprintf("if i_ == %d: globals()['GV'] = %s", g.pick(3), e()), fmt.Sprintf("if i_ == %d: del globals()['GV']", 2+g.pick(3))))...),
			"finally:", "    globals()['GV'] = 10")
	case 8: // ints crossing the one- and two-digit boundaries
		op := g.one("+", "-", "*", "//", "%", "&", "|", "^", "<<", ">>")
		rhs := g.boundLit()
		if op == "<<" || op == ">>" {
			rhs = g.one("1", "29", "30", "31", "59", "60", "61", "63", "64")
		}
		return append([]string{"x_ = " + g.boundLit()}, loop("for i_ in range(4):", fmt.Sprintf("x_ = x_ %s %s", op, rhs),
			fmt.Sprintf("out.append((x_, x_ %s %s, -x_ %s %s))", g.one("<", "==", "!=", ">=", "+", "-"), g.boundLit(), g.one("*", "//", "%", "-", "+"), g.one("x_", g.boundLit(), "i_")))...)
	case 9: // == and != of strs and str subclasses
		return loop(fmt.Sprintf("for s_ in ['ab', 'ab', %s, %s, %s]:", g.one("Tag('AB')", "Plain('ab')", "'aB'"), g.one("Tag('ab')", "Plain('ab')", "'ab' * 1"), e()),
			fmt.Sprintf("out.append((s_ == %[1]s, s_ != %[1]s, %[1]s == s_, %[1]s != s_))", g.one("'ab'", "'AB'", "Tag('Ab')", "Plain('ab')", "s_", e())))
	case 10: // dict subscripts, exact and subclasses with __missing__
		return loop(fmt.Sprintf("for d_ in [{'a': 1}, {'a': 1}, %s]:", g.one("Defaults(a=2)", "Defaults()", "Defaults({2: 'b'})", "{}")),
			fmt.Sprintf("out.append(d_[%s])", g.one("'a'", "2", "'zz'", e())), fmt.Sprintf("d_[%s] = %s", e(), e()))
	case 11: // append on exact lists and list subclasses
		out := []string{"ls_ = [[], [], " + g.one("Audit()", "Grow()", "Audit([1])") + ", " + g.one("Grow()", "[]", "Audit()") + "]"}
		if g.chance(0.3) {
			out = append(out, "Grow.append = lambda self, x: LOG.append(('patched', show(x)))")
			out = append(out, loop("for l_ in ls_:", fmt.Sprintf("l_.append(%s)", e()), "out.append(l_)")...)
			return append(out, "del Grow.append")
		}
		return append(out, loop("for l_ in ls_:", fmt.Sprintf("l_.append(%s)", e()), "l_.append(l_[0] if l_ else 0)", "out.append(l_)")...)
	case 12: // a coroutine awaiting suspensions, with try and finally
		f := g.name("coro")
		return []string{"async def " + f + "(q):", "    try:", fmt.Sprintf("        r = await Tick(%s)", e()), "        if q:", "            r = (r, await Tick(q))",
			fmt.Sprintf("        return (r, %s)", g.one("q", "1 / q", "[z async for z in ag_(q)]")), "    finally:", "        LOG.append('coro fin')",
			"async def ag_(q):", "    for z in (q if isinstance(q, (list, tuple, str)) else range(3)):", "        await Tick(z)", "        yield z",
			fmt.Sprintf("out.append(drive(%s(%s)))", f, e()), "out.append(list(LOG))"}
	case 13: // async for over an asynchronous generator, async with
		f := g.name("agen")
		return []string{"async def " + f + "(q):", "    try:", "        for z in range(3):", "            got = await Tick(z)", fmt.Sprintf("            yield (z, got, %s)", g.one("q", "z * q")),
			"    finally:", "        LOG.append('agen fin')", "async def use_(q):", "    acc = []", "    async with ACtx() as t:", "        acc.append(t)",
			fmt.Sprintf("        async for x in %s(q):", f), "            acc.append(x)", fmt.Sprintf("            if x[0] == %d:", g.pick(4)), "                " + g.one("break", "raise ValueError(x)", "continue"),
			"    return acc", fmt.Sprintf("out.append(drive(use_(%s)))", e()), "out.append(list(LOG))"}
	case 14: // an int local updated in a loop, read after it
		op, rhs := g.one("+", "*", "-", "^"), g.one("i_", "3", "i_ * i_", "2**29", "n_")
		if op == "*" && rhs == "n_" {
			rhs = "2" // squaring 40 times never ends (seed 322)
		}
		return append([]string{"n_ = " + g.one("0", "1", g.boundLit())}, append(loop(fmt.Sprintf("for i_ in range(%d):", 3+g.pick(40)), fmt.Sprintf("n_ = n_ %s %s", op, rhs)), "out.append((n_, i_))")...)
	}
	// super() through the program's own subclass, and its property
	return []string{fmt.Sprintf("o_ = K1(%s)", e()), fmt.Sprintf("out.append((o_.pr, o_.%s(%s), K0.%s(o_, %s)))", m(), e(), m(), e())}
}

// deeper puts lines one level deeper.
func deeper(lines []string) []string {
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = "    " + l
	}
	return out
}
