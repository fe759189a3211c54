package lower

import (
	"testing"

	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/typecheck"
)

// TestLeafBody checks which bodies go without a recursion guard: only
// straight-line code that calls nothing.
func TestLeafBody(t *testing.T) {
	for _, c := range []struct {
		body string
		leaf bool
	}{
		{"return self.x + self.y", true},
		{"self.x = x\nself.y = y", true},
		{"if n > 0:\n        return a[n]\n    return -n", true},
		{"return f(n - 1)", false},
		{"return self.area()", false},
		{"return [x for x in a]", false},
		{"return lambda: 1", false},
		{"for i in a:\n        pass", false},
		{"while n:\n        n -= 1", false},
		{"raise ValueError", false},
		{"assert n", false},
		{"import os", false},
		{"with m:\n        pass", false},
		{"try:\n        pass\n    finally:\n        pass", false},
		{"yield n", false},
		{"def g():\n        pass", false},
	} {
		src := "def f(self, n, a, x, y, m):\n    " + c.body + "\n"
		var diags diagnostics.List
		m := parser.Parse("t.py", []byte(src), &diags)
		if diags.HasErrors() {
			t.Fatalf("%q: %v", c.body, diags.Sorted())
		}
		def := m.Body[0].(*parser.FunctionDef)
		if got := leafBody(def.Body); got != c.leaf {
			t.Errorf("leafBody(%q) = %v, want %v", c.body, got, c.leaf)
		}
	}
}

// TestPrimitiveLeaf checks which leaf bodies compute on primitives only,
// so that a call from Python needs no stack check: any object operation
// (a field of an object, an operator or a subscript on one) could reach
// a slot or a descriptor that calls back.
func TestPrimitiveLeaf(t *testing.T) {
	for _, c := range []struct {
		body string
		prim bool
	}{
		{"return x", true},
		{"return x * 2 + y", true},
		{"if x > y:\n        return x - y\n    return y % 3", true},
		{"z: int64 = x // y\n    return z", true},
		{"if d > 1.5:\n        return x\n    return y", true},
		{"r = o + 1\n    return x", false},
		{"r = o[0]\n    return x", false},
		{"if o:\n        return x\n    return y", false},
		{"o.attr = 1\n    return x", false},
		{"return f(x, y, d, o)", false},
	} {
		src := "import __static__\nfrom __static__ import int64, double\n\n\ndef f(x: int64, y: int64, d: double, o) -> int64:\n    " + c.body + "\n"
		var diags diagnostics.List
		m := parser.Parse("t.py", []byte(src), &diags)
		if diags.HasErrors() {
			t.Fatalf("%q: %v", c.body, diags.Sorted())
		}
		info := typecheck.Check(m, typecheck.Config{Static: true}, &diags)
		if diags.HasErrors() {
			t.Fatalf("%q: %v", c.body, diags.Sorted())
		}
		def := m.Body[2].(*parser.FunctionDef)
		if got := primitiveLeaf(info, def.Body); got != c.prim {
			t.Errorf("primitiveLeaf(%q) = %v, want %v", c.body, got, c.prim)
		}
	}
}
