// This file implements `staticpyc annotate`: build a module with line
// information and read, per line, what its optimized code still does.

package driver

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"github.com/staticpyc/staticpyc/annotate"
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/typecheck"
)

// Annotate builds file as `staticpyc build` does (with opts), but with line
// information and into a temporary directory, and returns the annotation
// of each of its lines. As with Build, errors in the user's code come back
// in diags with a nil report.
func Annotate(file string, opts Options) (*annotate.Report, *diagnostics.List, error) {
	dir, err := os.MkdirTemp("", "staticpyc-annotate-")
	if err != nil {
		return nil, nil, err
	}
	defer os.RemoveAll(dir)
	opts.OutDir, opts.KeepTemps, opts.Debug = dir, true, true
	out, diags, err := Build(file, opts)
	if err != nil || out == "" {
		return nil, diags, err
	}
	parts, err := filepath.Glob(filepath.Join(dir, "*.opt.ll"))
	if err != nil {
		return nil, diags, err
	}
	sort.Strings(parts)
	var irs []string
	for _, p := range parts {
		data, err := os.ReadFile(p)
		if err != nil {
			return nil, diags, err
		}
		irs = append(irs, string(data))
	}
	if len(irs) == 0 {
		return nil, diags, fmt.Errorf("annotate: the build kept no optimized IR")
	}
	src, err := os.ReadFile(file)
	if err != nil {
		return nil, diags, err
	}
	// The checker's view of the functions, as the build had it: which run interpreted.
	_, info, err := frontEnd(file, src, buildFile, &diagnostics.List{})
	if err != nil || info == nil {
		return nil, diags, err
	}
	var funcs []annotate.Function
	for _, f := range append(append([]*typecheck.FuncDecl{}, info.Funcs...), info.Nested...) {
		if f.Def == nil {
			continue
		}
		name := f.QualName
		if name == "" {
			name = f.Name
		}
		funcs = append(funcs, annotate.Function{Name: name, Line: f.Def.Line, EndLine: f.Def.EndLine, Native: !f.Interpreted})
	}
	return annotate.Analyze(filepath.Base(file), src, irs, funcs), diags, nil
}
