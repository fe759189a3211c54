// This file implements the flow of narrowings through a body, as
// CinderX's type binder carries local types: the narrowing in force at
// each statement (c.flow) is what the tests and assignments before it
// proved on every path that reaches it. A branch starts from the state
// before it plus what its test proves; where paths meet, what both
// proved holds (the join); a path that leaves (return, raise, break,
// continue) does not reach the join. Loops keep only what no statement
// of the body may change, so one pass is the fixpoint.

package typecheck

import "github.com/staticpyc/staticpyc/parser"

// with returns n extended by m (a new map: states are shared between
// branches). An entry that gives a local its declared type is dropped:
// absent means declared.
func (n narrowing) with(m narrowing) narrowing {
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
// share.
func join(a, b narrowing) narrowing {
	out := narrowing{}
	for v, t := range a {
		if b[v] == t {
			out[v] = t
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
		walkScope(b, func(s parser.Stmt) {
			ForEachBinding(s, func(name string, _ parser.Node) { names[name] = true })
		})
	}
	out := narrowing{}
	for k, t := range n {
		if v, ok := k.(*Var); ok && !names[v.Name] {
			out[k] = t // (fields are dropped: the blocks may call anything)
		}
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
	return c.flow
}

// merge is the state after paths that end in the given states (nil for
// a path that left).
func merge(ends ...narrowing) narrowing {
	var out narrowing
	reached := false
	for _, e := range ends {
		if e == nil {
			continue
		}
		if !reached {
			out, reached = e, true
			continue
		}
		out = join(out, e)
	}
	if !reached {
		return narrowing{}
	}
	return out
}

// ifStmt checks an if statement: each branch under what the test proves
// there, then the join of the branches that fall through.
func (c *checker) ifStmt(s *parser.If) {
	c.truthTest(s.Test)
	then, orelse := c.testNarrowing(s.Test)
	entry := c.flow
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
	end := c.branch(entry.with(enter), body)
	c.loops--
	c.jumps = c.jumps[:len(c.jumps)-1]
	head = merge(append([]narrowing{entry, end}, j.continues...)...)
	if end == nil && len(j.continues) == 0 {
		head = entry
	}
	return head, j.breaks
}

// whileStmt checks a while loop: the body under the test's narrowing;
// after the loop, the test failed or a break left it.
func (c *checker) whileStmt(s *parser.While) {
	entry := c.flow
	c.truthTest(s.Test)
	then, orelse := c.testNarrowing(s.Test)
	head, breaks := c.loop(entry, then, s.Body)
	orelse = withoutFields(orelse) // the loop may have changed them
	var after narrowing
	if k, ok := s.Test.(*parser.Constant); !ok || k.Kind != parser.ConstTrue {
		after = c.branch(head.with(orelse), s.Orelse) // `while True:` only leaves by break
	} else {
		c.branch(narrowing{}, s.Orelse)
	}
	if after == nil && len(breaks) == 0 {
		c.flow = narrowing{}
		return
	}
	c.flow = merge(append(breaks, after)...)
}

// loopBody checks a for loop's body and else: the target is rebound on
// every iteration.
func (c *checker) loopBody(s *parser.For) {
	c.ownBindings(s)
	head, breaks := c.loop(c.flow, nil, s.Body)
	after := c.branch(head, s.Orelse)
	c.flow = merge(append(breaks, after)...)
}

// ownBindings drops the narrowings of the locals s itself binds (not
// its nested blocks, which are checked statement by statement).
func (c *checker) ownBindings(s parser.Stmt) {
	if len(c.flow) == 0 {
		return
	}
	names := map[string]bool{}
	ForEachBinding(s, func(name string, _ parser.Node) { names[name] = true })
	if len(names) == 0 {
		return
	}
	out := narrowing{}
	for k, t := range c.flow {
		switch k := k.(type) {
		case *Var:
			if names[k.Name] {
				continue
			}
		case fieldKey:
			if names[k.v.Name] {
				continue
			}
		}
		out[k] = t
	}
	c.flow = out
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
