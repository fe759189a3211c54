// This file implements the parsing of statements.

package parser

import (
	"strings"

	"github.com/staticpyc/staticpyc/diagnostics"
)

// statement parses a compound statement or a line of simple statements
// and appends the result to list.
func (p *parser) statement(list []Stmt) []Stmt {
	switch p.tok.kind {
	case tIf:
		return append(list, p.ifStmt())
	case tWhile:
		return append(list, p.whileStmt())
	case tFor:
		return append(list, p.forStmt(p.tok, false))
	case tTry:
		return append(list, p.tryStmt())
	case tWith:
		return append(list, p.withStmt(p.tok, false))
	case tDef:
		return append(list, p.funcDef(p.tok, nil, false))
	case tClass:
		return append(list, p.classDef(nil))
	case tAt:
		return append(list, p.decorated())
	case tAsync:
		start := p.tok
		p.next()
		switch p.tok.kind {
		case tDef:
			return append(list, p.funcDef(start, nil, true))
		case tFor:
			return append(list, p.forStmt(start, true))
		case tWith:
			return append(list, p.withStmt(start, true))
		}
		p.syntaxError("invalid syntax")
	case tName:
		if p.isSoft("match") {
			if s := p.matchStmt(); s != nil {
				return append(list, s)
			}
		}
	}
	return p.simpleStmts(list)
}

// isSoft reports whether the current token is the soft keyword kw.
func (p *parser) isSoft(kw string) bool {
	return p.tok.kind == tName && string(p.text(&p.tok)) == kw
}

// simpleStmts parses simple statements separated by semicolons up to and
// including the NEWLINE.
func (p *parser) simpleStmts(list []Stmt) []Stmt {
	for {
		list = append(list, p.simpleStmt())
		if p.tok.kind == tSemi {
			p.next()
			if p.tok.kind == tNewline {
				break
			}
			continue
		}
		break
	}
	if p.tok.kind != tNewline {
		if es, ok := list[len(list)-1].(*ExprStmt); ok {
			if n, ok := es.Value.(*Name); ok && (n.Id == "print" || n.Id == "exec") && p.canStartExpr() {
				p.errorNode(n, diagnostics.SyntaxError, "Missing parentheses in call to '%s'. Did you mean %s(...)?", n.Id, n.Id)
			}
		}
		p.syntaxError("invalid syntax")
	}
	p.next()
	return list
}

// simpleStmt parses one simple statement.
func (p *parser) simpleStmt() Stmt {
	start := p.tok
	if p.isSoft("type") && p.startsTypeAlias() {
		return p.typeAlias()
	}
	switch p.tok.kind {
	case tPass:
		p.next()
		return &Pass{tokSpan(&start)}
	case tBreak:
		p.next()
		return &Break{tokSpan(&start)}
	case tContinue:
		p.next()
		return &Continue{tokSpan(&start)}
	case tReturn:
		p.next()
		var x Expr
		if p.canStartExpr() {
			x = p.starExprs()
		}
		return &Return{p.spanFrom(start.line, start.col), x}
	case tRaise:
		p.next()
		s := &Raise{}
		if p.canStartExpr() {
			s.Exc = p.expr()
			if p.got(tFrom) {
				s.Cause = p.expr()
			}
		}
		s.Span = p.spanFrom(start.line, start.col)
		return s
	case tGlobal, tNonlocal:
		p.next()
		names := []string{p.ident()}
		for p.got(tComma) {
			names = append(names, p.ident())
		}
		if start.kind == tGlobal {
			return &Global{p.spanFrom(start.line, start.col), names}
		}
		return &Nonlocal{p.spanFrom(start.line, start.col), names}
	case tDel:
		p.next()
		var targets []Expr
		for {
			x := p.starOrExpr()
			p.setTarget(x, Del, targetDel)
			targets = append(targets, x)
			if !p.got(tComma) || !p.canStartExpr() {
				break
			}
		}
		return &Delete{p.spanFrom(start.line, start.col), targets}
	case tAssert:
		p.next()
		s := &Assert{Test: p.expr()}
		if p.got(tComma) {
			s.Msg = p.expr()
		}
		s.Span = p.spanFrom(start.line, start.col)
		return s
	case tImport:
		return p.importStmt()
	case tFrom:
		return p.fromImport()
	}
	return p.exprStmt()
}

// Kinds of assignment targets, for error messages.
const (
	targetAssign = iota // a = ...
	targetOther         // for, with, comprehension
	targetDel
)

// exprStmt parses an expression statement or an assignment of any kind.
func (p *parser) exprStmt() Stmt {
	start := p.tok
	var x Expr
	if p.tok.kind == tYield {
		x = p.yieldExpr()
	} else {
		x = p.starExprs()
	}
	switch k := p.tok.kind; {
	case k == tAssign:
		targets := []Expr{x}
		for p.got(tAssign) {
			targets = append(targets, p.assignRHS())
		}
		value := targets[len(targets)-1]
		targets = targets[:len(targets)-1]
		for _, t := range targets {
			if _, ok := t.(*Starred); ok {
				p.errorNode(t, diagnostics.BadAssignTarget, "starred assignment target must be in a list or tuple")
			}
			p.setTarget(t, Store, targetAssign)
		}
		return &Assign{p.spanFrom(start.line, start.col), targets, value}
	case k.isAugAssign():
		switch x.(type) {
		case *Name, *Attribute, *Subscript:
			p.setTarget(x, Store, targetAssign)
		default:
			p.errorNode(x, diagnostics.BadAssignTarget, "'%s' is an illegal expression for augmented assignment", exprName(x))
		}
		p.next()
		value := p.assignRHS()
		return &AugAssign{p.spanFrom(start.line, start.col), x, augOps[k], value}
	case k == tWalrus:
		if n, ok := x.(*Name); !ok || p.prevLine != n.EndLine || p.prevCol != n.EndCol {
			p.errorNode(x, diagnostics.SyntaxError, "cannot use assignment expressions with %s", exprName(x))
		}
		p.syntaxError("invalid syntax")
	case k == tColon:
		simple := false
		switch t := x.(type) {
		case *Name:
			simple = p.prevLine == t.EndLine && p.prevCol == t.EndCol
		case *Attribute, *Subscript:
		case *Tuple:
			p.errorNode(x, diagnostics.BadAssignTarget, "only single target (not tuple) can be annotated")
		case *List:
			p.errorNode(x, diagnostics.BadAssignTarget, "only single target (not list) can be annotated")
		default:
			p.errorNode(x, diagnostics.BadAssignTarget, "illegal target for annotation")
		}
		p.setTarget(x, Store, targetAssign)
		p.next()
		s := &AnnAssign{Target: x, Annotation: p.expr(), Simple: simple}
		if p.got(tAssign) {
			s.Value = p.assignRHS()
		}
		s.Span = p.spanFrom(start.line, start.col)
		return s
	}
	return &ExprStmt{p.spanFrom(start.line, start.col), x}
}

// assignRHS parses the right-hand side of an assignment.
func (p *parser) assignRHS() Expr {
	if p.tok.kind == tYield {
		return p.yieldExpr()
	}
	return p.starExprs()
}

// importStmt parses `import a.b as c, d`.
func (p *parser) importStmt() Stmt {
	start := p.tok
	p.next()
	var names []*Alias
	for {
		a := &Alias{}
		l, c := p.tok.line, p.tok.col
		a.Name = p.dottedName()
		if p.got(tAs) {
			a.AsName = p.ident()
		}
		a.Span = p.spanFrom(l, c)
		names = append(names, a)
		if !p.got(tComma) {
			break
		}
	}
	return &Import{p.spanFrom(start.line, start.col), names}
}

// dottedName parses NAME ('.' NAME)*.
func (p *parser) dottedName() string {
	name := p.ident()
	if p.tok.kind != tDot {
		return name
	}
	var b strings.Builder
	b.WriteString(name)
	for p.got(tDot) {
		b.WriteByte('.')
		b.WriteString(p.ident())
	}
	return b.String()
}

// fromImport parses `from ..mod import names`.
func (p *parser) fromImport() Stmt {
	start := p.tok
	p.next()
	s := &ImportFrom{}
	for {
		if p.got(tDot) {
			s.Level++
		} else if p.got(tEllipsis) {
			s.Level += 3
		} else {
			break
		}
	}
	if s.Level == 0 || p.tok.kind != tImport {
		s.Module = p.dottedName()
	}
	p.expect(tImport)
	if p.tok.kind == tStar {
		s.Names = []*Alias{{Span: tokSpan(&p.tok), Name: "*"}}
		p.next()
		s.Span = p.spanFrom(start.line, start.col)
		return s
	}
	paren := p.got(tLParen)
	for {
		a := &Alias{}
		l, c := p.tok.line, p.tok.col
		a.Name = p.ident()
		if p.got(tAs) {
			a.AsName = p.ident()
		}
		a.Span = p.spanFrom(l, c)
		s.Names = append(s.Names, a)
		if !p.got(tComma) {
			break
		}
		if paren && p.tok.kind == tRParen {
			break
		}
		if !paren && p.tok.kind != tName {
			p.syntaxError("trailing comma not allowed without surrounding parentheses")
		}
	}
	if paren {
		p.expectClose(tRParen)
	}
	s.Span = p.spanFrom(start.line, start.col)
	return s
}

// block parses `':' suite` of a compound statement introduced by what on
// line.
func (p *parser) block(what string, line int) []Stmt {
	if p.tok.kind != tColon {
		p.failExpected("':'")
	}
	p.next()
	if p.tok.kind != tNewline {
		return p.simpleStmts(nil)
	}
	p.next()
	if p.tok.kind != tIndent {
		p.errorAt(p.tok.line, p.tok.col, diagnostics.BadIndent, "expected an indented block after %s on line %d", what, line)
	}
	p.next()
	var body []Stmt
	for p.tok.kind != tDedent && p.tok.kind != tEOF {
		body = p.statementInto(body)
	}
	p.got(tDedent)
	return body
}

// compoundSpan is the span of a compound statement from its first
// token, start, to the last token of its last block (as CPython, a
// trailing semicolon included).
func (p *parser) compoundSpan(start *token) Span {
	return Span{Line: start.line, Col: start.col, EndLine: p.realLine, EndCol: p.realCol}
}

func (p *parser) ifStmt() Stmt {
	start := p.tok
	what := "'if' statement"
	if start.kind == tElif {
		what = "'elif' statement"
	}
	p.next()
	s := &If{Test: p.namedExpr()}
	s.Body = p.block(what, start.line)
	switch p.tok.kind {
	case tElif:
		s.Orelse = []Stmt{p.ifStmt()}
	case tElse:
		line := p.tok.line
		p.next()
		s.Orelse = p.block("'else' statement", line)
	}
	s.Span = p.compoundSpan(&start)
	return s
}

func (p *parser) whileStmt() Stmt {
	start := p.tok
	p.next()
	s := &While{Test: p.namedExpr()}
	s.Body = p.block("'while' statement", start.line)
	if p.tok.kind == tElse {
		line := p.tok.line
		p.next()
		s.Orelse = p.block("'else' statement", line)
	}
	s.Span = p.compoundSpan(&start)
	return s
}

func (p *parser) forStmt(start token, isAsync bool) Stmt {
	line := p.tok.line
	p.next()
	s := &For{IsAsync: isAsync}
	s.Target = p.targetList()
	if p.tok.kind != tIn {
		p.failExpected("'in'")
	}
	p.next()
	s.Iter = p.starExprs()
	s.Body = p.block("'for' statement", line)
	if p.tok.kind == tElse {
		line := p.tok.line
		p.next()
		s.Orelse = p.block("'else' statement", line)
	}
	s.Span = p.compoundSpan(&start)
	return s
}

func (p *parser) tryStmt() Stmt {
	start := p.tok
	p.next()
	s := &Try{}
	s.Body = p.block("'try' statement", start.line)
	sawPlain := false
	for p.tok.kind == tExcept {
		hstart := p.tok
		p.next()
		star := false
		if p.tok.kind == tStar {
			star = true
			p.next()
		}
		if len(s.Handlers) > 0 && star != s.IsStar || star && sawPlain {
			p.errorAt(hstart.line, hstart.col, diagnostics.SyntaxError, "cannot have both 'except' and 'except*' on the same 'try'")
		}
		s.IsStar = star
		sawPlain = sawPlain || !star
		h := &ExceptHandler{}
		if p.tok.kind != tColon {
			h.Type = p.expr()
			if p.tok.kind == tComma {
				p.errorNode(h.Type, diagnostics.SyntaxError, "multiple exception types must be parenthesized")
			}
			if p.got(tAs) {
				h.Name = p.ident()
			}
		} else if star {
			p.syntaxError("expected one or more exception types")
		}
		what := "'except' statement"
		if star {
			what = "'except*' statement"
		}
		h.Body = p.block(what, hstart.line)
		h.Span = p.compoundSpan(&hstart)
		s.Handlers = append(s.Handlers, h)
	}
	if p.tok.kind == tElse {
		if len(s.Handlers) == 0 {
			p.syntaxError("expected 'except' or 'finally' block")
		}
		line := p.tok.line
		p.next()
		s.Orelse = p.block("'else' statement", line)
	}
	if p.tok.kind == tFinally {
		line := p.tok.line
		p.next()
		s.Finalbody = p.block("'finally' statement", line)
	}
	if len(s.Handlers) == 0 && s.Finalbody == nil {
		p.syntaxError("expected 'except' or 'finally' block")
	}
	s.Span = p.compoundSpan(&start)
	return s
}

func (p *parser) withStmt(start token, isAsync bool) Stmt {
	line := p.tok.line
	p.next()
	s := &With{IsAsync: isAsync}
	if p.tok.kind == tLParen {
		var items []*WithItem
		if p.try(func() {
			p.next()
			for {
				items = append(items, p.withItem())
				if !p.got(tComma) || p.tok.kind == tRParen {
					break
				}
			}
			p.expectClose(tRParen)
			if p.tok.kind != tColon {
				p.syntaxError("expected ':'")
			}
		}) {
			s.Items = items
		}
	}
	if s.Items == nil {
		for {
			s.Items = append(s.Items, p.withItem())
			if !p.got(tComma) {
				break
			}
		}
	}
	s.Body = p.block("'with' statement", line)
	s.Span = p.compoundSpan(&start)
	return s
}

func (p *parser) withItem() *WithItem {
	start := p.tok
	w := &WithItem{Context: p.expr()}
	if p.got(tAs) {
		w.Vars = p.targetElem()
		p.setTarget(w.Vars, Store, targetOther)
	}
	w.Span = p.spanFrom(start.line, start.col)
	return w
}

// decorated parses decorators and the def or class they decorate.
func (p *parser) decorated() Stmt {
	var decs []Expr
	for p.tok.kind == tAt {
		p.next()
		decs = append(decs, p.namedExpr())
		if p.tok.kind != tNewline {
			p.syntaxError("invalid syntax")
		}
		p.next()
	}
	switch p.tok.kind {
	case tDef:
		return p.funcDef(p.tok, decs, false)
	case tClass:
		return p.classDef(decs)
	case tAsync:
		start := p.tok
		p.next()
		if p.tok.kind == tDef {
			return p.funcDef(start, decs, true)
		}
	}
	p.syntaxError("expected 'def' or 'class' after decorators")
	return nil
}

func (p *parser) funcDef(start token, decs []Expr, isAsync bool) Stmt {
	line := p.tok.line
	p.next()
	f := &FunctionDef{Decorators: decs, IsAsync: isAsync}
	f.Name = p.ident()
	if p.tok.kind == tLBrack {
		f.TypeParams = p.typeParams()
	}
	if p.tok.kind != tLParen {
		p.failExpected("'('")
	}
	p.next()
	f.Args = p.params(tRParen)
	p.expectClose(tRParen)
	if p.got(tArrow) {
		f.Returns = p.expr()
	}
	// Decorators, defaults and annotations run in the enclosing scope;
	// the body in f's.
	outer, outermost := p.scope, p.outermost
	p.scope = f
	if outermost == nil {
		p.outermost = f
	}
	f.Body = p.block("function definition", line)
	p.scope, p.outermost = outer, outermost
	f.Span = p.compoundSpan(&start)
	return f
}

func (p *parser) classDef(decs []Expr) Stmt {
	start := p.tok
	p.next()
	c := &ClassDef{Decorators: decs}
	c.Name = p.ident()
	if p.tok.kind == tLBrack {
		c.TypeParams = p.typeParams()
	}
	if p.tok.kind == tLParen {
		lparen := p.tok
		p.next()
		c.Bases, c.Keywords = p.callArgs(&lparen)
		if len(c.Bases) == 1 {
			if g, ok := c.Bases[0].(*GeneratorExp); ok && g.Line == lparen.line && g.Col == lparen.col {
				p.errorNode(g.Elt, diagnostics.SyntaxError, "invalid syntax")
			}
		}
		p.expectClose(tRParen)
	}
	outer := p.scope
	p.scope = nil // a class body is its own scope
	c.Body = p.block("class definition", start.line)
	p.scope = outer
	c.Span = p.compoundSpan(&start)
	return c
}

// params parses a parameter list up to (not including) the closing token:
// `)` for def, `:` for lambda, which has no annotations.
func (p *parser) params(close tokKind) *Arguments {
	a := &Arguments{}
	lambda := close == tColon
	seenDefault, seenStar, seenSlash := false, false, false
	param := func(star bool) *Arg {
		t := p.tok
		arg := &Arg{Name: p.ident()}
		if !lambda && p.got(tColon) {
			if star && p.tok.kind == tStar {
				arg.Annotation = p.starOrExpr()
			} else {
				arg.Annotation = p.expr()
			}
		}
		arg.Span = p.spanFrom(t.line, t.col)
		return arg
	}
	for p.tok.kind != close {
		switch p.tok.kind {
		case tSlash:
			if seenSlash {
				p.syntaxError("/ may appear only once")
			}
			if seenStar {
				p.syntaxError("/ must be ahead of *")
			}
			if len(a.Args) == 0 {
				p.syntaxError("at least one argument must precede /")
			}
			seenSlash = true
			p.next()
			a.PosOnly, a.Args = a.Args, nil
		case tStar:
			if seenStar {
				p.syntaxError("* argument may appear only once")
			}
			seenStar = true
			p.next()
			if p.tok.kind == tComma || p.tok.kind == close {
				if p.tok.kind == close || p.tok.kind == tComma && p.peekIs(tDoubleStar) {
					p.syntaxError("named arguments must follow bare *")
				}
			} else {
				a.Vararg = param(true)
				if p.tok.kind == tAssign {
					p.syntaxError("var-positional argument cannot have default value")
				}
			}
		case tDoubleStar:
			p.next()
			a.Kwarg = param(false)
			if p.tok.kind == tAssign {
				p.syntaxError("var-keyword argument cannot have default value")
			}
			p.got(tComma)
			if p.tok.kind != close {
				p.syntaxError("arguments cannot follow var-keyword argument")
			}
			return a
		default:
			arg := param(false)
			var def Expr
			if p.got(tAssign) {
				def = p.expr()
			}
			if seenStar {
				a.KwOnly = append(a.KwOnly, arg)
				a.KwDefaults = append(a.KwDefaults, def)
			} else {
				a.Args = append(a.Args, arg)
				if def != nil {
					seenDefault = true
					a.Defaults = append(a.Defaults, def)
				} else if seenDefault {
					p.errorNode(arg, diagnostics.SyntaxError, "non-default argument follows default argument")
				}
			}
		}
		if !p.got(tComma) {
			break
		}
	}
	if p.tok.kind != close {
		if close == tColon {
			p.failExpected("':'")
		}
		p.failExpected("')'")
	}
	return a
}

// peekIs reports whether the token after the current one has kind k.
func (p *parser) peekIs(k tokKind) bool {
	s := p.s.clone()
	var t token
	s.err = nil
	s.next(&t)
	return t.kind == k
}

// startsTypeAlias reports whether the current `type` starts a PEP 695
// alias (`type` NAME followed by `=` or `[`) rather than an expression
// that uses the name type; the parser stays where it was.
func (p *parser) startsTypeAlias() bool {
	st := p.save()
	defer p.restore(st)
	p.next()
	if p.tok.kind != tName {
		return false
	}
	p.next()
	return p.tok.kind == tAssign || p.tok.kind == tLBrack
}

// typeAlias parses `type Name[params] = value`.
func (p *parser) typeAlias() Stmt {
	start := p.tok
	p.next()
	nt := p.tok
	a := &TypeAlias{Name: &Name{Id: p.ident(), Ctx: Store}}
	a.Name.Span = tokSpan(&nt)
	if p.tok.kind == tLBrack {
		a.TypeParams = p.typeParams()
	}
	if p.tok.kind != tAssign {
		p.failExpected("'='")
	}
	p.next()
	a.Value = p.expr()
	a.Span = p.spanFrom(start.line, start.col)
	return a
}

// typeParams parses a PEP 695 parameter list, `[T, U: int, *Ts, **P]`.
func (p *parser) typeParams() []*TypeParam {
	open := p.tok
	p.next()
	var out []*TypeParam
	for p.tok.kind != tRBrack {
		t := p.tok
		tp := &TypeParam{}
		switch {
		case p.got(tStar):
			tp.Kind = TypeVarTupleParam
		case p.got(tDoubleStar):
			tp.Kind = ParamSpecParam
		}
		tp.Name = p.ident()
		if tp.Kind == TypeVarParam && p.got(tColon) {
			tp.Bound = p.expr()
		}
		if p.got(tAssign) {
			tp.Default = p.expr()
		}
		tp.Span = p.spanFrom(t.line, t.col)
		out = append(out, tp)
		p.typeParamNames = append(p.typeParamNames, tp.Name)
		if !p.got(tComma) {
			break
		}
	}
	if len(out) == 0 {
		p.errorAt(open.line, open.col, diagnostics.SyntaxError, "Type parameter list cannot be empty")
	}
	p.expectClose(tRBrack)
	return out
}
