// This file implements the count of the bounds checks left in the
// innermost loops of a function's optimized IR, which the benchmark
// prints beside the csr kernel's times.
package main

import (
	"regexp"
	"slices"
	"strings"
)

// irBlock is a basic block of LLVM IR text: its label, its successors,
// and whether it ends in a bounds check (a branch to an index.slow or
// index.bad block, the cold paths of lower's elementPtr, from a block
// not on such a path).
type irBlock struct {
	name  string
	succs []string
	check bool
}

var (
	labelRE  = regexp.MustCompile(`^([-A-Za-z$._0-9]+):`)
	targetRE = regexp.MustCompile(`label %([-A-Za-z$._0-9]+)`)
	defineRE = regexp.MustCompile(`^define [^@]*@"?([^"(]+)"?\(`)
)

// parseFuncs splits LLVM IR text into the control-flow graphs of its
// functions, by name.
func parseFuncs(ll string) map[string][]*irBlock {
	funcs := map[string][]*irBlock{}
	var name string
	var blocks []*irBlock
	in := false
	for _, line := range strings.Split(ll, "\n") {
		switch {
		case !in:
			if m := defineRE.FindStringSubmatch(line); m != nil && strings.HasSuffix(strings.TrimSpace(line), "{") {
				in, name, blocks = true, m[1], nil
			}
		case line == "}":
			funcs[name] = blocks
			in = false
		default:
			if m := labelRE.FindStringSubmatch(line); m != nil {
				blocks = append(blocks, &irBlock{name: m[1]})
				continue
			}
			trimmed := strings.TrimSpace(line)
			if trimmed == "" || strings.HasPrefix(trimmed, ";") {
				continue
			}
			if len(blocks) == 0 {
				blocks = append(blocks, &irBlock{name: "<entry>"})
			}
			b := blocks[len(blocks)-1]
			for _, m := range targetRE.FindAllStringSubmatch(line, -1) {
				b.succs = append(b.succs, m[1])
				// The slow path's own branch (a negative index in
				// range, or the error) is part of the same check.
				if isCheckPath(m[1]) && !isCheckPath(b.name) {
					b.check = true
				}
			}
		}
	}
	return funcs
}

func isCheckPath(label string) bool {
	return strings.HasPrefix(label, "index.slow") || strings.HasPrefix(label, "index.bad")
}

// innerLoopChecks returns, for every innermost loop of the function
// (a cycle of the control-flow graph with none nested in it), the number
// of bounds checks in it, fewest first.
func innerLoopChecks(blocks []*irBlock) []int {
	byName := map[string]*irBlock{}
	var all []string
	for _, b := range blocks {
		byName[b.name] = b
		all = append(all, b.name)
	}
	var counts []int
	for _, loop := range innermostLoops(byName, all) {
		n := 0
		for _, name := range loop {
			if byName[name].check {
				n++
			}
		}
		counts = append(counts, n)
	}
	slices.Sort(counts)
	return counts
}

// innermostLoops finds the innermost loops among the blocks of set: the
// cycles that are left when a loop's headers (its blocks entered from
// outside it) are taken out of it contain its nested loops.
func innermostLoops(byName map[string]*irBlock, set []string) [][]string {
	var out [][]string
	for _, c := range sccs(byName, set) {
		in := map[string]bool{}
		for _, name := range c {
			in[name] = true
		}
		cyclic := len(c) > 1 || slices.Contains(byName[c[0]].succs, c[0])
		if !cyclic {
			continue
		}
		headers := map[string]bool{}
		for name, b := range byName {
			if in[name] {
				continue
			}
			for _, s := range b.succs {
				if in[s] {
					headers[s] = true
				}
			}
		}
		if len(headers) == 0 { // the entry block's loop
			headers[c[0]] = true
		}
		var rest []string
		for _, name := range c {
			if !headers[name] {
				rest = append(rest, name)
			}
		}
		inner := innermostLoops(restrict(byName, rest), rest)
		if len(inner) == 0 {
			out = append(out, c)
		} else {
			out = append(out, inner...)
		}
	}
	return out
}

// restrict is the graph of the blocks of set alone.
func restrict(byName map[string]*irBlock, set []string) map[string]*irBlock {
	in := map[string]bool{}
	for _, name := range set {
		in[name] = true
	}
	out := map[string]*irBlock{}
	for _, name := range set {
		b := byName[name]
		r := &irBlock{name: name, check: b.check}
		for _, s := range b.succs {
			if in[s] {
				r.succs = append(r.succs, s)
			}
		}
		out[name] = r
	}
	return out
}

// sccs are the strongly connected components of the blocks of set
// (Tarjan's algorithm), each in the order of set.
func sccs(byName map[string]*irBlock, set []string) [][]string {
	index, low := map[string]int{}, map[string]int{}
	onStack := map[string]bool{}
	var stack []string
	var out [][]string
	next := 0
	var visit func(string)
	visit = func(v string) {
		index[v], low[v] = next, next
		next++
		stack = append(stack, v)
		onStack[v] = true
		for _, w := range byName[v].succs {
			if _, ok := byName[w]; !ok {
				continue
			}
			if _, seen := index[w]; !seen {
				visit(w)
				low[v] = min(low[v], low[w])
			} else if onStack[w] {
				low[v] = min(low[v], index[w])
			}
		}
		if low[v] == index[v] {
			var c []string
			for {
				w := stack[len(stack)-1]
				stack = stack[:len(stack)-1]
				onStack[w] = false
				c = append(c, w)
				if w == v {
					break
				}
			}
			out = append(out, c)
		}
	}
	for _, v := range set {
		if _, seen := index[v]; !seen {
			visit(v)
		}
	}
	return out
}
