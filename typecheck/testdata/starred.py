# Unpacking in displays compiles; a starred expression anywhere else is
# Python's SyntaxError.
import __static__
from __static__ import CheckedList, int64


def displays(a, m) -> None:
    w = [*a, 1]
    x = (*a, *a)
    y = {*a}
    z = {**m, "k": 1}


def primitives(n: int64) -> None:
    w = [*n]                        # ERROR "cannot use primitive in starred expression"
    z = {**n}                       # ERROR "dict splat cannot be a primitive"


def checked(a) -> None:             # WARNING "checked runs interpreted"
    c: CheckedList[int] = [*a]      # NOTE "not supported yet: starred expressions"


def bare(a):
    x = *a                          # ERROR "can't use starred expression here"
    return x


def comprehension(a):
    return [*x for x in a]          # ERROR "iterable unpacking cannot be used in comprehension"
