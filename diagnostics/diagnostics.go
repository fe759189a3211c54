package diagnostics

import (
	"fmt"
	"sort"
)

// Pos is a 1-based source position. The zero Pos means "unknown".
type Pos struct {
	File string
	Line int
	Col  int
}

// IsKnown reports whether p names a real place in a file.
func (p Pos) IsKnown() bool { return p.Line > 0 }

// String formats p as file:line:col, leaving out what is unknown.
func (p Pos) String() string {
	switch {
	case p.Line == 0:
		return p.File
	case p.Col == 0:
		return fmt.Sprintf("%s:%d", p.File, p.Line)
	}
	return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
}

// Before orders positions by file, line and column.
func (p Pos) Before(q Pos) bool {
	if p.File != q.File {
		return p.File < q.File
	}
	if p.Line != q.Line {
		return p.Line < q.Line
	}
	return p.Col < q.Col
}

// Severity says whether a diagnostic stops the build.
type Severity int

const (
	Error Severity = iota
	Warning
	Note
)

func (s Severity) String() string {
	switch s {
	case Warning:
		return "warning"
	case Note:
		return "note"
	}
	return "error"
}

// Diagnostic is one thing staticpyc says about a position in the source.
type Diagnostic struct {
	Pos      Pos
	End      Pos // end of the offending range; zero when unknown
	Severity Severity
	Code     Code
	Message  string
	Hint     string // optional advice on how to fix it
	// Order, when known, is where the diagnostic sorts instead of Pos:
	// a finding about a whole def that CinderX makes only after checking
	// its body (an implicit None return) sorts at the body's end, so
	// the body's own errors come first, as CinderX reports them.
	Order Pos
}

func (d Diagnostic) sortPos() Pos {
	if d.Order.IsKnown() {
		return d.Order
	}
	return d.Pos
}

func (d Diagnostic) String() string {
	return fmt.Sprintf("%s: %s: %s [%s]", d.Pos, d.Severity, d.Message, d.Code)
}

// List collects diagnostics from the phases.
type List struct {
	items []Diagnostic
}

// Add appends a diagnostic.
func (l *List) Add(d Diagnostic) { l.items = append(l.items, d) }

// Errorf appends an error with the given code at pos.
func (l *List) Errorf(pos Pos, code Code, format string, args ...any) *Diagnostic {
	l.items = append(l.items, Diagnostic{Pos: pos, Severity: Error, Code: code, Message: fmt.Sprintf(format, args...)})
	return &l.items[len(l.items)-1]
}

// Warnf appends a warning with the given code at pos.
func (l *List) Warnf(pos Pos, code Code, format string, args ...any) *Diagnostic {
	l.items = append(l.items, Diagnostic{Pos: pos, Severity: Warning, Code: code, Message: fmt.Sprintf(format, args...)})
	return &l.items[len(l.items)-1]
}

// Notef appends a note (used by reveal_type) with the given code at pos.
func (l *List) Notef(pos Pos, code Code, format string, args ...any) *Diagnostic {
	l.items = append(l.items, Diagnostic{Pos: pos, Severity: Note, Code: code, Message: fmt.Sprintf(format, args...)})
	return &l.items[len(l.items)-1]
}

// Append adds every diagnostic of other.
func (l *List) Append(other *List) { l.items = append(l.items, other.items...) }

// OrderFrom sorts the diagnostics reported since the list had n, those
// not ordered otherwise, at order (after what a phase checks first
// though it stands later, as CinderX reports it).
func (l *List) OrderFrom(n int, order Pos) {
	for i := n; i < len(l.items); i++ {
		if !l.items[i].Order.IsKnown() {
			l.items[i].Order = order
		}
	}
}

// Len is the number of diagnostics collected so far.
func (l *List) Len() int { return len(l.items) }

// HasErrors reports whether any diagnostic is an error.
func (l *List) HasErrors() bool {
	for _, d := range l.items {
		if d.Severity == Error {
			return true
		}
	}
	return false
}

// Sorted returns the diagnostics ordered by position, then code and
// message, with exact duplicates removed. The result is deterministic
// whatever order the phases reported in.
func (l *List) Sorted() []Diagnostic {
	out := append([]Diagnostic(nil), l.items...)
	sort.SliceStable(out, func(i, j int) bool {
		a, b := out[i], out[j]
		if pa, pb := a.sortPos(), b.sortPos(); pa != pb {
			return pa.Before(pb)
		}
		if a.Pos != b.Pos {
			return a.Pos.Before(b.Pos)
		}
		if a.Code != b.Code {
			return a.Code < b.Code
		}
		return a.Message < b.Message
	})
	dedup := out[:0]
	for i, d := range out {
		if i > 0 && d.Pos == out[i-1].Pos && d.Code == out[i-1].Code && d.Message == out[i-1].Message {
			continue
		}
		dedup = append(dedup, d)
	}
	return dedup
}
