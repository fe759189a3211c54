// This file implements the build cache that `build` and `run` share: a
// module's extension is reused while everything its build reads is the
// same — its own source, and only the interfaces of the modules it
// imports.

package driver

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/typecheck"
)

// buildKey returns the cache key of building m with opts (prepared):
// the compiler (self, the hash of its binary), the target interpreter,
// the options that change the output, m's dotted name and source, and
// the interfaces of the Static Python modules its typed imports read
// (`from a import f`: typecheck.InterfaceKey of a's check), so that a
// changed interface rebuilds its importers and a changed function body
// rebuilds only its own module.
func buildKey(self string, m Module, opts Options) (string, error) {
	src, err := os.ReadFile(m.Path)
	if err != nil {
		return "", fmt.Errorf("cannot read %v", unwrapPathError(err))
	}
	t := opts.Target
	parts := []string{self, t.Executable, t.Version, t.ExtSuffix, fmt.Sprint(opts.OptLevel), fmt.Sprint(opts.Debug), fmt.Sprint(opts.Stubs), m.Name, string(src)}
	deps, err := importInterfaces(m.Path, src)
	if err != nil {
		return "", err
	}
	return hashStrings(append(parts, deps...)...), nil
}

// importInterfaces returns, for each module that checking file (of
// source src) reads for its typed imports (checkedImports), in the order
// of its imports: the import as written, the module's path, and its
// interface (typecheck.InterfaceKey), or a mark that it gives none (it
// has errors, or a cycle leaves it out), which the importer's check then
// reads as dynamic. A file that does not parse gives nothing: its build
// reports the syntax error.
func importInterfaces(file string, src []byte) ([]string, error) {
	var diags diagnostics.List
	var tree *parser.Module
	if protect("parse", file, func() { tree = parser.Parse(file, src, &diags) }) != nil || diags.HasErrors() {
		return nil, nil
	}
	imports, _, _, err := checkedImports(file, tree, map[string]bool{absPath(file): true})
	if err != nil {
		return nil, err
	}
	r := newTypedImports(file)
	var out []string
	seen := map[string]bool{}
	var walkErr error
	parser.WalkStmts(tree.Body, func(s parser.Stmt) bool {
		imp, ok := s.(*parser.ImportFrom)
		if !ok {
			return true
		}
		key := typecheck.ImportKey(imp)
		if seen[key] {
			return true
		}
		seen[key] = true
		mod, ok := r.resolve(imp)
		if !ok {
			return true
		}
		iface := "no interface"
		if info := imports[key]; info != nil {
			if walkErr = protect("interface", mod.Path, func() { iface = typecheck.InterfaceKey(info) }); walkErr != nil {
				return false
			}
		}
		out = append(out, key, absPath(mod.Path), iface)
		return true
	})
	return out, walkErr
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
