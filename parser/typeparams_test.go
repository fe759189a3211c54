// This file tests the parsing of PEP 695 type statements and type
// parameter lists.

package parser

import (
	"testing"

	"github.com/staticpyc/staticpyc/diagnostics"
)

// TestTypeStatements checks that `type` starts an alias only when a
// name and `=` or `[` follow, and that parameter lists keep their
// kinds, bounds and defaults.
func TestTypeStatements(t *testing.T) {
	src := "type A = int\ntype B[T: int, *Ts, **P = int] = list[T]\ntype = 5\ntype(x)\n" +
		"def f[T, U](x: T) -> U: pass\nclass C[T](object): pass\n"
	var errs diagnostics.List
	m := Parse("t.py", []byte(src), &errs)
	if errs.Len() > 0 {
		t.Fatalf("unexpected errors %v", errs.Sorted())
	}
	a, ok := m.Body[0].(*TypeAlias)
	if !ok || a.Name.Id != "A" || a.Value.(*Name).Id != "int" || a.Span != (Span{Line: 1, Col: 1, EndLine: 1, EndCol: 13}) {
		t.Errorf("type A = int parsed as %#v", m.Body[0])
	}
	b := m.Body[1].(*TypeAlias)
	if len(b.TypeParams) != 3 {
		t.Fatalf("B has %d type params, want 3", len(b.TypeParams))
	}
	if p := b.TypeParams[0]; p.Name != "T" || p.Kind != TypeVarParam || p.Bound.(*Name).Id != "int" {
		t.Errorf("T: %#v", p)
	}
	if p := b.TypeParams[1]; p.Name != "Ts" || p.Kind != TypeVarTupleParam || p.Bound != nil {
		t.Errorf("Ts: %#v", p)
	}
	if p := b.TypeParams[2]; p.Name != "P" || p.Kind != ParamSpecParam || p.Default.(*Name).Id != "int" {
		t.Errorf("P: %#v", p)
	}
	if _, ok := m.Body[2].(*Assign); !ok {
		t.Errorf("type = 5 parsed as %T", m.Body[2])
	}
	if _, ok := m.Body[3].(*ExprStmt); !ok {
		t.Errorf("type(x) parsed as %T", m.Body[3])
	}
	if f := m.Body[4].(*FunctionDef); len(f.TypeParams) != 2 || f.TypeParams[1].Name != "U" {
		t.Errorf("def f[T, U] type params: %v", f.TypeParams)
	}
	if c := m.Body[5].(*ClassDef); len(c.TypeParams) != 1 || len(c.Bases) != 1 {
		t.Errorf("class C[T](object): type params %v, bases %v", c.TypeParams, c.Bases)
	}
	for _, bad := range []string{"type A[] = int\n", "def f[](): pass\n", "type A[T] int\n"} {
		var errs diagnostics.List
		Parse("t.py", []byte(bad), &errs)
		if !errs.HasErrors() {
			t.Errorf("%q: no syntax error", bad)
		}
	}
}

// TestMentions checks that a module knows the identifiers it uses.
func TestMentions(t *testing.T) {
	var errs diagnostics.List
	m := Parse("t.py", []byte("x = reveal_type(a.b, key=1)\n"), &errs)
	for _, name := range []string{"x", "reveal_type", "a", "b", "key"} {
		if !m.Mentions(name) {
			t.Errorf("Mentions(%q) = false", name)
		}
	}
	if m.Mentions("reveal") || m.Mentions("y") {
		t.Error("Mentions reports a name the module does not use")
	}
}
