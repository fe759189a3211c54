# Union types as CinderX has them: what `a or b` of unrelated types is,
# narrowed by isinstance; a `A | B` annotation is dynamic.
from typing import Optional, Union


class A:
    attr: int = 1


class B(A):
    pass


class C:
    attr: str = "c"


def widen(x: A, y: B, c: C, n: int, s: str, o: Optional[int]) -> None:
    reveal_type(x or y)  # ERROR "reveal_type\(x or y\): 'unions.A'"
    reveal_type(n or (s or c))  # ERROR "reveal_type\(n or \(s or c\)\): 'Union\[int, str, unions.C\]'"
    reveal_type(n if n else o)  # ERROR "'Optional\[int\]'"
    reveal_type(n and s)  # ERROR "'Union\[int, str\]'"


def annotated(u: int | str, v: Union[int, A]) -> int:
    reveal_type(u)  # ERROR "reveal_type\(u\): 'dynamic'"
    return u


def local(y: int, z: str) -> int:
    x: int | str = y or z
    reveal_type(x)  # ERROR "'Union\[int, str\]'"
    return x  # ERROR "mismatched types: expected int because of return type, found Union\[int, str\] instead"


def exclude(y: int, z: str) -> int:
    o = y or z
    if isinstance(o, str):
        return 1
    reveal_type(o)  # ERROR "reveal_type\(o\): 'int'"
    return o


def keep(x) -> int:
    if isinstance(x, int | str):
        reveal_type(x)  # ERROR "'Union\[int, str\]'"
        return x  # ERROR "found Union\[int, str\] instead"
    if isinstance(x, (A, None)):
        return x  # ERROR "found Optional\[unions.A\] instead"
    if isinstance(x, int):
        return x
    return 1


def to_object(y: int, z: str) -> object:
    v: object = y or z
    return y or z


def union_values() -> None:
    a = int | str
    b = int | None
    c = int | "foo"  # ERROR "unsupported operand type\(s\) for \|: Type\[int\] and str"
