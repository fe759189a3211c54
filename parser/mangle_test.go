package parser

import (
	"testing"

	"github.com/staticpyc/staticpyc/diagnostics"
)

func TestMangle(t *testing.T) {
	for _, c := range []struct{ class, name, want string }{
		{"C", "__x", "_C__x"},
		{"_C", "__x", "_C__x"},
		{"__Priv", "__x", "_Priv__x"},
		{"C", "__init__", "__init__"},
		{"C", "_x", "_x"},
		{"C", "__a.b", "__a.b"},
		{"___", "__x", "__x"},
		{"", "__x", "__x"},
		{"C", "_C__x", "_C__x"},
	} {
		if got := Mangle(c.class, c.name); got != c.want {
			t.Errorf("Mangle(%q, %q) = %q, want %q", c.class, c.name, got, c.want)
		}
	}
}

// TestMangleNames mangles a class's attribute, method, parameter and
// keyword names, a nested class's with its own name, and nothing at
// module level.
func TestMangleNames(t *testing.T) {
	src := "__top = 1\nclass A:\n    def __m(self, __p):\n        self.__a = f(__k=__p)\n        class __B:\n            __c = 2\n"
	var diags diagnostics.List
	m := Parse("m.py", []byte(src), &diags)
	MangleNames(m)
	top := m.Body[0].(*Assign).Targets[0].(*Name).Id
	a := m.Body[1].(*ClassDef)
	def := a.Body[0].(*FunctionDef)
	store := def.Body[0].(*Assign)
	call := store.Value.(*Call)
	inner := def.Body[1].(*ClassDef)
	got := []string{top, def.Name, def.Args.Args[1].Name, store.Targets[0].(*Attribute).Attr, call.Keywords[0].Arg,
		call.Keywords[0].Value.(*Name).Id, inner.Name, inner.Body[0].(*Assign).Targets[0].(*Name).Id}
	want := []string{"__top", "_A__m", "_A__p", "_A__a", "_A__k", "_A__p", "_A__B", "_B__c"}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("name %d: got %q, want %q", i, got[i], want[i])
		}
	}
}
