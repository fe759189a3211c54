// This file implements match statements (PEP 634) in functions, as
// CPython 3.11 compiles them: each case's pattern is tried against the
// subject in turn; the names a pattern captures are bound only once the
// whole pattern matched (a failed pattern binds nothing), before its
// guard runs (a guard that fails leaves them bound); the subject is
// dropped when a case's body starts. Everything is compiled but the rare
// paths of class and mapping patterns (a class pattern on what is not a
// class, a missing or malformed __match_args__, a mapping other than an
// exact dict or with value-pattern keys), which the runtime takes, with
// CPython's errors (_classes.match_class, match_class_attrs,
// match_keys).

package lower

import (
	"math/big"
	"strconv"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/runtime/capi"
	"github.com/staticpyc/staticpyc/typecheck"
)

// Type-flag bits CPython's MATCH_SEQUENCE and MATCH_MAPPING test.
const (
	flagSequence = 1 << 5 // Py_TPFLAGS_SEQUENCE
	flagMapping  = 1 << 6 // Py_TPFLAGS_MAPPING
)

// captureSlots holds, per name a case's pattern captures, the value
// captured so far (NULL when none): bound to the names once the pattern
// matched, released when it failed.
type captureSlots map[string]*ir.InstAlloca

// matchStmt lowers a match statement.
func (fb *fnBuilder) matchStmt(s *parser.Match) {
	ln := line(s)
	subj := fb.own(fb.boxed(fb.expr(s.Subject), ln))
	held := fb.objectSlot()
	fb.consume(subj)
	fb.putSlot(held, subj.v)
	caps := captureSlots{}
	end := fb.block("match.end")
	for _, mc := range s.Cases {
		var names []string
		typecheck.PatternNames(mc.Pattern, func(n string) { names = append(names, n) })
		for _, n := range names {
			if caps[n] == nil {
				caps[n] = fb.objectSlot()
			}
		}
		failed, next := fb.block("case.failed"), fb.block("case.next")
		fb.stmtLine = line(mc)
		fb.pattern(mc.Pattern, fb.b.NewLoad(runtime.Obj, held), failed, caps, line(mc))
		for _, n := range names {
			slot := caps[n]
			v := fb.b.NewLoad(runtime.Obj, slot)
			fb.b.NewStore(runtime.Null, slot)
			fb.storeName(n, nil, fb.produce(v, typecheck.Dynamic), line(mc))
		}
		if mc.Guard != nil {
			pass := fb.block("case.guarded")
			fb.b.NewCondBr(fb.cond(mc.Guard), pass, next)
			fb.b = pass
		}
		fb.clearSlot(held)
		fb.stmts(mc.Body)
		fb.br(end)
		fb.b = failed
		for _, n := range names {
			fb.clearSlot(caps[n])
		}
		fb.b.NewBr(next)
		fb.b = next
	}
	fb.clearSlot(held)
	fb.br(end)
	fb.b = end
}

// clearSlot releases what an object slot holds and empties it.
func (fb *fnBuilder) clearSlot(slot *ir.InstAlloca) {
	old := fb.b.NewLoad(runtime.Obj, slot)
	fb.b.NewStore(runtime.Null, slot)
	fb.rt.XDecref(fb.b, old)
}

// putSlot stores v (a reference it takes) into an object slot, releasing
// what the slot held: an exception raised while matching and caught in
// the same function leaves the slots of the statement filled, until it
// runs again or the function returns.
func (fb *fnBuilder) putSlot(slot *ir.InstAlloca, v value.Value) {
	old := fb.b.NewLoad(runtime.Obj, slot)
	fb.b.NewStore(v, slot)
	fb.rt.XDecref(fb.b, old)
}

// holdInSlot moves an owned temporary into a fresh object slot, so that
// a failing sub-pattern, which jumps away with no live temporaries,
// leaves it to be released by the slot's clearing (or the exit's).
func (fb *fnBuilder) holdInSlot(v val) *ir.InstAlloca {
	slot := fb.objectSlot()
	v = fb.own(v)
	fb.consume(v)
	fb.putSlot(slot, v.v)
	return slot
}

// failUnless continues when ok holds and goes to fail otherwise.
func (fb *fnBuilder) failUnless(ok value.Value, fail *ir.Block) {
	next := fb.block("pattern.ok")
	fb.b.NewCondBr(ok, next, fail)
	fb.b = next
}

// pattern matches v (borrowed, held by the caller) against p, going to
// fail when it does not match; what it captures lands in caps.
func (fb *fnBuilder) pattern(p parser.Pattern, v value.Value, fail *ir.Block, caps captureSlots, ln int) {
	rt := fb.rt
	switch p := p.(type) {
	case *parser.MatchAs:
		if p.Pattern != nil {
			fb.pattern(p.Pattern, v, fail, caps, ln)
		}
		if p.Name != "" {
			rt.Incref(fb.b, v)
			fb.putSlot(caps[p.Name], v)
		}
	case *parser.MatchSingleton:
		var k value.Value
		switch p.Value.Kind {
		case parser.ConstNone:
			k = rt.None()
		case parser.ConstTrue:
			k = rt.True()
		default:
			k = rt.False()
		}
		fb.failUnless(fb.b.NewICmp(enum.IPredEQ, v, k), fail)
	case *parser.MatchValue:
		// subject == value, then its truth (COMPARE_OP): no identity
		// shortcut, as PyObject_RichCompareBool would take.
		e := fb.boxed(fb.expr(p.Value), ln)
		r := fb.callCReleasing(capi.ObjectRichCompare, ln, []val{e}, v, e.v, i32(2))
		t := fb.callCReleasing(capi.ObjectIsTrue, ln, []val{r}, r.v).v
		fb.failUnless(fb.b.NewICmp(enum.IPredNE, t, i32(0)), fail)
	case *parser.MatchOr:
		done := fb.block("or.matched")
		for i, alt := range p.Patterns {
			altFail := fb.block("or.next")
			fb.pattern(alt, v, altFail, caps, ln)
			fb.b.NewBr(done)
			fb.b = altFail
			typecheck.PatternNames(alt, func(n string) { fb.clearSlot(caps[n]) })
			if i == len(p.Patterns)-1 {
				fb.b.NewBr(fail)
			}
		}
		fb.b = done
	case *parser.MatchSequence:
		fb.sequencePattern(p, v, fail, caps, ln)
	case *parser.MatchMapping:
		fb.mappingPattern(p, v, fail, caps, ln)
	case *parser.MatchClass:
		fb.classPattern(p, v, fail, caps, ln)
	default:
		panic("internal error: lower: pattern at line " + strconv.Itoa(ln))
	}
}

// subPatterns matches the items of tuple (held in slot) against pats in
// order, a star pattern capturing its item as it is; the tuple is
// released whether they match or not.
func (fb *fnBuilder) subPatterns(pats []parser.Pattern, slot *ir.InstAlloca, fail *ir.Block, caps captureSlots, ln int) {
	failed := fb.block("subpattern.failed")
	for i, q := range pats {
		item := fb.rt.TupleItem(fb.b, fb.b.NewLoad(runtime.Obj, slot), int64(i))
		if st, ok := q.(*parser.MatchStar); ok {
			if st.Name != "" {
				fb.rt.Incref(fb.b, item)
				fb.putSlot(caps[st.Name], item)
			}
			continue
		}
		fb.pattern(q, item, failed, caps, ln)
	}
	fb.clearSlot(slot)
	b := fb.b
	fb.b = failed
	fb.clearSlot(slot)
	fb.b.NewBr(fail)
	fb.b = b
}

// isWildcard reports whether p matches anything and binds nothing.
func isWildcard(p parser.Pattern) bool {
	switch p := p.(type) {
	case *parser.MatchAs:
		return p.Pattern == nil && p.Name == ""
	case *parser.MatchStar:
		return p.Name == ""
	}
	return false
}

// sequencePattern lowers [p, q, *rest, r]: a sequence type (not str,
// bytes or bytearray), a length check, then the items, unpacked as
// UNPACK_SEQUENCE and UNPACK_EX do.
func (fb *fnBuilder) sequencePattern(p *parser.MatchSequence, v value.Value, fail *ir.Block, caps captureSlots, ln int) {
	rt := fb.rt
	fb.failUnless(rt.HasTypeFlag(fb.b, v, flagSequence), fail)
	star, wild := -1, true
	for i, q := range p.Patterns {
		if _, ok := q.(*parser.MatchStar); ok {
			star = i
		}
		wild = wild && isWildcard(q)
	}
	m := int64(len(p.Patterns))
	n := fb.callC(capi.ObjectSize, ln, v).v
	if star < 0 {
		fb.failUnless(fb.b.NewICmp(enum.IPredEQ, n, i64(m)), fail)
	} else {
		fb.failUnless(fb.b.NewICmp(enum.IPredSGE, n, i64(m-1)), fail)
	}
	if wild {
		return // [], [_, _], [_, *_]: the length says it all
	}
	tuple := fb.callC(capi.TupleNew, ln, i64(m))
	if star < 0 {
		arr := fb.alloca(types.NewArray(uint64(m), runtime.Obj))
		first := fb.b.NewGetElementPtr(types.NewArray(uint64(m), runtime.Obj), arr, i64(0), i64(0))
		fb.checkStatus(fb.b.NewCall(rt.UnpackFunc(), v, i64(m), first), ln)
		for i := int64(0); i < m; i++ {
			item := fb.b.NewLoad(runtime.Obj, fb.b.NewGetElementPtr(types.NewArray(uint64(m), runtime.Obj), arr, i64(0), i64(i)))
			fb.setFreshItem(capi.TupleSetItem, tuple.v, int(i), item)
		}
	} else {
		list := fb.callC(capi.SequenceList, ln, v)
		k := rt.ListSize(fb.b, list.v)
		before, after := int64(star), m-int64(star)-1
		short, enough := fb.block("unpackshort"), fb.block("unpackenough")
		unlikely(fb.b.NewCondBr(fb.b.NewICmp(enum.IPredSLT, k, i64(before+after)), short, enough))
		fb.b = short
		rt.RaiseFormat(fb.b, "PyExc_ValueError", "not enough values to unpack (expected at least %lld, got %lld)", i64(before+after), k)
		fb.raiseHere(ln)
		fb.b = enough
		for i := int64(0); i < m; i++ {
			var item value.Value
			switch {
			case i < before:
				item = rt.ListItem(fb.b, list.v, i64(i))
				rt.Incref(fb.b, item)
			case i == before:
				mid := fb.callC(capi.ListGetSlice, ln, list.v, i64(before), fb.b.NewSub(k, i64(after)))
				fb.consume(mid)
				item = mid.v
			default:
				item = rt.ListItem(fb.b, list.v, fb.b.NewSub(k, i64(m-i)))
				rt.Incref(fb.b, item)
			}
			fb.setFreshItem(capi.TupleSetItem, tuple.v, int(i), item)
		}
		fb.release(list)
	}
	fb.subPatterns(p.Patterns, fb.holdInSlot(tuple), fail, caps, ln)
}

// mappingPattern lowers {k: p, **rest}: a mapping type, a length check
// when there are keys, the keys' values (or no match), their
// sub-patterns, then rest, a dict of the other items. An exact dict with
// literal keys (checked for duplicates at build time) is read in place;
// anything else through its get(key, default), the runtime's match_keys.
func (fb *fnBuilder) mappingPattern(p *parser.MatchMapping, v value.Value, fail *ir.Block, caps captureSlots, ln int) {
	rt := fb.rt
	fb.failUnless(rt.HasTypeFlag(fb.b, v, flagMapping), fail)
	if len(p.Keys) == 0 && p.Rest == "" {
		return
	}
	if len(p.Keys) > 0 {
		n := fb.callC(capi.ObjectSize, ln, v).v
		fb.failUnless(fb.b.NewICmp(enum.IPredSGE, n, i64(int64(len(p.Keys)))), fail)
	}
	keys := fb.holdInSlot(fb.sequence(capi.TupleNew, capi.TupleSetItem, p.Keys, typecheck.TupleObj, ln))
	vals := fb.objectSlot()
	matched, missing := fb.block("keys.found"), fb.block("keys.missing")
	generic := fb.block("keys.get")
	if literalKeys(p.Keys) {
		inPlace := fb.block("keys.dict")
		fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, rt.TypeOf(fb.b, v), rt.CData("PyDict_Type")), inPlace, generic)
		fb.b = inPlace
		t := fb.callC(capi.TupleNew, ln, i64(int64(len(p.Keys))))
		// A key's __eq__ may find the tuple (gc): no NULL slot.
		fb.fillNone(rt.TupleItems(fb.b, t.v), len(p.Keys))
		fb.consume(t)
		fb.putSlot(vals, t.v)
		for i := range p.Keys {
			key := rt.TupleItem(fb.b, fb.b.NewLoad(runtime.Obj, keys), int64(i))
			x := fb.callCHandled(capi.DictGetItemWithError, v, key)
			absent, found := fb.block("key.absent"), fb.block("key.found")
			fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, x, runtime.Null), absent, found)
			fb.b = absent
			raised := fb.callCInfallible(capi.ErrOccurred)
			fb.errorIf(fb.b.NewICmp(enum.IPredNE, raised, runtime.Null), ln)
			fb.b.NewBr(missing)
			fb.b = found
			rt.Incref(fb.b, x)
			fb.callCInfallible(capi.TupleSetItem, fb.b.NewLoad(runtime.Obj, vals), i64(int64(i)), x)
		}
		fb.b.NewBr(matched)
	} else {
		fb.b.NewBr(generic)
	}
	fb.b = generic
	r := fb.callWithNames(fb.load(rt.ContainerClass("_classes.match_keys")), []value.Value{v, fb.b.NewLoad(runtime.Obj, keys)}, nil, nil, ln)
	fb.consume(r) // the slot holds it: None when a key is missing
	fb.putSlot(vals, r.v)
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, r.v, rt.None()), missing, matched)
	fb.b = missing
	fb.clearSlot(vals)
	fb.clearSlot(keys)
	fb.b.NewBr(fail)
	fb.b = matched
	keysFailed := fb.block("keys.failed")
	fb.subPatterns(p.Patterns, vals, keysFailed, caps, ln)
	if p.Rest != "" {
		// COPY_DICT_WITHOUT_KEYS: a dict updated from the subject, less
		// the keys.
		rest := fb.callC(capi.DictNew, ln)
		fb.callC(capi.DictMerge, ln, rest.v, v, i32(1))
		for i := range p.Keys {
			fb.callC(capi.DictDelItem, ln, rest.v, rt.TupleItem(fb.b, fb.b.NewLoad(runtime.Obj, keys), int64(i)))
		}
		fb.consume(rest)
		fb.putSlot(caps[p.Rest], rest.v)
	}
	fb.clearSlot(keys)
	b := fb.b
	fb.b = keysFailed
	fb.clearSlot(keys)
	fb.b.NewBr(fail)
	fb.b = b
}

// literalKeys reports whether every key of a mapping pattern is a
// literal: their duplicates were refused at build time.
func literalKeys(keys []parser.Expr) bool {
	for _, k := range keys {
		switch k.(type) {
		case *parser.Constant, *parser.UnaryOp, *parser.BinOp:
		default:
			return false
		}
	}
	return true
}

// classPattern lowers Cls(p, name=q) as MATCH_CLASS: Cls must be a
// class, the subject an instance of it; the attributes named by
// __match_args__ (the positional sub-patterns) and by the keywords are
// read, a missing one meaning no match; the sub-patterns match them. The
// common case is compiled; a class that is not one, a __match_args__
// missing (the builtins that match themselves) or not a tuple of as
// many distinct strings, go to the runtime's match_class, which raises
// CPython's TypeErrors.
func (fb *fnBuilder) classPattern(p *parser.MatchClass, v value.Value, fail *ir.Block, caps captureSlots, ln int) {
	rt := fb.rt
	nargs := len(p.Patterns)
	cls := fb.holdInSlot(fb.boxed(fb.expr(p.Cls), ln))
	attrs, matchArgs := fb.objectSlot(), fb.objectSlot()
	got, noMatch := fb.block("class.matched"), fb.block("class.nomatch")
	notType, slow := fb.block("class.nottype"), fb.block("class.slow")
	isType := fb.block("class.type")
	fb.b.NewCondBr(rt.HasTypeFlag(fb.b, fb.b.NewLoad(runtime.Obj, cls), runtime.FlagType), isType, notType)
	fb.b = isType
	inst := fb.callC(capi.ObjectIsInstance, ln, v, fb.b.NewLoad(runtime.Obj, cls)).v
	fb.failUnless(fb.b.NewICmp(enum.IPredNE, inst, i32(0)), noMatch)
	t := fb.callC(capi.TupleNew, ln, i64(int64(nargs+len(p.KwdAttrs))))
	// A property read may find the tuple (gc): no NULL slot.
	fb.fillNone(fb.rt.TupleItems(fb.b, t.v), nargs+len(p.KwdAttrs))
	fb.consume(t)
	fb.putSlot(attrs, t.v)
	var names []value.Value
	if nargs > 0 {
		ma := fb.callCHandled(capi.ObjectGetAttr, fb.b.NewLoad(runtime.Obj, cls), fb.load(rt.Name("__match_args__")))
		absent, present := fb.block("matchargs.absent"), fb.block("matchargs")
		fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, ma, runtime.Null), absent, present)
		fb.b = absent
		isAE := fb.callCInfallible(capi.ErrExceptionMatches, rt.Exc(fb.b, "PyExc_AttributeError"))
		fb.errorIf(fb.b.NewICmp(enum.IPredEQ, isAE, i32(0)), ln)
		fb.callCInfallible(capi.ErrClear)
		fb.b.NewBr(slow)
		fb.b = present
		fb.putSlot(matchArgs, ma)
		isTuple := fb.b.NewICmp(enum.IPredEQ, rt.TypeOf(fb.b, ma), rt.CData("PyTuple_Type"))
		fb.failUnless(isTuple, slow)
		fb.failUnless(fb.b.NewICmp(enum.IPredSGE, rt.TupleSize(fb.b, ma), i64(int64(nargs))), slow)
		for i := 0; i < nargs; i++ {
			name := rt.TupleItem(fb.b, ma, int64(i))
			fb.failUnless(fb.b.NewICmp(enum.IPredEQ, rt.TypeOf(fb.b, name), rt.CData("PyUnicode_Type")), slow)
			others := append([]value.Value{}, names...)
			for _, k := range p.KwdAttrs {
				others = append(others, fb.load(rt.Name(k)))
			}
			for _, o := range others {
				eq := fb.callC(capi.ObjectRichCompareBool, ln, name, o, i32(2)).v
				fb.failUnless(fb.b.NewICmp(enum.IPredEQ, eq, i32(0)), slow)
			}
			names = append(names, name)
		}
	}
	for _, k := range p.KwdAttrs {
		names = append(names, fb.load(rt.Name(k)))
	}
	for i, name := range names {
		a := fb.callCHandled(capi.ObjectGetAttr, v, name)
		absent, present := fb.block("attr.absent"), fb.block("attr")
		fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, a, runtime.Null), absent, present)
		fb.b = absent
		isAE := fb.callCInfallible(capi.ErrExceptionMatches, rt.Exc(fb.b, "PyExc_AttributeError"))
		fb.errorIf(fb.b.NewICmp(enum.IPredEQ, isAE, i32(0)), ln)
		fb.callCInfallible(capi.ErrClear)
		fb.b.NewBr(noMatch)
		fb.b = present
		fb.callCInfallible(capi.TupleSetItem, fb.b.NewLoad(runtime.Obj, attrs), i64(int64(i)), a)
	}
	fb.b.NewBr(got)

	// The runtime's MATCH_CLASS: from the start when Cls is not a class
	// (it raises), past the isinstance check otherwise.
	for _, path := range []struct {
		from   *ir.Block
		helper string
	}{{notType, "_classes.match_class"}, {slow, "_classes.match_class_attrs"}} {
		fb.b = path.from
		kwnames := fb.load(rt.NameTuple(p.KwdAttrs))
		count := fb.load(rt.Int(big.NewInt(int64(nargs))))
		fb.clearSlot(matchArgs)
		fb.clearSlot(attrs)
		r := fb.callWithNames(fb.load(rt.ContainerClass(path.helper)), []value.Value{v, fb.b.NewLoad(runtime.Obj, cls), count, kwnames}, nil, nil, ln)
		fb.consume(r) // the slot holds it: None when no match
		fb.putSlot(attrs, r.v)
		fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, r.v, rt.None()), noMatch, got)
	}

	fb.b = noMatch
	fb.clearSlot(matchArgs)
	fb.clearSlot(attrs)
	fb.clearSlot(cls)
	fb.b.NewBr(fail)
	fb.b = got
	fb.clearSlot(matchArgs)
	fb.clearSlot(cls)
	fb.subPatterns(append(append([]parser.Pattern{}, p.Patterns...), p.KwdPatterns...), attrs, fail, caps, ln)
}
