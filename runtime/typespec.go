package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// builtinTypeFromSpec emits PyType_FromSpec(spec) for a type that stands
// in for one of CPython's builtins (generator, coroutine): the spec's name
// is "builtins.<short>", since a name without a module makes
// PyType_FromSpec warn (a DeprecationWarning, an ImportError of the
// whole module under `-W error`), and the new type's tp_name is then set
// back to short, so that its repr and the messages that name it by
// tp_name ("'generator' object is not subscriptable") read as
// CPython's. NULL, with the exception set, when the type is not made.
func (r *Runtime) builtinTypeFromSpec(b *ir.Block, spec value.Value, short string) value.Value {
	f, done := r.helper("sp.type.builtin_from_spec", Obj, ir.NewParam("spec", types.I8Ptr), ir.NewParam("short", types.I8Ptr))
	if !done {
		entry := f.NewBlock("entry")
		made, failed := f.NewBlock("made"), f.NewBlock("failed")
		t := r.CallC(entry, capi.TypeFromSpec, f.Params[0])
		entry.NewCondBr(entry.NewICmp(enum.IPredEQ, t, Null), failed, made)
		failed.NewRet(Null)
		made.NewStore(f.Params[1], fieldPtr(made, t, r.ABI.OffsetTypeName, types.I8Ptr))
		made.NewRet(t)
	}
	return b.NewCall(f, spec, r.CString(short))
}
