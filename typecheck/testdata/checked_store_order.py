import __static__
from __static__ import CheckedList


def store(x: CheckedList[int]) -> None:
    # The index's error first, then the value's, as CinderX reports them.
    x["A"] = [2, 3]     # ERROR "type mismatch: str cannot be assigned to int" ERROR "type mismatch: list cannot be assigned to int"
