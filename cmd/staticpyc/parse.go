// This file implements `staticpyc parse`.

package main

import (
	"github.com/spf13/cobra"
	"github.com/staticpyc/staticpyc/driver"
)

func (a *app) parseCmd() *cobra.Command {
	var out outputFlags
	var dump, positions bool
	cmd := &cobra.Command{
		Use:   "parse PATH...",
		Short: "Report syntax errors only",
		Long: `Parse reads the files and directories given (directories recursively,
*.py) and reports only syntax errors, with the output options of
'staticpyc check' (--format, --max-errors, --warnings-as-errors, -q).
A construct that parses but that staticpyc cannot compile yet is not a
syntax error; 'staticpyc check' reports it.

With --dump, parse also prints each tree on stdout in the format of
Python's ast.dump (with --positions, as ast.dump(include_attributes=True)),
so that it can be compared with CPython's own parser.

Examples:

  staticpyc parse examples/loops.py
  staticpyc parse --format json /usr/lib/python3.11
  staticpyc parse --dump examples/loops.py`,
		Args: atLeastArgs(1, "a file or directory to parse"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := out.validate(); err != nil {
				return err
			}
			var d driver.DumpOptions
			if dump {
				d = driver.DumpOptions{W: a.stdout, Positions: positions}
			}
			diags, err := driver.Parse(args, d)
			if diags == nil {
				return err
			}
			return a.writeDiagnostics(diags, err, out)
		},
	}
	out.add(cmd.Flags())
	cmd.Flags().BoolVar(&dump, "dump", false, "print each tree as Python's ast.dump would")
	cmd.Flags().BoolVar(&positions, "positions", false, "with --dump, include node positions")
	return cmd
}
