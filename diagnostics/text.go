// This file implements the text format of diagnostics: the one people read.

package diagnostics

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// TextOptions says how to write diagnostics as text.
type TextOptions struct {
	// Source returns the contents of a file, or nil when they are not at
	// hand; the source line and the caret are left out then.
	Source func(file string) []byte
}

// WriteText writes ds in the order given, one diagnostic per entry:
//
//	walk.py:12:9: error: type mismatch: int64 cannot be assigned to int8 [SP2001]
//	        y: int8 = x
//	                  ^
//	  hint: convert explicitly with int8(x)
//
// The source line and caret appear when the position is known and the
// source is at hand; the hint line when the diagnostic has a hint.
// Callers pass List.Sorted() so that the output is deterministic.
func WriteText(w io.Writer, ds []Diagnostic, opts TextOptions) error {
	bw := bufio.NewWriter(w)
	for _, d := range ds {
		bw.WriteString(d.Pos.String())
		fmt.Fprintf(bw, ": %s: %s", d.Severity, d.Message)
		if d.Code != "" {
			fmt.Fprintf(bw, " [%s]", d.Code)
		}
		bw.WriteByte('\n')
		if opts.Source != nil && d.Pos.Line > 0 {
			if line, ok := sourceLine(opts.Source(d.Pos.File), d.Pos.Line); ok {
				bw.WriteString("    ")
				bw.WriteString(line)
				bw.WriteByte('\n')
				if d.Pos.Col > 0 {
					bw.WriteString("    ")
					bw.WriteString(caretPad(line, d.Pos.Col))
					bw.WriteString("^\n")
				}
			}
		}
		if d.Hint != "" {
			fmt.Fprintf(bw, "  hint: %s\n", d.Hint)
		}
	}
	return bw.Flush()
}

// sourceLine returns the 1-based line n of src without its line ending.
func sourceLine(src []byte, n int) (string, bool) {
	if src == nil {
		return "", false
	}
	for i := 1; i < n; i++ {
		j := bytes.IndexByte(src, '\n')
		if j < 0 {
			return "", false
		}
		src = src[j+1:]
	}
	if j := bytes.IndexByte(src, '\n'); j >= 0 {
		src = src[:j]
	}
	return strings.TrimRight(string(src), "\r"), true
}

// caretPad returns the blanks that put a caret under the byte column col
// (1-based) of line: tabs are kept so that the terminal expands them the
// same way in both lines, and a multi-byte character takes one column.
func caretPad(line string, col int) string {
	prefix := line
	if col-1 < len(line) {
		prefix = line[:col-1]
	}
	var b strings.Builder
	for len(prefix) > 0 {
		r, size := utf8.DecodeRuneInString(prefix)
		if r == '\t' {
			b.WriteByte('\t')
		} else {
			b.WriteByte(' ')
		}
		prefix = prefix[size:]
	}
	// A column past the end of the line (an error at end of line) puts
	// the caret just after the last character.
	for i := len(line) + 1; i < col; i++ {
		b.WriteByte(' ')
	}
	return b.String()
}
