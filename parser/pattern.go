// This file implements the match statement and its patterns.

package parser

import "github.com/staticpyc/staticpyc/diagnostics"

// matchStmt parses a match statement if the current `match` starts one;
// otherwise it returns nil with the parser where it was.
func (p *parser) matchStmt() Stmt {
	start := p.tok
	var subject Expr
	if !p.try(func() {
		p.next()
		subject = p.matchSubject()
		if p.tok.kind != tColon {
			p.syntaxError("expected ':'")
		}
		p.next()
		if p.tok.kind != tNewline {
			p.syntaxError("invalid syntax")
		}
	}) {
		return nil
	}
	p.next()
	if p.tok.kind != tIndent {
		p.errorAt(p.tok.line, p.tok.col, diagnostics.BadIndent, "expected an indented block after 'match' statement on line %d", start.line)
	}
	p.next()
	m := &Match{Subject: subject}
	for p.tok.kind != tDedent && p.tok.kind != tEOF {
		if p.tok.kind == tNewline {
			p.next()
			continue
		}
		if !p.isSoft("case") {
			p.syntaxError("expected 'case' block")
		}
		m.Cases = append(m.Cases, p.matchCase())
	}
	p.got(tDedent)
	m.Span = p.compoundSpan(&start)
	return m
}

// matchSubject parses `star_named_expression ',' ... | named_expression`.
func (p *parser) matchSubject() Expr {
	start := p.tok
	x := p.starNamedExpr()
	if p.tok.kind != tComma {
		if _, ok := x.(*Starred); ok {
			p.syntaxError("invalid syntax")
		}
		return x
	}
	elts := []Expr{x}
	for p.got(tComma) {
		if p.tok.kind == tColon {
			break
		}
		elts = append(elts, p.starNamedExpr())
	}
	return &Tuple{Span: p.spanFrom(start.line, start.col), Elts: elts, Ctx: Load}
}

func (p *parser) matchCase() *MatchCase {
	line := p.tok.line
	p.next()
	c := &MatchCase{}
	c.Pattern = p.openPatterns()
	if p.got(tIf) {
		c.Guard = p.namedExpr()
	}
	c.Body = p.block("'case' statement", line)
	return c
}

// openPatterns parses the top-level pattern of a case, where a comma
// makes an unparenthesised sequence pattern.
func (p *parser) openPatterns() Pattern {
	start := p.tok
	x := p.maybeStarPattern()
	if p.tok.kind != tComma {
		if _, ok := x.(*MatchStar); ok {
			p.errorNode(x, diagnostics.SyntaxError, "invalid syntax")
		}
		return x
	}
	pats := []Pattern{x}
	for p.got(tComma) {
		if p.tok.kind == tColon || p.tok.kind == tIf {
			break
		}
		pats = append(pats, p.maybeStarPattern())
	}
	return &MatchSequence{Span: p.spanFrom(start.line, start.col), Patterns: pats}
}

func (p *parser) maybeStarPattern() Pattern {
	if p.tok.kind != tStar {
		return p.pattern()
	}
	start := p.tok
	p.next()
	name := p.ident()
	if name == "_" {
		name = ""
	}
	return &MatchStar{Span: p.spanFrom(start.line, start.col), Name: name}
}

// pattern parses `or_pattern ['as' NAME]`.
func (p *parser) pattern() Pattern {
	start := p.tok
	p.enter()
	defer p.leave()
	x := p.orPattern()
	if !p.got(tAs) {
		return x
	}
	t := p.tok
	name := p.ident()
	if name == "_" {
		p.errorAt(t.line, t.col, diagnostics.SyntaxError, "cannot use '_' as a target")
	}
	return &MatchAs{Span: p.spanFrom(start.line, start.col), Pattern: x, Name: name}
}

func (p *parser) orPattern() Pattern {
	start := p.tok
	x := p.closedPattern()
	if p.tok.kind != tVBar {
		return x
	}
	pats := []Pattern{x}
	for p.got(tVBar) {
		pats = append(pats, p.closedPattern())
	}
	return &MatchOr{Span: p.spanFrom(start.line, start.col), Patterns: pats}
}

// closedPattern parses literal, capture, wildcard, value, group,
// sequence, mapping and class patterns.
func (p *parser) closedPattern() Pattern {
	start := p.tok
	switch p.tok.kind {
	case tNone, tTrue, tFalse:
		c := p.atom().(*Constant)
		return &MatchSingleton{Span: c.Span, Value: c}
	case tNumber, tMinus, tString:
		v := p.literalPatternValue()
		return &MatchValue{Span: *v.Loc(), Value: v}
	case tLParen:
		p.next()
		if p.got(tRParen) {
			return &MatchSequence{Span: p.spanFrom(start.line, start.col)}
		}
		x := p.maybeStarPattern()
		if p.got(tRParen) {
			if _, ok := x.(*MatchStar); !ok {
				return x // a group
			}
			return &MatchSequence{Span: p.spanFrom(start.line, start.col), Patterns: []Pattern{x}}
		}
		pats := []Pattern{x}
		for p.got(tComma) {
			if p.tok.kind == tRParen {
				break
			}
			pats = append(pats, p.maybeStarPattern())
		}
		p.expectClose(tRParen)
		return &MatchSequence{Span: p.spanFrom(start.line, start.col), Patterns: pats}
	case tLBrack:
		p.next()
		var pats []Pattern
		for p.tok.kind != tRBrack {
			pats = append(pats, p.maybeStarPattern())
			if !p.got(tComma) {
				break
			}
		}
		p.expectClose(tRBrack)
		return &MatchSequence{Span: p.spanFrom(start.line, start.col), Patterns: pats}
	case tLBrace:
		return p.mappingPattern()
	case tName:
		name := p.ident()
		if p.tok.kind != tDot && p.tok.kind != tLParen {
			if name == "_" {
				return &MatchAs{Span: tokSpan(&start)}
			}
			return &MatchAs{Span: tokSpan(&start), Name: name}
		}
		var x Expr = &Name{Span: tokSpan(&start), Id: name, Ctx: Load}
		for p.got(tDot) {
			attr := p.ident()
			x = &Attribute{Span: p.spanFrom(start.line, start.col), Value: x, Attr: attr, Ctx: Load}
		}
		if p.tok.kind == tLParen {
			return p.classPattern(x)
		}
		return &MatchValue{Span: *x.Loc(), Value: x}
	}
	p.syntaxError("expected pattern, found %s", p.describe())
	return nil
}

// literalPatternValue parses a number (signed, possibly complex) or
// strings.
func (p *parser) literalPatternValue() Expr {
	if p.tok.kind == tString {
		x := p.strings()
		if _, ok := x.(*JoinedStr); ok {
			p.errorNode(x, diagnostics.SyntaxError, "patterns may only match literals and attribute lookups")
		}
		return x
	}
	start := p.tok
	var x Expr
	if p.got(tMinus) {
		if p.tok.kind != tNumber {
			p.failExpected("number")
		}
		n := p.number()
		x = &UnaryOp{Span: p.spanFrom(start.line, start.col), Op: USub, Operand: n}
	} else {
		x = p.number()
	}
	if p.tok.kind == tPlus || p.tok.kind == tMinus {
		op := Add
		if p.tok.kind == tMinus {
			op = Sub
		}
		p.next()
		if p.tok.kind != tNumber {
			p.failExpected("imaginary number")
		}
		y := p.number()
		if c, ok := y.(*Constant); !ok || c.Kind != ConstComplex {
			p.errorNode(y, diagnostics.SyntaxError, "imaginary number required in complex literal")
		}
		x = &BinOp{Span: p.spanFrom(start.line, start.col), Left: x, Op: op, Right: y}
	}
	return x
}

func (p *parser) mappingPattern() Pattern {
	start := p.tok
	p.next()
	m := &MatchMapping{}
	for p.tok.kind != tRBrace {
		if p.got(tDoubleStar) {
			if p.isSoft("_") {
				p.syntaxError("invalid syntax")
			}
			m.Rest = p.ident()
			p.got(tComma)
			if p.tok.kind != tRBrace {
				p.syntaxError("invalid syntax")
			}
			break
		}
		var key Expr
		switch p.tok.kind {
		case tNone, tTrue, tFalse:
			key = p.atom()
		case tNumber, tMinus, tString:
			key = p.literalPatternValue()
		case tName:
			t := p.tok
			key = &Name{Span: tokSpan(&t), Id: p.ident(), Ctx: Load}
			if p.tok.kind != tDot {
				p.errorNode(key, diagnostics.SyntaxError, "mapping pattern keys may only match literals and attribute lookups")
			}
			for p.got(tDot) {
				attr := p.ident()
				key = &Attribute{Span: p.spanFrom(t.line, t.col), Value: key, Attr: attr, Ctx: Load}
			}
		default:
			p.syntaxError("expected pattern, found %s", p.describe())
		}
		if p.tok.kind != tColon {
			p.failExpected("':'")
		}
		p.next()
		m.Keys = append(m.Keys, key)
		m.Patterns = append(m.Patterns, p.pattern())
		if !p.got(tComma) {
			break
		}
	}
	p.expectClose(tRBrace)
	m.Span = p.spanFrom(start.line, start.col)
	return m
}

func (p *parser) classPattern(cls Expr) Pattern {
	p.next()
	c := &MatchClass{Cls: cls}
	for p.tok.kind != tRParen {
		if p.tok.kind == tName {
			// A keyword pattern `name=pattern`?
			var name string
			if p.try(func() {
				name = p.ident()
				if p.tok.kind != tAssign {
					p.syntaxError("")
				}
			}) {
				p.next()
				c.KwdAttrs = append(c.KwdAttrs, name)
				c.KwdPatterns = append(c.KwdPatterns, p.pattern())
				goto next
			}
		}
		if len(c.KwdAttrs) > 0 {
			p.syntaxError("positional patterns follow keyword patterns")
		}
		c.Patterns = append(c.Patterns, p.pattern())
	next:
		if !p.got(tComma) {
			break
		}
	}
	p.expectClose(tRParen)
	s := cls.Loc()
	c.Span = p.spanFrom(s.Line, s.Col)
	return c
}
