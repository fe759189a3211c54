package annotate

import (
	"testing"

	"github.com/google/go-cmp/cmp"
)

// TestAnalyze reads a small optimized module: calls are classified, the
// bounds checks counted by their index.slow branches, error paths not
// counted, and an interpreted function's lines all score.
func TestAnalyze(t *testing.T) {
	src := "def f(o):\n    return o.x\n\ndef g(a):\n    return a[0]\n\ndef h():\n    yield 1\n"
	ir := `define i8* @m.f(i8* %o) !dbg !4 {
  %1 = call i8* @PyObject_GetAttr(i8* %o, i8* %n), !dbg !5
  %2 = icmp eq i8* %1, null, !dbg !5
  br i1 %2, label %error, label %ok, !dbg !5
error:
  call void @_PyTraceback_Add(i8* null, i8* null, i32 2), !dbg !5
  ret i8* null, !dbg !5
}
define i64 @m.g(i64* %a.data, i64 %a.len) !dbg !6 {
  %1 = icmp ult i64 0, %a.len, !dbg !7
  br i1 %1, label %inbounds.1, label %index.slow.2, !dbg !7, !prof !9
  %2 = load i64, i64* %a.data, align 8, !dbg !7
  call void @_Py_Dealloc(i8* %x), !dbg !7
}
!5 = !DILocation(line: 2, scope: !4)
!7 = !DILocation(line: 5, scope: !6)
`
	r := Analyze("m.py", []byte(src), []string{ir}, []Function{
		{Name: "f", Line: 1, EndLine: 2, Native: true},
		{Name: "g", Line: 4, EndLine: 5, Native: true},
		{Name: "h", Line: 7, EndLine: 8, Native: false},
	})
	got := map[int][]Op{}
	for _, l := range r.Lines {
		if len(l.Ops) > 0 {
			got[l.Line] = l.Ops
		}
	}
	want := map[int][]Op{
		2: {{KindAttribute, 1}},
		5: {{KindDecref, 1}, {KindBounds, 1}},
		7: {{KindInterpreted, 1}},
		8: {{KindInterpreted, 1}},
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("ops mismatch (-want +got):\n%s", diff)
	}
	if r.Lines[1].Score != weights[KindAttribute] || r.Lines[0].Score != 0 {
		t.Errorf("scores: line 1 %g, line 2 %g", r.Lines[0].Score, r.Lines[1].Score)
	}
	if f := r.Functions[0]; f.Name != "f" || f.Score != weights[KindAttribute] {
		t.Errorf("function f: %+v", f)
	}
	if len(r.Lines[1].IR) != 5 {
		t.Errorf("line 2 IR: %q, want its five instructions", r.Lines[1].IR)
	}
}
