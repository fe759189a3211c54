// This file implements the parsing of expressions, following the
// precedence of Python 3.11's grammar from star_expressions down to atoms.

package parser

import (
	"math/big"
	"strconv"
	"strings"

	"github.com/staticpyc/staticpyc/diagnostics"
)

// canStartExpr reports whether the current token can begin an expression
// (a starred one included).
func (p *parser) canStartExpr() bool {
	switch p.tok.kind {
	case tName, tNumber, tString, tLParen, tLBrack, tLBrace, tMinus, tPlus, tTilde,
		tNot, tLambda, tAwait, tNone, tTrue, tFalse, tEllipsis, tStar:
		return true
	}
	return false
}

// starExprs parses star_expressions: a comma-separated list of possibly
// starred expressions, a Tuple when there is a comma.
func (p *parser) starExprs() Expr {
	start := p.tok
	x := p.starOrExpr()
	if p.tok.kind != tComma {
		return x
	}
	elts := []Expr{x}
	for p.got(tComma) {
		if !p.canStartExpr() {
			break
		}
		elts = append(elts, p.starOrExpr())
	}
	return &Tuple{Span: p.spanFrom(start.line, start.col), Elts: elts, Ctx: Load}
}

// starOrExpr parses `'*' bitwise_or | expression`.
func (p *parser) starOrExpr() Expr {
	if p.tok.kind == tStar {
		start := p.tok
		p.next()
		v := p.binaryExpr(1)
		return &Starred{Span: p.spanFrom(start.line, start.col), Value: v, Ctx: Load}
	}
	return p.expr()
}

// starNamedExpr parses `'*' bitwise_or | named_expression`.
func (p *parser) starNamedExpr() Expr {
	if p.tok.kind == tStar {
		return p.starOrExpr()
	}
	return p.namedExpr()
}

// namedExpr parses `NAME ':=' expression | expression`.
func (p *parser) namedExpr() Expr {
	x := p.expr()
	if p.tok.kind != tWalrus {
		return x
	}
	n, ok := x.(*Name)
	if !ok || p.prevLine != n.EndLine || p.prevCol != n.EndCol {
		p.errorNode(x, diagnostics.SyntaxError, "cannot use assignment expressions with %s", exprName(x))
	}
	p.next()
	n.Ctx = Store
	v := p.expr()
	return &NamedExpr{Span: Span{Line: n.Line, Col: n.Col, EndLine: p.prevLine, EndCol: p.prevCol}, Target: n, Value: v}
}

// expr parses `expression`: a conditional expression or a lambda.
func (p *parser) expr() Expr {
	if p.tok.kind == tLambda {
		return p.lambda()
	}
	p.enter()
	start := p.tok
	x := p.disjunction()
	if p.tok.kind == tIf {
		p.next()
		test := p.disjunction()
		if p.tok.kind != tElse {
			p.failExpected("'else' after 'if' expression")
		}
		p.next()
		orelse := p.expr()
		x = &IfExp{Span: p.spanFrom(start.line, start.col), Test: test, Body: x, Orelse: orelse}
	}
	p.leave()
	return x
}

// soleGenexp returns the generator expression that is a call's only
// argument, if it is one.
func soleGenexp(args []Expr, kws []*Keyword) (*GeneratorExp, bool) {
	if len(args) != 1 || len(kws) != 0 {
		return nil, false
	}
	g, ok := args[0].(*GeneratorExp)
	return g, ok
}

func (p *parser) lambda() Expr {
	start := p.tok
	p.next()
	args := p.params(tColon)
	p.next()
	outer := p.scope
	p.scope = nil // a yield in the body is the lambda's
	body := p.expr()
	p.scope = outer
	return &Lambda{Span: p.spanFrom(start.line, start.col), Args: args, Body: body}
}

func (p *parser) disjunction() Expr {
	start := p.tok
	x := p.conjunction()
	if p.tok.kind != tOr {
		return x
	}
	values := []Expr{x}
	for p.got(tOr) {
		values = append(values, p.conjunction())
	}
	return &BoolOp{Span: p.spanFrom(start.line, start.col), Op: Or, Values: values}
}

func (p *parser) conjunction() Expr {
	start := p.tok
	x := p.inversion()
	if p.tok.kind != tAnd {
		return x
	}
	values := []Expr{x}
	for p.got(tAnd) {
		values = append(values, p.inversion())
	}
	return &BoolOp{Span: p.spanFrom(start.line, start.col), Op: And, Values: values}
}

func (p *parser) inversion() Expr {
	if p.tok.kind != tNot {
		return p.comparison()
	}
	start := p.tok
	p.next()
	p.enter()
	x := p.inversion()
	p.leave()
	return &UnaryOp{Span: p.spanFrom(start.line, start.col), Op: Not, Operand: x}
}

// cmpOp returns the comparison operator starting at the current token.
func (p *parser) cmpOp() (CmpOpKind, bool) {
	switch p.tok.kind {
	case tEqEq:
		return Eq, true
	case tNotEq:
		return NotEq, true
	case tLess:
		return Lt, true
	case tLessEq:
		return LtE, true
	case tGreater:
		return Gt, true
	case tGreaterEq:
		return GtE, true
	case tIn:
		return In, true
	case tIs:
		return Is, true
	case tNot:
		return NotIn, true
	}
	return 0, false
}

func (p *parser) comparison() Expr {
	start := p.tok
	x := p.binaryExpr(1)
	op, ok := p.cmpOp()
	if !ok {
		return x
	}
	c := &Compare{Left: x}
	for ok {
		p.next()
		switch op {
		case NotIn:
			if p.tok.kind != tIn {
				p.syntaxError("invalid syntax")
			}
			p.next()
		case Is:
			if p.got(tNot) {
				op = IsNot
			}
		}
		c.Ops = append(c.Ops, op)
		c.Comparators = append(c.Comparators, p.binaryExpr(1))
		op, ok = p.cmpOp()
	}
	c.Span = p.spanFrom(start.line, start.col)
	return c
}

// binPrec gives each binary operator token its operator and precedence;
// precedence 0 means the token is not a binary operator.
var binPrec = [numTokKinds]struct {
	op   BinOpKind
	prec int8
}{
	tVBar:        {BitOr, 1},
	tCaret:       {BitXor, 2},
	tAmper:       {BitAnd, 3},
	tLShift:      {LShift, 4},
	tRShift:      {RShift, 4},
	tPlus:        {Add, 5},
	tMinus:       {Sub, 5},
	tStar:        {Mult, 6},
	tSlash:       {Div, 6},
	tDoubleSlash: {FloorDiv, 6},
	tPercent:     {Mod, 6},
	tAt:          {MatMult, 6},
}

// binaryExpr parses binary operators of precedence prec1 and higher
// (bitwise_or is 1) by precedence climbing.
func (p *parser) binaryExpr(prec1 int8) Expr {
	start := p.tok
	x := p.factor()
	for {
		b := binPrec[p.tok.kind]
		if b.prec < prec1 {
			return x
		}
		p.next()
		y := p.binaryExpr(b.prec + 1)
		x = &BinOp{Span: p.spanFrom(start.line, start.col), Left: x, Op: b.op, Right: y}
	}
}

// factor parses unary plus, minus and invert, and the power operator.
func (p *parser) factor() Expr {
	var op UnaryOpKind
	switch p.tok.kind {
	case tPlus:
		op = UAdd
	case tMinus:
		op = USub
	case tTilde:
		op = Invert
	default:
		return p.power()
	}
	start := p.tok
	p.next()
	p.enter()
	x := p.factor()
	p.leave()
	return &UnaryOp{Span: p.spanFrom(start.line, start.col), Op: op, Operand: x}
}

func (p *parser) power() Expr {
	start := p.tok
	var x Expr
	if p.tok.kind == tAwait {
		p.next()
		v := p.primary()
		x = p.suspends(&Await{Span: p.spanFrom(start.line, start.col), Value: v})
	} else {
		x = p.primary()
	}
	if p.tok.kind != tDoubleStar {
		return x
	}
	p.next()
	p.enter()
	y := p.factor()
	p.leave()
	return &BinOp{Span: p.spanFrom(start.line, start.col), Left: x, Op: Pow, Right: y}
}

// primary parses an atom followed by attribute references, calls and
// subscripts.
func (p *parser) primary() Expr {
	start := p.tok
	x := p.atom()
	for {
		switch p.tok.kind {
		case tDot:
			p.next()
			name := p.ident()
			a := p.alloc.attribute()
			*a = Attribute{Span: p.spanFrom(start.line, start.col), Value: x, Attr: name, Ctx: Load}
			x = a
		case tLParen:
			lparen := p.tok
			p.next()
			args, kws := p.callArgs(&lparen)
			p.expectClose(tRParen)
			c := p.alloc.call()
			*c = Call{Span: p.spanFrom(start.line, start.col), Func: x, Args: args, Keywords: kws}
			if g, ok := soleGenexp(args, kws); ok {
				g.Callee = x
			}
			x = c
		case tLBrack:
			p.next()
			slice := p.slices()
			p.expectClose(tRBrack)
			x = &Subscript{Span: p.spanFrom(start.line, start.col), Value: x, Slice: slice, Ctx: Load}
		default:
			return x
		}
	}
}

// callArgs parses the arguments of a call (or class bases) after the
// opening parenthesis, which is lparen.
func (p *parser) callArgs(lparen *token) (args []Expr, kws []*Keyword) {
	sawKeyword, sawDoubleStar := false, false
	for p.tok.kind != tRParen {
		switch p.tok.kind {
		case tStar:
			start := p.tok
			p.next()
			v := p.expr()
			x := &Starred{Span: p.spanFrom(start.line, start.col), Value: v, Ctx: Load}
			if sawDoubleStar {
				p.errorNode(x, diagnostics.SyntaxError, "iterable argument unpacking follows keyword argument unpacking")
			}
			args = append(args, x)
		case tDoubleStar:
			start := p.tok
			p.next()
			v := p.expr()
			kws = append(kws, &Keyword{Span: p.spanFrom(start.line, start.col), Value: v})
			sawDoubleStar = true
		default:
			x := p.namedExpr()
			switch p.tok.kind {
			case tAssign:
				n, ok := x.(*Name)
				if !ok || p.prevLine != n.EndLine || p.prevCol != n.EndCol {
					p.errorNode(x, diagnostics.SyntaxError, "expression cannot contain assignment, perhaps you meant \"==\"?")
				}
				p.next()
				v := p.expr()
				kws = append(kws, &Keyword{Span: Span{Line: n.Line, Col: n.Col, EndLine: p.prevLine, EndCol: p.prevCol}, Arg: n.Id, Value: v})
				sawKeyword = true
				goto next
			case tFor, tAsync:
				gens := p.comprehensions()
				if len(args) > 0 || len(kws) > 0 || p.tok.kind != tRParen {
					p.errorNode(x, diagnostics.SyntaxError, "Generator expression must be parenthesized")
				}
				x = p.genexp(&GeneratorExp{Span: Span{Line: lparen.line, Col: lparen.col, EndLine: p.tok.endLine, EndCol: p.tok.endCol}, Elt: x, Generators: gens})
			}
			if sawDoubleStar {
				p.errorNode(x, diagnostics.SyntaxError, "positional argument follows keyword argument unpacking")
			}
			if sawKeyword {
				p.errorNode(x, diagnostics.SyntaxError, "positional argument follows keyword argument")
			}
			args = append(args, x)
		}
	next:
		if !p.got(tComma) {
			break
		}
	}
	return args, kws
}

// slices parses the inside of a subscript.
func (p *parser) slices() Expr {
	start := p.tok
	x := p.sliceItem()
	if p.tok.kind != tComma {
		if _, ok := x.(*Starred); ok {
			return &Tuple{Span: p.spanFrom(start.line, start.col), Elts: []Expr{x}, Ctx: Load}
		}
		return x
	}
	elts := []Expr{x}
	for p.got(tComma) {
		if p.tok.kind == tRBrack {
			break
		}
		elts = append(elts, p.sliceItem())
	}
	return &Tuple{Span: p.spanFrom(start.line, start.col), Elts: elts, Ctx: Load}
}

func (p *parser) sliceItem() Expr {
	start := p.tok
	if p.tok.kind == tStar {
		return p.starOrExpr()
	}
	var lower Expr
	if p.tok.kind != tColon {
		lower = p.namedExpr()
		if p.tok.kind != tColon {
			return lower
		}
	}
	p.next()
	s := &Slice{Lower: lower}
	if k := p.tok.kind; k != tColon && k != tComma && k != tRBrack {
		s.Upper = p.expr()
	}
	if p.got(tColon) {
		if k := p.tok.kind; k != tComma && k != tRBrack {
			s.Step = p.expr()
		}
	}
	s.Span = p.spanFrom(start.line, start.col)
	return s
}

// atom parses names, literals and displays.
func (p *parser) atom() Expr {
	t := p.tok
	switch t.kind {
	case tName:
		p.next()
		n := p.alloc.name()
		*n = Name{Span: tokSpan(&t), Id: p.intern(p.src[t.off:t.end]), Ctx: Load}
		return n
	case tNumber:
		return p.number()
	case tString:
		return p.strings()
	case tNone:
		p.next()
		return p.alloc.constant(Constant{Span: tokSpan(&t), Kind: ConstNone})
	case tTrue:
		p.next()
		return p.alloc.constant(Constant{Span: tokSpan(&t), Kind: ConstTrue})
	case tFalse:
		p.next()
		return p.alloc.constant(Constant{Span: tokSpan(&t), Kind: ConstFalse})
	case tEllipsis:
		p.next()
		return p.alloc.constant(Constant{Span: tokSpan(&t), Kind: ConstEllipsis})
	case tLParen:
		return p.parenExpr()
	case tLBrack:
		return p.listExpr()
	case tLBrace:
		return p.dictOrSet()
	}
	p.syntaxError("expected expression, found %s", p.describe())
	return nil
}

func (p *parser) parenExpr() Expr {
	start := p.tok
	p.next()
	if p.got(tRParen) {
		return &Tuple{Span: p.spanFrom(start.line, start.col), Ctx: Load}
	}
	if p.tok.kind == tYield {
		x := p.yieldExpr()
		p.expectClose(tRParen)
		return x
	}
	x := p.starNamedExpr()
	switch p.tok.kind {
	case tFor, tAsync:
		if _, ok := x.(*Starred); ok {
			p.errorNode(x, diagnostics.SyntaxError, "iterable unpacking cannot be used in comprehension")
		}
		gens := p.comprehensions()
		p.expectClose(tRParen)
		return p.genexp(&GeneratorExp{Span: p.spanFrom(start.line, start.col), Elt: x, Generators: gens})
	case tRParen:
		if _, ok := x.(*Starred); ok {
			p.errorNode(x, diagnostics.SyntaxError, "cannot use starred expression here")
		}
		p.next()
		return x
	}
	elts := []Expr{x}
	for p.got(tComma) {
		if p.tok.kind == tRParen {
			break
		}
		elts = append(elts, p.starNamedExpr())
	}
	p.expectClose(tRParen)
	return &Tuple{Span: p.spanFrom(start.line, start.col), Elts: elts, Ctx: Load}
}

func (p *parser) listExpr() Expr {
	start := p.tok
	p.next()
	if p.got(tRBrack) {
		return &List{Span: p.spanFrom(start.line, start.col), Ctx: Load}
	}
	x := p.starNamedExpr()
	if p.tok.kind == tFor || p.tok.kind == tAsync {
		if _, ok := x.(*Starred); ok {
			p.errorNode(x, diagnostics.SyntaxError, "iterable unpacking cannot be used in comprehension")
		}
		gens := p.comprehensions()
		p.expectClose(tRBrack)
		return &ListComp{Span: p.spanFrom(start.line, start.col), Elt: x, Generators: gens}
	}
	elts := []Expr{x}
	for p.got(tComma) {
		if p.tok.kind == tRBrack {
			break
		}
		elts = append(elts, p.starNamedExpr())
	}
	p.expectClose(tRBrack)
	return &List{Span: p.spanFrom(start.line, start.col), Elts: elts, Ctx: Load}
}

func (p *parser) dictOrSet() Expr {
	start := p.tok
	p.next()
	if p.got(tRBrace) {
		return &Dict{Span: p.spanFrom(start.line, start.col)}
	}
	var first Expr
	if p.tok.kind != tDoubleStar {
		first = p.starNamedExpr()
		if p.tok.kind != tColon {
			// A set.
			if p.tok.kind == tFor || p.tok.kind == tAsync {
				if _, ok := first.(*Starred); ok {
					p.errorNode(first, diagnostics.SyntaxError, "iterable unpacking cannot be used in comprehension")
				}
				gens := p.comprehensions()
				p.expectClose(tRBrace)
				return &SetComp{Span: p.spanFrom(start.line, start.col), Elt: first, Generators: gens}
			}
			elts := []Expr{first}
			for p.got(tComma) {
				if p.tok.kind == tRBrace {
					break
				}
				elts = append(elts, p.starNamedExpr())
			}
			p.expectClose(tRBrace)
			return &Set{Span: p.spanFrom(start.line, start.col), Elts: elts}
		}
		if _, ok := first.(*Starred); ok {
			p.errorNode(first, diagnostics.SyntaxError, "cannot use a starred expression in a dictionary value")
		}
	}
	d := &Dict{}
	for {
		if p.got(tDoubleStar) {
			d.Keys = append(d.Keys, nil)
			d.Values = append(d.Values, p.binaryExpr(1))
		} else {
			var k Expr
			if first != nil {
				k, first = first, nil
			} else {
				k = p.expr()
			}
			if p.tok.kind != tColon {
				p.failExpected("':'")
			}
			p.next()
			v := p.expr()
			if len(d.Keys) == 0 && (p.tok.kind == tFor || p.tok.kind == tAsync) {
				gens := p.comprehensions()
				p.expectClose(tRBrace)
				return &DictComp{Span: p.spanFrom(start.line, start.col), Key: k, Value: v, Generators: gens}
			}
			d.Keys = append(d.Keys, k)
			d.Values = append(d.Values, v)
		}
		if !p.got(tComma) || p.tok.kind == tRBrace {
			break
		}
	}
	p.expectClose(tRBrace)
	d.Span = p.spanFrom(start.line, start.col)
	return d
}

// comprehensions parses one or more `[async] for ... in ... if ...`
// clauses.
func (p *parser) comprehensions() []*Comprehension {
	var gens []*Comprehension
	for p.tok.kind == tFor || p.tok.kind == tAsync {
		c := &Comprehension{}
		if p.got(tAsync) {
			c.IsAsync = true
			if p.tok.kind != tFor {
				p.failExpected("'for'")
			}
		}
		p.next()
		c.Target = p.targetList()
		if p.tok.kind != tIn {
			p.failExpected("'in'")
		}
		p.next()
		c.Iter = p.disjunction()
		for p.got(tIf) {
			c.Ifs = append(c.Ifs, p.disjunction())
		}
		gens = append(gens, c)
	}
	return gens
}

func (p *parser) yieldExpr() Expr {
	start := p.tok
	p.next()
	if p.got(tFrom) {
		v := p.expr()
		return p.suspends(&YieldFrom{Span: p.spanFrom(start.line, start.col), Value: v})
	}
	y := &Yield{}
	if p.canStartExpr() {
		y.Value = p.starExprs()
	}
	y.Span = p.spanFrom(start.line, start.col)
	return p.suspends(y)
}

// targetList parses star_targets (of for statements and comprehensions)
// and marks them as stored.
func (p *parser) targetList() Expr {
	start := p.tok
	x := p.targetElem()
	if p.tok.kind == tComma {
		elts := []Expr{x}
		for p.got(tComma) {
			if !p.canStartExpr() {
				break
			}
			elts = append(elts, p.targetElem())
		}
		x = &Tuple{Span: p.spanFrom(start.line, start.col), Elts: elts}
	}
	p.setTarget(x, Store, targetOther)
	return x
}

// targetElem parses one possibly starred target, which stops before
// comparison operators such as `in`.
func (p *parser) targetElem() Expr {
	if p.tok.kind == tStar {
		start := p.tok
		p.next()
		v := p.binaryExpr(1)
		return &Starred{Span: p.spanFrom(start.line, start.col), Value: v}
	}
	return p.binaryExpr(1)
}

// setTarget sets the context of an assignment or deletion target and
// reports expressions that cannot be one.
func (p *parser) setTarget(e Expr, ctx Ctx, kind int) {
	p.setTargetAt(e, ctx, kind, true)
}

func (p *parser) setTargetAt(e Expr, ctx Ctx, kind int, top bool) {
	switch x := e.(type) {
	case *Name:
		x.Ctx = ctx
		return
	case *Attribute:
		x.Ctx = ctx
		return
	case *Subscript:
		x.Ctx = ctx
		return
	case *Starred:
		if ctx != Del {
			x.Ctx = ctx
			p.setTargetAt(x.Value, ctx, kind, false)
			return
		}
	case *Tuple:
		x.Ctx = ctx
		for _, el := range x.Elts {
			p.setTargetAt(el, ctx, kind, false)
		}
		return
	case *List:
		x.Ctx = ctx
		for _, el := range x.Elts {
			p.setTargetAt(el, ctx, kind, false)
		}
		return
	}
	switch {
	case kind == targetDel:
		p.errorNode(e, diagnostics.BadAssignTarget, "cannot delete %s", exprName(e))
	case kind == targetAssign && top:
		p.errorNode(e, diagnostics.BadAssignTarget, "cannot assign to %s here. Maybe you meant '==' instead of '='?", exprName(e))
	default:
		p.errorNode(e, diagnostics.BadAssignTarget, "cannot assign to %s", exprName(e))
	}
}

// exprName describes an expression the way CPython's error messages do.
func exprName(e Expr) string {
	switch x := e.(type) {
	case *Attribute:
		return "attribute"
	case *Subscript:
		return "subscript"
	case *Starred:
		return "starred"
	case *Name:
		return "name"
	case *List:
		return "list"
	case *Tuple:
		return "tuple"
	case *Lambda:
		return "lambda"
	case *Call:
		return "function call"
	case *BoolOp, *BinOp, *UnaryOp:
		return "expression"
	case *GeneratorExp:
		return "generator expression"
	case *Yield, *YieldFrom:
		return "yield expression"
	case *Await:
		return "await expression"
	case *ListComp:
		return "list comprehension"
	case *SetComp:
		return "set comprehension"
	case *DictComp:
		return "dict comprehension"
	case *Dict:
		return "dict literal"
	case *Set:
		return "set display"
	case *JoinedStr, *FormattedValue:
		return "f-string expression"
	case *Constant:
		switch x.Kind {
		case ConstNone:
			return "None"
		case ConstTrue:
			return "True"
		case ConstFalse:
			return "False"
		case ConstEllipsis:
			return "ellipsis"
		}
		return "literal"
	case *Compare:
		return "comparison"
	case *IfExp:
		return "conditional expression"
	case *NamedExpr:
		return "named expression"
	case *Slice:
		return "slice"
	}
	return "expression"
}

// number converts a NUMBER token to a Constant.
func (p *parser) number() Expr {
	t := p.tok
	p.next()
	c := p.alloc.constant(Constant{Span: tokSpan(&t)})
	if v, ok := smallDecimal(p.src[t.off:t.end]); ok {
		c.Kind = ConstInt
		c.Int = p.alloc.smallInt(v)
		return c
	}
	text := string(p.src[t.off:t.end])
	if strings.IndexByte(text, '_') >= 0 {
		text = strings.ReplaceAll(text, "_", "")
	}
	last := text[len(text)-1] | 0x20
	switch {
	case last == 'j':
		c.Kind = ConstComplex
		c.Float = parseFloat(text[:len(text)-1])
	case len(text) > 1 && text[0] == '0' && (text[1]|0x20 == 'x' || text[1]|0x20 == 'o' || text[1]|0x20 == 'b'):
		base := 16
		switch text[1] | 0x20 {
		case 'o':
			base = 8
		case 'b':
			base = 2
		}
		c.Kind = ConstInt
		c.Int = p.alloc.bigInt()
		if _, ok := c.Int.SetString(text[2:], base); !ok {
			p.errorAt(t.line, t.col, diagnostics.BadNumber, "invalid number literal")
		}
	case strings.ContainsAny(text, ".eE"):
		c.Kind = ConstFloat
		c.Float = parseFloat(text)
	default:
		c.Kind = ConstInt
		if len(text) <= 18 {
			v, _ := strconv.ParseInt(text, 10, 64)
			c.Int = p.alloc.bigInt().SetInt64(v)
		} else {
			c.Int = new(big.Int)
			c.Int.SetString(text, 10)
		}
	}
	return c
}

// smallDecimal is the value of a literal of at most 18 decimal digits
// and nothing else: most literals, converted without a string.
func smallDecimal(b []byte) (uint64, bool) {
	if len(b) > 18 || len(b) > 1 && b[0] == '0' {
		return 0, false
	}
	var v uint64
	for _, d := range b {
		if d < '0' || d > '9' {
			return 0, false
		}
		v = v*10 + uint64(d-'0')
	}
	return v, true
}

// parseFloat converts a valid float literal; values too large become
// infinities, as in Python.
func parseFloat(s string) float64 {
	f, _ := strconv.ParseFloat(s, 64)
	return f
}
