// This file implements the refcount-elision pass.
//
// lower emits a reference count operation wherever a value changes
// owner, treating every object slot alike; this pass takes out the
// operations that provably cancel. Each rule below is sound on its own:
// it removes an incref and a decref of the same object only where the
// object's count could not reach zero, nor be observed, between them,
// and it removes an xdecref only where its operand is NULL. It must run
// before expand-refcounts, while the operations are still calls to
// Facts.Incref, Facts.Decref and Facts.XDecref.

package irpass

import (
	"runtime"
	"sync"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/lower"
)

// elideRefcounts runs the elision rules over every function. Each
// function's rules read only that function (and the facts), so the
// functions are taken on every CPU at once: the pass is the largest part
// of the front end's time before the first part goes to opt (≈80 ms of
// the 1,000-line module's ≈130 ms), all of it on the build's critical
// path.
func elideRefcounts(m *ir.Module, ctx *Context) error {
	funcs := make(chan *ir.Func, len(m.Funcs))
	for _, f := range m.Funcs {
		if len(f.Blocks) > 0 {
			funcs <- f
		}
	}
	close(funcs)
	var wg sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for f := range funcs {
				e := newElider(f, ctx.Facts)
				e.paramRefs()
				e.pairs()
				e.nullSlots()
				e.apply()
			}
		})
	}
	wg.Wait()
	return nil
}

// elider holds what the rules know about one function.
type elider struct {
	f     *ir.Func
	facts *lower.Facts
	// slots are the function's object slots (i8* allocas of the entry
	// block) whose address is only ever loaded from and stored to, so
	// that every write to them is a store the pass sees.
	slots  map[value.Value]*slotUse
	remove map[ir.Instruction]bool
}

// slotUse is what a function does with one stack slot.
type slotUse struct {
	stores  []*ir.InstStore
	loads   []*ir.InstLoad
	escapes bool
}

func newElider(f *ir.Func, facts *lower.Facts) *elider {
	e := &elider{f: f, facts: facts, slots: map[value.Value]*slotUse{}, remove: map[ir.Instruction]bool{}}
	for _, inst := range f.Blocks[0].Insts {
		if a, ok := inst.(*ir.InstAlloca); ok && a.ElemType.Equal(types.I8Ptr) && a.NElems == nil {
			e.slots[a] = &slotUse{}
		}
	}
	// Every use of every slot: stores into it, loads from it; anything
	// else (the slot escapes) disqualifies it.
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			switch inst := inst.(type) {
			case *ir.InstStore:
				if u, ok := e.slots[inst.Dst]; ok {
					u.stores = append(u.stores, inst)
				}
				if u, ok := e.slots[inst.Src]; ok {
					u.escapes = true
				}
				continue
			case *ir.InstLoad:
				if u, ok := e.slots[inst.Src]; ok {
					u.loads = append(u.loads, inst)
				}
				continue
			}
			for _, op := range operands(inst) {
				if u, ok := e.slots[*op]; ok {
					u.escapes = true
				}
			}
		}
		for _, op := range b.Term.Operands() {
			if u, ok := e.slots[*op]; ok {
				u.escapes = true
			}
		}
	}
	for a, u := range e.slots {
		if u.escapes {
			delete(e.slots, a)
		}
	}
	return e
}

// apply deletes the instructions the rules chose.
func (e *elider) apply() {
	if len(e.remove) == 0 {
		return
	}
	for _, b := range e.f.Blocks {
		kept := b.Insts[:0]
		for _, inst := range b.Insts {
			if !e.remove[inst] {
				kept = append(kept, inst)
			}
		}
		b.Insts = kept
	}
}

// refOp returns the operand of a call to one of the refcount operations
// and which one it is.
func (e *elider) refOp(inst ir.Instruction) (v value.Value, incref, decref bool) {
	c, ok := inst.(*ir.InstCall)
	if !ok || len(c.Args) != 1 {
		return nil, false, false
	}
	switch c.Callee {
	case e.facts.Incref:
		return c.Args[0], true, false
	case e.facts.Decref, e.facts.XDecref:
		return c.Args[0], false, true
	}
	return nil, false, false
}

// paramRefs removes the reference a native body takes on an object
// parameter when the parameter's slot is never rebound: the caller's
// reference keeps the argument alive for the whole call, so the incref
// on entry and the decrefs on every exit cancel.
func (e *elider) paramRefs() {
	params := map[value.Value]bool{}
	for _, p := range e.f.Params {
		params[p] = true
	}
	for _, u := range e.slots {
		// Exactly one store of a parameter (the rest store NULL: the
		// initialisation), right after the incref of that parameter.
		var param value.Value
		var paramStore *ir.InstStore
		ok := true
		for _, s := range u.stores {
			switch {
			case isNullPtr(s.Src):
			case params[s.Src] && param == nil:
				param, paramStore = s.Src, s
			default:
				ok = false
			}
		}
		if !ok || param == nil {
			continue
		}
		inc := e.precedingIncref(paramStore, param)
		if inc == nil {
			continue
		}
		// The releases are x?decref(load slot).
		loads := map[value.Value]bool{}
		for _, l := range u.loads {
			loads[l] = true
		}
		// A load that is also increfed is a temporary of its own (a
		// walrus's value, `(s := p) is None`): a decref of it releases
		// that reference, not the slot's, and the slot is left alone.
		var decs []ir.Instruction
		increfed := map[value.Value]bool{}
		for _, b := range e.f.Blocks {
			for _, inst := range b.Insts {
				v, inc, dec := e.refOp(inst)
				switch {
				case dec && loads[v]:
					decs = append(decs, inst)
				case inc && loads[v]:
					increfed[v] = true
				}
			}
		}
		temporary := false
		for _, d := range decs {
			if v, _, _ := e.refOp(d); increfed[v] {
				temporary = true
			}
		}
		if temporary {
			continue
		}
		e.remove[inc] = true
		for _, d := range decs {
			e.remove[d] = true
		}
	}
}

// precedingIncref finds the incref of v immediately before store s.
func (e *elider) precedingIncref(s *ir.InstStore, v value.Value) ir.Instruction {
	for _, b := range e.f.Blocks {
		for i, inst := range b.Insts {
			if inst != s || i == 0 {
				continue
			}
			if w, inc, _ := e.refOp(b.Insts[i-1]); inc && w == v {
				return b.Insts[i-1]
			}
			return nil
		}
	}
	return nil
}

// pairs removes an incref and a later decref of the same object in one
// block when nothing between them can run code or release a reference
// (see quiet): the object's count, at least one before the incref since
// it was live, stays at least one without the pair, and nothing looks
// at it meanwhile. "The same object" is the same SSA value, or what a
// slot holds: a load of a slot is the value last stored into it in the
// block, or the same as another load of it with no store between. So
// the pair of a value re-stored into the slot it came from (x = s;
// s = x, whose incref of the new value and decref of the old cancel)
// goes too.
func (e *elider) pairs() {
	for _, b := range e.f.Blocks {
		type key struct {
			v value.Value
			n int
		}
		// held is what each slot holds: the key of the value last
		// stored into it in this block, or, before any store, the
		// slot's entry value (numbered -1, unlike any SSA value's 0).
		held := map[value.Value]key{}
		holds := func(s value.Value) key {
			if k, ok := held[s]; ok {
				return k
			}
			return key{s, -1}
		}
		canon := map[value.Value]key{}
		keyOf := func(v value.Value) key {
			if k, ok := canon[v]; ok {
				return k
			}
			return key{v, 0}
		}
		var pending []struct {
			k   key
			inc ir.Instruction
		}
		for _, inst := range b.Insts {
			if e.remove[inst] {
				continue // another rule took it out: it does not run
			}
			switch inst := inst.(type) {
			case *ir.InstLoad:
				if _, ok := e.slots[inst.Src]; ok {
					canon[inst] = holds(inst.Src)
				}
				continue
			case *ir.InstStore:
				if _, ok := e.slots[inst.Dst]; ok {
					held[inst.Dst] = keyOf(inst.Src)
				}
				continue
			}
			v, inc, dec := e.refOp(inst)
			switch {
			case inc:
				pending = append(pending, struct {
					k   key
					inc ir.Instruction
				}{keyOf(v), inst})
				continue
			case dec:
				k := keyOf(v)
				matched := false
				for i := len(pending) - 1; i >= 0; i-- {
					if pending[i].k == k {
						e.remove[pending[i].inc] = true
						e.remove[inst] = true
						pending = append(pending[:i], pending[i+1:]...)
						matched = true
						break
					}
				}
				if !matched {
					// A decref that stays may free an object and run
					// its finalizer: any code at all.
					pending = pending[:0]
				}
				continue
			}
			if !e.quiet(inst) {
				pending = pending[:0]
			}
		}
	}
}

// quiet reports whether inst can neither run Python code nor release a
// reference: every instruction but a call, and the calls effects.go
// knows to be so.
func (e *elider) quiet(inst ir.Instruction) bool {
	c, ok := inst.(*ir.InstCall)
	if !ok {
		return true
	}
	f, ok := c.Callee.(*ir.Func)
	if !ok {
		return false
	}
	return isQuietCall(f)
}

// nullSlots removes the xdecrefs of slot loads where the slot is NULL on
// every path (the error exits release every slot, also those not yet
// assigned): a forward must-analysis of which slots hold NULL.
func (e *elider) nullSlots() {
	if len(e.slots) == 0 {
		return
	}
	preds := map[*ir.Block][]*ir.Block{}
	for _, b := range e.f.Blocks {
		for _, s := range successors(b.Term) {
			preds[s] = append(preds[s], b)
		}
	}
	// out[b] is the set of slots NULL at the end of b; nil means "not
	// yet computed" (every slot, the top of the lattice).
	out := map[*ir.Block]map[value.Value]bool{}
	transfer := func(b *ir.Block, in map[value.Value]bool, visit func(ir.Instruction, map[value.Value]bool)) map[value.Value]bool {
		cur := map[value.Value]bool{}
		for s := range in {
			cur[s] = true
		}
		for _, inst := range b.Insts {
			if visit != nil {
				visit(inst, cur)
			}
			if st, ok := inst.(*ir.InstStore); ok {
				if _, ok := e.slots[st.Dst]; ok {
					if isNullPtr(st.Src) {
						cur[st.Dst] = true
					} else {
						delete(cur, st.Dst)
					}
				}
			}
		}
		return cur
	}
	in := func(b *ir.Block) map[value.Value]bool {
		if b == e.f.Blocks[0] {
			return map[value.Value]bool{}
		}
		var meet map[value.Value]bool
		for _, p := range preds[b] {
			o, ok := out[p]
			if !ok {
				continue // top: no constraint yet
			}
			if meet == nil {
				meet = map[value.Value]bool{}
				for s := range o {
					meet[s] = true
				}
				continue
			}
			for s := range meet {
				if !o[s] {
					delete(meet, s)
				}
			}
		}
		if meet == nil {
			// No predecessor computed yet (or none at all): the top of
			// the lattice, every slot. Taking the empty set here would
			// make a block's set grow later and the iteration need not
			// end.
			meet = map[value.Value]bool{}
			for s := range e.slots {
				meet[s] = true
			}
		}
		return meet
	}
	// The sets only shrink, so this ends; the bound is a guard against a
	// mistake, and hitting it removes nothing (removing is the risk).
	for rounds, changed := 0, true; changed; rounds++ {
		if rounds > 4*len(e.f.Blocks)+len(e.slots)+8 {
			return
		}
		changed = false
		for _, b := range e.f.Blocks {
			o := transfer(b, in(b), nil)
			if old, ok := out[b]; !ok || !sameSet(old, o) {
				out[b] = o
				changed = true
			}
		}
	}
	for _, b := range e.f.Blocks {
		loadNull := map[value.Value]bool{}
		transfer(b, in(b), func(inst ir.Instruction, cur map[value.Value]bool) {
			if l, ok := inst.(*ir.InstLoad); ok && cur[l.Src] {
				if _, ok := e.slots[l.Src]; ok {
					loadNull[l] = true
				}
			}
			if c, ok := inst.(*ir.InstCall); ok && c.Callee == e.facts.XDecref && loadNull[c.Args[0]] {
				e.remove[inst] = true
			}
		})
	}
}

// A block with no predecessor computed yet contributes no constraint,
// which is what makes the iteration start from the top; blocks are
// visited in layout order, so a loop's back edge is seen on the next
// round. The sets only shrink from their first value, so it ends.

func sameSet(a, b map[value.Value]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for s := range a {
		if !b[s] {
			return false
		}
	}
	return true
}

// successors lists the blocks a terminator may branch to.
func successors(t ir.Terminator) []*ir.Block { return t.Succs() }

func isNullPtr(v value.Value) bool {
	_, ok := v.(*constant.Null)
	return ok
}

// operands lists the operands of any instruction.
func operands(inst ir.Instruction) []*value.Value {
	if u, ok := inst.(interface{ Operands() []*value.Value }); ok {
		return u.Operands()
	}
	return nil
}
