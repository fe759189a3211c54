// This file implements the build pipeline: .ll -> opt -> llc -> cc -shared.

package codegen

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
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
	Stem string
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
	if opts.OptLevel < 0 || opts.OptLevel > 3 {
		return nil, fmt.Errorf("optimization level %d out of range 0..3", opts.OptLevel)
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
	ll := filepath.Join(dir, stem+".ll")
	optLL := filepath.Join(dir, stem+".opt.ll")
	obj := filepath.Join(dir, stem+".o")
	if err := os.WriteFile(ll, []byte(llText), 0o644); err != nil {
		return nil, err
	}
	level := fmt.Sprint(opts.OptLevel)
	// default<ON> is the new pass manager's pipeline; LLVM 14 through 19
	// all accept it, while the bare -O3 spelling changed meaning between
	// the legacy and the new pass manager.
	if err := run("opt", tc.Opt, "-passes=default<O"+level+">", "-S", ll, "-o", optLL); err != nil {
		return nil, err
	}
	if err := run("llc", tc.LLC, "-O"+level, "-relocation-model=pic", "-filetype=obj", optLL, "-o", obj); err != nil {
		return nil, err
	}
	if err := run("link", tc.CC, "-shared", "-o", out, obj); err != nil {
		return nil, err
	}
	res := &Result{Output: out}
	if opts.KeepTemps {
		res.Temps = []string{ll, optLL, obj}
	}
	return res, nil
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
