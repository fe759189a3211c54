package driver

import (
	"os"
	"runtime/debug"
)

// checkMemoryLimit is the heap size at which a check starts collecting.
// Checking a 200,000-line module allocates about 200 MB, most of it live
// until the file is done; a tree of files needs only one file's worth at
// a time per core.
const checkMemoryLimit = 1 << 30

// TuneGCForCheck makes the collector run only when the heap nears
// checkMemoryLimit: a check allocates its trees and facts, keeps most of
// them until the file is done and then exits, so collecting by heap
// growth (GOGC) spent a fifth of the time for memory the process soon
// gives back. GOGC or GOMEMLIMIT in the environment, when set, decide
// instead. It returns a function that restores the previous settings.
func TuneGCForCheck() (restore func()) {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return func() {}
	}
	percent := debug.SetGCPercent(-1)
	limit := debug.SetMemoryLimit(checkMemoryLimit)
	return func() {
		debug.SetGCPercent(percent)
		debug.SetMemoryLimit(limit)
	}
}

// buildGCPercent is the collector's target heap growth during a build.
// Lowering and the IR passes allocate about 230 MB for a 1,000-line
// untyped module, most of it the IR kept until its text is printed; at
// the default 100 the collector's marking was a fifth of the Go side's
// CPU. At 400 it is a twentieth, for a peak heap about twice as large
// (80 → 150 MB on that module).
const buildGCPercent = 400

// TuneGCForBuild lets the heap grow to buildGCPercent before collecting,
// for the command (`staticpyc build`, `staticpyc run`);
// GOGC or GOMEMLIMIT in the environment, when set, decide instead. It
// returns a function that restores the previous setting.
func TuneGCForBuild() (restore func()) {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return func() {}
	}
	percent := debug.SetGCPercent(buildGCPercent)
	return func() { debug.SetGCPercent(percent) }
}
