// This file implements where compiled loops poll the eval breaker
// (runtime/evalbreaker.go): the interpreter tests it at every backward
// jump, so that Ctrl-C, signal handlers, other threads, pending calls
// and (3.12+) the GC get their turn; a native loop that never did would
// hold the GIL for as long as it runs.

package lower

import (
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
)

// loopPolls reports whether a loop polls the eval breaker at its head:
// when its body (or the parts its head evaluates each time, given as
// parts) makes a call or holds another loop. The innermost loops that
// make no call — the array kernels, whose speed is the point — run
// without a poll, as a C extension's loops do: they end on their own,
// and the loop around them polls. A native body polls on entry too
// (runtime.EnterRecursion), which covers recursion without loops.
func loopPolls(body []parser.Stmt, parts ...parser.Expr) bool {
	found := false
	var expr func(e parser.Expr)
	expr = func(e parser.Expr) {
		if found || e == nil {
			return
		}
		switch e.(type) {
		case *parser.Call, *parser.ListComp, *parser.SetComp, *parser.DictComp, *parser.GeneratorExp:
			found = true
			return
		case *parser.Lambda:
			return // its body runs when it is called
		}
		parser.ChildExprs(e, expr)
	}
	for _, e := range parts {
		expr(e)
	}
	parser.WalkStmts(body, func(s parser.Stmt) bool {
		if found {
			return false
		}
		switch s := s.(type) {
		case *parser.For, *parser.While, *parser.With, *parser.ClassDef, *parser.Import, *parser.ImportFrom:
			found = true
			return false
		case *parser.FunctionDef:
			// The def statement evaluates its decorators and defaults
			// here; the body runs when it is called.
			parser.StmtExprs(s, expr)
			return false
		}
		parser.StmtExprs(s, expr)
		return true
	})
	return found
}

// foreverTrue reports whether a while loop's test is a constant true
// value (`while True:`, `while 1:`): such a loop polls whatever its body
// holds, since nothing but a break ends it.
func foreverTrue(test parser.Expr) bool {
	c, ok := test.(*parser.Constant)
	if !ok {
		return false
	}
	switch c.Kind {
	case parser.ConstTrue:
		return true
	case parser.ConstInt:
		return c.Int.Sign() != 0
	}
	return false
}

// pollEvalBreaker emits a poll of the eval breaker at the current block
// (a loop's head); an exception a handler raises (KeyboardInterrupt from
// Ctrl-C) is raised at line ln.
func (fb *fnBuilder) pollEvalBreaker(ln int) {
	slow, ok, fail := fb.block("poll"), fb.block("polled"), fb.block("interrupted")
	var ts value.Value
	if fb.rt.PollReadsThreadState() {
		ts = fb.threadState()
	}
	fb.rt.PollEvalBreaker(fb.b, ts, slow, ok, fail)
	if ln == 0 {
		ln = fb.stmtLine
	}
	fb.releaseLive(fail)
	fb.addTraceback(fail, ln)
	fail.NewBr(fb.errTarget())
	fb.b = ok
}

// loopPollLine is the line at which a for loop's head polls the eval
// breaker, 0 when it does not (loopPolls).
func loopPollLine(s *parser.For) int {
	if loopPolls(s.Body) {
		return line(s)
	}
	return 0
}
