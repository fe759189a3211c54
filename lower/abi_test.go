package lower

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// lowerSources parses the package's non-test Go files.
func lowerSources(t *testing.T, dir string) (*token.FileSet, []*ast.File) {
	t.Helper()
	names, err := filepath.Glob(filepath.Join(dir, "*.go"))
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, n := range names {
		if strings.HasSuffix(n, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, n, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	return fset, files
}

// isSel reports whether e is pkg.name.
func isSel(e ast.Expr, pkg, name string) bool {
	s, ok := e.(*ast.SelectorExpr)
	if !ok {
		return false
	}
	id, ok := s.X.(*ast.Ident)
	return ok && id.Name == pkg && s.Sel.Name == name
}

// rawLayoutAccesses lists the places in the Go files of dir that reach
// into an object by byte offset rather than through runtime's ABI
// emitters: a GEP over i8 (an offset in bytes), or a bitcast of a
// pointer to a scalar field type (a field read at offset 0, such as
// ob_refcnt).
func rawLayoutAccesses(t *testing.T, dir string) []string {
	fset, files := lowerSources(t, dir)
	var bad []string
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok || len(call.Args) < 2 {
				return true
			}
			sel, ok := call.Fun.(*ast.SelectorExpr)
			if !ok {
				return true
			}
			switch sel.Sel.Name {
			case "NewGetElementPtr":
				if isSel(call.Args[0], "types", "I8") {
					bad = append(bad, fset.Position(call.Pos()).String()+": byte-offset GEP")
				}
			case "NewBitCast":
				if p, ok := call.Args[1].(*ast.CallExpr); ok && isSel(p.Fun, "types", "NewPointer") && len(p.Args) == 1 {
					for _, scalar := range []string{"I8", "I16", "I32", "I64", "Double", "Float"} {
						if isSel(p.Args[0], "types", scalar) {
							bad = append(bad, fset.Position(call.Pos()).String()+": field read through a cast to types."+scalar+"*")
						}
					}
				}
			}
			return true
		})
	}
	return bad
}

// TestNoRawObjectLayout keeps every CPython struct offset in runtime's
// ABI description: lower asks runtime's emitters (TupleItems, ListSize,
// TypeOf, ...) for the fields it reads.
func TestNoRawObjectLayout(t *testing.T) {
	for _, b := range rawLayoutAccesses(t, ".") {
		t.Errorf("%s: use a runtime ABI emitter", b)
	}
}
