// This file implements `staticpyc check` and the output options it shares
// with `staticpyc parse`.

package main

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/driver"
)

// formats are the values of --format.
var formats = []string{"text", "json", "sarif", "github"}

// outputFlags say how check and parse print their diagnostics.
type outputFlags struct {
	format           string
	maxErrors        int
	warningsAsErrors bool
	quiet            bool
}

func (o *outputFlags) add(fs *pflag.FlagSet) {
	fs.StringVar(&o.format, "format", "text", "output format: "+strings.Join(formats, ", "))
	fs.IntVar(&o.maxErrors, "max-errors", 0, "print at most N errors and say how many were left out (0: no limit)")
	fs.BoolVar(&o.warningsAsErrors, "warnings-as-errors", false, "report warnings as errors (and exit 1 on them)")
	fs.BoolVarP(&o.quiet, "quiet", "q", false, "print no diagnostics; the exit status says whether there are errors")
}

func (o *outputFlags) validate() error {
	ok := false
	for _, f := range formats {
		ok = ok || o.format == f
	}
	if !ok {
		return &usageError{fmt.Errorf("--format %q: use %s", o.format, strings.Join(formats, ", "))}
	}
	if o.maxErrors < 0 {
		return &usageError{fmt.Errorf("--max-errors %d: use a count of 1 or more, or 0 for no limit", o.maxErrors)}
	}
	return nil
}

func (a *app) checkCmd() *cobra.Command {
	var out outputFlags
	var exclude []string
	cmd := &cobra.Command{
		Use:   "check PATH...",
		Short: "Report errors in Static Python modules without building them",
		Long: `Check parses and type-checks the files and directories given, without
building anything, and prints the diagnostics sorted by file, line and
column. Directories are searched recursively for *.py files, skipping
hidden directories, __pycache__ and what --exclude matches. A file is
Static Python when it starts with "import __static__" (or
"import __strict__"), after its docstring and __future__ imports. A file
named on the command line is type-checked as build checks it: with Static
Python's rules when marked, with Python's otherwise (annotations type
nothing), so check and build give it the same verdicts. A file found in
a directory is type-checked when marked and otherwise only parsed
(syntax errors only).
Files are checked in parallel; the output is the same on every run.

Each diagnostic has a stable code (SP1xxx syntax, SP2xxx types, SP3xxx
strict modules, SP4xxx not compiled yet). The text format is

  walk.py:12:9: error: type mismatch: dynamic cannot be assigned to int64 [SP2001]
      s: int64 = n
                 ^
    hint: ...

--format json writes one document,

  {"version": 1, "diagnostics": [{"file", "line", "col", "end_line",
   "end_col", "severity", "code", "message", "hint"}, ...]}

--format sarif writes a SARIF 2.1.0 log for code scanning, and
--format github writes GitHub Actions annotations:

  ::error file=walk.py,line=12,col=9,endLine=12,endColumn=10,title=SP2001::type mismatch: ...

A clean run prints nothing in text and github formats. Exit status: 0
when there is no error (warnings alone do not fail unless
--warnings-as-errors), 1 when there is, 2 on a usage or internal error.

Examples:

  staticpyc check examples/loops.py
  staticpyc check src/ tests/ --exclude 'tests/fixtures' --exclude '*_pb2.py'
  staticpyc check --format json src/ > diagnostics.json
  staticpyc check --format sarif src/ > staticpyc.sarif
  staticpyc check --format github --max-errors 50 src/
  staticpyc check -q src/ || echo "type errors"`,
		Args: atLeastArgs(1, "a file or directory to check"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if err := out.validate(); err != nil {
				return err
			}
			for _, p := range exclude {
				if err := driver.ValidateGlob(p); err != nil {
					return &usageError{err}
				}
			}
			defer driver.TuneGCForCheck()()
			diags, err := driver.Check(args, driver.CheckOptions{Exclude: exclude})
			if diags == nil {
				return err
			}
			return a.writeDiagnostics(diags, err, out)
		},
	}
	out.add(cmd.Flags())
	cmd.Flags().StringArrayVar(&exclude, "exclude", nil, "skip files and directories matching this glob when searching directories (repeatable)")
	return cmd
}

// writeDiagnostics prints the sorted diagnostics on stdout as out says,
// then the internal errors in trouble, if any. It returns the error that
// gives the exit status: 2 for trouble, 1 for errors among the
// diagnostics, nil otherwise.
func (a *app) writeDiagnostics(diags *diagnostics.List, trouble error, out outputFlags) error {
	sorted := diags.Sorted()
	hasErrors := false
	for i := range sorted {
		if out.warningsAsErrors && sorted[i].Severity == diagnostics.Warning {
			sorted[i].Severity = diagnostics.Error
		}
		hasErrors = hasErrors || sorted[i].Severity == diagnostics.Error
	}
	if !out.quiet {
		shown, leftOut := limitErrors(sorted, out.maxErrors)
		var err error
		switch out.format {
		case "json":
			err = diagnostics.WriteJSON(a.stdout, shown)
		case "sarif":
			err = diagnostics.WriteSARIF(a.stdout, shown, diagnostics.SARIFOptions{
				ToolVersion:    driver.Version,
				InformationURI: "https://github.com/staticpyc/staticpyc",
				Source:         sourceCache(),
			})
		case "github":
			err = diagnostics.WriteGitHub(a.stdout, shown)
		default:
			err = diagnostics.WriteText(a.stdout, shown, diagnostics.TextOptions{Source: sourceCache()})
		}
		if err != nil {
			return err
		}
		if len(leftOut) > 0 {
			fmt.Fprintf(a.stderr, "staticpyc: %s not shown (--max-errors %d)\n", describeLeftOut(leftOut), out.maxErrors)
		}
	}
	if trouble != nil {
		return trouble
	}
	if hasErrors {
		return &exitError{exitDiagnostics}
	}
	return nil
}

// limitErrors splits ds after its max'th error (never when max is 0)
// into what is shown and what is left out.
func limitErrors(ds []diagnostics.Diagnostic, max int) (shown, leftOut []diagnostics.Diagnostic) {
	if max <= 0 {
		return ds, nil
	}
	errs := 0
	for i, d := range ds {
		if d.Severity != diagnostics.Error {
			continue
		}
		if errs++; errs == max {
			return ds[:i+1], ds[i+1:]
		}
	}
	return ds, nil
}

// describeLeftOut counts ds by severity: "3 more errors and 1 more warning".
func describeLeftOut(ds []diagnostics.Diagnostic) string {
	var counts [3]int
	for _, d := range ds {
		counts[d.Severity]++
	}
	var parts []string
	for s, n := range counts {
		if n > 0 {
			word := diagnostics.Severity(s).String()
			if n > 1 {
				word += "s"
			}
			parts = append(parts, fmt.Sprintf("%d more %s", n, word))
		}
	}
	return strings.Join(parts, " and ")
}
