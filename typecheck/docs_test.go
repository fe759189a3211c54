// This file implements the check that docs/diagnostics.md documents
// every diagnostic code.

package typecheck_test

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"testing"
)

// TestDiagnosticsDocumented fails when a code in diagnostics/codes.go has
// no "### SPxxxx Name" entry with an example and a fix in
// docs/diagnostics.md, or when the docs describe a code that does not
// exist.
func TestDiagnosticsDocumented(t *testing.T) {
	doc, err := os.ReadFile(filepath.Join("..", "docs", "diagnostics.md"))
	if err != nil {
		t.Fatal(err)
	}
	entries := map[string]string{} // code -> entry text
	heading := regexp.MustCompile(`(?m)^### (SP\d{4}) (\w+)\n`)
	locs := heading.FindAllSubmatchIndex(doc, -1)
	names := map[string]string{}
	for i, l := range locs {
		end := len(doc)
		if i+1 < len(locs) {
			end = locs[i+1][0]
		}
		code := string(doc[l[2]:l[3]])
		entries[code] = string(doc[l[1]:end])
		names[code] = string(doc[l[4]:l[5]])
	}
	values := codeValues(t)
	var consts []string
	for name := range values {
		consts = append(consts, name)
	}
	sort.Strings(consts)
	known := map[string]bool{}
	for _, name := range consts {
		code := string(values[name])
		known[code] = true
		body, ok := entries[code]
		if !ok {
			t.Errorf("docs/diagnostics.md: no entry `### %s %s`", code, name)
			continue
		}
		if names[code] != name {
			t.Errorf("docs/diagnostics.md: %s is named %s in the docs, %s in codes.go", code, names[code], name)
		}
		for _, part := range []string{"Example:", "Fix:"} {
			if !regexp.MustCompile(`(?m)^` + part).MatchString(body) {
				t.Errorf("docs/diagnostics.md: %s has no %q line", code, part)
			}
		}
	}
	for code := range entries {
		if !known[code] {
			t.Errorf("docs/diagnostics.md documents %s, which is not in diagnostics/codes.go", code)
		}
	}
}
