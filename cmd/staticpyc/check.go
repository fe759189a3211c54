// This file implements `staticpyc check`.

package main

import (
	"fmt"

	"github.com/spf13/cobra"
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/driver"
)

func (a *app) checkCmd() *cobra.Command {
	var format string
	cmd := &cobra.Command{
		Use:   "check PATH...",
		Short: "Report errors in Static Python modules without building them",
		Long: `Check parses and type-checks the files and directories given, without
building anything, and prints the diagnostics sorted by file, line and
column. Directories are searched recursively for *.py files. A file named
on the command line is checked as Static Python; a file found in a
directory is checked as Static Python when it starts with
"import __static__" (or "import __strict__").

Each diagnostic has a stable code (SP1xxx syntax, SP2xxx types, SP3xxx
strict modules, SP4xxx not compiled yet). The text format is

  walk.py:12:9: error: type mismatch: dynamic cannot be assigned to int64 [SP2001]
      s: int64 = n
                 ^
    hint: ...

and --format json writes one document:

  {"version": 1, "diagnostics": [{"file", "line", "col", "end_line",
   "end_col", "severity", "code", "message", "hint"}, ...]}

A clean run prints nothing in text format. Exit status: 0 when there is
no error (warnings alone do not fail), 1 when there is, 2 on a usage or
internal error.

Examples:

  staticpyc check examples/loops.py
  staticpyc check src/ tests/
  staticpyc check --format json src/ > diagnostics.json`,
		Args: atLeastArgs(1, "a file or directory to check"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if format != "text" && format != "json" {
				return &usageError{fmt.Errorf("--format %q: use text or json", format)}
			}
			diags, err := driver.Check(args, driver.Options{})
			if err != nil {
				return err
			}
			return a.writeDiagnostics(diags, format)
		},
	}
	cmd.Flags().StringVar(&format, "format", "text", "output format: text or json")
	return cmd
}

// writeDiagnostics prints the sorted diagnostics on stdout in format and
// turns errors among them into exit status 1.
func (a *app) writeDiagnostics(diags *diagnostics.List, format string) error {
	sorted := diags.Sorted()
	var err error
	if format == "json" {
		err = diagnostics.WriteJSON(a.stdout, sorted)
	} else {
		err = diagnostics.WriteText(a.stdout, sorted, diagnostics.TextOptions{Source: sourceCache()})
	}
	if err != nil {
		return err
	}
	if diags.HasErrors() {
		return &exitError{exitDiagnostics}
	}
	return nil
}
