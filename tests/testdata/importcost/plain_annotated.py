# A plain module (no __static__) whose class and module annotations are
# evaluated at import: compiled, it needs nothing of staticpyc's runtime.
from typing import Optional

limit: int = 3


class Point:
    x: int
    y: float = 2.0
    label: Optional[str] = None

    def __init__(self, x):
        self.x = x

    def moved(self, dx):
        return Point(self.x + dx)


def total(points):
    return sum(p.x for p in points) + limit
