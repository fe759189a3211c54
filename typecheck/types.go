// This file implements the types the checker assigns.

package typecheck

import (
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/primitives"
)

// Type is a Static Python type.
type Type interface {
	String() string
}

// Prim is a primitive type: a machine value, never a Python object.
type Prim struct{ *primitives.Prim }

func (p *Prim) String() string { return p.Name }

var primTypes = func() map[*primitives.Prim]*Prim {
	m := map[*primitives.Prim]*Prim{}
	for _, p := range primitives.AllPrim {
		m[p] = &Prim{p}
	}
	return m
}()

// PrimOf returns the one checker type for a primitive.
func PrimOf(p *primitives.Prim) *Prim { return primTypes[p] }

// Object is a Python object type. Every object is a PyObject* at run time;
// the name says what the checker knows of it.
type Object struct {
	Name string
	// Literal is the builtin class of a typing.Literal type (Name is
	// then `Literal[1]`): its one value is Value, the constant's source
	// spelling (literal.go).
	Literal *Object
	Value   string
}

func (o *Object) String() string { return o.Name }

// The object types the checker knows.
var (
	Dynamic  = &Object{Name: "dynamic"} // anything; operations go through the C API
	IntObj   = &Object{Name: "int"}
	BoolObj  = &Object{Name: "bool"}
	FloatObj = &Object{Name: "float"}
	StrObj   = &Object{Name: "str"}
	BytesObj = &Object{Name: "bytes"}
	NoneObj  = &Object{Name: "None"}
	ListObj  = &Object{Name: "list"}
	TupleObj = &Object{Name: "tuple"}
	DictObj  = &Object{Name: "dict"}
	SetObj   = &Object{Name: "set"}
	ObjectT  = &Object{Name: "object"}
	// RangeObj is what range() returns: only iterated, never an int.
	RangeObj = &Object{Name: "range"}
	// Invalid is the type of an expression the checker has already
	// reported; it is accepted everywhere so one mistake gives one error.
	Invalid = &Object{Name: "invalid"}
)

// ClassDecoratorObj is __static__'s ClassDecorator, the protocol of a
// function from a class to a class, and TClassObj the class type
// variable such a function takes and returns (`def d(cls: TClass) ->
// TClass`). Both are objects at run time.
var (
	ClassDecoratorObj = &Object{Name: "ClassDecorator"}
	TClassObj         = &Object{Name: "TClass"}
)

// classDecoratorTypes are the names __static__ gives them.
var classDecoratorTypes = map[string]*Object{"ClassDecorator": ClassDecoratorObj, "TClass": TClassObj}

// objectTypes are the builtin classes usable as annotations.
var objectTypes = map[string]*Object{
	"int": IntObj, "bool": BoolObj, "float": FloatObj, "str": StrObj, "bytes": BytesObj,
	"list": ListObj, "tuple": TupleObj, "dict": DictObj, "set": SetObj, "object": ObjectT,
	"None": NoneObj,
}

// Func is the type of a module-level function: calls to it are direct.
type Func struct {
	Decl *FuncDecl
}

func (f *Func) String() string { return "function " + f.Decl.Name }

// Builtin is a compile-time builtin from __static__ (box, crange, ...).
type Builtin struct {
	Name string
}

func (b *Builtin) String() string { return b.Name }

// TypeRef is a name that denotes a type (int64, int, str): calling it
// converts, and it may stand in annotations.
type TypeRef struct {
	T Type
}

func (t *TypeRef) String() string { return "Type[" + t.T.String() + "]" }

// IsPrim reports whether t is a primitive and returns it.
func IsPrim(t Type) (*primitives.Prim, bool) {
	if p, ok := t.(*Prim); ok {
		return p.Prim, true
	}
	return nil, false
}

// IsObject reports whether values of t are Python objects at run time.
func IsObject(t Type) bool {
	switch t.(type) {
	case *Object, *ArrayType, *CheckedType, *ClassType, *OptionalType, *UnionType:
		return true
	}
	return false
}

// FuncDecl is a function the module defines at top level.
type FuncDecl struct {
	Name string
	// Module is the name of the module that defines it (its file's
	// stem), which names it in another module's diagnostics.
	Module    string
	Def       *parser.FunctionDef
	Params    []*Var
	Return    Type // NoneObj when not annotated as anything else
	Locals    []*Var
	locals    map[string]*Var
	globals   map[string]bool // names declared `global`
	nonlocals map[string]bool // names declared `nonlocal`
	bound     map[string]bool // names the body binds
	unbinds   map[string]bool // names the body unbinds (del x, except ... as x)
	// scanned says bound, globals, nonlocals and interpretedAt are
	// known (FuncDecl.scan); interpretedAt is the first match, async
	// for or async with statement in the def's scope, and interpretedWhy
	// says which.
	scanned        bool
	interpretedAt  parser.Stmt
	interpretedWhy string
	// Parent is the function a nested function or lambda is defined in
	// (nil for top-level functions and module-level lambdas).
	Parent *FuncDecl
	// QualName is the function's __qualname__ (outer.<locals>.inner).
	QualName string
	// Class is the class a method is defined in.
	Class *ClassInfo
	// Free are the variables of enclosing functions the function reads
	// or writes, through cells, in a fixed order.
	Free []*Var
	// NumDefaults is the number of trailing positional parameters with
	// defaults.
	NumDefaults int
	// Flexible functions have *args, keyword-only parameters or
	// **kwargs: their arguments are always bound by CPython (the
	// binder), and calls to them go through the function object.
	Flexible bool
	// DynamicDefaults is set when a default is not a compile-time
	// constant: defaults are then evaluated when the def runs and calls
	// that omit arguments go through the function object.
	DynamicDefaults bool
	// Decorated top-level functions are rebound to what their decorators
	// return; calls go through that object.
	Decorated bool
	// Rebound marks a top-level def of a Static Python module whose
	// name the module binds again once the def has run (a def under an
	// if or in a try at module level, an assignment, a global
	// statement): its calls go through the name, as CinderX's
	// INVOKE_FUNCTION resolves the function when the call runs, typed
	// by this def's signature (arguments boxed, the result checked and
	// unboxed as its declared type).
	Rebound bool
	// Interpreted functions use what is not compiled natively yet
	// (generators, coroutines, match): they run interpreted, rewritten
	// by the runtime as the interpreted module runs them.
	Interpreted bool
	// InNestedClass is the class inside a function whose body defines
	// this method (nestedclass.go): a nested function of that function,
	// stored in the class namespace.
	InNestedClass *NestedClass
	// Generator marks a generator function compiled natively: its body
	// suspends at each yield (lower/generator.go), its call makes the
	// generator object.
	Generator bool
	// Coroutine marks an async def compiled natively: a Generator whose
	// object is a coroutine and whose suspensions are awaits
	// (lower/generator.go, runtime/coroutine.go).
	Coroutine bool
	// declared is the return annotation's type of a Generator, whose
	// Return types its call (the object it makes): what its body's
	// returns give.
	declared Type
	// AsyncGen marks a Coroutine that yields: an asynchronous
	// generator, whose object is of the module's async_generator type
	// (runtime/asyncgen.go).
	AsyncGen bool
	// Genexp marks the generator function of a generator expression
	// (genexp.go): its only caller is the expression, never Python.
	Genexp bool
	// notCompiled marks a def decorated with __static__'s _donotcompile
	// (or a method of such a class): CinderX compiles it as plain
	// Python, so it runs interpreted and its body is not checked.
	notCompiled bool
}

// ReturnType is the type what f's body returns has: its Return, except
// for a generator or coroutine compiled natively, whose Return types
// the object its call makes and whose annotation types what it returns.
func (f *FuncDecl) ReturnType() Type {
	if f.declared != nil {
		return f.declared
	}
	return f.Return
}

// Local returns the local variable name, or nil.
func (f *FuncDecl) Local(name string) *Var { return f.locals[name] }

// Var is a local variable or parameter.
type Var struct {
	Name  string
	Type  Type
	Param bool
	Pos   parser.Node
	// Declared is true when the type came from an annotation (or a
	// parameter), false when it was inferred from the first assignment.
	Declared bool
	// fromRange marks a loop variable bound by `for x in range(...)`;
	// errors about it teach crange.
	fromRange bool
	// Cell is set when a nested function captures the variable: it
	// then lives in a cell object shared with the nested function.
	Cell bool
	// Kind says how a parameter receives its argument.
	Kind ParamKind
	// Self marks a method's unannotated first parameter, typed as an
	// instance of its class. In a plain module that type is the compiled
	// body's assumption, not a rule for callers: `Base.m(other)` is
	// Python, and runs the method on other (boundary.go's duck call).
	Self bool
	// literal is the int literal of an inferred local's first
	// assignment (`total = 0`), for the invalid-union error.
	literal string
	// assigned is the type of the value last stored in an unannotated
	// object local, in the order the body is checked. CinderX declares
	// such a local dynamic but narrows it to what was assigned, so
	// `q = [0]; clen(q)` is accepted; clen is the one operation that
	// needs it (its lowering asks the object for its size either way).
	assigned Type
	// stored is the one type of every value stored in an unannotated
	// local by an assignment (Dynamic once two differ), nil before the
	// first: what a subscript of it indexes (expr.go's index).
	stored Type
	// shown is CinderX's name, with exactness, of the value last stored
	// in an unannotated local, in the order the body is checked
	// (`Literal[4]`, `Exact[C]`): what reveal_type says its local type
	// is where no narrowing applies. CinderX declares such a local
	// dynamic and narrows it to what is assigned; this is only shown.
	shown string
	// Exact marks a parameter annotated `Annotated[C, "Exact"]` (or
	// Optional of it) with C a module class: its entry check takes an
	// instance of C itself, not of a subclass (CinderX's exact type; the
	// checker otherwise types it as C).
	Exact bool
	// final marks a local declared Final: bound once, where declared.
	final bool
	// widened marks an unannotated local first bound to a class or
	// Optional type and later to something else: it is then
	// dynamic, narrowed by each assignment (CinderX declares such a
	// local dynamic and narrows it to what is assigned).
	widened bool
}

// ParamKind says how a parameter receives its argument.
type ParamKind uint8

const (
	ParamPositional ParamKind = iota // positional or keyword (or positional-only)
	ParamVarArgs                     // *args
	ParamKwOnly                      // keyword-only
	ParamVarKw                       // **kwargs
)
