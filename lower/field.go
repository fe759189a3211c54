// This file implements the fast path of primitive fields. A primitive
// field (`x: double` in a class body) is the runtime's PrimField data
// descriptor, which keeps the value, converted to its primitive and
// boxed (an exact int or float), in the instance dict; going through the descriptor from compiled code
// runs Python code on every read and write. When the object is exactly
// the class the checker typed it as, compiled code reads and writes the
// instance dict itself, with what the descriptor would store: the same
// object in the same place, so Python sees no difference. Anything else
// (a subclass instance, no dict yet, an int too large for the quick
// conversion) takes the descriptor.

package lower

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/primitives"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/runtime/capi"
	"github.com/staticpyc/staticpyc/typecheck"
)

// fastField is a primitive field that compiled code may access directly
// on instances of exactly class: the slot holding the class object, the
// field's name and primitive.
type fastField struct {
	class *ir.Global
	cache *ir.Global // runtime.FieldCacheType
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
					return fastField{class: fb.mb.classSlot(ct.Info), cache: fb.mb.fieldCache(ct.Info, name), name: name, prim: p}, true
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
	name := "sp.classobj." + ci.Name
	if mb.info.Foreign(ci) {
		name = "sp.classobj." + ci.Module + "." + ci.Name
	}
	g := mb.m.NewGlobalDef(name, runtime.Null)
	g.Linkage = enum.LinkageInternal
	mb.classSlots[ci] = g
	return g
}

// fieldCache is the lookup cache of field name on instances of ci.
func (mb *moduleBuilder) fieldCache(ci *typecheck.ClassInfo, name string) *ir.Global {
	key := ci.Name + "." + name
	if mb.info.Foreign(ci) {
		key = ci.Module + "." + key
	}
	if g, ok := mb.fieldCaches[key]; ok {
		return g
	}
	g := mb.rt.NewFieldCache("sp.fieldcache." + key)
	mb.fieldCaches[key] = g
	return g
}

// fieldItem returns the object obj's dict holds for f (borrowed), having
// branched to slow when there is none to use.
func (fb *fnBuilder) fieldItem(obj value.Value, f fastField, slow *ir.Block) value.Value {
	rt := fb.rt
	item := fb.b.NewCall(rt.FieldItemFunc(), obj, fb.load(f.class), fb.load(rt.Name(f.name)), f.cache)
	found := fb.block("field.found")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, item, runtime.Null), slow, found)
	fb.b = found
	return item
}

// loadField reads primitive field f of obj (an object typed as f's class).
func (fb *fnBuilder) loadField(obj val, f fastField, ln int) val {
	t := typecheck.PrimOf(f.prim)
	slow, done := fb.block("field.get.slow"), fb.block("field.get.done")
	item := fb.fieldItem(obj.v, f, slow)
	fast := fb.primValue(item, f.prim, ln)
	fastFrom := fb.b
	fb.b.NewBr(done)

	fb.b = slow
	r := fb.callC(capi.ObjectGetAttr, ln, obj.v, fb.load(fb.rt.Name(f.name)))
	viaDescr := fb.coerce(r, t, ln)
	slowFrom := fb.b
	fb.b.NewBr(done)

	fb.b = done
	return val{v: fb.phi(llvmType(t), []value.Value{fast.v, viaDescr.v}, []*irBlock{fastFrom, slowFrom}), t: t}
}

// primValue unboxes item (borrowed): directly when it is exactly the
// runtime's class for p (a float, or an int of at most one digit, as
// PrimField stores them), else through the general unboxing.
func (fb *fnBuilder) primValue(item value.Value, p *primitives.Prim, ln int) val {
	t := typecheck.PrimOf(p)
	if !p.IsFloat() && !p.IsInt() {
		return fb.coerce(val{v: item, t: typecheck.Dynamic}, t, ln)
	}
	rt := fb.rt
	direct, general, done := fb.block("field.direct"), fb.block("field.unbox"), fb.block("field.value")
	var exact value.Value = fb.b.NewICmp(enum.IPredEQ, rt.TypeOf(fb.b, item), boxedClass(rt, p))
	if p.IsInt() {
		exact = fb.b.NewAnd(exact, rt.LongIsCompact(fb.b, item))
	}
	fb.b.NewCondBr(exact, direct, general)
	fb.b = direct
	var v value.Value
	if p.IsFloat() {
		v = fb.b.NewLoad(types.Double, rt.FloatValuePtr(fb.b, item))
		if p.Bits == 32 {
			v = fb.b.NewFPTrunc(v, types.Float)
		}
	} else {
		v = fb.convertPrim(rt.LongCompactValue(fb.b, item), primitives.Int64, p)
	}
	directFrom := fb.b
	fb.b.NewBr(done)
	fb.b = general
	g := fb.coerce(val{v: item, t: typecheck.Dynamic}, t, ln)
	generalFrom := fb.b
	fb.b.NewBr(done)
	fb.b = done
	return val{v: fb.phi(llvmType(t), []value.Value{v, g.v}, []*irBlock{directFrom, generalFrom}), t: t}
}

// storeField writes v (of f's primitive type) into field f of obj: in
// place when the dict's object can take it, else through the descriptor.
func (fb *fnBuilder) storeField(obj val, f fastField, v val, ln int) {
	rt := fb.rt
	slow, done := fb.block("field.set.slow"), fb.block("field.set.done")
	if f.prim.IsInt() || f.prim.IsFloat() {
		item := fb.fieldItem(obj.v, f, slow)
		fb.updateInPlace(item, f, v.v, done)
	}
	fb.b.NewBr(slow)
	fb.b = slow
	b := fb.boxed(v, ln)
	fb.callCReleasing(capi.ObjectSetAttr, ln, []val{b}, obj.v, fb.load(rt.Name(f.name)), b.v)
	fb.b.NewBr(done)
	fb.b = done
}

// updateInPlace branches to done after writing v into item, the object
// the field holds, when nothing but the instance dict refers to it
// (reference count 1) and it is exactly the field's boxed class: no
// one can see the object change, and a store costs no allocation. For an
// int, the old and the new value must both be one nonzero digit, so the
// object keeps the size it was allocated with. Otherwise it continues in
// a new block (the caller then stores through the descriptor).
func (fb *fnBuilder) updateInPlace(item value.Value, f fastField, v value.Value, done *ir.Block) {
	rt := fb.rt
	alloc := fb.block("field.set.new")
	check := fb.block("field.set.sole")
	sameClass := fb.b.NewICmp(enum.IPredEQ, rt.TypeOf(fb.b, item), boxedClass(rt, f.prim))
	fb.b.NewCondBr(sameClass, check, alloc)
	fb.b = check
	refcnt := rt.Refcnt(fb.b, item)
	sole := fb.b.NewICmp(enum.IPredEQ, refcnt, i64(1))
	write := fb.block("field.set.inplace")
	fb.b.NewCondBr(sole, write, alloc)
	fb.b = write
	if f.prim.IsFloat() {
		x := v
		if f.prim.Bits == 32 {
			x = fb.b.NewFPExt(v, types.Double)
		}
		fb.b.NewStore(x, rt.FloatValuePtr(fb.b, item))
		fb.b.NewBr(done)
		fb.b = alloc
		return
	}
	x, small := fb.intDigit(f.prim, v)
	oldNonzero := fb.b.NewXor(rt.LongIsZero(fb.b, item), constant.True)
	fits := fb.b.NewAnd(small, fb.b.NewAnd(oldNonzero, fb.b.NewICmp(enum.IPredNE, x, i64(0))))
	store := fb.block("field.set.digit")
	fb.b.NewCondBr(fits, store, alloc)
	fb.b = store
	rt.LongStoreCompact(fb.b, item, x)
	fb.b.NewBr(done)
	fb.b = alloc
}

// boxedClass is the exact class PrimField keeps a value of the int or
// float primitive p as in the instance dict: int or float.
func boxedClass(rt *runtime.Runtime, p *primitives.Prim) value.Value {
	if p.IsFloat() {
		return rt.Object("PyFloat_Type")
	}
	return rt.Object("PyLong_Type")
}

// intDigit widens v, an int primitive, to i64 (as the bits of a uint64),
// and says whether |v| fits one digit.
func (fb *fnBuilder) intDigit(p *primitives.Prim, v value.Value) (x, small value.Value) {
	base := fb.rt.LongDigitBase()
	if !p.Signed && p.Bits == 64 {
		return v, fb.b.NewICmp(enum.IPredULT, v, i64(base))
	}
	x = fb.convertPrim(v, p, primitives.Int64)
	small = fb.b.NewICmp(enum.IPredULT, fb.b.NewAdd(x, i64(base-1)), i64(2*base-1))
	return x, small
}

// slotField is a field kept in a slot of a slotted class: its byte
// offset, which is the same in every subclass (layouts append), the
// primitive it holds raw (nil: an object reference) and its name.
type slotField struct {
	offset int64
	prim   *primitives.Prim
	name   string
	owner  *typecheck.ClassInfo
	// direct says obj is a proven instance of owner (proven.go): the
	// slot is read and written with no guard.
	direct bool
}

// slotFieldOf says whether obj.name, with obj typed as a module class,
// is a slot of it or of a base: a slotted class declares it, and no
// class between binds the name in its body (which would hide the slot).
func (fb *fnBuilder) slotFieldOf(obj parser.Expr, name string) (slotField, bool) {
	ct, ok := typecheck.IsClass(fb.mb.info.TypeOf(obj))
	if !ok {
		return slotField{}, false
	}
	for k := ct.Info; k != nil; k = k.Base {
		if k.Attrs[name] && !k.Slotted {
			return slotField{}, false
		}
		if !k.Slotted {
			continue
		}
		for _, n := range k.Slots {
			if n == name && k.CachedPropertySlot(name) {
				// The slot of a cached property, which the property
				// reads and fills: not a field.
				return slotField{}, false
			}
			if n == name {
				f := slotField{offset: slotOffset(fb.rt, k, name), name: name, owner: k}
				if n, isName := obj.(*parser.Name); isName {
					// (a name narrowed to a subclass reads the subclass's
					// slots guarded: only the parameter's class is proven)
					if pc, ok := fb.provenParams()[n.Id]; ok && (pc == k || derives(pc, k)) {
						f.direct = true
					}
				}
				if p, isPrim := typecheck.IsPrim(k.Fields[name]); isPrim {
					f.prim = p
				}
				return f, true
			}
		}
	}
	return slotField{}, false
}

// slotOffset is the byte offset of slot name of slotted class ci (its
// own or a base's): every base's slots come first, each class's sorted.
func slotOffset(rt *runtime.Runtime, ci *typecheck.ClassInfo, name string) int64 {
	off, ok := slotOffsetOf(rt, ci, name)
	if !ok {
		panic("internal error: lower: " + name + " is not a slot of " + ci.Name)
	}
	return off
}

// slotOffsetOf is slotOffset, and whether name is a slot at all.
func slotOffsetOf(rt *runtime.Runtime, ci *typecheck.ClassInfo, name string) (int64, bool) {
	if !ci.Slotted {
		return 0, false
	}
	var chain []*typecheck.ClassInfo
	for k := ci; k != nil; k = k.Base {
		chain = append([]*typecheck.ClassInfo{k}, chain...)
	}
	i := 0
	for _, k := range chain {
		for _, n := range k.Slots {
			if n == name {
				return rt.SlotOffset(i), true
			}
			i++
		}
	}
	return 0, false
}

// slotGuard branches to slow unless obj is an instance of the slot's
// class (exactly it, the common case, by one compare): a receiver the
// checker typed may still be anything when it is self of a method called
// through the class from Python, and the slot must not be read there.
// A direct subclass's instance (its tp_base is the class, which then
// exists) passes inline too; any other type asks the class's
// out-of-line test (slotDerivesFunc): one call instead of the dozen
// blocks of the deeper walk at every site, which opt and llc would
// otherwise optimize at each of them.
func (fb *fnBuilder) slotGuard(obj value.Value, f slotField, slow *ir.Block) {
	rt := fb.rt
	cls := fb.load(fb.mb.classSlot(f.owner))
	tp := rt.TypeOf(fb.b, obj)
	fast, sub, deeper := fb.block("slot.fast"), fb.block("slot.subtype"), fb.block("slot.deeper")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, tp, cls), fast, sub)
	fb.b = sub
	direct := fb.b.NewAnd(fb.b.NewICmp(enum.IPredEQ, rt.TypeBase(fb.b, tp), cls), fb.b.NewICmp(enum.IPredNE, cls, runtime.Null))
	fb.b.NewCondBr(direct, fast, deeper)
	fb.b = deeper
	fb.mb.slotGuards++
	seen := fb.mb.m.NewGlobalDef(fmt.Sprintf("sp.slotguard.%d", fb.mb.slotGuards), runtime.Null)
	seen.Linkage = enum.LinkageInternal
	derives := fb.b.NewCall(fb.slotDerivesFunc(f.owner), tp, seen)
	fb.b.NewCondBr(derives, fast, slow)
	fb.b = fast
}

// slotDerivesFunc emits, once per class k, `i1 @sp.slot.derives.N(tp,
// seen)`: whether type tp derives from k (whose class object may not
// exist yet, then false), for a site whose cache of the last subclass
// that passed is *seen. A type whose tp_base, or its base's (up to three
// classes up), is k derives from it — a site that sees instances of
// several subclasses (a list of tasks of four classes) passes in a few
// loads. Deeper, the site remembers the last subclass that passed
// (holding a reference, so its address cannot be reused by another
// type), as a receiver's type rarely changes from call to call; a type
// whose vtable (vtable.go) has k in its bitmap derives from it; any
// other type asks PyType_IsSubtype, which walks its MRO.
func (fb *fnBuilder) slotDerivesFunc(k *typecheck.ClassInfo) *ir.Func {
	mb := fb.mb
	if f, ok := mb.slotDerives[k]; ok {
		return f
	}
	rt := fb.rt
	f := mb.m.NewFunc(fmt.Sprintf("sp.slot.derives.%d", len(mb.slotDerives)), types.I1,
		ir.NewParam("tp", runtime.Obj), ir.NewParam("seen", runtime.ObjPtr))
	f.Linkage = enum.LinkageInternal
	// Called only off the exact-type path: not worth a copy per site.
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline)
	mb.slotDerives[k] = f
	tp, seen := f.Params[0], f.Params[1]
	entry, yes, no := f.NewBlock("entry"), f.NewBlock("yes"), f.NewBlock("no")
	yes.NewRet(constant.True)
	no.NewRet(constant.False)
	cls := entry.NewLoad(runtime.Obj, mb.classSlot(k))
	walk := f.NewBlock("walk")
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, cls, runtime.Null), no, walk)
	remembered := f.NewBlock("remembered")
	b, up := walk, value.Value(tp)
	for i := 0; i < 3; i++ {
		up = rt.TypeBase(b, up)
		next := f.NewBlock(fmt.Sprintf("base.%d", i))
		b.NewCondBr(b.NewICmp(enum.IPredEQ, up, cls), yes, next)
		b = next
		if i < 2 {
			deeper := f.NewBlock(fmt.Sprintf("deeper.%d", i))
			b.NewCondBr(b.NewICmp(enum.IPredEQ, up, runtime.Null), remembered, deeper)
			b = deeper
		}
	}
	b.NewBr(remembered)
	table, ask, passed := f.NewBlock("table"), f.NewBlock("ask"), f.NewBlock("passed")
	remembered.NewCondBr(remembered.NewICmp(enum.IPredEQ, tp, remembered.NewLoad(runtime.Obj, seen)), yes, table)
	if _, ours := mb.vtableInfo().index[k]; ours && !mb.info.Foreign(k) {
		in, from := fb.vtableDerivesIn(f, table, tp, k)
		from.NewCondBr(in, yes, ask)
	} else {
		table.NewBr(ask)
	}
	is := rt.CallC(ask, capi.TypeIsSubtype, tp, cls)
	ask.NewCondBr(ask.NewICmp(enum.IPredNE, is, i32(0)), passed, no)
	old := passed.NewLoad(runtime.Obj, seen)
	rt.Incref(passed, tp)
	passed.NewStore(tp, seen)
	rt.XDecref(passed, old)
	passed.NewBr(yes)
	return f
}

// loadSlot reads slot field f of obj: the raw primitive, or the object
// (a new reference), NULL being CPython's AttributeError for an unset
// slot; an object not of the slot's class takes attribute lookup.
func (fb *fnBuilder) loadSlot(obj val, f slotField, ln int) val {
	return fb.loadSlotAs(obj, f, nil, ln)
}

// loadSlotAs is loadSlot giving an object slot's value type as (not
// dynamic) where the slot is read (trustedSlotType), and casting to it
// what attribute lookup answers instead.
func (fb *fnBuilder) loadSlotAs(obj val, f slotField, as typecheck.Type, ln int) val {
	if f.direct {
		return fb.loadSlotDirectAs(obj, f, as, ln)
	}
	slow, done := fb.block("slot.get.slow"), fb.block("slot.get.done")
	fb.slotGuard(obj.v, f, slow)
	fast := fb.loadSlotDirectAs(obj, f, as, ln)
	if f.prim == nil {
		fb.consume(fast)
	}
	fastFrom := fb.b
	fb.b.NewBr(done)
	fb.b = slow
	r := fb.callC(capi.ObjectGetAttr, ln, obj.v, fb.load(fb.rt.Name(f.name)))
	t := fast.t
	viaAttr := fb.coerce(r, t, ln)
	if f.prim == nil {
		fb.consume(viaAttr)
	}
	slowFrom := fb.b
	fb.b.NewBr(done)
	fb.b = done
	v := fb.phi(llvmType(t), []value.Value{fast.v, viaAttr.v}, []*irBlock{fastFrom, slowFrom})
	if f.prim == nil {
		return fb.produce(v, t)
	}
	return val{v: v, t: t}
}

// loadSlotDirect is loadSlot on an object known to have the slot.
func (fb *fnBuilder) loadSlotDirect(obj val, f slotField, ln int) val {
	return fb.loadSlotDirectAs(obj, f, nil, ln)
}

// loadSlotDirectAs is loadSlotAs on an object known to have the slot.
func (fb *fnBuilder) loadSlotDirectAs(obj val, f slotField, as typecheck.Type, ln int) val {
	rt := fb.rt
	if f.prim != nil {
		st := runtime.SlotStorage(f.prim)
		var v value.Value = fb.b.NewLoad(st, rt.SlotPtr(fb.b, obj.v, f.offset, st))
		if f.prim.Kind == primitives.Bool {
			v = fb.b.NewICmp(enum.IPredNE, v, constant.NewInt(types.I8, 0))
		}
		return val{v: v, t: typecheck.PrimOf(f.prim)}
	}
	v := fb.b.NewLoad(runtime.Obj, rt.SlotPtr(fb.b, obj.v, f.offset, runtime.Obj))
	unset, set, done := fb.block("slot.unset"), fb.block("slot.set"), fb.block("slot.done")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, v, runtime.Null), unset, set)
	// An unset slot: the ordinary lookup raises CPython's own message
	// (3.13 names the type with its module), or a __getattr__ answers.
	fb.b = unset
	var r value.Value = fb.callCHandled(capi.ObjectGetAttr, obj.v, fb.load(fb.rt.Name(f.name)))
	fb.errorIf(fb.b.NewICmp(enum.IPredEQ, r, runtime.Null), ln)
	if as != nil {
		// What a __getattr__ answers is not the slot's: cast.
		c := fb.coerce(fb.produce(r, typecheck.Dynamic), as, ln)
		fb.consume(c)
		r = c.v
	} else {
		as = typecheck.Dynamic
	}
	fromUnset := fb.b
	fb.b.NewBr(done)
	fb.b = set
	rt.Incref(fb.b, v)
	fb.b.NewBr(done)
	fb.b = done
	got := fb.b.NewPhi(ir.NewIncoming(r, fromUnset), ir.NewIncoming(v, set))
	return fb.produce(got, as)
}

// trustedSlotType is t, the type of a read of object slot f, when the
// read needs no cast: the slot is one of this module's classes' whose
// typed descriptor (typedfield.go: the same fields installTypedFields
// covers) checks every store that does not come from typed code, as
// CinderX trusts a field's declared type on LOAD_FIELD. Nothing else
// writes there: typed code stores what it has cast, and no instance can
// change its class to one whose own descriptors reach the slot
// (runtime/slots.go SealLayoutFunc). Nil when the read must cast: a
// primitive slot, a field of another module's class or of a type the
// descriptor does not check, a read whose type narrows the field's.
func (fb *fnBuilder) trustedSlotType(f slotField, t typecheck.Type) typecheck.Type {
	k := f.owner
	if f.prim != nil || fb.mb.info.Foreign(k) || !k.Slotted || k.CachedPropertySlot(f.name) {
		return nil
	}
	declared, ok := k.Fields[f.name]
	if !ok || !sameType(declared, t) {
		return nil
	}
	if _, checked := fb.mb.fieldCheckOf(declared); !checked {
		return nil
	}
	return t
}

// sameType says whether a and b are the same type: the same object, or
// Optional of the same.
func sameType(a, b typecheck.Type) bool {
	if a == b {
		return true
	}
	oa, okA := a.(*typecheck.OptionalType)
	ob, okB := b.(*typecheck.OptionalType)
	return okA && okB && oa.Inner == ob.Inner
}

// storeSlot writes v into slot field f of obj: v converted to the
// primitive, or v's reference (consumed) in place of the old one.
func (fb *fnBuilder) storeSlot(obj val, f slotField, v val, ln int) {
	rt := fb.rt
	if f.prim != nil {
		v = fb.coerce(v, typecheck.PrimOf(f.prim), ln)
	} else {
		v = fb.own(fb.boxed(v, ln))
	}
	if f.direct {
		fb.storeSlotDirect(obj, f, v)
		return
	}
	slow, done := fb.block("slot.set.slow"), fb.block("slot.set.done")
	fb.slotGuard(obj.v, f, slow)
	if f.prim != nil {
		fb.storeSlotDirect(obj, f, v)
		fb.b.NewBr(done)
		fb.b = slow
		b := fb.boxed(v, ln)
		fb.callC(capi.ObjectSetAttr, ln, obj.v, fb.load(rt.Name(f.name)), b.v)
		fb.release(b)
		fb.b.NewBr(done)
		fb.b = done
		return
	}
	// The slot takes v's reference on the fast path; attribute
	// assignment takes one of its own, so the slow path drops v's.
	at := rt.SlotPtr(fb.b, obj.v, f.offset, runtime.Obj)
	old := fb.b.NewLoad(runtime.Obj, at)
	fb.b.NewStore(v.v, at)
	rt.XDecref(fb.b, old)
	fb.b.NewBr(done)
	fb.b = slow
	fb.callC(capi.ObjectSetAttr, ln, obj.v, fb.load(rt.Name(f.name)), v.v)
	rt.Decref(fb.b, v.v)
	fb.b.NewBr(done)
	fb.b = done
	fb.consume(v)
}

// storeSlotDirect is storeSlot on an object known to have the slot, v
// already converted (a primitive) or owned (an object, consumed).
func (fb *fnBuilder) storeSlotDirect(obj val, f slotField, v val) {
	rt := fb.rt
	if f.prim != nil {
		x := v.v
		if f.prim.Kind == primitives.Bool {
			x = fb.b.NewZExt(x, types.I8)
		}
		st := runtime.SlotStorage(f.prim)
		fb.b.NewStore(x, rt.SlotPtr(fb.b, obj.v, f.offset, st))
		return
	}
	at := rt.SlotPtr(fb.b, obj.v, f.offset, runtime.Obj)
	old := fb.b.NewLoad(runtime.Obj, at)
	fb.b.NewStore(v.v, at)
	rt.XDecref(fb.b, old)
	fb.consume(v)
}
