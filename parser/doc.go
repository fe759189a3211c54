// Package parser reads Python 3.11 source into an abstract syntax tree.
//
// The scanner (scanner.go) turns bytes into tokens, synthesising NEWLINE,
// INDENT and DEDENT the way CPython's tokenizer does; the parser
// (parser.go) is a hand-written recursive-descent parser over those
// tokens. The tree (ast.go) mirrors Python's own ast module node for node,
// so anyone who knows ast.dump knows this tree. Every node carries its
// source span. Syntax errors are diagnostics with file:line:col; the
// parser never panics on bad input.
//
// The tree is handed to typecheck and is not mutated after parsing.
package parser
