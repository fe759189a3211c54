// This file implements the typed statements that suspend: a generator
// and a coroutine defined in a typed function, both compiled natively,
// whose primitive locals live across their suspensions (yield, await)
// and whose arithmetic wraps to the width, driven from the enclosing
// function with next, send, list and coroutine.send(None). Where
// compiled code keeps a primitive in its frame between resumptions,
// unboxes what send gave, or carries an exception out of an await, it
// can differ from the oracle.

package fuzz

import "fmt"

// suspending defines a typed generator or coroutine in place and runs
// it, logging what it yields and returns and any exception.
func (g *gen) suspending() string {
	n := fmt.Sprint(g.nvar)
	g.nvar++
	t := intPrims[g.pick(len(intPrims))]
	e := func() string { return g.expr(tPyInt, 2) }
	steps := 1 + g.pick(4)
	// A multiplier that fits the width (a literal that does not is a
	// type error), near its limits now and then.
	var muls []string
	for _, m := range []int64{3, 127, -1, 255, 65537} {
		if fits(t, m) {
			muls = append(muls, fmt.Sprint(m))
		}
	}
	mul := muls[g.pick(len(muls))]
	catch := fmt.Sprintf("except (StopIteration, OverflowError, TypeError, ValueError) as e%s:\n    LOG.append((type(e%s).__name__, str(e%s)))", n, n, n)
	if g.chance(0.5) {
		// A generator: acc wraps at every step and is xor-ed with what
		// send gives (unboxed to the width, which may overflow).
		def := fmt.Sprintf("def pg%s(k: int, s: int):\n    acc: %s = %s(k)\n    for i in crange(%d):\n        acc = acc * %s(%s) + %s(i) + %s(s)\n        got = yield box(acc)\n        if got is not None:\n            acc = acc ^ %s(got)\n    return box(acc)",
			n, t.Name, t.Name, steps, t.Name, mul, t.Name, t.Name, t.Name)
		run := fmt.Sprintf("gp%s = pg%s(%s, %s)\ntry:\n    LOG.append(next(gp%s))\n    LOG.append(gp%s.send(%s))\n    LOG.append(list(gp%s))\n%s",
			n, n, e(), e(), n, n, e(), n, catch)
		return def + "\n" + run
	}
	// A coroutine awaiting another, which may raise: the result of each
	// await is unboxed to the width (it may overflow), the exception
	// crosses the await.
	hit := g.pick(7) - 3
	def := fmt.Sprintf("async def sub%s(x: int) -> int:\n    if x == %d:\n        raise ValueError('hit %d')\n    return x * %s\nasync def pc%s(k: int) -> int:\n    acc: %s = %s(k)\n    for i in crange(%d):\n        acc = acc + %s(await sub%s(box(acc + %s(i))))\n    return box(acc)",
		n, hit, hit, mul, n, t.Name, t.Name, steps, t.Name, n, t.Name)
	run := fmt.Sprintf("cr%s = pc%s(%s)\ntry:\n    cr%s.send(None)\n    LOG.append('no stop')\nexcept StopIteration as si%s:\n    LOG.append(si%s.value)\n%s",
		n, n, e(), n, n, n, catch)
	return def + "\n" + run
}

// fits reports whether the integer primitive t holds v.
func fits(t *Type, v int64) bool {
	if !t.Signed {
		return v >= 0 && (t.Bits == 64 || v < int64(1)<<t.Bits)
	}
	return t.Bits == 64 || v >= -(int64(1)<<(t.Bits-1)) && v < int64(1)<<(t.Bits-1)
}
