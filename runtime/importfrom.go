// This file implements the helper behind `from m import name`.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// ImportFromFunc returns `PyObject* @sp.import_from(PyObject* mod,
// PyObject* name)`, a new reference to the name `from mod import name`
// binds, or NULL with an exception, as CPython's IMPORT_FROM: the
// attribute, else (a circular import, where the package's attribute is
// not set yet) the submodule sys.modules holds as "<mod.__name__>.name",
// else ImportError with CPython's message, which says "partially
// initialized module" while mod's body is still running.
func (r *Runtime) ImportFromFunc() *ir.Func {
	f, done := r.helper("sp.import_from", Obj, ir.NewParam("mod", Obj), ir.NewParam("name", Obj))
	if done {
		return f
	}
	// Run by import statements, once each at import for the module's
	// own (in a function, each time, next to the import machinery it
	// calls): not worth opt's and llc's time (≈5% of a small module's).
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline, enum.FuncAttrOptNone)
	mod, name := f.Params[0], f.Params[1]
	isNull := func(b *ir.Block, v *ir.InstCall) value.Value { return b.NewICmp(enum.IPredEQ, v, Null) }
	entry := f.NewBlock("entry")
	fail := f.NewBlock("fail")
	fail.NewRet(Null)
	v := r.CallC(entry, capi.ObjectGetAttr, mod, name)
	hit, miss := f.NewBlock("hit"), f.NewBlock("miss")
	entry.NewCondBr(isNull(entry, v), miss, hit)
	hit.NewRet(v)
	attrErr := f.NewBlock("attrerror")
	miss.NewCondBr(miss.NewICmp(enum.IPredNE, r.CallC(miss, capi.ErrExceptionMatches, r.Exc(miss, "PyExc_AttributeError")), constant.NewInt(types.I32, 0)), attrErr, fail)
	r.CallC(attrErr, capi.ErrClear)

	// pkgname = mod.__name__, when it is a str.
	pkg := r.CallC(attrErr, capi.ObjectGetAttr, mod, attrErr.NewLoad(Obj, r.Name("__name__")))
	noPkg, gotPkg, strPkg := f.NewBlock("nopkg"), f.NewBlock("gotpkg"), f.NewBlock("strpkg")
	attrErr.NewCondBr(isNull(attrErr, pkg), noPkg, gotPkg)
	r.CallC(noPkg, capi.ErrClear)
	notStr := f.NewBlock("notstr")
	gotPkg.NewCondBr(hasFlag(gotPkg, r.TypeFlags(gotPkg, r.TypeOf(gotPkg, pkg)), FlagUnicode), strPkg, notStr)
	r.Decref(notStr, pkg)

	// sys.modules["<pkgname>.<name>"].
	full := r.CallC(strPkg, capi.UnicodeFromFormat, r.CString("%U.%U"), pkg, name)
	look, fullFail := f.NewBlock("look"), f.NewBlock("fullfail")
	strPkg.NewCondBr(isNull(strPkg, full), fullFail, look)
	r.Decref(fullFail, pkg)
	fullFail.NewBr(fail)
	sub := r.CallC(look, capi.ImportGetModule, full)
	r.Decref(look, full)
	found, absent := f.NewBlock("found"), f.NewBlock("absent")
	look.NewCondBr(isNull(look, sub), absent, found)
	r.Decref(found, pkg)
	found.NewRet(sub)
	lookErr, missing := f.NewBlock("lookerror"), f.NewBlock("missing")
	absent.NewCondBr(isNull(absent, r.CallC(absent, capi.ErrOccurred)), missing, lookErr)
	r.Decref(lookErr, pkg)
	lookErr.NewBr(fail)

	// The ImportError: pkgname (or NULL) and where the module is.
	raise := f.NewBlock("raise")
	noPkg.NewBr(raise)
	notStr.NewBr(raise)
	missing.NewBr(raise)
	pkgOrNull := raise.NewPhi(ir.NewIncoming(Null, noPkg), ir.NewIncoming(Null, notStr), ir.NewIncoming(pkg, missing))
	shown := raise.NewSelect(raise.NewICmp(enum.IPredEQ, pkgOrNull, Null), raise.NewLoad(Obj, r.Str("<unknown module name>")), pkgOrNull)
	path := r.CallC(raise, capi.ModuleGetFilename, mod)
	unknown, located := f.NewBlock("unknown"), f.NewBlock("located")
	raise.NewCondBr(isNull(raise, path), unknown, located)
	r.CallC(unknown, capi.ErrClear)
	done1 := f.NewBlock("raised")
	r.setImportError(unknown, done1, r.CallC(unknown, capi.UnicodeFromFormat, r.CString("cannot import name %R from %R (unknown location)"), name, shown), pkgOrNull, Null)

	// "partially initialized" while mod.__spec__._initializing is true.
	spec := r.CallC(located, capi.ObjectGetAttr, mod, located.NewLoad(Obj, r.Name("__spec__")))
	noSpec, gotSpec, pick := f.NewBlock("nospec"), f.NewBlock("gotspec"), f.NewBlock("pick")
	located.NewCondBr(isNull(located, spec), noSpec, gotSpec)
	r.CallC(noSpec, capi.ErrClear)
	noSpec.NewBr(pick)
	ini := r.CallC(gotSpec, capi.ObjectGetAttr, spec, gotSpec.NewLoad(Obj, r.Name("_initializing")))
	r.Decref(gotSpec, spec)
	noIni, gotIni := f.NewBlock("noinit"), f.NewBlock("gotinit")
	gotSpec.NewCondBr(isNull(gotSpec, ini), noIni, gotIni)
	r.CallC(noIni, capi.ErrClear)
	noIni.NewBr(pick)
	truth := r.CallC(gotIni, capi.ObjectIsTrue, ini)
	r.Decref(gotIni, ini)
	truthErr, truthOK := f.NewBlock("trutherror"), f.NewBlock("truthok")
	gotIni.NewCondBr(gotIni.NewICmp(enum.IPredSLT, truth, constant.NewInt(types.I32, 0)), truthErr, truthOK)
	r.CallC(truthErr, capi.ErrClear)
	truthErr.NewBr(pick)
	truthOK.NewBr(pick)
	zero := constant.NewInt(types.I32, 0)
	initializing := pick.NewPhi(ir.NewIncoming(zero, noSpec), ir.NewIncoming(zero, noIni), ir.NewIncoming(zero, truthErr), ir.NewIncoming(truth, truthOK))
	partial := r.CString("cannot import name %R from partially initialized module %R (most likely due to a circular import) (%S)")
	plain := r.CString("cannot import name %R from %R (%S)")
	format := pick.NewSelect(pick.NewICmp(enum.IPredNE, initializing, zero), partial, plain)
	msg := r.CallC(pick, capi.UnicodeFromFormat, format, name, shown, path)
	done2 := f.NewBlock("raised.located")
	r.setImportError(pick, done2, msg, pkgOrNull, path)
	r.Decref(done2, path)
	done2.NewBr(done1)
	r.XDecref(done1, pkgOrNull)
	done1.NewBr(fail)
	return f
}

// setImportError emits, in b, PyErr_SetImportError(msg, name, path) and
// the release of msg, then goes on to next; when making msg failed, its
// error stands.
func (r *Runtime) setImportError(b, next *ir.Block, msg *ir.InstCall, name, path value.Value) {
	set := b.Parent.NewBlock(b.Name() + ".set")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, msg, Null), next, set)
	set.NewCall(r.cfunc(capi.ErrSetImportError), msg, name, path)
	r.Decref(set, msg)
	set.NewBr(next)
}
