# pydict and PyDict: __static__'s names of dict (PyDict's parameters are
# not checked, as in CinderX).
from __static__ import pydict, PyDict


def get(x) -> object:
    y: pydict = x
    return y.get("foo")


def untrusted(d: PyDict[str, int]) -> str:
    return d[3]


def wrong() -> None:
    z: pydict = [1]                   # ERROR "type mismatch: list cannot be assigned to dict"
