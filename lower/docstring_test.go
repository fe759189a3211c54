package lower

import "testing"

// TestCleanDoc checks cleanDoc against what CPython 3.13's compiler stored
// as __doc__ for the same docstrings.
func TestCleanDoc(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"Module\n    indented\n  less\n", "Module\n  indented\nless\n"},
		{"  First line.\n\n\tTabbed line\n        eight spaces\n       \n    four\n    ", "First line.\n\n    Tabbed line\n    eight spaces\n   \nfour\n"},
		{"Class doc\n        more", "Class doc\nmore"},
		{"\n    starts empty\n      deeper\n    ", "\nstarts empty\n  deeper\n"},
		{"x\n\n  \n   y", "x\n\n\ny"},
		{"clean", "clean"},
		{"a\tb\n\tc", "a       b\nc"},
		{"   ", ""},
	} {
		if got := cleanDoc(c.in); got != c.want {
			t.Errorf("cleanDoc(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
