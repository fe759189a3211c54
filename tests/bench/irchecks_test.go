package main

import (
	"slices"
	"testing"
)

// TestInnerLoopChecks: a loop nest whose inner loop keeps one check and
// a second inner loop with two; the outer loop's own check is not in an
// innermost loop.
func TestInnerLoopChecks(t *testing.T) {
	const ll = `define internal i64 @m.f(i64 %n) {
entry:
  br label %outer
outer:
  br i1 %c, label %inner, label %index.slow.1
index.slow.1:
  br label %inner
inner:
  br i1 %c, label %ok, label %index.slow.2
ok:
  br i1 %c, label %inner, label %latch
index.slow.2:
  br i1 %c, label %ok, label %index.bad.3
index.bad.3:
  ret i64 0
latch:
  br i1 %c, label %outer, label %second
second:
  br i1 %c, label %s1, label %index.slow.4
s1:
  br i1 %c, label %s2, label %index.bad.5
s2:
  br i1 %c, label %second, label %exit
index.slow.4:
  br label %s1
index.bad.5:
  ret i64 1
exit:
  ret i64 2
}
`
	funcs := parseFuncs(ll)
	blocks, ok := funcs["m.f"]
	if !ok {
		t.Fatalf("no function m.f in %v", funcs)
	}
	if got, want := innerLoopChecks(blocks), []int{1, 2}; !slices.Equal(got, want) {
		t.Errorf("innerLoopChecks = %v, want %v", got, want)
	}
}
