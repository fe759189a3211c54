// This file implements building several modules: the modules of a
// package directory, and a parallel build of many modules at once.

package driver

import (
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
}

// BuildModules builds jobs, at most parallel at a time (all CPUs when
// parallel is not positive), with opts prepared once (see Prepare), and
// returns one result per job in the order of jobs, whatever order they
// finish in. progress, when not nil, is called as each job starts, one
// call at a time.
func BuildModules(jobs []BuildJob, opts Options, parallel int, progress func(done, total int, m Module)) []BuildResult {
	if parallel <= 0 {
		parallel = runtime.NumCPU()
	}
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
// name; otherwise dir is a root of packages and modules. Modules without
// the Static Python marker are left out unless all is set; a package's
// __init__.py is always listed, marked or not, for the layout.
func PackageModules(dir string, all bool) ([]Module, error) {
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
		if m.Static || all || m.Package {
			mods = append(mods, m)
		}
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
