// This file implements `staticpyc build`.

package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/spf13/cobra"
	"github.com/staticpyc/staticpyc/driver"
)

func (a *app) buildCmd() *cobra.Command {
	opts := driver.DefaultOptions()
	var pythons []string
	var noCache bool
	var project driver.ProjectOptions
	cmd := &cobra.Command{
		Use:   "build FILE.py|DIR...",
		Short: "Compile modules into extension modules that python3 imports",
		Long: `Build compiles each Static Python module into a native CPython extension
module named <module><EXT_SUFFIX>, written beside the source or into the
directory given by -o, and prints its path. The module name is the file's
stem. A directory stands for every .py file under it that carries the
Static Python marker (all of them with --all): its packages are mirrored
in the -o directory (DIR itself is the top package when it has an
__init__.py), a plain package's __init__.py is copied there, and a
marked one is built as the package's extension. The modules build in
parallel (-j, default one per CPU); on a terminal a line per module says
which is building. The target python (--python, default python3) is asked
once for its version and EXT_SUFFIX; staticpyc refuses versions it cannot
target ('staticpyc version' lists the interpreters found and which can be
targeted). With several --python (or a comma list), one extension per
version is built, each named by its EXT_SUFFIX, so that one directory
serves every interpreter.

The build runs the checks of 'staticpyc check' first and stops with their
diagnostics (exit status 1) when the module has errors. It then emits
LLVM IR and runs opt, llc and a C compiler (cc, gcc or clang) as the
linker. No Python headers and no libpython are needed.

Examples:

  staticpyc build examples/loops.py -o build/
  python3 -c "import sys; sys.path.insert(0, 'build'); import loops; print(loops.mix(10_000_000))"

  staticpyc build a.py b.py -o build/
  staticpyc build src/mypkg -o build/            # then: import mypkg.graph from build/
  staticpyc build -O0 --keep-temps --emit-llvm walk.py   # look at the IR and the objects
  staticpyc build --python python3.11 --llvm-bin /usr/lib/llvm-14/bin walk.py
  staticpyc build --python python3.11,python3.12 --python python3.13 -o build/ walk.py`,
		Args: atLeastArgs(1, "the .py file to build"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkOptLevel(opts.OptLevel); err != nil {
				return err
			}
			defer driver.TuneGCForBuild()()
			if project.Jobs < 0 {
				return &usageError{fmt.Errorf("-j %d: the number of jobs must be positive (0: one per CPU)", project.Jobs)}
			}
			if isTerminal(a.stderr) {
				project.Progress = func(done, total int, m driver.Module) {
					fmt.Fprintf(a.stderr, "[%d/%d] building %s\n", done, total, m.Name)
				}
			}
			// The cache is run's: $XDG_CACHE_HOME/staticpyc. The
			// targets probed before are kept there even with
			// --no-cache: they are guesses, never outputs.
			cacheDir := ""
			if dir, err := os.UserCacheDir(); err == nil {
				cacheDir = filepath.Join(dir, "staticpyc")
			}
			if !noCache {
				project.CacheDir = cacheDir
			}
			var targets []*driver.Target
			if len(pythons) > 1 {
				var err error
				if targets, err = driver.ProbePythons(pythons); err != nil {
					return err
				}
			} else {
				// One target: probed while the module compiles
				// (driver.StartPrepare), for the python it answered
				// last time from here.
				o := opts
				if len(pythons) == 1 {
					o.Python = pythons[0]
				}
				opts.Preparing = driver.StartPrepare(o, cacheDir)
				targets = []*driver.Target{nil}
			}
			failed := false
			for i, t := range targets {
				o := opts
				if t != nil {
					o.Python, o.Target = t.Python, t
					var err error
					if o, err = driver.Prepare(o); err != nil {
						return err
					}
					opts.Toolchain = o.Toolchain // found once
				}
				outs, diags, err := driver.BuildProject(args, o, project)
				// The diagnostics are the same for every target: print
				// them once.
				if i == 0 && printDiagnostics(a, diags) {
					failed = true
				}
				for _, out := range outs {
					fmt.Fprintln(a.stdout, out)
				}
				if err != nil {
					return err
				}
				if failed {
					break // errors: no module for any target
				}
			}
			if failed {
				return &exitError{exitDiagnostics}
			}
			return nil
		},
	}
	fs := cmd.Flags()
	addBuildFlags(fs, &opts, &pythons)
	fs.StringVarP(&opts.OutDir, "output", "o", "", "directory to write the modules into, mirroring a directory's packages (default: beside each source)")
	fs.IntVarP(&project.Jobs, "jobs", "j", 0, "how many modules to build at once (default: one per CPU)")
	fs.BoolVar(&project.All, "all", false, "in a directory, also build the modules without the Static Python marker")
	fs.BoolVarP(&opts.Debug, "debug-info", "g", false, "emit DWARF line tables: perf, gdb and lldb show file.py:LINE for compiled code")
	fs.BoolVar(&opts.EmitLLVM, "emit-llvm", false, "also write the unoptimized LLVM IR as <module>.ll beside the output")
	fs.BoolVar(&noCache, "no-cache", false, "build every module, not reusing the build cache ($XDG_CACHE_HOME/staticpyc)")
	fs.StringVar(&opts.Module, "module", "", "the dotted name of the one FILE.py built (pkg.graph; for a package's __init__.py, pkg) when it is not the file's stem")
	fs.BoolVar(&opts.Stubs, "stubs", false, "also write <module>.pyi beside each extension (its public API for mypy, pyright and IDEs) and py.typed in each package")
	fs.BoolVar(&opts.KeepTemps, "keep-temps", false, "keep <module>.ll, <module>.opt.ll and <module>.o (per part for a module built in parts) beside the output")
	return cmd
}
