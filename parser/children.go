// This file implements the walks over the AST that later phases share:
// the expressions directly inside an expression or a statement, and the
// statements of a scope with the blocks nested in them.

package parser

// ChildExprs calls f for each expression directly inside e, in source
// order (nil parts such as a missing slice bound are skipped). Walkers
// recurse through it so that no expression kind is forgotten; a walker
// that must not enter a nested scope (a lambda, a comprehension) checks
// for it before recursing.
func ChildExprs(e Expr, f func(Expr)) {
	each := func(es ...Expr) {
		for _, x := range es {
			if x != nil {
				f(x)
			}
		}
	}
	generators := func(gs []*Comprehension) {
		for _, g := range gs {
			each(g.Target, g.Iter)
			each(g.Ifs...)
		}
	}
	switch e := e.(type) {
	case *BoolOp:
		each(e.Values...)
	case *NamedExpr:
		each(e.Target, e.Value)
	case *BinOp:
		each(e.Left, e.Right)
	case *UnaryOp:
		each(e.Operand)
	case *Lambda:
		each(e.Args.Defaults...)
		each(e.Args.KwDefaults...)
		each(e.Body)
	case *IfExp:
		each(e.Body, e.Test, e.Orelse)
	case *Dict:
		for i := range e.Values {
			each(e.Keys[i], e.Values[i])
		}
	case *Set:
		each(e.Elts...)
	case *ListComp:
		each(e.Elt)
		generators(e.Generators)
	case *SetComp:
		each(e.Elt)
		generators(e.Generators)
	case *DictComp:
		each(e.Key, e.Value)
		generators(e.Generators)
	case *GeneratorExp:
		each(e.Elt)
		generators(e.Generators)
	case *Await:
		each(e.Value)
	case *Yield:
		each(e.Value)
	case *YieldFrom:
		each(e.Value)
	case *Compare:
		each(e.Left)
		each(e.Comparators...)
	case *Call:
		each(e.Func)
		each(e.Args...)
		for _, k := range e.Keywords {
			each(k.Value)
		}
	case *FormattedValue:
		each(e.Value, e.FormatSpec)
	case *JoinedStr:
		each(e.Values...)
	case *Attribute:
		each(e.Value)
	case *Subscript:
		each(e.Value, e.Slice)
	case *Starred:
		each(e.Value)
	case *List:
		each(e.Elts...)
	case *Tuple:
		each(e.Elts...)
	case *Slice:
		each(e.Lower, e.Upper, e.Step)
	}
}

// StmtExprs calls f for each expression that statement s evaluates
// itself, in source order: not those of the statements nested in its
// blocks, which a walker reaches through them. For a def or a class they
// are what runs where it stands: decorators, defaults, annotations,
// bases.
func StmtExprs(s Stmt, f func(Expr)) {
	each := func(es ...Expr) {
		for _, x := range es {
			if x != nil {
				f(x)
			}
		}
	}
	switch s := s.(type) {
	case *FunctionDef:
		each(s.Decorators...)
		each(s.Args.Defaults...)
		each(s.Args.KwDefaults...)
		for _, group := range [][]*Arg{s.Args.PosOnly, s.Args.Args, {s.Args.Vararg}, s.Args.KwOnly, {s.Args.Kwarg}} {
			for _, a := range group {
				if a != nil {
					each(a.Annotation)
				}
			}
		}
		each(s.Returns)
	case *ClassDef:
		each(s.Decorators...)
		each(s.Bases...)
		for _, k := range s.Keywords {
			each(k.Value)
		}
	case *Return:
		each(s.Value)
	case *Delete:
		each(s.Targets...)
	case *Assign:
		each(s.Targets...)
		each(s.Value)
	case *AugAssign:
		each(s.Target, s.Value)
	case *AnnAssign:
		// The annotation is left out: a function never evaluates it,
		// and where a module or class body does, as a type, not code.
		each(s.Target, s.Value)
	case *For:
		each(s.Target, s.Iter)
	case *While:
		each(s.Test)
	case *If:
		each(s.Test)
	case *With:
		for _, it := range s.Items {
			each(it.Context, it.Vars)
		}
	case *Match:
		each(s.Subject)
		for _, c := range s.Cases {
			each(c.Guard)
		}
	case *Raise:
		each(s.Exc, s.Cause)
	case *Try:
		for _, h := range s.Handlers {
			each(h.Type)
		}
	case *Assert:
		each(s.Test, s.Msg)
	case *ExprStmt:
		each(s.Value)
	}
}

// ChildBlocks calls f for each statement list nested directly in s that
// runs in the scope s is in, in source order: the bodies and else
// clauses of if, while, for, with and try, and the bodies of match
// cases. The body of a def or a class is a scope of its own and is not
// one of them.
func ChildBlocks(s Stmt, f func([]Stmt)) {
	switch s := s.(type) {
	case *If:
		f(s.Body)
		f(s.Orelse)
	case *While:
		f(s.Body)
		f(s.Orelse)
	case *For:
		f(s.Body)
		f(s.Orelse)
	case *With:
		f(s.Body)
	case *Try:
		f(s.Body)
		for _, h := range s.Handlers {
			f(h.Body)
		}
		f(s.Orelse)
		f(s.Finalbody)
	case *Match:
		for _, c := range s.Cases {
			f(c.Body)
		}
	}
}

// WalkStmts calls visit for each statement of stmts in source order and,
// when visit returns true, walks the blocks nested in it (ChildBlocks)
// before going on: the statements of one scope, with a way to prune, as
// go/ast.Inspect has.
func WalkStmts(stmts []Stmt, visit func(Stmt) bool) {
	for _, s := range stmts {
		if visit(s) {
			ChildBlocks(s, func(b []Stmt) { WalkStmts(b, visit) })
		}
	}
}
