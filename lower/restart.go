// This file implements the restart of a versioned while loop's
// iteration in its checked copy: in the proven copy, an access whose
// index depends on the data keeps one check, and when the index is
// negative (in bounds from the end, as Python allows) the statement runs
// again, and the loop goes on, in the checked copy instead of rejoining
// the proven one. The proven copy's hot path then uses the index as it
// is, where a rejoin would merge it with index + len: LLVM keeps that
// merge in a register of its own, one copy per access and one register
// fewer for a loop that is short of them (the csr walk, issue 18).
//
// Only a statement that can be run again from its start may restart: a
// top-level statement of the loop's body that assigns a primitive local
// or an array element from operands that neither act nor fail before
// the store (locals, constants, integer arithmetic that wraps, array
// elements), so that running it again in the checked copy does what
// running it once does. The checked copy's statement is then reached
// from both copies; the bounds checks the checked copy remembers up to
// there (passedChecks) are dropped, since the proven copy's path did not
// run them.

package lower

import (
	"github.com/llir/llvm/ir"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/typecheck"
)

// restartLoop is a versioned while loop being lowered.
type restartLoop struct {
	proven   bool                      // lowering the proven copy
	eligible map[parser.Stmt]bool      // the statements that may restart
	targets  map[parser.Stmt]*ir.Block // where the checked copy lowers each restarted one
}

// newRestartLoop returns the restart state of a while loop with body,
// or nil when its copies may not restart (inside a comprehension).
func (fb *fnBuilder) newRestartLoop(body []parser.Stmt) *restartLoop {
	if len(fb.frames) > 0 || fb.decl == nil {
		return nil
	}
	r := &restartLoop{eligible: map[parser.Stmt]bool{}, targets: map[parser.Stmt]*ir.Block{}}
	for _, s := range body {
		if fb.restartable(s) {
			r.eligible[s] = true
		}
	}
	if len(r.eligible) == 0 {
		return nil
	}
	return r
}

// restartable reports whether s may run again from its start (see the
// file comment).
func (fb *fnBuilder) restartable(s parser.Stmt) bool {
	switch s := s.(type) {
	case *parser.AnnAssign:
		return s.Value != nil && fb.restartTargetOK(s.Target) && fb.rerunnable(s.Value)
	case *parser.Assign:
		if len(s.Targets) != 1 {
			return false
		}
		return fb.restartTargetOK(s.Targets[0]) && fb.rerunnable(s.Value)
	case *parser.AugAssign:
		return fb.restartTargetOK(s.Target) && fb.rerunnable(s.Value)
	}
	return false
}

// restartTargetOK reports whether storing to target has no effect
// before the store itself: a primitive local, or an element of an
// Array local at a rerunnable index.
func (fb *fnBuilder) restartTargetOK(target parser.Expr) bool {
	switch t := target.(type) {
	case *parser.Name:
		return fb.rerunnable(t)
	case *parser.Subscript:
		_, isArray := typecheck.IsArray(fb.mb.info.TypeOf(t.Value))
		return isArray && fb.isArrayLocal(t.Value) && fb.rerunnable(t.Slice)
	}
	return false
}

// rerunnable reports whether evaluating e twice does what evaluating it
// once does, and nothing before a failure: primitive locals and
// constants, integer +, -, *, &, |, ^ (they wrap), comparisons, and
// elements of Array locals (a failed check raises before any effect).
func (fb *fnBuilder) rerunnable(e parser.Expr) bool {
	info := fb.mb.info
	if _, ok := info.ConstOf(e); ok {
		_, prim := typecheck.IsPrim(info.TypeOf(e))
		return prim
	}
	switch e := e.(type) {
	case *parser.Name:
		return fb.pure(e, func(*typecheck.Var) {})
	case *parser.BinOp:
		p, ok := typecheck.IsPrim(info.TypeOf(e))
		if !ok || !p.IsInt() {
			return false
		}
		switch e.Op {
		case parser.Add, parser.Sub, parser.Mult, parser.BitAnd, parser.BitOr, parser.BitXor:
			return fb.rerunnable(e.Left) && fb.rerunnable(e.Right)
		}
	case *parser.Compare:
		if _, ok := typecheck.IsPrim(info.TypeOf(e.Left)); !ok || len(e.Ops) != 1 {
			return false
		}
		return fb.rerunnable(e.Left) && fb.rerunnable(e.Comparators[0])
	case *parser.Subscript:
		_, isArray := typecheck.IsArray(info.TypeOf(e.Value))
		return isArray && fb.isArrayLocal(e.Value) && fb.rerunnable(e.Slice)
	}
	return false
}

// restartPoint is called before statement s is lowered; the function it
// returns, after. In the proven copy it makes s the statement a
// negative index restarts; in the checked copy it starts s in the block
// the proven copy's restarts of s branch to.
func (fb *fnBuilder) restartPoint(s parser.Stmt) func() {
	r := fb.restart
	if r == nil {
		return func() {}
	}
	saved := fb.restartAt
	fb.restartAt = nil
	if r.eligible[s] {
		if r.proven {
			fb.restartAt = s
		} else if t := r.targets[s]; t != nil {
			fb.br(t)
			fb.b = t
			clear(fb.passed.on)
		}
	}
	return func() { fb.restartAt = saved }
}

// restartTarget returns the block of the checked copy where the
// statement being lowered in the proven copy restarts, or nil when it
// may not.
func (fb *fnBuilder) restartTarget() *ir.Block {
	r := fb.restart
	if r == nil || !r.proven || fb.restartAt == nil || len(fb.frames) > 0 {
		return nil
	}
	t := r.targets[fb.restartAt]
	if t == nil {
		t = fb.block("restart")
		r.targets[fb.restartAt] = t
	}
	return t
}
