package lower

import (
	"testing"

	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
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
