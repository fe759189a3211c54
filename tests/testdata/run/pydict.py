# pydict and PyDict annotate dicts: a value that is not one raises at the
# assignment, compiled and interpreted alike.
import __static__
from __static__ import pydict, PyDict


def get(x) -> object:
    y: pydict = x
    return y.get("foo")


def first(d: PyDict[str, int]) -> object:
    return d["a"]


def test_get():
    return [get({"foo": 1}), get({})]


def test_not_a_dict():
    return get([1])


def test_generic():
    return first({"a": 3})
