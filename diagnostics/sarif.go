// This file implements the SARIF 2.1.0 format of diagnostics: the one code
// scanning services (GitHub, GitLab, Azure DevOps) read.

package diagnostics

import (
	"encoding/json"
	"io"
	"net/url"
	"path/filepath"
	"strings"
	"unicode/utf8"
)

// SARIFSchema is the schema the SARIF documents declare.
const SARIFSchema = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

// SARIFOptions says how to write diagnostics as SARIF.
type SARIFOptions struct {
	// ToolVersion is staticpyc's version, for tool.driver.version.
	ToolVersion string
	// InformationURI is where users read about the tool; "" leaves it out.
	InformationURI string
	// Source returns the contents of a file, or nil when they are not at
	// hand. With it, columns are counted in Unicode code points, as SARIF
	// asks ("columnKind": "unicodeCodePoints"); without it, columns stay
	// byte columns, which agree for ASCII lines.
	Source func(file string) []byte
}

type sarifLog struct {
	Schema  string     `json:"$schema"`
	Version string     `json:"version"`
	Runs    []sarifRun `json:"runs"`
}

type sarifRun struct {
	Tool       sarifTool     `json:"tool"`
	ColumnKind string        `json:"columnKind"`
	Results    []sarifResult `json:"results"`
}

type sarifTool struct {
	Driver sarifDriver `json:"driver"`
}

type sarifDriver struct {
	Name           string      `json:"name"`
	Version        string      `json:"version,omitempty"`
	InformationURI string      `json:"informationUri,omitempty"`
	Rules          []sarifRule `json:"rules"`
}

type sarifRule struct {
	ID                   string           `json:"id"`
	Name                 string           `json:"name"`
	ShortDescription     sarifText        `json:"shortDescription"`
	FullDescription      *sarifText       `json:"fullDescription,omitempty"`
	DefaultConfiguration sarifRuleConfig  `json:"defaultConfiguration"`
	Properties           *sarifProperties `json:"properties,omitempty"`
}

type sarifRuleConfig struct {
	Level string `json:"level"`
}

type sarifProperties struct {
	Tags []string `json:"tags,omitempty"`
}

type sarifText struct {
	Text string `json:"text"`
}

type sarifResult struct {
	RuleID    string          `json:"ruleId"`
	RuleIndex int             `json:"ruleIndex"`
	Level     string          `json:"level"`
	Message   sarifText       `json:"message"`
	Locations []sarifLocation `json:"locations"`
}

type sarifLocation struct {
	PhysicalLocation sarifPhysicalLocation `json:"physicalLocation"`
}

type sarifPhysicalLocation struct {
	ArtifactLocation sarifArtifactLocation `json:"artifactLocation"`
	Region           *sarifRegion          `json:"region,omitempty"`
}

type sarifArtifactLocation struct {
	URI string `json:"uri"`
}

type sarifRegion struct {
	StartLine   int `json:"startLine"`
	StartColumn int `json:"startColumn,omitempty"`
	EndLine     int `json:"endLine,omitempty"`
	EndColumn   int `json:"endColumn,omitempty"`
}

// WriteSARIF writes ds in the order given as one SARIF 2.1.0 log with one
// run. tool.driver.rules lists every code of codes.go (and any other code
// among ds), so that a result's ruleIndex always points at its rule. A
// hint follows the message on its own line, "hint: …". Callers pass
// List.Sorted() so that the output is deterministic.
func WriteSARIF(w io.Writer, ds []Diagnostic, opts SARIFOptions) error {
	rules := Rules()
	index := map[Code]int{}
	for i, r := range rules {
		index[r.Code] = i
	}
	for _, d := range ds {
		if _, ok := index[d.Code]; !ok {
			index[d.Code] = len(rules)
			rules = append(rules, RuleFor(d.Code))
		}
	}
	run := sarifRun{
		Tool: sarifTool{Driver: sarifDriver{
			Name:           "staticpyc",
			Version:        opts.ToolVersion,
			InformationURI: opts.InformationURI,
			Rules:          make([]sarifRule, 0, len(rules)),
		}},
		ColumnKind: "unicodeCodePoints",
		Results:    make([]sarifResult, 0, len(ds)),
	}
	for _, r := range rules {
		sr := sarifRule{
			ID:                   string(r.Code),
			Name:                 r.Name,
			ShortDescription:     sarifText{r.Summary},
			DefaultConfiguration: sarifRuleConfig{Level: defaultLevel(r.Code)},
		}
		if strings.HasPrefix(r.Example, "Example:") {
			sr.FullDescription = &sarifText{r.Summary + " " + r.Example}
		}
		if r.Category != "" {
			sr.Properties = &sarifProperties{Tags: []string{strings.ToLower(r.Category)}}
		}
		run.Tool.Driver.Rules = append(run.Tool.Driver.Rules, sr)
	}
	lines := &lineFinder{source: opts.Source}
	for _, d := range ds {
		run.Results = append(run.Results, sarifResult{
			RuleID:    string(d.Code),
			RuleIndex: index[d.Code],
			Level:     d.Severity.String(), // SARIF's levels are named as ours
			Message:   sarifText{messageWithHint(d)},
			Locations: []sarifLocation{{PhysicalLocation: sarifPhysicalLocation{
				ArtifactLocation: sarifArtifactLocation{URI: fileURI(d.Pos.File)},
				Region:           sarifRegionOf(d, lines),
			}}},
		})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(sarifLog{Schema: SARIFSchema, Version: "2.1.0", Runs: []sarifRun{run}})
}

// messageWithHint is the message, then the hint on its own line.
func messageWithHint(d Diagnostic) string {
	if d.Hint == "" {
		return d.Message
	}
	return d.Message + "\nhint: " + d.Hint
}

// fileURI turns a file name into a URI reference: a relative path stays
// relative (code scanning resolves it against the checkout), an absolute
// one becomes a file: URI.
func fileURI(file string) string {
	p := filepath.ToSlash(file)
	if filepath.IsAbs(file) {
		if !strings.HasPrefix(p, "/") {
			p = "/" + p // C:/x -> /C:/x
		}
		return (&url.URL{Scheme: "file", Path: p}).String()
	}
	return (&url.URL{Path: p}).String()
}

// sarifRegionOf is the region of d, nil when its line is unknown. The end
// is left out when unknown, or when it lies before the start.
func sarifRegionOf(d Diagnostic, lines *lineFinder) *sarifRegion {
	if d.Pos.Line <= 0 {
		return nil
	}
	r := &sarifRegion{StartLine: d.Pos.Line, StartColumn: codePointCol(lines, d.Pos.File, d.Pos.Line, d.Pos.Col)}
	if endKnown(d) {
		r.EndLine = d.End.Line
		if d.Pos.Col > 0 {
			r.EndColumn = codePointCol(lines, d.Pos.File, d.End.Line, d.End.Col)
		}
	}
	return r
}

// codePointCol converts the 1-based byte column col of line n of file to
// a 1-based column counted in code points; without the source, or past
// the end of the line, bytes count as one each.
func codePointCol(lines *lineFinder, file string, n, col int) int {
	if col <= 0 {
		return 0
	}
	line, ok := lines.line(file, n)
	if !ok {
		return col
	}
	if col-1 <= len(line) {
		return utf8.RuneCountInString(line[:col-1]) + 1
	}
	return utf8.RuneCountInString(line) + col - len(line)
}

// endKnown reports whether d has an end position that is not before its
// start.
func endKnown(d Diagnostic) bool {
	return d.Pos.Line > 0 && d.End.Line > 0 &&
		(d.End.Line > d.Pos.Line || d.End.Line == d.Pos.Line && d.End.Col >= d.Pos.Col)
}

// defaultLevel is the SARIF level a rule's diagnostics have: warnings
// for the codes that only ever warn.
func defaultLevel(c Code) string {
	if c == Interpreted {
		return "warning"
	}
	return "error"
}
