// This file implements the ordered table of IR passes, the ordering
// constraints it is checked against when the package initialises, and
// Run, which runs the table over a lowered module.

package irpass

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/staticpyc/staticpyc/lower"
	"github.com/staticpyc/staticpyc/runtime"
)

// pass is one IR transform over a whole module.
type pass struct {
	name string
	run  func(m *ir.Module, ctx *Context) error
	// required passes cannot be skipped: without them the IR is
	// incomplete (expand-refcounts) or there is nothing to hand to
	// codegen (split).
	required bool
}

// passes run in this order; passOrder states why it must be so.
var passes = [...]pass{
	{name: "noalias", run: markNoAlias},
	{name: "refcount-elide", run: elideRefcounts},
	{name: "expand-refcounts", run: expandRefcounts, required: true},
	{name: "cold-calls", run: markColdCalls},
	{name: "size", run: markHuge},
	{name: "split", run: splitModule, required: true},
}

// constraint says that pass a must run before pass b.
type constraint struct {
	a, b string
}

// passOrder are the ordering constraints of the table, checked by init.
var passOrder = [...]constraint{
	// The elision pass pairs up calls to the abstract refcount
	// operations; once expanded they are loads, stores and branches.
	{"refcount-elide", "expand-refcounts"},
	// noalias changes only attributes, but it looks the variants up in
	// the facts, which hold the module's functions: before they are
	// copied into partitions.
	{"noalias", "split"},
	{"refcount-elide", "split"},
	// split copies the refcount operations into every partition that
	// uses them as internal helpers, so they must have their bodies.
	{"expand-refcounts", "split"},
	// size counts the instructions refcounts expand to, and marks the
	// functions before split copies them.
	{"expand-refcounts", "size"},
	{"size", "split"},
	// cold-calls redirects the calls of the expanded refcount operations
	// to out-of-line copies, which split must copy like any helper.
	{"expand-refcounts", "cold-calls"},
	{"cold-calls", "split"},
}

func init() {
	if err := checkOrder(passes[:], passOrder[:]); err != nil {
		panic(err)
	}
}

// checkOrder reports the first constraint the table violates, or a
// constraint naming a pass the table does not have.
func checkOrder(table []pass, order []constraint) error {
	index := map[string]int{}
	for i, p := range table {
		if _, dup := index[p.name]; dup {
			return fmt.Errorf("irpass: pass %s is in the table twice", p.name)
		}
		index[p.name] = i
	}
	for _, c := range order {
		i, ok := index[c.a]
		j, ok2 := index[c.b]
		if !ok || !ok2 {
			return fmt.Errorf("irpass: constraint %s before %s names a pass not in the table", c.a, c.b)
		}
		if i >= j {
			return fmt.Errorf("irpass: %s must run before %s", c.a, c.b)
		}
	}
	return nil
}

// Options say how to run the passes.
type Options struct {
	// Skip names optional passes not to run (for the benchmark that
	// measures a pass's effect, and for tests of one pass). Naming a
	// required pass, or one not in the table, is an error.
	Skip []string
	// Verify runs LLVM's verifier (Opt -passes=verify) on the module
	// after every pass and fails on the first pass whose output it
	// rejects. Tests turn it on; a build does not pay for it.
	Verify bool
	// Opt is the opt program Verify runs; "opt" on PATH when empty.
	Opt string
	// Partitions, when positive, is how many partitions the split pass
	// makes whatever the module's size (tests use it to exercise
	// splitting on small modules); 0 decides by size, at most
	// MaxPartitions.
	Partitions, MaxPartitions int
	// KeepWhole keeps the text of the whole module, as it is just before
	// split changes its symbols' linkages, in Context.Whole (for
	// `build --emit-llvm`).
	KeepWhole bool
}

// Stats are the counts the passes report: refcount operations (static
// call sites) as lowering emitted them and as elision left them.
type Stats struct {
	IncrefsEmitted, DecrefsEmitted int
	Increfs, Decrefs               int
	// SizeOptimized is the number of functions the size pass marked.
	SizeOptimized int
	// ColdCalls is the number of call sites on error paths that the
	// cold-calls pass kept out of line.
	ColdCalls int
}

// Context is what every pass gets beside the module: the target ABI,
// the facts lowering handed over, the options, and what the passes
// report.
type Context struct {
	ABI     *runtime.ABI
	Facts   *lower.Facts
	Options Options
	Stats   Stats
	// Parts are the modules split made, which together define what the
	// lowered module defined: what codegen compiles.
	Parts []*ir.Module
	// onceParts marks the parts split gave to code that runs once
	// (PartRunsOnce).
	onceParts []bool
	// Whole is the whole module's text when Options.KeepWhole is set.
	Whole string
}

// Run runs the pass table over a lowered module and returns the context
// holding the parts for codegen and the stats.
func Run(res *lower.Result, opts Options) (*Context, error) {
	return runTable(passes[:], res, opts)
}

// runTable runs the passes of table in order (Run's table, or a test's).
func runTable(table []pass, res *lower.Result, opts Options) (*Context, error) {
	ctx := &Context{ABI: res.ABI, Facts: res.Facts, Options: opts}
	byName := map[string]pass{}
	for _, p := range table {
		byName[p.name] = p
	}
	skip := map[string]bool{}
	for _, s := range opts.Skip {
		p, ok := byName[s]
		switch {
		case !ok:
			return nil, fmt.Errorf("irpass: no pass named %s", s)
		case p.required:
			return nil, fmt.Errorf("irpass: pass %s cannot be skipped", s)
		}
		skip[s] = true
	}
	m := res.Module
	ctx.Stats.IncrefsEmitted, ctx.Stats.DecrefsEmitted = countRefcounts(m, ctx.Facts)
	for _, p := range table {
		if skip[p.name] {
			continue
		}
		if p.name == "expand-refcounts" {
			// Counted just before the operations are expanded away.
			ctx.Stats.Increfs, ctx.Stats.Decrefs = countRefcounts(m, ctx.Facts)
		}
		if err := p.run(m, ctx); err != nil {
			return nil, fmt.Errorf("pass %s: %w", p.name, err)
		}
		if opts.Verify {
			if err := ctx.verifyAfter(p.name, m); err != nil {
				return nil, err
			}
		}
	}
	return ctx, nil
}

// runOne runs the single pass named name over m (the per-pass tests).
func runOne(name string, m *ir.Module, ctx *Context) error {
	for _, p := range passes {
		if p.name == name {
			return p.run(m, ctx)
		}
	}
	return fmt.Errorf("irpass: no pass named %s", name)
}

// countRefcounts counts the call sites of the refcount operations.
func countRefcounts(m *ir.Module, fs *lower.Facts) (incref, decref int) {
	for _, f := range m.Funcs {
		for _, b := range f.Blocks {
			for _, inst := range b.Insts {
				if c, ok := inst.(*ir.InstCall); ok {
					switch c.Callee {
					case fs.Incref:
						incref++
					case fs.Decref, fs.XDecref:
						decref++
					}
				}
			}
		}
	}
	return incref, decref
}
