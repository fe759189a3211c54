# typing.Literal of int and bool constants, as CinderX checks them.
from typing import Literal
from __static__ import double, int8


def one() -> Literal[1]:
    return 1


def wrong_int():
    x: Literal[1] = 2  # ERROR "type mismatch: Literal\[2\] cannot be assigned to Literal\[1\]"


def wrong_bool():
    x: Literal[False] = True  # ERROR "type mismatch: Literal\[True\] cannot be assigned to Literal\[False\]"


def widened(x: int) -> Literal[1]:
    return x  # ERROR "mismatched types: expected Literal\[1\] because of return type, found int instead"


def from_bool(x: bool) -> Literal[False]:
    return x  # ERROR "mismatched types: expected Literal\[False\] because of return type, found bool instead"


def from_dynamic(x) -> Literal[12000]:
    return x


def stands_for_int() -> int:
    x: Literal[3] = 3
    return x + one()


class A:
    def f(self) -> Literal[False]:
        return False


class B(A):
    def f(self) -> bool:  # ERROR "literals.B.f overrides literals.A.f inconsistently. Returned type `bool` is not a subtype of the overridden return `Literal\[False\]`"
        return False


def compares(x: float) -> bool:
    from_int: double = 0
    y = double(x)
    if y > 3:  # ERROR "can't compare double to Literal\[3\]"
        return True
    if y > 3.0 or from_int < y:
        return True
    return False


def walrus_return() -> None:
    return (b := 2)  # ERROR "mismatched types: expected None because of return type, found Literal\[2\] instead"


def walrus_ok() -> int:
    return (b := 2)


def bool_into_primitive() -> None:
    a: int8 = True  # ERROR "type mismatch: bool cannot be assigned to int8"


def unpacked(a: int, b: int) -> None:
    x: int
    y: str
    x, y = 1, 1  # ERROR 8:"type mismatch: int cannot be assigned to str"
    x, y = [a, b]  # ERROR "type mismatch: int cannot be assigned to str"
    x, y = [a, "s"]
