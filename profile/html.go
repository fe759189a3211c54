// This file implements the HTML form of the report: the tables of the
// text report and an icicle graph (a flame graph drawn top down) of every
// sampled stack, coloured by kind.

package profile

import (
	"encoding/json"
	"html/template"
	"io"
	"sort"
)

// node is one frame of the merged stacks, or a leaf naming what the
// innermost frame was doing.
type node struct {
	Name     string  `json:"n"`
	Kind     string  `json:"k,omitempty"`
	Seconds  float64 `json:"v"`
	Children []*node `json:"c,omitempty"`
	index    map[string]*node
}

func (n *node) child(name, kind string) *node {
	key := kind + "\x00" + name
	if c, ok := n.index[key]; ok {
		return c
	}
	if n.index == nil {
		n.index = map[string]*node{}
	}
	c := &node{Name: name, Kind: kind}
	n.index[key] = c
	n.Children = append(n.Children, c)
	return c
}

func (n *node) sort() {
	sort.Slice(n.Children, func(i, j int) bool {
		if n.Children[i].Seconds != n.Children[j].Seconds {
			return n.Children[i].Seconds > n.Children[j].Seconds
		}
		return n.Children[i].Name < n.Children[j].Name
	})
	for _, c := range n.Children {
		c.sort()
	}
}

// stackTree merges every stack of every process into one tree.
func stackTree(p *Profile) *node {
	root := &node{Name: "all"}
	for _, proc := range p.Processes {
		for _, e := range proc.Entries {
			if len(e.Stack) == 0 || e.Seconds <= 0 || e.Kind == KindIdle || e.Stack[len(e.Stack)-1].Module == samplerModule {
				continue
			}
			root.Seconds += e.Seconds
			n := root
			for _, fr := range e.Stack {
				n = n.child(fr.Module+"."+fr.Function, "frame")
				n.Seconds += e.Seconds
			}
			leaf := e.Callee
			if e.Kind == KindPython {
				leaf = "bytecode"
			}
			n = n.child(leaf, e.Kind)
			n.Seconds += e.Seconds
		}
	}
	root.sort()
	return root
}

// WriteHTML writes a self-contained page with the report and the graph.
func WriteHTML(w io.Writer, p *Profile, r *Report) error {
	tree, err := json.Marshal(stackTree(p))
	if err != nil {
		return err
	}
	rep, err := json.Marshal(r)
	if err != nil {
		return err
	}
	return page.Execute(w, map[string]any{
		"Tree":   template.JS(tree),
		"Report": template.JS(rep),
	})
}

var page = template.Must(template.New("profile").Parse(`<!doctype html>
<html><head><meta charset="utf-8"><title>staticpyc profile</title>
<style>
body{font:14px system-ui,sans-serif;margin:1.5em;color:#222}
h1{font-size:1.3em}h2{font-size:1.1em;margin-top:1.5em}
table{border-collapse:collapse}td,th{padding:2px 10px;text-align:right}td:first-child,th:first-child{text-align:left}
.bar{display:inline-block;height:10px;background:#888;vertical-align:middle}
#graph{position:relative;width:100%;border:1px solid #ccc;overflow:hidden}
.cell{position:absolute;height:18px;line-height:18px;font-size:12px;overflow:hidden;white-space:nowrap;box-sizing:border-box;border:1px solid #fff;padding:0 3px;cursor:pointer}
.frame{background:#e8d8a8}.python{background:#e07b39}.native{background:#5b8fd9;color:#fff}.compiled{background:#3a9c5a;color:#fff}.waiting{background:#bbb}
#detail{margin-top:.5em;min-height:1.5em}
.legend span{display:inline-block;padding:0 6px;margin-right:6px}
</style></head><body>
<h1>staticpyc profile</h1>
<div id="summary"></div>
<h2>Where the time goes</h2><table id="shares"></table>
<h2>By module</h2><table id="modules"></table>
<h2>Top functions</h2><table id="functions"></table>
<h2>Stacks</h2>
<div class="legend"><span class="python">Python bytecode</span><span class="native">native</span><span class="compiled">compiled</span><span class="waiting">waiting</span><span class="frame">frame</span> click a cell to zoom, the top cell to zoom out</div>
<div id="graph"></div><div id="detail"></div>
<script>
const tree = {{.Tree}};
const report = {{.Report}};
const pct = s => (100*s).toFixed(1) + "%";
function row(table, cells, head) {
  const tr = document.createElement("tr");
  for (const c of cells) { const td = document.createElement(head ? "th" : "td"); td.textContent = c; tr.appendChild(td); }
  document.getElementById(table).appendChild(tr);
}
const wall = Math.max(0, ...report.processes.map(p => p.wall));
document.getElementById("summary").textContent =
  report.processes.length + " process(es), " + report.samples + " samples, " + wall.toFixed(2) + " s of wall time; the sampler used " + pct(report.overhead) + " of the CPU time.";
row("shares", ["kind", "share"], true);
row("shares", ["Python bytecode", pct(report.shares.python)]);
row("shares", ["native code", pct(report.shares.native)]);
row("shares", ["compiled by staticpyc", pct(report.shares.compiled)]);
row("shares", ["waiting", pct(report.shares.waiting)]);
row("modules", ["module", "python", "native", "compiled", "waiting", "compiled as is", "ported to typed"], true);
const gain = g => g.saved === 0 ? "-" : (g.saved < 0 ? pct(-g.saved) + " slower" : "saves " + pct(g.saved));
for (const m of (report.modules || []).slice(0, 30))
  row("modules", [m.module + (m.origin === "user" ? "" : " (" + m.origin + ")"), pct(m.python_share), pct(m.native_share), pct(m.compiled_share), pct(m.waiting_share), gain(m.estimate.compiled_untyped), gain(m.estimate.ported_typed)]);
row("functions", ["function", "own bytecode", "native it calls", "total", "hottest line"], true);
for (const f of (report.functions || []).slice(0, 20))
  row("functions", [f.module + "." + f.function, pct(f.self_share), pct(f.native_share), pct(f.total_share), f.lines && f.lines.length ? f.file.split("/").pop() + ":" + f.lines[0].line : ""]);

const graph = document.getElementById("graph"), detail = document.getElementById("detail");
let focus = tree, path = [tree];
(function link(n) { for (const c of n.c || []) { c.parent = n; link(c); } })(tree);
function chain(n) { const out = []; for (; n; n = n.parent) out.unshift(n); return out; }
function depth(n) { return 1 + Math.max(0, ...(n.c || []).map(depth)); }
function draw() {
  graph.innerHTML = "";
  const W = graph.clientWidth || 1000;
  graph.style.height = (18 * (depth(focus) + path.length - 1) + 2) + "px";
  path.slice(0, -1).forEach((n, i) => cell(n, 0, W, i, true));
  const base = path.length - 1;
  (function lay(n, x, w, d) {
    cell(n, x, w, base + d, false);
    let cx = x;
    for (const c of n.c || []) { const cw = w * c.v / n.v; if (cw >= 1) lay(c, cx, cw, d + 1); cx += cw; }
  })(focus, 0, W, 0);
}
function cell(n, x, w, d, ancestor) {
  const div = document.createElement("div");
  div.className = "cell " + (n.k || "frame");
  div.style.left = x + "px"; div.style.width = w + "px"; div.style.top = (18 * d) + "px";
  div.textContent = n.n;
  div.title = n.n + " — " + pct(n.v / tree.v) + " of the run";
  div.onclick = () => {
    detail.textContent = n.n + ": " + pct(n.v / tree.v) + " of the run (" + n.v.toFixed(3) + " s)" + (n.k && n.k !== "frame" ? ", " + n.k : "");
    if (n.c && n !== focus) { focus = n; path = chain(n); }
    draw();
  };
  graph.appendChild(div);
}
draw();
window.addEventListener("resize", draw);
</script></body></html>
`))
