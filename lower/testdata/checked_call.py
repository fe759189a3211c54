# A call of a compiled function from a compiled function: the native
# body directly, primitives by value, and the failure flag checked.
# golden: caller
import __static__
from __static__ import int64


def callee(a: int64) -> int64:
    return a * 2


def caller(a: int64) -> int64:
    return callee(a) + 1
