# match statements compile in functions; what CPython's compiler refuses
# in them (a SyntaxError when the module is compiled) is an error here.
import __static__


def ok(v) -> object:
    match v:
        case {"a": 1, "b": y} | {"a": 2, "b": y}:
            return y
        case [x, *rest] if x:
            return rest
        case _:
            return None


def bad(v) -> None:
    match v:
        case {"a": 1, "a": 2}:            # ERROR "mapping pattern checks duplicate key \('a'\)"
            pass
        case [x, x]:                      # ERROR "multiple assignments to name 'x' in pattern"
            pass
        case [1, y] | [z, 2]:             # ERROR "alternative patterns bind different names"
            pass
        case str(x=1, x=2):               # ERROR "attribute name repeated in class pattern: x"
            pass
        case _ | 3:                       # ERROR "wildcard makes remaining patterns unreachable"
            pass
        case n:                           # ERROR "name capture 'n' makes remaining patterns unreachable"
            pass
        case _:
            pass


match 1:                                  # NOTE "not supported yet: match statements" WARNING "a\ statement\ at\ module\ level runs interpreted"
    case _:
        pass


def cases_that_return(i: int) -> None:
    # Cases whose bodies return leave no path: after the statement s
    # holds what it held before it.
    s: str | None = None
    match i:
        case 1:
            s = "one"
            return
        case 2:
            return
    reveal_type(s)  # ERROR "reveal_type\(s\): 'Exact\[None\]'"


def failed_guard_stores(b: bool) -> None:
    # A guard that stores and fails leaves its store for the next case.
    x = 1
    match b:
        case True if (x := None):
            pass
        case False:
            reveal_type(x)  # ERROR "local type 'Optional\[Literal\[1\]\]'"


def subject_stores() -> None:
    s: str | None = None
    match (s := "foo"):
        case _:
            pass
    s.upper()
