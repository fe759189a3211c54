// This file implements `staticpyc profile`.

package main

import (
	"fmt"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/spf13/cobra"
	"github.com/staticpyc/staticpyc/annotate"
	"github.com/staticpyc/staticpyc/driver"
	"github.com/staticpyc/staticpyc/profile"
)

func (a *app) profileCmd() *cobra.Command {
	var (
		format, output, html string
		interval             float64
		factors              = profile.DefaultFactors
		withAnnotate         bool
	)
	cmd := &cobra.Command{
		Use:   "profile [flags] -- COMMAND [ARGS...]",
		Short: "Run a program and report where its time goes, and what compiling would gain",
		Long: `Profile runs COMMAND (usually python3 app.py ...) with a sampling
profiler loaded into every python process it starts (workers it forks or
spawns included), and reports where the time goes:

  Python bytecode      by module and function: what compiling can speed up
  native code          C extensions and builtins called from Python (numpy,
                       json, re, sqlite3 ...): compiling does not change it
  compiled             functions of modules built by staticpyc
  waiting              sleep, I/O, locks, the GIL

For each module it estimates what compiling it would save (Amdahl's law
with the speedups measured on benchmarks — estimates, not promises), names
the module to port first, and the modules to leave alone because their
time is in native code. The program's own output and exit status pass
through; Ctrl-C stops the program and still writes the report.

Examples:

  staticpyc profile -- python3 app.py --input data.csv
  staticpyc profile --format json -o profile.json -- python3 -m mypkg.server
  staticpyc profile --html profile.html -- python3 bench.py`,
		Args: atLeastArgs(1, "the command to profile (after --)"),
		RunE: func(cmd *cobra.Command, args []string) error {
			if format != "text" && format != "json" {
				return &usageError{fmt.Errorf("--format %q: want text or json", format)}
			}
			p, code, err := profile.Run(profile.RunConfig{
				Command: args, Stdin: a.stdin, Stdout: a.stdout, Stderr: a.stderr, Interval: interval,
			})
			if err != nil {
				return err
			}
			r := profile.Analyze(p, factors)
			if html != "" {
				if err := writeFile(html, func(w io.Writer) error { return profile.WriteHTML(w, p, r) }); err != nil {
					return err
				}
			}
			if withAnnotate {
				r.Hot = hotLines(r, 10)
			}
			write := profile.WriteText
			var out io.Writer = a.stderr // the program's own output keeps stdout
			if format == "json" {
				write, out = profile.WriteJSON, a.stdout
			}
			if output != "" {
				err = writeFile(output, func(w io.Writer) error { return write(w, r) })
			} else {
				err = write(out, r)
			}
			if err != nil {
				return err
			}
			if code != 0 {
				return &exitError{code}
			}
			return nil
		},
	}
	fs := cmd.Flags()
	fs.SetInterspersed(false)
	fs.StringVar(&format, "format", "text", "report format: text or json")
	fs.StringVarP(&output, "output", "o", "", "write the report to this file (default: text to stderr, json to stdout)")
	fs.StringVar(&html, "html", "", "also write an HTML page with the report and an icicle graph of the stacks")
	fs.Float64Var(&interval, "interval", 0.001, "sampling period in seconds")
	fs.BoolVar(&withAnnotate, "annotate", false, "also compile the modules whose bytecode is hot and say, for their hottest lines, what generic work compiling them would leave (staticpyc annotate)")
	fs.Float64Var(&factors.Untyped, "untyped-speedup", factors.Untyped, "speedup assumed for a module compiled untyped, in the estimates")
	fs.Float64Var(&factors.Typed, "typed-speedup", factors.Typed, "speedup assumed for hot functions ported to typed Static Python, in the estimates")
	return cmd
}

// writeFile creates path and writes it with fn.
func writeFile(path string, fn func(io.Writer) error) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := fn(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// hotLines links the hottest bytecode lines of the user's modules to what
// `staticpyc annotate` says compiling them would leave: n lines at most,
// each module compiled once. A module that does not compile is named with
// the reason.
func hotLines(r *profile.Report, n int) []profile.HotLine {
	type candidate struct {
		file, function string
		line           int
		share          float64
	}
	var cands []candidate
	for _, f := range r.Functions {
		if !strings.HasSuffix(f.File, ".py") || f.SelfShare < 0.01 {
			continue
		}
		for _, l := range f.Lines {
			if l.Share >= 0.01 {
				cands = append(cands, candidate{f.File, f.Module + "." + f.Function, l.Line, l.Share})
			}
		}
	}
	sort.Slice(cands, func(i, j int) bool { return cands[i].share > cands[j].share })
	if len(cands) > n {
		cands = cands[:n]
	}
	reports := map[string]*annotate.Report{}
	failed := map[string]string{}
	var out []profile.HotLine
	for _, c := range cands {
		if _, ok := reports[c.file]; !ok && failed[c.file] == "" {
			rep, diags, err := driver.Annotate(c.file, driver.DefaultOptions())
			switch {
			case err != nil:
				failed[c.file] = err.Error()
			case rep == nil:
				msg := "it does not compile"
				if diags != nil && len(diags.Sorted()) > 0 {
					msg += ": " + diags.Sorted()[0].String()
				}
				failed[c.file] = msg
			default:
				reports[c.file] = rep
			}
		}
		h := profile.HotLine{File: c.file, Function: c.function, Line: c.line, Share: c.share}
		if rep := reports[c.file]; rep != nil && c.line >= 1 && c.line <= len(rep.Lines) {
			l := rep.Lines[c.line-1]
			h.Source, h.Score = strings.TrimSpace(l.Source), l.Score
			for _, op := range l.Ops {
				h.Left = append(h.Left, fmt.Sprintf("%s×%d", op.Kind, op.Count))
			}
		} else {
			h.Note = failed[c.file]
		}
		out = append(out, h)
	}
	return out
}
