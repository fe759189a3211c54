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
// returned through the object, against a declared module class or
// builtin object type ret (or Optional of one): an instance of it (None
// for Optional) passes, anything else raises CinderX's
// TypeError("unexpected return type from D.f, expected B, got int";
// "expected Optional[B]"). Other types leave r for the caller's cast.
func (fb *fnBuilder) overrideClassResult(r val, obj value.Value, name string, ret typecheck.Type, ln int) val {
	inner, orNone := ret, false
	if o, ok := ret.(*typecheck.OptionalType); ok {
		inner, orNone = o.Inner, true
	}
	var ci *typecheck.ClassInfo
	var builtin *typecheck.Object
	expected := ""
	switch t := inner.(type) {
	case *typecheck.ClassType:
		ci, expected = t.Info, t.Info.Name
	case *typecheck.Object:
		if t == typecheck.Dynamic || t == typecheck.ObjectT || t == typecheck.NoneObj || t.Literal != nil {
			return r
		}
		builtin, expected = t, t.Name
	default:
		return r
	}
	if orNone {
		expected = "Optional[" + expected + "]"
	}
	fb.mb.castSites++
	test := func(b *ir.Block) (value.Value, *ir.Block) {
		if builtin != nil {
			saved := fb.b
			fb.b = b
			ok := fb.isInstance(r.v, builtin)
			done := fb.b
			fb.b = saved
			return ok, done
		}
		return fb.mb.isClassInstance(fb.f, b, r.v, ci, "overridecast"+strconv.Itoa(fb.mb.castSites), !fb.mb.info.Foreign(ci))
	}
	var good value.Value
	if orNone {
		isNone := fb.b.NewICmp(enum.IPredEQ, r.v, fb.rt.None())
		from, notNone := fb.b, fb.block("override.notnone")
		ok, done := test(notNone)
		joined := fb.block("override.tested")
		from.NewCondBr(isNone, joined, notNone)
		done.NewBr(joined)
		fb.b = joined
		good = joined.NewPhi(ir.NewIncoming(constant.True, from), ir.NewIncoming(ok, done))
	} else {
		ok, done := test(fb.b)
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
