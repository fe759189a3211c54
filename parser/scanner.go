// This file implements the scanner: it turns source bytes into tokens and
// synthesises NEWLINE, INDENT and DEDENT the way CPython's tokenizer does.

package parser

import (
	"fmt"
	"unicode"
	"unicode/utf8"

	"github.com/staticpyc/staticpyc/diagnostics"
)

// maxParens is CPython's limit on nested brackets (MAXLEVEL).
const maxParens = 200

// maxIndent is CPython's limit on indentation levels (MAXINDENT).
const maxIndent = 100

// tabSize is the tab stop used to measure indentation.
const tabSize = 8

// paren is an open bracket awaiting its closing partner.
type paren struct {
	ch        byte
	line, col int
}

// scanErrorHandler receives a scanner error at a 1-based position.
type scanErrorHandler func(line, col int, code diagnostics.Code, msg string)

// scanner produces tokens on demand. Its state is a plain value, so the
// parser can save and restore it to look ahead.
type scanner struct {
	src       []byte
	pos       int // next byte to read
	limit     int // end of the region scanned
	line      int // line of src[pos]
	lineStart int // offset of the first byte of the current line

	atBOL      bool // at the beginning of a logical line: indentation pending
	parens     []paren
	indents    []int // indentation columns; indents[0] == 0
	altIndents []int // the same, counting a tab as one column
	pending    int   // DEDENTs still to deliver
	fstring    bool  // scanning an f-string replacement field: no NEWLINE or INDENT
	eofNotes   bool  // the end of file has been diagnosed

	err scanErrorHandler
}

// init prepares s to scan src[start:limit] whose first byte sits at the
// given line and column.
func (s *scanner) init(src []byte, start, limit, line, col int, err scanErrorHandler) {
	s.src = src
	s.pos = start
	s.limit = limit
	s.line = line
	s.lineStart = start - (col - 1)
	s.atBOL = true
	s.parens = s.parens[:0]
	s.indents = append(s.indents[:0], 0)
	s.altIndents = append(s.altIndents[:0], 0)
	s.err = err
}

// clone returns a copy of s that shares no mutable slices with it.
func (s *scanner) clone() scanner {
	c := *s
	c.parens = append([]paren(nil), s.parens...)
	c.indents = append([]int(nil), s.indents...)
	c.altIndents = append([]int(nil), s.altIndents...)
	return c
}

func (s *scanner) col(off int) int { return off - s.lineStart + 1 }

func (s *scanner) errorAt(off int, code diagnostics.Code, format string, args ...any) {
	if s.err != nil {
		s.err(s.line, s.col(off), code, fmt.Sprintf(format, args...))
	}
}

func (s *scanner) errorLC(line, col int, code diagnostics.Code, msg string) {
	if s.err != nil {
		s.err(line, col, code, msg)
	}
}

// newline consumes a line ending (\n, \r\n or \r) at s.pos.
func (s *scanner) newline() {
	if s.src[s.pos] == '\r' && s.pos+1 < s.limit && s.src[s.pos+1] == '\n' {
		s.pos++
	}
	s.pos++
	s.line++
	s.lineStart = s.pos
}

// emit fills t as a token of kind k from off to the current position,
// which must be on the same line.
func (s *scanner) emit(t *token, k tokKind, off int) {
	t.kind = k
	t.off = off
	t.end = s.pos
	t.line = s.line
	t.col = s.col(off)
	t.endLine = s.line
	t.endCol = s.col(s.pos)
}

// next scans the next token into t.
func (s *scanner) next(t *token) {
	if s.pending > 0 {
		s.pending--
		s.emit(t, tDedent, s.pos)
		return
	}
again:
	if s.atBOL && len(s.parens) == 0 && !s.fstring {
		if s.indentation(t) {
			return
		}
	}
	// Skip blanks, comments and line continuations.
	for s.pos < s.limit {
		c := s.src[s.pos]
		if c == ' ' || c == '\t' || c == '\f' {
			s.pos++
			continue
		}
		if c == '#' {
			for s.pos < s.limit && s.src[s.pos] != '\n' && s.src[s.pos] != '\r' {
				s.pos++
			}
			continue
		}
		if c == '\\' {
			if s.pos+1 < s.limit && (s.src[s.pos+1] == '\n' || s.src[s.pos+1] == '\r') {
				s.pos++
				s.newline()
				continue
			}
			if s.pos+1 >= s.limit {
				s.errorAt(s.pos, diagnostics.SyntaxError, "unexpected EOF while parsing")
				s.pos++
				s.emit(t, tIllegal, s.pos-1)
				return
			}
			s.errorAt(s.pos+1, diagnostics.SyntaxError, "unexpected character after line continuation character")
			s.pos++
			s.emit(t, tIllegal, s.pos-1)
			return
		}
		break
	}
	if s.pos >= s.limit {
		s.atEOF(t)
		return
	}
	c := s.src[s.pos]
	if c == '\n' || c == '\r' {
		if len(s.parens) > 0 || s.fstring {
			s.newline()
			goto again
		}
		off := s.pos
		t.kind = tNewline
		t.off = off
		t.line = s.line
		t.col = s.col(off)
		s.newline()
		t.end = s.pos
		t.endLine = t.line
		t.endCol = t.col + (t.end - off)
		s.atBOL = true
		return
	}
	off := s.pos
	switch {
	case c < utf8.RuneSelf && isIdentStart[c]:
		s.pos++
		for s.pos < s.limit && s.src[s.pos] < utf8.RuneSelf && isIdentChar[s.src[s.pos]] {
			s.pos++
		}
		if s.pos < s.limit {
			q := s.src[s.pos]
			if (q == '\'' || q == '"') && s.pos-off <= 2 && isStringPrefix(s.src[off:s.pos]) {
				s.scanString(t, off)
				return
			}
			if q >= utf8.RuneSelf {
				s.scanIdentTail(t, off)
				return
			}
		}
		s.emit(t, tName, off)
		if k, ok := keywords[string(s.src[off:s.pos])]; ok {
			t.kind = k
		}
		return
	case c >= '0' && c <= '9' || c == '.' && s.pos+1 < s.limit && isDigit(s.src[s.pos+1]):
		s.scanNumber(t, off)
		return
	case c == '\'' || c == '"':
		s.scanString(t, off)
		return
	case c >= utf8.RuneSelf:
		s.scanIdentTail(t, off)
		return
	}
	s.scanOperator(t, off, c)
}

// indentation measures the indentation of a new line, skipping blank and
// comment-only lines. It reports whether it produced a token in t.
func (s *scanner) indentation(t *token) bool {
	for {
		col, alt := 0, 0
		for s.pos < s.limit {
			c := s.src[s.pos]
			if c == ' ' {
				col++
				alt++
			} else if c == '\t' {
				col = (col/tabSize + 1) * tabSize
				alt++
			} else if c == '\f' {
				col, alt = 0, 0
			} else {
				break
			}
			s.pos++
		}
		if s.pos >= s.limit {
			return false // the end of file is handled by the caller
		}
		c := s.src[s.pos]
		if c == '#' {
			for s.pos < s.limit && s.src[s.pos] != '\n' && s.src[s.pos] != '\r' {
				s.pos++
			}
			if s.pos >= s.limit {
				return false
			}
			c = s.src[s.pos]
		}
		if c == '\n' || c == '\r' {
			s.newline()
			continue
		}
		if c == '\\' && s.pos+1 < s.limit && (s.src[s.pos+1] == '\n' || s.src[s.pos+1] == '\r') {
			// A line continuation in the indentation: CPython keeps the
			// indentation measured so far and joins the next line.
			s.pos++
			s.newline()
			for s.pos < s.limit && (s.src[s.pos] == ' ' || s.src[s.pos] == '\t' || s.src[s.pos] == '\f') {
				s.pos++
			}
			if s.pos >= s.limit {
				return false
			}
		}
		s.atBOL = false
		n := len(s.indents) - 1
		top, altTop := s.indents[n], s.altIndents[n]
		switch {
		case col == top:
			if alt != altTop {
				s.errorAt(s.pos, diagnostics.BadIndent, "inconsistent use of tabs and spaces in indentation")
			}
			return false
		case col > top:
			if len(s.indents) > maxIndent {
				s.errorAt(s.pos, diagnostics.BadIndent, "too many levels of indentation")
				s.emit(t, tIllegal, s.pos)
				return true
			}
			if alt <= altTop {
				s.errorAt(s.pos, diagnostics.BadIndent, "inconsistent use of tabs and spaces in indentation")
			}
			s.indents = append(s.indents, col)
			s.altIndents = append(s.altIndents, alt)
			s.emit(t, tIndent, s.pos)
			return true
		}
		dedents := 0
		for len(s.indents) > 1 && col < s.indents[len(s.indents)-1] {
			s.indents = s.indents[:len(s.indents)-1]
			s.altIndents = s.altIndents[:len(s.altIndents)-1]
			dedents++
		}
		n = len(s.indents) - 1
		if col != s.indents[n] {
			s.errorAt(s.pos, diagnostics.BadIndent, "unindent does not match any outer indentation level")
			s.emit(t, tIllegal, s.pos)
			return true
		}
		if alt != s.altIndents[n] {
			s.errorAt(s.pos, diagnostics.BadIndent, "inconsistent use of tabs and spaces in indentation")
		}
		s.pending = dedents - 1
		s.emit(t, tDedent, s.pos)
		return true
	}
}

// atEOF delivers the tokens that end the input: a NEWLINE if the last
// line had no line ending, DEDENTs for open blocks, and EOF.
func (s *scanner) atEOF(t *token) {
	if s.fstring {
		s.emit(t, tEOF, s.pos)
		return
	}
	if len(s.parens) > 0 {
		if !s.eofNotes {
			p := s.parens[len(s.parens)-1]
			s.errorLC(p.line, p.col, diagnostics.SyntaxError, fmt.Sprintf("'%c' was never closed", p.ch))
			s.eofNotes = true
		}
		s.parens = s.parens[:0]
	}
	if !s.atBOL {
		s.atBOL = true
		s.emit(t, tNewline, s.pos)
		return
	}
	if len(s.indents) > 1 {
		s.indents = s.indents[:len(s.indents)-1]
		s.altIndents = s.altIndents[:len(s.altIndents)-1]
		s.emit(t, tDedent, s.pos)
		return
	}
	s.emit(t, tEOF, s.pos)
}

// scanIdentTail scans an identifier that contains non-ASCII letters,
// starting at off.
func (s *scanner) scanIdentTail(t *token, off int) {
	s.pos = off
	first := true
	for s.pos < s.limit {
		c := s.src[s.pos]
		if c < utf8.RuneSelf {
			if !isIdentChar[c] || first && !isIdentStart[c] {
				break
			}
			s.pos++
			first = false
			continue
		}
		r, size := utf8.DecodeRune(s.src[s.pos:s.limit])
		if r == utf8.RuneError && size <= 1 {
			if first {
				s.errorAt(s.pos, diagnostics.NotUTF8, "invalid UTF-8 byte 0x%02x", c)
				s.pos++
				s.emit(t, tIllegal, off)
				return
			}
			break
		}
		ok := isLetterRune(r)
		if !first {
			ok = ok || isIdentContinueRune(r)
		}
		if !ok {
			if first {
				if unicode.IsPrint(r) {
					s.errorAt(s.pos, diagnostics.BadToken, "invalid character '%c' (U+%04X)", r, r)
				} else {
					s.errorAt(s.pos, diagnostics.BadToken, "invalid non-printable character U+%04X", r)
				}
				s.pos += size
				s.emit(t, tIllegal, off)
				return
			}
			break
		}
		s.pos += size
		first = false
	}
	s.emit(t, tName, off)
}

func isLetterRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.Is(unicode.Nl, r) || unicode.Is(unicode.Other_ID_Start, r)
}

func isIdentContinueRune(r rune) bool {
	return unicode.In(r, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc) || unicode.Is(unicode.Other_ID_Continue, r)
}

// isStringPrefix reports whether b is a valid string prefix.
func isStringPrefix(b []byte) bool {
	switch len(b) {
	case 1:
		switch b[0] | 0x20 {
		case 'r', 'u', 'b', 'f':
			return true
		}
	case 2:
		x, y := b[0]|0x20, b[1]|0x20
		return x == 'r' && (y == 'b' || y == 'f') || y == 'r' && (x == 'b' || x == 'f')
	}
	return false
}

// scanString scans a string literal whose prefix (possibly empty) starts
// at off and whose opening quote is at s.pos.
func (s *scanner) scanString(t *token, off int) {
	line, col := s.line, s.col(off)
	q := s.src[s.pos]
	triple := s.pos+2 < s.limit && s.src[s.pos+1] == q && s.src[s.pos+2] == q
	if triple {
		s.pos += 3
	} else {
		s.pos++
	}
	for {
		if s.pos >= s.limit {
			if triple {
				s.errorLC(line, col, diagnostics.UnterminatedStr, fmt.Sprintf("unterminated triple-quoted string literal (detected at line %d)", s.line))
			} else {
				s.errorLC(line, col, diagnostics.UnterminatedStr, fmt.Sprintf("unterminated string literal (detected at line %d)", s.line))
			}
			break
		}
		c := s.src[s.pos]
		switch {
		case c == '\\':
			s.pos++
			if s.pos < s.limit {
				if s.src[s.pos] == '\n' || s.src[s.pos] == '\r' {
					s.newline()
				} else {
					s.pos++
				}
			}
			continue
		case c == '\n' || c == '\r':
			if !triple {
				s.errorLC(line, col, diagnostics.UnterminatedStr, fmt.Sprintf("unterminated string literal (detected at line %d)", s.line))
				t.kind = tIllegal
				t.off, t.end = off, s.pos
				t.line, t.col = line, col
				t.endLine, t.endCol = s.line, s.col(s.pos)
				return
			}
			s.newline()
			continue
		case c == q:
			if !triple {
				s.pos++
				goto done
			}
			if s.pos+2 < s.limit && s.src[s.pos+1] == q && s.src[s.pos+2] == q {
				s.pos += 3
				goto done
			}
		}
		s.pos++
	}
	t.kind = tIllegal
	t.off, t.end = off, s.pos
	t.line, t.col = line, col
	t.endLine, t.endCol = s.line, s.col(s.pos)
	return
done:
	t.kind = tString
	t.off, t.end = off, s.pos
	t.line, t.col = line, col
	t.endLine, t.endCol = s.line, s.col(s.pos)
}

// scanNumber scans a numeric literal starting at off.
func (s *scanner) scanNumber(t *token, off int) {
	bad := func(at int, format string, args ...any) {
		s.errorAt(at, diagnostics.BadNumber, format, args...)
		for s.pos < s.limit && (s.src[s.pos] < utf8.RuneSelf && isIdentChar[s.src[s.pos]] || s.src[s.pos] == '.') {
			s.pos++
		}
		s.emit(t, tIllegal, off)
	}
	c := s.src[s.pos]
	if c == '0' && s.pos+1 < s.limit {
		var kind string
		var ok func(byte) bool
		switch s.src[s.pos+1] | 0x20 {
		case 'x':
			kind, ok = "hexadecimal", isHex
		case 'o':
			kind, ok = "octal", func(c byte) bool { return c >= '0' && c <= '7' }
		case 'b':
			kind, ok = "binary", func(c byte) bool { return c == '0' || c == '1' }
		}
		if kind != "" {
			s.pos += 2
			n := 0
			for s.pos < s.limit {
				c := s.src[s.pos]
				if c == '_' {
					s.pos++
					if s.pos >= s.limit || !ok(s.src[s.pos]) {
						bad(s.pos-1, "invalid %s literal", kind)
						return
					}
					continue
				}
				if !ok(c) {
					break
				}
				s.pos++
				n++
			}
			if s.pos < s.limit && isDigit(s.src[s.pos]) {
				bad(s.pos, "invalid digit '%c' in %s literal", s.src[s.pos], kind)
				return
			}
			if n == 0 || s.endOfNumberBad() {
				bad(s.pos-1, "invalid %s literal", kind)
				return
			}
			s.emit(t, tNumber, off)
			return
		}
	}
	// Decimal integer part.
	digits := func() bool {
		for s.pos < s.limit {
			c := s.src[s.pos]
			if c == '_' {
				s.pos++
				if s.pos >= s.limit || !isDigit(s.src[s.pos]) {
					return false
				}
				continue
			}
			if !isDigit(c) {
				break
			}
			s.pos++
		}
		return true
	}
	if !digits() {
		bad(s.pos-1, "invalid decimal literal")
		return
	}
	intEnd := s.pos
	isFloat := false
	if s.pos < s.limit && s.src[s.pos] == '.' {
		isFloat = true
		s.pos++
		if s.pos < s.limit && isDigit(s.src[s.pos]) && !digits() {
			bad(s.pos-1, "invalid decimal literal")
			return
		}
	}
	if s.pos < s.limit && s.src[s.pos]|0x20 == 'e' {
		save := s.pos
		s.pos++
		if s.pos < s.limit && (s.src[s.pos] == '+' || s.src[s.pos] == '-') {
			s.pos++
		}
		if s.pos < s.limit && isDigit(s.src[s.pos]) {
			if !digits() {
				bad(s.pos-1, "invalid decimal literal")
				return
			}
			isFloat = true
		} else {
			// Not an exponent: `1else` is 1 followed by else.
			s.pos = save
		}
	}
	imag := false
	if s.pos < s.limit && s.src[s.pos]|0x20 == 'j' {
		s.pos++
		imag = true
	}
	if !isFloat && !imag && s.src[off] == '0' {
		for _, c := range s.src[off:intEnd] {
			if c != '0' && c != '_' {
				s.errorAt(off, diagnostics.BadNumber, "leading zeros in decimal integer literals are not permitted; use an 0o prefix for octal integers")
				s.emit(t, tIllegal, off)
				return
			}
		}
	}
	if s.endOfNumberBad() {
		if imag {
			bad(s.pos-1, "invalid imaginary literal")
		} else {
			bad(s.pos-1, "invalid decimal literal")
		}
		return
	}
	s.emit(t, tNumber, off)
}

// endOfNumberBad reports whether a number is directly followed by an
// identifier character other than the start of a keyword CPython 3.11
// accepts there (as in `1if x else y`).
func (s *scanner) endOfNumberBad() bool {
	if s.pos >= s.limit {
		return false
	}
	c := s.src[s.pos]
	if c >= utf8.RuneSelf {
		r, _ := utf8.DecodeRune(s.src[s.pos:s.limit])
		return isLetterRune(r)
	}
	if !isIdentChar[c] {
		return false
	}
	rest := s.src[s.pos:s.limit]
	for _, kw := range [...]string{"and", "else", "for", "if", "in", "is", "not", "or"} {
		if len(rest) >= len(kw) && string(rest[:len(kw)]) == kw {
			return false
		}
	}
	return true
}

// scanOperator scans an operator or delimiter starting with byte c.
func (s *scanner) scanOperator(t *token, off int, c byte) {
	peek := func(i int) byte {
		if s.pos+i < s.limit {
			return s.src[s.pos+i]
		}
		return 0
	}
	k := tIllegal
	n := 1
	switch c {
	case '(', '[', '{':
		switch c {
		case '(':
			k = tLParen
		case '[':
			k = tLBrack
		default:
			k = tLBrace
		}
		if len(s.parens) >= maxParens {
			s.errorAt(off, diagnostics.SyntaxError, "too many nested parentheses")
			s.pos++
			s.emit(t, tIllegal, off)
			return
		}
		s.parens = append(s.parens, paren{c, s.line, s.col(off)})
	case ')', ']', '}':
		switch c {
		case ')':
			k = tRParen
		case ']':
			k = tRBrack
		default:
			k = tRBrace
		}
		if len(s.parens) == 0 {
			if !s.fstring {
				s.errorAt(off, diagnostics.SyntaxError, "unmatched '%c'", c)
				s.pos++
				s.emit(t, tIllegal, off)
				return
			}
			break
		}
		open := s.parens[len(s.parens)-1]
		s.parens = s.parens[:len(s.parens)-1]
		if closing(open.ch) != c {
			if open.line != s.line {
				s.errorAt(off, diagnostics.SyntaxError, "closing parenthesis '%c' does not match opening parenthesis '%c' on line %d", c, open.ch, open.line)
			} else {
				s.errorAt(off, diagnostics.SyntaxError, "closing parenthesis '%c' does not match opening parenthesis '%c'", c, open.ch)
			}
			s.pos++
			s.emit(t, tIllegal, off)
			return
		}
	case ':':
		k = tColon
		if peek(1) == '=' {
			k, n = tWalrus, 2
		}
	case ',':
		k = tComma
	case ';':
		k = tSemi
	case '+':
		k = tPlus
		if peek(1) == '=' {
			k, n = tPlusEq, 2
		}
	case '-':
		k = tMinus
		if peek(1) == '=' {
			k, n = tMinusEq, 2
		} else if peek(1) == '>' {
			k, n = tArrow, 2
		}
	case '*':
		k = tStar
		if peek(1) == '*' {
			k, n = tDoubleStar, 2
			if peek(2) == '=' {
				k, n = tDoubleStarEq, 3
			}
		} else if peek(1) == '=' {
			k, n = tStarEq, 2
		}
	case '/':
		k = tSlash
		if peek(1) == '/' {
			k, n = tDoubleSlash, 2
			if peek(2) == '=' {
				k, n = tDoubleSlashEq, 3
			}
		} else if peek(1) == '=' {
			k, n = tSlashEq, 2
		}
	case '|':
		k = tVBar
		if peek(1) == '=' {
			k, n = tVBarEq, 2
		}
	case '&':
		k = tAmper
		if peek(1) == '=' {
			k, n = tAmperEq, 2
		}
	case '<':
		k = tLess
		switch peek(1) {
		case '=':
			k, n = tLessEq, 2
		case '<':
			k, n = tLShift, 2
			if peek(2) == '=' {
				k, n = tLShiftEq, 3
			}
		}
	case '>':
		k = tGreater
		switch peek(1) {
		case '=':
			k, n = tGreaterEq, 2
		case '>':
			k, n = tRShift, 2
			if peek(2) == '=' {
				k, n = tRShiftEq, 3
			}
		}
	case '=':
		k = tAssign
		if peek(1) == '=' {
			k, n = tEqEq, 2
		}
	case '!':
		if peek(1) == '=' {
			k, n = tNotEq, 2
		}
	case '.':
		k = tDot
		if peek(1) == '.' && peek(2) == '.' {
			k, n = tEllipsis, 3
		}
	case '%':
		k = tPercent
		if peek(1) == '=' {
			k, n = tPercentEq, 2
		}
	case '~':
		k = tTilde
	case '^':
		k = tCaret
		if peek(1) == '=' {
			k, n = tCaretEq, 2
		}
	case '@':
		k = tAt
		if peek(1) == '=' {
			k, n = tAtEq, 2
		}
	}
	if k == tIllegal {
		if c < ' ' || c == 0x7f {
			s.errorAt(off, diagnostics.BadToken, "invalid non-printable character U+%04X", c)
		} else {
			s.errorAt(off, diagnostics.BadToken, "invalid character '%c' (U+%04X)", c, c)
		}
	}
	s.pos += n
	s.emit(t, k, off)
}

func closing(open byte) byte {
	switch open {
	case '(':
		return ')'
	case '[':
		return ']'
	}
	return '}'
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isHex(c byte) bool { return isDigit(c) || c|0x20 >= 'a' && c|0x20 <= 'f' }

var isIdentStart, isIdentChar [utf8.RuneSelf]bool

func init() {
	for c := 0; c < utf8.RuneSelf; c++ {
		b := byte(c)
		isIdentStart[c] = b == '_' || b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z'
		isIdentChar[c] = isIdentStart[c] || isDigit(b)
	}
}
