// This file implements the text, JSON and HTML forms of an annotation.

package annotate

import (
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"math"
	"strings"
)

// WriteJSON writes the report as one JSON document.
func WriteJSON(w io.Writer, r *Report) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// WriteText writes each line with its score and the work it does, then
// the functions by score.
func WriteText(w io.Writer, r *Report) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: score per line (0: machine code only; the work left for the C API follows the line)\n\n", r.File)
	for _, l := range r.Lines {
		score := "     "
		if l.Score > 0 {
			score = fmt.Sprintf("%5.1f", l.Score)
		}
		fmt.Fprintf(&b, "%5d %s | %s", l.Line, score, l.Source)
		if len(l.Ops) > 0 {
			var parts []string
			for _, op := range l.Ops {
				parts = append(parts, fmt.Sprintf("%s×%d", op.Kind, op.Count))
			}
			fmt.Fprintf(&b, "    # %s", strings.Join(parts, ", "))
		}
		b.WriteByte('\n')
	}
	b.WriteString("\nfunctions\n")
	for _, f := range r.Functions {
		how := "native"
		if !f.Native {
			how = "interpreted"
		}
		fmt.Fprintf(&b, "  %7.1f  %-11s %s (line %d)\n", f.Score, how, f.Name, f.Line)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteHTML writes a self-contained page: the source, each line shaded by
// its score; a click on a line shows its work and its optimized IR.
func WriteHTML(w io.Writer, r *Report) error {
	maxScore := 0.0
	for _, l := range r.Lines {
		maxScore = math.Max(maxScore, l.Score)
	}
	type row struct {
		Line
		Shade float64
		Ops   string
	}
	rows := make([]row, len(r.Lines))
	for i, l := range r.Lines {
		var parts []string
		for _, op := range l.Ops {
			parts = append(parts, fmt.Sprintf("%s ×%d", op.Kind, op.Count))
		}
		shade := 0.0
		if l.Score > 0 && maxScore > 0 {
			// Square root: a line with a tenth of the worst line's work
			// still shows.
			shade = 0.15 + 0.85*math.Sqrt(l.Score/maxScore)
		}
		rows[i] = row{Line: l, Shade: shade, Ops: strings.Join(parts, ", ")}
	}
	data, err := json.Marshal(r)
	if err != nil {
		return err
	}
	return page.Execute(w, map[string]any{"File": r.File, "Rows": rows, "Report": template.JS(data)})
}

var page = template.Must(template.New("annotate").Parse(`<!doctype html>
<html><head><meta charset="utf-8"><title>staticpyc annotate: {{.File}}</title>
<style>
body{font:14px system-ui,sans-serif;margin:1.5em;color:#222}
h1{font-size:1.2em}
.src{font:13px ui-monospace,monospace;border-collapse:collapse}
.src td{padding:0 8px;white-space:pre;vertical-align:top}
.src tr.line{cursor:pointer}
.src td.n{color:#888;text-align:right}.src td.s{color:#666;text-align:right;width:4em}
.src tr.detail td{background:#f7f7f7;white-space:pre-wrap;font-size:12px;border-left:3px solid #c90}
.legend{margin:.5em 0 1em}
#functions td{padding:0 10px}
</style></head><body>
<h1>staticpyc annotate: {{.File}}</h1>
<div class="legend">Each line is shaded by the generic work its compiled code still does (C API calls, boxing, checks); white lines compile to machine arithmetic and memory access. Click a line for its work and its optimized LLVM IR.</div>
<table class="src" id="src">
{{range .Rows}}<tr class="line" id="L{{.Line.Line}}" data-line="{{.Line.Line}}" style="background:rgba(255,200,0,{{printf "%.2f" .Shade}})"><td class="n">{{.Line.Line}}</td><td class="s">{{if .Line.Score}}{{printf "%.1f" .Line.Score}}{{end}}</td><td>{{.Line.Source}}</td></tr>
{{end}}</table>
<h2>Functions</h2><table id="functions"><tr><th>function</th><th>line</th><th>how</th><th>score</th></tr></table>
<script>
const report = {{.Report}};
const byLine = {};
for (const l of report.lines) byLine[l.line] = l;
function toggle(tr) {
  const next = tr.nextElementSibling;
  if (next && next.classList.contains("detail")) { next.remove(); return; }
  const l = byLine[tr.dataset.line];
  const d = document.createElement("tr"); d.className = "detail";
  const td = document.createElement("td"); td.colSpan = 3;
  const ops = l.ops.length ? l.ops.map(o => o.kind + " ×" + o.count).join("\n") : "no generic work: machine code only";
  td.textContent = "line " + l.line + " — score " + l.score.toFixed(1) + "\n" + ops + (l.ir && l.ir.length ? "\n\noptimized IR:\n" + l.ir.join("\n") : "");
  d.appendChild(td); tr.after(d);
}
for (const tr of document.querySelectorAll("tr.line")) tr.addEventListener("click", () => toggle(tr));
// A link to a line (walk.html#L42) opens its detail.
const linked = location.hash && document.getElementById(location.hash.slice(1));
if (linked && linked.classList.contains("line")) { toggle(linked); linked.scrollIntoView(); }
const ft = document.getElementById("functions");
for (const f of report.functions) {
  const tr = document.createElement("tr");
  for (const c of [f.name, f.line, f.native ? "native" : "interpreted", f.score.toFixed(1)]) { const td = document.createElement("td"); td.textContent = c; tr.appendChild(td); }
  ft.appendChild(tr);
}
</script></body></html>
`))
