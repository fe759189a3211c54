// This file implements the native binding of a compiled function's
// arguments for the calls its wrapper's fast path does not take.

package runtime

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

// Bind flags: the function has *args, **kwargs.
const (
	BindVarArgs = 1
	BindVarKw   = 2
)

// BindSpec returns the constant that describes a compiled function's
// parameters to sp.bind, an array of i32: how many are positional, how
// many of those are positional-only, how many keyword-only, the Bind
// flags, then the slots of the interned names of the positional and
// keyword-only parameters, in order, as RelOffsets from the array (no
// relocations at load). spec is the global the array initializes.
func BindSpec(spec *ir.Global, npos, nposonly, nkwonly, flags int64, names []*ir.Global) constant.Constant {
	elems := []constant.Constant{i32c(npos), i32c(nposonly), i32c(nkwonly), i32c(flags)}
	for _, n := range names {
		elems = append(elems, RelOffset(n, spec))
	}
	return constant.NewArray(types.NewArray(uint64(len(elems)), types.I32), elems...)
}

func i32c(v int64) constant.Constant { return constant.NewInt(types.I32, v) }

// BindFunc returns
//
//	i32 @sp.bind(PyObject *binder, PyObject *const *args, i64 nargsf,
//	             PyObject *kwnames, i32 *spec, PyObject **out)
//
// which binds a vectorcall's arguments to a compiled function's
// parameters the way CPython binds them to its binder (a Python function
// of the same signature, whose __defaults__ and __kwdefaults__ are the
// function's): out receives, in the order of the parameters (the npos
// positional ones, the *args tuple when flags has BindVarArgs, the
// nkwonly keyword-only ones, the **kwargs dict when flags has
// BindVarKw), a new reference each. The first nposonly positional
// parameters cannot be passed by keyword.
//
// It returns 1 when it bound every parameter; 0 when the call is one it
// leaves to the binder, holding nothing and with no exception set: a
// missing argument, a surplus one, an unknown or repeated keyword, which
// CPython then reports with its own message; -1 when an allocation
// failed (the exception set). Calling the binder costs a Python frame
// (≈1,500 instructions); this costs a few per argument.
func (r *Runtime) BindFunc() *ir.Func {
	f, done := r.helper("sp.bind", types.I32, ir.NewParam("binder", Obj), ir.NewParam("args", ObjPtr), ir.NewParam("nargsf", types.I64),
		ir.NewParam("kwnames", Obj), ir.NewParam("spec", types.NewPointer(types.I32)), ir.NewParam("out", ObjPtr))
	if done {
		return f
	}
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline)
	binder, args, nargsf, kwnames, spec, out := f.Params[0], f.Params[1], f.Params[2], f.Params[3], f.Params[4], f.Params[5]
	i64 := func(v int64) constant.Constant { return constant.NewInt(types.I64, v) }
	i32 := func(v int64) constant.Constant { return constant.NewInt(types.I32, v) }
	outAt := func(b *ir.Block, i value.Value) value.Value { return b.NewGetElementPtr(Obj, out, i) }
	// loop emits `for i := from; i < to; i++ { body }` from b and returns
	// the block after it; body gets the block and i, and returns the
	// block that ends the iteration (unterminated).
	loop := func(b *ir.Block, name string, from, to value.Value, body func(b *ir.Block, i value.Value) *ir.Block) *ir.Block {
		head, step, done := f.NewBlock(name+".head"), f.NewBlock(name+".body"), f.NewBlock(name+".done")
		b.NewBr(head)
		i := head.NewPhi(ir.NewIncoming(from, b))
		head.NewCondBr(head.NewICmp(enum.IPredSLT, i, to), step, done)
		end := body(step, i)
		next := end.NewAdd(i, i64(1))
		end.NewBr(head)
		i.Incs = append(i.Incs, ir.NewIncoming(next, end))
		return done
	}

	entry := f.NewBlock("entry")
	field := func(i int64) value.Value {
		return entry.NewSExt(entry.NewLoad(types.I32, entry.NewGetElementPtr(types.I32, spec, i64(i))), types.I64)
	}
	npos, nposonly, nkwonly, flags := field(0), field(1), field(2), field(3)
	// nameAt loads the name of the j-th entry of the spec's names.
	nameAt := func(b *ir.Block, j value.Value) value.Value {
		off := b.NewLoad(types.I32, b.NewGetElementPtr(types.I32, spec, b.NewAdd(j, i64(4))))
		return b.NewLoad(Obj, AtOffset(b, spec, off, Obj))
	}
	nargs := entry.NewAnd(nargsf, i64(^vectorcallArgumentsOffset))
	hasVarArgs := entry.NewICmp(enum.IPredNE, entry.NewAnd(flags, i64(BindVarArgs)), i64(0))
	hasVarKw := entry.NewICmp(enum.IPredNE, entry.NewAnd(flags, i64(BindVarKw)), i64(0))
	varArgsAt := npos
	kwOnlyAt := entry.NewAdd(npos, entry.NewZExt(hasVarArgs, types.I64))
	varKwAt := entry.NewAdd(kwOnlyAt, nkwonly)
	total := entry.NewAdd(varKwAt, entry.NewZExt(hasVarKw, types.I64))
	named := entry.NewAdd(npos, nkwonly) // the entries of names
	// nameSlot maps an index of names to its index in out.
	nameSlot := func(b *ir.Block, j value.Value) value.Value {
		return b.NewSelect(b.NewICmp(enum.IPredSLT, j, npos), j, b.NewAdd(j, b.NewZExt(hasVarArgs, types.I64)))
	}

	// Every out entry starts NULL, so that giving up releases what is set.
	cleared := loop(entry, "clear", i64(0), total, func(b *ir.Block, i value.Value) *ir.Block {
		b.NewStore(Null, outAt(b, i))
		return b
	})

	giveUp, fail := f.NewBlock("giveup"), f.NewBlock("fail")
	release := func(b *ir.Block) *ir.Block {
		return loop(b, "release."+b.Name(), i64(0), total, func(b *ir.Block, i value.Value) *ir.Block {
			r.XDecref(b, b.NewLoad(Obj, outAt(b, i)))
			return b
		})
	}
	release(giveUp).NewRet(i32(0))
	release(fail).NewRet(i32(-1))

	// Positional arguments: the first npos to their parameters, the rest
	// to *args (or left to the binder's "takes N positional arguments").
	surplus, positional := f.NewBlock("surplus"), f.NewBlock("positional")
	cleared.NewCondBr(cleared.NewICmp(enum.IPredSGT, nargs, npos), surplus, positional)
	surplusOK := f.NewBlock("surplus.ok")
	surplus.NewCondBr(hasVarArgs, surplusOK, giveUp)
	surplusOK.NewBr(positional)
	taken := positional.NewSelect(positional.NewICmp(enum.IPredSGT, nargs, npos), npos, nargs)
	copied := loop(positional, "pos", i64(0), taken, func(b *ir.Block, i value.Value) *ir.Block {
		a := b.NewLoad(Obj, b.NewGetElementPtr(Obj, args, i))
		r.Incref(b, a)
		b.NewStore(a, outAt(b, i))
		return b
	})
	makeVar, afterVar := f.NewBlock("varargs"), f.NewBlock("varargs.done")
	copied.NewCondBr(hasVarArgs, makeVar, afterVar)
	extra := makeVar.NewSub(nargs, taken)
	tuple := r.CallC(makeVar, capi.TupleNew, extra)
	fillVar := f.NewBlock("varargs.fill")
	makeVar.NewCondBr(makeVar.NewICmp(enum.IPredEQ, tuple, Null), fail, fillVar)
	fillVar.NewStore(tuple, outAt(fillVar, varArgsAt))
	items := r.TupleItems(fillVar, tuple)
	filled := loop(fillVar, "var", i64(0), extra, func(b *ir.Block, i value.Value) *ir.Block {
		a := b.NewLoad(Obj, b.NewGetElementPtr(Obj, args, b.NewAdd(taken, i)))
		r.Incref(b, a)
		b.NewStore(a, b.NewGetElementPtr(Obj, items, i))
		return b
	})
	filled.NewBr(afterVar)

	// **kwargs starts empty.
	makeKw, afterKw := f.NewBlock("varkw"), f.NewBlock("varkw.done")
	afterVar.NewCondBr(hasVarKw, makeKw, afterKw)
	dict := r.CallC(makeKw, capi.DictNew)
	setKw := f.NewBlock("varkw.set")
	makeKw.NewCondBr(makeKw.NewICmp(enum.IPredEQ, dict, Null), fail, setKw)
	setKw.NewStore(dict, outAt(setKw, varKwAt))
	setKw.NewBr(afterKw)

	// Keyword arguments: each to the parameter of its name (compared as
	// CPython does: the same object first, then the same text), else to
	// **kwargs.
	noKw, someKw := f.NewBlock("kw.none"), f.NewBlock("kw")
	afterKw.NewCondBr(afterKw.NewICmp(enum.IPredEQ, kwnames, Null), noKw, someKw)
	nkw := loadField(someKw, kwnames, r.ABI.OffsetVarSize, types.I64)
	kwItems := r.TupleItems(someKw, kwnames)
	kwDone := loop(someKw, "kw", i64(0), nkw, func(b *ir.Block, k value.Value) *ir.Block {
		key := b.NewLoad(Obj, b.NewGetElementPtr(Obj, kwItems, k))
		val := b.NewLoad(Obj, b.NewGetElementPtr(Obj, args, b.NewAdd(nargs, k)))
		// Search from nposonly: a positional-only name passed by keyword
		// goes to **kwargs, or is the binder's error.
		head, test, compare, next, found, missing := f.NewBlock("find.head"), f.NewBlock("find.test"), f.NewBlock("find.compare"), f.NewBlock("find.next"), f.NewBlock("find.found"), f.NewBlock("find.missing")
		b.NewBr(head)
		j := head.NewPhi(ir.NewIncoming(nposonly, b))
		head.NewCondBr(head.NewICmp(enum.IPredSLT, j, named), test, missing)
		name := nameAt(test, j)
		test.NewCondBr(test.NewICmp(enum.IPredEQ, name, key), found, compare)
		eq := compare.NewCall(r.strEqualFunc(), name, key)
		compare.NewCondBr(compare.NewICmp(enum.IPredNE, eq, i32(0)), found, next)
		j.Incs = append(j.Incs, ir.NewIncoming(next.NewAdd(j, i64(1)), next))
		next.NewBr(head)

		slot := outAt(found, nameSlot(found, j))
		free, bound := f.NewBlock("kw.free"), f.NewBlock("kw.bound")
		found.NewCondBr(found.NewICmp(enum.IPredEQ, found.NewLoad(Obj, slot), Null), free, giveUp)
		r.Incref(free, val)
		free.NewStore(val, slot)
		free.NewBr(bound)

		toDict := f.NewBlock("kw.dict")
		missing.NewCondBr(hasVarKw, toDict, giveUp)
		st := r.CallC(toDict, capi.DictSetItem, toDict.NewLoad(Obj, outAt(toDict, varKwAt)), key, val)
		toDict.NewCondBr(toDict.NewICmp(enum.IPredSLT, st, i32(0)), fail, bound)
		return bound
	})
	kwDone.NewBr(noKw)

	// Defaults: the binder's __defaults__ for the last positional
	// parameters, its __kwdefaults__ for the keyword-only ones.
	defaults := r.CallC(noKw, capi.FunctionGetDefaults, binder)
	sized, counted := f.NewBlock("defaults"), f.NewBlock("defaults.counted")
	noKw.NewCondBr(noKw.NewICmp(enum.IPredNE, defaults, Null), sized, counted)
	size := loadField(sized, defaults, r.ABI.OffsetVarSize, types.I64)
	sized.NewBr(counted)
	nd := counted.NewPhi(ir.NewIncoming(i64(0), noKw), ir.NewIncoming(size, sized))
	firstDefault := counted.NewSub(npos, nd)
	posDone := loop(counted, "posdef", i64(0), npos, func(b *ir.Block, i value.Value) *ir.Block {
		slot := outAt(b, i)
		unset, useDefault, set := f.NewBlock("posdef.unset"), f.NewBlock("posdef.use"), f.NewBlock("posdef.set")
		b.NewCondBr(b.NewICmp(enum.IPredEQ, b.NewLoad(Obj, slot), Null), unset, set)
		unset.NewCondBr(unset.NewICmp(enum.IPredSGE, i, firstDefault), useDefault, giveUp)
		d := useDefault.NewLoad(Obj, useDefault.NewGetElementPtr(Obj, r.TupleItems(useDefault, defaults), useDefault.NewSub(i, firstDefault)))
		r.Incref(useDefault, d)
		useDefault.NewStore(d, slot)
		useDefault.NewBr(set)
		return set
	})
	kwdefaults := r.CallC(posDone, capi.FunctionGetKwDefaults, binder)
	kwDefDone := loop(posDone, "kwdef", npos, named, func(b *ir.Block, j value.Value) *ir.Block {
		slot := outAt(b, nameSlot(b, j))
		unset, look, useDefault, set := f.NewBlock("kwdef.unset"), f.NewBlock("kwdef.look"), f.NewBlock("kwdef.use"), f.NewBlock("kwdef.set")
		b.NewCondBr(b.NewICmp(enum.IPredEQ, b.NewLoad(Obj, slot), Null), unset, set)
		unset.NewCondBr(unset.NewICmp(enum.IPredEQ, kwdefaults, Null), giveUp, look)
		name := nameAt(look, j)
		d := r.CallC(look, capi.DictGetItemWithError, kwdefaults, name)
		// A miss (or an error, which the binder meets again) is the
		// binder's "missing keyword-only argument".
		look.NewCondBr(look.NewICmp(enum.IPredEQ, d, Null), giveUp, useDefault)
		r.Incref(useDefault, d)
		useDefault.NewStore(d, slot)
		useDefault.NewBr(set)
		return set
	})
	kwDefDone.NewRet(i32(1))
	return f
}
