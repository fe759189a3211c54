// This file splits a lowered module into partitions that opt and llc
// compile in parallel, one process each: on a module of many functions
// they are most of the build time, and they run on one core.
//
// A partition holds whole groups of functions that call one another (a
// native body, its wrapper, its binder and the small functions it calls
// directly), so inlining is not lost where it matters. Functions are
// joined only by calls: the module's init function takes the address of
// every wrapper, but does not call them. The runtime's helpers (sp.*) and
// constant globals are copied, internal, into every partition that uses
// them, so they still inline and fold. A mutable global is defined in one
// partition. A function or mutable global used from another partition
// becomes external with hidden visibility there and is declared where it
// is used: the linker joins the partitions inside the shared object, and
// nothing new is exported from it.

package irpass

import (
	"reflect"
	"slices"

	"github.com/llir/llvm/ir"
	"github.com/llir/llvm/ir/constant"
	"github.com/llir/llvm/ir/enum"
	"github.com/llir/llvm/ir/value"
)

// inlineSize is the size (in instructions, before optimization) above
// which a callee does not hold its callers in its partition: LLVM would
// rarely inline it, and a call costs little next to such a body. Without
// it, a module whose main calls everything would never be split.
const inlineSize = 300

// PartitionSize is about how many instructions make a partition worth
// its own opt and llc processes (each costs ~20 ms to start).
const PartitionSize = 4000

// DefaultMaxPartitions caps how many parts a large module is split into
// when Options.MaxPartitions is 0.
const DefaultMaxPartitions = 8

// onceCost is how many instructions of code that runs once (optnone)
// cost opt and llc what one optimized instruction does: the module body
// of the 1,000-line untyped module of the bench, 23,800 lines of IR
// built optnone, cost 0.32 s at -O3; a part of its methods, 14,000
// lines, 0.75 s.
const onceCost = 4

// splitModule is the last pass: it splits the module into the parts
// codegen compiles (Context.Parts), as many as Options.Partitions says
// or as the module's size calls for.
func splitModule(m *ir.Module, ctx *Context) error {
	if ctx.Options.KeepWhole {
		ctx.Whole = m.String() // before split changes linkages
	}
	n := ctx.Options.Partitions
	if n <= 0 {
		limit := ctx.Options.MaxPartitions
		if limit <= 0 {
			limit = DefaultMaxPartitions
		}
		n = partitions(m, limit)
	}
	ctx.Parts, ctx.onceParts = split(m, ctx.Facts.Helpers, n)
	// The parts share the module's metadata: numbered here, once, so that
	// codegen may print them at once (PartText) and only read it. Their
	// globals are named (split requires it), and llir numbers a
	// function's locals under the function's own lock.
	if len(ctx.Parts) > 0 {
		if err := ctx.Parts[0].AssignMetadataIDs(); err != nil {
			return err
		}
	}
	return nil
}

// PartText is the IR text of part i, safe to call for several parts at
// once (split numbered their shared metadata).
func (ctx *Context) PartText(i int) string { return ctx.Parts[i].String() }

// PartRunsOnce reports whether part i holds only code that runs once
// per process (the module body, the constants' init, built optnone) and
// the helpers only that code calls: codegen compiles it at -O0, where
// llc's instruction selection and register allocation cost a third of
// what -O3 does for the same code. split gives such code a part of its
// own when it is worth one (splitter.assign).
func (ctx *Context) PartRunsOnce(i int) bool {
	return i < len(ctx.onceParts) && ctx.onceParts[i] && runsOnce(ctx.Parts[i])
}

// runsOnce checks what the splitter arranged: every function defined in
// m is optnone, or a helper of m's own (internal) that m only calls
// directly, never takes the address of: a slot function or a method
// table entry would run whenever Python calls it, so its part must be
// optimized.
func runsOnce(m *ir.Module) bool {
	addressed := map[*ir.Func]bool{}
	mark := func(v value.Value) {
		symbols(v, func(r value.Value) {
			if f, ok := r.(*ir.Func); ok {
				addressed[f] = true
			}
		})
	}
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				u, ok := inst.(value.User)
				if !ok {
					continue
				}
				for i, op := range u.Operands() {
					if _, ok := inst.(*ir.InstCall); ok && i == 0 {
						continue // the callee (llir lists it first)
					}
					mark(*op)
				}
			}
			if u, ok := b.Term.(value.User); ok {
				for _, op := range u.Operands() {
					mark(*op)
				}
			}
		}
	}
	for _, g := range m.Globals {
		if g.Init != nil {
			mark(g.Init)
		}
	}
	once := false
	for _, f := range m.Funcs {
		switch {
		case f.Blocks == nil:
		case hasAttr(f, enum.FuncAttrOptNone):
			once = true
		case !isLocal(f.Linkage) || addressed[f]:
			return false
		}
	}
	return once
}

// PartWeights estimates what each part costs opt and llc, for codegen to
// start the heaviest first: the instructions of its defined functions,
// an optnone function's at a quarter (onceCost).
func (ctx *Context) PartWeights() []int {
	w := make([]int, len(ctx.Parts))
	for i, m := range ctx.Parts {
		for _, f := range m.Funcs {
			if hasAttr(f, enum.FuncAttrOptNone) {
				w[i] += funcSize(f) / onceCost
			} else {
				w[i] += funcSize(f)
			}
		}
	}
	return w
}

// partitions is how many partitions split makes of m at most for its
// size: 1 for small modules. It depends on the module only, so the same
// source always builds the same way, whatever the machine.
func partitions(m *ir.Module, max int) int {
	n := 0
	for _, f := range m.Funcs {
		n += funcSize(f)
	}
	return min(max, 1+n/PartitionSize)
}

func funcSize(f *ir.Func) int {
	n := 0
	for _, b := range f.Blocks {
		n += len(b.Insts) + 1
	}
	return n
}

// split returns up to n modules that together define what m defines.
// It changes the linkage of m's symbols used across partitions (see the
// file comment), so print m, if wanted, before splitting it. With n <= 1,
// or a module whose functions all call one another, it returns m.
// The second result marks the part given to code that runs once, if
// split made one.
func split(m *ir.Module, helpers map[*ir.Func]bool, n int) ([]*ir.Module, []bool) {
	if n <= 1 || !splittable(m) {
		return []*ir.Module{m}, []bool{false}
	}
	s := newSplitter(m, helpers)
	parts := s.assign(n)
	if len(parts) <= 1 {
		return []*ir.Module{m}, []bool{false}
	}
	once := make([]bool, len(parts))
	if s.once >= 0 {
		once[s.once] = true
	}
	return s.build(parts), once
}

// splittable reports whether m uses only what Split knows how to
// divide: named symbols (numbered ones would be renumbered per
// partition), and no aliases, ifuncs or comdats.
func splittable(m *ir.Module) bool {
	if len(m.Aliases)+len(m.IFuncs)+len(m.ComdatDefs) > 0 {
		return false
	}
	for _, f := range m.Funcs {
		if f.Name() == "" || f.GlobalName == "" {
			return false
		}
	}
	for _, g := range m.Globals {
		if g.GlobalName == "" {
			return false
		}
	}
	return true
}

type splitter struct {
	m       *ir.Module
	helpers map[*ir.Func]bool
	// refs are the functions and globals each function or global
	// refers to, in first-use order; calls are those it calls directly.
	refs  map[value.Value][]value.Value
	calls map[*ir.Func][]*ir.Func
	// called are the functions some function calls directly;
	// escaping are those whose address a global's initializer or code
	// that runs once (optnone) takes: a slot or a table entry, which
	// Python calls through it.
	called, escaping map[*ir.Func]bool
	// once is the part assign gave to code that runs once, or -1.
	once int
}

func newSplitter(m *ir.Module, helpers map[*ir.Func]bool) *splitter {
	s := &splitter{m: m, helpers: helpers, refs: map[value.Value][]value.Value{}, calls: map[*ir.Func][]*ir.Func{}, called: map[*ir.Func]bool{}, escaping: map[*ir.Func]bool{}, once: -1}
	for _, f := range m.Funcs {
		seen := map[value.Value]bool{}
		add := func(v value.Value) {
			if !seen[v] {
				seen[v] = true
				s.refs[f] = append(s.refs[f], v)
			}
		}
		once := hasAttr(f, enum.FuncAttrOptNone)
		escape := func(v value.Value) {
			if g, ok := v.(*ir.Func); ok {
				s.escaping[g] = true
			}
		}
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if call, ok := inst.(*ir.InstCall); ok {
					if callee, ok := call.Callee.(*ir.Func); ok {
						s.calls[f] = append(s.calls[f], callee)
					}
				}
				if u, ok := inst.(value.User); ok {
					for i, op := range u.Operands() {
						symbols(*op, add)
						if _, isCall := inst.(*ir.InstCall); once && (!isCall || i > 0) {
							symbols(*op, escape) // not the callee (llir lists it first)
						}
					}
				}
			}
			if u, ok := b.Term.(value.User); ok {
				for _, op := range u.Operands() {
					symbols(*op, add)
				}
			}
		}
		for _, c := range []constant.Constant{f.Personality, f.Prefix, f.Prologue} {
			if c != nil {
				symbols(c, add)
			}
		}
	}
	for _, g := range m.Globals {
		if g.Init != nil {
			seen := map[value.Value]bool{}
			symbols(g.Init, func(v value.Value) {
				if !seen[v] {
					seen[v] = true
					s.refs[g] = append(s.refs[g], v)
				}
				if f, ok := v.(*ir.Func); ok {
					s.escaping[f] = true // a table's entry
				}
			})
		}
	}
	for _, cs := range s.calls {
		for _, c := range cs {
			s.called[c] = true
		}
	}
	return s
}

// symbols calls add for each function and global v mentions, looking
// inside constant expressions, arrays and structs.
func symbols(v value.Value, add func(value.Value)) {
	switch v := v.(type) {
	case *ir.Func, *ir.Global:
		add(v)
		return
	case constant.Expression, *constant.Array, *constant.Struct, *constant.Vector:
		// Constant aggregates and expressions hold their operands in
		// fields of constant types; reflection reaches them all without
		// a case per expression kind.
		constantOperands(reflect.ValueOf(v), add)
	}
}

var constantType = reflect.TypeOf((*constant.Constant)(nil)).Elem()

func constantOperands(rv reflect.Value, add func(value.Value)) {
	if rv.Kind() == reflect.Pointer {
		rv = rv.Elem()
	}
	if rv.Kind() != reflect.Struct {
		return
	}
	for i := range rv.NumField() {
		fv := rv.Field(i)
		if !rv.Type().Field(i).IsExported() {
			continue
		}
		switch {
		case fv.Kind() == reflect.Interface && fv.Type().Implements(constantType) && !fv.IsNil():
			symbols(fv.Interface().(value.Value), add)
		case fv.Kind() == reflect.Slice && fv.Type().Elem().Implements(constantType):
			for j := range fv.Len() {
				if e := fv.Index(j); !(e.Kind() == reflect.Interface && e.IsNil()) {
					symbols(e.Interface().(value.Value), add)
				}
			}
		}
	}
}

// assign groups the defined non-helper functions that call one another
// and spreads the groups over at most n partitions, largest first onto
// the lightest partition; ties go by source order, so the result is
// deterministic. It returns each partition's functions in module order.
func (s *splitter) assign(n int) [][]*ir.Func {
	index := map[*ir.Func]int{}
	var funcs []*ir.Func
	for _, f := range s.m.Funcs {
		if f.Blocks != nil && !s.helpers[f] {
			index[f] = len(funcs)
			funcs = append(funcs, f)
		}
	}
	parent := make([]int, len(funcs))
	for i := range parent {
		parent[i] = i
	}
	var find func(int) int
	find = func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	// A group is kept below an average part's weight: a small function
	// that every other calls (a module's `show` or `log` helper) would
	// otherwise glue the whole module into one part, built on one core
	// (a 4,000-line generated module: one part of 15 MB of IR, 27 s).
	sizes := make([]int, len(funcs))
	total := 0
	for i, f := range funcs {
		sizes[i] = funcSize(f)
		total += sizes[i]
	}
	limit := total / max(n, 1)
	for _, f := range funcs {
		for _, callee := range s.calls[f] {
			if j, ok := index[callee]; ok && funcSize(callee) <= inlineSize {
				a, b := find(index[f]), find(j)
				if a != b && sizes[a]+sizes[b] <= limit {
					parent[max(a, b)] = min(a, b)
					sizes[min(a, b)] = sizes[a] + sizes[b]
				}
			}
		}
	}
	type group struct {
		first, size int
		funcs       []*ir.Func
	}
	groups := map[int]*group{}
	var order []*group
	for i, f := range funcs {
		r := find(i)
		g := groups[r]
		if g == nil {
			g = &group{first: i}
			groups[r] = g
			order = append(order, g)
		}
		g.funcs = append(g.funcs, f)
		g.size += funcSize(f)
	}
	if len(order) < n {
		n = len(order)
	}
	// Code that runs once (optnone: the module body, the constants'
	// init) gets part 0 to itself when it weighs at least a quarter of
	// an average part, so that codegen may build that part at -O0
	// (PartRunsOnce), and the rest into an even number of the n-1 parts
	// left: on two cores, 7 equal parts and the light part 0 left one
	// core idle for most of a part's time at the end, and 8 cost the
	// copies of the helpers in one more part (each part compiles its
	// own); 6 end together. Lighter, it shares a part as any other group.
	var once, rest []*group
	onceWeight, total := 0, 0
	for _, g := range order {
		if slices.ContainsFunc(g.funcs, func(f *ir.Func) bool { return !hasAttr(f, enum.FuncAttrOptNone) }) {
			rest = append(rest, g)
			total += g.size
		} else {
			once = append(once, g)
			onceWeight += g.size / onceCost
		}
	}
	total += onceWeight
	first := 0
	if n >= 2 && len(once) > 0 && len(rest) > 0 && onceWeight*n*4 >= total {
		s.once, first = 0, 1
		r := min(n-1, len(rest))
		if r > 2 && r%2 == 1 {
			r--
		}
		n = 1 + r
		order = rest
	}
	parts := make([][]*ir.Func, n)
	if s.once == 0 {
		for _, g := range once {
			parts[0] = append(parts[0], g.funcs...)
		}
	}
	slices.SortStableFunc(order, func(a, b *group) int { return b.size - a.size })
	load := make([]int, n)
	for _, g := range order {
		p := first
		for i := first; i < n; i++ {
			if load[i] < load[p] {
				p = i
			}
		}
		load[p] += g.size
		parts[p] = append(parts[p], g.funcs...)
	}
	for _, p := range parts {
		slices.SortFunc(p, func(a, b *ir.Func) int { return index[a] - index[b] })
	}
	return parts
}

// build makes one module per partition. A partition defines its own
// functions and, transitively, the helpers and constant globals they
// use; every mutable global is defined in the first partition that uses
// it (or the first partition).
func (s *splitter) build(parts [][]*ir.Func) []*ir.Module {
	home := map[value.Value]int{} // a function's or mutable global's partition
	for p, fs := range parts {
		for _, f := range fs {
			home[f] = p
		}
	}
	// needs[p] is what partition p uses: its functions, and all they
	// reach through helpers and constant globals (copied into p).
	needs := make([]map[value.Value]bool, len(parts))
	visitor := func(p int) func(v value.Value) {
		need := needs[p]
		var visit func(v value.Value)
		visit = func(v value.Value) {
			if need[v] {
				return
			}
			need[v] = true
			s.settle(v, p, home)
			if h, ok := home[v]; s.copied(v) || ok && h == p {
				for _, r := range s.refs[v] {
					visit(r)
				}
			}
		}
		return visit
	}
	for p, fs := range parts {
		needs[p] = map[value.Value]bool{}
		visit := visitor(p)
		for _, f := range fs {
			visit(f)
		}
	}
	// Mutable globals live in the first partition that needs them; their
	// initializers may need more there.
	for _, g := range s.m.Globals {
		if g.Init == nil || s.copied(g) {
			continue
		}
		p := 0
		for q := range needs {
			if needs[q][g] {
				p = q
				break
			}
		}
		home[g] = p
		// g itself is visited once even if it was needed already (its
		// initializer's references are what this adds); an initializer
		// may refer to g itself (a RelOffset from it).
		walked := false
		var visit func(v value.Value)
		visit = func(v value.Value) {
			if v == g {
				if walked {
					return
				}
				walked = true
			} else if needs[p][v] {
				return
			}
			needs[p][v] = true
			s.settle(v, p, home)
			if h, ok := home[v]; s.copied(v) || v == g || s.shared(v) && ok && h == p {
				for _, r := range s.refs[v] {
					visit(r)
				}
			}
		}
		visit(g)
	}
	// A shared helper that only the part of code that runs once uses,
	// and that does not run once itself (a slot function of the type the
	// module body creates), lives in the last part (after the globals, which
	// reach the module's definition and its slot functions).
	if s.once >= 0 {
		other := len(parts) - 1 // part 1 already holds the helpers defined once
		for _, f := range s.m.Funcs {
			if _, ok := home[f]; !ok && needs[s.once][f] && s.shared(f) {
				delete(needs[other], f)
				home[f] = other
				visitor(other)(f)
			}
		}
	}
	// What is defined in one partition and used in another is hidden
	// external.
	for v, p := range home {
		for q := range needs {
			if q != p && needs[q][v] {
				exportHidden(v)
				break
			}
		}
	}
	mods := make([]*ir.Module, len(parts))
	for p := range parts {
		pm := &ir.Module{
			TypeDefs: s.m.TypeDefs, SourceFilename: s.m.SourceFilename, DataLayout: s.m.DataLayout,
			TargetTriple: s.m.TargetTriple, AttrGroupDefs: s.m.AttrGroupDefs,
			NamedMetadataDefs: s.m.NamedMetadataDefs, MetadataDefs: s.m.MetadataDefs,
		}
		for _, g := range s.m.Globals {
			switch {
			case g.Init == nil:
				pm.Globals = append(pm.Globals, g) // a declaration: harmless where unused
			case !needs[p][g]:
			case s.copied(g) || home[g] == p:
				pm.Globals = append(pm.Globals, g)
			default:
				pm.Globals = append(pm.Globals, globalDecl(g))
			}
		}
		for _, f := range s.m.Funcs {
			switch {
			case f.Blocks == nil:
				pm.Funcs = append(pm.Funcs, f)
			case !needs[p][f]:
			case s.copied(f) || home[f] == p:
				pm.Funcs = append(pm.Funcs, f)
			default:
				pm.Funcs = append(pm.Funcs, funcDecl(f))
			}
		}
		mods[p] = pm
	}
	return mods
}

// copied reports whether v is copied into every partition that uses it:
// a runtime helper that may be inlined, or an internal constant.
func (s *splitter) copied(v value.Value) bool {
	switch v := v.(type) {
	case *ir.Func:
		return v.Blocks != nil && s.helpers[v] && isLocal(v.Linkage) && !s.shared(v)
	case *ir.Global:
		return v.Init != nil && v.Immutable && isLocal(v.Linkage)
	}
	return false
}

// shared reports whether v is a helper defined once, in the first
// partition that uses it, and called from the others: one marked
// noinline (a table builder, an out-of-line guard, a cold copy) is a
// call wherever it is, and one that nothing calls directly (a type's
// slot function, a method table's entry) is only ever called through
// its address, so a copy per partition would only cost opt and llc its
// body again in each. One whose address a table or code that runs
// once takes (a slot of the function type, stored by the module's
// init) is shared too, so that it is defined in an optimized part, not
// in the part of code that runs once (a type's getters and setters:
// seldom called directly).
func (s *splitter) shared(v value.Value) bool {
	f, ok := v.(*ir.Func)
	return ok && f.Blocks != nil && s.helpers[f] && isLocal(f.Linkage) && (hasAttr(f, enum.FuncAttrNoInline) || !s.called[f] || s.escaping[f])
}

// settle gives a shared helper its home, partition p, when p is the
// first to use it (partitions are visited in order: deterministic); the
// part of code that runs once keeps only the optnone ones, which run
// once too (build homes the others elsewhere).
func (s *splitter) settle(v value.Value, p int, home map[value.Value]int) {
	if _, ok := home[v]; !ok && s.shared(v) && (p != s.once || hasAttr(v.(*ir.Func), enum.FuncAttrOptNone)) {
		home[v] = p
	}
}

func isDefined(v value.Value) bool {
	switch v := v.(type) {
	case *ir.Func:
		return v.Blocks != nil
	case *ir.Global:
		return v.Init != nil
	}
	return false
}

func isLocal(l enum.Linkage) bool {
	return l == enum.LinkageInternal || l == enum.LinkagePrivate
}

// exportHidden makes a local symbol visible to the other partitions but
// not outside the shared object.
func exportHidden(v value.Value) {
	switch v := v.(type) {
	case *ir.Func:
		if isLocal(v.Linkage) {
			v.Linkage, v.Visibility = enum.LinkageNone, enum.VisibilityHidden
		}
	case *ir.Global:
		if isLocal(v.Linkage) {
			v.Linkage, v.Visibility = enum.LinkageNone, enum.VisibilityHidden
		}
	}
}

// funcDecl declares f with its signature, calling convention and
// attributes: a call through a declaration of another convention would
// be undefined behaviour.
func funcDecl(f *ir.Func) *ir.Func {
	d := &ir.Func{
		GlobalIdent: f.GlobalIdent, Sig: f.Sig, Typ: f.Typ, Visibility: f.Visibility,
		CallingConv: f.CallingConv, ReturnAttrs: f.ReturnAttrs, UnnamedAddr: f.UnnamedAddr,
		AddrSpace: f.AddrSpace, FuncAttrs: f.FuncAttrs,
	}
	for _, p := range f.Params {
		d.Params = append(d.Params, ir.NewParam("", p.Typ))
		d.Params[len(d.Params)-1].Attrs = p.Attrs
	}
	return d
}

func globalDecl(g *ir.Global) *ir.Global {
	return &ir.Global{
		GlobalIdent: g.GlobalIdent, Immutable: g.Immutable, ContentType: g.ContentType, Typ: g.Typ,
		Linkage: enum.LinkageExternal, Visibility: g.Visibility, AddrSpace: g.AddrSpace, Align: g.Align,
		// A thread-local stays one in every part that refers to it.
		TLSModel: g.TLSModel,
	}
}
