// This file implements the cold-calls pass: on the error paths of a
// function, the calls of helpers stay calls. Lowering weighs every error
// edge unlikely (lower/weights.go), and each error edge has its own
// cleanup — the decrefs of the temporaries live there, a traceback entry
// — so that in dynamic code most call sites are on paths that run only
// when an exception is raised. At default<O3> LLVM inlines the refcount
// operations (always) and most small helpers into every one of them:
// instructions that opt and llc then optimize, schedule and allocate
// registers for, and that never run. Calling them out of line there
// keeps the hot path as it was and the module smaller.

package irpass

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/metadata"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// coldSuffix names the out-of-line copy of a refcount operation.
const coldSuffix = ".cold"

// markColdCalls finds the cold blocks of each optimized function
// (coldBlocks) and there calls the refcount operations through
// out-of-line copies marked cold and noinline, and marks the other
// calls of the module's defined functions noinline. A function built
// optnone (the module body, the constants' init, the import helpers:
// code that runs once, at import) is cold throughout: LLVM inlines
// nothing into it but the always-inline refcount operations, which
// there too are called out of line (the module body of a 1,000-line
// module has ≈3,000 decrefs, nearly all on its error edges, and llc
// selected instructions for each inlined copy).
func markColdCalls(m *ir.Module, ctx *Context) error {
	copies := map[*ir.Func]*ir.Func{}
	coldCopy := func(f *ir.Func) *ir.Func {
		if c, ok := copies[f]; ok {
			return c
		}
		// The copy calls the operation, which the always-inliner then
		// inlines into it: one body, whatever the ABI made of it.
		params := make([]*ir.Param, len(f.Params))
		args := make([]value.Value, len(f.Params))
		for i, p := range f.Params {
			params[i] = ir.NewParam(p.Name(), p.Typ)
			args[i] = params[i]
		}
		c := m.NewFunc(f.Name()+coldSuffix, f.Sig.RetType, params...)
		c.Linkage = enum.LinkageInternal
		c.FuncAttrs = append(c.FuncAttrs, enum.FuncAttrCold, enum.FuncAttrNoInline)
		b := c.NewBlock("entry")
		b.NewCall(f, args...)
		b.NewRet(nil)
		ctx.Facts.Helpers[c] = true
		copies[f] = c
		return c
	}
	refcount := map[*ir.Func]bool{}
	for _, f := range []*ir.Func{ctx.Facts.Incref, ctx.Facts.Decref, ctx.Facts.XDecref} {
		if f != nil && f.Blocks != nil && f.Sig.RetType.Equal(types.Void) {
			refcount[f] = true
		}
	}
	funcs := m.Funcs // the copies appended below need no marking
	for _, f := range funcs {
		if len(f.Blocks) == 0 || refcount[f] {
			continue
		}
		once := hasAttr(f, enum.FuncAttrOptNone)
		var cold map[*ir.Block]bool
		if !once {
			cold = coldBlocks(f)
		}
		for _, b := range f.Blocks { // in order: the copies are created as met
			if !once && !cold[b] {
				continue
			}
			for _, inst := range b.Insts {
				call, ok := inst.(*ir.InstCall)
				if !ok {
					continue
				}
				callee, ok := call.Callee.(*ir.Func)
				if !ok || len(callee.Blocks) == 0 {
					continue // external: nothing to inline
				}
				if refcount[callee] {
					call.Callee = coldCopy(callee)
					ctx.Stats.ColdCalls++
					continue
				}
				if once {
					continue // optnone inlines no other call
				}
				if !callHasAttr(call, enum.FuncAttrNoInline) && !hasAttr(callee, enum.FuncAttrAlwaysInline) {
					call.FuncAttrs = append(call.FuncAttrs, enum.FuncAttrNoInline)
					ctx.Stats.ColdCalls++
				}
			}
		}
	}
	return nil
}

// coldBlocks returns the blocks of f that run only on an unlikely path:
// the unlikely successor of a branch weighed by lowering, a block that
// ends in unreachable or calls a function marked cold (the runtime marks
// sp.traceback.add and _PyTraceback_Add, which only a propagating
// exception calls, and the eval breaker's handler), every block all of whose predecessors are cold
// (it runs only after an error), and every block all of whose successors
// are cold (it runs only on the way to one: the raise of an
// UnboundLocalError, an interrupted poll). The entry block is never
// cold. A cycle entered only from cold blocks is left hot (the fixpoint
// starts from the seeds), which costs nothing but speed.
func coldBlocks(f *ir.Func) map[*ir.Block]bool {
	preds := map[*ir.Block][]*ir.Block{}
	cold := map[*ir.Block]bool{}
	for _, b := range f.Blocks {
		for _, s := range b.Term.Succs() {
			preds[s] = append(preds[s], b)
		}
		br, ok := b.Term.(*ir.TermCondBr)
		if !ok {
			continue
		}
		bt, ok1 := br.TargetTrue.(*ir.Block)
		bf, ok2 := br.TargetFalse.(*ir.Block)
		if t, fw, ok := branchWeights(br.Metadata); ok && ok1 && ok2 && t != fw && bt != bf {
			if t < fw {
				cold[bt] = true
			} else {
				cold[bf] = true
			}
		}
	}
	for _, b := range f.Blocks {
		if _, ok := b.Term.(*ir.TermUnreachable); ok {
			cold[b] = true
		}
		for _, inst := range b.Insts {
			if c, ok := inst.(*ir.InstCall); ok {
				if callee, ok := c.Callee.(*ir.Func); ok && hasAttr(callee, enum.FuncAttrCold) {
					cold[b] = true // as LLVM reads a call of a cold function
				}
			}
		}
	}
	entry := f.Blocks[0]
	delete(cold, entry)
	all := func(bs []*ir.Block) bool {
		for _, x := range bs {
			if !cold[x] {
				return false
			}
		}
		return len(bs) > 0
	}
	for changed := true; changed; {
		changed = false
		for _, b := range f.Blocks[1:] {
			if !cold[b] && (all(preds[b]) || all(b.Term.Succs())) {
				cold[b], changed = true, true
			}
		}
	}
	return cold
}

// branchWeights reads a !prof branch_weights attachment of two weights.
func branchWeights(md []*metadata.Attachment) (t, f int64, ok bool) {
	for _, a := range md {
		if a.Name != "prof" {
			continue
		}
		tuple, isTuple := a.Node.(*metadata.Tuple)
		if !isTuple || len(tuple.Fields) != 3 {
			continue
		}
		if s, isStr := tuple.Fields[0].(*metadata.String); !isStr || s.Value != "branch_weights" {
			continue
		}
		wt, ok1 := weightOf(tuple.Fields[1])
		wf, ok2 := weightOf(tuple.Fields[2])
		if ok1 && ok2 {
			return wt, wf, true
		}
	}
	return 0, 0, false
}

func weightOf(f any) (int64, bool) {
	switch v := f.(type) {
	case *metadata.Value:
		return weightOf(v.Value)
	case *constant.Int:
		if v.X.IsInt64() {
			return v.X.Int64(), true
		}
	}
	return 0, false
}

// callHasAttr reports whether the call site has the attribute a.
func callHasAttr(c *ir.InstCall, a enum.FuncAttr) bool {
	for _, x := range c.FuncAttrs {
		if x == a {
			return true
		}
	}
	return false
}
