package tests

import (
	"encoding/json"
	"io"
	"os/exec"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"testing"
)

const modulePath = "github.com/staticpyc/staticpyc"

// allowedImports is the policy on imports between the packages of
// staticpyc, keyed by folder: the phases import only the phases before
// them (parser → typecheck → strict → lower → irpass → codegen),
// diagnostics and primitives are leaves, runtime is used by lower and
// irpass only, codegen knows nothing of Python, and driver and cmd sit
// on top. irpass imports lower for the facts lowering hands over
// (lower.Result, lower.Facts); lower knows nothing of the passes. A package in a
// subfolder falls under its closest listed folder. Test files are not
// bound by the table.
var allowedImports = map[string][]string{
	"diagnostics":    {},
	"primitives":     {},
	"parser":         {"diagnostics"},
	"typecheck":      {"diagnostics", "primitives", "parser"},
	"strict":         {"diagnostics", "primitives", "parser", "typecheck"},
	"runtime":        {"diagnostics", "primitives", "runtime/python"},
	"lower":          {"diagnostics", "primitives", "parser", "typecheck", "strict", "runtime"},
	"irpass":         {"lower", "runtime"},
	"codegen":        {},
	"runtime/python": {},
	"driver":         {"diagnostics", "primitives", "parser", "typecheck", "strict", "lower", "irpass", "codegen", "runtime/python", "annotate"},
	"annotate":       {},
	"cmd/staticpyc":  {"diagnostics", "driver", "codegen", "runtime/python", "profile", "annotate"},
	"tests":          {"diagnostics", "driver", "codegen", "runtime/python", "profile"},
	"profile":        {},
}

// allowedModules says which folders may use which third-party modules:
// LLVM IR is built and transformed in primitives, runtime, lower and
// irpass only (codegen works on text), and cobra belongs to the command line.
var allowedModules = map[string][]string{
	"github.com/llir/llvm":     {"primitives", "runtime", "lower", "irpass"},
	"github.com/spf13/cobra":   {"cmd/staticpyc"},
	"github.com/spf13/pflag":   {"cmd/staticpyc"},
	"github.com/google/go-cmp": {},
}

type goPackage struct {
	ImportPath string
	Imports    []string
}

func TestImportPolicy(t *testing.T) {
	gobin := filepath.Join(runtime.GOROOT(), "bin", "go")
	cmd := exec.Command(gobin, "list", "-e", "-json=ImportPath,Imports", modulePath+"/...")
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Skipf("cannot run go list: %v", err)
	}
	var pkgs []goPackage
	dec := json.NewDecoder(out)
	for {
		var p goPackage
		if err := dec.Decode(&p); err == io.EOF {
			break
		} else if err != nil {
			t.Fatal(err)
		}
		pkgs = append(pkgs, p)
	}
	if err := cmd.Wait(); err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, p := range pkgs {
		from, ok := policyFolder(strings.TrimPrefix(strings.TrimPrefix(p.ImportPath, modulePath), "/"))
		if !ok {
			t.Errorf("package %s is not in the import policy; add its folder to allowedImports in tests/deps_test.go", p.ImportPath)
			continue
		}
		for _, imp := range p.Imports {
			if err := checkImport(from, imp); err != "" {
				t.Errorf("%s imports %s: %s", p.ImportPath, imp, err)
			}
		}
	}
}

// policyFolder returns the closest folder of rel listed in allowedImports.
func policyFolder(rel string) (string, bool) {
	for dir := rel; dir != "." && dir != ""; dir = filepath.ToSlash(filepath.Dir(dir)) {
		if _, ok := allowedImports[dir]; ok {
			return dir, true
		}
	}
	return "", false
}

// checkImport returns why from may not import imp, or "".
func checkImport(from, imp string) string {
	if strings.HasPrefix(imp, modulePath+"/") {
		to, ok := policyFolder(strings.TrimPrefix(imp, modulePath+"/"))
		if !ok || to == from {
			return ""
		}
		for _, a := range allowedImports[from] {
			if a == to {
				return ""
			}
		}
		allowed := append([]string(nil), allowedImports[from]...)
		sort.Strings(allowed)
		return "against the import policy (" + from + " may import: " + strings.Join(allowed, ", ") + ")"
	}
	for mod, users := range allowedModules {
		if imp == mod || strings.HasPrefix(imp, mod+"/") {
			for _, u := range users {
				if u == from {
					return ""
				}
			}
			return "only " + strings.Join(users, ", ") + " may use " + mod
		}
	}
	if first := strings.Split(imp, "/")[0]; strings.Contains(first, ".") {
		return "a third-party module not in allowedModules"
	}
	return "" // the standard library
}

// TestImportPolicyRejects checks the checker: a phase importing a later
// phase and codegen importing anything of Python are violations.
func TestImportPolicyRejects(t *testing.T) {
	tests := []struct {
		from, imp string
		bad       bool
	}{
		{"parser", modulePath + "/typecheck", true},
		{"typecheck", modulePath + "/parser", false},
		{"codegen", modulePath + "/lower", true},
		{"lower", modulePath + "/runtime", false},
		{"lower", modulePath + "/irpass", true},
		{"irpass", modulePath + "/lower", false},
		{"irpass", modulePath + "/codegen", true},
		{"irpass", "github.com/llir/llvm/ir", false},
		{"driver", modulePath + "/runtime", true},
		{"driver", modulePath + "/runtime/python", false},
		{"lower", "github.com/llir/llvm/ir", false},
		{"codegen", "github.com/llir/llvm/ir", true},
		{"driver", "github.com/spf13/cobra", true},
		{"lower", "fmt", false},
		{"lower", "example.com/unknown", true},
	}
	for _, tt := range tests {
		if got := checkImport(tt.from, tt.imp) != ""; got != tt.bad {
			t.Errorf("checkImport(%s, %s) rejects = %v, want %v", tt.from, tt.imp, got, tt.bad)
		}
	}
}
