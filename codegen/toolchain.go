// This file implements finding the external tools: opt, llc and a C
// compiler to link with.

package codegen

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
)

// EnvLLVM names the environment variable that points at a directory
// holding opt and llc; it is consulted when no directory is given
// explicitly.
const EnvLLVM = "STATICPYC_LLVM"

// MinLLVM and MaxLLVM bound the LLVM major versions whose tools accept
// the IR that llir/llvm prints (LLVM 14 syntax with typed pointers).
const (
	MinLLVM = 14
	MaxLLVM = 19
)

// ToolchainConfig says where to look for the tools.
type ToolchainConfig struct {
	// LLVMBin is a directory holding opt and llc. When empty, the
	// STATICPYC_LLVM variable is used, then PATH (opt, then opt-19 down
	// to opt-14, and likewise for llc).
	LLVMBin string
	// Getenv reads environment variables; nil means os.Getenv. Tests
	// replace it to stay independent of the caller's environment.
	Getenv func(string) string
	// LookPath finds a program on PATH; nil means exec.LookPath.
	LookPath func(string) (string, error)
}

// Toolchain holds the absolute paths of the tools a build runs.
type Toolchain struct {
	Opt string // LLVM optimizer
	LLC string // LLVM static compiler
	CC  string // C compiler, used only as the linker
}

// MissingToolError says which tool could not be found, where staticpyc
// looked, and how to install it.
type MissingToolError struct {
	Tool    string // "opt", "llc" or "a C compiler (cc, gcc or clang)"
	Looked  string // where staticpyc looked
	Install string // a command that installs it
}

func (e *MissingToolError) Error() string {
	return fmt.Sprintf("cannot find %s (looked %s); install it with `%s`, or point --llvm-bin or %s at a directory that holds opt and llc",
		e.Tool, e.Looked, e.Install, EnvLLVM)
}

// FindToolchain locates opt, llc and a C compiler. The first missing
// tool is reported as a *MissingToolError.
func FindToolchain(cfg ToolchainConfig) (*Toolchain, error) {
	getenv, lookPath := cfg.Getenv, cfg.LookPath
	if getenv == nil {
		getenv = os.Getenv
	}
	if lookPath == nil {
		lookPath = exec.LookPath
	}
	dir, origin := cfg.LLVMBin, "--llvm-bin"
	if dir == "" {
		dir, origin = getenv(EnvLLVM), EnvLLVM
	}
	tc := &Toolchain{}
	for _, t := range []struct {
		name string
		dst  *string
	}{{"opt", &tc.Opt}, {"llc", &tc.LLC}} {
		if dir != "" {
			p := filepath.Join(dir, t.name)
			if !isExecutable(p) {
				return nil, &MissingToolError{
					Tool:    t.name,
					Looked:  fmt.Sprintf("in %s=%s", origin, dir),
					Install: "apt-get install -y llvm",
				}
			}
			*t.dst = p
			continue
		}
		p, err := findVersioned(t.name, lookPath)
		if err != nil {
			return nil, err
		}
		*t.dst = p
	}
	for _, name := range []string{"cc", "gcc", "clang"} {
		if p, err := lookPath(name); err == nil {
			tc.CC = p
			return tc, nil
		}
	}
	return nil, &MissingToolError{
		Tool:    "a C compiler (cc, gcc or clang) to link with",
		Looked:  "on PATH",
		Install: "apt-get install -y gcc",
	}
}

// findVersioned looks for name on PATH, then for name-19 down to name-14,
// as Debian and Ubuntu install versioned LLVM packages.
func findVersioned(name string, lookPath func(string) (string, error)) (string, error) {
	candidates := []string{name}
	for v := MaxLLVM; v >= MinLLVM; v-- {
		candidates = append(candidates, fmt.Sprintf("%s-%d", name, v))
	}
	for _, c := range candidates {
		if p, err := lookPath(c); err == nil {
			return p, nil
		}
	}
	return "", &MissingToolError{
		Tool:    name,
		Looked:  fmt.Sprintf("on PATH for %s, %s-%d … %s-%d", name, name, MaxLLVM, name, MinLLVM),
		Install: "apt-get install -y llvm",
	}
}

func isExecutable(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0
}

var llvmVersionRE = regexp.MustCompile(`LLVM version (\d+)\.(\d+)(?:\.(\d+))?`)

// LLVMVersion runs `opt --version` and returns the version it reports,
// such as "14.0.6".
func (tc *Toolchain) LLVMVersion() (string, error) {
	out, err := exec.Command(tc.Opt, "--version").CombinedOutput()
	if err != nil {
		return "", fmt.Errorf("%s --version: %v: %s", tc.Opt, err, bytes.TrimSpace(out))
	}
	m := llvmVersionRE.FindStringSubmatch(string(out))
	if m == nil {
		return "", fmt.Errorf("%s --version: no LLVM version in %q", tc.Opt, strings.TrimSpace(string(out)))
	}
	return strings.TrimSuffix(m[1]+"."+m[2]+"."+m[3], "."), nil
}
