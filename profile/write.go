// This file implements the text and JSON forms of the report.

package profile

import (
	"encoding/json"
	"fmt"
	"io"
	"path/filepath"
	"strings"
)

// WriteJSON writes the report as one JSON document.
func WriteJSON(w io.Writer, r *Report) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// WriteText writes the report for a terminal.
func WriteText(w io.Writer, r *Report) error {
	var b strings.Builder
	wall := 0.0
	for _, p := range r.Processes {
		wall = max(wall, p.Wall)
	}
	fmt.Fprintf(&b, "staticpyc profile: %d process%s, %d samples, %.2f s of wall time (the sampler used %s of the CPU time)\n",
		len(r.Processes), plural(len(r.Processes), "", "es"), r.Samples, wall, pct(r.Overhead))
	if r.Seconds == 0 {
		b.WriteString("\nno samples: the command ran no python, or ended before the first sample\n")
		_, err := io.WriteString(w, b.String())
		return err
	}
	b.WriteString("\nwhere the time goes\n")
	fmt.Fprintf(&b, "  %-24s %7s\n", "Python bytecode", pct(r.Shares.Python))
	fmt.Fprintf(&b, "  %-24s %7s%s\n", "native code", pct(r.Shares.Native), top(r.Native, 4))
	fmt.Fprintf(&b, "  %-24s %7s%s\n", "compiled by staticpyc", pct(r.Shares.Compiled), top(r.Compiled, 4))
	fmt.Fprintf(&b, "  %-24s %7s%s\n", "waiting", pct(r.Shares.Waiting), top(r.Waiting, 4))

	fmt.Fprintf(&b, "\nby module (share of the run)      python   native  compiled  waiting   compiled as is (%.2gx)  ported to typed (%.2gx)\n", r.Factors.Untyped, r.Factors.Typed)
	shown := 0
	for _, m := range r.Modules {
		if m.busy()+m.WaitingShare < 0.005 {
			continue
		}
		if shown++; shown > 15 {
			b.WriteString("  …\n")
			break
		}
		name := m.Module
		if m.Origin != "user" {
			name += " (" + m.Origin + ")"
		}
		fmt.Fprintf(&b, "  %-30s %7s  %7s  %7s  %7s   %22s  %22s\n", clip(name, 30), pct(m.PythonShare), pct(m.NativeShare),
			pct(m.CompiledShare), pct(m.WaitingShare), gain(m.Estimate.Untyped), gain(m.Estimate.Typed))
	}

	b.WriteString("\ntop functions (own bytecode + native code they call directly)\n")
	for i, f := range r.Functions {
		if i == 10 || f.SelfShare+f.NativeShare < 0.005 {
			break
		}
		where := filepath.Base(f.File)
		if len(f.Lines) > 0 {
			where = fmt.Sprintf("%s:%d", where, f.Lines[0].Line)
		}
		fmt.Fprintf(&b, "  %7s python %7s native  %s.%s  %s\n", pct(f.SelfShare), pct(f.NativeShare), f.Module, f.Function, where)
	}

	if len(r.Hot) > 0 {
		b.WriteString("\nhottest lines, and what compiling them would leave\n")
		for _, h := range r.Hot {
			fmt.Fprintf(&b, "  %6s  %s:%d  %s\n", pct(h.Share), filepath.Base(h.File), h.Line, h.Source)
			switch {
			case h.Note != "":
				fmt.Fprintf(&b, "          not compiled: %s\n", h.Note)
			case len(h.Left) == 0:
				b.WriteString("          compiled: machine code only\n")
			default:
				fmt.Fprintf(&b, "          compiled it would still do: %s\n", strings.Join(h.Left, ", "))
			}
		}
	}
	b.WriteString("\n")
	if r.PortFirst != "" {
		for _, m := range r.Modules {
			if m.Module == r.PortFirst {
				fmt.Fprintf(&b, "port first: %s — %s of the run is its bytecode; porting its hot functions to typed Static Python could save about %s of the run (%.2gx overall)",
					m.Module, pct(m.PythonShare), pct(m.Estimate.Typed.Saved), m.Estimate.Typed.RunSpeedup)
				if m.Estimate.Untyped.Saved < 0 {
					fmt.Fprintf(&b, "; compiled untyped as it is, it would be slower today (%.2gx)", r.Factors.Untyped)
				}
				b.WriteString("\n")
			}
		}
	} else {
		b.WriteString("port first: nothing — no module of yours spends 5% of the run in bytecode; compiling would not pay\n")
	}
	if len(r.LeaveAlone) > 0 {
		fmt.Fprintf(&b, "leave alone: %s — their time is in native code, which compiling does not change\n", strings.Join(r.LeaveAlone, ", "))
	}
	b.WriteString("(estimates: each module's bytecode time divided by speedups measured on benchmarks; a program's own may differ)\n")
	_, err := io.WriteString(w, b.String())
	return err
}

func top(list []CalleeShare, n int) string {
	var parts []string
	for i, c := range list {
		if i == n || c.Share < 0.005 {
			break
		}
		parts = append(parts, fmt.Sprintf("%s %s", c.Name, pct(c.Share)))
	}
	if len(parts) == 0 {
		return ""
	}
	return "   (" + strings.Join(parts, ", ") + ")"
}

func gain(g Gain) string {
	if g.Saved == 0 {
		return "-"
	}
	if g.Saved < 0 {
		return fmt.Sprintf("%s slower", pct(-g.Saved))
	}
	return fmt.Sprintf("saves %s", pct(g.Saved))
}

func clip(s string, n int) string {
	if len([]rune(s)) <= n {
		return s
	}
	return string([]rune(s)[:n-1]) + "…"
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
