// Package typecheck resolves names and assigns Static Python types to a
// parsed module, reporting type errors in CinderX's wording.
//
// It reads the parser's tree without changing it and records what it
// learns in an Info (types of expressions, the declared type of every
// local, function signatures, folded Final constants), which lower reads.
package typecheck
