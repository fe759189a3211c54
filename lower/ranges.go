// This file implements the bounds proof of crange loops and of while
// loops that count (`while i < n: ... i += 1`, whileProof): a small
// value-range analysis of the loop body. Every int64 local gets, at each
// point of one iteration, an interval whose ends are computed once before
// the loop from loop-invariant values; an array access whose index has
// an interval is in bounds for the whole loop when lo >= 0 and hi < len,
// one check before the loop (versionedLoop runs a copy without the
// per-element checks when it holds).
//
// The facts it knows: the loop variable is in [start, stop - 1] at the
// top of the body (a while loop's counter in [i0, n - 1], i0 its value
// before the loop); a local the body never assigns is one value for the
// whole loop; `x = e` gives x the interval of e (+, - and, between
// invariant values, *); `if x < e:` narrows x in each branch (<, <=, >,
// >=, ==, != and not/and/or over them), and after the if, x is in the
// union of the two branches' intervals. Anything else (nested loops, a
// name bound any other way) makes a local unknown; an access whose index
// is unknown keeps its check.
//
// A local the body steps up by one `x += c` (c > 0) outside its nested
// loops, in a loop whose iterations are counted (a crange loop, or a
// while loop whose counter steps on every iteration), is a counter that
// grows by at most c per iteration: in [x0, x0 + c*k] after k
// iterations (growingCounters). Its upper end is the most it could
// reach, not what it does (touched[n_touched] = nb under a branch taken
// now and then), so a test that it stays below the length would send
// every loop that fills less than the most it could to the checked copy.
// Instead, in a while loop, an access whose interval grows is proven in
// bounds for the iterations in which it cannot have passed the end of
// the array, k <= (len - 1 - x0) / c, and the proven copy runs no more
// (whileProof's limit; past it, the checked copy goes on). In a crange loop, whose hidden counter
// the checked copy could not take over, such an access is proven
// non-negative only: it keeps one unsigned compare against the length,
// with no path for negative indexes.

package lower

import (
	"math/big"
	"slices"
	"sort"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/primitives"
	"github.com/staticpyc/staticpyc/typecheck"
)

// interval is the range [lo, hi] of an int64 value at a point of the loop
// body; its ends are computed before the loop. ok is the condition under
// which lo and hi are exact (computing them did not wrap around); nil
// means always. A point, lo == hi, is the value itself: for loop-invariant
// values it is what the body computes, wrap-around included.
type interval struct {
	lo, hi, ok value.Value
	// slope > 0: hi is where a growing counter could get to after the
	// most iterations the loop may take (see the file comment); after k
	// iterations the value is at most base + slope*k. ok is the
	// condition under which lo and base are exact; hiOK, under which hi
	// is too, which matters only where hi bounds a value that no longer
	// grows.
	slope int64
	base  value.Value
	hiOK  value.Value
}

// grows reports whether iv's upper end grows with the iterations.
func (iv interval) grows() bool { return iv.slope > 0 }

// start is where iv's upper end starts from: base, or hi when it does
// not grow.
func (iv interval) start() value.Value {
	if iv.grows() {
		return iv.base
	}
	return iv.hi
}

// maxSlope bounds the slopes the analysis tracks (far from wrapping).
const maxSlope = 1 << 40

func (iv interval) point() bool { return iv.lo == iv.hi }

// rangeEnv maps the locals the body assigns to their intervals at one
// point of the body; a nil rangeEnv is a point no path reaches.
type rangeEnv map[string]interval

func (env rangeEnv) copy() rangeEnv {
	out := make(rangeEnv, len(env))
	for k, v := range env {
		out[k] = v
	}
	return out
}

// indexProof is what a versioned loop's proven copy knows of the index
// of an access.
type indexProof uint8

const (
	unproven indexProof = iota
	// provenNonNegative: never negative; the check is the unsigned
	// compare against the length alone.
	provenNonNegative
	// provenInBounds: in bounds; no check.
	provenInBounds
)

// rangedAccess is an array access whose index has an interval.
type rangedAccess struct {
	index parser.Expr
	arr   *arraySlots
	iv    interval
}

// rangeProof is the analysis of one crange loop's body. It emits the
// computation of the intervals into pre, a block of its own that
// boundsProof splices into the code before the loop when some access is
// proven, and drops otherwise.
type rangeProof struct {
	fb  *fnBuilder
	pre *ir.Block
	// assigned are the names the body binds anywhere.
	assigned  map[string]bool
	invariant map[string]interval
	// smalls caches the conditions of small.
	smalls   map[value.Value]value.Value
	accesses []rangedAccess
}

// boundsProof analyses the body of crange loop s, whose variable runs
// over [start, stop): it returns what it proves of the index expressions
// of the accesses and the condition, computed in the current block,
// under which the proof holds (true as well when the range is empty).
func (fb *fnBuilder) boundsProof(s *parser.For, start, stop value.Value) (value.Value, map[parser.Expr]indexProof) {
	target, ok := s.Target.(*parser.Name)
	if fb.decl == nil || !ok {
		return nil, nil
	}
	p := fb.newRangeProof()
	if !p.bindings(s.Body) {
		return nil, nil
	}
	env := rangeEnv{}
	// The loop binds its variable: it is never invariant.
	p.assigned[target.Id] = true
	if v := p.local(target.Id); v != nil && isInt64(v.Type) {
		// The variable is stored from a hidden counter at the top of
		// every iteration; with start < stop, stop - 1 does not wrap.
		env[target.Id] = interval{lo: start, hi: p.add(stop, i64(-1))}
	}
	// The body runs once per value of the hidden counter: at most
	// stop - 1 - start iterations precede one (the build without checks
	// has none to take off).
	if !fb.mb.cfg.NoBoundsChecks {
		saved := fb.b
		fb.b = p.pre
		last := p.add(stop, i64(-1))
		p.growingCounters(s.Body, env, target.Id, p.sub(last, start), nil)
		fb.b = saved
	}
	cond, proofs, _ := p.prove(s.Body, env, func() value.Value { return fb.b.NewICmp(enum.IPredSLE, stop, start) }, false)
	return cond, proofs
}

func (fb *fnBuilder) newRangeProof() *rangeProof {
	return &rangeProof{fb: fb, pre: ir.NewBlock(""), assigned: map[string]bool{}, invariant: map[string]interval{}, smalls: map[value.Value]value.Value{}}
}

// prove analyses body with env at its top and returns the condition
// under which what it proves of the accesses holds, or the empty
// condition empty (emitted in the current block after the proof's
// computations) holds, with what it proves of each index expression.
//
// An access whose interval grows is proven non-negative only, unless
// capped: then it is proven in bounds for the iterations k <= cap, the
// last value returned (nil when no access grows), which the caller's
// loop must not run past (cap >= 0 when the condition holds).
func (p *rangeProof) prove(body []parser.Stmt, env rangeEnv, empty func() value.Value, capped bool) (value.Value, map[parser.Expr]indexProof, value.Value) {
	fb := p.fb
	saved := fb.b
	fb.b = p.pre // coerce emits the widening of narrower locals here
	p.stmts(body, env)
	fb.b = saved

	// The tests, each once: every interval's condition, lo >= 0 for
	// every lower end, hi < len for every upper end, against the
	// shortest of the arrays accessed up to it (a minimum of lengths,
	// which LLVM hoists out of the loops around), and for every growing
	// end the room left to grow.
	var cond, iterCap value.Value
	require := func(c value.Value) { cond = p.and(cond, c) }
	proofs := map[parser.Expr]indexProof{}
	required := map[value.Value]bool{}
	lens := map[*arraySlots]value.Value{}
	length := func(arr *arraySlots) value.Value {
		n, ok := lens[arr]
		if !ok {
			n = p.pre.NewLoad(types.I64, arr.n)
			lens[arr] = n
		}
		return n
	}
	var uppers []value.Value
	below := map[value.Value][]*arraySlots{}
	type growth struct {
		arr   *arraySlots
		base  value.Value
		slope int64
	}
	grown := map[growth]bool{}
	nonNegative := func(v value.Value) {
		if c, ok := constOf(v); ok && c.Sign() >= 0 || required[v] {
			return
		}
		required[v] = true
		require(p.pre.NewICmp(enum.IPredSGE, v, i64(0)))
	}
	for _, a := range p.accesses {
		lo, lok := constOf(a.iv.lo)
		if lok && lo.Sign() < 0 || a.iv.ok == constant.False {
			// Known to fail (a[i - 1] from 0, say): keep this one checked
			// rather than lose the proof of the others.
			continue
		}
		if a.iv.ok != nil && !required[a.iv.ok] {
			required[a.iv.ok] = true
			require(a.iv.ok)
		}
		nonNegative(a.iv.lo)
		switch {
		case a.iv.grows() && !capped:
			// Non-negative only (see the file comment), as long as the
			// counter cannot wrap around past its upper end.
			if proofs[a.index] != provenInBounds {
				proofs[a.index] = provenNonNegative
			}
			if a.iv.hiOK != nil && !required[a.iv.hiOK] {
				required[a.iv.hiOK] = true
				require(a.iv.hiOK)
			}
		case a.iv.grows():
			// In bounds while base + slope*k < len: for k up to
			// (len - 1 - base) / slope, with 0 <= base < len (lo is
			// mostly base itself: one test).
			proofs[a.index] = provenInBounds
			g := growth{a.arr, a.iv.base, a.iv.slope}
			if grown[g] {
				continue
			}
			grown[g] = true
			nonNegative(a.iv.base)
			require(p.pre.NewICmp(enum.IPredSLT, a.iv.base, length(a.arr)))
			room := p.sub(p.add(length(a.arr), i64(-1)), a.iv.base)
			if a.iv.slope != 1 {
				room = p.pre.NewUDiv(room, i64(a.iv.slope))
			}
			if iterCap == nil {
				iterCap = room
			} else {
				iterCap = p.min(iterCap, room)
			}
		default:
			proofs[a.index] = provenInBounds
			arrs := below[a.iv.hi]
			if len(arrs) == 0 {
				uppers = append(uppers, a.iv.hi)
			}
			if !slices.Contains(arrs, a.arr) {
				below[a.iv.hi] = append(arrs, a.arr)
			}
		}
	}
	for _, hi := range uppers {
		var n value.Value
		for _, arr := range below[hi] {
			if n == nil {
				n = length(arr)
			} else {
				n = p.min(n, length(arr))
			}
		}
		require(p.pre.NewICmp(enum.IPredSLT, hi, n))
	}
	if len(proofs) == 0 {
		return nil, nil, nil
	}
	fb.b.Insts = append(fb.b.Insts, p.pre.Insts...)
	if cond == nil {
		return constant.True, proofs, iterCap
	}
	// An empty range runs no access.
	return fb.b.NewOr(cond, empty()), proofs, iterCap
}

// whileProof analyses a while loop that counts: its test is `i < n`,
// `i <= n`, `i > n` or `i >= n` for an int64 local i and a bound n the
// body does not change, and the body changes i by one statement, `i += c`
// or `i -= c` with a constant step that moves i towards n, outside any
// loop nested in it (in a branch or before a continue it may not run).
// Then i only moves towards n, by at most one step per iteration, and the
// test bounds it at the top of the body: with i0 its value before the
// loop, i is in [i0, n - 1] (or [i0, n], [n + 1, i0], [n, i0]) there, as
// long as the last step cannot wrap around, which the condition checks.
// It returns what boundsProof does, or nil when the loop is not of that
// form.
func (fb *fnBuilder) whileProof(s *parser.While) (value.Value, map[parser.Expr]indexProof, *whileLimit) {
	if fb.decl == nil {
		return nil, nil, nil
	}
	test, ok := s.Test.(*parser.Compare)
	if !ok || len(test.Ops) != 1 || len(walrusNames(&parser.ExprStmt{Value: s.Test})) > 0 {
		return nil, nil, nil
	}
	i, ok := test.Left.(*parser.Name)
	if !ok {
		return nil, nil, nil
	}
	op := test.Ops[0]
	up := op == parser.Lt || op == parser.LtE
	if !up && op != parser.Gt && op != parser.GtE {
		return nil, nil, nil
	}
	p := fb.newRangeProof()
	if v := p.local(i.Id); v == nil || !isInt64(v.Type) || !p.bindings(s.Body) {
		return nil, nil, nil
	}
	step, update, ok := p.counterStep(s.Body, i.Id)
	if !ok || (step > 0) != up {
		return nil, nil, nil
	}
	if t, ok := typecheck.IsPrim(fb.mb.info.TypeOf(test.Comparators[0])); ok && !t.AssignableTo(primitives.Int64) {
		return nil, nil, nil
	}
	saved := fb.b
	fb.b = p.pre
	bound, ok := p.ivOf(test.Comparators[0], rangeEnv{})
	var i0 value.Value
	if ok {
		i0 = fb.coerce(fb.loadLocal(fb.decl.Local(i.Id)), typecheck.PrimOf(primitives.Int64), line(i)).v
	}
	fb.b = saved
	if !ok || !bound.point() {
		return nil, nil, nil
	}
	n := bound.lo
	const maxInt64, minInt64 = int64(^uint64(0) >> 1), -int64(^uint64(0)>>1) - 1
	var iv interval
	var noWrap value.Value
	var emptyPred enum.IPred
	switch op {
	case parser.Lt: // i <= n - 1 before the step: n - 1 + step must not wrap
		iv = interval{lo: i0, hi: p.add(n, i64(-1))}
		noWrap = p.cmp(enum.IPredSLE, n, i64(maxInt64-step+1))
		emptyPred = enum.IPredSGE
	case parser.LtE:
		iv = interval{lo: i0, hi: n}
		noWrap = p.cmp(enum.IPredSLE, n, i64(maxInt64-step))
		emptyPred = enum.IPredSGT
	case parser.Gt: // step < 0
		iv = interval{lo: p.add(n, i64(1)), hi: i0}
		noWrap = p.cmp(enum.IPredSGE, n, i64(minInt64-step-1))
		emptyPred = enum.IPredSLE
	case parser.GtE:
		iv = interval{lo: n, hi: i0}
		noWrap = p.cmp(enum.IPredSGE, n, i64(minInt64-step))
		emptyPred = enum.IPredSLT
	}
	iv.ok = p.and(bound.ok, noWrap)
	if iv.ok == constant.False {
		return nil, nil, nil
	}
	env := rangeEnv{i.Id: iv}
	var last value.Value
	if stepsEveryIteration(s.Body, update) && !fb.mb.cfg.NoBoundsChecks {
		// i moves by step on every iteration and stays in iv at the top
		// of the body: at most last = (hi - lo) / |step| iterations
		// precede one. (A span that wraps is negative: the growing upper
		// ends' conditions reject it, and the limit below takes 0.)
		fb.b = p.pre
		last = p.sub(iv.hi, iv.lo)
		if step != 1 && step != -1 {
			mag := step
			if mag < 0 {
				mag = -mag
			}
			last = p.pre.NewSDiv(last, i64(mag))
		}
		p.growingCounters(s.Body, env, i.Id, last, iv.ok)
		fb.b = saved
	}
	cond, proofs, iterCap := p.prove(s.Body, env, func() value.Value { return fb.b.NewICmp(emptyPred, i0, n) }, true)
	if iterCap == nil {
		return cond, proofs, nil
	}
	// The proven copy runs the iterations k <= max(min(cap, last), 0),
	// where i is i0 + k*step: it tests i against the nearer of n and that
	// iteration's value of i. In a loop that runs at all, cap >= 0 (the
	// condition) and last >= 0 unless hi - lo wrapped (a span of 2^63 or
	// more, where 0 is as safe), so k is between 0 and the last
	// iteration, and i0 + k*step between i0 and the last i: nothing
	// wraps. In a loop that does not run, the bound is n's side of the
	// test anyway.
	b := fb.b
	k := b.NewSelect(b.NewICmp(enum.IPredSLT, iterCap, last), iterCap, last)
	k = b.NewSelect(b.NewICmp(enum.IPredSLT, k, i64(0)), i64(0), k)
	edge := b.NewAdd(i0, b.NewMul(k, i64(step)))
	lim := &whileLimit{counter: fb.decl.Local(i.Id)}
	switch op {
	case parser.Lt:
		lim.pred, lim.bound = enum.IPredSLT, pickValue(b, enum.IPredSLT, n, b.NewAdd(edge, i64(1)))
	case parser.LtE:
		lim.pred, lim.bound = enum.IPredSLE, pickValue(b, enum.IPredSLT, n, edge)
	case parser.Gt:
		lim.pred, lim.bound = enum.IPredSGT, pickValue(b, enum.IPredSGT, n, b.NewAdd(edge, i64(-1)))
	case parser.GtE:
		lim.pred, lim.bound = enum.IPredSGE, pickValue(b, enum.IPredSGT, n, edge)
	}
	return cond, proofs, lim
}

// whileLimit is what a versioned while loop's proven copy tests its
// counter against instead of its own test, when some growing access is
// proven for its first iterations only (prove, capped): `counter pred
// bound`; past it, while the loop's own test holds, the loop goes on in
// the checked copy, at its head.
type whileLimit struct {
	counter *typecheck.Var
	pred    enum.IPred
	bound   value.Value
}

// pickValue emits x when `x pred y`, else y.
func pickValue(b *ir.Block, pred enum.IPred, x, y value.Value) value.Value {
	return b.NewSelect(b.NewICmp(pred, x, y), x, y)
}

// stepsEveryIteration reports whether every iteration of a loop with
// body that goes on to the next runs update: a statement of the body
// itself (not nested in a branch) with no continue before it.
func stepsEveryIteration(body []parser.Stmt, update parser.Stmt) bool {
	for _, s := range body {
		if s == update {
			return true
		}
		skips := false
		var find func([]parser.Stmt)
		find = func(ss []parser.Stmt) {
			for _, s := range ss {
				switch s := s.(type) {
				case *parser.Continue:
					skips = true
				case *parser.If:
					find(s.Body)
					find(s.Orelse)
				case *parser.While:
					find(s.Orelse) // a continue in the body is the nested loop's
				case *parser.For:
					find(s.Orelse)
				}
			}
		}
		find([]parser.Stmt{s})
		if skips {
			return false
		}
	}
	return false
}

// growingCounters gives env, at the top of a loop's body, an interval
// for each int64 local other than the loop's own counter (skip) that
// the body steps up by one `x += c` (c > 0 a constant) outside its
// nested loops and binds no other way: after k iterations x is at most
// x0 + c*k, x0 its value before the loop, so in [x0, x0 + c*last] when
// at most last iterations precede one. ok is the condition under which
// the loop counts its iterations right (its counter does not wrap
// around): the intervals' condition; the upper end's adds that x0 +
// c*last does not wrap either. The intervals grow (see the file
// comment). It emits into the current block, p.pre.
func (p *rangeProof) growingCounters(body []parser.Stmt, env rangeEnv, skip string, last, ok value.Value) {
	names := make([]string, 0, len(p.assigned))
	for id := range p.assigned {
		if id != skip {
			names = append(names, id)
		}
	}
	sort.Strings(names)
	for _, id := range names {
		v := p.local(id)
		if v == nil || !isInt64(v.Type) {
			continue
		}
		c, _, isCounter := p.counterStep(body, id)
		if !isCounter || c <= 0 {
			continue
		}
		x0 := p.fb.coerce(p.fb.loadLocal(v), typecheck.PrimOf(primitives.Int64), line(body[0])).v
		// x0 small and c*last in [0, 2^62): x0 + c*last does not wrap.
		fits := p.and(p.small(x0), p.pre.NewICmp(enum.IPredULT, last, i64((1<<62)/c)))
		hi := p.add(x0, p.mul(last, i64(c)))
		env[id] = interval{lo: x0, hi: hi, ok: ok, slope: c, base: x0, hiOK: p.and(ok, fits)}
	}
}

// counterStep finds the one statement of body that binds id, which must
// be `id += c` or `id -= c` with a non-zero constant c outside the loops
// nested in body, and returns the step it adds to id and the statement.
func (p *rangeProof) counterStep(body []parser.Stmt, id string) (int64, parser.Stmt, bool) {
	var update *parser.AugAssign
	binds := 0
	typecheck.WalkScope(body, func(n parser.Stmt) {
		for _, b := range boundNames(n) {
			if b == id {
				binds++
				update, _ = n.(*parser.AugAssign)
			}
		}
	})
	if binds != 1 || update == nil || (update.Op != parser.Add && update.Op != parser.Sub) {
		return 0, nil, false
	}
	inLoop := false
	var find func([]parser.Stmt, bool)
	find = func(ss []parser.Stmt, nested bool) {
		for _, s := range ss {
			if s == parser.Stmt(update) {
				inLoop = nested
			}
			switch s := s.(type) {
			case *parser.If:
				find(s.Body, nested)
				find(s.Orelse, nested)
			case *parser.While:
				find(s.Body, true)
				find(s.Orelse, nested)
			case *parser.For:
				find(s.Body, true)
				find(s.Orelse, nested)
			}
		}
	}
	find(body, false)
	k, ok := p.fb.mb.info.ConstOf(update.Value)
	if inLoop || !ok || k.Int == nil || !k.Int.IsInt64() {
		return 0, nil, false
	}
	c := k.Int.Int64()
	if update.Op == parser.Sub {
		if c == -c { // 0, or -2^63, whose negation wraps
			return 0, nil, false
		}
		c = -c
	}
	if c == 0 {
		return 0, nil, false
	}
	return c, update, true
}

// bindings records the names the body binds into p.assigned. It reports
// false for a body with statements too involved to reason about.
func (p *rangeProof) bindings(body []parser.Stmt) bool {
	ok := true
	typecheck.WalkScope(body, func(n parser.Stmt) {
		switch n := n.(type) {
		case *parser.Delete, *parser.With, *parser.Try, *parser.Match, *parser.Global, *parser.Nonlocal:
			ok = false
		default:
			for _, id := range boundNames(n) {
				p.assigned[id] = true
			}
		}
	})
	return ok
}

// boundNames are the names statement n binds itself (not in the
// statements nested in it), walrus targets anywhere in its expressions
// included.
func boundNames(n parser.Stmt) []string {
	var out []string
	typecheck.ForEachBinding(n, func(id string, _ parser.Node) { out = append(out, id) })
	return append(out, walrusNames(n)...)
}

// walrusNames are the names the walrus expressions of statement n bind
// (in the function, even inside a comprehension).
func walrusNames(n parser.Stmt) []string {
	var out []string
	var walk func(parser.Expr)
	walk = func(e parser.Expr) {
		if e == nil {
			return
		}
		if w, ok := e.(*parser.NamedExpr); ok {
			out = append(out, w.Target.Id)
		}
		parser.ChildExprs(e, walk)
	}
	parser.StmtExprs(n, walk)
	return out
}

// isInt64 reports whether t is int64.
func isInt64(t typecheck.Type) bool {
	p, ok := typecheck.IsPrim(t)
	return ok && p == primitives.Int64
}

// local is the function's local called id when it is a primitive integer
// that widens to int64 and lives in a slot of its own (not a cell, which
// a nested function may rebind).
func (p *rangeProof) local(id string) *typecheck.Var {
	v := p.fb.decl.Local(id)
	if v == nil || p.fb.slots[v] == nil || p.fb.cellOf(v) != nil {
		return nil
	}
	if t, ok := typecheck.IsPrim(v.Type); !ok || !t.IsInt() || !t.AssignableTo(primitives.Int64) {
		return nil
	}
	return v
}

// stmts analyses a block with env on entry (changed in place) and returns
// the env on its exit, nil when no path falls through.
func (p *rangeProof) stmts(body []parser.Stmt, env rangeEnv) rangeEnv {
	for _, s := range body {
		if env == nil {
			return nil // dead code
		}
		env = p.stmt(s, env)
	}
	return env
}

func (p *rangeProof) stmt(s parser.Stmt, env rangeEnv) rangeEnv {
	// A walrus rebinds its name in the middle of the statement: unknown
	// throughout it.
	walrus := walrusNames(s)
	switch s := s.(type) {
	case *parser.For, *parser.While:
		// Their bodies run many times: forget what they assign, and
		// leave their accesses to their own proof.
		typecheck.WalkScope([]parser.Stmt{s}, func(n parser.Stmt) {
			for _, id := range boundNames(n) {
				delete(env, id)
			}
		})
		return env
	case *parser.If:
		for _, id := range walrus {
			delete(env, id)
		}
		p.collect(s.Test, env)
		then := p.stmts(s.Body, p.narrow(env.copy(), s.Test, true))
		els := p.stmts(s.Orelse, p.narrow(env.copy(), s.Test, false))
		return p.join(then, els)
	}
	for _, id := range walrus {
		delete(env, id)
	}
	parser.StmtExprs(s, func(e parser.Expr) { p.collect(e, env) })
	switch s := s.(type) {
	case *parser.Return, *parser.Raise, *parser.Break, *parser.Continue:
		return nil
	case *parser.Assign:
		iv, known := p.ivOf(s.Value, env)
		for _, t := range s.Targets {
			p.bind(env, t, iv, known)
		}
	case *parser.AnnAssign:
		var iv interval
		known := s.Value != nil
		if known {
			iv, known = p.ivOf(s.Value, env)
		}
		p.bind(env, s.Target, iv, known)
	case *parser.AugAssign:
		var iv interval
		known := false
		if n, ok := s.Target.(*parser.Name); ok && (s.Op == parser.Add || s.Op == parser.Sub) {
			x, xok := env[n.Id]
			y, yok := p.ivOf(s.Value, env)
			if xok && yok {
				iv, known = p.arith(s.Op, x, y)
			}
		}
		p.bind(env, s.Target, iv, known)
	default:
		// A def, class or import binds its name to an object.
		for _, id := range boundNames(s) {
			delete(env, id)
		}
	}
	for _, id := range walrus {
		delete(env, id)
	}
	return env
}

// bind records the assignment of iv (when known) to target.
func (p *rangeProof) bind(env rangeEnv, target parser.Expr, iv interval, known bool) {
	n, ok := target.(*parser.Name)
	if !ok {
		typecheck.TargetNames(target, func(id string, _ parser.Node) { delete(env, id) })
		return
	}
	v := p.local(n.Id)
	if !known || v == nil || !isInt64(v.Type) {
		delete(env, n.Id)
		return
	}
	env[n.Id] = iv
}

// collect records the array accesses in e (not inside lambdas and
// comprehensions, which have scopes of their own) whose index has an
// interval in env.
func (p *rangeProof) collect(e parser.Expr, env rangeEnv) {
	if e == nil {
		return
	}
	switch e := e.(type) {
	case *parser.Lambda, *parser.ListComp, *parser.SetComp, *parser.DictComp, *parser.GeneratorExp:
		return
	case *parser.Subscript:
		if a, ok := e.Value.(*parser.Name); ok && !p.assigned[a.Id] {
			if v := p.fb.decl.Local(a.Id); v != nil && p.fb.arrays[v] != nil && p.fb.cellOf(v) == nil {
				if _, slice := e.Slice.(*parser.Slice); !slice {
					if iv, ok := p.ivOf(e.Slice, env); ok {
						p.accesses = append(p.accesses, rangedAccess{index: e.Slice, arr: p.fb.arrays[v], iv: iv})
					}
				}
			}
		}
	}
	parser.ChildExprs(e, func(c parser.Expr) { p.collect(c, env) })
}

// ivOf is the interval of int64 expression e at the point env describes.
func (p *rangeProof) ivOf(e parser.Expr, env rangeEnv) (interval, bool) {
	info := p.fb.mb.info
	if k, ok := info.ConstOf(e); ok {
		if k.Int == nil || !k.Int.IsInt64() {
			return interval{}, false
		}
		c := i64(k.Int.Int64())
		return interval{lo: c, hi: c}, true
	}
	switch e := e.(type) {
	case *parser.Name:
		if iv, ok := env[e.Id]; ok {
			return iv, true
		}
		if p.assigned[e.Id] {
			return interval{}, false
		}
		if iv, ok := p.invariant[e.Id]; ok {
			return iv, true
		}
		v := p.local(e.Id)
		if v == nil {
			return interval{}, false
		}
		x := p.fb.coerce(p.fb.loadLocal(v), typecheck.PrimOf(primitives.Int64), line(e)).v
		iv := interval{lo: x, hi: x}
		p.invariant[e.Id] = iv
		return iv, true
	case *parser.BinOp:
		if !isInt64(info.TypeOf(e)) {
			return interval{}, false
		}
		x, ok := p.ivOf(e.Left, env)
		if !ok {
			return interval{}, false
		}
		y, ok := p.ivOf(e.Right, env)
		if !ok {
			return interval{}, false
		}
		switch e.Op {
		case parser.Add, parser.Sub:
			return p.arith(e.Op, x, y)
		case parser.Mult:
			if x.point() && y.point() {
				// Wraps as the body's product does.
				m := p.mul(x.lo, y.lo)
				return interval{lo: m, hi: m, ok: p.and(x.ok, y.ok)}, true
			}
		}
	}
	return interval{}, false
}

// arith is x + y or x - y; false when x - y's lower end would be
// where y grows to (only upper ends grow).
func (p *rangeProof) arith(op parser.BinOpKind, x, y interval) (interval, bool) {
	ok := p.and(x.ok, y.ok)
	if x.point() && y.point() {
		// The value itself, wrapping as the body's does.
		var r value.Value
		if op == parser.Add {
			r = p.add(x.lo, y.lo)
		} else {
			r = p.sub(x.lo, y.lo)
		}
		return interval{lo: r, hi: r, ok: ok}, true
	}
	if op == parser.Sub && y.grows() || x.slope+y.slope > maxSlope {
		return interval{}, false
	}
	// Every end and start small: no sum or difference wraps. A growing
	// upper end's goes in hiOK.
	var hiOK value.Value
	for _, iv := range []interval{x, y} {
		ok = p.and(ok, p.and(p.small(iv.lo), p.small(iv.start())))
		if iv.grows() {
			hiOK = p.and(hiOK, p.and(iv.hiOK, p.small(iv.hi)))
		}
	}
	r := interval{lo: p.add(x.lo, y.lo), hi: p.add(x.hi, y.hi), slope: x.slope + y.slope}
	if op == parser.Sub {
		r = interval{lo: p.sub(x.lo, y.hi), hi: p.sub(x.hi, y.lo), slope: x.slope}
	}
	if !r.grows() {
		r.ok = ok
		return r, true
	}
	r.ok, r.hiOK = ok, hiOK
	if op == parser.Add {
		r.base = p.add(x.start(), y.start())
	} else {
		r.base = p.sub(x.base, y.lo)
	}
	return r, true
}

// narrow narrows env (changed in place) by test being truth, and returns
// it.
func (p *rangeProof) narrow(env rangeEnv, test parser.Expr, truth bool) rangeEnv {
	switch e := test.(type) {
	case *parser.UnaryOp:
		if e.Op == parser.Not {
			p.narrow(env, e.Operand, !truth)
		}
	case *parser.BoolOp:
		// All of `a and b` hold when it is true, none of `a or b` when
		// it is false.
		if (e.Op == parser.And) == truth {
			for _, v := range e.Values {
				p.narrow(env, v, truth)
			}
		}
	case *parser.Compare:
		if len(e.Ops) != 1 && !truth {
			break
		}
		left := e.Left
		for i, op := range e.Ops {
			right := e.Comparators[i]
			if !truth {
				op = negateCmp(op)
			}
			p.narrowPair(env, left, op, right)
			p.narrowPair(env, right, mirrorCmp(op), left)
			left = right
		}
	}
	return env
}

// narrowPair narrows the local x names, when it has an interval, by
// `x op y` holding. A test no value satisfies narrows to an empty
// interval (lo > hi) or one computed with wrap-around: harmless, as no
// run reaches the branch.
func (p *rangeProof) narrowPair(env rangeEnv, x parser.Expr, op parser.CmpOpKind, y parser.Expr) {
	n, ok := x.(*parser.Name)
	if !ok {
		return
	}
	iv, ok := env[n.Id]
	if !ok {
		return
	}
	r, ok := p.ivOf(y, env)
	if !ok {
		return
	}
	lo, hi, slope, base, hiOK := iv.lo, iv.hi, iv.slope, iv.base, iv.hiOK
	exact := p.and(iv.ok, r.ok)
	// below narrows hi by hi <= b.hi + off: the upper end no longer
	// grows, and bounds the value with the upper ends it took.
	below := func(b interval, off int64) {
		hi = p.min(hi, p.add(b.hi, i64(off)))
		exact = p.and(exact, p.and(hiOK, b.hiOK))
		slope, base, hiOK = 0, nil, nil
	}
	switch op {
	case parser.Lt:
		below(r, -1)
	case parser.LtE:
		below(r, 0)
	case parser.Gt:
		lo = p.max(lo, p.add(r.lo, i64(1)))
	case parser.GtE:
		lo = p.max(lo, r.lo)
	case parser.Eq:
		lo = p.max(lo, r.lo)
		below(r, 0)
	case parser.NotEq:
		if !r.point() {
			return
		}
		// x != v: an end equal to v moves in by one.
		lo = p.pre.NewSelect(p.pre.NewICmp(enum.IPredEQ, lo, r.lo), p.add(lo, i64(1)), lo)
		hi = p.pre.NewSelect(p.pre.NewICmp(enum.IPredEQ, hi, r.lo), p.add(hi, i64(-1)), hi)
	default:
		return
	}
	// (x != v moves hi in by one at most, and keeps base, which still
	// bounds it.)
	env[n.Id] = interval{lo: lo, hi: hi, ok: exact, slope: slope, base: base, hiOK: hiOK}
}

func negateCmp(op parser.CmpOpKind) parser.CmpOpKind {
	switch op {
	case parser.Eq:
		return parser.NotEq
	case parser.NotEq:
		return parser.Eq
	case parser.Lt:
		return parser.GtE
	case parser.LtE:
		return parser.Gt
	case parser.Gt:
		return parser.LtE
	case parser.GtE:
		return parser.Lt
	}
	return parser.Is // no narrowing
}

func mirrorCmp(op parser.CmpOpKind) parser.CmpOpKind {
	switch op {
	case parser.Lt:
		return parser.Gt
	case parser.LtE:
		return parser.GtE
	case parser.Gt:
		return parser.Lt
	case parser.GtE:
		return parser.LtE
	}
	return op
}

// join is the env after an if whose branches end with a and b.
func (p *rangeProof) join(a, b rangeEnv) rangeEnv {
	switch {
	case a == nil:
		return b
	case b == nil:
		return a
	}
	// In the names' order: the selects it emits must come out the same
	// on every build.
	ids := make([]string, 0, len(a))
	for id := range a {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	out := rangeEnv{}
	for _, id := range ids {
		x := a[id]
		y, ok := b[id]
		if !ok {
			continue
		}
		if x == y {
			out[id] = x
			continue
		}
		iv := interval{lo: p.min(x.lo, y.lo), hi: p.max(x.hi, y.hi), ok: p.and(x.ok, y.ok), slope: max(x.slope, y.slope)}
		if iv.grows() {
			iv.base, iv.hiOK = p.max(x.start(), y.start()), p.and(x.hiOK, y.hiOK)
		}
		out[id] = iv
	}
	return out
}

// The emitters below fold constants, so that the usual crange(0, n)
// loop costs a few instructions before the loop.

func constOf(v value.Value) (*big.Int, bool) {
	c, ok := v.(*constant.Int)
	if !ok {
		return nil, false
	}
	return c.X, true
}

// wrap64 is x wrapped to a signed 64-bit value.
func wrap64(x *big.Int) int64 {
	m := new(big.Int).And(x, new(big.Int).SetUint64(^uint64(0)))
	return int64(m.Uint64())
}

func (p *rangeProof) add(x, y value.Value) value.Value {
	if a, ok := constOf(x); ok {
		if b, ok := constOf(y); ok {
			return i64(wrap64(new(big.Int).Add(a, b)))
		}
		if a.Sign() == 0 {
			return y
		}
	}
	if b, ok := constOf(y); ok && b.Sign() == 0 {
		return x
	}
	return p.pre.NewAdd(x, y)
}

func (p *rangeProof) sub(x, y value.Value) value.Value {
	if a, ok := constOf(x); ok {
		if b, ok := constOf(y); ok {
			return i64(wrap64(new(big.Int).Sub(a, b)))
		}
	}
	if b, ok := constOf(y); ok && b.Sign() == 0 {
		return x
	}
	return p.pre.NewSub(x, y)
}

func (p *rangeProof) mul(x, y value.Value) value.Value {
	if a, ok := constOf(x); ok {
		if b, ok := constOf(y); ok {
			return i64(wrap64(new(big.Int).Mul(a, b)))
		}
	}
	return p.pre.NewMul(x, y)
}

// small is the condition that v is in (-2^62, 2^62): a sum or a
// difference of two such values does not wrap. Checking the operands
// rather than each result lets one check of a loop-invariant value (the
// row offset of a 2-D index, say) cover all the sums it takes part in.
func (p *rangeProof) small(v value.Value) value.Value {
	const limit = 1 << 62
	if c, ok := constOf(v); ok {
		return constant.NewBool(c.CmpAbs(big.NewInt(limit)) < 0)
	}
	if c, ok := p.smalls[v]; ok {
		return c
	}
	// -2^62 < v < 2^62 as one unsigned compare.
	c := p.pre.NewICmp(enum.IPredULT, p.pre.NewAdd(v, i64(limit-1)), i64(2*limit-1))
	p.smalls[v] = c
	return c
}

// cmp is `x pred y`, folded when both are constants.
func (p *rangeProof) cmp(pred enum.IPred, x, y value.Value) value.Value {
	if a, ok := constOf(x); ok {
		if b, ok := constOf(y); ok {
			c := a.Cmp(b)
			var r bool
			switch pred {
			case enum.IPredSLE:
				r = c <= 0
			case enum.IPredSGE:
				r = c >= 0
			default:
				panic("internal error: lower: rangeProof.cmp of " + pred.String())
			}
			return constant.NewBool(r)
		}
	}
	return p.pre.NewICmp(pred, x, y)
}

func (p *rangeProof) min(x, y value.Value) value.Value {
	return p.pick(enum.IPredSLT, x, y)
}

func (p *rangeProof) max(x, y value.Value) value.Value {
	return p.pick(enum.IPredSGT, x, y)
}

// pick is x when `x pred y`, else y.
func (p *rangeProof) pick(pred enum.IPred, x, y value.Value) value.Value {
	if x == y {
		return x
	}
	if a, ok := constOf(x); ok {
		if b, ok := constOf(y); ok {
			if c := a.Cmp(b); (pred == enum.IPredSLT && c < 0) || (pred == enum.IPredSGT && c > 0) {
				return x
			}
			return y
		}
	}
	return p.pre.NewSelect(p.pre.NewICmp(pred, x, y), x, y)
}

// and is x && y, nil standing for true.
func (p *rangeProof) and(x, y value.Value) value.Value {
	switch {
	case x == nil:
		return y
	case y == nil, x == y:
		return x
	}
	if c, ok := x.(*constant.Int); ok {
		if c.X.Sign() != 0 {
			return y
		}
		return x
	}
	if c, ok := y.(*constant.Int); ok {
		if c.X.Sign() != 0 {
			return x
		}
		return y
	}
	return p.pre.NewAnd(x, y)
}
