# PEP 695 type statements are aliases, as CinderX declares them; type
# parameters are dynamic.
from typing import Optional


class B:
    pass


type A = int  # WARNING "a statement at module level runs interpreted: type statements" NOTE "not supported yet: type statements"
type Maybe = A | None  # WARNING "runs interpreted" NOTE "not supported yet: type statements"
type Bee = B  # WARNING "runs interpreted" NOTE "not supported yet: type statements"
type Bad = 42  # WARNING "runs interpreted" ERROR "RHS of type alias Bad is not a type: 42" NOTE "not supported yet: type statements"
type Collection[T] = list[T] | set[T]  # WARNING "runs interpreted" NOTE "not supported yet: type statements"


def takes(x: A, y: Maybe, b: Bee) -> int:
    reveal_type(x)  # ERROR "reveal_type\(x\): 'int'"
    reveal_type(y)  # ERROR "reveal_type\(y\): 'Optional\[int\]'"
    return x


def first[T](x: T, y: Collection[T]) -> T:
    reveal_type(x)  # ERROR "reveal_type\(x\): 'dynamic'"
    return x


class Box[T]:
    def __init__(self, v: T) -> None:
        self.v = v


def uses() -> None:
    takes("s", None, B())  # ERROR "type mismatch: str received for positional arg 'x', expected int"
    takes(1, 2, "b")  # ERROR "type mismatch: str received for positional arg 'b', expected type_statements.B"


# A plain assignment at module level of a name bound once to a type is
# an alias too (CinderX's maybe_set_type_alias): a class, a builtin
# type, an Optional; a union of other types stays dynamic.
Bee2 = B
MaybeInt = int | None
MaybeInt2 = MaybeInt
MaybeB = Optional[B]
Num = int
Either = int | str
Rebound = int
Rebound = str


def takes_assigned(a: Bee2, b: MaybeInt2, c: MaybeB, d: Num, e: Either, f: Rebound) -> None:
    reveal_type(a)  # ERROR "reveal_type\(a\): 'type_statements.B'"
    reveal_type(b)  # ERROR "reveal_type\(b\): 'Optional\[int\]'"
    reveal_type(c)  # ERROR "reveal_type\(c\): 'Optional\[type_statements.B\]'"
    reveal_type(d)  # ERROR "reveal_type\(d\): 'int'"
    reveal_type(e)  # ERROR "reveal_type\(e\): 'dynamic'"
    reveal_type(f)  # ERROR "reveal_type\(f\): 'dynamic'"
