// Package tests holds the end-to-end tests of staticpyc: the harness that
// runs a module's test functions compiled and interpreted and compares
// what they did, the tests of the examples, and the statement of the
// allowed imports between packages.
package tests

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"strings"
)

// Report is what tests/harness.py records about one module.
type Report struct {
	Import       *Exception `json:"import"` // an exception raised while importing
	ImportStdout string     `json:"import_stdout"`
	Calls        []Call     `json:"calls"`
}

// Call is one test function or CALL expression and what it did.
type Call struct {
	Name      string     `json:"name"`
	Missing   bool       `json:"missing,omitempty"` // the module has no such function
	Result    *string    `json:"result"`            // repr of the value returned
	Exception *Exception `json:"exception"`
	Stdout    string     `json:"stdout"`
}

// Exception describes a raised exception.
type Exception struct {
	Type    string `json:"type"`
	Message string `json:"message"`
	Cause   *struct {
		Type    string `json:"type"`
		Message string `json:"message"`
	} `json:"cause"`
	Lines []int `json:"lines"` // traceback lines that point into the module's source
}

// RunHarness runs tests/harness.py with python on the module named
// module, importing it from dir; source is the module's .py file and env
// adds environment variables (PYTHONPATH for interpreted runs).
func RunHarness(python, harness, dir, module, source string, env []string) (*Report, error) {
	f, err := os.CreateTemp("", "staticpyc-harness-*.json")
	if err != nil {
		return nil, err
	}
	f.Close()
	out := f.Name()
	defer os.Remove(out)
	cmd := exec.Command(python, harness, "--dir", dir, "--module", module, "--source", source, "--out", out)
	cmd.Env = append(append(os.Environ(), "PYTHONDONTWRITEBYTECODE=1"), env...)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("%s: %v\n%s", strings.Join(cmd.Args, " "), err, msg)
	}
	data, err := os.ReadFile(out)
	if err != nil {
		return nil, err
	}
	var r Report
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("harness output: %v", err)
	}
	return &r, nil
}
