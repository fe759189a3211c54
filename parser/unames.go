// This file implements the lookup of character names for \N{...} escapes,
// with the semantics CPython's unicodedata gives string literals: stored
// names and name aliases match without regard to ASCII case, CJK UNIFIED
// IDEOGRAPH-XXXX and HANGUL SYLLABLE names are computed and match only as
// written in capitals, and named sequences are not characters.

package parser

import (
	"bytes"
	"compress/flate"
	_ "embed"
	"io"
	"sync"
)

//go:generate go run ./internal/unamesgen

// unamesBin is the table unamesgen writes: every stored name and alias,
// sorted, front coded with a whole name every nameRestart entries, each
// followed by its code point as a zigzag varint delta from the entry
// before (from 0 at a restart), compressed.
//
//go:embed unames.bin
var unamesBin []byte

// nameTable is unamesBin decompressed, with the offsets of its restarts.
type nameTable struct {
	data     []byte
	restarts []uint32
}

// names is the table, decompressed on first use: most modules have no
// \N escape and never pay for it.
var names = sync.OnceValue(loadNames)

// loadNames decompresses unamesBin and finds its restarts.
func loadNames() *nameTable {
	data := make([]byte, namesSize)
	if _, err := io.ReadFull(flate.NewReader(bytes.NewReader(unamesBin)), data); err != nil {
		panic("internal error: unames.bin: " + err.Error())
	}
	t := &nameTable{data: data, restarts: make([]uint32, 0, nameCount/nameRestart+1)}
	for i, off := 0, 0; off < len(data); i++ {
		if i%nameRestart == 0 {
			t.restarts = append(t.restarts, uint32(off))
		}
		off = bytes.IndexByte(data[off+1:], 0) + off + 2
		for data[off] >= 0x80 {
			off++
		}
		off++
	}
	return t
}

// lookupName returns the character named name in a \N{name} escape, as
// CPython's unicodedata does for string literals.
func lookupName(name []byte) (rune, bool) {
	const hangul, cjk = "HANGUL SYLLABLE ", "CJK UNIFIED IDEOGRAPH-"
	if bytes.HasPrefix(name, []byte(hangul)) {
		return hangulSyllable(name[len(hangul):])
	}
	if bytes.HasPrefix(name, []byte(cjk)) {
		return cjkIdeograph(name[len(cjk):])
	}
	if len(name) > maxNameLen {
		return 0, false
	}
	var buf [maxNameLen]byte
	key := buf[:len(name)]
	for i, c := range name {
		if 'a' <= c && c <= 'z' {
			c -= 'a' - 'A'
		}
		key[i] = c
	}
	return names().find(key)
}

// find looks key up: a binary search over the restarts, whose names are
// whole, then a walk through the entries of one restart.
func (t *nameTable) find(key []byte) (rune, bool) {
	// The last restart whose name is <= key.
	lo, hi := 0, len(t.restarts)
	for hi-lo > 1 {
		m := int(uint(lo+hi) >> 1)
		off := int(t.restarts[m]) + 1
		end := off + bytes.IndexByte(t.data[off:], 0)
		if bytes.Compare(t.data[off:end], key) <= 0 {
			lo = m
		} else {
			hi = m
		}
	}
	// A restart's code point is a delta from 0, the others from the
	// entry before.
	var cur [maxNameLen]byte
	n, cp := 0, 0
	off := int(t.restarts[lo])
	for i := 0; i < nameRestart && off < len(t.data); i++ {
		var delta int
		n, delta, off = t.entry(off, &cur)
		cp += delta
		switch bytes.Compare(cur[:n], key) {
		case 0:
			return rune(cp), true
		case 1:
			return 0, false
		}
	}
	return 0, false
}

// entry decodes the entry at off into cur, which holds the name of the
// entry before it, and returns the name's length, its code point's delta
// and the offset of the next entry.
func (t *nameTable) entry(off int, cur *[maxNameLen]byte) (n, delta, next int) {
	k := int(t.data[off])
	end := off + 1 + bytes.IndexByte(t.data[off+1:], 0)
	n = k + copy(cur[k:], t.data[off+1:end])
	off = end + 1
	var zz uint64
	for shift := 0; ; shift += 7 {
		c := t.data[off]
		off++
		zz |= uint64(c&0x7F) << shift
		if c < 0x80 {
			break
		}
	}
	return n, zigzag(zz), off
}

func zigzag(zz uint64) int {
	if zz&1 != 0 {
		return -int(zz>>1) - 1
	}
	return int(zz >> 1)
}

// hangulSyllable decodes the part of a HANGUL SYLLABLE name after its
// prefix as CPython does: the longest leading, then vowel, then trailing
// jamo that match, which must use up the name.
func hangulSyllable(s []byte) (rune, bool) {
	l, n := longestJamo(s, hangulLead[:])
	s = s[n:]
	v, n := longestJamo(s, hangulVowel[:])
	s = s[n:]
	t, n := longestJamo(s, hangulTrail[:])
	s = s[n:]
	if l < 0 || v < 0 || t < 0 || len(s) != 0 {
		return 0, false
	}
	const base = 0xAC00
	return rune(base + (l*len(hangulVowel)+v)*len(hangulTrail) + t), true
}

// longestJamo returns the index of the longest of jamo that s starts
// with, and its length; -1 when none does.
func longestJamo(s []byte, jamo []string) (int, int) {
	best, n := -1, -1
	for i, j := range jamo {
		if len(j) > n && len(j) <= len(s) && string(s[:len(j)]) == j {
			best, n = i, len(j)
		}
	}
	return best, max(n, 0)
}

// cjkIdeograph decodes the hexadecimal part of a CJK UNIFIED IDEOGRAPH
// name: four or five capital hex digits naming a unified ideograph.
func cjkIdeograph(s []byte) (rune, bool) {
	if len(s) != 4 && len(s) != 5 {
		return 0, false
	}
	var v rune
	for _, c := range s {
		switch {
		case '0' <= c && c <= '9':
			v = v*16 + rune(c-'0')
		case 'A' <= c && c <= 'F':
			v = v*16 + rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	for _, r := range cjkUnified {
		if r[0] <= v && v <= r[1] {
			return v, true
		}
	}
	return 0, false
}
