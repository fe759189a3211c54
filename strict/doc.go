// Package strict enforces the strict-module rules of Static Python: where
// the `import __static__` / `import __strict__` marker may stand, and what
// a module body may do before the module is frozen. It reads the tree and
// typecheck.Info and only reports diagnostics.
package strict
