// This file implements the build pipeline: .ll -> opt -> llc -> cc -shared.

package codegen

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"sync"
)

// Options says how to build one shared object.
type Options struct {
	// OptLevel is the optimization level, 0 to 3, given to opt and llc.
	OptLevel int
	// KeepTemps keeps the intermediate files (Stem.ll, Stem.opt.ll and
	// Stem.o) beside the output instead of in a temporary directory that
	// is removed afterwards.
	KeepTemps bool
	// Stem is the base name of the intermediate files; "module" when empty.
	// A module built in several parts has Stem.N.ll, Stem.N.opt.ll and
	// Stem.N.o for each part N.
	Stem string
	// Jobs is how many parts are compiled at once; 0 means one per CPU.
	Jobs int
	// Weights, when given (one per part), estimate each part's cost to
	// opt and llc: the parts start heaviest first, so that the light
	// ones fill the end of the build instead of a heavy one starting
	// last on one core while the others idle. Only the order of the work
	// changes: the objects are linked in part order whatever it is.
	Weights []int
	// Levels, when given (one per part), is each part's optimization
	// level instead of OptLevel: the driver builds a part of code that
	// runs once at 0.
	Levels []int
}

// Result describes a finished build.
type Result struct {
	Output string   // the shared object written
	Temps  []string // intermediate files kept (only with KeepTemps)
}

// ToolError is a tool that exited with an error; its output is included
// because it is the only explanation there is.
type ToolError struct {
	Stage  string   // "opt", "llc", "link" or "verify"
	Tool   string   // path of the program
	Args   []string // its arguments
	Output string   // what it printed on stdout and stderr
	Err    error
}

func (e *ToolError) Error() string {
	return fmt.Sprintf("%s %s: %v\n%s", filepath.Base(e.Tool), strings.Join(e.Args, " "), e.Err, strings.TrimRight(e.Output, "\n"))
}

func (e *ToolError) Unwrap() error { return e.Err }

// Build compiles llText to the shared object out.
func (tc *Toolchain) Build(llText, out string, opts Options) (*Result, error) {
	return tc.BuildParts([]string{llText}, out, opts)
}

// BuildParts compiles the parts of one module (from the split pass of
// package irpass) to the shared object out: opt and llc run on each
// part, opts.Jobs parts at a time, and the linker joins the objects.
func (tc *Toolchain) BuildParts(parts []string, out string, opts Options) (*Result, error) {
	return tc.BuildTexts(len(parts), func(i int) (string, error) { return parts[i], nil }, out, opts)
}

// BuildTexts is BuildParts on n parts whose IR text(i) makes when part
// i's turn comes, on the goroutine that then runs opt and llc on it: the
// printing of the IR (a tenth of a large build) overlaps the tools'
// work on the other parts instead of preceding all of it. text must be
// safe to call for different parts at once.
func (tc *Toolchain) BuildTexts(n int, text func(i int) (string, error), out string, opts Options) (*Result, error) {
	if opts.OptLevel < 0 || opts.OptLevel > 3 {
		return nil, fmt.Errorf("optimization level %d out of range 0..3", opts.OptLevel)
	}
	if n == 0 {
		return nil, fmt.Errorf("no IR to build")
	}
	for _, l := range opts.Levels {
		if l < 0 || l > 3 {
			return nil, fmt.Errorf("optimization level %d out of range 0..3", l)
		}
	}
	stem := opts.Stem
	if stem == "" {
		stem = "module"
	}
	dir := filepath.Dir(out)
	if !opts.KeepTemps {
		tmp, err := os.MkdirTemp("", "staticpyc-")
		if err != nil {
			return nil, err
		}
		defer os.RemoveAll(tmp)
		dir = tmp
	}
	jobs := opts.Jobs
	if jobs <= 0 {
		jobs = runtime.NumCPU()
	}
	objs := make([]string, n)
	temps := make([][]string, n)
	errs := make([]error, n)
	queue := make(chan int, n)
	for _, i := range startOrder(n, opts.Weights) {
		queue <- i
	}
	close(queue)
	var wg sync.WaitGroup
	for range min(jobs, n) {
		wg.Go(func() {
			for i := range queue {
				base := stem
				if n > 1 {
					base = fmt.Sprintf("%s.%d", stem, i)
				}
				ll, err := text(i)
				if err != nil {
					errs[i] = err
					continue
				}
				level := opts.OptLevel
				if len(opts.Levels) == n {
					level = opts.Levels[i]
				}
				objs[i], temps[i], errs[i] = tc.compile(ll, filepath.Join(dir, base), level, opts.KeepTemps)
			}
		})
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err // the first part's error: deterministic
		}
	}
	if err := run("link", tc.CC, append([]string{"-shared", "-o", out}, objs...)...); err != nil {
		return nil, err
	}
	res := &Result{Output: out}
	if opts.KeepTemps {
		for _, t := range temps {
			res.Temps = append(res.Temps, t...)
		}
	}
	return res, nil
}

// startOrder is the order in which BuildTexts starts n parts: heaviest
// first by weights (ties in part order), or part order without weights.
func startOrder(n int, weights []int) []int {
	order := make([]int, n)
	for i := range order {
		order[i] = i
	}
	if len(weights) == n {
		slices.SortStableFunc(order, func(a, b int) int { return weights[b] - weights[a] })
	}
	return order
}

// compile runs opt and llc on one module's text, writing base.ll,
// base.opt.ll (bitcode, base.opt.bc, unless the files are kept for
// reading) and base.o; it returns the object and the files written.
func (tc *Toolchain) compile(llText, base string, optLevel int, readable bool) (obj string, files []string, err error) {
	ll, optOut, format := base+".ll", base+".opt.bc", []string{}
	if readable {
		optOut, format = base+".opt.ll", []string{"-S"}
	}
	obj = base + ".o"
	if llText, err = tc.adaptIR(llText); err != nil {
		return "", nil, err
	}
	if err := os.WriteFile(ll, []byte(llText), 0o644); err != nil {
		return "", nil, err
	}
	level := fmt.Sprint(optLevel)
	// default<ON> is the new pass manager's pipeline; LLVM 14 through 19
	// all accept it, while the bare -O3 spelling changed meaning between
	// the legacy and the new pass manager.
	args := append([]string{"-passes=default<O" + level + ">"}, format...)
	if err := run("opt", tc.Opt, append(args, ll, "-o", optOut)...); err != nil {
		return "", nil, err
	}
	if err := run("llc", tc.LLC, "-O"+level, "-relocation-model=pic", "-filetype=obj", optOut, "-o", obj); err != nil {
		return "", nil, err
	}
	return obj, []string{ll, optOut, obj}, nil
}

// legacyPresplit is how lowering marks a native generator's body for
// LLVM's coroutine passes: the string attribute LLVM 14 reads. LLVM 15
// and later read only the presplitcoroutine keyword and take the string
// for an unknown attribute, so that the body reached llc unsplit ("Cannot
// select: intrinsic %llvm.coro.size").
const legacyPresplit = `"coroutine.presplit"="0"`

// adaptIR rewrites the little of lowering's LLVM 14 IR that later LLVM
// versions spell differently. The typed pointers need nothing: LLVM 15
// to 19 read them as opaque pointers.
func (tc *Toolchain) adaptIR(llText string) (string, error) {
	if !strings.Contains(llText, legacyPresplit) {
		return llText, nil
	}
	major, err := tc.Major()
	if err != nil {
		return "", err
	}
	if major >= 15 {
		llText = strings.ReplaceAll(llText, legacyPresplit, "presplitcoroutine")
	}
	return llText, nil
}

// Verify runs LLVM's verifier over llText with the tools FindToolchain
// finds in the environment. Tests use it on the output of every pass.
func Verify(llText string) error {
	tc, err := FindToolchain(ToolchainConfig{})
	if err != nil {
		return err
	}
	return tc.Verify(llText)
}

// Verify runs LLVM's verifier (opt -passes=verify) over llText and
// returns its complaints as an error.
func (tc *Toolchain) Verify(llText string) error {
	cmd := exec.Command(tc.Opt, "-passes=verify", "-disable-output")
	cmd.Stdin = strings.NewReader(llText)
	var buf bytes.Buffer
	cmd.Stdout, cmd.Stderr = &buf, &buf
	if err := cmd.Run(); err != nil {
		return &ToolError{Stage: "verify", Tool: tc.Opt, Args: cmd.Args[1:], Output: buf.String(), Err: err}
	}
	return nil
}

func run(stage, tool string, args ...string) error {
	cmd := exec.Command(tool, args...)
	var buf bytes.Buffer
	cmd.Stdout, cmd.Stderr = &buf, &buf
	if err := cmd.Run(); err != nil {
		return &ToolError{Stage: stage, Tool: tool, Args: args, Output: buf.String(), Err: err}
	}
	return nil
}
