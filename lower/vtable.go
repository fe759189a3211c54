// This file implements the vtables of the module's classes (the storage
// is runtime/vtable.go's). Each class has a layout of method slots, its
// base's first, then the names it adds in sorted order, so that a slot
// has one index in the layout of every class deriving from the class
// that introduced it. A type's table, built the first time a typed call
// site meets an instance of it (and again after the type changes), holds
// per slot the native body that looking the name up on the type finds —
// a compiled method of the module with the slot's signature — or NULL:
// a Python override, a patched method, a type whose instances have a
// dict that could shadow it. A typed call on a receiver whose class has
// compiled overrides then costs the table check and one indirect call,
// however many classes the site sees (the per-site cache of dispatch.go
// remembers one), and NULL sends it down the call through the object.

package lower

import (
	"fmt"
	"slices"
	"sort"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/types"
	"github.com/llir/llvm/ir/value"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/runtime/capi"
	"github.com/staticpyc/staticpyc/typecheck"
)

// vtables is what the module's vtables are made of: each class's slot
// names, the class's index (its bit in the bitmap of the classes a type
// derives from), and the builder and token once emitted.
type vtables struct {
	layouts map[*typecheck.ClassInfo][]string
	index   map[*typecheck.ClassInfo]int
	build   *ir.Func
	token   *ir.Global
}

// vtableLayout is the slot names of ci: its base's, then the names of
// the methods it adds.
func (mb *moduleBuilder) vtableLayout(ci *typecheck.ClassInfo) []string {
	vt := mb.vtableInfo()
	if l, ok := vt.layouts[ci]; ok {
		return l
	}
	var l []string
	if ci.Base != nil {
		l = slices.Clone(mb.vtableLayout(ci.Base))
	}
	var added []string
	for name := range ci.MethodByName {
		if !slices.Contains(l, name) {
			added = append(added, name)
		}
	}
	sort.Strings(added)
	l = append(l, added...)
	vt.layouts[ci] = l
	return l
}

// vtableInfo is the module's vtables, indexing its classes on first use.
func (mb *moduleBuilder) vtableInfo() *vtables {
	if mb.vt == nil {
		mb.vt = &vtables{layouts: map[*typecheck.ClassInfo][]string{}, index: map[*typecheck.ClassInfo]int{}}
		for i, k := range mb.info.Classes {
			mb.vt.index[k] = i
		}
	}
	return mb.vt
}

// bitmapWords is the number of words of a table's bitmap.
func (vt *vtables) bitmapWords() int64 { return int64(max(1, (len(vt.index)+63)/64)) }

// slotIntroducer is the method that gave ci's slot name its signature:
// the one of the first class up from the root of ci's bases that
// defines the name.
func slotIntroducer(ci *typecheck.ClassInfo, name string) *typecheck.FuncDecl {
	var chain []*typecheck.ClassInfo
	for k := ci; k != nil; k = k.Base {
		chain = append(chain, k)
	}
	for i := len(chain) - 1; i >= 0; i-- {
		if d := chain[i].MethodByName[name]; d != nil {
			return d
		}
	}
	return nil
}

// sameSignature reports whether methods a and b take and return the
// same types, so that one native entry point type serves both and a call
// site typed by one needs no conversion for the other.
func (mb *moduleBuilder) sameSignature(a, b *typecheck.FuncDecl) bool {
	fa, fb := mb.natives[a], mb.natives[b]
	if fa == nil || fb == nil || len(a.Params) != len(b.Params) || !fa.Sig.Equal(fb.Sig) {
		return false
	}
	if fmt.Sprint(a.Return) != fmt.Sprint(b.Return) {
		return false
	}
	for i := 1; i < len(a.Params); i++ {
		if fmt.Sprint(a.Params[i].Type) != fmt.Sprint(b.Params[i].Type) {
			return false
		}
	}
	return true
}

// slotSignature reports whether override o may fill the slot method s
// introduced: the same native entry point type and parameter types, and
// a return type that is s's or narrower (richards' `Task.fn -> Task |
// None` overridden by `DeviceTask.fn -> Task`). A call through the slot
// types its result as s returns it, which such an override's result
// fits; a call that names o's body coerces o's own result.
func (mb *moduleBuilder) slotSignature(s, o *typecheck.FuncDecl) bool {
	if mb.sameSignature(s, o) {
		return true
	}
	fs, fo := mb.natives[s], mb.natives[o]
	if fs == nil || fo == nil || len(s.Params) != len(o.Params) || !fs.Sig.Equal(fo.Sig) {
		return false
	}
	for i := 1; i < len(s.Params); i++ {
		if fmt.Sprint(s.Params[i].Type) != fmt.Sprint(o.Params[i].Type) {
			return false
		}
	}
	return returnNarrows(o.Return, s.Return)
}

// returnNarrows reports whether every value of type sub is one of type
// base, for the class types a method returns: the same class or a
// subclass of it, optionally None where base is Optional.
func returnNarrows(sub, base typecheck.Type) bool {
	if fmt.Sprint(sub) == fmt.Sprint(base) {
		return true
	}
	if ob, ok := typecheck.IsOptional(base); ok {
		base = ob.Inner
		if os, ok := typecheck.IsOptional(sub); ok {
			sub = os.Inner
		}
	} else if _, ok := typecheck.IsOptional(sub); ok {
		return false
	}
	cs, ok1 := typecheck.IsClass(sub)
	cb, ok2 := typecheck.IsClass(base)
	return ok1 && ok2 && (cs.Info == cb.Info || derives(cs.Info, cb.Info))
}

// vtableSlot is the index of m's slot for a call on a receiver typed as
// ci, when the slot's entries can serve the call: m has the signature of
// the method that introduced the slot.
func (fb *fnBuilder) vtableSlot(m *typecheck.FuncDecl, ci *typecheck.ClassInfo) (int, bool) {
	i := slices.Index(fb.mb.vtableLayout(ci), m.Name)
	if i < 0 {
		return 0, false
	}
	s := slotIntroducer(ci, m.Name)
	if s == nil || !fb.directlyCallable(s, len(s.Params)-1) || !fb.mb.sameSignature(s, m) {
		return 0, false
	}
	return i, true
}

// vtableEntry emits the native body in slot i of the table of obj's type
// for a receiver typed as ci (an i8*, NULL when there is none: no table,
// a type not derived from ci, or no native body there).
func (fb *fnBuilder) vtableEntry(obj value.Value, ci *typecheck.ClassInfo, i int) value.Value {
	rt := fb.rt
	vt := fb.mb.vtableInfo()
	build := fb.vtableBuilder()
	words := fb.b.NewCall(rt.VtableGetFunc(), rt.TypeOf(fb.b, obj), constant.NewBitCast(vt.token, types.I8Ptr), build)
	has, derived, done := fb.block("vtable.has"), fb.block("vtable.derived"), fb.block("vtable.done")
	from := fb.b
	fb.b.NewCondBr(fb.b.NewICmp(enum.IPredNE, words, constant.NewNull(types.I8Ptr)), has, done)
	bit := int64(vt.index[ci])
	word := has.NewLoad(types.I64, rt.VtableWord(has, words, runtime.VtableHeaderWords+bit/64, types.I64))
	in := has.NewICmp(enum.IPredNE, has.NewAnd(word, i64(int64(uint64(1)<<(bit%64)))), i64(0))
	has.NewCondBr(in, derived, done)
	fn := derived.NewLoad(types.I8Ptr, rt.VtableWord(derived, words, runtime.VtableHeaderWords+vt.bitmapWords()+int64(i), types.I8Ptr))
	derived.NewBr(done)
	fb.b = done
	null := constant.NewNull(types.I8Ptr)
	return done.NewPhi(ir.NewIncoming(null, from), ir.NewIncoming(null, has), ir.NewIncoming(fn, derived))
}

// vtableDerives emits whether type tp's table has module class ci in its
// bitmap (an i1): tp then derives from ci. False when tp has no table
// of this module (no module class among its bases, tp_cache taken).
func (fb *fnBuilder) vtableDerives(tp value.Value, ci *typecheck.ClassInfo) value.Value {
	in, done := fb.vtableDerivesIn(fb.f, fb.b, tp, ci)
	fb.b = done
	return in
}

// vtableDerivesIn is vtableDerives emitted in block b of function f; it
// returns the answer and the block that continues.
func (fb *fnBuilder) vtableDerivesIn(f *ir.Func, b *ir.Block, tp value.Value, ci *typecheck.ClassInfo) (value.Value, *ir.Block) {
	rt := fb.rt
	vt := fb.mb.vtableInfo()
	build := fb.vtableBuilder()
	words := b.NewCall(rt.VtableGetFunc(), tp, constant.NewBitCast(vt.token, types.I8Ptr), build)
	fb.nblocks++
	has, done := f.NewBlock(fmt.Sprintf("vtable.bits.%d", fb.nblocks)), f.NewBlock(fmt.Sprintf("vtable.tested.%d", fb.nblocks))
	b.NewCondBr(b.NewICmp(enum.IPredNE, words, constant.NewNull(types.I8Ptr)), has, done)
	bit := int64(vt.index[ci])
	word := has.NewLoad(types.I64, rt.VtableWord(has, words, runtime.VtableHeaderWords+bit/64, types.I64))
	in := has.NewICmp(enum.IPredNE, has.NewAnd(word, i64(int64(uint64(1)<<(bit%64)))), i64(0))
	has.NewBr(done)
	return done.NewPhi(ir.NewIncoming(constant.False, b), ir.NewIncoming(in, has)), done
}

// vtableBuilder emits, once, sp.vtable.build(tp): the table of type tp
// for the nearest class of the module in its MRO, installed in its
// tp_cache; NULL when no class of the module is among its bases, when
// tp is no heap type, or when the table cannot be allocated.
func (fb *fnBuilder) vtableBuilder() *ir.Func {
	mb := fb.mb
	vt := mb.vtableInfo()
	if vt.build != nil {
		return vt.build
	}
	rt := fb.rt
	vt.token = mb.m.NewGlobalDef("sp.vtable.token", constant.NewInt(types.I8, 0))
	vt.token.Linkage = enum.LinkageInternal
	f := mb.m.NewFunc("sp.vtable.build", types.I8Ptr, ir.NewParam("tp", runtime.Obj))
	f.Linkage = enum.LinkageInternal
	// Once per type (and change of it): out of the call sites' way.
	// Not optnone: a heap type with no class of the module among its
	// bases gets no table, and every subclass test of such a type at a
	// polymorphic site scans its MRO here again.
	f.FuncAttrs = append(f.FuncAttrs, enum.FuncAttrNoInline, enum.FuncAttrCold)
	vt.build = f
	tp := f.Params[0]
	null := constant.NewNull(types.I8Ptr)
	entry, none := f.NewBlock("entry"), f.NewBlock("none")
	none.NewRet(null)
	heap, scan := f.NewBlock("heap"), f.NewBlock("scan")
	entry.NewCondBr(rt.IsHeapType(entry, tp), heap, none)
	mro := rt.TypeMro(heap, tp)
	heap.NewCondBr(heap.NewICmp(enum.IPredEQ, mro, runtime.Null), none, scan)
	n := rt.TupleSize(scan, mro)
	items := rt.TupleItems(scan, mro)
	loop, body, next := f.NewBlock("mro"), f.NewBlock("mro.item"), f.NewBlock("mro.next")
	scan.NewBr(loop)
	i := loop.NewPhi(ir.NewIncoming(i64(0), scan))
	loop.NewCondBr(loop.NewICmp(enum.IPredSLT, i, n), body, none)
	item := body.NewLoad(runtime.Obj, body.NewGetElementPtr(runtime.Obj, items, i))
	i.Incs = append(i.Incs, ir.NewIncoming(next.NewAdd(i, i64(1)), next))
	next.NewBr(loop)
	// The nearest class of the module in the MRO decides the layout.
	cur := body
	for ki, k := range mb.info.Classes {
		fill := f.NewBlock(fmt.Sprintf("fill.%d", ki))
		other := f.NewBlock(fmt.Sprintf("mro.other.%d", ki))
		cur.NewCondBr(cur.NewICmp(enum.IPredEQ, item, cur.NewLoad(runtime.Obj, mb.classSlot(k))), fill, other)
		fb.vtableFill(f, fill, tp, k)
		cur = other
	}
	cur.NewBr(next)
	return f
}

// vtableFill emits, in block b of the builder f, the table of type tp
// whose nearest module class is k.
func (fb *fnBuilder) vtableFill(f *ir.Func, b *ir.Block, tp value.Value, k *typecheck.ClassInfo) {
	mb, rt := fb.mb, fb.rt
	vt := mb.vtableInfo()
	layout := mb.vtableLayout(k)
	nbits := vt.bitmapWords()
	bytes, words := rt.VtableAlloc(b, runtime.VtableHeaderWords+nbits+int64(len(layout)))
	failed, ok := f.NewBlock(b.Name()+".nomem"), f.NewBlock(b.Name()+".ok")
	b.NewCondBr(b.NewICmp(enum.IPredEQ, bytes, runtime.Null), failed, ok)
	// No table without memory: the call goes through the object, which
	// raises MemoryError itself if memory is still short.
	rt.CallC(failed, capi.ErrClear)
	failed.NewRet(constant.NewNull(types.I8Ptr))
	b = ok
	b.NewStore(constant.NewBitCast(vt.token, types.I8Ptr), rt.VtableWord(b, words, 0, types.I8Ptr))
	b.NewStore(tp, rt.VtableWord(b, words, 1, runtime.Obj))
	bitmap := make([]uint64, nbits)
	for a := k; a != nil; a = a.Base {
		bitmap[vt.index[a]/64] |= 1 << (vt.index[a] % 64)
	}
	for w, bits := range bitmap {
		b.NewStore(i64(int64(bits)), rt.VtableWord(b, words, runtime.VtableHeaderWords+int64(w), types.I64))
	}
	// A type whose instances may have a dict gets no entries: an
	// instance's attribute could shadow the method.
	shadowable := rt.MayHaveInstanceDict(b, tp)
	null := constant.NewNull(types.I8Ptr)
	for j, name := range layout {
		s := slotIntroducer(k, name)
		var e value.Value = null
		if s != nil && fb.directlyCallable(s, len(s.Params)-1) {
			m := rt.CallC(b, capi.TypeLookup, tp, b.NewLoad(runtime.Obj, rt.Name(name)))
			for _, impl := range fb.slotImpls(s) {
				if mb.natives[impl] == nil {
					// Another module's method (a class deriving from
					// one of its classes): its body is called through
					// the object, the entry stays NULL.
					continue
				}
				found := b.NewAnd(b.NewICmp(enum.IPredEQ, m, b.NewLoad(runtime.Obj, mb.methodSlot(impl))), b.NewICmp(enum.IPredNE, m, runtime.Null))
				e = b.NewSelect(found, constant.NewBitCast(mb.natives[impl], types.I8Ptr), e)
			}
			e = b.NewSelect(shadowable, null, e)
		}
		b.NewStore(e, rt.VtableWord(b, words, runtime.VtableHeaderWords+nbits+int64(j), types.I8Ptr))
	}
	// The tag after the lookups, which assign one.
	b.NewStore(rt.VtableTag(b, tp), rt.VtableWord(b, words, 2, types.I64))
	rt.VtableInstall(b, tp, bytes)
	b.NewRet(words)
}

// slotImpls lists the compiled methods that may fill the slot s
// introduced: s and the overrides of its name, in the classes deriving
// from s's, that have its signature.
func (fb *fnBuilder) slotImpls(s *typecheck.FuncDecl) []*typecheck.FuncDecl {
	out := []*typecheck.FuncDecl{s}
	var owner *typecheck.ClassInfo
	for _, k := range fb.mb.info.Classes {
		if k.MethodByName[s.Name] == s {
			owner = k
			break
		}
	}
	if owner == nil {
		return out
	}
	for _, k := range fb.mb.info.Classes {
		o := k.MethodByName[s.Name]
		if k == owner || o == nil || o == s || !derives(k, owner) || slices.Contains(out, o) {
			continue
		}
		if fb.directlyCallable(o, len(o.Params)-1) && fb.mb.slotSignature(s, o) {
			out = append(out, o)
		}
	}
	return out
}
