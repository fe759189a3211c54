// This file implements a run of the generator over consecutive seeds:
// the loop the command, the test and CI share, with its counts and
// timings.

package fuzz

import (
	"fmt"
	"io"
	"strings"
	"sync"
	"time"
)

// Config says what to explore.
type Config struct {
	Seed     uint64        // the first seed; program i has seed Seed+i
	Programs int           // how many programs (0: until Budget is spent)
	Funcs    int           // generated functions per program
	Budget   time.Duration // start no program after this long (0: none)
	// KeepGoing goes on after a mismatch (each is shrunk and reported)
	// instead of stopping at the first.
	KeepGoing bool
	Log       io.Writer // progress and reports
	// OptLevels are the optimization levels of the builds, in turn:
	// program i is built at OptLevels[i%len]. -O0 builds several times
	// faster than -O3 (opt and llc dominate a build), and most
	// disagreements are in what lower emits; the -O3 builds catch what
	// only the optimizer exposes (poison from shifts, wrapping flags).
	// Empty: the Runner's options.
	OptLevels []int
	// Jobs is how many programs run at once (0 or 1: one at a time).
	Jobs int
	// Untyped runs the untyped generator (untyped.go) instead of the
	// type-directed one.
	Untyped bool
}

// generate is the checked program of seed for cfg.
func (cfg Config) generate(seed uint64) (*Program, error) {
	if cfg.Untyped {
		return CheckedProgram(GenerateUntyped(seed, cfg.Funcs))
	}
	return Checked(seed, cfg.Funcs)
}

// Stats are the counts of an exploration.
type Stats struct {
	Programs, Funcs, Calls int
	// Dropped are generated functions the checker rejected.
	Dropped            int
	Build, Run, Wall   time.Duration
	Failures           []Report
	FirstSeed, MaxSeed uint64
}

// Report is one disagreement, shrunk.
type Report struct {
	Seed  uint64
	What  string // the call, or the failure's first line
	Small *Program
	Diff  string
}

func (rep Report) String() string {
	return fmt.Sprintf("seed %d: %s\n--- shrunk program ---\n%s--- difference ---\n%s", rep.Seed, rep.What, rep.Small.Source(), rep.Diff)
}

// Explore runs programs from cfg.Seed on and returns what it saw.
// With cfg.Jobs > 1 that many programs are generated, built and run at
// once (a build is one Go process's lowering and several opt and llc
// processes, and the two Python runs wait on it, so a single program at
// a time leaves CPU idle); each program's line is logged when it ends.
func (r *Runner) Explore(cfg Config) (*Stats, error) {
	st := &Stats{FirstSeed: cfg.Seed, MaxSeed: cfg.Seed}
	start := time.Now()
	var mu sync.Mutex // guards st, next, stop, firstErr and the log
	logf := func(format string, args ...any) {
		if cfg.Log != nil {
			fmt.Fprintf(cfg.Log, format, args...)
		}
	}
	next, stop := 0, false
	var firstErr error
	// take hands out the index of the next program, or false when the
	// count or the budget is spent or a failure ends the run.
	take := func() (int, bool) {
		mu.Lock()
		defer mu.Unlock()
		if stop || cfg.Programs > 0 && next >= cfg.Programs || cfg.Budget > 0 && time.Since(start) >= cfg.Budget ||
			cfg.Programs == 0 && cfg.Budget == 0 {
			return 0, false
		}
		next++
		return next - 1, true
	}
	work := func() {
		for {
			i, ok := take()
			if !ok {
				return
			}
			if err := r.exploreOne(cfg, i, st, &mu, &stop, logf); err != nil {
				mu.Lock()
				if firstErr == nil {
					firstErr = err
				}
				stop = true
				mu.Unlock()
				return
			}
		}
	}
	jobs := cfg.Jobs
	if jobs < 1 {
		jobs = 1
	}
	var wg sync.WaitGroup
	for j := 0; j < jobs; j++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			work()
		}()
	}
	wg.Wait()
	st.Wall = time.Since(start)
	return st, firstErr
}

// exploreOne generates, runs and reports program i of cfg, adding to st
// under mu; a disagreement sets stop unless cfg.KeepGoing.
func (r *Runner) exploreOne(cfg Config, i int, st *Stats, mu *sync.Mutex, stop *bool, logf func(string, ...any)) error {
	seed := cfg.Seed + uint64(i)
	p, err := cfg.generate(seed)
	if err != nil {
		return err
	}
	mu.Lock()
	if seed > st.MaxSeed {
		st.MaxSeed = seed
	}
	if p == nil {
		st.Dropped += cfg.Funcs
		mu.Unlock()
		return nil
	}
	st.Dropped += cfg.Funcs - len(p.Funcs)
	mu.Unlock()
	rr := r
	if len(cfg.OptLevels) > 0 {
		c := *r
		c.Options.OptLevel = cfg.OptLevels[i%len(cfg.OptLevels)]
		rr = &c
	}
	o, err := rr.Run(p)
	if err != nil {
		return err
	}
	kind := "static"
	if p.Untyped {
		kind = "untyped"
	} else if !p.Static {
		kind = "plain"
	}
	mu.Lock()
	st.Programs++
	st.Funcs += len(p.Funcs)
	st.Calls += o.Calls
	st.Build += o.BuildTime
	st.Run += o.RunTime
	logf("seed %d (%s, -O%d): %d functions, %d calls, build %.1fs, runs %.1fs, %d mismatches%s\n",
		seed, kind, rr.Options.OptLevel, len(p.Funcs), o.Calls, o.BuildTime.Seconds(), o.RunTime.Seconds(), len(o.Mismatches), failureNote(o))
	if o.Bad() && !cfg.KeepGoing {
		*stop = true
	}
	mu.Unlock()
	if !o.Bad() {
		return nil
	}
	// Shrinking builds and runs many more programs: outside the lock.
	rep := rr.report(p, o)
	mu.Lock()
	defer mu.Unlock()
	st.Failures = append(st.Failures, rep)
	logf("%s\n", rep)
	return nil
}

func failureNote(o *Outcome) string {
	if o.Failure == "" {
		return ""
	}
	return "; " + firstLine(o.Failure)
}

// report shrinks p and describes how the small program disagrees.
func (r *Runner) report(p *Program, o *Outcome) Report {
	what := firstLine(o.Failure)
	if what == "" {
		var calls []string
		for _, m := range o.Mismatches {
			calls = append(calls, m.Call)
		}
		what = fmt.Sprintf("%d calls differ: %s", len(calls), strings.Join(calls, "; "))
	}
	small := r.Shrink(p, o)
	so, err := r.Run(small)
	diff := ""
	switch {
	case err != nil:
		diff = err.Error()
	case so.Failure != "":
		diff = so.Failure
	default:
		for _, m := range so.Mismatches {
			diff += m.Call + "\n" + m.Diff + "\n"
		}
	}
	return Report{Seed: p.Seed, What: what, Small: small, Diff: diff}
}

// Summary is one line of counts and throughput.
func (st *Stats) Summary() string {
	perMin := 0.0
	if st.Wall > 0 {
		perMin = float64(st.Funcs) / st.Wall.Minutes()
	}
	return fmt.Sprintf("seeds %d..%d: %d programs, %d functions (%d more dropped by the checker), %d calls, %d disagreements; %.0fs (builds %.0fs, runs %.0fs), %.0f functions/min",
		st.FirstSeed, st.MaxSeed, st.Programs, st.Funcs, st.Dropped, st.Calls, len(st.Failures), st.Wall.Seconds(), st.Build.Seconds(), st.Run.Seconds(), perMin)
}
