package runtime

import (
	"os/exec"
	"strings"
	"testing"

	"github.com/llir/llvm/ir"
)

// TestSiteCachesPerVersion builds the cache helpers of untyped code for
// every described version, checks that each is on there (the facts it
// guards on are in the row), that LLVM accepts the IR, and that each reads
// the instance values the way its version lays them out.
func TestSiteCachesPerVersion(t *testing.T) {
	opt, err := exec.LookPath("opt")
	if err != nil {
		t.Skip("opt not found")
	}
	// What only the helpers of each layout contain (block names of
	// values.go): 3.12 tests the low bit of the tagged word, 3.13 the
	// type's inline-values flag and, for stores, the absence of a dict.
	marks := map[ValuesLayout][]string{
		ValuesPointer: {"values.ok"},
		ValuesTagged:  {"values.ok", "ptrtoint"},
		ValuesInline:  {"values.has", "values.valid", "values.nodict"},
	}
	for _, v := range SupportedVersions() {
		abi, _ := ABIFor(v)
		if !abi.AttrCaches() || !abi.GlobalCaches() {
			t.Errorf("CPython %s: attribute caches %v, global caches %v; want both on", v, abi.AttrCaches(), abi.GlobalCaches())
			continue
		}
		m := ir.NewModule()
		r := New(m, abi, "m")
		get, set, method := r.AttrGetFunc(), r.AttrSetFunc(), r.MethodGetFunc()
		r.NumberFunc(NumAdd, false, true, true)
		r.ForStartFunc()
		r.ForNextFunc()
		r.CompareFunc(0)
		r.GetItemFunc()
		if err := ExpandRefcounts(m, abi); err != nil {
			t.Fatal(err)
		}
		for _, mark := range marks[abi.Values] {
			if !strings.Contains(set.LLString(), mark) {
				t.Errorf("CPython %s: sp.attr.set has no %q", v, mark)
			}
		}
		if abi.Values == ValuesInline && strings.Contains(get.LLString(), "values.nodict") {
			t.Errorf("CPython %s: a load refuses values a dict shares (CPython's LOAD_ATTR_INSTANCE_VALUE does not)", v)
		}
		if !strings.Contains(method.LLString(), "values.") {
			t.Errorf("CPython %s: sp.method.get does not read the instance values", v)
		}
		cmd := exec.Command(opt, "-verify", "-disable-output")
		cmd.Stdin = strings.NewReader(m.String())
		if out, err := cmd.CombinedOutput(); err != nil {
			t.Errorf("CPython %s: opt -verify: %v\n%s", v, err, out)
		}
	}
	undescribed := abi311
	undescribed.Values = ""
	undescribed.DictVersionPerChange = false
	if undescribed.AttrCaches() || undescribed.GlobalCaches() {
		t.Error("a row without the values layout or dict versions still enables the caches")
	}
}
