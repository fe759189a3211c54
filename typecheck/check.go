// This file implements the checker's entry point and module-level
// declarations.

package typecheck

import (
	"math/big"
	"strings"
	"unsafe"

	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/primitives"
)

// Config says how to check a module.
type Config struct {
	// Static applies Static Python's class rules (override
	// consistency, final classes and methods). It is set for files
	// named to check and for modules with the `import __static__`
	// marker; a plain module built without it keeps Python's rules,
	// where a subclass may redefine a method freely.
	Static bool
	// Imports are the checked interfaces of the Static Python modules
	// this one imports from, by the module as written (ImportKey: "a",
	// "pkg.a", ".a" for a relative import): `from a import f` then
	// checks the calls of f against a's signature of it (the calls stay
	// late-bound, through the module attribute).
	Imports map[string]*Info
	// Module is the module's dotted name (mypkg.graph), which messages
	// qualify its classes and functions with; empty means the file's
	// stem.
	Module string
}

// Info is what the checker learned about a module; lower reads it.
type Info struct {
	Module *parser.Module
	// FinalConstants are the module-level names declared Final (of no
	// primitive type) with a literal constant value, in order: the
	// module's __final_constants__, as CinderX's named_finals.
	FinalConstants []string
	// Static says the module is Static Python (Config.Static): strict
	// after its body runs. A plain module stays an ordinary module.
	Static bool
	// InterpretedStmts are the module- and class-level statements that
	// run interpreted where they stand (fallback.go).
	InterpretedStmts map[parser.Stmt]bool
	// The facts about expressions (read with TypeOf, ConstOf and RefOf)
	// are slices indexed by the module's node numbers.
	facts nodeFacts
	// Funcs are the module's top-level functions in source order.
	Funcs  []*FuncDecl
	FuncOf map[*parser.FunctionDef]*FuncDecl
	// Globals are the module-level names.
	Globals map[string]*Global
	// CrangeLoops are the for statements iterating over crange().
	CrangeLoops map[*parser.For]bool
	// ExactCasts are the cast(Annotated[C, "Exact"], v) calls of a
	// module class C (or Optional of one): v must be a C itself.
	ExactCasts map[*parser.Call]bool
	// CrangeComps and ArrayComps are the comprehension generators that
	// iterate over crange() or over an Array local.
	CrangeComps map[*parser.Comprehension]bool
	ArrayComps  map[*parser.Comprehension]bool
	// ModuleLocals are variables of comprehensions in the module body.
	ModuleLocals []*Var
	// Nested are the nested functions and lambdas, in source order of
	// their checking; LambdaOf maps a lambda to its function, and
	// DefTarget a nested def to what its name binds (a *Var or *Global).
	Nested    []*FuncDecl
	LambdaOf  map[*parser.Lambda]*FuncDecl
	DefTarget map[*parser.FunctionDef]any
	// NestedClasses are the class statements inside functions that
	// compile (nestedclass.go).
	NestedClasses map[*parser.ClassDef]*NestedClass
	// GenexpOf maps a generator expression that is not a consumer's
	// argument to the generator function it compiles as (genexp.go).
	GenexpOf map[*parser.GeneratorExp]*FuncDecl
	// Classes are the module's classes in source order.
	Classes []*ClassInfo
	ClassOf map[*parser.ClassDef]*ClassInfo
	// ImportTarget says what the name bound by an import inside a
	// function refers to (a *Var or *Global).
	ImportTarget map[*parser.Alias]any
	// Super are the zero-argument super() calls.
	Super map[*parser.Call]SuperCall
	// Unbindable are the calls of a plain module whose arguments do not
	// fit the callee's signature: compiled as calls through the
	// function object, which raise CPython's TypeError when they run.
	Unbindable map[*parser.Call]bool
	// ProdAsserts are the prod_assert(...) statements, as the asserts
	// they compile to (prodassert.go).
	ProdAsserts map[*parser.ExprStmt]*parser.Assert
	// erase are the expressions whose type holds for the checker only
	// (unionNarrowKey): lower sees them dynamic. unions says the checker
	// made a union type, which lower must not see either (eraseUnions).
	erase  []parser.Expr
	unions bool
}

// Const is a compile-time value: exactly one field is set.
type Const struct {
	Int   *big.Int
	Float *float64
	Str   *string
	Bool  *bool
}

// GlobalKind says what a module-level name is.
type GlobalKind uint8

const (
	GlobalVar     GlobalKind = iota // an ordinary module variable (a Python object)
	GlobalFunc                      // a function the module defines
	GlobalFinal                     // a Final constant, folded at compile time
	GlobalStatic                    // a name imported from __static__
	GlobalType                      // a name denoting a type (int64 from __static__, Final from typing)
	GlobalBuiltin                   // a Python builtin (print, len, ...)
)

// Global is a module-level name.
type Global struct {
	Name  string
	Kind  GlobalKind
	Type  Type
	Func  *FuncDecl
	Const Const // GlobalFinal
	// Static is the name in __static__ or typing for GlobalStatic/GlobalType.
	Static string
	// Class is set for a module-level class.
	Class *ClassInfo
	// final marks a module variable declared Final whose value is not
	// a compile-time constant: bound once, where declared (finalAt).
	final   bool
	finalAt *parser.Name
	// declared is the annotation of a module variable (`x: int = 1`),
	// which the module's stores must fit; nil when it has none.
	declared Type
	// Imported is a function imported from another checked module
	// (Config.Imports): the global is a dynamic object, but a call of it
	// has its arguments checked against the function's signature.
	Imported *FuncDecl
	// ImportedFrom is the checked module Imported, or Class when the
	// global is an imported class, comes from: the module the import
	// statement names (which, for a class, may have imported it in turn).
	ImportedFrom *Info
}

// randMax is __static__'s RAND_MAX, the largest value rand() returns
// (glibc's RAND_MAX, which the runtime's rand also uses).
const randMax = 2147483647

// staticNames are the names `from __static__ import` accepts, beyond the
// primitive types.
var staticNames = map[string]bool{
	"box": true, "unbox": true, "cast": true, "clen": true, "crange": true,
	"inline": true, "final": true, "mutable": true, "dynamic_return": true,
	"allow_weakrefs": true, "Array": true, "CheckedDict": true, "CheckedList": true,
	"rand": true, "RAND_MAX": true, "posix_clock_gettime_ns": true, "reveal_type": true,
	"ContextDecorator": true, "ExcContextDecorator": true, "native": true, "Vector": false, "prod_assert": true,
	"_donotcompile": true, "mixin": true,
}

// pythonBuiltins are the names of the builtins module, read as dynamic.
var pythonBuiltins = func() map[string]bool {
	m := map[string]bool{}
	for _, n := range []string{"abs", "all", "any", "ascii", "bin", "bool", "breakpoint", "bytearray",
		"bytes", "callable", "chr", "classmethod", "compile", "complex", "delattr", "dict", "dir",
		"divmod", "enumerate", "eval", "exec", "filter", "float", "format", "frozenset", "getattr",
		"globals", "hasattr", "hash", "help", "hex", "id", "input", "int", "isinstance", "issubclass",
		"iter", "len", "list", "locals", "map", "max", "memoryview", "min", "next", "object", "oct",
		"open", "ord", "pow", "print", "property", "range", "repr", "reversed", "round", "set",
		"setattr", "slice", "sorted", "staticmethod", "str", "sum", "super", "tuple", "type", "vars",
		"zip", "__import__", "__name__", "__file__", "__doc__", "__annotations__", "__spec__", "__loader__", "__package__",
		"__builtins__", "None", "True", "False", "NotImplemented", "Ellipsis", "__debug__",
		"BaseException", "Exception", "ArithmeticError", "AssertionError", "AttributeError",
		"BufferError", "EOFError", "ImportError", "IndexError", "KeyError", "KeyboardInterrupt",
		"LookupError", "MemoryError", "ModuleNotFoundError", "NameError", "NotImplementedError",
		"OSError", "OverflowError", "RecursionError", "ReferenceError", "RuntimeError",
		"StopIteration", "StopAsyncIteration", "SyntaxError", "SystemError", "SystemExit",
		"TypeError", "UnboundLocalError", "UnicodeError", "UnicodeDecodeError", "UnicodeEncodeError",
		"ValueError", "ZeroDivisionError", "FileNotFoundError", "PermissionError", "TimeoutError",
		"ConnectionError", "Warning", "UserWarning", "DeprecationWarning", "RuntimeWarning",
		"GeneratorExit", "IsADirectoryError", "FileExistsError", "ProcessLookupError",
		"ChildProcessError", "InterruptedError", "BlockingIOError", "BrokenPipeError",
		"NotADirectoryError", "anext", "aiter", "ExceptionGroup", "BaseExceptionGroup",
		"EnvironmentError", "IOError", "FloatingPointError", "IndentationError", "TabError",
		"UnicodeTranslateError", "SyntaxWarning", "FutureWarning", "ImportWarning",
		"PendingDeprecationWarning", "UnicodeWarning", "BytesWarning", "ResourceWarning",
		"EncodingWarning", "copyright", "credits", "license", "exit", "quit"} {
		m[n] = true
	}
	return m
}()

// checker holds the per-module state of one check.
type checker struct {
	cfg   Config
	m     *parser.Module
	info  *Info
	diags *diagnostics.List
	fn    *FuncDecl // the function being checked; nil at module level
	// quietNames is set while resolving a string annotation: an
	// unknown name there is dynamic.
	quietNames bool
	// typeParams are the names of the module's PEP 695 type parameters
	// (of any def, class or type statement): an annotation naming one
	// that the module does not otherwise define is dynamic, as CinderX
	// declares them.
	typeParams map[string]bool
	// fieldKeys is set once a field narrowing may be in the state of
	// the function being checked (fieldKeyOf made a key): until then a
	// rebinding has no field narrowing to end.
	fieldKeys bool
	// inSignature is set while a function's parameter and return
	// annotations are resolved (signature).
	inSignature bool
	// redefined are the module-level declarations redefinition reported:
	// their bodies are not checked against the earlier declaration.
	redefined map[parser.Stmt]bool
	// rebound are the top-level defs whose name is bound again after the
	// def runs (reboundDefs): dynamic globals, not constants.
	rebound map[string]bool
	// reboundStatic are those of a Static Python module: still typed
	// by their signatures, called through their names (FuncDecl.Rebound).
	reboundStatic map[string]bool
	// annotatedStore is set while the store of an annotated assignment
	// is checked: a mismatch is reported at its value, where CinderX
	// reports it (storeBlame).
	annotatedStore bool
	// interp is set while checking a body that runs interpreted
	// (fallback.go): it is checked, never lowered.
	interp bool
	loops  int // depth of enclosing loops in the current function
	comps  []*compScope
	// class is the class whose body is being checked (nil elsewhere);
	// classFn the function the class statement is in (nil at module
	// level), and classQual the qualified name of a class inside a
	// function (nestedclass.go): while c.fn is classFn, the checker is
	// in the body itself, whose names are entries of its namespace.
	class     *ClassInfo
	classFn   *FuncDecl
	classQual string
	// flow is the narrowing in force at the statement being checked
	// (flow.go); a new map whenever it changes, so branches share it.
	flow narrowing
	// owned identifies c.flow while only the checker's current state
	// holds it, so bind may update it in place (flow.go).
	owned unsafe.Pointer
	// jumps are the states at the breaks and continues of the loops
	// being checked, innermost last.
	jumps []*loopJumps
	// outerComps are the comprehension scopes around the nested function
	// being checked: a name found there is not supported.
	outerComps []*compScope
	// genexpConsumed marks generator expressions passed straight to a
	// consumer that exhausts them (sum(x for x in xs)), which lower
	// evaluates as a loop.
	genexpConsumed map[*parser.GeneratorExp]bool
	// genexpDepth counts the consumed generator expressions being
	// checked, where an async comprehension is not compiled.
	genexpDepth int
	// checkedTypes and optionalTypes intern the module's CheckedDict,
	// CheckedList and Optional types (types compare by identity).
	checkedTypes  map[string]*CheckedType
	optionalTypes map[Type]*OptionalType
	// unionTypes interns the module's Union types by their members'
	// names (union.go); unionNarrowed is set once a narrowing excluded
	// members of a union (unionNarrowKey).
	unionTypes    map[string]*UnionType
	unionNarrowed bool
	// reveals is set when the module calls reveal_type, the one reader
	// of the local types of unannotated locals (localtype.go).
	reveals bool
	// frameNames maps the module's names for sys and inspect, and for
	// their frame readers, to what they name (frameReader); nil until
	// first asked.
	frameNames map[string]string
	// literalTypes interns the module's Literal[...] types (literal.go).
	literalTypes map[string]*Object
	// forced are the defs an earlier pass found using what is not
	// compiled (with the first such construct): they run interpreted.
	// fallback collects them in this pass (fallback.go).
	forced   map[*parser.FunctionDef][]fallbackSite
	fallback map[*parser.FunctionDef][]fallbackSite
	// top is the module- or class-level statement being checked;
	// forcedStmts and fallbackStmts are forced and fallback for such
	// statements, which run interpreted where they stand.
	top           parser.Stmt
	forcedStmts   map[parser.Stmt][]fallbackSite
	fallbackStmts map[parser.Stmt][]fallbackSite
}

// Check type-checks m, appending diagnostics to diags.
//
// A def that uses what the compiler cannot compile runs interpreted
// (fallback.go): a first pass finds the top-level defs and methods
// whose bodies reach such a construct, and the module is checked again
// with those marked, so that every other body sees them as interpreted
// from the start (their calls then go through the function object).
func Check(m *parser.Module, cfg Config, diags *diagnostics.List) *Info {
	// Names private to a class are checked and compiled as CPython
	// compiles them (_C__x), as the interpreted module has them.
	parser.MangleNames(m)
	forced, forcedStmts := map[*parser.FunctionDef][]fallbackSite{}, map[parser.Stmt][]fallbackSite{}
	reveals := m.Mentions("reveal_type")
	for round := 0; ; round++ {
		var pass diagnostics.List
		c := newChecker(m, cfg, &pass)
		c.reveals = reveals
		c.forced, c.forcedStmts = forced, forcedStmts
		c.run()
		// Marking a def interpreted only takes constructs away from
		// compiled code, so a few rounds settle; the last one reports.
		if len(c.fallback)+len(c.fallbackStmts) == 0 || round == 3 {
			diags.Append(&pass)
			c.info.eraseUnions()
			return c.info
		}
		for def, sites := range c.fallback {
			forced[def] = append(forced[def], sites...)
		}
		for s, sites := range c.fallbackStmts {
			forcedStmts[s] = append(forcedStmts[s], sites...)
		}
	}
}

// newChecker makes a checker of m with empty facts.
func newChecker(m *parser.Module, cfg Config, diags *diagnostics.List) *checker {
	return &checker{
		cfg: cfg, m: m, diags: diags,
		info: &Info{
			Module:           m,
			Static:           cfg.Static,
			InterpretedStmts: map[parser.Stmt]bool{},
			FuncOf:           map[*parser.FunctionDef]*FuncDecl{},
			Globals:          map[string]*Global{},
			CrangeLoops:      map[*parser.For]bool{},
			ExactCasts:       map[*parser.Call]bool{},
			CrangeComps:      map[*parser.Comprehension]bool{},
			LambdaOf:         map[*parser.Lambda]*FuncDecl{},
			GenexpOf:         map[*parser.GeneratorExp]*FuncDecl{},
			DefTarget:        map[*parser.FunctionDef]any{},
			NestedClasses:    map[*parser.ClassDef]*NestedClass{},
			ClassOf:          map[*parser.ClassDef]*ClassInfo{},
			Super:            map[*parser.Call]SuperCall{},
			Unbindable:       map[*parser.Call]bool{},
			ProdAsserts:      map[*parser.ExprStmt]*parser.Assert{},
			ImportTarget:     map[*parser.Alias]any{},
			ArrayComps:       map[*parser.Comprehension]bool{},
		},
		genexpConsumed: map[*parser.GeneratorExp]bool{},
		fallback:       map[*parser.FunctionDef][]fallbackSite{},
		fallbackStmts:  map[parser.Stmt][]fallbackSite{},
	}
}

// run checks the module.
func (c *checker) run() {
	c.declareModule()
	c.declareClassMembers()
	c.checkModuleBody()
	for _, f := range c.info.Funcs {
		c.checkFunc(f)
	}
}

func (c *checker) errorf(n parser.Node, code diagnostics.Code, format string, args ...any) *diagnostics.Diagnostic {
	d := c.diags.Errorf(c.m.Pos(n), code, format, c.namedArgs(args)...)
	d.End = c.m.EndPos(n)
	return d
}

// declareModule collects the module-level names before any body is
// checked, so functions may call each other in any order.
func (c *checker) declareModule() {
	decls := map[string]string{}
	if !c.cfg.Static {
		// A plain module has Python's rules; a Static Python one
		// CinderX's, which keep its defs typed by their signatures
		// (FuncDecl.Rebound).
		c.rebound = reboundDefs(c.m)
	} else {
		c.reboundStatic = reboundDefs(c.m)
	}
	for _, s := range c.m.Body {
		switch s := s.(type) {
		case *parser.ImportFrom:
			c.declareImportFrom(s)
		case *parser.Import:
			for _, a := range s.Names {
				if a.Name == "__static__" || a.Name == "__strict__" {
					continue
				}
				c.declareGlobal(a.ImportName(), Dynamic)
			}
		case *parser.FunctionDef:
			// (declared even when redefining: later passes look every
			// def and class up)
			c.redefinition(decls, s.Name, "def", s)
			c.declareFunc(s)
		case *parser.ClassDef:
			c.redefinition(decls, s.Name, "class", s)
			c.declareClass(s)
		case *parser.AnnAssign:
			if n, ok := s.Target.(*parser.Name); ok {
				if !c.redefinition(decls, n.Id, "annotated "+exprText(c.m, s.Annotation), s) {
					c.declareModuleAnn(s, n)
				}
			}
		}
	}
	// Plain assignments anywhere at module level make dynamic globals.
	var walk func(stmts []parser.Stmt)
	walk = func(stmts []parser.Stmt) {
		WalkScope(stmts, func(s parser.Stmt) {
			ForEachBinding(s, func(name string, _ parser.Node) {
				if c.info.Globals[name] == nil {
					c.declareGlobal(name, Dynamic)
				}
			})
		})
	}
	walk(c.m.Body)
	for _, name := range c.m.TypeParamNames {
		setFlag(&c.typeParams, name)
	}
	c.declareTypeAliases()
}

// declareTypeAliases makes a module-level `Name = T`, bound nowhere else,
// where T is a type (Array[int64], CheckedList[C], a class, a
// primitive), an alias of T: an annotation naming it means T and calling
// it constructs a T, as CinderX's implicit type aliases do
// (module_table.maybe_set_type_alias). Any other assignment keeps a
// dynamic global.
func (c *checker) declareTypeAliases() {
	count := map[string]int{}
	WalkScope(c.m.Body, func(s parser.Stmt) {
		ForEachBinding(s, func(name string, _ parser.Node) { count[name]++ })
	})
	declaredGlobal(c.m.Body, func(name string) { count[name] += 2 }) // a def may rebind it
	for _, s := range c.m.Body {
		if ta, ok := s.(*parser.TypeAlias); ok {
			c.declareTypeStatement(ta, count[ta.Name.Id])
			continue
		}
		a, ok := s.(*parser.Assign)
		if !ok || len(a.Targets) != 1 {
			continue
		}
		n, ok := a.Targets[0].(*parser.Name)
		if !ok || count[n.Id] != 1 {
			continue
		}
		g := c.info.Globals[n.Id]
		if g == nil || g.Kind != GlobalVar || g.Type != Dynamic {
			continue
		}
		if t := c.aliasTarget(a.Value); t != nil {
			g.Type = &TypeRef{T: t}
		}
	}
}

// declareTypeStatement makes `type A = T` (PEP 695) at module level an
// alias of T, as CinderX's explicit aliases are
// (module_table.declare_type_alias); a right-hand side that is no type
// is an error there. A name bound elsewhere too stays dynamic, as does
// an alias of what the checker does not model (`list[T] | set[T]`).
func (c *checker) declareTypeStatement(s *parser.TypeAlias, bindings int) {
	if k, ok := s.Value.(*parser.Constant); ok && k.Kind != parser.ConstNone && k.Kind != parser.ConstStr {
		c.errorf(s.Value, diagnostics.BadAnnotation, "RHS of type alias %s is not a type: %s", s.Name.Id, exprText(c.m, s.Value))
		return
	}
	g := c.info.Globals[s.Name.Id]
	if g == nil || g.Kind != GlobalVar || g.Type != Dynamic || bindings != 1 {
		return
	}
	// What the annotation reports is CinderX's concern only where the
	// alias is used: resolving it here is quiet.
	saved, savedQuiet := c.diags, c.quietNames
	c.diags, c.quietNames = &diagnostics.List{}, true
	t := c.annotation(s.Value)
	c.diags, c.quietNames = saved, savedQuiet
	if t != nil && t != Dynamic && t != Invalid {
		g.Type = &TypeRef{T: t}
	}
}

// declaredGlobal calls f for each name a `global` statement in any def
// or class nested in stmts declares.
func declaredGlobal(stmts []parser.Stmt, f func(string)) {
	parser.WalkStmts(stmts, func(s parser.Stmt) bool {
		switch s := s.(type) {
		case *parser.Global:
			for _, n := range s.Names {
				f(n)
			}
		case *parser.FunctionDef:
			declaredGlobal(s.Body, f)
		case *parser.ClassDef:
			declaredGlobal(s.Body, f)
		}
		return true
	})
}

// aliasTarget is the type expression e denotes when it is one an alias
// may name (nil otherwise): a typed container of __static__ with its
// parameters, or a name already denoting a type.
func (c *checker) aliasTarget(e parser.Expr) Type {
	switch e := e.(type) {
	case *parser.Subscript:
		n, ok := e.Value.(*parser.Name)
		if !ok {
			return nil
		}
		g := c.info.Globals[n.Id]
		if g == nil && (n.Id == "Optional" || n.Id == "Union") || g != nil && g.Kind == GlobalType {
			// `A = Optional[C]` (typing's, imported)
			if t := c.quietAnnotation(e); t != nil {
				if _, ok := IsOptional(t); ok {
					return t
				}
			}
			return nil
		}
		if g == nil || g.Kind != GlobalStatic || (g.Static != "Array" && g.Static != "CheckedDict" && g.Static != "CheckedList") {
			return nil
		}
		t := c.annotation(e)
		if t == nil || t == Dynamic {
			return nil
		}
		return t
	case *parser.Name:
		if g := c.info.Globals[e.Id]; g != nil {
			if r, ok := g.Type.(*TypeRef); ok {
				return r.T
			}
			return nil
		}
		if t := c.quietAnnotation(e); t != nil && IsObject(t) {
			return t // a builtin type: `Num = int`
		}
	case *parser.BinOp:
		// `A = int | None`, `A = C | None`: an Optional (a union of
		// other types is dynamic as an annotation, so no alias).
		if t := c.quietAnnotation(e); t != nil {
			if _, ok := IsOptional(t); ok {
				return t
			}
		}
	}
	return nil
}

// quietAnnotation resolves e as an annotation without reporting what
// it finds wrong: nil where it denotes no type the checker models.
func (c *checker) quietAnnotation(e parser.Expr) Type {
	saved, savedQuiet := c.diags, c.quietNames
	c.diags, c.quietNames = &diagnostics.List{}, true
	t := c.annotation(e)
	c.diags, c.quietNames = saved, savedQuiet
	if t == nil || t == Dynamic || t == Invalid {
		return nil
	}
	return t
}

func (c *checker) declareGlobal(name string, t Type) *Global {
	g := &Global{Name: name, Kind: GlobalVar, Type: t}
	c.info.Globals[name] = g
	return g
}

func (c *checker) declareImportFrom(s *parser.ImportFrom) {
	for _, a := range s.Names {
		name := a.AsName
		if name == "" {
			name = a.Name
		}
		switch {
		case s.Module == "__static__.compiler_flags" && s.Level == 0 && c.cfg.Static:
			// CinderX's checked_dicts/checked_lists make every dict or
			// list display a checked container: not provided (the
			// runtime has no such module, so the import would fail).
			c.unsupported(a, "the "+a.Name+" compiler flag")
			c.declareGlobal(name, Dynamic)
		case s.Module == "__static__" && s.Level == 0 && !c.cfg.Static:
			// A plain module: the names are the runtime's objects,
			// called and read like any import (lower binds them).
			c.declareGlobal(name, Dynamic)
		case s.Module == "__static__" && s.Level == 0:
			if a.Name == "*" {
				c.errorf(s, diagnostics.UnsupportedImport, "from __static__ import * is disallowed")
				continue
			}
			if p := primitives.Lookup(a.Name); p != nil {
				c.info.Globals[name] = &Global{Name: name, Kind: GlobalType, Type: &TypeRef{T: PrimOf(p)}, Static: a.Name}
				continue
			}
			if a.Name == "RAND_MAX" {
				// A Final int, inlined where it is used, as in CinderX.
				c.info.Globals[name] = &Global{Name: name, Kind: GlobalFinal, Type: IntObj, Const: Const{Int: big.NewInt(randMax)}, Static: "__static__.RAND_MAX"}
				continue
			}
			if t := classDecoratorTypes[a.Name]; t != nil {
				// The protocol of class decorators and the class type
				// variable they take and return, as CinderX types them.
				c.info.Globals[name] = &Global{Name: name, Kind: GlobalType, Type: &TypeRef{T: t}, Static: "__static__." + a.Name}
				continue
			}
			if a.Name == "pydict" || a.Name == "PyDict" {
				// Another name of dict, for annotations.
				c.info.Globals[name] = &Global{Name: name, Kind: GlobalType, Type: &TypeRef{T: DictObj}, Static: "__static__." + a.Name}
				continue
			}
			if staticRuntimeNames[a.Name] != "" {
				// A class of the runtime (Enum, ...): an object like any import.
				g := c.declareGlobal(name, Dynamic)
				g.Static = "__static__." + a.Name
				continue
			}
			static := a.Name
			switch a.Name {
			case "chkdict":
				static = "CheckedDict" // CinderX's other name for it
			case "chklist":
				static = "CheckedList"
			}
			if !staticNames[static] {
				c.errorf(a, diagnostics.UnsupportedImport, "unsupported static import %s", a.Name)
				continue
			}
			c.info.Globals[name] = &Global{Name: name, Kind: GlobalStatic, Type: &Builtin{Name: static}, Static: static}
		case (s.Module == "typing" || s.Module == "typing_extensions") && s.Level == 0:
			c.info.Globals[name] = &Global{Name: name, Kind: GlobalType, Type: Dynamic, Static: "typing." + a.Name}
		case s.Module == "__future__":
		default:
			if a.Name == "*" {
				continue // runs interpreted (checkModuleBody)
			}
			if ci := c.importedClass(s, a.Name); ci != nil {
				// Typed as in its own module: its instances' fields and
				// methods are known here (lower/xmodule.go reaches them).
				c.info.Globals[name] = &Global{Name: name, Kind: GlobalVar, Type: &TypeRef{T: ci.Type}, Class: ci, ImportedFrom: c.cfg.Imports[ImportKey(s)]}
				continue
			}
			g := c.declareGlobal(name, Dynamic)
			g.Imported = c.importedFunc(s, a.Name)
			if g.Imported != nil {
				g.ImportedFrom = c.cfg.Imports[ImportKey(s)]
			}
			if s.Module == "cinderx" && s.Level == 0 && (a.Name == "cached_property" || a.Name == "async_cached_property") {
				g.Static = "cinderx." + a.Name
			}
			if s.Module == "dataclasses" && s.Level == 0 {
				switch a.Name {
				case "InitVar", "dataclass", "field":
					g.Static = "dataclasses." + a.Name // typed as CinderX types them
				}
			}
		}
	}
}

// ImportKey is the key of Config.Imports for the module s imports from:
// its dotted name, after one dot per level of a relative import.
func ImportKey(s *parser.ImportFrom) string {
	return strings.Repeat(".", s.Level) + s.Module
}

// importedFunc returns the function `from module import name` binds
// when module is a checked import whose global name is a plain typed
// function (signature known, no decorator that could replace it), else
// nil.
func (c *checker) importedFunc(s *parser.ImportFrom, name string) *FuncDecl {
	info := c.cfg.Imports[ImportKey(s)]
	if info == nil || !c.cfg.Static {
		// A plain module's calls are Python's: what they pass is checked
		// by the callee when it runs, never here.
		return nil
	}
	g := info.Globals[name]
	if g == nil || g.Kind != GlobalFunc || g.Func == nil {
		return nil
	}
	f := g.Func
	if f.Params == nil || f.Decorated || len(f.Def.Decorators) > 0 {
		return nil
	}
	return f
}

// importedClass returns the class `from module import name` binds when
// module is a checked import whose global name is one of its classes
// (its class statement binds it), else nil.
func (c *checker) importedClass(s *parser.ImportFrom, name string) *ClassInfo {
	info := c.cfg.Imports[ImportKey(s)]
	if info == nil || !c.cfg.Static {
		return nil
	}
	g := info.Globals[name]
	if g == nil || g.Class == nil || g.Kind != GlobalVar {
		return nil
	}
	return g.Class
}

// Foreign reports whether ci is a class of another module than the one
// info describes (imported from it).
func (info *Info) Foreign(ci *ClassInfo) bool {
	return ci.home != nil && ci.home != info
}

// redefinition reports a module-level declaration st of name (kind
// "class", "def" or "annotated T") that redeclares a name an earlier
// statement declared as something else, as CinderX does ("Cannot
// redefine local variable x"), and says whether it did (an annotated
// assignment is then not declared). A def after a class keeps
// declareFunc's own message, and two defs are declareFunc's to judge.
func (c *checker) redefinition(decls map[string]string, name, kind string, st parser.Stmt) bool {
	if !c.cfg.Static {
		return false
	}
	prev, seen := decls[name]
	if !seen {
		decls[name] = kind
		return false
	}
	if prev == kind || (prev == "class" && kind == "def") {
		return false
	}
	if c.redefined == nil {
		c.redefined = map[parser.Stmt]bool{}
	}
	c.redefined[st] = true
	c.errorf(st, diagnostics.RedefineLocal, "Cannot redefine local variable %s", name)
	return true
}

func (c *checker) declareFunc(def *parser.FunctionDef) {
	if g := c.info.Globals[def.Name]; g != nil && (g.Kind == GlobalFunc || g.Class != nil) && !c.redefined[def] {
		// Both would be created with the module, before any code runs;
		// CinderX rejects a def that replaces a class or a plain def.
		switch {
		case g.Class != nil && len(def.Decorators) == 0:
			c.errorf(def, diagnostics.BadMember, "function conflicts with other member %s in %s", def.Name, c.moduleName())
		case g.Func != nil && len(def.Decorators) == 0 && len(g.Func.Def.Decorators) == 0:
			c.errorf(def, diagnostics.BadMember, "function 'function %s' conflicts with other member", c.qualified(def.Name))
		default:
			c.errorf(def, diagnostics.Unsupported, "not supported yet: redefining '%s' at module level", def.Name)
		}
		return
	}
	f := &FuncDecl{Name: def.Name, QualName: def.Name, Module: c.moduleName(), Def: def, locals: map[string]*Var{}}
	c.info.Funcs = append(c.info.Funcs, f)
	c.info.FuncOf[def] = f
	if c.rebound[def.Name] {
		// Compiled all the same; its callers look the name up.
		c.declareGlobal(def.Name, Dynamic)
		return
	}
	f.Rebound = c.reboundStatic[def.Name]
	c.info.Globals[def.Name] = &Global{Name: def.Name, Kind: GlobalFunc, Type: &Func{Decl: f}, Func: f}
}

// declareModuleAnn handles `X: T = v` at module level: a Final constant,
// or a global whose annotation must not be primitive.
func (c *checker) declareModuleAnn(s *parser.AnnAssign, n *parser.Name) {
	if c.isFinalAnnotation(s.Annotation) {
		if s.Value == nil {
			c.errorf(s, diagnostics.FinalMissingValue, "Must assign a value when declaring a Final")
			return
		}
		g := &Global{Name: n.Id, Kind: GlobalFinal, Type: Dynamic}
		if _, ok := s.Value.(*parser.Constant); ok && c.cfg.Static && !c.primitiveFinal(s.Annotation) {
			c.info.FinalConstants = append(c.info.FinalConstants, n.Id)
		}
		if k, ok := c.foldConst(s.Value); ok {
			g.Const = k
			g.Type = constType(k)
		} else {
			g.Kind = GlobalVar
			g.final, g.finalAt = true, n
		}
		c.info.Globals[n.Id] = g
		return
	}
	g := c.declareGlobal(n.Id, Dynamic)
	if t := c.annotation(s.Annotation); t != nil && t != Dynamic && IsObject(t) && c.staticallyKnown(t) {
		// Read as dynamic (any module may rebind it), but every store
		// of this module must fit the annotation, as CinderX checks.
		g.declared = t
	}
}

// staticallyKnown reports whether t is a type whose values the checker
// knows: not a class with a base it does not (Protocol, NamedTuple, an
// imported class), which CinderX treats as dynamic.
func (c *checker) staticallyKnown(t Type) bool {
	if o, ok := IsOptional(t); ok {
		t = o.Inner
	}
	ct, ok := IsClass(t)
	if !ok {
		return true
	}
	seen := map[*ClassInfo]bool{}
	var known func(ci *ClassInfo) bool
	known = func(ci *ClassInfo) bool {
		if seen[ci] {
			return true // (a cycle of bases fails at run time)
		}
		seen[ci] = true
		for _, b := range ci.Def.Bases {
			n, ok := b.(*parser.Name)
			if !ok {
				return false
			}
			globals := c.info.Globals
			if ci.home != nil {
				globals = ci.home.Globals // a base as the class's module names it
			}
			if g := globals[n.Id]; g != nil && g.Class != nil {
				if !known(g.Class) {
					return false
				}
				continue
			}
			if n.Id != "object" {
				return false
			}
		}
		return true
	}
	return known(ct.Info)
}

// isFinalAnnotation reports whether e is Final or Final[...].
func (c *checker) isFinalAnnotation(e parser.Expr) bool {
	if sub, ok := e.(*parser.Subscript); ok {
		e = sub.Value
	}
	switch e := e.(type) {
	case *parser.Name:
		g := c.info.Globals[e.Id]
		return g != nil && g.Static == "typing.Final"
	case *parser.Attribute:
		if n, ok := e.Value.(*parser.Name); ok && e.Attr == "Final" {
			return n.Id == "typing"
		}
	}
	return false
}

// primitiveFinal reports whether e is Final[P] of a primitive P.
func (c *checker) primitiveFinal(e parser.Expr) bool {
	sub, ok := e.(*parser.Subscript)
	if !ok {
		return false
	}
	n, ok := sub.Slice.(*parser.Name)
	if !ok {
		return false
	}
	if g := c.info.Globals[n.Id]; g != nil {
		if r, ok := g.Type.(*TypeRef); ok {
			_, prim := IsPrim(r.T)
			return prim
		}
	}
	return false
}

// constType is the object type of a folded constant.
func constType(k Const) Type {
	switch {
	case k.Int != nil:
		return IntObj
	case k.Float != nil:
		return FloatObj
	case k.Str != nil:
		return StrObj
	case k.Bool != nil:
		return BoolObj
	}
	return Dynamic
}

// foldConst evaluates literal expressions (and other Finals) at compile time.
func (c *checker) foldConst(e parser.Expr) (Const, bool) {
	switch e := e.(type) {
	case *parser.Constant:
		switch e.Kind {
		case parser.ConstInt:
			return Const{Int: e.Int}, true
		case parser.ConstFloat:
			f := e.Float
			return Const{Float: &f}, true
		case parser.ConstStr:
			s := e.Str
			return Const{Str: &s}, true
		case parser.ConstTrue, parser.ConstFalse:
			b := e.Kind == parser.ConstTrue
			return Const{Bool: &b}, true
		}
	case *parser.Name:
		if g := c.info.Globals[e.Id]; g != nil && g.Kind == GlobalFinal {
			return g.Const, true
		}
	case *parser.UnaryOp:
		k, ok := c.foldConst(e.Operand)
		if !ok {
			return Const{}, false
		}
		switch {
		case k.Int != nil && e.Op == parser.USub:
			return Const{Int: new(big.Int).Neg(k.Int)}, true
		case k.Int != nil && e.Op == parser.UAdd:
			return k, true
		case k.Int != nil && e.Op == parser.Invert:
			return Const{Int: new(big.Int).Not(k.Int)}, true
		case k.Float != nil && e.Op == parser.USub:
			f := -*k.Float
			return Const{Float: &f}, true
		}
	case *parser.BinOp:
		l, ok1 := c.foldConst(e.Left)
		r, ok2 := c.foldConst(e.Right)
		if !ok1 || !ok2 {
			return Const{}, false
		}
		if l.Int != nil && r.Int != nil {
			if v := foldIntBinOp(e.Op, l.Int, r.Int); v != nil {
				return Const{Int: v}, true
			}
			return Const{}, false
		}
		// Float constants (4 * PI * PI), with Python's float arithmetic.
		lf, lok := constFloat(l)
		rf, rok := constFloat(r)
		if !lok || !rok {
			return Const{}, false
		}
		var v float64
		switch e.Op {
		case parser.Add:
			v = lf + rf
		case parser.Sub:
			v = lf - rf
		case parser.Mult:
			v = lf * rf
		case parser.Div:
			if rf == 0 {
				return Const{}, false
			}
			v = lf / rf
		default:
			return Const{}, false
		}
		return Const{Float: &v}, true
	}
	return Const{}, false
}

// constFloat is a numeric constant as a float (ints convert exactly as
// Python's int-to-float does for values that fit a double).
func constFloat(k Const) (float64, bool) {
	switch {
	case k.Float != nil:
		return *k.Float, true
	case k.Int != nil && k.Int.IsInt64():
		return float64(k.Int.Int64()), true
	}
	return 0, false
}

// foldIntBinOp folds Python int arithmetic; nil when it should not be
// folded (division by zero, huge shifts, true division).
func foldIntBinOp(op parser.BinOpKind, a, b *big.Int) *big.Int {
	r := new(big.Int)
	switch op {
	case parser.Add:
		return r.Add(a, b)
	case parser.Sub:
		return r.Sub(a, b)
	case parser.Mult:
		return r.Mul(a, b)
	case parser.BitAnd:
		return r.And(a, b)
	case parser.BitOr:
		return r.Or(a, b)
	case parser.BitXor:
		return r.Xor(a, b)
	case parser.LShift:
		if b.Sign() < 0 || b.Cmp(big.NewInt(256)) > 0 {
			return nil
		}
		return r.Lsh(a, uint(b.Int64()))
	case parser.RShift:
		if b.Sign() < 0 || b.Cmp(big.NewInt(256)) > 0 {
			return nil
		}
		return r.Rsh(a, uint(b.Int64()))
	case parser.FloorDiv, parser.Mod:
		if b.Sign() == 0 {
			return nil
		}
		q, m := new(big.Int), new(big.Int)
		// Euclidean (0 <= m < |b|); Python floors: with b < 0 and a
		// remainder, a/b lies half-way below q, so the floor is q-1 and
		// the remainder takes b's sign.
		q.DivMod(a, b, m)
		if m.Sign() != 0 && b.Sign() < 0 {
			q.Sub(q, big.NewInt(1))
			m.Add(m, b)
		}
		if op == parser.FloorDiv {
			return q
		}
		return m
	case parser.Pow:
		// CPython's optimizer folds powers up to 128 bits.
		if b.Sign() < 0 || b.Cmp(big.NewInt(128)) > 0 || a.BitLen()*int(b.Int64()) > 128 {
			return nil
		}
		return r.Exp(a, b, nil)
	}
	return nil
}

// ForEachBinding calls f for each name a statement binds in its own scope
// (not inside nested blocks).
func ForEachBinding(s parser.Stmt, f func(name string, at parser.Node)) {
	switch s := s.(type) {
	case *parser.Assign:
		for _, t := range s.Targets {
			TargetNames(t, f)
		}
	case *parser.AnnAssign:
		TargetNames(s.Target, f)
	case *parser.AugAssign:
		TargetNames(s.Target, f)
	case *parser.For:
		TargetNames(s.Target, f)
	case *parser.FunctionDef:
		f(s.Name, s)
	case *parser.ClassDef:
		f(s.Name, s)
	case *parser.TypeAlias:
		f(s.Name.Id, s.Name)
	case *parser.Import:
		for _, a := range s.Names {
			if a.AsName != "" || a.Name != "__static__" && a.Name != "__strict__" {
				f(a.ImportName(), a)
			}
		}
	case *parser.ImportFrom:
		for _, a := range s.Names {
			if a.Name == "*" {
				continue
			}
			if a.AsName != "" {
				f(a.AsName, a)
			} else {
				f(a.Name, a)
			}
		}
	case *parser.With:
		for _, it := range s.Items {
			if it.Vars != nil {
				TargetNames(it.Vars, f)
			}
		}
	case *parser.Try:
		for _, h := range s.Handlers {
			if h.Name != "" {
				f(h.Name, h)
			}
		}
	case *parser.Delete:
		for _, t := range s.Targets {
			TargetNames(t, f)
		}
	case *parser.Match:
		for _, mc := range s.Cases {
			PatternNames(mc.Pattern, func(n string) { f(n, mc) })
		}
	}
}

// PatternNames calls f for each name a match pattern captures, in the
// order CPython binds them.
func PatternNames(p parser.Pattern, f func(string)) {
	switch p := p.(type) {
	case *parser.MatchSequence:
		for _, q := range p.Patterns {
			PatternNames(q, f)
		}
	case *parser.MatchMapping:
		for _, q := range p.Patterns {
			PatternNames(q, f)
		}
		if p.Rest != "" {
			f(p.Rest)
		}
	case *parser.MatchClass:
		for _, q := range p.Patterns {
			PatternNames(q, f)
		}
		for _, q := range p.KwdPatterns {
			PatternNames(q, f)
		}
	case *parser.MatchStar:
		if p.Name != "" {
			f(p.Name)
		}
	case *parser.MatchAs:
		if p.Pattern != nil {
			PatternNames(p.Pattern, f)
		}
		if p.Name != "" {
			f(p.Name)
		}
	case *parser.MatchOr:
		// Every alternative binds the same names: the first says which.
		if len(p.Patterns) > 0 {
			PatternNames(p.Patterns[0], f)
		}
	}
}

// TargetNames calls f for each name an assignment target binds (through
// tuples, lists and starred targets).
func TargetNames(t parser.Expr, f func(string, parser.Node)) {
	switch t := t.(type) {
	case *parser.Name:
		f(t.Id, t)
	case *parser.Tuple:
		for _, e := range t.Elts {
			TargetNames(e, f)
		}
	case *parser.List:
		for _, e := range t.Elts {
			TargetNames(e, f)
		}
	case *parser.Starred:
		TargetNames(t.Value, f)
	}
}

// describe names the type of e for messages: Literal[n] for int literals.
func (c *checker) describe(e parser.Expr, t Type) string {
	if l := c.literalValue(e, t); l != "" {
		return l
	}
	if _, ok := e.(*parser.Compare); ok && t == Dynamic {
		return "bool" // CinderX types a comparison of objects as bool
	}
	return c.typeName(t)
}
