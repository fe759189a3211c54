# prod_assert: an assert python -O keeps, narrowing what follows.
from typing import Optional
from __static__ import prod_assert


def narrowed(x: Optional[int]) -> int:
    prod_assert(x)
    return x


def message(x: Optional[int]) -> int:
    prod_assert(x is not None, "x is required")
    prod_assert(x, 3)                 # ERROR "type mismatch: Literal\[3\] cannot be assigned to str"
    return x


def misuse(x: Optional[int]) -> str:
    prod_assert(x, "a", "b")          # ERROR "prod_assert\(\) must be called with one or two arguments"
    prod_assert(x, msg="a")           # ERROR "prod_assert\(\) does not accept keyword arguments"
    prod_assert(x)
    return x                          # ERROR "mismatched types: expected str because of return type, found int instead"


def expression(x: int) -> None:  # WARNING "expression runs interpreted"
    y = prod_assert(x)                # NOTE "not supported yet: prod_assert\(\) other than as a statement"
    print(y)
