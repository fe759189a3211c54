// This file implements the ordered table of IR passes.

package lower

import (
	"fmt"

	"github.com/llir/llvm/ir"
	"github.com/staticpyc/staticpyc/runtime"
)

// pass is one IR transform over a whole module.
type pass struct {
	name string
	run  func(m *ir.Module, abi *runtime.ABI) error
	// required passes cannot be skipped: without them the IR is incomplete.
	required bool
}

// passes run in this order. Ordering constraints (checked by
// TestPassOrder):
//   - expand-refcounts is last: every earlier pass sees refcount
//     operations as calls to sp.incref/sp.decref, which is what makes
//     them easy to pair up and remove.
//   - noalias only adds attributes to the variants lowering made; it may
//     run anywhere before expand-refcounts.
//   - refcount-elide pairs up calls to sp.incref/sp.decref, so it must run
//     before expand-refcounts gives them bodies.
var passes = []pass{
	{name: "noalias", run: markNoAlias},
	{name: "refcount-elide", run: elideRefcounts},
	{name: "expand-refcounts", run: runtime.ExpandRefcounts, required: true},
}

// runPasses runs the pass table, skipping the optional passes named in skip.
func runPasses(m *ir.Module, abi *runtime.ABI, skip []string, stats *Stats) error {
	skipped := map[string]bool{}
	for _, s := range skip {
		skipped[s] = true
	}
	for _, p := range passes {
		if skipped[p.name] && !p.required {
			continue
		}
		if p.name == "expand-refcounts" && stats != nil {
			// Counted just before the operations are expanded away.
			stats.Increfs, stats.Decrefs = refcountStats(m)
		}
		if err := p.run(m, abi); err != nil {
			return fmt.Errorf("pass %s: %w", p.name, err)
		}
	}
	return nil
}

// Stats are counts the passes report: refcount operations as lowering
// emitted them and as the elision pass left them (static call sites).
type Stats struct {
	IncrefsEmitted, DecrefsEmitted int
	Increfs, Decrefs               int
}
