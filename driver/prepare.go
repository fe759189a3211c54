// This file implements preparing a build: probing the target python and
// finding the toolchain, either before the build or while it compiles.

package driver

import (
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"

	"github.com/staticpyc/staticpyc/codegen"
)

// Prepare probes the target python and finds the toolchain once, so that
// building several files does not repeat it. With opts.Preparing set
// (and no Target), it takes what that preparation found.
func Prepare(opts Options) (Options, error) {
	var err error
	if opts.Target == nil && opts.Preparing != nil {
		p, err := opts.Preparing.Wait()
		if err != nil {
			return opts, err
		}
		opts.Target = p.Target
		if opts.Toolchain == nil {
			opts.Toolchain = p.Toolchain
		}
	}
	if opts.Target == nil {
		if opts.Target, err = ProbePython(opts.Python); err != nil {
			return opts, err
		}
	}
	if opts.Toolchain == nil {
		if opts.Toolchain, err = codegen.FindToolchain(codegen.ToolchainConfig{LLVMBin: opts.LLVMBin}); err != nil {
			return opts, err
		}
	}
	return opts, nil
}

// A Preparation is a Prepare running in the background (StartPrepare),
// with a guess of the target it will find.
//
// Asking python for its version and EXT_SUFFIX takes a process: 20 ms
// for an interpreter named by its path, 160 ms through a pyenv shim (a
// shell script that runs pyenv first), a tenth of a 1,000-line module's
// build. The guess is what the same python, named the same way from the
// same directory, answered last time (recorded in the cache directory):
// a build compiles for it while the probe runs and compiles again in
// the rare case that the answer differs (pyenv switched versions), so
// the guess saves time and never decides the output.
type Preparation struct {
	done   chan struct{}
	opts   Options
	err    error
	guess  *Target
	record string // the guess's file, rewritten when the probe disagrees; "" without a cache
}

// StartPrepare starts Prepare(opts) and returns at once. recordDir, when
// not empty, keeps the targets probed before (the build cache's
// directory), from which the guess comes.
func StartPrepare(opts Options, recordDir string) *Preparation {
	opts.Preparing = nil
	p := &Preparation{done: make(chan struct{})}
	if opts.Target == nil && recordDir != "" {
		p.record = probeRecord(recordDir, opts.Python)
		p.guess = readTarget(p.record)
	}
	go func() {
		defer close(p.done)
		p.opts, p.err = Prepare(opts)
		if p.err == nil && p.record != "" && (p.guess == nil || *p.guess != *p.opts.Target) {
			writeTarget(p.record, p.opts.Target)
		}
	}()
	return p
}

// Wait returns what Prepare returned.
func (p *Preparation) Wait() (Options, error) {
	<-p.done
	return p.opts, p.err
}

// probeRecord returns the file that keeps what python answered, keyed by
// everything its answer can depend on that is cheap to read: the name
// as given, the file it finds on PATH, the working directory (a
// .python-version) and pyenv's variables. What else can change the
// answer (pyenv global) only makes the guess wrong.
func probeRecord(dir, python string) string {
	if python == "" {
		python = "python3"
	}
	found, _ := exec.LookPath(python)
	cwd, _ := os.Getwd()
	key := hashStrings("probe", python, found, cwd, os.Getenv("PYENV_VERSION"), os.Getenv("PYENV_ROOT"), os.Getenv("VIRTUAL_ENV"), os.Getenv("PATH"))
	return filepath.Join(dir, "probes", key[:32]+".json")
}

// readTarget reads a recorded target; nil when there is none or it
// does not parse.
func readTarget(path string) *Target {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil
	}
	var t Target
	if json.Unmarshal(b, &t) != nil || t.Version == "" || t.ExtSuffix == "" {
		return nil
	}
	return &t
}

// writeTarget records t at path; a record that cannot be written only
// costs the next build its guess.
func writeTarget(path string, t *Target) {
	b, err := json.Marshal(t)
	if err != nil || os.MkdirAll(filepath.Dir(path), 0o755) != nil {
		return
	}
	// Written beside and renamed into place, like the cache's records.
	if f, err := os.CreateTemp(filepath.Dir(path), "tmp-"); err == nil {
		_, werr := f.Write(b)
		if cerr := f.Close(); werr == nil && cerr == nil {
			os.Rename(f.Name(), path)
		}
		os.Remove(f.Name())
	}
}
