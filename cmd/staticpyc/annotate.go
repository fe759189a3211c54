// This file implements `staticpyc annotate`.

package main

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/spf13/cobra"
	"github.com/staticpyc/staticpyc/annotate"
	"github.com/staticpyc/staticpyc/driver"
)

func (a *app) annotateCmd() *cobra.Command {
	opts := driver.DefaultOptions()
	var format, output string
	cmd := &cobra.Command{
		Use:   "annotate [flags] FILE.py",
		Short: "Show, line by line, the generic work the compiled module still does",
		Long: `Annotate builds the module (as build does, into a temporary directory,
with line information) and reads its optimized code line by line: what
compiled to machine arithmetic and memory access, and what is still
generic work for the CPython C API — dynamic calls, attribute lookups,
arithmetic and comparisons on objects, boxing and unboxing, dict and list
operations — with the bounds and other checks kept and the reference
releases left. Each line gets a score (0: machine code only); functions
that run interpreted (SP4002) score every line.

The HTML page (the default, FILE.html beside the source) shades each line
by its score; a click shows the line's work and its optimized LLVM IR.

Examples:

  staticpyc annotate walk.py                      # walk.html
  staticpyc annotate --format text walk.py        # in the terminal
  staticpyc annotate --format json -o walk.json walk.py`,
		Args: atLeastArgs(1, "the .py file to annotate"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) != 1 {
				return &usageError{fmt.Errorf("annotate takes one file, got %d", len(args))}
			}
			if err := checkOptLevel(opts.OptLevel); err != nil {
				return err
			}
			write := map[string]func(io.Writer, *annotate.Report) error{
				"html": annotate.WriteHTML, "text": annotate.WriteText, "json": annotate.WriteJSON,
			}[format]
			if write == nil {
				return &usageError{fmt.Errorf("--format %q: want html, text or json", format)}
			}
			r, diags, err := driver.Annotate(args[0], opts)
			if printDiagnostics(a, diags) {
				return &exitError{exitDiagnostics}
			}
			if err != nil {
				return err
			}
			if output == "" && format == "html" {
				output = strings.TrimSuffix(args[0], filepath.Ext(args[0])) + ".html"
			}
			if output == "" {
				return write(a.stdout, r)
			}
			if err := writeFile(output, func(w io.Writer) error { return write(w, r) }); err != nil {
				return err
			}
			if format == "html" {
				fmt.Fprintf(a.stderr, "wrote %s\n", output)
			}
			return nil
		},
	}
	fs := cmd.Flags()
	addBuildFlags(fs, &opts, nil)
	fs.StringVar(&format, "format", "html", "html, text or json")
	fs.StringVarP(&output, "output", "o", "", "where to write (default: FILE.html for html, stdout otherwise)")
	return cmd
}
