// This file implements the untyped generator: random plain Python in
// the style of service code, compiled as dynamic code (per-site caches,
// generic fallbacks). Unlike the type-directed generator (gen.go) it
// does not track types: expressions mix ints, bigints, floats, strings
// and containers freely, and every statement runs inside its own try,
// so that a TypeError or ZeroDivisionError is an observation (its type
// and message are logged) rather than the end of the function. It aims
// at the places the compiled fast paths can part from CPython: int
// overflow into bigints, float edge cases, slicing, unpacking, the
// dunders of the prelude's classes (untyped_prelude.go), classes
// patched while code runs, __class__ assignment, exceptions raised
// through frames with finally and else, generators, closures and
// comprehensions, container methods, string formatting, and every kind
// of call; and (untyped_fast.go) the compiled fast paths and caches:
// the program's own classes at sites turning polymorphic, int
// boundaries, str and container subclasses, range loops, globals
// rebound mid-loop, coroutines and asynchronous generators.

package fuzz

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// uvars are the locals of a generated untyped function: its parameters.
var uvars = []string{"a", "b", "c", "d", "e"}

// untypedArgs are the argument lists each function is called with.
var untypedArgs = []string{
	"0, 1", "5, -2.5", "'ab', 'c'", "[1, 2], (3,)", "2**64, -1", "True, None",
	"-7, 3, 2**63", "1.5, float('nan')", "{'k': 1}, {2, 3}", "Vec(1, 2), Box(3)",
	"-0.0, float('inf')", "10**20, 7, d='x', e=[]",
}

// ugen holds the state of generating one untyped module.
type ugen struct {
	r *rand.Rand
	// tmp numbers the helper names a statement defines (def, class).
	tmp int
}

// GenerateUntyped makes an untyped program of n functions from seed.
func GenerateUntyped(seed uint64, n int) *Program {
	g := &ugen{r: rand.New(rand.NewPCG(seed, seed^0x5bd1e9955bd1e995))}
	p := &Program{Seed: seed, Untyped: true}
	p.Head = g.ownClasses()
	for i := 0; i < n; i++ {
		f := g.function(fmt.Sprintf("f%d", i))
		p.Funcs = append(p.Funcs, f)
		p.Calls = append(p.Calls, g.callsOf(f)...)
	}
	return p
}

func (g *ugen) pick(n int) int        { return g.r.IntN(n) }
func (g *ugen) chance(p float64) bool { return g.r.Float64() < p }
func (g *ugen) one(xs ...string) string {
	return xs[g.pick(len(xs))]
}
func (g *ugen) v() string { return uvars[g.pick(len(uvars))] }

func (g *ugen) function(name string) *Func {
	f := &Func{Name: name, Params: []Var{{Name: "a"}, {Name: "b"}, {Name: "c", Default: "3"}, {Name: "d", Default: "'s'"}, {Name: "e", Default: "None"}}}
	f.Body = append(f.Body, "out = []")
	for i, n := 0, 3+g.pick(6); i < n; i++ {
		// Each statement is caught on its own: a failing statement is
		// logged and the next one runs.
		lines := g.stmt(0, false)
		f.Body = append(f.Body, "try:\n"+indentLines(lines)+"\nexcept Exception as ex:\n    out.append('E:' + type(ex).__name__ + ':' + str(ex)[:80])")
	}
	// a may have been deleted: read as locals().get('a') would, but
	// without locals(), which makes the function run interpreted (every
	// function did, from 2026-12-01 to session 17: the compiled and the
	// interpreted run compared the interpreter with itself).
	f.Body = append(f.Body, fmt.Sprintf("try:\n    a_ = a\nexcept NameError:\n    a_ = None\nreturn show(out), show(a_), show(%s)", g.v()))
	return f
}

// callsOf calls f with a few of the argument lists.
func (g *ugen) callsOf(f *Func) []string {
	var calls []string
	for i, n := 0, 2+g.pick(3); i < n; i++ {
		calls = append(calls, fmt.Sprintf("call(%s, %s)", f.Name, untypedArgs[g.pick(len(untypedArgs))]))
	}
	return calls
}

func indentLines(lines []string) string {
	return "    " + strings.Join(lines, "\n    ")
}

func (g *ugen) lit() string {
	switch g.pick(13) {
	case 0:
		return g.one("0", "1", "-1", "2", "3", "7", "255", "256", "-256")
	case 1:
		return g.one("1099511627776", "9223372036854775807", "9223372036854775808", "-9223372036854775808", "18446744073709551619", "100000000000000000000", "-10000000000000000000", "(2**62 + 2**62)", "(-2**63 - 1)")
	case 2:
		return g.one("0.0", "-0.0", "1.5", "-2.25", "1e+300", "3.0", "0.1", "float('nan')", "float('inf')", "-float('inf')", "5e-324")
	case 3:
		return g.one("''", "'ab'", "'xyz'", "'A b'", "'ß'", "'10'", "'a,b,,c'", "' pad '")
	case 4:
		return g.one("[]", "[1, 2, 3]", "[0.5, -1]", "['p', 'q']", "[[1], [2, 3]]", "[3, 1, 2]")
	case 5:
		return g.one("()", "(1,)", "(1, 'x', 2.0)", "(3, 4)")
	case 6:
		return g.one("{}", "{'k': 1, 'j': 2}", "{1: 'a', 2: 'b'}")
	case 7:
		return g.one("True", "False", "None")
	case 8:
		return g.one("{1, 2}", "set()", "frozenset({3})", "{'x', 'y'}")
	case 9:
		return g.one("Vec(1, 2)", "Vec(0, 0)", "Vec(-1, 5)", "Seq(1, 2, 3)", "Seq()", "Box(2)", "Sub('s')", "Temp(10)", "Tally(3)", "b'xy'")
	}
	return fmt.Sprint(g.pick(25) - 5)
}

func (g *ugen) expr(d int) string {
	if d > 2 || g.chance(0.25) {
		if g.chance(0.6) {
			return g.v()
		}
		return g.lit()
	}
	e := func() string { return g.expr(d + 1) }
	switch k := g.pick(18); {
	case k < 4:
		op := g.one("+", "-", "*", "/", "//", "%", "**", "<<", ">>", "&", "|", "^", "@")
		switch op {
		case "**":
			return fmt.Sprintf("(%s ** %s)", e(), g.one("0", "1", "2", "3", "-1", "0.5", "33"))
		case "<<", ">>":
			return fmt.Sprintf("(%s %s %s)", e(), op, g.one("0", "1", "3", "63", "64", "-1", "100"))
		case "@":
			op = "+"
		}
		return fmt.Sprintf("(%s %s %s)", e(), op, e())
	case k == 4:
		return fmt.Sprintf("(%s %s %s)", e(), g.one("<", "<=", "==", "!=", ">", ">=", "is", "is not", "in", "not in"), e())
	case k == 5:
		return fmt.Sprintf("(%s < %s <= %s)", e(), e(), e())
	case k == 6:
		return fmt.Sprintf("(%s %s %s)", e(), g.one("and", "or"), e())
	case k == 7:
		return fmt.Sprintf("(%s%s)", g.one("-", "+", "~", "not "), e())
	case k == 8:
		f := g.one("len", "abs", "int", "float", "str", "repr", "bool", "sorted", "sum", "list", "tuple", "type", "min", "max", "reversed", "iter")
		switch f {
		case "type":
			return fmt.Sprintf("type(%s).__name__", e())
		case "reversed", "iter":
			return fmt.Sprintf("list(%s(%s))", f, e())
		}
		return fmt.Sprintf("%s(%s)", f, e())
	case k == 9:
		if g.chance(0.2) {
			// An exponent from the program could be 2**64: a hang.
			return fmt.Sprintf("pow(%s, %s)", e(), g.one("2", "-1", "0.5", "0", "3, 5", "-1, 7"))
		}
		if g.chance(0.2) {
			// ndigits from the program could be -2**63: 10**(2**63) never ends.
			return fmt.Sprintf("round(%s, %s)", e(), g.one("2", "-1", "0", "-20", "None"))
		}
		return fmt.Sprintf("%s(%s, %s)", g.one("min", "max", "divmod", "isinstance"), e(), g.one(e(), "int", "(int, float)", "2"))
	case k == 10:
		return fmt.Sprintf("%s[%s]", e(), g.one(e(), "0", "-1", "1:", ":2", "::-1", "1:3", "-2:", "::2"))
	case k == 11:
		return fmt.Sprintf("(%s if %s else %s)", e(), e(), e())
	case k == 12:
		return fmt.Sprintf("[%s for x in %s]", g.one("x", "x * 2", "x + 1", "(x, 1)"), e())
	case k == 13:
		return fmt.Sprintf("f'{%s!r}-{%s%s}'", g.v(), g.v(), g.one("", ":>5", "!s", ":^7", "!a"))
	case k == 14:
		m := g.one("upper()", "split()", "get(1)", "count(1)", "index(1)", "copy()", "keys()", "items()", "strip()", "join(['a', 'b'])",
			"startswith('a')", "pop()", "append(1)", "__len__()", "bit_length()", "is_integer()", "real", "imag", "x", "val", "n",
			"as_integer_ratio()", "hex()", "isdigit()", "partition(',')", "values()", "conjugate()", "__class__.__name__")
		return fmt.Sprintf("(%s).%s", e(), m)
	case k == 15:
		return fmt.Sprintf("Vec(%s, %s)", e(), e())
	case k == 16:
		return fmt.Sprintf("kwf(%s)", g.callArgs(d+1))
	}
	return fmt.Sprintf("('%%s:%%r' %% (%s, %s))", e(), e())
}

// callArgs are the arguments of a call of kwf(x, y=2, *rest, z=3, **kw).
func (g *ugen) callArgs(d int) string {
	e := func() string { return g.expr(d) }
	switch g.pick(7) {
	case 0:
		return e()
	case 1:
		return fmt.Sprintf("%s, %s, %s", e(), e(), e())
	case 2:
		return fmt.Sprintf("%s, z=%s", e(), e())
	case 3:
		return fmt.Sprintf("*%s", e())
	case 4:
		return fmt.Sprintf("%s, **{'z': %s, 'q': 1}", e(), e())
	case 5:
		return fmt.Sprintf("y=%s, x=%s", e(), e())
	}
	return fmt.Sprintf("%s, y=%s", e(), e())
}

// block is one to three statements, nested one level.
func (g *ugen) block(d int, loop bool) []string {
	var out []string
	for i, n := 0, 1+g.pick(3); i < n; i++ {
		for _, l := range g.stmt(d, loop) {
			out = append(out, "    "+l)
		}
	}
	return out
}

func (g *ugen) name(base string) string {
	g.tmp++
	return fmt.Sprintf("%s%d", base, g.tmp)
}

// stmt is one statement at nesting depth d (inside a loop when loop),
// as lines.
func (g *ugen) stmt(d int, loop bool) []string {
	e := func() string { return g.expr(0) }
	v, w := g.v(), g.v()
	// Top-level statements are mostly the richer kinds (serviceStmt,
	// oldStmt); nested ones mostly simple, so that blocks stay small.
	n := 24
	if d >= 2 {
		n = 6
	}
	switch g.pick(n) {
	case 0, 1, 2:
		return []string{fmt.Sprintf("%s = %s", v, e())}
	case 3:
		if g.chance(0.2) {
			// Exponents and shift counts small: 3 ** 2**64 never ends.
			return []string{fmt.Sprintf("%s %s %s", v, g.one("**=", "<<=", ">>="), g.one("2", "-1", "0.5", "3", "65"))}
		}
		return []string{fmt.Sprintf("%s %s %s", v, g.one("+=", "-=", "*=", "//=", "%=", "|=", "&=", "/=", "^="), e())}
	case 4:
		return []string{fmt.Sprintf("out.append(%s)", e())}
	case 5:
		if loop && g.chance(0.5) {
			return []string{"if " + e() + ":", "    " + g.one("break", "continue")}
		}
		if g.chance(0.5) {
			return []string{fmt.Sprintf("%s, %s = %s, %s", v, w, e(), e())}
		}
		return []string{fmt.Sprintf("%s, %s = %s", v, w, e())}
	case 6:
		out := append([]string{"if " + e() + ":"}, g.block(d+1, loop)...)
		if g.chance(0.3) {
			out = append(append(out, "elif "+e()+":"), g.block(d+1, loop)...)
		}
		if g.chance(0.5) {
			out = append(append(out, "else:"), g.block(d+1, loop)...)
		}
		return out
	case 7:
		src := g.one(fmt.Sprintf("range(%d)", g.pick(7)-1), e(), fmt.Sprintf("range(min(%s, 6))", g.v()), "Seq(1, 'two', 3.0)", "Tally(4)", "Vec(7, 8)")
		return append([]string{fmt.Sprintf("for %s in %s:", g.v(), src)}, g.block(d+1, true)...)
	case 8:
		c := g.name("w")
		return append([]string{c + " = 0", fmt.Sprintf("while %s < %d and %s:", c, g.pick(5), e()), "    " + c + " += 1"}, g.block(d+1, true)...)
	case 9:
		exc := g.one("Exception", "TypeError", "ValueError", "(ZeroDivisionError, OverflowError)", "ArithmeticError", "LookupError", "AttributeError")
		out := append([]string{"try:"}, g.block(d+1, loop)...)
		out = append(out, "except "+exc+" as ex:", "    out.append(type(ex).__name__)")
		if g.chance(0.3) {
			out = append(out, "else:", "    out.append('else')")
		}
		if g.chance(0.3) {
			out = append(out, "finally:", "    out.append('fin')")
		}
		return out
	case 10:
		f := g.name("inner")
		return []string{fmt.Sprintf("def %s(q=%s):", f, e()), fmt.Sprintf("    return (%s, q)", e()), fmt.Sprintf("%s = %s(%s)", v, f, g.one("", e()))}
	case 11:
		return []string{fmt.Sprintf("%s = Box(%s)", v, e()), fmt.Sprintf("%s.val = %s", v, e()), fmt.Sprintf("out.append(%s.twice())", v)}
	case 12:
		return []string{fmt.Sprintf("%s = {%s: %s for _ in range(2)}", v, e(), e())}
	case 13:
		return []string{"del " + v, fmt.Sprintf("%s = %s", v, e())}
	}
	switch {
	case g.chance(0.25):
		return g.moreStmt()
	case g.chance(0.3):
		return g.fastStmt()
	case g.chance(0.6):
		return g.serviceStmt(d, loop)
	}
	return g.oldStmt(d, loop)
}

// oldStmt is one of the statements of session 12's generator beyond the
// basic ones: subscripts, walrus, star unpacking, with, assert, sorting
// with keys, generators, calls with * and **, closures, finally, chained
// exceptions, format specs, literal corner cases, patched classes.
func (g *ugen) oldStmt(d int, loop bool) []string {
	e := func() string { return g.expr(0) }
	v, w := g.v(), g.v()
	switch g.pick(17) {
	case 0:
		return []string{fmt.Sprintf("%s[%s] = %s", v, g.one("0", "-1", w, "1:2", "::2"), e())}
	case 1:
		return []string{fmt.Sprintf("%s[%s] %s %s", v, g.one("0", "-1", w), g.one("+=", "*=", "-="), e())}
	case 2:
		return []string{fmt.Sprintf("del %s[%s]", v, g.one("0", "-1", w, "1:", ":"))}
	case 3:
		return []string{fmt.Sprintf("if (%s := %s):", v, e()), "    out.append(" + v + ")"}
	case 4:
		return []string{fmt.Sprintf("%s, *%sx = %s", v, w, e()), fmt.Sprintf("out.append(%sx)", w)}
	case 5:
		return append(append([]string{fmt.Sprintf("for %s in %s:", v, e())}, g.block(d+1, true)...), "else:", "    out.append('else')")
	case 6:
		return append([]string{fmt.Sprintf("with Guard(%s) as %s:", e(), v)}, g.block(d+1, loop)...)
	case 7:
		return []string{fmt.Sprintf("assert %s, %s", e(), e())}
	case 8:
		return []string{fmt.Sprintf("%s = Sub(%s)", v, e()), fmt.Sprintf("out.append((%[1]s.twice(), %[1]s.kind(), %[1]s.prop, str(%[1]s)))", v)}
	case 9:
		return []string{fmt.Sprintf("%s = sorted(%s, key=%s, reverse=%s)", v, e(), g.one("repr", "str", "lambda q: -q", "len", "abs"), g.one("True", "False"))}
	case 10:
		f := g.name("gen")
		return []string{"def " + f + "(q):", "    for z in q:", "        yield z * 2", "    return 7", fmt.Sprintf("%s = list(%s(%s))", v, f, e())}
	case 11:
		pos := g.one("["+e()+", "+e()+"]", "("+e()+",)", e())
		kw := g.one("{}", "{'k': 1}", "{'k': "+e()+"}")
		return []string{fmt.Sprintf("%s = apply(*%s, **%s)", v, pos, kw)}
	case 12:
		o, c := "{", "}"
		if g.chance(0.5) {
			o, c = "[", "]"
		}
		src := g.one(e(), "reversed("+e()+")")
		return []string{fmt.Sprintf("%s = %sx for x in %s if %s%s", v, o, src, g.one("x", "not x", "x != 1"), c)}
	case 13:
		return []string{"try:", fmt.Sprintf("    raise MyErr(%s)", e()), "except MyErr as ex:", "    out.append((ex.args, str(ex), repr(ex)))"}
	case 14:
		return []string{fmt.Sprintf("globals()['G'] = %s", e()), "out.append(G)"}
	case 15:
		return g.patchStmt()
	}
	return g.cornerStmt()
}

// cornerStmt is a literal corner case of formatting, conversion and
// closures.
func (g *ugen) cornerStmt() []string {
	e := func() string { return g.expr(0) }
	v := g.v()
	switch g.pick(6) {
	case 0:
		f := g.name("counter")
		return []string{"def " + f + "():", "    n = " + e(), "    def inc(by=1):", "        nonlocal n", "        n = n + by", "        return n",
			"    return inc", "inc = " + f + "()", fmt.Sprintf("out.append((inc(), inc(%s)))", e())}
	case 1:
		f := g.name("fin")
		return []string{"def " + f + "(q):", "    for z in range(3):", "        try:", "            if z == q:", "                return ('ret', z)",
			"            if z > 1:", "                break", "        finally:", "            out.append(('finally', z))", "    return 'end'",
			fmt.Sprintf("out.append(%s(%s))", f, g.one("0", "1", "2", e()))}
	case 2:
		return []string{"try:", "    try:", "        " + v + " = " + e(), "        raise ValueError(" + v + ")",
			"    except ValueError as inner:", "        raise KeyError('k') from inner",
			"except KeyError as outer:", "    out.append((repr(outer), type(outer.__cause__).__name__, outer.__context__ is outer.__cause__, outer.__suppress_context__))"}
	case 3:
		return []string{fmt.Sprintf("%s = format(%s, %s)", v, e(), g.one("'>8'", "''", "'.3'", "'x'", "','", "'e'", "'08.2f'", "'%'", "'+.1e'", "'_'", "'#o'", "'g'"))}
	case 4:
		return []string{v + " = " + g.one("int('1f', 16)", "int(' 42 ')", "int('0b101', 0)", "float('1e3')", "round(2.675, 2)", "round(-0.5)", "divmod(-7, 2)",
			"divmod(7.5, -2)", "(-7) % 3", "-7 // 2", "2 ** -1", "(-8) ** (1/3)", "int(-3.9)", "abs(-0.0)", "str(1e16)", "repr(0.1 + 0.2)", "1 and 'x' or 'y'",
			"None or 0 or ''", "[] or [0]", "int('9' * 30) + 1", "-(2**63) // -1", "(2**64) % -7", "float(2**1023 * 2)", "int(float('nan'))", "1e308 * 10",
			"float('inf') - float('inf')", "0.0 == -0.0", "(-0.0).hex()", "(-0.5).__floor__()", "divmod(-0.0, 1.0)", "1 / 0.0", "5 % 0", "2 ** 0.5 ** 2", "(-2) ** 0.5")}
	}
	return []string{"d_ = {" + e() + ": 1}", "out.append(sorted(map(repr, d_.items())))",
		"out.append(" + g.one("list(zip('abc', range(5)))", "list(enumerate('xy', 1))", "dict(a=1, **{'b': 2})", "[*range(3), *'ab']", "{**{'a': 1}, 'a': 2}",
			"sum([[1], [2]], [])", "max([], default='none')", "min('b', 'a', key=str.upper)") + ")"}
}

// patchStmt patches a class or a global while code runs, and undoes it.
func (g *ugen) patchStmt() []string {
	e := func() string { return g.expr(0) }
	v := g.v()
	switch g.pick(9) {
	case 0:
		return []string{"saved = Box.twice", "Box.twice = lambda self: ('patched', self.val)", "try:", fmt.Sprintf("    out.append(Box(%s).twice())", e()),
			fmt.Sprintf("    out.append(Sub(%s).twice())", e()), "finally:", "    Box.twice = saved"}
	case 1:
		return []string{fmt.Sprintf("%s = Box(%s)", v, e()), v + ".twice = lambda: 'inst'", "out.append(" + v + ".twice())", "del " + v + ".twice", "out.append(" + v + ".twice())"}
	case 2:
		return []string{fmt.Sprintf("%s = Box(%s)", v, e()), v + ".__class__ = " + g.one("Sub", "Leaf"), fmt.Sprintf("out.append((%[1]s.twice(), %[1]s.kind()))", v),
			v + ".__class__ = Box", "out.append(" + v + ".twice())"}
	case 3:
		return []string{"Box.count = getattr(Box, 'count', 0) + 1", fmt.Sprintf("out.append((Box.count, Sub.count, Box(%s).count))", e())}
	case 4:
		return []string{fmt.Sprintf("%s = Box(%s)", v, e()), fmt.Sprintf("setattr(%s, %s, %s)", v, g.one("'val'", "'other'"), e()),
			fmt.Sprintf("out.append((hasattr(%[1]s, 'other'), getattr(%[1]s, 'other', 'none'), %[1]s.val))", v),
			fmt.Sprintf("delattr(%s, 'val')", v), fmt.Sprintf("out.append(hasattr(%s, 'val'))", v)}
	case 5:
		return []string{fmt.Sprintf("for %s in (Box(%s), Sub(%s), Leaf(%s)):", v, e(), e(), e()), fmt.Sprintf("    out.append((%[1]s.twice(), %[1]s.val))", v)}
	case 6:
		return []string{"globals()['len'] = lambda q: 99", "try:", fmt.Sprintf("    out.append(len(%s))", e()), "finally:", "    del globals()['len']"}
	case 7:
		// A method replaced in the middle of a loop that calls it: the
		// call site's cache must see the new one.
		return []string{"saved = Sub.twice", "try:", "    for i_ in range(4):", "        if i_ == 2:", "            Sub.twice = " + g.one("lambda self: ('mid', self.val)", "Box.twice", "Leaf.twice"),
			fmt.Sprintf("        out.append(%s(%s).twice())", g.one("Sub", "Leaf"), e()), "finally:", "    Sub.twice = saved"}
	}
	return []string{"Box.__getattr__ = lambda self, n: 'ga:' + n", "try:", fmt.Sprintf("    out.append((Box(%s).missing, Box(1).val))", e()), "finally:", "    del Box.__getattr__"}
}

// serviceStmt is a statement of what service code does with objects
// and containers: the prelude's dunders and properties, container
// methods, exceptions through frames, generators and closures, globals,
// and the calling conventions.
func (g *ugen) serviceStmt(d int, loop bool) []string {
	e := func() string { return g.expr(0) }
	v, w := g.v(), g.v()
	switch g.pick(17) {
	case 16:
		return g.orderStmt()
	case 0: // comparison, hashing, sorting and addition dunders
		return []string{fmt.Sprintf("%s = [Vec(%s, %s), Vec(%s, 1), -Vec(2, %s)]", v, e(), e(), e(), e()),
			"out.append(" + g.one("sorted("+v+")", "sum("+v+")", "sum("+v+", Vec(0, 0))", "{q: 1 for q in "+v+"}", "max("+v+")",
				v+"[0] == "+v+"[1]", v+"[0] != "+w, v+"[0] < "+v+"[2]", "set("+v+")", "[bool(q) for q in "+v+"]", v+"[1] * "+e(), "Vec(1, 1) in "+v, v+".index(Vec(0, 0))") + ")"}
	case 1: // unpacking and iteration protocols
		return []string{fmt.Sprintf("%s, %s = %s", v, w, g.one("Vec("+e()+", "+e()+")", "Seq("+e()+", "+e()+")", "Tally(2)")),
			fmt.Sprintf("out.append((%s, %s, %s))", v, w, g.one("list(Seq(1, 2))", "len(Seq("+e()+"))", e()+" in Seq(1, 2, 'x')", "Seq(3, 4)[-1]", "list(Tally("+g.one("0", "3")+"))", "4 in Tally(4)", "[*Vec(5, 6), *Seq(7)]", "dict(zip(Seq('a', 'b'), Vec(1, 2)))"))}
	case 2: // __getattr__ and attribute fallbacks
		return []string{fmt.Sprintf("%s = Lazy(%s)", v, e()), fmt.Sprintf("out.append(%s)", g.one(v+".xa", v+".n", "getattr("+v+", 'zz', 'dflt')", "hasattr("+v+", 'xq')", "hasattr("+v+", 'q')", v+".missing", "getattr("+v+", 'x' + str("+w+"))"))}
	case 3: // property setters that validate
		return []string{fmt.Sprintf("%s = Temp(%s)", v, e()), fmt.Sprintf("%s.c = %s", v, e()), fmt.Sprintf("out.append((%[1]s.c, %[1]s.f))", v), "del " + v + ".c", fmt.Sprintf("out.append(%s)", v)}
	case 4: // inheritance, super() chains, classmethods and staticmethods
		return []string{fmt.Sprintf("%s = %s", v, g.one("Leaf("+e()+")", "Leaf.make("+e()+")", "Leaf("+e()+", w="+e()+")")),
			fmt.Sprintf("out.append((%s))", g.one(v+".twice(), "+v+".kind(), "+v+".prop", "str("+v+"), repr("+v+"), "+v+".tag", "Leaf.join("+v+".val, "+e()+"), isinstance("+v+", Box)", "type("+v+").__mro__[1].__name__, "+v+".w"))}
	case 5: // __slots__
		return []string{fmt.Sprintf("%s = Vec(%s)", v, e()), fmt.Sprintf("%s.%s = %s", v, g.one("x", "y", "z"), e()), fmt.Sprintf("out.append((%[1]s, hasattr(%[1]s, '__dict__')))", v)}
	case 6: // container methods
		return []string{fmt.Sprintf("%s = %s", v, g.one("[3, 1, 2]", "list("+e()+")", "{'a': 1, 'b': 2}", "dict.fromkeys("+e()+", 0)", "{1, 2, 3}", "set("+e()+")")),
			fmt.Sprintf("out.append(%s.%s)", v, g.one("pop()", "pop(0)", "pop('a', None)", "popitem()", "setdefault('z', [])", "update({'c': 3})", "get('b', 'none')",
				"insert(1, 9)", "remove(1)", "index(2)", "extend('xy')", "sort()", "sort(key=str)", "reverse()", "count(2)", "clear()", "copy()", "add(4)", "discard(1)",
				"union([9])", "intersection({1, 9})", "difference({2})", "issubset({1, 2, 3, 4})", "symmetric_difference({3, 5})", "keys() & {'a'}", "items() | set()")),
			fmt.Sprintf("out.append(%s)", v)}
	case 7: // set and dict operators
		return []string{fmt.Sprintf("out.append(%s)", g.one("{1, 2} | "+e(), "{1, 2} & "+e(), "{1, 2} - "+e(), "{1, 2} ^ "+e(), "{'a': 1} | "+e(), "frozenset("+e()+") <= {1, 2}", "sorted({"+e()+": 1, "+e()+": 2}.items(), key=repr)"))}
	case 8: // an exception raised through frames, with else and finally
		f := g.name("thrower")
		return []string{"def " + f + "(q):",
			"    try:", fmt.Sprintf("        if q %s:", g.one("== 0", "> 1", "is None", "in ('ab', 5)")), "            raise " + g.one("ValueError('v%r' % (q,))", "KeyError(q)", "MyErr(q, 2)", "ZeroDivisionError"),
			"        r = 10 / q", "    except ZeroDivisionError:", "        LOG.append('zde')", "        raise", "    else:", "        LOG.append('else')", "        return r",
			"    finally:", "        LOG.append('fin')",
			"try:", fmt.Sprintf("    out.append(%s(%s))", f, g.one(e(), "0", "2", "None", "'ab'", "5")), "except (ValueError, KeyError) as ex:",
			"    out.append(('caught', type(ex).__name__, ex.args))", "except MyErr as ex:", "    out.append(('mine', ex.args))", "out.append(list(LOG))"}
	case 9: // re-raise with a new exception: __context__ and __cause__
		return []string{"try:", "    try:", "        " + g.one("[][1]", "{}['k']", "1 // 0", "int('x')", "None.attr", e()+" + 'a'"),
			"    except Exception as first:", "        raise " + g.one("RuntimeError('wrapped')", "RuntimeError('wrapped') from first", "RuntimeError('wrapped') from None", "TypeError(str(first))"),
			"except RuntimeError as ex:", "    out.append((str(ex), type(ex.__context__).__name__, type(ex.__cause__).__name__, ex.__suppress_context__))",
			"except TypeError as ex:", "    out.append(('type', str(ex)[:40]))"}
	case 10: // generators: send, close with finally, yield from, late binding
		f := g.name("gen")
		switch g.pick(4) {
		case 0:
			return []string{"def " + f + "():", "    total = 0", "    while True:", "        got = yield total", "        if got is None:", "            return total", "        total += got",
				// In a name of its own: a generator's repr has its address,
				// and a..e are returned and formatted.
				"g_ = " + f + "()", "next(g_)", fmt.Sprintf("out.append((g_.send(%s), g_.send(%s)))", e(), e())}
		case 1:
			return []string{"def " + f + "(q):", "    try:", "        for z in q:", "            yield z", "    finally:", "        LOG.append('closed')",
				fmt.Sprintf("g_ = %s(%s)", f, e()), "out.append(next(g_, 'empty'))", "g_.close()", "out.append(list(LOG))"}
		case 2:
			return []string{"def " + f + "(q):", "    r = yield from q", "    yield ('end', r)", fmt.Sprintf("out.append(list(%s(%s)))", f, g.one(e(), "iter([1, 2])", "Tally(3)", "(z * z for z in range(3))"))}
		}
		return []string{"fs_ = [lambda: i for i in range(3)]", "gs_ = [lambda i=i: i for i in range(3)]",
			"out.append(([f() for f in fs_], [f() for f in gs_]))"}
	case 11: // comprehensions: nested, filtered, dict and set
		return []string{fmt.Sprintf("out.append(%s)", g.one(
			"[(x, y) for x in range(3) for y in "+e()+" if x]",
			"{x: x * 2 for x in "+e()+" if x}",
			"{str(x)[:1] for x in "+e()+"}",
			"[[y for y in range(x)] for x in range(4)]",
			"sum(x for x in "+e()+")",
			"any(x for x in "+e()+")",
			"all(x for x in "+e()+")",
			"sorted((v, k) for k, v in ("+e()+").items())"))}
	case 12: // string formatting
		return []string{fmt.Sprintf("out.append(%s)", g.one(
			"f'{"+v+":>{3}}|{"+w+"!r:<6}'",
			"'%-5s|%5r' % ("+v+", "+w+")",
			"'%d %x %o %e' % ("+e()+", "+e()+", "+e()+", "+e()+")",
			"'%.3f|%+d|%5.1f%%' % ("+e()+", "+e()+", "+e()+")",
			"'{:,}|{:_x}|{:.2%}'.format("+e()+", "+e()+", "+e()+")",
			"'{a}-{b!s}'.format(a="+v+", b="+w+")",
			"'%(k)s' % "+e(),
			"f'{"+v+"=}'",
			"str("+e()+").center(9, '*')",
			"'{0}{1}{0}'.format("+v+", "+w+")"))}
	case 13: // global and nonlocal
		f := g.name("setg")
		return []string{"def " + f + "(q):", "    global G", "    G = q", "    def bump():", "        nonlocal q", "        q = (q, 1)", "        return q", "    return bump()",
			fmt.Sprintf("out.append((%s(%s), G))", f, e())}
	case 14: // keyword, default, *args and **kwargs calls
		return []string{fmt.Sprintf("%s = kwf(%s)", v, g.callArgs(0)), "out.append(" + v + ")"}
	}
	// try in a loop, with break and continue through finally
	i := g.name("i")
	return []string{fmt.Sprintf("for %s in range(%d):", i, 2+g.pick(4)), "    try:",
		fmt.Sprintf("        if %s == %d:", i, g.pick(4)), "            " + g.one("break", "continue", "raise ValueError("+i+")", "out.append(1 / ("+i+" - 1))"),
		fmt.Sprintf("        out.append(%s)", e()), "    except ValueError as ex:", "        out.append(('v', ex.args))", "        " + g.one("continue", "break", "pass"),
		"    finally:", "        out.append(('f', " + i + "))"}
}

// orderStmt is a statement whose parts log themselves (tell appends
// their show to LOG and returns them): the order Python evaluates targets,
// subscripts, keys, values, arguments and operands in, and where an
// exception stops it.
func (g *ugen) orderStmt() []string {
	e := func() string { return g.expr(1) }
	v := g.v()
	switch g.pick(14) {
	case 0:
		return []string{"d_ = {}", fmt.Sprintf("d_[tell(%s)] = tell(%s)", e(), e()), "out.append(d_)"}
	case 1:
		return []string{"xs_ = [1, 2, 3]", fmt.Sprintf("xs_[tell(%s)] %s tell(%s)", g.one("0", "-1", "3", e()), g.one("+=", "*=", "-="), e()), "out.append(xs_)"}
	case 2:
		return []string{fmt.Sprintf("%s = Box(tell(%s))", v, e()), fmt.Sprintf("%s.val %s tell(%s)", v, g.one("+=", "*=", "="), e()), fmt.Sprintf("out.append(%s)", v)}
	case 3:
		return []string{fmt.Sprintf("out.append({tell(%s): tell(%s), tell(%s): tell(%s)})", e(), e(), e(), e())}
	case 4:
		return []string{fmt.Sprintf("out.append(kwf(tell(%s), *[tell(%s)], z=tell(%s), **{'q': tell(%s)}))", e(), e(), e(), e())}
	case 5:
		return []string{fmt.Sprintf("out.append(tell(%s) < tell(%s) %s tell(%s))", e(), e(), g.one("<", "==", "<=", "is not", "in"), e())}
	case 6:
		return []string{fmt.Sprintf("%s = %s = tell(%s)", v, g.v(), g.one("[]", "{}", e())), fmt.Sprintf("out.append(%s)", v)}
	case 7:
		return []string{"i_ = 0", "xs_ = [0, 0, 0]", fmt.Sprintf("i_, xs_[i_] = tell(%s), tell(%s)", g.one("1", "2", "5", e()), e()), "out.append((i_, xs_))"}
	case 8:
		return []string{fmt.Sprintf("out.append(tell(%s) if tell(%s) else tell(%s))", e(), e(), e())}
	case 9:
		return []string{fmt.Sprintf("out.append([tell(i) for i in range(%d) if tell(i %% 2)])", g.pick(5))}
	case 10:
		return []string{fmt.Sprintf("out.append(tell(%s) and tell(%s) or tell(%s))", e(), e(), e())}
	case 11:
		return []string{fmt.Sprintf("with Guard(tell(%s)) as x_, Guard(tell(%s)) as y_:", e(), e()), "    out.append((x_, y_))", fmt.Sprintf("    out.append(tell(%s) %s tell(%s))", e(), g.one("/", "//", "+"), e())}
	case 12:
		return []string{"xs_ = [1, 2, 3, 4]", fmt.Sprintf("xs_[tell(%s):tell(%s)] = tell(%s)", g.one("0", "1", e()), g.one("2", "-1", e()), g.one("[9]", "()", "'ab'", e())), "out.append(xs_)"}
	}
	return []string{fmt.Sprintf("%s = Box(%s)", v, e()), fmt.Sprintf("out.append(getattr(tell(%s), tell(%s), tell(%s)))", v, g.one("'val'", "'nope'", e()), e())}
}
