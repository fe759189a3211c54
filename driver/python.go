// This file implements asking the target python what it is.

package driver

import (
	"bytes"
	"fmt"
	"os/exec"
	"strings"

	"github.com/staticpyc/staticpyc/lower"
)

// probeScript prints the facts a build needs, one per line: the version
// ("3.11", with a "t" for free-threaded builds), the extension suffix
// and the interpreter's path.
const probeScript = `import sys, sysconfig
print("%d.%d%s" % (sys.version_info[0], sys.version_info[1], "t" if sysconfig.get_config_var("Py_GIL_DISABLED") else ""))
print(sysconfig.get_config_var("EXT_SUFFIX"))
print(sys.executable)`

// Target is the Python interpreter that will import the built modules.
type Target struct {
	Python     string // the interpreter as the user named it ("python3")
	Executable string // its sys.executable
	Version    string // "3.11"
	ExtSuffix  string // ".cpython-311-x86_64-linux-gnu.so"
}

// ProbePython runs python once to learn its version and extension
// suffix, and refuses a version that lower cannot target.
func ProbePython(python string) (*Target, error) {
	t, err := probe(python)
	if err != nil {
		return nil, err
	}
	if err := lower.CheckPythonVersion(t.Version); err != nil {
		return nil, fmt.Errorf("%s: %v; name a supported interpreter with --python", python, err)
	}
	return t, nil
}

// probe asks python for the facts of probeScript.
func probe(python string) (*Target, error) {
	if python == "" {
		python = "python3"
	}
	path, err := exec.LookPath(python)
	if err != nil {
		return nil, fmt.Errorf("cannot find the target python %q: %v; install it with `apt-get install -y python3` or name one with --python", python, err)
	}
	var stderr bytes.Buffer
	// -S: the facts come from sys and the stdlib's sysconfig data, which
	// do not need site (a virtual environment's sys.executable is set
	// without it); importing site and its .pth files was three quarters
	// of the probe's 80 ms.
	cmd := exec.Command(path, "-S", "-c", probeScript)
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("cannot ask %s for its version: %v\n%s", python, err, strings.TrimSpace(stderr.String()))
	}
	lines := strings.Split(strings.TrimSpace(string(out)), "\n")
	if len(lines) != 3 || lines[1] == "None" {
		return nil, fmt.Errorf("%s did not report a version and an extension suffix (got %q)", python, out)
	}
	return &Target{Python: python, Version: lines[0], ExtSuffix: lines[1], Executable: strings.TrimSpace(lines[2])}, nil
}
