// Command fuzzdiff runs the differential program generator (tests/fuzz):
// programs from consecutive seeds, many functions each, every call run
// compiled and interpreted; a disagreement is shrunk to its function and
// statements and printed with its seed.
//
//	go run ./tests/fuzz/cmd/fuzzdiff -seed 42 -programs 10   # replay seeds 42..51
//	go run ./tests/fuzz/cmd/fuzzdiff -budget 60s              # a new seed, for 60 s
//
// It runs from the repository root (tests/harness.py, runtime/python) and
// prints the seed first, so that any run can be replayed. The exit status
// is 1 when some call disagreed.
package main

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"runtime/debug"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/staticpyc/staticpyc/driver"
	"github.com/staticpyc/staticpyc/tests/fuzz"
)

func main() {
	seed := flag.Uint64("seed", 0, "first seed (0: from the clock)")
	programs := flag.Int("programs", 0, "programs to run (0: until the budget is spent; 1 without a budget)")
	funcs := flag.Int("funcs", 120, "generated functions per program")
	budget := flag.Duration("budget", 0, "start no program after this long (0: no limit)")
	keepGoing := flag.Bool("keep-going", false, "go on after a disagreement")
	python := flag.String("python", "python3", "the target python")
	opt := flag.String("O", "0,0,0,3", "optimization levels of the builds, in turn (a comma list)")
	write := flag.String("write", "", "write the (checked) program of -seed to this file and stop")
	raw := flag.Bool("raw", false, "with -write: the program as generated, before the checker drops anything")
	jobs := flag.Int("j", 2, "programs built and run at once")
	timeout := flag.Duration("timeout", 0, "time limit of each Python run (0: 10 minutes)")
	untyped := flag.Bool("untyped", false, "run the untyped generator (plain Python in the style of service code) instead of the type-directed one")
	leaks := flag.Bool("leaks", false, "also run each call of the compiled module many times and report what leaks (memory, or references to singletons and the module's objects)")
	rejects := flag.Bool("rejects", false, "print what the checker rejects in the programs of -seed on (-programs of them, as generated) and stop")
	flag.Parse()
	if os.Getenv("GOGC") == "" {
		// Lowering a module of hundreds of functions allocates much
		// and keeps little: a quarter of its time went to the
		// collector at the default 100.
		debug.SetGCPercent(400)
	}
	if *write != "" {
		p, err := fuzz.Checked(*seed, *funcs)
		if *untyped {
			p, err = fuzz.CheckedProgram(fuzz.GenerateUntyped(*seed, *funcs))
		}
		if *raw {
			p, err = fuzz.Generate(*seed, *funcs), nil
			if *untyped {
				p = fuzz.GenerateUntyped(*seed, *funcs)
			}
		}
		if err == nil && p == nil {
			err = fmt.Errorf("seed %d: the checker rejected every function", *seed)
		}
		if err == nil {
			err = os.WriteFile(*write, []byte(p.Source()), 0o644)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "fuzzdiff:", err)
			os.Exit(2)
		}
		return
	}
	if *seed == 0 {
		*seed = uint64(time.Now().UnixNano() % 1_000_000_000)
	}
	if *rejects {
		os.Exit(printRejections(*seed, max(*programs, 1), *funcs))
	}
	if *programs == 0 && *budget == 0 {
		*programs = 1
	}
	fmt.Printf("fuzzdiff: seed %d (replay: go run ./tests/fuzz/cmd/fuzzdiff -seed %d -programs N -funcs %d)\n", *seed, *seed, *funcs)
	opts := driver.DefaultOptions()
	opts.Python = *python
	opts, err := driver.Prepare(opts)
	if err != nil {
		fmt.Fprintln(os.Stderr, "fuzzdiff:", err)
		os.Exit(2)
	}
	rt, _ := filepath.Abs("runtime/python")
	harness, _ := filepath.Abs("tests/harness.py")
	r := &fuzz.Runner{Python: *python, Harness: harness, RuntimeDir: rt, Options: opts, Timeout: *timeout, LeakCheck: *leaks}
	var levels []int
	for _, l := range strings.Split(*opt, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(l))
		if err != nil || n < 0 || n > 3 {
			fmt.Fprintf(os.Stderr, "fuzzdiff: -O %s: want levels 0..3, comma-separated\n", *opt)
			os.Exit(2)
		}
		levels = append(levels, n)
	}
	st, err := r.Explore(fuzz.Config{Seed: *seed, Programs: *programs, Funcs: *funcs, Budget: *budget, KeepGoing: *keepGoing, Log: os.Stdout, OptLevels: levels, Jobs: *jobs, Untyped: *untyped})
	if st != nil {
		fmt.Println("fuzzdiff:", st.Summary())
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "fuzzdiff:", err)
		os.Exit(2)
	}
	if len(st.Failures) > 0 {
		os.Exit(1)
	}
}

// printRejections prints the checker's errors in the programs of seeds
// seed.. as generated, each with its line, and how often each message
// occurred (numbers masked), so that a rejection can be judged: a
// generator bug, or a checker that refuses valid Static Python.
func printRejections(seed uint64, programs, funcs int) int {
	count := map[string]int{}
	var order []string
	digits := regexp.MustCompile(`[0-9]+`)
	for s := seed; s < seed+uint64(programs); s++ {
		rs, err := fuzz.Rejections(s, funcs)
		if err != nil {
			fmt.Fprintln(os.Stderr, "fuzzdiff:", err)
			return 2
		}
		for _, r := range rs {
			fmt.Printf("seed %d: %s\n    %s\n", s, r.Diag, r.Line)
			k := digits.ReplaceAllString(r.Diag.Message, "N")
			if count[k] == 0 {
				order = append(order, k)
			}
			count[k]++
		}
	}
	sort.SliceStable(order, func(i, j int) bool { return count[order[i]] > count[order[j]] })
	for _, k := range order {
		fmt.Printf("%5d  %s\n", count[k], k)
	}
	return 0
}
