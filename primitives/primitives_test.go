package primitives

import (
	"math/big"
	"testing"
)

// TestFits compares Fits, which has a fast path for values that fit an
// int64, with the definition Min <= v <= Max, at and around every integer
// primitive's bounds and at the int64/uint64 edges.
func TestFits(t *testing.T) {
	var values []*big.Int
	one := big.NewInt(1)
	for _, name := range Names() {
		p := Lookup(name)
		if !p.IsInt() {
			continue
		}
		for _, b := range []*big.Int{p.Min(), p.Max()} {
			values = append(values, new(big.Int).Sub(b, one), b, new(big.Int).Add(b, one))
		}
	}
	values = append(values, big.NewInt(0), new(big.Int).Lsh(one, 100), new(big.Int).Neg(new(big.Int).Lsh(one, 100)))
	for _, name := range Names() {
		p := Lookup(name)
		if !p.IsInt() {
			continue
		}
		for _, v := range values {
			want := v.Cmp(p.Min()) >= 0 && v.Cmp(p.Max()) <= 0
			if got := p.Fits(v); got != want {
				t.Errorf("%s.Fits(%v) = %v, want %v", name, v, got, want)
			}
		}
	}
}
