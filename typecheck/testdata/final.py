# Final module constants: folded, never reassigned.
from __static__ import int64, int8, box
from typing import Final, List, final
import typing

SHIFT: Final[int] = 6
MASK: Final = (1 << SHIFT) - 1
NAME: Final[str] = "x"
RATE: typing.Final[float] = 0.5
MISSING: Final[int]     # ERROR "Must assign a value when declaring a Final"
BIG: Final[int] = 300
DYN: Final = len("abc")

SHIFT = 7               # ERROR "Cannot assign to a Final variable"


def use(w: int64) -> int64:
    global MASK
    MASK = 3            # ERROR "Cannot assign to a Final variable"
    x: Final[int] = 3
    print(x)
    return (w >> SHIFT) & MASK


def locals_final(a: int) -> int:
    k: Final[int64] = 5
    n: Final = a + 1
    b: Final[int]
    k = 6               # ERROR "Cannot assign to a Final variable"
    if b := a - 1:      # ERROR "Cannot assign to a Final variable"
        return n
    try:
        pass
    except Exception as n:  # ERROR "Cannot assign to a Final variable"
        pass
    return box(k) + n


DYN = 4                 # ERROR "Cannot assign to a Final variable"


def too_big(w: int8) -> int8:
    return w + MASK


def too_big2(w: int8) -> int8:
    return w + BIG      # ERROR "cannot add int8 and Literal\[300\]"


for SHIFT in range(3):  # ERROR "Cannot assign to a Final variable"
    pass


class Limits:
    top: Final[int] = 10
    floor: Final[int]

    def __init__(self, floor: int) -> None:
        self.floor = floor                 # declared without a value: __init__ sets it
        self.span: Final[int] = 3

    def widen(self) -> None:
        self.span = 4                      # ERROR "Cannot assign to a Final attribute of final.Limits:span"
        self.top += 1                      # ERROR "Cannot assign to classvar 'top' on 'final.Limits' instance"


def tweak(l: Limits) -> None:
    l.top = 11                             # ERROR "Cannot assign to classvar 'top' on 'final.Limits' instance"
    Limits.top = 12                        # ERROR "Cannot assign to a Final attribute of final.Limits:top"
    l.floor = 0                            # ERROR "Cannot assign to a Final attribute of final.Limits:floor"


nested: List[Final[str]] = []  # ERROR "Final annotation is only valid in initial declaration"
two: Final[int, str] = 1  # ERROR "incorrect number of generic arguments for Final\[T\], expected 1, got 2"


def final_param(a: Final[int]) -> Final[int]:  # ERROR "Final annotation is only valid in initial declaration" "Final annotation is only valid in initial declaration"
    return a


class Gauge:
    @final
    @property
    def level(self) -> int:
        return 42


def read(g: Gauge) -> str:
    return g.level      # ERROR "mismatched types: expected str because of return type, found int instead"


class HoldsFinal:
    x: Final[int]

    def __init__(self) -> None:
        self.x = 3


held: HoldsFinal = HoldsFinal()
held.x = 4  # ERROR "Cannot assign to a Final attribute of final.HoldsFinal:x"
