// This file implements finding the modules a file imports: parsing its
// import statements and resolving them, as Python's path finder would,
// against the file's directory and the other roots of a project.

package driver

import (
	"os"
	"path/filepath"
	"strings"

	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/typecheck"
)

// Module is one source module of a project.
type Module struct {
	Name    string // dotted name: "pkg.graph"; "pkg" for pkg/__init__.py
	Path    string // the .py file
	Package bool   // Path is a package's __init__.py
	Static  bool   // the file carries the Static Python marker
}

// loweredName is the name the extension's PyInit_ function carries: the
// last component of the dotted name, as CPython's loader looks it up.
func (m Module) loweredName() string {
	return m.Name[strings.LastIndex(m.Name, ".")+1:]
}

// ImportRoots returns the directories `python3 file.py` searches first
// for the modules file imports: the file's directory, then PYTHONPATH.
// The standard library and site-packages are not searched: staticpyc
// builds only the project's own modules.
func ImportRoots(file string) []string {
	dir, err := filepath.Abs(filepath.Dir(file))
	if err != nil {
		dir = filepath.Dir(file)
	}
	roots := []string{dir}
	for _, p := range filepath.SplitList(os.Getenv("PYTHONPATH")) {
		if p != "" {
			roots = append(roots, p)
		}
	}
	return roots
}

// StaticImports returns the Static Python modules that the script file
// imports, directly or through other project modules (marked or not),
// in the order they are first met; a module imported from a package
// brings the package's __init__.py with it. Files that do not parse are
// left for the build (or for python) to report.
func StaticImports(file string, roots []string) []Module {
	r := &importResolver{roots: roots, seen: map[string]bool{}}
	abs, err := filepath.Abs(file)
	if err != nil {
		abs = file
	}
	r.seen[abs] = true
	r.visit(Module{Path: file}, "")
	return r.static
}

type importResolver struct {
	roots  []string
	seen   map[string]bool // absolute paths already visited
	static []Module
}

// visit parses m and follows each of its imports. pkg is the package a
// relative import in m is relative to ("" for a script).
func (r *importResolver) visit(m Module, pkg string) {
	src, err := os.ReadFile(m.Path)
	if err != nil {
		return
	}
	var diags diagnostics.List
	var tree *parser.Module
	if protect("parse", m.Path, func() { tree = parser.Parse(m.Path, src, &diags) }) != nil || diags.HasErrors() {
		return
	}
	if m.Name != "" && HasMarker(tree) {
		m.Static = true
		r.static = append(r.static, m)
	}
	var walk func(stmts []parser.Stmt)
	walk = func(stmts []parser.Stmt) {
		parser.WalkStmts(stmts, func(s parser.Stmt) bool { return r.follow(s, pkg, walk) })
	}
	walk(tree.Body)
}

// follow follows the imports of one statement, and walks into the
// bodies of a def or a class, whose imports run when they are called.
func (r *importResolver) follow(s parser.Stmt, pkg string, walk func([]parser.Stmt)) bool {
	switch s := s.(type) {
	case *parser.FunctionDef:
		walk(s.Body)
	case *parser.ClassDef:
		walk(s.Body)
	case *parser.Import:
		for _, a := range s.Names {
			r.want(a.Name)
		}
	case *parser.ImportFrom:
		base := s.Module
		if s.Level > 0 {
			parts := strings.Split(pkg, ".")
			if pkg == "" || s.Level-1 >= len(parts) {
				return true // beyond the top-level package: python raises
			}
			base = strings.Join(parts[:len(parts)-(s.Level-1)], ".")
			if s.Module != "" {
				base += "." + s.Module
			}
		}
		if base == "" {
			return true
		}
		r.want(base)
		for _, a := range s.Names {
			if a.Name != "*" {
				r.want(base + "." + a.Name) // a submodule, when there is one
			}
		}
	}
	return true
}

// want visits the module named name and the packages that contain it,
// when they are in the project.
func (r *importResolver) want(name string) {
	parts := strings.Split(name, ".")
	for i := range parts {
		m, ok := r.find(parts[:i+1])
		if !ok {
			return
		}
		abs, err := filepath.Abs(m.Path)
		if err != nil {
			abs = m.Path
		}
		if r.seen[abs] {
			continue
		}
		r.seen[abs] = true
		pkg := m.Name
		if !m.Package {
			pkg = strings.Join(parts[:i], ".")
		}
		r.visit(m, pkg)
	}
}

// find resolves a dotted name to a source file in the first root that
// has it, as a package (dir/__init__.py) or a module (name.py).
func (r *importResolver) find(parts []string) (Module, bool) {
	name := strings.Join(parts, ".")
	for _, root := range r.roots {
		p := filepath.Join(append([]string{root}, parts...)...)
		if fileExists(filepath.Join(p, "__init__.py")) {
			return Module{Name: name, Path: filepath.Join(p, "__init__.py"), Package: true}, true
		}
		if fileExists(p + ".py") {
			return Module{Name: name, Path: p + ".py"}, true
		}
	}
	return Module{}, false
}

func fileExists(p string) bool {
	fi, err := os.Stat(p)
	return err == nil && fi.Mode().IsRegular()
}

// checkedImports checks the Static Python modules that m (the tree of
// file) imports names from — `from a import f`, `from .a import f`,
// resolved as typedImport does — and returns their interfaces by the
// module as written (".a" for a relative import), for the checker to
// type the imported functions. A module with errors, or one whose check
// is under way (an import cycle), gives no interface: its names stay
// dynamic. Its diagnostics are reported when it is checked itself.
//
// It also returns the keys of the imported modules' checks (see
// frontEndMemo), and whether a cycle left a module out (partial).
func checkedImports(file string, m *parser.Module, visiting map[string]bool) (map[string]*typecheck.Info, []string, bool, error) {
	r := newTypedImports(file)
	var imports map[string]*typecheck.Info
	var keys []string
	partial := false
	var firstErr error
	parser.WalkStmts(m.Body, func(s parser.Stmt) bool {
		imp, ok := s.(*parser.ImportFrom)
		if !ok || firstErr != nil {
			return true
		}
		key := typecheck.ImportKey(imp)
		if _, done := imports[key]; done {
			return true
		}
		mod, ok := r.resolve(imp)
		abs := absPath(mod.Path)
		if !ok {
			return true
		}
		if visiting[abs] {
			partial = true
			return true
		}
		src, err := os.ReadFile(mod.Path)
		if err != nil {
			keys = append(keys, abs+"\x00unreadable")
			return true
		}
		visiting[abs] = true
		_, info, checkKey, part, err := frontEndMemo(mod.Path, src, detectMarker, &diagnostics.List{}, visiting, true)
		delete(visiting, abs)
		keys = append(keys, checkKey)
		partial = partial || part
		if err != nil {
			firstErr = err
			return true
		}
		if imports == nil {
			imports = map[string]*typecheck.Info{}
		}
		imports[key] = info // nil: no interface, and not checked again
		return true
	})
	for name, info := range imports {
		if info == nil {
			delete(imports, name)
		}
	}
	return imports, keys, partial, firstErr
}

// typedImports resolves the `from … import` statements of one file to
// the project's source files, as Python's path finder would: against
// the file's directory, PYTHONPATH and the root of the package tree the
// file is in (the directory above its topmost package), and a relative
// import against the file's package.
type typedImports struct {
	r   *importResolver
	pkg []string // the file's package, as dotted parts from the root
	// dir is the file's directory: with no __init__.py beside the file,
	// a relative import reads it as a namespace package (PEP 420).
	dir string
}

func newTypedImports(file string) *typedImports {
	roots := ImportRoots(file)
	dir := filepath.Dir(absPath(file))
	var pkg []string
	for fileExists(filepath.Join(dir, "__init__.py")) {
		pkg = append([]string{filepath.Base(dir)}, pkg...)
		parent := filepath.Dir(dir)
		if parent == dir {
			break
		}
		dir = parent
	}
	if len(pkg) > 0 {
		roots = append(roots, dir)
	}
	// pkg/__init__.py and pkg/m.py both import relative to pkg.
	return &typedImports{r: &importResolver{roots: roots}, pkg: pkg, dir: filepath.Dir(absPath(file))}
}

// resolve finds the module imp imports names from.
func (t *typedImports) resolve(imp *parser.ImportFrom) (Module, bool) {
	if imp.Level == 0 {
		if imp.Module == "" {
			return Module{}, false
		}
		return t.r.find(strings.Split(imp.Module, "."))
	}
	if imp.Module == "" {
		return Module{}, false // `from . import x` binds modules, not functions
	}
	if len(t.pkg) == 0 {
		return t.resolveNamespace(imp)
	}
	if imp.Level-1 > len(t.pkg) {
		return Module{}, false
	}
	parts := append(append([]string{}, t.pkg[:len(t.pkg)-(imp.Level-1)]...), strings.Split(imp.Module, ".")...)
	return t.r.find(parts)
}

// resolveNamespace resolves a relative import of a file in a directory
// without __init__.py, which Python imports as a namespace package
// (PEP 420): the directories up the tree are its packages, named after
// themselves, as `staticpyc build` of an enclosing directory names them.
func (t *typedImports) resolveNamespace(imp *parser.ImportFrom) (Module, bool) {
	base := t.dir
	var names []string
	for i := 0; i < imp.Level-1; i++ {
		parent := filepath.Dir(base)
		if parent == base {
			return Module{}, false
		}
		base = parent
	}
	names = append(names, filepath.Base(base))
	parts := strings.Split(imp.Module, ".")
	r := &importResolver{roots: []string{base}}
	m, ok := r.find(parts)
	if ok {
		m.Name = strings.Join(append(names, parts...), ".")
	}
	return m, ok
}

// absPath returns p made absolute, or p when that fails.
func absPath(p string) string {
	if abs, err := filepath.Abs(p); err == nil {
		return abs
	}
	return p
}
