// This file implements the tests of the character-name table: every name
// python3's unicodedata gives a character must be found, in any case for
// the stored names, and a lookup must not allocate.

package parser

import (
	"encoding/json"
	"os/exec"
	"strings"
	"testing"
)

// namesScript prints the Unicode version and every [name, code point]
// unicodedata knows.
const namesScript = `
import json, sys, unicodedata
names = []
for cp in range(0x110000):
    n = unicodedata.name(chr(cp), None)
    if n is not None:
        names.append([n, cp])
json.dump([unicodedata.unidata_version, names], sys.stdout)
`

func TestUnicodeNamesCPython(t *testing.T) {
	py := python3(t)
	out, err := exec.Command(py, "-c", namesScript).Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	var res [2]json.RawMessage
	var version string
	var names [][2]any
	if err := json.Unmarshal(out, &res); err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(res[0], &version); err != nil {
		t.Fatal(err)
	}
	if version != unicodeVersion {
		t.Skipf("python3 has Unicode %s, the table %s", version, unicodeVersion)
	}
	if err := json.Unmarshal(res[1], &names); err != nil {
		t.Fatal(err)
	}
	bad := 0
	for _, e := range names {
		name, cp := e[0].(string), rune(e[1].(float64))
		computed := strings.HasPrefix(name, "CJK UNIFIED IDEOGRAPH-") || strings.HasPrefix(name, "HANGUL SYLLABLE ")
		lower := strings.ToLower(name)
		if r, ok := lookupName([]byte(name)); !ok || r != cp {
			t.Errorf("%s: got %U, %v; want %U", name, r, ok, cp)
			bad++
		}
		// CPython compares stored names in any case, computed ones as
		// written.
		if r, ok := lookupName([]byte(lower)); ok != !computed || ok && r != cp {
			t.Errorf("%s: got %U, %v", lower, r, ok)
			bad++
		}
		if bad > 20 {
			t.Fatal("too many errors")
		}
	}
	if len(names) < 100000 {
		t.Errorf("only %d names from python3", len(names))
	}
}

func TestLookupNameAllocs(t *testing.T) {
	lookupName([]byte("SPACE"))
	allocs := testing.AllocsPerRun(100, func() {
		lookupName([]byte("Latin Small Letter A With Grave"))
		lookupName([]byte("HANGUL SYLLABLE GAG"))
		lookupName([]byte("NO SUCH NAME"))
	})
	if allocs != 0 {
		t.Errorf("lookupName allocates %v times", allocs)
	}
}

func BenchmarkLookupName(b *testing.B) {
	keys := [][]byte{[]byte("EM DASH"), []byte("latin small letter a with grave"), []byte("FACE WITH TEARS OF JOY"), []byte("NO SUCH NAME")}
	lookupName(keys[0])
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		lookupName(keys[i%len(keys)])
	}
}

func BenchmarkLoadNames(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		loadNames()
	}
}
