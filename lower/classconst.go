// This file implements `C.NAME` where C is the global name of a module
// class — an enum-like constant (`Direction.FORWARD`), a class-level
// singleton assigned after the class statement (`Strength.REQUIRED =
// Strength(0, "required")`): one probe of a site cache that remembers
// both the global's lookup and the attribute's (runtime/classattr.go,
// ClassConstCacheType), with no call on a hit. Before, the site loaded
// the global through sp.load_global.cached and then called
// sp.classattr.get: two calls and ≈50 instructions per read, which
// deltablue pays twice per input()/output() call.

package lower

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/runtime/capi"
	"github.com/staticpyc/staticpyc/typecheck"
)

// classConstLoad emits cls.attr for n, the global name of a module
// class, through the site's cache; it reports false (emitting nothing)
// where the module's globals are not cached (CPython versions without
// dict version tags: see ABI.GlobalCaches).
func (fb *fnBuilder) classConstLoad(n *parser.Name, attr string, ln int) (val, bool) {
	rt := fb.rt
	if !rt.ABI.GlobalCaches() {
		return val{}, false
	}
	fb.mb.classAttrCaches++
	cache := rt.NewClassConstCache(fmt.Sprintf("sp.classconst.%d", fb.mb.classAttrCaches))
	check, hit, miss, join := fb.block("classconst.check"), fb.block("classconst.hit"), fb.block("classconst.miss"), fb.block("classconst.done")
	from := fb.b
	v := rt.ClassConstProbe(from, check, hit, miss, cache, from.NewLoad(runtime.Obj, fb.mb.modDict))
	hit.NewBr(join)
	slow := miss.NewCall(fb.mb.classConstFunc(), fb.load(rt.Name(n.Id)), fb.load(rt.Name(attr)), fb.load(rt.Name("__getattribute__")), cache)
	miss.NewBr(join)
	fb.b = join
	r := join.NewPhi(ir.NewIncoming(v, hit), ir.NewIncoming(slow, miss))
	fb.errorIf(fb.b.NewICmp(enum.IPredEQ, r, runtime.Null), ln)
	return fb.produce(r, typecheck.Dynamic), true
}

// classConstFunc returns `PyObject* @sp.classconst.get(PyObject* name,
// PyObject* attr, PyObject* getattribute, cache*)`: the miss path of a
// class constant site. It loads the global (NameError if it is gone) and
// its attribute through the class attribute cache inside the site's
// cache, and remembers the global with the module dict's tag read before
// its lookup, so that a lookup that changed the dict misses next time.
// A global found in the builtins (the module's dict lost the name) is
// not remembered: every read of it looks it up.
func (mb *moduleBuilder) classConstFunc() *ir.Func {
	const name = "sp.classconst.get"
	if f := mb.funcNamed(name); f != nil {
		return f
	}
	rt := mb.rt
	f := mb.m.NewFunc(name, runtime.Obj, ir.NewParam("name", runtime.Obj), ir.NewParam("attr", runtime.Obj),
		ir.NewParam("ga", runtime.Obj), ir.NewParam("cache", runtime.ClassConstCachePtr))
	f.Linkage = enum.LinkageInternal
	key, attr, ga, cache := f.Params[0], f.Params[1], f.Params[2], f.Params[3]
	entry, inModule, elsewhere := f.NewBlock("entry"), f.NewBlock("module"), f.NewBlock("elsewhere")
	found, failed := f.NewBlock("found"), f.NewBlock("failed")
	mv := rt.DictVersionTag(entry, entry.NewLoad(runtime.Obj, mb.modDict))
	own := rt.CallC(entry, capi.DictGetItemWithError, entry.NewLoad(runtime.Obj, mb.modDict), key)
	entry.NewCondBr(entry.NewICmp(enum.IPredNE, own, runtime.Null), inModule, elsewhere)
	rt.Incref(inModule, own)
	inModule.NewBr(found)
	// Not in the module's dict: the builtins' (or an error).
	other := elsewhere.NewCall(mb.loadGlobalFunc(), key)
	elsewhere.NewCondBr(elsewhere.NewICmp(enum.IPredEQ, other, runtime.Null), failed, found)
	failed.NewRet(runtime.Null)
	cls := found.NewPhi(ir.NewIncoming(own, inModule), ir.NewIncoming(other, elsewhere))
	v := found.NewCall(rt.ClassAttrFunc(), cls, attr, ga, rt.ClassConstInner(found, cache))
	remember, done := f.NewBlock("remember"), f.NewBlock("done")
	found.NewCondBr(found.NewICmp(enum.IPredEQ, cls, own), remember, done)
	rt.ClassConstFill(remember, cache, mv, cls)
	remember.NewBr(done)
	rt.Decref(done, cls)
	done.NewRet(v)
	return f
}
