package diagnostics

import (
	"bytes"
	"encoding/json"
	"flag"
	"go/ast"
	"go/parser"
	"go/token"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// goldenInput exercises what the writers must get right: sorting is the
// caller's, so the order here is the output's; a hint, a warning and a
// note; a multi-byte character before the column; unknown positions; and
// characters that the github format must escape in the file name and the
// message.
func goldenInput() []Diagnostic {
	return []Diagnostic{
		{Pos: Pos{"walk.py", 4, 15}, End: Pos{"walk.py", 4, 16}, Code: TypeMismatch,
			Message: "type mismatch: int64 cannot be assigned to int8", Hint: "convert explicitly with int8(x)"},
		{Pos: Pos{"walk.py", 5, 9}, Severity: Warning, Code: UndefinedName, Message: "Name `y` is not defined."},
		{Pos: Pos{"é.py", 1, 10}, End: Pos{"é.py", 1, 13}, Code: BadBinOp, Message: "cannot add str and int"},
		{Pos: Pos{"dir, with: odd/100%.py", 2, 0}, Severity: Note, Code: RevealType, Message: "reveal_type(x): 'int64'\r\n50% sure, really: yes"},
		{Pos: Pos{File: "unreadable.py"}, Code: ReadError, Message: "cannot read file: unreadable.py: permission denied"},
		{Pos: Pos{"/abs/path/m.py", 7, 3}, End: Pos{"/abs/path/m.py", 9, 1}, Code: Unsupported, Message: "class definitions are not compiled yet"},
	}
}

func TestGolden(t *testing.T) {
	writers := map[string]func(*bytes.Buffer, []Diagnostic) error{
		"text": func(b *bytes.Buffer, ds []Diagnostic) error {
			return WriteText(b, ds, TextOptions{Source: source})
		},
		"json":   func(b *bytes.Buffer, ds []Diagnostic) error { return WriteJSON(b, ds) },
		"github": func(b *bytes.Buffer, ds []Diagnostic) error { return WriteGitHub(b, ds) },
		"sarif": func(b *bytes.Buffer, ds []Diagnostic) error {
			return WriteSARIF(b, ds, SARIFOptions{ToolVersion: "1.2.3", Source: source})
		},
	}
	for name, write := range writers {
		var buf bytes.Buffer
		if err := write(&buf, goldenInput()); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		golden := filepath.Join("testdata", "golden."+name)
		if *update {
			if err := os.WriteFile(golden, buf.Bytes(), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Fatalf("%v (run go test ./diagnostics -update to create it)", err)
		}
		if diff := cmp.Diff(string(want), buf.String()); diff != "" {
			t.Errorf("%s: mismatch (-want +got), rewrite with -update and review the diff:\n%s", name, diff)
		}
	}
}

func TestGitHubEscaping(t *testing.T) {
	ds := []Diagnostic{{Pos: Pos{"a,b:c%.py", 1, 2}, Code: SyntaxError, Message: "50% of\r\nlines: a,b", Hint: "x"}}
	var buf bytes.Buffer
	if err := WriteGitHub(&buf, ds); err != nil {
		t.Fatal(err)
	}
	want := "::error file=a%2Cb%3Ac%25.py,line=1,col=2,title=SP1001::50%25 of%0D%0Alines: a,b%0Ahint: x\n"
	if diff := cmp.Diff(want, buf.String()); diff != "" {
		t.Errorf("mismatch (-want +got):\n%s", diff)
	}
	if n := strings.Count(buf.String(), "\n"); n != 1 {
		t.Errorf("one diagnostic took %d lines", n)
	}
}

func TestSARIFColumnsInCodePoints(t *testing.T) {
	ds := []Diagnostic{{Pos: Pos{"é.py", 1, 10}, End: Pos{"é.py", 1, 13}, Code: BadBinOp, Message: "m"}}
	var buf bytes.Buffer
	if err := WriteSARIF(&buf, ds, SARIFOptions{Source: source}); err != nil {
		t.Fatal(err)
	}
	doc := decodeSARIF(t, buf.Bytes())
	region := doc.Runs[0].Results[0].Locations[0].PhysicalLocation.Region
	// `s = "é" + 1`: byte column 10 is the '+', the 9th code point.
	if region.StartColumn != 9 || region.EndColumn != 12 {
		t.Errorf("region = %+v, want columns 9 to 12", region)
	}
}

// TestSARIFSchema checks a log against what the SARIF 2.1.0 schema
// requires of the objects WriteSARIF writes: required properties, enums,
// minimums, URI references, and no property the schema does not define
// (its objects are "additionalProperties": false).
func TestSARIFSchema(t *testing.T) {
	for _, ds := range [][]Diagnostic{goldenInput(), nil} {
		var buf bytes.Buffer
		if err := WriteSARIF(&buf, ds, SARIFOptions{ToolVersion: "1.2.3", InformationURI: "https://example.com/x", Source: source}); err != nil {
			t.Fatal(err)
		}
		var doc any
		if err := json.Unmarshal(buf.Bytes(), &doc); err != nil {
			t.Fatal(err)
		}
		validateSARIF(t, doc, len(ds))
	}
}

func validateSARIF(t *testing.T, doc any, nresults int) {
	t.Helper()
	obj := func(where string, v any, required []string, allowed ...string) map[string]any {
		t.Helper()
		m, ok := v.(map[string]any)
		if !ok {
			t.Fatalf("%s: %T, want an object", where, v)
		}
		for _, k := range required {
			if _, ok := m[k]; !ok {
				t.Errorf("%s: missing required property %q", where, k)
			}
		}
		ok2 := map[string]bool{}
		for _, k := range append(required, allowed...) {
			ok2[k] = true
		}
		for k := range m {
			if !ok2[k] {
				t.Errorf("%s: property %q is not in the schema", where, k)
			}
		}
		return m
	}
	arr := func(where string, v any) []any {
		t.Helper()
		a, ok := v.([]any)
		if !ok {
			t.Fatalf("%s: %T, want an array", where, v)
		}
		return a
	}
	str := func(where string, v any) string {
		t.Helper()
		s, ok := v.(string)
		if !ok || s == "" {
			t.Errorf("%s: %#v, want a non-empty string", where, v)
		}
		return s
	}
	integer := func(where string, v any, min float64) int {
		t.Helper()
		f, ok := v.(float64)
		if !ok || f != float64(int(f)) || f < min {
			t.Errorf("%s: %#v, want an integer >= %v", where, v, min)
		}
		return int(f)
	}
	message := func(where string, v any) {
		t.Helper()
		m := obj(where, v, []string{"text"}, "markdown", "id", "arguments")
		str(where+".text", m["text"])
	}

	log := obj("sarifLog", doc, []string{"version", "runs"}, "$schema")
	if log["version"] != "2.1.0" {
		t.Errorf("version = %v, want 2.1.0", log["version"])
	}
	if s, _ := log["$schema"].(string); !strings.Contains(s, "sarif-schema-2.1.0") && !strings.Contains(s, "sarif-2.1.0") {
		t.Errorf("$schema = %q", s)
	}
	runs := arr("runs", log["runs"])
	if len(runs) != 1 {
		t.Fatalf("%d runs, want 1", len(runs))
	}
	run := obj("run", runs[0], []string{"tool"}, "results", "columnKind")
	if ck := run["columnKind"]; ck != "unicodeCodePoints" && ck != "utf16CodeUnits" {
		t.Errorf("columnKind = %v", ck)
	}
	tool := obj("tool", run["tool"], []string{"driver"})
	driver := obj("tool.driver", tool["driver"], []string{"name"}, "version", "informationUri", "rules")
	if driver["name"] != "staticpyc" {
		t.Errorf("tool.driver.name = %v", driver["name"])
	}
	str("tool.driver.version", driver["version"])
	if u, err := url.Parse(str("informationUri", driver["informationUri"])); err != nil || !u.IsAbs() {
		t.Errorf("informationUri is not an absolute URI: %v", driver["informationUri"])
	}
	rules := arr("rules", driver["rules"])
	ids := map[string]bool{}
	var ruleIDs []string
	for i, r := range rules {
		where := "rules[" + strconv.Itoa(i) + "]"
		rule := obj(where, r, []string{"id"}, "name", "shortDescription", "fullDescription", "defaultConfiguration", "properties")
		id := str(where+".id", rule["id"])
		if ids[id] {
			t.Errorf("%s: duplicate rule id %s", where, id)
		}
		ids[id] = true
		ruleIDs = append(ruleIDs, id)
		str(where+".name", rule["name"])
		message(where+".shortDescription", rule["shortDescription"])
		if fd, ok := rule["fullDescription"]; ok {
			message(where+".fullDescription", fd)
		}
		cfg := obj(where+".defaultConfiguration", rule["defaultConfiguration"], nil, "level", "enabled", "rank", "parameters")
		checkLevel(t, where+".defaultConfiguration.level", cfg["level"])
	}
	for _, r := range Rules() {
		if !ids[string(r.Code)] {
			t.Errorf("no rule for %s", r.Code)
		}
	}
	results := arr("results", run["results"])
	if len(results) != nresults {
		t.Errorf("%d results, want %d", len(results), nresults)
	}
	for i, r := range results {
		where := "results[" + strconv.Itoa(i) + "]"
		res := obj(where, r, []string{"message"}, "ruleId", "ruleIndex", "level", "locations")
		message(where+".message", res["message"])
		checkLevel(t, where+".level", res["level"])
		idx := integer(where+".ruleIndex", res["ruleIndex"], -1)
		if idx < 0 || idx >= len(ruleIDs) || ruleIDs[idx] != res["ruleId"] {
			t.Errorf("%s: ruleIndex %d does not point at rule %v", where, idx, res["ruleId"])
		}
		for j, l := range arr(where+".locations", res["locations"]) {
			lw := where + ".locations[" + strconv.Itoa(j) + "]"
			loc := obj(lw, l, nil, "physicalLocation", "id", "message", "logicalLocations")
			phys := obj(lw+".physicalLocation", loc["physicalLocation"], []string{"artifactLocation"}, "region")
			art := obj(lw+".artifactLocation", phys["artifactLocation"], []string{"uri"}, "uriBaseId", "index")
			uri := str(lw+".artifactLocation.uri", art["uri"])
			if _, err := url.Parse(uri); err != nil || strings.ContainsAny(uri, " \\") {
				t.Errorf("%s: uri %q is not a URI reference: %v", lw, uri, err)
			}
			if reg, ok := phys["region"]; ok {
				region := obj(lw+".region", reg, []string{"startLine"}, "startColumn", "endLine", "endColumn")
				start := integer(lw+".region.startLine", region["startLine"], 1)
				if v, ok := region["startColumn"]; ok {
					integer(lw+".region.startColumn", v, 1)
				}
				if v, ok := region["endLine"]; ok {
					if integer(lw+".region.endLine", v, 1) < start {
						t.Errorf("%s: endLine before startLine", lw)
					}
				}
				if v, ok := region["endColumn"]; ok {
					integer(lw+".region.endColumn", v, 1)
				}
			}
		}
	}
}

func checkLevel(t *testing.T, where string, v any) {
	t.Helper()
	switch v {
	case "none", "note", "warning", "error":
	default:
		t.Errorf("%s = %#v, want none, note, warning or error", where, v)
	}
}

type decodedSARIF struct {
	Runs []struct {
		Results []struct {
			Locations []struct {
				PhysicalLocation struct {
					Region sarifRegion
				}
			}
		}
	}
}

func decodeSARIF(t *testing.T, b []byte) decodedSARIF {
	t.Helper()
	var doc decodedSARIF
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatal(err)
	}
	return doc
}

// TestRulesCoverCodes reads codes.go independently of Rules and checks
// that every Code constant has exactly one rule with its name, and that
// the table of summaries names no code that codes.go lacks.
func TestRulesCoverCodes(t *testing.T) {
	f, err := parser.ParseFile(token.NewFileSet(), "codes.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	want := map[Code]string{}
	ast.Inspect(f, func(n ast.Node) bool {
		vs, ok := n.(*ast.ValueSpec)
		if !ok {
			return true
		}
		if id, ok := vs.Type.(*ast.Ident); ok && id.Name == "Code" {
			for i, name := range vs.Names {
				lit := vs.Values[i].(*ast.BasicLit)
				want[Code(strings.Trim(lit.Value, `"`))] = name.Name
			}
		}
		return false
	})
	got := map[Code]string{}
	for _, r := range Rules() {
		if _, dup := got[r.Code]; dup {
			t.Errorf("two rules for %s", r.Code)
		}
		got[r.Code] = r.Name
		if r.Summary == "" || r.Category == "" {
			t.Errorf("rule %s: summary %q, category %q", r.Code, r.Summary, r.Category)
		}
	}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("rules do not match codes.go (-want +got):\n%s", diff)
	}
	for code := range summaries {
		if _, ok := want[code]; !ok {
			t.Errorf("summaries has %s, which codes.go does not declare", code)
		}
	}
	if r := RuleFor("SP0000"); r.Code != "SP0000" || r.Summary == "" {
		t.Errorf("RuleFor(unknown) = %+v", r)
	}
}
