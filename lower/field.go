// This file implements the fast path of primitive fields. A primitive
// field (`x: double` in a class body) is the runtime's PrimField data
// descriptor, which keeps the value, converted to its primitive class,
// in the instance dict; going through the descriptor from compiled code
// runs Python code on every read and write. When the object is exactly
// the class the checker typed it as, compiled code reads and writes the
// instance dict itself, with what the descriptor would store: the same
// object in the same place, so Python sees no difference. Anything else
// (a subclass instance, no dict yet, an int too large for the quick
// conversion) takes the descriptor.

package lower

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/primitives"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/typecheck"
)

// fastField is a primitive field that compiled code may access directly
// on instances of exactly class: the slot holding the class object, the
// field's name and primitive.
type fastField struct {
	class *ir.Global
	name  string
	prim  *primitives.Prim
}

// fastFieldOf says whether obj.name, with obj typed as a module class,
// is a primitive field with a PrimField the fast path may bypass: the
// class that declares it installs one (primFields), and no class between
// binds the name in its body (which would hide the descriptor).
func (fb *fnBuilder) fastFieldOf(obj parser.Expr, name string) (fastField, bool) {
	ct, ok := typecheck.IsClass(fb.mb.info.TypeOf(obj))
	if !ok {
		return fastField{}, false
	}
	for k := ct.Info; k != nil; k = k.Base {
		if t, declared := k.Fields[name]; declared {
			p, isPrim := typecheck.IsPrim(t)
			if !isPrim {
				return fastField{}, false
			}
			for _, f := range primFields(k) {
				if f[0] == name {
					return fastField{class: fb.mb.classSlot(ct.Info), name: name, prim: p}, true
				}
			}
			return fastField{}, false
		}
		if k.Attrs[name] {
			return fastField{}, false
		}
	}
	return fastField{}, false
}

// classSlot is the global that holds ci's class object once its class
// statement has run (NULL before), as created, before any decorator.
func (mb *moduleBuilder) classSlot(ci *typecheck.ClassInfo) *ir.Global {
	if g, ok := mb.classSlots[ci]; ok {
		return g
	}
	g := mb.m.NewGlobalDef("sp.classobj."+ci.Name, runtime.Null)
	g.Linkage = enum.LinkageInternal
	mb.classSlots[ci] = g
	return g
}

// instanceDict branches to a block where the object is exactly f's class
// and its instance dict exists (returned, borrowed), or to slow.
func (fb *fnBuilder) instanceDict(obj value.Value, f fastField, slow *ir.Block) value.Value {
	rt := fb.rt
	exact := fb.b.NewICmp(enum.IPredEQ, rt.TypeOf(fb.b, obj), fb.load(f.class))
	hasPtr, hasDict := fb.block("field.dictptr"), fb.block("field.dict")
	fb.b.NewCondBr(exact, hasPtr, slow)
	fb.b = hasPtr
	dp := fb.b.NewCall(rt.CFunc("_PyObject_GetDictPtr"), obj)
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, dp, constant.NewNull(runtime.ObjPtr)), slow, hasDict)
	fb.b = hasDict
	d := fb.b.NewLoad(runtime.Obj, dp)
	ok := fb.block("field.fast")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, d, runtime.Null), slow, ok)
	fb.b = ok
	return d
}

// loadField reads primitive field f of obj (an object typed as f's class).
func (fb *fnBuilder) loadField(obj val, f fastField, ln int) val {
	t := typecheck.PrimOf(f.prim)
	slow, done := fb.block("field.get.slow"), fb.block("field.get.done")
	d := fb.instanceDict(obj.v, f, slow)
	item := fb.b.NewCall(fb.rt.CFunc("PyDict_GetItemWithError"), d, fb.load(fb.rt.Name(f.name)))
	found := fb.block("field.get.found")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, item, runtime.Null), slow, found)
	fb.b = found
	fast := fb.coerce(val{v: item, t: typecheck.Dynamic}, t, ln) // borrowed
	fastFrom := fb.b
	fb.b.NewBr(done)

	fb.b = slow
	r := fb.checkNull(fb.b.NewCall(fb.rt.CFunc("PyObject_GetAttr"), obj.v, fb.load(fb.rt.Name(f.name))), typecheck.Dynamic, ln)
	viaDescr := fb.coerce(r, t, ln)
	slowFrom := fb.b
	fb.b.NewBr(done)

	fb.b = done
	return val{v: fb.phi(llvmType(t), []value.Value{fast.v, viaDescr.v}, []*irBlock{fastFrom, slowFrom}), t: t}
}

// storeField writes v (of f's primitive type) into field f of obj.
func (fb *fnBuilder) storeField(obj val, f fastField, v val, ln int) {
	rt := fb.rt
	if !f.prim.IsInt() && !f.prim.IsFloat() {
		// cbool: its runtime class is not built like an int or a float.
		b := fb.boxed(v, ln)
		st := fb.b.NewCall(rt.CFunc("PyObject_SetAttr"), obj.v, fb.load(rt.Name(f.name)), b.v)
		fb.release(b)
		fb.checkStatus(st, ln)
		return
	}
	slow, done := fb.block("field.set.slow"), fb.block("field.set.done")
	d := fb.instanceDict(obj.v, f, slow)
	fb.updateInPlace(d, f, v.v, done)
	o := fb.newPrimObject(f.prim, v.v, slow, ln)
	st := fb.b.NewCall(rt.CFunc("PyDict_SetItem"), d, fb.load(rt.Name(f.name)), o.v)
	fb.release(o)
	fb.checkStatus(st, ln)
	fb.b.NewBr(done)

	fb.b = slow
	b := fb.boxed(v, ln)
	st = fb.b.NewCall(rt.CFunc("PyObject_SetAttr"), obj.v, fb.load(rt.Name(f.name)), b.v)
	fb.release(b)
	fb.checkStatus(st, ln)
	fb.b.NewBr(done)
	fb.b = done
}

// updateInPlace branches to done after writing v into the object the
// field holds when nothing but the instance dict refers to it (reference
// count 1) and it is exactly the field's primitive class: no one can see
// the object change, and a store then costs no allocation. For an int,
// the old and the new value must both be one nonzero digit, so the
// object's size stays what it was allocated with. Otherwise it falls
// through, in a new block, to building a new object.
func (fb *fnBuilder) updateInPlace(d value.Value, f fastField, v value.Value, done *ir.Block) {
	rt := fb.rt
	alloc := fb.block("field.set.new")
	item := fb.b.NewCall(rt.CFunc("PyDict_GetItemWithError"), d, fb.load(rt.Name(f.name)))
	hasItem, check := fb.block("field.set.item"), fb.block("field.set.sole")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, item, runtime.Null), alloc, hasItem)
	fb.b = hasItem
	sameClass := fb.b.NewICmp(enum.IPredEQ, rt.TypeOf(fb.b, item), fb.load(rt.ContainerClass("_prims."+f.prim.Name)))
	fb.b.NewCondBr(sameClass, check, alloc)
	fb.b = check
	refcnt := fb.b.NewLoad(types.I64, fb.b.NewBitCast(item, types.NewPointer(types.I64)))
	sole := fb.b.NewICmp(enum.IPredEQ, refcnt, i64(1))
	write := fb.block("field.set.inplace")
	fb.b.NewCondBr(sole, write, alloc)
	fb.b = write
	at := func(off int64, t types.Type) value.Value {
		return fb.b.NewBitCast(fb.b.NewGetElementPtr(types.I8, item, i64(off)), types.NewPointer(t))
	}
	if f.prim.IsFloat() {
		x := v
		if f.prim.Bits == 32 {
			x = fb.b.NewFPExt(v, types.Double)
		}
		fb.b.NewStore(x, at(16, types.Double)) // ob_fval
		fb.b.NewBr(done)
		fb.b = alloc
		return
	}
	x, neg, small := fb.intDigit(f.prim, v)
	oldSize := fb.b.NewLoad(types.I64, at(16, types.I64))
	fits := fb.b.NewAnd(small, fb.b.NewAnd(fb.b.NewICmp(enum.IPredNE, oldSize, i64(0)), fb.b.NewICmp(enum.IPredNE, x, i64(0))))
	store := fb.block("field.set.digit")
	fb.b.NewCondBr(fits, store, alloc)
	fb.b = store
	fb.b.NewStore(fb.b.NewSelect(neg, i64(-1), i64(1)), at(16, types.I64))
	fb.b.NewStore(fb.b.NewTrunc(fb.b.NewSelect(neg, fb.b.NewSub(i64(0), x), x), types.I32), at(24, types.I32))
	fb.b.NewBr(done)
	fb.b = alloc
}

// intDigit widens v, an int primitive, to i64 (as the bits of a uint64),
// and says whether it is negative and whether |v| fits one 30-bit digit.
func (fb *fnBuilder) intDigit(p *primitives.Prim, v value.Value) (x, neg, small value.Value) {
	if !p.Signed && p.Bits == 64 {
		return v, constant.False, fb.b.NewICmp(enum.IPredULT, v, i64(1<<30))
	}
	x = fb.convertPrim(v, p, primitives.Int64)
	neg = fb.b.NewICmp(enum.IPredSLT, x, i64(0))
	small = fb.b.NewICmp(enum.IPredULT, fb.b.NewAdd(x, i64(1<<30-1)), i64(1<<31-1))
	return x, neg, small
}

// newPrimObject makes the instance of the runtime's primitive class that
// PrimField's conversion would store for v, the way CPython's
// float_subtype_new and long_subtype_new build one: allocated by the
// class, with the value copied in. An int that needs more than one digit
// branches to slow instead. p is an int or a float primitive.
func (fb *fnBuilder) newPrimObject(p *primitives.Prim, v value.Value, slow *ir.Block, ln int) val {
	rt := fb.rt
	cls := fb.load(rt.ContainerClass("_prims." + p.Name))
	if p.IsFloat() {
		o := fb.checkNull(fb.b.NewCall(rt.CFunc("PyType_GenericAlloc"), cls, i64(0)), typecheck.Dynamic, ln)
		x := v
		if p.Bits == 32 {
			x = fb.b.NewFPExt(v, types.Double)
		}
		// PyFloatObject.ob_fval follows the 16-byte object header.
		fb.b.NewStore(x, fb.b.NewBitCast(fb.b.NewGetElementPtr(types.I8, o.v, i64(16)), types.NewPointer(types.Double)))
		return o
	}
	// One 30-bit digit holds |x| < 2**30.
	x, neg, small := fb.intDigit(p, v)
	ok := fb.block("field.int")
	fb.b.NewCondBr(small, ok, slow)
	fb.b = ok
	mag := fb.b.NewSelect(neg, fb.b.NewSub(i64(0), x), x)
	nonzero := fb.b.NewZExt(fb.b.NewICmp(enum.IPredNE, x, i64(0)), types.I64)
	o := fb.checkNull(fb.b.NewCall(rt.CFunc("PyType_GenericAlloc"), cls, nonzero), typecheck.Dynamic, ln)
	// PyLongObject: ob_size (the signed digit count) at 16, digits at 24.
	size := fb.b.NewSelect(neg, i64(-1), nonzero)
	fb.b.NewStore(size, fb.b.NewBitCast(fb.b.NewGetElementPtr(types.I8, o.v, i64(16)), types.NewPointer(types.I64)))
	fb.b.NewStore(fb.b.NewTrunc(mag, types.I32), fb.b.NewBitCast(fb.b.NewGetElementPtr(types.I8, o.v, i64(24)), types.NewPointer(types.I32)))
	return o
}
