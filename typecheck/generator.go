// This file implements the checks of the generator functions that
// compile natively (lower/generator.go): every generator, coroutine and
// asynchronous generator does, yields and awaits in try bodies, except
// handlers and finally bodies included (the exception being handled is
// kept across the suspension in the generator's own item,
// runtime/genexc.go), and generator expressions, asynchronous ones
// inside a coroutine (genexp.go).

package typecheck

// generatorParams sends a native generator with an Array parameter to
// the interpreter: the native body borrows the caller's buffer, which
// the call releases when it returns, long before the generator ends.
func (c *checker) generatorParams(f *FuncDecl) {
	if !f.Generator || c.interp {
		return
	}
	for _, p := range f.Params {
		if _, ok := IsArray(p.Type); ok {
			c.unsupported(p.Pos, "Array parameters of generators")
			return
		}
	}
}
