# A primitive local is bound by its declaration (`x: int64` holds 0) or
# an assignment; read where some path leaves it unbound, it is not
# defined, as CinderX reports.
from __static__ import int64, box, crange


def maybe_set(c: bool) -> int64:
    if c:
        x: int64 = 7
    return x                          # ERROR "Name `x` is not defined."


def loop_set(n: int64) -> int64:
    for i in crange(n):
        last: int64 = i * 2
    return last                       # ERROR "Name `last` is not defined."


def declared(c: bool) -> int64:
    x: int64
    if c:
        x = 7
    return x
