package runtime

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// evalBreakerProbe prints offsetof() of the eval-breaker fields, and of
// the thread state's exc_info (genexc.go) and asynchronous generator
// hooks (asyncgen.go), in the interpreter's own
// internal headers.
const evalBreakerProbe = `#define Py_BUILD_CORE 1
#include <Python.h>
#include <stddef.h>
#include <stdio.h>
#include "internal/pycore_interp.h"
int main(void) {
#if PY_VERSION_HEX >= 0x030d0000
	printf("0 0 %zu", offsetof(PyThreadState, eval_breaker));
#else
	printf("%zu %zu 0", offsetof(PyInterpreterState, ceval.eval_breaker), offsetof(PyInterpreterState, ceval.gil_drop_request));
#endif
	printf(" %zu %zu %zu\n", offsetof(PyThreadState, exc_info), offsetof(PyThreadState, async_gen_firstiter), offsetof(PyThreadState, async_gen_finalizer));
	return 0;
}
`

// TestEvalBreakerOffsets compiles a probe against each interpreter's
// internal headers (a private struct: no live object shows where its
// flags are without racing the interpreter that clears them) and
// requires the ABI description of its version to agree.
func TestEvalBreakerOffsets(t *testing.T) {
	cc, err := exec.LookPath("cc")
	if err != nil {
		if cc, err = exec.LookPath("gcc"); err != nil {
			if os.Getenv("CI") != "" {
				t.Fatal("no C compiler")
			}
			t.Skip("no C compiler")
		}
	}
	src := filepath.Join(t.TempDir(), "probe.c")
	if err := os.WriteFile(src, []byte(evalBreakerProbe), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, py := range testPythons(t) {
		t.Run(filepath.Base(filepath.Dir(filepath.Dir(py)))+"/"+filepath.Base(py), func(t *testing.T) {
			path, err := exec.LookPath(py)
			if err != nil {
				t.Skipf("%s not found", py)
			}
			out, err := exec.Command(path, "-c", `import sys, sysconfig; print(f"{sys.version_info[0]}.{sys.version_info[1]}", sysconfig.get_paths()["include"])`).Output()
			if err != nil {
				t.Fatal(err)
			}
			var version, include string
			if _, err := fmt.Sscan(string(out), &version, &include); err != nil {
				t.Fatalf("%q: %v", out, err)
			}
			if _, err := os.Stat(filepath.Join(include, "internal", "pycore_interp.h")); err != nil {
				t.Fatalf("CPython %s has no internal headers in %s: %v", version, include, err)
			}
			bin := filepath.Join(t.TempDir(), "probe")
			if msg, err := exec.Command(cc, "-I"+include, src, "-o", bin).CombinedOutput(); err != nil {
				t.Fatalf("compiling the probe for %s: %v\n%s", version, err, msg)
			}
			got, err := exec.Command(bin).Output()
			if err != nil {
				t.Fatal(err)
			}
			abi, err := ABIFor(version)
			if err != nil {
				t.Fatal(err)
			}
			want := fmt.Sprintf("%d %d %d %d %d %d", abi.OffsetInterpEvalBreaker, abi.OffsetInterpGilDropRequest, abi.OffsetTstateEvalBreaker, abi.OffsetTstateExcInfo, abi.OffsetTstateAsyncGenFirstiter, abi.OffsetTstateAsyncGenFinalizer)
			if strings.TrimSpace(string(got)) != want {
				t.Errorf("CPython %s: the headers give %s (interp eval_breaker, gil_drop_request, tstate eval_breaker, exc_info, async_gen_firstiter, async_gen_finalizer), the ABI describes %s", version, strings.TrimSpace(string(got)), want)
			}
		})
	}
}
