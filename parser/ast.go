// This file implements the syntax tree, mirroring Python's ast module.

package parser

import (
	"math/big"
	"strings"

	"github.com/staticpyc/staticpyc/diagnostics"
)

// Span is the source range of a node: 1-based line and column of its
// first character and of the character just past its end. Columns count
// bytes, as CPython's col_offset does, plus one.
type Span struct {
	Line, Col       int
	EndLine, EndCol int
	// id is the node's dense number in its module, 0 until one is asked
	// for (see Module.NodeID).
	id uint32
}

// Loc returns the node's span; it makes every node a Node. (A method
// named Span would be hidden by the embedded field of the same name.)
func (s *Span) Loc() *Span { return s }

// Node is any node of the tree.
type Node interface {
	Loc() *Span
}

// Expr is an expression node.
type Expr interface {
	Node
	exprNode()
}

// Stmt is a statement node.
type Stmt interface {
	Node
	stmtNode()
}

// Pattern is a match-statement pattern.
type Pattern interface {
	Node
	patternNode()
}

// Module is a parsed file.
type Module struct {
	Filename string
	Source   []byte
	Body     []Stmt
	// TypeParamNames are the names of the PEP 695 type parameters of
	// the module's defs, classes and type statements, nested ones
	// included (recorded so that no pass walks the module for them).
	TypeParamNames []string
	// names are the module's identifiers as spelled (the parser's
	// interning table), for Mentions.
	names map[string]string
	// nodes[id] is the node numbered id; nodes[0] is unused.
	nodes []Node
}

// Mentions reports whether the identifier name occurs anywhere in the
// module's source (as a name, an attribute or a keyword argument), so a
// pass can skip work for a construct the module never uses.
func (m *Module) Mentions(name string) bool {
	_, ok := m.names[name]
	return ok
}

// Pos converts the start of n's span to a diagnostics position in m's file.
func (m *Module) Pos(n Node) diagnostics.Pos {
	s := n.Loc()
	return diagnostics.Pos{File: m.Filename, Line: s.Line, Col: s.Col}
}

// EndPos converts the end of n's span to a diagnostics position.
func (m *Module) EndPos(n Node) diagnostics.Pos {
	s := n.Loc()
	return diagnostics.Pos{File: m.Filename, Line: s.EndLine, Col: s.EndCol}
}

// ---------------------------------------------------------------- statements

type (
	// FunctionDef is `def` or `async def`.
	FunctionDef struct {
		Span
		Name       string
		Args       *Arguments
		Body       []Stmt
		Decorators []Expr
		Returns    Expr // nil when not annotated
		IsAsync    bool
		// TypeParams are the PEP 695 parameters of `def f[T](...)`.
		TypeParams []*TypeParam
		// Suspend is the first yield, yield from or await in the def's
		// own scope (outside nested defs, classes and lambdas), nil if
		// none: a def with one is a generator or a coroutine. The
		// parser records it so that no pass walks every expression to
		// find out.
		Suspend Expr
		// Yields is the first yield or yield from in the def's own
		// scope, nil if none: an async def with one is an asynchronous
		// generator, whatever its first suspension.
		Yields Expr
		// Genexps are the generator expressions of a top-level def or
		// method, nested defs and lambdas included, in source order
		// (recorded for the same reason as Suspend): one that is not
		// the sole argument of a consumer makes the def run
		// interpreted. Nested defs record theirs on the outermost.
		Genexps []*GeneratorExp
	}

	// ClassDef is a class statement.
	ClassDef struct {
		Span
		Name       string
		Bases      []Expr
		Keywords   []*Keyword
		Body       []Stmt
		Decorators []Expr
		// TypeParams are the PEP 695 parameters of `class C[T]:`.
		TypeParams []*TypeParam
	}

	// TypeAlias is the PEP 695 statement `type Name[params] = value`;
	// Python evaluates value lazily, as a type.
	TypeAlias struct {
		Span
		Name       *Name
		TypeParams []*TypeParam
		Value      Expr
	}

	// Return is `return [Value]`.
	Return struct {
		Span
		Value Expr // may be nil
	}

	// Delete is `del a, b`.
	Delete struct {
		Span
		Targets []Expr
	}

	// Assign is `a = b = value`.
	Assign struct {
		Span
		Targets []Expr
		Value   Expr
	}

	// AugAssign is `target op= value`.
	AugAssign struct {
		Span
		Target Expr
		Op     BinOpKind
		Value  Expr
	}

	// AnnAssign is `target: annotation [= value]`.
	AnnAssign struct {
		Span
		Target     Expr
		Annotation Expr
		Value      Expr // may be nil
		Simple     bool // target is a bare name, not parenthesised
	}

	// For is `[async] for target in iter: body else: orelse`.
	For struct {
		Span
		Target  Expr
		Iter    Expr
		Body    []Stmt
		Orelse  []Stmt
		IsAsync bool
	}

	// While is `while test: body else: orelse`.
	While struct {
		Span
		Test   Expr
		Body   []Stmt
		Orelse []Stmt
	}

	// If is `if test: body` with elif chains nested in Orelse.
	If struct {
		Span
		Test   Expr
		Body   []Stmt
		Orelse []Stmt
	}

	// With is `[async] with items: body`.
	With struct {
		Span
		Items   []*WithItem
		Body    []Stmt
		IsAsync bool
	}

	// Match is a match statement.
	Match struct {
		Span
		Subject Expr
		Cases   []*MatchCase
	}

	// Raise is `raise [exc [from cause]]`.
	Raise struct {
		Span
		Exc   Expr // may be nil
		Cause Expr // may be nil
	}

	// Try is try/except/else/finally; IsStar for `except*`.
	Try struct {
		Span
		Body      []Stmt
		Handlers  []*ExceptHandler
		Orelse    []Stmt
		Finalbody []Stmt
		IsStar    bool
	}

	// Assert is `assert test[, msg]`.
	Assert struct {
		Span
		Test Expr
		Msg  Expr // may be nil
	}

	// Import is `import a.b as c, d`.
	Import struct {
		Span
		Names []*Alias
	}

	// ImportFrom is `from ..module import names`.
	ImportFrom struct {
		Span
		Module string // may be "" for `from . import x`
		Names  []*Alias
		Level  int // number of leading dots
	}

	// Global is `global a, b`.
	Global struct {
		Span
		Names []string
	}

	// Nonlocal is `nonlocal a, b`.
	Nonlocal struct {
		Span
		Names []string
	}

	// ExprStmt is an expression used as a statement.
	ExprStmt struct {
		Span
		Value Expr
	}

	// Pass is `pass`.
	Pass struct{ Span }
	// Break is `break`.
	Break struct{ Span }
	// Continue is `continue`.
	Continue struct{ Span }
)

func (*FunctionDef) stmtNode() {}
func (*ClassDef) stmtNode()    {}
func (*Return) stmtNode()      {}
func (*Delete) stmtNode()      {}
func (*Assign) stmtNode()      {}
func (*AugAssign) stmtNode()   {}
func (*AnnAssign) stmtNode()   {}
func (*For) stmtNode()         {}
func (*While) stmtNode()       {}
func (*If) stmtNode()          {}
func (*With) stmtNode()        {}
func (*Match) stmtNode()       {}
func (*Raise) stmtNode()       {}
func (*Try) stmtNode()         {}
func (*Assert) stmtNode()      {}
func (*Import) stmtNode()      {}
func (*ImportFrom) stmtNode()  {}
func (*Global) stmtNode()      {}
func (*Nonlocal) stmtNode()    {}
func (*ExprStmt) stmtNode()    {}
func (*Pass) stmtNode()        {}
func (*Break) stmtNode()       {}
func (*Continue) stmtNode()    {}
func (*TypeAlias) stmtNode()   {}

// TypeParamKind says what a PEP 695 type parameter is.
type TypeParamKind uint8

// The kinds of type parameter.
const (
	TypeVarParam      TypeParamKind = iota // T, T: bound
	TypeVarTupleParam                      // *Ts
	ParamSpecParam                         // **P
)

// TypeParam is one parameter of a PEP 695 list (`[T: int, *Ts, **P]`),
// with its PEP 696 default.
type TypeParam struct {
	Span
	Name    string
	Kind    TypeParamKind
	Bound   Expr // may be nil; only for a TypeVar
	Default Expr // may be nil
}

// --------------------------------------------------------------- expressions

type (
	// BoolOp is `a and b and c` or `a or b`.
	BoolOp struct {
		Span
		Op     BoolOpKind
		Values []Expr
	}

	// NamedExpr is `target := value`.
	NamedExpr struct {
		Span
		Target *Name
		Value  Expr
	}

	// BinOp is `left op right`.
	BinOp struct {
		Span
		Left  Expr
		Op    BinOpKind
		Right Expr
	}

	// UnaryOp is `op operand`.
	UnaryOp struct {
		Span
		Op      UnaryOpKind
		Operand Expr
	}

	// Lambda is `lambda args: body`.
	Lambda struct {
		Span
		Args *Arguments
		Body Expr
	}

	// IfExp is `body if test else orelse`.
	IfExp struct {
		Span
		Test   Expr
		Body   Expr
		Orelse Expr
	}

	// Dict is a dict display; a nil key marks `**value`.
	Dict struct {
		Span
		Keys   []Expr
		Values []Expr
	}

	// Set is a set display.
	Set struct {
		Span
		Elts []Expr
	}

	// ListComp is `[elt for ...]`.
	ListComp struct {
		Span
		Elt        Expr
		Generators []*Comprehension
	}

	// SetComp is `{elt for ...}`.
	SetComp struct {
		Span
		Elt        Expr
		Generators []*Comprehension
	}

	// DictComp is `{key: value for ...}`.
	DictComp struct {
		Span
		Key        Expr
		Value      Expr
		Generators []*Comprehension
	}

	// GeneratorExp is `(elt for ...)`.
	GeneratorExp struct {
		Span
		Elt        Expr
		Generators []*Comprehension
		// Callee is the function of the call whose sole argument the
		// generator expression is (sum in sum(x for x in xs)), or nil.
		Callee Expr
		// InCoroutine: the def whose own scope it is in is an async def
		// (where an asynchronous one compiles natively).
		InCoroutine bool
	}

	// Await is `await value`.
	Await struct {
		Span
		Value Expr
	}

	// Yield is `yield [value]`.
	Yield struct {
		Span
		Value Expr // may be nil
	}

	// YieldFrom is `yield from value`.
	YieldFrom struct {
		Span
		Value Expr
	}

	// Compare is `left op1 c1 op2 c2 ...`.
	Compare struct {
		Span
		Left        Expr
		Ops         []CmpOpKind
		Comparators []Expr
	}

	// Call is `func(args, keywords)`; a *Starred in Args is `*x`, a keyword
	// with Arg == "" is `**x`.
	Call struct {
		Span
		Func     Expr
		Args     []Expr
		Keywords []*Keyword
	}

	// FormattedValue is one `{value!conv:spec}` of an f-string.
	FormattedValue struct {
		Span
		Value      Expr
		Conversion rune // 0, 's', 'r' or 'a'
		FormatSpec Expr // a *JoinedStr, or nil
	}

	// JoinedStr is an f-string: constants and formatted values.
	JoinedStr struct {
		Span
		Values []Expr
	}

	// Constant is a literal.
	Constant struct {
		Span
		Kind  ConstKind
		Int   *big.Int // ConstInt
		Float float64  // ConstFloat, and the imaginary part of ConstComplex
		Str   string   // ConstStr (decoded)
		Bytes []byte   // ConstBytes (decoded)
	}

	// Attribute is `value.attr`.
	Attribute struct {
		Span
		Value Expr
		Attr  string
		Ctx   Ctx
	}

	// Subscript is `value[slice]`.
	Subscript struct {
		Span
		Value Expr
		Slice Expr // a *Slice, a *Tuple of indexes, or any expression
		Ctx   Ctx
	}

	// Starred is `*value`.
	Starred struct {
		Span
		Value Expr
		Ctx   Ctx
	}

	// Name is an identifier.
	Name struct {
		Span
		Id  string
		Ctx Ctx
	}

	// List is a list display or target.
	List struct {
		Span
		Elts []Expr
		Ctx  Ctx
	}

	// Tuple is a tuple display or target.
	Tuple struct {
		Span
		Elts []Expr
		Ctx  Ctx
	}

	// Slice is `lower:upper:step` inside a subscript.
	Slice struct {
		Span
		Lower, Upper, Step Expr // each may be nil
	}
)

func (*BoolOp) exprNode()         {}
func (*NamedExpr) exprNode()      {}
func (*BinOp) exprNode()          {}
func (*UnaryOp) exprNode()        {}
func (*Lambda) exprNode()         {}
func (*IfExp) exprNode()          {}
func (*Dict) exprNode()           {}
func (*Set) exprNode()            {}
func (*ListComp) exprNode()       {}
func (*SetComp) exprNode()        {}
func (*DictComp) exprNode()       {}
func (*GeneratorExp) exprNode()   {}
func (*Await) exprNode()          {}
func (*Yield) exprNode()          {}
func (*YieldFrom) exprNode()      {}
func (*Compare) exprNode()        {}
func (*Call) exprNode()           {}
func (*FormattedValue) exprNode() {}
func (*JoinedStr) exprNode()      {}
func (*Constant) exprNode()       {}
func (*Attribute) exprNode()      {}
func (*Subscript) exprNode()      {}
func (*Starred) exprNode()        {}
func (*Name) exprNode()           {}
func (*List) exprNode()           {}
func (*Tuple) exprNode()          {}
func (*Slice) exprNode()          {}

// ---------------------------------------------------------------- auxiliaries

// Arguments is a parameter list, as ast.arguments.
type Arguments struct {
	Span
	PosOnly    []*Arg
	Args       []*Arg
	Vararg     *Arg // *args, may be nil
	KwOnly     []*Arg
	KwDefaults []Expr // parallel to KwOnly; nil where no default
	Kwarg      *Arg   // **kwargs, may be nil
	Defaults   []Expr // defaults of the last len(Defaults) of PosOnly+Args
}

// Arg is one parameter.
type Arg struct {
	Span
	Name       string
	Annotation Expr // may be nil
}

// Keyword is `arg=value` in a call or class header; Arg "" means `**value`.
type Keyword struct {
	Span
	Arg   string
	Value Expr
}

// Alias is `name [as asname]` in an import.
type Alias struct {
	Span
	Name   string // dotted
	AsName string // "" when absent
}

// ImportName is the name `import Name [as AsName]` binds: AsName, else
// the first component of Name (`import a.b` binds a).
func (a *Alias) ImportName() string {
	if a.AsName != "" {
		return a.AsName
	}
	first, _, _ := strings.Cut(a.Name, ".")
	return first
}

// WithItem is `context [as vars]`.
type WithItem struct {
	Span
	Context Expr
	Vars    Expr // may be nil
}

// ExceptHandler is `except [type [as name]]: body`.
type ExceptHandler struct {
	Span
	Type Expr   // may be nil
	Name string // "" when absent
	Body []Stmt
}

// Comprehension is one `[async] for target in iter if ...` clause.
type Comprehension struct {
	Span
	Target  Expr
	Iter    Expr
	Ifs     []Expr
	IsAsync bool
}

// MatchCase is `case pattern [if guard]: body`.
type MatchCase struct {
	Span
	Pattern Pattern
	Guard   Expr // may be nil
	Body    []Stmt
}

// ------------------------------------------------------------------ patterns

type (
	// MatchValue matches a value pattern (a literal or dotted name).
	MatchValue struct {
		Span
		Value Expr
	}
	// MatchSingleton matches None, True or False.
	MatchSingleton struct {
		Span
		Value *Constant
	}
	// MatchSequence matches `[p, q, *rest]`.
	MatchSequence struct {
		Span
		Patterns []Pattern
	}
	// MatchMapping matches `{k: p, **rest}`.
	MatchMapping struct {
		Span
		Keys     []Expr
		Patterns []Pattern
		Rest     string // "" when absent
	}
	// MatchClass matches `Cls(p, name=q)`.
	MatchClass struct {
		Span
		Cls         Expr
		Patterns    []Pattern
		KwdAttrs    []string
		KwdPatterns []Pattern
	}
	// MatchStar is `*name` (Name "" for `*_`) inside a sequence pattern.
	MatchStar struct {
		Span
		Name string
	}
	// MatchAs is `pattern as name`, a capture `name`, or the wildcard `_`
	// (Pattern nil and Name "").
	MatchAs struct {
		Span
		Pattern Pattern // may be nil
		Name    string
	}
	// MatchOr is `p | q`.
	MatchOr struct {
		Span
		Patterns []Pattern
	}
)

func (*MatchValue) patternNode()     {}
func (*MatchSingleton) patternNode() {}
func (*MatchSequence) patternNode()  {}
func (*MatchMapping) patternNode()   {}
func (*MatchClass) patternNode()     {}
func (*MatchStar) patternNode()      {}
func (*MatchAs) patternNode()        {}
func (*MatchOr) patternNode()        {}

// ------------------------------------------------------------------- enums

// Ctx is how a target expression is used.
type Ctx uint8

const (
	Load Ctx = iota
	Store
	Del
)

// ConstKind is the kind of a Constant.
type ConstKind uint8

const (
	ConstNone ConstKind = iota
	ConstTrue
	ConstFalse
	ConstEllipsis
	ConstInt
	ConstFloat
	ConstComplex
	ConstStr
	ConstBytes
)

// BinOpKind is a binary (or augmented-assignment) operator.
type BinOpKind uint8

const (
	Add BinOpKind = iota
	Sub
	Mult
	MatMult
	Div
	Mod
	Pow
	LShift
	RShift
	BitOr
	BitXor
	BitAnd
	FloorDiv
)

var binOpSymbols = [...]string{"+", "-", "*", "@", "/", "%", "**", "<<", ">>", "|", "^", "&", "//"}

// String is the operator as written in source.
func (k BinOpKind) String() string { return binOpSymbols[k] }

// UnaryOpKind is a unary operator.
type UnaryOpKind uint8

const (
	Invert UnaryOpKind = iota
	Not
	UAdd
	USub
)

var unaryOpSymbols = [...]string{"~", "not", "+", "-"}

func (k UnaryOpKind) String() string { return unaryOpSymbols[k] }

// BoolOpKind is `and` or `or`.
type BoolOpKind uint8

const (
	And BoolOpKind = iota
	Or
)

func (k BoolOpKind) String() string {
	if k == And {
		return "and"
	}
	return "or"
}

// CmpOpKind is a comparison operator.
type CmpOpKind uint8

const (
	Eq CmpOpKind = iota
	NotEq
	Lt
	LtE
	Gt
	GtE
	Is
	IsNot
	In
	NotIn
)

var cmpOpSymbols = [...]string{"==", "!=", "<", "<=", ">", ">=", "is", "is not", "in", "not in"}

func (k CmpOpKind) String() string { return cmpOpSymbols[k] }

// HasStarred reports whether one of es is a *Starred (`*x`).
func HasStarred(es []Expr) bool {
	for _, e := range es {
		if _, ok := e.(*Starred); ok {
			return true
		}
	}
	return false
}
