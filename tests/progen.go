// This file implements the random program generator of the differential
// test (differential_test.go): modules of well-typed Static Python whose
// test functions are run compiled and interpreted and must agree.
//
// The generator is type-directed: it asks for an expression of a type and
// builds one from literals, variables, operators, conversions, calls of
// the module's other functions, container reads and writes, and boxing.
// It aims at the places compiled code can differ from the oracle — the
// wrapping of every width, C division, shifts past the width, unboxing
// that overflows, out-of-range indexes, wrong-typed container inserts,
// evaluation order — and leaves it to the checker to throw away what it
// got wrong (see GenerateChecked).

package tests

import (
	"fmt"
	"math/rand/v2"
	"strings"
)

// ptype is a type the generator produces values of.
type ptype struct {
	name   string
	bits   int
	signed bool
	kind   string // "int" primitive, "double", "bool" (cbool), "pyint", "pyfloat", "str"
}

var (
	tInt8    = &ptype{"int8", 8, true, "int"}
	tInt16   = &ptype{"int16", 16, true, "int"}
	tInt32   = &ptype{"int32", 32, true, "int"}
	tInt64   = &ptype{"int64", 64, true, "int"}
	tUint8   = &ptype{"uint8", 8, false, "int"}
	tUint16  = &ptype{"uint16", 16, false, "int"}
	tUint32  = &ptype{"uint32", 32, false, "int"}
	tUint64  = &ptype{"uint64", 64, false, "int"}
	tDouble  = &ptype{"double", 64, true, "double"}
	tCbool   = &ptype{"cbool", 1, false, "bool"}
	tPyInt   = &ptype{"int", 0, true, "pyint"}
	tPyFloat = &ptype{"float", 0, true, "pyfloat"}
	tStr     = &ptype{"str", 0, false, "str"}

	intPrims = []*ptype{tInt8, tInt16, tInt32, tInt64, tUint8, tUint16, tUint32, tUint64}
	valueTs  = append(append([]*ptype{}, intPrims...), tDouble, tCbool, tPyInt, tPyFloat, tStr)
)

// genFunc is one generated function: its header and its statements, each
// statement a block of lines (compound statements included), so the
// shrinker can drop statements whole.
type genFunc struct {
	name   string
	params []genVar
	ret    *ptype
	body   []string
	test   bool // a test_ function: no parameters, called by the harness
}

type genVar struct {
	name string
	t    *ptype
	// fixed variables are not assigned by generated statements: loop
	// counters (a while loop must end).
	fixed bool
}

// gen holds the state of generating one module.
type gen struct {
	r       *rand.Rand
	funcs   []*genFunc
	classes int
	// scope of the function being generated
	vars   []genVar
	nvar   int
	depth  int
	inLoop int
}

// Program is a generated module: its functions, rendered on demand, and
// the lines evaluated from plain Python (# CALL:).
type Program struct {
	Funcs []*genFunc
	Calls []string
}

const progHeader = `import __static__
from __static__ import (int8, int16, int32, int64, uint8, uint16, uint32, uint64,
                        double, cbool, box, cast, crange, clen, Array, CheckedDict, CheckedList)

LOG: list = []


def note(x):
    LOG.append(x)
    return x


def evens(n):
    for i in range(n):
        if i % 2 == 0:
            yield i


class Cell:
    def __init__(self, v: int64) -> None:
        self.v: int64 = v
        self.label: str = "c"

    def bump(self, d: int64) -> int64:
        self.v = self.v + d
        return self.v

    def show(self) -> str:
        return self.label + str(box(self.v))


class Cell2(Cell):
    def bump(self, d: int64) -> int64:
        self.v = self.v * 2 - d
        return self.v

`

// Source renders the module.
func (p *Program) Source() string {
	var b strings.Builder
	b.WriteString(progHeader)
	for _, f := range p.Funcs {
		b.WriteString("\n")
		b.WriteString(f.render())
	}
	for _, c := range p.Calls {
		fmt.Fprintf(&b, "\n# CALL: %s\n", c)
	}
	return b.String()
}

func (f *genFunc) render() string {
	var b strings.Builder
	var ps []string
	for _, p := range f.params {
		ps = append(ps, p.name+": "+p.t.name)
	}
	fmt.Fprintf(&b, "def %s(%s) -> %s:\n", f.name, strings.Join(ps, ", "), f.ret.name)
	for _, s := range f.body {
		for _, l := range strings.Split(s, "\n") {
			b.WriteString("    " + l + "\n")
		}
	}
	return b.String()
}

// Generate makes a program of about n functions from seed.
func Generate(seed uint64, n int) *Program {
	g := &gen{r: rand.New(rand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
	p := &Program{}
	for i := 0; i < n; i++ {
		f := g.function(fmt.Sprintf("f%d", i))
		g.funcs = append(g.funcs, f)
		p.Funcs = append(p.Funcs, f)
		t := g.testOf(f, i)
		p.Funcs = append(p.Funcs, t)
		if c := g.boundaryCall(f); c != "" {
			p.Calls = append(p.Calls, c)
		}
	}
	return p
}

func (g *gen) pick(n int) int        { return g.r.IntN(n) }
func (g *gen) chance(p float64) bool { return g.r.Float64() < p }

func (g *gen) function(name string) *genFunc {
	f := &genFunc{name: name, ret: g.valueType()}
	g.vars, g.nvar, g.depth, g.inLoop = nil, 0, 0, 0
	for i, n := 0, g.pick(4); i < n; i++ {
		v := genVar{name: fmt.Sprintf("p%d", i), t: g.valueType()}
		f.params = append(f.params, v)
		g.vars = append(g.vars, v)
	}
	for i, n := 0, 1+g.pick(6); i < n; i++ {
		f.body = append(f.body, g.stmt(f.ret))
	}
	f.body = append(f.body, "return "+g.expr(f.ret, 0))
	return f
}

// testOf makes the test function that calls f with generated arguments,
// inside a try so that an exception is an observation with its message.
func (g *gen) testOf(f *genFunc, i int) *genFunc {
	g.vars, g.nvar, g.depth = nil, 0, 0
	var args []string
	for _, p := range f.params {
		args = append(args, g.expr(p.t, 1))
	}
	call := fmt.Sprintf("%s(%s)", f.name, strings.Join(args, ", "))
	if len(f.params) > 1 && g.chance(0.5) {
		// Keywords in another order, with side effects: Python evaluates
		// them as written.
		var kws []string
		for j := len(f.params) - 1; j >= 0; j-- {
			kws = append(kws, fmt.Sprintf("%s=%s", f.params[j].name, g.throughNote(f.params[j].t, args[j])))
		}
		call = fmt.Sprintf("%s(%s)", f.name, strings.Join(kws, ", "))
	}
	body := []string{
		"LOG.clear()",
		fmt.Sprintf("try:\n    r = %s\nexcept (ZeroDivisionError, OverflowError, IndexError, ValueError, TypeError, KeyError, AttributeError) as e:\n    return [type(e).__name__, str(e), list(LOG)]", g.boxed(f.ret, call)),
		"return [r, list(LOG)]",
	}
	return &genFunc{name: fmt.Sprintf("test_%d", i), ret: &ptype{"list", 0, false, "list"}, body: body, test: true}
}

// throughNote passes a value through note(), which is untyped: a
// primitive is boxed on the way in and unboxed by its constructor.
func (g *gen) throughNote(t *ptype, e string) string {
	switch t.kind {
	case "int", "double", "bool":
		return fmt.Sprintf("%s(note(box(%s(%s))))", t.name, t.name, e)
	}
	return fmt.Sprintf("note(%s)", e)
}

// boxed is e as a Python object.
func (g *gen) boxed(t *ptype, e string) string {
	switch t.kind {
	case "int", "double", "bool":
		// The constructor types a literal: box takes primitives only.
		return fmt.Sprintf("box(%s(%s))", t.name, e)
	}
	return e
}

// boundaryCall is a call of f from plain Python with values its types do
// not allow, or at the edges of what they allow.
func (g *gen) boundaryCall(f *genFunc) string {
	if len(f.params) == 0 {
		return ""
	}
	var args []string
	for _, p := range f.params {
		args = append(args, g.boundaryValue(p.t))
	}
	return fmt.Sprintf("%s(%s)", f.name, strings.Join(args, ", "))
}

func (g *gen) boundaryValue(t *ptype) string {
	switch t.kind {
	case "int":
		lo, hi := limits(t)
		return []string{lo, hi, lo + " - 1", hi + " + 1", "'x'", "1.5", "True", "2**70"}[g.pick(8)]
	case "double":
		return []string{"1e308", "-0.0", "float('inf')", "3", "'x'", "2**1100"}[g.pick(6)]
	case "bool":
		return []string{"True", "False", "1", "None"}[g.pick(4)]
	case "str":
		return []string{"''", "'ü'", "1", "None"}[g.pick(4)]
	}
	return []string{"0", "-1", "2**64", "'x'", "None", "1.0"}[g.pick(6)]
}

func limits(t *ptype) (string, string) {
	if t.signed {
		return fmt.Sprintf("-%d", uint64(1)<<(t.bits-1)), fmt.Sprintf("%d", uint64(1)<<(t.bits-1)-1)
	}
	if t.bits == 64 {
		return "0", "18446744073709551615"
	}
	return "0", fmt.Sprintf("%d", uint64(1)<<t.bits-1)
}

func (g *gen) valueType() *ptype {
	// Mostly integer primitives: their semantics are where compiled and
	// interpreted code differ most easily.
	if g.chance(0.55) {
		return intPrims[g.pick(len(intPrims))]
	}
	return valueTs[g.pick(len(valueTs))]
}

func (g *gen) newVar(t *ptype) genVar {
	v := genVar{name: fmt.Sprintf("v%d", g.nvar), t: t}
	g.nvar++
	return v
}

func (g *gen) varsOf(t *ptype) []genVar {
	var out []genVar
	for _, v := range g.vars {
		if v.t == t {
			out = append(out, v)
		}
	}
	return out
}

// stmt generates one statement (a block of lines).
func (g *gen) stmt(ret *ptype) string {
	g.depth++
	defer func() { g.depth-- }()
	switch k := g.pick(18); {
	case k < 4 || g.depth > 2:
		t := g.valueType()
		e := g.expr(t, 0)
		v := g.newVar(t)
		g.vars = append(g.vars, v)
		return fmt.Sprintf("%s: %s = %s", v.name, t.name, e)
	case k < 6:
		var vs []genVar
		for _, v := range g.vars {
			if !v.fixed {
				vs = append(vs, v)
			}
		}
		if len(vs) == 0 {
			return "pass"
		}
		v := vs[g.pick(len(vs))]
		if v.t.kind == "int" || v.t.kind == "double" || v.t.kind == "pyint" || v.t.kind == "pyfloat" {
			op := []string{"+", "-", "*"}[g.pick(3)]
			if v.t.kind == "int" && g.chance(0.4) {
				op = []string{"//", "%", "&", "|", "^", "<<", ">>"}[g.pick(7)]
			}
			return fmt.Sprintf("%s %s= %s", v.name, op, g.expr(v.t, 1))
		}
		return fmt.Sprintf("%s = %s", v.name, g.expr(v.t, 1))
	case k < 7:
		saved := len(g.vars)
		a, b := g.stmt(ret), g.stmt(ret)
		g.vars = g.vars[:saved] // names bound in a branch are not bound after it
		return fmt.Sprintf("if %s:\n%s\nelse:\n%s", g.expr(tCbool, 1), indent(a), indent(b))
	case k < 8:
		saved := len(g.vars)
		i := g.newVar(tInt64)
		i.fixed = true
		g.vars = append(g.vars, i)
		g.inLoop++
		body := g.stmt(ret)
		g.inLoop--
		g.vars = g.vars[:saved]
		return fmt.Sprintf("for %s in crange(%d):\n%s", i.name, g.pick(5), indent(body))
	case k < 9:
		saved := len(g.vars)
		i := g.newVar(tInt64)
		i.fixed = true
		g.vars = append(g.vars, i)
		body := g.stmt(ret)
		g.vars = g.vars[:saved]
		extra := ""
		if g.chance(0.3) {
			extra = fmt.Sprintf("\n    if %s:\n        break", g.expr(tCbool, 2))
		}
		return fmt.Sprintf("%s: int64 = 0\nwhile %s < %d:\n%s%s\n    %s += 1", i.name, i.name, 1+g.pick(4), indent(body), extra, i.name)
	case k < 10:
		// A checked list of ints: appends, reads in and out of range.
		l := g.newVar(&ptype{"CheckedList[int]", 0, false, "clist"})
		n := 1 + g.pick(3)
		var items []string
		for j := 0; j < n; j++ {
			items = append(items, g.expr(tPyInt, 2))
		}
		idx := g.expr(tInt64, 2)
		if g.chance(0.6) {
			idx = fmt.Sprintf("%d", g.pick(n+2)-1)
		}
		app := g.expr(tPyInt, 2)
		x := g.newVar(tPyInt)
		g.vars = append(g.vars, x)
		return fmt.Sprintf("%s: CheckedList[int] = [%s]\n%s.append(%s)\n%s: int = %s[%s]", l.name, strings.Join(items, ", "), l.name, app, x.name, l.name, idx)
	case k < 11:
		// An Array: a write and a read at computed indexes.
		a := g.newVar(&ptype{"Array[int64]", 0, false, "array"})
		n := 1 + g.pick(4)
		wi, wv, ri := g.index(n), g.expr(tInt64, 2), g.index(n)
		x := g.newVar(tInt64)
		g.vars = append(g.vars, x)
		return fmt.Sprintf("%s: Array[int64] = Array[int64](%d)\n%s[%s] = %s\n%s: int64 = %s[%s]", a.name, n, a.name, wi, wv, x.name, a.name, ri)
	case k < 13:
		// A checked dict: typed and dynamic stores (a wrong type from
		// dynamic code raises the container's message), a lookup that may
		// miss.
		d := g.newVar(&ptype{"CheckedDict[str, int]", 0, false, "cdict"})
		key, val := g.expr(tStr, 2), g.expr(tPyInt, 2)
		dynKey, dynVal := g.leaf(tStr), []string{g.expr(tPyInt, 2), "'no'", "1.5", "None"}[g.pick(4)]
		look := g.leaf(tStr)
		x := g.newVar(tPyInt)
		g.vars = append(g.vars, x)
		return fmt.Sprintf("%s: CheckedDict[str, int] = CheckedDict[str, int]()\n%s[%s] = %s\n%s[note(%s)] = note(%s)\n%s: int = %s[%s]",
			d.name, d.name, key, val, d.name, dynKey, dynVal, x.name, d.name, look)
	case k < 14:
		// A closure over a local (an object: primitives cannot be
		// captured), called at once.
		cands := g.varsOf(tPyInt)
		if len(cands) == 0 {
			return "pass"
		}
		cap := cands[g.pick(len(cands))]
		fn := g.newVar(tInt64)
		y := fmt.Sprintf("y%d", g.nvar)
		g.nvar++
		saved := g.vars
		g.vars = append(append([]genVar{}, g.vars...), genVar{name: y, t: tPyInt, fixed: true})
		body := g.expr(tPyInt, 2)
		g.vars = saved
		arg := g.expr(tPyInt, 2)
		x := g.newVar(tPyInt)
		g.vars = append(g.vars, x)
		return fmt.Sprintf("def inner%s(%s: int) -> int:\n    return %s + %s\n%s: int = inner%s(%s)", fn.name, y, body, cap.name, x.name, fn.name, arg)
	case k < 15:
		// A raise under a condition: the test function observes it.
		return fmt.Sprintf("if %s:\n    raise ValueError(%s)", g.expr(tCbool, 2), g.expr(tStr, 2))
	case k < 16:
		// try/except/finally inside the function, logging the path taken.
		cands := []genVar{}
		for _, v := range g.vars {
			if !v.fixed && v.t.kind == "int" {
				cands = append(cands, v)
			}
		}
		if len(cands) == 0 {
			return "pass"
		}
		v := cands[g.pick(len(cands))]
		return fmt.Sprintf("try:\n    %s = %s\n    LOG.append(\"ok\")\nexcept (ZeroDivisionError, OverflowError, ValueError) as e:\n    LOG.append(type(e).__name__)\nfinally:\n    LOG.append(\"fin\")", v.name, g.expr(v.t, 1))
	case k < 17:
		// A list extended in place through one of two names.
		l, m := g.newVar(&ptype{"list", 0, false, "list"}), g.newVar(&ptype{"list", 0, false, "list"})
		return fmt.Sprintf("%s: list = [%s]\n%s = %s\n%s += [%s]\nLOG.append(len(%s))", l.name, g.expr(tPyInt, 2), m.name, l.name, l.name, g.expr(tStr, 2), m.name)
	default:
		// An object of a class with a typed field and an overridden
		// method, called through the base's type.
		c := g.newVar(&ptype{"Cell", 0, false, "cell"})
		cls := []string{"Cell", "Cell2"}[g.pick(2)]
		init, d := g.expr(tInt64, 2), g.expr(tInt64, 2)
		x := g.newVar(tInt64)
		g.vars = append(g.vars, x)
		return fmt.Sprintf("%s: Cell = %s(%s)\n%s: int64 = %s.bump(%s) + %s.v", c.name, cls, init, x.name, c.name, d, c.name)
	}
}

// index is an index into an array of n items: mostly in range, sometimes
// negative, sometimes past either end.
func (g *gen) index(n int) string {
	if g.chance(0.2) {
		return g.expr(tInt64, 2)
	}
	return fmt.Sprintf("%d", g.pick(2*n+3)-n-1)
}

func indent(s string) string {
	return "    " + strings.ReplaceAll(s, "\n", "\n    ")
}

// expr generates an expression of type t.
func (g *gen) expr(t *ptype, depth int) string {
	if depth > 3 || g.chance(0.25) {
		return g.leaf(t)
	}
	switch t.kind {
	case "int":
		switch g.pick(8) {
		case 0, 1, 2:
			op := []string{"+", "-", "*", "//", "%", "&", "|", "^", "<<", ">>"}[g.pick(10)]
			return fmt.Sprintf("(%s %s %s)", g.expr(t, depth+1), op, g.expr(t, depth+1))
		case 3:
			// A conversion from another width: truncates or extends.
			from := intPrims[g.pick(len(intPrims))]
			return fmt.Sprintf("%s(%s)", t.name, g.expr(from, depth+1))
		case 4:
			if t.signed {
				return fmt.Sprintf("(-%s)", g.expr(t, depth+1))
			}
			return fmt.Sprintf("(~%s)", g.expr(t, depth+1))
		case 5:
			// Unboxing a Python int, which may overflow: through note(),
			// so that the checker cannot fold a constant.
			return fmt.Sprintf("%s(note(%s))", t.name, g.expr(tPyInt, depth+1))
		case 6:
			if c := g.callOf(t, depth); c != "" {
				return c
			}
		}
		return g.leaf(t)
	case "double":
		switch g.pick(5) {
		case 0, 1:
			op := []string{"+", "-", "*", "/"}[g.pick(4)]
			return fmt.Sprintf("(%s %s %s)", g.expr(t, depth+1), op, g.expr(t, depth+1))
		case 2:
			return fmt.Sprintf("double(%s)", g.expr(intPrims[g.pick(len(intPrims))], depth+1))
		case 3:
			if c := g.callOf(t, depth); c != "" {
				return c
			}
		}
		return g.leaf(t)
	case "bool":
		u := intPrims[g.pick(len(intPrims))]
		if g.chance(0.2) {
			u = tDouble
		}
		op := []string{"<", "<=", "==", "!=", ">", ">="}[g.pick(6)]
		return fmt.Sprintf("(%s %s %s)", g.expr(u, depth+1), op, g.expr(u, depth+1))
	case "pyint":
		switch g.pick(5) {
		case 0, 1:
			op := []string{"+", "-", "*", "//", "%", "<<", "&"}[g.pick(7)]
			rhs := g.expr(t, depth+1)
			if op == "<<" {
				rhs = fmt.Sprintf("%d", g.pick(70))
			}
			return fmt.Sprintf("(%s %s %s)", g.expr(t, depth+1), op, rhs)
		case 2:
			return g.boxed(intPrims[g.pick(len(intPrims))], g.expr(intPrims[g.pick(len(intPrims))], depth+1))
		case 3:
			return fmt.Sprintf("len(%s)", g.expr(tStr, depth+1))
		case 4:
			if g.chance(0.3) {
				// A generator function runs interpreted; compiled code
				// consumes it.
				return fmt.Sprintf("sum(evens(len(%s)))", g.expr(tStr, depth+1))
			}
		}
		return g.leaf(t)
	case "pyfloat":
		if g.chance(0.5) {
			return fmt.Sprintf("(%s * %s)", g.expr(t, depth+1), g.expr(t, depth+1))
		}
		return g.leaf(t)
	case "str":
		switch g.pick(4) {
		case 0:
			return fmt.Sprintf("(%s + %s)", g.expr(t, depth+1), g.expr(t, depth+1))
		case 1:
			u := intPrims[g.pick(len(intPrims))]
			return fmt.Sprintf("str(%s)", g.boxed(u, g.expr(u, depth+1)))
		case 2:
			// Single quotes outside, a plain operand inside: 3.11 allows
			// no nesting of the same quotes.
			return fmt.Sprintf("f'{%s}:{%s}'", g.boxed(tInt64, g.expr(tInt64, depth+1)), g.leaf(t))
		}
		return g.leaf(t)
	}
	return g.leaf(t)
}

// callOf calls an earlier function of the module that returns t.
func (g *gen) callOf(t *ptype, depth int) string {
	var cands []*genFunc
	for _, f := range g.funcs {
		if f.ret == t {
			cands = append(cands, f)
		}
	}
	if len(cands) == 0 {
		return ""
	}
	f := cands[g.pick(len(cands))]
	var args []string
	for _, p := range f.params {
		args = append(args, g.expr(p.t, depth+2))
	}
	return fmt.Sprintf("%s(%s)", f.name, strings.Join(args, ", "))
}

// leaf is a variable or a literal of type t.
func (g *gen) leaf(t *ptype) string {
	if vs := g.varsOf(t); len(vs) > 0 && g.chance(0.6) {
		return vs[g.pick(len(vs))].name
	}
	switch t.kind {
	case "int":
		// Literals are given their type by its constructor: an untyped
		// literal folds with its neighbours and may not fit.
		lo, hi := limits(t)
		lit := ""
		switch g.pick(6) {
		case 0:
			lit = lo
		case 1:
			lit = hi
		case 2:
			lit = "0"
		default:
			n := g.pick(200) - 100
			if !t.signed && n < 0 {
				n = -n
			}
			lit = fmt.Sprintf("%d", n)
		}
		return fmt.Sprintf("%s(%s)", t.name, lit)
	case "double":
		return "double(" + []string{"0.0", "1.5", "-2.25", "1e300", "3.0", "-0.5"}[g.pick(6)] + ")"
	case "bool":
		return "cbool(" + []string{"True", "False"}[g.pick(2)] + ")"
	case "pyint":
		return []string{"0", "1", "-7", "2**63", "2**64 - 1", "-(2**63) - 1", "123456789"}[g.pick(7)]
	case "pyfloat":
		return []string{"0.5", "-1.25", "2.0", "1e200"}[g.pick(4)]
	case "str":
		return []string{`""`, `"a"`, `"xyz"`, `"é"`}[g.pick(4)]
	}
	return "0"
}
