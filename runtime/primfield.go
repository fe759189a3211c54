// This file implements the native descriptor of primitive fields: the
// runtime's PrimField (runtime/python/__static__/_classes.py) written as a
// C-level type, so that code reaching a field through attribute lookup
// (Python callers, untyped receivers in compiled code) does not run a
// Python-level __get__ and __set__ on every access. It behaves as
// PrimField does: the value, converted by the primitive's class on every
// store, lives boxed (the exact int, float or bool Python sees) in the
// instance dict (a missing one is an AttributeError with PrimField's
// message) or, in a slotted class, raw in the field's slot (slots.go),
// where a field never set reads as zero.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/primitives"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// A descriptor object: the object header, then its field's name (str),
// the primitive's runtime class (the conversion), what quick conversion
// applies and, for an int, its range. The offsets count from the end of
// the header (ABI.SizeofObject).
const (
	pfName    = 0
	pfConvert = 8
	pfKind    = 16 // pfKindOther, pfKindDouble or pfKindInt
	pfMin     = 24
	pfMax     = 32
	pfOffset  = 40 // the slot's byte offset; 0: the instance dict
	pfPrim    = 48 // 1 + the primitive's index in primitives.AllPrim
	pfOwner   = 56 // the class whose slot it is (a reference), or NULL
	pfFields  = 64

	pfKindOther  = 0
	pfKindDouble = 1
	pfKindInt    = 2
)

// Type slot ids (Include/typeslots.h) and the default type flags.
const (
	slotTpDealloc  = 52
	slotTpDescrGet = 54
	slotTpDescrSet = 55
)

// PrimFieldType is the slot of the descriptor type, created once per
// module at import.
func (r *Runtime) PrimFieldType() *ir.Global {
	return r.descriptorType("primfield", "__static__.PrimField", pfFields, r.primFieldDealloc(), r.primFieldGet(), r.primFieldSet())
}

// descriptorType is the slot of a data descriptor type of the runtime
// (key names its globals), made from a spec at import: instances of
// fields bytes after the object header, not instantiable from Python.
func (r *Runtime) descriptorType(key, name string, fields int64, dealloc, get, set *ir.Func) *ir.Global {
	return r.constSlot("type:"+key, func(r *Runtime, b *ir.Block) value.Value {
		ptr := types.I8Ptr
		slotT := types.NewStruct(types.I32, ptr)
		slot := func(id int64, f *ir.Func) constant.Constant {
			return constant.NewStruct(slotT, constant.NewInt(types.I32, id), constant.NewBitCast(f, ptr))
		}
		slots := constant.NewArray(types.NewArray(4, slotT),
			slot(slotTpDealloc, dealloc),
			slot(slotTpDescrGet, get),
			slot(slotTpDescrSet, set),
			constant.NewZeroInitializer(slotT))
		sg := r.M.NewGlobalDef("sp."+key+".slots", slots)
		sg.Linkage, sg.Immutable = enum.LinkageInternal, true
		specT := types.NewStruct(ptr, types.I32, types.I32, types.I32, ptr)
		spec := constant.NewStruct(specT,
			r.CString(name).(constant.Constant),
			constant.NewInt(types.I32, r.ABI.SizeofObject+fields), constant.NewInt(types.I32, 0),
			constant.NewInt(types.I32, flagHaveVersionTag|flagDisallowInstantiate),
			constant.NewBitCast(sg, ptr))
		g := r.M.NewGlobalDef("sp."+key+".spec", spec)
		g.Linkage, g.Immutable = enum.LinkageInternal, true
		return r.CallC(b, capi.TypeFromSpec, constant.NewBitCast(g, ptr))
	})
}

// InitPrimField fills d, a descriptor just allocated from PrimFieldType,
// for field name (a str) of primitive p, whose runtime class is convert,
// kept in the slot at byte offset slot of owner's instances (0 and NULL:
// in the instance dict).
func (r *Runtime) InitPrimField(b *ir.Block, d, name, convert value.Value, p *primitives.Prim, slot int64, owner value.Value) {
	at := func(off int64, t types.Type) value.Value {
		return fieldPtr(b, d, r.ABI.SizeofObject+off, t)
	}
	r.Incref(b, name)
	b.NewStore(name, at(pfName, Obj))
	r.Incref(b, convert)
	b.NewStore(convert, at(pfConvert, Obj))
	kind, lo, hi := int64(pfKindOther), int64(0), int64(0)
	switch {
	case p == primitives.Double:
		kind = pfKindDouble
	case p.IsInt() && (p.Signed || p.Bits < 64):
		kind, lo, hi = pfKindInt, p.Min().Int64(), p.Max().Int64()
	}
	b.NewStore(constant.NewInt(types.I64, kind), at(pfKind, types.I64))
	b.NewStore(constant.NewInt(types.I64, lo), at(pfMin, types.I64))
	b.NewStore(constant.NewInt(types.I64, hi), at(pfMax, types.I64))
	b.NewStore(constant.NewInt(types.I64, slot), at(pfOffset, types.I64))
	b.NewStore(constant.NewInt(types.I64, int64(primIndex(p)+1)), at(pfPrim, types.I64))
	if slot != 0 {
		r.Incref(b, owner)
	} else {
		owner = Null
	}
	b.NewStore(owner, at(pfOwner, Obj))
}

// AdoptSlotFunc returns sp.primfield.adopt(d, cls): when cls, a class
// just made, has a slot of d's field from its own __slots__ (written by
// the user; the compiler lays out slots itself only for classes it
// slots), the slot becomes the field's raw storage as a compiled slot
// is (retyped to a C number, which GC traversal skips), so that stores
// are converted and a field never set reads as zero, as the interpreted
// PrimField over the member descriptor gives. Else d keeps the field in
// the instance dict. It cannot fail.
func (r *Runtime) AdoptSlotFunc() *ir.Func {
	f, done := r.helper("sp.primfield.adopt", types.Void, ir.NewParam("d", Obj), ir.NewParam("cls", Obj))
	if done {
		return f
	}
	d, cls := f.Params[0], f.Params[1]
	entry, found, member, own, none := f.NewBlock("entry"), f.NewBlock("found"), f.NewBlock("member"), f.NewBlock("own"), f.NewBlock("none")
	none.NewRet(nil)
	m := r.CallC(entry, capi.TypeLookup, cls, r.pfField(entry, d, pfName, Obj))
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, m, Null), none, found)
	found.NewCondBr(found.NewICmp(enum.IPredEQ, r.TypeOf(found, m), r.Object("PyMemberDescr_Type")), member, none)
	// d_type, right after the object header: the slot is cls's own.
	owner := loadField(member, m, r.ABI.SizeofObject, Obj)
	member.NewCondBr(member.NewICmp(enum.IPredEQ, owner, cls), own, none)
	def := loadField(own, m, r.ABI.OffsetMemberDescrDef, types.I8Ptr)
	own.NewStore(constant.NewInt(types.I32, MemberLongLong), fieldPtr(own, def, r.ABI.OffsetMemberDefType, types.I32))
	own.NewStore(loadField(own, def, r.ABI.OffsetMemberDefOffset, types.I64), fieldPtr(own, d, r.ABI.SizeofObject+pfOffset, types.I64))
	r.Incref(own, cls)
	own.NewStore(cls, fieldPtr(own, d, r.ABI.SizeofObject+pfOwner, Obj))
	own.NewRet(nil)
	return f
}

// slotOwned branches from b to ok when obj is an instance of the slot's
// class, else raises CPython's TypeError for a descriptor applied to the
// wrong object and goes to fail: the descriptor can be called directly on
// anything, and the slot's offset means nothing elsewhere.
func (r *Runtime) slotOwned(f *ir.Func, b *ir.Block, self, obj value.Value, ok, fail *ir.Block) {
	// Block names are the function's labels: one per use.
	tag := b.Name()
	owner := r.pfField(b, self, pfOwner, Obj)
	// The instance's class is the owner, or a direct subclass (a Python
	// subclass, most often), or the MRO says.
	tp := r.TypeOf(b, obj)
	near := b.NewOr(b.NewICmp(enum.IPredEQ, tp, owner), b.NewICmp(enum.IPredEQ, loadField(b, tp, r.ABI.OffsetTypeBase, Obj), owner))
	deeper := f.NewBlock(tag + ".deeper")
	b.NewCondBr(near, ok, deeper)
	sub := r.CallC(deeper, capi.TypeIsSubtype, tp, owner)
	wrong := f.NewBlock(tag + ".wrong")
	deeper.NewCondBr(deeper.NewICmp(enum.IPredNE, sub, constant.NewInt(types.I32, 0)), ok, wrong)
	r.RaiseFormat(wrong, "PyExc_TypeError", "descriptor '%U' for '%s' objects doesn't apply to a '%s' object",
		r.pfField(wrong, self, pfName, Obj), r.typeNameOf(wrong, owner), r.TypeName(wrong, obj))
	wrong.NewBr(fail)
}

// primIndex is p's index in primitives.AllPrim.
func primIndex(p *primitives.Prim) int {
	for i, q := range primitives.AllPrim {
		if q == p {
			return i
		}
	}
	panic("internal error: runtime: unknown primitive " + p.Name)
}

// primSwitch branches from b on the descriptor's primitive to one block
// per primitive, filled by each; other (a code no descriptor holds)
// gets an impossible value.
func (r *Runtime) primSwitch(f *ir.Func, b *ir.Block, self value.Value, other *ir.Block, each func(p *primitives.Prim, b *ir.Block)) {
	code := r.pfField(b, self, pfPrim, types.I64)
	var cases []*ir.Case
	for i, p := range primitives.AllPrim {
		c := f.NewBlock("prim." + p.Name)
		each(p, c)
		cases = append(cases, ir.NewCase(constant.NewInt(types.I64, int64(i+1)), c))
	}
	b.NewSwitch(code, other, cases...)
}

// primSlotGet reads the slot of descriptor self in obj as Python sees a
// primitive field: the exact int, float or bool (CinderX's behaviour,
// and the interpreted runtime's).
func (r *Runtime) primSlotGet(f *ir.Func, b *ir.Block, self, obj value.Value) {
	off := r.pfField(b, self, pfOffset, types.I64)
	at := b.NewGetElementPtr(types.I8, obj, off)
	fail := f.NewBlock("slot.get.fail")
	fail.NewRet(Null)
	r.primSwitch(f, b, self, fail, func(p *primitives.Prim, c *ir.Block) {
		var v value.Value = c.NewLoad(SlotStorage(p), c.NewBitCast(at, types.NewPointer(SlotStorage(p))))
		if p.Kind == primitives.Bool {
			v = c.NewICmp(enum.IPredNE, v, constant.NewInt(types.I8, 0))
		}
		c.NewRet(r.Box(c, p, v))
	})
}

// primSlotSet stores c, the converted value (a new reference, consumed),
// raw into the slot of descriptor self in obj.
func (r *Runtime) primSlotSet(f *ir.Func, b *ir.Block, self, obj, c value.Value) {
	off := r.pfField(b, self, pfOffset, types.I64)
	at := b.NewGetElementPtr(types.I8, obj, off)
	fail := f.NewBlock("slot.set.fail")
	r.Decref(fail, c)
	fail.NewRet(constant.NewInt(types.I32, -1))
	r.primSwitch(f, b, self, fail, func(p *primitives.Prim, blk *ir.Block) {
		u := blk.NewCall(r.UnboxFunc(p), c)
		store := f.NewBlock("slot.set.store." + p.Name)
		blk.NewCondBr(blk.NewExtractValue(u, 1), fail, store)
		var v value.Value = store.NewExtractValue(u, 0)
		if p.Kind == primitives.Bool {
			v = store.NewZExt(v, types.I8)
		}
		store.NewStore(v, store.NewBitCast(at, types.NewPointer(SlotStorage(p))))
		r.Decref(store, c)
		store.NewRet(constant.NewInt(types.I32, 0))
	})
}

func (r *Runtime) pfField(b *ir.Block, self value.Value, off int64, t types.Type) value.Value {
	return loadField(b, self, r.ABI.SizeofObject+off, t)
}

// primFieldDealloc frees a descriptor: its references, its memory, and
// the reference every instance of a heap type holds on its type.
func (r *Runtime) primFieldDealloc() *ir.Func {
	f, done := r.helper("sp.primfield.dealloc", types.Void, ir.NewParam("self", Obj))
	if done {
		return f
	}
	self := f.Params[0]
	b := f.NewBlock("entry")
	tp := r.TypeOf(b, self)
	r.Decref(b, r.pfField(b, self, pfName, Obj))
	r.Decref(b, r.pfField(b, self, pfConvert, Obj))
	r.XDecref(b, r.pfField(b, self, pfOwner, Obj))
	r.CallC(b, capi.ObjectFree, self)
	r.Decref(b, tp)
	b.NewRet(nil)
	return f
}

// primFieldGet is __get__: the descriptor itself from the class, else
// the instance dict's value for the name.
func (r *Runtime) primFieldGet() *ir.Func {
	f, done := r.helper("sp.primfield.get", Obj, ir.NewParam("self", Obj), ir.NewParam("obj", Obj), ir.NewParam("type", Obj))
	if done {
		return f
	}
	self, obj := f.Params[0], f.Params[1]
	b := f.NewBlock("entry")
	itself, lookup := f.NewBlock("itself"), f.NewBlock("lookup")
	b.NewCondBr(b.NewOr(b.NewICmp(enum.IPredEQ, obj, Null), b.NewICmp(enum.IPredEQ, obj, r.None())), itself, lookup)
	r.Incref(itself, self)
	itself.NewRet(self)

	inSlot, inDict := f.NewBlock("slot"), f.NewBlock("dict")
	lookup.NewCondBr(lookup.NewICmp(enum.IPredNE, r.pfField(lookup, self, pfOffset, types.I64), constant.NewInt(types.I64, 0)), inSlot, inDict)
	owned, wrongGet := f.NewBlock("slot.owned"), f.NewBlock("slot.get.wrong")
	wrongGet.NewRet(Null)
	r.slotOwned(f, inSlot, self, obj, owned, wrongGet)
	r.primSlotGet(f, owned, self, obj)
	lookup = inDict
	name := r.pfField(lookup, self, pfName, Obj)
	dp := r.CallC(lookup, capi.ObjectGetDictPtr, obj)
	noDict, hasPtr := f.NewBlock("nodict"), f.NewBlock("dictptr")
	lookup.NewCondBr(lookup.NewICmp(enum.IPredEQ, dp, constant.NewNull(ObjPtr)), noDict, hasPtr)
	r.RaiseFormat(noDict, "PyExc_AttributeError", "'%.100s' object has no attribute '__dict__'", r.TypeName(noDict, obj))
	noDict.NewRet(Null)

	d := hasPtr.NewLoad(Obj, dp)
	missing, probe := f.NewBlock("missing"), f.NewBlock("probe")
	hasPtr.NewCondBr(hasPtr.NewICmp(enum.IPredEQ, d, Null), missing, probe)
	item := r.CallC(probe, capi.DictGetItemWithError, d, name)
	found, absent := f.NewBlock("found"), f.NewBlock("absent")
	probe.NewCondBr(probe.NewICmp(enum.IPredEQ, item, Null), absent, found)
	r.Incref(found, item)
	found.NewRet(item)
	failed := f.NewBlock("failed")
	failed.NewRet(Null)
	absent.NewCondBr(absent.NewICmp(enum.IPredNE, r.CallC(absent, capi.ErrOccurred), Null), failed, missing)
	r.RaiseFormat(missing, "PyExc_AttributeError", "'%s' object has no attribute '%U'", r.TypeName(missing, obj), r.pfField(missing, self, pfName, Obj))
	missing.NewRet(Null)
	return f
}

// primFieldSet is __set__ and __delete__ (value NULL).
func (r *Runtime) primFieldSet() *ir.Func {
	f, done := r.helper("sp.primfield.set", types.I32, ir.NewParam("self", Obj), ir.NewParam("obj", Obj), ir.NewParam("value", Obj))
	if done {
		return f
	}
	self, obj, v := f.Params[0], f.Params[1], f.Params[2]
	i32 := func(n int64) constant.Constant { return constant.NewInt(types.I32, n) }
	i64 := func(n int64) constant.Constant { return constant.NewInt(types.I64, n) }
	b := f.NewBlock("entry")
	fail := f.NewBlock("fail")
	fail.NewRet(i32(-1))
	name := r.pfField(b, self, pfName, Obj)
	del, set := f.NewBlock("delete"), f.NewBlock("set")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, v, Null), del, set)

	// In a slot: zero again. Else del obj.__dict__[name]; a missing key
	// is AttributeError(name).
	slotDel, dictDel := f.NewBlock("delete.slot"), f.NewBlock("delete.indict")
	delOff := r.pfField(del, self, pfOffset, types.I64)
	del.NewCondBr(del.NewICmp(enum.IPredNE, delOff, i64(0)), slotDel, dictDel)
	delOwned := f.NewBlock("delete.owned")
	r.slotOwned(f, slotDel, self, obj, delOwned, fail)
	delOwned.NewStore(i64(0), delOwned.NewBitCast(delOwned.NewGetElementPtr(types.I8, obj, delOff), types.NewPointer(types.I64)))
	delOwned.NewRet(i32(0))
	del = dictDel
	dd := r.CallC(del, capi.ObjectGenericGetDict, obj, Null)
	delDict := f.NewBlock("delete.dict")
	del.NewCondBr(del.NewICmp(enum.IPredEQ, dd, Null), fail, delDict)
	st := r.CallC(delDict, capi.DictDelItem, dd, name)
	r.Decref(delDict, dd)
	delOK, delErr := f.NewBlock("delete.ok"), f.NewBlock("delete.err")
	delDict.NewCondBr(delDict.NewICmp(enum.IPredSLT, st, i32(0)), delErr, delOK)
	delOK.NewRet(i32(0))
	keyErr := f.NewBlock("delete.keyerror")
	delErr.NewCondBr(delErr.NewICmp(enum.IPredNE, r.CallC(delErr, capi.ErrExceptionMatches, r.Exc(delErr, "PyExc_KeyError")), i32(0)), keyErr, fail)
	r.CallC(keyErr, capi.ErrClear)
	r.CallC(keyErr, capi.ErrSetObject, r.Exc(keyErr, "PyExc_AttributeError"), name)
	keyErr.NewRet(i32(-1))

	// obj.__dict__[name] = box(convert(value)): the dict holds the exact
	// int, float or bool Python sees (as CinderX gives it). An exact
	// float for a double, or a one-digit exact int within the range of an
	// int primitive, is that value already and is stored as it is.
	kind := r.pfField(set, self, pfKind, types.I64)
	store := f.NewBlock("store")
	isDouble, notDouble := f.NewBlock("double"), f.NewBlock("notdouble")
	set.NewCondBr(set.NewAnd(set.NewICmp(enum.IPredEQ, kind, i64(pfKindDouble)),
		set.NewICmp(enum.IPredEQ, r.TypeOf(set, v), r.Object("PyFloat_Type"))), isDouble, notDouble)
	r.Incref(isDouble, v)
	isDouble.NewBr(store)

	isInt, general := f.NewBlock("int"), f.NewBlock("general")
	notDouble.NewCondBr(notDouble.NewAnd(notDouble.NewICmp(enum.IPredEQ, kind, i64(pfKindInt)),
		notDouble.NewICmp(enum.IPredEQ, r.TypeOf(notDouble, v), r.Object("PyLong_Type"))), isInt, general)
	compact := f.NewBlock("int.compact")
	isInt.NewCondBr(r.LongIsCompact(isInt, v), compact, general)
	x := r.LongCompactValue(compact, v)
	inRange := compact.NewAnd(compact.NewICmp(enum.IPredSGE, x, r.pfField(compact, self, pfMin, types.I64)),
		compact.NewICmp(enum.IPredSLE, x, r.pfField(compact, self, pfMax, types.I64)))
	same := f.NewBlock("int.same")
	compact.NewCondBr(inRange, same, general)
	r.Incref(same, v)
	same.NewBr(store)

	// Anything else: the primitive's class converts (and raises what it
	// raises), the runtime's box makes the exact value.
	conv := r.pfField(general, self, pfConvert, Obj)
	argv := general.NewAlloca(Obj)
	general.NewStore(v, argv)
	called := r.CallC(general, capi.ObjectVectorcall, conv, argv, i64(1), Null)
	boxing := f.NewBlock("general.box")
	general.NewCondBr(general.NewICmp(enum.IPredEQ, called, Null), fail, boxing)
	boxing.NewStore(called, argv)
	boxFn := boxing.NewLoad(Obj, r.ContainerClass("_prims.box"))
	boxed := r.CallC(boxing, capi.ObjectVectorcall, boxFn, argv, i64(1), Null)
	r.Decref(boxing, called)
	boxing.NewCondBr(boxing.NewICmp(enum.IPredEQ, boxed, Null), fail, store)

	c := store.NewPhi(ir.NewIncoming(v, isDouble), ir.NewIncoming(v, same), ir.NewIncoming(boxed, boxing))
	slotSet, dictSet := f.NewBlock("store.slot"), f.NewBlock("store.indict")
	store.NewCondBr(store.NewICmp(enum.IPredNE, r.pfField(store, self, pfOffset, types.I64), i64(0)), slotSet, dictSet)
	setOwned, setWrong := f.NewBlock("store.owned"), f.NewBlock("store.wrong")
	r.Decref(setWrong, c)
	setWrong.NewRet(i32(-1))
	r.slotOwned(f, slotSet, self, obj, setOwned, setWrong)
	r.primSlotSet(f, setOwned, self, obj, c)
	store = dictSet
	d := r.CallC(store, capi.ObjectGenericGetDict, obj, Null)
	haveDict, noDict := f.NewBlock("store.dict"), f.NewBlock("store.nodict")
	store.NewCondBr(store.NewICmp(enum.IPredEQ, d, Null), noDict, haveDict)
	r.Decref(noDict, c)
	noDict.NewRet(i32(-1))
	res := r.CallC(haveDict, capi.DictSetItem, d, name, c)
	r.Decref(haveDict, c)
	r.Decref(haveDict, d)
	haveDict.NewRet(res)
	return f
}
