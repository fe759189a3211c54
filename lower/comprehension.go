// This file implements comprehensions, lowered inline as nested loops,
// and generator expressions handed straight to a consumer (sum, any, ...).

package lower

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/primitives"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/runtime/capi"
	"github.com/staticpyc/staticpyc/typecheck"
)

// compLoops emits the loops of a comprehension's generators and calls
// body innermost, after the conditions hold. body may leave early with
// exit(target), which releases the iterators still open and jumps.
// ownFrame says whether the comprehension has a frame of its own in
// tracebacks, as generator expressions do, and list, set and dict
// comprehensions before 3.12.
func (fb *fnBuilder) compLoops(name string, ln int, ownFrame bool, gens []*parser.Comprehension, elts []parser.Expr, body func(exit func(*ir.Block))) {
	// The first iterable is evaluated in the enclosing frame; the rest
	// runs in the comprehension's own frame.
	pushed := false
	enter := func() {
		if ownFrame && !pushed {
			fb.frames = append(fb.frames, frame{name: name, line: ln})
			pushed = true
		}
	}
	defer func() {
		if pushed {
			fb.frames = fb.frames[:len(fb.frames)-1]
		}
	}()
	var iterators []*ir.InstAlloca
	exit := func(to *ir.Block) {
		for _, it := range iterators {
			fb.releaseSlot(it)
		}
		fb.b.NewBr(to)
		fb.b = fb.block("dead")
	}
	var loop func(k int)
	loop = func(k int) {
		if k == len(gens) {
			body(exit)
			return
		}
		g := gens[k]
		if k > 0 {
			enter()
		}
		next := func(cont *ir.Block) {
			// The conditions of this generator, then the next one in.
			for _, cond := range g.Ifs {
				c := fb.cond(cond)
				pass := fb.block("compif")
				fb.b.NewCondBr(c, pass, cont)
				fb.b = pass
			}
			loop(k + 1)
		}
		// A generator with another inside, or whose conditions or
		// element make a call, polls the eval breaker (loopPolls).
		poll := 0
		if k < len(gens)-1 || loopPolls(nil, append(append([]parser.Expr{}, g.Ifs...), elts...)...) {
			poll = line(g.Iter)
		}
		int64T := typecheck.PrimOf(primitives.Int64)
		switch {
		case g.IsAsync:
			// `async for` in a comprehension of a native coroutine
			// (lower/async.go).
			slot := fb.startAsyncLoop(g.Iter)
			iterators = append(iterators, slot)
			enter()
			head, done := fb.block("asynccomp"), fb.block("asynccompend")
			fb.b.NewBr(head)
			fb.b = head
			if poll != 0 {
				fb.pollEvalBreaker(poll)
			}
			fb.store(g.Target, fb.awaitNext(slot, line(g.Iter), done))
			next(head)
			fb.br(head)
			fb.b = done
			iterators = iterators[:len(iterators)-1]
			fb.releaseSlot(slot)
		case fb.mb.info.CrangeComps[g]:
			call := g.Iter.(*parser.Call)
			var start, stop value.Value = i64(0), nil
			if len(call.Args) == 2 {
				start = fb.exprAs(call.Args[0], int64T).v
				stop = fb.exprAs(call.Args[1], int64T).v
			} else {
				stop = fb.exprAs(call.Args[0], int64T).v
			}
			enter()
			fb.counting(poll, start, func() value.Value { return stop }, func(i value.Value, latch, _ *ir.Block) {
				fb.store(g.Target, val{v: i, t: int64T})
				next(latch)
			}, nil)
		case fb.mb.info.ArrayComps[g]:
			a := fb.arrayOf(g.Iter)
			enter()
			fb.counting(poll, i64(0), func() value.Value { return fb.b.NewLoad(types.I64, a.n) }, func(i value.Value, latch, _ *ir.Block) {
				fb.store(g.Target, val{v: fb.elementAt(a, i), t: typecheck.PrimOf(a.elem)})
				next(latch)
			}, nil)
		default:
			slot, state := fb.startLoop(fb.expr(g.Iter), line(g.Iter))
			iterators = append(iterators, slot)
			enter()
			head, bodyB, exhausted, done := fb.block("comp"), fb.block("compbody"), fb.block("compexhausted"), fb.block("compend")
			item := fb.nextItem(poll, slot, state, head, bodyB, exhausted, done, line(g.Iter))
			fb.store(g.Target, fb.produce(item, typecheck.Dynamic))
			next(head)
			fb.br(head)
			fb.b = done
			iterators = iterators[:len(iterators)-1]
			fb.releaseSlot(slot)
		}
	}
	loop(0)
}

// comprehension lowers a list, set or dict comprehension.
func (fb *fnBuilder) comprehension(e parser.Expr, t typecheck.Type) val {
	ln := line(e)
	var result val
	switch e := e.(type) {
	case *parser.ListComp:
		result = fb.callC(capi.ListNew, ln, i64(0)).as(t)
		fb.compLoops("<listcomp>", ln, fb.rt.ABI.ComprehensionFrames, e.Generators, []parser.Expr{e.Elt}, func(func(*ir.Block)) {
			v := fb.expr(e.Elt)
			fb.callC(capi.ListAppend, ln, result.v, v.v)
			fb.release(v)
		})
	case *parser.SetComp:
		result = fb.callC(capi.SetNew, ln, runtime.Null).as(t)
		fb.compLoops("<setcomp>", ln, fb.rt.ABI.ComprehensionFrames, e.Generators, []parser.Expr{e.Elt}, func(func(*ir.Block)) {
			v := fb.expr(e.Elt)
			fb.callC(capi.SetAdd, ln, result.v, v.v)
			fb.release(v)
		})
	case *parser.DictComp:
		result = fb.callC(capi.DictNew, ln).as(t)
		fb.compLoops("<dictcomp>", ln, fb.rt.ABI.ComprehensionFrames, e.Generators, []parser.Expr{e.Key, e.Value}, func(func(*ir.Block)) {
			k := fb.expr(e.Key)
			v := fb.expr(e.Value)
			fb.callC(capi.DictSetItem, ln, result.v, k.v, v.v)
			fb.release(v)
			fb.release(k)
		})
	}
	return result
}

// consumeGenexp lowers consumer(elt for ... in ...): any and all run
// their own loop and stop at the first deciding element; the others
// exhaust the generator anyway, so it is evaluated into a list first.
func (fb *fnBuilder) consumeGenexp(e *parser.Call, g *parser.GeneratorExp, name string, t typecheck.Type) val {
	rt := fb.rt
	ln := line(e)
	if name == "any" || name == "all" {
		decided := fb.block("decided")
		done := fb.block("genend")
		fb.compLoops("<genexpr>", ln, true, g.Generators, []parser.Expr{g.Elt}, func(exit func(*ir.Block)) {
			c := fb.truth(fb.expr(g.Elt), ln)
			stop := fb.block("stop")
			cont := fb.block("cont")
			if name == "any" {
				fb.b.NewCondBr(c, stop, cont)
			} else {
				fb.b.NewCondBr(c, cont, stop)
			}
			fb.b = stop
			exit(decided)
			fb.b = cont
		})
		fb.br(done)
		// Exhausted: any gives False, all gives True; decided: the opposite.
		fb.b = done
		exhaustedV, decidedV := rt.False(), rt.True()
		if name == "all" {
			exhaustedV, decidedV = rt.True(), rt.False()
		}
		join := fb.block("genjoin")
		fromDone := fb.b
		fb.b.NewBr(join)
		decided.NewBr(join)
		fb.b = join
		r := fb.b.NewPhi(ir.NewIncoming(exhaustedV, fromDone), ir.NewIncoming(decidedV, decided))
		rt.Incref(fb.b, r)
		return fb.produce(r, t)
	}
	list := fb.callC(capi.ListNew, ln, i64(0)).as(typecheck.ListObj)
	fb.compLoops("<genexpr>", ln, true, g.Generators, []parser.Expr{g.Elt}, func(func(*ir.Block)) {
		v := fb.expr(g.Elt)
		fb.callC(capi.ListAppend, ln, list.v, v.v)
		fb.release(v)
	})
	callee := fb.expr(e.Func)
	argv := fb.alloca(runtime.Obj)
	fb.b.NewStore(list.v, argv)
	r := fb.callC(capi.ObjectVectorcall, ln, callee.v, argv, i64(1), runtime.Null).as(t)
	fb.release(callee)
	fb.release(list)
	return r
}
