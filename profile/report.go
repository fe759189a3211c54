// This file implements reading the sampler's tables and the report made
// from them.

package profile

import (
	"encoding/json"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// The kinds of time the sampler tells apart.
const (
	KindPython   = "python"   // bytecode run by the interpreter
	KindNative   = "native"   // C code called from Python: builtins, extensions
	KindCompiled = "compiled" // functions of modules built by staticpyc
	KindWaiting  = "waiting"  // sleeping, I/O, locks, the GIL (the program's main thread)
	// KindIdle is the waiting of other threads and of worker processes:
	// a pool's idle workers are not time the program spends.
	KindIdle = "idle"
)

// Frame is one Python frame of a sampled stack.
type Frame struct {
	Module, Function, File string
	Line                   int
}

// Entry is time spent in one kind of work at one stack: the innermost
// frame is last; Callee names the native or compiled function, or what
// was waited for.
type Entry struct {
	Kind    string  `json:"kind"`
	Stack   []Frame `json:"stack"`
	Callee  string  `json:"callee"`
	Seconds float64 `json:"seconds"`
}

// Process is what the sampler recorded in one python process.
type Process struct {
	PID        int
	Argv       []string
	Wall       float64
	CPU        float64
	SamplerCPU float64
	Samples    int
	Entries    []Entry
}

// samplerFile is the sampler's file: stacks refer to code objects by
// number, described once in codes as [module, function, file].
type samplerFile struct {
	Version    int                  `json:"version"`
	PID        int                  `json:"pid"`
	Argv       []string             `json:"argv"`
	Wall       float64              `json:"wall"`
	CPU        float64              `json:"cpu"`
	SamplerCPU float64              `json:"sampler_cpu"`
	Samples    int                  `json:"samples"`
	Codes      map[string][3]string `json:"codes"`
	Entries    []struct {
		Kind    string     `json:"kind"`
		Stack   [][2]int64 `json:"stack"`
		Callee  string     `json:"callee"`
		Seconds float64    `json:"seconds"`
	} `json:"entries"`
}

// parseProcess reads one sampler file.
func parseProcess(data []byte) (Process, error) {
	var f samplerFile
	if err := json.Unmarshal(data, &f); err != nil {
		return Process{}, err
	}
	if f.Version != 1 {
		return Process{}, fmt.Errorf("sampler file version %d, want 1", f.Version)
	}
	p := Process{PID: f.PID, Argv: f.Argv, Wall: f.Wall, CPU: f.CPU, SamplerCPU: f.SamplerCPU, Samples: f.Samples}
	for _, e := range f.Entries {
		stack := make([]Frame, len(e.Stack))
		for i, fl := range e.Stack {
			c, ok := f.Codes[strconv.FormatInt(fl[0], 10)]
			if !ok {
				return Process{}, fmt.Errorf("stack names code %d, which the file does not describe", fl[0])
			}
			stack[i] = Frame{Module: c[0], Function: c[1], File: c[2], Line: int(fl[1])}
		}
		p.Entries = append(p.Entries, Entry{Kind: e.Kind, Stack: stack, Callee: e.Callee, Seconds: e.Seconds})
	}
	return p, nil
}

// Profile is every process of one profiled run.
type Profile struct {
	Processes []Process
}

// Load reads the sampler's files (PID.json) from dir.
func Load(dir string) (*Profile, error) {
	files, err := filepath.Glob(filepath.Join(dir, "*.json"))
	if err != nil {
		return nil, err
	}
	sort.Strings(files)
	p := &Profile{}
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		proc, err := parseProcess(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", filepath.Base(f), err)
		}
		p.Processes = append(p.Processes, proc)
	}
	sort.Slice(p.Processes, func(i, j int) bool { return p.Processes[i].PID < p.Processes[j].PID })
	return p, nil
}

// Factors are the speedups the estimates assume: of a module compiled as
// it is (untyped), and of its hot functions ported to typed Static
// Python. They are measured on benchmarks (docs/performance.md), so an
// estimate for one program is only that.
type Factors struct {
	Untyped float64 `json:"untyped"`
	Typed   float64 `json:"typed"`
}

// DefaultFactors are today's measured geometric means: untyped benchmarks
// compiled vs plain CPython 3.11, and typed object code (nbody, the typed
// field and method kernels) vs the same code under plain CPython.
var DefaultFactors = Factors{Untyped: 0.7, Typed: 4}

// Shares split the whole run's time by kind; they add up to 1.
type Shares struct {
	Python   float64 `json:"python"`
	Native   float64 `json:"native"`
	Compiled float64 `json:"compiled"`
	Waiting  float64 `json:"waiting"`
}

// Gain is what one factor would do for one module's bytecode time.
type Gain struct {
	Speedup float64 `json:"speedup"` // the factor assumed
	// Saved is the share of the whole run saved (negative: lost).
	Saved float64 `json:"saved"`
	// RunSpeedup is the whole run's speedup that follows (Amdahl).
	RunSpeedup float64 `json:"run_speedup"`
}

// Estimate is what compiling one module could gain.
type Estimate struct {
	Untyped Gain   `json:"compiled_untyped"`
	Typed   Gain   `json:"ported_typed"`
	Note    string `json:"note"`
}

// ModuleReport is one module's share of the run.
type ModuleReport struct {
	Module        string   `json:"module"`
	Origin        string   `json:"origin"` // "user", "stdlib" or "installed"
	PythonShare   float64  `json:"python_share"`
	NativeShare   float64  `json:"native_share"` // native code it called
	CompiledShare float64  `json:"compiled_share"`
	WaitingShare  float64  `json:"waiting_share"`
	Estimate      Estimate `json:"estimate"`
}

// busy is the module's share outside waiting.
func (m ModuleReport) busy() float64 { return m.PythonShare + m.NativeShare + m.CompiledShare }

// LineShare is the time of one source line in its own bytecode and the
// native code it calls directly.
type LineShare struct {
	Line  int     `json:"line"`
	Share float64 `json:"share"`
}

// FunctionReport is one Python function's time: in its own bytecode
// (self), in native code it called directly, and with everything below it
// (total).
type FunctionReport struct {
	Module      string      `json:"module"`
	Function    string      `json:"function"`
	File        string      `json:"file"`
	SelfShare   float64     `json:"self_share"`
	NativeShare float64     `json:"native_share"`
	TotalShare  float64     `json:"total_share"`
	Lines       []LineShare `json:"lines"`
}

// CalleeShare is the time in one native package, compiled module, or
// thing waited for.
type CalleeShare struct {
	Name  string  `json:"name"`
	Share float64 `json:"share"`
}

// ProcessReport is one process of the run.
type ProcessReport struct {
	PID      int      `json:"pid"`
	Argv     []string `json:"argv"`
	Wall     float64  `json:"wall"`
	Samples  int      `json:"samples"`
	Overhead float64  `json:"overhead"`
}

// Report is what `staticpyc profile` prints.
type Report struct {
	Version int     `json:"version"`
	Samples int     `json:"samples"`
	Seconds float64 `json:"seconds"` // time attributed, summed over threads and processes
	// IdleSeconds is the waiting of threads other than the program's
	// main thread, and of worker processes; it is in no share.
	IdleSeconds float64          `json:"idle_seconds"`
	Overhead    float64          `json:"overhead"`
	Shares      Shares           `json:"shares"`
	Factors     Factors          `json:"factors"`
	Modules     []ModuleReport   `json:"modules"`
	Functions   []FunctionReport `json:"functions"`
	Native      []CalleeShare    `json:"native"`
	Compiled    []CalleeShare    `json:"compiled"`
	Waiting     []CalleeShare    `json:"waiting"`
	Processes   []ProcessReport  `json:"processes"`
	// PortFirst is the user module whose bytecode time is largest, if it
	// is worth porting; LeaveAlone the modules whose time is in native code.
	PortFirst  string   `json:"port_first"`
	LeaveAlone []string `json:"leave_alone"`
	// Hot links the hottest bytecode lines to what compiling them would
	// leave (profile --annotate); the command fills it.
	Hot []HotLine `json:"hot_lines,omitempty"`
}

// HotLine is a line whose bytecode takes a share of the run, with what
// `staticpyc annotate` says its compiled code would still do.
type HotLine struct {
	File     string   `json:"file"`
	Function string   `json:"function"`
	Line     int      `json:"line"`
	Share    float64  `json:"share"`
	Source   string   `json:"source,omitempty"`
	Score    float64  `json:"score"`
	Left     []string `json:"left,omitempty"` // the generic work compiled code would keep
	Note     string   `json:"note,omitempty"` // why there is no annotation
}

// sampler is the name of the sampler's own module; its frames are never
// the program's.
const samplerModule = "_staticpyc_sampler"

// Analyze makes the report of a profile.
func Analyze(p *Profile, f Factors) *Report {
	r := &Report{Version: 1, Factors: f}
	type modAcc struct {
		python, native, compiled, waiting float64
		origin                            string
	}
	mods := map[string]*modAcc{}
	mod := func(fr Frame) *modAcc {
		m := mods[fr.Module]
		if m == nil {
			m = &modAcc{origin: origin(fr.File)}
			mods[fr.Module] = m
		}
		return m
	}
	type fnKey struct{ module, function, file string }
	type fnAcc struct {
		self, native, total float64
		lines               map[int]float64
	}
	fns := map[fnKey]*fnAcc{}
	fn := func(fr Frame) *fnAcc {
		k := fnKey{fr.Module, fr.Function, fr.File}
		a := fns[k]
		if a == nil {
			a = &fnAcc{lines: map[int]float64{}}
			fns[k] = a
		}
		return a
	}
	native, compiled, waiting := map[string]float64{}, map[string]float64{}, map[string]float64{}
	var total, cpu, samplerCPU float64
	for _, proc := range p.Processes {
		r.Samples += proc.Samples
		cpu += proc.CPU
		samplerCPU += proc.SamplerCPU
		ov := 0.0
		if proc.CPU > 0 {
			ov = proc.SamplerCPU / proc.CPU
		}
		r.Processes = append(r.Processes, ProcessReport{PID: proc.PID, Argv: proc.Argv, Wall: proc.Wall, Samples: proc.Samples, Overhead: ov})
		for _, e := range proc.Entries {
			if len(e.Stack) == 0 || e.Seconds <= 0 || e.Stack[len(e.Stack)-1].Module == samplerModule {
				continue
			}
			if e.Kind == KindIdle {
				r.IdleSeconds += e.Seconds
				continue
			}
			total += e.Seconds
			top := e.Stack[len(e.Stack)-1]
			m := mod(top)
			switch e.Kind {
			case KindPython:
				r.Shares.Python += e.Seconds
				m.python += e.Seconds
				a := fn(top)
				a.self += e.Seconds
				a.lines[top.Line] += e.Seconds
			case KindNative:
				r.Shares.Native += e.Seconds
				m.native += e.Seconds
				a := fn(top)
				a.native += e.Seconds
				a.lines[top.Line] += e.Seconds
				native[calleePackage(e.Callee)] += e.Seconds
			case KindCompiled:
				r.Shares.Compiled += e.Seconds
				m.compiled += e.Seconds
				compiled[calleePackage(e.Callee)] += e.Seconds
			default:
				r.Shares.Waiting += e.Seconds
				m.waiting += e.Seconds
				waiting[e.Callee] += e.Seconds
			}
			seen := map[fnKey]bool{}
			for _, fr := range e.Stack {
				k := fnKey{fr.Module, fr.Function, fr.File}
				if !seen[k] {
					seen[k] = true
					fn(fr).total += e.Seconds
				}
			}
		}
	}
	r.Seconds = total
	if cpu > 0 {
		r.Overhead = samplerCPU / cpu
	}
	if total == 0 {
		return r
	}
	share := func(s float64) float64 { return s / total }
	r.Shares = Shares{share(r.Shares.Python), share(r.Shares.Native), share(r.Shares.Compiled), share(r.Shares.Waiting)}
	for name, m := range mods {
		mr := ModuleReport{
			Module: name, Origin: m.origin,
			PythonShare: share(m.python), NativeShare: share(m.native),
			CompiledShare: share(m.compiled), WaitingShare: share(m.waiting),
		}
		mr.Estimate = estimate(mr.PythonShare, f)
		r.Modules = append(r.Modules, mr)
	}
	sort.Slice(r.Modules, func(i, j int) bool {
		a, b := r.Modules[i], r.Modules[j]
		if a.PythonShare != b.PythonShare {
			return a.PythonShare > b.PythonShare
		}
		if a.busy() != b.busy() {
			return a.busy() > b.busy()
		}
		return a.Module < b.Module
	})
	for k, a := range fns {
		fr := FunctionReport{Module: k.module, Function: k.function, File: k.file,
			SelfShare: share(a.self), NativeShare: share(a.native), TotalShare: share(a.total)}
		for line, s := range a.lines {
			fr.Lines = append(fr.Lines, LineShare{line, share(s)})
		}
		sort.Slice(fr.Lines, func(i, j int) bool {
			if fr.Lines[i].Share != fr.Lines[j].Share {
				return fr.Lines[i].Share > fr.Lines[j].Share
			}
			return fr.Lines[i].Line < fr.Lines[j].Line
		})
		r.Functions = append(r.Functions, fr)
	}
	sort.Slice(r.Functions, func(i, j int) bool {
		a, b := r.Functions[i], r.Functions[j]
		if a.SelfShare+a.NativeShare != b.SelfShare+b.NativeShare {
			return a.SelfShare+a.NativeShare > b.SelfShare+b.NativeShare
		}
		return a.Module+"."+a.Function < b.Module+"."+b.Function
	})
	r.Native = ranked(native, total)
	r.Compiled = ranked(compiled, total)
	r.Waiting = ranked(waiting, total)
	for _, m := range r.Modules {
		if m.Origin == "user" && r.PortFirst == "" && m.PythonShare >= 0.05 {
			r.PortFirst = m.Module
		}
		if m.NativeShare >= 0.05 && m.NativeShare >= 2*m.PythonShare {
			r.LeaveAlone = append(r.LeaveAlone, m.Module)
		}
	}
	return r
}

// estimate applies Amdahl's law to a module whose bytecode is share of
// the run.
func estimate(share float64, f Factors) Estimate {
	gain := func(s float64) Gain {
		if s <= 0 {
			return Gain{Speedup: s}
		}
		saved := share - share/s
		return Gain{Speedup: s, Saved: saved, RunSpeedup: 1 / (1 - saved)}
	}
	e := Estimate{Untyped: gain(f.Untyped), Typed: gain(f.Typed)}
	e.Note = fmt.Sprintf("estimates: the module's bytecode time divided by the speedups measured on benchmarks (untyped %.2gx, typed %.2gx); native and waiting time are unchanged", f.Untyped, f.Typed)
	return e
}

// calleePackage is the top-level package of a callee label
// ("numpy.ndarray.sort" -> "numpy"); labels of instructions ("<@>") and
// builtins keep their name.
func calleePackage(label string) string {
	if label == "" {
		return "<native>"
	}
	if strings.HasPrefix(label, "<") {
		return label
	}
	pkg, _, _ := strings.Cut(label, ".")
	switch pkg {
	case "builtins", "?":
		return label
	}
	return pkg
}

// origin tells a user's module from the standard library and installed
// packages, by where its file is.
func origin(file string) string {
	switch {
	case strings.HasPrefix(file, "<frozen"):
		return "stdlib"
	case strings.Contains(file, "/site-packages/"), strings.Contains(file, "/dist-packages/"):
		return "installed"
	case strings.Contains(file, "/lib/python3"):
		return "stdlib"
	}
	return "user"
}

func ranked(m map[string]float64, total float64) []CalleeShare {
	var out []CalleeShare
	for k, v := range m {
		out = append(out, CalleeShare{k, v / total})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Share != out[j].Share {
			return out[i].Share > out[j].Share
		}
		return out[i].Name < out[j].Name
	})
	return out
}

// pct formats a share as a percentage.
func pct(s float64) string {
	if math.Abs(s) < 0.0005 {
		return "0.0%"
	}
	return fmt.Sprintf("%.1f%%", 100*s)
}
