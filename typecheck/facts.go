// This file keeps what the checker learns about each expression: its
// type, its compile-time value and, for a name, what it refers to. They
// live in slices indexed by the module's node numbers (parser.NodeID):
// on a large module these are millions of entries, and maps keyed by
// node interfaces spent most of the checker's time probing.

package typecheck

import "github.com/staticpyc/staticpyc/parser"

type nodeFacts struct {
	types []Type
	refs  []any
	// constAt[id] is 1 + the index in consts of the node's value, or 0:
	// few nodes are constants, so their 32-byte values are kept apart.
	constAt []int32
	consts  []Const
}

// grow returns s long enough to index id: at first as long as the
// module expects to number nodes, so that a pass over the module rarely
// copies a slice of millions of entries.
func grow[T any](s []T, id int, m *parser.Module) []T {
	if id < len(s) {
		return s
	}
	t := make([]T, max(m.NodeCapacity(), id+1, 2*len(s)))
	copy(t, s)
	return t
}

// id returns e's node number, or false for no expression or one the
// checker never numbered.
func (in *Info) id(e parser.Node) (int, bool) {
	if e == nil {
		return 0, false
	}
	return in.Module.LookupID(e)
}

// TypeOf is the type of e, or nil if the checker did not visit it.
func (in *Info) TypeOf(e parser.Expr) Type {
	if id, ok := in.id(e); ok && id < len(in.facts.types) {
		return in.facts.types[id]
	}
	return nil
}

func (in *Info) setType(e parser.Expr, t Type) {
	id := in.Module.NodeID(e)
	in.facts.types = grow(in.facts.types, id, in.Module)
	in.facts.types[id] = t
}

// ConstOf is e's value when it is known at compile time: a literal or a
// folded Final constant.
func (in *Info) ConstOf(e parser.Expr) (Const, bool) {
	if id, ok := in.id(e); ok && id < len(in.facts.constAt) {
		if i := in.facts.constAt[id]; i != 0 {
			return in.facts.consts[i-1], true
		}
	}
	return Const{}, false
}

func (in *Info) setConst(e parser.Expr, k Const) {
	id := in.Module.NodeID(e)
	in.facts.constAt = grow(in.facts.constAt, id, in.Module)
	if i := in.facts.constAt[id]; i != 0 {
		in.facts.consts[i-1] = k
		return
	}
	if in.facts.consts == nil {
		// About one constant per 25 bytes of typed numeric code.
		in.facts.consts = make([]Const, 0, len(in.Module.Source)/24+8)
	}
	in.facts.consts = append(in.facts.consts, k)
	in.facts.constAt[id] = int32(len(in.facts.consts))
}

// RefOf says what the name n refers to: a *Var, a *Global or a
// *ClassAttr; nil if unresolved.
func (in *Info) RefOf(n *parser.Name) any {
	if n == nil {
		return nil
	}
	if id, ok := in.id(n); ok && id < len(in.facts.refs) {
		return in.facts.refs[id]
	}
	return nil
}

func (in *Info) setRef(n *parser.Name, r any) {
	id := in.Module.NodeID(n)
	in.facts.refs = grow(in.facts.refs, id, in.Module)
	in.facts.refs[id] = r
}
