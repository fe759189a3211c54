package lower

import (
	"errors"

	"github.com/llir/llvm/ir"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/runtime"
	"github.com/staticpyc/staticpyc/typecheck"
)

// Config says how to lower a module.
type Config struct {
	// ModuleName is the Python name of the extension module ("loops").
	ModuleName string
	// PythonVersion is the target CPython version, "3.11".
	PythonVersion string
}

// SupportedPythonVersions lists the CPython versions lower can target.
func SupportedPythonVersions() []string { return runtime.SupportedVersions() }

// Lower emits the LLVM IR module for m.
func Lower(m *parser.Module, info *typecheck.Info, cfg Config) (*ir.Module, error) {
	if _, err := runtime.ABIFor(cfg.PythonVersion); err != nil {
		return nil, err
	}
	return nil, errors.New("lower: not implemented yet")
}
