// This file implements the token kinds the scanner produces.

package parser

// tokKind is the kind of a token.
type tokKind uint8

const (
	tEOF tokKind = iota
	tIllegal
	tNewline
	tIndent
	tDedent
	tName
	tNumber
	tString

	// Operators and delimiters.
	tLParen
	tRParen
	tLBrack
	tRBrack
	tLBrace
	tRBrace
	tColon
	tComma
	tSemi
	tPlus
	tMinus
	tStar
	tSlash
	tVBar
	tAmper
	tLess
	tGreater
	tAssign
	tDot
	tPercent
	tEqEq
	tNotEq
	tLessEq
	tGreaterEq
	tTilde
	tCaret
	tLShift
	tRShift
	tDoubleStar
	tPlusEq
	tMinusEq
	tStarEq
	tSlashEq
	tPercentEq
	tAmperEq
	tVBarEq
	tCaretEq
	tLShiftEq
	tRShiftEq
	tDoubleStarEq
	tDoubleSlash
	tDoubleSlashEq
	tAt
	tAtEq
	tArrow
	tEllipsis
	tWalrus

	// Keywords.
	tFalse
	tNone
	tTrue
	tAnd
	tAs
	tAssert
	tAsync
	tAwait
	tBreak
	tClass
	tContinue
	tDef
	tDel
	tElif
	tElse
	tExcept
	tFinally
	tFor
	tFrom
	tGlobal
	tIf
	tImport
	tIn
	tIs
	tLambda
	tNonlocal
	tNot
	tOr
	tPass
	tRaise
	tReturn
	tTry
	tWhile
	tWith
	tYield

	numTokKinds
)

var tokNames = [numTokKinds]string{
	tEOF:     "end of file",
	tIllegal: "illegal token",
	tNewline: "newline",
	tIndent:  "indent",
	tDedent:  "dedent",
	tName:    "name",
	tNumber:  "number",
	tString:  "string",

	tLParen:        "(",
	tRParen:        ")",
	tLBrack:        "[",
	tRBrack:        "]",
	tLBrace:        "{",
	tRBrace:        "}",
	tColon:         ":",
	tComma:         ",",
	tSemi:          ";",
	tPlus:          "+",
	tMinus:         "-",
	tStar:          "*",
	tSlash:         "/",
	tVBar:          "|",
	tAmper:         "&",
	tLess:          "<",
	tGreater:       ">",
	tAssign:        "=",
	tDot:           ".",
	tPercent:       "%",
	tEqEq:          "==",
	tNotEq:         "!=",
	tLessEq:        "<=",
	tGreaterEq:     ">=",
	tTilde:         "~",
	tCaret:         "^",
	tLShift:        "<<",
	tRShift:        ">>",
	tDoubleStar:    "**",
	tPlusEq:        "+=",
	tMinusEq:       "-=",
	tStarEq:        "*=",
	tSlashEq:       "/=",
	tPercentEq:     "%=",
	tAmperEq:       "&=",
	tVBarEq:        "|=",
	tCaretEq:       "^=",
	tLShiftEq:      "<<=",
	tRShiftEq:      ">>=",
	tDoubleStarEq:  "**=",
	tDoubleSlash:   "//",
	tDoubleSlashEq: "//=",
	tAt:            "@",
	tAtEq:          "@=",
	tArrow:         "->",
	tEllipsis:      "...",
	tWalrus:        ":=",

	tFalse:    "False",
	tNone:     "None",
	tTrue:     "True",
	tAnd:      "and",
	tAs:       "as",
	tAssert:   "assert",
	tAsync:    "async",
	tAwait:    "await",
	tBreak:    "break",
	tClass:    "class",
	tContinue: "continue",
	tDef:      "def",
	tDel:      "del",
	tElif:     "elif",
	tElse:     "else",
	tExcept:   "except",
	tFinally:  "finally",
	tFor:      "for",
	tFrom:     "from",
	tGlobal:   "global",
	tIf:       "if",
	tImport:   "import",
	tIn:       "in",
	tIs:       "is",
	tLambda:   "lambda",
	tNonlocal: "nonlocal",
	tNot:      "not",
	tOr:       "or",
	tPass:     "pass",
	tRaise:    "raise",
	tReturn:   "return",
	tTry:      "try",
	tWhile:    "while",
	tWith:     "with",
	tYield:    "yield",
}

func (k tokKind) String() string { return tokNames[k] }

// isKeyword reports whether k is a hard keyword.
func (k tokKind) isKeyword() bool { return k >= tFalse && k <= tYield }

// keywords maps a keyword's spelling to its kind.
var keywords = func() map[string]tokKind {
	m := make(map[string]tokKind)
	for k := tFalse; k <= tYield; k++ {
		m[tokNames[k]] = k
	}
	return m
}()

// augOps maps an augmented-assignment token to its operator.
var augOps = [numTokKinds]BinOpKind{
	tPlusEq: Add, tMinusEq: Sub, tStarEq: Mult, tAtEq: MatMult, tSlashEq: Div,
	tPercentEq: Mod, tDoubleStarEq: Pow, tLShiftEq: LShift, tRShiftEq: RShift,
	tVBarEq: BitOr, tCaretEq: BitXor, tAmperEq: BitAnd, tDoubleSlashEq: FloorDiv,
}

// isAugAssign reports whether k is an augmented-assignment operator.
func (k tokKind) isAugAssign() bool {
	switch k {
	case tPlusEq, tMinusEq, tStarEq, tAtEq, tSlashEq, tPercentEq, tDoubleStarEq,
		tLShiftEq, tRShiftEq, tVBarEq, tCaretEq, tAmperEq, tDoubleSlashEq:
		return true
	}
	return false
}

// token is one token. Offsets index the source; line and column are
// 1-based, columns counting bytes.
type token struct {
	kind            tokKind
	off, end        int
	line, col       int
	endLine, endCol int
}
