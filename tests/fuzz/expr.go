// This file implements the expressions of generated functions, by type:
// primitive arithmetic and conversions, Python int and float corner
// cases (floor division, modulo, shifts, big ints, rounding), string and
// bytes operations, formatting, and calls of the module's functions.

package fuzz

import (
	"fmt"
	"strings"
)

// expr generates an expression of type t.
func (g *gen) expr(t *Type, depth int) string {
	if depth > 3 || g.chance(0.25) {
		return g.leaf(t)
	}
	if g.chance(0.08) {
		if c := g.callOf(t, depth); c != "" {
			return c
		}
	}
	switch t.Kind {
	case "int":
		return g.intExpr(t, depth)
	case "double":
		switch g.pick(6) {
		case 0, 1:
			op := []string{"+", "-", "*", "/"}[g.pick(4)]
			return fmt.Sprintf("(%s %s %s)", g.expr(t, depth+1), op, g.expr(t, depth+1))
		case 2:
			return fmt.Sprintf("double(%s)", g.expr(intPrims[g.pick(len(intPrims))], depth+1))
		case 3:
			return fmt.Sprintf("double(note(%s))", g.expr(tPyFloat, depth+1))
		case 4:
			return fmt.Sprintf("(-%s)", g.expr(t, depth+1))
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
		return g.pyIntExpr(depth)
	case "pyfloat":
		return g.pyFloatExpr(depth)
	case "str":
		return g.strExpr(depth)
	case "bytes":
		return g.bytesExpr(depth)
	}
	return g.leaf(t)
}

func (g *gen) intExpr(t *Type, depth int) string {
	switch g.pick(8) {
	case 0, 1, 2:
		op := []string{"+", "-", "*", "//", "%", "&", "|", "^", "<<", ">>"}[g.pick(10)]
		return fmt.Sprintf("(%s %s %s)", g.expr(t, depth+1), op, g.expr(t, depth+1))
	case 3:
		// A conversion from another width: truncates or extends.
		from := intPrims[g.pick(len(intPrims))]
		return fmt.Sprintf("%s(%s)", t.Name, g.expr(from, depth+1))
	case 4:
		if t.Signed {
			return fmt.Sprintf("(-%s)", g.expr(t, depth+1))
		}
		return fmt.Sprintf("(~%s)", g.expr(t, depth+1))
	case 5:
		// Unboxing a Python int, which may overflow: through note(), so
		// that the checker cannot fold a constant.
		return fmt.Sprintf("%s(note(%s))", t.Name, g.expr(tPyInt, depth+1))
	case 6:
		// From a double, through int() (CinderX converts no double to
		// an integer primitive): truncates toward zero.
		return fmt.Sprintf("%s(int(box(%s)))", t.Name, g.expr(tDouble, depth+1))
	}
	return g.leaf(t)
}

func (g *gen) pyIntExpr(depth int) string {
	t := tPyInt
	switch g.pick(12) {
	case 0, 1, 2:
		op := []string{"+", "-", "*", "//", "%", "<<", "&", "|", "^", ">>", "**"}[g.pick(11)]
		rhs := g.expr(t, depth+1)
		switch op {
		case "<<":
			rhs = fmt.Sprint(g.pick(70))
		case "**":
			rhs = fmt.Sprint(g.pick(5))
		case ">>":
			// May be negative: ValueError.
			rhs = fmt.Sprintf("(%s %% 70)", rhs)
			if g.chance(0.2) {
				rhs = fmt.Sprint(g.pick(5) - 2)
			}
		}
		return fmt.Sprintf("(%s %s %s)", g.expr(t, depth+1), op, rhs)
	case 3:
		if g.typed {
			return g.boxed(intPrims[g.pick(len(intPrims))], g.expr(intPrims[g.pick(len(intPrims))], depth+1))
		}
		return fmt.Sprintf("(-%s)", g.expr(t, depth+1))
	case 4:
		return fmt.Sprintf("len(%s)", g.expr([]*Type{tStr, tBytes}[g.pick(2)], depth+1))
	case 5:
		switch g.pick(3) {
		case 0:
			// A generator function runs interpreted; compiled code
			// consumes it.
			return fmt.Sprintf("sum(evens(len(%s)))", g.expr(tStr, depth+1))
		case 1:
			return fmt.Sprintf("sum(i * %s for i in range(%d))", g.leaf(t), g.pick(5))
		}
		return fmt.Sprintf("divmod(%s, %s)[%d]", g.expr(t, depth+1), g.expr(t, depth+1), g.pick(2))
	case 6:
		// float to int: OverflowError for infinities, ValueError for NaN.
		return fmt.Sprintf("%s(%s)", []string{"int", "round"}[g.pick(2)], g.expr(tPyFloat, depth+1))
	case 7:
		return fmt.Sprintf("%s(%s, %s)", []string{"max", "min"}[g.pick(2)], g.expr(t, depth+1), g.expr(t, depth+1))
	case 8:
		return fmt.Sprintf("abs(%s).bit_length()", g.expr(t, depth+1))
	case 9:
		return fmt.Sprintf("%s.find(%s)", g.expr(tStr, depth+1), g.leaf(tStr))
	case 10:
		return fmt.Sprintf("int(str(%s))", g.expr(t, depth+1))
	}
	return g.leaf(t)
}

func (g *gen) pyFloatExpr(depth int) string {
	t := tPyFloat
	switch g.pick(7) {
	case 0, 1:
		op := []string{"+", "-", "*", "/", "//", "%"}[g.pick(6)]
		return fmt.Sprintf("(%s %s %s)", g.expr(t, depth+1), op, g.expr(t, depth+1))
	case 2:
		// Big ints do not fit: OverflowError.
		return fmt.Sprintf("float(%s)", g.expr(tPyInt, depth+1))
	case 3:
		return fmt.Sprintf("round(%s, %d)", g.expr(t, depth+1), g.pick(4)-1)
	case 4:
		if g.typed {
			return fmt.Sprintf("box(%s)", g.expr(tDouble, depth+1))
		}
		return fmt.Sprintf("abs(%s)", g.expr(t, depth+1))
	case 5:
		return fmt.Sprintf("(%s * %s)", g.expr(tPyInt, depth+1), g.expr(t, depth+1))
	}
	return g.leaf(t)
}

func (g *gen) strExpr(depth int) string {
	t := tStr
	switch g.pick(14) {
	case 0, 1:
		return fmt.Sprintf("(%s + %s)", g.expr(t, depth+1), g.expr(t, depth+1))
	case 2:
		if g.typed {
			u := intPrims[g.pick(len(intPrims))]
			return fmt.Sprintf("str(%s)", g.boxed(u, g.expr(u, depth+1)))
		}
		return fmt.Sprintf("str(%s)", g.expr(tPyInt, depth+1))
	case 3:
		// Single quotes outside, a plain operand inside: 3.11 allows no
		// nesting of the same quotes.
		if g.typed {
			return fstring(g.boxed(tInt64, g.expr(tInt64, depth+1)), "", g.leaf(t), "")
		}
		return fstring(g.expr(tPyInt, depth+1), "", g.leaf(t), "!r")
	case 4:
		// Float formatting: repr, str, fixed, exponent, general.
		f := g.expr(tPyFloat, depth+1)
		switch k := g.pick(6); k {
		case 2, 5:
			return fstring(f, []string{":.3f", ":+08.2f"}[k/5])
		default:
			return fmt.Sprintf([]string{"repr(%s)", "str(%s)", "", "('%%.2e' %% %s)", "format(%s, 'g')"}[k], f)
		}
	case 5:
		return fmt.Sprintf("%s[%d:%d]", g.expr(t, depth+1), g.pick(7)-3, g.pick(7)-2)
	case 6:
		return fmt.Sprintf("%s.%s()", g.expr(t, depth+1), []string{"upper", "title", "strip", "lower", "swapcase"}[g.pick(5)])
	case 7:
		return fmt.Sprintf("%s.replace(%s, %s)", g.expr(t, depth+1), g.leaf(t), g.leaf(t))
	case 8:
		return fmt.Sprintf("\"-\".join([%s, %s])", g.expr(t, depth+1), g.expr(t, depth+1))
	case 9:
		return fmt.Sprintf("(%s * %d)", g.expr(t, depth+1), g.pick(4))
	case 10:
		return fmt.Sprintf("('%%d|%%s' %% (%s, %s))", g.expr(tPyInt, depth+1), g.leaf(t))
	case 11:
		return fmt.Sprintf("%s.decode('utf-8', 'replace')", g.expr(tBytes, depth+1))
	case 12:
		return fmt.Sprintf("%s(%s)", []string{"hex", "bin", "oct"}[g.pick(3)], g.expr(tPyInt, depth+1))
	}
	return g.leaf(t)
}

func (g *gen) bytesExpr(depth int) string {
	t := tBytes
	switch g.pick(7) {
	case 0, 1:
		return fmt.Sprintf("(%s + %s)", g.expr(t, depth+1), g.expr(t, depth+1))
	case 2:
		return fmt.Sprintf("%s.encode()", g.expr(tStr, depth+1))
	case 3:
		return fmt.Sprintf("%s[%d:%d]", g.expr(t, depth+1), g.pick(5)-2, g.pick(5)-1)
	case 4:
		return fmt.Sprintf("bytes([%s %% 256])", g.expr(tPyInt, depth+1))
	case 5:
		return fmt.Sprintf("%s.replace(b\"a\", %s)", g.expr(t, depth+1), g.leaf(t))
	}
	return g.leaf(t)
}

// callOf calls an earlier function of the module that returns t: its
// arguments positional, or by keyword in another order through note()
// (Python evaluates them as written), a default sometimes left out.
func (g *gen) callOf(t *Type, depth int) string {
	var cands []*Func
	for _, f := range g.funcs {
		if f.Ret == t && (g.typed || !f.Typed || allObjects(f)) {
			cands = append(cands, f)
		}
	}
	if len(cands) == 0 {
		return ""
	}
	f := cands[g.pick(len(cands))]
	var args []string
	for _, p := range f.Params {
		args = append(args, g.expr(p.T, depth+2))
	}
	if len(f.Params) > 1 && g.chance(0.4) {
		var kws []string
		for j := len(f.Params) - 1; j >= 0; j-- {
			if f.Params[j].Default != "" && g.chance(0.5) {
				continue
			}
			kws = append(kws, fmt.Sprintf("%s=%s", f.Params[j].Name, g.throughNote(f.Params[j].T, args[j])))
		}
		return fmt.Sprintf("%s(%s)", f.Name, strings.Join(kws, ", "))
	}
	if n := len(f.Params); n > 0 && f.Params[n-1].Default != "" && g.chance(0.5) {
		args = args[:n-1]
	}
	return fmt.Sprintf("%s(%s)", f.Name, strings.Join(args, ", "))
}

func allObjects(f *Func) bool {
	for _, p := range f.Params {
		if primitive[p.T.Kind] {
			return false
		}
	}
	return !primitive[f.Ret.Kind]
}

// throughNote passes a value through note(), which is untyped: a
// primitive is boxed on the way in and unboxed by its constructor.
func (g *gen) throughNote(t *Type, e string) string {
	if primitive[t.Kind] {
		return fmt.Sprintf("%s(note(box(%s(%s))))", t.Name, t.Name, e)
	}
	return fmt.Sprintf("note(%s)", e)
}

// leaf is a variable or a literal of type t.
func (g *gen) leaf(t *Type) string {
	if vs := g.varsOf(t); len(vs) > 0 && g.chance(0.6) {
		return vs[g.pick(len(vs))].Name
	}
	switch t.Kind {
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
			if !t.Signed && n < 0 {
				n = -n
			}
			lit = fmt.Sprint(n)
		}
		return fmt.Sprintf("%s(%s)", t.Name, lit)
	case "double":
		return "double(" + []string{"0.0", "1.5", "-2.25", "1e300", "3.0", "-0.5", "-0.0", "0.1", "1e308"}[g.pick(9)] + ")"
	case "bool":
		return "cbool(" + []string{"True", "False"}[g.pick(2)] + ")"
	case "pyint":
		return []string{"0", "1", "-7", "3", "2**63", "2**64 - 1", "-(2**63) - 1", "123456789", "10**30", "-1", "2", "-3", "42", "100"}[g.pick(14)]
	case "pyfloat":
		return []string{"0.5", "-1.25", "2.0", "1e200", "-0.0", "0.1", "float('inf')", "3.0"}[g.pick(8)]
	case "str":
		return []string{`""`, `"a"`, `"xyz"`, `"é"`, `"a-b"`}[g.pick(5)]
	case "bytes":
		return []string{`b""`, `b"a"`, `b"xyz"`, `b"\xff"`}[g.pick(4)]
	}
	return "0"
}

// fstring is an f-string of the values and conversions or specs given in
// pairs, parts joined by ':'. Before Python 3.12 a replacement field
// holds no quote of the string's kind and no backslash: a value that
// does is formatted by format() or repr() instead, to the same text.
func fstring(pairs ...string) string {
	var f, alt []string
	safe := true
	for i := 0; i < len(pairs); i += 2 {
		v, spec := pairs[i], pairs[i+1]
		f = append(f, "{"+v+spec+"}")
		if strings.ContainsAny(v, "'\\") {
			safe = false
		}
		switch {
		case spec == "!r":
			alt = append(alt, "repr("+v+")")
		case strings.HasPrefix(spec, ":"):
			alt = append(alt, fmt.Sprintf("format(%s, %q)", v, spec[1:]))
		default:
			alt = append(alt, "str("+v+")")
		}
	}
	if safe {
		return "f'" + strings.Join(f, ":") + "'"
	}
	return "(" + strings.Join(alt, " + ':' + ") + ")"
}
