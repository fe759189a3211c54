// This file implements the front end that check and build share: parse,
// typecheck and strict over one file, each phase guarded so that a panic
// becomes an *InternalError, and the test of whether a file is Static
// Python.

package driver

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/strict"
	"github.com/staticpyc/staticpyc/typecheck"
)

// staticMode says whether frontEnd type-checks a file.
type staticMode int

const (
	forceStatic  staticMode = iota // named on the command line
	detectMarker                   // found in a directory: only if marked
	// buildFile is a file being built: always type-checked (lower needs
	// the facts), with Static Python's class rules only when it carries
	// the marker; a plain module keeps Python's.
	buildFile
)

// frontEnd runs the front end over one file: parse, then (for Static
// Python) typecheck and the strict-module rules, appending their
// diagnostics to diags. It returns the tree and the checker's facts for
// lowering, or nil when the file has errors, is only parsed, or a phase
// panicked (the error is then an *InternalError).
func frontEnd(file string, src []byte, mode staticMode, diags *diagnostics.List) (*parser.Module, *typecheck.Info, error) {
	return frontEndVisiting(file, src, mode, diags, map[string]bool{absPath(file): true})
}

// frontEndVisiting is frontEnd for a file whose imports are checked
// first (checkedImports); visiting holds the files whose check is under
// way, so that a cycle of imports ends.
func frontEndVisiting(file string, src []byte, mode staticMode, diags *diagnostics.List, visiting map[string]bool) (*parser.Module, *typecheck.Info, error) {
	m, info, _, _, err := frontEndMemo(file, src, mode, diags, visiting, false)
	return m, info, err
}

// interfaces holds the checks of imported modules (checkedImports), by
// the key frontEndMemo gives them, so that a module imported by many is
// checked once per process: a package of n modules each importing the
// one before is checked in n steps, not n². An entry is a
// *typecheck.Info, nil for a module with errors.
var interfaces sync.Map

// frontEndMemo is frontEndVisiting that also returns the file's key (a
// hash of its path, source and mode and of its imports' keys, so that it
// changes when anything the check reads changes) and whether the check
// was partial (an import cycle left a module out, so the result depends
// on where the check started). With memo, a complete check is looked up
// in interfaces first and stored there after; its diagnostics are then
// not reported (the callers that memoize throw them away).
func frontEndMemo(file string, src []byte, mode staticMode, diags *diagnostics.List, visiting map[string]bool, memo bool) (*parser.Module, *typecheck.Info, string, bool, error) {
	var m *parser.Module
	var syntax diagnostics.List
	if err := protect("parse", file, func() { m = parser.Parse(file, src, &syntax) }); err != nil {
		return nil, nil, "", true, err
	}
	diags.Append(&syntax)
	key := hashStrings(absPath(file), string(src), fmt.Sprint(mode))
	if syntax.HasErrors() {
		return nil, nil, key, false, nil
	}
	if mode == detectMarker && !HasMarker(m) {
		return nil, nil, key, false, nil
	}
	imports, keys, partial, err := checkedImports(file, m, visiting)
	if err != nil {
		return nil, nil, "", true, err
	}
	key = hashStrings(append([]string{key}, keys...)...)
	if memo && !partial {
		if v, ok := interfaces.Load(key); ok {
			info, _ := v.(*typecheck.Info)
			return m, info, key, false, nil
		}
	}
	m, info, err := checkTree(file, m, mode, imports, diags)
	if err == nil && memo && !partial {
		interfaces.Store(key, info)
	}
	return m, info, key, partial, err
}

// checkTree type-checks a parsed file with its imports' interfaces.
func checkTree(file string, m *parser.Module, mode staticMode, imports map[string]*typecheck.Info, diags *diagnostics.List) (*parser.Module, *typecheck.Info, error) {
	var info *typecheck.Info
	var checked diagnostics.List
	err := protect("typecheck", file, func() {
		static := mode != buildFile || HasMarker(m)
		info = typecheck.Check(m, typecheck.Config{Static: static, Imports: imports, Module: dottedModuleName(file)}, &checked)
		strict.Check(m, info, &checked)
	})
	if err != nil {
		return nil, nil, err
	}
	diags.Append(&checked)
	if checked.HasErrors() {
		return nil, nil, nil
	}
	return m, info, nil
}

// dottedModuleName is the name a file is imported by when the directories
// above it are packages (they hold an __init__.py), as CPython and mypy
// name it: mypkg/graph.py is mypkg.graph, mypkg/__init__.py is mypkg. The
// checker names classes and functions by it in messages, as CinderX does.
func dottedModuleName(file string) string {
	dir, base := filepath.Split(absPath(file))
	name := strings.TrimSuffix(base, ".py")
	if name == "__init__" {
		name = ""
	}
	for dir = filepath.Clean(dir); ; dir = filepath.Dir(dir) {
		if _, err := os.Stat(filepath.Join(dir, "__init__.py")); err != nil || !identRE.MatchString(filepath.Base(dir)) {
			break
		}
		name = strings.TrimSuffix(filepath.Base(dir)+"."+name, ".")
	}
	return name
}

// HasMarker reports whether m is a Static Python module: its first
// statement after the docstring and `from __future__` imports is
// `import __static__` or `import __strict__`. A marker imported further
// down also counts, so that the checker reports it as misplaced (CinderX
// refuses such a module) instead of the file passing as plain Python.
func HasMarker(m *parser.Module) bool {
	for _, s := range m.Body {
		imp, ok := s.(*parser.Import)
		if !ok {
			continue
		}
		for _, a := range imp.Names {
			if a.Name == "__static__" || a.Name == "__strict__" {
				return true
			}
		}
	}
	return false
}
