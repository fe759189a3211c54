// This file implements the checking of function signatures and statements.

package typecheck

import (
	"strings"

	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
)

// checkModuleBody checks the statements that run at import.
func (c *checker) checkModuleBody() {
	if c.cfg.Static {
		c.checkImportRedefinitions()
	}
	for _, s := range c.m.Body {
		switch s := s.(type) {
		case *parser.FunctionDef:
			f := c.info.FuncOf[s]
			if d := c.nativeDecorator(s.Decorators); d != nil && f != nil && !c.checkNative(s, d, false) {
				continue
			}
			if f == nil || c.markInterpreted(f) {
				continue // a redefinition, reported; or interpreted
			}
			for _, d := range s.Decorators {
				if c.isCompileTimeDecorator(d) {
					c.expr(d, nil)
					c.info.setType(d, Dynamic)
					continue
				}
				// Any other decorator rebinds the name when the def runs;
				// calls then go through the decorated object.
				c.objectExpr(d, "decorator cannot be a primitive")
				f.Decorated = true
			}
			c.checkDefaults(f)
			continue
		case *parser.Import:
			continue
		case *parser.ImportFrom:
			if !isStarImport(s) || s.Module == "__static__" {
				continue
			}
		case *parser.AnnAssign:
			if n, ok := s.Target.(*parser.Name); ok {
				if g := c.info.Globals[n.Id]; g != nil && g.Kind == GlobalFinal {
					c.info.setRef(n, g)
					c.checkFinalPlacement(s.Annotation, true)
					if s.Value == nil || !c.isFinalAnnotation(s.Annotation) {
						// A second annotation of a Final name.
						c.errorf(s, diagnostics.FinalAssign, "Cannot assign to a Final variable")
						continue
					}
					c.expr(s.Value, nil)
					continue
				}
				if t := c.annotation(s.Annotation); t != nil {
					if _, ok := IsPrim(t); ok {
						c.errorf(s, diagnostics.PrimitiveScope, "cannot use primitives in global or closure scope")
						continue
					}
				}
			}
		}
		c.topStmt(s, nil)
	}
}

// topStmt checks a statement of the module body (ci nil) or of a class
// body: compiled, or run interpreted where it stands when an earlier
// pass found in it what is not compiled (fallback.go).
func (c *checker) topStmt(s parser.Stmt, ci *ClassInfo) {
	if c.markInterpretedStmt(s, ci) {
		saved := c.interp
		c.interp = true
		defer func() { c.interp = saved }()
	}
	savedStmt := c.top
	c.top = s
	defer func() { c.top = savedStmt }()
	if ci != nil {
		c.classStmt(ci, s)
		return
	}
	c.stmt(s)
}

// checkDefaults checks default values, which are evaluated in module scope.
func (c *checker) checkDefaults(f *FuncDecl) {
	if f == nil {
		return
	}
	c.signature(f)
	args := f.Def.Args
	all := append(append([]*parser.Arg{}, args.PosOnly...), args.Args...)
	first := len(all) - len(args.Defaults)
	check := func(d parser.Expr, p *Var) {
		t := c.expr(d, p.Type)
		_, isConst := c.info.ConstOf(d)
		if k, ok := d.(*parser.Constant); ok && k.Kind == parser.ConstNone {
			isConst = true
		}
		if _, ok := IsPrim(p.Type); ok && !isConst {
			c.errorf(d, diagnostics.Unsupported, "not supported yet: a non-constant default for a primitive parameter")
			return
		}
		if !isConst {
			// Evaluated when the def runs, as in Python.
			f.DynamicDefaults = true
		}
		c.checkAssignable(d, t, p.Type, nil)
	}
	for i, d := range args.Defaults {
		if first+i < 0 || first+i >= len(f.Params) {
			continue
		}
		check(d, f.Params[first+i])
	}
	for i, d := range args.KwDefaults {
		if d == nil {
			continue
		}
		for _, p := range f.Params {
			if p.Kind == ParamKwOnly && p.Name == args.KwOnly[i].Name {
				check(d, p)
			}
		}
	}
}

// signature resolves a function's parameter and return types (once).
func (c *checker) signature(f *FuncDecl) {
	if f.Params != nil || f.Return != nil {
		return
	}
	args := f.Def.Args
	// Parameters in the order the binder returns them: positional ones,
	// *args (a tuple), keyword-only ones, **kwargs (a dict).
	f.Params = []*Var{}
	// A primitive local named by an annotation is reported here, as
	// CinderX words it for parameters and returns.
	saved := c.inSignature
	c.inSignature = true
	defer func() { c.inSignature = saved }()
	rebound := map[string]bool{}
	if !c.cfg.Static {
		WalkScope(f.Def.Body, func(s parser.Stmt) {
			ForEachBinding(s, func(name string, _ parser.Node) { rebound[name] = true })
		})
	}
	add := func(a *parser.Arg, kind ParamKind, fixed Type) {
		if a.Annotation != nil && c.primitiveAnnotation(f, a.Annotation) {
			c.errorf(a.Annotation, diagnostics.BadAnnotation, "argument annotation cannot be a primitive")
		}
		if a.Annotation != nil && c.cfg.Static {
			c.classOnlyAnnotation(a.Annotation, a.Annotation)
			c.checkFinalPlacement(a.Annotation, false)
		}
		t := Type(Dynamic)
		if fixed != nil && !c.cfg.Static && rebound[a.Name] {
			// In a plain module self, cls, *args and **kwargs are
			// ordinary Python names: one the body rebinds (args =
			// list(args), for self in ...) holds any object.
			fixed = nil
		}
		if fixed != nil {
			t = fixed
		} else if a.Annotation != nil {
			if at := c.annotation(a.Annotation); at != nil {
				t = at
			}
		}
		if fixed != nil && a.Annotation != nil {
			if at := c.annotation(a.Annotation); at != nil {
				if _, ok := IsPrim(at); ok {
					c.unsupported(a, "primitive *args or **kwargs")
				}
			}
		}
		v := &Var{Name: a.Name, Type: t, Param: true, Pos: a, Declared: true, Kind: kind}
		if fixed == nil && a.Annotation != nil && c.exactAnnotation(a.Annotation) {
			if inner := t; inner != nil {
				if o, ok := IsOptional(inner); ok {
					inner = o.Inner
				}
				_, v.Exact = IsClass(inner)
			}
		}
		f.Params = append(f.Params, v)
		f.Locals = append(f.Locals, v)
		f.locals[a.Name] = v
	}
	for i, a := range append(append([]*parser.Arg{}, args.PosOnly...), args.Args...) {
		if i == 0 && f.Class != nil && a.Annotation == nil && c.receivesInstance(f) && !classBodyUses(f.Class.Def, f.Name) {
			// self, in a plain method or a property: an instance of the
			// class.
			add(a, ParamPositional, f.Class.Type)
			f.Params[len(f.Params)-1].Self = true
			continue
		}
		if i == 0 && f.Class != nil && a.Annotation == nil && c.isClassMethod(f) {
			// cls: the class or a subclass, so cls(...) is checked
			// against __init__ and makes an instance of the class.
			add(a, ParamPositional, &TypeRef{T: f.Class.Type})
			continue
		}
		add(a, ParamPositional, nil)
	}
	if args.Vararg != nil {
		add(args.Vararg, ParamVarArgs, TupleObj)
		f.Flexible = true
	}
	for _, a := range args.KwOnly {
		add(a, ParamKwOnly, nil)
		f.Flexible = true
	}
	if args.Kwarg != nil {
		add(args.Kwarg, ParamVarKw, DictObj)
		f.Flexible = true
	}
	f.NumDefaults = len(args.Defaults)
	f.Return = Dynamic
	if f.Def.Returns != nil && c.cfg.Static {
		c.checkFinalPlacement(f.Def.Returns, false)
	}
	if f.Def.Returns != nil && c.primitiveAnnotation(f, f.Def.Returns) {
		c.errorf(f.Def.Returns, diagnostics.BadAnnotation, "return annotation cannot be a primitive")
	}
	if f.Def.Returns != nil {
		if t := c.annotation(f.Def.Returns); t != nil {
			f.Return = t
		}
	}
	if f.Generator {
		// The annotation types the generator object the call makes;
		// the body's returns still give what it declares
		// (checkImplicitNone).
		f.declared = f.Return
		f.Return = Dynamic
	}
	for _, d := range f.Def.Decorators {
		if c.isStaticBuiltin(d, "dynamic_return") {
			// CinderX makes the return type dynamic: what the body
			// returns is not checked (nor cast), and callers see a
			// dynamic value; the annotation only documents it.
			f.Return = Dynamic
			if f.declared != nil {
				f.declared = Dynamic
			}
		}
	}
}

// primitiveAnnotation reports whether the annotation of a parameter or
// the return of the nested function f names a primitive local of a
// function f is defined in (where its annotations are evaluated).
func (c *checker) primitiveAnnotation(f *FuncDecl, ann parser.Expr) bool {
	n, ok := ann.(*parser.Name)
	if !ok {
		return false
	}
	for p := f.Parent; p != nil; p = p.Parent {
		if v := p.locals[n.Id]; v != nil {
			_, prim := IsPrim(v.Type)
			return prim
		}
	}
	return false
}

// annotation resolves a type annotation; nil when it is not a type the
// checker knows (it is then treated as dynamic by callers).
func (c *checker) annotation(e parser.Expr) Type {
	if !c.cfg.Static {
		// In a plain module an annotation is only a value for
		// __annotations__, as CPython has it: nothing is typed by it,
		// checked against it or converted to it.
		return Dynamic
	}
	switch e := e.(type) {
	case *parser.Constant:
		if e.Kind == parser.ConstNone {
			return NoneObj
		}
		if e.Kind == parser.ConstStr {
			if x := c.stringAnnotation(e); x != nil {
				// A name a string annotation gives that the module does
				// not define is dynamic, as in CinderX (it may be defined
				// for type checkers only).
				saved := c.quietNames
				c.quietNames = true
				t := c.annotation(x)
				c.quietNames = saved
				return t
			}
		}
		return Dynamic
	case *parser.Name:
		if c.fn != nil && c.fn.locals[e.Id] != nil {
			if _, ok := IsPrim(c.fn.locals[e.Id].Type); ok && !c.inSignature {
				c.errorf(e, diagnostics.BadAnnotation, "annotation can not be a primitive value")
			}
			return Dynamic
		}
		if g := c.info.Globals[e.Id]; g != nil {
			if r, ok := g.Type.(*TypeRef); ok {
				return r.T
			}
			if o := typingAliases[g.Static]; o != nil {
				return o
			}
			if g.Kind == GlobalStatic && (g.Static == "Array" || g.Static == "CheckedDict" || g.Static == "CheckedList") {
				c.errorf(e, diagnostics.Unsupported, "not supported yet: %s", g.Static)
			}
			return Dynamic
		}
		if o := objectTypes[e.Id]; o != nil {
			return o
		}
		if pythonBuiltins[e.Id] || c.quietNames || c.typeParams[e.Id] {
			return Dynamic
		}
		c.errorf(e, diagnostics.UnknownType, "Name `%s` is not defined.", e.Id)
		return nil
	case *parser.Subscript:
		if c.isTypingName(e.Value, "Annotated") {
			// Annotated[T, x, ...] is T (Annotated[C, "Exact"] is C:
			// staticpyc does not model exactness).
			t, ok := e.Slice.(*parser.Tuple)
			if !ok || len(t.Elts) < 2 {
				c.errorf(e, diagnostics.BadAnnotation, "Annotated types must be parametrized by at least one annotation.")
				return nil
			}
			inner := c.annotation(t.Elts[0])
			if inner == FloatObj && c.exactAnnotation(e) {
				// An exact float is dynamic in CinderX (a float
				// parameter takes an int too, which Exact would refuse).
				return Dynamic
			}
			return inner
		}
		if c.isTypingName(e.Value, "Literal") {
			return c.literalAnnotation(e)
		}
		if n, ok := e.Value.(*parser.Name); ok {
			g := c.info.Globals[n.Id]
			if g != nil && g.Kind == GlobalStatic && g.Static == "Array" {
				return c.arrayAnnotation(e)
			}
			if g != nil && g.Kind == GlobalStatic && (g.Static == "CheckedDict" || g.Static == "CheckedList") {
				return c.checkedAnnotation(g.Static, e)
			}
			if g != nil && g.Kind == GlobalStatic {
				c.errorf(e, diagnostics.Unsupported, "not supported yet: %s", g.Static)
				return nil
			}
			if g == nil && objectTypes[n.Id] == nil && !pythonBuiltins[n.Id] {
				c.errorf(n, diagnostics.UnknownType, "Name `%s` is not defined.", n.Id)
				return nil
			}
		}
		if o := c.optionalAnnotation(e); o != nil {
			return o
		}
		// Optional[...], List[...], dict[...] and friends: an object.
		c.checkUnionMembers(e)
		if o := c.genericBase(e.Value); o != nil {
			return o
		}
		return Dynamic
	case *parser.BinOp:
		if o := c.optionalAnnotation(e); o != nil {
			return o
		}
		if e.Op == parser.BitOr {
			c.checkUnionMembers(e)
		}
		return Dynamic
	}
	return Dynamic
}

// typingAliases are the typing names of the builtin containers.
var typingAliases = map[string]*Object{
	"typing.List": ListObj, "typing.Dict": DictObj, "typing.Tuple": TupleObj, "typing.Set": SetObj,
	// __static__'s names of dict: CinderX ignores PyDict's parameters.
	"__static__.pydict": DictObj, "__static__.PyDict": DictObj,
}

// genericBase is the container class of List[int], dict[str, int], ...
func (c *checker) genericBase(e parser.Expr) *Object {
	n, ok := e.(*parser.Name)
	if !ok || (c.fn != nil && c.fn.locals[n.Id] != nil) {
		return nil
	}
	if g := c.info.Globals[n.Id]; g != nil {
		return typingAliases[g.Static]
	}
	switch o := objectTypes[n.Id]; o {
	case ListObj, DictObj, TupleObj, SetObj:
		return o
	}
	return nil
}

// checkUnionMembers rejects primitives inside Optional/Union annotations.
func (c *checker) checkUnionMembers(e parser.Expr) {
	var members []parser.Expr
	switch e := e.(type) {
	case *parser.Subscript:
		n, ok := e.Value.(*parser.Name)
		if !ok {
			return
		}
		g := c.info.Globals[n.Id]
		if g == nil || (g.Static != "typing.Optional" && g.Static != "typing.Union") {
			return
		}
		if t, ok := e.Slice.(*parser.Tuple); ok {
			members = t.Elts
		} else {
			members = []parser.Expr{e.Slice}
		}
		if g.Static == "typing.Optional" {
			members = append(members, &parser.Constant{Kind: parser.ConstNone})
		}
	case *parser.BinOp:
		members = []parser.Expr{e.Left, e.Right}
	}
	var names []string
	hasPrim := false
	for _, m := range members {
		t := c.annotation(m)
		if t == nil {
			return
		}
		if _, ok := IsPrim(t); ok {
			hasPrim = true
		}
		names = append(names, t.String())
	}
	if hasPrim {
		c.errorf(e, diagnostics.PrimitiveUnion, "invalid union type Union[%s]; unions cannot include primitive types", joinComma(names))
	}
}

func joinComma(ss []string) string {
	out := ""
	for i, s := range ss {
		if i > 0 {
			out += ", "
		}
		out += s
	}
	return out
}

// checkFunc checks a top-level function's body.
func (c *checker) checkFunc(f *FuncDecl) {
	if f.Interpreted {
		c.checkInterpreted(f)
		return
	}
	c.signature(f)
	if c.nativeDecorator(f.Def.Decorators) != nil {
		return // a @native body is only `pass`: the C function is the body
	}
	c.fn, c.flow, c.fieldKeys = f, nil, false
	defer func() { c.fn, c.flow = nil, nil }()
	c.generatorParams(f)
	// Every name bound in the body is local unless declared global.
	f.scan()
	c.block(f.Def.Body)
	c.checkImplicitNone(f)
}

// checkImplicitNone reports f when its body can run off its end (an
// implicit `return None`) and its declared return type does not take
// None. That holds for a coroutine or a generator too, whose
// annotation names what its body returns (CinderX's
// get_expected_return unwraps the coroutine's Awaitable; it does not
// tell a generator apart): `async def f() -> int` must return an int
// on every path.
func (c *checker) checkImplicitNone(f *FuncDecl) {
	if f.AsyncGen {
		return // an asynchronous generator returns nothing: its end is StopAsyncIteration
	}
	want := f.Return
	if f.declared != nil {
		want = f.declared
	}
	if !c.assignable(nil, NoneObj, want) && !terminates(f.Def.Body) && !c.isStub(f) && !c.transientlyDecorated(f.Def) {
		d := c.errorf(f.Def, diagnostics.ReturnMismatch, "Function has declared return type '%s' but can implicitly return None.", want)
		// After the body's own errors (its last one may end where the
		// def does), as CinderX finds it.
		d.Order = d.End
		d.Order.Col++
	}
}

func isNone(t Type) bool { return t == NoneObj }

// transientlyDecorated reports whether a decorator replaces def with
// something the checker does not know (abc.abstractmethod, a user's
// decorator): CinderX does not ask such a def's body to return a value
// on every path (a TransientDecoratedMethod), as it does for compile-time
// decorators, property, staticmethod and classmethod.
func (c *checker) transientlyDecorated(def *parser.FunctionDef) bool {
	for _, d := range def.Decorators {
		if c.isCompileTimeDecorator(d) {
			continue
		}
		switch name := decoratorName(d); {
		case name == "property" || name == "staticmethod" || name == "classmethod":
			continue
		case name == "setter" || name == "getter" || name == "deleter":
			continue
		}
		return true
	}
	return false
}

// terminates reports whether control cannot fall off the end of stmts.
func terminates(stmts []parser.Stmt) bool {
	if len(stmts) == 0 {
		return false
	}
	switch s := stmts[len(stmts)-1].(type) {
	case *parser.Return, *parser.Raise:
		return true
	case *parser.If:
		return terminates(s.Body) && terminates(s.Orelse)
	case *parser.Try:
		if terminates(s.Finalbody) {
			return true
		}
		if !terminates(append(append([]parser.Stmt{}, s.Body...), s.Orelse...)) {
			return false
		}
		for _, h := range s.Handlers {
			if !terminates(h.Body) {
				return false
			}
		}
		return true
	case *parser.With:
		// A context manager may swallow the exception and fall through;
		// lower raises rather than run off the end in that case. An
		// async with never terminates, as CinderX has it (its binder
		// does not look into the body's end).
		return !s.IsAsync && terminates(s.Body)
	case *parser.While:
		if alwaysTrue(s.Test) {
			return !hasBreak(s.Body)
		}
	case *parser.Match:
		// Exhaustive when the last case matches anything (`case _:` or
		// a bare capture, unguarded), and every case leaves.
		if len(s.Cases) == 0 {
			return false
		}
		if !irrefutable(s.Cases[len(s.Cases)-1]) {
			return false
		}
		for _, mc := range s.Cases {
			if !terminates(mc.Body) {
				return false
			}
		}
		return true
	}
	return false
}

// hasBreak reports whether stmts, the body of a loop, contain a break
// that leaves that loop: one at any depth of if, try, with and match
// statements, not one inside a nested loop (it leaves that loop) or a
// nested def or class.
func hasBreak(stmts []parser.Stmt) bool {
	for _, s := range stmts {
		switch s := s.(type) {
		case *parser.Break:
			return true
		case *parser.If:
			if hasBreak(s.Body) || hasBreak(s.Orelse) {
				return true
			}
		case *parser.Try:
			if hasBreak(s.Body) || hasBreak(s.Orelse) || hasBreak(s.Finalbody) {
				return true
			}
			for _, h := range s.Handlers {
				if hasBreak(h.Body) {
					return true
				}
			}
		case *parser.With:
			if hasBreak(s.Body) {
				return true
			}
		case *parser.Match:
			for _, mc := range s.Cases {
				if hasBreak(mc.Body) {
					return true
				}
			}
		case *parser.While:
			// A break in a nested loop's else clause leaves this loop.
			if hasBreak(s.Orelse) {
				return true
			}
		case *parser.For:
			if hasBreak(s.Orelse) {
				return true
			}
		}
	}
	return false
}

// alwaysTrue reports whether a loop test is a constant that is always
// true: True or a non-zero int literal (`while 1:`), as CinderX's binder
// takes a truthy literal's loop to leave only by break.
func alwaysTrue(test parser.Expr) bool {
	k, ok := test.(*parser.Constant)
	if !ok {
		return false
	}
	switch k.Kind {
	case parser.ConstTrue:
		return true
	case parser.ConstInt:
		return k.Int != nil && k.Int.Sign() != 0
	}
	return false
}

func (c *checker) block(stmts []parser.Stmt) {
	for _, s := range stmts {
		c.stmt(s)
		// `x = C()` with x declared Optional[C] makes x a C from here
		// (until it is assigned again), as CinderX narrows a local to the
		// type of the value assigned to it; any other binding of a
		// narrowed local ends its narrowing.
		switch s.(type) {
		case *parser.If, *parser.While, *parser.For, *parser.Try, *parser.Match:
			continue // their own bindings are handled as they are checked
		}
		if n := c.assignNarrowing(s); n != nil {
			c.flow = c.flow.with(n)
		} else {
			c.ownBindings(s)
		}
		c.fieldAssign(s)
	}
}

// assignNarrowing is what an assignment `x = v` to a local declared
// Optional[C] proves about x: a class type when v is one that fits C,
// None for None, the declared Optional otherwise (ending an earlier
// narrowing). A widened local (see Var.widened) is narrowed to the type
// of what is assigned.
func (c *checker) assignNarrowing(s parser.Stmt) narrowing {
	switch s := s.(type) {
	case *parser.Assign:
		// `x = y = v` narrows each name target as `x = v` does.
		if len(s.Targets) == 1 {
			return c.targetNarrowing(s.Targets[0], s.Value)
		}
		var out narrowing
		for _, t := range s.Targets {
			for k, nt := range c.targetNarrowing(t, s.Value) {
				if out == nil {
					out = narrowing{}
				}
				out[k] = nt // (the declared type itself ends a narrowing)
			}
		}
		return out
	case *parser.AnnAssign:
		return c.targetNarrowing(s.Target, s.Value)
	}
	return nil
}

// targetNarrowing is what storing value into target proves about it
// (assignNarrowing).
func (c *checker) targetNarrowing(target, value parser.Expr) narrowing {
	n, ok := target.(*parser.Name)
	if !ok || value == nil {
		return nil
	}
	v, ok := c.info.RefOf(n).(*Var)
	if !ok {
		return nil
	}
	if v.widened {
		if t := c.info.TypeOf(value); isClassOrOptional(t) || t == NoneObj {
			return narrowing{v: t}
		}
		return narrowing{v: Dynamic}
	}
	if c.info.unions && v.Type == Dynamic && !v.Cell {
		if u, ok := IsUnion(c.info.TypeOf(value)); ok {
			// A union stored in a dynamic local is its local type
			// (`x: int | str = y or z`; the annotation is dynamic).
			return narrowing{v: u}
		}
	}
	if !v.Declared && v.Type == Dynamic && !v.Cell && c.info.TypeOf(value) == NoneObj {
		// `x = None`: CinderX declares x dynamic, and its local type is
		// None until x is bound again.
		return narrowing{v: NoneObj}
	}
	o, ok := IsOptional(v.Type)
	if !ok {
		return nil
	}
	if t := c.info.TypeOf(value); t != nil && (fitsInner(t, o.Inner) || t == NoneObj) {
		return narrowing{v: t}
	}
	return narrowing{v: v.Type}
}

// isClassOrOptional reports whether t is a class type or an Optional
// one: types that compiled code checks where it relies on them (the fast
// field path tests the exact class), so a narrowing that does not hold on
// every path is safe.
func isClassOrOptional(t Type) bool {
	switch t.(type) {
	case *ClassType, *OptionalType:
		return true
	}
	return false
}

func (c *checker) stmt(s parser.Stmt) {
	switch s := s.(type) {
	case *parser.ExprStmt:
		if !c.prodAssertStmt(s) {
			c.expr(s.Value, nil)
		}
	case *parser.Pass, *parser.Global:
	case *parser.Assign:
		c.assign(s)
	case *parser.AnnAssign:
		c.annAssign(s)
	case *parser.AugAssign:
		c.augAssign(s)
	case *parser.Return:
		c.returnStmt(s)
	case *parser.If:
		c.ifStmt(s)
	case *parser.While:
		c.whileStmt(s)
	case *parser.For:
		c.forStmt(s)
	case *parser.Break:
		if c.loops == 0 {
			c.afterBinding(c.errorf(s, diagnostics.SyntaxError, "'break' outside loop"))
		} else if len(c.jumps) > 0 {
			j := c.jumps[len(c.jumps)-1]
			j.breaks = append(j.breaks, c.capture())
		}
	case *parser.Continue:
		if c.loops == 0 {
			c.afterBinding(c.errorf(s, diagnostics.SyntaxError, "'continue' not properly in loop"))
		} else if len(c.jumps) > 0 {
			j := c.jumps[len(c.jumps)-1]
			j.continues = append(j.continues, c.capture())
		}
	case *parser.Import:
		if c.fn != nil {
			for _, a := range s.Names {
				if a.Name == "__static__" || a.Name == "__strict__" {
					c.unsupported(a, "importing "+a.Name+" inside a function")
					continue
				}
				c.bindImported(a, a.ImportName())
			}
		}
	case *parser.ImportFrom:
		if c.fn == nil && isStarImport(s) && s.Module != "__static__" {
			// Which names it binds is known only when it runs: it runs
			// interpreted, and the defs it may rebind are dynamic
			// globals (reboundDefs).
			c.unsupported(s, "from "+strings.Repeat(".", s.Level)+s.Module+" import *")
			break
		}
		if c.fn != nil {
			if s.Module == "__static__" || s.Module == "__future__" || s.Module == "typing" {
				c.unsupported(s, "importing from "+s.Module+" inside a function")
				break
			}
			for _, a := range s.Names {
				if a.Name == "*" {
					c.errorf(s, diagnostics.SyntaxError, "import * only allowed at module level")
					continue
				}
				name := a.AsName
				if name == "" {
					name = a.Name
				}
				c.bindImported(a, name)
			}
		}
	case *parser.FunctionDef:
		// In a function, or in a module-level block (`if`, `try`,
		// `with`, a loop): the def makes a function object where it
		// stands and binds the name, global for the latter. (A class
		// body's blocks run interpreted whole.)
		c.nestedDef(s)
	case *parser.ClassDef:
		c.classDef(s)
	case *parser.Try:
		c.tryStmt(s)
	case *parser.With:
		c.withStmt(s)
	case *parser.Raise:
		c.raiseStmt(s)
	case *parser.Assert:
		c.assertStmt(s)
	case *parser.Delete:
		c.deleteStmt(s)
	case *parser.Match:
		// Compiled in a function (lower/match.go); at module level and
		// in a class body (whose captures are not locals) not yet.
		if c.interp || c.fn != nil && !c.inClassBody() {
			c.matchStmt(s)
			break
		}
		c.unsupported(s, "match statements")
	case *parser.Nonlocal:
		c.nonlocalStmt(s)
	case *parser.TypeAlias:
		// Python makes a lazily evaluated TypeAliasType (3.12 and
		// later): the statement runs interpreted; the checker has
		// made the name an alias (declareTypeStatement).
		c.unsupported(s, "type statements")
	default:
		c.unsupported(s, "this statement")
	}
}

func (c *checker) unsupported(n parser.Node, what string) {
	if c.interp {
		return // the body runs interpreted: nothing in it is compiled
	}
	site := fallbackSite{c.m.Pos(n), c.m.EndPos(n), what}
	if u := c.fallbackUnit(); u != nil {
		c.fallback[u.Def] = append(c.fallback[u.Def], site)
	} else if c.top != nil && (c.fn == nil || c.inModuleClassMethod()) {
		c.fallbackStmts[c.top] = append(c.fallbackStmts[c.top], site)
	}
	c.errorf(n, diagnostics.Unsupported, "not supported yet: %s", what)
}

// returnStmt checks `return [value]` against the declared return type.
func (c *checker) returnStmt(s *parser.Return) {
	if c.fn == nil {
		c.errorf(s, diagnostics.SyntaxError, "'return' outside function")
		return
	}
	want := c.fn.Return
	if isGenerator(c.fn) || c.fn.Coroutine {
		// The annotation types the generator, not what it returns.
		if c.fn.AsyncGen {
			if s.Value != nil {
				c.errorf(s, diagnostics.SyntaxError, "'return' with value in async generator")
			}
			return
		}
		// The call makes the generator or coroutine; what its body
		// returns has the annotation's type (CinderX checks it as any
		// def's and casts a dynamic value to it: lower's Return).
		want = c.fn.ReturnType()
		if s.Value == nil {
			if want != Dynamic && !c.assignable(nil, NoneObj, want) {
				c.errorf(s, diagnostics.ReturnMismatch, "mismatched types: expected %s because of return type, found None instead", want)
			}
			return
		}
		if _, prim := IsPrim(want); prim && c.fn.Coroutine && !c.fn.AsyncGen && !isGenerator(c.fn) {
			// `async def f() -> int64` returns an int64, which the
			// coroutine gives boxed, as CinderX's RETURN_PRIMITIVE does
			// in a coroutine (lower's Return).
			t := c.expr(s.Value, want)
			if !c.assignable(s.Value, t, want) {
				c.errorf(s, diagnostics.ReturnMismatch, "mismatched types: expected %s because of return type, found %s instead", want, c.describe(s.Value, t))
			}
			return
		}
		t := c.objectExpr(s.Value, "return value cannot be a primitive")
		if IsObject(want) && IsObject(t) && !c.assignable(s.Value, t, want) {
			c.errorf(s, diagnostics.ReturnMismatch, "mismatched types: expected %s because of return type, found %s instead", want, c.describe(s.Value, t))
		}
		return
	}
	if s.Value == nil {
		// CinderX's binder checks only a returned value: a bare return
		// passes (lower's Return raises TypeError where the declared
		// type takes no None).
		return
	}
	t, ok := c.checkedDisplay(s.Value, want)
	if !ok {
		t = c.expr(s.Value, want)
	}
	if _, prim := IsPrim(t); prim && c.fn.Def.Name == "<lambda>" && c.fn.Def.Returns == nil {
		c.errorf(s.Value, diagnostics.PrimitiveObjectUse, "lambda cannot return primitive value")
		return
	}
	value := s.Value
	if ne, ok := value.(*parser.NamedExpr); ok {
		// `return (b := 2)` returns the value, whatever b's type.
		if v, ok := c.info.RefOf(ne.Target).(*Var); ok && !v.Declared {
			value, t = ne.Value, c.info.TypeOf(ne.Value)
		}
	}
	if !c.assignable(value, t, want) {
		d := c.errorf(s, diagnostics.ReturnMismatch, "mismatched types: expected %s because of return type, found %s instead", want, c.describe(value, t))
		if _, prim := IsPrim(t); prim && IsObject(want) {
			// CinderX rejects `return a < b` of int64s in a `-> bool`
			// def too (the comparison is a cbool); boxing is the fix.
			d.Hint = "box(" + exprText(c.m, value) + ")"
		}
	} else if name, bad := c.localMismatch(value, t, want); bad {
		c.errorf(s, diagnostics.ReturnMismatch, "mismatched types: expected %s because of return type, found %s instead", want, name)
	}
}

func isPrimType(t Type) bool {
	_, ok := IsPrim(t)
	return ok
}

// forStmt checks a for loop: crange gives an int64 variable, anything
// else is iterated as a Python object.
func (c *checker) forStmt(s *parser.For) {
	if s.IsAsync {
		if c.fn == nil || !c.fn.Coroutine {
			c.unsupported(s, "async for")
		}
		// The iterable is a Python object, and so is what each await of
		// __anext__ gives (lower/async.go). CinderX words a primitive
		// iterable as an await.
		c.objectExpr(s.Iter, "cannot await a primitive value")
		c.bindTarget(s.Target, Dynamic, nil)
		c.loopBody(s)
		return
	}
	if call, ok := s.Iter.(*parser.Call); ok && c.isStaticBuiltin(call.Func, "crange") && c.fn == nil {
		// At module level a literal is an int object (no local types it
		// as a primitive): CinderX names it.
		for _, a := range call.Args {
			if t := c.expr(a, nil); !isPrimType(t) {
				c.errorf(call, diagnostics.CrangeArgs, "can't use crange with arg: %s", c.describe(a, t))
				c.info.setType(s.Iter, Dynamic)
				c.bindTarget(s.Target, Dynamic, nil)
				c.loopBody(s)
				return
			}
		}
	}
	if call, ok := s.Iter.(*parser.Call); ok && c.isStaticBuiltin(call.Func, "crange") {
		c.info.CrangeLoops[s] = true
		c.crangeArgs(call)
		c.info.setType(s.Iter, Dynamic)
		// The target's errors after the iterable's: CinderX binds it
		// first.
		n := c.diags.Len()
		c.bindTarget(s.Target, PrimOf(int64Prim), nil)
		after := c.m.EndPos(s.Iter)
		after.Col++
		c.diags.OrderFrom(n, after)
	} else {
		t := c.expr(s.Iter, nil)
		if _, ok := IsPrim(t); ok {
			c.errorf(s.Iter, diagnostics.BadCall, "cannot iterate over %s", t)
		}
		n, isName := s.Target.(*parser.Name)
		if isName && c.fn != nil && !c.fn.globals[n.Id] && c.isBuiltinCall(s.Iter, "range") {
			if v := c.fn.locals[n.Id]; v != nil {
				if _, ok := IsPrim(v.Type); ok {
					d := c.errorf(n, diagnostics.TypeMismatch, "type mismatch: dynamic cannot be assigned to %s", v.Type)
					d.Hint = "iterate with crange(n) for an int64 loop variable"
					c.info.setRef(n, v)
					c.info.setType(n, v.Type)
					isName = false
				}
			}
		}
		elemType := Type(Dynamic)
		if a, ok := IsArray(t); ok {
			elemType = PrimOf(a.Elem)
			if _, ok := s.Target.(*parser.Name); !ok {
				// An Array yields primitives: nothing to unpack
				// (CinderX's ArrayInstance.bind_forloop_target).
				c.errorf(s.Target, diagnostics.PrimitiveObjectUse, "cannot unpack multiple values from %s while iterating", c.typeName(a))
				elemType = Dynamic
			}
		}
		if ct, ok := IsChecked(t); ok {
			// A CheckedList[T] yields Ts, a CheckedDict[K, V] its keys.
			elemType = ct.Params[0]
		}
		if isName || c.info.RefOf(n) == nil {
			c.bindTarget(s.Target, elemType, nil)
		}
		if n, ok := s.Target.(*parser.Name); ok && c.isBuiltinCall(s.Iter, "range") {
			if v, ok := c.info.RefOf(n).(*Var); ok {
				v.fromRange = true
			}
		}
	}
	c.loopBody(s)
}

func (c *checker) isBuiltinCall(e parser.Expr, name string) bool {
	call, ok := e.(*parser.Call)
	if !ok {
		return false
	}
	n, ok := call.Func.(*parser.Name)
	return ok && n.Id == name && c.lookup(n.Id) == nil && pythonBuiltins[name]
}

// assign checks `t1 = t2 = value`.
func (c *checker) assign(s *parser.Assign) {
	// Swaps and parallel assignment of a tuple display to a tuple target
	// are element-wise, so primitives may take part.
	if len(s.Targets) == 1 {
		if tt, ok := s.Targets[0].(*parser.Tuple); ok {
			if vt, ok := s.Value.(*parser.Tuple); ok && len(tt.Elts) == len(vt.Elts) && !parser.HasStarred(tt.Elts) && !parser.HasStarred(vt.Elts) {
				types := make([]Type, len(vt.Elts))
				for i, v := range vt.Elts {
					types[i] = c.expr(v, c.targetType(tt.Elts[i]))
				}
				c.info.setType(s.Value, TupleObj)
				for i, t := range tt.Elts {
					value := vt.Elts[i]
					if to := c.targetType(t); IsObject(types[i]) && to != nil && !c.assignable(value, types[i], to) {
						// The tuple holds the value as an object: CinderX
						// names its class, not its literal type.
						value = nil
					}
					c.bindTarget(t, types[i], value)
				}
				return
			}
			if vl, ok := s.Value.(*parser.List); ok && len(tt.Elts) == len(vl.Elts) && !parser.HasStarred(tt.Elts) && !parser.HasStarred(vl.Elts) {
				// `x, y = [a, b]`: each element is stored in its target.
				t := c.expr(s.Value, nil)
				for i, target := range tt.Elts {
					et := c.info.TypeOf(vl.Elts[i])
					if to := c.targetType(target); IsObject(et) && to != nil && !c.assignable(nil, et, to) {
						c.errorf(vl.Elts[i], diagnostics.TypeMismatch, "type mismatch: %s cannot be assigned to %s", c.typeName(et), c.typeName(to))
					}
				}
				c.bindTarget(tt, t, s.Value)
				return
			}
		}
	}
	if len(s.Targets) > 1 {
		c.chainedAssign(s)
		return
	}
	var want Type
	if len(s.Targets) == 1 {
		want = c.targetType(s.Targets[0])
	}
	if n, ok := s.Targets[0].(*parser.Name); ok && len(s.Targets) == 1 && c.fn != nil && !c.fn.globals[n.Id] {
		// x = [...] with x annotated (or a parameter) CheckedList[T].
		if v := c.fn.locals[n.Id]; v != nil && v.Declared {
			if ct, ok := c.checkedDisplay(s.Value, v.Type); ok {
				c.bindTarget(n, ct, s.Value)
				return
			}
		}
	}
	t := c.expr(s.Value, want)
	for _, target := range s.Targets {
		c.bindTarget(target, t, s.Value)
	}
}

// chainedAssign checks `a = b = v` as CinderX does: v is typed for the
// narrowest of the targets' declared types, then stored in each; a
// constant typed as a primitive for one target is not an object for
// another, nor the other way round.
func (c *checker) chainedAssign(s *parser.Assign) {
	var narrow Type
	for i := len(s.Targets) - 1; i >= 0; i-- {
		cur := c.targetType(s.Targets[i])
		if cur != nil && cur != Invalid && (narrow == nil || c.assignable(nil, cur, narrow)) {
			narrow = cur
		}
	}
	t := c.expr(s.Value, narrow)
	k, isConst := c.info.ConstOf(s.Value)
	_, primValue := IsPrim(t)
	for i := len(s.Targets) - 1; i >= 0; i-- {
		target := s.Targets[i]
		if to := c.targetType(target); isConst && to != nil && to != Invalid && constLiteralName(k) != "" {
			if _, primTarget := IsPrim(to); primTarget != primValue {
				c.errorf(s.Value, diagnostics.TypeMismatch, "type mismatch: %s cannot be assigned to %s", constLiteralName(k), c.typeName(to))
				c.bindTarget(target, to, nil)
				continue
			}
		}
		c.bindTarget(target, t, s.Value)
	}
}

// targetType is the type of an assignment target's local, if it has one
// already. It must not create the local (as lookup does for a name read
// before its first assignment): the first assignment infers its type.
func (c *checker) targetType(t parser.Expr) Type {
	if a, ok := t.(*parser.Attribute); ok {
		if ct, ok := IsClass(c.expr(a.Value, nil)); ok {
			return ct.Info.field(a.Attr)
		}
		return nil
	}
	if sub, ok := t.(*parser.Subscript); ok {
		if a, ok := IsArray(c.expr(sub.Value, nil)); ok {
			return PrimOf(a.Elem)
		}
		return nil
	}
	if n, ok := t.(*parser.Name); ok && c.fn != nil && !c.fn.globals[n.Id] {
		if v := c.fn.locals[n.Id]; v != nil {
			return v.Type
		}
	}
	return nil
}

// bindTarget assigns a value of type t (from expression value, which may
// be nil) to a target.
func (c *checker) bindTarget(target parser.Expr, t Type, value parser.Expr) {
	at := value
	if at == nil {
		at = target // `for a[0] in crange(n)`: blame the target
	}
	switch target := target.(type) {
	case *parser.Name:
		c.assignName(target, t, value)
	case *parser.Attribute:
		recv := c.expr(target.Value, nil)
		c.checkEnumStore(target, recv)
		if ref, ok := recv.(*TypeRef); ok {
			if ct, ok := IsClass(ref.T); ok {
				c.checkFinalStore(target, ct.Info) // C.x = v
			}
		}
		if n, ok := target.Value.(*parser.Name); ok && c.fn == nil && recv == Dynamic {
			// A module variable annotated with a class: its Final
			// attributes are Final there too.
			if g := c.info.Globals[n.Id]; g != nil && g.Kind == GlobalVar {
				if ct, ok := IsClass(g.declared); ok {
					c.checkFinalStore(target, ct.Info)
				}
			}
		}
		if ct, ok := IsClass(recv); ok {
			if !c.checkClassVarStore(target, ct.Info) && !c.checkFrozenStore(target, ct.Info, false) {
				c.checkFinalStore(target, ct.Info)
			}
			if ft := ct.Info.field(target.Attr); ft != nil {
				c.info.setType(target, ft)
				if value != nil {
					c.checkAssignable(value, t, ft, c.storeBlame(target))
				} else if !c.assignable(nil, t, ft) {
					c.errorf(target, diagnostics.TypeMismatch, "type mismatch: %s cannot be assigned to %s", t, ft)
				}
				return
			}
		}
		c.requireObject(at, t, "attribute values cannot be primitives")
	case *parser.Subscript:
		if a, ok := IsArray(c.expr(target.Value, nil)); ok {
			elem := c.arrayIndex(target, a)
			c.info.setType(target, elem)
			if elem != nil && value != nil {
				c.checkAssignable(value, t, elem, c.storeBlame(target))
			}
			return
		}
		if ct, ok := IsChecked(c.info.TypeOf(target.Value)); ok {
			c.checkedIndex(target, ct)
			if _, ok := target.Slice.(*parser.Slice); ok && !ct.IsDict() {
				// `l[1:3] = xs` takes any iterable of Ts (checked as
				// it is stored, when the statement runs).
				c.info.setType(target, ct)
				return
			}
			c.info.setType(target, ct.Elem())
			if value != nil {
				// After the index's errors, as CinderX checks the
				// store's index first.
				n := c.diags.Len()
				c.checkAssignable(value, t, ct.Elem(), c.storeBlame(target))
				after := c.m.EndPos(target.Slice)
				after.Col++
				c.diags.OrderFrom(n, after)
			}
			return
		}
		if sl, ok := target.Slice.(*parser.Slice); ok {
			// A stored slice's bounds are checked as dynamic values,
			// in CinderX's words for a store.
			for _, p := range []parser.Expr{sl.Lower, sl.Upper, sl.Step} {
				if p == nil {
					continue
				}
				if pt, ok := IsPrim(c.expr(p, nil)); ok {
					c.errorf(p, diagnostics.TypeMismatch, "type mismatch: %s cannot be assigned to dynamic", pt.Name)
				}
			}
			c.info.setType(sl, Dynamic)
		} else {
			c.index(target, c.info.TypeOf(target.Value))
		}
		c.requireObject(at, t, "container elements cannot be primitives")
	case *parser.Tuple:
		c.unpackTarget(target, target.Elts, t, value)
	case *parser.List:
		c.unpackTarget(target, target.Elts, t, value)
	default:
		c.errorf(target, diagnostics.BadAssignTarget, "cannot assign to this expression")
	}
}

// requireObject reports a primitive used where a Python object is needed.
func (c *checker) requireObject(at parser.Expr, t Type, msg string) {
	if _, ok := IsPrim(t); ok && at != nil {
		d := c.errorf(at, diagnostics.PrimitiveObjectUse, "%s", msg)
		d.Hint = "box(x)"
	}
}

// assignName binds a name: a local in a function, a global otherwise.
func (c *checker) assignName(n *parser.Name, t Type, value parser.Expr) {
	if c.inClassBody() && c.class.Attrs[n.Id] {
		// A name a class-body statement binds (a loop variable, an
		// unpacked target, a handler's name): an entry of the class
		// namespace, as CPython's STORE_NAME there.
		c.info.setRef(n, &ClassAttr{Class: c.class, Name: n.Id})
		c.info.setType(n, Dynamic)
		if value != nil {
			c.requireObject(value, t, "class attributes cannot be primitives")
		} else if _, ok := IsPrim(t); ok {
			c.errorf(n, diagnostics.PrimitiveObjectUse, "class attributes cannot be primitives")
		}
		return
	}
	if c.fn != nil && c.fn.nonlocals[n.Id] {
		if v := c.lookupEnclosing(n.Id, n); v != nil {
			if value != nil {
				c.checkAssignable(value, t, v.Type, c.storeBlame(n))
			} else if !c.assignable(nil, t, v.Type) {
				c.errorf(n, diagnostics.TypeMismatch, "type mismatch: %s cannot be assigned to %s", t, v.Type)
			}
			c.info.setRef(n, v)
			c.info.setType(n, v.Type)
		}
		return
	}
	if c.fn != nil && !c.fn.globals[n.Id] {
		v := c.fn.locals[n.Id]
		if v != nil && v.final {
			c.errorf(n, diagnostics.FinalAssign, "Cannot assign to a Final variable")
		}
		if v == nil {
			v = &Var{Name: n.Id, Pos: n, Type: t}
			_, isArray := IsArray(t)
			_, isChecked := IsChecked(t)
			_, isClass := IsClass(t)
			_, isOptional := IsOptional(t)
			if _, ok := IsPrim(t); !ok && !isArray && !isChecked && !isClass && !isOptional {
				// Objects are dynamic unless they are typed containers,
				// whose type is inferred as CinderX does
				// (a = Array[int64](n) makes a an Array[int64]).
				v.Type = Dynamic
				if k, ok := c.info.ConstOf(value); ok && k.Int != nil && value != nil {
					v.literal = k.Int.String()
				}
			}
			c.fn.locals[n.Id] = v
			c.fn.Locals = append(c.fn.Locals, v)
		} else if p, ok := IsPrim(t); ok && v.literal != "" && !v.Declared {
			// `k = 7` then `k = n`: k holds an int or an int64.
			d := c.errorf(value, diagnostics.PrimitiveUnion, "invalid union type Union[%s, Literal[%s]]; unions cannot include primitive types", p.Name, v.literal)
			d.Hint = "declare it: " + v.Name + ": " + p.Name + " = " + v.literal
		} else if !v.Declared && IsObject(t) && isClassOrOptional(v.Type) && (t == Dynamic || !c.assignable(value, t, v.Type)) {
			// `x = C()` then `x = None` or `x = f()`: an unannotated local
			// takes any object (CinderX declares it dynamic, so a dynamic
			// value is not cast to C); from here on it is dynamic,
			// narrowed by assignments.
			// (Not a local inferred as an Array or a checked container:
			// compiled code reads those through their layout, so their
			// type must hold everywhere.)
			v.Type = Dynamic
			v.widened = true
		} else if !v.Declared && !v.Param && v.Type == Dynamic && isClassOrOptional(t) {
			// `o = f()` then `o = C()`: the local stays dynamic, and
			// from here on it is narrowed by each assignment, so `o.x`
			// after `o = C()` is C's field (CinderX's local type).
			v.widened = true
			c.checkAssignable(value, t, v.Type, c.storeBlame(n))
		} else if value != nil {
			c.checkAssignable(value, t, v.Type, c.storeBlame(n))
		} else if !c.assignable(nil, t, v.Type) {
			c.errorf(n, diagnostics.TypeMismatch, "type mismatch: %s cannot be assigned to %s", t, v.Type)
		}
		if v.Type == Dynamic && !v.Declared {
			v.assigned = t
		}
		if !v.Declared {
			v.shown = c.valueName(value, t)
			if v.stored == nil {
				v.stored = t
			} else if v.stored != t {
				v.stored = Dynamic
			}
		}
		c.info.setRef(n, v)
		c.info.setType(n, v.Type)
		c.bind(v)
		if !v.Declared && !v.Param {
			c.setShown(v, value, t)
		}
		return
	}
	g := c.info.Globals[n.Id]
	if g == nil {
		g = c.declareGlobal(n.Id, Dynamic)
	}
	c.info.setRef(n, g)
	c.info.setType(n, Dynamic)
	if g.final && g.Kind == GlobalVar && n != g.finalAt {
		c.errorf(n, diagnostics.FinalAssign, "Cannot assign to a Final variable")
		return
	}
	if g.declared != nil && g.Kind == GlobalVar {
		if value != nil {
			c.checkAssignable(value, t, g.declared, c.storeBlame(n))
		} else if !c.assignable(nil, t, g.declared) {
			c.errorf(n, diagnostics.TypeMismatch, "type mismatch: %s cannot be assigned to %s", t, g.declared)
		}
	}
	switch g.Kind {
	case GlobalFinal:
		c.errorf(n, diagnostics.FinalAssign, "Cannot assign to a Final variable")
		return
	case GlobalFunc, GlobalStatic, GlobalType:
		c.unsupported(n, "rebinding a function or an imported static name")
		return
	}
	if _, ok := IsPrim(t); ok {
		c.errorf(n, diagnostics.PrimitiveScope, "cannot use primitives in global or closure scope")
	}
}

// checkAssignable reports a type mismatch when value (of type t) cannot be
// stored where `to` is expected: at blame, or at the value when blame is
// nil.
func (c *checker) checkAssignable(value parser.Expr, t, to Type, blame parser.Node) {
	name := ""
	if c.assignable(value, t, to) {
		local, bad := c.localMismatch(value, t, to)
		if !bad {
			return
		}
		name = local
	}
	at := parser.Node(value)
	if blame != nil {
		at = blame
	}
	if name == "" {
		name = c.describe(value, t)
	}
	if _, prim := IsPrim(to); prim && t == BoolObj {
		name = "bool" // CinderX names a bool constant by its class here
	}
	d := c.errorf(at, diagnostics.TypeMismatch, "type mismatch: %s cannot be assigned to %s", name, to)
	if v, ok := c.varOf(value); ok && v.fromRange {
		d.Hint = "iterate with crange(n) for an int64 loop variable"
	}
}

// exactAnnotation reports whether ann is `Annotated[T, "Exact"]` (also
// in a string): CinderX's exact type, which only an instance of T
// itself, no subclass, satisfies.
func (c *checker) exactAnnotation(ann parser.Expr) bool {
	e, ok := ann.(*parser.Subscript)
	if !ok || !c.isTypingName(e.Value, "Annotated") {
		return false
	}
	t, ok := e.Slice.(*parser.Tuple)
	if !ok || len(t.Elts) < 2 {
		return false
	}
	for _, x := range t.Elts[1:] {
		if k, ok := x.(*parser.Constant); ok && k.Kind == parser.ConstStr && k.Str == "Exact" {
			return true
		}
	}
	return false
}

// storeBlame is where a mismatch of a value stored into target is
// reported, as CinderX reports it: at the target of an assignment, at
// the value of an annotated one (`x: T = v`, checked as an expected
// type).
func (c *checker) storeBlame(target parser.Node) parser.Node {
	if c.annotatedStore {
		return nil
	}
	return target
}

func (c *checker) varOf(e parser.Expr) (*Var, bool) {
	n, ok := e.(*parser.Name)
	if !ok {
		return nil, false
	}
	v, ok := c.info.RefOf(n).(*Var)
	return v, ok
}

// assignable reports whether a value of type t (the value of e, which may
// be nil) may be stored where `to` is expected. Object-to-object stores
// that are not provably right are allowed: lower checks them at run time.
func (c *checker) assignable(e parser.Expr, t, to Type) bool {
	if t == to || to == nil || t == Invalid || to == Invalid {
		return true
	}
	if lit, ok := to.(*Object); ok && lit.Literal != nil {
		// A dynamic value is not checked against the literal (CinderX
		// compares it at run time; staticpyc does not yet).
		return t == Dynamic || c.literalValue(e, t) == lit.Name
	}
	if lit, ok := t.(*Object); ok && lit.Literal != nil {
		t = lit.Literal
	}
	if tp, ok := IsPrim(to); ok {
		if fp, ok := IsPrim(t); ok {
			return fp.AssignableTo(tp)
		}
		if e == nil {
			return false
		}
		k, isConst := c.info.ConstOf(e)
		switch {
		case !isConst:
			return false
		case tp.IsInt() && k.Int != nil:
			return tp.Fits(k.Int)
		case tp.IsFloat() && (k.Float != nil || k.Int != nil):
			return true
		case tp.Kind == 1 && k.Bool != nil: // cbool
			return true
		}
		return false
	}
	if _, ok := IsPrim(t); ok {
		return false
	}
	if to == Dynamic || to == ObjectT || t == Dynamic {
		return true
	}
	if u, ok := IsUnion(t); ok {
		// Every member must fit (CinderX's UnionType.is_subclass_of).
		for _, m := range u.Members {
			if !c.assignable(nil, m, to) {
				return false
			}
		}
		return true
	}
	if u, ok := IsUnion(to); ok {
		if o, ok := IsOptional(t); ok {
			return c.assignable(nil, o.Inner, to) && c.assignable(nil, NoneObj, to)
		}
		for _, m := range u.Members {
			if c.assignable(e, t, m) {
				return true
			}
		}
		return false
	}
	switch {
	case isSubclassType(t, to):
		return true
	case builtinBaseOf(t) != nil && c.assignable(nil, builtinBaseOf(t), to):
		return true
	case isOptionalOf(to, t):
		return true
	case isCheckedOf(t, "CheckedDict") && to == DictObj, isCheckedOf(t, "CheckedList") && to == ListObj:
		return true
	case to == IntObj && t == BoolObj, to == FloatObj && (t == IntObj || t == BoolObj):
		return true
	}
	return false
}

// receivesInstance reports whether method f is always called with an
// instance of its class first: undecorated, a property's getter, setter
// or deleter, or marked only by decorators that leave it as it is.
func (c *checker) receivesInstance(f *FuncDecl) bool {
	for _, d := range f.Def.Decorators {
		switch d := d.(type) {
		case *parser.Name:
			if d.Id == "property" && c.info.Globals["property"] == nil {
				continue
			}
		case *parser.Attribute:
			if _, ok := d.Value.(*parser.Name); ok && (d.Attr == "setter" || d.Attr == "getter" || d.Attr == "deleter") {
				continue
			}
		}
		if c.isCompileTimeDecorator(d) {
			continue
		}
		return false
	}
	return true
}

// classBodyUses reports whether a class body itself uses the name of one
// of its defs (outside the bodies of its defs), as a helper the body
// calls or passes on while the class is made (`__add__, __radd__ =
// _fallbacks(_add, operator.add)`, a decorator defined in the class): a
// plain function there, whose first parameter is not an instance.
func classBodyUses(cls *parser.ClassDef, name string) bool {
	if cls == nil {
		return false
	}
	found := false
	var inExpr func(e parser.Expr)
	inExpr = func(e parser.Expr) {
		switch e := e.(type) {
		case *parser.Name:
			found = found || e.Id == name
		case *parser.Attribute:
			if n, ok := e.Value.(*parser.Name); ok && n.Id == name {
				return // `@x.setter`: a property's, not a call of the def
			}
		}
		if !found {
			parser.ChildExprs(e, inExpr)
		}
	}
	parser.WalkStmts(cls.Body, func(s parser.Stmt) bool {
		if !found {
			parser.StmtExprs(s, inExpr)
		}
		switch s.(type) {
		case *parser.FunctionDef, *parser.ClassDef:
			return false
		}
		return !found
	})
	return found
}

// stringAnnotation parses a forward reference ("Node",
// "Optional[Node]") into the expression it names, placed at the string
// for diagnostics; nil when the string is not a simple type expression,
// which then stays dynamic.
func (c *checker) stringAnnotation(e *parser.Constant) parser.Expr {
	var errs diagnostics.List
	m := parser.Parse("<annotation>", []byte(e.Str), &errs)
	if errs.HasErrors() || m == nil || len(m.Body) != 1 {
		return nil
	}
	st, ok := m.Body[0].(*parser.ExprStmt)
	if !ok {
		return nil
	}
	var place func(x parser.Expr) bool
	place = func(x parser.Expr) bool {
		switch x := x.(type) {
		case *parser.Name:
			x.Span = e.Span
		case *parser.Attribute:
			x.Span = e.Span
			return place(x.Value)
		case *parser.Subscript:
			x.Span = e.Span
			return place(x.Value) && place(x.Slice)
		case *parser.Tuple:
			x.Span = e.Span
			for _, el := range x.Elts {
				if !place(el) {
					return false
				}
			}
		case *parser.BinOp:
			x.Span = e.Span
			return place(x.Left) && place(x.Right)
		case *parser.Constant:
			x.Span = e.Span
			return x.Kind == parser.ConstNone
		default:
			return false
		}
		return true
	}
	if !place(st.Value) {
		return nil
	}
	return st.Value
}

// isClassMethod reports whether method f is decorated by the builtin
// classmethod alone.
func (c *checker) isClassMethod(f *FuncDecl) bool {
	if len(f.Def.Decorators) != 1 {
		return false
	}
	d, ok := f.Def.Decorators[0].(*parser.Name)
	return ok && d.Id == "classmethod" && c.info.Globals["classmethod"] == nil
}
