// This file implements the Python frame the module body runs under.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// execThunkName is the name the module body is called by, from its frame.
const execThunkName = "__sp_body__"

// ExecInFrame fills exec, the module's Py_mod_exec slot, with a call of
// body (the compiled module body, `i32 (module)`) from a Python frame of
// the module: the frame of the expression `__sp_body__()` of file,
// evaluated with the module's namespace as its globals and locals, where
// __sp_body__ is a builtin function that runs body.
//
// Compiled code has no frames of its own, and what the module body
// calls looks at its caller's: namedtuple, Enum's functional API,
// TypeVar and NewType name their module
// after sys._getframe(1).f_globals['__name__'], warnings and logging
// attribute to it. Without this frame that caller was importlib's, so
// `P = namedtuple("P", "x y")` made a class of module
// importlib._bootstrap, which pickle cannot find. The body runs once,
// so the frame costs nothing that matters. Its traceback entry (line 1 of
// an expression that is not in the file) is taken off an exception the
// body raises, whose traceback is then the compiled frames' only.
func (r *Runtime) ExecInFrame(exec, body *ir.Func, file string) {
	null := constant.NewNull(types.I8Ptr)
	i32 := func(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
	def := r.M.NewGlobalDef("sp.exec.thunk.def", constant.NewStruct(MethodDefType,
		r.CString(execThunkName).(constant.Constant), constant.NewBitCast(r.execThunk(body), types.I8Ptr),
		i32(methNoArgs), null))
	def.Linkage = enum.LinkageInternal

	mod := exec.Params[0]
	entry := exec.NewBlock("entry")
	fail := exec.NewBlock("fail")
	fail.NewRet(i32(-1))
	d := r.CallC(entry, capi.ModuleGetDict, mod)
	// The frame's builtins are the namespace's __builtins__, which the
	// interpreter's module has too (importlib's exec sets it).
	importB, setB, thunk := exec.NewBlock("builtins.import"), exec.NewBlock("builtins.set"), exec.NewBlock("thunk")
	hasB := r.CallC(entry, capi.DictGetItemString, d, r.CString("__builtins__"))
	entry.NewCondBr(entry.NewICmp(enum.IPredEQ, hasB, null), importB, thunk)
	bm := r.CallC(importB, capi.ImportModule, r.CString("builtins"))
	importB.NewCondBr(importB.NewICmp(enum.IPredEQ, bm, null), fail, setB)
	rcB := r.CallC(setB, capi.DictSetItemString, d, r.CString("__builtins__"), r.CallC(setB, capi.ModuleGetDict, bm))
	r.Decref(setB, bm)
	setB.NewCondBr(setB.NewICmp(enum.IPredSLT, rcB, i32(0)), fail, thunk)
	fn := r.CallC(thunk, capi.CFunctionNewEx, constant.NewBitCast(def, types.I8Ptr), mod, null)
	set := exec.NewBlock("set")
	thunk.NewCondBr(thunk.NewICmp(enum.IPredEQ, fn, null), fail, set)
	rc := r.CallC(set, capi.DictSetItemString, d, r.CString(execThunkName), fn)
	r.Decref(set, fn)
	compile := exec.NewBlock("compile")
	set.NewCondBr(set.NewICmp(enum.IPredSLT, rc, i32(0)), fail, compile)
	code := r.CallC(compile, capi.CompileString, r.CString(execThunkName+"()"), r.CString(file), i32(EvalInput))
	eval := exec.NewBlock("eval")
	compile.NewCondBr(compile.NewICmp(enum.IPredEQ, code, null), fail, eval)
	res := r.CallC(eval, capi.EvalEvalCode, code, d, d)
	r.Decref(eval, code)
	done, raised := exec.NewBlock("done"), exec.NewBlock("raised")
	eval.NewCondBr(eval.NewICmp(enum.IPredEQ, res, null), raised, done)
	r.Decref(done, res)
	done.NewRet(i32(0))

	// The exception leaves with the frame's entry at the head of its
	// traceback: the rest is the compiled frames'.
	typ, val, tb := raised.NewAlloca(Obj), raised.NewAlloca(Obj), raised.NewAlloca(Obj)
	r.CallC(raised, capi.ErrFetch, typ, val, tb)
	r.CallC(raised, capi.ErrNormalizeException, typ, val, tb)
	head := raised.NewLoad(Obj, tb)
	strip, restore := exec.NewBlock("strip"), exec.NewBlock("restore")
	hasTB := raised.NewAnd(raised.NewICmp(enum.IPredNE, head, null), raised.NewICmp(enum.IPredNE, raised.NewLoad(Obj, val), null))
	raised.NewCondBr(hasTB, strip, restore)
	next := r.CallC(strip, capi.ObjectGetAttrString, head, r.CString("tb_next"))
	unlink := exec.NewBlock("unlink")
	strip.NewCondBr(strip.NewICmp(enum.IPredEQ, next, null), restore, unlink)
	// tb_next is a traceback or None: it becomes the exception's.
	r.CallC(unlink, capi.ExceptionSetTraceback, unlink.NewLoad(Obj, val), next)
	r.Decref(unlink, head)
	isNone := unlink.NewICmp(enum.IPredEQ, next, r.None())
	unlink.NewStore(unlink.NewSelect(isNone, null, next), tb)
	none, restore2 := exec.NewBlock("none"), restore
	unlink.NewCondBr(isNone, none, restore2)
	r.Decref(none, next)
	none.NewBr(restore)
	r.CallC(restore, capi.ErrRestore, restore.NewLoad(Obj, typ), restore.NewLoad(Obj, val), restore.NewLoad(Obj, tb))
	restore.NewRet(i32(-1))
}

// execThunk returns the C function of __sp_body__ (METH_NOARGS, self the
// module): it takes its name out of the module's namespace, where
// ExecInFrame put it for the frame's expression to find, and runs body.
func (r *Runtime) execThunk(body *ir.Func) *ir.Func {
	f, done := r.helper("sp.exec.thunk", Obj, ir.NewParam("module", Obj), ir.NewParam("unused", Obj))
	if done {
		return f
	}
	mod := f.Params[0]
	entry, fail, ran := f.NewBlock("entry"), f.NewBlock("fail"), f.NewBlock("ran")
	fail.NewRet(constant.NewNull(types.I8Ptr))
	d := r.CallC(entry, capi.ModuleGetDict, mod)
	call := f.NewBlock("call")
	rc := r.CallC(entry, capi.DictDelItemString, d, r.CString(execThunkName))
	entry.NewCondBr(entry.NewICmp(enum.IPredSLT, rc, constant.NewInt(types.I32, 0)), fail, call)
	st := call.NewCall(body, mod)
	call.NewCondBr(call.NewICmp(enum.IPredSLT, st, constant.NewInt(types.I32, 0)), fail, ran)
	r.Incref(ran, r.None())
	ran.NewRet(r.None())
	return f
}
