# Calls: direct calls, Python calls, conversions and the __static__ builtins.
from __static__ import int8, int32, int64, uint8, uint16, double, cbool, box, unbox, cast, clen, reveal_type, rand
from typing import List


def g(a: int64, b: int8 = 1) -> int64:
    return a


def h(x, y) -> None:
    pass


def direct(n: int64, o) -> None:  # WARNING "direct runs interpreted"
    g(n)
    g(n, 2)
    g(1, b=3)
    g(b=1, a=n)
    g(n, 2, 3)        # ERROR "Mismatched number of args for function calls\.g\. Expected 2, got 3"
    g()               # ERROR "Function calls\.g expects a value for argument a"
    g(n, c=1)         # ERROR "Given argument c does not exist in the definition of calls\.g"
    g(n, a=1)         # ERROR "g\(\) got multiple values for argument 'a'"
    g(o)              # ERROR "type mismatch: dynamic received for positional arg 'a', expected int64"
    g(n, b=n)         # ERROR "type mismatch: int64 received for keyword arg 'b', expected int8"
    g(n, 300)         # ERROR "type mismatch: Literal\[300\] received for positional arg 'b', expected int8"
    g(box(n))         # ERROR "type mismatch: int received for positional arg 'a', expected int64"
    h(n, o)           # ERROR "type mismatch: int64 received for positional arg 'x', expected dynamic"
    g(*o)
    g(**o)
    g(*n)             # ERROR "starred expression cannot be primitive"
    int64(*o)         # NOTE "not supported yet: \*args or \*\*kwargs in a primitive conversion"
    box(*o)           # NOTE "not supported yet: \*args or \*\*kwargs in a call to box\(\)"


def python_calls(n: int64, d: double) -> None:
    print(n)          # ERROR "Call argument cannot be a primitive" HINT "box\(n\)"
    print(box(n))
    print(n + 1)      # ERROR "Call argument cannot be a primitive" HINT "box\(n \+ 1\)"
    print(sep=d)      # ERROR "Call argument cannot be a primitive" HINT "box\(d\)"
    len(n)            # ERROR "Call argument cannot be a primitive"
    len([], x=2)      # ERROR "len\(\) takes no keyword arguments"
    x = [n]           # ERROR "type mismatch: int64 cannot be assigned to dynamic" HINT "list elements cannot be primitives"
    y = (n, 1)        # ERROR "type mismatch: int64 cannot be assigned to dynamic" HINT "tuple elements cannot be primitives"
    z = {n}           # ERROR "set members cannot be primitives" HINT "box\(x\)"
    w = {n: 1}        # ERROR "dict keys cannot be primitives"
    v = {1: n}        # ERROR "dict values cannot be primitives"
    s = f"{n}"        # ERROR "cannot use primitive in formatted value"
    t = [1, 2][n:]    # ERROR "slice indices cannot be primitives"
    t[:n] = [0]       # ERROR "type mismatch: int64 cannot be assigned to dynamic"
    u = {**x}


def conversions(n: int64, o, s: str, d: double) -> None:
    a = int8(n)
    b = int8(int64(300))
    c = uint8(o)
    e = double(n)
    f = double(o)
    k = int64(d)      # ERROR "type mismatch: double cannot be assigned to int64"
    m = int8(300)     # ERROR "type mismatch: Literal\[300\] cannot be assigned to int8"
    p = int8()        # ERROR "int8 requires a single argument \(0 given\)"
    q = int8(1, 2)    # ERROR "int8 requires a single argument \(2 given\)"
    r = int64(s)      # ERROR "type mismatch: str cannot be assigned to int64"
    t = double("1")   # ERROR "type mismatch: str cannot be assigned to double"
    u = cbool(box(n)) # ERROR "type mismatch: int cannot be assigned to cbool"
    u = cbool(n)
    v = int64(1.5)


def builtins(n: int64, o, l: list, d: double) -> None:
    a = box(n)
    b = box(o)        # ERROR "can't box non-primitive: dynamic"
    c = box(1)        # ERROR "can't box non-primitive: Literal\[1\]"
    e = box(n, n)     # ERROR "box only accepts a single argument"
    f: int32 = unbox(o)
    k = unbox(n)      # ERROR "Call argument cannot be a primitive"
    m = unbox()       # ERROR "unbox only accepts a single argument"
    m = unbox(x=o)    # ERROR "unbox\(\) takes no keyword arguments"
    p = cast(int, o)
    q = cast(int)     # ERROR "cast requires two parameters: type and value"
    r = cast(int64, o)  # ERROR "cast to non-runtime type"
    s = cast(Nope, o)   # ERROR "Name `Nope` is not defined." "cast to unknown type"
    t = cast(int, n)  # ERROR "Call argument cannot be a primitive"
    u = clen(l)
    v = clen(n)       # ERROR "bad argument type 'int64' for clen\(\)"
    w = clen(o)       # ERROR "bad argument type 'dynamic' for clen\(\)"
    x = clen(l, l)    # ERROR "len\(\) does not accept more than one arguments \(2 given\)"
    x = clen(l=l)     # ERROR "len\(\) takes no keyword arguments"
    y = rand()
    z = rand(1)       # ERROR "rand\(\) takes no arguments"


def inferred_clen(o) -> None:
    # Unannotated locals are dynamic but narrowed to what was stored in
    # them, as in CinderX: clen accepts a local last given a container.
    q = [1, 2]
    d = {"a": 1}
    s = "abc"
    t = (1, 2)
    a = clen(q) + clen(d) + clen(s) + clen(t)
    q = o
    b = clen(q)       # ERROR "bad argument type 'dynamic' for clen\(\)"
    k = 5.0
    c = clen(k)       # ERROR "bad argument type 'float' for clen\(\)"


def reveal(n: int64, o) -> None:
    reveal_type(n)    # ERROR "reveal_type\(n\): 'int64'"
    reveal_type(1)    # ERROR "reveal_type\(1\): 'Literal\[1\]'"
    reveal_type(o)    # ERROR "reveal_type\(o\): 'dynamic'"
    reveal_type(n < n)  # ERROR "reveal_type\(n < n\): 'cbool'"
    reveal_type()     # ERROR "reveal_type\(\) accepts exactly one argument"
    reveal_type(x=n)  # ERROR "reveal_type\(\) does not accept keyword arguments"


class Arity:
    def __init__(self, a: int64, b: int64 = 2) -> None:
        self.a: int64 = a

    def m(self, x: int64, scale: int64 = 1) -> int64:
        return x * scale


def method_arity(o: Arity) -> None:
    # Typed method and constructor calls are bound like function calls,
    # with CinderX's messages (self counts in the numbers).
    Arity(1)
    Arity()                  # ERROR "Function calls\.Arity\.__init__ expects a value for argument a"
    Arity(1, 2, 3)           # ERROR "Mismatched number of args for function calls\.Arity\.__init__\. Expected 3, got 4"
    o.m(1, scale=2)
    o.m()                    # ERROR "Function calls\.Arity\.m expects a value for argument x"
    o.m(1, 2, 3)             # ERROR "Mismatched number of args for function calls\.Arity\.m\. Expected 3, got 4"
    o.m(1, size=2)           # ERROR "Given argument size does not exist in the definition of calls\.Arity\.m"


def posonly(x: int, /, y: int = 0) -> int:
    return x + y


def calls_posonly() -> int:
    posonly(x=1)  # ERROR "Missing value for positional-only arg 0"
    return posonly(1, y=2) + posonly(3)


class OnlyNew:
    def __new__(cls, a: int) -> "OnlyNew":
        return object.__new__(cls)


def calls_new(x: str) -> OnlyNew:
    OnlyNew(1)
    return OnlyNew(x)  # ERROR "type mismatch: str received for positional arg 'a', expected int"


class NewInt:
    def __new__(cls, a: int) -> int:
        return a


def new_returns_int(x: int) -> str:
    return NewInt(x)  # ERROR "mismatched types: expected str because of return type, found int instead"


class TakesTwo:
    def __init__(self, x: int, y: int) -> None:
        pass


def init_directly() -> None:
    TakesTwo.__init__(None, 1)  # ERROR "expects a value for argument y" "type mismatch: None received for positional arg 'self', expected calls.TakesTwo"
