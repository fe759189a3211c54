// This file implements the statements that use the prelude's Money, a
// typed class with comparison, hashing, arithmetic, container and truth
// dunders: called by operators and builtins (sorted, hash, len, bool,
// in, iteration) from typed and untyped code, with units that overflow
// int64 on the way in or in __add__ and __neg__.

package fuzz

import (
	"fmt"
	"strings"
)

func (g *gen) dunders() string {
	units := func() string {
		if g.typed {
			return g.expr(tInt64, 1)
		}
		// Untyped code converts: a dynamic value is no int64.
		return "int64(dyn(" + g.expr(tPyInt, 1) + "))"
	}
	a, b := fmt.Sprintf("m%d", g.nvar), fmt.Sprintf("m%d", g.nvar+1)
	g.nvar += 2
	cur := []string{`"eur"`, `"usd"`, `""`, g.expr(tStr, 1)}[g.pick(4)]
	use := []string{
		a + " == " + b, a + " != " + b, a + " < " + b, a + " > " + b, a + " <= " + b, "sorted([" + b + ", " + a + "])",
		"repr(" + a + " + " + b + ")", "repr(-" + a + ")", "len(" + a + ")", "bool(" + a + ")", "not " + b, a + "[0]", a + "[-1]",
		"\"e\" in " + a, "list(" + a + ")", "{" + a + ": 1}.get(" + b + ")", "hash(" + a + ") == hash(" + b + ")", "str(" + b + ")",
		"f\"{" + a + "!r}\"", "max(" + a + ", " + b + ")", "sum([" + a + "], " + b + ")", a + " in [" + b + "]", "sorted({" + a + ", " + b + "})",
	}
	var out []string
	out = append(out, fmt.Sprintf("%s = Money(%s, %s)", a, units(), cur))
	out = append(out, fmt.Sprintf("%s = Money(%s, %s)", b, units(), []string{`"eur"`, cur}[g.pick(2)]))
	for i, n := 0, 1+g.pick(3); i < n; i++ {
		out = append(out, fmt.Sprintf("LOG.append(%s)", use[g.pick(len(use))]))
	}
	// Units past int64 raise OverflowError on the way in, "" has no
	// [0]; what is raised is logged, in both runs.
	return "try:\n" + indent(strings.Join(out, "\n")) + "\nexcept (ValueError, IndexError, OverflowError, TypeError) as e:\n    LOG.append(type(e).__name__)"
}
