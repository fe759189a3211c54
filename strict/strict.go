package strict

import (
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/typecheck"
)

// Check reports violations of the strict-module rules in m.
func Check(m *parser.Module, info *typecheck.Info, diags *diagnostics.List) {}
