package tests

import (
	"fmt"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/staticpyc/staticpyc/primitives"
)

// TestPrimitiveMatrix generates a module with one function per integer
// type and operator (and per conversion pair), calls each at the
// boundary values of its type, and requires the compiled module, the
// interpreted module and an independent reference computed here with
// big-integer arithmetic to agree on every result and every exception.
func TestPrimitiveMatrix(t *testing.T) {
	needToolchain(t)
	var src strings.Builder
	src.WriteString("import __static__\nfrom __static__ import " + strings.Join(primitives.Names(), ", ") + "\n\n")
	want := map[string]string{} // CALL expression -> expected repr or "Type: message"
	var calls []string
	ints := []*primitives.Prim{primitives.Int8, primitives.Int16, primitives.Int32, primitives.Int64,
		primitives.UInt8, primitives.UInt16, primitives.UInt32, primitives.UInt64}
	ops := []struct {
		name, sym string
		ref       func(p *primitives.Prim, a, b *big.Int) (string, bool)
	}{
		{"add", "+", func(p *primitives.Prim, a, b *big.Int) (string, bool) {
			return p.Wrap(new(big.Int).Add(a, b)).String(), true
		}},
		{"sub", "-", func(p *primitives.Prim, a, b *big.Int) (string, bool) {
			return p.Wrap(new(big.Int).Sub(a, b)).String(), true
		}},
		{"mul", "*", func(p *primitives.Prim, a, b *big.Int) (string, bool) {
			return p.Wrap(new(big.Int).Mul(a, b)).String(), true
		}},
		{"floordiv", "//", refDiv},
		{"truediv", "/", refDiv},
		{"mod", "%", func(p *primitives.Prim, a, b *big.Int) (string, bool) {
			if b.Sign() == 0 {
				return "ZeroDivisionError: integer division or modulo by zero", false
			}
			return p.Wrap(new(big.Int).Rem(a, b)).String(), true
		}},
		{"and", "&", func(p *primitives.Prim, a, b *big.Int) (string, bool) {
			return p.Wrap(new(big.Int).And(a, b)).String(), true
		}},
		{"or", "|", func(p *primitives.Prim, a, b *big.Int) (string, bool) {
			return p.Wrap(new(big.Int).Or(a, b)).String(), true
		}},
		{"xor", "^", func(p *primitives.Prim, a, b *big.Int) (string, bool) {
			return p.Wrap(new(big.Int).Xor(a, b)).String(), true
		}},
		{"lshift", "<<", func(p *primitives.Prim, a, b *big.Int) (string, bool) {
			switch {
			case b.Sign() < 0:
				return "ValueError: negative shift count", false
			case b.Cmp(big.NewInt(int64(p.Bits))) >= 0:
				return "0", true
			}
			return p.Wrap(new(big.Int).Lsh(a, uint(b.Int64()))).String(), true
		}},
		{"rshift", ">>", func(p *primitives.Prim, a, b *big.Int) (string, bool) {
			switch {
			case b.Sign() < 0:
				return "ValueError: negative shift count", false
			case b.Cmp(big.NewInt(int64(p.Bits))) >= 0:
				if a.Sign() < 0 {
					return "-1", true
				}
				return "0", true
			}
			return new(big.Int).Rsh(a, uint(b.Int64())).String(), true
		}},
		{"lt", "<", refCmp(func(c int) bool { return c < 0 })},
		{"le", "<=", refCmp(func(c int) bool { return c <= 0 })},
		{"eq", "==", refCmp(func(c int) bool { return c == 0 })},
		{"ne", "!=", refCmp(func(c int) bool { return c != 0 })},
		{"gt", ">", refCmp(func(c int) bool { return c > 0 })},
		{"ge", ">=", refCmp(func(c int) bool { return c >= 0 })},
	}
	for _, p := range ints {
		vals := boundaryValues(p)
		for _, op := range ops {
			fn := fmt.Sprintf("%s_%s", op.name, p.Name)
			ret := p.Name
			if _, isCmp := map[string]bool{"lt": true, "le": true, "eq": true, "ne": true, "gt": true, "ge": true}[op.name]; isCmp {
				ret = "cbool"
			}
			fmt.Fprintf(&src, "def %s(a: %s, b: %s) -> %s:\n    return a %s b\n\n", fn, p.Name, p.Name, ret, op.sym)
			for _, a := range vals {
				for _, b := range vals {
					call := fmt.Sprintf("%s(%s, %s)", fn, a, b)
					calls = append(calls, call)
					r, _ := op.ref(p, a, b)
					want[call] = r
				}
			}
		}
		fmt.Fprintf(&src, "def neg_%s(a: %s) -> %s:\n    return -a\n\n", p.Name, p.Name, p.Name)
		fmt.Fprintf(&src, "def inv_%s(a: %s) -> %s:\n    return ~a\n\n", p.Name, p.Name, p.Name)
		for _, a := range vals {
			c := fmt.Sprintf("neg_%s(%s)", p.Name, a)
			calls = append(calls, c)
			want[c] = p.Wrap(new(big.Int).Neg(a)).String()
			c = fmt.Sprintf("inv_%s(%s)", p.Name, a)
			calls = append(calls, c)
			want[c] = p.Wrap(new(big.Int).Not(a)).String()
		}
		for _, q := range ints {
			fn := fmt.Sprintf("conv_%s_%s", p.Name, q.Name)
			fmt.Fprintf(&src, "def %s(a: %s) -> %s:\n    return %s(a)\n\n", fn, p.Name, q.Name, q.Name)
			for _, a := range vals {
				c := fmt.Sprintf("%s(%s)", fn, a)
				calls = append(calls, c)
				want[c] = q.Wrap(a).String()
			}
		}
	}
	for _, c := range calls {
		fmt.Fprintf(&src, "# CALL: %s\n", c)
	}
	dir := t.TempDir()
	file := filepath.Join(dir, "matrix.py")
	if err := os.WriteFile(file, []byte(src.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	forEachPython(t, func(t *testing.T, py testPython) {
		python := py.Path
		rt, _ := filepath.Abs(runtimeDir)
		harness, _ := filepath.Abs("harness.py")
		interpreted, err := RunHarness(python, harness, dir, "matrix", file, []string{"PYTHONPATH=" + rt})
		if err != nil {
			t.Fatalf("interpreted: %v", err)
		}
		outDir := t.TempDir()
		build(t, file, buildOptionsFor(t, py, outDir))
		compiled, err := RunHarness(python, harness, outDir, "matrix", file, []string{"PYTHONPATH="})
		if err != nil {
			t.Fatalf("compiled: %v", err)
		}
		if len(compiled.Calls) != len(calls) || len(interpreted.Calls) != len(calls) {
			t.Fatalf("got %d compiled and %d interpreted calls, want %d", len(compiled.Calls), len(interpreted.Calls), len(calls))
		}
		mismatches := 0
		for i, c := range calls {
			got := []string{outcome(interpreted.Calls[i]), outcome(compiled.Calls[i])}
			if got[0] != want[c] || got[1] != want[c] {
				mismatches++
				if mismatches <= 30 {
					t.Errorf("%s: reference %q, interpreted %q, compiled %q", c, want[c], got[0], got[1])
				}
			}
		}
		t.Logf("%d calls, %d mismatches", len(calls), mismatches)
	})
}

// outcome renders a call as the reference does: the repr of the result,
// or "Type: message".
func outcome(c Call) string {
	if c.Exception != nil {
		return c.Exception.Type + ": " + c.Exception.Message
	}
	if c.Result == nil {
		return "<nothing>"
	}
	return *c.Result
}

func refDiv(p *primitives.Prim, a, b *big.Int) (string, bool) {
	if b.Sign() == 0 {
		return "ZeroDivisionError: integer division or modulo by zero", false
	}
	return p.Wrap(new(big.Int).Quo(a, b)).String(), true
}

func refCmp(f func(int) bool) func(p *primitives.Prim, a, b *big.Int) (string, bool) {
	return func(p *primitives.Prim, a, b *big.Int) (string, bool) {
		if f(a.Cmp(b)) {
			return "True", true
		}
		return "False", true
	}
}

// boundaryValues are the values each operator is tried on.
func boundaryValues(p *primitives.Prim) []*big.Int {
	one := big.NewInt(1)
	vs := []*big.Int{big.NewInt(0), one, big.NewInt(2), big.NewInt(7), big.NewInt(int64(p.Bits - 1)), big.NewInt(int64(p.Bits)),
		p.Max(), new(big.Int).Sub(p.Max(), one)}
	if p.Signed {
		vs = append(vs, big.NewInt(-1), big.NewInt(-7), p.Min(), new(big.Int).Add(p.Min(), one))
	}
	return vs
}
