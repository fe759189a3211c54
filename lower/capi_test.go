package lower

import (
	"go/ast"
	"go/token"
	"regexp"
	"strconv"
	"testing"
)

// cAPIName matches the name of a CPython C API function or variable.
var cAPIName = regexp.MustCompile(`^_?Py[A-Za-z]*_`)

// rawCAPICalls lists the places in the Go files of dir that call a C API
// function by name instead of through its capi descriptor: runtime's
// CFunc, a lookup of a descriptor by name, or a C API function declared
// by hand (intrinsic, NewFunc).
func rawCAPICalls(t *testing.T, dir string) []string {
	fset, files := lowerSources(t, dir)
	var bad []string
	report := func(n ast.Node, what string) {
		bad = append(bad, fset.Position(n.Pos()).String()+": "+what)
	}
	for _, f := range files {
		ast.Inspect(f, func(n ast.Node) bool {
			call, ok := n.(*ast.CallExpr)
			if !ok {
				return true
			}
			var name string
			switch fn := call.Fun.(type) {
			case *ast.SelectorExpr:
				name = fn.Sel.Name
				if isSel(fn, "capi", "Lookup") {
					report(call, "descriptor looked up by name")
				}
			case *ast.Ident:
				name = fn.Name
			}
			switch name {
			case "CFunc":
				report(call, "C API function called by name")
			case "intrinsic", "NewFunc":
				if len(call.Args) == 0 {
					break
				}
				if lit, ok := call.Args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
					if s, err := strconv.Unquote(lit.Value); err == nil && cAPIName.MatchString(s) {
						report(call, "C API function "+s+" declared by hand")
					}
				}
			}
			return true
		})
	}
	return bad
}

// TestNoRawCAPICalls keeps every C API call in lower going through a
// descriptor of runtime/capi (callC and its variants, or runtime's
// CallC), so that its error check and reference handling follow from the
// description.
func TestNoRawCAPICalls(t *testing.T) {
	for _, b := range rawCAPICalls(t, ".") {
		t.Errorf("%s: describe it in runtime/capi and call it through callC", b)
	}
}
