// This file implements CheckedDict and CheckedList in compiled code: the
// containers are the interpreted runtime's own classes; compiled code,
// whose element types are proven (or checked on the way in), reads and
// writes them through the dict and list C API directly.

package lower

import (
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/primitives"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/typecheck"
)

// pyTypeExpr is the Python expression, inside the container bootstrap,
// of the class a checker type stands for.
func pyTypeExpr(t typecheck.Type) string {
	switch t := t.(type) {
	case *typecheck.Object:
		switch t {
		case typecheck.Dynamic, typecheck.ObjectT:
			return "object"
		case typecheck.NoneObj:
			return "type(None)"
		}
		return t.Name
	case *typecheck.ArrayType:
		return "_containers.Array[_prims." + t.Elem.Name + "]"
	case *typecheck.CheckedType:
		var ps []string
		for _, p := range t.Params {
			ps = append(ps, pyTypeExpr(p))
		}
		return "_containers." + t.Name + "[" + strings.Join(ps, ", ") + "]"
	}
	return "object"
}

// containerClass is the slot holding a checked container's class.
func (mb *moduleBuilder) containerClass(ct *typecheck.CheckedType) *ir.Global {
	return mb.rt.ContainerClass(pyTypeExpr(ct))
}

// isContainer tests isinstance(o, <the class of ct>).
func (mb *moduleBuilder) isContainer(b *ir.Block, o value.Value, ct *typecheck.CheckedType) value.Value {
	cls := b.NewLoad(runtime.Obj, mb.containerClass(ct))
	sub := b.NewCall(mb.rt.CFunc("PyType_IsSubtype"), mb.rt.TypeOf(b, o), cls)
	return b.NewICmp(enum.IPredNE, sub, i32(0))
}

// checkedLoad lowers d[k] and l[i].
func (fb *fnBuilder) checkedLoad(e *parser.Subscript, ct *typecheck.CheckedType) val {
	obj := fb.expr(e.Value)
	if ct.IsDict() {
		key := fb.exprAs(e.Slice, ct.Key())
		item := fb.b.NewCall(fb.rt.CFunc("PyDict_GetItemWithError"), obj.v, key.v)
		missing, found := fb.block("missing"), fb.block("found")
		fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, item, runtime.Null), missing, found)
		fb.b = missing
		raise := fb.block("keyerror")
		errSet := fb.b.NewCall(fb.rt.CFunc("PyErr_Occurred"))
		fail := fb.block("lookupfailed")
		fb.b.NewCondBr(fb.b.NewICmp(enum.IPredNE, errSet, runtime.Null), fail, raise)
		// KeyError(key), as dict's own subscript raises it.
		fb.b = raise
		args := fb.b.NewCall(fb.rt.CFunc("PyTuple_Pack"), i64(1), key.v)
		fb.b.NewCall(fb.rt.CFunc("PyErr_SetObject"), fb.rt.Exc(fb.b, "PyExc_KeyError"), args)
		fb.rt.XDecref(fb.b, args)
		fb.b.NewBr(fail)
		fb.b = fail
		fb.raiseHere(line(e))
		fb.b.NewBr(found)
		fb.b = found
		fb.rt.Incref(fb.b, item)
		fb.release(key)
		fb.release(obj)
		return fb.produce(item, ct.Elem())
	}
	slot := fb.listItem(obj.v, e.Slice, line(e))
	item := fb.b.NewLoad(runtime.Obj, slot)
	fb.rt.Incref(fb.b, item)
	fb.release(obj)
	return fb.produce(item, ct.Elem())
}

// listItem returns &l->ob_item[i] after the bounds check (negative
// indexes count from the end).
func (fb *fnBuilder) listItem(l value.Value, index parser.Expr, ln int) value.Value {
	i := fb.exprAs(index, typecheck.PrimOf(primitives.Int64)).v
	size := fb.b.NewLoad(types.I64, fb.b.NewBitCast(fb.b.NewGetElementPtr(types.I8, l, i64(16)), types.NewPointer(types.I64)))
	adj := fb.b.NewSelect(fb.b.NewICmp(enum.IPredSLT, i, i64(0)), fb.b.NewAdd(i, size), i)
	fb.raiseIf(fb.b.NewICmp(enum.IPredUGE, adj, size), "PyExc_IndexError", "list index out of range", ln)
	items := fb.b.NewLoad(runtime.ObjPtr, fb.b.NewBitCast(fb.b.NewGetElementPtr(types.I8, l, i64(24)), types.NewPointer(runtime.ObjPtr)))
	return fb.b.NewGetElementPtr(runtime.Obj, items, adj)
}

// checkedStore lowers d[k] = v and l[i] = v; v is consumed.
func (fb *fnBuilder) checkedStore(t *parser.Subscript, ct *typecheck.CheckedType, v val) {
	v = fb.coerce(v, ct.Elem(), line(t))
	obj := fb.expr(t.Value)
	if ct.IsDict() {
		key := fb.exprAs(t.Slice, ct.Key())
		st := fb.b.NewCall(fb.rt.CFunc("PyDict_SetItem"), obj.v, key.v, v.v)
		fb.checkStatus(st, line(t))
		fb.release(key)
		fb.release(obj)
		fb.release(v)
		return
	}
	v = fb.own(v)
	slot := fb.listItem(obj.v, t.Slice, line(t))
	old := fb.b.NewLoad(runtime.Obj, slot)
	fb.b.NewStore(v.v, slot)
	fb.consume(v)
	fb.rt.Decref(fb.b, old)
	fb.release(obj)
}

// checkedFromList turns the list a display or comprehension built into
// the CheckedList its annotation declares (`x: CheckedList[T] = [...]`):
// CheckedList[T](lst), which checks every element on the way in, as the
// interpreted runtime's rewrite of the same statement does.
func (fb *fnBuilder) checkedFromList(lst val, ct *typecheck.CheckedType, ln int) val {
	cls := fb.load(fb.mb.containerClass(ct))
	argv := fb.alloca(types.NewArray(1, runtime.Obj))
	first := fb.b.NewGetElementPtr(types.NewArray(1, runtime.Obj), argv, i64(0), i64(0))
	fb.b.NewStore(lst.v, first)
	r := fb.checkNull(fb.b.NewCall(fb.rt.CFunc("PyObject_Vectorcall"), cls, first, i64(1), runtime.Null), ct, ln)
	fb.release(lst)
	return r
}
