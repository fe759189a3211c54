// This file implements for loops over enumerate(x) and zip(a, b, …)
// called by name, without the enumerate or zip object and without the
// tuple of each step: while the name still refers to the builtin (the
// callee is compared with the object the builtins module held at
// import, as for len), each argument is stepped through as a loop of its
// own (runtime/iterfast.go: an exact list, tuple or range by index,
// anything else by its iterator, made where enumerate and zip make it),
// the index of enumerate is counted on a machine integer, and a target
// list of as many names as the step has items is assigned the items
// directly. zip stops at the first argument that is exhausted, after
// asking the ones before it, as zip_next does. Another callee under the
// name is called and its result looped over as any iterable. The
// enumerate or zip object of a for statement is invisible to Python
// code, so not making it changes nothing observable.

package lower

import (
	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/runtime/capi"
	"github.com/staticpyc/staticpyc/typecheck"
)

// maxZipArgs bounds the zip calls looped over without the zip object
// (each argument takes a loop state on the stack).
const maxZipArgs = 6

// builtinLoop lowers s when it loops over enumerate(x) or zip(a, …) by
// name with positional arguments only, and reports whether it did.
func (fb *fnBuilder) builtinLoop(s *parser.For) bool {
	if fb.rt.ABI.OffsetRangeLength == 0 {
		return false
	}
	call, ok := s.Iter.(*parser.Call)
	if !ok || len(call.Keywords) != 0 {
		return false
	}
	n, ok := call.Func.(*parser.Name)
	if !ok {
		return false
	}
	switch {
	case n.Id == "enumerate" && len(call.Args) == 1:
	case n.Id == "zip" && len(call.Args) >= 1 && len(call.Args) <= maxZipArgs:
	default:
		return false
	}
	for _, a := range call.Args {
		if _, starred := a.(*parser.Starred); starred {
			return false
		}
	}
	switch fb.mb.info.RefOf(n).(type) {
	case *typecheck.Var, *typecheck.ClassAttr:
		return false
	}
	real := fb.mb.realBuiltin(n.Id)
	if real == nil {
		return false
	}
	enumerate := n.Id == "enumerate"
	ln := line(s.Iter)
	callee := fb.expr(call.Func)
	args := make([]val, len(call.Args))
	for i, a := range call.Args {
		args[i] = fb.boxed(fb.expr(a), line(a))
	}
	// One loop state per argument; the generic loop uses the first.
	slots := make([]*ir.InstAlloca, len(args))
	states := make([]value.Value, len(args))
	for i := range args {
		slots[i] = fb.objectSlot()
		states[i] = fb.alloca(runtime.ForStateType)
	}
	parts := fb.alloca(types.I1)
	index := fb.alloca(types.I64)
	fast, generic, started := fb.block(n.Id+".parts"), fb.block(n.Id+".call"), fb.block(n.Id+".started")
	isReal := fb.b.NewICmp(enum.IPredEQ, callee.v, fb.load(real))
	fb.b.NewStore(isReal, parts)
	fb.b.NewCondBr(isReal, fast, generic)

	fb.b = fast
	for i, a := range args {
		r := fb.b.NewCall(fb.rt.ForStartFunc(), a.v, states[i])
		fb.errorIf(fb.b.NewICmp(enum.IPredEQ, r, runtime.Null), ln)
		fb.b.NewStore(r, slots[i])
	}
	fb.b.NewStore(i64(0), index)
	fb.b.NewBr(started)

	fb.b = generic
	argv := fb.alloca(types.NewArray(uint64(len(args)), runtime.Obj))
	for i, a := range args {
		fb.b.NewStore(a.v, fb.b.NewGetElementPtr(types.NewArray(uint64(len(args)), runtime.Obj), argv, i64(0), i64(int64(i))))
	}
	first := fb.b.NewGetElementPtr(types.NewArray(uint64(len(args)), runtime.Obj), argv, i64(0), i64(0))
	obj := fb.callC(capi.ObjectVectorcall, ln, callee.v, first, i64(int64(len(args))), runtime.Null)
	r := fb.b.NewCall(fb.rt.ForStartFunc(), obj.v, states[0])
	fb.errorIf(fb.b.NewICmp(enum.IPredEQ, r, runtime.Null), ln)
	fb.b.NewStore(r, slots[0])
	fb.release(obj)
	fb.b.NewBr(started)

	fb.b = started
	for i := len(args) - 1; i >= 0; i-- {
		fb.release(args[i])
	}
	fb.release(callee)

	head, headParts, headGeneric, body, els, done := fb.block("for"), fb.block("for.parts"), fb.block("for.call"), fb.block("body"), fb.block("forelse"), fb.block("endfor")
	fb.b.NewBr(head)
	fb.b = head
	if poll := loopPollLine(s); poll != 0 {
		fb.pollEvalBreaker(poll)
	}
	fb.b.NewCondBr(fb.b.NewLoad(types.I1, parts), headParts, headGeneric)

	// The generic loop: the callee's result, item by item.
	fb.b = headGeneric
	item := fb.b.NewCall(fb.rt.ForNextFunc(), fb.load(slots[0]), states[0])
	exhausted, got := fb.block("exhausted"), fb.block("item")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, item, runtime.Null), exhausted, got)
	fb.b = exhausted
	fb.errorIfOccurred(ln)
	fb.br(els)
	fb.b = got
	fb.store(s.Target, fb.produce(item, typecheck.Dynamic))
	fb.br(body)

	// The parts: each argument's next item in order; the first that has
	// none ends the loop, the items taken before it dropped.
	fb.b = headParts
	var items []value.Value
	for i := range args {
		it := fb.b.NewCall(fb.rt.ForNextFunc(), fb.load(slots[i]), states[i])
		over, have := fb.block("exhausted"), fb.block("item")
		fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, it, runtime.Null), over, have)
		fb.b = over
		for j := len(items) - 1; j >= 0; j-- {
			fb.rt.Decref(fb.b, items[j])
		}
		fb.errorIfOccurred(ln)
		fb.br(els)
		fb.b = have
		items = append(items, it)
	}
	if enumerate {
		k := fb.b.NewLoad(types.I64, index)
		fb.b.NewStore(fb.b.NewAdd(k, i64(1)), index)
		for _, it := range items {
			fb.produce(it, typecheck.Dynamic)
		}
		boxed := fb.callC(capi.LongFromLongLong, ln, k)
		for _, it := range items {
			fb.consumeValue(it)
		}
		fb.consume(boxed)
		items = append([]value.Value{boxed.v}, items...)
	}
	fb.bindParts(s.Target, items, ln)
	fb.br(body)

	fb.b = body
	fb.loopBody(s.Body, done, head)
	fb.closeLoop(head, els, done, s.Orelse)
	for _, sl := range slots {
		fb.rt.XDecref(fb.b, fb.load(sl))
		fb.b.NewStore(runtime.Null, sl)
	}
	return true
}

// bindParts assigns the items of one step (new references, consumed) to
// target: item by item to a target list of as many plain targets, else
// as the tuple enumerate or zip would have made.
func (fb *fnBuilder) bindParts(target parser.Expr, items []value.Value, ln int) {
	var elts []parser.Expr
	switch t := target.(type) {
	case *parser.Tuple:
		elts = t.Elts
	case *parser.List:
		elts = t.Elts
	}
	direct := len(elts) == len(items)
	for _, e := range elts {
		if _, starred := e.(*parser.Starred); starred {
			direct = false
		}
	}
	vals := make([]val, len(items))
	for i, it := range items {
		vals[i] = fb.produce(it, typecheck.Dynamic)
	}
	if direct {
		// A sequence's items are assigned left to right once it is
		// unpacked, which here has nothing to run.
		for i, e := range elts {
			fb.store(e, vals[i])
		}
		return
	}
	tupleArgs := []value.Value{i64(int64(len(items)))}
	for _, it := range items {
		tupleArgs = append(tupleArgs, it)
	}
	tuple := fb.callC(capi.TuplePack, ln, tupleArgs...)
	for i := len(vals) - 1; i >= 0; i-- {
		fb.release(vals[i])
	}
	fb.store(target, tuple)
}
