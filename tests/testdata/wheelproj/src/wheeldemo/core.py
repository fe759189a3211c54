import __static__
from __static__ import int64

from . import names


def score(n: int64) -> int64:
    total: int64 = 0
    i: int64 = 0
    while i < n:
        total += i * i
        i += 1
    return total


def greet(who: str) -> str:
    return names.hello(who)
