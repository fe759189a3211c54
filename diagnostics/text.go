// This file implements the text format of diagnostics: the one people read.

package diagnostics

import (
	"bufio"
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
	lines := lineFinder{source: opts.Source}
	for _, d := range ds {
		bw.WriteString(d.Pos.String())
		fmt.Fprintf(bw, ": %s: %s", d.Severity, d.Message)
		if d.Code != "" {
			fmt.Fprintf(bw, " [%s]", d.Code)
		}
		bw.WriteByte('\n')
		if d.Pos.Line > 0 {
			if line, ok := lines.line(d.Pos.File, d.Pos.Line); ok {
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

// lineFinder returns source lines. It indexes the line starts of the
// last file it was asked about: writers see diagnostics sorted by file,
// so a file with many diagnostics is scanned once, not once each.
type lineFinder struct {
	source func(file string) []byte // nil: no source at hand
	file   string
	src    []byte
	starts []int // byte offset of each line; nil until file is indexed
}

// line returns the 1-based line n of file without its line ending.
func (f *lineFinder) line(file string, n int) (string, bool) {
	if f.source == nil {
		return "", false
	}
	if f.starts == nil || file != f.file {
		f.file, f.src = file, f.source(file)
		if f.src == nil {
			f.starts = []int{}
			return "", false
		}
		f.starts = append(f.starts[:0], 0)
		for i, c := range f.src {
			if c == '\n' {
				f.starts = append(f.starts, i+1)
			}
		}
	}
	if f.src == nil || n < 1 || n > len(f.starts) {
		return "", false
	}
	start := f.starts[n-1]
	end := len(f.src)
	if n < len(f.starts) {
		end = f.starts[n] - 1
	}
	return strings.TrimRight(string(f.src[start:end]), "\r"), true
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
