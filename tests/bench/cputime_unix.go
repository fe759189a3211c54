//go:build unix

// This file implements the CPU time of the bench and its children on
// Unix, which the projects family prints beside wall-clock build times.

package main

import (
	"syscall"
	"time"
)

// cpuTime is the user and system time this process and the children it
// has waited for (opt, llc, cc) have used so far: unlike wall-clock
// time, it does not grow when other work shares the machine.
func cpuTime() time.Duration {
	var total time.Duration
	for _, who := range []int{syscall.RUSAGE_SELF, syscall.RUSAGE_CHILDREN} {
		var ru syscall.Rusage
		if syscall.Getrusage(who, &ru) == nil {
			total += time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
		}
	}
	return total
}
