// This file implements more of the untyped generator's statements, of
// what users write that the others do not produce (session 17):
// generators resumed with throw() and closed while suspended in a try,
// finally clauses that return, break or continue (dropping the
// exception in flight), keyword-only and positional-only parameters
// called right and wrong (the TypeError messages compared), steps and
// negative bounds of slices (extended-slice assignment and deletion),
// ints and floats at 2**53 and 2**63 compared and converted, sorting
// by keys that tie, format specs nested in f-strings and the rarer %
// conversions, closures over loop variables and cells deleted, with
// statements whose __enter__ raises or whose body leaves by break and
// return, calls that spread several * and ** arguments, and match
// statements.

package fuzz

import "fmt"

// moreStmt is one of the statements above.
func (g *ugen) moreStmt() []string {
	e := func() string { return g.expr(1) }
	v, w := g.v(), g.v()
	switch g.pick(13) {
	case 0: // throw() into a generator suspended in a try
		f := g.name("tgen")
		return []string{"def " + f + "(q):", "    n = 0", "    while n < 4:", "        try:", "            got = yield (n, q)", "            LOG.append(('got', show(got)))",
			"        except " + g.one("ValueError", "(KeyError, TypeError)", "Exception") + " as ex:", "            LOG.append(('caught', type(ex).__name__))",
			"            " + g.one("q = ex.args", "n += 10", "return ('stop', n)", "raise RuntimeError('in gen') from ex", "yield 'extra'"),
			"        finally:", "            LOG.append(('fin', n))", "        n += 1",
			fmt.Sprintf("g_ = %s(%s)", f, e()),
			"try:",
			"    out.append(" + g.one("next(g_)", "g_.send(None)", "g_.throw(ValueError('early'))") + ")",
			fmt.Sprintf("    out.append(g_.throw(%s))", g.one("ValueError('t')", "KeyError('k')", "TypeError", "ZeroDivisionError()", "StopIteration('s')", "GeneratorExit")),
			fmt.Sprintf("    out.append(g_.send(%s))", e()),
			"    out.append(list(g_))",
			"except BaseException as ex:",
			"    out.append(('out', type(ex).__name__, str(ex)[:40]))",
			// Closed here: a generator left suspended in its try runs its
			// finally when the function's frame goes, which CPython delays
			// while a traceback holds the frame (the function raising
			// later) and compiled code does not.
			"g_.close()",
			"out.append(list(LOG))"}
	case 1: // close() of a generator whose finally yields, or returns
		f := g.name("cgen")
		return []string{"def " + f + "():", "    try:", "        yield 1", "        yield 2", "    finally:", "        LOG.append('closing')", "        " + g.one("yield 'again'", "pass", "return", "raise KeyError('fin')"),
			"g_ = " + f + "()", "out.append(next(g_))", "try:", "    g_.close()", "    out.append('closed')", "except BaseException as ex:", "    out.append((type(ex).__name__, str(ex)))",
			"out.append(list(LOG))"}
	case 2: // a finally that leaves: the exception in flight is dropped
		f := g.name("leave")
		ctl := g.one("return ('fin', z)", "break", "continue")
		return []string{"def " + f + "(q):", "    r = []", "    for z in range(3):", "        try:", "            r.append(" + g.one("10 // (z - q)", "[1, 2][z + q]", "q + z", "z") + ")",
			"            if z == 1:", "                " + g.one("return ('try', z)", "break", "continue", "raise ValueError(z)"),
			"        finally:", "            if z >= q:", "                " + ctl, "    return r",
			fmt.Sprintf("out.append(%s(%s))", f, g.one("0", "1", "2", e()))}
	case 3: // keyword-only and positional-only parameters
		f := g.name("kw")
		call := g.one("1, 2", "1, b=2", "a=1, b=2", "1, 2, c=3", "1, 2, 3", "1", "1, 2, d=4", "1, c=5, b=6", "*[1, 2], **{'c': 3}", "1, 2, **{'a': 9}", "*(1,), b="+e(), e()+", "+e()+", c="+e())
		return []string{"def " + f + "(a, /, b=" + e() + ", *, c=" + g.one("1", "None", "[]") + ", **rest):", "    return (a, b, c, sorted(rest.items()))",
			"try:", "    out.append(" + f + "(" + call + "))", "except TypeError as ex:", "    out.append(('TypeError', str(ex)))"}
	case 4: // slices with steps and negative bounds
		src := g.one("list(range(10))", "'abcdefgh'", "(0, 1, 2, 3, 4)", "bytearray(b'abcdef')", "list("+e()+")")
		sl := g.one("::-1", "::-2", "-1:-5:-2", "1:8:3", "8:1:-3", "-3:", ":-3", "5:1", "::3", "-100:100:7", "1::-1", "-1::-1", "0:0:-1")
		out := []string{fmt.Sprintf("%s = %s", v, src), fmt.Sprintf("out.append(%s[%s])", v, sl)}
		switch g.pick(4) {
		case 0:
			out = append(out, fmt.Sprintf("%s[%s] = %s", v, g.one("::2", "::-2", "1:5:2", "::-1", "1:1", "-2:"), g.one("[7, 8, 9, 10, 11]", "[]", "'xy'", "range(3)", e())))
		case 1:
			out = append(out, fmt.Sprintf("del %s[%s]", v, g.one("::2", "::-3", "-2:", "1:100:4", "5:1")))
		case 2:
			out = append(out, fmt.Sprintf("out.append(%s[slice(%s, %s, %s)])", v, g.one("None", "-2", "1", e()), g.one("None", "-1", "20"), g.one("None", "-1", "2", e())))
		}
		return append(out, fmt.Sprintf("out.append(%s)", v))
	case 5: // ints and floats at the edges of doubles and 64 bits
		x := g.one("2**53", "2**53 + 1", "2**63", "2**63 - 1", "-2**63", "2**64", "-(2**63) - 1", "10**16", e())
		y := g.one("float(2**53)", "9007199254740993.0", "9.223372036854776e18", "-9.223372036854776e18", "1.8446744073709552e19", "float('nan')", "float('inf')", "-0.0", "0.5", e())
		return []string{fmt.Sprintf("%s, %s = %s, %s", v, w, x, y), fmt.Sprintf("out.append(%s)", g.one(
			fmt.Sprintf("(%[1]s == %[2]s, %[1]s < %[2]s, %[1]s >= %[2]s, %[2]s != %[1]s)", v, w),
			fmt.Sprintf("(float(%[1]s), int(%[2]s))", v, w),
			fmt.Sprintf("(%[1]s + %[2]s, %[1]s - %[2]s)", v, w),
			fmt.Sprintf("(%[1]s // %[2]s, %[1]s %% %[2]s)", v, w),
			fmt.Sprintf("(hash(%[1]s) == hash(%[2]s), %[1]s * 2 == %[2]s * 2)", v, w),
			fmt.Sprintf("(max(%[1]s, %[2]s), min(%[2]s, %[1]s), sorted([%[2]s, %[1]s, 0]))", v, w),
			fmt.Sprintf("(%[1]s in {%[2]s}, {%[1]s: 1}.get(%[2]s), [%[2]s] == [%[2]s], %[2]s is %[2]s)", v, w),
			fmt.Sprintf("(round(%[2]s), abs(%[1]s), -%[1]s, %[2]s.is_integer())", v, w),
			fmt.Sprintf("(%[1]s.bit_length(), (%[1]s).to_bytes(9, 'little', signed=True), divmod(%[1]s, 7))", v),
			fmt.Sprintf("(str(%[2]s), repr(%[2]s), '%%g' %% %[2]s, float.hex(float(%[2]s)))", v, w)))}
	case 6: // sorting by keys that tie, stability, reverse
		src := g.one("[(2, 'b'), (1, 'z'), (2, 'a'), (1, 'y')]", "['bb', 'a', 'cc', 'D', 'B']", "[3, -1, 2, -3, 1, 0.5, -0.0, 0]", "list("+e()+")", "[Vec(2, 1), Vec(1, 5), Vec(2, 0)]")
		key := g.one("len", "str.lower", "abs", "repr", "lambda t: t[0]", "lambda t: -t[0]", "lambda t: (t[1], t[0])", "str", "lambda t: 0", "bool")
		return []string{fmt.Sprintf("%s = %s", v, src), fmt.Sprintf("out.append(%s)", g.one(
			fmt.Sprintf("sorted(%s, key=%s)", v, key),
			fmt.Sprintf("sorted(%s, key=%s, reverse=True)", v, key),
			fmt.Sprintf("(%[1]s.sort(key=%[2]s), %[1]s)", v, key),
			fmt.Sprintf("(max(%[1]s, key=%[2]s), min(%[1]s, key=%[2]s, default=None))", v, key),
			fmt.Sprintf("sorted(%s)", v)))}
	case 7: // format specs nested in f-strings, and % conversions
		return []string{fmt.Sprintf("out.append(%s)", g.one(
			"f'{"+v+":08.3f}|{"+w+":+,}'",
			"f'{"+v+":#x}|{"+v+":#o}|{"+v+":b}'",
			"f'{"+v+":>{len(str("+w+"))}.{2}}'",
			"f'{"+v+"!r:^12}|{"+w+"!s:*<6}'",
			"f'{"+v+":e}|{"+v+":.0%}|{"+v+":g}'",
			"f'{"+v+":_}|{"+v+":=+8}'",
			"f'{"+v+" = }|{"+w+"!r:>4}'",
			"f'{"+v+":{"+w+"}}'",
			"'%c|%5.2s|%-6.1r' % ("+g.one("65", "'x'", v)+", "+v+", "+w+")",
			"'%*d|%-*x' % (6, "+v+", 5, "+w+")",
			"'%#x|%#o|%+.2e|%i' % ("+v+", "+w+", "+v+", "+w+")",
			"'%s and %s' % "+v,
			"'{:{}{}}'.format("+v+", '>', 9)",
			"'{0!r:>8}|{1:^+5}'.format("+v+", "+w+")"))}
	case 8: // closures over loop variables, cells deleted and rebound
		f := g.name("mk")
		switch g.pick(3) {
		case 0:
			return []string{"fs_ = []", fmt.Sprintf("for %s in range(3):", v), fmt.Sprintf("    fs_.append(lambda: %s)", v), fmt.Sprintf("%s = %s", v, e()),
				"out.append([f() for f in fs_])"}
		case 1:
			return []string{"def " + f + "():", "    x = " + e(), "    def get():", "        return x", "    r = [get()]", "    del x", "    try:", "        r.append(get())",
				"    except NameError as ex:", "        r.append(('NameError', str(ex)))", "    x = " + e(), "    r.append(get())", "    return r", "out.append(" + f + "())"}
		}
		return []string{"def " + f + "(q):", "    acc = []", "    def add(z):", "        nonlocal q", "        acc.append(z)", "        q = q + z if " + g.one("True", "z", "acc") + " else q",
			"        return q", "    return add", "add_ = " + f + "(" + g.one("0", "''", "()", e()) + ")",
			fmt.Sprintf("out.append((add_(%s), add_(%s)))", g.one("1", "'a'", "(1,)", e()), e())}
	case 9: // with (the prelude's Door): __enter__ raising, and leaving the body by break or return
		f := g.name("withf")
		return []string{"def " + f + "(q):", "    for z in range(3):", "        with Door(q, '" + g.one("f", "t", "k") + "') as c:", "            if z == 1:",
			"                " + g.one("break", "continue", "return (z, c)", "raise KeyError(z)", "c = c + z"),
			"            LOG.append(z)", "    return 'end'",
			"try:", fmt.Sprintf("    out.append(%s(%s))", f, g.one("0", "1", "None", "''", e())), "except Exception as ex:", "    out.append((type(ex).__name__, str(ex)))",
			"out.append(list(LOG))"}
	case 10: // several * and ** arguments, duplicates
		return []string{fmt.Sprintf("out.append(%s)", g.one(
			"apply(*"+e()+", *"+e()+")",
			"apply(1, *[2, 3], 4, *(5,))",
			"apply(**{'a': 1}, **{'b': "+e()+"})",
			"kwf(*"+e()+", **{'z': 0}, **{'w': 1})",
			"kwf(1, **{'y': 2}, **{'y': 3})",
			"kwf(1, 2, **{'x': 3})",
			"kwf(**{'x': "+e()+", 'q': 2})",
			"kwf(*range(4), y=1)",
			"[*"+e()+", *range(2)]",
			"{**{'a': 1}, **"+e()+"}"))}
	case 11: // match: literal, sequence, mapping, class and guarded patterns
		return []string{"match " + g.one(v, e(), "("+v+", "+w+")", "["+v+"]", "{'k': "+v+"}") + ":",
			"    case 0 | 1 | '' | None:", "        out.append('small')",
			"    case [x_, *rest_] if " + g.one("rest_", "x_", "len(rest_) > 1") + ":", "        out.append(('seq', x_, rest_))",
			"    case (x_, y_):", "        out.append(('pair', x_, y_))",
			"    case {'k': k_, **others_}:", "        out.append(('map', k_, others_))",
			"    case Vec(x=0, y=y_) | Vec(x=y_, y=0):", "        out.append(('vec0', y_))",
			"    case Box(val=int(n_)) if n_ > 1:", "        out.append(('box', n_))",
			"    case " + g.one("str(s_) if len(s_) > 1", "float(s_)", "int(s_) | float(s_)", "bool(s_)", "[s_]") + ":", "        out.append(('cap', s_))",
			"    case _:", "        out.append('other')"}
	}
	// dict and set comprehensions: key collisions, conditions, nesting
	return []string{fmt.Sprintf("out.append(%s)", g.one(
		"{x % 3: x for x in range(7)}",
		"{str(x): [y for y in range(x) if y % 2] for x in range(4)}",
		"{k: v for k, v in zip("+e()+", "+e()+")}",
		"{x: y for x in range(3) for y in 'ab' if x != 1}",
		"{(x, y) for x in range(3) for y in range(x)}",
		"sorted({x * x % 5 for x in range(-4, 5)})",
		"{v: k for k, v in {'a': 1, 'b': 1, 'c': 2}.items()}",
		"{x: x for x in "+e()+" if x == x}",
		"dict.fromkeys((x % 2 for x in range(5)), "+e()+")"))}
}
