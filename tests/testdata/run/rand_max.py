# __static__'s RAND_MAX: a Final int, inlined where it is used.
import __static__
from __static__ import RAND_MAX, int64, box, rand


def as_prim() -> int:
    x: int64 = RAND_MAX
    return box(x)


def as_object():
    return RAND_MAX


def in_range() -> bool:
    r: int64 = rand()
    if r <= RAND_MAX:
        return True
    return False


def test_rand_max():
    return [as_prim(), as_object(), in_range(), RAND_MAX]
