// This file implements Build and Parse: the phases in order.

package driver

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/staticpyc/staticpyc/codegen"
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/irpass"
	"github.com/staticpyc/staticpyc/lower"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/typecheck"
)

// Version is the version of staticpyc.
const Version = "0.1.0-dev"

// DefaultOptLevel is the optimization level of a build unless told otherwise.
const DefaultOptLevel = 3

// Options configures Check, Build and Run. The zero value builds with
// -O0 for python3 beside the source; DefaultOptions is what the CLI uses.
type Options struct {
	// Python is the target interpreter; "python3" when empty.
	Python string
	// Target is the probed interpreter. When nil, Build probes Python;
	// callers building several files probe once with ProbePython.
	Target *Target
	// Preparing, when set and Target is nil, is a Prepare under way
	// (StartPrepare) that Build and the build cache wait for, compiling
	// meanwhile for the target it guesses.
	Preparing *Preparation
	// LLVMBin is a directory holding opt and llc (see codegen.FindToolchain).
	LLVMBin string
	// Toolchain is the located tools; when nil, Build finds them.
	Toolchain *codegen.Toolchain
	// OptLevel is the optimization level, 0 to 3.
	OptLevel int
	// OutDir is where Build writes the module; beside the source when empty.
	OutDir string
	// EmitLLVM also writes the unoptimized IR as OutDir/<module>.ll.
	EmitLLVM bool
	// KeepTemps keeps the intermediate .ll, .opt.ll and .o files in OutDir.
	KeepTemps bool
	// Stubs also writes OutDir/<module>.pyi, the module's public API
	// for type checkers (stubs.go).
	Stubs bool
	// Stats, when set, receives counts from the IR passes (how many
	// refcount operations the elision pass removed).
	Stats *Stats
	// Partitions, when positive, is how many parts to split the module
	// into for opt and llc, whatever its size (tests use it to exercise
	// irpass's split on small modules); 0 decides by size.
	Partitions int
	// Debug emits DWARF line tables mapping the native code to the .py
	// source (build -g): perf, gdb and lldb then show file.py:LINE.
	Debug bool
	// VerifyPasses runs LLVM's verifier after every IR pass (tests).
	VerifyPasses bool
	// Module is the dotted name of the module being built ("pkg.graph",
	// "pkg" for pkg/__init__.py); the file's stem when empty. The
	// extension's init function is named after its last component.
	Module string
}

// Stats are the counts the IR passes report (irpass.Stats).
type Stats = irpass.Stats

// DefaultOptions returns the options of a plain `staticpyc build`.
func DefaultOptions() Options {
	return Options{Python: "python3", OptLevel: DefaultOptLevel}
}

var identRE = regexp.MustCompile(`^[A-Za-z_][A-Za-z0-9_]*$`)

// ModuleName returns the Python module name of a source file: its stem,
// which must be an identifier.
func ModuleName(file string) (string, error) {
	base := filepath.Base(file)
	if !strings.HasSuffix(base, ".py") {
		return "", fmt.Errorf("%s: not a Python source file (expected a .py file)", file)
	}
	name := strings.TrimSuffix(base, ".py")
	if !identRE.MatchString(name) {
		return "", fmt.Errorf("%s: %q is not a valid module name (use letters, digits and underscores)", file, name)
	}
	return name, nil
}

// Build compiles one module and returns the path of the extension it
// wrote, OutDir/<module><EXT_SUFFIX>.
//
// When the user's code has errors, Build returns them in diags with an
// empty outPath and a nil error. A non-nil error is a usage problem, a
// missing or failing tool, or an *InternalError.
func Build(file string, opts Options) (outPath string, diags *diagnostics.List, err error) {
	diags = &diagnostics.List{}
	name, stem, err := buildNames(file, opts.Module)
	if err != nil {
		return "", diags, err
	}
	src, err := os.ReadFile(file)
	if err != nil {
		return "", diags, fmt.Errorf("cannot read %v", unwrapPathError(err))
	}
	// With a Prepare under way (StartPrepare) and a guess of what it
	// will find, the module is compiled for the guess while the target
	// python answers (a process: 160 ms through a pyenv shim), and again
	// in the rare case that the answer differs.
	target, speculating := opts.Target, false
	if target == nil && opts.Preparing != nil && opts.Preparing.guess != nil {
		target, speculating = opts.Preparing.guess, true
	} else {
		if opts, err = Prepare(opts); err != nil {
			return "", diags, err
		}
		target = opts.Target
	}
	ll, passes, info, err := compileIR(file, src, name, target, opts, diags)
	if err != nil || passes == nil {
		return "", diags, err
	}
	if speculating {
		if opts, err = Prepare(opts); err != nil {
			return "", &diagnostics.List{}, err
		}
		if opts.Target.Version != target.Version {
			diags = &diagnostics.List{}
			if ll, passes, info, err = compileIR(file, src, name, opts.Target, opts, diags); err != nil || passes == nil {
				return "", diags, err
			}
		}
		target = opts.Target
	}
	tc := opts.Toolchain
	outDir := opts.OutDir
	if outDir == "" {
		outDir = filepath.Dir(file)
	}
	if err := os.MkdirAll(outDir, 0o755); err != nil {
		return "", diags, err
	}
	if opts.EmitLLVM {
		if err := os.WriteFile(filepath.Join(outDir, stem+".ll"), []byte(ll), 0o644); err != nil {
			return "", diags, err
		}
	}
	out := filepath.Join(outDir, stem+target.ExtSuffix)
	text := func(i int) (ll string, err error) {
		err = protect("irpass", file, func() { ll = passes.PartText(i) })
		return ll, err
	}
	// A part of code that runs once (the module body) is built at -O0:
	// the optimizer would find nothing to do in it, and llc's -O0
	// allocates registers for its thousands of calls at a third of the
	// cost.
	levels := make([]int, len(passes.Parts))
	for i := range levels {
		levels[i] = opts.OptLevel
		if passes.PartRunsOnce(i) {
			levels[i] = 0
		}
	}
	if _, err := tc.BuildTexts(len(passes.Parts), text, out, codegen.Options{OptLevel: opts.OptLevel, KeepTemps: opts.KeepTemps, Stem: stem, Weights: passes.PartWeights(), Levels: levels}); err != nil {
		var ie *InternalError
		if errors.As(err, &ie) {
			return "", diags, err
		}
		// IR that LLVM rejects is staticpyc's fault, not the user's.
		var te *codegen.ToolError
		if errors.As(err, &te) && (te.Stage == "opt" || te.Stage == "llc") {
			return "", diags, &InternalError{Phase: "codegen", Pos: diagnostics.Pos{File: file},
				Value: fmt.Sprintf("LLVM rejected the generated IR (rebuild with --keep-temps to keep it): %v", err)}
		}
		return "", diags, fmt.Errorf("building %s: %w", file, err)
	}
	if opts.Stubs {
		if _, err := WriteStub(info, file, out); err != nil {
			return "", diags, err
		}
	}
	return out, diags, nil
}

// compileIR checks the module file (of source src) and lowers it for
// target, through the IR passes: the whole module's text (with
// opts.EmitLLVM) and its parts. When the module has errors they are in
// diags and passes is nil.
func compileIR(file string, src []byte, name string, target *Target, opts Options, diags *diagnostics.List) (ll string, passes *irpass.Context, info *typecheck.Info, err error) {
	m, info, err := frontEnd(file, src, buildFile, diags)
	if err != nil || m == nil {
		return "", nil, nil, err
	}
	var res *lower.Result
	var phaseErr error
	err = protect("lower", file, func() {
		res, phaseErr = lower.Lower(m, info, lower.Config{ModuleName: name, PythonVersion: target.Version, Debug: opts.Debug})
	})
	if err == nil && phaseErr == nil {
		err = protect("irpass", file, func() {
			// The passes end with split: at most
			// irpass.DefaultMaxPartitions parts; how many run at once
			// depends on the CPUs. Opt is only for Verify (tests),
			// which prepare before building.
			verifier := ""
			if opts.Toolchain != nil {
				verifier = opts.Toolchain.Opt
			}
			var ctx *irpass.Context
			ctx, phaseErr = irpass.Run(res, irpass.Options{
				Partitions: opts.Partitions, KeepWhole: opts.EmitLLVM,
				Verify: opts.VerifyPasses, Opt: verifier,
			})
			if phaseErr != nil {
				return
			}
			if opts.Stats != nil {
				*opts.Stats = ctx.Stats
			}
			ll = ctx.Whole
			passes = ctx
		})
	}
	if err == nil && phaseErr != nil {
		err = fmt.Errorf("cannot compile %s: %w", file, phaseErr)
	}
	if err != nil {
		return "", nil, nil, err
	}
	return ll, passes, info, nil
}

// buildNames returns the name of the module's init function and the
// stem of the extension's file: both the file's stem for a module named
// on its own; the package's name and "__init__" for a package's
// __init__.py built as part of a package.
func buildNames(file, module string) (name, stem string, err error) {
	if module == "" {
		name, err = ModuleName(file)
		return name, name, err
	}
	name = module[strings.LastIndex(module, ".")+1:]
	if !identRE.MatchString(name) {
		return "", "", fmt.Errorf("%s: %q is not a valid module name (use letters, digits and underscores)", file, name)
	}
	stem = name
	if filepath.Base(file) == "__init__.py" {
		stem = "__init__"
	}
	return name, stem, nil
}

// unwrapPathError drops the operation from an *fs.PathError so that a
// message reads "walk.py: no such file or directory".
func unwrapPathError(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s: %v", pe.Path, pe.Err)
	}
	return err
}

// DumpOptions asks Parse to print the trees it parses.
type DumpOptions struct {
	W         io.Writer // where to print; nil prints nothing
	Positions bool      // include node positions, as ast.dump(include_attributes=True)
}

// Parse parses the files named by paths (directories are searched as in
// Check) and reports only syntax errors. With dump.W set, it also prints
// each file's tree in the format of Python's ast.dump, preceded by a
// "# file" line when there are several files.
func Parse(paths []string, dump DumpOptions) (*diagnostics.List, error) {
	files, err := expandPaths(paths, nil)
	if err != nil {
		return nil, err
	}
	all := &diagnostics.List{}
	var errs []error
	for _, f := range files {
		src, err := os.ReadFile(f.path)
		if err != nil {
			all.Errorf(diagnostics.Pos{File: f.path}, diagnostics.ReadError, "cannot read file: %v", unwrapPathError(err))
			continue
		}
		var l diagnostics.List
		var text string
		err = protect("parse", f.path, func() {
			m := parser.Parse(f.path, src, &l)
			if dump.W != nil {
				if dump.Positions {
					text = parser.DumpWithPositions(m)
				} else {
					text = parser.Dump(m)
				}
			}
		})
		errs = append(errs, err)
		all.Append(&l)
		if dump.W != nil && err == nil {
			if len(files) > 1 {
				fmt.Fprintf(dump.W, "# %s\n", f.path)
			}
			fmt.Fprintln(dump.W, text)
		}
	}
	return all, errors.Join(errs...)
}
