// This file implements this module's own copies of small functions of
// other compiled modules (typecheck.InlineCandidate): a typed call of an
// imported function whose body is pure arithmetic on its arguments goes
// to a copy compiled into this module, which LLVM inlines and optimizes
// with the caller as it does a function of this module, instead of an
// indirect call into the other extension that nothing can see through.
// The copy is used only while the module it was imported from lists the
// same body (typecheck.BodyKey) in its interface: the import statement
// sets a flag when it does, and otherwise, or once this module rebinds
// the name, the call takes the native or late-bound path of crossCall.

package lower

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/typecheck"
)

// inlineCopy returns this module's copy of decl, the function the global
// name imports, or nil when it has none: decl is not an
// InlineCandidate, or its body lowers to code that uses something of
// its module's own (adoptFunc). The copy is lowered by a builder of
// decl's own module into a module of its own, so that its error paths
// name decl's file and line as decl's native body does, then moved into
// this one.
func (mb *moduleBuilder) inlineCopy(name string) *ir.Func {
	decl := mb.nativeImport(name)
	g := mb.info.Globals[name]
	if decl == nil || g == nil || g.ImportedFrom == nil || mb.cfg.NoCrossInline || !g.ImportedFrom.InlineCandidate(decl) {
		return nil
	}
	if f, ok := mb.inlineCopies[decl]; ok {
		return f
	}
	mb.inlineCopies[decl] = nil
	from := g.ImportedFrom
	scratch := ir.NewModule()
	cfg := mb.cfg
	cfg.Debug = false
	cfg.ModuleName = decl.Module
	sub := newModuleBuilder(from.Module, from, cfg, scratch, mb.rt.ABI)
	sub.declareNative(decl)
	f := sub.natives[decl]
	sub.lowerBody(decl, f)
	if !adoptFunc(f, sub.rt, mb.rt) {
		return nil
	}
	f.SetName(fmt.Sprintf("sp.xinline.%d.%s.%s", len(mb.m.Funcs), decl.Module, decl.Name))
	f.Linkage = enum.LinkageInternal
	f.Parent = mb.m
	mb.m.Funcs = append(mb.m.Funcs, f)
	mb.inlineCopies[decl] = f
	return f
}

// adoptFunc points the operands of f, lowered into from's module, at
// what stands for them in to's, and reports whether it could: f may
// call the C API and use C strings (to raise an exception, with the
// traceback entry of decl's own file and line, as decl's native body
// does), but nothing else of its module — no helper with a body of its
// own, no slot, no Python constant, which would be another module's.
func adoptFunc(f *ir.Func, from, to *runtime.Runtime) bool {
	adopt := func(ops []*value.Value) bool {
		for _, op := range ops {
			switch v := (*op).(type) {
			case *ir.Func, *ir.Global, constant.Expression:
				nv, ok := to.Adopt(from, v)
				if !ok {
					return false
				}
				*op = nv
			}
		}
		return true
	}
	for _, b := range f.Blocks {
		for _, inst := range b.Insts {
			u, ok := inst.(value.User)
			if !ok || !adopt(u.Operands()) {
				return false
			}
		}
		u, ok := b.Term.(value.User)
		if !ok || !adopt(u.Operands()) {
			return false
		}
	}
	return true
}

// inlineFlag returns the flag (an i8, 0 or 1) saying that the module the
// global name imports its function from lists the body this module's
// copy was compiled from: set by the `from … import` that binds it,
// cleared when this module's code binds or deletes the name otherwise.
func (mb *moduleBuilder) inlineFlag(name string) *ir.Global {
	if g, ok := mb.inlineFlags[name]; ok {
		return g
	}
	g := mb.m.NewGlobalDef(fmt.Sprintf("sp.xinline.ok.%d", len(mb.inlineFlags)), constant.NewInt(types.I8, 0))
	g.Linkage = enum.LinkageInternal
	mb.inlineFlags[name] = g
	return g
}

// resolveInline sets the flag of name's copy from mod's interface, after
// the import bound name: 1 when mod lists decl's body under its key.
func (fb *fnBuilder) resolveInline(name string, decl *typecheck.FuncDecl, mod value.Value) {
	if fb.mb.inlineCopy(name) == nil {
		return
	}
	from := fb.mb.info.Globals[name].ImportedFrom
	p := fb.b.NewCall(fb.rt.ResolveFunc(), mod, i64(from.BodyKey(decl)))
	ok := fb.b.NewZExt(fb.b.NewICmp(enum.IPredNE, p, constant.NewNull(types.I8Ptr)), types.I8)
	fb.b.NewStore(ok, fb.mb.inlineFlag(name))
}

// inlineCall starts a cross-module call of name with the arguments vs
// (in parameter order): when this module has a copy of the callee, the
// copy is called when its flag is set, and the code crossCall emits
// next runs otherwise. It returns the copy's result and the block it
// ends in, or nil when there is no copy.
func (fb *fnBuilder) inlineCall(name string, vs []value.Value, ln int) (value.Value, *ir.Block) {
	copyFn := fb.mb.inlineCopy(name)
	if copyFn == nil {
		return nil, nil
	}
	inl, other := fb.block("xinline.copy"), fb.block("xinline.other")
	flag := fb.b.NewLoad(types.I8, fb.mb.inlineFlag(name))
	if fb.decl != nil {
		fb.mb.flagLoads = append(fb.mb.flagLoads, flagLoad{fb.f, fb.b, flag, name})
	}
	unlikely(fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, flag, constant.NewInt(types.I8, 0)), other, inl))
	fb.b = inl
	r := fb.checkResult(fb.b.NewCall(copyFn, vs...), ln)
	end := fb.b
	fb.b = other
	return r, end
}

// flagLoad is a load of name's flag in block b of function f.
type flagLoad struct {
	f    *ir.Func
	b    *ir.Block
	load *ir.InstLoad
	name string
}

// hoistInlineFlags moves the loads of the flags of the names this
// module never rebinds into the entry blocks of the functions that read
// them, so that a loop calling an imported function is a loop on a value
// LLVM sees is invariant (it unswitches on it, and folds the copy's body
// with the loop as for a function of this module). The flag of such a
// name changes only when its import runs, from 0 to 1: a function that
// read 0 at entry (it started before the import) takes the native or
// late-bound path, which is as correct, only slower.
func (mb *moduleBuilder) hoistInlineFlags() {
	for _, l := range mb.flagLoads {
		if mb.rebound[l.name] {
			continue
		}
		for i, inst := range l.b.Insts {
			if inst == l.load {
				l.b.Insts = append(l.b.Insts[:i:i], l.b.Insts[i+1:]...)
				break
			}
		}
		entry := l.f.Blocks[0]
		entry.Insts = append([]ir.Instruction{l.load}, entry.Insts...)
	}
}
