// This file implements Run: build into a cache and run, or run interpreted.

package driver

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"sort"

	"github.com/staticpyc/staticpyc/diagnostics"
)

// launcher imports the compiled module and calls its main() if it has
// one. It stands in for `python3 FILE.py`: the cache directory and then
// the module's own directory replace the script directory at the front
// of sys.path (so sibling imports work), and sys.argv is the script's.
// A main's return value is ignored, as in `if __name__ == "__main__":
// main()`; exceptions and SystemExit behave as in a script.
const launcher = `import importlib, sys
cache, srcdir, name, script = sys.argv[1:5]
sys.argv = [script] + sys.argv[5:]
sys.path[0:1] = [cache, srcdir]
module = importlib.import_module(name)
main = getattr(module, "main", None)
if callable(main):
    main()
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
	src, err := os.ReadFile(file)
	if err != nil {
		return 2, diags, fmt.Errorf("cannot read %v", unwrapPathError(err))
	}
	if opts.Target == nil {
		if opts.Target, err = ProbePython(opts.Python); err != nil {
			return 2, diags, err
		}
	}
	self, err := selfHash()
	if err != nil {
		return 2, diags, err
	}
	t := opts.Target
	key := hashStrings(self, t.Executable, t.Version, t.ExtSuffix, fmt.Sprint(opts.OptLevel), string(src))
	dir := filepath.Join(cacheRoot, "build", key[:32])
	if _, err := os.Stat(filepath.Join(dir, name+t.ExtSuffix)); err != nil {
		// Build into a fresh directory and rename it into place, so that
		// a concurrent run never imports a half-written module.
		tmp, err := os.MkdirTemp(filepath.Join(cacheRoot, "build"), "tmp-")
		if err != nil {
			return 2, diags, err
		}
		defer os.RemoveAll(tmp)
		bopts := opts.Options
		bopts.OutDir = tmp
		_, d, err := Build(file, bopts)
		diags.Append(d)
		if err != nil {
			return 2, diags, err
		}
		if diags.HasErrors() {
			return 1, diags, nil
		}
		if err := os.Rename(tmp, dir); err != nil && !isExist(err) {
			return 2, diags, err
		}
	}
	srcDir, err := filepath.Abs(filepath.Dir(file))
	if err != nil {
		return 2, diags, err
	}
	cmd := exec.Command(t.Executable, append([]string{"-c", launcher, dir, srcDir, name, file}, args...)...)
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
func selfHash() (string, error) {
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
}

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
