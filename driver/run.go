// This file implements Run: build into a cache and run, or run interpreted.

package driver

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"sync"

	"github.com/staticpyc/staticpyc/diagnostics"
)

// launcher runs a compiled script as `python3 FILE.py` would. CPython
// looks for PyInit_<name> in an extension loaded as <name>, and every
// extension staticpyc builds also exports PyInit___main__ (lower/module.go;
// multi-phase init, so the module is named by its spec): the launcher
// loads the script's extension as __main__, registers it in sys.modules
// and executes it, so its body runs with __name__ == "__main__" and its
// main guard runs, compiled, in place. sys.argv is the script's and sys.path[0] the script's
// directory; the project's compiled modules (argv[3], JSON: name to
// [extension, package directory, source]) are found first by a finder,
// and each module's __file__ is its source file's absolute path, as
// under `python3 FILE.py` (not the cached extension's: code finds its
// data beside __file__), set before its body runs; and the
// pure-Python runtime (argv[4]) comes last on sys.path for plain modules
// that import __static__. The launcher's and importlib's frames are cut
// from a traceback, and an uncaught exception exits 1, as in a script.
const launcher = `import importlib.machinery, importlib.util, json, os, sys
script, name, table, rt = sys.argv[1], sys.argv[2], json.loads(sys.argv[3]), sys.argv[4]
sys.argv = [script] + sys.argv[5:]
sys.path[0] = os.path.dirname(os.path.abspath(script))
sys.path.append(rt)
class CompiledLoader(importlib.machinery.ExtensionFileLoader):
    def __init__(self, fullname, so, src):
        super().__init__(fullname, so)
        self.src = src
    def create_module(self, spec):
        m = super().create_module(spec)
        m.__file__ = self.src
        return m
def spec_of(fullname, so, pkgdir, src):
    return importlib.util.spec_from_file_location(fullname, so,
        loader=CompiledLoader(fullname, so, src),
        submodule_search_locations=[pkgdir] if pkgdir else None)
class CompiledFinder:
    @classmethod
    def find_spec(cls, fullname, path=None, target=None):
        if fullname in table:
            return spec_of(fullname, *table[fullname])
        return None
sys.meta_path.insert(0, CompiledFinder)
try:
    spec = spec_of("__main__", *table[name])
    main = importlib.util.module_from_spec(spec)
    sys.modules["__main__"] = main
    spec.loader.exec_module(main)
except Exception as e:
    tb = e.__traceback__
    while tb is not None and tb.tb_frame.f_code.co_filename.startswith(("<string>", "<frozen importlib")):
        tb = tb.tb_next
    sys.excepthook(type(e), e.with_traceback(tb), tb)
    sys.exit(1)
`

// RunOptions configures Run.
type RunOptions struct {
	Options
	// Interpreted runs the source with the target python and the
	// pure-Python runtime instead of compiling it.
	Interpreted bool
	// CacheDir is the root of the build cache; os.UserCacheDir()/staticpyc
	// when empty.
	CacheDir string
	// Runtime holds the pure-Python runtime (__static__, __strict__,
	// sitecustomize.py) that interpreted runs put on PYTHONPATH.
	Runtime fs.FS
	// Stdin, Stdout and Stderr are given to the python process.
	Stdin          io.Reader
	Stdout, Stderr io.Writer
}

// Run builds file into the cache (unless an identical build is there),
// runs the target python on it with args and returns python's exit
// status. Diagnostics in the user's code come back in diags with exit
// status 1 and nothing run; err is for everything else, as in Build.
func Run(file string, args []string, opts RunOptions) (exitCode int, diags *diagnostics.List, err error) {
	diags = &diagnostics.List{}
	name, err := ModuleName(file)
	if err != nil {
		return 2, diags, err
	}
	cacheRoot, err := cacheRoot(opts.CacheDir)
	if err != nil {
		return 2, diags, err
	}
	if opts.Interpreted {
		return runInterpreted(file, args, cacheRoot, opts)
	}
	if _, err := os.ReadFile(file); err != nil {
		return 2, diags, fmt.Errorf("cannot read %v", unwrapPathError(err))
	}
	if opts.Runtime == nil {
		return 2, diags, errors.New("internal error: no pure-Python runtime given for a run; please report it")
	}
	rt, err := ExtractRuntime(opts.Runtime, cacheRoot)
	if err != nil {
		return 2, diags, err
	}
	if opts.Options, err = Prepare(opts.Options); err != nil {
		return 2, diags, err
	}
	self, err := selfHash()
	if err != nil {
		return 2, diags, err
	}
	// The script is built whether marked or not (it was named); the
	// project modules it imports are built when they are marked.
	mods := append([]Module{{Name: name, Path: file, Static: true}}, StaticImports(file, ImportRoots(file))...)
	table := map[string][3]string{}
	graph := newSourceGraph()
	var jobs []BuildJob
	var dirs []string
	t := opts.Target
	for _, m := range mods {
		// The key covers the sources of the typed imports too: a
		// changed interface rebuilds its importers.
		key, err := cacheKey(graph, cacheRoot, self, m, opts.Options)
		if err != nil {
			return 2, diags, err
		}
		dir := filepath.Join(cacheRoot, "build", key[:32])
		stem := m.loweredName()
		pkgDir := ""
		if m.Package {
			stem = "__init__"
			if pkgDir, err = filepath.Abs(filepath.Dir(m.Path)); err != nil {
				return 2, diags, err
			}
		}
		src, err := filepath.Abs(m.Path)
		if err != nil {
			return 2, diags, err
		}
		table[m.Name] = [3]string{filepath.Join(dir, stem+t.ExtSuffix), pkgDir, src}
		if _, err := os.Stat(table[m.Name][0]); err == nil {
			continue
		}
		// Build into a fresh directory and rename it into place, so that
		// a concurrent run never imports a half-written module.
		tmp, err := os.MkdirTemp(filepath.Join(cacheRoot, "build"), "tmp-")
		if err != nil {
			return 2, diags, err
		}
		defer os.RemoveAll(tmp)
		jobs = append(jobs, BuildJob{Module: m, OutDir: tmp})
		dirs = append(dirs, dir)
	}
	var errs []error
	for i, r := range BuildModules(jobs, opts.Options, 0, nil, "") {
		diags.Append(r.Diags)
		if r.Err != nil {
			errs = append(errs, r.Err)
			continue
		}
		if r.Out == "" {
			continue
		}
		if err := os.Rename(jobs[i].OutDir, dirs[i]); err != nil && !isExist(err) {
			errs = append(errs, err)
		}
	}
	if len(errs) > 0 {
		return 2, diags, errors.Join(errs...)
	}
	if diags.HasErrors() {
		return 1, diags, nil
	}
	tableJSON, err := json.Marshal(table)
	if err != nil {
		return 2, diags, err
	}
	cmd := exec.Command(t.Executable, append([]string{"-c", launcher, file, name, string(tableJSON), rt}, args...)...)
	code, err := runPython(cmd, opts)
	return code, diags, err
}

// runInterpreted runs `python FILE args` with the pure-Python runtime,
// extracted into the cache, first on PYTHONPATH.
func runInterpreted(file string, args []string, cacheRoot string, opts RunOptions) (int, *diagnostics.List, error) {
	diags := &diagnostics.List{}
	if opts.Runtime == nil {
		return 2, diags, errors.New("internal error: no pure-Python runtime given for an interpreted run; please report it")
	}
	rt, err := ExtractRuntime(opts.Runtime, cacheRoot)
	if err != nil {
		return 2, diags, err
	}
	python := opts.Python
	if python == "" {
		python = "python3"
	}
	path, err := exec.LookPath(python)
	if err != nil {
		return 2, diags, fmt.Errorf("cannot find the target python %q: %v", python, err)
	}
	cmd := exec.Command(path, append([]string{file}, args...)...)
	pythonPath := rt
	if old := os.Getenv("PYTHONPATH"); old != "" {
		pythonPath += string(os.PathListSeparator) + old
	}
	cmd.Env = append(os.Environ(), "PYTHONPATH="+pythonPath)
	code, err := runPython(cmd, opts)
	return code, diags, err
}

// runPython runs cmd with the given standard streams and returns its exit
// status; a death by signal N is reported as 128+N, as shells do.
func runPython(cmd *exec.Cmd, opts RunOptions) (int, error) {
	cmd.Stdin, cmd.Stdout, cmd.Stderr = opts.Stdin, opts.Stdout, opts.Stderr
	err := cmd.Run()
	var ee *exec.ExitError
	if errors.As(err, &ee) {
		if code := ee.ExitCode(); code >= 0 {
			return code, nil
		}
		return 128 + signalOf(ee), nil
	}
	if err != nil {
		return 2, err
	}
	return 0, nil
}

// ExtractRuntime writes the files of the pure-Python runtime into
// cacheRoot/runtime-<hash of their contents> (once) and returns that
// directory, ready to be put on PYTHONPATH.
func ExtractRuntime(runtime fs.FS, cacheRoot string) (string, error) {
	var names []string
	err := fs.WalkDir(runtime, ".", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			names = append(names, path)
		}
		return err
	})
	if err != nil {
		return "", err
	}
	sort.Strings(names)
	h := sha256.New()
	contents := make([][]byte, len(names))
	for i, n := range names {
		if contents[i], err = fs.ReadFile(runtime, n); err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%s\x00%d\x00", n, len(contents[i]))
		h.Write(contents[i])
	}
	dir := filepath.Join(cacheRoot, "runtime-"+hex.EncodeToString(h.Sum(nil))[:16])
	if _, err := os.Stat(dir); err == nil {
		return dir, nil
	}
	if err := os.MkdirAll(cacheRoot, 0o755); err != nil {
		return "", err
	}
	tmp, err := os.MkdirTemp(cacheRoot, "tmp-runtime-")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(tmp)
	for i, n := range names {
		p := filepath.Join(tmp, filepath.FromSlash(n))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return "", err
		}
		if err := os.WriteFile(p, contents[i], 0o644); err != nil {
			return "", err
		}
	}
	if err := os.Rename(tmp, dir); err != nil && !isExist(err) {
		return "", err
	}
	return dir, nil
}

func cacheRoot(dir string) (string, error) {
	if dir == "" {
		base, err := os.UserCacheDir()
		if err != nil {
			return "", fmt.Errorf("no cache directory: %v (set XDG_CACHE_HOME or HOME)", err)
		}
		dir = filepath.Join(base, "staticpyc")
	}
	if err := os.MkdirAll(filepath.Join(dir, "build"), 0o755); err != nil {
		return "", err
	}
	return dir, nil
}

// selfHash identifies the running compiler by the hash of its executable,
// so that a changed compiler never reuses a module an older one built.
// The executable does not change under a running process, so it is
// hashed once per process (≈15 MB: tens of milliseconds, which a warm
// build of a package would otherwise pay per call).
var selfHash = sync.OnceValues(func() (string, error) {
	exe, err := os.Executable()
	if err != nil {
		return "", err
	}
	f, err := os.Open(exe)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
})

func hashStrings(parts ...string) string {
	h := sha256.New()
	for _, p := range parts {
		fmt.Fprintf(h, "%d\x00%s", len(p), p)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// isExist reports whether a rename failed because another process put
// the same directory in place first.
func isExist(err error) bool {
	return errors.Is(err, fs.ErrExist) || errors.Is(err, os.ErrExist) || isNotEmpty(err)
}
