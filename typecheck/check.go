package typecheck

import (
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
)

// Config says how to check a module.
type Config struct {
	// Static checks the module as Static Python even without the
	// `import __static__` marker (files named on the command line are).
	Static bool
}

// Info is what the checker learned about a module.
type Info struct {
	Module *parser.Module
}

// Check type-checks m, appending diagnostics to diags.
func Check(m *parser.Module, cfg Config, diags *diagnostics.List) *Info {
	return &Info{Module: m}
}
