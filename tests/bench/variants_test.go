package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/staticpyc/staticpyc/codegen"
	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/irpass"
	"github.com/staticpyc/staticpyc/lower"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/strict"
	"github.com/staticpyc/staticpyc/typecheck"
)

// TestBuildVariants is not a test: the benchmark runs it in a subprocess
// (`go test -run '^TestBuildVariants$' ./tests/bench`, see
// buildVariants in main.go) to build the modules it compares against the
// default build: bounds checks off (lower.Config.NoBoundsChecks) and IR
// passes skipped (irpass.Options.Skip). driver.Options does not offer
// those knobs, and the import policy (tests/deps_test.go) keeps the
// benchmark program on the driver's API; test files are exempt from it.
// The phases run as in driver.Build: parse, typecheck, strict, lower,
// irpass (in one part), then the toolchain at the default -O level.
//
// Without the variantsEnv variable (an ordinary `go test`) it skips.
func TestBuildVariants(t *testing.T) {
	reqFile := os.Getenv(variantsEnv)
	if reqFile == "" {
		t.Skip("only run by the benchmark (go run ./tests/bench)")
	}
	data, err := os.ReadFile(reqFile)
	if err != nil {
		t.Fatal(err)
	}
	var req variantsRequest
	if err := json.Unmarshal(data, &req); err != nil {
		t.Fatal(err)
	}
	tc, err := codegen.FindToolchain(codegen.ToolchainConfig{})
	if err != nil {
		t.Fatal(err)
	}
	var results []variantResult
	for _, v := range req.Variants {
		r := variantResult{Name: v.Name, Source: v.Source}
		if err := buildVariant(tc, req, v, &r); err != nil {
			r.Error = err.Error()
		}
		results = append(results, r)
	}
	out, _ := json.Marshal(results)
	if err := os.WriteFile(req.Result, out, 0o644); err != nil {
		t.Fatal(err)
	}
}

func buildVariant(tc *codegen.Toolchain, req variantsRequest, v variantSpec, r *variantResult) error {
	src, err := os.ReadFile(v.Source)
	if err != nil {
		return err
	}
	name := strings.TrimSuffix(filepath.Base(v.Source), ".py")
	var diags diagnostics.List
	m := parser.Parse(v.Source, src, &diags)
	if diags.HasErrors() {
		return diagError(&diags)
	}
	info := typecheck.Check(m, typecheck.Config{Static: true}, &diags)
	strict.Check(m, info, &diags)
	if diags.HasErrors() {
		return diagError(&diags)
	}
	lowerAndRun := func(cfg lower.Config, opts irpass.Options) (string, error) {
		res, err := lower.Lower(m, info, cfg)
		if err != nil {
			return "", err
		}
		opts.Partitions = 1
		ctx, err := irpass.Run(res, opts)
		if err != nil {
			return "", err
		}
		return ctx.Parts[0].String(), nil
	}
	base := lower.Config{ModuleName: name, PythonVersion: req.PythonVersion}
	cfg := base
	cfg.NoBoundsChecks = v.NoBoundsChecks
	ll, err := lowerAndRun(cfg, irpass.Options{Skip: v.SkipPasses})
	if err != nil {
		return err
	}
	// Did the knobs change anything?
	ref, err := lowerAndRun(base, irpass.Options{})
	if err != nil {
		return err
	}
	r.Unchanged = ref == ll
	if err := os.MkdirAll(v.OutDir, 0o755); err != nil {
		return err
	}
	out := filepath.Join(v.OutDir, name+req.ExtSuffix)
	if _, err := tc.Build(ll, out, codegen.Options{OptLevel: req.OptLevel, KeepTemps: req.KeepTemps, Stem: name}); err != nil {
		return err
	}
	r.Output = out
	return nil
}

func diagError(l *diagnostics.List) error {
	var sb strings.Builder
	for _, d := range l.Sorted() {
		sb.WriteString(d.String())
		sb.WriteString("\n")
	}
	return &variantError{sb.String()}
}

type variantError struct{ msg string }

func (e *variantError) Error() string { return strings.TrimSpace(e.msg) }
