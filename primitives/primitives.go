package primitives

import (
	"math/big"

	"github.com/llir/llvm/ir/types"
)

// Kind separates the three families of primitive.
type Kind uint8

const (
	Int   Kind = iota // fixed-width two's-complement integer
	Bool              // cbool
	Float             // double, single
)

// Prim is one primitive type.
type Prim struct {
	Name   string
	Kind   Kind
	Bits   int  // 1 for cbool, 8..64 for integers, 32/64 for floats
	Signed bool // integers only
	// Format is the struct/buffer-protocol format character of an element.
	// Formats lists every character a buffer may report for the same
	// layout (NumPy reports 'l' for int64 on LP64).
	Format  string
	Formats string
	// BoxName is the Python type a value boxes to and is checked as at the
	// boundary: "int", "bool" or "float".
	BoxName string
}

// The table. The order is the order of promotion rank within a family.
var (
	Int8    = &Prim{Name: "int8", Kind: Int, Bits: 8, Signed: true, Format: "b", Formats: "bc", BoxName: "int"}
	Int16   = &Prim{Name: "int16", Kind: Int, Bits: 16, Signed: true, Format: "h", Formats: "h", BoxName: "int"}
	Int32   = &Prim{Name: "int32", Kind: Int, Bits: 32, Signed: true, Format: "i", Formats: "i", BoxName: "int"}
	Int64   = &Prim{Name: "int64", Kind: Int, Bits: 64, Signed: true, Format: "q", Formats: "qln", BoxName: "int"}
	UInt8   = &Prim{Name: "uint8", Kind: Int, Bits: 8, Format: "B", Formats: "B", BoxName: "int"}
	UInt16  = &Prim{Name: "uint16", Kind: Int, Bits: 16, Format: "H", Formats: "H", BoxName: "int"}
	UInt32  = &Prim{Name: "uint32", Kind: Int, Bits: 32, Format: "I", Formats: "I", BoxName: "int"}
	UInt64  = &Prim{Name: "uint64", Kind: Int, Bits: 64, Format: "Q", Formats: "QLN", BoxName: "int"}
	CBool   = &Prim{Name: "cbool", Kind: Bool, Bits: 1, Format: "?", Formats: "?", BoxName: "bool"}
	Double  = &Prim{Name: "double", Kind: Float, Bits: 64, Format: "d", Formats: "d", BoxName: "float"}
	Single  = &Prim{Name: "single", Kind: Float, Bits: 32, Format: "f", Formats: "f", BoxName: "float"}
	AllPrim = []*Prim{Int8, Int16, Int32, Int64, UInt8, UInt16, UInt32, UInt64, CBool, Double, Single}
)

// aliases are the other names __static__ exports for the same types.
var aliases = map[string]*Prim{
	"char":    Int8,
	"size_t":  UInt64,
	"ssize_t": Int64,
}

// Lookup finds a primitive by the name __static__ exports it under.
func Lookup(name string) *Prim {
	for _, p := range AllPrim {
		if p.Name == name {
			return p
		}
	}
	return aliases[name]
}

// Names lists every name a primitive is exported under, sorted by table
// order and then aliases.
func Names() []string {
	var ns []string
	for _, p := range AllPrim {
		ns = append(ns, p.Name)
	}
	return append(ns, "char", "size_t", "ssize_t")
}

// IsInt reports whether p is a fixed-width integer.
func (p *Prim) IsInt() bool { return p.Kind == Int }

// IsFloat reports whether p is double or single.
func (p *Prim) IsFloat() bool { return p.Kind == Float }

// Bytes is the size of one value in memory (cbool takes a byte).
func (p *Prim) Bytes() int {
	if p.Kind == Bool {
		return 1
	}
	return p.Bits / 8
}

// LLVM is the type a value has in registers.
func (p *Prim) LLVM() types.Type {
	switch p.Kind {
	case Bool:
		return types.I1
	case Float:
		if p.Bits == 32 {
			return types.Float
		}
		return types.Double
	}
	return types.NewInt(uint64(p.Bits))
}

// MemLLVM is the type a value has in memory (arrays, buffers).
func (p *Prim) MemLLVM() types.Type {
	if p.Kind == Bool {
		return types.I8
	}
	return p.LLVM()
}

// Min is the smallest value of an integer primitive.
func (p *Prim) Min() *big.Int {
	if !p.Signed {
		return new(big.Int)
	}
	return new(big.Int).Neg(new(big.Int).Lsh(big.NewInt(1), uint(p.Bits-1)))
}

// Max is the largest value of an integer primitive.
func (p *Prim) Max() *big.Int {
	bits := p.Bits
	if p.Signed {
		bits--
	}
	m := new(big.Int).Lsh(big.NewInt(1), uint(bits))
	return m.Sub(m, big.NewInt(1))
}

// Fits reports whether v is representable in the integer primitive p.
func (p *Prim) Fits(v *big.Int) bool {
	if v.IsInt64() {
		// The common case, without building the bounds as big.Ints.
		x := v.Int64()
		switch {
		case p.Bits == 64:
			return p.Signed || x >= 0
		case p.Signed:
			return -1<<(p.Bits-1) <= x && x < 1<<(p.Bits-1)
		default:
			return 0 <= x && x < 1<<p.Bits
		}
	}
	return v.Cmp(p.Min()) >= 0 && v.Cmp(p.Max()) <= 0
}

// Wrap reduces v to p's width in two's complement, as a conversion
// T(x) from a wider primitive does.
func (p *Prim) Wrap(v *big.Int) *big.Int {
	mod := new(big.Int).Lsh(big.NewInt(1), uint(p.Bits))
	r := new(big.Int).Mod(v, mod) // Euclidean: 0 <= r < mod
	if p.Signed && r.Cmp(p.Max()) > 0 {
		r.Sub(r, mod)
	}
	return r
}

// signedOf is the signed integer of the given width.
func signedOf(bits int) *Prim {
	switch bits {
	case 8:
		return Int8
	case 16:
		return Int16
	case 32:
		return Int32
	case 64:
		return Int64
	}
	return nil
}

// AssignableTo reports whether a value of type p converts implicitly to q:
// the same type, widening with the same signedness, an unsigned type to a
// strictly wider signed one, or single to double.
func (p *Prim) AssignableTo(q *Prim) bool {
	if p == q {
		return true
	}
	switch {
	case p.Kind == Int && q.Kind == Int:
		if p.Signed == q.Signed {
			return q.Bits >= p.Bits
		}
		return !p.Signed && q.Signed && q.Bits > p.Bits
	case p.Kind == Float && q.Kind == Float:
		return q.Bits >= p.Bits
	}
	return false
}

// Promote is the type of a binary operation on p and q, as CinderX: the
// wider of two integers of the same signedness; for mixed signedness the
// signed type if strictly wider, else the signed type of twice the
// unsigned width. uint64 with a signed type has no common type (ok false).
func Promote(p, q *Prim) (*Prim, bool) {
	if p == q {
		return p, true
	}
	if p.Kind != q.Kind {
		return nil, false
	}
	if p.Kind == Float {
		if p.Bits >= q.Bits {
			return p, true
		}
		return q, true
	}
	if p.Kind != Int {
		return nil, false
	}
	if p.Signed == q.Signed {
		if p.Bits >= q.Bits {
			return p, true
		}
		return q, true
	}
	u, s := p, q
	if p.Signed {
		u, s = q, p
	}
	if s.Bits > u.Bits {
		return s, true
	}
	if u.Bits == 64 {
		return nil, false
	}
	return signedOf(u.Bits * 2), true
}
