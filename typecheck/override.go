// This file checks that a method overriding a method of a module base
// class keeps its signature, as CinderX's validate_compat_signature does:
// a call typed by the base's signature must fit the override.

package typecheck

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"

	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
)

// nonVirtualMethods are never called through a base's signature, so an
// override may change them freely (CinderX's NON_VIRTUAL_METHODS).
var nonVirtualMethods = map[string]bool{"__init__": true, "__new__": true, "__init_subclass__": true}

// checkOverrides checks each method of ci against the methods of the same
// name in its module base classes, nearest first, as CinderX walks the
// MRO: plain methods against plain methods, static methods against
// static methods, and nothing may override a @final method or derive
// from a @final class.
func (c *checker) checkOverrides(ci *ClassInfo) {
	if ci.Base != nil && ci.Base.Final {
		c.errorf(ci.Def, diagnostics.BadOverride, "Class `%s` cannot subclass a Final class: `%s`", c.qualified(ci.Name), c.classQualified(ci.Base, ci.Base.Name))
	}
	ci.FinalMethods = nil
	if own := c.ownFinalMethods(ci); len(own) > 0 {
		// With its module bases', sorted, as CinderX lists them.
		for k := ci; k != nil; k = k.Base {
			for _, n := range c.ownFinalMethods(k) {
				if !slices.Contains(ci.FinalMethods, n) {
					ci.FinalMethods = append(ci.FinalMethods, n)
				}
			}
		}
		slices.Sort(ci.FinalMethods)
	}
	c.checkContextDecoratorExit(ci)
	for _, st := range ci.Def.Body {
		if _, ok := st.(*parser.FunctionDef); !ok {
			// `f = print` over a @final method is an override too.
			ForEachBinding(st, func(name string, at parser.Node) {
				for base := ci.Base; base != nil; base = base.Base {
					if m := base.method(name); m != nil {
						if c.isFinalMethod(m) {
							c.errorf(at, diagnostics.BadOverride, "Cannot assign to a Final attribute of %s:%s", c.qualified(ci.Name), name)
						}
						return
					}
				}
			})
			continue
		}
		def := st.(*parser.FunctionDef)
		if nonVirtualMethods[def.Name] {
			continue
		}
		over := ci.Methods[def]
		if over == nil || c.info.FuncOf[def] != over {
			continue
		}
		for base := ci.Base; base != nil; base = base.Base {
			m := base.method(def.Name)
			if m == nil {
				continue
			}
			if c.isFinalMethod(m) {
				c.errorf(def, diagnostics.BadOverride, "Cannot assign to a Final attribute of %s:%s", c.qualified(ci.Name), def.Name)
				break
			}
			if c.isClassMethod(m) != c.isClassMethod(over) && len(over.Def.Decorators)+len(m.Def.Decorators) == 1 {
				// A classmethod and a plain method are called
				// differently: one cannot stand for the other.
				c.errorf(def, diagnostics.BadOverride, "class cannot hide inherited member: %s", c.methodRepr(m))
				break
			}
			switch {
			case ci.MethodByName[def.Name] == over && base.MethodByName[def.Name] == m:
				c.compatSignature(m, over, 1)
			case c.isStaticMethod(over) && c.isStaticMethod(m):
				c.compatSignature(m, over, 0)
			}
		}
	}
}

// method is the last def of the class body named name (the one the
// class keeps), or nil.
func (ci *ClassInfo) method(name string) *FuncDecl {
	var found *FuncDecl
	for _, st := range ci.Def.Body {
		if def, ok := st.(*parser.FunctionDef); ok && def.Name == name {
			found = ci.Methods[def]
		}
	}
	return found
}

// ownFinalMethods are the methods ci's body declares @final.
func (c *checker) ownFinalMethods(ci *ClassInfo) []string {
	var names []string
	for _, st := range ci.Def.Body {
		if def, ok := st.(*parser.FunctionDef); ok {
			if m := ci.Methods[def]; m != nil && c.isFinalMethod(m) && !slices.Contains(names, def.Name) {
				names = append(names, def.Name)
			}
		}
	}
	return names
}

func (c *checker) isFinalMethod(f *FuncDecl) bool {
	for _, d := range f.Def.Decorators {
		if c.isTypingFinal(d) {
			return true
		}
	}
	return false
}

// checkContextDecoratorExit checks the __exit__ of a direct subclass of
// __static__.ContextDecorator against the base's, which returns
// Literal[False] (it never suppresses an exception): CinderX's override
// rule, for a base the checker knows only by name.
func (c *checker) checkContextDecoratorExit(ci *ClassInfo) {
	derives := false
	for _, b := range ci.Def.Bases {
		if n, ok := b.(*parser.Name); ok {
			if g := c.info.Globals[n.Id]; g != nil && g.Static == "__static__.ContextDecorator" {
				derives = true
			}
		}
	}
	if !derives {
		return
	}
	for _, st := range ci.Def.Body {
		def, ok := st.(*parser.FunctionDef)
		if !ok || def.Name != "__exit__" || ci.Methods[def] == nil {
			continue
		}
		over := ci.Methods[def]
		c.signature(over)
		want := c.literalOf(Const{Bool: new(bool)})
		if !overrideAccepts(want, over.Return) {
			c.errorf(def, diagnostics.BadOverride, "%s overrides __static__.ContextDecorator.__exit__ inconsistently. Returned type `%s` is not a subtype of the overridden return `%s`",
				c.qualified(over.QualName), c.instanceName(over.Return), want)
		}
	}
}

func (c *checker) isStaticMethod(f *FuncDecl) bool {
	if len(f.Def.Decorators) != 1 {
		return false
	}
	d, ok := f.Def.Decorators[0].(*parser.Name)
	return ok && d.Id == "staticmethod" && c.info.Globals["staticmethod"] == nil
}

// compatSignature reports how override's signature differs from base's;
// skip is 1 when the first parameter is the implicit self. The messages
// are CinderX's.
func (c *checker) compatSignature(base, override *FuncDecl, skip int) {
	c.signature(base)
	c.signature(override)
	report := func(format string, args ...any) {
		c.errorf(override.Def, diagnostics.BadOverride, "%s overrides %s inconsistently. %s",
			c.qualified(override.QualName), c.methodQualified(base), fmt.Sprintf(format, args...))
	}
	if !overrideAccepts(base.Return, override.Return) {
		report("Returned type `%s` is not a subtype of the overridden return `%s`", c.instanceName(override.Return), c.instanceName(base.Return))
	} else if isCoroutineDef(base) && isCoroutineDef(override) && !overrideAccepts(base.ReturnType(), override.ReturnType()) {
		// The call makes a coroutine (typed dynamic); what awaiting it
		// gives is the annotation, which CinderX compares as its
		// InferredAwaitable.
		report("Returned type `static.InferredAwaitable[%s]` is not a subtype of the overridden return `static.InferredAwaitable[%s]`", c.instanceName(override.ReturnType()), c.instanceName(base.ReturnType()))
	}
	bp, op := namedParams(base), namedParams(override)
	counted := op
	if hasParam(base, ParamVarKw) {
		// The base takes any keyword: the override may add parameters
		// with defaults.
		names := map[string]bool{}
		for _, p := range bp {
			names[p.Name] = true
		}
		counted = nil
		for _, p := range op {
			if !hasDefault(override, p) || names[p.Name] {
				counted = append(counted, p)
			}
		}
	}
	if len(bp) != len(counted) {
		report("Number of arguments differ")
	}
	for i := skip; i < min(len(bp), len(op)); i++ {
		a, o := bp[i], op[i]
		basePosOnly := i < len(base.Def.Args.PosOnly)
		if a.Name != o.Name && !basePosOnly { // (positional-only parameters are not called by name)
			desc := fmt.Sprintf("Positional argument %d named `%s`", i+1, a.Name)
			if a.Kind == ParamKwOnly {
				desc = fmt.Sprintf("Keyword only argument `%s`", a.Name)
			}
			report("%s is overridden as `%s`", desc, o.Name)
		}
		if i < len(override.Def.Args.PosOnly) && !basePosOnly {
			report("`%s` is positional-only in override, not in base", o.Name)
		}
		if (a.Kind == ParamKwOnly) != (o.Kind == ParamKwOnly) {
			report("`%s` differs by keyword only vs positional", a.Name)
		}
		if !overrideAccepts(o.Type, a.Type) {
			report("Parameter %s of type `%s` is not a supertype of the overridden parameter `%s`", a.Name, c.instanceName(o.Type), c.instanceName(a.Type))
		}
	}
	if hasParam(base, ParamVarArgs) != hasParam(override, ParamVarArgs) {
		report("Functions differ by including *args")
	}
	if hasParam(base, ParamVarKw) != hasParam(override, ParamVarKw) {
		report("Functions differ by including **kwargs")
	}
}

// namedParams are f's positional and keyword-only parameters, in order
// (CinderX's Callable.args: *args and **kwargs are counted apart).
func namedParams(f *FuncDecl) []*Var {
	var out []*Var
	for _, p := range f.Params {
		if p.Kind == ParamPositional || p.Kind == ParamKwOnly {
			out = append(out, p)
		}
	}
	return out
}

// hasDefault reports whether parameter p of f has a default value.
func hasDefault(f *FuncDecl, p *Var) bool {
	args := f.Def.Args
	pos := append(append([]*parser.Arg{}, args.PosOnly...), args.Args...)
	for i, a := range pos {
		if a.Name == p.Name && p.Kind == ParamPositional {
			return i >= len(pos)-len(args.Defaults)
		}
	}
	for i, a := range args.KwOnly {
		if a.Name == p.Name && p.Kind == ParamKwOnly {
			return i < len(args.KwDefaults) && args.KwDefaults[i] != nil
		}
	}
	return false
}

func hasParam(f *FuncDecl, kind ParamKind) bool {
	for _, p := range f.Params {
		if p.Kind == kind {
			return true
		}
	}
	return false
}

// overrideAccepts reports whether a value of type from is a value of type
// to for the purpose of an override: the same type, a subclass, None or a
// subclass for an Optional, bool for int. Unlike an assignment, an object
// is not accepted for a narrower type (no check at run time can make the
// base's callers right). A dynamic type on either side is accepted: it
// says nothing to contradict.
func overrideAccepts(to, from Type) bool {
	switch {
	case to == from || to == nil || from == nil:
		return true
	case to == Dynamic || from == Dynamic || to == Invalid || from == Invalid:
		return true
	case IsObject(to) != IsObject(from):
		return false // a primitive and an object
	case to == ObjectT:
		return true
	case isSubclassType(from, to), isOptionalOf(to, from):
		return true
	case to == IntObj && from == BoolObj, to == FloatObj && (from == IntObj || from == BoolObj):
		return true
	case isCheckedOf(from, "CheckedDict") && to == DictObj, isCheckedOf(from, "CheckedList") && to == ListObj:
		return true
	}
	return false
}

// qualified prefixes a class or method's qualified name with the module's
// name, as CinderX names them in these messages ("shapes.Circle.area").
func (c *checker) qualified(name string) string {
	mod := c.moduleName()
	if mod == "" {
		return name
	}
	return mod + "." + name
}

// readableName is the name CinderX gives a function in a call's
// message: qualified by its module (and class, for a method).
func (c *checker) readableName(f *FuncDecl) string {
	switch {
	case strings.Contains(f.Name, "."):
		return c.qualified(f.Name) // a made method: Point.__init__
	case f.Class != nil:
		return c.classQualified(f.Class, f.Class.Name+"."+f.Name)
	case f.Module != "" && f.Module != c.moduleName():
		return f.Module + "." + f.QualName // a function of another module
	case f.QualName != "":
		return c.qualified(f.QualName)
	}
	return c.qualified(f.Name)
}

// methodQualified names method f of a class, qualified by the class's
// module.
func (c *checker) methodQualified(f *FuncDecl) string {
	if f.Class != nil {
		return c.classQualified(f.Class, f.QualName)
	}
	return c.qualified(f.QualName)
}

// classQualified qualifies name, a name within class ci, by ci's module:
// this one's, or the other module's for an imported class.
func (c *checker) classQualified(ci *ClassInfo, name string) string {
	if c.info.Foreign(ci) && ci.Module != "" {
		return ci.Module + "." + name
	}
	return c.qualified(name)
}

// moduleName is the module's dotted name (Config.Module), else its file's
// stem.
func (c *checker) moduleName() string {
	if c.cfg.Module != "" {
		return c.cfg.Module
	}
	mod := strings.TrimSuffix(filepath.Base(c.m.Filename), ".py")
	if mod == "." {
		return ""
	}
	return mod
}

// instanceName names a type in an override message: a module class with
// its module, as CinderX does.
func (c *checker) instanceName(t Type) string { return c.typeName(t) }

// methodRepr is how CinderX shows an inherited method in a message:
// its kind and qualified name.
func (c *checker) methodRepr(m *FuncDecl) string {
	kind := "function"
	if c.isClassMethod(m) {
		kind = "classmethod"
	}
	return "<" + kind + " " + c.qualified(m.QualName) + ">"
}

// isCoroutineDef reports whether f is an async def that is not an
// asynchronous generator.
func isCoroutineDef(f *FuncDecl) bool {
	return f.Coroutine && !f.AsyncGen
}
