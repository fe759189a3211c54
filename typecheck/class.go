// This file implements the checking of class definitions. A class is an
// ordinary Python class built at import: its methods are compiled
// functions, its instances' attributes are Python objects.

package typecheck

import (
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
)

// ClassInfo is a class the module defines.
type ClassInfo struct {
	Name string
	Def  *parser.ClassDef
	// Module is the name of the module whose class statement it is (the
	// file's stem), and home that module's checked names: a class
	// imported from another checked module keeps them.
	Module string
	home   *Info
	// Methods maps each def of the body to its function.
	Methods map[*parser.FunctionDef]*FuncDecl
	// Attrs are the names the body binds (class attributes and methods).
	Attrs map[string]bool
	// FinalMethods, when the body declares a method @final, are those
	// and its module bases' final methods, sorted: the class's
	// __final_method_names__, none of which a Python subclass may
	// define (CinderX's run-time check).
	FinalMethods []string
	// Mutable is set by @mutable: the class stays mutable after the
	// module is frozen. Final is set by @final.
	Mutable, Final bool
	// Type is the type of its instances; Fields the declared types of
	// instance attributes; MethodByName its plain methods; Base its
	// first base when that is a module class.
	Type         *ClassType
	Fields       map[string]Type
	MethodByName map[string]*FuncDecl
	Base         *ClassInfo
	// OtherBases are its later bases that are module classes (named
	// directly): its instances are theirs too, though members are
	// looked up through Base only (anything else is found at run time).
	OtherBases []*ClassInfo
	// BuiltinBase is the builtin class (list, str, dict, ...) the class
	// derives from through its first bases, or nil: its instances are
	// instances of that class and may stand where it is expected.
	BuiltinBase *Object
	// Slotted says the class's instances have slots for its fields and
	// no instance dict (slots.go); Slots are its own slots, sorted as
	// CPython lays them out after its base's.
	Slotted bool
	Slots   []string
	// CachedProperties are the methods that are static cinderx cached
	// properties, with their kind (cachedprop.go): the class body binds
	// them under CinderX's prefixed names, and once the class exists
	// they become cached properties backed by the slot of their name (one
	// of Slots, when the class is slotted; not a field).
	CachedProperties map[*parser.FunctionDef]string
	// finals are the attributes declared Final (in the class body, or as
	// self.x: Final[...] in __init__); initFinals those of them that
	// __init__ may assign (declared without a value in the body, or in
	// __init__ itself).
	finals, initFinals map[string]bool
	// classVars are the members that live on the class: ClassVar, and
	// Final with a value in the body (members.go).
	classVars map[string]bool
	members   map[string]*member
	// dataclass is set for a @dataclass class (dataclass.go).
	dataclass *dataclassInfo
	// notCompiled is set by @_donotcompile: the methods run as plain
	// Python, unchecked.
	notCompiled bool
	// Enum is the static enum kind of an enum class ("Enum", "IntEnum",
	// "StringEnum"; enum.go), else "".
	Enum string
}

// ClassAttr is what a name in a class body refers to when the body binds
// it: the class namespace (falling back to globals, as Python does).
type ClassAttr struct {
	Class *ClassInfo
	Name  string
}

// classDef checks a class statement at module level.
func (c *checker) classDef(s *parser.ClassDef) {
	if c.fn != nil {
		c.nestedClass(s)
		return
	}
	ci := c.info.ClassOf[s]
	if ci == nil {
		// Only classes at the top of the module are declared up front.
		c.unsupported(s, "a class inside a module-level block")
		return
	}
	c.info.Classes = append(c.info.Classes, ci)
	for _, b := range s.Bases {
		c.objectExpr(b, "class base cannot be a primitive")
	}
	for _, k := range s.Keywords {
		// metaclass=M and the keywords for __init_subclass__: such a
		// class keeps its instance dict (declareSlots), as CinderX
		// treats a class with a custom metaclass as dynamic.
		if _, ok := IsPrim(c.expr(k.Value, nil)); ok {
			c.errorf(k.Value, diagnostics.PrimitiveObjectUse, "class kwarg cannot be a primitive")
		}
	}
	for _, d := range s.Decorators {
		switch {
		case c.isStaticBuiltin(d, "mutable"):
			ci.Mutable = true
			c.info.setType(d, Dynamic)
		case c.isStaticBuiltin(d, "final") || c.isTypingFinal(d):
			ci.Final = true
			c.info.setType(d, Dynamic)
		case c.isStaticBuiltin(d, "_donotcompile"):
			ci.notCompiled = true
			c.info.setType(d, Dynamic)
		case c.isStaticBuiltin(d, "mixin"):
			// A no-op marker, as in CinderX.
			c.info.setType(d, Dynamic)
		case c.nativeDecorator([]parser.Expr{d}) != nil:
			c.nativeClass(s)
		case isName(d, "property") && c.info.Globals["property"] == nil && c.cfg.Static:
			c.errorf(d, diagnostics.BadMember, "Cannot decorate a class with @property")
		case c.cachedPropertyKind(d) != "":
			c.errorf(d, diagnostics.BadMember, "Cannot decorate a class with @%s", c.cachedPropertyKind(d))
		default:
			c.objectExpr(d, "decorator cannot be a primitive")
		}
	}
	// The names the body binds, in its blocks too (a loop's variable, a
	// handler's name): entries of the class namespace.
	WalkScope(s.Body, func(st parser.Stmt) {
		ForEachBinding(st, func(name string, _ parser.Node) { ci.Attrs[name] = true })
	})
	saved := c.class
	c.class = ci
	defer func() { c.class = saved }()
	for _, st := range s.Body {
		if _, ok := st.(*parser.FunctionDef); ok {
			c.classStmt(ci, st)
			continue
		}
		c.topStmt(st, ci)
	}
	if c.cfg.Static {
		c.checkOverrides(ci)
	}
	c.checkCachedPropertyAccessors(ci)
}

// classStmt checks one statement of class ci's body.
func (c *checker) classStmt(ci *ClassInfo, st parser.Stmt) {
	{
		switch st := st.(type) {
		case *parser.FunctionDef:
			c.method(ci, st)
		case *parser.Assign:
			t := c.expr(st.Value, nil)
			c.checkEnumValue(ci, st, st.Value, t)
			for _, target := range st.Targets {
				n, ok := target.(*parser.Name)
				if !ok {
					// `a, b = ...`, `table[k] = v`: stored as anywhere
					// else, the names into the namespace (assignName).
					c.bindTarget(target, t, st.Value)
					continue
				}
				c.requireObject(st.Value, t, "class attributes cannot be primitives")
				c.info.setRef(n, &ClassAttr{Class: ci, Name: n.Id})
			}
		case *parser.AnnAssign:
			n, ok := st.Target.(*parser.Name)
			if !ok {
				c.unsupported(st, "this class attribute target")
				return
			}
			ft := c.annotation(st.Annotation)
			if st.Value != nil {
				if _, isPrim := IsPrim(ft); isPrim {
					// A primitive with a value: the class attribute holds it
					// boxed; reads through instances are typed.
					t := c.expr(st.Value, ft)
					c.checkAssignable(st.Value, t, ft, nil)
				} else {
					t := c.expr(st.Value, nil)
					c.requireObject(st.Value, t, "class attributes cannot be primitives")
					c.checkEnumValue(ci, st, st.Value, t)
					if call, isCall := st.Value.(*parser.Call); isCall && ci.dataclass == nil && c.isDataclassesName(call.Func, "field") && ft != nil && ft != Dynamic && ft != ObjectT {
						// Outside a dataclass, field() is only a Field.
						c.errorf(st.Value, diagnostics.TypeMismatch, "type mismatch: dataclasses.Field cannot be assigned to %s", c.typeName(ft))
					}
				}
			}
			c.info.setRef(n, &ClassAttr{Class: ci, Name: n.Id})
		case *parser.ExprStmt:
			if k, ok := st.Value.(*parser.Constant); ok && k.Kind == parser.ConstStr {
				return // the docstring
			}
			c.classOther(st)
		case *parser.Pass:
		case *parser.ClassDef:
			if c.interp {
				break // runs interpreted where it stands
			}
			c.nestedClass(st)
		default:
			c.classOther(st)
		}
	}
}

// classOther checks a class-body statement other than a def or an
// assignment (a loop, an `if`, a `try`, `del`, a call): checked as
// module code is, the names it binds being entries of the namespace
// (assignName). One that holds a def, a class, an import or a
// global/nonlocal declaration is not compiled yet: those bind through
// paths that only know the class body's own top level.
func (c *checker) classOther(st parser.Stmt) {
	if c.interp {
		c.stmt(st)
		return
	}
	if why := classBlockObstacle(st); why != "" {
		c.unsupported(st, why)
		return
	}
	c.stmt(st)
}

// classBlockObstacle says why a class-body statement cannot compile,
// or "".
func classBlockObstacle(st parser.Stmt) string {
	why := ""
	parser.WalkStmts([]parser.Stmt{st}, func(s parser.Stmt) bool {
		if why != "" {
			return false
		}
		switch s.(type) {
		case *parser.FunctionDef:
			why = "a def inside a block of a class body"
		case *parser.ClassDef:
			why = "a class inside a class body"
		case *parser.Import, *parser.ImportFrom:
			why = "an import in a class body"
		case *parser.Match:
			why = "match statements"
		case *parser.Global, *parser.Nonlocal:
			why = "global or nonlocal in a class body"
		}
		return why == ""
	})
	return why
}

// isTypingFinal reports whether e is typing's final decorator.
func (c *checker) isTypingFinal(e parser.Expr) bool {
	n, ok := e.(*parser.Name)
	if !ok {
		return false
	}
	g := c.info.Globals[n.Id]
	return g != nil && g.Static == "typing.final"
}

// method checks a def in a class body: a function whose names resolve
// past the class scope, as in Python.
func (c *checker) method(ci *ClassInfo, s *parser.FunctionDef) {
	d := c.info.FuncOf[s]
	if nd := c.nativeDecorator(s.Decorators); nd != nil {
		c.checkNative(s, nd, true)
		return
	}
	if c.markInterpreted(d) {
		c.checkInterpreted(d)
		return
	}
	c.info.Nested = append(c.info.Nested, d)
	for _, dec := range s.Decorators {
		c.objectExpr(dec, "decorator cannot be a primitive")
	}
	c.checkDefaults(d)
	saved := c.class
	c.class = nil
	c.checkNestedBody(d)
	c.class = saved
}

// superCall records super() with no arguments inside a method: lower
// passes the class and the method's first argument, as the __class__
// cell would.
func (c *checker) superCall(e *parser.Call) bool {
	n, ok := e.Func.(*parser.Name)
	if ok && n.Id == "super" && len(e.Args) == 2 && len(e.Keywords) == 0 && c.fn != nil && c.lookup("super") == nil {
		return c.explicitSuperCall(e)
	}
	if !ok || n.Id != "super" || len(e.Args) != 0 || len(e.Keywords) != 0 || c.fn == nil {
		return false
	}
	if c.lookup("super") != nil {
		return false
	}
	m := c.fn
	for m != nil && m.Class == nil && m.InNestedClass == nil {
		m = m.Parent
	}
	if m == nil || len(m.Params) == 0 || m.Params[0].Kind != ParamPositional {
		c.errorf(e, diagnostics.BadCall, "super(): no arguments")
		return true
	}
	first := m.Params[0]
	if m != c.fn {
		c.unsupported(e, "super() in a nested function")
		return true
	}
	c.info.setType(e.Func, Dynamic)
	if nc := m.InNestedClass; nc != nil {
		// The class is the one its statement made this time: read from
		// the __class__ cell, as CPython's super() reads it.
		cell := nc.classCell()
		m.addFree(cell)
		c.info.Super[e] = SuperCall{ClassCell: cell, Self: first}
		return true
	}
	c.info.Super[e] = SuperCall{Class: m.Class, Self: first}
	return true
}

// explicitSuperCall records super(C, self) in a method of module class
// C, C the module's name of the class statement and self the method's
// first parameter: the two-argument spelling of super() (deltablue's
// `super(Constraint, self).__init__()`). Lower calls the base's method
// directly while the name C is still bound to the class; the call is not
// typed by the base's signature, as CinderX does not type it. Any other
// super(a, b) is an ordinary call.
func (c *checker) explicitSuperCall(e *parser.Call) bool {
	cls, ok1 := e.Args[0].(*parser.Name)
	self, ok2 := e.Args[1].(*parser.Name)
	m := c.fn
	if !ok1 || !ok2 || m.Class == nil || len(m.Params) == 0 || m.Params[0].Kind != ParamPositional || m.Params[0].Name != self.Id {
		return false
	}
	for _, d := range m.Def.Decorators {
		if !c.isCompileTimeDecorator(d) {
			return false // a staticmethod's or classmethod's first parameter is not self
		}
	}
	g, isGlobal := c.lookup(cls.Id).(*Global)
	if !isGlobal || g.Class != m.Class || g.Name != m.Class.Name || c.lookup(self.Id) != m.Params[0] {
		return false
	}
	c.expr(cls, nil)
	c.expr(self, nil)
	c.info.setType(e.Func, Dynamic)
	c.info.Super[e] = SuperCall{Class: m.Class, Self: m.Params[0], Explicit: true}
	return true
}

// SuperCall is a zero-argument super() call: super(Class, Self); with
// Explicit, the call super(Class, Self) written out.
type SuperCall struct {
	Class    *ClassInfo
	Self     *Var
	Explicit bool
	// ClassCell is the __class__ cell of a method of a class inside a
	// function (Class is nil then).
	ClassCell *Var
}

// compileTimeDecorators are __static__ decorators that only inform the
// compiler (and are no-ops interpreted).
var compileTimeDecorators = map[string]bool{"inline": true, "final": true, "dynamic_return": true, "allow_weakrefs": true, "_donotcompile": true}

// isCompileTimeDecorator reports whether d is one of them (or typing's
// final).
func (c *checker) isCompileTimeDecorator(d parser.Expr) bool {
	for name := range compileTimeDecorators {
		if c.isStaticBuiltin(d, name) {
			return true
		}
	}
	return c.isTypingFinal(d)
}
