# Appending to a CheckedList parameter: a method call through the
# object (the list's own append checks the element's type).
# golden: add
import __static__
from __static__ import CheckedList


def add(xs: CheckedList[int], v: int) -> None:
    xs.append(v)
