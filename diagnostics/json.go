// This file implements the JSON format of diagnostics: the one tools read.

package diagnostics

import (
	"encoding/json"
	"io"
)

// JSONVersion is the version of the JSON schema WriteJSON writes. It
// changes only when a field changes meaning or disappears.
const JSONVersion = 1

// jsonReport is the document WriteJSON writes.
type jsonReport struct {
	Version     int              `json:"version"`
	Diagnostics []jsonDiagnostic `json:"diagnostics"`
}

// jsonDiagnostic is one diagnostic in the JSON format. Every field is
// always present; unknown numbers are 0 and a missing hint is "".
type jsonDiagnostic struct {
	File     string `json:"file"`
	Line     int    `json:"line"`
	Col      int    `json:"col"`
	EndLine  int    `json:"end_line"`
	EndCol   int    `json:"end_col"`
	Severity string `json:"severity"`
	Code     string `json:"code"`
	Message  string `json:"message"`
	Hint     string `json:"hint"`
}

// WriteJSON writes ds in the order given as one JSON document:
//
//	{"version": 1, "diagnostics": [{"file": …, "line": …, "col": …,
//	  "end_line": …, "end_col": …, "severity": "error", "code": "SP2001",
//	  "message": …, "hint": …}]}
//
// Callers pass List.Sorted() so that the output is deterministic.
func WriteJSON(w io.Writer, ds []Diagnostic) error {
	r := jsonReport{Version: JSONVersion, Diagnostics: make([]jsonDiagnostic, 0, len(ds))}
	for _, d := range ds {
		r.Diagnostics = append(r.Diagnostics, jsonDiagnostic{
			File:     d.Pos.File,
			Line:     d.Pos.Line,
			Col:      d.Pos.Col,
			EndLine:  d.End.Line,
			EndCol:   d.End.Col,
			Severity: d.Severity.String(),
			Code:     string(d.Code),
			Message:  d.Message,
			Hint:     d.Hint,
		})
	}
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(r)
}
