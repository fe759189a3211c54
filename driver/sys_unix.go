//go:build unix

// This file implements the Unix details of running python.

package driver

import (
	"errors"
	"os/exec"
	"syscall"
)

// signalOf returns the number of the signal that ended a process.
func signalOf(ee *exec.ExitError) int {
	if ws, ok := ee.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return int(ws.Signal())
	}
	return 0
}

// isNotEmpty reports whether err is ENOTEMPTY, which rename(2) returns
// when the target directory already exists.
func isNotEmpty(err error) bool {
	return errors.Is(err, syscall.ENOTEMPTY)
}
