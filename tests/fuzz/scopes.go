// This file implements the statements of generated functions that
// exercise Python's scoping and block protocols: with blocks whose
// manager may suppress the exception, try/finally left by break,
// continue or an exception, del of a local read after, global and
// nonlocal rebinding from nested functions, generator functions
// defined in place, and functions attached to classes after the fact
// (which must bind self as Python functions do).

package fuzz

import "fmt"

// withBlock runs a statement that may raise inside `with Ctx(...)`:
// the manager logs entry and exit (with the exception's type) and
// suppresses the exception when asked to.
func (g *gen) withBlock() string {
	saved := len(g.vars)
	suppress := []string{"True", "False"}[g.pick(2)]
	c := fmt.Sprintf("cm%d", g.nvar)
	g.nvar++
	body := g.raiseIf()
	if g.chance(0.5) {
		body = g.stmt()
	}
	g.vars = g.vars[:saved] // what the block binds may not be bound after it
	return fmt.Sprintf("with Ctx(%s) as %s:\n    LOG.append(%s.tag)\n%s\nLOG.append(\"after with\")", suppress, c, c, indent(body))
}

// tryFinally leaves a try block by break, continue or an exception
// raised in the loop body: the finally clause runs each time.
func (g *gen) tryFinally() string {
	i := fmt.Sprintf("t%d", g.nvar)
	g.nvar++
	leave := []string{"break", "continue", "raise ValueError(\"in try\")", "pass"}[g.pick(4)]
	return fmt.Sprintf("try:\n    for %s in range(%d):\n        try:\n            if %s == %d:\n                %s\n            LOG.append(%s)\n        finally:\n            LOG.append(\"fin\")\nexcept ValueError as e:\n    LOG.append(str(e))",
		i, 1+g.pick(4), i, g.pick(3), leave, i)
}

// delLocal binds a local, deletes it, and reads it back where that
// raises UnboundLocalError, or rebinds it first.
func (g *gen) delLocal() string {
	d := fmt.Sprintf("d%d", g.nvar)
	g.nvar++
	t := objectTs[g.pick(len(objectTs))]
	e := g.expr(t, 2)
	if g.typed {
		// A local of an object type: primitives are not deleted.
		e = g.boxed(t, e)
	}
	read := fmt.Sprintf("try:\n    LOG.append(%s)\nexcept UnboundLocalError as e:\n    LOG.append(str(e))", d)
	if g.chance(0.3) {
		read = fmt.Sprintf("%s = %s\nLOG.append(%s)", d, g.leaf(tStr), d)
	}
	return fmt.Sprintf("%s = %s\ndel %s\n%s", d, e, d, read)
}

// globalNonlocal rebinds the module's counter G through `global` and a
// local counter through `nonlocal`, from nested functions called twice.
func (g *gen) globalNonlocal() string {
	n := fmt.Sprintf("%d", g.nvar)
	g.nvar++
	k := g.pick(5) - 2
	return fmt.Sprintf("cnt%s = %d\ndef gbump%s(k):\n    global G\n    nonlocal cnt%s\n    G = G + k\n    cnt%s = cnt%s * 2 + k\n    return G\nLOG.append((gbump%s(%d), gbump%s(1), cnt%s, G))",
		n, g.pick(4), n, n, n, n, n, k, n, n)
}

// generatorFunc defines a generator function in place, over a local
// bound before it, and consumes it partly and then fully; a return in
// the generator ends it early, and send() resumes it with a value.
func (g *gen) generatorFunc() string {
	if g.chance(0.6) {
		// A def holding a generator runs interpreted as a whole
		// (SP4002): rarely, so most functions stay compiled.
		return g.withBlock()
	}
	n := fmt.Sprintf("%d", g.nvar)
	g.nvar++
	stop := g.pick(5)
	return fmt.Sprintf("lim%s = %d\ndef gen%s(m):\n    for i in range(m):\n        if i == lim%s:\n            return\n        got = yield i * 2\n        if got is not None:\n            LOG.append((\"sent\", got))\ngi%s = gen%s(%d)\nLOG.append(next(gi%s, None))\ntry:\n    LOG.append(gi%s.send(7))\nexcept StopIteration:\n    LOG.append(\"stop\")\nLOG.append(list(gi%s))",
		n, stop, n, n, n, n, g.pick(6), n, n, n)
}

// attached calls functions attached to a class after it was made: a
// module function stored as C.ext, one in a class made by type(), and
// a closure; each must receive the instance as self.
func (g *gen) attached() string {
	arg := g.expr(tPyInt, 2)
	switch g.pick(3) {
	case 0:
		return fmt.Sprintf("LOG.append(dyn(Made(%s)).ext(%s))", arg, g.expr(tPyInt, 2))
	case 1:
		return fmt.Sprintf("LOG.append((Made.ext(Made(%s), 1), Made.__dict__[\"ext\"] is ext))", arg)
	}
	cls := "Cell"
	if !g.static {
		cls = "Box"
	}
	return fmt.Sprintf("LOG.append(dyn(%s)(%s).ext(%s))", cls, arg, g.expr(tPyInt, 2))
}

// idioms are Python forms the other statements do not write: a walrus
// in a test, starred unpacking, chained comparisons, an exception's
// cause and context, sorted with a key, a failing assert, a generator's
// return value (StopIteration.value) and dict/set comprehensions.
func (g *gen) idioms() string {
	n := fmt.Sprint(g.nvar)
	g.nvar++
	e := func() string { return g.expr(tPyInt, 2) }
	switch g.pick(8) {
	case 0:
		return fmt.Sprintf("if (w%s := %s) > 3:\n    LOG.append(w%s)\nelse:\n    LOG.append(-w%s)", n, e(), n, n)
	case 1:
		return fmt.Sprintf("h%s, *t%s = [%s, %s, %s]\nLOG.append((h%s, t%s))", n, n, e(), e(), e(), n, n)
	case 2:
		return fmt.Sprintf("LOG.append(%s < %s <= %s)", e(), e(), e())
	case 3:
		return fmt.Sprintf("try:\n    try:\n        raise ValueError(%s)\n    except ValueError as ie%s:\n        raise KeyError('k') from %s\nexcept KeyError as oe%s:\n    LOG.append((repr(oe%s), type(oe%s.__cause__).__name__, oe%s.__context__ is oe%s.__cause__, oe%s.__suppress_context__))",
			e(), n, []string{"ie" + n, "None"}[g.pick(2)], n, n, n, n, n, n)
	case 4:
		return fmt.Sprintf("LOG.append(sorted([%s, %s, %s], key=%s, reverse=%s))", e(), e(), e(), []string{"lambda q: -q", "abs", "str"}[g.pick(3)], []string{"True", "False"}[g.pick(2)])
	case 5:
		return fmt.Sprintf("assert %s, %s", g.pyCond(1), g.expr(tStr, 2))
	case 6:
		return fmt.Sprintf("def gen%s(q):\n    yield q\n    return q * 2\ng%s = gen%s(%s)\nLOG.append(next(g%s))\ntry:\n    next(g%s)\nexcept StopIteration as si%s:\n    LOG.append(si%s.value)", n, n, n, e(), n, n, n, n)
	}
	return fmt.Sprintf("LOG.append(sorted({x %% 3: x for x in [%s, %s, %s]}.items()))\nLOG.append(sorted({x // 2 for x in range(%d)}))", e(), e(), e(), g.pick(6))
}
