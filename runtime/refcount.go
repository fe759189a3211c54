// This file implements the expansion of the abstract refcount operations
// for the target ABI. It runs as the last IR pass.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
)

// ExpandRefcounts gives sp.incref, sp.decref and sp.xdecref their bodies
// for the ABI: on 3.11 a plain 64-bit counter at offset 0, with
// _Py_Dealloc when a decref reaches zero.
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
	i64p := types.NewPointer(types.I64)
	one := constant.NewInt(types.I64, 1)
	for _, f := range m.Funcs {
		if len(f.Blocks) > 0 {
			continue
		}
		switch f.Name() {
		case IncrefName:
			f.Linkage = enum.LinkageInternal
			f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrAlwaysInline)
			b := f.NewBlock("entry")
			p := b.NewBitCast(f.Params[0], i64p)
			b.NewStore(b.NewAdd(b.NewLoad(types.I64, p), one), p)
			b.NewRet(nil)
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
			p := b.NewBitCast(f.Params[0], i64p)
			n := b.NewSub(b.NewLoad(types.I64, p), one)
			b.NewStore(n, p)
			free := f.NewBlock("free")
			b.NewCondBr(b.NewICmp(enum.IPredEQ, n, constant.NewInt(types.I64, 0)), free, done)
			free.NewCall(dealloc, f.Params[0])
			free.NewBr(done)
		}
	}
	return nil
}
