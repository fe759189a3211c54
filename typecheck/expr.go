// This file implements the typing of expressions, annotated and augmented
// assignments.

package typecheck

import (
	"math/big"
	"strings"

	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/primitives"
)

var int64Prim = primitives.Int64

// opNames are CinderX's names of the binary operators in messages.
var opNames = map[parser.BinOpKind]string{
	parser.Add: "add", parser.Sub: "subtract", parser.Mult: "multiply", parser.Div: "divide",
	parser.FloorDiv: "divide", parser.Mod: "modulus", parser.Pow: "pow", parser.LShift: "left shift",
	parser.RShift: "right shift", parser.BitOr: "bitwise or", parser.BitXor: "xor",
	parser.BitAnd: "bitwise and", parser.MatMult: "matrix multiply",
}

// lookup resolves a name in the current scope: a *Var, a *Global, or nil
// for a Python builtin or an undefined name.
func (c *checker) lookup(name string) any { return c.lookupAt(name, nil) }

// lookupAt is lookup, with the node that uses the name for errors about
// capturing it.
func (c *checker) lookupAt(name string, at parser.Node) any {
	if v := c.lookupComp(name); v != nil {
		return v
	}
	// A class body's names are seen by its own statements, not by the
	// lambdas and comprehensions in it, which are scopes of their own
	// (CPython resolves their free names past the class).
	if c.inClassBody() && c.class.Attrs[name] {
		return &ClassAttr{Class: c.class, Name: name}
	}
	if c.fn != nil && !c.fn.globals[name] {
		if v := c.fn.locals[name]; v != nil {
			return v
		}
		if !c.fn.nonlocals[name] && c.fn.binds(name) {
			// Read before its first assignment in source order.
			v := &Var{Name: name, Type: Dynamic}
			c.fn.locals[name] = v
			c.fn.Locals = append(c.fn.Locals, v)
			return v
		}
		for _, s := range c.outerComps {
			if s.vars[name] != nil {
				where := at
				if where == nil {
					where = s.vars[name].Pos
				}
				c.unsupported(where, "a lambda or nested function using a comprehension variable")
				return &Var{Name: name, Type: Invalid}
			}
		}
		if v := c.lookupEnclosing(name, at); v != nil {
			return v
		}
		if nc := c.fn.InNestedClass; name == "__class__" && nc != nil {
			// A method's __class__: the cell its class statement fills.
			cell := nc.classCell()
			c.fn.addFree(cell)
			return cell
		}
	}
	if g := c.info.Globals[name]; g != nil {
		return g
	}
	return nil
}

// isStaticBuiltin reports whether e names the __static__ builtin `name`.
func (c *checker) isStaticBuiltin(e parser.Expr, name string) bool {
	n, ok := e.(*parser.Name)
	if !ok {
		return false
	}
	g, ok := c.lookup(n.Id).(*Global)
	return ok && g.Kind == GlobalStatic && g.Static == name
}

// annAssign checks `x: T = v`: it declares x with type T.
func (c *checker) annAssign(s *parser.AnnAssign) {
	if c.fn == nil && c.redefined[s] {
		// Reported as a redefinition; its value is still checked.
		if s.Value != nil {
			c.expr(s.Value, nil)
		}
		return
	}
	saved := c.annotatedStore
	c.annotatedStore = true
	defer func() { c.annotatedStore = saved }()
	n, ok := s.Target.(*parser.Name)
	if c.cfg.Static {
		if ok {
			c.classOnlyAnnotation(s.Annotation, s) // (class bodies are checked in class.go)
		}
		c.checkFinalPlacement(s.Annotation, true)
	}
	if a, isAttr := s.Target.(*parser.Attribute); isAttr && c.fn != nil {
		// self.x: int64 = v declares a field of the class.
		if ct, ok := IsClass(c.expr(a.Value, nil)); ok {
			if ft := c.annotation(s.Annotation); ft != nil && ft != Dynamic && ct.Info.field(a.Attr) == nil {
				ct.Info.Fields[a.Attr] = ft
			}
		}
	}
	if !ok || c.fn == nil {
		if s.Value != nil {
			var want Type
			if a, isAttr := s.Target.(*parser.Attribute); isAttr {
				if ct, ok := IsClass(c.info.TypeOf(a.Value)); ok {
					want = ct.Info.field(a.Attr)
				}
			}
			if _, isAttr := s.Target.(*parser.Attribute); isAttr && c.fn != nil && isDisplay(s.Value) {
				// The annotation, not the field's type, says what the
				// display builds (the runtime only sees the annotation).
				if at := c.annotation(s.Annotation); at != nil {
					want = at
				}
			}
			var t Type
			if ct, ok := c.checkedDisplay(s.Value, want); ok {
				t = ct
			} else {
				t = c.expr(s.Value, want)
			}
			c.bindTarget(s.Target, t, s.Value)
		}
		return
	}
	if c.isFinalAnnotation(s.Annotation) {
		c.finalLocal(s, n)
		return
	}
	t := c.annotation(s.Annotation)
	if t == nil {
		t = Dynamic
	}
	if c.fn.globals[n.Id] {
		c.errorf(s, diagnostics.RedefineLocal, "annotated name '%s' can't be global", n.Id)
		return
	}
	if v := c.fn.locals[n.Id]; v != nil {
		if v.Type != t {
			c.errorf(s, diagnostics.RedefineLocal, "Cannot redefine local variable %s", n.Id)
			return
		}
	} else {
		v := &Var{Name: n.Id, Type: t, Pos: n, Declared: true}
		c.fn.locals[n.Id] = v
		c.fn.Locals = append(c.fn.Locals, v)
	}
	if s.Value == nil {
		c.info.setRef(n, c.fn.locals[n.Id])
		c.info.setType(n, t)
		if _, ok := IsPrim(t); ok {
			c.bind(c.fn.locals[n.Id]) // a declared primitive holds 0, as in CinderX
		}
		return
	}
	vt, ok := c.checkedDisplay(s.Value, t)
	if !ok {
		vt = c.expr(s.Value, t)
	}
	c.assignName(n, vt, s.Value)
}

// finalLocal checks `x: Final[T] = v` (or `x: Final = v`) in a function:
// a local bound once, of type T (or of v's type).
func (c *checker) finalLocal(s *parser.AnnAssign, n *parser.Name) {
	if c.fn.locals[n.Id] != nil || c.fn.globals[n.Id] || c.fn.nonlocals[n.Id] {
		c.errorf(s, diagnostics.FinalAssign, "Cannot assign to a Final variable")
		return
	}
	var t Type
	if sub, ok := s.Annotation.(*parser.Subscript); ok {
		t = c.annotation(sub.Slice)
	}
	if s.Value == nil {
		if t == nil {
			t = Dynamic
		}
		v := &Var{Name: n.Id, Type: t, Pos: n, Declared: true, final: true}
		c.fn.locals[n.Id], c.fn.Locals = v, append(c.fn.Locals, v)
		c.info.setRef(n, v)
		c.info.setType(n, t)
		return
	}
	vt, ok := c.checkedDisplay(s.Value, t)
	if !ok {
		vt = c.expr(s.Value, t)
	}
	if t == nil {
		// Final alone: the value's type, as an unannotated local's.
		c.assignName(n, vt, s.Value)
	} else {
		v := &Var{Name: n.Id, Type: t, Pos: n, Declared: true}
		c.fn.locals[n.Id], c.fn.Locals = v, append(c.fn.Locals, v)
		c.assignName(n, vt, s.Value)
	}
	if v := c.fn.locals[n.Id]; v != nil {
		v.final = true
	}
}

// isDisplay reports whether e is a list or dict display or
// comprehension (what a declared checked container turns into one).
func isDisplay(e parser.Expr) bool {
	switch e.(type) {
	case *parser.List, *parser.ListComp, *parser.Dict, *parser.DictComp:
		return true
	}
	return false
}

// checkedDisplay types value, a list (dict) display or comprehension in a
// function, as the CheckedList[T] that want is: CinderX builds a
// CheckedList from a list display whose expected type is one, and so do
// lower and the interpreted runtime, which sees the annotation that
// gives want (of the assignment `x: CheckedList[T] = [...]`, of the
// local or parameter x in `x = [...]`, or the return annotation). Each
// element must suit T.
func (c *checker) checkedDisplay(value parser.Expr, want Type) (Type, bool) {
	ct, ok := IsChecked(want)
	if !ok || c.fn == nil {
		return nil, false
	}
	if ct.IsDict() {
		return c.checkedDictDisplay(value, ct)
	}
	var elems displayTypes
	switch v := value.(type) {
	case *parser.List:
		for _, x := range v.Elts {
			if st, ok := x.(*parser.Starred); ok {
				c.unsupported(st, "starred expressions")
				continue
			}
			t := c.expr(x, ct.Elem())
			c.requireDynamic(x, t, "list elements")
			elems.add(c, x, t, ct.Elem())
		}
	case *parser.ListComp:
		c.comprehension(v.Generators, []parser.Expr{v.Elt}, "generator element")
		if t := c.info.TypeOf(v.Elt); t != nil {
			elems.add(c, v.Elt, t, ct.Elem())
		}
	default:
		return nil, false
	}
	if elems.bad {
		c.errorf(value, diagnostics.TypeMismatch, "type mismatch: chklist[%s] cannot be assigned to %s", elems.name(), c.typeName(ct))
	}
	c.info.setType(value, ct)
	return ct, true
}

// displayTypes collects the types of a checked display's keys or
// elements, for the message that names the display's own type as
// CinderX does (`chklist[Union[int, str]] cannot be assigned to
// chklist[int]`).
type displayTypes struct {
	names, wide []string
	bad         bool
}

// add records element e of type t, which the display's T must accept.
func (d *displayTypes) add(c *checker, e parser.Expr, t, want Type) {
	if _, prim := IsPrim(t); !prim && !c.assignable(e, t, want) {
		d.bad = true
	}
	d.names = append(d.names, c.describe(e, t))
	w := c.typeName(t)
	if o, ok := t.(*Object); ok && o.Literal != nil {
		w = o.Literal.Name
	}
	if !contains(d.wide, w) {
		d.wide = append(d.wide, w)
	}
}

// name is the type CinderX gives the elements together: the one
// element's type, their common class, or the union of their classes.
func (d *displayTypes) name() string {
	switch {
	case len(d.names) == 1:
		return d.names[0]
	case len(d.wide) == 1:
		return d.wide[0]
	}
	return "Union[" + strings.Join(d.wide, ", ") + "]"
}

// checkedDictDisplay is checkedDisplay for a dict display or
// comprehension and the CheckedDict[K, V] ct: each key must suit K and
// each value V.
func (c *checker) checkedDictDisplay(value parser.Expr, ct *CheckedType) (Type, bool) {
	key, elem := ct.Key(), ct.Elem()
	var keys, vals displayTypes
	switch v := value.(type) {
	case *parser.Dict:
		for i, k := range v.Keys {
			if k == nil {
				c.unsupported(v.Values[i], "** in a checked dict display")
				continue
			}
			kt := c.expr(k, key)
			c.requireDynamic(k, kt, "dict keys")
			keys.add(c, k, kt, key)
			vt := c.expr(v.Values[i], elem)
			c.requireDynamic(v.Values[i], vt, "dict values")
			vals.add(c, v.Values[i], vt, elem)
		}
	case *parser.DictComp:
		c.comprehension(v.Generators, []parser.Expr{v.Key, v.Value}, "dictionary comprehension key", "dictionary comprehension value")
		if t := c.info.TypeOf(v.Key); t != nil {
			keys.add(c, v.Key, t, key)
		}
		if t := c.info.TypeOf(v.Value); t != nil {
			vals.add(c, v.Value, t, elem)
		}
	default:
		return nil, false
	}
	if keys.bad || vals.bad {
		c.errorf(value, diagnostics.TypeMismatch, "type mismatch: chkdict[%s, %s] cannot be assigned to %s", keys.name(), vals.name(), c.typeName(ct))
	}
	c.info.setType(value, ct)
	return ct, true
}

// augBlame is where an error of augmented assignment s to a target of
// type tt is reported: at the value when the target is a primitive (the
// value must fit it), else at the statement, as CinderX reports them.
func augBlame(s *parser.AugAssign, tt Type) parser.Node {
	if _, ok := IsPrim(tt); ok {
		return s.Value
	}
	return s
}

// augAssign checks `target op= value` as `target = target op value`.
func (c *checker) augAssign(s *parser.AugAssign) {
	switch target := s.Target.(type) {
	case *parser.Name:
		tt := c.expr(target, nil)
		vt := c.expr(s.Value, tt)
		at := augBlame(s, tt)
		rt := c.binary(at, s.Op, target, tt, s.Value, vt)
		if rt == nil {
			return
		}
		if !c.assignable(nil, rt, tt) {
			if _, isConst := c.info.ConstOf(s.Value); !(isConst && rt == tt) {
				c.errorf(at, diagnostics.TypeMismatch, "type mismatch: %s cannot be assigned to %s", rt, tt)
			}
		}
	case *parser.Attribute, *parser.Subscript:
		tt := c.expr(target, nil)
		if a, ok := target.(*parser.Attribute); ok {
			if ct, ok := IsClass(c.info.TypeOf(a.Value)); ok && !c.checkClassVarStore(a, ct.Info) {
				c.checkFinalStore(a, ct.Info)
			}
		}
		// A primitive field or element is the value's context (CinderX's
		// visitAugAssign): self.n += x * y of int8s into an int64
		// multiplies int64s.
		var want Type
		if _, ok := IsPrim(tt); ok {
			want = tt
		}
		vt := c.expr(s.Value, want)
		at := augBlame(s, tt)
		rt := c.binary(at, s.Op, target, tt, s.Value, vt)
		if _, ok := IsPrim(tt); ok && rt != nil && !c.assignable(nil, rt, tt) {
			c.errorf(at, diagnostics.TypeMismatch, "type mismatch: %s cannot be assigned to %s", rt, tt)
		}
	default:
		c.errorf(target, diagnostics.BadAssignTarget, "illegal expression for augmented assignment")
	}
}

// expr types e, with want the type the context expects (nil if none): an
// int literal in an int64 context is an int64.
func (c *checker) expr(e parser.Expr, want Type) Type {
	t := c.expr1(e, want)
	if t == nil {
		t = Invalid
	}
	c.info.setType(e, t)
	return t
}

func (c *checker) expr1(e parser.Expr, want Type) Type {
	switch e := e.(type) {
	case *parser.Constant:
		return c.constant(e, want)
	case *parser.Name:
		return c.name(e)
	case *parser.BinOp:
		ctx := binOpContext(e, want)
		lt := c.expr(e.Left, operandContext(e.Left, ctx))
		rt := c.expr(e.Right, operandContext(e.Right, ctx))
		if ctx == nil {
			if t, done := c.literalRightOperand(e, lt, rt); done {
				return t
			}
		}
		t := c.binary(e, e.Op, e.Left, lt, e.Right, rt)
		if p, ok := IsPrim(t); ok && ctx != nil && p != ctx.(*Prim).Prim && p.AssignableTo(ctx.(*Prim).Prim) {
			// Integer arithmetic where an integer primitive is expected
			// is done in that type, as CinderX binds it under its type
			// context: `z: int16 = x * y` of two int8 multiplies int16s
			// (lower converts the operands to the expression's type).
			return ctx
		}
		return t
	case *parser.UnaryOp:
		return c.unary(e, want)
	case *parser.BoolOp:
		return c.boolOp(e, want)
	case *parser.Compare:
		return c.compare(e)
	case *parser.IfExp:
		return c.ifExp(e, want)
	case *parser.Call:
		return c.call(e, want)
	case *parser.Attribute:
		t := c.expr(e.Value, nil)
		if _, ok := IsPrim(t); ok {
			c.errorf(e, diagnostics.BadAttribute, "cannot load attribute from %s", t)
		}
		if c.maybeNone(e, t, "'NoneType' object has no attribute '"+e.Attr+"'") {
			return Invalid
		}
		if !c.cfg.Static && isOptionalOrNone(t) {
			return Dynamic
		}
		if ct, ok := IsClass(t); ok {
			if len(c.flow) > 0 {
				if key, _, ok := c.fieldKeyOf(e); ok {
					if nt, ok := c.flow[key]; ok {
						return nt
					}
				}
			}
			return c.attribute(e, ct)
		}
		return Dynamic
	case *parser.Subscript:
		if c.isArrayName(e.Value) {
			c.info.setType(e.Value, Dynamic)
			if at := c.arrayAnnotation(e); at != nil {
				return &TypeRef{T: at}
			}
			return Dynamic
		}
		if name := c.checkedName(e.Value); name != "" {
			c.info.setType(e.Value, Dynamic)
			if ct := c.checkedAnnotation(name, e); ct != nil {
				return &TypeRef{T: ct}
			}
			return Dynamic
		}
		t := c.expr(e.Value, nil)
		if a, ok := IsArray(t); ok {
			return c.arrayIndex(e, a)
		}
		if ct, ok := IsChecked(t); ok {
			c.checkedIndex(e, ct)
			if _, ok := e.Slice.(*parser.Slice); ok && !ct.IsDict() {
				return ct // a slice of a CheckedList[T] is one
			}
			return ct.Elem()
		}
		if _, ok := IsPrim(t); ok {
			c.errorf(e, diagnostics.BadIndex, "cannot index %s", t)
		}
		c.maybeNone(e, t, "'NoneType' object is not subscriptable")
		c.index(e, t)
		return Dynamic
	case *parser.List:
		c.elements(e.Elts, "list elements")
		return ListObj
	case *parser.Tuple:
		c.elements(e.Elts, "tuple elements")
		return TupleObj
	case *parser.Set:
		c.elements(e.Elts, "set members")
		return SetObj
	case *parser.Dict:
		for i := range e.Keys {
			if e.Keys[i] == nil {
				if _, ok := IsPrim(c.expr(e.Values[i], nil)); ok {
					c.errorf(e.Values[i], diagnostics.PrimitiveObjectUse, "dict splat cannot be a primitive")
					continue
				}
				continue // `{**m}`: m's items where it stands
			}
			c.requireDynamic(e.Keys[i], c.expr(e.Keys[i], nil), "dict keys")
			c.requireDynamic(e.Values[i], c.expr(e.Values[i], nil), "dict values")
		}
		return DictObj
	case *parser.JoinedStr:
		for _, v := range e.Values {
			if fv, ok := v.(*parser.FormattedValue); ok {
				t := c.expr(fv.Value, nil)
				c.requireObject(fv.Value, t, "cannot use primitive in formatted value")
				if fv.FormatSpec != nil {
					c.expr(fv.FormatSpec, nil)
				}
			}
		}
		return StrObj
	case *parser.Starred:
		c.starred(e)
	case *parser.Lambda:
		return c.lambda(e)
	case *parser.ListComp:
		c.comprehension(e.Generators, []parser.Expr{e.Elt}, "generator element")
		return ListObj
	case *parser.SetComp:
		c.comprehension(e.Generators, []parser.Expr{e.Elt}, "generator element")
		return SetObj
	case *parser.DictComp:
		c.comprehension(e.Generators, []parser.Expr{e.Key, e.Value}, "dictionary comprehension key", "dictionary comprehension value")
		return DictObj
	case *parser.GeneratorExp:
		if !c.genexpConsumed[e] && c.fn != nil && !c.interp && GenexpObstacle(e, e.InCoroutine) == "" {
			return c.genexp(e)
		}
		if !c.genexpConsumed[e] {
			c.unsupported(e, "generator expressions (except as the argument of sum, min, max, any, all, sorted, list, tuple, set, dict or str.join)")
			return Dynamic
		}
		c.genexpDepth++
		c.comprehension(e.Generators, []parser.Expr{e.Elt}, "generator element")
		c.genexpDepth--
		return Dynamic
	case *parser.NamedExpr:
		// Binds in the enclosing function even inside a comprehension
		// (PEP 572), which is where assignName binds.
		want := c.targetType(e.Target)
		t := c.expr(e.Value, want)
		c.assignName(e.Target, t, e.Value)
		c.walrusNarrowing(e)
		if ref, ok := c.info.RefOf(e.Target).(*Var); ok {
			return ref.Type
		}
		return t
	case *parser.Await, *parser.Yield, *parser.YieldFrom:
		if _, a := e.(*parser.Await); c.interp || c.fn != nil && c.fn.Generator && (a == c.fn.Coroutine || c.fn.AsyncGen) {
			if _, from := e.(*parser.YieldFrom); from && c.fn != nil && c.fn.AsyncGen {
				c.errorf(e, diagnostics.SyntaxError, "'yield from' inside async function")
				return Dynamic
			}
			return c.suspendExpr(e)
		}
		if _, ok := e.(*parser.Await); ok {
			c.unsupported(e, "await")
		} else {
			c.unsupported(e, "generators")
		}
	case *parser.Slice:
		for _, p := range []parser.Expr{e.Lower, e.Upper, e.Step} {
			if p != nil {
				c.requireObject(p, c.expr(p, nil), "slice indices cannot be primitives")
			}
		}
		return Dynamic
	default:
		c.unsupported(e, "this expression")
	}
	return Dynamic
}

func (c *checker) elements(elts []parser.Expr, what string) {
	for _, x := range elts {
		if s, ok := x.(*parser.Starred); ok {
			// `[*a, b]`: a's items where it stands (any iterable).
			if _, ok := IsPrim(c.expr(s.Value, nil)); ok {
				c.errorf(s, diagnostics.PrimitiveObjectUse, "cannot use primitive in starred expression")
			}
			continue
		}
		c.requireDynamic(x, c.expr(x, nil), what)
	}
}

// starred reports a starred expression where Python allows none (`x =
// *a`, `return *a`): displays, calls and targets handle theirs.
func (c *checker) starred(s *parser.Starred) {
	c.expr(s.Value, nil)
	c.errorf(s, diagnostics.SyntaxError, "can't use starred expression here")
}

// requireDynamic reports a primitive where a display stores a Python
// object, in CinderX's words (the element is typed against dynamic:
// "dict keys cannot be primitives" for dict keys, values and set
// members, which CinderX names, a type mismatch for list and tuple
// elements), with ours in the hint.
func (c *checker) requireDynamic(at parser.Expr, t Type, what string) {
	if _, ok := IsPrim(t); ok && at != nil {
		var d *diagnostics.Diagnostic
		switch what {
		case "dict keys", "dict values", "set members":
			d = c.errorf(at, diagnostics.PrimitiveObjectUse, "%s cannot be primitives", what)
			d.Hint = "box(x)"
		default:
			d = c.errorf(at, diagnostics.PrimitiveObjectUse, "type mismatch: %s cannot be assigned to dynamic", t)
			d.Hint = what + " cannot be primitives: box(x)"
		}
	}
}

// isListType reports whether t is list or a module class deriving from it.
func isListType(t Type) bool {
	return t == ListObj || builtinBaseOf(t) == ListObj
}

// localTypeOf is the local type of e when e names an unannotated local
// whose every assignment stored a value of one type: path by path that is
// CinderX's local type there (its reveal_type is localtype.go's).
func (c *checker) localTypeOf(e parser.Expr) (Type, bool) {
	n, ok := e.(*parser.Name)
	if !ok || c.fn == nil {
		return nil, false
	}
	v, ok := c.info.RefOf(n).(*Var)
	if !ok || c.fn.locals[n.Id] != v || v.Declared || v.Param {
		return nil, false
	}
	if v.stored == nil || v.stored == Dynamic {
		return nil, false
	}
	return v.stored, true
}

// index checks a subscript's index against the container's type
// (recv): an object, or, for a list (or a subclass of list), a signed
// primitive int that lower boxes, as CinderX's list takes it. Any other
// primitive index is typed against dynamic, in CinderX's words: a
// uint64 may not fit a Py_ssize_t, and a dict, tuple or str has no
// primitive index at all in CinderX.
func (c *checker) index(e *parser.Subscript, recv Type) {
	t := c.expr(e.Slice, nil)
	p, ok := IsPrim(t)
	if !ok {
		return
	}
	if p.IsInt() && p.Signed {
		if isListType(recv) {
			return
		}
		if recv == Dynamic {
			// An unannotated local is declared dynamic; CinderX indexes
			// it by its local type on the path. When that is unknown
			// here, the index is boxed rather than rejected.
			if lt, known := c.localTypeOf(e.Value); !known || isListType(lt) {
				return
			}
		}
	}
	d := c.errorf(e.Slice, diagnostics.TypeMismatch, "type mismatch: %s cannot be assigned to dynamic", t)
	d.Hint = "only a list takes a signed primitive index: box(i)"
}

func (c *checker) constant(e *parser.Constant, want Type) Type {
	wp, wantPrim := IsPrim(want)
	switch e.Kind {
	case parser.ConstInt:
		c.info.setConst(e, Const{Int: e.Int})
		if wantPrim && (wp.IsFloat() || (wp.IsInt() && wp.Fits(e.Int))) {
			return want
		}
		return IntObj
	case parser.ConstFloat:
		f := e.Float
		c.info.setConst(e, Const{Float: &f})
		if wantPrim && wp.IsFloat() {
			return want
		}
		return FloatObj
	case parser.ConstTrue, parser.ConstFalse:
		b := e.Kind == parser.ConstTrue
		c.info.setConst(e, Const{Bool: &b})
		if wantPrim && wp == primitives.CBool {
			return want
		}
		return BoolObj
	case parser.ConstStr:
		s := e.Str
		c.info.setConst(e, Const{Str: &s})
		return StrObj
	case parser.ConstNone:
		return NoneObj
	case parser.ConstBytes:
		return BytesObj
	}
	return Dynamic
}

func (c *checker) name(e *parser.Name) Type {
	switch r := c.lookupAt(e.Id, e).(type) {
	case *Var:
		c.info.setRef(e, r)
		if c.cfg.Static {
			c.checkBound(e, r)
		}
		if len(c.flow) > 0 {
			t := c.narrowed(r)
			if c.unionNarrowed && t != r.Type && !isClassOrOptional(t) && c.flow[unionNarrowKey{r}] != nil {
				c.info.erase = append(c.info.erase, e)
			}
			return t
		}
		return r.Type
	case *ClassAttr:
		c.info.setRef(e, r)
		return Dynamic
	case *Global:
		c.info.setRef(e, r)
		if r.Kind == GlobalFinal {
			c.info.setConst(e, r.Const)
		}
		return r.Type
	}
	if pythonBuiltins[e.Id] {
		g := &Global{Name: e.Id, Kind: GlobalBuiltin, Type: Dynamic}
		if o := objectTypes[e.Id]; o != nil {
			g.Type = &TypeRef{T: o}
		}
		c.info.setRef(e, g)
		return g.Type
	}
	if e.Id == "reveal_type" {
		// CinderX's compiler provides reveal_type in every static
		// module, imported or not; it always reports, so nothing lowers it.
		g := &Global{Name: e.Id, Kind: GlobalStatic, Type: &Builtin{Name: e.Id}, Static: e.Id}
		c.info.setRef(e, g)
		return g.Type
	}
	if !c.cfg.Static || c.interp && c.fn == nil && c.class != nil {
		// A plain module follows Python's scoping: a global bound nowhere
		// the checker sees (by a function that imports it as a local
		// elsewhere, by globals(), setattr or exec) is looked up when the
		// read runs, and is a NameError only then. So does a class-body
		// statement that runs interpreted: the class scope holds what
		// the body's earlier statements bound.
		return Dynamic
	}
	c.errorf(e, diagnostics.UndefinedName, "Name `%s` is not defined.", e.Id)
	return Invalid
}

// retype gives a compile-time constant operand the primitive type of the
// other operand, when its value fits.
func (c *checker) retype(e parser.Expr, p *primitives.Prim) bool {
	k, ok := c.info.ConstOf(e)
	if !ok {
		return false
	}
	switch {
	case p.IsInt() && k.Int != nil && p.Fits(k.Int):
	case p.IsFloat() && (k.Int != nil || k.Float != nil):
	case p == primitives.CBool && k.Bool != nil:
	default:
		return false
	}
	c.setType(e, PrimOf(p))
	return true
}

// intLiteralOfFloat reports whether e is an int constant compared with a
// float primitive: CinderX does not convert it (`can't compare double to
// Literal[3]`), where it converts one assigned.
func (c *checker) intLiteralOfFloat(e parser.Expr, p *primitives.Prim) bool {
	k, ok := c.info.ConstOf(e)
	return ok && p.IsFloat() && k.Int != nil
}

// setType records a new type for a constant expression and its constant
// operands, so lower emits them in that type.
func (c *checker) setType(e parser.Expr, t Type) {
	c.info.setType(e, t)
	switch e := e.(type) {
	case *parser.UnaryOp:
		c.setType(e.Operand, t)
	case *parser.BinOp:
		c.setType(e.Left, t)
		c.setType(e.Right, t)
	}
}

// literalRightOperand types `x op N`, an integer primitive x and an int
// literal N, where no integer type is expected: CinderX binds the
// literal as an int64 there (CIntInstance.bind_binop visits it under
// int64 for want of a context) and does the arithmetic in the wider of
// the two (validate_mixed_math): `x / -2` of a uint32 divides int64s,
// `x + 1` of an int8 adds int64s, `**` gives a double, and a uint64
// has no wider type (*cannot add uint64 and Literal[1]*). done is false
// where that rule does not apply.
func (c *checker) literalRightOperand(e *parser.BinOp, lt, rt Type) (Type, bool) {
	lp, ok := IsPrim(lt)
	if !ok || !lp.IsInt() || lp == primitives.CBool || e.Op == parser.MatMult {
		return nil, false
	}
	if _, rPrim := IsPrim(rt); rPrim {
		return nil, false
	}
	switch r := e.Right.(type) {
	case *parser.Constant:
	case *parser.UnaryOp:
		if _, isConst := r.Operand.(*parser.Constant); !isConst || r.Op != parser.USub {
			return nil, false
		}
	default:
		return nil, false
	}
	k, ok := c.info.ConstOf(e.Right)
	if !ok || k.Int == nil || k.Bool != nil || !int64Prim.Fits(k.Int) {
		return nil, false
	}
	p, ok := primitives.Promote(lp, int64Prim)
	if !ok {
		c.errorf(e, diagnostics.BadBinOp, "cannot %s %s and %s", opNames[e.Op], lp.Name, constLiteralName(k))
		return Invalid, true
	}
	switch e.Op {
	case parser.LShift, parser.RShift, parser.BitAnd, parser.BitOr, parser.BitXor, parser.Add, parser.Sub, parser.Mult, parser.Div, parser.FloorDiv, parser.Mod, parser.Pow:
	default:
		return nil, false
	}
	c.setType(e.Right, PrimOf(int64Prim))
	if e.Op == parser.Pow {
		return PrimOf(primitives.Double), true
	}
	return PrimOf(p), true
}

// binOpContext is the type context an integer binary operation passes
// to its operands: want when that is an integer primitive (a declared
// local, a parameter, a return type), except for `**`, whose result is a
// double whatever its operands.
func binOpContext(e *parser.BinOp, want Type) Type {
	if p, ok := IsPrim(want); ok && p.IsInt() && p != primitives.CBool && e.Op != parser.Pow {
		return want
	}
	return nil
}

// operandContext is the context an operand of arithmetic done in ctx
// is checked in: ctx for nested arithmetic (`x * y + 1` multiplies in
// the context's type too, and so does `-(x * y) + 1`, as CinderX passes
// its context through unary operators and conditional expressions),
// none for a leaf, whose own type decides whether the operation widens
// (a literal beside a dynamic value stays an int object).
func operandContext(e parser.Expr, ctx Type) Type {
	if hasArith(e) {
		return ctx
	}
	return nil
}

// binary types `l op r`.
func (c *checker) binary(at parser.Node, op parser.BinOpKind, l parser.Expr, lt Type, r parser.Expr, rt Type) Type {
	if lt == Invalid || rt == Invalid {
		return Invalid
	}
	if ref, ok := lt.(*TypeRef); ok && op == parser.BitOr && IsObject(ref.T) {
		// `int | str` makes a union type; `int | "s"` is CinderX's
		// error (Class.bind_binop).
		if _, isType := rt.(*TypeRef); !isType && rt != NoneObj && rt != Dynamic && IsObject(rt) {
			c.errorf(at, diagnostics.BadBinOp, "unsupported operand type(s) for |: %s and %s", c.typeName(lt), c.describe(r, rt))
			return nil
		}
	}
	lp, lPrim := IsPrim(lt)
	rp, rPrim := IsPrim(rt)
	fail := func(a, b string) Type {
		c.errorf(at, diagnostics.BadBinOp, "cannot %s %s and %s", opNames[op], a, b)
		return nil
	}
	if lPrim && !rPrim {
		if c.retype(r, lp) {
			rp, rPrim = lp, true
		} else if c.unionWithLiteral(r, lp) {
			return nil
		} else {
			return fail(lp.Name, c.describe(r, rt))
		}
	} else if rPrim && !lPrim {
		if c.retype(l, rp) {
			lp, lPrim = rp, true
		} else if c.unionWithLiteral(l, rp) {
			return nil
		} else {
			return fail(c.describe(l, lt), rp.Name)
		}
	}
	if lPrim && rPrim {
		if lp == primitives.CBool || rp == primitives.CBool {
			c.errorf(at, diagnostics.CboolOperand, "cbool is not a valid operand type for %s", opNames[op])
			return nil
		}
		p, ok := primitives.Promote(lp, rp)
		if !ok || op == parser.MatMult {
			return fail(lp.Name, rp.Name)
		}
		if op == parser.Pow && lp.IsInt() && rp.IsInt() && lp.Signed != rp.Signed {
			return fail(lp.Name, rp.Name) // CinderX has no mixed-sign pow
		}
		if p.IsFloat() {
			switch op {
			case parser.LShift, parser.RShift, parser.BitAnd, parser.BitOr, parser.BitXor:
				return fail(lp.Name, rp.Name)
			}
		}
		if op == parser.Pow && p.IsInt() {
			return PrimOf(primitives.Double)
		}
		return PrimOf(p)
	}
	// Python objects: the C API does the work; keep what is known.
	lk, lc := c.info.ConstOf(l)
	rk, rc := c.info.ConstOf(r)
	if lc && rc && lk.Int != nil && rk.Int != nil && op != parser.Div {
		if v := foldIntBinOp(op, lk.Int, rk.Int); v != nil {
			if e, ok := at.(parser.Expr); ok {
				c.info.setConst(e, Const{Int: v})
			}
			return IntObj
		}
	}
	isInt := func(t Type) bool { return t == IntObj || t == BoolObj }
	switch {
	case isInt(lt) && isInt(rt) && op != parser.Div && op != parser.Pow && op != parser.MatMult:
		return IntObj
	case (lt == FloatObj || isInt(lt)) && (rt == FloatObj || isInt(rt)) && op != parser.MatMult:
		if op == parser.Pow {
			return Dynamic
		}
		return FloatObj
	case lt == StrObj && rt == StrObj && op == parser.Add, lt == StrObj && op == parser.Mod:
		return StrObj
	}
	return Dynamic
}

// unionWithLiteral reports CinderX's invalid-union error when e is an
// inferred local first bound to an int literal and meets a primitive.
func (c *checker) unionWithLiteral(e parser.Expr, p *primitives.Prim) bool {
	v, ok := c.varOf(e)
	if !ok || v.literal == "" || v.Declared {
		return false
	}
	d := c.errorf(e, diagnostics.PrimitiveUnion, "invalid union type Union[%s, Literal[%s]]; unions cannot include primitive types", p.Name, v.literal)
	d.Hint = "declare it: " + v.Name + ": " + p.Name + " = " + v.literal
	return true
}

func (c *checker) unary(e *parser.UnaryOp, want Type) Type {
	t := c.expr(e.Operand, want)
	if t == Invalid {
		return Invalid
	}
	if e.Op != parser.Not && c.maybeNone(e, t, "bad operand type for unary "+e.Op.String()+": 'NoneType'") {
		return Invalid
	}
	if k, ok := c.info.ConstOf(e.Operand); ok {
		if folded, ok := c.foldConst(e); ok {
			c.info.setConst(e, folded)
			if p, isPrim := IsPrim(want); isPrim && c.retype(e, p) {
				return want
			}
			if k.Int != nil && e.Op != parser.Not {
				if p, isPrim := IsPrim(t); isPrim {
					// -128 typed by its context: fold, then check the range.
					if !p.IsInt() || p.Fits(folded.Int) {
						return t
					}
					c.setType(e, IntObj)
					return IntObj
				}
				return IntObj
			}
		}
	}
	p, isPrim := IsPrim(t)
	if !isPrim {
		if e.Op == parser.Not {
			return BoolObj
		}
		if t == IntObj || t == BoolObj {
			return IntObj
		}
		if t == FloatObj && e.Op != parser.Invert {
			return FloatObj
		}
		return Dynamic
	}
	switch e.Op {
	case parser.Not:
		if p.IsFloat() {
			c.errorf(e, diagnostics.BadUnaryOp, "Cannot invert/not a double")
			return nil
		}
		return PrimOf(primitives.CBool)
	case parser.Invert:
		if p.IsFloat() {
			c.errorf(e, diagnostics.BadUnaryOp, "Cannot invert/not a double")
			return nil
		}
		if p == primitives.CBool {
			c.errorf(e, diagnostics.CboolOperand, "cbool is not a valid operand type for invert")
			return nil
		}
	default:
		if p == primitives.CBool {
			c.errorf(e, diagnostics.CboolOperand, "cbool is not a valid operand type for %s", map[parser.UnaryOpKind]string{parser.USub: "negate", parser.UAdd: "pos"}[e.Op])
			return nil
		}
	}
	return t
}

// boolOp types `a and b` / `a or b`: all primitives of one type, or all
// objects.
func (c *checker) boolOp(e *parser.BoolOp, want Type) Type {
	types := make([]Type, len(e.Values))
	var prim *primitives.Prim
	// Each operand runs only when the ones before it held (and) or
	// failed (or): it is checked under what they proved.
	saved := c.capture()
	var first narrowing
	defer func() {
		// The first operand always runs: what it binds stays bound.
		// The others may not run: a local they store into keeps no
		// narrowing.
		c.flow = afterConditional(saved, c.flow, walrusTargets(e.Values...))
		for k := range first {
			if b, ok := k.(boundKey); ok {
				c.bind(b.v)
			}
		}
	}()
	for i, v := range e.Values {
		types[i] = c.expr(v, want)
		if i == 0 {
			first = c.capture()
		}
		if types[i] == Invalid {
			return Invalid
		}
		if p, ok := IsPrim(types[i]); ok && prim == nil {
			prim = p
		}
		if i < len(e.Values)-1 {
			th, el := c.testNarrowing(v)
			if e.Op == parser.And {
				c.flow = c.flow.with(th)
			} else {
				c.flow = c.flow.with(el)
				if o, ok := IsOptional(types[i]); ok {
					types[i] = o.Inner // what `or` gives of it is truthy
				}
			}
		}
	}
	if prim == nil {
		// CinderX widens the operands' types (binder.widen): the one
		// that accepts the others, else their union.
		var t Type
		for _, o := range types {
			t = c.widen(t, o)
		}
		return t
	}
	for i, v := range e.Values {
		if p, ok := IsPrim(types[i]); ok && p == prim {
			continue
		}
		if c.retype(v, prim) {
			continue
		}
		a, b := prim.Name, c.describe(v, types[i])
		c.errorf(e, diagnostics.PrimitiveUnion, "invalid union type Union[%s, %s]; unions cannot include primitive types", a, b)
		return nil
	}
	return PrimOf(prim)
}

// compare types a chain of comparisons: cbool when primitives are
// compared, a Python object otherwise.
func (c *checker) compare(e *parser.Compare) Type {
	left, lt := e.Left, c.expr(e.Left, nil)
	allPrim, anyPrim := true, false
	for i, op := range e.Ops {
		right := e.Comparators[i]
		rt := c.expr(right, nil)
		if lt == Invalid || rt == Invalid {
			return Invalid
		}
		lp, lPrim := IsPrim(lt)
		rp, rPrim := IsPrim(rt)
		if lPrim && !rPrim && !c.intLiteralOfFloat(right, lp) && c.retype(right, lp) {
			rp, rPrim, rt = lp, true, lt
		} else if rPrim && !lPrim && !c.intLiteralOfFloat(left, rp) && c.retype(left, rp) {
			lp, lPrim, lt = rp, true, rt
		}
		switch {
		case lPrim && rPrim:
			anyPrim = true
			if op >= parser.Is {
				c.errorf(e, diagnostics.BadCompare, "'%s' not supported between '%s' and '%s'", op, lp.Name, rp.Name)
			} else if _, ok := primitives.Promote(lp, rp); !ok {
				c.errorf(e, diagnostics.BadCompare, "can't compare %s to %s", lp.Name, rp.Name)
			}
		case rPrim:
			// The primitive compares (CinderX's bind_reverse_compare):
			// it is named first.
			c.errorf(e, diagnostics.BadCompare, "can't compare %s to %s", rp.Name, c.describe(left, lt))
			return nil
		case lPrim && (op == parser.In || op == parser.NotIn):
			// CinderX boxes the primitive and tests membership, a bool
			// (CIntInstance.bind_compare); staticpyc runs it interpreted.
			c.unsupported(e, "membership tests of a primitive")
			allPrim = false
		case lPrim:
			c.errorf(e, diagnostics.BadCompare, "can't compare %s to %s", c.describe(left, lt), c.describe(right, rt))
			return nil
		default:
			allPrim = false
			if op >= parser.Lt && op <= parser.GtE && (isOptionalOrNone(lt) || isOptionalOrNone(rt)) && c.cfg.Static {
				// (A plain module compares as Python does: `None < 1`
				// raises CPython's TypeError when it runs.)
				c.errorf(e, diagnostics.BadCompare, "'%s' not supported between '%s' and '%s'", op, c.describe(left, lt), c.describe(right, rt))
			}
		}
		left, lt = right, rt
	}
	if anyPrim && allPrim {
		return PrimOf(primitives.CBool)
	}
	if anyPrim {
		c.errorf(e, diagnostics.PrimitiveUnion, "invalid union type Union[cbool, bool]; unions cannot include primitive types")
		return nil
	}
	for _, op := range e.Ops {
		if op == parser.Is || op == parser.IsNot || op == parser.In || op == parser.NotIn {
			continue
		}
	}
	return Dynamic
}

// ifExp types `a if test else b`.
func (c *checker) ifExp(e *parser.IfExp, want Type) Type {
	c.expr(e.Test, nil)
	then, orelse := c.testNarrowing(e.Test)
	saved := c.capture()
	c.flow = saved.with(then)
	bt := c.expr(e.Body, want)
	c.flow = saved.with(orelse)
	afterBody := c.flow
	ot := c.expr(e.Orelse, want)
	names := walrusTargets(e.Body, e.Orelse)
	c.flow = afterConditional(afterConditional(saved, afterBody, names), c.flow, names)
	if bt == Invalid || ot == Invalid {
		return Invalid
	}
	bp, bPrim := IsPrim(bt)
	op, oPrim := IsPrim(ot)
	switch {
	case bPrim && oPrim:
		p, ok := primitives.Promote(bp, op)
		if !ok {
			c.errorf(e, diagnostics.PrimitiveUnion, "invalid union type Union[%s, %s]; unions cannot include primitive types", bp.Name, op.Name)
			return nil
		}
		return PrimOf(p)
	case bPrim && c.retype(e.Orelse, bp):
		return bt
	case oPrim && c.retype(e.Body, op):
		return ot
	case bPrim || oPrim:
		c.errorf(e, diagnostics.PrimitiveUnion, "invalid union type Union[%s, %s]; unions cannot include primitive types", c.describe(e.Body, bt), c.describe(e.Orelse, ot))
		return nil
	}
	return c.widen(bt, ot)
}

// bigOne is 1, for range arithmetic.
var bigOne = big.NewInt(1)
