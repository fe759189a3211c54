package parser

import (
	"fmt"
	"testing"

	"github.com/staticpyc/staticpyc/diagnostics"
)

// TestSuspend checks which def each yield, yield from and await is
// recorded on: the innermost def whose own scope holds it, never a
// lambda's or a class body's enclosing def, and the first one wins.
func TestSuspend(t *testing.T) {
	src := `def plain():
    return [x for x in range(3)]

def gen():
    x = 1
    y = f"{(yield x)}"
    yield 2

def outer(a=(yield)):
    def inner():
        return (yield from g())
    f = lambda: (yield)
    class C:
        x = 1
    return inner

async def co():
    await x

def after_error():
    x = )
def late():
    if c:
        while d:
            await e
`
	m := Parse("t.py", []byte(src), &diagnostics.List{})
	defs := map[string]*FunctionDef{}
	var walk func([]Stmt)
	walk = func(ss []Stmt) {
		for _, s := range ss {
			if d, ok := s.(*FunctionDef); ok {
				defs[d.Name] = d
				walk(d.Body)
			}
		}
	}
	walk(m.Body)
	want := map[string]string{ // def -> kind@line:col, "" for none
		"plain": "", "gen": "yield@6:13", "outer": "", "inner": "yieldfrom@11:17",
		"co": "await@18:5", "late": "await@25:13",
	}
	for name, w := range want {
		d := defs[name]
		if d == nil {
			t.Errorf("def %s not parsed", name)
			continue
		}
		got := ""
		switch x := d.Suspend.(type) {
		case *Yield:
			got = "yield"
		case *YieldFrom:
			got = "yieldfrom"
		case *Await:
			got = "await"
		case nil:
		default:
			t.Errorf("%s: Suspend is a %T", name, x)
		}
		if got != "" {
			s := d.Suspend.Loc()
			got += fmt.Sprintf("@%d:%d", s.Line, s.Col)
		}
		if got != w {
			t.Errorf("%s.Suspend = %q, want %q", name, got, w)
		}
	}
}
