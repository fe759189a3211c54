// This file implements calls of the builtins len, isinstance, min, max,
// abs, and str, tuple and type of one argument, made without calling
// them while the name still refers to the builtin: the call site loads the name as always (a module global of that name, or a
// changed builtins module, is seen), compares the object with the one
// the builtins module held when the module was imported, and only then
// does the builtin's work inline — len of an exact list or tuple reads
// its size, anything else PyObject_Size as builtin_len does; isinstance
// answers True for an object of exactly that type, anything else
// PyObject_IsInstance as builtin_isinstance does; min, max and abs of
// exact floats and compact ints are decided on their values by runtime
// helpers (runtime/builtinfast.go); str, tuple and type are
// PyObject_Str, PySequence_Tuple and the object's type, as CPython's
// specialized calls of them. Another object under the name is called as
// any callable.

package lower

import (
	"sort"

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

// inlineBuiltinArgs are the builtins called inline, with their least and
// greatest number of positional arguments.
var inlineBuiltinArgs = map[string][2]int{"len": {1, 1}, "isinstance": {2, 2}, "abs": {1, 1}, "min": {1, 1 << 20}, "max": {1, 1 << 20},
	"str": {1, 1}, "type": {1, 1}, "tuple": {1, 1}}

// realBuiltin is the slot that holds the builtin name as the builtins
// module had it at import (a reference kept for the life of the
// process), or nil once the module's import code is emitted without it:
// the module body, lowered after the functions, only inlines what they
// did.
func (mb *moduleBuilder) realBuiltin(name string) *ir.Global {
	if g, ok := mb.realBuiltins[name]; ok {
		return g
	}
	if mb.realBuiltinsEmitted {
		return nil
	}
	g := mb.slot("sp.builtin." + name)
	mb.realBuiltins[name] = g
	return g
}

// emitRealBuiltins fills the slots of realBuiltin from the builtins dict
// (a name missing there leaves its slot NULL, which no callee equals).
func (mb *moduleBuilder) emitRealBuiltins(fb *fnBuilder) {
	mb.realBuiltinsEmitted = true
	names := make([]string, 0, len(mb.realBuiltins))
	for n := range mb.realBuiltins {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		absent, present, done := fb.block("nobuiltin"), fb.block("builtin"), fb.block("builtindone")
		v := fb.callCOrAbsent(capi.DictGetItemWithError, absent, present, 1, fb.b.NewLoad(runtime.Obj, mb.builtins), fb.load(fb.rt.Name(n)))
		fb.b.NewBr(done)
		fb.b = present
		fb.rt.Incref(fb.b, v)
		fb.b.NewStore(v, mb.realBuiltins[n])
		fb.b.NewBr(done)
		fb.b = done
	}
}

// inlineBuiltin lowers e when it calls len or isinstance by name with
// positional arguments only; ok is false for any other call.
func (fb *fnBuilder) inlineBuiltin(e *parser.Call, t typecheck.Type) (val, bool) {
	n, isName := e.Func.(*parser.Name)
	if !isName || len(e.Keywords) != 0 {
		return val{}, false
	}
	if r, ok := inlineBuiltinArgs[n.Id]; !ok || len(e.Args) < r[0] || len(e.Args) > r[1] {
		return val{}, false
	}
	for _, a := range e.Args {
		if _, starred := a.(*parser.Starred); starred {
			return val{}, false
		}
	}
	switch fb.mb.info.RefOf(n).(type) {
	case *typecheck.Var, *typecheck.ClassAttr:
		return val{}, false
	}
	real := fb.mb.realBuiltin(n.Id)
	if real == nil {
		return val{}, false
	}
	ln := line(e)
	callee := fb.expr(e.Func)
	args := make([]val, len(e.Args))
	for i, a := range e.Args {
		args[i] = fb.boxed(fb.expr(a), line(a))
	}
	if n.Id == "min" || n.Id == "max" || n.Id == "abs" {
		return fb.builtinByHelper(n.Id, callee, real, args, t, ln), true
	}
	inline, call, join := fb.block(n.Id+".inline"), fb.block(n.Id+".call"), fb.block(n.Id+".done")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, callee.v, fb.load(real)), inline, call)

	fb.b = inline
	var fast value.Value
	switch n.Id {
	case "len":
		fast = fb.inlineLen(args[0].v, ln)
	case "isinstance":
		fast = fb.inlineIsinstance(args[0].v, args[1].v, ln)
	case "str":
		// str(x), tuple(x) and type(x) of one argument are what CPython
		// 3.11's CALL_NO_KW_STR_1, CALL_NO_KW_TUPLE_1 and
		// CALL_NO_KW_TYPE_1 compute, without type_call.
		fast = fb.callC(capi.ObjectStr, ln, args[0].v).v
	case "tuple":
		fast = fb.callC(capi.SequenceTuple, ln, args[0].v).v
	case "type":
		fast = fb.rt.TypeOf(fb.b, args[0].v)
		fb.rt.Incref(fb.b, fast)
		fb.produce(fast, typecheck.Dynamic)
	}
	fb.consumeValue(fast)
	fromInline := fb.b
	fb.b.NewBr(join)

	fb.b = call
	argv := fb.alloca(types.NewArray(uint64(len(args)), runtime.Obj))
	for i, a := range args {
		fb.b.NewStore(a.v, fb.b.NewGetElementPtr(types.NewArray(uint64(len(args)), runtime.Obj), argv, i64(0), i64(int64(i))))
	}
	first := fb.b.NewGetElementPtr(types.NewArray(uint64(len(args)), runtime.Obj), argv, i64(0), i64(0))
	slow := fb.callC(capi.ObjectVectorcall, ln, callee.v, first, i64(int64(len(args))), runtime.Null).v
	fb.consumeValue(slow)
	fromCall := fb.b
	fb.b.NewBr(join)

	fb.b = join
	r := fb.b.NewPhi(ir.NewIncoming(fast, fromInline), ir.NewIncoming(slow, fromCall))
	for i := len(args) - 1; i >= 0; i-- {
		fb.release(args[i])
	}
	fb.release(callee)
	res := fb.produce(r, typecheck.Dynamic)
	if _, isPrim := typecheck.IsPrim(t); isPrim {
		return fb.coerce(res, t, ln), true
	}
	return val{v: res.v, t: t, owned: true}, true
}

// builtinByHelper calls min, max or abs through its runtime helper
// (runtime/builtinfast.go), which compares the callee with the builtin
// itself and calls it when they differ: one call at the site, the fast
// path and the fallback out of line. The arguments and the callee are
// released after.
func (fb *fnBuilder) builtinByHelper(name string, callee val, real *ir.Global, args []val, t typecheck.Type, ln int) val {
	arr := types.NewArray(uint64(len(args)), runtime.Obj)
	argv := fb.alloca(arr)
	for i, a := range args {
		fb.b.NewStore(a.v, fb.b.NewGetElementPtr(arr, argv, i64(0), i64(int64(i))))
	}
	first := fb.b.NewGetElementPtr(arr, argv, i64(0), i64(0))
	var r value.Value
	switch name {
	case "abs":
		r = fb.b.NewCall(fb.rt.AbsFunc(), callee.v, fb.load(real), first)
	default:
		r = fb.b.NewCall(fb.rt.MinMaxFunc(name == "max"), callee.v, fb.load(real), first, i64(int64(len(args))))
	}
	fb.errorIf(fb.b.NewICmp(enum.IPredEQ, r, runtime.Null), ln)
	for i := len(args) - 1; i >= 0; i-- {
		fb.release(args[i])
	}
	fb.release(callee)
	res := fb.produce(r, typecheck.Dynamic)
	if _, isPrim := typecheck.IsPrim(t); isPrim {
		return fb.coerce(res, t, ln)
	}
	return val{v: res.v, t: t, owned: true}
}

// inlineLen is len(o) (a new reference) as builtin_len computes it.
func (fb *fnBuilder) inlineLen(o value.Value, ln int) value.Value {
	rt := fb.rt
	tp := rt.TypeOf(fb.b, o)
	isSeq := fb.b.NewOr(fb.b.NewICmp(enum.IPredEQ, tp, rt.CData("PyList_Type")), fb.b.NewICmp(enum.IPredEQ, tp, rt.CData("PyTuple_Type")))
	seq, other, have := fb.block("len.seq"), fb.block("len.size"), fb.block("len.have")
	fb.b.NewCondBr(isSeq, seq, other)
	fb.b = seq
	n1 := rt.ListSize(fb.b, o) // ob_size, a list's and a tuple's length alike
	fromSeq := fb.b
	fb.b.NewBr(have)
	fb.b = other
	n2 := fb.callC(capi.ObjectSize, ln, o).v
	fromOther := fb.b
	fb.b.NewBr(have)
	fb.b = have
	n := fb.b.NewPhi(ir.NewIncoming(n1, fromSeq), ir.NewIncoming(n2, fromOther))
	return fb.callC(capi.LongFromLongLong, ln, n).v
}

// inlineIsinstance is isinstance(o, cls) (a new reference) as
// builtin_isinstance computes it: PyObject_IsInstance, whose first test
// (the object's type is cls) is made here.
func (fb *fnBuilder) inlineIsinstance(o, cls value.Value, ln int) value.Value {
	rt := fb.rt
	exact, other, have := fb.block("isinstance.exact"), fb.block("isinstance.check"), fb.block("isinstance.have")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, rt.TypeOf(fb.b, o), cls), exact, other)
	fb.b = exact
	fb.b.NewBr(have)
	fb.b = other
	st := fb.callC(capi.ObjectIsInstance, ln, o, cls).v
	yes := fb.b.NewICmp(enum.IPredNE, st, constant.NewInt(types.I32, 0))
	fromOther := fb.b
	fb.b.NewBr(have)
	fb.b = have
	isTrue := fb.b.NewPhi(ir.NewIncoming(constant.True, exact), ir.NewIncoming(yes, fromOther))
	r := fb.b.NewSelect(isTrue, rt.True(), rt.False())
	rt.Incref(fb.b, r)
	return fb.produce(r, typecheck.BoolObj).v
}
