// This file implements the check of what a typed method call returns when
// it went through the object instead of a native body: a Python override
// in a subclass, a method patched on a @mutable class. The typed caller
// relies on the declared return type, so the value is checked as
// CinderX's vtable thunks check it (_PyClassLoader_CheckReturnType in its
// StaticPython/functype.c): an integer primitive takes an int in range, a
// cbool a bool, a double a float or an int; anything else raises
// TypeError("unexpected return type from P.area, expected int64, got
// float"), an int out of range OverflowError("… got out-of-range int
// (256)"). The interpreted runtime checks the same (_rt.ret_check).

package lower

import (
	"strconv"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/primitives"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/runtime/capi"
	"github.com/staticpyc/staticpyc/typecheck"
)

// overrideResult converts r, an object a call of method name on receiver
// obj returned through the object, to the method's declared type ret,
// raising CinderX's errors where the value does not have it. An object
// type leaves r as it is, for the caller's cast (coerce).
func (fb *fnBuilder) overrideResult(r val, obj value.Value, name string, ret typecheck.Type, ln int) val {
	p, ok := typecheck.IsPrim(ret)
	if !ok {
		return fb.overrideClassResult(r, obj, name, ret, ln)
	}
	rt := fb.rt
	prefix := "unexpected return type from %.200s." + escapePercent(name) + ", expected " + p.Name + ", got "
	var good value.Value
	flags := rt.TypeFlags(fb.b, rt.TypeOf(fb.b, r.v))
	isLong := fb.b.NewICmp(enum.IPredNE, fb.b.NewAnd(flags, i64(runtime.FlagLong)), i64(0))
	switch p.Kind {
	case primitives.Int:
		good = isLong
	case primitives.Bool:
		good = fb.b.NewICmp(enum.IPredEQ, rt.TypeOf(fb.b, r.v), rt.Object("PyBool_Type"))
	default:
		good = fb.b.NewOr(isLong, rt.IsInstanceOf(fb.b, r.v, "PyFloat_Type"))
	}
	bad, cont := fb.block("override.badresult"), fb.block("override.result")
	likely(fb.b.NewCondBr(good, cont, bad))
	fb.b = bad
	rt.RaiseFormat(fb.b, "PyExc_TypeError", prefix+"%.200s", rt.TypeName(fb.b, obj), rt.TypeName(fb.b, r.v))
	fb.raiseHere(ln)
	fb.b.NewBr(cont)
	fb.b = cont
	u := fb.b.NewCall(rt.UnboxFunc(p), r.v)
	if p.Kind == primitives.Int {
		// An int that does not fit: the unboxing's OverflowError becomes
		// CinderX's, which names the method and the value.
		over, fits := fb.block("override.overflow"), fb.block("override.fits")
		unlikely(fb.b.NewCondBr(fb.b.NewExtractValue(u, 1), over, fits))
		fb.b = over
		rt.CallC(fb.b, capi.ErrClear)
		rt.RaiseFormat(fb.b, "PyExc_OverflowError", prefix+"out-of-range int (%R)", rt.TypeName(fb.b, obj), r.v)
		fb.raiseHere(ln)
		fb.b.NewBr(fits)
		fb.b = fits
		out := fb.b.NewExtractValue(u, 0)
		fb.release(r)
		return val{v: out, t: typecheck.PrimOf(p)}
	}
	out := fb.checkResult(u, ln)
	fb.release(r)
	return val{v: out, t: typecheck.PrimOf(p)}
}

// overrideClassResult checks r, what a call of method name on obj
// returned through the object, against a declared module class ret (or
// Optional of one): a subclass instance (None for Optional) passes,
// anything else raises CinderX's TypeError("unexpected return type from
// D.f, expected B, got int"; "expected Optional[B]"). Other types leave r
// for the caller's cast.
func (fb *fnBuilder) overrideClassResult(r val, obj value.Value, name string, ret typecheck.Type, ln int) val {
	var ci *typecheck.ClassInfo
	orNone := false
	switch t := ret.(type) {
	case *typecheck.ClassType:
		ci = t.Info
	case *typecheck.OptionalType:
		if ct, ok := typecheck.IsClass(t.Inner); ok {
			ci, orNone = ct.Info, true
		}
	}
	if ci == nil {
		return r
	}
	expected := ci.Name
	if orNone {
		expected = "Optional[" + ci.Name + "]"
	}
	fb.mb.castSites++
	var good value.Value
	if orNone {
		isNone := fb.b.NewICmp(enum.IPredEQ, r.v, fb.rt.None())
		from, test := fb.b, fb.block("override.notnone")
		ok, done := fb.mb.isClassInstance(fb.f, test, r.v, ci, "overridecast"+strconv.Itoa(fb.mb.castSites), !fb.mb.info.Foreign(ci))
		joined := fb.block("override.tested")
		from.NewCondBr(isNone, joined, test)
		done.NewBr(joined)
		fb.b = joined
		good = joined.NewPhi(ir.NewIncoming(constant.True, from), ir.NewIncoming(ok, done))
	} else {
		ok, done := fb.mb.isClassInstance(fb.f, fb.b, r.v, ci, "overridecast"+strconv.Itoa(fb.mb.castSites), !fb.mb.info.Foreign(ci))
		fb.b = done
		good = ok
	}
	bad, cont := fb.block("override.badresult"), fb.block("override.result")
	likely(fb.b.NewCondBr(good, cont, bad))
	fb.b = bad
	msg := "unexpected return type from %.200s." + escapePercent(name) + ", expected " + escapePercent(expected) + ", got %.200s"
	fb.rt.RaiseFormat(fb.b, "PyExc_TypeError", msg, fb.rt.TypeName(fb.b, obj), fb.rt.TypeName(fb.b, r.v))
	fb.raiseHere(ln)
	fb.b.NewBr(cont)
	fb.b = cont
	return r
}
