// This file implements turning a panic inside a phase into a bug report.

package driver

import (
	"fmt"
	"runtime/debug"
	"strings"

	"github.com/staticpyc/staticpyc/diagnostics"
)

// InternalError is a panic inside a phase: a bug in staticpyc, not in
// the user's code. Error says where it happened and asks for a report;
// Stack holds the Go stack for --debug.
type InternalError struct {
	Phase string          // "parse", "typecheck", "strict", "lower"
	Pos   diagnostics.Pos // where, as precisely as the panic told; at least the file
	Value any             // what the phase panicked with
	Stack []byte
}

// Error says what went wrong and where on its first line and asks for a
// report; a multi-line value (a tool's output) follows on later lines.
func (e *InternalError) Error() string {
	msg, rest, _ := strings.Cut(fmt.Sprint(e.Value), "\n")
	s := fmt.Sprintf("internal error in %s: %s at %s; please report it (with the file) to the staticpyc developers", e.Phase, msg, e.Pos)
	if rest != "" {
		s += "\n" + rest
	}
	return s
}

// positioner is implemented by panic values that know where they happened.
type positioner interface {
	Pos() diagnostics.Pos
}

// protect runs f and turns a panic into an *InternalError. Phases that
// panic with a value carrying a position (a diagnostics.Diagnostic, a
// diagnostics.Pos, or anything with a Pos method) get that position;
// otherwise the report names the file.
func protect(phase, file string, f func()) (err error) {
	defer func() {
		v := recover()
		if v == nil {
			return
		}
		ie := &InternalError{Phase: phase, Pos: diagnostics.Pos{File: file}, Value: v, Stack: debug.Stack()}
		switch p := v.(type) {
		case diagnostics.Diagnostic:
			ie.Pos, ie.Value = p.Pos, p.Message
		case *diagnostics.Diagnostic:
			ie.Pos, ie.Value = p.Pos, p.Message
		case diagnostics.Pos:
			ie.Pos, ie.Value = p, "unexpected state"
		case positioner:
			ie.Pos = p.Pos()
		}
		if ie.Pos.File == "" {
			ie.Pos.File = file
		}
		err = ie
	}()
	f()
	return nil
}
