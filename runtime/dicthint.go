// This file implements the entry hints of dict reads by name: a site
// remembers the index of the name's entry in the table of the dict it
// last read, and reads that entry directly while the dict is a combined
// table of str keys whose entry there still holds the name (CPython's
// LOAD_ATTR_WITH_HINT, and what its LOAD_GLOBAL guards with the keys'
// version). The entry is checked on every use, so a stale hint only costs
// a search: any hint value is safe.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// HintAbsent is the hint of a site whose name a search found absent from
// the dict: it is not searched for again (a later binding of the name is
// found by the caller's generic lookup all the same).
const HintAbsent = -2

// DictEntryByHint emits, from b, the read of name from the dict d by the
// hint at hintPtr (an i64). It continues in the returned block with the
// value (borrowed, non-NULL) when d's table is a combined one of str keys
// whose entry at the hint, or found by a search of the table's entries
// when it has at most maxScan of them, holds the name by identity; the
// search stores the new hint (HintAbsent when it finds no such entry and
// rememberAbsent is set, which then skips later searches). Anything else
// branches to miss, where the dict's own lookup decides (a key equal to
// the name but not identical, a split table, a deleted entry).
func (r *Runtime) DictEntryByHint(f *ir.Func, b *ir.Block, d, name, hintPtr value.Value, maxScan int64, rememberAbsent bool, miss *ir.Block) (*ir.Block, value.Value) {
	abi := r.ABI
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	hint := b.NewLoad(types.I64, hintPtr)
	combined, inRange, entryB, hit := block(f, "hint.combined"), block(f, "hint.range"), block(f, "hint.entry"), block(f, "hint.hit")
	keys := loadField(b, d, abi.OffsetDictKeys, types.I8Ptr)
	split := b.NewICmp(enum.IPredNE, loadField(b, d, abi.OffsetDictValues, types.I8Ptr), constant.NewNull(types.I8Ptr))
	b.NewCondBr(split, miss, combined)
	unicode := combined.NewICmp(enum.IPredEQ, loadField(combined, keys, abi.OffsetKeysKind, types.I8), constant.NewInt(types.I8, abi.KeysKindUnicode))
	combined.NewCondBr(unicode, inRange, miss)
	n := loadField(inRange, keys, abi.OffsetKeysNentries, types.I64)
	log2 := inRange.NewZExt(loadField(inRange, keys, abi.OffsetKeysLog2IndexBytes, types.I8), types.I64)
	first := inRange.NewGetElementPtr(types.I8, keys, inRange.NewAdd(i64(abi.OffsetKeysIndices), inRange.NewShl(i64(1), log2)))
	rescan := block(f, "hint.rescan")
	// Unsigned: a hint beyond the table (HintAbsent too) is never read.
	inRange.NewCondBr(inRange.NewICmp(enum.IPredULT, hint, n), entryB, rescan)
	entryAt := func(b *ir.Block, i value.Value) value.Value {
		return b.NewGetElementPtr(types.I8, first, b.NewMul(i, i64(abi.SizeofDictUnicodeEntry)))
	}
	ep := entryAt(entryB, hint)
	entryB.NewCondBr(entryB.NewICmp(enum.IPredEQ, loadField(entryB, ep, abi.OffsetUnicodeEntryKey, Obj), name), hit, rescan)
	small, found, absent := block(f, "hint.small"), block(f, "hint.found"), block(f, "hint.absent")
	var ok value.Value = rescan.NewICmp(enum.IPredSLE, n, i64(maxScan))
	if rememberAbsent {
		ok = rescan.NewAnd(ok, rescan.NewICmp(enum.IPredNE, hint, i64(HintAbsent)))
	}
	rescan.NewCondBr(ok, small, miss)
	idx, _ := r.scanKeys(f, small, "hint", keys, name, found, absent)
	found.NewStore(idx, hintPtr)
	found.NewBr(hit)
	if rememberAbsent {
		absent.NewStore(i64(HintAbsent), hintPtr)
	}
	absent.NewBr(miss)
	at := hit.NewPhi(ir.NewIncoming(hint, entryB), ir.NewIncoming(idx, found))
	ev := loadField(hit, entryAt(hit, at), abi.OffsetUnicodeEntryValue, Obj)
	// A deleted entry keeps neither key nor value; a NULL value is for
	// the dict's lookup to confirm absent.
	present := block(f, "hint.value")
	hit.NewCondBr(hit.NewICmp(enum.IPredNE, ev, Null), present, miss)
	return present, ev
}
