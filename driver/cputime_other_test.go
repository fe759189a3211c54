//go:build !unix

package driver

import "time"

// cpuTime is unknown here; the benchmarks leave out lines/cpu-s.
func cpuTime() time.Duration { return 0 }
