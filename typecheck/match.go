// This file implements the compile-time checks CPython's compiler makes
// of match statements (SyntaxError there): a compiled match statement
// must be refused where the interpreted module would not import.

package typecheck

import (
	"fmt"

	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
)

// checkMatchSyntax reports what CPython's compiler refuses in s: an
// irrefutable case before the last, names bound twice in a pattern,
// alternatives binding different names, duplicate literal keys and
// repeated class-pattern attributes.
func (c *checker) checkMatchSyntax(s *parser.Match) {
	// CPython's compiler finds these, after CinderX's type binder has
	// checked the whole module: they sort after every type error.
	n := c.diags.Len()
	defer func() { c.diags.OrderFrom(n, c.moduleEnd()) }()
	for i, mc := range s.Cases {
		if i < len(s.Cases)-1 && mc.Guard == nil {
			if as, ok := mc.Pattern.(*parser.MatchAs); ok && as.Pattern == nil {
				c.unreachableAfter(as)
			}
		}
		c.checkPatternSyntax(mc.Pattern, map[string]bool{})
	}
}

// moduleEnd is a position after the whole module, where the errors
// CPython's compiler finds sort: CinderX's type binder runs first.
func (c *checker) moduleEnd() diagnostics.Pos {
	if len(c.m.Body) == 0 {
		return diagnostics.Pos{}
	}
	end := c.m.EndPos(c.m.Body[len(c.m.Body)-1])
	end.Col++
	return end
}

// afterBinding sorts d, an error CPython's compiler finds, after the
// module's type errors.
func (c *checker) afterBinding(d *diagnostics.Diagnostic) {
	d.Order = c.moduleEnd()
}

// unreachableAfter reports an irrefutable pattern that is not the last.
func (c *checker) unreachableAfter(as *parser.MatchAs) {
	if as.Name == "" {
		c.errorf(as, diagnostics.SyntaxError, "wildcard makes remaining patterns unreachable")
		return
	}
	c.errorf(as, diagnostics.SyntaxError, "name capture '%s' makes remaining patterns unreachable", as.Name)
}

// checkPatternSyntax checks p, bound being the names bound so far in
// the pattern.
func (c *checker) checkPatternSyntax(p parser.Pattern, bound map[string]bool) {
	bind := func(name string, at parser.Node) {
		if name == "" {
			return
		}
		if bound[name] {
			c.errorf(at, diagnostics.SyntaxError, "multiple assignments to name '%s' in pattern", name)
		}
		bound[name] = true
	}
	switch p := p.(type) {
	case *parser.MatchSequence:
		for _, q := range p.Patterns {
			c.checkPatternSyntax(q, bound)
		}
	case *parser.MatchMapping:
		seen := map[string]bool{}
		for _, k := range p.Keys {
			if key, ok := c.literalKey(k); ok {
				if seen[key] {
					c.errorf(k, diagnostics.SyntaxError, "mapping pattern checks duplicate key (%s)", key)
				}
				seen[key] = true
			}
		}
		for _, q := range p.Patterns {
			c.checkPatternSyntax(q, bound)
		}
		bind(p.Rest, p)
	case *parser.MatchClass:
		attrs := map[string]bool{}
		for i, a := range p.KwdAttrs {
			if attrs[a] {
				c.errorf(p.KwdPatterns[i], diagnostics.SyntaxError, "attribute name repeated in class pattern: %s", a)
			}
			attrs[a] = true
		}
		for _, q := range p.Patterns {
			c.checkPatternSyntax(q, bound)
		}
		for _, q := range p.KwdPatterns {
			c.checkPatternSyntax(q, bound)
		}
	case *parser.MatchStar:
		bind(p.Name, p)
	case *parser.MatchAs:
		if p.Pattern != nil {
			c.checkPatternSyntax(p.Pattern, bound)
		}
		bind(p.Name, p)
	case *parser.MatchOr:
		var first map[string]bool
		for i, alt := range p.Patterns {
			if as, ok := alt.(*parser.MatchAs); ok && as.Pattern == nil && i < len(p.Patterns)-1 {
				c.unreachableAfter(as)
			}
			names := map[string]bool{}
			for n := range bound {
				names[n] = true
			}
			c.checkPatternSyntax(alt, names)
			own := map[string]bool{}
			PatternNames(alt, func(n string) { own[n] = true })
			if first == nil {
				first = own
			} else if !sameNames(first, own) {
				c.errorf(alt, diagnostics.SyntaxError, "alternative patterns bind different names")
			}
		}
		for n := range first {
			bind(n, p)
		}
	}
}

func sameNames(a, b map[string]bool) bool {
	if len(a) != len(b) {
		return false
	}
	for n := range a {
		if !b[n] {
			return false
		}
	}
	return true
}

// literalKey is a mapping pattern key that is a literal, as CPython's
// compiler compares them (its repr), or false for a value pattern.
func (c *checker) literalKey(k parser.Expr) (string, bool) {
	switch k := k.(type) {
	case *parser.Constant:
		switch k.Kind {
		case parser.ConstStr:
			return fmt.Sprintf("'%s'", k.Str), true
		case parser.ConstNone:
			return "None", true
		case parser.ConstTrue:
			return "True", true
		case parser.ConstFalse:
			return "False", true
		case parser.ConstInt:
			return k.Int.String(), true
		}
	case *parser.UnaryOp:
		if v, ok := c.info.ConstOf(k); ok && v.Int != nil {
			return v.Int.String(), true
		}
	}
	return "", false
}
