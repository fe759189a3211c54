// This file implements string literals: prefixes, escape sequences,
// implicit concatenation and f-strings (parsed into JoinedStr and
// FormattedValue with their replacement fields parsed as expressions).

package parser

import (
	"unicode/utf8"

	"github.com/staticpyc/staticpyc/diagnostics"
)

// strTok describes one string token.
type strTok struct {
	tok                token
	raw, bytes, f      bool
	bodyStart, bodyEnd int // offsets of the text between the quotes
	bodyLine, bodyCol  int // position of bodyStart
	// chunk is where the piece of the body that CPython decodes at once
	// starts: bodyStart, or in an f-string the start of the literal text
	// being decoded. Its errors count positions from there.
	chunk int
}

// splitString decodes the prefix and quotes of a string token.
func (p *parser) splitString(t *token) strTok {
	st := strTok{tok: *t}
	i := t.off
	for p.src[i] != '\'' && p.src[i] != '"' {
		switch p.src[i] | 0x20 {
		case 'r':
			st.raw = true
		case 'b':
			st.bytes = true
		case 'f':
			st.f = true
		}
		i++
	}
	q := 1
	if t.end-i >= 6 && p.src[i+1] == p.src[i] && p.src[i+2] == p.src[i] {
		q = 3
	}
	st.bodyStart, st.bodyEnd = i+q, t.end-q
	st.chunk = st.bodyStart
	st.bodyLine, st.bodyCol = t.line, t.col+(st.bodyStart-t.off)
	return st
}

// strings parses one or more adjacent string literals.
func (p *parser) strings() Expr {
	first := p.tok
	var buf [4]strTok
	toks := buf[:0]
	for p.tok.kind == tString {
		toks = append(toks, p.splitString(&p.tok))
		p.next()
	}
	span := Span{Line: first.line, Col: first.col, EndLine: p.prevLine, EndCol: p.prevCol}
	isBytes, isF := toks[0].bytes, false
	for i := range toks {
		if toks[i].bytes != isBytes {
			p.errorAt(first.line, first.col, diagnostics.SyntaxError, "cannot mix bytes and nonbytes literals")
		}
		isF = isF || toks[i].f
	}
	if isBytes {
		var b []byte
		for i := range toks {
			b = p.decode(b, &toks[i], toks[i].bodyStart, toks[i].bodyEnd)
		}
		return &Constant{Span: span, Kind: ConstBytes, Bytes: b}
	}
	if !isF {
		if len(toks) == 1 {
			t := &toks[0]
			body := p.src[t.bodyStart:t.bodyEnd]
			if !hasEscapeOrCR(body) {
				return p.alloc.constant(Constant{Span: span, Kind: ConstStr, Str: string(body)})
			}
			return &Constant{Span: span, Kind: ConstStr, Str: string(p.decode(nil, t, t.bodyStart, t.bodyEnd))}
		}
		var b []byte
		for i := range toks {
			b = p.decode(b, &toks[i], toks[i].bodyStart, toks[i].bodyEnd)
		}
		return &Constant{Span: span, Kind: ConstStr, Str: string(b)}
	}
	j := &fstringBuilder{span: span}
	for i := range toks {
		t := &toks[i]
		if !t.f {
			j.lit = p.decode(j.lit, t, t.bodyStart, t.bodyEnd)
			continue
		}
		p.fstring(j, t, t.bodyStart, t.bodyEnd, 0)
	}
	j.flush()
	return &JoinedStr{Span: span, Values: j.values}
}

func hasEscapeOrCR(b []byte) bool {
	for _, c := range b {
		if c == '\\' || c == '\r' {
			return true
		}
	}
	return false
}

// decode appends the value of the string body src[from:to] of t to b,
// decoding escape sequences unless t is raw and turning line endings
// into \n.
func (p *parser) decode(b []byte, t *strTok, from, to int) []byte {
	src := p.src
	for i := from; i < to; {
		c := src[i]
		switch {
		case c == '\r':
			b = append(b, '\n')
			i++
			if i < to && src[i] == '\n' {
				i++
			}
		case c == '\\' && !t.raw:
			b, i = p.escape(b, t, i, to)
		case c == '\\':
			// A raw string keeps the backslash and the character after it,
			// even a quote.
			b = append(b, c)
			i++
			if i < to && src[i] != '\r' {
				b = append(b, src[i])
				i++
			}
		case t.bytes && c >= utf8.RuneSelf:
			line, col := p.posIn(t, i)
			p.errorAt(line, col, diagnostics.SyntaxError, "bytes can only contain ASCII literal characters")
		default:
			b = append(b, c)
			i++
		}
	}
	return b
}

// posIn is the line and column of offset off inside string token t.
func (p *parser) posIn(t *strTok, off int) (line, col int) {
	line, col = t.tok.line, t.tok.col
	lineStart := t.tok.off - (col - 1)
	for i := t.tok.off; i < off; i++ {
		if c := p.src[i]; c == '\n' || c == '\r' && (i+1 >= len(p.src) || p.src[i+1] != '\n') {
			line++
			lineStart = i + 1
		}
	}
	return line, off - lineStart + 1
}

// escape decodes the escape sequence at src[i] (a backslash) and returns
// the new offset.
func (p *parser) escape(b []byte, t *strTok, i, to int) ([]byte, int) {
	src := p.src
	start := i
	i++
	if i >= to {
		return append(b, '\\'), i
	}
	c := src[i]
	i++
	switch c {
	case '\n':
		return b, i
	case '\r':
		if i < to && src[i] == '\n' {
			i++
		}
		return b, i
	case '\\', '\'', '"':
		return append(b, c), i
	case 'a':
		return append(b, 7), i
	case 'b':
		return append(b, 8), i
	case 'f':
		return append(b, 12), i
	case 'n':
		return append(b, '\n'), i
	case 'r':
		return append(b, '\r'), i
	case 't':
		return append(b, '\t'), i
	case 'v':
		return append(b, 11), i
	case '0', '1', '2', '3', '4', '5', '6', '7':
		v := rune(c - '0')
		for n := 1; n < 3 && i < to && src[i] >= '0' && src[i] <= '7'; n++ {
			v = v*8 + rune(src[i]-'0')
			i++
		}
		if t.bytes {
			return append(b, byte(v)), i
		}
		return utf8.AppendRune(b, v), i
	case 'x', 'u', 'U':
		n := 2
		if !t.bytes {
			switch c {
			case 'u':
				n = 4
			case 'U':
				n = 8
			}
		} else if c != 'x' {
			return append(b, '\\', c), i
		}
		var v rune
		for k := 0; k < n; k++ {
			if i >= to || !isHex(src[i]) {
				if t.bytes {
					line, col := p.posIn(t, start)
					p.errorAt(line, col, diagnostics.SyntaxError, "(value error) invalid \\x escape at position %d", start-t.bodyStart)
				}
				kind := map[byte]string{'x': "\\xXX", 'u': "\\uXXXX", 'U': "\\UXXXXXXXX"}[c]
				p.unicodeError(t, start, i, "truncated "+kind+" escape")
			}
			v = v*16 + rune(hexVal(src[i]))
			i++
		}
		if t.bytes {
			return append(b, byte(v)), i
		}
		if v > utf8.MaxRune {
			p.unicodeError(t, start, i, "illegal Unicode character")
		}
		return appendRuneWTF8(b, v), i
	case 'N':
		if t.bytes {
			// Not an escape in bytes: the backslash stays.
			break
		}
		// As CPython's decoder: the name runs to the first '}', and an
		// empty or unterminated one is malformed.
		if i < to && src[i] == '{' {
			end := i + 1
			for end < to && src[end] != '}' {
				end++
			}
			if end < to && end > i+1 {
				if r, ok := lookupName(src[i+1 : end]); ok {
					return utf8.AppendRune(b, r), end + 1
				}
				p.unicodeError(t, start, end+1, "unknown Unicode character name")
			}
			i = end
		}
		p.unicodeError(t, start, i, "malformed \\N character escape")
	}
	// An unknown escape keeps its backslash; the character after it is
	// decoded normally.
	return append(b, '\\'), start + 1
}

// appendRuneWTF8 appends r in UTF-8, encoding a lone surrogate the way
// WTF-8 does instead of replacing it, so its value is not lost.
func appendRuneWTF8(b []byte, r rune) []byte {
	if r >= 0xD800 && r <= 0xDFFF {
		return append(b, byte(0xE0|r>>12), byte(0x80|(r>>6)&0x3F), byte(0x80|r&0x3F))
	}
	return utf8.AppendRune(b, r)
}

func hexVal(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c >= 'a':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}

// unicodeError reports an error of CPython's unicode-escape decoder in
// the escape at src[start:end] of t, with the positions CPython gives:
// offsets into the piece of the literal it decodes (from t.chunk), where
// CPython has first written every non-ASCII character as a \UXXXXXXXX
// escape.
func (p *parser) unicodeError(t *strTok, start, end int, msg string) {
	line, col := p.posIn(t, start)
	from := escapedLen(p.src[t.chunk:start])
	to := from + escapedLen(p.src[start:end])
	p.errorAt(line, col, diagnostics.SyntaxError, "(unicode error) 'unicodeescape' codec can't decode bytes in position %d-%d: %s", from, to-1, msg)
}

// escapedLen is the length of b once CPython 3.11's
// decode_unicode_with_escapes has rewritten it for its decoder: a
// non-ASCII character becomes a 10-byte \U escape, a backslash before one
// gains "u005c", and a line ending is one byte.
func escapedLen(b []byte) int {
	n := 0
	for i := 0; i < len(b); {
		if b[i] == '\\' {
			n++
			i++
			if i >= len(b) {
				return n + 5
			}
			if b[i] >= utf8.RuneSelf {
				n += 5
			}
		}
		switch c := b[i]; {
		case c >= utf8.RuneSelf:
			_, size := utf8.DecodeRune(b[i:])
			n += 10
			i += size
		case c == '\r' && i+1 < len(b) && b[i+1] == '\n':
			n++
			i += 2
		default:
			n++
			i++
		}
	}
	return n
}

// ---------------------------------------------------------------- f-strings

// fstringBuilder accumulates the values of a JoinedStr.
type fstringBuilder struct {
	span   Span
	lit    []byte
	values []Expr
}

// flush turns pending literal text into a Constant.
func (j *fstringBuilder) flush() {
	if len(j.lit) > 0 {
		j.values = append(j.values, &Constant{Span: j.span, Kind: ConstStr, Str: string(j.lit)})
		j.lit = j.lit[:0]
	}
}

// fstring parses the f-string text src[from:to] of t into j; nested is
// the nesting of format specs (CPython allows two levels). It returns the
// offset where it stopped: to, or the '}' that closes a format spec.
func (p *parser) fstring(j *fstringBuilder, t *strTok, from, to, nested int) int {
	src := p.src
	i := from
	// CPython decodes the literal text between braces piece by piece;
	// t.chunk follows, for the positions in its errors.
	t.chunk = i
	for i < to {
		c := src[i]
		switch {
		case c == '{':
			if nested == 0 && i+1 < to && src[i+1] == '{' {
				j.lit = append(j.lit, '{')
				i += 2
				t.chunk = i
				continue
			}
			i = p.replacementField(j, t, i, to, nested)
			t.chunk = i
		case c == '}':
			if nested > 0 {
				return i
			}
			if i+1 < to && src[i+1] == '}' {
				j.lit = append(j.lit, '}')
				i += 2
				t.chunk = i
				continue
			}
			line, col := p.posIn(t, i)
			p.errorAt(line, col, diagnostics.SyntaxError, "f-string: single '}' is not allowed")
		case c == '\\' && !t.raw:
			// \N{...} contains braces that are not replacement fields.
			j.lit, i = p.escape(j.lit, t, i, to)
		case c == '\r':
			j.lit = append(j.lit, '\n')
			i++
			if i < to && src[i] == '\n' {
				i++
			}
		default:
			j.lit = append(j.lit, c)
			i++
		}
	}
	return i
}

// replacementField parses `{expr[=][!c][:spec]}` starting at the '{' at
// src[i] and returns the offset after the closing '}'.
func (p *parser) replacementField(j *fstringBuilder, t *strTok, i, to, nested int) int {
	src := p.src
	fail := func(at int, format string, args ...any) {
		line, col := p.posIn(t, at)
		p.errorAt(line, col, diagnostics.SyntaxError, format, args...)
	}
	if nested >= 2 {
		fail(i, "f-string: expressions nested too deeply")
	}
	exprStart := i + 1
	k := exprStart
	depth := 0
	var quote byte
	triple := false
	// Find the end of the expression, as CPython 3.11's fstring_find_expr.
scan:
	for ; k < to; k++ {
		c := src[k]
		if c == '\\' {
			fail(k, "f-string expression part cannot include a backslash")
		}
		if quote != 0 {
			if c == quote {
				if !triple {
					quote = 0
				} else if k+2 < to && src[k+1] == c && src[k+2] == c {
					k += 2
					quote = 0
				}
			}
			continue
		}
		switch c {
		case '\'', '"':
			if k+2 < to && src[k+1] == c && src[k+2] == c {
				triple = true
				k += 2
			} else {
				triple = false
			}
			quote = c
		case '[', '(', '{':
			depth++
		case ']', ')', '}':
			if c == '}' && depth == 0 {
				break scan
			}
			depth--
		case '#':
			fail(k, "f-string expression part cannot include '#'")
		case '!', ':', '=', '<', '>':
			if depth != 0 {
				continue
			}
			if k+1 < to && src[k+1] == '=' && c != ':' {
				k++
				continue
			}
			if c == '<' || c == '>' {
				continue
			}
			break scan
		}
	}
	if quote != 0 {
		fail(i, "f-string: unterminated string")
	}
	if k >= to {
		fail(i, "f-string: expecting '}'")
	}
	exprEnd := k
	blank := true
	for _, c := range src[exprStart:exprEnd] {
		if c != ' ' && c != '\t' && c != '\n' && c != '\r' && c != '\f' {
			blank = false
			break
		}
	}
	if blank {
		fail(k, "f-string: empty expression not allowed")
	}
	value := p.fstringExpr(t, exprStart, exprEnd)
	fv := &FormattedValue{Span: j.span, Value: value}
	if src[k] == '=' {
		k++
		for k < to && (src[k] == ' ' || src[k] == '\t' || src[k] == '\n' || src[k] == '\r') {
			k++
		}
		j.lit = append(j.lit, src[exprStart:k]...)
		if k < to && src[k] != '!' && src[k] != ':' {
			fv.Conversion = 'r'
		}
	}
	if k < to && src[k] == '!' {
		k++
		if k >= to || src[k] != 's' && src[k] != 'r' && src[k] != 'a' || k+1 >= to || src[k+1] != ':' && src[k+1] != '}' {
			fail(k, "f-string: invalid conversion character: expected 's', 'r', or 'a'")
		}
		fv.Conversion = rune(src[k])
		k++
	}
	if k < to && src[k] == ':' {
		spec := &fstringBuilder{span: j.span}
		k = p.fstring(spec, t, k+1, to, nested+1)
		spec.flush()
		fv.FormatSpec = &JoinedStr{Span: j.span, Values: spec.values}
	}
	if k >= to || src[k] != '}' {
		fail(i, "f-string: expecting '}'")
	}
	j.flush()
	j.values = append(j.values, fv)
	return k + 1
}

// fstringExpr parses the replacement-field expression src[from:to] of t
// with a scanner limited to that text.
func (p *parser) fstringExpr(t *strTok, from, to int) Expr {
	line, col := p.posIn(t, from)
	saved, savedTok, pl, pc, rl, rc := p.s, p.tok, p.prevLine, p.prevCol, p.realLine, p.realCol
	defer func() {
		p.s, p.tok, p.prevLine, p.prevCol, p.realLine, p.realCol = saved, savedTok, pl, pc, rl, rc
	}()
	p.s = scanner{}
	p.s.init(p.src, from, to, line, col, p.scanError)
	p.s.fstring = true
	p.next()
	var x Expr
	if p.tok.kind == tYield {
		x = p.yieldExpr()
	} else {
		x = p.starOrExpr()
		if p.tok.kind == tComma {
			// CPython 3.11 parses the text as "(text)", so a tuple spans
			// the braces around it.
			elts := []Expr{x}
			for p.got(tComma) {
				if !p.canStartExpr() {
					break
				}
				elts = append(elts, p.starOrExpr())
			}
			el, ec := p.posIn(t, to)
			x = &Tuple{Span: Span{Line: line, Col: col - 1, EndLine: el, EndCol: ec + 1}, Elts: elts, Ctx: Load}
		}
	}
	if p.tok.kind != tEOF {
		p.errorAt(p.tok.line, p.tok.col, diagnostics.SyntaxError, "f-string: invalid syntax")
	}
	return x
}
