// This file implements match statements (PEP 634) in functions, as
// CPython 3.11 compiles them: each case's pattern is tried against the
// subject in turn; the names a pattern captures are bound only once the
// whole pattern matched (a failed pattern binds nothing), before its
// guard runs (a guard that fails leaves them bound); the subject is
// dropped when a case's body starts. The type and length checks and the
// sub-patterns are compiled; the attribute and key look-ups of class and
// mapping patterns, with CPython's errors, are the runtime's
// (_classes.match_class, match_keys, mapping_rest).

package lower

import (
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
	fb.b.NewStore(subj.v, held)
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

// holdInSlot moves an owned temporary into a fresh object slot, so that
// a failing sub-pattern, which jumps away with no live temporaries,
// leaves it to be released by the slot's clearing (or the exit's).
func (fb *fnBuilder) holdInSlot(v val) *ir.InstAlloca {
	slot := fb.objectSlot()
	v = fb.own(v)
	fb.consume(v)
	fb.b.NewStore(v.v, slot)
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
			fb.b.NewStore(v, caps[p.Name])
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
				fb.b.NewStore(item, caps[st.Name])
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
			fb.callCInfallible(capi.TupleSetItem, tuple.v, i64(i), item)
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
			fb.callCInfallible(capi.TupleSetItem, tuple.v, i64(i), item)
		}
		fb.release(list)
	}
	fb.subPatterns(p.Patterns, fb.holdInSlot(tuple), fail, caps, ln)
}

// mappingPattern lowers {k: p, **rest}: a mapping type, a length check
// when there are keys, the keys' values (or no match), their
// sub-patterns, then rest, a dict of the other items.
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
	vals := fb.callWithNames(fb.load(rt.ContainerClass("_classes.match_keys")), []value.Value{v, fb.b.NewLoad(runtime.Obj, keys)}, nil, nil, ln)
	// Each path takes the result: no match drops the None, a match
	// holds the values.
	fb.consume(vals)
	matched, missing := fb.block("keys.found"), fb.block("keys.missing")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, vals.v, rt.None()), missing, matched)
	fb.b = missing
	rt.Decref(fb.b, vals.v)
	fb.clearSlot(keys)
	fb.b.NewBr(fail)
	fb.b = matched
	keysFailed := fb.block("keys.failed")
	fb.subPatterns(p.Patterns, fb.holdInSlot(vals), keysFailed, caps, ln)
	if p.Rest != "" {
		rest := fb.callWithNames(fb.load(rt.ContainerClass("_classes.mapping_rest")), []value.Value{v, fb.b.NewLoad(runtime.Obj, keys)}, nil, nil, ln)
		fb.consume(rest)
		fb.b.NewStore(rest.v, caps[p.Rest])
	}
	fb.clearSlot(keys)
	b := fb.b
	fb.b = keysFailed
	fb.clearSlot(keys)
	fb.b.NewBr(fail)
	fb.b = b
}

// classPattern lowers Cls(p, name=q): the runtime checks the class and
// looks the attributes up (MATCH_CLASS), the sub-patterns match them.
func (fb *fnBuilder) classPattern(p *parser.MatchClass, v value.Value, fail *ir.Block, caps captureSlots, ln int) {
	rt := fb.rt
	cls := fb.boxed(fb.expr(p.Cls), ln)
	nargs := fb.callC(capi.LongFromLongLong, ln, i64(int64(len(p.Patterns))))
	kwnames := fb.load(rt.NameTuple(p.KwdAttrs))
	attrs := fb.callWithNames(fb.load(rt.ContainerClass("_classes.match_class")), []value.Value{v, cls.v, nargs.v, kwnames}, nil, nil, ln)
	fb.release(nargs)
	fb.release(cls)
	fb.consume(attrs) // as mappingPattern's values
	matched, missing := fb.block("class.matched"), fb.block("class.missing")
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredEQ, attrs.v, rt.None()), missing, matched)
	fb.b = missing
	rt.Decref(fb.b, attrs.v)
	fb.b.NewBr(fail)
	fb.b = matched
	fb.subPatterns(append(append([]parser.Pattern{}, p.Patterns...), p.KwdPatterns...), fb.holdInSlot(attrs), fail, caps, ln)
}
