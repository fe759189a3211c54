// This file implements the flow of narrowings through a body, as
// CinderX's type binder carries local types: the narrowing in force at
// each statement (c.flow) is what the tests and assignments before it
// proved on every path that reaches it. A branch starts from the state
// before it plus what its test proves; where paths meet, what both
// proved holds (the join); a path that leaves (return, raise, break,
// continue) does not reach the join. Loops keep only what no statement
// of the body may change, so one pass is the fixpoint.

package typecheck

import (
	"reflect"
	"unsafe"

	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
)

// with returns n extended by m (a new map: states are shared between
// branches). An entry that gives a local its declared type is dropped:
// absent means declared.
func (n narrowing) with(m narrowing) narrowing {
	if len(m) == 0 {
		return n // states are not changed once shared (see capture)
	}
	return n.copyWith(m)
}

// copyWith is n extended by m in a new map.
func (n narrowing) copyWith(m narrowing) narrowing {
	out := make(narrowing, len(n)+len(m))
	for v, t := range n {
		out[v] = t
	}
	for k, t := range m {
		if v, ok := k.(*Var); ok && t == v.Type {
			delete(out, k)
		} else {
			out[k] = t
		}
	}
	return out
}

// join is what holds after either of two paths: the narrowings they
// share. States are never changed once shared, so when one state holds
// only what the other does (the common case: a branch that narrowed
// nothing and bound nothing new, or a loop body's end that extends its
// entry) that state is the join, with no copy.
func join(a, b narrowing) narrowing {
	if len(a) > len(b) {
		a, b = b, a
	}
	if len(a) == 0 || mapID(a) == mapID(b) {
		return a
	}
	shared := 0
	for v, t := range a {
		if bt, ok := b[v]; ok && bt == t {
			shared++
		}
	}
	if shared == len(a) {
		return a
	}
	out := make(narrowing, shared)
	for v, t := range a {
		bt, ok := b[v]
		switch {
		case !ok:
		case bt == t:
			out[v] = t
		default:
			if _, shown := v.(shownKey); shown {
				out[v] = joinLocal(t, bt)
			}
		}
	}
	return out
}

// without drops the narrowings of the locals a block may rebind.
func (c *checker) without(n narrowing, stmts ...[]parser.Stmt) narrowing {
	if len(n) == 0 {
		return n
	}
	names := map[string]bool{}
	for _, b := range stmts {
		WalkScope(b, func(s parser.Stmt) {
			ForEachBinding(s, func(name string, _ parser.Node) { names[name] = true })
		})
	}
	out := narrowing{}
	for k, t := range n {
		switch k := k.(type) {
		case *Var:
			if !names[k.Name] {
				out[k] = t
			}
		case boundKey, unreachedKey:
			out[k] = t // rebinding keeps a local bound (and dead code dead)
		case unionNarrowKey:
			if !names[k.v.Name] {
				out[k] = t
			}
		case shownKey:
			if !names[k.v.Name] {
				out[k] = t
			}
		}
		// (fields are dropped: the blocks may call anything)
	}
	return out
}

// leaves reports whether control cannot reach the statement after
// stmts: they return, raise, break or continue on every path.
func leaves(stmts []parser.Stmt) bool {
	if terminates(stmts) || len(stmts) == 0 {
		return len(stmts) > 0
	}
	switch s := stmts[len(stmts)-1].(type) {
	case *parser.Break, *parser.Continue:
		return true
	case *parser.If:
		return leaves(s.Body) && leaves(s.Orelse)
	}
	return false
}

// branch checks stmts from state entry and returns the state at their
// end, or nil when no path reaches it.
func (c *checker) branch(entry narrowing, stmts []parser.Stmt) narrowing {
	c.flow = entry
	c.block(stmts)
	if leaves(stmts) {
		return nil
	}
	if c.flow == nil {
		return narrowing{} // reached, with nothing narrowed
	}
	return c.capture()
}

// merge is the state after paths that end in the given states (nil for
// a path that left).
func merge(ends ...narrowing) narrowing {
	var out narrowing
	reached := false
	for _, e := range ends {
		if _, dead := e[unreachedKey{}]; e == nil || dead {
			continue
		}
		if !reached {
			out, reached = e, true
			continue
		}
		out = join(out, e)
	}
	if !reached {
		return unreachedState
	}
	return out
}

// unreachedKey marks the state of code no path reaches (after a loop
// that only leaves by return, say): it binds every local, as CinderX
// does not report such code's reads as undefined; merge skips it.
type unreachedKey struct{}

// unreachedState is the state of unreachable code. Shared, never
// written.
var unreachedState = narrowing{unreachedKey{}: boundMark}

// ifStmt checks an if statement: each branch under what the test proves
// there, then the join of the branches that fall through.
func (c *checker) ifStmt(s *parser.If) {
	c.truthTest(s.Test)
	then, orelse := c.testNarrowing(s.Test)
	entry := c.capture()
	a := c.branch(entry.with(then), s.Body)
	b := c.branch(entry.with(orelse), s.Orelse)
	c.flow = merge(a, b)
}

// loopJumps are the states a loop's body leaves with break and
// continue.
type loopJumps struct {
	breaks, continues []narrowing
}

// loop checks a loop's body from the state before it (entry) plus what
// holds on entering the body (enter), and returns the state at the loop
// head after the body ran (where the test is evaluated again) and the
// states at its breaks. The body is checked once, under the entry
// state: the narrowings that the body keeps are a fixpoint; those it
// does not keep do not hold after the loop.
func (c *checker) loop(entry, enter narrowing, body []parser.Stmt) (head narrowing, breaks []narrowing) {
	j := &loopJumps{}
	c.jumps = append(c.jumps, j)
	c.loops++
	end := c.branch(c.withoutRebound(entry, body).with(enter), body)
	c.loops--
	c.jumps = c.jumps[:len(c.jumps)-1]
	head = merge(append([]narrowing{entry, end}, j.continues...)...)
	if end == nil && len(j.continues) == 0 {
		head = entry
	}
	return head, j.breaks
}

// withoutRebound is n without the narrowings of the locals that body
// binds anywhere in its scope (and of their fields): from the second
// iteration on, such a local holds what the body assigned, not what held
// before the loop (`best = None` then `if i > best: best = i` in the
// body compares with an int). What the body's tests narrow is checked
// under that state, so one pass stays the fixpoint.
func (c *checker) withoutRebound(n narrowing, body []parser.Stmt) narrowing {
	if len(n) == 0 || c.fn == nil {
		return n
	}
	var names []string
	WalkScope(body, func(s parser.Stmt) {
		ForEachBinding(s, func(name string, _ parser.Node) { names = append(names, name) })
	})
	if len(names) == 0 {
		return n
	}
	return withoutNames(n, names)
}

// whileStmt checks a while loop: the body under the test's narrowing;
// after the loop, the test failed or a break left it.
func (c *checker) whileStmt(s *parser.While) {
	c.truthTest(s.Test)
	entry := c.capture() // (what the test binds is bound in the body and after)
	then, orelse := c.testNarrowing(s.Test)
	head, breaks := c.loop(entry, then, s.Body)
	orelse = withoutFields(orelse) // the loop may have changed them
	var after narrowing
	if !alwaysTrue(s.Test) {
		after = c.branch(head.with(orelse), s.Orelse) // `while True:` only leaves by break
	} else {
		c.branch(unreachedState, s.Orelse)
	}
	if after == nil && len(breaks) == 0 {
		c.flow = unreachedState
		return
	}
	c.flow = merge(append(breaks, after)...)
}

// loopBody checks a for loop's body and else: the target is rebound on
// every iteration.
func (c *checker) loopBody(s *parser.For) {
	c.ownBindings(s)
	head, breaks := c.loop(c.capture(), nil, s.Body)
	after := c.branch(head, s.Orelse)
	c.flow = merge(append(breaks, after)...)
}

// ownBindings marks the locals s itself binds (not its nested blocks,
// which are checked statement by statement) bound, and drops their
// narrowings and those of their fields.
func (c *checker) ownBindings(s parser.Stmt) {
	var buf [4]string // (most statements bind one name: no allocation)
	names := buf[:0]
	ForEachBinding(s, func(name string, _ parser.Node) { names = append(names, name) })
	if len(names) == 0 || c.fn == nil {
		return
	}
	narrowed := false
	for _, name := range names {
		if c.fn.globals[name] || c.fn.nonlocals[name] {
			continue
		}
		v := c.fn.locals[name]
		if v == nil {
			// A class statement or an import the checker does not type
			// still binds the name.
			v = &Var{Name: name, Type: Dynamic}
			c.fn.locals[name] = v
			c.fn.Locals = append(c.fn.Locals, v)
		}
		c.bind(v)
		if _, ok := c.flow[v]; ok {
			narrowed = true
		}
	}
	if !narrowed && (!c.fieldKeys || len(c.flow) > 16) {
		return // (a field narrowing of a rebound local ends at the next call)
	}
	// Drop the narrowings of the rebound names, copying the state only
	// when there are some (most statements rebind nothing narrowed).
	c.flow = withoutNames(c.flow, names)
}

// withoutNames is n without the narrowings of the locals named (and of
// their fields); n itself when it has none (states are shared: they are
// copied only when something goes).
func withoutNames(n narrowing, names []string) narrowing {
	drop := func(k any) bool {
		switch k := k.(type) {
		case *Var:
			return contains(names, k.Name)
		case fieldKey:
			return contains(names, k.v.Name)
		}
		return false
	}
	found := false
	for k := range n {
		if drop(k) {
			found = true
			break
		}
	}
	if !found {
		return n
	}
	out := make(narrowing, len(n))
	for k, t := range n {
		if !drop(k) {
			out[k] = t
		}
	}
	return out
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// fieldAssign narrows or ends the narrowing of a field a statement
// assigns: `v.x = value` makes v.x the value's type when it fits the
// field's Optional type.
func (c *checker) fieldAssign(s parser.Stmt) {
	var target, value parser.Expr
	switch s := s.(type) {
	case *parser.Assign:
		if len(s.Targets) == 1 {
			target, value = s.Targets[0], s.Value
		}
	case *parser.AnnAssign:
		target, value = s.Target, s.Value
	case *parser.AugAssign:
		target = s.Target
	}
	if _, isAttr := target.(*parser.Attribute); !isAttr {
		return
	}
	// Storing into any object may change any field (the store may run
	// a descriptor or alias the narrowed object).
	c.dropFields()
	key, o, ok := c.fieldKeyOf(target)
	if !ok {
		return
	}
	t := Type(o)
	if value != nil {
		if vt := c.info.TypeOf(value); vt != nil && (vt == NoneObj || fitsInner(vt, o.Inner)) {
			t = vt
		}
	}
	c.flow = c.flow.with(narrowing{key: t})
}

// truthTest checks the test of an if or while: testing the truth of a
// dynamic value may call its __bool__, which may change any field.
func (c *checker) truthTest(test parser.Expr) {
	if t := c.expr(test, nil); t == Dynamic && len(c.flow) > 0 {
		switch test.(type) {
		case *parser.Name, *parser.Attribute, *parser.Subscript:
			c.dropFields()
		}
	}
}

// withoutFields is n without its narrowings of fields.
func withoutFields(n narrowing) narrowing {
	out := narrowing{}
	for k, t := range n {
		if _, ok := k.(fieldKey); !ok {
			out[k] = t
		}
	}
	return out
}

// boundKey marks a local definitely bound on every path to the
// statement being checked (CinderX's definite assignment): reading a
// local that is not is "Name `x` is not defined."
type boundKey struct{ v *Var }

// boundMark is the value of a boundKey entry.
var boundMark Type = &Object{Name: "bound"}

// capture returns the current state for a caller that keeps it: it may
// no longer be updated in place.
func (c *checker) capture() narrowing {
	c.owned = nil
	if c.flow == nil {
		// A reached state, never nil: merge reads nil as a path that
		// left (a loop entered with nothing narrowed still has its
		// entry as a path to the statement after it).
		return reachedState
	}
	return c.flow
}

// reachedState is the empty state a path that narrowed nothing has. It
// is shared and never written (writers copy a state they do not own).
var reachedState = narrowing{}

// bind records that local v is bound from here on. The state is
// updated in place while no one else holds it (a run of assignments
// copies it once).
func (c *checker) bind(v *Var) {
	k := boundKey{v}
	if _, ok := c.flow[k]; ok {
		return
	}
	if c.owned == nil || mapID(c.flow) != c.owned {
		c.flow = c.flow.copyWith(nil)
		c.owned = mapID(c.flow)
	}
	c.flow[k] = boundMark
}

// mapID identifies a state map (maps do not compare).
func mapID(n narrowing) unsafe.Pointer {
	return reflect.ValueOf(n).UnsafePointer()
}

// checkBound reports a read of a local of the function being checked
// that some path reaches unbound.
func (c *checker) checkBound(e *parser.Name, v *Var) {
	if c.fn == nil || v.Param || v.Cell || c.fn.locals[e.Id] != v || c.fn.nonlocals[e.Id] {
		return
	}
	if _, dead := c.flow[unreachedKey{}]; dead {
		return
	}
	if _, ok := c.flow[boundKey{v}]; !ok {
		c.errorf(e, diagnostics.UndefinedName, "Name `%s` is not defined.", e.Id)
	}
}

// walrusNarrowing updates the state after `(x := v)` stores into a local
// of the function: from there on x is narrowed as `x = v` narrows it
// (`print(s := "a")` then `s.upper()`), and an earlier narrowing of x
// ends. In a comprehension the store may not run at all: the narrowing
// only ends. (boolOp and ifExp end those of their conditional operands:
// walrusTargets.)
func (c *checker) walrusNarrowing(e *parser.NamedExpr) {
	v, ok := c.info.RefOf(e.Target).(*Var)
	if !ok || c.fn == nil || c.fn.locals[v.Name] != v {
		return
	}
	var n narrowing
	if len(c.comps) == 0 {
		n = c.targetNarrowing(e.Target, e.Value)
	}
	if n != nil {
		c.flow = c.flow.with(n)
	} else {
		c.flow = withoutNames(c.flow, []string{v.Name})
	}
}

// walrusTargets are the names the assignment expressions in es store
// (not those of a lambda's body, which are the lambda's own).
func walrusTargets(es ...parser.Expr) []string {
	var names []string
	var walk func(parser.Expr)
	walk = func(e parser.Expr) {
		switch e := e.(type) {
		case *parser.Lambda:
			return
		case *parser.NamedExpr:
			names = append(names, e.Target.Id)
		}
		parser.ChildExprs(e, walk)
	}
	for _, e := range es {
		walk(e)
	}
	return names
}

// afterConditional is the state after an expression whose operands past
// the first may not run (boolOp, ifExp): saved, the state before them,
// without the narrowings of the locals they store into (names), whose
// local types (reveal_type's) join what they held before with what the
// operands stored (after: the state at the end of the operands).
func afterConditional(saved, after narrowing, names []string) narrowing {
	out := withoutNames(saved, names)
	copied := false
	for k, t := range after {
		sk, ok := k.(shownKey)
		if !ok || !contains(names, sk.v.Name) {
			continue
		}
		if st, ok := saved[k]; ok && st != t {
			if !copied {
				out, copied = out.copyWith(nil), true
			}
			out[k] = joinLocal(st, t)
		}
	}
	return out
}
