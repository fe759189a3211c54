// This file implements the build cache that `build` and `run` share: a
// module's extension is reused while everything its build reads is the
// same — its own source, and only the interfaces of the modules it
// imports.
//
// The cache has two levels. The second, the build key (buildKey), holds
// the interfaces of a module's typed imports, so that a changed function
// body rebuilds only its own module; computing it means checking every
// module the build imports. The first level (sourceKey) is a memo of that
// computation keyed by what it reads: the sources of the module and of
// every module its typed imports reach, transitively, each by its
// resolved path and content. It is tried first, so that a build of an
// unchanged tree only reads and parses its files (for their imports) and
// checks nothing.

package driver

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/staticpyc/staticpyc/diagnostics"
	"github.com/staticpyc/staticpyc/parser"
	"github.com/staticpyc/staticpyc/typecheck"
)

// buildOptionKey returns the parts of a cache key that do not depend on
// the module's sources: the compiler (self, the hash of its binary), the
// target interpreter and the options that change the output.
func buildOptionKey(self string, opts Options) []string {
	t := opts.Target
	return []string{self, t.Executable, t.Version, t.ExtSuffix, fmt.Sprint(opts.OptLevel), fmt.Sprint(opts.Debug), fmt.Sprint(opts.Stubs)}
}

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
	parts := append(buildOptionKey(self, opts), m.Name, string(src))
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
func cachedBuild(job BuildJob, opts Options, cacheRoot, self string, graph *sourceGraph) (r BuildResult, hit bool) {
	fail := func(err error, d *diagnostics.List) (BuildResult, bool) {
		if d == nil {
			d = &diagnostics.List{}
		}
		return BuildResult{Err: err, Diags: d}, false
	}
	// With a Prepare under way, the key is the guessed target's
	// (Preparation) until the probe confirms it.
	target := opts.Target
	if target == nil && opts.Preparing != nil {
		target = opts.Preparing.guess
	}
	if target == nil {
		var err error
		if opts, err = Prepare(opts); err != nil {
			return fail(err, nil)
		}
		target = opts.Target
	}
	confirmed := func() (*Target, error) {
		o, err := Prepare(opts)
		return o.Target, err
	}
	at := func(t *Target) (dir string, files []string, err error) {
		o := opts
		o.Target = t
		key, err := cacheKey(graph, cacheRoot, self, job.Module, o)
		if err != nil {
			return "", nil, err
		}
		stem := job.Module.loweredName()
		if job.Module.Package {
			stem = "__init__"
		}
		files = []string{stem + t.ExtSuffix}
		if opts.Stubs {
			files = append(files, stem+".pyi")
		}
		return filepath.Join(cacheRoot, "build", key[:32]), files, nil
	}
	dir, files, err := at(target)
	if err != nil {
		return fail(err, nil)
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
		real, err := confirmed()
		if err != nil {
			return fail(err, nil)
		}
		if *real != *target {
			// Guessed wrong: the real target's entry, or a build.
			opts.Target, opts.Preparing = real, nil
			return cachedBuild(job, opts, cacheRoot, self, graph)
		}
		if err := copyOut(); err != nil {
			return BuildResult{Err: err, Diags: &diagnostics.List{}}, true
		}
		return BuildResult{Out: filepath.Join(job.OutDir, files[0]), Diags: &diagnostics.List{}}, true
	}
	tmp, err := os.MkdirTemp(filepath.Join(cacheRoot, "build"), "tmp-")
	if err != nil {
		return fail(err, nil)
	}
	defer os.RemoveAll(tmp)
	o := opts
	o.OutDir, o.Module = tmp, job.Module.Name
	out, d, err := Build(job.Module.Path, o)
	if err != nil || out == "" {
		return fail(err, d)
	}
	if real, err := confirmed(); err != nil {
		return fail(err, d)
	} else if *real != *target {
		// Build compiled for the real target; its entry is that one's.
		if dir, files, err = at(real); err != nil {
			return fail(err, d)
		}
	}
	if err := os.Rename(tmp, dir); err != nil && !isExist(err) {
		return fail(err, d)
	}
	if err := copyOut(); err != nil {
		return fail(err, d)
	}
	return BuildResult{Out: filepath.Join(job.OutDir, files[0]), Diags: d}, false
}

// cacheKey returns the build key of m (buildKey) through the first
// level of the cache under cacheRoot: the key recorded for m's
// sourceKey when there is one, else buildKey's, which is then recorded.
// The record maps one pure function's argument to its value, so it is
// written whether or not the build that follows succeeds.
func cacheKey(graph *sourceGraph, cacheRoot, self string, m Module, opts Options) (string, error) {
	first := hashStrings(append(append(buildOptionKey(self, opts), "source key", m.Name), graph.key(m.Path)...)...)
	record := filepath.Join(cacheRoot, "build", "sources", first[:2], first[2:32])
	if b, err := os.ReadFile(record); err == nil && len(b) == 64 && isHex(string(b)) {
		return string(b), nil
	}
	key, err := buildKey(self, m, opts)
	if err != nil {
		return "", err
	}
	// Written beside and renamed into place, so that a concurrent build
	// reads a whole key or none. A failure to record costs only speed.
	if err := os.MkdirAll(filepath.Dir(record), 0o755); err == nil {
		if f, err := os.CreateTemp(filepath.Dir(record), "tmp-"); err == nil {
			_, werr := f.WriteString(key)
			if cerr := f.Close(); werr == nil && cerr == nil {
				os.Rename(f.Name(), record)
			}
			os.Remove(f.Name())
		}
	}
	return key, nil
}

func isHex(s string) bool {
	return strings.Trim(s, "0123456789abcdef") == ""
}

// sourceGraph holds, for one build of many modules, each file's content
// hash and the files its typed imports resolve to (`from a import f`,
// resolved as the checker resolves them), each file read and parsed once
// however many modules reach it.
type sourceGraph struct {
	mu    sync.Mutex
	files map[string]*sourceNode // by absolute path
}

type sourceNode struct {
	hash string   // of the content; "unreadable" when it cannot be read
	deps []string // absolute paths, in the order of the imports
}

func newSourceGraph() *sourceGraph {
	return &sourceGraph{files: map[string]*sourceNode{}}
}

// file returns what the graph knows of the file at the absolute path abs,
// reading it the first time.
func (g *sourceGraph) file(abs string) *sourceNode {
	g.mu.Lock()
	f, ok := g.files[abs]
	g.mu.Unlock()
	if ok {
		return f
	}
	f = readSourceNode(abs)
	g.mu.Lock()
	defer g.mu.Unlock()
	if prev, ok := g.files[abs]; ok {
		return prev
	}
	g.files[abs] = f
	return f
}

func readSourceNode(abs string) *sourceNode {
	src, err := os.ReadFile(abs)
	if err != nil {
		return &sourceNode{hash: "unreadable"}
	}
	sum := sha256.Sum256(src)
	f := &sourceNode{hash: hex.EncodeToString(sum[:])}
	var diags diagnostics.List
	var tree *parser.Module
	if protect("parse", abs, func() { tree = parser.Parse(abs, src, &diags) }) != nil || diags.HasErrors() {
		return f // its build reports the syntax error; its content is the key
	}
	r := newTypedImports(abs)
	seen := map[string]bool{}
	parser.WalkStmts(tree.Body, func(s parser.Stmt) bool {
		if imp, ok := s.(*parser.ImportFrom); ok {
			if mod, ok := r.resolve(imp); ok {
				if p := absPath(mod.Path); !seen[p] {
					seen[p] = true
					f.deps = append(f.deps, p)
				}
			}
		}
		return true
	})
	return f
}

// key returns the parts of the first-level key of the file at path: the
// path and content hash of it and of every file its typed imports reach,
// sorted by path (cycles included once). What a check of the file reads
// is a function of these files, and which files they are is a function
// of their imports, resolved against the file system as it is now: a
// new module that shadows an import changes the resolved path, and so
// the key. PYTHONPATH, which the resolution reads, is part of it too.
func (g *sourceGraph) key(path string) []string {
	start := absPath(path)
	seen := map[string]bool{start: true}
	queue := []string{start}
	for i := 0; i < len(queue); i++ {
		for _, d := range g.file(queue[i]).deps {
			if !seen[d] {
				seen[d] = true
				queue = append(queue, d)
			}
		}
	}
	slices.Sort(queue)
	out := []string{"PYTHONPATH=" + os.Getenv("PYTHONPATH"), "start " + start}
	for _, p := range queue {
		out = append(out, p, g.file(p).hash)
	}
	return out
}
