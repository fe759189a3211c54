// This file implements the typing of calls: direct calls to the module's
// functions, the __static__ builtins, primitive conversions and calls to
// Python objects.

package typecheck

import (
	"fmt"
	"strings"

	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/primitives"
)

// CallKind says how lower must emit a call.
type CallKind uint8

const (
	CallDynamic CallKind = iota // through the C API (vectorcall)
	CallDirect                  // a direct native call to a module function
	CallConvert                 // a primitive conversion: int64(x), double(x), cbool(x)
	CallBuiltin                 // a __static__ builtin: box, unbox, cast, clen, ...
)

func (c *checker) call(e *parser.Call, want Type) Type {
	t := c.callOnly(e, want)
	if len(c.flow) > 0 {
		c.dropFields() // the call may have changed any object's fields
	}
	return t
}

// objectNewOfObject reports whether e is object.__new__(object), the
// builtin object both times.
func (c *checker) objectNewOfObject(e *parser.Call) bool {
	at, ok := e.Func.(*parser.Attribute)
	if !ok || at.Attr != "__new__" || len(e.Args) != 1 || len(e.Keywords) != 0 {
		return false
	}
	isObject := func(x parser.Expr) bool {
		n, ok := x.(*parser.Name)
		return ok && n.Id == "object" && c.info.Globals["object"] == nil && (c.fn == nil || c.fn.locals["object"] == nil)
	}
	return isObject(at.Value) && isObject(e.Args[0])
}

func (c *checker) callOnly(e *parser.Call, want Type) Type {
	if HasStarArgs(e) {
		return c.starCall(e)
	}
	if c.superCall(e) {
		return Dynamic
	}
	if t, ok := c.methodCall(e); ok {
		return t
	}
	if len(e.Args) == 1 && len(e.Keywords) == 0 {
		if g, ok := e.Args[0].(*parser.GeneratorExp); ok && c.consumesIterable(e.Func) {
			c.genexpConsumed[g] = true
		}
	}
	if c.objectNewOfObject(e) {
		// object.__new__(object) is an object, as CinderX types
		// object.__new__(T) by its argument.
		c.expr(e.Func, nil)
		c.dynamicArgs(e)
		return ObjectT
	}
	ft := c.expr(e.Func, nil)
	if c.maybeNone(e, ft, "'NoneType' object is not callable") {
		c.dynamicArgs(e)
		return Invalid
	}
	switch f := ft.(type) {
	case *Func:
		return c.directCall(e, f.Decl)
	case *TypeRef:
		if p, ok := IsPrim(f.T); ok {
			return c.convert(e, p)
		}
		if a, ok := IsArray(f.T); ok {
			return c.newArray(e, a)
		}
		if ct, ok := IsChecked(f.T); ok {
			if len(e.Args) == 1 && len(e.Keywords) == 0 && c.fn != nil {
				// CheckedDict[K, V]({...}): CinderX types the display
				// as the checked type it initializes, so a key or value
				// that cannot be one is a type mismatch here. The
				// display itself stays a plain dict (list) for lower.
				if plain := displayClass(e.Args[0]); plain != nil {
					if _, ok := c.checkedDisplay(e.Args[0], ct); ok {
						c.info.setType(e.Args[0], plain)
						return ct
					}
				}
			}
			c.dynamicArgs(e)
			return ct
		}
		if ct, ok := IsClass(f.T); ok {
			return c.constructorCall(e, ct.Info)
		}
		if f.T == BoolObj && len(e.Args) == 1 && len(e.Keywords) == 0 {
			// bool(b) of a cbool boxes it, as CinderX does.
			if p, ok := IsPrim(c.expr(e.Args[0], nil)); ok && p.BoxName == "bool" {
				return BoolObj
			}
			c.argObject(e.Args[0], c.info.TypeOf(e.Args[0]))
			return f.T
		}
		c.dynamicArgs(e)
		return f.T
	case *Builtin:
		return c.builtinCall(e, f.Name, want)
	case *Prim:
		c.errorf(e, diagnostics.BadCall, "cannot call %s", f)
		return nil
	}
	if n, ok := e.Func.(*parser.Name); ok {
		if g, ok := c.info.RefOf(n).(*Global); ok && g.Imported != nil {
			// A function of another checked module, called through the
			// module's attribute: its arguments are boxed and must fit.
			c.signatureCall(e, g.Imported, 0)
			if NativeCallable(g.Imported) {
				return g.Imported.Return
			}
			return Dynamic
		}
	}
	c.dynamicArgs(e)
	if c.fn != nil && !c.interp {
		if what := c.frameReader(e.Func); what != "" {
			c.unsupported(e, "frames ("+what+")")
		}
	}
	if n, ok := e.Func.(*parser.Name); ok {
		if g, ok := c.info.RefOf(n).(*Global); ok && g.Kind == GlobalBuiltin {
			if c.readsFrame(n.Id, e) {
				c.unsupported(e, n.Id+"() of the calling frame")
			}
			switch n.Id {
			case "len":
				// CinderX types len() as clen, with its message.
				if len(e.Keywords) != 0 {
					c.errorf(e, diagnostics.BadCall, "len() takes no keyword arguments")
				}
				return IntObj
			case "range":
				return RangeObj
			case "print":
				return NoneObj
			case "repr", "ascii", "chr", "hex", "oct", "bin", "format", "input":
				return StrObj
			}
		}
	}
	return Dynamic
}

// typeArgs types the arguments of a call already reported as wrong, so
// they are visited without piling more errors on the same call.
func (c *checker) typeArgs(e *parser.Call) {
	for _, a := range e.Args {
		c.expr(a, nil)
	}
	for _, k := range e.Keywords {
		c.expr(k.Value, nil)
	}
}

// dynamicArgs checks the arguments of a call to a Python object: they
// must be objects.
func (c *checker) dynamicArgs(e *parser.Call) {
	for _, a := range e.Args {
		c.argObject(a, c.expr(a, nil))
	}
	for _, k := range e.Keywords {
		c.argObject(k.Value, c.expr(k.Value, nil))
	}
}

func (c *checker) argObject(a parser.Expr, t Type) {
	if _, ok := IsPrim(t); ok {
		d := c.errorf(a, diagnostics.PrimitiveArgument, "Call argument cannot be a primitive")
		d.Hint = "box(" + exprText(c.m, a) + ")"
	}
}

// exprText is the source text of e, for hints.
func exprText(m *parser.Module, e parser.Expr) string {
	s := e.Loc()
	if s.Line != s.EndLine || m.Source == nil {
		return "x"
	}
	lineStart := 0
	for line := 1; line < s.Line; line++ {
		i := indexByte(m.Source[lineStart:], '\n')
		if i < 0 {
			return "x"
		}
		lineStart += i + 1
	}
	a, b := lineStart+s.Col-1, lineStart+s.EndCol-1
	if a < 0 || b > len(m.Source) || a >= b {
		return "x"
	}
	return string(m.Source[a:b])
}

func indexByte(b []byte, c byte) int {
	for i, x := range b {
		if x == c {
			return i
		}
	}
	return -1
}

// directCall checks a call to one of the module's own functions.
func (c *checker) directCall(e *parser.Call, f *FuncDecl) Type {
	c.signature(f)
	if f.Flexible {
		// CPython binds the arguments; they are objects.
		c.dynamicArgs(e)
		return f.callType()
	}
	if f.Interpreted || f.Rebound {
		// Called through its function object (or, rebound, through
		// whatever its name holds when the call runs): primitives are boxed and
		// checked by the function on entry. What it returns is still of
		// its declared type (a coroutine's or a generator's call makes
		// the object): the interpreted def checks and boxes it, the
		// caller unboxes it, so `uint64(g())` of a `-> double` truncates
		// as for a compiled g (fuzzdiff seed 110001).
		c.signatureCall(e, f, 0)
		if f.notCompiled {
			// _donotcompile: plain Python, whose annotations promise
			// nothing (`-> int` may return a str).
			return Dynamic
		}
		return f.callType()
	}
	if f.Decorated {
		// The name is bound to whatever the decorators returned.
		c.dynamicArgs(e)
		return Dynamic
	}
	if !c.cfg.Static && !c.arityFits(e, f, f.Params, 0, false) {
		// Plain Python: the call raises CPython's TypeError when it
		// runs, through the function object.
		c.info.Unbindable[e] = true
		c.dynamicArgs(e)
		return Dynamic
	}
	if len(e.Args) > len(f.Params) {
		c.errorf(e, diagnostics.ArgCount, "Mismatched number of args for function %s. Expected %d, got %d", c.readableName(f), len(f.Params), len(e.Args)+len(e.Keywords))
		c.typeArgs(e)
		return f.callType()
	}
	given := make([]bool, len(f.Params))
	for i, a := range e.Args {
		c.callArg(a, f.Params[i], "positional")
		given[i] = true
	}
	posOnly := 0
	if f.Def != nil {
		posOnly = len(f.Def.Args.PosOnly)
	}
	for i := len(e.Args); i < posOnly && i < len(f.Params)-f.NumDefaults && len(e.Keywords) > 0; i++ {
		// A keyword never binds a positional-only parameter.
		c.errorf(e, diagnostics.ArgCount, "Missing value for positional-only arg %d", i)
		c.typeArgs(e)
		return f.callType()
	}
	for _, k := range e.Keywords {
		idx := -1
		for i, p := range f.Params {
			if p.Name == k.Arg && i >= posOnly {
				idx = i
			}
		}
		if idx < 0 {
			c.errorf(k, diagnostics.BadKeyword, "Given argument %s does not exist in the definition of %s", k.Arg, c.readableName(f))
			c.expr(k.Value, nil)
			continue
		}
		if given[idx] {
			c.errorf(k, diagnostics.BadKeyword, "%s() got multiple values for argument '%s'", f.Name, k.Arg)
		}
		given[idx] = true
		c.callArg(k.Value, f.Params[idx], "keyword")
	}
	required := len(f.Params) - f.NumDefaults
	for i := 0; i < required; i++ {
		if !given[i] {
			// After the arguments' own errors, as CinderX binds them first.
			c.errorf(e, diagnostics.ArgCount, "Function %s expects a value for argument %s", c.readableName(f), f.Params[i].Name).Order = c.m.EndPos(e)
			break
		}
	}
	return f.callType()
}

func (c *checker) callArg(a parser.Expr, p *Var, kind string) {
	t := c.expr(a, p.Type)
	if !c.assignable(a, t, p.Type) && !c.duckSelf(p) {
		c.errorf(a, diagnostics.TypeMismatch, "type mismatch: %s received for %s arg '%s', expected %s", c.describe(a, t), kind, p.Name, p.Type)
	} else if name, bad := c.localMismatch(a, t, p.Type); bad && !c.duckSelf(p) {
		c.errorf(a, diagnostics.TypeMismatch, "type mismatch: %s received for %s arg '%s', expected %s", name, kind, p.Name, p.Type)
	}
}

// duckSelf reports whether p is a method's self in a plain module, which
// a call through the class may give any object (Python runs the method
// on it; the compiled method runs it interpreted then).
func (c *checker) duckSelf(p *Var) bool {
	return p.Self && !c.cfg.Static
}

// convert checks `T(x)` for a primitive T.
func (c *checker) convert(e *parser.Call, p *primitives.Prim) Type {
	if len(e.Args) != 1 || len(e.Keywords) != 0 {
		c.errorf(e, diagnostics.BadCall, "%s requires a single argument (%d given)", p.Name, len(e.Args)+len(e.Keywords))
		c.typeArgs(e)
		return PrimOf(p)
	}
	a := e.Args[0]
	t := c.expr(a, c.convertContext(a, p))
	if k, ok := c.info.ConstOf(a); ok {
		if _, isPrim := IsPrim(t); !isPrim {
			if p.IsInt() && k.Int != nil && !p.Fits(k.Int) {
				c.errorf(a, diagnostics.TypeMismatch, "type mismatch: %s cannot be assigned to %s", c.describe(a, t), p.Name)
			}
			if p.IsInt() && k.Float != nil {
				c.info.setType(a, FloatObj)
			}
		}
	}
	if from, ok := IsPrim(t); ok && p.IsInt() && p.Kind != primitives.Bool && !from.IsInt() {
		// A double is no integer: CinderX converts only between integer
		// primitives (its CIntType.can_assign_from).
		c.errorf(a, diagnostics.TypeMismatch, "type mismatch: %s cannot be assigned to %s", from.Name, p.Name)
		return PrimOf(p)
	}
	switch t {
	case FloatObj:
		// A float constant passes (CinderX binds it exact; its cast to
		// int raises at run time); a float value is refused.
		if _, isConst := c.info.ConstOf(a); !isConst && p.IsInt() && p.Kind != primitives.Bool {
			c.errorf(a, diagnostics.TypeMismatch, "type mismatch: %s cannot be assigned to %s", c.describe(a, t), p.Name)
		}
	}
	switch t {
	case StrObj, BytesObj, NoneObj, ListObj, TupleObj, DictObj, SetObj:
		if p.Kind != primitives.Bool {
			c.errorf(a, diagnostics.TypeMismatch, "type mismatch: %s cannot be assigned to %s", c.describe(a, t), p.Name)
		}
	case IntObj, FloatObj:
		// cbool takes a bool (or a dynamic value), never a number.
		if p.Kind == primitives.Bool {
			c.errorf(a, diagnostics.TypeMismatch, "type mismatch: %s cannot be assigned to %s", c.describe(a, t), p.Name)
		}
	}
	return PrimOf(p)
}

// convertContext is the type context a conversion's argument is checked
// in: the target type for a constant (int8(-128) is an int8 literal),
// none for arithmetic, which CinderX binds without it ("so we don't pass
// the type context"): int64(x + y) of two int8s adds int8s, wrapping,
// then widens, where `z: int64 = x + y` adds int64s.
func (c *checker) convertContext(a parser.Expr, p *primitives.Prim) Type {
	if _, ok := c.foldConst(a); !ok && hasArith(a) {
		return nil
	}
	return PrimOf(p)
}

// hasArith reports whether e is a binary operation, or one under unary
// operators and conditional expressions (which pass their context on).
func hasArith(e parser.Expr) bool {
	switch e := e.(type) {
	case *parser.BinOp:
		return true
	case *parser.UnaryOp:
		return e.Op != parser.Not && hasArith(e.Operand)
	case *parser.IfExp:
		return hasArith(e.Body) || hasArith(e.Orelse)
	}
	return false
}

// builtinCall checks a call to a __static__ builtin.
func (c *checker) builtinCall(e *parser.Call, name string, want Type) Type {
	one := func() (parser.Expr, bool) {
		switch {
		case len(e.Keywords) != 0 && name == "unbox":
			c.errorf(e, diagnostics.BadCall, "unbox() takes no keyword arguments")
		case len(e.Keywords) != 0 && name == "reveal_type":
			c.errorf(e, diagnostics.BadCall, "reveal_type() does not accept keyword arguments")
		case len(e.Keywords) != 0 && name == "clen":
			c.errorf(e, diagnostics.BadCall, "len() takes no keyword arguments")
		case len(e.Args) == 1 && len(e.Keywords) == 0:
			return e.Args[0], true
		case name == "reveal_type":
			c.errorf(e, diagnostics.BadCall, "reveal_type() accepts exactly one argument")
		case name == "clen":
			c.errorf(e, diagnostics.BadCall, "len() does not accept more than one arguments (%d given)", len(e.Args))
		default:
			c.errorf(e, diagnostics.BadCall, "%s only accepts a single argument", name)
		}
		c.typeArgs(e)
		return nil, false
	}
	switch name {
	case "prod_assert":
		c.unsupported(e, "prod_assert() other than as a statement")
		c.typeArgs(e)
		return Dynamic
	case "box":
		a, ok := one()
		if !ok {
			return Dynamic
		}
		t := c.expr(a, nil)
		p, isPrim := IsPrim(t)
		if t == Invalid {
			return Invalid
		}
		if !isPrim {
			c.errorf(a, diagnostics.BadBox, "can't box non-primitive: %s", c.describe(a, t))
			return Dynamic
		}
		switch p.BoxName {
		case "bool":
			return BoolObj
		case "float":
			return FloatObj
		}
		return IntObj
	case "unbox":
		a, ok := one()
		if !ok {
			return PrimOf(int64Prim)
		}
		t := c.expr(a, nil)
		if _, isPrim := IsPrim(t); isPrim {
			c.argObject(a, t)
		}
		if p, ok := IsPrim(want); ok {
			return PrimOf(p)
		}
		if t == FloatObj {
			return PrimOf(primitives.Double)
		}
		return PrimOf(int64Prim)
	case "cast":
		if len(e.Args) != 2 || len(e.Keywords) != 0 {
			c.errorf(e, diagnostics.BadCast, "cast requires two parameters: type and value")
			c.typeArgs(e)
			return Dynamic
		}
		if n, ok := e.Args[0].(*parser.Name); ok && c.fn != nil && c.fn.locals[n.Id] != nil {
			// A local is a value, never a type: CinderX types both
			// arguments as objects first.
			if _, prim := IsPrim(c.fn.locals[n.Id].Type); prim {
				c.argObject(e.Args[0], c.fn.locals[n.Id].Type)
				c.expr(e.Args[1], nil)
				return Dynamic
			}
		}
		target := c.annotation(e.Args[0])
		c.info.setType(e.Args[0], Dynamic)
		v := c.expr(e.Args[1], nil)
		c.argObject(e.Args[1], v)
		if target == nil {
			c.errorf(e.Args[0], diagnostics.BadCast, "cast to unknown type")
			return Dynamic
		}
		if _, ok := IsPrim(target); ok {
			c.errorf(e.Args[0], diagnostics.BadCast, "cast to non-runtime type")
			return Dynamic
		}
		if c.exactAnnotation(e.Args[0]) {
			inner := target
			if o, ok := IsOptional(inner); ok {
				inner = o.Inner
			}
			if _, ok := IsClass(inner); ok {
				c.info.ExactCasts[e] = true
			}
		}
		return target
	case "clen":
		a, ok := one()
		if !ok {
			return PrimOf(int64Prim)
		}
		t := c.expr(a, nil)
		if _, ok := IsArray(t); ok {
			return PrimOf(int64Prim)
		}
		if _, ok := IsChecked(t); ok {
			return PrimOf(int64Prim)
		}
		if v, ok := c.varOf(a); ok && t == Dynamic && v.assigned != nil {
			if _, ok := IsChecked(v.assigned); ok {
				return PrimOf(int64Prim)
			}
			t = v.assigned // `q = [0]` then clen(q)
		}
		switch t {
		case ListObj, TupleObj, DictObj, SetObj, StrObj, Invalid:
		default:
			c.errorf(a, diagnostics.BadClen, "bad argument type '%s' for clen()", t)
		}
		return PrimOf(int64Prim)
	case "crange":
		c.errorf(e, diagnostics.CrangeNotIterator, "crange() must be used as an iterator in a for loop")
		c.crangeArgs(e)
		return Dynamic
	case "reveal_type":
		a, ok := one()
		if !ok {
			return Dynamic
		}
		t := c.expr(a, nil)
		shown := c.revealName(a, t)
		if n, ok := a.(*parser.Name); ok {
			if v, ok := c.info.RefOf(n).(*Var); ok && v.Exact && t == v.Type {
				if _, isClass := IsClass(t); isClass {
					shown = "Exact[" + shown + "]" // Annotated[C, "Exact"]
				}
			}
		}
		msg := fmt.Sprintf("reveal_type(%s): '%s'", exprText(c.m, a), shown)
		if n, ok := a.(*parser.Name); ok && c.fn != nil {
			// A local: CinderX adds what it was declared as.
			if v, ok := c.info.RefOf(n).(*Var); ok && c.fn.locals[n.Id] == v {
				shown := v.shown
				if s, ok := c.flow[shownKey{v}]; ok {
					shown = c.shownName(s)
				}
				if _, narrowed := c.flow[v]; (!narrowed || v.widened) && !v.Declared && !v.Param && shown != "" {
					// CinderX declares an unannotated local dynamic, its
					// local type what was last stored on the path, joined
					// where paths meet (localtype.go).
					msg = fmt.Sprintf("reveal_type(%s): '%s', '%s' has declared type 'dynamic' and local type '%s'", exprText(c.m, a), shown, n.Id, shown)
					c.errorf(e, diagnostics.RevealType, "%s", msg).Order = c.m.EndPos(e)
					return t
				}
				msg += fmt.Sprintf(", '%s' has declared type '%s' and local type '%s'", n.Id, c.revealName(nil, v.Type), c.revealName(a, t))
			}
		}
		// After its argument's own errors, as CinderX reports it.
		c.errorf(e, diagnostics.RevealType, "%s", msg).Order = c.m.EndPos(e)
		return t
	case "rand":
		if len(e.Args) != 0 {
			c.errorf(e, diagnostics.BadCall, "rand() takes no arguments")
		}
		return PrimOf(primitives.Int32)
	case "posix_clock_gettime_ns":
		return PrimOf(int64Prim)
	case "Array", "CheckedDict", "CheckedList":
		// The generic class itself, not one of its instantiations.
		generic := map[string]string{"Array": "Array[T]", "CheckedDict": "chkdict[K, V]", "CheckedList": "chklist[T]"}[name]
		c.errorf(e, diagnostics.BadCall, "cannot create instances of a generic Type[%s]", generic)
		c.dynamicArgs(e)
		return Invalid
	}
	c.unsupported(e, name+"()")
	c.dynamicArgs(e)
	return Dynamic
}

// crangeArgs checks crange(n) / crange(a, b): primitive integers (or int
// constants, typed as int64).
func (c *checker) crangeArgs(e *parser.Call) {
	if len(e.Keywords) != 0 {
		c.errorf(e, diagnostics.CrangeArgs, "crange() takes no keyword arguments")
		return
	}
	if len(e.Args) < 1 || len(e.Args) > 2 {
		c.errorf(e, diagnostics.CrangeArgs, "crange() accepts only 1 or 2 parameters")
		return
	}
	for _, a := range e.Args {
		t := c.expr(a, PrimOf(int64Prim))
		if t == Invalid {
			continue
		}
		p, ok := IsPrim(t)
		if !ok || !p.IsInt() {
			d := c.errorf(a, diagnostics.CrangeArgs, "can't use crange with arg: %s", c.describe(a, t))
			if !ok {
				d.Hint = "convert it: crange(int64(" + exprText(c.m, a) + "))"
			}
			continue
		}
		if !p.AssignableTo(int64Prim) {
			c.errorf(a, diagnostics.CrangeArgs, "can't use crange with arg: %s", p.Name)
		}
	}
}

// HasStarArgs reports whether a call unpacks *args or **kwargs.
func HasStarArgs(e *parser.Call) bool {
	for _, a := range e.Args {
		if _, ok := a.(*parser.Starred); ok {
			return true
		}
	}
	for _, k := range e.Keywords {
		if k.Arg == "" {
			return true
		}
	}
	return false
}

// starCall checks f(*args, **kwargs): every value is an object, and the
// callee is called as a Python object (a module function through its
// function object).
func (c *checker) starCall(e *parser.Call) Type {
	ft := c.expr(e.Func, nil)
	for _, a := range e.Args {
		if s, ok := a.(*parser.Starred); ok {
			c.info.setType(s, Dynamic)
			if _, prim := IsPrim(c.expr(s.Value, nil)); prim {
				c.errorf(s, diagnostics.PrimitiveArgument, "starred expression cannot be primitive")
			}
			continue
		}
		c.argObject(a, c.expr(a, nil))
	}
	for _, k := range e.Keywords {
		c.argObject(k.Value, c.expr(k.Value, nil))
	}
	switch f := ft.(type) {
	case *Func:
		return f.Decl.callType()
	case *TypeRef:
		if _, ok := IsPrim(f.T); ok {
			c.unsupported(e, "*args or **kwargs in a primitive conversion")
			return PrimOf(int64Prim)
		}
		if IsObject(f.T) {
			return f.T
		}
	case *Builtin:
		c.unsupported(e, "*args or **kwargs in a call to "+f.Name+"()")
	case *Prim:
		c.errorf(e, diagnostics.BadCall, "cannot call %s", f)
		return Invalid
	}
	return Dynamic
}

// readsFrame reports whether a call of builtin name reads the frame it
// is called from, which compiled code does not have (the builtin would
// see its caller's): locals(), vars() and dir() without an argument in
// a function, and eval() or exec() without their globals anywhere
// (globals() is the module's dict, which lower passes).
func (c *checker) readsFrame(name string, e *parser.Call) bool {
	noArgs := len(e.Args) == 0 && len(e.Keywords) == 0
	switch name {
	case "locals", "vars", "dir":
		return noArgs && c.fn != nil
	case "eval", "exec":
		if len(e.Args) >= 2 {
			return false
		}
		for _, k := range e.Keywords {
			if k.Arg == "globals" || k.Arg == "" {
				return false
			}
		}
		return true
	}
	return false
}

// frameReaders are the functions that return the frame they are
// called from, or its callers: module -> function.
var frameReaders = map[string]map[string]bool{
	"sys":     {"_getframe": true},
	"inspect": {"currentframe": true, "stack": true},
}

// frameReader says which frame reader f is ("sys._getframe()"), or ""
// when it is none: an attribute of a name the module binds to sys or
// inspect (`import sys`), or a name it imports from them (`from sys
// import _getframe`). A compiled function has no frame: one that reads
// its own runs interpreted, where sys._getframe() is its frame and
// sys._getframe(1) its caller's (the module body runs under a frame of
// the module: lower's ExecInFrame).
func (c *checker) frameReader(f parser.Expr) string {
	if c.frameNames == nil {
		c.frameNames = map[string]string{}
		for _, s := range c.m.Body {
			switch s := s.(type) {
			case *parser.Import:
				for _, a := range s.Names {
					if frameReaders[a.Name] != nil {
						c.frameNames[a.ImportName()] = a.Name
					}
				}
			case *parser.ImportFrom:
				for _, a := range s.Names {
					if s.Level == 0 && frameReaders[s.Module][a.Name] {
						name := a.AsName
						if name == "" {
							name = a.Name
						}
						c.frameNames[name] = s.Module + "." + a.Name
					}
				}
			}
		}
	}
	switch f := f.(type) {
	case *parser.Name:
		if q, ok := c.frameNames[f.Id]; ok && strings.Contains(q, ".") {
			if _, isGlobal := c.info.RefOf(f).(*Global); isGlobal {
				return q + "()"
			}
		}
	case *parser.Attribute:
		if n, ok := f.Value.(*parser.Name); ok {
			if mod, ok := c.frameNames[n.Id]; ok && frameReaders[mod][f.Attr] {
				if _, isGlobal := c.info.RefOf(n).(*Global); isGlobal {
					return mod + "." + f.Attr + "()"
				}
			}
		}
	}
	return ""
}

// displayClass is the class of a list or dict display or comprehension
// (list, dict), nil for any other expression.
func displayClass(e parser.Expr) Type {
	switch e.(type) {
	case *parser.List, *parser.ListComp:
		return ListObj
	case *parser.Dict, *parser.DictComp:
		return DictObj
	}
	return nil
}
