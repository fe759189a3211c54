package diagnostics

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var testSource = map[string][]byte{
	"walk.py": []byte("from __static__ import int8, int64\n\ndef f(x: int64) -> int8:\n    y: int8 = x\n\treturn y\r\n"),
	"é.py":    []byte("s = \"é\" + 1\n"),
}

func source(file string) []byte { return testSource[file] }

func TestWriteText(t *testing.T) {
	tests := []struct {
		name string
		in   []Diagnostic
		want string
	}{
		{
			name: "caret and hint",
			in: []Diagnostic{{
				Pos: Pos{"walk.py", 4, 15}, Code: TypeMismatch,
				Message: "type mismatch: int64 cannot be assigned to int8",
				Hint:    "convert explicitly with int8(x)",
			}},
			want: "walk.py:4:15: error: type mismatch: int64 cannot be assigned to int8 [SP2001]\n" +
				"        y: int8 = x\n" +
				"                  ^\n" +
				"  hint: convert explicitly with int8(x)\n",
		},
		{
			name: "tab kept, CR dropped",
			in:   []Diagnostic{{Pos: Pos{"walk.py", 5, 9}, Severity: Warning, Code: UndefinedName, Message: "m"}},
			want: "walk.py:5:9: warning: m [SP2002]\n    \treturn y\n    \t       ^\n",
		},
		{
			name: "multi-byte character takes one column",
			in:   []Diagnostic{{Pos: Pos{"é.py", 1, 10}, Code: BadBinOp, Message: "m"}},
			want: "é.py:1:10: error: m [SP2003]\n    s = \"é\" + 1\n            ^\n",
		},
		{
			name: "column past the end",
			in:   []Diagnostic{{Pos: Pos{"é.py", 1, 14}, Code: SyntaxError, Message: "m"}},
			want: "é.py:1:14: error: m [SP1001]\n    s = \"é\" + 1\n                ^\n",
		},
		{
			name: "unknown source, line only, file only",
			in: []Diagnostic{
				{Pos: Pos{"other.py", 3, 1}, Code: SyntaxError, Message: "a"},
				{Pos: Pos{"walk.py", 99, 1}, Code: SyntaxError, Message: "b"},
				{Pos: Pos{"walk.py", 2, 0}, Severity: Note, Code: RevealType, Message: "c"},
				{Pos: Pos{File: "walk.py"}, Code: ReadError, Message: "d"},
			},
			want: "other.py:3:1: error: a [SP1001]\n" +
				"walk.py:99:1: error: b [SP1001]\n" +
				"walk.py:2: note: c [SP2015]\n    \n" +
				"walk.py: error: d [SP1006]\n",
		},
	}
	for _, tt := range tests {
		var buf bytes.Buffer
		if err := WriteText(&buf, tt.in, TextOptions{Source: source}); err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(tt.want, buf.String()); diff != "" {
			t.Errorf("%s: mismatch (-want +got):\n%s", tt.name, diff)
		}
	}
}

func TestWriteJSON(t *testing.T) {
	var l List
	l.Errorf(Pos{"b.py", 2, 3}, TypeMismatch, "second").Hint = "h"
	d := l.Errorf(Pos{"a.py", 1, 1}, SyntaxError, "first <&>")
	d.End = Pos{"a.py", 1, 4}
	var buf bytes.Buffer
	if err := WriteJSON(&buf, l.Sorted()); err != nil {
		t.Fatal(err)
	}
	want := `{
  "version": 1,
  "diagnostics": [
    {
      "file": "a.py",
      "line": 1,
      "col": 1,
      "end_line": 1,
      "end_col": 4,
      "severity": "error",
      "code": "SP1001",
      "message": "first <&>",
      "hint": ""
    },
    {
      "file": "b.py",
      "line": 2,
      "col": 3,
      "end_line": 0,
      "end_col": 0,
      "severity": "error",
      "code": "SP2001",
      "message": "second",
      "hint": "h"
    }
  ]
}
`
	if diff := cmp.Diff(want, buf.String()); diff != "" {
		t.Errorf("mismatch (-want +got):\n%s", diff)
	}
}

func TestWriteJSONEmpty(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteJSON(&buf, nil); err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	if err := json.Unmarshal(buf.Bytes(), &got); err != nil {
		t.Fatal(err)
	}
	want := map[string]any{"version": float64(1), "diagnostics": []any{}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("mismatch (-want +got):\n%s", diff)
	}
}

// TestSortedOrder checks that a diagnostic with an Order sorts there,
// not at its position: CinderX reports a def's implicit None return
// after the errors of its body.
func TestSortedOrder(t *testing.T) {
	var l List
	def := l.Errorf(Pos{File: "m.py", Line: 1, Col: 1}, ReturnMismatch, "implicit None")
	def.Order = Pos{File: "m.py", Line: 3, Col: 9}
	l.Errorf(Pos{File: "m.py", Line: 2, Col: 5}, TypeMismatch, "in the body")
	l.Errorf(Pos{File: "m.py", Line: 4, Col: 1}, TypeMismatch, "after the def")
	var got []string
	for _, d := range l.Sorted() {
		got = append(got, d.Message)
	}
	want := []string{"in the body", "implicit None", "after the def"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("Sorted() = %q, want %q", got, want)
	}
}
