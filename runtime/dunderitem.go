// This file implements o[i] and o[i] = v on instances of classes that
// define __getitem__ / __setitem__ in Python (or compiled by us): what
// CPython's slot functions for them (slot_mp_subscript,
// slot_mp_ass_subscript) do — look the dunder up along the type's MRO
// and call it with the instance prepended — without PyObject_GetItem's
// and the slot's dispatch and the MRO lookup per access: the method the
// type's MRO gives is cached, per dunder, with the type and its version
// tag, and called through sp.vectorcall. The interpreter's
// BINARY_SUBSCR_GETITEM keeps the same cache.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// DunderItemCacheType is the module's cache of one dunder: the type last
// proven to dispatch it to a Python-level method, that type's version
// tag, and the method (borrowed: the type's dict holds it while the tag
// holds — any change of the type or a base gives it a new tag, and tags
// are never reused).
var DunderItemCacheType = types.NewStruct(Obj, types.I32, Obj)

func (r *Runtime) dunderItemCache(dunder string) *ir.Global {
	key := "sp.dunderitem.cache." + dunder
	if g, ok := r.helperGlobals[key]; ok {
		return g
	}
	g := r.newSiteCache(key, DunderItemCacheType)
	r.helperGlobals[key] = g
	return g
}

// dunderItemMethodFunc returns sp.dunderitem.<dunder>(tp): the method
// (borrowed) that tp's slot for dunder calls with the instance
// prepended, or NULL when the slot is anything else and the generic
// C-API call must run. It is a method only when tp is a heap type whose
// MRO gives a Python function or one of this module's compiled
// functions for dunder: for such a descriptor CPython's update_one_slot
// installs the generic slot function (slot_mp_subscript,
// slot_mp_ass_subscript), which calls the descriptor unbound
// (Py_TPFLAGS_METHOD_DESCRIPTOR) with the instance first. It sets no
// exception and runs no Python code.
func (r *Runtime) dunderItemMethodFunc(dunder string) *ir.Func {
	f, done := r.helper("sp.dunderitem."+dunder, Obj, ir.NewParam("tp", Obj))
	if done {
		return f
	}
	tp := f.Params[0]
	cache := r.dunderItemCache(dunder)
	i32 := func(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
	field := func(b *ir.Block, i int64) value.Value { return b.NewGetElementPtr(DunderItemCacheType, cache, i32(0), i32(i)) }
	entry, hit, heap, lookup, isFunc, fill, remember, no := f.NewBlock("entry"), f.NewBlock("hit"), f.NewBlock("heap"), f.NewBlock("lookup"), f.NewBlock("func"), f.NewBlock("fill"), f.NewBlock("remember"), f.NewBlock("no")
	no.NewRet(Null)
	tag := loadField(entry, tp, r.ABI.OffsetTypeVersionTag, types.I32)
	same := entry.NewAnd(entry.NewICmp(enum.IPredEQ, entry.NewLoad(Obj, field(entry, 0)), tp),
		entry.NewAnd(entry.NewICmp(enum.IPredEQ, entry.NewLoad(types.I32, field(entry, 1)), tag), entry.NewICmp(enum.IPredNE, tag, i32(0))))
	entry.NewCondBr(same, hit, heap)
	hit.NewRet(hit.NewLoad(Obj, field(hit, 2)))

	heap.NewCondBr(hasFlag(heap, r.TypeFlags(heap, tp), flagHeapType), lookup, no)
	// _PyType_Lookup assigns tp a version tag if it has none; a failed
	// lookup leaves no exception.
	found := r.CallC(lookup, capi.TypeLookup, tp, lookup.NewLoad(Obj, r.Name(dunder)))
	notNull := f.NewBlock("found")
	lookup.NewCondBr(lookup.NewICmp(enum.IPredEQ, found, Null), no, notNull)
	ft := r.TypeOf(notNull, found)
	isPy := notNull.NewICmp(enum.IPredEQ, ft, r.CData("PyFunction_Type"))
	isOwn := notNull.NewICmp(enum.IPredEQ, ft, notNull.NewLoad(Obj, r.FunctionType()))
	notNull.NewCondBr(notNull.NewOr(isPy, isOwn), isFunc, no)
	isFunc.NewBr(fill)
	newTag := loadField(fill, tp, r.ABI.OffsetTypeVersionTag, types.I32)
	// Without a valid tag the answer holds now but cannot be remembered.
	answer := f.NewBlock("answer")
	fill.NewCondBr(r.VersionTagValid(fill, tp, newTag), remember, answer)
	remember.NewStore(tp, field(remember, 0))
	remember.NewStore(newTag, field(remember, 1))
	remember.NewStore(found, field(remember, 2))
	remember.NewBr(answer)
	answer.NewRet(found)
	return f
}

// callDunderItem emits, from b in f, the call of the method tp's slot
// for dunder calls on the instance o and args (as the slot does, holding
// a reference to the method for the call's duration), when there is
// one: it returns the block where there is none (the generic call's),
// and the block and value of the call's result (a new reference or NULL
// with an exception set).
func (r *Runtime) callDunderItem(f *ir.Func, b *ir.Block, dunder string, o value.Value, args ...value.Value) (generic, called *ir.Block, res value.Value) {
	m := b.NewCall(r.dunderItemMethodFunc(dunder), r.TypeOf(b, o))
	generic, call := block(f, "dunder.generic"), block(f, "dunder.call")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, m, Null), generic, call)
	vec := types.NewArray(uint64(len(args)+1), Obj)
	// In the entry block, where LLVM keeps a fixed frame slot for it.
	argv := ir.NewAlloca(vec)
	f.Blocks[0].Insts = append([]ir.Instruction{argv}, f.Blocks[0].Insts...)
	for i, a := range append([]value.Value{o}, args...) {
		call.NewStore(a, call.NewGetElementPtr(vec, argv, i32c(0), i32c(int64(i))))
	}
	r.Incref(call, m)
	res = call.NewCall(r.VectorcallFunc(), m, call.NewGetElementPtr(vec, argv, i32c(0), i32c(0)), constant.NewInt(types.I64, int64(len(args)+1)), Null)
	r.Decref(call, m)
	return generic, call, res
}

func i32c(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
