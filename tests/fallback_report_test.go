package tests

import (
	"os"
	"strings"
	"testing"

	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/driver"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/typecheck"
)

// TestConstructsCompile checks, as the build's fallback report says it,
// that modules made of constructs which used to run interpreted now
// compile whole: no SP4002 (a def or statement running interpreted) in
// a build of class bodies with loops, `if`s, `try`s and unpacked or
// subscripted targets, of classes inside functions, nor of match
// statements in functions. TestRun runs the
// same modules compiled and interpreted and compares them.
func TestConstructsCompile(t *testing.T) {
	for _, name := range []string{"class_body_blocks", "nested_classes", "match_statements"} {
		file := "testdata/run/" + name + ".py"
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var diags diagnostics.List
		m := parser.Parse(file, src, &diags)
		typecheck.Check(m, typecheck.Config{Static: driver.HasMarker(m), Module: name}, &diags)
		for _, d := range diags.Sorted() {
			if d.Code == diagnostics.Interpreted || d.Severity == diagnostics.Error {
				t.Errorf("%s: %s", name, strings.SplitN(d.String(), "\n", 2)[0])
			}
		}
	}
}
