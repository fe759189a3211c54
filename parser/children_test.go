package parser

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/staticpyc/staticpyc/diagnostics"
)

// TestChildExprsReachEveryName walks statements of every expression kind
// through StmtExprs and ChildExprs and requires every name in them to be
// reached: a kind the walk forgot hides the names below it.
func TestChildExprsReachEveryName(t *testing.T) {
	src := strings.Join([]string{
		"a and b or not c",
		"(d := e) + -f",
		"(lambda g=h: i)", // g is a parameter, not an expression
		"j if k else l",
		"{m: n, **o}",
		"{p, *q}",
		"[r for r in s if t]",
		"{u for u in v}",
		"{w: x for w in y}",
		"(z for z in aa)",
		"f'{bb!r:{cc}}'",
		"dd < ee <= ff",
		"gg(hh, *ii, jj=kk, **ll)", // jj is a keyword
		"mm.attr[nn:oo:pp]",
		"qq[rr, ss]",
		"[tt, (uu, vv)]",
		"del ww",
		"xx: int = yy",
		"zz += a1",
		"assert a2, a3",
		"raise a4 from a5",
		"for a6 in a7: pass",
		"while a8: pass",
		"if a9: pass",
		"with b1 as b2: pass",
		"@b3\ndef fn(p=b4, *, q=b5) -> b6: pass",
		"@b7\nclass K(b8, metaclass=b9): pass",
		"try:\n    pass\nexcept c1:\n    pass",
		"def co():\n    return (yield c2), (yield from c3)",
		"async def co2():\n    await c4",
	}, "\n")
	var errs diagnostics.List
	m := Parse("walk.py", []byte(src+"\n"), &errs)
	if errs.HasErrors() {
		t.Fatalf("parse: %v", errs.Sorted())
	}
	reached := map[string]bool{}
	var expr func(Expr)
	expr = func(e Expr) {
		if n, ok := e.(*Name); ok {
			reached[n.Id] = true
		}
		ChildExprs(e, expr)
	}
	for _, s := range m.Body {
		StmtExprs(s, expr)
		if f, ok := s.(*FunctionDef); ok && strings.HasPrefix(f.Name, "co") {
			for _, b := range f.Body {
				StmtExprs(b, expr)
			}
		}
	}
	var missing []string
	for _, id := range strings.Fields("a b c d e f h i j k l m n o p q r s t u v w x y z aa bb cc dd ee ff gg hh ii kk ll mm nn oo pp qq rr ss tt uu vv ww xx yy zz a1 a2 a3 a4 a5 a6 a7 a8 a9 b1 b2 b3 b4 b5 b6 b7 b8 b9 c1 c2 c3 c4") {
		if !reached[id] {
			missing = append(missing, id)
		}
	}
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("names not reached: %v", missing)
	}
}

// TestWalkStmts wants every statement of a scope, in source order, and
// none of a nested def's or class's body; pruning skips a statement's
// blocks only.
func TestWalkStmts(t *testing.T) {
	src := `a = 1
if b:
    c = 1
elif d:
    e = 1
else:
    f = 1
while g:
    h = 1
else:
    i = 1
for j in k:
    l = 1
else:
    m = 1
with n:
    o = 1
try:
    p = 1
except q:
    r = 1
else:
    s = 1
finally:
    u = 1
match v:
    case 1:
        w = 1
    case _:
        x = 1
def y():
    z = 1
class A:
    B = 1
C = 1
`
	var errs diagnostics.List
	m := Parse("walk.py", []byte(src), &errs)
	if errs.HasErrors() {
		t.Fatalf("parse: %v", errs.Sorted())
	}
	walk := func(prune func(Stmt) bool) string {
		var got []string
		WalkStmts(m.Body, func(s Stmt) bool {
			if a, ok := s.(*Assign); ok {
				got = append(got, a.Targets[0].(*Name).Id)
			} else {
				got = append(got, strings.TrimPrefix(fmt.Sprintf("%T", s), "*parser."))
			}
			return prune(s)
		})
		return strings.Join(got, " ")
	}
	want := "a If c If e f While h i For l m With o Try p r s u Match w x FunctionDef ClassDef C"
	if got := walk(func(Stmt) bool { return true }); got != want {
		t.Errorf("walk:\n got %s\nwant %s", got, want)
	}
	want = "a If c If e f While h i For l m With o Try p r s u Match FunctionDef ClassDef C"
	if got := walk(func(s Stmt) bool { _, ok := s.(*Match); return !ok }); got != want {
		t.Errorf("pruned walk:\n got %s\nwant %s", got, want)
	}
}
