// This file implements calls of a method on an instance of exactly the
// class the receiver is typed as, once the module's classes are frozen:
// looking the name up on such an instance finds the method the checker
// resolved, so the call site goes to its native body with one compare,
// no probe of its method cache (dispatch.go). deltablue's @final
// EqualityConstraint calls self.input() and self.output() so.
//
// What makes it sure: the class and its bases are a single chain of
// module classes (its MRO), none @mutable and none defining
// __getattribute__; its instances have slots and no dict, so nothing in
// an instance hides a method; and the type an instance has is the class
// its class statement made, from the bases compiled, each frozen
// (Py_TPFLAGS_IMMUTABLETYPE, set by the strict module's freeze at the end
// of its body and never cleared), so no assignment changes what they
// bind, and the methods it finds are still those its class statement
// stored (the module body may have replaced one before the freeze). The
// last two are verified once per type, out of line, and the type
// remembered (holding a reference, so its address is never another
// type's); a call compares the instance's type with it.

package lower

import (
	"fmt"
	"slices"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/runtime/capi"
	"github.com/staticpyc/staticpyc/typecheck"
)

// exactType is a class's remembered frozen type and its verifier.
type exactType struct {
	seen   *ir.Global
	verify *ir.Func
}

// exactResolves reports whether looking a method up on an instance of
// exactly ci finds what the checker resolved, once verified (this
// file's comment): a single chain of the module's classes, none
// @mutable or defining __getattribute__, with slotted instances; and
// whether the site should try: ci is a leaf of the module's classes
// (@final ones are), whose receivers are mostly of exactly ci.
func (fb *fnBuilder) exactResolves(ci *typecheck.ClassInfo) bool {
	if fb.mb.info.Foreign(ci) || !ci.Slotted || !singleChain(fb.mb.info, ci) {
		return false
	}
	for k := ci; k != nil; k = k.Base {
		if k.Mutable || k.MethodByName["__getattribute__"] != nil || k.Attrs["__getattribute__"] {
			return false
		}
	}
	// A class the module derives others from is the type of receivers
	// of several classes, which the site's cache serves.
	for _, k := range fb.mb.info.Classes {
		if derives(k, ci) {
			return false
		}
	}
	return true
}

// isExactFrozen emits whether obj's type is ci's class, frozen with its
// bases (exactResolves holds): the remembered type, or one the
// out-of-line verifier accepts now.
func (fb *fnBuilder) isExactFrozen(obj value.Value, ci *typecheck.ClassInfo) value.Value {
	x := fb.exactTypeOf(ci)
	tp := fb.rt.TypeOf(fb.b, obj)
	seen, other, verify, done := fb.b, fb.block("exact.other"), fb.block("exact.verify"), fb.block("exact.done")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, tp, fb.load(x.seen)), done, other)
	// (a subclass's instance, at a site that sees several classes, asks
	// no verifier)
	other.NewCondBr(other.NewICmp(enum.IPredEQ, tp, other.NewLoad(runtime.Obj, fb.mb.classSlot(ci))), verify, done)
	ok := verify.NewCall(x.verify, tp)
	verify.NewBr(done)
	fb.b = done
	return done.NewPhi(ir.NewIncoming(constant.True, seen), ir.NewIncoming(constant.False, other), ir.NewIncoming(ok, verify))
}

// exactTypeOf returns, once per class ci, its remembered type's global
// and `i1 @sp.exact.verify.N(tp)`: whether tp is ci's class object,
// whose bases are those of ci's chain's class objects, each frozen, up to
// object, and whose lookup of each method a call site may call directly
// finds the method object its class statement stored (the module body
// may have replaced one before the freeze); a type that is remembers it.
func (fb *fnBuilder) exactTypeOf(ci *typecheck.ClassInfo) exactType {
	mb := fb.mb
	if x, ok := mb.exactTypes[ci]; ok {
		return x
	}
	rt := mb.rt
	n := len(mb.exactTypes)
	seen := mb.m.NewGlobalDef(fmt.Sprintf("sp.exact.%d", n), runtime.Null)
	seen.Linkage = enum.LinkageInternal
	f := mb.m.NewFunc(fmt.Sprintf("sp.exact.verify.%d", n), types.I1, ir.NewParam("tp", runtime.Obj))
	f.Linkage = enum.LinkageInternal
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline)
	x := exactType{seen: seen, verify: f}
	mb.exactTypes[ci] = x
	tp := f.Params[0]
	b := f.NewBlock("entry")
	no := f.NewBlock("no")
	no.NewRet(constant.False)
	var at value.Value = tp
	for k := ci; k != nil; k = k.Base {
		cls := b.NewLoad(runtime.Obj, mb.classSlot(k))
		frozen := b.NewICmp(enum.IPredNE, b.NewAnd(rt.TypeFlags(b, at), constant.NewInt(types.I64, runtime.FlagImmutableType)), constant.NewInt(types.I64, 0))
		next := f.NewBlock(fmt.Sprintf("base.%s", k.Name))
		b.NewCondBr(b.NewAnd(b.NewICmp(enum.IPredEQ, at, cls), frozen), next, no)
		b = next
		at = rt.TypeBase(b, at)
	}
	methods := f.NewBlock("methods")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, at, b.NewBitCast(rt.CData("PyBaseObject_Type"), types.I8Ptr)), methods, no)
	b = methods
	found := map[string]bool{}
	for k := ci; k != nil; k = k.Base {
		names := make([]string, 0, len(k.MethodByName))
		for name := range k.MethodByName {
			names = append(names, name)
		}
		slices.Sort(names)
		for _, name := range names {
			if found[name] {
				continue
			}
			found[name] = true
			d := k.MethodByName[name]
			if !fb.directlyCallable(d, len(d.Params)-1) {
				continue
			}
			got := rt.CallC(b, capi.TypeLookup, tp, b.NewLoad(runtime.Obj, rt.Name(name)))
			stored := b.NewLoad(runtime.Obj, mb.methodSlot(d))
			next := f.NewBlock("method." + name)
			b.NewCondBr(b.NewAnd(b.NewICmp(enum.IPredEQ, got, stored), b.NewICmp(enum.IPredNE, got, runtime.Null)), next, no)
			b = next
		}
	}
	old := b.NewLoad(runtime.Obj, seen)
	rt.Incref(b, tp)
	b.NewStore(tp, seen)
	rt.XDecref(b, old)
	b.NewRet(constant.True)
	return x
}
