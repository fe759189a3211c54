// This file implements the GitHub Actions format of diagnostics: workflow
// commands that GitHub turns into annotations on the pull request.

package diagnostics

import (
	"bufio"
	"io"
	"strconv"
	"strings"
)

// WriteGitHub writes ds in the order given, one workflow command a line:
//
//	::error file=walk.py,line=12,col=9,endLine=12,endColumn=10,title=SP2001::type mismatch: …
//
// Warnings are ::warning and notes ::notice. Positions that are unknown
// are left out, and a hint follows the message on its own line. The
// message and the properties are escaped as GitHub's toolkit does (%, CR
// and LF everywhere; also ':' and ',' in properties), so that no text in
// a message can end the command early or start another. Callers pass
// List.Sorted() so that the output is deterministic.
func WriteGitHub(w io.Writer, ds []Diagnostic) error {
	bw := bufio.NewWriter(w)
	for _, d := range ds {
		bw.WriteString("::")
		bw.WriteString(githubCommand(d.Severity))
		sep := byte(' ')
		prop := func(name, value string) {
			bw.WriteByte(sep)
			sep = ','
			bw.WriteString(name)
			bw.WriteByte('=')
			bw.WriteString(escapeGitHubProperty(value))
		}
		if d.Pos.File != "" {
			prop("file", d.Pos.File)
		}
		if d.Pos.Line > 0 {
			prop("line", strconv.Itoa(d.Pos.Line))
			if d.Pos.Col > 0 {
				prop("col", strconv.Itoa(d.Pos.Col))
			}
			if endKnown(d) {
				prop("endLine", strconv.Itoa(d.End.Line))
				if d.End.Col > 0 && d.Pos.Col > 0 {
					prop("endColumn", strconv.Itoa(d.End.Col))
				}
			}
		}
		if d.Code != "" {
			prop("title", string(d.Code))
		}
		bw.WriteString("::")
		bw.WriteString(escapeGitHubData(messageWithHint(d)))
		bw.WriteByte('\n')
	}
	return bw.Flush()
}

func githubCommand(s Severity) string {
	switch s {
	case Warning:
		return "warning"
	case Note:
		return "notice"
	}
	return "error"
}

var (
	githubDataEscaper     = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A")
	githubPropertyEscaper = strings.NewReplacer("%", "%25", "\r", "%0D", "\n", "%0A", ":", "%3A", ",", "%2C")
)

// escapeGitHubData escapes a command's message as @actions/core's
// escapeData does.
func escapeGitHubData(s string) string { return githubDataEscaper.Replace(s) }

// escapeGitHubProperty escapes a property value as @actions/core's
// escapeProperty does.
func escapeGitHubProperty(s string) string { return githubPropertyEscaper.Replace(s) }
