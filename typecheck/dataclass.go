// This file implements @dataclass classes as CinderX's compiler types
// them: the decorator's options, the fields (in the class body, after
// those of dataclass bases), dataclasses.field(), and the __init__ the
// decorator makes, so that constructor calls are checked against the
// fields, and frozen instances are not assigned.

package typecheck

import (
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
)

// dataclassInfo is what @dataclass makes of a class.
type dataclassInfo struct {
	frozen bool
	fields []*dataclassField // in __init__ order
	// init is the __init__ the decorator makes (nil when the class
	// defines one, init=False, or it is not typed: keyword-only fields).
	init *FuncDecl
}

type dataclassField struct {
	name       string
	kind       string // "", "typing.ClassVar" or "dataclasses.InitVar"
	t          Type
	annotation parser.Expr
	hasDefault bool
	init       bool
	at         parser.Node
}

// dataclassDecorator returns the @dataclass or @dataclass(...) decorator
// of a class, or nil.
func (c *checker) dataclassDecorator(s *parser.ClassDef) parser.Expr {
	for _, d := range s.Decorators {
		e := d
		if call, ok := d.(*parser.Call); ok {
			e = call.Func
		}
		if c.isDataclassesName(e, "dataclass") {
			return d
		}
	}
	return nil
}

// isDataclassesName reports whether e names dataclasses.<name>.
func (c *checker) isDataclassesName(e parser.Expr, name string) bool {
	switch e := e.(type) {
	case *parser.Name:
		g := c.info.Globals[e.Id]
		return g != nil && g.Static == "dataclasses."+name
	case *parser.Attribute:
		n, ok := e.Value.(*parser.Name)
		return ok && e.Attr == name && n.Id == "dataclasses" && c.info.Globals[n.Id] != nil
	}
	return false
}

// declareDataclass reads a @dataclass class's options and fields.
func (c *checker) declareDataclass(ci *ClassInfo) {
	d := c.dataclassDecorator(ci.Def)
	if d == nil {
		return
	}
	opts := map[string]bool{"init": true, "repr": true, "eq": true, "order": false,
		"unsafe_hash": false, "frozen": false, "kw_only": false, "slots": true}
	if call, ok := d.(*parser.Call); ok {
		if len(call.Args) > 0 {
			c.errorf(call, diagnostics.BadDataclass, "dataclass() takes no positional arguments")
			return
		}
		for _, k := range call.Keywords {
			if _, known := opts[k.Arg]; !known {
				c.errorf(call, diagnostics.BadDataclass, "dataclass() got an unexpected keyword argument '%s'", k.Arg)
				return
			}
			b, ok := boolConst(k.Value)
			if !ok {
				c.errorf(call, diagnostics.BadDataclass, "dataclass() arguments must be boolean constants")
				return
			}
			opts[k.Arg] = b
		}
	}
	defines := map[string]bool{}
	for _, st := range ci.Def.Body {
		ForEachBinding(st, func(name string, _ parser.Node) { defines[name] = true })
	}
	switch {
	case !opts["slots"]:
		c.errorf(d, diagnostics.BadDataclass, "Dataclass %s sets slots=False but Static Python defaults to and only supports slots=True", ci.Name)
		return
	case opts["order"] && !opts["eq"]:
		c.errorf(d, diagnostics.BadDataclass, "eq must be true if order is true")
		return
	}
	if opts["order"] {
		for _, m := range []string{"__lt__", "__le__", "__gt__", "__ge__"} {
			if defines[m] {
				c.errorf(d, diagnostics.BadDataclass, "Cannot overwrite attribute %s in class %s. Consider using functools.total_ordering", m, ci.Name)
				return
			}
		}
	}
	if opts["frozen"] {
		for _, m := range []string{"__setattr__", "__delattr__"} {
			if defines[m] {
				c.errorf(d, diagnostics.BadDataclass, "Cannot overwrite attribute %s in class %s", m, ci.Name)
				return
			}
		}
	}
	if opts["unsafe_hash"] && defines["__hash__"] {
		c.errorf(d, diagnostics.BadDataclass, "Cannot overwrite attribute __hash__ in class %s", ci.Name)
		return
	}
	dc := &dataclassInfo{frozen: opts["frozen"]}
	ci.dataclass = dc
	// The fields of dataclass bases come first, in their order.
	// (A base that is not a dataclass itself passes its bases' on.)
	frozenBase, dataclassBase := false, false
	for b := ci.Base; b != nil; b = b.Base {
		if b.dataclass != nil {
			dataclassBase, frozenBase = true, b.dataclass.frozen
			dc.fields = append(dc.fields, b.dataclass.fields...)
			break // its fields already include those of its bases
		}
	}
	// With several bases, the dataclass collects the fields of each along
	// the MRO from its end: a field an earlier base redeclares must keep
	// its kind and type, as in a subclass (CinderX reports it at the
	// class).
	if bases := c.dataclassBases(ci); len(bases) > 1 {
		var merged []*dataclassField
		for i := len(bases) - 1; i >= 0; i-- {
			for _, f := range bases[i].fields {
				replaced := false
				for j, old := range merged {
					if old.name == f.name {
						if !c.consistentField(ci, old, f) {
							return
						}
						merged[j], replaced = f, true
					}
				}
				if !replaced {
					merged = append(merged, f)
				}
			}
		}
		dc.fields = merged
	}
	if dataclassBase && frozenBase && !dc.frozen {
		c.errorf(ci.Def, diagnostics.BadDataclass, "cannot inherit non-frozen dataclass from a frozen one")
		return
	}
	if dataclassBase && !frozenBase && dc.frozen {
		c.errorf(ci.Def, diagnostics.BadDataclass, "cannot inherit frozen dataclass from a non-frozen one")
		return
	}
	for _, st := range ci.Def.Body {
		a, ok := st.(*parser.AnnAssign)
		if !ok {
			continue
		}
		n, ok := a.Target.(*parser.Name)
		if !ok {
			continue
		}
		f, ok := c.dataclassField(ci, n.Id, a)
		if !ok {
			return
		}
		replaced := false
		for i, old := range dc.fields {
			if old.name == f.name {
				if !c.consistentField(ci, old, f) {
					return
				}
				if a.Value == nil {
					f.hasDefault = old.hasDefault // redeclared without a value: the base's default stays
				}
				dc.fields[i], replaced = f, true
			}
		}
		if !replaced {
			dc.fields = append(dc.fields, f)
		}
	}
	// The __init__ it makes: one parameter per field it initialises.
	var params []*Var
	defaults := 0
	typed := opts["init"] && !defines["__init__"] && !opts["kw_only"]
	for _, f := range dc.fields {
		if f.kind == "typing.ClassVar" || !f.init {
			continue
		}
		if f.hasDefault {
			defaults++
		} else if defaults > 0 && opts["init"] {
			// (with init=False no __init__ is made: CPython does not
			// order the fields, nor does CinderX)
			c.errorf(ci.Def, diagnostics.BadDataclass, "non-default argument '%s' follows default argument", f.name)
			return
		}
		if _, isPrim := IsPrim(f.t); isPrim {
			typed = false // the constructor call is made through the class: leave it to CPython
		}
		params = append(params, &Var{Name: f.name, Type: f.t, Param: true, Declared: true})
	}
	if typed {
		self := &Var{Name: "self", Type: ci.Type, Param: true, Declared: true}
		dc.init = &FuncDecl{Name: ci.Name + ".__init__", QualName: ci.Name + ".__init__", Class: ci,
			Params: append([]*Var{self}, params...), Return: NoneObj, NumDefaults: defaults, locals: map[string]*Var{}}
	}
}

// dataclassField reads one annotated name of a dataclass body.
func (c *checker) dataclassField(ci *ClassInfo, name string, a *parser.AnnAssign) (*dataclassField, bool) {
	f := &dataclassField{name: name, kind: c.wrapperOf(a.Annotation), annotation: a.Annotation, init: true, at: a}
	if f.kind == "typing.Final" {
		f.kind = ""
	}
	ann := a.Annotation
	if sub, ok := ann.(*parser.Subscript); ok && f.kind != "" {
		ann = sub.Slice
	}
	f.t = Dynamic
	if t := c.annotation(ann); t != nil && f.kind != "typing.ClassVar" {
		f.t = t
	}
	if a.Value == nil {
		return f, true
	}
	call, ok := a.Value.(*parser.Call)
	if !ok || !c.isDataclassesName(call.Func, "field") {
		if kind := c.mutableDefault(a.Value); kind != "" && f.kind != "typing.ClassVar" {
			// The dataclass would raise ValueError at run time; CinderX
			// rejects it at compile time, at the field.
			c.errorf(a, diagnostics.BadDataclass, "mutable default %s for field %s is not allowed: use default_factory", kind, name)
			return nil, false
		}
		f.hasDefault = true
		return f, true
	}
	if len(call.Args) > 0 {
		c.errorf(ci.Def, diagnostics.BadDataclass, "dataclasses.field() takes no positional arguments")
		return nil, false
	}
	var hasDefault, hasFactory bool
	for _, k := range call.Keywords {
		switch k.Arg {
		case "default":
			hasDefault = true
			c.checkFieldDefault(k.Value, f.t)
		case "default_factory":
			hasFactory = true
		case "metadata":
		case "init", "repr", "compare":
			b, ok := boolConst(k.Value)
			if !ok {
				c.errorf(ci.Def, diagnostics.BadDataclass, "dataclasses.field() argument '%s' must be a boolean constant", k.Arg)
				return nil, false
			}
			if k.Arg == "init" {
				f.init = b
			}
		case "hash":
			if _, ok := boolConst(k.Value); !ok && !isNoneConst(k.Value) {
				c.errorf(ci.Def, diagnostics.BadDataclass, "dataclasses.field() argument 'hash' must be None or a boolean constant")
				return nil, false
			}
		default:
			c.errorf(ci.Def, diagnostics.BadDataclass, "dataclasses.field() got an unexpected keyword argument '%s'", k.Arg)
			return nil, false
		}
	}
	if hasDefault && hasFactory {
		c.errorf(ci.Def, diagnostics.BadDataclass, "cannot specify both default and default_factory")
		return nil, false
	}
	if hasFactory && f.kind != "" {
		c.errorf(a, diagnostics.BadDataclass, "field %s cannot have a default factory", name)
		return nil, false
	}
	if f.kind == "dataclasses.InitVar" && !f.init {
		c.errorf(a, diagnostics.BadDataclass, "InitVar fields must have init=True")
		return nil, false
	}
	f.hasDefault = hasDefault || hasFactory
	return f, true
}

// mutableDefault names the mutable builtin type (list, dict, set) that a
// field's default e makes, or "": a display, a comprehension, or a call
// of the builtin.
func (c *checker) mutableDefault(e parser.Expr) string {
	switch e := e.(type) {
	case *parser.List, *parser.ListComp:
		return "list"
	case *parser.Dict, *parser.DictComp:
		return "dict"
	case *parser.Set, *parser.SetComp:
		return "set"
	case *parser.Call:
		if n, ok := e.Func.(*parser.Name); ok && c.info.Globals[n.Id] == nil {
			switch n.Id {
			case "list", "dict", "set":
				return n.Id
			}
		}
	}
	return ""
}

// dataclassBases are the dataclass infos of ci's bases named directly
// as module classes, in order (for each, the nearest dataclass of its
// chain).
func (c *checker) dataclassBases(ci *ClassInfo) []*dataclassInfo {
	var out []*dataclassInfo
	for _, b := range ci.Def.Bases {
		n, ok := b.(*parser.Name)
		if !ok {
			continue
		}
		g := c.info.Globals[n.Id]
		if g == nil || g.Class == nil || g.Class == ci {
			continue
		}
		for k := g.Class; k != nil; k = k.Base {
			if k.dataclass != nil {
				out = append(out, k.dataclass)
				break
			}
		}
	}
	return out
}

// consistentField checks a field that overrides a base's field: the same
// kind and the same type.
func (c *checker) consistentField(ci *ClassInfo, base, f *dataclassField) bool {
	short := func(k string) string { return k[len("typing."):] }
	switch {
	case base.kind != "" && f.kind != base.kind:
		what := base.kind
		if what == "dataclasses.InitVar" {
			what = "typing.InitVar"
		}
		c.errorf(ci.Def, diagnostics.BadDataclass, "Override of field '%s' must be a %s", f.name, short(what))
		return false
	case base.kind == "" && f.kind != "":
		what := f.kind
		if what == "dataclasses.InitVar" {
			what = "typing.InitVar"
		}
		c.errorf(ci.Def, diagnostics.BadDataclass, "Override of field '%s' cannot be a %s", f.name, short(what))
		return false
	case f.t != base.t:
		c.errorf(ci.Def, diagnostics.BadDataclass, "Type of field '%s' on class '%s' conflicts with base type. Base field has annotation %s, but overridden field has annotation %s",
			f.name, c.qualified(ci.Name), exprText(c.m, base.annotation), exprText(c.m, f.annotation))
		return false
	}
	return true
}

// checkFrozenStore reports a store to (or a deletion of) a field of a
// frozen dataclass instance.
func (c *checker) checkFrozenStore(target *parser.Attribute, ci *ClassInfo, del bool) bool {
	for k := ci; k != nil; k = k.Base {
		if k.dataclass == nil || !k.dataclass.frozen {
			continue
		}
		for _, f := range k.dataclass.fields {
			if f.name == target.Attr && f.kind == "" {
				what := "assign to"
				if del {
					what = "delete"
				}
				c.errorf(target, diagnostics.BadDataclass, "cannot %s field '%s' of frozen dataclass '%s'", what, target.Attr, c.qualified(ci.Name))
				return true
			}
		}
	}
	return false
}

func boolConst(e parser.Expr) (bool, bool) {
	k, ok := e.(*parser.Constant)
	if !ok || (k.Kind != parser.ConstTrue && k.Kind != parser.ConstFalse) {
		return false, false
	}
	return k.Kind == parser.ConstTrue, true
}

func isNoneConst(e parser.Expr) bool {
	k, ok := e.(*parser.Constant)
	return ok && k.Kind == parser.ConstNone
}

// checkFieldDefault checks a constant field(default=...) against the
// field's type, as CinderX checks the default of a field.
func (c *checker) checkFieldDefault(value parser.Expr, t Type) {
	k, ok := c.foldConst(value)
	if !ok {
		return
	}
	if _, prim := IsPrim(t); prim {
		return // converted as any constant stored in a primitive
	}
	kt := constType(k)
	if kt == nil || c.assignable(nil, kt, t) {
		return
	}
	name := constLiteralName(k)
	if name == "" {
		name = c.typeName(kt)
	}
	c.errorf(value, diagnostics.TypeMismatch, "type mismatch: %s cannot be assigned to %s", name, c.typeName(t))
}
