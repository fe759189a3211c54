// This file implements `staticpyc parse`.

package main

import (
	"fmt"

	"github.com/spf13/cobra"
	"github.com/staticpyc/staticpyc/driver"
)

func (a *app) parseCmd() *cobra.Command {
	var format string
	cmd := &cobra.Command{
		Use:   "parse PATH...",
		Short: "Report syntax errors only",
		Long: `Parse reads the files and directories given (directories recursively,
*.py) and reports only syntax errors, in the formats of 'staticpyc check'.
A construct that parses but that staticpyc cannot compile yet is not a
syntax error; 'staticpyc check' reports it.

Examples:

  staticpyc parse examples/loops.py
  staticpyc parse --format json /usr/lib/python3.11`,
		Args: atLeastArgs(1, "a file or directory to parse"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if format != "text" && format != "json" {
				return &usageError{fmt.Errorf("--format %q: use text or json", format)}
			}
			diags, err := driver.Parse(args)
			if err != nil {
				return err
			}
			return a.writeDiagnostics(diags, format)
		},
	}
	cmd.Flags().StringVar(&format, "format", "text", "output format: text or json")
	return cmd
}
