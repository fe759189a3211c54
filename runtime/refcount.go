// This file implements the expansion of the abstract refcount operations
// for the target ABI. It runs as the last IR pass.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
)

// ExpandRefcounts gives sp.incref, sp.decref and sp.xdecref their bodies
// for the ABI: a 64-bit counter at ob_refcnt, with _Py_Dealloc when a
// decref reaches zero. With ABI.ImmortalObjects (3.12's
// Include/object.h, 64-bit), incref adds to the low 32 bits only and
// skips the store when the add would wrap them to zero, and decref
// leaves an object whose low 32 bits are negative (immortal) alone.
func ExpandRefcounts(m *ir.Module, abi *ABI) error {
	var dealloc *ir.Func
	for _, f := range m.Funcs {
		if f.Name() == "_Py_Dealloc" {
			dealloc = f
		}
	}
	if dealloc == nil {
		dealloc = m.NewFunc("_Py_Dealloc", types.Void, ir.NewParam("", Obj))
		dealloc.Linkage = enum.LinkageExternal
	}
	refcnt := func(b *ir.Block, o value.Value, t types.Type) value.Value {
		return fieldPtr(b, o, abi.OffsetRefcnt, t)
	}
	for _, f := range m.Funcs {
		if len(f.Blocks) > 0 {
			continue
		}
		switch f.Name() {
		case IncrefName:
			f.Linkage = enum.LinkageInternal
			f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrAlwaysInline)
			b := f.NewBlock("entry")
			if !abi.ImmortalObjects {
				p := refcnt(b, f.Params[0], types.I64)
				b.NewStore(b.NewAdd(b.NewLoad(types.I64, p), constant.NewInt(types.I64, 1)), p)
				b.NewRet(nil)
				break
			}
			// The low half is ob_refcnt_split[0] on a little-endian target.
			p := refcnt(b, f.Params[0], types.I32)
			n := b.NewAdd(b.NewLoad(types.I32, p), constant.NewInt(types.I32, 1))
			store, done := f.NewBlock("store"), f.NewBlock("done")
			b.NewCondBr(b.NewICmp(enum.IPredEQ, n, constant.NewInt(types.I32, 0)), done, store)
			store.NewStore(n, p)
			store.NewBr(done)
			done.NewRet(nil)
		case DecrefName, XDecrefName:
			f.Linkage = enum.LinkageInternal
			f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrAlwaysInline)
			entry := f.NewBlock("entry")
			b := entry
			if f.Name() == XDecrefName {
				b = f.NewBlock("nonnull")
			}
			done := f.NewBlock("done")
			done.NewRet(nil)
			if f.Name() == XDecrefName {
				entry.NewCondBr(entry.NewICmp(enum.IPredEQ, f.Params[0], Null), done, b)
			}
			if abi.ImmortalObjects {
				low := b.NewLoad(types.I32, refcnt(b, f.Params[0], types.I32))
				mortal := f.NewBlock("mortal")
				b.NewCondBr(b.NewICmp(enum.IPredSLT, low, constant.NewInt(types.I32, 0)), done, mortal)
				b = mortal
			}
			p := refcnt(b, f.Params[0], types.I64)
			n := b.NewSub(b.NewLoad(types.I64, p), constant.NewInt(types.I64, 1))
			b.NewStore(n, p)
			free := f.NewBlock("free")
			b.NewCondBr(b.NewICmp(enum.IPredEQ, n, constant.NewInt(types.I64, 0)), free, done)
			free.NewCall(dealloc, f.Params[0])
			free.NewBr(done)
		}
	}
	return nil
}
