package diagnostics

// Code is a stable identifier for a kind of diagnostic. Codes are never
// renumbered or reused: tools and users grep for them.
//
//	SP1xxx  syntax
//	SP2xxx  types
//	SP3xxx  strict modules
//	SP4xxx  constructs staticpyc does not compile yet
//	SP9xxx  internal errors (a bug in staticpyc)
type Code string

// Syntax.
const (
	SyntaxError     Code = "SP1001" // Example: def f(:
	BadToken        Code = "SP1002" // Example: x = 1 $ 2
	BadIndent       Code = "SP1003" // Example: an unindent that matches no outer level
	UnterminatedStr Code = "SP1004" // Example: s = "abc
	BadNumber       Code = "SP1005" // Example: x = 0x
	ReadError       Code = "SP1006" // the file could not be read
	BadAssignTarget Code = "SP1007" // Example: f() = 1
	NotUTF8         Code = "SP1008" // the file is not valid UTF-8
)

// Types.
const (
	TypeMismatch       Code = "SP2001" // Example: x: int64 = "s"
	UndefinedName      Code = "SP2002" // Example: return y (y never bound)
	BadBinOp           Code = "SP2003" // Example: uint64 + int64
	CboolOperand       Code = "SP2004" // Example: cbool + cbool
	PrimitiveUnion     Code = "SP2005" // Example: total = 0; total = total + i (i: int64)
	RedefineLocal      Code = "SP2006" // Example: x: int64 = 1; x: double = 2.0
	PrimitiveScope     Code = "SP2007" // Example: X: int64 = 1 at module level
	PrimitiveArgument  Code = "SP2008" // Example: print(n) with n: int64
	ArgCount           Code = "SP2009" // Example: f(1, 2) for def f(a)
	CrangeNotIterator  Code = "SP2010" // Example: r = crange(10)
	CrangeArgs         Code = "SP2011" // Example: crange(1, 2, 3)
	ReturnMismatch     Code = "SP2012" // Example: -> int64 but can fall off the end
	UnsupportedImport  Code = "SP2013" // Example: from __static__ import Vector
	FinalAssign        Code = "SP2014" // Example: reassigning a Final
	RevealType         Code = "SP2015" // reveal_type(x) prints the type
	BadCompare         Code = "SP2016" // Example: int64 < str
	BadClen            Code = "SP2017" // Example: clen(5)
	BadUnaryOp         Code = "SP2018" // Example: ~x with x: double
	BadCall            Code = "SP2019" // Example: calling an int64
	BadCast            Code = "SP2020" // Example: cast(List[int], x)
	UnknownType        Code = "SP2021" // Example: x: Foo = 1 with Foo unknown
	BadBox             Code = "SP2022" // Example: box("s")
	PrimitiveObjectUse Code = "SP2023" // a primitive where an object is required
	BadKeyword         Code = "SP2024" // Example: f(z=1) for def f(a)
	FinalMissingValue  Code = "SP2025" // Example: X: Final[int]
	BadIndex           Code = "SP2026" // Example: indexing an int64
	BadAttribute       Code = "SP2027" // Example: attribute of a primitive
	StaticMarkerPlace  Code = "SP2028" // Example: import __static__ after another statement
	BadAnnotation      Code = "SP2029" // Example: a primitive annotation where one is not allowed
	BadOverride        Code = "SP2030" // Example: a method overriding a base's with another return type
	BadMember          Code = "SP2031" // Example: x: int in the class body and self.x: int in __init__
	BadDataclass       Code = "SP2032" // Example: C("a") for @dataclass class C: x: str; y: int
	BadNative          Code = "SP2033" // Example: @native without the library to load
	BadEnum            Code = "SP2034" // Example: class B(A) for a static Enum A
)

// Strict modules.
const (
	StrictMarker Code = "SP3001" // marker placement: combined, aliased
)

// Unsupported constructs.
const (
	Unsupported Code = "SP4001" // Example: class C: ... (not compiled yet)
	Interpreted Code = "SP4002" // Example: def gen(): yield 1 (a warning: runs interpreted)
)

// Internal errors.
const (
	InternalError Code = "SP9001"
)
