// Command bench prints how fast compiled modules are, as ratios against
// the same source interpreted, against plain CPython and against C
// (`just bench`, i.e. `go run ./tests/bench`). It is a benchmark, not a
// timed test: it never fails on a number. It exits non-zero only when
// something could not be built or run, or when the variants disagree on a
// result.
//
// -family selects what runs (default all):
//   - untyped: the untyped programs of tests/testdata/programs compiled,
//     against the same source under plain CPython (programs.go),
//   - typed: their typed versions compiled, against the untyped source
//     under plain CPython,
//   - micro: the native-class operations of issue 11 (typed_micro.py)
//     compiled, in C (testdata/micro.c) and under plain CPython,
//   - kernels: everything below,
//   - projects: a typed call into another compiled module (native)
//     against a same-module call and a late-bound one, in ns per call,
//     and a generated 20-module package built cold, from the build
//     cache, and after one function body changes (projects.go).
//
// For the kernels it builds into a temporary directory:
//   - examples/loops.py, examples/walk.py, examples/life.py,
//     testdata/csr.py (the seed article's graph walk), testdata/mixed.py
//     and testdata/callee.py with staticpyc (-O3),
//   - walk, csr, life and mixed again with the bounds checks off and with the
//     noalias pass skipped (through TestBuildVariants, see variants_test.go),
//   - testdata/cref.c, the loops in C, and testdata/kernels.c, the
//     kernels in C, with gcc -O2 (called through ctypes),
//   - testdata/csr_cy.pyx, the csr kernel in Cython, with cython3 and
//     gcc -O2 when cython3 is on PATH,
//   - testdata/cext.c, a hand-written METH_FASTCALL extension function,
//     with gcc -O2 against the target python's headers (testdata/cext_abi.c,
//     the same function without Python.h, when the headers are missing),
//
// then runs testdata/bench.py once per measurement family (mix, count,
// call, walk, csr, life, checksum, axpy, nbody) with PYTHONPATH=runtime/python, so that the
// sources it imports run interpreted. Each process interleaves its variants in
// rounds; the table gives the fastest batch and the median of each, and
// the ratios of both.
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"

	"github.com/staticpyc/staticpyc/codegen"
	"github.com/staticpyc/staticpyc/driver"
)

// Config sizes one run of the benchmark.
type Config struct {
	Python  string // the target interpreter
	Rounds  int    // rounds of interleaved batches per family
	Reps    int    // batches per round of each native loop and call variant
	MixN    int    // iterations per batch of the native mix loop
	CountN  int    // iterations per batch of the native counting loop
	InterpN int    // iterations per batch of the interpreted loops
	Trips   int    // loop trips per call batch (10 calls per trip)
	Keep    bool   // keep the build directory (with the .ll files) and say where

	WalkNodes, WalkEdges, WalkSeeds int // the graph of the walk family
	WalkSteps                       int // steps per seed per batch, native variants
	WalkInterpSteps                 int // steps per seed per batch, interpreted
	CsrInterpSeeds                  int // seeds per batch of the csr walk, interpreted (native: WalkSeeds)
	LifePairs                       int // pairs of generations per batch, native variants (interpreted: 1 generation)
	CheckN, CheckInterpN            int // bytes per batch of the checksum, native and interpreted (axpy: elements, interpreted)
	AxpyN                           int // elements per batch of axpy, native variants
	NbodySteps, NbodyInterpSteps    int // steps per batch of nbody, native and interpreted

	Families        string // the -family list: untyped, typed, micro, kernels, projects (or all)
	ProjectCallN    int    // calls per batch of the projects family's call loops
	ProjectModules  int    // modules of the projects family's generated package
	BuildLines      int    // lines of the projects family's generated modules (buildtime.go)
	BuildRounds     int    // builds of each, the best reported
	ProgramRounds   int    // rounds of the program and micro families
	ProgramTestSize bool   // run the programs at TEST_N, not BENCH_N (the smoke run)
	Programs        string // comma-separated program names to run ("": all of them)
	MicroN, MicroCN int    // operations per micro batch: compiled and plain, C
}

// DefaultConfig takes 10 to 20 s on our 2-core machines, builds included.
func DefaultConfig() Config {
	return Config{Python: "python3", Rounds: 15, Reps: 3, MixN: 3_000_000, CountN: 6_000_000, InterpN: 10_000, Trips: 50_000,
		WalkNodes: 100_000, WalkEdges: 2_500_000, WalkSeeds: 1_000, WalkSteps: 100, WalkInterpSteps: 2,
		CsrInterpSeeds: 20, LifePairs: 50, CheckN: 1 << 20, CheckInterpN: 5_000, AxpyN: 1 << 16,
		NbodySteps: 2_000, NbodyInterpSteps: 20,
		Families: "all", ProgramRounds: 5, MicroN: 50_000, MicroCN: 2_000_000,
		ProjectCallN: 2_000_000, ProjectModules: 20, BuildLines: 1000, BuildRounds: 2}
}

// SmokeConfig is the tiny run of the smoke test: every row, no meaning.
func SmokeConfig() Config {
	return Config{Python: "python3", Rounds: 2, Reps: 2, MixN: 100_000, CountN: 100_000, InterpN: 200, Trips: 1_000,
		WalkNodes: 1_000, WalkEdges: 25_000, WalkSeeds: 50, WalkSteps: 10, WalkInterpSteps: 1,
		CsrInterpSeeds: 5, LifePairs: 2, CheckN: 10_000, CheckInterpN: 200, AxpyN: 10_000,
		NbodySteps: 20, NbodyInterpSteps: 2,
		Families: "all", ProgramRounds: 1, ProgramTestSize: true, MicroN: 2_000, MicroCN: 20_000,
		ProjectCallN: 10_000, ProjectModules: 3, BuildLines: 100, BuildRounds: 1,
		// One program of each family: building all of them would double
		// the smoke test's time on a loaded machine.
		Programs: "scheduler"}
}

// Targets of DESIGN.md ("Performance targets").
const (
	loopTarget = 1.10 // a compiled typed kernel vs gcc -O2
	csrTarget  = 1.05 // the article's walk vs gcc -O2 (issue 18)
	callTarget = 1.20 // a call into a compiled function vs a METH_FASTCALL C function
)

// pythonList is the -python flag: repeated, or a comma list.
type pythonList []string

func (l *pythonList) String() string { return strings.Join(*l, ",") }

func (l *pythonList) Set(s string) error {
	for _, p := range strings.Split(s, ",") {
		if p = strings.TrimSpace(p); p != "" {
			*l = append(*l, p)
		}
	}
	return nil
}

func main() {
	cfg := DefaultConfig()
	var pythons pythonList
	flag.Var(&pythons, "python", "a target python (default python3); repeat it or give a comma list to run the whole benchmark once per version")
	flag.IntVar(&cfg.Rounds, "rounds", cfg.Rounds, "rounds of interleaved batches per family")
	flag.BoolVar(&cfg.Keep, "keep", false, "keep the build directory, with the generated .ll files")
	flag.StringVar(&cfg.Families, "family", cfg.Families, "the families to run, comma-separated: untyped, typed, micro, kernels, projects, or all")
	flag.StringVar(&cfg.Programs, "programs", cfg.Programs, "the programs of the untyped and typed families to run, comma-separated (default all)")
	modules := flag.Int("project-modules", 0, "modules of the projects family's generated package (default 20; issue 16's target is stated for 100)")
	smoke := flag.Bool("smoke", false, "tiny sizes: check that every row prints, in a few seconds")
	flag.Parse()
	if *smoke {
		keep, python, fams, progs := cfg.Keep, cfg.Python, cfg.Families, cfg.Programs
		cfg = SmokeConfig()
		cfg.Keep, cfg.Python, cfg.Families = keep, python, fams
		if progs != "" {
			cfg.Programs = progs
		}
	}
	if *modules > 0 {
		cfg.ProjectModules = *modules
	}
	if len(pythons) == 0 {
		pythons = pythonList{cfg.Python}
	}
	for i, p := range pythons {
		if len(pythons) > 1 {
			if i > 0 {
				fmt.Println()
			}
			fmt.Printf("=== --python %s\n", p)
		}
		cfg.Python = p
		if err := Run(cfg, os.Stdout); err != nil {
			fmt.Fprintln(os.Stderr, "bench:", err)
			os.Exit(1)
		}
	}
}

// Result is what bench.py prints for one family.
type Result struct {
	Unit     string    `json:"unit"`
	Errors   []string  `json:"errors"`
	Variants []Variant `json:"variants"`
}

// Variant is the samples of one variant, one per round.
type Variant struct {
	Name     string    `json:"name"`
	N        int       `json:"n"`
	Samples  []float64 `json:"samples"`
	Growth4x *float64  `json:"growth_4x"` // native loops: time(4n) / time(n)
}

func (r *Result) get(name string) *Variant {
	if r == nil {
		return nil
	}
	for i := range r.Variants {
		if r.Variants[i].Name == name {
			return &r.Variants[i]
		}
	}
	return nil
}

// Run runs the families cfg selects and writes their tables to w: the
// program families first (programs.go), then the kernels.
func Run(cfg Config, w io.Writer) error {
	fams, err := parseFamilies(cfg.Families)
	if err != nil {
		return err
	}
	errProg := RunPrograms(cfg, fams, w)
	var errKernels, errProjects error
	if fams["kernels"] {
		errKernels = runKernels(cfg, w)
	}
	if fams["projects"] {
		errProjects = runProjects(cfg, w)
	}
	return errors.Join(errProg, errKernels, errProjects)
}

// runKernels builds the kernels, runs their families and writes the
// table to w.
func runKernels(cfg Config, w io.Writer) error {
	root, err := repoRoot()
	if err != nil {
		return err
	}
	here := filepath.Join(root, "tests", "bench", "testdata")
	target, err := driver.ProbePython(cfg.Python)
	if err != nil {
		return err
	}
	tc, err := codegen.FindToolchain(codegen.ToolchainConfig{})
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "staticpyc-bench-")
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

	// staticpyc -O3 (what `staticpyc build` does by default).
	opts := driver.DefaultOptions()
	opts.Target, opts.Toolchain, opts.OutDir = target, tc, filepath.Join(dir, "compiled")
	opts.EmitLLVM, opts.KeepTemps = cfg.Keep, cfg.Keep
	build := func(src string) string {
		out, diags, err := driver.Build(src, opts)
		switch {
		case err != nil:
			problem("staticpyc build %s: %v", src, err)
		case diags.HasErrors():
			problem("staticpyc build %s: %v", src, diags.Sorted())
		default:
			return out
		}
		return ""
	}
	loopsSrc := filepath.Join(root, "examples", "loops.py")
	compiled := build(loopsSrc)
	callee := build(filepath.Join(here, "callee.py"))

	// The interpreted side imports a copy of loops.py from a directory of
	// its own: an extension built beside examples/loops.py would shadow it.
	interpSrc := filepath.Join(dir, "interp", "loops.py")
	if err := copyFile(loopsSrc, interpSrc); err != nil {
		return err
	}

	// The kernels: the default build, the same source with the bounds
	// checks off and with the noalias pass skipped, and a copy of the
	// source to import interpreted.
	kernels := []kernel{
		{fam: "walk", src: filepath.Join(root, "examples", "walk.py")},
		{fam: "csr", src: filepath.Join(here, "csr.py")},
		{fam: "life", src: filepath.Join(root, "examples", "life.py")},
		{fam: "checksum", src: filepath.Join(here, "mixed.py")},
		{fam: "axpy", src: filepath.Join(here, "mixed.py")},
		{fam: "nbody", src: filepath.Join(root, "examples", "nbody.py")},
	}
	req := variantsRequest{PythonVersion: target.Version, ExtSuffix: target.ExtSuffix, OptLevel: opts.OptLevel, KeepTemps: cfg.Keep}
	for i := range kernels {
		k := &kernels[i]
		k.modules = map[string]any{"compiled": nullable(build(k.src))}
		k.interp = filepath.Join(dir, "interp", filepath.Base(k.src))
		if err := copyFile(k.src, k.interp); err != nil {
			return err
		}
		req.Variants = append(req.Variants,
			variantSpec{Name: k.fam + "/" + noBounds, Source: k.src, OutDir: filepath.Join(dir, noBounds), NoBoundsChecks: true},
			variantSpec{Name: k.fam + "/" + noAliasOff, Source: k.src, OutDir: filepath.Join(dir, noAliasOff), SkipPasses: []string{"noalias"}})
	}
	variants, err := buildVariants(root, dir, req)
	if err != nil {
		problem("%v", err)
	}
	// A pass that is not in lower's pass table is silently not skipped:
	// when skipping "noalias" changes no module's IR, the pass is absent.
	noaliasPresent := false
	for _, v := range variants {
		if strings.HasSuffix(v.Name, "/"+noAliasOff) && v.Error == "" && !v.Unchanged {
			noaliasPresent = true
		}
	}
	for i := range kernels {
		k := &kernels[i]
		k.notes = map[string]string{}
		for _, v := range variants {
			fam, variant, _ := strings.Cut(v.Name, "/")
			switch {
			case fam != k.fam:
			case v.Error != "":
				problem("build %s variant %s: %s", filepath.Base(v.Source), variant, v.Error)
			case v.Unchanged && variant == noAliasOff && !noaliasPresent:
				k.notes[variant] = "  (pass not present)"
			case v.Unchanged:
				k.notes[variant] = "  (same IR as the default build)"
			default:
				k.modules[variant] = v.Output
			}
		}
	}

	// The C side: gcc -O2, as DESIGN.md says; the toolchain's cc otherwise.
	cc, ccName := tc.CC, filepath.Base(tc.CC)
	if p, err := exec.LookPath("gcc"); err == nil {
		cc, ccName = p, "gcc"
	}
	ccVersion := firstLine(exec.Command(cc, "-dumpfullversion", "-dumpversion"))
	gcc := func(out string, args ...string) string {
		out = filepath.Join(dir, out)
		cmd := exec.Command(cc, append([]string{"-O2", "-shared", "-fPIC", "-o", out}, args...)...)
		if msg, err := cmd.CombinedOutput(); err != nil {
			problem("%s: %v\n%s", strings.Join(cmd.Args, " "), err, msg)
			return ""
		}
		return out
	}
	pyVersion := firstLine(exec.Command(target.Executable, "-c", "import platform; print(platform.python_version())"))
	_, llvmVersion, _ := strings.Cut(grepLine(exec.Command(tc.Opt, "--version"), "LLVM version"), "LLVM version ")
	fmt.Fprintf(w, "staticpyc benchmark: python %s, %s %s -O2, staticpyc -O%d with LLVM %s\n", pyVersion, ccName, ccVersion, opts.OptLevel, llvmVersion)
	fmt.Fprintf(w, "%d rounds of interleaved batches (%d per round of each native loop and call variant, 1 of the\n"+
		"interpreted loop); best = the fastest batch\n", cfg.Rounds, cfg.Reps)

	cref := gcc("cref.so", filepath.Join(here, "cref.c"))
	cextLabel := fmt.Sprintf("C extension, METH_FASTCALL (%s -O2, Python.h)", ccName)
	inc := firstLine(exec.Command(target.Executable, "-c", "import sysconfig; print(sysconfig.get_paths()['include'])"))
	cextSrc := []string{"-I", inc, filepath.Join(here, "cext.c")}
	if _, err := os.Stat(filepath.Join(inc, "Python.h")); inc == "" || err != nil {
		cextLabel = fmt.Sprintf("C extension, METH_FASTCALL (%s -O2, no Python.h: cext_abi.c)", ccName)
		cextSrc = []string{filepath.Join(here, "cext_abi.c")}
	}
	cextDir := ""
	if err := os.MkdirAll(filepath.Join(dir, "cext"), 0o755); err != nil {
		return err
	}
	if gcc(filepath.Join("cext", "cext"+target.ExtSuffix), cextSrc...) != "" {
		cextDir = filepath.Join(dir, "cext")
	}

	family := func(name string, extra map[string]any) *Result {
		c := map[string]any{
			"family": name, "rounds": cfg.Rounds, "reps": cfg.Reps, "interp_n": cfg.InterpN, "calls": cfg.Trips,
			"source": interpSrc, "compiled": nullable(compiled), "callee": nullable(callee),
			"cref": nullable(cref), "cext_dir": nullable(cextDir),
		}
		for k, v := range extra {
			c[k] = v
		}
		arg, _ := json.Marshal(c)
		cmd := exec.Command(target.Executable, filepath.Join(here, "bench.py"), string(arg))
		cmd.Env = append(os.Environ(), "PYTHONPATH="+filepath.Join(root, "runtime", "python"), "PYTHONDONTWRITEBYTECODE=1")
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		if err := cmd.Run(); err != nil {
			problem("bench.py %s: %v\n%s", name, err, strings.TrimSpace(stderr.String()))
			return nil
		}
		var r Result
		if err := json.Unmarshal(stdout.Bytes(), &r); err != nil {
			problem("bench.py %s: %v", name, err)
			return nil
		}
		for _, e := range r.Errors {
			problem("%s: the variants disagree: %s", name, e)
		}
		return &r
	}
	mix := family("mix", map[string]any{"n": cfg.MixN})
	count := family("count", map[string]any{"n": cfg.CountN})
	call := family("call", nil)
	kref := gcc("kernels.so", filepath.Join(here, "kernels.c"))
	// Cython's typed .pyx of the csr kernel, when Debian's cython3 is
	// there (optional: the row is left out otherwise).
	cython, cythonNote := "", ""
	if cy, err := exec.LookPath("cython3"); err == nil && cextDir != "" && !strings.Contains(cextLabel, "no Python.h") {
		c := filepath.Join(dir, "cython", "csr_cy.c")
		if err := os.MkdirAll(filepath.Dir(c), 0o755); err != nil {
			return err
		}
		if msg, err := exec.Command(cy, "-3", filepath.Join(here, "csr_cy.pyx"), "-o", c).CombinedOutput(); err != nil {
			problem("cython3 csr_cy.pyx: %v\n%s", err, msg)
		} else {
			// An old cython3 writes C that does not compile against a
			// newer CPython (Debian's 0.29 reads 3.11's PyLongObject
			// and thread state): the row says so in one line, and the
			// rest of the benchmark is still worth reading.
			out := filepath.Join(dir, "cython", "csr_cy"+target.ExtSuffix)
			cmd := exec.Command(cc, "-O2", "-shared", "-fPIC", "-o", out, "-I", inc, c)
			if msg, err := cmd.CombinedOutput(); err != nil {
				cythonNote = fmt.Sprintf("  (%s's C does not compile for Python %s: %s)", cythonVersion(cy), target.Version, firstError(msg))
			} else {
				cython = out
			}
		}
	}
	for i := range kernels {
		k := &kernels[i]
		extra := map[string]any{
			"source": k.interp, "module": strings.TrimSuffix(filepath.Base(k.src), ".py"),
			"modules": k.modules, "kernels": nullable(kref),
		}
		switch k.fam {
		case "walk":
			extra["nodes"], extra["edges"], extra["seeds"] = cfg.WalkNodes, cfg.WalkEdges, cfg.WalkSeeds
			extra["steps"], extra["interp_steps"] = cfg.WalkSteps, cfg.WalkInterpSteps
		case "csr":
			extra["nodes"], extra["edges"], extra["seeds"] = cfg.WalkNodes, cfg.WalkEdges, cfg.WalkSeeds
			extra["interp_seeds"] = cfg.CsrInterpSeeds
			extra["cython"] = nullable(cython)
			// A batch is short (one walk from every seed): more of them.
			extra["reps"] = 4 * cfg.Reps
		case "life":
			extra["pairs"] = cfg.LifePairs
		case "checksum":
			extra["n"], extra["interp_n"] = cfg.CheckN, cfg.CheckInterpN
		case "axpy":
			extra["n"], extra["interp_n"] = cfg.AxpyN, cfg.CheckInterpN
		case "nbody":
			extra["steps"], extra["interp_steps"] = cfg.NbodySteps, cfg.NbodyInterpSteps
		}
		k.result = family(k.fam, extra)
	}
	walk, csr, life, check, axpy, nbody := kernels[0], kernels[1], kernels[2], kernels[3], kernels[4], kernels[5]

	fmt.Fprintln(w)

	// Fixed widths: a left-aligned label, right-aligned numbers, a note.
	// A cell that starts with a space is a note: left-aligned, unpadded.
	row := func(label string, cells ...string) {
		line := fmt.Sprintf("%-56s", label)
		for _, c := range cells {
			if strings.HasPrefix(c, " ") {
				line += c
			} else {
				line += fmt.Sprintf("%11s", c)
			}
		}
		fmt.Fprintln(w, strings.TrimRight(line, " "))
	}
	var footnotes []string
	closedForm := func(fam string, r *Result) string {
		x := r.get("compiled")
		if x == nil || !constantTime(x) {
			return ""
		}
		c := ""
		if y := r.get("c"); y != nil && y.Growth4x != nil {
			c = fmt.Sprintf(", gcc's takes x%.2f", *y.Growth4x)
		}
		footnotes = append(footnotes, fmt.Sprintf("[%d] loops.%s compiled: a batch of 4n iterations takes x%.2f the time of n%s: LLVM replaced the loop\n"+
			"    by a closed form and gcc -O2 did not, so these ratios compare a formula with a loop, not two loops.", len(footnotes)+1, fam, *x.Growth4x, c))
		return fmt.Sprintf("[%d]", len(footnotes))
	}
	mixMark, countMark := closedForm("mix", mix), closedForm("count", count)

	cName := fmt.Sprintf("C, %s -O2 (ctypes)", ccName)
	loopRows := func(title, mark string, r *Result) {
		row(title, "best", "median", "n/batch")
		for _, v := range []struct{ key, name string }{
			{"c", cName},
			{"compiled", "compiled (staticpyc)"},
			{"interpreted", "interpreted (PYTHONPATH=runtime/python)"},
		} {
			x := r.get(v.key)
			switch {
			case x == nil:
				row("  "+v.name, "n/a", "n/a")
			case v.key == "compiled" && mark != "":
				row("  "+v.name+" "+mark, ns(best(x.Samples)), ns(median(x.Samples)), fmt.Sprint(x.N))
			default:
				row("  "+v.name, ns(best(x.Samples)), ns(median(x.Samples)), fmt.Sprint(x.N))
			}
		}
		fmt.Fprintln(w)
	}
	loopRows("loops.mix: s = (s * 31 + i) & 1048575, ns/iteration", mixMark, mix)
	loopRows("loops.count: s += i, ns/iteration", countMark, count)

	kernelRows := func(title string, k kernel) {
		row(title, "best", "median", "n/batch")
		for _, v := range []struct{ key, name string }{
			{"c", cName},
			{"compiled", "compiled (staticpyc)"},
			{noBounds, "compiled, bounds checks off"},
			{noAliasOff, "compiled, noalias pass skipped"},
			{"interpreted", "interpreted (PYTHONPATH=runtime/python)"},
			{"python", "plain CPython (the source, __static__ stubbed)"},
			{"cython", "Cython typed .pyx (cython3, gcc -O2)"},
		} {
			x := k.result.get(v.key)
			if x == nil && v.key == "cython" && k.fam == "csr" && cythonNote != "" {
				row("  "+v.name, "n/a", cythonNote)
				continue
			}
			if x == nil && (v.key == "python" || v.key == "cython") {
				continue // measured for nbody only, for csr only
			}
			switch {
			case x == nil && k.notes[v.key] != "":
				row("  "+v.name, "n/a", k.notes[v.key])
			case x == nil:
				row("  "+v.name, "n/a", "n/a")
			default:
				row("  "+v.name, ns(best(x.Samples)), ns(median(x.Samples)), fmt.Sprint(x.N))
			}
		}
		fmt.Fprintln(w)
	}
	kernelRows(fmt.Sprintf("walk: %s nodes, %s edges, ns/edge-step", thousands(cfg.WalkNodes), thousands(cfg.WalkEdges)), walk)
	kernelRows(fmt.Sprintf("csr: the article's walk (while loops), %s nodes, %s edges, ns/edge", thousands(cfg.WalkNodes), thousands(cfg.WalkEdges)), csr)
	innerChecks(w, csr, filepath.Join(dir, "csr-ir"), opts, problem)
	kernelRows("life: 96x96 torus, int8 cells, ns/cell-update", life)
	kernelRows("mixed width: int32 checksum of Array[uint8], ns/byte", check)
	kernelRows("axpy: dst[i] = dst[i] + k * src[i], int32, ns/element", axpy)
	kernelRows("nbody: 5 bodies, a class with double fields, ns/pair", nbody)

	// net: minus the loop alone (best minus best, median minus median).
	empty := call.get("empty")
	net := func(x *Variant) (b, m float64) {
		if x == nil || empty == nil {
			return math.NaN(), math.NaN()
		}
		return best(x.Samples) - best(empty.Samples), median(x.Samples) - median(empty.Samples)
	}
	row("call: f(7) in a Python for loop, ns/call", "best", "median", "net best", "net median")
	for _, v := range []struct{ key, name string }{
		{"cext", cextLabel},
		{"compiled", "compiled callee.ident (staticpyc)"},
		{"pydef", "plain Python def ident(x): return x"},
		{"empty", "the loop alone, per call (net = minus this)"},
	} {
		x := call.get(v.key)
		nb, nm := net(x)
		switch {
		case x == nil:
			row("  "+v.name, "n/a", "n/a")
		case v.key == "empty":
			row("  "+v.name, ns(best(x.Samples)), ns(median(x.Samples)))
		default:
			row("  "+v.name, ns(best(x.Samples)), ns(median(x.Samples)), ns(nb), ns(nm))
		}
	}
	fmt.Fprintln(w)

	row("ratios (best/best, median/median)", "best", "median", "  target")
	ratio := func(name string, num, den *Variant, target float64, useNet bool, mark string) {
		if num == nil || den == nil {
			row("  "+name, "n/a", "n/a")
			return
		}
		rb, rm := best(num.Samples)/best(den.Samples), median(num.Samples)/median(den.Samples)
		if useNet {
			ab, am := net(num)
			bb, bm := net(den)
			rb, rm = ab/bb, am/bm
		}
		verdict := ""
		switch {
		case target == 0 && mark != "":
			verdict = "  see " + mark
		case target == 0:
		case mark != "":
			verdict = fmt.Sprintf("  <= %.2f: not comparable, see %s", target, mark)
		case math.Round(rb*100)/100 <= target: // as printed
			verdict = fmt.Sprintf("  <= %.2f: met", target)
		default:
			verdict = fmt.Sprintf("  <= %.2f: NOT met", target)
		}
		row("  "+name, ratioString(rb), ratioString(rm), verdict)
	}
	ratio("mix    compiled / C", mix.get("compiled"), mix.get("c"), loopTarget, false, mixMark)
	ratio("mix    interpreted / compiled", mix.get("interpreted"), mix.get("compiled"), 0, false, mixMark)
	ratio("count  compiled / C", count.get("compiled"), count.get("c"), loopTarget, false, countMark)
	ratio("count  interpreted / compiled", count.get("interpreted"), count.get("compiled"), 0, false, countMark)
	ratio("call   compiled / C extension", call.get("compiled"), call.get("cext"), callTarget, false, "")
	ratio("call   compiled / C extension, net", call.get("compiled"), call.get("cext"), callTarget, true, "")
	ratio("call   Python def / C extension", call.get("pydef"), call.get("cext"), 0, false, "")
	for _, k := range kernels {
		name := fmt.Sprintf("%-6s ", k.fam)
		if k.fam == "checksum" {
			name = "mixed  "
		}
		target := loopTarget
		switch k.fam {
		case "csr":
			target = csrTarget
		case "axpy", "nbody": // not DESIGN.md kernels: no target
			target = 0
		}
		ratio(name+"compiled / C", k.result.get("compiled"), k.result.get("c"), target, false, "")
		ratio(name+"interpreted / compiled", k.result.get("interpreted"), k.result.get("compiled"), 0, false, "")
		if py := k.result.get("python"); py != nil {
			ratio(name+"plain CPython / compiled", py, k.result.get("compiled"), 0, false, "")
		}
		if cy := k.result.get("cython"); cy != nil {
			ratio(name+"compiled / Cython", k.result.get("compiled"), cy, 0, false, "")
		}
		for _, v := range []struct{ key, name string }{{noBounds, "bounds checks on / off"}, {noAliasOff, "noalias on / off"}} {
			if note := k.notes[v.key]; note != "" {
				row("  "+name+v.name, "n/a", note)
				continue
			}
			ratio(name+v.name, k.result.get("compiled"), k.result.get(v.key), 0, false, "")
		}
	}
	for _, f := range footnotes {
		fmt.Fprintln(w, f)
	}

	// What the refcount-elision pass removes, counted in the IR (static
	// call sites of incref/decref), on every example, the bench kernels
	// and two end-to-end modules of dynamic code.
	fmt.Fprintln(w)
	fmt.Fprintln(w, "refcount elision (static incref/decref sites: emitted -> after the pass)")
	rcSources, _ := filepath.Glob(filepath.Join(root, "examples", "*.py"))
	rcSources = append(rcSources, filepath.Join(here, "mixed.py"), filepath.Join(here, "callee.py"),
		filepath.Join(root, "tests", "testdata", "run", "glue.py"),
		filepath.Join(root, "tests", "testdata", "run", "exceptions.py"))
	var total driver.Stats
	for _, src := range rcSources {
		var stats driver.Stats
		o := opts
		o.OutDir, o.Stats, o.EmitLLVM, o.KeepTemps = filepath.Join(dir, "rc"), &stats, false, false
		if _, diags, err := driver.Build(src, o); err != nil || diags.HasErrors() {
			problem("staticpyc build %s: %v %v", src, err, diags.Sorted())
			continue
		}
		fmt.Fprintf(w, "  %-22s increfs %4d -> %4d   decrefs %4d -> %4d\n", filepath.Base(src),
			stats.IncrefsEmitted, stats.Increfs, stats.DecrefsEmitted, stats.Decrefs)
		total.IncrefsEmitted += stats.IncrefsEmitted
		total.Increfs += stats.Increfs
		total.DecrefsEmitted += stats.DecrefsEmitted
		total.Decrefs += stats.Decrefs
	}
	fmt.Fprintf(w, "  %-22s increfs %4d -> %4d   decrefs %4d -> %4d\n", "total",
		total.IncrefsEmitted, total.Increfs, total.DecrefsEmitted, total.Decrefs)

	fmt.Fprintln(w)
	fmt.Fprintln(w, "Noise: these machines swing ±25-50% between runs. The variants of a family run in one")
	fmt.Fprintln(w, "process, interleaved round by round, so they share the machine's state: compare ratios,")
	fmt.Fprintln(w, "not times, and rerun before believing a difference smaller than the spread between best and median.")
	return errors.Join(problems...)
}

// innerChecks builds kernel k again keeping its optimized IR in dir and
// prints how many bounds checks each copy of each innermost loop of its
// functions keeps (a loop versioned on its bounds proof, or on its
// arrays' aliasing, has several copies).
func innerChecks(w io.Writer, k kernel, dir string, opts driver.Options, problem func(string, ...any)) {
	opts.OutDir, opts.KeepTemps, opts.EmitLLVM = dir, true, false
	if _, diags, err := driver.Build(k.src, opts); err != nil || diags.HasErrors() {
		problem("staticpyc build %s: %v %v", k.src, err, diags.Sorted())
		return
	}
	mod := strings.TrimSuffix(filepath.Base(k.src), ".py")
	// A module built in parts has one <mod>.<part>.opt.ll per part.
	files, _ := filepath.Glob(filepath.Join(dir, mod+".*opt.ll"))
	if len(files) == 0 {
		problem("no optimized IR of %s in %s", k.src, dir)
		return
	}
	funcs := map[string][]*irBlock{}
	for _, f := range files {
		ll, err := os.ReadFile(f)
		if err != nil {
			problem("the optimized IR of %s: %v", k.src, err)
			return
		}
		for name, blocks := range parseFuncs(string(ll)) {
			funcs[name] = blocks
		}
	}
	var names []string
	for name := range funcs {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		counts := innerLoopChecks(funcs[name])
		if len(counts) == 0 || !strings.HasPrefix(name, mod+".walk") {
			continue
		}
		var cells []string
		for _, c := range counts {
			cells = append(cells, fmt.Sprint(c))
		}
		fmt.Fprintf(w, "  bounds checks left in the inner loop, per copy (%s, optimized IR): %s\n", name, strings.Join(cells, " "))
	}
	fmt.Fprintln(w)
}

// The compiled variants of the kernels, besides the default build.
const (
	noBounds   = "nobounds"    // lower.Config.NoBoundsChecks
	noAliasOff = "noalias_off" // irpass.Options.Skip: ["noalias"]
)

// kernel is one kernel family: its source, its compiled modules by
// variant (null when a build failed), notes for variants not measured,
// and what bench.py measured.
type kernel struct {
	fam, src, interp string
	modules          map[string]any
	notes            map[string]string
	result           *Result
}

// variantsEnv names the request file of TestBuildVariants.
const variantsEnv = "STATICPYC_BENCH_VARIANTS"

// variantsRequest asks TestBuildVariants for builds with lower.Config
// knobs that driver.Options does not have.
type variantsRequest struct {
	PythonVersion string        `json:"python_version"`
	ExtSuffix     string        `json:"ext_suffix"`
	OptLevel      int           `json:"opt_level"`
	KeepTemps     bool          `json:"keep_temps"`
	Result        string        `json:"result"` // where to write the []variantResult
	Variants      []variantSpec `json:"variants"`
}

type variantSpec struct {
	Name           string   `json:"name"`
	Source         string   `json:"source"`
	OutDir         string   `json:"out_dir"`
	NoBoundsChecks bool     `json:"no_bounds_checks"`
	SkipPasses     []string `json:"skip_passes"`
}

type variantResult struct {
	Name   string `json:"name"`
	Source string `json:"source"`
	Output string `json:"output"`
	Error  string `json:"error"`
	// Unchanged: the knobs left the IR as the default build has it.
	Unchanged bool `json:"unchanged"`
}

// buildVariants runs TestBuildVariants in a subprocess (go test) on req.
func buildVariants(root, dir string, req variantsRequest) ([]variantResult, error) {
	req.Result = filepath.Join(dir, "variants.json")
	data, err := json.Marshal(req)
	if err != nil {
		return nil, err
	}
	reqFile := filepath.Join(dir, "variants-request.json")
	if err := os.WriteFile(reqFile, data, 0o644); err != nil {
		return nil, err
	}
	gobin, err := exec.LookPath("go")
	if err != nil {
		gobin = filepath.Join(runtime.GOROOT(), "bin", "go")
	}
	cmd := exec.Command(gobin, "test", "-count=1", "-run", "^TestBuildVariants$", "./tests/bench")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), variantsEnv+"="+reqFile)
	if out, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("building the kernel variants (go test -run TestBuildVariants ./tests/bench): %v\n%s", err, out)
	}
	var res []variantResult
	data, err = os.ReadFile(req.Result)
	if err != nil {
		return nil, err
	}
	return res, json.Unmarshal(data, &res)
}

// thousands writes n with commas: 2,500,000.
func thousands(n int) string {
	s := fmt.Sprint(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// constantTime reports whether a native loop took about as long for 4n
// iterations as for n, i.e. the compiler removed the loop.
func constantTime(v *Variant) bool { return v.Growth4x != nil && *v.Growth4x < 2 }

func best(xs []float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	return slices.Min(xs)
}

func median(xs []float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// ns formats a time in nanoseconds with about four significant digits.
func ns(v float64) string {
	switch a := math.Abs(v); {
	case math.IsNaN(v):
		return "n/a"
	case a >= 100:
		return fmt.Sprintf("%.0f", v)
	case a >= 10:
		return fmt.Sprintf("%.1f", v)
	case a >= 0.01:
		return fmt.Sprintf("%.3f", v)
	default:
		return fmt.Sprintf("%.1e", v)
	}
}

// ratioString prints a ratio with 2 decimals, huge ones in e-notation.
func ratioString(r float64) string {
	if math.IsNaN(r) {
		return "n/a"
	}
	if math.Abs(r) >= 1e5 {
		return fmt.Sprintf("%.2e", r)
	}
	return fmt.Sprintf("%.2f", r)
}

func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}

func firstLine(cmd *exec.Cmd) string {
	out, err := cmd.Output()
	if err != nil {
		return ""
	}
	line, _, _ := strings.Cut(string(out), "\n")
	return strings.TrimSpace(line)
}

func grepLine(cmd *exec.Cmd, sub string) string {
	out, _ := cmd.Output()
	for _, line := range strings.Split(string(out), "\n") {
		if strings.Contains(line, sub) {
			return strings.TrimSpace(line)
		}
	}
	return "?"
}

func copyFile(from, to string) error {
	data, err := os.ReadFile(from)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		return err
	}
	return os.WriteFile(to, data, 0o644)
}

// repoRoot finds the staticpyc checkout: up from the working directory,
// else where this file was compiled from.
func repoRoot() (string, error) {
	isRoot := func(dir string) bool {
		data, err := os.ReadFile(filepath.Join(dir, "go.mod"))
		return err == nil && bytes.Contains(data, []byte("module github.com/staticpyc/staticpyc\n"))
	}
	if wd, err := os.Getwd(); err == nil {
		for dir := wd; ; dir = filepath.Dir(dir) {
			if isRoot(dir) {
				return dir, nil
			}
			if filepath.Dir(dir) == dir {
				break
			}
		}
	}
	if _, file, _, ok := runtime.Caller(0); ok {
		if dir := filepath.Join(filepath.Dir(file), "..", ".."); isRoot(dir) {
			return filepath.Clean(dir), nil
		}
	}
	return "", errors.New("cannot find the staticpyc checkout: run from inside it")
}

func metOrNot(ok bool) string {
	if ok {
		return "met"
	}
	return "NOT met"
}

// cythonVersion is the first line of `cython3 --version` ("Cython
// version 0.29.36"), or the command's name.
func cythonVersion(cy string) string {
	out, _ := exec.Command(cy, "--version").CombinedOutput()
	if v := strings.TrimSpace(strings.SplitN(string(out), "\n", 2)[0]); v != "" {
		return v
	}
	return filepath.Base(cy)
}

// firstError is the first line of a compiler's output that reports an
// error, without the file name in front of it.
func firstError(msg []byte) string {
	for _, l := range strings.Split(string(msg), "\n") {
		if _, e, ok := strings.Cut(l, " error: "); ok {
			return strings.TrimSpace(e)
		}
	}
	return strings.TrimSpace(strings.SplitN(string(msg), "\n", 2)[0])
}
