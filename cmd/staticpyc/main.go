// Command staticpyc compiles Static Python modules into CPython extension
// modules, checks them, and runs them compiled or interpreted.
//
// The commands live in one file each; they parse flags, call package
// driver and print. Exit status: 0 ok, 1 diagnostics in the user's code,
// 2 usage error, missing toolchain or internal error.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/staticpyc/staticpyc/driver"
)

// Exit statuses.
const (
	exitOK          = 0
	exitDiagnostics = 1
	exitTrouble     = 2 // usage error, missing toolchain, internal error
)

// exitError carries an exit status out of a command whose output has
// already said why.
type exitError struct{ code int }

func (e *exitError) Error() string { return fmt.Sprintf("exit status %d", e.code) }

// usageError is a mistake in how staticpyc was invoked.
type usageError struct{ err error }

func (e *usageError) Error() string { return e.err.Error() }

// app is what every command shares: the standard streams and the
// --debug flag.
type app struct {
	stdin          io.Reader
	stdout, stderr io.Writer
	debug          bool
}

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run executes the command line args and returns the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	a := &app{stdin: stdin, stdout: stdout, stderr: stderr}
	root := a.rootCmd()
	root.SetArgs(args)
	cmd, err := root.ExecuteC()
	var ee *exitError
	var ue *usageError
	switch {
	case err == nil:
		return exitOK
	case errors.As(err, &ee):
		return ee.code
	case errors.As(err, &ue):
		fmt.Fprintf(stderr, "staticpyc: %v\nRun '%s --help' for usage.\n", ue.err, cmd.CommandPath())
		return exitTrouble
	}
	a.report(err)
	return exitTrouble
}

// report prints an error that is not about the user's code, one line
// per error when several are joined (an internal error in each of
// several files); an internal error gets its Go stack too when --debug
// or STATICPYC_DEBUG=1 asks.
func (a *app) report(err error) {
	errs := []error{err}
	if j, ok := err.(interface{ Unwrap() []error }); ok {
		errs = j.Unwrap()
	}
	debug := a.debug || os.Getenv("STATICPYC_DEBUG") == "1"
	hidden := false
	for _, err := range errs {
		fmt.Fprintf(a.stderr, "staticpyc: %v\n", err)
		var ie *driver.InternalError
		if errors.As(err, &ie) && len(ie.Stack) > 0 {
			if debug {
				fmt.Fprintf(a.stderr, "\n%s\n", ie.Stack)
			} else {
				hidden = true
			}
		}
	}
	if hidden {
		fmt.Fprintln(a.stderr, "(run with --debug or STATICPYC_DEBUG=1 to see the Go stack)")
	}
}
