// This file implements class types: a module class named in an
// annotation, the type of self in its methods and of its constructor's
// result. Through a class type the checker knows the declared fields
// (primitive fields are stored boxed and unboxed on load) and the
// methods' signatures (primitive arguments are boxed for the call and
// checked by the method on entry).

package typecheck

import (
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
)

// ClassType is the type of instances of a module class (or of its
// subclasses).
type ClassType struct {
	Info *ClassInfo
}

func (t *ClassType) String() string { return t.Info.Name }

// IsClass reports whether t is a class type.
func IsClass(t Type) (*ClassType, bool) {
	c, ok := t.(*ClassType)
	return c, ok
}

// declareClass records a module-level class before any body is checked,
// so annotations anywhere may name it; its declared fields come from
// `name: T` in its body.
func (c *checker) declareClass(s *parser.ClassDef) {
	if g := c.info.Globals[s.Name]; g != nil && (g.Kind == GlobalFunc || g.Class != nil) && !c.redefined[s] {
		c.errorf(s, diagnostics.Unsupported, "not supported yet: redefining '%s' at module level", s.Name)
	}
	ci := &ClassInfo{Name: s.Name, Def: s, Module: c.moduleName(), home: c.info, Methods: map[*parser.FunctionDef]*FuncDecl{}, Attrs: map[string]bool{},
		Fields: map[string]Type{}, MethodByName: map[string]*FuncDecl{}}
	ci.Type = &ClassType{Info: ci}
	c.info.ClassOf[s] = ci
	c.info.Globals[s.Name] = &Global{Name: s.Name, Kind: GlobalVar, Type: &TypeRef{T: ci.Type}, Class: ci}
}

// declareFields reads a class body's field declarations (after every
// class is declared, so a field may have a class type).
func (c *checker) declareFields(ci *ClassInfo) {
	ci.finals, ci.initFinals = map[string]bool{}, map[string]bool{}
	for _, st := range ci.Def.Body {
		if a, ok := st.(*parser.AnnAssign); ok {
			if n, ok := a.Target.(*parser.Name); ok && c.isFinalAnnotation(a.Annotation) {
				ci.finals[n.Id] = true
				if a.Value == nil {
					ci.initFinals[n.Id] = true
				}
			}
		}
		if def, ok := st.(*parser.FunctionDef); ok && def.Name == "__init__" && len(def.Args.Args) > 0 {
			// self.x: Final[T] = v in __init__ declares a Final attribute.
			self := def.Args.Args[0].Name
			WalkScope(def.Body, func(s parser.Stmt) {
				a, ok := s.(*parser.AnnAssign)
				if !ok || !c.isFinalAnnotation(a.Annotation) {
					return
				}
				if t, ok := a.Target.(*parser.Attribute); ok {
					if n, ok := t.Value.(*parser.Name); ok && n.Id == self {
						ci.finals[t.Attr], ci.initFinals[t.Attr] = true, true
					}
				}
			})
		}
		if a, ok := st.(*parser.AnnAssign); ok {
			if n, ok := a.Target.(*parser.Name); ok && !c.isFinalAnnotation(a.Annotation) {
				if t := c.annotation(a.Annotation); t != nil && t != Dynamic {
					ci.Fields[n.Id] = t
				}
			}
		}
	}
}

// checkFinalStore reports an assignment to a Final attribute of the class
// ci (the receiver's static class, or a base): only its class's __init__
// may assign one there declared without a value, through self.
func (c *checker) checkFinalStore(target *parser.Attribute, ci *ClassInfo) {
	for k := ci; k != nil; k = k.Base {
		if !k.finals[target.Attr] {
			continue
		}
		if f := c.fn; f != nil && f.Class == k && f.Name == "__init__" && k.initFinals[target.Attr] && len(f.Params) > 0 {
			if n, ok := target.Value.(*parser.Name); ok && n.Id == f.Params[0].Name {
				return
			}
		}
		c.errorf(target, diagnostics.FinalAssign, "Cannot assign to a Final attribute of %s:%s", c.qualified(ci.Name), target.Attr)
		return
	}
}

// declareMethodFields reads the `self.x: T = v` declarations of ci's
// methods (self being the method's first parameter), in source order; a
// field a base class already declares keeps the base's type.
func (c *checker) declareMethodFields(ci *ClassInfo) {
	for _, st := range ci.Def.Body {
		def, ok := st.(*parser.FunctionDef)
		if !ok || len(def.Args.Args) == 0 {
			continue
		}
		self := def.Args.Args[0].Name
		WalkScope(def.Body, func(s parser.Stmt) {
			a, ok := s.(*parser.AnnAssign)
			if !ok {
				return
			}
			at, ok := a.Target.(*parser.Attribute)
			if !ok {
				return
			}
			if n, ok := at.Value.(*parser.Name); !ok || n.Id != self {
				return
			}
			if ci.field(at.Attr) != nil || c.isFinalAnnotation(a.Annotation) {
				return
			}
			if t := c.annotation(a.Annotation); t != nil && t != Dynamic {
				ci.Fields[at.Attr] = t
			}
		})
	}
}

// field returns the declared type of attribute name of class ci or of
// its module-class bases.
func (ci *ClassInfo) field(name string) Type {
	for k := ci; k != nil; k = k.Base {
		if t, ok := k.Fields[name]; ok {
			return t
		}
	}
	return nil
}

// methodNamed returns the method name of ci or of its module-class bases.
func (ci *ClassInfo) methodNamed(name string) *FuncDecl {
	for k := ci; k != nil; k = k.Base {
		if m := k.MethodByName[name]; m != nil {
			return m
		}
	}
	return nil
}

// classLevelMethod finds name as a staticmethod (skip 0) or classmethod
// (skip 1, for cls) of ci or the module classes it derives from; nil
// when the class that binds the name binds something else.
func (c *checker) classLevelMethod(ci *ClassInfo, name string) (*FuncDecl, int) {
	for k := ci; k != nil; k = k.Base {
		if !k.Attrs[name] {
			continue
		}
		var found *parser.FunctionDef
		for _, st := range k.Def.Body {
			if def, ok := st.(*parser.FunctionDef); ok && def.Name == name {
				found = def
			}
		}
		if found == nil || len(found.Decorators) != 1 {
			return nil, 0
		}
		d, ok := found.Decorators[0].(*parser.Name)
		if !ok || c.info.Globals[d.Id] != nil {
			return nil, 0
		}
		switch d.Id {
		case "staticmethod":
			return k.Methods[found], 0
		case "classmethod":
			return k.Methods[found], 1
		}
		return nil, 0
	}
	return nil, 0
}

// propertyGetter finds name as a @property of ci or the module classes
// it derives from; nil when the class that binds the name binds
// something else.
func (c *checker) propertyGetter(ci *ClassInfo, name string) *FuncDecl {
	for k := ci; k != nil; k = k.Base {
		if !k.Attrs[name] {
			continue
		}
		for _, st := range k.Def.Body {
			def, ok := st.(*parser.FunctionDef)
			if !ok || def.Name != name {
				continue
			}
			// @property, with compile-time markers (@final) beside it.
			prop, other := false, false
			for _, d := range def.Decorators {
				if n, ok := d.(*parser.Name); ok && n.Id == "property" && c.info.Globals["property"] == nil {
					prop = true
				} else if !c.isCompileTimeDecorator(d) {
					other = true
				}
			}
			if prop && !other {
				return k.Methods[def]
			}
		}
		return nil
	}
	return nil
}

// attribute types obj.name for an instance of a class type.
func (c *checker) attribute(e *parser.Attribute, ct *ClassType) Type {
	if t := ct.Info.field(e.Attr); t != nil {
		return t
	}
	if g := c.propertyGetter(ct.Info, e.Attr); g != nil && !g.Interpreted {
		c.signature(g)
		return g.Return
	}
	return Dynamic
}

// methodCall checks obj.m(args) on an instance of a module class whose
// method m is known and plain (not static, class or property): the
// arguments are checked against its parameters after self, so
// primitives may be passed (boxed for the call).
func (c *checker) methodCall(e *parser.Call) (Type, bool) {
	attr, ok := e.Func.(*parser.Attribute)
	if !ok {
		return nil, false
	}
	recv := c.expr(attr.Value, nil)
	var ci *ClassInfo
	if ct, ok := IsClass(recv); ok {
		ci = ct.Info
	} else if call, ok := attr.Value.(*parser.Call); ok {
		// super().m(...) in a method of a module class whose base is
		// one too: the base's signature types the call.
		if sc, ok := c.info.Super[call]; ok && sc.Class != nil && sc.Class.Base != nil && !sc.Explicit {
			ci = sc.Class.Base
		}
	}
	if ct, ok := IsChecked(recv); ok && !ct.IsDict() && attr.Attr == "pop" {
		// CheckedList[T].pop(...) returns a T (CinderX types the
		// container's methods); the call goes through the object.
		c.info.setType(e.Func, Dynamic)
		c.dynamicArgs(e)
		return ct.Elem(), true
	}
	if ct, ok := IsChecked(recv); ok && ct.IsDict() && (attr.Attr == "get" || attr.Attr == "setdefault") && len(e.Args) == 2 && len(e.Keywords) == 0 && optionalInner(ct.Elem()) {
		// CheckedDict[K, V].get(k, default): CinderX types the default
		// Optional[V]. The call goes through the object.
		c.info.setType(e.Func, Dynamic)
		c.dynamicArgs(e)
		want := c.optionalOf(ct.Elem())
		if t := c.info.TypeOf(e.Args[1]); t != nil && !c.assignable(e.Args[1], t, want) {
			c.errorf(e.Args[1], diagnostics.TypeMismatch, "type mismatch: %s received for positional arg 2, expected %s", c.describe(e.Args[1], t), c.typeName(want))
		}
		return Dynamic, true
	}
	if ref, ok := recv.(*TypeRef); ok && ci == nil {
		// C.m(...) for a staticmethod or classmethod of a module class.
		if k, ok := IsClass(ref.T); ok {
			if m, skip := c.classLevelMethod(k.Info, attr.Attr); m != nil {
				c.info.setType(e.Func, Dynamic)
				if m.Flexible || m.Interpreted || len(m.Params) < skip {
					c.dynamicArgs(e)
					return Dynamic, true
				}
				c.signatureCall(e, m, skip)
				return m.callType(), true
			}
			// C.m(obj, ...) for a plain method: self is passed
			// explicitly, so the whole signature types the call.
			if m := k.Info.methodNamed(attr.Attr); m != nil && c.plainMethod(m) {
				c.info.setType(e.Func, Dynamic)
				c.signatureCall(e, m, 0)
				return m.callType(), true
			}
		}
	}
	if ci == nil {
		return nil, false
	}
	c.info.setType(e.Func, Dynamic)
	m := ci.methodNamed(attr.Attr)
	if _, isClass := IsClass(recv); isClass && (m == nil || !c.plainMethod(m)) {
		// obj.m(...) for a staticmethod or classmethod: typed as
		// C.m(...) is.
		if cm, skip := c.classLevelMethod(ci, attr.Attr); cm != nil {
			if cm.Flexible || cm.Interpreted || len(cm.Params) < skip {
				c.dynamicArgs(e)
				return Dynamic, true
			}
			c.signatureCall(e, cm, skip)
			return cm.callType(), true
		}
	}
	if m == nil || !c.plainMethod(m) {
		c.dynamicArgs(e)
		return Dynamic, true
	}
	c.signatureCall(e, m, 1)
	return m.callType(), true
}

// onlyCompileTimeDecorators reports whether def's decorators (if any)
// all exist only at compile time (@inline, @final, ...), so the def
// defines a plain method.
func (c *checker) onlyCompileTimeDecorators(def *parser.FunctionDef) bool {
	for _, d := range def.Decorators {
		if !c.isCompileTimeDecorator(d) {
			return false
		}
	}
	return true
}

// plainMethod reports whether m is called like the function it defines:
// no decorators but compile-time ones, fixed parameters, compiled.
func (c *checker) plainMethod(m *FuncDecl) bool {
	c.signature(m)
	return c.onlyCompileTimeDecorators(m.Def) && !m.Flexible && !m.Interpreted && len(m.Params) > 0
}

// constructorCall checks C(args) for a module class: against __init__'s
// parameters after self.
func (c *checker) constructorCall(e *parser.Call, ci *ClassInfo) Type {
	t := c.constructorCall1(e, ci)
	if nw := ci.methodNamed("__new__"); nw != nil && t == ci.Type && !nw.Interpreted {
		// A __new__ declared to return something that is not an
		// instance makes the call return that (and __init__ does not
		// run), as CinderX types it.
		c.signature(nw)
		if r := nw.Return; r != nil && r != NoneObj && r != Dynamic && r != Invalid && IsObject(r) && !c.assignable(nil, r, ci.Type) && !c.assignable(nil, ci.Type, r) {
			return r
		}
	}
	return t
}

func (c *checker) constructorCall1(e *parser.Call, ci *ClassInfo) Type {
	if dc := ci.dataclass; dc != nil && dc.init != nil {
		// The __init__ @dataclass makes: the call goes through the class.
		c.signatureCall(e, dc.init, 1)
		return ci.Type
	}
	init := ci.methodNamed("__init__")
	if init == nil {
		// With no __init__ of its own, the class's __new__ takes the
		// arguments (CinderX checks them against it).
		if nw := ci.methodNamed("__new__"); nw != nil && len(ci.Def.Bases) == 0 && nw.Def.Decorators == nil && !nw.Flexible && !nw.Interpreted && len(nw.Params) > 0 {
			c.signatureCall(e, nw, 1)
			return ci.Type
		}
	}
	if init == nil || init.Def.Decorators != nil || init.Flexible || init.Interpreted || len(init.Params) == 0 {
		c.dynamicArgs(e)
		return ci.Type
	}
	c.signatureCall(e, init, 1)
	return ci.Type
}

// signatureCall checks a call's arguments against f's parameters from
// index skip on (1 to skip self). Arity mistakes are left to CPython at
// run time, as for any call through an object.
func (c *checker) signatureCall(e *parser.Call, f *FuncDecl, skip int) {
	c.signature(f)
	params := f.Params[skip:]
	if !f.Flexible && !c.arityOK(e, f, params, skip) {
		if len(e.Args) > len(params) {
			c.typeArgs(e)
			return
		}
		// CinderX binds the arguments given before it finds one
		// missing: their mismatches are reported too.
		for i, a := range e.Args {
			c.callArgBoxed(a, params[i], "positional")
		}
		for _, k := range e.Keywords {
			c.expr(k.Value, nil)
		}
		return
	}
	for i, a := range e.Args {
		if i >= len(params) {
			c.argObject(a, c.expr(a, nil))
			continue
		}
		c.callArgBoxed(a, params[i], "positional")
	}
	for _, k := range e.Keywords {
		var p *Var
		for _, q := range params {
			if q.Name == k.Arg {
				p = q
			}
		}
		if p == nil {
			c.argObject(k.Value, c.expr(k.Value, nil))
			continue
		}
		c.callArgBoxed(k.Value, p, "keyword")
	}
}

// arityOK reports, with CinderX's messages, a call that gives a fixed
// signature too many positional arguments, an unknown keyword, or no
// value for a parameter without a default (params are f's parameters
// after the skip implicit ones). In a plain module such a call is no
// error: Python raises TypeError when it runs, so it is marked to go
// through the function object (Info.Unbindable), which does.
func (c *checker) arityOK(e *parser.Call, f *FuncDecl, params []*Var, skip int) bool {
	if HasStarArgs(e) {
		return true // CPython binds *args and **kwargs at run time
	}
	if !c.cfg.Static {
		if !c.arityFits(e, f, params, skip, false) {
			c.info.Unbindable[e] = true
			return false
		}
		return true
	}
	return c.arityFits(e, f, params, skip, true)
}

// arityFits is arityOK's test, reporting what does not fit when report
// is set.
func (c *checker) arityFits(e *parser.Call, f *FuncDecl, params []*Var, skip int, report bool) bool {
	if len(e.Args) > len(params) {
		if report {
			c.errorf(e, diagnostics.ArgCount, "Mismatched number of args for function %s. Expected %d, got %d", c.readableName(f), len(f.Params), len(e.Args)+skip)
		}
		return false
	}
	given := make([]bool, len(params))
	for i := range e.Args {
		given[i] = true
	}
	posOnly := 0
	if f.Def != nil {
		posOnly = len(f.Def.Args.PosOnly) - skip
	}
	ok := true
	for _, k := range e.Keywords {
		idx := -1
		for i, p := range params {
			if p.Name == k.Arg && (report || i >= posOnly) {
				idx = i
			}
		}
		if idx < 0 {
			if report {
				c.errorf(k, diagnostics.BadKeyword, "Given argument %s does not exist in the definition of %s", k.Arg, c.readableName(f))
			}
			ok = false
			continue
		}
		if given[idx] && !report {
			ok = false // got multiple values
		}
		given[idx] = true
	}
	required := len(f.Params) - f.NumDefaults - skip
	for i := 0; i < required && i < len(params); i++ {
		if !given[i] {
			if report {
				c.errorf(e, diagnostics.ArgCount, "Function %s expects a value for argument %s", c.readableName(f), params[i].Name).Order = c.m.EndPos(e)
			}
			return false
		}
	}
	return ok
}

// callArgBoxed checks an argument passed through a Python call to a
// compiled function: a primitive is boxed and must suit the parameter.
func (c *checker) callArgBoxed(a parser.Expr, p *Var, kind string) {
	t := c.expr(a, p.Type)
	if _, isPrim := IsPrim(t); isPrim {
		if _, paramPrim := IsPrim(p.Type); !paramPrim {
			c.errorf(a, diagnostics.TypeMismatch, "type mismatch: %s received for %s arg '%s', expected %s", c.describe(a, t), kind, p.Name, p.Type)
			return
		}
	}
	if !c.assignable(a, t, p.Type) && !c.duckSelf(p) {
		c.errorf(a, diagnostics.TypeMismatch, "type mismatch: %s received for %s arg '%s', expected %s", c.describe(a, t), kind, p.Name, p.Type)
	} else if name, bad := c.localMismatch(a, t, p.Type); bad && !c.duckSelf(p) {
		c.errorf(a, diagnostics.TypeMismatch, "type mismatch: %s received for %s arg '%s', expected %s", name, kind, p.Name, p.Type)
	}
}

// declareClassMembers declares, for every module class, its base, its
// fields and its methods' signatures (self typed as the class), before
// any code is checked.
func (c *checker) declareClassMembers() {
	// A base is a module class only when its class statement comes
	// first: a class named before its statement has run is not there
	// yet when the class is made (a NameError, or whatever else the name
	// holds then), and taking it would let bases cycle.
	// (An imported class is made before this module's body runs.)
	made, own := map[*ClassInfo]bool{}, map[*ClassInfo]bool{}
	for _, ci := range c.info.ClassOf {
		own[ci] = true
	}
	baseNamed := func(e parser.Expr) *ClassInfo {
		if n, ok := e.(*parser.Name); ok {
			if g := c.info.Globals[n.Id]; g != nil && g.Class != nil && (made[g.Class] || !own[g.Class]) {
				return g.Class
			}
		}
		return nil
	}
	for _, s := range c.m.Body {
		cd, ok := s.(*parser.ClassDef)
		if !ok {
			continue
		}
		ci := c.info.ClassOf[cd]
		if len(cd.Bases) > 0 {
			ci.Base = baseNamed(cd.Bases[0])
			ci.BuiltinBase = c.builtinBase(cd.Bases[0])
			for _, b := range cd.Bases[1:] {
				if k := baseNamed(b); k != nil {
					ci.OtherBases = append(ci.OtherBases, k)
				}
			}
		}
		made[ci] = true
		c.declareEnum(ci)
		c.declareFields(ci)
	}
	// Fields declared as `self.x: T = v` in methods, once every class's
	// body fields are known (a method may name a class declared later,
	// and its fields must be known before any body is checked: CinderX
	// declares them with the class, InitVisitor in types.py).
	for _, s := range c.m.Body {
		if cd, ok := s.(*parser.ClassDef); ok {
			c.declareMethodFields(c.info.ClassOf[cd])
		}
	}
	if c.cfg.Static {
		for _, s := range c.m.Body {
			if cd, ok := s.(*parser.ClassDef); ok {
				c.checkMembers(c.info.ClassOf[cd])
				c.declareDataclass(c.info.ClassOf[cd])
			}
		}
	}
	for _, s := range c.m.Body {
		if cd, ok := s.(*parser.ClassDef); ok {
			c.declareSlots(c.info.ClassOf[cd])
		}
	}
	for _, s := range c.m.Body {
		cd, ok := s.(*parser.ClassDef)
		if !ok {
			continue
		}
		ci := c.info.ClassOf[cd]
		for _, st := range cd.Body {
			def, ok := st.(*parser.FunctionDef)
			if !ok {
				continue
			}
			d := &FuncDecl{Name: def.Name, QualName: ci.Name + "." + def.Name, Def: def, locals: map[string]*Var{}, Class: ci}
			c.info.FuncOf[def] = d
			ci.Methods[def] = d
			if c.onlyCompileTimeDecorators(def) {
				ci.MethodByName[def.Name] = d
			}
		}
	}
}

// builtinBase is the builtin class a class base names (`list`,
// `Dict[str, int]`), or nil.
func (c *checker) builtinBase(e parser.Expr) *Object {
	if s, ok := e.(*parser.Subscript); ok {
		return c.genericBase(s.Value)
	}
	n, ok := e.(*parser.Name)
	if !ok || c.info.Globals[n.Id] != nil || n.Id == "None" || n.Id == "object" || n.Id == "bool" {
		return nil
	}
	return objectTypes[n.Id]
}

// builtinBaseOf is the builtin class instances of class type t derive
// from, or nil.
func builtinBaseOf(t Type) *Object {
	ct, ok := IsClass(t)
	if !ok {
		return nil
	}
	for k := ct.Info; k != nil; k = k.Base {
		if k.BuiltinBase != nil {
			return k.BuiltinBase
		}
	}
	return nil
}

// isSubclassType reports whether instances of class type t are instances
// of class type to (t's class derives from to's through module classes,
// first bases or later ones: `class C(A, B)` is a B).
func isSubclassType(t, to Type) bool {
	a, ok1 := IsClass(t)
	b, ok2 := IsClass(to)
	if !ok1 || !ok2 {
		return false
	}
	return derivesFrom(a.Info, b.Info)
}

// derivesFrom reports whether class k is base or derives from it: its
// first bases are walked in line, and only a class with later bases
// starts a search that visits each class once (a module may name its
// bases into any shape; the checker sees names, not a valid MRO).
func derivesFrom(k, base *ClassInfo) bool {
	var seen map[*ClassInfo]bool
	var stack []*ClassInfo
	for steps := 0; ; {
		for ; k != nil && !seen[k]; k, steps = k.Base, steps+1 {
			if k == base {
				return true
			}
			if seen == nil && (len(k.OtherBases) > 0 || steps > 64) {
				// (Bases named in a cycle, `class A(B)` before `class
				// B(A)`, fail at run time; here they must not loop.)
				seen = map[*ClassInfo]bool{}
			}
			stack = append(stack, k.OtherBases...)
			if seen != nil {
				seen[k] = true
			}
		}
		if len(stack) == 0 {
			return false
		}
		k, stack = stack[len(stack)-1], stack[:len(stack)-1]
	}
}
