// This file implements the statements of untyped functions that aim at
// what compiled untyped code specializes: the per-site caches (module
// globals, attributes of instances and classes, method calls) and the
// numeric fast paths (ints and floats kept unboxed while their values
// allow). Each statement runs a loop whose early iterations warm a site
// and whose later ones break the assumption the site made — a global
// rebound, a class attribute or method patched, __getattr__ added,
// __class__ swapped, an attribute deleted, an instance of another class
// at the same site, an int local that becomes a float, a float that
// overflows to inf or becomes NaN — so that a guard that is missing or
// checks the wrong thing gives another result than the interpreter.

package fuzz

import (
	"fmt"
	"strings"
)

// patchable is the class the invalidation statements patch: in a plain
// module its own compiled classes stay mutable; in a Static Python
// module they are frozen after the body, so the prelude makes Plain in
// interpreted code (exec), and compiled functions cache its attributes.
func (g *gen) patchable() (base, sub string) {
	if !g.static {
		return "Box", "Box2"
	}
	return "Plain", "Plain2"
}

// invalidation warms a site in a loop and breaks its assumption midway.
func (g *gen) invalidation() string {
	if g.typed {
		return g.assign()
	}
	n := g.nvar
	g.nvar++
	base, sub := g.patchable()
	k := 1 + g.pick(3)         // the iteration that breaks the assumption
	trips := k + 1 + g.pick(3) // at least one iteration after it
	i := fmt.Sprintf("iv%d", n)
	o := fmt.Sprintf("io%d", n)
	acc := fmt.Sprintf("ia%d", n)
	var body []string
	head := []string{fmt.Sprintf("%s = []", acc), fmt.Sprintf("%s = %s(%s)", o, base, g.leaf(tPyInt))}
	switch g.pick(9) {
	case 0:
		// A module global read in the loop, rebound through `global`.
		body = []string{
			fmt.Sprintf("%s.append(G)", acc),
			fmt.Sprintf("if %s == %d:\n    gset(%s)", i, k, g.leaf([]*Type{tPyInt, tStr, tPyFloat}[g.pick(3)])),
		}
	case 1:
		// A class attribute read through the instance, then patched on
		// the class, then shadowed by an instance attribute.
		body = []string{
			fmt.Sprintf("%s.append(%s.k)", acc, o),
			fmt.Sprintf("if %s == %d:\n    %s.k = %s", i, k, base, g.leaf(tPyInt)),
			fmt.Sprintf("if %s == %d:\n    %s.k = %s", i, k+1, o, g.leaf(tStr)),
		}
	case 2:
		// A method called at one site, replaced on the class midway (a
		// plain function binds self; a staticmethod does not).
		repl := []string{"lambda self, d: ('patched', d)", "staticmethod(lambda d: ('static', d))"}[g.pick(2)]
		body = []string{
			fmt.Sprintf("%s.append(%s.bump(%s))", acc, o, i),
			fmt.Sprintf("if %s == %d:\n    %s.bump = %s", i, k, base, repl),
		}
		head = append(head, fmt.Sprintf("%s_saved = %s.__dict__['bump']", o, base))
		body = append(body, fmt.Sprintf("if %s == %d:\n    %s.bump = %s_saved", i, trips-1, base, o))
	case 3:
		// __getattr__ added to the class: a missing attribute now answers.
		body = []string{
			fmt.Sprintf("try:\n    %s.append(%s.missing)\nexcept AttributeError as e:\n    %s.append(str(e))", acc, o, acc),
			fmt.Sprintf("%s.append(%s.v)", acc, o),
			fmt.Sprintf("if %s == %d:\n    %s.__getattr__ = lambda self, name: ('ga', name)", i, k, base),
		}
		body = append(body, fmt.Sprintf("if %s == %d:\n    del %s.__getattr__", i, trips-1, base))
	case 4:
		// The instance's class swapped for the subclass (another bump).
		body = []string{
			fmt.Sprintf("%s.append((%s.bump(1), type(%s).__name__))", acc, o, o),
			fmt.Sprintf("if %s == %d:\n    %s.__class__ = %s", i, k, o, sub),
		}
	case 5:
		// An instance attribute deleted, then set again.
		body = []string{
			fmt.Sprintf("try:\n    %s.append(%s.v)\nexcept AttributeError as e:\n    %s.append(str(e))", acc, o, acc),
			fmt.Sprintf("if %s == %d:\n    del %s.v", i, k, o),
			fmt.Sprintf("if %s == %d:\n    %s.v = %s", i, k+1, o, g.leaf(tPyFloat)),
		}
	case 6:
		// One site, instances of the base, the subclass and a class made
		// in Python, in turn.
		body = []string{
			fmt.Sprintf("%s = [%s(1), %s(2), Made(3), %s(4)][%s %% 4]", o, base, sub, base, i),
			fmt.Sprintf("try:\n    %s.append((%s.bump(%s), %s.v))\nexcept AttributeError as e:\n    %s.append(str(e))", acc, o, i, o, acc),
		}
	case 7:
		// A data descriptor (a property) put on the class over the
		// instance attribute's name: it wins over the instance dict.
		body = []string{
			fmt.Sprintf("%s.append(%s.v)", acc, o),
			fmt.Sprintf("if %s == %d:\n    %s.v = property(lambda self: 'prop')", i, k, base),
		}
		body = append(body, fmt.Sprintf("if %s == %d:\n    del %s.v", i, trips-1, base))
	default:
		// A float attribute updated in place, then given another type.
		body = []string{
			fmt.Sprintf("%s.v = %s.v * %s + %s", o, o, g.leaf(tPyFloat), i),
			fmt.Sprintf("%s.append(%s.v)", acc, o),
			fmt.Sprintf("if %s == %d:\n    %s.v = %s", i, k, o, []string{"'s'", "10**30", "float('nan')", "True"}[g.pick(4)]),
		}
		body[0] = fmt.Sprintf("try:\n    %s\nexcept TypeError as e:\n    %s.append(str(e))", body[0], acc)
	}
	lines := append(head, fmt.Sprintf("for %s in range(%d):\n%s", i, trips, indent(strings.Join(body, "\n"))))
	lines = append(lines, fmt.Sprintf("LOG.append(%s)", acc))
	return strings.Join(lines, "\n")
}

// numericLoop accumulates in untyped locals that start as ints or
// floats and may change kind midway: an int that a true division or a
// float operand turns into a float, a big product that leaves the
// machine range, a float that overflows to inf and then gives NaN; with
// comparisons between the kinds and the results' types logged.
func (g *gen) numericLoop() string {
	if g.typed {
		return g.assign()
	}
	n := g.nvar
	g.nvar++
	i := fmt.Sprintf("nv%d", n)
	a, b := fmt.Sprintf("na%d", n), fmt.Sprintf("nb%d", n)
	starts := []string{"0", "1", "-3", "0.0", "1.5", "-0.0", "2**62", "1e308", "float('nan')", "True"}
	steps := []string{
		"%[1]s = %[1]s + %[2]s",
		"%[1]s = %[1]s * %[3]s + %[2]s",
		"%[1]s += %[2]s * 0.5",
		"%[1]s = %[1]s / 2",
		"%[1]s = %[1]s // %[3]s",
		"%[1]s = %[1]s %% %[3]s",
		"%[1]s -= %[3]s",
		"%[1]s = -%[1]s",
		"%[1]s = %[1]s * %[1]s",
		"%[1]s = abs(%[1]s) ** 2",
		"%[1]s = %[1]s - int(%[2]s)",
		"%[1]s = float(%[1]s) if %[2]s %% 2 else %[1]s",
	}
	operand := func() string {
		return []string{"1", "2", "3", "0.25", "-1.5", "7", "1e200", "-2", "0"}[g.pick(9)]
	}
	step := func(v string) string {
		return fmt.Sprintf(steps[g.pick(len(steps))], v, i, operand())
	}
	cmp := []string{"<", "<=", "==", "!=", ">", ">="}[g.pick(6)]
	body := []string{
		step(a), step(b), step(a),
		fmt.Sprintf("%s.append((%s %s %s, type(%s).__name__, type(%s).__name__))", "LOG", a, cmp, b, a, b),
	}
	if g.chance(0.5) {
		body = append(body, fmt.Sprintf("if %s %s %s:\n    %s = %s", a, cmp, operand(), b, operand()))
	}
	loop := fmt.Sprintf("try:\n    for %s in range(%d):\n%s\nexcept (ZeroDivisionError, OverflowError, ValueError) as e:\n    LOG.append((type(e).__name__, str(e)))",
		i, 2+g.pick(5), indent(indent(strings.Join(body, "\n"))))
	return strings.Join([]string{
		fmt.Sprintf("%s = %s", a, starts[g.pick(len(starts))]),
		fmt.Sprintf("%s = %s", b, starts[g.pick(len(starts))]),
		loop,
		fmt.Sprintf("LOG.append((repr(%s), repr(%s)))", a, b),
	}, "\n")
}
