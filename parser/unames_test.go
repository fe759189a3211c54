// This file implements the tests of the character-name table: every name
// python3's unicodedata gives a character must be found, in any case for
// the stored names; every name in the table must be one python3 accepts
// for the same character; and a lookup must not allocate.

package parser

import (
	"bytes"
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

// acceptScript reads a JSON list of [name, code point] and prints those
// that a string literal's \N{name} does not decode to that code point.
const acceptScript = `
import json, sys
bad = []
for name, cp in json.load(sys.stdin):
    try:
        s = eval('"\\N{' + name + '}"')
    except SyntaxError as e:
        s = None
    if s is None or len(s) != 1 or ord(s) != cp:
        bad.append(name)
json.dump(bad, sys.stdout)
`

// TestUnicodeNamesAccepted wants every name of the table, the aliases
// included, to be one python3 accepts in a literal for the same
// character: the table holds nothing CPython would reject.
func TestUnicodeNamesAccepted(t *testing.T) {
	py := python3(t)
	tab := names()
	var entries [][2]any
	var cur [maxNameLen]byte
	for i, off, cp := 0, 0, 0; off < len(tab.data); i++ {
		if i%nameRestart == 0 {
			cp = 0
		}
		n, delta, next := tab.entry(off, &cur)
		cp += delta
		entries = append(entries, [2]any{string(cur[:n]), cp})
		off = next
	}
	if len(entries) != nameCount {
		t.Fatalf("%d entries, want %d", len(entries), nameCount)
	}
	in, err := json.Marshal(entries)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(py, "-c", acceptScript)
	cmd.Stdin = bytes.NewReader(in)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("python3: %v", err)
	}
	var bad []string
	if err := json.Unmarshal(out, &bad); err != nil {
		t.Fatal(err)
	}
	if len(bad) > 0 {
		t.Errorf("%d names python3 does not decode as the table does: %q", len(bad), bad[:min(len(bad), 20)])
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
