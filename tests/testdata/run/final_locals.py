# Final locals (primitive and object) and a @final property, compiled
# and interpreted alike.
import __static__
from __static__ import int64, box
from typing import Final, final


def scaled(a: int) -> int:
    k: Final[int64] = 5
    n: Final = a + 1
    label: Final[str] = "n"
    return box(k) * n + len(label)


class Gauge:
    def __init__(self, v: int) -> None:
        self.v = v

    @final
    @property
    def level(self) -> int:
        return self.v * 2


def test_final_locals():
    return [scaled(1), scaled(-1)]


def test_final_property():
    g = Gauge(4)
    return g.level + 1
