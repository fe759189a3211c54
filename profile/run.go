// This file implements running the profiled command.

package profile

import (
	"embed"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
)

// samplerFS holds the sampler: a sitecustomize.py that loads it, and the
// sampler module itself.
//
//go:embed sampler/*.py
var samplerFS embed.FS

// RunConfig says what to run and where its output goes.
type RunConfig struct {
	Command        []string // the program and its arguments: python3 app.py --flag
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	// Interval is the sampling period in seconds (0: one millisecond).
	Interval float64
	// Env is the environment of the command (nil: this process's).
	Env []string
}

// Run runs the command with the sampler loaded into its python processes
// and returns what they recorded and the command's exit status. An
// interrupt (Ctrl-C) goes to the command, which the terminal signals
// too; the processes write their tables as they exit, so the report is
// still made.
func Run(cfg RunConfig) (*Profile, int, error) {
	if len(cfg.Command) == 0 {
		return nil, 0, errors.New("no command to profile")
	}
	dir, err := os.MkdirTemp("", "staticpyc-profile-")
	if err != nil {
		return nil, 0, err
	}
	defer os.RemoveAll(dir)
	samplerDir := filepath.Join(dir, "sampler")
	outDir := filepath.Join(dir, "out")
	if err := writeSampler(samplerDir); err != nil {
		return nil, 0, err
	}
	if err := os.Mkdir(outDir, 0o755); err != nil {
		return nil, 0, err
	}
	env := cfg.Env
	if env == nil {
		env = os.Environ()
	}
	env = withPythonPath(env, samplerDir)
	env = append(env, "STATICPYC_PROFILE_DIR="+outDir)
	if cfg.Interval > 0 {
		env = append(env, fmt.Sprintf("STATICPYC_PROFILE_INTERVAL=%g", cfg.Interval))
	}
	cmd := exec.Command(cfg.Command[0], cfg.Command[1:]...)
	cmd.Env = env
	cmd.Stdin, cmd.Stdout, cmd.Stderr = cfg.Stdin, cfg.Stdout, cfg.Stderr

	// The terminal sends Ctrl-C to the command as well; staticpyc waits
	// for it to finish writing instead of dying first.
	interrupts := make(chan os.Signal, 1)
	signal.Notify(interrupts, os.Interrupt)
	defer signal.Stop(interrupts)

	code := 0
	if err := cmd.Run(); err != nil {
		var ee *exec.ExitError
		if !errors.As(err, &ee) {
			return nil, 0, fmt.Errorf("run %s: %w", cfg.Command[0], err)
		}
		code = ee.ExitCode()
		if code < 0 {
			code = 128 + 2 // killed by a signal: report it as the shell would an interrupt
		}
	}
	p, err := Load(outDir)
	if err != nil {
		return nil, code, err
	}
	return p, code, nil
}

func writeSampler(dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	entries, err := samplerFS.ReadDir("sampler")
	if err != nil {
		return err
	}
	for _, e := range entries {
		data, err := samplerFS.ReadFile("sampler/" + e.Name())
		if err != nil {
			return err
		}
		if err := os.WriteFile(filepath.Join(dir, e.Name()), data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

// withPythonPath puts dir first on the PYTHONPATH of env.
func withPythonPath(env []string, dir string) []string {
	out := make([]string, 0, len(env)+1)
	path := dir
	for _, kv := range env {
		if v, ok := strings.CutPrefix(kv, "PYTHONPATH="); ok {
			if v != "" {
				path = dir + string(os.PathListSeparator) + v
			}
			continue
		}
		out = append(out, kv)
	}
	return append(out, "PYTHONPATH="+path)
}
