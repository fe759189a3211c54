// This file implements the definitely-assigned locals: an object local
// read where an earlier statement of an enclosing statement list has
// assigned it, in a function that never unbinds it (no `del` of it, no
// `except ... as` naming it), cannot be unbound, and its read needs no
// UnboundLocalError check. The analysis is the statement lists being
// lowered: the statements before the one being lowered, in its own list
// and in each enclosing one, have all run to completion whenever it
// runs (an exception or a jump out skips it too). Only unconditional
// simple assignments count; a name bound in a nested block (an if
// branch, a loop body, a try body) counts only within that block.

package lower

import (
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/typecheck"
)

// enterAssigned opens the scope of a statement list and returns its
// close.
func (fb *fnBuilder) enterAssigned() func() {
	n := len(fb.assigned)
	fb.assigned = append(fb.assigned, nil)
	return func() { fb.assigned = fb.assigned[:n] }
}

// noteAssigned records the locals statement s, just lowered, assigned
// whenever it completes.
func (fb *fnBuilder) noteAssigned(s parser.Stmt) {
	if fb.decl == nil || len(fb.assigned) == 0 {
		return
	}
	switch s := s.(type) {
	case *parser.Assign:
		for _, t := range s.Targets {
			fb.noteAssignedTarget(t)
		}
	case *parser.AnnAssign:
		if s.Value != nil {
			fb.noteAssignedTarget(s.Target)
		}
	case *parser.AugAssign:
		fb.noteAssignedTarget(s.Target)
	}
}

func (fb *fnBuilder) noteAssignedTarget(t parser.Expr) {
	switch t := t.(type) {
	case *parser.Name:
		if r, ok := fb.mb.info.RefOf(t).(*typecheck.Var); ok {
			top := &fb.assigned[len(fb.assigned)-1]
			if *top == nil {
				*top = map[*typecheck.Var]bool{}
			}
			(*top)[r] = true
		}
	case *parser.Tuple:
		for _, e := range t.Elts {
			fb.noteAssignedTarget(e)
		}
	case *parser.List:
		for _, e := range t.Elts {
			fb.noteAssignedTarget(e)
		}
	case *parser.Starred:
		fb.noteAssignedTarget(t.Value)
	}
}

// definitelyAssigned reports whether the local r is bound wherever the
// code being lowered runs.
func (fb *fnBuilder) definitelyAssigned(r *typecheck.Var) bool {
	if fb.decl == nil || fb.decl.MayUnbind(r.Name) {
		return false
	}
	for _, scope := range fb.assigned {
		if scope[r] {
			return true
		}
	}
	return false
}
