// This file implements table tests of the parser: tree dumps, spans and
// syntax errors.

package parser

var snippets = []string{}

type parseTest struct{ src, want string }

var parseTests = []parseTest{}
