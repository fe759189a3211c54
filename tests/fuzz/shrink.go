// This file implements the shrinking of a program that disagrees: to
// the function whose call differs (with what it calls), then to as few
// functions, calls and statements as still show the difference.

package fuzz

import (
	"strings"
)

// Shrink returns the smallest program made from p for which fails
// still holds. When target (a CALL expression) is set, it starts from
// that call, its function and the functions it uses; then it drops
// functions in halving chunks, calls one at a time, and each function's
// statements one at a time (never the final return). fails is only
// asked about programs the checker accepts.
func Shrink(p *Program, target string, fails func(*Program) bool) *Program {
	try := func(q *Program) bool { return Valid(q) && fails(q) }
	cur := p
	if target != "" {
		keep := p.uses(CallTarget(target))
		q := &Program{Seed: p.Seed, Static: p.Static, Untyped: p.Untyped, Classes: p.Classes, Head: p.Head, Calls: []string{target}}
		for _, f := range p.Funcs {
			if keep[f.Name] {
				q.Funcs = append(q.Funcs, f)
			}
		}
		if try(q) {
			cur = q
		}
	}
	// Functions, in chunks: a crash or a failing import names no call.
	for size := len(cur.Funcs) / 2; size >= 1; size /= 2 {
		for i := 0; i+size <= len(cur.Funcs); {
			bad := map[string]bool{}
			for _, f := range cur.Funcs[i : i+size] {
				bad[f.Name] = true
			}
			if q := cur.dropFuncs(bad); len(q.Funcs) > 0 && try(q) {
				cur = q
				continue
			}
			i += size
		}
	}
	for i := 0; i < len(cur.Calls) && len(cur.Calls) > 1; {
		q := cur.clone()
		q.Calls = append(append([]string{}, cur.Calls[:i]...), cur.Calls[i+1:]...)
		if try(q) {
			cur = q
			continue
		}
		i++
	}
	// Statements, until none can go: a statement whose binding a later
	// one reads can only be dropped once that one is gone.
	for changed := true; changed; {
		changed = false
		for fi := range cur.Funcs {
			for i := 0; i < len(cur.Funcs[fi].Body)-1; {
				q := cur.clone()
				f := q.Funcs[fi]
				f.Body = append(append([]string{}, f.Body[:i]...), f.Body[i+1:]...)
				if try(q) {
					cur, changed = q, true
					continue
				}
				i++
			}
		}
	}
	return cur
}

// dropFuncs is p without the functions in bad and the calls of them
// (unlike without, it keeps their callers: the checker then rejects
// what is left, and the shrinker tries something else).
func (p *Program) dropFuncs(bad map[string]bool) *Program {
	q := &Program{Seed: p.Seed, Static: p.Static, Untyped: p.Untyped, Classes: p.Classes, Head: p.Head}
	for _, f := range p.Funcs {
		if !bad[f.Name] {
			q.Funcs = append(q.Funcs, f)
		}
	}
	for _, c := range p.Calls {
		if !bad[CallTarget(c)] {
			q.Calls = append(q.Calls, c)
		}
	}
	return q
}

// clone copies p deeply enough to edit function bodies.
func (p *Program) clone() *Program {
	q := &Program{Seed: p.Seed, Static: p.Static, Untyped: p.Untyped, Classes: p.Classes, Head: p.Head, Calls: append([]string{}, p.Calls...)}
	for _, f := range p.Funcs {
		g := *f
		g.Body = append([]string{}, f.Body...)
		q.Funcs = append(q.Funcs, &g)
	}
	return q
}

// Shrink shrinks p, whose run gave o, to a small program that still
// disagrees in the same way: the first mismatching call still differs,
// or the run still fails with the same first line.
func (r *Runner) Shrink(p *Program, o *Outcome) *Program {
	target, want := "", firstLine(o.Failure)
	if o.Failure == "" && len(o.Mismatches) > 0 {
		target = o.Mismatches[0].Call
	}
	return Shrink(p, target, func(q *Program) bool {
		qo, err := r.Run(q)
		if err != nil {
			return false
		}
		if target == "" {
			return qo.Failure != "" && firstLine(qo.Failure) == want
		}
		for _, m := range qo.Mismatches {
			if m.Call == target {
				return true
			}
		}
		return false
	})
}

func firstLine(s string) string {
	l, _, _ := strings.Cut(s, "\n")
	return l
}
