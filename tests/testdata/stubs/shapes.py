"""Shapes."""
import __static__
from __static__ import int64, double, cast
from typing import Final, Optional

LIMIT: Final[int] = 10
SCALE: float = 2.0

class Point:
    def __init__(self, x: int64, y: int64) -> None:
        self.x: int64 = x
        self.y: int64 = y
        self._hidden: int = 0

    def norm1(self) -> int64:
        return self.x + self.y

    @staticmethod
    def origin() -> "Point":
        return Point(0, 0)

class Named(Point):
    name: str

    def label(self, prefix: str = "p") -> str:
        return prefix + self.name

def far(p: Point, q: Optional[Point]) -> Optional[Point]:
    return q

def flex(a: int, *rest: int, key: str = "k", **kw: int) -> None:
    pass

def _private() -> None:
    pass
