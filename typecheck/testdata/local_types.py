# The local type of an unannotated local (declared dynamic) is what was
# last stored on the path; where paths join it is the union of theirs,
# inexact, as CinderX joins them.


class C:
    pass


def joined(flag: bool) -> None:
    x = None
    if flag:
        x = "foo"
    reveal_type(x)  # ERROR "reveal_type\(x\): 'Optional\[str\]', 'x' has declared type 'dynamic' and local type 'Optional\[str\]'"


def literal_join(flag: bool) -> None:
    if flag:
        ret = None
    else:
        ret = 0
    reveal_type(ret)  # ERROR "local type 'Optional\[Literal\[0\]\]'"


def same_on_both(flag: bool) -> None:
    if flag:
        c = C()
    else:
        c = C()
    reveal_type(c)  # ERROR "local type 'local_types.C'"
    d = C()
    reveal_type(d)  # ERROR "local type 'Exact\[local_types.C\]'"


def path_sensitive(flag: bool) -> None:
    y = 1
    if flag:
        y = "s"
        reveal_type(y)  # ERROR "local type 'Exact\[str\]'"
        return
    reveal_type(y)  # ERROR "local type 'Literal\[1\]'"


def loop(n: int) -> None:
    z = None
    for i in range(n):
        z = C()
    reveal_type(z)  # ERROR "local type 'Optional\[local_types.C\]'"


# A use of an unannotated local is checked by its local type: a return
# of one, of an `or` of typed values and such locals (CinderX).
class MyFloat(float):
    pass


def returns_float_local(x: int) -> int:
    y = 1.0
    if x:
        y = MyFloat("1.5")
    z = x or y
    return z  # ERROR "mismatched types: expected int because of return type, found float instead"


def returns_str_local() -> int:
    s = "s"
    return s  # ERROR "found str instead"


def returns_literal_local() -> str:
    n = 2
    return n  # ERROR "found Literal\[2\] instead"


def returns_fitting_locals(flag: bool) -> int:
    if flag:
        k = 1
    else:
        k = 2
    b = True
    if b:
        return k
    return len([k])


def returns_widened_float() -> float:
    z = 1
    z = z * 2.5
    return z


def returns_optional_local(flag: bool) -> "C | None":
    o = None
    if flag:
        o = C()
    return o


def takes_int(x: int) -> None:
    pass


class Holder:
    n: int

    def __init__(self) -> None:
        self.n = 0

    def put(self, n: int) -> None:
        self.n = n


def passes_locals(h: Holder) -> None:
    s = "a"
    takes_int(s)  # ERROR "type mismatch: str received for positional arg 'x', expected int"
    takes_int(x=s)  # ERROR "type mismatch: str received for keyword arg 'x', expected int"
    h.put(s)  # ERROR "type mismatch: str received for positional arg 'n', expected int"
    y: int = s  # ERROR "type mismatch: str cannot be assigned to int"
    h.n = s  # ERROR "type mismatch: str cannot be assigned to int"
    k = 3
    takes_int(k)
    h.n = k
    o = object()
    h.put(o)  # ERROR "type mismatch: object received for positional arg 'n', expected int"
