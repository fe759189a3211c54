// Command fuzzdiff runs the differential program generator: it writes
// programs from consecutive seeds, runs each compiled and interpreted,
// and stops at the first disagreement, which it shrinks and prints.
//
//	go run ./tests/fuzz/cmd/fuzzdiff -seed 42 -programs 10   # replay seeds 42..51
//	go run ./tests/fuzz/cmd/fuzzdiff -budget 60s              # a new seed, for 60 s
//
// It runs from the repository root (tests/harness.py, runtime/python) and
// prints the seed first, so that any run can be replayed.
package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/staticpyc/staticpyc/driver"
	"github.com/staticpyc/staticpyc/tests/fuzz"
)

func main() {
	seed := flag.Int64("seed", 0, "first seed (0: from the clock)")
	programs := flag.Int("programs", 0, "programs to run (0: until the budget is spent)")
	funcs := flag.Int("funcs", 25, "test functions per program")
	budget := flag.Duration("budget", 0, "stop starting programs after this long (0: no limit)")
	python := flag.String("python", "python3", "the target python")
	flag.Parse()
	if *seed == 0 {
		*seed = time.Now().UnixNano() % 1_000_000_000
	}
	if *programs == 0 && *budget == 0 {
		*programs = 1
	}
	fmt.Printf("fuzzdiff: seed %d (replay: go run ./tests/fuzz/cmd/fuzzdiff -seed %d -programs N)\n", *seed, *seed)
	opts := driver.DefaultOptions()
	opts.Python = *python
	opts, err := driver.Prepare(opts)
	if err != nil {
		fmt.Fprintln(os.Stderr, "fuzzdiff:", err)
		os.Exit(2)
	}
	rt, _ := filepath.Abs("runtime/python")
	harness, _ := filepath.Abs("tests/harness.py")
	r := &fuzz.Runner{Python: *python, Harness: harness, RuntimeDir: rt, Options: opts}
	start := time.Now()
	n, calls := 0, 0
	for s := *seed; ; s++ {
		if *programs > 0 && n >= *programs || *budget > 0 && time.Since(start) >= *budget {
			break
		}
		p := fuzz.Generate(s, *funcs)
		err := r.Check(p)
		var m *fuzz.Mismatch
		if errors.As(err, &m) {
			small := r.Shrink(p)
			if e := r.Check(small); errors.As(e, &m) {
				fmt.Println(m.Error())
			} else {
				fmt.Println(err)
			}
			fmt.Printf("fuzzdiff: mismatch at seed %d after %d programs (%d functions)\n", s, n, calls)
			os.Exit(1)
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "fuzzdiff:", err)
			os.Exit(2)
		}
		n++
		calls += p.Calls()
	}
	fmt.Printf("fuzzdiff: %d programs, %d functions, no mismatch (%.0fs)\n", n, calls, time.Since(start).Seconds())
}
