# A primitive field read through a typed self: a load at the field's
# offset, no attribute lookup.
# golden: get
import __static__
from __static__ import int64


class Point:
    x: int64

    def __init__(self, x: int64) -> None:
        self.x = x


def get(p: Point) -> int64:
    return p.x
