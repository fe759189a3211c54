import __static__
from __static__ import int64, int8, double, Array, crange, clen, box
from typing import Final

SHIFT: Final[int] = 3


def mix(n: int64) -> int64:
    s: int64 = 0
    for i in crange(n):
        s = (s * 31 + i) & 1048575
    return s


def axpy(y: Array[double], x: Array[double], a: double) -> None:
    for i in crange(clen(y)):
        y[i] = y[i] + a * x[i]


def narrow(v: int64) -> int8:
    return int8(v >> SHIFT)


def greet(name: str) -> str:
    return f"hello {name}"
