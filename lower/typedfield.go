// This file installs the typed descriptors of object fields
// (runtime/typedfield.go): a slot of a static class declared with a
// builtin object type, a class of the module, or Optional of either
// checks what attribute assignment stores into it, as CinderX's typed
// descriptors do. The interpreted runtime checks the same fields
// (_rewrite.py's _object_fields, _classes.checked_fields): a type whose
// cast is a run-time test here is one the runtime's casts test too.

package lower

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/runtime/capi"
	"github.com/staticpyc/staticpyc/typecheck"
)

// fieldCheck is what a typed object field accepts: a builtin type or a
// class of the module (one of the two set), and None too when optional.
type fieldCheck struct {
	builtin  *typecheck.Object
	class    *typecheck.ClassInfo
	optional bool
}

// fieldCheckOf returns the check of a field declared t, and whether it
// has one: other types (dynamic, object, unions, protocols, checked
// containers, another module's classes) store anything, as before.
func (mb *moduleBuilder) fieldCheckOf(t typecheck.Type) (fieldCheck, bool) {
	var c fieldCheck
	if o, ok := t.(*typecheck.OptionalType); ok {
		c.optional, t = true, o.Inner
	}
	if ct, ok := typecheck.IsClass(t); ok && ct.Info != nil && !mb.info.Foreign(ct.Info) {
		c.class = ct.Info
		return c, true
	}
	if o, ok := t.(*typecheck.Object); ok && o != typecheck.NoneObj && builtinTests[o] != nil {
		c.builtin = o
		return c, true
	}
	return fieldCheck{}, false
}

// expected is the type a refused value is reported against (CinderX
// names the type, Optional or not).
func (c fieldCheck) expected() string {
	if c.class != nil {
		return c.class.Name
	}
	return c.builtin.Name
}

// fieldCheckFunc returns, once per check, `i1 @sp.fieldcheck.N(ptr v)`.
func (mb *moduleBuilder) fieldCheckFunc(c fieldCheck) *ir.Func {
	if f, ok := mb.fieldChecks[c]; ok {
		return f
	}
	rt := mb.rt
	f := mb.m.NewFunc(fmt.Sprintf("sp.fieldcheck.%d", len(mb.fieldChecks)), types.I1, ir.NewParam("v", runtime.Obj))
	f.Linkage = enum.LinkageInternal
	mb.fieldChecks[c] = f
	v := f.Params[0]
	entry, test := f.NewBlock("entry"), f.NewBlock("test")
	if c.optional {
		yes := f.NewBlock("none")
		yes.NewRet(constant.True)
		entry.NewCondBr(entry.NewICmp(enum.IPredEQ, v, rt.None()), yes, test)
	} else {
		entry.NewBr(test)
	}
	if c.class != nil {
		ok, done := mb.isClassInstance(f, test, v, c.class, "field", true)
		done.NewRet(ok)
	} else {
		test.NewRet(builtinTests[c.builtin](rt, test, v))
	}
	return f
}

// installTypedFields replaces, on cls (class ci, just made), the member
// descriptor of each of ci's own slots declared with a checked type by
// a typed descriptor over it.
func (fb *fnBuilder) installTypedFields(ci *typecheck.ClassInfo, cls value.Value, ln int) {
	rt := fb.rt
	for _, n := range ci.Slots {
		t, declared := ci.Fields[n]
		if !declared || ci.CachedPropertySlot(n) {
			continue
		}
		c, ok := fb.mb.fieldCheckOf(t)
		if !ok {
			continue
		}
		name := fb.load(rt.Name(n))
		// The slot's member, which sp.slot.bind just found where it was
		// compiled to be (borrowed from the class's dict).
		member := rt.CallC(fb.b, capi.TypeLookup, cls, name)
		d := fb.callC(capi.TypeGenericAlloc, ln, fb.load(rt.TypedFieldType()), i64(0))
		rt.InitTypedField(fb.b, d.v, member, name, fb.mb.fieldCheckFunc(c), c.expected())
		fb.callC(capi.ObjectSetAttr, ln, cls, name, d.v)
		fb.release(d)
	}
}
