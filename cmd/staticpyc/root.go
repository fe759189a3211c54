// This file implements the root command and what the commands share.

package main

import (
	"fmt"
	"io"
	"os"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/driver"
)

func (a *app) rootCmd() *cobra.Command {
	root := &cobra.Command{
		Use:   "staticpyc",
		Short: "Compile Static Python modules into native CPython extensions",
		Long: `staticpyc compiles Static Python (the typed dialect of CinderX:
"from __static__ import int64, crange, box") ahead of time into a native
extension module that a stock python3 imports, with no JIT and no patched
interpreter. It also checks such modules, fast enough for a CI gate, and
runs them compiled or interpreted.

  staticpyc build examples/loops.py -o build/   # build/loops.cpython-311-x86_64-linux-gnu.so
  staticpyc run examples/loops.py               # build into a cache, import, call main()
  staticpyc run --interpreted examples/loops.py # the same source under plain python3
  staticpyc check src/                          # diagnostics only; exit 1 on errors

Exit status: 0 ok, 1 diagnostics in your code, 2 usage error, missing
toolchain or internal error.`,
		SilenceErrors: true,
		SilenceUsage:  true,
	}
	root.PersistentFlags().BoolVar(&a.debug, "debug", false, "on an internal error, also print the Go stack (or set STATICPYC_DEBUG=1)")
	root.SetIn(a.stdin)
	root.SetOut(a.stdout)
	root.SetErr(a.stderr)
	root.SetFlagErrorFunc(func(_ *cobra.Command, err error) error { return &usageError{err} })
	root.AddCommand(a.buildCmd(), a.runCmd(), a.checkCmd(), a.parseCmd(), a.profileCmd(), a.annotateCmd(), a.stubsCmd(), a.versionCmd())
	return root
}

// atLeastArgs is cobra.MinimumNArgs reporting a usage error.
func atLeastArgs(n int, what string) cobra.PositionalArgs {
	return func(_ *cobra.Command, args []string) error {
		if len(args) < n {
			return &usageError{fmt.Errorf("missing %s", what)}
		}
		return nil
	}
}

// addBuildFlags adds the flags that say how to build, shared by build,
// run and annotate; with pythons nil, --python names the one target,
// else it may be repeated (or be a comma list) and fills pythons.
func addBuildFlags(fs *pflag.FlagSet, opts *driver.Options, pythons *[]string) {
	fs.IntVarP(&opts.OptLevel, "opt", "O", driver.DefaultOptLevel, "optimization level 0..3 for opt and llc (-O0 … -O3)")
	if pythons == nil {
		fs.StringVar(&opts.Python, "python", "python3", "the target python: its version and EXT_SUFFIX decide what is built")
	} else {
		fs.StringSliceVar(pythons, "python", []string{"python3"}, "a target python: its version and EXT_SUFFIX decide what is built; repeat it (or give a comma list) to build one extension per version")
	}
	fs.StringVar(&opts.LLVMBin, "llvm-bin", "", "directory holding opt and llc (default: $STATICPYC_LLVM, then PATH)")
}

func checkOptLevel(level int) error {
	if level < 0 || level > 3 {
		return &usageError{fmt.Errorf("-O%d: the optimization level must be 0, 1, 2 or 3", level)}
	}
	return nil
}

// printDiagnostics writes the sorted diagnostics as text, with source
// lines read from the files, and reports whether any is an error.
func printDiagnostics(a *app, list *diagnostics.List) bool {
	if list == nil {
		return false
	}
	diagnostics.WriteText(a.stderr, list.Sorted(), diagnostics.TextOptions{Source: sourceCache()})
	return list.HasErrors()
}

// readSource reads a file for a diagnostic's source line; unreadable files
// get no source line.
func readSource(file string) []byte {
	b, err := os.ReadFile(file)
	if err != nil {
		return nil
	}
	return b
}

// sourceCache returns a readSource that reads each file once.
func sourceCache() func(string) []byte {
	cache := map[string][]byte{}
	return func(file string) []byte {
		if b, ok := cache[file]; ok {
			return b
		}
		b := readSource(file)
		cache[file] = b
		return b
	}
}

// isTerminal reports whether w is a terminal (a character device), where
// progress lines help; in a pipe or a file they would only be noise.
func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	fi, err := f.Stat()
	return err == nil && fi.Mode()&os.ModeCharDevice != 0
}
