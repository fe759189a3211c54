// This file implements slab allocation of the most frequent nodes: one
// allocation per 64 nodes instead of one per node (on the benchmark
// module, 344k allocations instead of 552k).

package parser

import (
	"math"
	"math/big"
	"math/bits"
)

const slabSize = 64

// allocator hands out nodes from slabs. A slab stays alive while any of
// its nodes does, which suits a tree that lives as a whole.
type allocator struct {
	names      []Name
	constants  []Constant
	attributes []Attribute
	calls      []Call
	ints       []big.Int
	words      []big.Word
}

func (a *allocator) name() *Name {
	if len(a.names) == 0 {
		a.names = make([]Name, slabSize)
	}
	n := &a.names[0]
	a.names = a.names[1:]
	return n
}

func (a *allocator) constant(c Constant) *Constant {
	if len(a.constants) == 0 {
		a.constants = make([]Constant, slabSize)
	}
	n := &a.constants[0]
	a.constants = a.constants[1:]
	*n = c
	return n
}

func (a *allocator) attribute() *Attribute {
	if len(a.attributes) == 0 {
		a.attributes = make([]Attribute, slabSize)
	}
	n := &a.attributes[0]
	a.attributes = a.attributes[1:]
	return n
}

func (a *allocator) call() *Call {
	if len(a.calls) == 0 {
		a.calls = make([]Call, slabSize)
	}
	n := &a.calls[0]
	a.calls = a.calls[1:]
	return n
}

func (a *allocator) bigInt() *big.Int {
	if len(a.ints) == 0 {
		a.ints = make([]big.Int, slabSize)
	}
	n := &a.ints[0]
	a.ints = a.ints[1:]
	return n
}

// smallInt returns a big.Int of value v whose one-word magnitude also
// comes from a slab: SetInt64 would allocate it on its own. The word's
// slice has capacity 1, so arithmetic into the Int that needs more room
// reallocates instead of writing into a neighbour's word.
func (a *allocator) smallInt(v uint64) *big.Int {
	n := a.bigInt()
	if v == 0 {
		return n
	}
	if bits.UintSize < 64 && v > math.MaxUint32 {
		return n.SetUint64(v)
	}
	if len(a.words) == 0 {
		a.words = make([]big.Word, slabSize)
	}
	w := a.words[:1:1]
	a.words = a.words[1:]
	w[0] = big.Word(v)
	return n.SetBits(w)
}
