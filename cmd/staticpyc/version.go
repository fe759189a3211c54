// This file implements `staticpyc version`.

package main

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/spf13/cobra"
	"github.com/staticpyc/staticpyc/codegen"
	"github.com/staticpyc/staticpyc/driver"
)

func (a *app) versionCmd() *cobra.Command {
	var python, llvmBin string
	cmd := &cobra.Command{
		Use:   "version",
		Short: "Print the version of staticpyc and of the tools it would use",
		Long: `Version prints the version of staticpyc, then the target python and the
LLVM tools and linker that 'staticpyc build' would use, or why one is
not usable, and every interpreter found on PATH (python3, python3.N) and
among pyenv's versions, with whether staticpyc can target it. It is the
first thing to include in a bug report.

Examples:

  staticpyc version
  staticpyc version --python python3.11 --llvm-bin /usr/lib/llvm-17/bin`,
		Args: cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			fmt.Fprintf(a.stdout, "staticpyc %s (%s%s %s/%s)\n", driver.Version, revision(), runtime.Version(), runtime.GOOS, runtime.GOARCH)
			if t, err := driver.ProbePython(python); err != nil {
				fmt.Fprintf(a.stdout, "python: not usable: %v\n", err)
			} else {
				fmt.Fprintf(a.stdout, "python: %s (CPython %s, EXT_SUFFIX %s)\n", t.Executable, t.Version, t.ExtSuffix)
			}
			fmt.Fprintf(a.stdout, "interpreters found (PATH, pyenv); targets: %s\n", strings.Join(driver.SupportedPythonVersions(), ", "))
			for _, f := range driver.FindPythons() {
				if f.Err != nil {
					fmt.Fprintf(a.stdout, "  %s: cannot target: %v\n", f.Path, f.Err)
				} else {
					fmt.Fprintf(a.stdout, "  %s: CPython %s, can target (%s)\n", f.Path, f.Target.Version, f.Target.ExtSuffix)
				}
			}
			tc, err := codegen.FindToolchain(codegen.ToolchainConfig{LLVMBin: llvmBin})
			if err != nil {
				fmt.Fprintf(a.stdout, "toolchain: not usable: %v\n", err)
				return nil
			}
			v, err := tc.LLVMVersion()
			if err != nil {
				v = err.Error()
			}
			fmt.Fprintf(a.stdout, "llvm: %s (LLVM %s), %s\nlinker: %s\n", tc.Opt, v, tc.LLC, tc.CC)
			return nil
		},
	}
	cmd.Flags().StringVar(&python, "python", "python3", "the target python to describe")
	cmd.Flags().StringVar(&llvmBin, "llvm-bin", "", "directory holding opt and llc (default: $STATICPYC_LLVM, then PATH)")
	return cmd
}

// revision returns "commit abc1234, " from the build's VCS stamp, with a
// "+dirty" mark for uncommitted changes, or "" when there is none.
func revision() string {
	bi, ok := debug.ReadBuildInfo()
	if !ok {
		return ""
	}
	var rev, dirty string
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			if s.Value == "true" {
				dirty = "+dirty"
			}
		}
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if rev == "" {
		return ""
	}
	return "commit " + rev + dirty + ", "
}
