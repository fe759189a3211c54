// This file numbers nodes. The checker records a type, a constant or a
// referent for millions of nodes of a large module; maps keyed by node
// pointers (interface values) were most of its time, while slices indexed
// by a dense number cost one load.

package parser

// NodeID returns n's number in m, giving it the next free one on first
// use: numbers are dense, start at 1, and are stable for the module's
// life, whoever asks. m remembers the owner of each number, so a node
// built by copying another's Span (as synthesized nodes are) does not
// share its number but gets its own. Numbering mutates the tree: callers
// that number the same module concurrently must synchronize.
func (m *Module) NodeID(n Node) int {
	if id, ok := m.LookupID(n); ok {
		return id
	}
	if len(m.nodes) == 0 {
		// Most nodes that get numbered are expressions, about one per
		// six bytes of source; sizing once avoids regrowing a slice of
		// millions of entries.
		m.nodes = make([]Node, 1, len(m.Source)/6+16)
	}
	id := len(m.nodes)
	m.nodes = append(m.nodes, n)
	n.Loc().id = uint32(id)
	return id
}

// LookupID returns n's number in m, if it has one. It never numbers, so
// readers may call it concurrently.
func (m *Module) LookupID(n Node) (int, bool) {
	id := int(n.Loc().id)
	if id != 0 && id < len(m.nodes) && m.nodes[id] == n {
		return id, true
	}
	return 0, false
}

// NodeCapacity is how many numbers m expects to hand out (one more than
// the highest so far, or the estimate from the source's size if larger):
// the length to give a slice indexed by NodeID.
func (m *Module) NodeCapacity() int { return max(cap(m.nodes), 1) }
