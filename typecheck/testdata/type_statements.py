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
