// This file implements the table of native entry points a compiled
// module exports to the compiled modules that import it, and the lookup
// an importer does in it.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// InterfaceAttr is the module attribute holding the capsule of the
// table, and InterfaceCapsule the capsule's name: its version is that of
// the table's layout.
const (
	InterfaceAttr    = "__staticpyc_api__"
	InterfaceCapsule = "staticpyc.api.1"
)

// interfaceEntry is one exported entry: its key (typecheck.NativeKey,
// ClassKey, MethodKey, MethodObjKey) and its address.
var interfaceEntry = types.NewStruct(types.I64, types.I8Ptr)

// InterfaceEntry is one entry of the table: a function's native body,
// or the address of the global holding a class object or a method
// object (lower/xmodule.go says which key names what).
type InterfaceEntry struct {
	Key int64
	Ptr constant.Constant
}

// InterfaceTable defines the module's table of exported functions: the
// number of entries, then the entries.
func (r *Runtime) InterfaceTable(entries []InterfaceEntry) *ir.Global {
	var cs []constant.Constant
	for _, e := range entries {
		cs = append(cs, constant.NewStruct(interfaceEntry, constant.NewInt(types.I64, e.Key), constant.NewBitCast(e.Ptr, types.I8Ptr)))
	}
	arr := types.NewArray(uint64(len(cs)), interfaceEntry)
	t := types.NewStruct(types.I64, arr)
	g := r.M.NewGlobalDef("sp.interface", constant.NewStruct(t, constant.NewInt(types.I64, int64(len(cs))), constant.NewArray(arr, cs...)))
	g.Linkage = enum.LinkageInternal
	g.Immutable = true
	return g
}

// ResolveFunc returns `i8* @sp.resolve(PyObject* mod, i64 key)`: the
// native body that mod's interface table lists under key, or NULL — when
// mod has no table (it runs interpreted, or was not built by this
// staticpyc) or lists no function of that signature (it was rebuilt
// since the importer was). It never fails: NULL means "call through the
// module attribute".
func (r *Runtime) ResolveFunc() *ir.Func {
	f, done := r.helper("sp.resolve", types.I8Ptr, ir.NewParam("mod", Obj), ir.NewParam("key", types.I64))
	if done {
		return f
	}
	// Run by the module's import statements, at import: not worth opt's
	// and llc's time.
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline, enum.FuncAttrOptNone)
	mod, key := f.Params[0], f.Params[1]
	entry := f.NewBlock("entry")
	none := f.NewBlock("none")
	none.NewRet(constant.NewNull(types.I8Ptr))
	clear := f.NewBlock("clear")
	r.CallC(clear, capi.ErrClear)
	clear.NewBr(none)
	capsule := r.CallC(entry, capi.ObjectGetAttr, mod, entry.NewLoad(Obj, r.Name(InterfaceAttr)))
	got := f.NewBlock("capsule")
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, capsule, Null), clear, got)
	p := r.CallC(got, capi.CapsuleGetPointer, capsule, r.CString(InterfaceCapsule))
	// The table is static data of mod's extension, which stays loaded.
	r.Decref(got, capsule)
	table := f.NewBlock("table")
	got.NewCondBr(got.NewICmp(enum.IPredEQ, p, Null), clear, table)
	t := types.NewStruct(types.I64, types.NewArray(0, interfaceEntry))
	tp := table.NewBitCast(p, types.NewPointer(t))
	zero32 := constant.NewInt(types.I32, 0)
	n := table.NewLoad(types.I64, table.NewGetElementPtr(t, tp, constant.NewInt(types.I64, 0), zero32))
	head, body, next, hit := f.NewBlock("head"), f.NewBlock("body"), f.NewBlock("next"), f.NewBlock("hit")
	table.NewBr(head)
	i := head.NewPhi(ir.NewIncoming(constant.NewInt(types.I64, 0), table))
	head.NewCondBr(head.NewICmp(enum.IPredSLT, i, n), body, none)
	e := body.NewGetElementPtr(t, tp, constant.NewInt(types.I64, 0), constant.NewInt(types.I32, 1), i)
	k := body.NewLoad(types.I64, body.NewGetElementPtr(interfaceEntry, e, constant.NewInt(types.I64, 0), zero32))
	body.NewCondBr(body.NewICmp(enum.IPredEQ, k, key), hit, next)
	i1 := next.NewAdd(i, constant.NewInt(types.I64, 1))
	next.NewBr(head)
	i.Incs = append(i.Incs, ir.NewIncoming(i1, next))
	hit.NewRet(hit.NewLoad(types.I8Ptr, hit.NewGetElementPtr(interfaceEntry, e, constant.NewInt(types.I64, 0), constant.NewInt(types.I32, 1))))
	return f
}

// InterfaceStaleFunc returns `i32 @sp.interface.stale(PyObject* mod,
// PyObject* globals, i8* format)`, what an import statement calls when
// mod's interface table lacks an entry the importing module (whose dict
// is globals) was built against. It returns 0 when mod has no table: it
// runs interpreted or was not built by staticpyc, and the importer's
// calls go through mod's attributes with Python's semantics. Otherwise
// mod was rebuilt with another interface since the importer was built (a
// stale pair, whose native calls would pass the wrong arguments): it sets
// ImportError(format), format's three %S being the importer's __name__,
// mod's __name__ and the importer's __name__ again, and returns -1.
func (r *Runtime) InterfaceStaleFunc() *ir.Func {
	f, done := r.helper("sp.interface.stale", types.I32, ir.NewParam("mod", Obj), ir.NewParam("globals", Obj), ir.NewParam("format", types.I8Ptr))
	if done {
		return f
	}
	// Run at import, and only for a stale or interpreted module.
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline, enum.FuncAttrOptNone, enum.FuncAttrCold)
	mod, globals, format := f.Params[0], f.Params[1], f.Params[2]
	entry, none, stale := f.NewBlock("entry"), f.NewBlock("none"), f.NewBlock("stale")
	table := r.CallC(entry, capi.ObjectGetAttr, mod, entry.NewLoad(Obj, r.Name(InterfaceAttr)))
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, table, Null), none, stale)
	r.CallC(none, capi.ErrClear)
	none.NewRet(constant.NewInt(types.I32, 0))
	r.Decref(stale, table)
	// mod's __name__, or mod itself when it has none (a module object
	// always has one).
	name := r.CallC(stale, capi.ObjectGetAttr, mod, stale.NewLoad(Obj, r.Name("__name__")))
	anon, named, raise := f.NewBlock("anon"), f.NewBlock("named"), f.NewBlock("raise")
	stale.NewCondBr(stale.NewICmp(enum.IPredEQ, name, Null), anon, named)
	r.CallC(anon, capi.ErrClear)
	r.Incref(anon, mod)
	anon.NewBr(raise)
	named.NewBr(raise)
	modName := raise.NewPhi(ir.NewIncoming(mod, anon), ir.NewIncoming(name, named))
	var importer value.Value = r.CallC(raise, capi.DictGetItemString, globals, r.CString("__name__"))
	importer = raise.NewSelect(raise.NewICmp(enum.IPredEQ, importer, Null), r.None(), importer)
	r.CallC(raise, capi.ErrFormat, r.Exc(raise, "PyExc_ImportError"), format, importer, modName, importer)
	r.Decref(raise, modName)
	raise.NewRet(constant.NewInt(types.I32, -1))
	return f
}
