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
	"strconv"
	"strings"
	"sync"
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

	majorOnce sync.Once
	major     int // LLVM major version of Opt, 0 when unknown
	majorErr  error
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
	if dir != "" {
		for _, t := range []struct {
			name string
			dst  *string
		}{{"opt", &tc.Opt}, {"llc", &tc.LLC}} {
			p := filepath.Join(dir, t.name)
			if !isExecutable(p) {
				return nil, &MissingToolError{
					Tool:    t.name,
					Looked:  fmt.Sprintf("in %s=%s", origin, dir),
					Install: "apt-get install -y llvm",
				}
			}
			*t.dst = p
		}
	} else {
		var err error
		if tc.Opt, tc.LLC, err = findLLVMPair(lookPath); err != nil {
			return nil, err
		}
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

// findLLVMPair finds opt and llc of one LLVM version on PATH: the
// newest pair of versioned tools (opt-19 and llc-19 down to opt-14 and
// llc-14, as Debian and Ubuntu install them), then the unversioned opt
// and llc. The newest comes first because it is the fastest: LLVM 19
// spends ≈12% less time than 14 on the same module (docs/performance.md,
// "Build speed, part 8"). The two tools always come from one version:
// llc cannot read the bitcode of a newer opt.
func findLLVMPair(lookPath func(string) (string, error)) (opt, llc string, err error) {
	names := [][2]string{}
	for v := MaxLLVM; v >= MinLLVM; v-- {
		names = append(names, [2]string{fmt.Sprintf("opt-%d", v), fmt.Sprintf("llc-%d", v)})
	}
	names = append(names, [2]string{"opt", "llc"})
	var missing string
	for _, n := range names {
		o, errO := lookPath(n[0])
		l, errL := lookPath(n[1])
		if errO == nil && errL == nil {
			return o, l, nil
		}
		if n[0] == "opt" {
			missing = "opt"
			if errO == nil {
				missing = "llc"
			}
		}
	}
	return "", "", &MissingToolError{
		Tool:    missing,
		Looked:  fmt.Sprintf("on PATH for opt-%d and llc-%d … opt-%d and llc-%d, then opt and llc", MaxLLVM, MaxLLVM, MinLLVM, MinLLVM),
		Install: "apt-get install -y llvm",
	}
}

func isExecutable(path string) bool {
	fi, err := os.Stat(path)
	return err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0
}

var llvmVersionRE = regexp.MustCompile(`LLVM version (\d+)\.(\d+)(?:\.(\d+))?`)

// llvmPathRE finds the major version in the path of a Debian or Ubuntu
// LLVM tool once its symlinks are resolved (/usr/lib/llvm-19/bin/opt),
// or in a versioned name (opt-19).
var llvmPathRE = regexp.MustCompile(`(?:/llvm-(\d+)/|-(\d+)$)`)

// Major returns the LLVM major version of the toolchain's opt: read from
// its path when that says it, else from `opt --version` (run once). Only
// IR that differs between versions asks (adaptIR).
func (tc *Toolchain) Major() (int, error) {
	tc.majorOnce.Do(func() {
		p := tc.Opt
		if r, err := filepath.EvalSymlinks(p); err == nil {
			p = r
		}
		if m := llvmPathRE.FindStringSubmatch(p); m != nil {
			tc.major, _ = strconv.Atoi(m[1] + m[2])
			return
		}
		v, err := tc.LLVMVersion()
		if err != nil {
			tc.majorErr = err
			return
		}
		major, _, _ := strings.Cut(v, ".")
		tc.major, tc.majorErr = strconv.Atoi(major)
	})
	return tc.major, tc.majorErr
}

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
