// This file implements the checking of class statements inside
// functions and inside class bodies. Such a class is built each time
// its statement runs, as CPython builds it: a dynamic class (its
// instances are typed dynamic, as CinderX treats a class it cannot
// declare up front), whose body's names are entries of its namespace
// and whose methods are nested functions of the enclosing function (or
// module-level functions, in a module class's body): they see its
// variables, not the class body's names.

package typecheck

import (
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
)

// NestedClass is a class statement inside a function or a class body
// that compiles.
type NestedClass struct {
	// Info holds the names its body binds (Attrs) and its methods.
	Info *ClassInfo
	// QualName is its __qualname__ (f.<locals>.C, Outer.C).
	QualName string
	// Target is what its name binds (a *Var of the function, a *Global
	// under `global C`, a *ClassAttr in a class body).
	Target any
	// Annotated says the body has annotated names: it makes
	// __annotations__ first, as CPython's SETUP_ANNOTATIONS.
	Annotated bool
	// ClassCell is the __class__ cell its methods' super() reads (nil
	// when none calls it): a variable of the enclosing function, given a
	// fresh cell each time the statement runs, which the class body
	// passes to type() as __classcell__.
	ClassCell *Var
	// fn is the function the statement is in (nil in the body of a
	// module class).
	fn *FuncDecl
}

// classCell is the __class__ cell of nc, made on first use: a variable
// of the enclosing function, or, in a module class's body, one the
// module body holds while it makes the class.
func (nc *NestedClass) classCell() *Var {
	if nc.ClassCell == nil {
		nc.ClassCell = &Var{Name: "__class__", Type: Dynamic, Cell: true}
		if nc.fn != nil {
			nc.fn.Locals = append(nc.fn.Locals, nc.ClassCell)
		}
	}
	return nc.ClassCell
}

// inClassBody reports whether the checker is in a class body's own
// statements, not in a function, lambda or comprehension of it.
func (c *checker) inClassBody() bool {
	return c.class != nil && c.fn == c.classFn && !c.inCompBody()
}

// nestedClass checks a class statement inside a function, or in a class
// body (of a module class, or of another such class).
func (c *checker) nestedClass(s *parser.ClassDef) {
	if c.interp {
		return // the body runs interpreted
	}
	if why := c.nestedClassObstacle(s); why != "" {
		c.unsupported(s, why)
		return
	}
	for _, d := range s.Decorators {
		c.objectExpr(d, "decorator cannot be a primitive")
	}
	for _, b := range s.Bases {
		c.objectExpr(b, "class base cannot be a primitive")
	}
	for _, k := range s.Keywords {
		c.objectExpr(k.Value, "class kwarg cannot be a primitive")
	}
	ci := &ClassInfo{Name: s.Name, Def: s, Module: c.moduleName(), home: c.info,
		Methods: map[*parser.FunctionDef]*FuncDecl{}, Attrs: map[string]bool{}}
	WalkScope(s.Body, func(st parser.Stmt) {
		ForEachBinding(st, func(name string, _ parser.Node) { ci.Attrs[name] = true })
	})
	nc := &NestedClass{Info: ci, fn: c.fn}
	switch {
	case c.inClassBody() && c.classQual != "":
		nc.QualName = c.classQual + "." + s.Name
	case c.inClassBody():
		nc.QualName = c.class.Name + "." + s.Name
	default:
		nc.QualName = c.fn.QualName + ".<locals>." + s.Name
	}
	c.info.NestedClasses[s] = nc
	savedClass, savedFn, savedQual := c.class, c.classFn, c.classQual
	c.class, c.classFn, c.classQual = ci, c.fn, nc.QualName
	for _, st := range s.Body {
		switch st := st.(type) {
		case *parser.FunctionDef:
			c.nestedMethod(nc, st)
		case *parser.AnnAssign:
			nc.Annotated = nc.Annotated || st.Simple
			c.expr(st.Annotation, nil)
			if st.Value != nil {
				c.requireObject(st.Value, c.expr(st.Value, nil), "class attributes cannot be primitives")
			}
			n := st.Target.(*parser.Name)
			c.info.setRef(n, &ClassAttr{Class: ci, Name: n.Id})
			c.info.setType(n, Dynamic)
		default:
			c.stmt(st)
		}
	}
	c.class, c.classFn, c.classQual = savedClass, savedFn, savedQual
	name := &parser.Name{Span: s.Span, Id: s.Name, Ctx: parser.Store}
	c.assignName(name, Dynamic, nil)
	nc.Target = c.info.RefOf(name)
}

// nestedClassObstacle says why a class statement inside a function is
// not compiled yet, or "".
func (c *checker) nestedClassObstacle(s *parser.ClassDef) string {
	if c.cfg.Static {
		// CinderX declares a module's classes up front; one inside a
		// function or a class body keeps running as it always has.
		if c.inClassBody() {
			return "a class inside a class body"
		}
		return "classes inside functions"
	}
	why := ""
	parser.WalkStmts(s.Body, func(st parser.Stmt) bool {
		if why != "" {
			return false
		}
		switch st := st.(type) {
		case *parser.Import, *parser.ImportFrom:
			why = "an import in a class body"
		case *parser.Global, *parser.Nonlocal:
			why = "global or nonlocal in a class body"
		case *parser.Return:
			c.errorf(st, diagnostics.SyntaxError, "'return' outside function")
		case *parser.AnnAssign:
			if _, ok := st.Target.(*parser.Name); !ok {
				why = "this class attribute target"
			}
		case *parser.FunctionDef:
			return false
		}
		return why == ""
	})
	if why == "" {
		// A def inside a block of the body is a method too.
		for _, st := range s.Body {
			if _, ok := st.(*parser.FunctionDef); ok {
				continue
			}
			if w := classBlockObstacle(st); w == "a def inside a block of a class body" {
				why = w
			}
		}
	}
	return why
}

// nestedMethod checks a def in the body of a class inside a function: a
// nested function of that function (its free names skip the class
// body), named after the class.
func (c *checker) nestedMethod(nc *NestedClass, s *parser.FunctionDef) {
	for _, dec := range s.Decorators {
		c.objectExpr(dec, "decorator cannot be a primitive")
	}
	d := c.newNested(s, s.Name)
	d.QualName = nc.QualName + "." + s.Name
	d.InNestedClass = nc
	if !c.interp && isGenerator(d) {
		d.Generator = true
	}
	if s.IsAsync {
		d.Generator, d.Coroutine, d.AsyncGen = true, true, s.Yields != nil
	}
	nc.Info.Methods[s] = d
	c.checkDefaults(d)
	savedClass, savedFn, savedQual := c.class, c.classFn, c.classQual
	c.class, c.classFn, c.classQual = nil, nil, ""
	c.checkNestedBody(d)
	c.class, c.classFn, c.classQual = savedClass, savedFn, savedQual
	c.info.DefTarget[s] = &ClassAttr{Class: nc.Info, Name: s.Name}
}

// inModuleClassMethod reports whether the checker is in a method of a
// class in the body of a module class (or in a function nested in one):
// the unit that runs interpreted in its stead is the class-body
// statement around it.
func (c *checker) inModuleClassMethod() bool {
	for f := c.fn; f != nil; f = f.Parent {
		if f.InNestedClass != nil && f.InNestedClass.fn == nil {
			return true
		}
	}
	return false
}
