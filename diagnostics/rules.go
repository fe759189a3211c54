// This file implements the catalog of codes that tools list as rules
// (SARIF's tool.driver.rules): every constant of codes.go, read from
// codes.go itself so that a new code is never missing from the catalog.

package diagnostics

import (
	_ "embed"
	"go/ast"
	"go/parser"
	"go/token"
	"strconv"
	"strings"
	"sync"
	"unicode"
)

//go:embed codes.go
var codesSource string

// Rule describes one code.
type Rule struct {
	Code     Code
	Name     string // the constant's name in codes.go: TypeMismatch
	Category string // the comment over its group: "Syntax", "Types", …
	Summary  string // one sentence saying what the code reports
	Example  string // the constant's comment in codes.go, "" when none
}

// summaries says in a sentence what each code reports. A code that has
// none here gets one made from its name, so that a code added to
// codes.go still appears in every catalog.
var summaries = map[Code]string{
	SyntaxError:     "The source is not valid Python syntax.",
	BadToken:        "A character or token that Python does not accept.",
	BadIndent:       "Inconsistent or unexpected indentation.",
	UnterminatedStr: "A string literal is not closed.",
	BadNumber:       "A malformed number literal.",
	ReadError:       "The file could not be read.",
	BadAssignTarget: "An expression that cannot be assigned to, deleted or used as a target.",
	NotUTF8:         "The file is not valid UTF-8.",

	TypeMismatch:       "A value of one type is assigned or passed where another type is required.",
	UndefinedName:      "A name is used but never bound.",
	BadBinOp:           "A binary operator is applied to operand types it does not support.",
	CboolOperand:       "A cbool is used in arithmetic.",
	PrimitiveUnion:     "A variable would hold both a primitive and another type.",
	RedefineLocal:      "A local variable (or a module-level name) is declared again with a different type.",
	PrimitiveScope:     "A primitive type is used where only objects may live (module level, closures).",
	PrimitiveArgument:  "A primitive is passed to a function that takes Python objects.",
	ArgCount:           "A call passes too many or too few arguments.",
	CrangeNotIterator:  "crange() is used other than as the iterable of a for loop.",
	CrangeArgs:         "crange() is called with the wrong arguments.",
	ReturnMismatch:     "A return value does not match the declared return type, or a function can end without returning.",
	UnsupportedImport:  "A name imported from __static__ that does not exist or is not supported.",
	FinalAssign:        "A Final name is assigned again.",
	RevealType:         "reveal_type() shows the type of an expression.",
	BadCompare:         "A comparison between types that cannot be compared.",
	BadClen:            "clen() is applied to a value without a length.",
	BadUnaryOp:         "A unary operator is applied to an operand type it does not support.",
	BadCall:            "A value that cannot be called is called.",
	BadCast:            "cast() to a type that is not supported.",
	UnknownType:        "An annotation names an unknown type.",
	BadBox:             "box() or unbox() is applied to a value of the wrong type.",
	PrimitiveObjectUse: "A primitive is used where a Python object is required.",
	BadKeyword:         "A call passes a keyword argument the function does not take.",
	FinalMissingValue:  "A Final declaration has no value.",
	BadIndex:           "A value is indexed that does not support it.",
	BadAttribute:       "An attribute is read from a value that does not have it.",
	StaticMarkerPlace:  "The import __static__ marker is not at the top of the module.",
	BadAnnotation:      "An annotation that is not allowed in this place.",

	StrictMarker: "The __static__ or __strict__ marker is combined with other imports or aliased.",

	Unsupported: "A construct that staticpyc does not compile yet.",
	Interpreted: "A function staticpyc runs interpreted (generators, coroutines, match): correct, not compiled.",

	InternalError: "A bug in staticpyc.",
}

// Rules returns every code declared in codes.go, in the order declared.
func Rules() []Rule {
	rulesOnce.Do(func() { rulesCache = parseRules(codesSource) })
	return append([]Rule(nil), rulesCache...)
}

// RuleFor returns the rule of code; a code that codes.go does not declare
// gets a rule made from the code alone.
func RuleFor(code Code) Rule {
	for _, r := range Rules() {
		if r.Code == code {
			return r
		}
	}
	return Rule{Code: code, Name: string(code), Summary: "Diagnostic " + string(code) + "."}
}

var (
	rulesOnce  sync.Once
	rulesCache []Rule // computed once from the embedded codes.go; never changed after
)

// parseRules reads the Code constants of codes.go: their names, values,
// trailing comments and the comment over their group.
func parseRules(src string) []Rule {
	f, err := parser.ParseFile(token.NewFileSet(), "codes.go", src, parser.ParseComments)
	if err != nil {
		panic("internal error: diagnostics: cannot read the embedded codes.go: " + err.Error())
	}
	var rules []Rule
	for _, decl := range f.Decls {
		gd, ok := decl.(*ast.GenDecl)
		if !ok || gd.Tok != token.CONST {
			continue
		}
		category := ""
		if gd.Doc != nil {
			category = strings.TrimSuffix(strings.TrimSpace(gd.Doc.Text()), ".")
		}
		for _, spec := range gd.Specs {
			vs := spec.(*ast.ValueSpec)
			if id, ok := vs.Type.(*ast.Ident); !ok || id.Name != "Code" || len(vs.Names) != len(vs.Values) {
				continue
			}
			for i, name := range vs.Names {
				lit, ok := vs.Values[i].(*ast.BasicLit)
				if !ok || lit.Kind != token.STRING {
					continue
				}
				value, err := strconv.Unquote(lit.Value)
				if err != nil {
					continue
				}
				r := Rule{Code: Code(value), Name: name.Name, Category: category}
				if vs.Comment != nil {
					r.Example = strings.TrimSpace(vs.Comment.Text())
				}
				r.Summary = summaries[r.Code]
				if r.Summary == "" {
					r.Summary = summaryFromName(name.Name)
				}
				rules = append(rules, r)
			}
		}
	}
	return rules
}

// summaryFromName turns TypeMismatch into "Type mismatch."
func summaryFromName(name string) string {
	var b strings.Builder
	for i, r := range name {
		if i > 0 && unicode.IsUpper(r) {
			b.WriteByte(' ')
			r = unicode.ToLower(r)
		}
		b.WriteRune(r)
	}
	return b.String() + "."
}
