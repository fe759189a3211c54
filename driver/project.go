// This file implements building several modules: the modules of a
// package directory, and a parallel build of many modules at once.

package driver

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
)

// BuildJob is one module to build and the directory to write it into.
type BuildJob struct {
	Module Module
	OutDir string
}

// BuildResult is what building one job gave.
type BuildResult struct {
	Out   string // the extension written; "" when the module has errors
	Diags *diagnostics.List
	Err   error
	// Cached says the extension came from the build cache: no work.
	Cached bool
}

// BuildModules builds jobs, at most parallel at a time (all CPUs when
// parallel is not positive), with opts prepared once (see Prepare), and
// returns one result per job in the order of jobs, whatever order they
// finish in. progress, when not nil, is called as each job starts, one
// call at a time. With a cacheRoot, each module goes through the build
// cache there (cachedBuild) and the results say which were reused.
func BuildModules(jobs []BuildJob, opts Options, parallel int, progress func(done, total int, m Module), cacheRoot string) []BuildResult {
	if parallel <= 0 {
		parallel = runtime.NumCPU()
	}
	self := ""
	if cacheRoot != "" {
		var err error
		if self, err = selfHash(); err != nil {
			results := make([]BuildResult, len(jobs))
			for i := range results {
				results[i] = BuildResult{Err: err, Diags: &diagnostics.List{}}
			}
			return results
		}
	}
	graph := newSourceGraph()
	results := make([]BuildResult, len(jobs))
	var mu sync.Mutex
	started := 0
	sem := make(chan struct{}, parallel)
	var wg sync.WaitGroup
	for i, j := range jobs {
		wg.Add(1)
		sem <- struct{}{}
		go func(i int, j BuildJob) {
			defer func() { <-sem; wg.Done() }()
			if progress != nil {
				mu.Lock()
				started++
				progress(started, len(jobs), j.Module)
				mu.Unlock()
			}
			if cacheRoot != "" {
				results[i], results[i].Cached = cachedBuild(j, opts, cacheRoot, self, graph)
				return
			}
			o := opts
			o.OutDir, o.Module = j.OutDir, j.Module.Name
			out, d, err := Build(j.Module.Path, o)
			results[i] = BuildResult{Out: out, Diags: d, Err: err}
		}(i, j)
	}
	wg.Wait()
	return results
}

// PackageModules lists the modules under dir, sorted by path: when dir
// is a package (it has an __init__.py) their names start with dir's
// name; otherwise dir is a root of packages and modules. Every module is
// listed, Static telling whether it carries the Static Python marker:
// the build compiles the marked ones (all of them with --all) and copies
// the others, so that the output tree is the whole package.
func PackageModules(dir string) ([]Module, error) {
	fi, err := os.Stat(dir)
	if err != nil || !fi.IsDir() {
		return nil, fmt.Errorf("%s: not a directory", dir)
	}
	prefix := ""
	if fileExists(filepath.Join(dir, "__init__.py")) {
		abs, err := filepath.Abs(dir)
		if err != nil {
			return nil, err
		}
		prefix = filepath.Base(abs)
	}
	files, err := expandPaths([]string{dir}, nil)
	if err != nil {
		return nil, err
	}
	var mods []Module
	for _, f := range files {
		rel, err := filepath.Rel(filepath.Clean(dir), f.path)
		if err != nil {
			return nil, err
		}
		parts := strings.Split(strings.TrimSuffix(filepath.ToSlash(rel), ".py"), "/")
		if prefix != "" {
			parts = append([]string{prefix}, parts...)
		}
		m := Module{Path: f.path}
		if parts[len(parts)-1] == "__init__" {
			parts, m.Package = parts[:len(parts)-1], true
			if len(parts) == 0 {
				continue // dir/__init__.py of a root that is no package
			}
		}
		valid := true
		for _, p := range parts {
			valid = valid && identRE.MatchString(p)
		}
		if !valid {
			continue // not importable (a script named my-tool.py)
		}
		m.Name = strings.Join(parts, ".")
		m.Static = fileMarked(f.path)
		mods = append(mods, m)
	}
	return mods, nil
}

// fileMarked reports whether the file parses and carries the Static
// Python marker. A file that does not parse counts as marked, so that
// the build reports its syntax errors.
func fileMarked(path string) bool {
	src, err := os.ReadFile(path)
	if err != nil {
		return true
	}
	var diags diagnostics.List
	var tree *parser.Module
	if protect("parse", path, func() { tree = parser.Parse(path, src, &diags) }) != nil || diags.HasErrors() {
		return true
	}
	return HasMarker(tree)
}

// OutDirOf returns where a module of a package build goes under out: the
// directory mirroring its package.
func OutDirOf(m Module, out string) string {
	parts := strings.Split(m.Name, ".")
	if !m.Package {
		parts = parts[:len(parts)-1]
	}
	return filepath.Join(append([]string{out}, parts...)...)
}

// CopyFile copies the file src to dst, creating dst's directory.
func CopyFile(src, dst string) error {
	if err := os.MkdirAll(filepath.Dir(dst), 0o755); err != nil {
		return err
	}
	in, err := os.Open(src)
	if err != nil {
		return unwrapPathError(err)
	}
	defer in.Close()
	out, err := os.Create(dst)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// ProjectOptions configures BuildProject.
type ProjectOptions struct {
	// All also builds the modules without the Static Python marker found
	// in directories (they are type-checked as Static Python).
	All bool
	// Jobs is how many modules build at once; all CPUs when not positive.
	Jobs int
	// Progress, when not nil, is told as each module starts building.
	Progress func(done, total int, m Module)
	// CacheDir, when set, is the root of the build cache (as for run):
	// a module whose build would read the same files as a cached one is
	// copied from there. Builds that keep their IR (EmitLLVM,
	// KeepTemps) bypass it.
	CacheDir string
	// Cached, when not nil, receives how many modules came from the cache.
	Cached *int
}

// BuildProject builds the modules that paths name: each file as a
// module named after its stem, and each directory as a package tree
// (PackageModules) whose layout is mirrored in opts.OutDir, the plain
// modules (a plain package's __init__.py among them) copied there. Without an OutDir each extension
// is written beside its source. It returns the extensions written, in
// the order of paths and then of the files found, with the diagnostics
// of all modules; err is as for Build, every failing module's joined.
func BuildProject(paths []string, opts Options, p ProjectOptions) (outs []string, diags *diagnostics.List, err error) {
	diags = &diagnostics.List{}
	var jobs []BuildJob
	var copies [][2]string       // plain modules: from, to
	var typed []string           // the py.typed markers of top packages, with stubs
	owner := map[string]string{} // output path (without suffix) to the source that claims it
	claim := func(m Module, outDir string) error {
		stem := m.loweredName()
		if m.Package {
			stem = "__init__"
		}
		key := filepath.Join(outDir, stem)
		if prev, ok := owner[key]; ok && prev != m.Path {
			return fmt.Errorf("%s and %s would both be built as %s", prev, m.Path, key)
		}
		owner[key] = m.Path
		return nil
	}
	for _, path := range paths {
		fi, err := os.Stat(path)
		if err != nil {
			return nil, diags, fmt.Errorf("%s: no such file or directory", path)
		}
		if !fi.IsDir() {
			name, err := ModuleName(path)
			if opts.Module != "" {
				if len(paths) != 1 {
					return nil, diags, fmt.Errorf("--module names one file's module, but %d paths are given", len(paths))
				}
				name, err = opts.Module, nil
			}
			if err != nil {
				return nil, diags, err
			}
			m := Module{Name: name, Path: path, Static: true, Package: opts.Module != "" && filepath.Base(path) == "__init__.py"}
			outDir := opts.OutDir
			if outDir == "" {
				outDir = filepath.Dir(path)
			}
			if err := claim(m, outDir); err != nil {
				return nil, diags, err
			}
			jobs = append(jobs, BuildJob{Module: m, OutDir: outDir})
			continue
		}
		mods, err := PackageModules(path)
		if err != nil {
			return nil, diags, err
		}
		for _, m := range mods {
			outDir := filepath.Dir(m.Path)
			if opts.OutDir != "" {
				outDir = OutDirOf(m, opts.OutDir)
			}
			if err := claim(m, outDir); err != nil {
				return nil, diags, err
			}
			if m.Package && !strings.Contains(m.Name, ".") && opts.Stubs && opts.OutDir != "" {
				typed = append(typed, filepath.Join(outDir, "py.typed"))
			}
			if m.Static || p.All {
				jobs = append(jobs, BuildJob{Module: m, OutDir: outDir})
			} else if opts.OutDir != "" {
				copies = append(copies, [2]string{m.Path, filepath.Join(outDir, filepath.Base(m.Path))})
			}
		}
	}
	// The modules compile while the target python is probed when there
	// is a guess of its answer (Preparation); else the probe comes
	// first, and a missing python is said once.
	if opts.Target == nil && (opts.Preparing == nil || opts.Preparing.guess == nil) {
		if opts, err = Prepare(opts); err != nil {
			return nil, diags, err
		}
	}
	for _, c := range copies {
		if err := CopyFile(c[0], c[1]); err != nil {
			return nil, diags, err
		}
	}
	for _, t := range typed {
		// PEP 561: the package's stubs are its types.
		if err := os.MkdirAll(filepath.Dir(t), 0o755); err != nil {
			return nil, diags, err
		}
		if err := os.WriteFile(t, nil, 0o644); err != nil {
			return nil, diags, err
		}
	}
	cache := ""
	if p.CacheDir != "" && !opts.EmitLLVM && !opts.KeepTemps {
		if cache, err = cacheRoot(p.CacheDir); err != nil {
			return nil, diags, err
		}
	}
	var errs []error
	order := dependencyOrder(jobs)
	ordered := make([]BuildJob, len(jobs))
	for k, i := range order {
		ordered[k] = jobs[i]
	}
	results := make([]BuildResult, len(jobs))
	for k, r := range BuildModules(ordered, opts, p.Jobs, p.Progress, cache) {
		results[order[k]] = r
	}
	if opts.Target == nil {
		if _, err := Prepare(opts); err != nil {
			return nil, diags, err // once, not once per module
		}
	}
	for _, r := range results {
		if r.Cached && p.Cached != nil {
			*p.Cached++
		}
		diags.Append(r.Diags)
		if r.Err != nil {
			errs = append(errs, r.Err)
		}
		if r.Out != "" {
			outs = append(outs, r.Out)
		}
	}
	return outs, diags, errors.Join(errs...)
}
