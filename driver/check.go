// This file implements Check: finding the files and running the front
// end (frontend.go) over them in parallel.

package driver

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"

	"github.com/staticpyc/staticpyc/diagnostics"
)

// CheckOptions configures Check.
type CheckOptions struct {
	// Exclude holds glob patterns (path.Match syntax, plus "**" for any
	// number of directories). A file or directory found while searching
	// a directory is skipped when a pattern matches its path relative to
	// that directory (with forward slashes) or its base name. Files named
	// explicitly are always checked.
	Exclude []string
	// Workers is how many files are checked at once; GOMAXPROCS when 0.
	Workers int
}

// ValidateGlob reports whether pattern is a well-formed exclude pattern.
func ValidateGlob(pattern string) error {
	if _, err := path.Match(pattern, ""); err != nil {
		return fmt.Errorf("--exclude %q: %v", pattern, err)
	}
	return nil
}

// Check parses and checks the files named by paths. A directory is
// searched recursively for *.py files (skipping hidden directories,
// __pycache__ and what opts.Exclude matches). A file named explicitly is
// checked as Static Python; a file found in a directory is checked as
// Static Python only when it carries the marker (see HasMarker) and is
// otherwise only parsed, so that plain Python beside typed modules
// reports syntax errors only. Files are checked in parallel; the result
// does not depend on the order in which they finish.
//
// The error is non-nil when a path does not exist (the list is nil then)
// or when a phase panicked on some file (one *InternalError per file,
// joined); the list then still holds the diagnostics of every file.
func Check(paths []string, opts CheckOptions) (*diagnostics.List, error) {
	for _, p := range opts.Exclude {
		if err := ValidateGlob(p); err != nil {
			return nil, err
		}
	}
	files, err := expandPaths(paths, opts.Exclude)
	if err != nil {
		return nil, err
	}
	workers := opts.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, len(files))
	lists := make([]diagnostics.List, len(files))
	errs := make([]error, len(files))
	next := make(chan int)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for i := range next {
				f := files[i]
				src, err := os.ReadFile(f.path)
				if err != nil {
					lists[i].Errorf(diagnostics.Pos{File: f.path}, diagnostics.ReadError, "cannot read file: %v", unwrapPathError(err))
					continue
				}
				mode := detectMarker
				if f.explicit {
					mode = forceStatic
				}
				_, _, errs[i] = frontEnd(f.path, src, mode, &lists[i])
			}
		})
	}
	for i := range files {
		next <- i
	}
	close(next)
	wg.Wait()
	all := &diagnostics.List{}
	for i := range lists {
		all.Append(&lists[i])
	}
	return all, errors.Join(errs...)
}

// CheckSource checks one file held in memory, as Check checks a file
// named explicitly (static) or found in a directory (!static). The error
// is an *InternalError when a phase panicked.
func CheckSource(file string, src []byte, static bool) (*diagnostics.List, error) {
	mode := detectMarker
	if static {
		mode = forceStatic
	}
	diags := &diagnostics.List{}
	_, _, err := frontEnd(file, src, mode, diags)
	return diags, err
}

// CheckBuildSource checks one file held in memory as Build checks the
// file it builds: Static Python with the marker, else plain Python
// type-checked with Python's rules (what runs interpreted is reported).
func CheckBuildSource(file string, src []byte) (*diagnostics.List, error) {
	diags := &diagnostics.List{}
	_, _, err := frontEnd(file, src, buildFile, diags)
	return diags, err
}

type sourceFile struct {
	path     string
	explicit bool
}

// expandPaths lists the files to check: each file named in paths, then
// the *.py files under each directory in paths, sorted, without
// duplicates and without what exclude matches.
func expandPaths(paths, exclude []string) ([]sourceFile, error) {
	var files []sourceFile
	seen := map[string]bool{}
	add := func(p string, explicit bool) {
		if !seen[p] {
			seen[p] = true
			files = append(files, sourceFile{p, explicit})
		}
	}
	for _, p := range paths {
		fi, err := os.Stat(p)
		if err != nil {
			return nil, fmt.Errorf("%s: no such file or directory", p)
		}
		if !fi.IsDir() {
			add(filepath.Clean(p), true)
			continue
		}
		var found []string
		err = filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if path == p {
				return nil
			}
			name := d.Name()
			rel, _ := filepath.Rel(p, path)
			if d.IsDir() {
				if strings.HasPrefix(name, ".") || name == "__pycache__" || excluded(exclude, filepath.ToSlash(rel), name) {
					return filepath.SkipDir
				}
				return nil
			}
			if strings.HasSuffix(name, ".py") && !excluded(exclude, filepath.ToSlash(rel), name) {
				found = append(found, path)
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
		sort.Strings(found)
		for _, f := range found {
			add(f, false)
		}
	}
	return files, nil
}

// excluded reports whether a pattern matches rel (slash-separated, relative
// to the directory being searched) or the base name.
func excluded(patterns []string, rel, base string) bool {
	for _, p := range patterns {
		p = strings.TrimSuffix(strings.TrimPrefix(p, "./"), "/")
		if ok, _ := path.Match(p, base); ok {
			return true
		}
		if matchGlob(strings.Split(p, "/"), strings.Split(rel, "/")) {
			return true
		}
	}
	return false
}

// matchGlob matches path segments against pattern segments; a "**"
// segment matches any number of segments, including none.
func matchGlob(pat, name []string) bool {
	for len(pat) > 0 {
		if pat[0] == "**" {
			for i := 0; i <= len(name); i++ {
				if matchGlob(pat[1:], name[i:]) {
					return true
				}
			}
			return false
		}
		if len(name) == 0 {
			return false
		}
		if ok, _ := path.Match(pat[0], name[0]); !ok {
			return false
		}
		pat, name = pat[1:], name[1:]
	}
	return len(name) == 0
}
