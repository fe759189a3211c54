// This file implements `staticpyc run`.

package main

import (
	"github.com/spf13/cobra"
	"github.com/staticpyc/staticpyc/driver"
	pyruntime "github.com/staticpyc/staticpyc/runtime/python"
)

func (a *app) runCmd() *cobra.Command {
	opts := driver.RunOptions{Options: driver.DefaultOptions()}
	cmd := &cobra.Command{
		Use:   "run [flags] FILE.py [ARGS...]",
		Short: "Build a script and the modules it imports into a cache, and run it",
		Long: `Run builds FILE.py and the Static Python modules it imports (transitively:
sibling modules and packages in the script's directory and on PYTHONPATH
that carry the marker) into a cache directory (under the user's cache
directory, each module keyed by its source, its name, the compiler and
the target python), then runs it as 'python3 FILE.py ARGS' would:
__name__ is "__main__", the 'if __name__ == "__main__":' block runs,
sys.argv is FILE.py followed by ARGS and sys.path[0] is the script's
directory. The program's output and exit status pass through.

With --interpreted, nothing is compiled: the target python runs FILE.py
as a script with staticpyc's pure-Python __static__ runtime on
PYTHONPATH, which gives the same observable behaviour (wrapping
arithmetic, argument checks, errors). Comparing the two is how staticpyc
is tested.

Flags go before FILE.py; everything after it is passed to the program.

Examples:

  staticpyc run examples/loops.py
  staticpyc run --interpreted examples/loops.py
  staticpyc run -O0 tool.py --input data.txt`,
		Args: atLeastArgs(1, "the .py file to run"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := checkOptLevel(opts.OptLevel); err != nil {
				return err
			}
			defer driver.TuneGCForBuild()()
			opts.Runtime = pyruntime.FS
			opts.Stdin, opts.Stdout, opts.Stderr = a.stdin, a.stdout, a.stderr
			code, diags, err := driver.Run(args[0], args[1:], opts)
			printDiagnostics(a, diags)
			if err != nil {
				return err
			}
			if code != exitOK {
				return &exitError{code}
			}
			return nil
		},
	}
	fs := cmd.Flags()
	fs.SetInterspersed(false)
	addBuildFlags(fs, &opts.Options, nil)
	fs.BoolVar(&opts.Interpreted, "interpreted", false, "run the source with python3 and the pure-Python runtime instead of compiling it")
	return cmd
}
