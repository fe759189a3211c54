//go:build !unix

// This file implements the details of running python on systems other
// than Unix.

package driver

import "os/exec"

// signalOf returns the number of the signal that ended a process; there
// are no signals here.
func signalOf(ee *exec.ExitError) int { return 0 }

// isNotEmpty reports whether a rename failed on an existing directory.
func isNotEmpty(err error) bool { return false }
