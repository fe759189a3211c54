// This file implements `staticpyc stubs`.

package main

import (
	"fmt"

	"github.com/spf13/cobra"
	"github.com/staticpyc/staticpyc/driver"
)

func (a *app) stubsCmd() *cobra.Command {
	var outDir string
	cmd := &cobra.Command{
		Use:   "stubs FILE.py|DIR... [-o DIR]",
		Short: "Write the .pyi stubs of Static Python modules without building them",
		Long: `Stubs checks each module as 'staticpyc build' does and writes its public
API as <module>.pyi — the file 'staticpyc build --stubs' writes beside the
extension — so that mypy, pyright and IDEs see the compiled module's types.
A directory stands for its marked modules, mirrored under -o (with a py.typed
in each top package) or written beside each source. Modules with errors get
no stub; their diagnostics are printed and the exit status is 1.

Examples:

  staticpyc stubs src/mypkg -o build/
  staticpyc stubs walk.py`,
		Args: atLeastArgs(1, "a file or directory"),
		RunE: func(cmd *cobra.Command, args []string) error {
			written, diags, err := driver.WriteStubs(args, outDir)
			failed := printDiagnostics(a, diags)
			for _, w := range written {
				fmt.Fprintln(a.stdout, w)
			}
			if err != nil {
				return err
			}
			if failed {
				return &exitError{exitDiagnostics}
			}
			return nil
		},
	}
	cmd.Flags().StringVarP(&outDir, "output", "o", "", "directory to write the stubs into, mirroring a directory's packages (default: beside each source)")
	return cmd
}
