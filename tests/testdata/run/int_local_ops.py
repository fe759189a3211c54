# // % << >> & | ^ on `int` locals are computed on machine integers when
# the result is Python's and through PyNumber_* otherwise. Every case
# must give the interpreter's results and errors: results past 64 bits
# at each operator, negative operands of // % >>, shifts by 64 or more
# and by negative counts, zero divisors, MIN // -1, bools, IntEnum
# members and int subclasses in the locals.
import __static__

from enum import IntEnum
from typing import List


class Level(IntEnum):
    LOW = 3
    HIGH = -8


class Loud(int):
    def __floordiv__(self, other):
        return "loud//"

    def __lshift__(self, other):
        return "loud<<"


def ops(a: int, b: int) -> List[object]:
    x: int = a
    y: int = b
    out: List[object] = []
    for name in ("//", "%", "<<", ">>", "&", "|", "^"):
        try:
            if name == "//":
                r: int = x // y
            elif name == "%":
                r = x % y
            elif name == "<<":
                r = x << y
            elif name == ">>":
                r = x >> y
            elif name == "&":
                r = x & y
            elif name == "|":
                r = x | y
            else:
                r = x ^ y
            out.append(r)
        except Exception as e:
            out.append((type(e).__name__, str(e)))
    return out


def test_signs():
    out = []
    for a in (7, -7, 0, 1, -1, 2 ** 62, -(2 ** 62)):
        for b in (2, -2, 3, -3, 1, -1, 0):
            out.append((a, b, ops(a, b)))
    return out


def test_edges():
    big = 2 ** 63
    top = big - 1
    out = []
    for a, b in [(-big, -1), (-big, 1), (top, -1), (-big, 2), (1, 62), (1, 63), (-1, 63), (1, 64), (0, 100),
                 (3, 61), (-3, 61), (top, 1), (5, -1), (-5, 64), (-5, 200), (5, 200), (big, 1), (-big - 1, 2),
                 (2 ** 100, 3), (3, 2 ** 100)]:
        out.append((a, b, ops(a, b)))
    return out


def test_subclasses():
    out = []
    for a, b in [(True, 2), (5, True), (Level.LOW, 1), (Level.HIGH, 2), (Loud(9), 2), (4, Loud(2))]:
        out.append(ops(a, b))
    return out


def aug(n: int) -> List[int]:
    k: int = n
    out: List[int] = []
    k //= 3
    out.append(k)
    k %= -7
    out.append(k)
    k <<= 60
    out.append(k)
    k <<= 10
    out.append(k)
    k >>= 65
    out.append(k)
    k ^= -1
    out.append(k)
    k |= 12
    out.append(k)
    k &= 10
    out.append(k)
    return out


def test_augmented():
    return [aug(100), aug(-100), aug(0), aug(2 ** 63 - 1), aug(-(2 ** 63))]


def digits(n: int) -> List[int]:
    ds: List[int] = []
    k: int = n if n >= 0 else -n
    while k:
        ds.append(k % 10)
        k //= 10
    return ds


def test_digits_loop():
    return [digits(0), digits(12345), digits(-907), digits(2 ** 70)]


def bits(n: int) -> int:
    count: int = 0
    x: int = n
    while x > 0:
        count += x & 1
        x >>= 1
    return count


def test_bits():
    return [bits(0), bits(255), bits(2 ** 64 + 5), bits(-3)]


def test_items():
    xs: List[int] = [100, -100, 7, 2 ** 70]
    i: int = 0
    while i < 4:
        xs[i] //= 3
        xs[i] <<= 2
        xs[i] %= 1000
        i += 1
    return xs
