// This file implements the parser's entry point, its token handling, error
// reporting and recovery, and the speculative parsing a few Python forms
// need (parenthesised with-items, the soft keyword match).

package parser

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/staticpyc/staticpyc/diagnostics"
)

// maxDepth bounds the recursion of the expression parser, so that
// pathological input (a million unary minuses) is an error, not a stack
// overflow.
const maxDepth = 1500

// Parse parses a Python 3.11 source file. It always returns a module
// (possibly partial) and appends any syntax errors to errs.
func Parse(filename string, src []byte, errs *diagnostics.List) *Module {
	m := &Module{Filename: filename, Source: src}
	p := &parser{file: filename, src: src, names: make(map[string]string)}
	start := 0
	if len(src) >= 3 && src[0] == 0xEF && src[1] == 0xBB && src[2] == 0xBF {
		start = 3
	}
	if !utf8.Valid(src) {
		off := start
		for off < len(src) {
			r, n := utf8.DecodeRune(src[off:])
			if r == utf8.RuneError && n <= 1 {
				break
			}
			off += n
		}
		line, col := lineCol(src, off)
		p.record(line, col, diagnostics.NotUTF8, fmt.Sprintf("non-UTF-8 code starting with '\\x%02x' (no encoding other than UTF-8 is supported)", src[off]))
	} else {
		p.s.init(src, start, len(src), 1, 1, p.scanError)
		p.s.lineStart = start
		p.next()
		m.Body = p.fileInput()
		m.TypeParamNames = p.typeParamNames
	}
	m.names = p.names
	for _, d := range p.errs {
		d.Pos.File = filename
		errs.Add(d)
	}
	return m
}

// lineCol converts a byte offset to a 1-based line and column.
func lineCol(src []byte, off int) (line, col int) {
	line, start := 1, 0
	for i := 0; i < off && i < len(src); i++ {
		if src[i] == '\n' || src[i] == '\r' && (i+1 >= len(src) || src[i+1] != '\n') {
			line++
			start = i + 1
		}
	}
	return line, off - start + 1
}

// bailout is the panic value that abandons the statement being parsed
// after a syntax error; the statement loop recovers from it.
type bailout struct{}

// parser holds the state of one parse.
type parser struct {
	s    scanner
	tok  token
	file string
	src  []byte
	// typeParamNames are the PEP 695 type parameters parsed so far
	// (Module.TypeParamNames).
	typeParamNames []string

	// prevLine and prevCol are the end of the previous token: the end of
	// whatever construct has just been parsed.
	prevLine, prevCol int
	// realLine and realCol are the end of the last token other than
	// NEWLINE, INDENT and DEDENT: where a compound statement ends.
	realLine, realCol int

	errs        []diagnostics.Diagnostic
	lastErrLine int
	spec        int // > 0 while parsing speculatively: errors only bail out
	depth       int
	skipping    bool // skipping a bad statement: scanner errors are noise
	names       map[string]string
	alloc       allocator
	// scope is the def whose body is being parsed (nil in the module,
	// a class body or a lambda): a yield or await suspends it.
	scope *FunctionDef
	// outermost is the outermost def being parsed: it records the
	// generator expressions (nil in the module and class bodies).
	outermost *FunctionDef
}

// genexp records g on the outermost def being parsed.
func (p *parser) genexp(g *GeneratorExp) *GeneratorExp {
	g.InCoroutine = p.scope != nil && p.scope.IsAsync
	if p.outermost != nil {
		p.outermost.Genexps = append(p.outermost.Genexps, g)
	}
	return g
}

// suspends records x, a yield, yield from or await, on the def it
// suspends.
func (p *parser) suspends(x Expr) Expr {
	if p.scope != nil && p.scope.Suspend == nil {
		p.scope.Suspend = x
	}
	if p.scope != nil && p.scope.Yields == nil {
		switch x.(type) {
		case *Yield, *YieldFrom:
			p.scope.Yields = x
		}
	}
	return x
}

// next advances to the next token.
func (p *parser) next() {
	p.prevLine, p.prevCol = p.tok.endLine, p.tok.endCol
	if k := p.tok.kind; k != tNewline && k != tIndent && k != tDedent {
		p.realLine, p.realCol = p.prevLine, p.prevCol
	}
	p.s.next(&p.tok)
}

// got consumes the current token if it has kind k.
func (p *parser) got(k tokKind) bool {
	if p.tok.kind == k {
		p.next()
		return true
	}
	return false
}

// expect consumes a token of kind k or fails with "expected 'k'".
func (p *parser) expect(k tokKind) {
	if p.tok.kind != k {
		p.failExpected("'" + k.String() + "'")
	}
	p.next()
}

// expectClose consumes the closing bracket k. Two expressions side by
// side inside brackets usually lack a comma between them.
func (p *parser) expectClose(k tokKind) {
	if p.tok.kind != k {
		if p.canStartExpr() && p.tok.kind != tStar {
			p.syntaxError("invalid syntax. Perhaps you forgot a comma?")
		}
		p.failExpected("'" + k.String() + "'")
	}
	p.next()
}

// text is the source text of t.
func (p *parser) text(t *token) []byte { return p.src[t.off:t.end] }

// intern returns the identifier spelled by b, allocating each distinct
// identifier once.
func (p *parser) intern(b []byte) string {
	if s, ok := p.names[string(b)]; ok {
		return s
	}
	s := string(b)
	p.names[s] = normalizeIdent(s)
	return p.names[s]
}

// normalizeIdent applies the part of NFKC normalization (which CPython
// applies to identifiers) that real code meets: fullwidth forms and a few
// compatibility letters. Full NFKC needs Unicode tables we do not carry.
func normalizeIdent(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return s
	}
	return strings.Map(func(r rune) rune {
		switch {
		case r >= 0xFF01 && r <= 0xFF5E:
			return r - 0xFEE0
		case r == 0xB5:
			return 0x3BC // MICRO SIGN -> GREEK SMALL LETTER MU
		case r == 0x17F:
			return 's' // LATIN SMALL LETTER LONG S
		}
		return r
	}, s)
}

// ident consumes a NAME and returns its spelling.
func (p *parser) ident() string {
	if p.tok.kind != tName {
		p.failExpected("name")
	}
	s := p.intern(p.text(&p.tok))
	p.next()
	return s
}

// spanFrom is the span from (line, col) to the end of the previous token.
func (p *parser) spanFrom(line, col int) Span {
	return Span{Line: line, Col: col, EndLine: p.prevLine, EndCol: p.prevCol}
}

// tokSpan is the span of t.
func tokSpan(t *token) Span {
	return Span{Line: t.line, Col: t.col, EndLine: t.endLine, EndCol: t.endCol}
}

// join is the span from the start of a to the end of b.
func join(a, b Node) Span {
	x, y := a.Loc(), b.Loc()
	return Span{Line: x.Line, Col: x.Col, EndLine: y.EndLine, EndCol: y.EndCol}
}

// ---------------------------------------------------------------- errors

// record appends an error unless the line already has one: one error per
// line is plenty, and later ones are usually consequences of the first.
func (p *parser) record(line, col int, code diagnostics.Code, msg string) {
	if line == p.lastErrLine && len(p.errs) > 0 {
		return
	}
	p.lastErrLine = line
	p.errs = append(p.errs, diagnostics.Diagnostic{
		Pos:      diagnostics.Pos{File: p.file, Line: line, Col: col},
		Severity: diagnostics.Error,
		Code:     code,
		Message:  msg,
	})
}

// scanError is the scanner's error handler.
func (p *parser) scanError(line, col int, code diagnostics.Code, msg string) {
	if p.spec > 0 {
		panic(bailout{})
	}
	if p.skipping {
		return
	}
	p.record(line, col, code, msg)
}

// errorAt reports an error and abandons the current statement.
func (p *parser) errorAt(line, col int, code diagnostics.Code, format string, args ...any) {
	if p.spec == 0 {
		p.record(line, col, code, fmt.Sprintf(format, args...))
	}
	panic(bailout{})
}

// errorNode reports an error at the start of n.
func (p *parser) errorNode(n Node, code diagnostics.Code, format string, args ...any) {
	s := n.Loc()
	p.errorAt(s.Line, s.Col, code, format, args...)
}

// syntaxError reports a generic syntax error at the current token. Like
// CPython, when a bracket opened on an earlier line is still open, the
// bracket is the likelier culprit and is reported instead.
func (p *parser) syntaxError(format string, args ...any) {
	if p.tok.kind == tIllegal {
		// The scanner has already said what is wrong.
		p.errorAt(p.tok.line, p.tok.col, diagnostics.SyntaxError, "invalid syntax")
	}
	if o, ok := p.neverClosed(); ok && o.line < p.tok.line {
		p.errorAt(o.line, o.col, diagnostics.SyntaxError, "'%c' was never closed", o.ch)
	}
	if p.s.eofNotes && p.tok.off >= p.s.limit {
		// The scanner has reported the bracket left open at the end.
		panic(bailout{})
	}
	p.errorAt(p.tok.line, p.tok.col, diagnostics.SyntaxError, format, args...)
}

// neverClosed reports whether the innermost open bracket stays open to
// the end of the file, scanning ahead with a copy of the scanner.
func (p *parser) neverClosed() (paren, bool) {
	n := len(p.s.parens)
	if n == 0 || p.s.fstring || p.s.eofNotes {
		return paren{}, false
	}
	s := p.s.clone()
	s.err = nil
	var t token
	for {
		s.next(&t)
		if s.eofNotes {
			return p.s.parens[n-1], true
		}
		if len(s.parens) < n || t.kind == tEOF {
			return paren{}, false
		}
	}
}

// failExpected reports that what was expected at the current token.
func (p *parser) failExpected(what string) {
	p.syntaxError("expected %s", what)
}

// describe names the current token for an error message.
func (p *parser) describe() string {
	switch p.tok.kind {
	case tNewline, tEOF, tIndent, tDedent:
		return p.tok.kind.String()
	case tString:
		return "string literal"
	}
	return fmt.Sprintf("%q", p.text(&p.tok))
}

// ------------------------------------------------------------ speculation

// state is a saved parser position.
type state struct {
	s                 scanner
	tok               token
	prevLine, prevCol int
	// realLine and realCol are the end of the last token other than
	// NEWLINE, INDENT and DEDENT: where a compound statement ends.
	realLine, realCol int
	depth             int
	scope             *FunctionDef
	outermost         *FunctionDef
	genexps           int // len(outermost.Genexps)
}

func (p *parser) save() state {
	st := state{p.s.clone(), p.tok, p.prevLine, p.prevCol, p.realLine, p.realCol, p.depth, p.scope, p.outermost, 0}
	if p.outermost != nil {
		st.genexps = len(p.outermost.Genexps)
	}
	return st
}

func (p *parser) restore(st state) {
	p.s, p.tok, p.prevLine, p.prevCol, p.depth = st.s, st.tok, st.prevLine, st.prevCol, st.depth
	p.scope, p.outermost = st.scope, st.outermost
	if p.outermost != nil {
		// What the speculative parse recorded is parsed again.
		p.outermost.Genexps = p.outermost.Genexps[:st.genexps]
	}
	p.realLine, p.realCol = st.realLine, st.realCol
}

// try runs f speculatively. If f hits a syntax error, the parser goes back
// to where it was and try reports false; no error is recorded.
func (p *parser) try(f func()) (ok bool) {
	st := p.save()
	p.spec++
	defer func() {
		p.spec--
		if r := recover(); r != nil {
			if _, isBail := r.(bailout); !isBail {
				panic(r)
			}
			p.restore(st)
			ok = false
		}
	}()
	f()
	return true
}

// ------------------------------------------------------------- recovery

// fileInput parses statements up to the end of the file.
func (p *parser) fileInput() []Stmt {
	var body []Stmt
	for p.tok.kind != tEOF {
		body = p.statementInto(body)
	}
	return body
}

// statementInto parses one statement (a line of simple statements may
// give several) and appends it to list. After a syntax error it skips to
// the end of the statement, and the statement is left out.
func (p *parser) statementInto(list []Stmt) (out []Stmt) {
	out = list
	startOff, startKind := p.tok.off, p.tok.kind
	depth, scope := p.depth, p.scope
	defer func() {
		if r := recover(); r != nil {
			if _, ok := r.(bailout); !ok {
				panic(r)
			}
			p.depth, p.scope = depth, scope
			p.skipStatement()
			if p.tok.off == startOff && p.tok.kind == startKind && p.tok.kind != tEOF && p.tok.kind != tDedent {
				p.next()
			}
		}
	}()
	switch p.tok.kind {
	case tNewline:
		p.next()
		return list
	case tIndent:
		p.errorAt(p.tok.line, p.tok.col, diagnostics.BadIndent, "unexpected indent")
	case tDedent:
		// Unbalanced dedent (only after an indentation error).
		p.next()
		return list
	}
	return p.statement(list)
}

// skipStatement skips the rest of a logical line, and the indented block
// that follows it, if any.
func (p *parser) skipStatement() {
	// A statement starts outside brackets. Forgetting the brackets the bad
	// statement left open lets its line end be seen, so the error does not
	// swallow the rest of the file; what the skipped tokens would have
	// said about brackets is noise, so the scanner keeps quiet meanwhile.
	p.s.parens = p.s.parens[:0]
	p.skipping = true
	defer func() { p.skipping = false }()
	for p.tok.kind != tNewline && p.tok.kind != tEOF && p.tok.kind != tDedent && p.tok.kind != tIndent {
		p.next()
	}
	if p.tok.kind == tNewline {
		p.next()
	}
	if p.tok.kind == tIndent {
		level := 0
		for p.tok.kind != tEOF {
			switch p.tok.kind {
			case tIndent:
				level++
			case tDedent:
				level--
			}
			p.next()
			if level == 0 {
				break
			}
		}
	}
}

// enter counts one level of nesting and fails when there are too many.
func (p *parser) enter() {
	p.depth++
	if p.depth > maxDepth {
		p.errorAt(p.tok.line, p.tok.col, diagnostics.SyntaxError, "too deeply nested")
	}
}

func (p *parser) leave() { p.depth-- }
