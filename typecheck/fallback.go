// This file implements the interpreted fallback: a top-level function or
// method that uses what the compiler cannot compile natively yet
// (generators, coroutines, match) runs interpreted, rewritten by the
// runtime exactly as the interpreted module runs it, instead of failing
// the build.

package typecheck

import (
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
)

// interpretedReason says why a def must run interpreted, or "": the
// first of its suspending expressions (which the parser records) and
// statements (which FuncDecl.scan finds) in source order.
func interpretedReason(f *FuncDecl) string {
	f.scan()
	var why string
	switch f.Def.Suspend.(type) {
	case *parser.Yield, *parser.YieldFrom:
		if f.Def.IsAsync {
			break // an asynchronous generator: below
		}
		if f.Def.Name == "<lambda>" {
			why = "generators (yield)"
		} else {
			// Compiled natively (lower/generator.go); the call makes the
			// generator, typed dynamic whatever the annotation says.
			f.Generator = true
			if f.Return != nil {
				f.Return = Dynamic
			}
		}
	case *parser.Await:
		if !f.Def.IsAsync {
			why = "await"
		}
	}
	if f.interpretedAt != nil && (why == "" || before(f.interpretedAt, f.Def.Suspend)) {
		why = f.interpretedWhy
	}
	if why == "" {
		for _, g := range f.Def.Genexps {
			if _, consumed := IsConsumer(g.Callee); !consumed {
				// A generator expression that cannot compile as a native
				// generator (genexp.go) runs interpreted with the def.
				if why := GenexpObstacle(g, g.InCoroutine); why != "" {
					return why
				}
			}
		}
	}
	if why == "" && f.Def.IsAsync {
		// Compiled natively as a generator whose object is a
		// coroutine, or an asynchronous generator when it yields; the
		// call makes the object, typed dynamic whatever the
		// annotation says.
		f.Generator, f.Coroutine, f.AsyncGen = true, true, f.Def.Yields != nil
		if f.Return != nil {
			f.Return = Dynamic
		}
	}
	return why
}

// before reports whether a starts before b.
func before(a, b parser.Node) bool {
	x, y := a.Loc(), b.Loc()
	return x.Line < y.Line || x.Line == y.Line && x.Col < y.Col
}

// markInterpreted marks f to run interpreted, with a warning saying so.
func (c *checker) markInterpreted(f *FuncDecl) bool {
	if c.doNotCompile(f) {
		f.Interpreted, f.notCompiled = true, true
		return true
	}
	reason := interpretedReason(f)
	sites := c.forced[f.Def]
	if reason == "" && len(sites) > 0 {
		reason = sites[0].what
	}
	if reason == "" {
		return false
	}
	f.Interpreted = true
	d := c.diags.Warnf(c.m.Pos(f.Def), diagnostics.Interpreted, "%s runs interpreted: %s are not compiled yet", f.QualName, reason)
	d.End = c.m.EndPos(f.Def)
	// Each construct that sends the def to the interpreter, where it
	// stands: what to change for the def to compile.
	for _, s := range sites {
		n := c.diags.Notef(s.pos, diagnostics.Interpreted, "not supported yet: %s", s.what)
		n.End = s.end
	}
	return true
}

// doNotCompile reports whether f is decorated with _donotcompile or is a
// method of a class that is.
func (c *checker) doNotCompile(f *FuncDecl) bool {
	if f.Class != nil && f.Class.notCompiled {
		return true
	}
	for _, d := range f.Def.Decorators {
		if c.isStaticBuiltin(d, "_donotcompile") {
			c.info.setType(d, Dynamic)
			return true
		}
	}
	return false
}

// fallbackSite is a construct the compiler cannot compile, found in a
// def that then runs interpreted.
type fallbackSite struct {
	pos, end diagnostics.Pos
	what     string
}

// checkInterpreted type-checks the body of a def that runs interpreted,
// as CinderX checks every body: its diagnostics are reported, but what
// the check records is not lowered, so the nested functions it declares
// are dropped again and constructs that are only not compiled yet are
// not reported as unsupported.
func (c *checker) checkInterpreted(f *FuncDecl) {
	if f.notCompiled {
		return
	}
	nested, locals := len(c.info.Nested), len(c.info.ModuleLocals)
	saved, savedClass := c.interp, c.class
	c.interp, c.class = true, nil
	defer func() {
		c.interp, c.class = saved, savedClass
		c.info.Nested = c.info.Nested[:nested]
		c.info.ModuleLocals = c.info.ModuleLocals[:locals]
	}()
	c.checkNestedBody(f)
}

// isGenerator reports whether f's body yields: its return annotation
// then types the generator, not what a return statement gives.
func isGenerator(f *FuncDecl) bool {
	switch f.Def.Suspend.(type) {
	case *parser.Yield, *parser.YieldFrom:
		return true
	}
	return false
}

// suspendExpr checks await, yield and yield from in a body that runs
// interpreted: the operand is a Python object, the result dynamic.
func (c *checker) suspendExpr(e parser.Expr) Type {
	var operand parser.Expr
	what := ""
	switch e := e.(type) {
	case *parser.Await:
		operand, what = e.Value, "cannot await a primitive value"
	case *parser.Yield:
		operand, what = e.Value, "cannot yield a primitive value"
	case *parser.YieldFrom:
		operand, what = e.Value, "cannot yield from a primitive value"
	}
	if operand != nil {
		if _, ok := IsPrim(c.expr(operand, nil)); ok {
			c.errorf(operand, diagnostics.PrimitiveObjectUse, "%s", what)
		}
	}
	if _, ok := e.(*parser.Await); ok {
		// `await f()` of a module coroutine declared to return a
		// primitive is that primitive, as CinderX types it (its
		// InferredAwaitable): lower unboxes the int the coroutine
		// returns.
		if call, ok := operand.(*parser.Call); ok {
			if f, ok := c.info.TypeOf(call.Func).(*Func); ok && f.Decl.Coroutine && !f.Decl.AsyncGen {
				if t := f.Decl.ReturnType(); isPrimType(t) {
					return t
				}
			}
		}
	}
	return Dynamic
}

// matchStmt checks a match statement in a body that runs interpreted:
// the subject, then each case's pattern (whose captures are dynamic
// locals), guard and body.
func (c *checker) matchStmt(s *parser.Match) {
	c.checkMatchSyntax(s)
	c.objectExpr(s.Subject, "match subject cannot be a primitive")
	// Each case is tried in the state its predecessors leave when they
	// do not match: the state before the statement, or after a guard
	// that failed (what the guard stored stays stored), as CinderX's
	// binder merges them.
	next := c.capture()
	var ends []narrowing
	for _, mc := range s.Cases {
		c.flow = next
		c.pattern(mc.Pattern)
		if mc.Guard != nil {
			c.expr(mc.Guard, nil)
			next = merge(next, c.capture())
		}
		ends = append(ends, c.branch(c.capture(), mc.Body))
	}
	// Unless the last case matches anything, no case may match: one
	// more path.
	if last := s.Cases[len(s.Cases)-1]; !irrefutable(last) {
		ends = append(ends, next)
	}
	c.flow = merge(ends...)
}

// pattern checks a match pattern: the values it compares with are
// expressions, the names it captures bind dynamic values.
func (c *checker) pattern(p parser.Pattern) {
	bind := func(name string, at parser.Pattern) {
		if name != "" {
			c.bindCapture(name, at)
		}
	}
	switch p := p.(type) {
	case *parser.MatchValue:
		c.expr(p.Value, nil)
	case *parser.MatchSequence:
		for _, q := range p.Patterns {
			c.pattern(q)
		}
	case *parser.MatchMapping:
		for _, k := range p.Keys {
			c.expr(k, nil)
		}
		for _, q := range p.Patterns {
			c.pattern(q)
		}
		bind(p.Rest, p)
	case *parser.MatchClass:
		c.expr(p.Cls, nil)
		for _, q := range p.Patterns {
			c.pattern(q)
		}
		for _, q := range p.KwdPatterns {
			c.pattern(q)
		}
	case *parser.MatchStar:
		bind(p.Name, p)
	case *parser.MatchAs:
		if p.Pattern != nil {
			c.pattern(p.Pattern)
		}
		bind(p.Name, p)
	case *parser.MatchOr:
		for _, q := range p.Patterns {
			c.pattern(q)
		}
	}
}

// bindCapture binds a name a match pattern captures: a dynamic local
// unless the function already has one by that name.
func (c *checker) bindCapture(name string, at parser.Node) {
	if c.fn == nil || c.fn.globals[name] || c.fn.nonlocals[name] {
		return
	}
	if c.fn.locals[name] == nil {
		v := &Var{Name: name, Pos: at, Type: Dynamic}
		c.fn.locals[name] = v
		c.fn.Locals = append(c.fn.Locals, v)
	}
	c.bind(c.fn.locals[name])
	c.flow = withoutNames(c.flow, []string{name}) // (it holds the matched value now)
}

// irrefutable reports whether a case matches anything: `case _:` or a
// bare capture, unguarded.
func irrefutable(mc *parser.MatchCase) bool {
	as, ok := mc.Pattern.(*parser.MatchAs)
	return ok && as.Pattern == nil && mc.Guard == nil
}

// callType is the type of a call of f: what the body returns, except
// for a coroutine or generator function, whose call makes a coroutine or
// generator object (the annotation types what it eventually gives).
func (f *FuncDecl) callType() Type {
	if f.Def.IsAsync || isGenerator(f) {
		return Dynamic
	}
	return f.Return
}

// fallbackUnit is the smallest unit around the construct being checked
// that can run interpreted instead of compiled: the top-level def or
// the method of a module-level class the current function is (or is
// nested in); nil at module or class level, where there is none.
func (c *checker) fallbackUnit() *FuncDecl {
	f := c.fn
	for f != nil && f.Parent != nil {
		f = f.Parent
	}
	if f == nil || f.Def == nil || c.info.FuncOf[f.Def] != f {
		return nil
	}
	if f.Class == nil && !c.isTopLevel(f) {
		return nil
	}
	return f
}

// isTopLevel reports whether f is one of the module's top-level defs.
func (c *checker) isTopLevel(f *FuncDecl) bool {
	for _, g := range c.info.Funcs {
		if g == f {
			return true
		}
	}
	return false
}

// decoratorName is the last name of a decorator that is a name or an
// attribute (abc.abstractmethod: "abstractmethod"), else "".
func decoratorName(d parser.Expr) string {
	switch d := d.(type) {
	case *parser.Name:
		return d.Id
	case *parser.Attribute:
		return d.Attr
	}
	return ""
}

// markInterpretedStmt marks a module- or class-level statement (of
// class ci, or nil) to run interpreted when an earlier pass found in it
// what is not compiled, with a warning and a note at each construct. A
// statement that binds one of the module's functions or classes stays
// compiled (its errors stand): compiled code calls those directly.
func (c *checker) markInterpretedStmt(s parser.Stmt, ci *ClassInfo) bool {
	sites := c.forcedStmts[s]
	if len(sites) == 0 {
		return false
	}
	switch s.(type) {
	case *parser.FunctionDef, *parser.ClassDef:
		if ci == nil {
			return false
		}
	}
	if ci == nil {
		clash := false
		ForEachBinding(s, func(name string, _ parser.Node) {
			if g := c.info.Globals[name]; g != nil && (g.Kind != GlobalVar || g.Class != nil) {
				clash = true
			}
		})
		if clash {
			return false
		}
	}
	c.info.InterpretedStmts[s] = true
	where := "a statement at module level"
	if ci != nil {
		where = "a statement in the body of class " + ci.Name
	}
	d := c.diags.Warnf(c.m.Pos(s), diagnostics.Interpreted, "%s runs interpreted: %s are not compiled yet", where, sites[0].what)
	d.End = c.m.EndPos(s)
	for _, site := range sites {
		n := c.diags.Notef(site.pos, diagnostics.Interpreted, "not supported yet: %s", site.what)
		n.End = site.end
	}
	return true
}
