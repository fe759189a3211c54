// This file implements the program families of the benchmark: the
// untyped programs and their typed versions (tests/testdata/programs)
// compiled against plain CPython on the untyped source, and the
// native-class microbenchmarks against C and plain CPython.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"

	"github.com/staticpyc/staticpyc/codegen"
	"github.com/staticpyc/staticpyc/driver"
)

// The families -family selects; kernels is everything main.go measures.
var allFamilies = []string{"untyped", "typed", "micro", "kernels", "projects"}

// parseFamilies reads the -family list: names separated by commas, or
// "all".
func parseFamilies(s string) (map[string]bool, error) {
	fams := map[string]bool{}
	for _, f := range strings.Split(s, ",") {
		f = strings.TrimSpace(f)
		switch {
		case f == "all":
			for _, g := range allFamilies {
				fams[g] = true
			}
		case slices.Contains(allFamilies, f):
			fams[f] = true
		default:
			return nil, fmt.Errorf("-family %q: want a comma-separated list of %s, or all", f, strings.Join(allFamilies, ", "))
		}
	}
	return fams, nil
}

// program is one module of tests/testdata/programs.
type program struct {
	name   string // without its untyped_/typed_ prefix
	src    string
	n      int    // the argument of run(n) in the timed batches
	so     string // the compiled extension, "" when the build failed
	lines  int    // non-blank source lines
	soSize int64
}

// programRow is what programs.py reports for one program or operation.
type programRow struct {
	Name     string             `json:"name"`
	Same     bool               `json:"same"`
	Result   string             `json:"result"`
	Variants map[string]Variant `json:"variants"`
}

var sizeRE = regexp.MustCompile(`(?m)^(BENCH_N|TEST_N) = (\d+)$`)

// programSize reads BENCH_N (or TEST_N, for the smoke run) from a
// program's source.
func programSize(src []byte, key string) (int, error) {
	for _, m := range sizeRE.FindAllSubmatch(src, -1) {
		if string(m[1]) == key {
			return strconv.Atoi(string(m[2]))
		}
	}
	return 0, fmt.Errorf("no %s = <int> line", key)
}

// RunPrograms builds the programs the selected families need, times
// them with testdata/programs.py and writes their tables to w.
func RunPrograms(cfg Config, fams map[string]bool, w io.Writer) error {
	if !fams["untyped"] && !fams["typed"] && !fams["micro"] {
		return nil
	}
	root, err := repoRoot()
	if err != nil {
		return err
	}
	target, err := driver.ProbePython(cfg.Python)
	if err != nil {
		return err
	}
	tc, err := codegen.FindToolchain(codegen.ToolchainConfig{})
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "staticpyc-bench-programs-")
	if err != nil {
		return err
	}
	if cfg.Keep {
		fmt.Fprintf(os.Stderr, "bench: keeping %s\n", dir)
	} else {
		defer os.RemoveAll(dir)
	}
	var problems []error
	problem := func(format string, args ...any) {
		err := fmt.Errorf(format, args...)
		problems = append(problems, err)
		fmt.Fprintln(w, "!", err)
	}
	opts := driver.DefaultOptions()
	opts.Target, opts.Toolchain, opts.OutDir = target, tc, filepath.Join(dir, "compiled")
	here := filepath.Join(root, "tests", "bench", "testdata")
	progDir := filepath.Join(root, "tests", "testdata", "programs")
	sizeKey := "BENCH_N"
	if cfg.ProgramTestSize {
		sizeKey = "TEST_N"
	}
	load := func(file string, compile bool) program {
		p := program{src: file}
		base := strings.TrimSuffix(filepath.Base(file), ".py")
		_, p.name, _ = strings.Cut(base, "_")
		data, err := os.ReadFile(file)
		if err != nil {
			problem("%v", err)
			return p
		}
		if p.n, err = programSize(data, sizeKey); err != nil {
			problem("%s: %v", file, err)
		}
		for _, l := range strings.Split(string(data), "\n") {
			if strings.TrimSpace(l) != "" {
				p.lines++
			}
		}
		if !compile {
			return p
		}
		out, diags, err := driver.Build(file, opts)
		switch {
		case err != nil:
			problem("staticpyc build %s: %v", file, err)
		case diags.HasErrors():
			problem("staticpyc build %s: %v", file, diags.Sorted())
		default:
			p.so = out
			if st, err := os.Stat(out); err == nil {
				p.soSize = st.Size()
			}
		}
		return p
	}
	var only []string
	if cfg.Programs != "" {
		only = strings.Split(cfg.Programs, ",")
	}
	glob := func(prefix string) []string {
		files, _ := filepath.Glob(filepath.Join(progDir, prefix+"_*.py"))
		return slices.DeleteFunc(files, func(f string) bool {
			name := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(f), prefix+"_"), ".py")
			return name == "micro" || (only != nil && !slices.Contains(only, name))
		})
	}
	pyVersion := firstLine(exec.Command(target.Executable, "-c", "import platform; print(platform.python_version())"))
	fmt.Fprintf(w, "staticpyc program benchmarks: python %s (plain: the untyped source, no PYTHONPATH), staticpyc -O%d;\n", pyVersion, opts.OptLevel)
	fmt.Fprintf(w, "%d rounds, each timing every variant once in a rotated order; best = the fastest sample\n", cfg.ProgramRounds)
	if la := loadAverage(); la != "" {
		fmt.Fprintf(w, "load average at the start: %s (on %d cores)\n", la, runtime.NumCPU())
	}
	fmt.Fprintln(w)

	family := func(name string, c map[string]any) []programRow {
		c["family"], c["rounds"] = name, cfg.ProgramRounds
		arg, _ := json.Marshal(c)
		cmd := exec.Command(target.Executable, filepath.Join(here, "programs.py"), string(arg))
		// Plain CPython: nothing of ours on the path.
		cmd.Env = append(slices.DeleteFunc(os.Environ(), func(e string) bool { return strings.HasPrefix(e, "PYTHONPATH=") }), "PYTHONDONTWRITEBYTECODE=1")
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Run(); err != nil {
			problem("programs.py %s: %v\n%s", name, err, strings.TrimSpace(stderr.String()))
			return nil
		}
		var r struct {
			Errors []string     `json:"errors"`
			Rows   []programRow `json:"rows"`
		}
		if err := json.Unmarshal(stdout.Bytes(), &r); err != nil {
			problem("programs.py %s: %v", name, err)
			return nil
		}
		for _, e := range r.Errors {
			problem("%s: RESULTS DIFFER: %s", name, e)
		}
		return r.Rows
	}

	programTable := func(title string, compiled, plain []program) {
		var specs []map[string]any
		for i, p := range compiled {
			specs = append(specs, map[string]any{
				"name": p.name, "compiled": nullable(p.so), "plain": plain[i].src, "n": p.n,
				"module": strings.TrimSuffix(filepath.Base(p.src), ".py"),
			})
		}
		rows := family(title, map[string]any{"programs": specs})
		fmt.Fprintf(w, "%s programs: compiled vs plain CPython on the untyped source, s per run(n)\n", title)
		fmt.Fprintf(w, "  %-13s %6s %11s %11s %10s %10s %9s %7s  %s\n", "program", "n", "plain best", "compiled", "speedup", "(median)", ".so KiB", "B/line", "result")
		var logBest, logMedian []float64
		for _, p := range compiled {
			var r *programRow
			for j := range rows {
				if rows[j].Name == p.name {
					r = &rows[j]
				}
			}
			size := fmt.Sprintf("%9.0f %7.0f", float64(p.soSize)/1024, float64(p.soSize)/float64(max(p.lines, 1)))
			if r == nil || r.Variants["compiled"].Samples == nil {
				fmt.Fprintf(w, "  %-13s %6d %11s %11s %10s %10s %s\n", p.name, p.n, "n/a", "n/a", "n/a", "n/a", size)
				continue
			}
			pl, co := r.Variants["plain"].Samples, r.Variants["compiled"].Samples
			sb, sm := best(pl)/best(co), median(pl)/median(co)
			logBest, logMedian = append(logBest, math.Log(sb)), append(logMedian, math.Log(sm))
			verdict := "same"
			if !r.Same {
				verdict = "MISMATCH"
			}
			fmt.Fprintf(w, "  %-13s %6d %11.4f %11.4f %9.2fx %9.2fx %s  %s\n", p.name, p.n, best(pl), best(co), sb, sm, size, verdict)
		}
		if len(logBest) > 0 {
			fmt.Fprintf(w, "  %-13s %6s %11s %11s %9.2fx %9.2fx   (%d programs; speedup = plain / compiled, > 1: compiled faster)\n",
				"geomean", "", "", "", math.Exp(mean(logBest)), math.Exp(mean(logMedian)), len(logBest))
		}
		fmt.Fprintln(w)
	}

	if fams["untyped"] {
		var ps []program
		for _, f := range glob("untyped") {
			ps = append(ps, load(f, true))
		}
		programTable("untyped", ps, ps)
	}
	if fams["typed"] {
		var typed, plain []program
		for _, f := range glob("typed") {
			orig := filepath.Join(progDir, "untyped_"+strings.TrimPrefix(filepath.Base(f), "typed_"))
			typed, plain = append(typed, load(f, true)), append(plain, load(orig, false))
		}
		programTable("typed", typed, plain)
	}
	if fams["micro"] {
		microTable(cfg, w, family, load(filepath.Join(progDir, "typed_micro.py"), true),
			filepath.Join(progDir, "untyped_micro.py"), here, dir, problem)
	}
	return errors.Join(problems...)
}

// Targets of issue 11 for the native-class operations: compiled / C.
var microTargets = map[string]string{"field_rw": "<= 2x C", "call_virtual": "<= 3 ns", "construct": "<= 2x C"}

func microTable(cfg Config, w io.Writer, family func(string, map[string]any) []programRow, typed program, plain, here, dir string, problem func(string, ...any)) {
	cc := "gcc"
	if _, err := exec.LookPath(cc); err != nil {
		cc = "cc"
	}
	cso := filepath.Join(dir, "micro.so")
	if msg, err := exec.Command(cc, "-O2", "-shared", "-fPIC", "-o", cso, filepath.Join(here, "micro.c")).CombinedOutput(); err != nil {
		problem("%s micro.c: %v\n%s", cc, err, msg)
		cso = ""
	}
	rows := family("micro", map[string]any{"compiled": nullable(typed.so), "plain": plain, "c": nullable(cso), "n": cfg.MicroN, "c_n": cfg.MicroCN})
	fmt.Fprintf(w, "native classes (issue 11): ns/op, best (median); C = a struct and a function-pointer table, %s -O2\n", cc)
	fmt.Fprintf(w, "  %-16s %16s %16s %16s %10s %12s  %s\n", "operation", "C", "compiled", "plain CPython", "comp / C", "plain / comp", "target")
	for _, r := range rows {
		cell := func(v string) (string, float64, float64) {
			x, ok := r.Variants[v]
			if !ok || len(x.Samples) == 0 {
				return "n/a", math.NaN(), math.NaN()
			}
			b, m := best(x.Samples)/float64(x.N)*1e9, median(x.Samples)/float64(x.N)*1e9
			return fmt.Sprintf("%s (%s)", ns(b), ns(m)), b, m
		}
		cs, cb, _ := cell("c")
		ks, kb, _ := cell("compiled")
		ps, pb, _ := cell("plain")
		target := microTargets[r.Name]
		switch {
		case target == "":
		case strings.HasSuffix(target, "C") && !math.IsNaN(kb/cb):
			target += ": " + metOrNot(kb/cb <= 2)
		case target == "<= 3 ns" && !math.IsNaN(kb):
			target += ": " + metOrNot(kb <= 3)
		}
		if !r.Same {
			target += "  RESULTS DIFFER"
		}
		fmt.Fprintf(w, "  %-16s %16s %16s %16s %10s %12s  %s\n", r.Name, cs, ks, ps, ratioString(kb/cb), ratioString(pb/kb), target)
	}
	fmt.Fprintf(w, "  typed_micro.so: %.0f KiB, %.0f bytes per source line\n", float64(typed.soSize)/1024, float64(typed.soSize)/float64(max(typed.lines, 1)))
	fmt.Fprintln(w)
}

func mean(xs []float64) float64 {
	s := 0.0
	for _, x := range xs {
		s += x
	}
	return s / float64(len(xs))
}

// loadAverage is /proc/loadavg's first three fields, or "".
func loadAverage() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return ""
	}
	f := strings.Fields(string(data))
	if len(f) < 3 {
		return ""
	}
	return strings.Join(f[:3], " ")
}
