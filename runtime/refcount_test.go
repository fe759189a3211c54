package runtime

import (
	"flag"
	"os"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/llir/llvm/ir"
)

var update = flag.Bool("update", false, "rewrite the golden .ll files")

// TestExpandRefcounts expands the refcount operations of an empty module
// for 3.11 (plain 64-bit counters) and for a test-only ABI with immortal
// objects (3.12's rule; 3.12 is not a supported target yet), and
// compares the bodies with testdata/refcount.*.ll.
func TestExpandRefcounts(t *testing.T) {
	base, err := ABIFor("3.11")
	if err != nil {
		t.Fatal(err)
	}
	immortal := *base
	immortal.ImmortalObjects = true
	for _, c := range []struct {
		file string
		abi  *ABI
	}{
		{"testdata/refcount.mortal.ll", base},
		{"testdata/refcount.immortal.ll", &immortal},
	} {
		m := ir.NewModule()
		New(m, c.abi, "m")
		if err := ExpandRefcounts(m, c.abi); err != nil {
			t.Fatal(err)
		}
		got := m.String()
		if *update {
			if err := os.WriteFile(c.file, []byte(got), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(c.file)
		if err != nil {
			t.Fatalf("%v (run go test ./runtime -run TestExpandRefcounts -update)", err)
		}
		if diff := cmp.Diff(string(want), got); diff != "" {
			t.Errorf("%s mismatch (-want +got):\n%s", c.file, diff)
		}
	}
}
