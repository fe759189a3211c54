from __future__ import annotations
"""A string after the __future__ import still counts as the docstring."""
import __static__
import __static__
import __strict__
from __static__ import int64
import __static__               # ERROR "Cinder flag __static__ must be at the top of a file"


def f(x: int64) -> int64:
    return x
