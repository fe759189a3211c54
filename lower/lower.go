package lower

import (
	"errors"

	"github.com/llir/llvm/ir"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/typecheck"
)

// Config says how to lower a module.
type Config struct {
	// ModuleName is the Python name of the extension module ("loops").
	ModuleName string
	// PythonVersion is the target CPython version, "3.11".
	PythonVersion string
}

// Lower emits the LLVM IR module for m.
func Lower(m *parser.Module, info *typecheck.Info, cfg Config) (*ir.Module, error) {
	return nil, errors.New("lower: not implemented yet")
}
