// Package parser reads Python 3.11 source into an abstract syntax tree.
//
// The scanner (scanner.go) turns bytes into tokens, synthesising NEWLINE,
// INDENT and DEDENT the way CPython's tokenizer does; the parser is a
// hand-written recursive-descent parser over those tokens (parser.go for
// the entry point, errors and recovery; stmt.go, expr.go, strings.go with
// f-strings, pattern.go for match). String literals decode as CPython's
// do; the character names of \N{...} escapes come from unames.bin, which
// go generate writes from python3's unicodedata (internal/unamesgen).
// Dump (dump.go) prints a tree the way Python's ast.dump does, and the
// tests compare it with CPython's. children.go has the walks later
// phases share: the expressions inside a node, the statements of a scope.
//
// The tree (ast.go) mirrors Python's own ast module node for node, so
// anyone who knows ast.dump knows this tree. Every node carries its
// source span. Syntax errors are diagnostics with file:line:col; the
// parser never panics on bad input.
//
// The tree is handed to typecheck and is not mutated after parsing.
package parser
