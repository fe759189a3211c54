// Package diagnostics is the one model of what staticpyc says about a
// user's code: a position, a severity, a stable code, a message and an
// optional hint. Every phase appends to a List and never prints; the CLI
// sorts, de-duplicates and writes the list in text or JSON.
//
// diagnostics is a leaf: it imports nothing from the rest of staticpyc.
package diagnostics
