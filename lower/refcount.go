// This file implements the refcount-elision pass.

package lower

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime"
)

// elideRefcounts removes the reference a native body takes on an object
// parameter when the parameter's slot is never rebound: the caller's
// reference keeps the argument alive for the whole call, so the incref
// on entry and the decrefs on every exit cancel. lower emits them so that
// every object slot can be treated alike; this pass, which must run
// before expand-refcounts, takes them out again.
func elideRefcounts(m *ir.Module, _ *runtime.ABI) error {
	for _, f := range m.Funcs {
		elideParamRefs(f)
	}
	return nil
}

// refcountStats counts the refcount operations of a module, for the
// benchmark's report of what the pass removes.
func refcountStats(m *ir.Module) (incref, decref int) {
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if c, ok := inst.(*ir.InstCall); ok {
					switch calleeName(c) {
					case runtime.IncrefName:
						incref++
					case runtime.DecrefName, runtime.XDecrefName:
						decref++
					}
				}
			}
		}
	}
	return incref, decref
}

func calleeName(c *ir.InstCall) string {
	if f, ok := c.Callee.(*ir.Func); ok {
		return f.Name()
	}
	return ""
}

// slotUse is what a function does with one stack slot.
type slotUse struct {
	stores  []*ir.InstStore
	loads   []*ir.InstLoad
	escapes bool
}

func elideParamRefs(f *ir.Func) {
	if len(f.Blocks) == 0 {
		return
	}
	params := map[value.Value]bool{}
	for _, p := range f.Params {
		params[p] = true
	}
	slots := map[value.Value]*slotUse{}
	for _, inst := range f.Blocks[0].Insts {
		if a, ok := inst.(*ir.InstAlloca); ok && a.ElemType.Equal(types.I8Ptr) {
			slots[a] = &slotUse{}
		}
	}
	// Every use of every slot: stores into it, loads from it, anything
	// else (the slot escapes) disqualifies it.
	loadOf := map[value.Value]*ir.InstLoad{}
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			switch inst := inst.(type) {
			case *ir.InstStore:
				if u, ok := slots[inst.Dst]; ok {
					u.stores = append(u.stores, inst)
				}
				if u, ok := slots[inst.Src]; ok {
					u.escapes = true
				}
				continue
			case *ir.InstLoad:
				if u, ok := slots[inst.Src]; ok {
					u.loads = append(u.loads, inst)
					loadOf[inst] = inst
				}
				continue
			}
			for _, op := range operands(inst) {
				if u, ok := slots[*op]; ok {
					u.escapes = true
				}
			}
		}
		for _, op := range b.Term.Operands() {
			if u, ok := slots[*op]; ok {
				u.escapes = true
			}
		}
	}
	remove := map[ir.Instruction]bool{}
	for _, u := range slots {
		if u.escapes {
			continue
		}
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
		inc := precedingIncref(f, paramStore, param)
		if inc == nil {
			continue
		}
		// The releases are x?decref(load slot).
		var decs []ir.Instruction
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				c, isCall := inst.(*ir.InstCall)
				if !isCall || (calleeName(c) != runtime.XDecrefName && calleeName(c) != runtime.DecrefName) {
					continue
				}
				if l, isLoad := c.Args[0].(*ir.InstLoad); isLoad && loadOf[l] != nil {
					for _, x := range u.loads {
						if x == l {
							decs = append(decs, c)
						}
					}
				}
			}
		}
		remove[inc] = true
		for _, d := range decs {
			remove[d] = true
		}
	}
	if len(remove) == 0 {
		return
	}
	for _, b := range f.Blocks {
		kept := b.Insts[:0]
		for _, inst := range b.Insts {
			if !remove[inst] {
				kept = append(kept, inst)
			}
		}
		b.Insts = kept
	}
}

// precedingIncref finds the incref of v immediately before store s.
func precedingIncref(f *ir.Func, s *ir.InstStore, v value.Value) ir.Instruction {
	for _, b := range f.Blocks {
		for i, inst := range b.Insts {
			if inst != s || i == 0 {
				continue
			}
			if c, ok := b.Insts[i-1].(*ir.InstCall); ok && calleeName(c) == runtime.IncrefName && c.Args[0] == v {
				return c
			}
			return nil
		}
	}
	return nil
}

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
