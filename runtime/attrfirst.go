// This file implements the inline half of the attribute load sites'
// caches: the first entry's hit for the two kinds that are one load from
// the object (a __slots__ member by offset, an instance value by index),
// as CPython 3.11's LOAD_ATTR_SLOT and LOAD_ATTR_INSTANCE_VALUE do inline
// in the interpreter. Everything else — the other entries, the other
// kinds, an empty value, a miss — is the call of the out-of-line helper
// (sp.attr.get), which decides exactly as before. Stores stay calls of
// sp.attr.set: inlining their first entry too (the old value's release
// included) grew the objects 5–17% more for 0–6% fewer instructions
// (docs/performance.md, session 12). The guard is the helper's own: the
// receiver's type has the entry's version tag (never 0 for a filled
// entry: an empty entry's kind is attrEmpty, which matches neither kind
// here).

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// firstEntry emits, from b, the guard of the cache's first entry: when
// o's type has its version tag, it continues in slot with the address of
// the __slots__ cell (attrSlot) or in inline with the address of the
// instance value (attrInline, o still having inline values); anything
// else branches to miss.
func (r *Runtime) firstEntry(f *ir.Func, b *ir.Block, o, cache value.Value, miss *ir.Block) (slot *ir.Block, slotPtr value.Value, inline *ir.Block, inlinePtr value.Value) {
	i32 := func(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
	tp := r.TypeOf(b, o)
	ver := loadField(b, tp, r.ABI.OffsetTypeVersionTag, types.I32)
	same := block(f, "first.type")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, ver, b.NewLoad(types.I32, cacheField(b, cache, i32(0), 0))), same, miss)
	kind := same.NewLoad(types.I32, cacheField(same, cache, i32(0), 1))
	num := same.NewLoad(types.I64, cacheField(same, cache, i32(0), 2))
	slot, inlineK := block(f, "first.slot"), block(f, "first.inline")
	same.NewSwitch(kind, miss, ir.NewCase(i32(attrSlot), slot), ir.NewCase(i32(attrInline), inlineK))
	slotPtr = slot.NewBitCast(slot.NewGetElementPtr(types.I8, slot.NewBitCast(o, types.I8Ptr), num), ObjPtr)
	inline, values := r.InstanceValues(f, inlineK, o, tp, false, miss)
	inlinePtr = inline.NewGetElementPtr(Obj, values, num)
	return slot, slotPtr, inline, inlinePtr
}

// AttrGetFirstFunc returns sp.attr.get.first(o, name, cache), inlined at
// every load site: sp.attr.get's result, with the first entry's slot or
// instance value read in place when it holds a value.
func (r *Runtime) AttrGetFirstFunc() *ir.Func {
	cachePtr := types.NewPointer(AttrCacheType)
	f, done := r.helper("sp.attr.get.first", Obj, ir.NewParam("o", Obj), ir.NewParam("name", Obj), ir.NewParam("cache", cachePtr))
	if done {
		return f
	}
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrAlwaysInline)
	o, name, cache := f.Params[0], f.Params[1], f.Params[2]
	entry, miss, present := f.NewBlock("entry"), f.NewBlock("miss"), f.NewBlock("present")
	slot, slotPtr, inline, inlinePtr := r.firstEntry(f, entry, o, cache, miss)
	sv := slot.NewLoad(Obj, slotPtr)
	slot.NewCondBr(slot.NewICmp(enum.IPredNE, sv, Null), present, miss)
	iv := inline.NewLoad(Obj, inlinePtr)
	inline.NewCondBr(inline.NewICmp(enum.IPredNE, iv, Null), present, miss)
	got := present.NewPhi(ir.NewIncoming(sv, slot), ir.NewIncoming(iv, inline))
	r.Incref(present, got)
	present.NewRet(got)
	miss.NewRet(miss.NewCall(r.AttrGetFunc(), o, name, cache))
	return f
}
