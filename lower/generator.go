// This file implements native generators: the body of a generator
// function is lowered as any body, into an LLVM coroutine (the
// switched-resume lowering of llvm.coro.*) whose ramp makes the
// generator object (runtime/generator.go) and stops before the first
// statement. Each yield stores its value into the object and suspends;
// LLVM's coroutine passes (in opt's default pipeline) turn the function
// into a state machine that keeps what is live across a yield, primitives
// included, in a heap frame the object owns. Returns and the error exit
// store the result and take the final suspend. The runtime's resume
// counts the recursion guard, so the body has none of its own.
//
// For the cycle collector each yield copies the body's object slots into
// the generator's items (the frame keeps owning them), but for the
// parameters' (whose arguments are items of their own); when the
// generator is destroyed while stopped at a yield (dealloc or tp_clear
// after close() failed to end it), the yield's destroy path releases the
// temporaries live there and the locals, as an exception would.

package lower

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/runtime/capi"
	"github.com/staticpyc/staticpyc/typecheck"
)

// genBuilder is the coroutine state of a generator body being lowered.
type genBuilder struct {
	fb *fnBuilder
	// g is the generator object, hdl the coroutine handle, id the
	// coroutine's token; all made in the entry block (prologue).
	g, hdl, id value.Value
	// final takes the final suspend; suspended ends every suspend's
	// path back to the caller (coro.end); cleanup frees the frame.
	final, suspended, cleanup *ir.Block
	// yields are the suspend points, completed once the body's object
	// slots are all known.
	yields []genYield
	// params are the object arguments the generator owns.
	params []value.Value
}

// genYield is one yield: the block that suspends, where the body goes
// on when resumed, and the temporaries live across it.
type genYield struct {
	at, resumed *ir.Block
	live        []value.Value
	nullable    map[value.Value]bool
}

func (fb *fnBuilder) coro(name string, ret types.Type, params ...types.Type) *ir.Func {
	return fb.rt.Coro(name, ret, params...)
}

// startGenerator makes fb's function a coroutine: the generator object
// and the handle are placeholders until the prologue (finishGenerator)
// defines them in the entry block.
func (fb *fnBuilder) startGenerator() {
	g := &genBuilder{fb: fb}
	fb.gen = g
	// The resume counts the recursion guard (runtime genResume).
	fb.leaf = true
	fb.f.FuncAttrs = append(fb.f.FuncAttrs, ir.AttrPair{Key: "coroutine.presplit", Value: "0"})
	g.final, g.suspended, g.cleanup = fb.block("gen.final"), fb.block("gen.suspended"), fb.block("gen.cleanup")
	// The entry's prologue runs first of all: make the object now, at the
	// head of the entry block, where it dominates every use; the item
	// count is patched in finishGenerator.
	e := fb.entry
	g.id = e.NewCall(fb.coro("id", types.Token, types.I32, types.I8Ptr, types.I8Ptr, types.I8Ptr),
		constant.NewInt(types.I32, 0), constant.NewNull(types.I8Ptr), constant.NewNull(types.I8Ptr), constant.NewNull(types.I8Ptr))
	newObj := fb.rt.GenNewFunc()
	switch {
	case fb.decl.AsyncGen:
		newObj = fb.rt.AsyncGenNewFunc()
	case fb.decl.Coroutine:
		newObj = fb.rt.CoroNewFunc()
	}
	g.g = e.NewCall(newObj, i64(0), i32(0), g.entryLoad(fb.rt.Str(fb.decl.Name)), g.entryLoad(fb.rt.Str(fb.decl.QualName)))
}

// load of a constant slot in the entry block.
func (g *genBuilder) entryLoad(slot *ir.Global) value.Value {
	return g.fb.entry.NewLoad(runtime.Obj, slot)
}

// end stores the body's result (the owned return value, NULL after an
// exception) and takes the final suspend, from b.
func (g *genBuilder) end(b *ir.Block, v value.Value) {
	g.fb.rt.GenSuspend(b, g.g, v, true)
	b.NewBr(g.final)
}

// yield lowers `yield [value]`: the value moves into the generator, the
// body suspends, and the resume's sent value (or exception) is the
// expression's result.
func (fb *fnBuilder) yield(e *parser.Yield) val {
	g := fb.gen
	var v val
	if e.Value != nil {
		v = fb.own(fb.expr(e.Value))
	} else {
		v = fb.own(val{v: fb.rt.None(), t: typecheck.NoneObj})
	}
	fb.consume(v)
	fb.rt.GenSuspend(fb.b, g.g, v.v, false)
	if fb.decl.AsyncGen {
		// The value completes the awaitable that resumed the body
		// (runtime/asyncgen.go).
		fb.rt.AsyncGenMarkYield(fb.b, g.g, true)
	}
	at, resumed := fb.block("yield"), fb.block("resumed")
	fb.b.NewBr(at)
	g.yields = append(g.yields, fb.suspendPoint(at, resumed))
	fb.b = resumed
	sent := fb.rt.GenSent(fb.b, g.g)
	thrown, ok := fb.block("thrown"), fb.block("sent")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, sent, runtime.Null), thrown, ok)
	fb.b = thrown
	fb.raiseHere(line(e))
	fb.b = ok
	return fb.own(val{v: sent, t: typecheck.Dynamic})
}

// yieldFrom lowers `yield from iterable`: the iterator is sent None
// (sp.gen.delegate); when it yields, it is the generator's delegate and
// the body suspends, to resume when the delegate ends
// (runtime/yieldfrom.go), with its return value as the expression's
// result, or its exception raised here. An iterator that ends at once
// gives its return value without a suspension.
func (fb *fnBuilder) yieldFrom(e *parser.YieldFrom) val {
	ln := line(e)
	v := fb.expr(e.Value)
	itv := fb.b.NewCall(fb.rt.YieldFromIterFunc(fb.mb.hasCoroutines()), v.v)
	fb.release(v)
	return fb.delegate(itv, ln, false)
}

// await lowers `await x` in a coroutine: as yield from, of the iterator
// GET_AWAITABLE gets (runtime sp.coro.awaitable).
func (fb *fnBuilder) await(e *parser.Await) val {
	ln := line(e)
	v := fb.expr(e.Value)
	itv := fb.b.NewCall(fb.rt.AwaitableFunc(), v.v)
	fb.release(v)
	return fb.delegate(itv, ln, true)
}

// delegate suspends the body while the iterator itv (new, NULL with an
// exception) yields, and is what it returns; await says whether it is a
// coroutine's await (else a generator's yield from).
func (fb *fnBuilder) delegate(itv value.Value, ln int, await bool) val {
	g := fb.gen
	it := fb.checkNull(itv, typecheck.Dynamic, ln)
	fb.consume(it)
	rc := fb.b.NewCall(fb.rt.GenDelegateFunc(await), g.g, it.v)
	fb.checkStatus(rc, ln)
	ended, at, resumed, join := fb.block("yieldfrom.ended"), fb.block("yieldfrom"), fb.block("yieldfrom.resumed"), fb.block("yieldfrom.done")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, rc, i32(0)), ended, at)
	returned := fb.rt.GenTakeOut(ended, g.g)
	ended.NewBr(join)
	fb.rt.GenSuspendDelegating(at, g.g)
	if fb.decl.AsyncGen {
		// The delegate's values pass through the awaitable that
		// resumed the body.
		fb.rt.AsyncGenMarkYield(at, g.g, false)
	}
	g.yields = append(g.yields, fb.suspendPoint(at, resumed))
	fb.b = resumed
	sent := fb.rt.GenSent(fb.b, g.g)
	thrown, ok := fb.block("thrown"), fb.block("sent")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, sent, runtime.Null), thrown, ok)
	fb.b = thrown
	fb.raiseHere(ln)
	fb.rt.Incref(ok, sent)
	ok.NewBr(join)
	fb.b = join
	return fb.produce(join.NewPhi(ir.NewIncoming(returned, ended), ir.NewIncoming(sent, ok)), typecheck.Dynamic)
}

// suspendPoint records a suspension at the end of at, resuming at
// resumed, with the temporaries live now.
func (fb *fnBuilder) suspendPoint(at, resumed *ir.Block) genYield {
	live := append([]value.Value(nil), fb.live...)
	nullable := map[value.Value]bool{}
	for _, t := range live {
		nullable[t] = fb.nullable[t]
	}
	return genYield{at: at, resumed: resumed, live: live, nullable: nullable}
}

// suspend emits a suspend point at the end of b: resumed goes on at
// resume, destroyed on destruction.
func (g *genBuilder) suspend(b *ir.Block, final bool, resumed, destroyed *ir.Block) {
	fin := constant.False
	if final {
		fin = constant.True
	}
	s := b.NewCall(g.fb.coro("suspend", types.I8, types.Token, types.I1), constant.None, fin)
	b.NewSwitch(s, g.suspended, ir.NewCase(constant.NewInt(types.I8, 0), resumed), ir.NewCase(constant.NewInt(types.I8, 1), destroyed))
}

// finishGenerator completes the coroutine once the body is lowered: the
// entry's prologue (allocation, the arguments' references, the initial
// suspend), each yield's suspend with its copy of the object slots, and
// the final suspend, cleanup and return paths.
func (fb *fnBuilder) finishGenerator() {
	g := fb.gen
	e := fb.entry
	body := fb.f.Blocks[1]
	// The arguments the body borrows stay alive in the object: the
	// cells of a nested generator's free variables (which its function
	// object may no longer hold) and the object parameters.
	for i := range fb.decl.Free {
		g.params = append(g.params, fb.f.Params[i])
	}
	next := len(fb.decl.Free)
	for _, p := range fb.decl.Params {
		arg := fb.f.Params[next]
		next++
		if typecheck.IsObject(p.Type) {
			g.params = append(g.params, arg)
		}
	}
	nparams := int64(len(g.params))
	call := g.g.(*ir.InstCall)
	call.Args[0] = i64(nparams + int64(len(fb.objects)))
	call.Args[1] = i32(nparams)
	noGen, gotGen := fb.block("gen.nomem"), fb.block("gen.made")
	e.NewCondBr(e.NewICmp(enum.IPredEQ, g.g, runtime.Null), noGen, gotGen)
	noGen.NewRet(runtime.Null)
	size := gotGen.NewCall(fb.coro("size.i64", types.I64))
	mem := fb.rt.CallC(gotGen, capi.MemMalloc, size)
	noMem, begin := fb.block("gen.nomem"), fb.block("gen.begin")
	gotGen.NewCondBr(gotGen.NewICmp(enum.IPredEQ, mem, runtime.Null), noMem, begin)
	fb.rt.Decref(noMem, g.g)
	fb.rt.CallC(noMem, capi.ErrNoMemory)
	noMem.NewRet(runtime.Null)
	g.hdl = begin.NewCall(fb.coro("begin", types.I8Ptr, types.Token, types.I8Ptr), g.id, mem)
	fb.rt.GenSetHandle(begin, g.g, g.hdl)
	for i, p := range g.params {
		fb.rt.Incref(begin, p)
		begin.NewStore(p, fb.rt.GenItemPtr(begin, g.g, int64(i), fb.decl.AsyncGen))
	}
	// Before the first resume nothing of the body has run: destroying
	// the frame then only frees it.
	g.suspend(begin, false, body, g.cleanup)

	// A parameter's slot holds the argument the generator owns (the
	// refcount pass drops the slot's own reference when the body never
	// rebinds it): the item already shows it to the collector, and a
	// copy would count the reference twice.
	paramSlot := map[value.Value]bool{}
	for _, p := range fb.decl.Params {
		if s, ok := fb.slots[p]; ok {
			paramSlot[s] = true
		}
	}
	for _, y := range g.yields {
		for i, s := range fb.objects {
			if paramSlot[s] {
				continue
			}
			y.at.NewStore(y.at.NewLoad(runtime.Obj, s), fb.rt.GenItemPtr(y.at, g.g, nparams+int64(i), fb.decl.AsyncGen))
		}
		destroyed := fb.block("gen.destroyed")
		for _, t := range y.live {
			if y.nullable[t] {
				fb.rt.XDecref(destroyed, t)
			} else {
				fb.rt.Decref(destroyed, t)
			}
		}
		fb.releaseLocals(destroyed)
		destroyed.NewBr(g.cleanup)
		g.suspend(y.at, false, y.resumed, destroyed)
	}

	never := fb.block("gen.resumed.final")
	never.NewUnreachable()
	g.suspend(g.final, true, never, g.cleanup)
	free := g.cleanup.NewCall(fb.coro("free", types.I8Ptr, types.Token, types.I8Ptr), g.id, g.hdl)
	fb.rt.CallC(g.cleanup, capi.MemFree, free)
	g.cleanup.NewBr(g.suspended)
	g.suspended.NewCall(fb.coro("end", types.I1, types.I8Ptr, types.I1), g.hdl, constant.False)
	g.suspended.NewRet(g.g)
}

// genBodiesHandle reports whether a native generator body of the module
// (generator, coroutine or asynchronous generator) has a try or with
// statement (async with included) in its own scope: only their handlers
// make a body's handled-exception item live (runtime/genexc.go); a
// module without one resumes its generators without testing for it.
func genBodiesHandle(info *typecheck.Info) bool {
	handles := func(d *typecheck.FuncDecl) bool {
		if !d.Generator || d.Def == nil {
			return false
		}
		found := false
		parser.WalkStmts(d.Def.Body, func(s parser.Stmt) bool {
			switch s.(type) {
			case *parser.Try, *parser.With:
				found = true
			case *parser.FunctionDef, *parser.ClassDef:
				return false
			}
			return !found
		})
		return found
	}
	for _, d := range info.FuncOf {
		if handles(d) {
			return true
		}
	}
	for _, d := range info.Nested {
		if handles(d) {
			return true
		}
	}
	return false
}

// hasAsyncGens reports whether the module has native asynchronous
// generators (whose awaitables an async for takes as they are).
func (mb *moduleBuilder) hasAsyncGens() bool {
	for _, d := range mb.info.FuncOf {
		if d.AsyncGen {
			return true
		}
	}
	for _, d := range mb.info.Nested {
		if d.AsyncGen {
			return true
		}
	}
	return false
}

// hasCoroutines reports whether the module has native coroutines (whose
// type a yield from must refuse as CPython refuses its own).
func (mb *moduleBuilder) hasCoroutines() bool {
	for _, d := range mb.info.FuncOf {
		if d.Coroutine {
			return true
		}
	}
	for _, d := range mb.info.Nested {
		if d.Coroutine {
			return true
		}
	}
	return false
}
