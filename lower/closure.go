// This file implements nested functions and lambdas: their function
// objects, and the cells through which they share variables with the
// functions around them.

package lower

import (
	"strconv"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/runtime/capi"
	"github.com/staticpyc/staticpyc/typecheck"
)

// cellOf returns the cell holding v in this function, or nil when v is
// an ordinary local.
func (fb *fnBuilder) cellOf(v *typecheck.Var) value.Value {
	if c, ok := fb.freeCells[v]; ok {
		return c
	}
	if s, ok := fb.ownCells[v]; ok {
		return fb.b.NewLoad(runtime.Obj, s)
	}
	return nil
}

// loadCell reads a captured variable (a new reference), raising as
// CPython does when it is unbound.
func (fb *fnBuilder) loadCell(v *typecheck.Var, cell value.Value, ln int) val {
	x := fb.callCInfallible(capi.CellGet, cell)
	unbound, ok := fb.block("cellunbound"), fb.block("cellbound")
	unlikely(fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, x, runtime.Null), unbound, ok))
	fb.b = unbound
	fb.raiseUnbound(v.Name, fb.decl != nil && fb.decl.IsFree(v))
	fb.raiseHere(ln)
	fb.b = ok
	return fb.produce(x, v.Type)
}

// storeCell binds a captured variable (v is consumed; NULL unbinds).
func (fb *fnBuilder) storeCell(cell value.Value, v val, ln int) {
	fb.callC(capi.CellSet, ln, cell, v.v)
	fb.release(v)
}

// methodDef returns the PyMethodDef of a nested function.
func (mb *moduleBuilder) methodDef(d *typecheck.FuncDecl) *ir.Global {
	name := mb.nativeName(d) + ".methoddef"
	for _, g := range mb.m.Globals {
		if g.GlobalName == name { // not Name(): see funcNamed
			return g
		}
	}
	g := mb.m.NewGlobalDef(name, mb.rt.MethodDef(d.Name, mb.wrapperFunc(d), mb.methodDoc(d)))
	g.Linkage = enum.LinkageInternal
	return g
}

// binderOf loads decl's shared binder (NULL for a function without one),
// which its function object keeps for __defaults__ and __annotations__.
func (mb *moduleBuilder) binderOf(b *ir.Block, decl *typecheck.FuncDecl) value.Value {
	slot, ok := mb.binders[decl]
	if !ok {
		return runtime.Null
	}
	return b.NewLoad(runtime.Obj, slot)
}

// makeFunction creates the function object of a nested def or lambda:
// a builtin function whose self is (binder, cells...). Defaults are
// evaluated now, as Python evaluates them when the def runs.
func (fb *fnBuilder) makeFunction(d *typecheck.FuncDecl, ln int) val {
	rt := fb.rt
	binder := val{v: fb.load(fb.mb.binders[d]), t: typecheck.Dynamic}
	if len(d.Def.Args.Defaults) > 0 || hasKwDefaults(d.Def.Args) {
		binder = fb.freshBinder(d, binder.v, ln)
	} else if len(d.Free) == 0 {
		modName := fb.moduleNameNow(ln)
		f := fb.checkNull(rt.NewMethodFunction(fb.b, constant.NewBitCast(fb.mb.methodDef(d), types.I8Ptr), modName.v, binder.v, fb.mb.vectorcallEntry(d), d.Coroutine && !d.AsyncGen), typecheck.Dynamic, ln)
		fb.release(modName)
		return f
	}
	self := fb.callC(capi.TupleNew, ln, i64(int64(1+len(d.Free)))).as(typecheck.TupleObj)
	binder = fb.own(binder)
	fb.consume(binder)
	// A fresh tuple at an index in range: SetItem cannot fail.
	fb.setFreshItem(capi.TupleSetItem, self.v, 0, binder.v)
	for i, v := range d.Free {
		cell := fb.cellOf(v)
		if cell == nil {
			panic("internal error: lower: no cell for " + v.Name + " at line " + strconv.Itoa(ln))
		}
		rt.Incref(fb.b, cell)
		fb.setFreshItem(capi.TupleSetItem, self.v, i+1, cell)
	}
	modName := fb.moduleNameNow(ln)
	// Of the module's function type: binds as a method, as a Python function does.
	f := fb.checkNull(rt.NewFunction(fb.b, constant.NewBitCast(fb.mb.methodDef(d), types.I8Ptr), self.v, modName.v, fb.mb.binderOf(fb.b, d), fb.mb.vectorcallEntry(d), d.Coroutine && !d.AsyncGen), typecheck.Dynamic, ln)
	fb.release(modName)
	fb.release(self)
	return f
}

// moduleNameNow reads the module's __name__ where a def or class
// statement runs, as CPython's function and class bodies read it from
// their globals: "__main__" under `staticpyc run`, not the name the
// module was built as.
func (fb *fnBuilder) moduleNameNow(ln int) val {
	if fb.decl == nil {
		return fb.callC(capi.ModuleGetNameObject, ln, fb.b.NewLoad(runtime.Obj, fb.mb.modSelf))
	}
	// A function is lowered before the module body holds the module
	// (sp.self): the global __name__, through the site cache a global
	// read has (a dict lookup per def cost 120 instructions per closure
	// made in a loop). A module always has __name__ in its dict.
	return fb.globalLoad("__name__", typecheck.Dynamic, ln)
}

func hasKwDefaults(a *parser.Arguments) bool {
	for _, d := range a.KwDefaults {
		if d != nil {
			return true
		}
	}
	return false
}

// freshBinder makes a binder for this execution of the def: the shared
// binder's code with the defaults evaluated now.
func (fb *fnBuilder) freshBinder(d *typecheck.FuncDecl, shared value.Value, ln int) val {
	rt := fb.rt
	code := fb.callC(capi.ObjectGetAttr, ln, shared, fb.load(rt.Name("__code__")))
	globals := fb.callC(capi.ObjectGetAttr, ln, shared, fb.load(rt.Name("__globals__")))
	fn := fb.callC(capi.FunctionNew, ln, code.v, globals.v)
	fb.release(globals)
	fb.release(code)
	for _, attr := range []string{"__name__", "__qualname__"} {
		s := d.Name
		if attr == "__qualname__" {
			s = d.QualName
		}
		fb.callC(capi.ObjectSetAttr, ln, fn.v, fb.load(rt.Name(attr)), fb.load(rt.Str(s)))
	}
	fb.setDefaultsOn(d, fn.v)
	return fn
}

// nestedDef lowers a def inside a function: create the function object,
// apply the decorators, bind the name.
func (fb *fnBuilder) nestedDef(s *parser.FunctionDef) {
	d := fb.mb.info.FuncOf[s]
	ln := line(s)
	decorators := fb.runtimeDecorators(s.Decorators)
	f := fb.makeFunction(d, ln)
	for i := len(decorators) - 1; i >= 0; i-- {
		argv := fb.alloca(runtime.Obj)
		fb.b.NewStore(f.v, argv)
		g := fb.callC(capi.ObjectVectorcall, ln, decorators[i].v, argv, i64(1), runtime.Null)
		fb.release(f)
		fb.release(decorators[i])
		f = g
	}
	name := &parser.Name{Span: s.Span, Id: s.Name, Ctx: parser.Store}
	fb.storeRef(fb.mb.info.DefTarget[s], name, f, ln)
}

// storeRef binds v (consumed) to what a name refers to.
func (fb *fnBuilder) storeRef(ref any, n *parser.Name, v val, ln int) {
	if lv, ok := ref.(*typecheck.Var); ok {
		if cell := fb.cellOf(lv); cell != nil {
			fb.storeCell(cell, fb.own(v), ln)
			return
		}
		if s, ok := fb.slots[lv]; ok {
			v = fb.own(v)
			fb.replaceSlot(s, v)
			return
		}
	}
	if _, ok := ref.(*typecheck.ClassAttr); ok && fb.classNS != nil {
		fb.nsSet(fb.classNS, n.Id, v.v, ln)
		fb.release(v)
		return
	}
	fb.storeGlobal(n.Id, v, ln)
}
