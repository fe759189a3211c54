// This file implements the native descriptor of typed object fields, as
// CinderX's typed descriptors (StaticPython/descrs.c): a slot of a static
// class declared `name: str` (or a module class, Optional of either, a
// builtin container) accepts only what its type accepts when it is
// stored through attribute assignment — from Python, or from untyped
// code in the module — raising CinderX's `TypeError: expected 'str', got
// 'NoneType' for attribute 'name'`. Typed code stores at the slot's
// offset what it has already cast, and reads there; reads through the
// descriptor, and deletes, are the slot's own member descriptor's, which
// this one wraps (so messages, and the check that the object has the
// slot, are CPython's own). The interpreted runtime gives the same
// behaviour with a property over the member (_classes.checked_fields).

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// A typed field descriptor: the object header, then the slot's member
// descriptor (a reference), the field's name (a reference), the check
// of a stored value (an `i1 (ptr)` function of the module that made the
// class) and the expected type's name (a C string of that module), for
// the message. The offsets count from the end of the header.
const (
	tfMember   = 0
	tfName     = 8
	tfCheck    = 16
	tfExpected = 24
	tfFields   = 32
)

// TypedFieldCheckType is the signature of a field's check: whether a
// value (never NULL) may be stored.
var TypedFieldCheckType = types.NewFunc(types.I1, Obj)

// TypedFieldType is the slot of the descriptor type, created once per
// module at import by the modules that have typed object fields.
func (r *Runtime) TypedFieldType() *ir.Global {
	return r.descriptorType("typedfield", "__static__.TypedField", tfFields, r.typedFieldDealloc(), r.TypedFieldGet(), r.typedFieldSet())
}

// InitTypedField fills d, a descriptor just allocated from
// TypedFieldType, for field name of a class whose slot's member
// descriptor is member: a stored value must pass check, and the error
// names expected.
func (r *Runtime) InitTypedField(b *ir.Block, d, member, name value.Value, check *ir.Func, expected string) {
	at := func(off int64, t types.Type) value.Value {
		return fieldPtr(b, d, r.ABI.SizeofObject+off, t)
	}
	r.Incref(b, member)
	b.NewStore(member, at(tfMember, Obj))
	r.Incref(b, name)
	b.NewStore(name, at(tfName, Obj))
	b.NewStore(b.NewBitCast(check, types.I8Ptr), at(tfCheck, types.I8Ptr))
	b.NewStore(r.CString(expected), at(tfExpected, types.I8Ptr))
}

// TypedFieldMemberOffset is, for a typed field descriptor d, the byte
// offset of its slot in the instance (the member's PyMemberDef's).
func (r *Runtime) TypedFieldMemberOffset(b *ir.Block, d value.Value) value.Value {
	member := loadField(b, d, r.ABI.SizeofObject+tfMember, Obj)
	def := loadField(b, member, r.ABI.OffsetMemberDescrDef, types.I8Ptr)
	return loadField(b, def, r.ABI.OffsetMemberDefOffset, types.I64)
}

func (r *Runtime) typedFieldDealloc() *ir.Func {
	f, done := r.helper("sp.typedfield.dealloc", types.Void, ir.NewParam("self", Obj))
	if done {
		return f
	}
	self := f.Params[0]
	b := f.NewBlock("entry")
	tp := r.TypeOf(b, self)
	r.Decref(b, loadField(b, self, r.ABI.SizeofObject+tfMember, Obj))
	r.Decref(b, loadField(b, self, r.ABI.SizeofObject+tfName, Obj))
	r.CallC(b, capi.ObjectFree, self)
	r.Decref(b, tp)
	b.NewRet(nil)
	return f
}

// TypedFieldGet is __get__: the descriptor itself from the class (as
// CinderX's), else the member's read of the slot. The attribute caches
// recognize a typed field by it (attrcache.go): a load reads its slot at
// the member's offset.
func (r *Runtime) TypedFieldGet() *ir.Func {
	f, done := r.helper("sp.typedfield.get", Obj, ir.NewParam("self", Obj), ir.NewParam("obj", Obj), ir.NewParam("type", Obj))
	if done {
		return f
	}
	self, obj, tp := f.Params[0], f.Params[1], f.Params[2]
	b := f.NewBlock("entry")
	itself, read := f.NewBlock("itself"), f.NewBlock("read")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, obj, Null), itself, read)
	r.Incref(itself, self)
	itself.NewRet(self)
	member := loadField(read, self, r.ABI.SizeofObject+tfMember, Obj)
	get := loadField(read, r.TypeOf(read, member), r.ABI.OffsetTypeDescrGet, types.I8Ptr)
	fn := read.NewBitCast(get, types.NewPointer(types.NewFunc(Obj, Obj, Obj, Obj)))
	read.NewRet(read.NewCall(fn, member, obj, tp))
	return f
}

// typedFieldSet is __set__ and __delete__ (value NULL): a value its
// check refuses raises CinderX's TypeError; the rest is the member's.
func (r *Runtime) typedFieldSet() *ir.Func {
	f, done := r.helper("sp.typedfield.set", types.I32, ir.NewParam("self", Obj), ir.NewParam("obj", Obj), ir.NewParam("value", Obj))
	if done {
		return f
	}
	self, obj, v := f.Params[0], f.Params[1], f.Params[2]
	b := f.NewBlock("entry")
	check, store, bad := f.NewBlock("check"), f.NewBlock("store"), f.NewBlock("bad")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, v, Null), store, check)
	fp := loadField(check, self, r.ABI.SizeofObject+tfCheck, types.I8Ptr)
	ok := check.NewCall(check.NewBitCast(fp, types.NewPointer(TypedFieldCheckType)), v)
	check.NewCondBr(ok, store, bad)
	r.RaiseFormat(bad, "PyExc_TypeError", "expected '%s', got '%s' for attribute '%U'",
		loadField(bad, self, r.ABI.SizeofObject+tfExpected, types.I8Ptr), r.TypeName(bad, v),
		loadField(bad, self, r.ABI.SizeofObject+tfName, Obj))
	bad.NewRet(constant.NewInt(types.I32, -1))
	member := loadField(store, self, r.ABI.SizeofObject+tfMember, Obj)
	set := loadField(store, r.TypeOf(store, member), r.ABI.OffsetTypeDescrSet, types.I8Ptr)
	fn := store.NewBitCast(set, types.NewPointer(types.NewFunc(types.I32, Obj, Obj, Obj)))
	store.NewRet(store.NewCall(fn, member, obj, v))
	return f
}
