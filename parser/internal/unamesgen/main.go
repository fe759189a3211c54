// Command unamesgen writes the table of character names that the parser
// decodes in \N{...} escapes: every name CPython's unicodedata accepts in a
// string literal, taken from the python3 that runs it (3.11: Unicode 14.0).
//
// It writes two files into the current directory (the parser's, under
// go generate):
//
//   - unames.bin: the names in byte order, front coded (each entry shares
//     a prefix with the one before it, and every 16th entry restarts with a
//     whole name, so a lookup binary-searches the restarts), each followed
//     by its code point as a zigzag varint delta from the previous entry's
//     (from 0 at a restart),
//     all compressed with DEFLATE;
//   - unames_tables.go: what CPython computes rather than stores, the
//     ranges of CJK UNIFIED IDEOGRAPH-XXXX and the jamo short names of
//     HANGUL SYLLABLE names.
//
// unicodedata cannot list the name aliases (NameAliases.txt) it accepts,
// so candidates come from Perl's copy of the Unicode names, which must be
// of the same Unicode version; python3 keeps those its \N{...} accepts as
// one character (named sequences are not escapes).
package main

import (
	"bufio"
	"bytes"
	"compress/flate"
	"encoding/json"
	"flag"
	"fmt"
	"go/format"
	"log"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
)

// restartEvery is how many entries share one restart point.
const restartEvery = 16

// script prints, as JSON, the Unicode version, every stored name with its
// code point, the CJK unified ideograph ranges, the Hangul jamo short
// names, and which of the alias candidates on stdin a literal accepts.
const script = `
import json, sys, unicodedata
names, cjk = [], []
for cp in range(0x110000):
    n = unicodedata.name(chr(cp), None)
    if n is None or n.startswith("HANGUL SYLLABLE "):
        continue
    if n.startswith("CJK UNIFIED IDEOGRAPH-"):
        if cjk and cjk[-1][1] == cp - 1:
            cjk[-1][1] = cp
        else:
            cjk.append([cp, cp])
        continue
    names.append([n, cp])
def syl(l, v, t):
    return unicodedata.name(chr(0xAC00 + (l * 21 + v) * 28 + t))[16:]
lead = [syl(l, 0, 0)[:-1] for l in range(19)]
vowel = [syl(11, v, 0) for v in range(21)]
trail = [syl(11, 0, t)[1:] for t in range(28)]
aliases = []
for line in sys.stdin:
    cp, n = line.split(" ", 1)
    n = n.strip()
    try:
        s = eval('"\\N{' + n + '}"')
    except SyntaxError:
        continue
    if len(s) == 1 and ord(s) == int(cp, 16) and unicodedata.name(s, None) != n:
        aliases.append([n, ord(s)])
json.dump({"version": unicodedata.unidata_version, "names": names, "cjk": cjk,
           "lead": lead, "vowel": vowel, "trail": trail, "aliases": aliases}, sys.stdout)
`

type data struct {
	Version            string
	Names, Aliases     [][2]any
	CJK                [][2]int
	Lead, Vowel, Trail []string
}

type entry struct {
	name string
	cp   int
}

func main() {
	python := flag.String("python", "python3", "the python3 whose unicodedata is the source")
	perlNames := flag.String("aliases", "", "Perl's unicore/Name.pl (default: found through perl)")
	flag.Parse()
	log.SetFlags(0)
	log.SetPrefix("unamesgen: ")

	path, perlVersion := *perlNames, ""
	if path == "" {
		out, err := exec.Command("perl", "-MConfig", "-MUnicode::UCD", "-e", `print "$Config{privlib}\n", Unicode::UCD::UnicodeVersion()`).Output()
		if err != nil {
			log.Fatalf("cannot find Perl's Unicode names for the aliases: %v", err)
		}
		lines := strings.Split(string(out), "\n")
		path, perlVersion = filepath.Join(lines[0], "unicore", "Name.pl"), lines[1]
	}
	candidates, err := aliasCandidates(path)
	if err != nil {
		log.Fatal(err)
	}
	cmd := exec.Command(*python, "-c", script)
	cmd.Stdin = strings.NewReader(candidates)
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		log.Fatalf("%s: %v", *python, err)
	}
	var d data
	if err := json.Unmarshal(out, &d); err != nil {
		log.Fatal(err)
	}
	if perlVersion != "" && perlVersion != d.Version {
		log.Fatalf("Perl's names are Unicode %s, python's %s: the aliases would not match", perlVersion, d.Version)
	}
	var entries []entry
	for _, l := range [][][2]any{d.Names, d.Aliases} {
		for _, e := range l {
			entries = append(entries, entry{e[0].(string), int(e[1].(float64))})
		}
	}
	sort.Slice(entries, func(i, j int) bool { return entries[i].name < entries[j].name })
	maxLen := 0
	for i, e := range entries {
		if i > 0 && e.name == entries[i-1].name {
			log.Fatalf("name %q twice", e.name)
		}
		maxLen = max(maxLen, len(e.name))
	}
	bin, size := encode(entries)
	if err := os.WriteFile("unames.bin", bin, 0o644); err != nil {
		log.Fatal(err)
	}
	src, err := tables(&d, len(entries), len(d.Aliases), maxLen, size)
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile("unames_tables.go", src, 0o644); err != nil {
		log.Fatal(err)
	}
}

// aliasCandidates reads the single-code-point entries of Perl's Name.pl
// ("HEX\nNAME\n\n" records) as "HEX NAME" lines.
func aliasCandidates(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	var b strings.Builder
	sc := bufio.NewScanner(f)
	var cp string
	for sc.Scan() {
		line := sc.Text()
		switch {
		case line == "":
			cp = ""
		case cp == "":
			if _, err := strconv.ParseUint(line, 16, 32); err == nil {
				cp = line
			}
		default:
			fmt.Fprintf(&b, "%s %s\n", cp, line)
			cp = ""
		}
	}
	return b.String(), sc.Err()
}

// encode front codes and compresses entries, which are sorted; it
// returns the compressed table and its size before compression.
func encode(entries []entry) ([]byte, int) {
	var raw []byte
	prev, prevCP := "", 0
	for i, e := range entries {
		k := 0
		if i%restartEvery == 0 {
			prevCP = 0
		} else {
			for k < len(prev) && k < len(e.name) && k < 255 && prev[k] == e.name[k] {
				k++
			}
		}
		raw = append(raw, byte(k))
		raw = append(raw, e.name[k:]...)
		raw = append(raw, 0)
		delta := e.cp - prevCP
		zz := uint64(delta) << 1
		if delta < 0 {
			zz = uint64(-delta)<<1 - 1
		}
		for zz >= 0x80 {
			raw = append(raw, byte(zz)|0x80)
			zz >>= 7
		}
		raw = append(raw, byte(zz))
		prev, prevCP = e.name, e.cp
	}
	var buf bytes.Buffer
	w, _ := flate.NewWriter(&buf, flate.BestCompression)
	w.Write(raw)
	w.Close()
	return buf.Bytes(), len(raw)
}

// tables renders unames_tables.go.
func tables(d *data, n, aliases, maxLen, size int) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "// Code generated by unamesgen from Python's unicodedata %s; DO NOT EDIT.\n\n", d.Version)
	b.WriteString("package parser\n\n")
	fmt.Fprintf(&b, "// unicodeVersion is the version of the Unicode names in unames.bin.\n")
	fmt.Fprintf(&b, "const unicodeVersion = %q\n\n", d.Version)
	fmt.Fprintf(&b, "// nameCount is the number of names in unames.bin, %d of them aliases.\n", aliases)
	fmt.Fprintf(&b, "const nameCount = %d\n\n", n)
	fmt.Fprintf(&b, "// namesSize is the size of unames.bin decompressed.\n")
	fmt.Fprintf(&b, "const namesSize = %d\n\n", size)
	fmt.Fprintf(&b, "// nameRestart is how many entries of unames.bin share one restart.\n")
	fmt.Fprintf(&b, "const nameRestart = %d\n\n", restartEvery)
	fmt.Fprintf(&b, "// maxNameLen is the length of the longest name in unames.bin.\n")
	fmt.Fprintf(&b, "const maxNameLen = %d\n\n", maxLen)
	b.WriteString("// cjkUnified lists the inclusive ranges of the CJK unified ideographs,\n// whose names CPython computes.\n")
	b.WriteString("var cjkUnified = [...][2]rune{\n")
	for _, r := range d.CJK {
		fmt.Fprintf(&b, "\t{0x%X, 0x%X},\n", r[0], r[1])
	}
	b.WriteString("}\n\n")
	b.WriteString("// The jamo short names that make up HANGUL SYLLABLE names.\nvar (\n")
	for _, t := range []struct {
		name string
		l    []string
	}{{"hangulLead", d.Lead}, {"hangulVowel", d.Vowel}, {"hangulTrail", d.Trail}} {
		fmt.Fprintf(&b, "\t%s = [...]string{", t.name)
		for i, s := range t.l {
			if i > 0 {
				b.WriteString(", ")
			}
			fmt.Fprintf(&b, "%q", s)
		}
		b.WriteString("}\n")
	}
	b.WriteString(")\n")
	return format.Source(b.Bytes())
}
