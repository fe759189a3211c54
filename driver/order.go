// This file implements the order in which a project's modules build: a
// module after the modules it imports from, as Python imports them, so
// that the progress lines follow the imports and a dependency is ready
// (and in the build cache) before its importers.

package driver

import (
	"os"

	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
)

// dependencyOrder returns the indices of jobs in the order to start
// them: each after the jobs whose modules it imports from (`from m
// import …` resolved as the checker resolves typed imports), ties
// keeping the given order. A cycle is cut where it closes: the module met
// first goes after the others, as Python, importing it first, finishes
// the module it imports before it.
func dependencyOrder(jobs []BuildJob) []int {
	index := map[string]int{}
	for i, j := range jobs {
		index[absPath(j.Module.Path)] = i
	}
	deps := make([][]int, len(jobs))
	for i, j := range jobs {
		src, err := os.ReadFile(j.Module.Path)
		if err != nil {
			continue
		}
		var diags diagnostics.List
		var tree *parser.Module
		if protect("parse", j.Module.Path, func() { tree = parser.Parse(j.Module.Path, src, &diags) }) != nil || diags.HasErrors() {
			continue
		}
		r := newTypedImports(j.Module.Path)
		parser.WalkStmts(tree.Body, func(s parser.Stmt) bool {
			if imp, ok := s.(*parser.ImportFrom); ok {
				if mod, ok := r.resolve(imp); ok {
					if k, ok := index[absPath(mod.Path)]; ok && k != i {
						deps[i] = append(deps[i], k)
					}
				}
			}
			return true
		})
	}
	state := make([]int, len(jobs)) // 0 new, 1 in progress, 2 placed
	out := make([]int, 0, len(jobs))
	var visit func(i int)
	visit = func(i int) {
		if state[i] != 0 {
			return // placed, or a cycle back to a job being placed
		}
		state[i] = 1
		for _, k := range deps[i] {
			visit(k)
		}
		state[i] = 2
		out = append(out, i)
	}
	for i := range jobs {
		visit(i)
	}
	return out
}
