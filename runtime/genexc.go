// This file implements the handled exception of native generators. A
// CPython generator has a handled-exception item of its own
// (gi_exc_state), which gen_send_ex2 links onto the thread state's stack
// of them (exc_info) while the frame runs and unlinks after; ours has
// one too, at genExcValue, linked while the body (or a delegate it sends
// to, as CPython's frame does while its item is linked) runs, when it
// holds an exception or a handler is entered. The body's except
// handlers and finally bodies set and restore the handled exception as
// compiled code does everywhere (lower/exceptions.go); while the body
// runs, that is this item's. So a
// handler keeps its exception across a yield or an await (the code that
// resumes the generator sees its own exception meanwhile, and another
// resumer does not see the first one's), sys.exc_info() in the body or
// below it sees the generator's exception, else the resumer's, and an
// exception thrown in at a yield inside a handler gets that handler's
// exception as its __context__ (_PyErr_ChainStackItem).

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// tstateExcInfo is the address of ts->exc_info.
func (r *Runtime) tstateExcInfo(b *ir.Block, ts value.Value) value.Value {
	return fieldPtr(b, ts, r.ABI.OffsetTstateExcInfo, types.I8Ptr)
}

// pushExcState links g's item onto the thread state's stack of handled
// exceptions (ts: the current thread state).
func (r *Runtime) pushExcState(b *ir.Block, g, ts value.Value) {
	top := r.tstateExcInfo(b, ts)
	b.NewStore(b.NewLoad(types.I8Ptr, top), r.genField(b, g, genExcPrev, types.I8Ptr))
	b.NewStore(b.NewBitCast(r.genField(b, g, genExcValue, Obj), types.I8Ptr), top)
}

// linkExcState emits, from b, the link of g's item before its body or
// its delegate runs, when the body stopped in a handler (the item holds
// an exception); then, in that case only, thrown, which returns the
// block to go on from (nil: none). The item of a body stopped outside
// any handler is empty, and an empty item is one the interpreter's
// walk to the topmost exception (sys.exc_info(), implicit chaining)
// passes over: so it is linked only when a handler is entered
// (GenHandledException), and a resume of a generator that handles
// nothing costs a load and a test — nothing at all in a module none of
// whose generator bodies handles an exception (GenNoHandlers). Returns
// the block to go on from.
func (r *Runtime) linkExcState(f *ir.Func, b *ir.Block, g, ts value.Value, thrown func(b *ir.Block) *ir.Block) *ir.Block {
	if r.GenNoHandlers {
		// The item is always empty: nothing to link, nothing to chain.
		return b
	}
	v := b.NewLoad(Obj, r.genField(b, g, genExcValue, Obj))
	link, done := f.NewBlock(""), f.NewBlock("")
	b.NewCondBr(b.NewICmp(enum.IPredNE, v, Null), link, done)
	r.pushExcState(link, g, ts)
	if thrown != nil {
		link = thrown(link)
	}
	link.NewBr(done)
	return done
}

// unlinkExcState emits, from b, the unlink of g's item after its body
// or delegate ran, if it is linked (the previous item is kept only
// then). Returns the block to go on from.
func (r *Runtime) unlinkExcState(f *ir.Func, b *ir.Block, g, ts value.Value) *ir.Block {
	if r.GenNoHandlers {
		return b
	}
	prev := r.genField(b, g, genExcPrev, types.I8Ptr)
	p := b.NewLoad(types.I8Ptr, prev)
	unlink, done := f.NewBlock(""), f.NewBlock("")
	b.NewCondBr(b.NewICmp(enum.IPredNE, p, constant.NewNull(types.I8Ptr)), unlink, done)
	unlink.NewStore(p, r.tstateExcInfo(unlink, ts))
	unlink.NewStore(constant.NewNull(types.I8Ptr), prev)
	unlink.NewBr(done)
	return done
}

// GenHandledException emits, in g's running body, where a handler is
// entered, the link of g's item if it is not linked yet, and returns a
// new reference to the exception the item holds (NULL or None when it
// handles none), which the handler restores when it ends, as CPython's
// PUSH_EXC_INFO saves the frame's item rather than the topmost one: a
// handler in a generator must not leave the exception of the code that
// resumed it in the generator's item.
func (r *Runtime) GenHandledException(b *ir.Block, g value.Value) value.Value {
	if r.GenNoHandlers {
		panic("runtime: a generator body handles an exception in a module whose GenNoHandlers is set")
	}
	f, done := r.helper("sp.gen.handled", Obj, ir.NewParam("g", Obj))
	if !done {
		e := f.NewBlock("entry")
		g := f.Params[0]
		prev := e.NewLoad(types.I8Ptr, r.genField(e, g, genExcPrev, types.I8Ptr))
		link, linked := f.NewBlock("link"), f.NewBlock("linked")
		e.NewCondBr(e.NewICmp(enum.IPredEQ, prev, constant.NewNull(types.I8Ptr)), link, linked)
		r.pushExcState(link, g, r.ThreadState(link))
		link.NewBr(linked)
		e = linked
		v := e.NewLoad(Obj, r.genField(e, g, genExcValue, Obj))
		r.xincref(f, &e, v)
		e.NewRet(v)
	}
	return b.NewCall(f, g)
}

// clearExcState drops the exception g's item holds (a generator that
// ends or is destroyed stopped in a handler).
func (r *Runtime) clearExcState(b *ir.Block, g value.Value) {
	p := r.genField(b, g, genExcValue, Obj)
	v := b.NewLoad(Obj, p)
	b.NewStore(Null, p)
	r.XDecref(b, v)
}

// genChainThrown is sp.gen.chainthrown(g): with g's item linked and an
// exception about to be raised at the yield (a throw or a close), the
// exception handled there becomes its __context__, as
// _PyErr_ChainStackItem re-raises it through _PyErr_SetObject.
func (r *Runtime) genChainThrown() *ir.Func {
	f, done := r.helper("sp.gen.chainthrown", types.Void, ir.NewParam("g", Obj))
	if done {
		return f
	}
	g := f.Params[0]
	b := f.NewBlock("entry")
	handled := b.NewLoad(Obj, r.genField(b, g, genExcValue, Obj))
	none, chain := f.NewBlock("none"), f.NewBlock("chain")
	b.NewCondBr(b.NewOr(b.NewICmp(enum.IPredEQ, handled, Null), b.NewICmp(enum.IPredEQ, handled, r.None())), none, chain)
	none.NewRet(nil)
	t, v, tb := chain.NewAlloca(Obj), chain.NewAlloca(Obj), chain.NewAlloca(Obj)
	r.CallC(chain, capi.ErrFetch, t, v, tb)
	r.CallC(chain, capi.ErrNormalizeException, t, v, tb)
	tv, vv, tbv := chain.NewLoad(Obj, t), chain.NewLoad(Obj, v), chain.NewLoad(Obj, tb)
	// The traceback goes with the instance, where PyErr_SetObject
	// takes it from.
	hasTb, set := f.NewBlock("hastb"), f.NewBlock("set")
	chain.NewCondBr(chain.NewICmp(enum.IPredNE, tbv, Null), hasTb, set)
	r.CallC(hasTb, capi.ExceptionSetTraceback, vv, tbv)
	hasTb.NewBr(set)
	r.CallC(set, capi.ErrSetObject, tv, vv)
	r.XDecref(set, tv)
	r.XDecref(set, vv)
	r.XDecref(set, tbv)
	set.NewRet(nil)
	return f
}
