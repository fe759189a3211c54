// This file implements the guard of a call that goes straight to the
// native body of a method looked up on a class that may change: in a
// plain module classes stay mutable, so `Base.m(self)` and
// `super().m()` reach the compiled m only while the class's lookup of m
// still finds m's function (a patched `Base.m = f`, or an m added to a
// class between, must be called instead).

package runtime

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// NewClassTag defines a site's cache for ClassBinds: the version tag of
// the class whose lookup last found the method (0: none yet).
func (r *Runtime) NewClassTag(n int) *ir.Global {
	g := r.M.NewGlobalDef(fmt.Sprintf("sp.classtag.%d", n), constant.NewInt(types.I32, 0))
	g.Linkage = enum.LinkageInternal
	return g
}

// ClassBinds emits, at the end of b, the test "_PyType_Lookup(tp, name)
// is want" (tp a type, name an interned str, want the method's function
// object, all borrowed), continuing in next with the i1 (a phi there).
// Inline it is tp's version tag against the one cache recorded: a class
// whose dict, or any class's of its MRO, changed has a new tag (CPython
// gives a modified type and its subclasses new ones). Otherwise
// sp.class.binds looks the name up and records the tag when it finds
// want.
func (r *Runtime) ClassBinds(f *ir.Func, b *ir.Block, tp, name, want value.Value, cache *ir.Global, next *ir.Block) value.Value {
	ver := r.TypeVersionTag(b, tp)
	slow := f.NewBlock("") // (a function may hold many such guards)
	hit := b.NewAnd(b.NewICmp(enum.IPredEQ, ver, b.NewLoad(types.I32, cache)), b.NewICmp(enum.IPredNE, ver, constant.NewInt(types.I32, 0)))
	b.NewCondBr(hit, next, slow)
	found := slow.NewCall(r.classBindsFunc(), tp, name, want, cache)
	slow.NewBr(next)
	return next.NewPhi(ir.NewIncoming(constant.True, b), ir.NewIncoming(found, slow))
}

// classBindsFunc is sp.class.binds(tp, name, want, cache): i1 whether
// the lookup finds want, recording tp's version tag in cache when it
// does and the tag is valid (_PyType_Lookup assigns one).
func (r *Runtime) classBindsFunc() *ir.Func {
	f, done := r.helper("sp.class.binds", types.I1, ir.NewParam("tp", Obj), ir.NewParam("name", Obj), ir.NewParam("want", Obj),
		ir.NewParam("cache", types.NewPointer(types.I32)))
	if done {
		return f
	}
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline)
	tp, name, want, cache := f.Params[0], f.Params[1], f.Params[2], f.Params[3]
	b, same, record, no := f.NewBlock("entry"), f.NewBlock("same"), f.NewBlock("record"), f.NewBlock("no")
	found := r.CallC(b, capi.TypeLookup, tp, name)
	b.NewCondBr(b.NewICmp(enum.IPredEQ, found, want), same, no)
	ver := r.TypeVersionTag(same, tp)
	same.NewCondBr(r.VersionTagValid(same, tp, ver), record, f.NewBlock("unrecorded"))
	record.NewStore(ver, cache)
	record.NewRet(constant.True)
	f.Blocks[len(f.Blocks)-1].NewRet(constant.True)
	no.NewRet(constant.False)
	return f
}
