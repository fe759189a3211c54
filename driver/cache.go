// This file implements the build cache that `build` and `run` share: a
// module's extension is reused while everything its build reads is the
// same.

package driver

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"

	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
)

// buildKey returns the cache key of building m with opts (prepared):
// the compiler (self, the hash of its binary), the target interpreter,
// the options that change the output, m's dotted name and source, and
// the sources of the Static Python modules its typed imports read
// (`from a import f`, transitively), so that a changed interface
// rebuilds its importers. A body change in an imported module rebuilds
// them too: the key is of sources, not of interfaces.
func buildKey(self string, m Module, opts Options) (string, error) {
	src, err := os.ReadFile(m.Path)
	if err != nil {
		return "", fmt.Errorf("cannot read %v", unwrapPathError(err))
	}
	t := opts.Target
	parts := []string{self, t.Executable, t.Version, t.ExtSuffix, fmt.Sprint(opts.OptLevel), fmt.Sprint(opts.Debug), fmt.Sprint(opts.Stubs), m.Name, string(src)}
	for _, dep := range typedImportSources(m.Path) {
		parts = append(parts, dep[0], dep[1])
	}
	return hashStrings(parts...), nil
}

// typedImportSources returns, sorted by path, the path and source of
// every module that checking file reads for its typed imports
// (checkedImports: `from a import …` resolved by typedImports),
// transitively.
func typedImportSources(file string) [][2]string {
	seen := map[string]bool{absPath(file): true}
	var out [][2]string
	var visit func(path string)
	visit = func(path string) {
		src, err := os.ReadFile(path)
		if err != nil {
			return
		}
		var diags diagnostics.List
		var tree *parser.Module
		if protect("parse", path, func() { tree = parser.Parse(path, src, &diags) }) != nil || diags.HasErrors() {
			return
		}
		r := newTypedImports(path)
		parser.WalkStmts(tree.Body, func(s parser.Stmt) bool {
			imp, ok := s.(*parser.ImportFrom)
			if !ok {
				return true
			}
			mod, ok := r.resolve(imp)
			if !ok {
				return true
			}
			abs := absPath(mod.Path)
			if seen[abs] {
				return true
			}
			seen[abs] = true
			if body, err := os.ReadFile(mod.Path); err == nil {
				out = append(out, [2]string{abs, string(body)})
				visit(mod.Path)
			}
			return true
		})
	}
	visit(file)
	sort.Slice(out, func(i, j int) bool { return out[i][0] < out[j][0] })
	return out
}

// cachedBuild builds job through the cache under cacheRoot: when the
// cache holds a build with the same key, its files are copied into
// job.OutDir and no work is done; otherwise the module is built into a
// fresh directory, which is renamed into the cache (so that a concurrent
// build never sees half a module) and then copied. hit says which.
func cachedBuild(job BuildJob, opts Options, cacheRoot, self string) (r BuildResult, hit bool) {
	key, err := buildKey(self, job.Module, opts)
	if err != nil {
		return BuildResult{Err: err, Diags: &diagnostics.List{}}, false
	}
	dir := filepath.Join(cacheRoot, "build", key[:32])
	stem := job.Module.loweredName()
	if job.Module.Package {
		stem = "__init__"
	}
	files := []string{stem + opts.Target.ExtSuffix}
	if opts.Stubs {
		files = append(files, stem+".pyi")
	}
	copyOut := func() error {
		for _, f := range files {
			if err := CopyFile(filepath.Join(dir, f), filepath.Join(job.OutDir, f)); err != nil {
				return err
			}
		}
		return nil
	}
	if _, err := os.Stat(filepath.Join(dir, files[0])); err == nil {
		if err := copyOut(); err != nil {
			return BuildResult{Err: err, Diags: &diagnostics.List{}}, true
		}
		return BuildResult{Out: filepath.Join(job.OutDir, files[0]), Diags: &diagnostics.List{}}, true
	}
	tmp, err := os.MkdirTemp(filepath.Join(cacheRoot, "build"), "tmp-")
	if err != nil {
		return BuildResult{Err: err, Diags: &diagnostics.List{}}, false
	}
	defer os.RemoveAll(tmp)
	o := opts
	o.OutDir, o.Module = tmp, job.Module.Name
	out, d, err := Build(job.Module.Path, o)
	if err != nil || out == "" {
		return BuildResult{Diags: d, Err: err}, false
	}
	if err := os.Rename(tmp, dir); err != nil && !isExist(err) {
		return BuildResult{Diags: d, Err: err}, false
	}
	if err := copyOut(); err != nil {
		return BuildResult{Diags: d, Err: err}, false
	}
	return BuildResult{Out: filepath.Join(job.OutDir, files[0]), Diags: d}, false
}
