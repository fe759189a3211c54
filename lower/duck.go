// This file implements the duck call of a plain module's methods: Python
// runs `Base.m(obj)` (or `B.m = A.m; B().m()`) on any obj, but a compiled
// method's body assumes its self is an instance of its class (it reads
// fields and caches by that class). When the entry check finds another
// object, the method runs interpreted instead: its def, compiled from the
// module's source inside a class of the same name (so that super() and
// name mangling mean what they mean in the class), with the module's
// globals and its class as __class__. It is made on the first such call
// and kept. A Static Python module keeps CinderX's rule: the check raises
// TypeError.

package lower

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/runtime/capi"
	"github.com/staticpyc/staticpyc/typecheck"
)

// duckMaker names the binder source's function that makes a method's
// interpreted stand-in.
const duckMaker = "__sp_duck__"

// duckMethods are the methods whose self any object may be given: a
// plain module's compiled methods with an unannotated self, in binder
// order (the index is what the stand-in's maker is told).
func (mb *moduleBuilder) duckMethods() []*typecheck.FuncDecl {
	if mb.info.Static {
		return nil
	}
	if mb.ducks == nil {
		mb.ducks = []*typecheck.FuncDecl{}
		for _, decl := range mb.bindable() {
			if decl.Class != nil && len(decl.Params) > 0 && decl.Params[0].Self {
				mb.ducks = append(mb.ducks, decl)
			}
		}
	}
	return mb.ducks
}

// isDuckSelf reports whether p, a parameter of decl, is a self the duck
// call handles.
func (mb *moduleBuilder) isDuckSelf(decl *typecheck.FuncDecl, p *typecheck.Var) bool {
	return p.Self && !mb.info.Static && decl.Class != nil && len(decl.Params) > 0 && decl.Params[0] == p
}

// emitDuckCall ends bad, the block of decl's wrapper core f where self
// failed its class check: the interpreted stand-in is called with the
// bound arguments (f's items, in decl's parameter order) and its result
// is the core's.
func (mb *moduleBuilder) emitDuckCall(f *ir.Func, bad *ir.Block, decl *typecheck.FuncDecl) {
	index := -1
	for i, d := range mb.duckMethods() {
		if d == decl {
			index = i
		}
	}
	if index < 0 {
		panic("lower: duck call of a method without a binder: " + decl.QualName)
	}
	slot := mb.rt.DuckSlot(index)
	owner := bad.NewLoad(runtime.Obj, mb.classSlot(decl.Class))
	r := bad.NewCall(mb.duckCallFunc(), slot, owner, i64(int64(index)), f.Params[1], i64(int64(len(decl.Params))))
	r.Tail = enum.TailTail
	bad.NewRet(r)
}

// duckCallFunc returns sp.duck.call(slot, owner, index, items, n): the
// stand-in in *slot (made by the maker on first use: owner may be NULL
// while the class statement has not finished) called with items[0:n].
func (mb *moduleBuilder) duckCallFunc() *ir.Func {
	if mb.duckCall != nil {
		return mb.duckCall
	}
	rt := mb.rt
	f := mb.m.NewFunc("sp.duck.call", runtime.Obj,
		ir.NewParam("slot", types.NewPointer(runtime.Obj)), ir.NewParam("owner", runtime.Obj),
		ir.NewParam("index", types.I64), ir.NewParam("items", runtime.ObjPtr), ir.NewParam("n", types.I64))
	f.Linkage = enum.LinkageInternal
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrCold, enum.FuncAttrNoInline)
	mb.duckCall = f
	slot, owner, index, items, n := f.Params[0], f.Params[1], f.Params[2], f.Params[3], f.Params[4]
	entry, make, made, call, fail := f.NewBlock("entry"), f.NewBlock("make"), f.NewBlock("made"), f.NewBlock("call"), f.NewBlock("fail")
	fail.NewRet(runtime.Null)
	cached := entry.NewLoad(runtime.Obj, slot)
	entry.NewCondBr(entry.NewICmp(enum.IPredNE, cached, runtime.Null), call, make)

	idx := rt.CallC(make, capi.LongFromLongLong, index)
	haveIdx := f.NewBlock("boxed")
	make.NewCondBr(make.NewICmp(enum.IPredEQ, idx, runtime.Null), fail, haveIdx)
	at := types.NewArray(2, runtime.Obj)
	argv := haveIdx.NewAlloca(at)
	cls := haveIdx.NewSelect(haveIdx.NewICmp(enum.IPredEQ, owner, runtime.Null), rt.None(), owner)
	haveIdx.NewStore(cls, haveIdx.NewGetElementPtr(at, argv, i64(0), i64(0)))
	haveIdx.NewStore(idx, haveIdx.NewGetElementPtr(at, argv, i64(0), i64(1)))
	maker := haveIdx.NewLoad(runtime.Obj, rt.DuckMaker())
	stand := rt.CallC(haveIdx, capi.ObjectVectorcall, maker, haveIdx.NewGetElementPtr(at, argv, i64(0), i64(0)), i64(2), runtime.Null)
	rt.Decref(haveIdx, idx)
	haveIdx.NewCondBr(haveIdx.NewICmp(enum.IPredEQ, stand, runtime.Null), fail, made)
	made.NewStore(stand, slot) // kept for the life of the module
	made.NewBr(call)

	fn := call.NewPhi(ir.NewIncoming(cached, entry), ir.NewIncoming(stand, made))
	call.NewRet(rt.CallC(call, capi.ObjectVectorcall, fn, items, n, runtime.Null))
	return f
}

// duckSource is the binder source's part for the duck call: the module's
// source, the methods' names and def lines by index, and the maker.
func (mb *moduleBuilder) duckSource() string {
	ducks := mb.duckMethods()
	if len(ducks) == 0 {
		return ""
	}
	var defs []string
	for _, d := range ducks {
		defs = append(defs, fmt.Sprintf("(%s, %d)", strconv.Quote(d.Def.Name), d.Def.Line))
	}
	return fmt.Sprintf(`__sp_duck_source__ = %[1]s
__sp_duck_defs__ = [%[2]s]
def %[3]s(owner, index):
    import ast, types
    name, line = __sp_duck_defs__[index]
    tree = ast.parse(__sp_duck_source__, %[4]s)
    for cls in ast.walk(tree):
        if isinstance(cls, ast.ClassDef):
            found = [d for d in cls.body if isinstance(d, (ast.FunctionDef, ast.AsyncFunctionDef)) and d.name == name and line in [d.lineno] + [x.lineno for x in d.decorator_list]]
            if found:
                break
    d = found[0]
    d.decorator_list = []
    holder = ast.parse("class %%s:\n    pass\n" %% cls.name).body[0]
    holder.body = [d]
    mod = ast.Module(body=[holder], type_ignores=[])
    code = compile(mod, %[4]s, "exec", dont_inherit=True)
    body = [k for k in code.co_consts if isinstance(k, types.CodeType)][0]
    co = [k for k in body.co_consts if isinstance(k, types.CodeType) and k.co_name == name][0]
    closure = tuple(types.CellType(owner) for _ in co.co_freevars) or None
    fn = types.FunctionType(co, %[5]s, name, None, closure)
    npos, nkw = co.co_argcount, co.co_kwonlyargcount
    varargs, varkw = co.co_flags & 4, co.co_flags & 8
    if not (nkw or varargs or varkw):
        return fn
    kwnames = co.co_varnames[npos:npos + nkw]
    def call(*vals):
        args, i = vals[:npos], npos
        if varargs:
            args, i = args + vals[i], i + 1
        kw = dict(zip(kwnames, vals[i:i + nkw]))
        if varkw:
            kw.update(vals[i + nkw])
        return fn(*args, **kw)
    return call
`, strconv.Quote(string(mb.src.Source)), strings.Join(defs, ", "), duckMaker, strconv.Quote(mb.sourcePath()), binderGlobals)
}
