"""The caller: typed calls into kernels, by position and by keyword."""
import __static__
from __static__ import int64, double, box
from kernels import mix, repeat, half, divide, describe, scale


def total(n: int64) -> int64:
    t: int64 = 0
    for i in range(3):
        t += mix(n, y=int64(i))
    return t


def words() -> str:
    return repeat("ab", 2) + repeat(n=1, s="c")


def halves() -> double:
    return half(3.0) + half(v=1.0)


def divided(y: int64) -> int64:
    return divide(100, y)


def listed() -> str:
    return describe([1, 2, 3])


def scaled(n: int64) -> int64:
    return scale(n) + scale(n + 1)


def mixes(n: int64):
    # A generator: the flag of this module's copy of mix is read when
    # its body starts, and the loop calls the copy.
    i: int64 = 0
    while i < n:
        yield box(mix(i, 1))
        i += 1


def rebind() -> None:
    # Rebinding an imported name: the calls of it (and of this module's
    # copy of kernels.scale) go to what it is bound to now.
    global scale
    scale = lambda x: x + 1000
