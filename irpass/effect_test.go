package irpass

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/llir/llvm/ir"
	"github.com/staticpyc/staticpyc/runtime/capi"
)

const axpySrc = "import __static__\nfrom __static__ import Array, double, crange, clen\n\n" +
	"def axpy(y: Array[double], x: Array[double], a: double) -> None:\n    for i in crange(clen(y)):\n        y[i] = y[i] + a * x[i]\n"

// TestNoAliasEffect checks, on a real kernel, that the variant's buffer
// pointers are noalias only when the pass runs, and the plain body's
// never.
func TestNoAliasEffect(t *testing.T) {
	with := runPasses(t, lowerSource(t, "kernel.py", []byte(axpySrc)), Options{KeepWhole: true}).Whole
	without := runPasses(t, lowerSource(t, "kernel.py", []byte(axpySrc)), Options{KeepWhole: true, Skip: []string{"noalias"}}).Whole
	const sig = "@kernel.axpy.noalias(i8* %y, double* noalias %y.data"
	if !strings.Contains(with, sig) {
		t.Errorf("with the pass: no %q", sig)
	}
	if strings.Contains(with, "@kernel.axpy(i8* %y, double* noalias") {
		t.Error("with the pass: the plain body's buffer pointers are noalias")
	}
	if strings.Contains(without, "noalias %y.data") {
		t.Error("without the pass: buffer pointers are still noalias")
	}
}

// TestRefcountElide checks, on lowered code, that the pass removes the
// incref and decrefs of an object parameter that is never rebound and
// keeps those of one that is, and that the stats count what it did.
func TestRefcountElide(t *testing.T) {
	src := []byte("import __static__\n\ndef keep(s: str) -> str:\n    return s + '!'\n\ndef rebind(s: str) -> str:\n    s = s + '?'\n    return s\n")
	with := runPasses(t, lowerSource(t, "rc.py", src), Options{}).Stats
	without := runPasses(t, lowerSource(t, "rc.py", src), Options{Skip: []string{"refcount-elide"}}).Stats
	if with.IncrefsEmitted != without.Increfs || with.DecrefsEmitted != without.Decrefs {
		t.Errorf("without the pass nothing is removed: emitted %d/%d, left %d/%d", with.IncrefsEmitted, with.DecrefsEmitted, without.Increfs, without.Decrefs)
	}
	if with.Increfs >= without.Increfs || with.Decrefs >= without.Decrefs {
		t.Errorf("nothing removed: increfs %d -> %d, decrefs %d -> %d", without.Increfs, with.Increfs, without.Decrefs, with.Decrefs)
	}
	// rebind's parameter keeps its incref: the slot is rebound.
	ctx := runPasses(t, lowerSource(t, "rc.py", src), Options{KeepWhole: true, Skip: []string{"noalias"}})
	body := ctx.Whole[strings.Index(ctx.Whole, "define internal i8* @rc.rebind("):]
	body = body[:strings.Index(body, "\n}\n")]
	if !strings.Contains(body, "call void @sp.incref(i8* %s)") {
		t.Error("rebind's parameter lost its incref, though its slot is rebound")
	}
}

// TestElisionOnExamples checks that elision removes operations from the
// examples (go run ./tests/bench prints how many), and that the
// verifier accepts every pass's output there.
func TestElisionOnExamples(t *testing.T) {
	files, _ := filepath.Glob("../examples/*.py")
	var emitted, left int
	for _, f := range files {
		st := runPasses(t, lowerModule(t, f), Options{}).Stats
		emitted += st.IncrefsEmitted + st.DecrefsEmitted
		left += st.Increfs + st.Decrefs
		t.Logf("%s: increfs %d -> %d, decrefs %d -> %d", filepath.Base(f), st.IncrefsEmitted, st.Increfs, st.DecrefsEmitted, st.Decrefs)
	}
	if left >= emitted {
		t.Errorf("nothing elided from the examples: %d operations emitted, %d left", emitted, left)
	}
}

// TestQuietCalls checks the quiet table against the descriptors: a
// quiet call sets no error, steals nothing and returns no new object
// (whose release would be code to run).
func TestQuietCalls(t *testing.T) {
	for f := range quietCalls {
		if f.Error != capi.NeverFails || len(f.Steals) > 0 || (f.ReturnsObject() && !f.Borrowed) {
			t.Errorf("%s is in quietCalls but its descriptor says it may fail, steal or return a new object", f.Name)
		}
	}
	if isQuietCall(&ir.Func{GlobalIdent: ir.GlobalIdent{GlobalName: "PyObject_Str"}}) {
		t.Error("PyObject_Str, which runs __str__, is quiet")
	}
}
