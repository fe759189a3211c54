# What looks at its caller's frame: namedtuple, Enum's functional API,
# TypeVar and NewType name the module their caller's globals name, and
# pickle finds such a class by that name. The module body runs under a
# frame of the module, so the ones it makes are this module's; a function
# that reads its own frame (sys._getframe, inspect.currentframe) runs
# interpreted and sees its own.
import inspect
import pickle
import sys
from collections import namedtuple
from enum import Enum, IntEnum
from typing import NamedTuple, NewType, TypeVar
from sys import _getframe as getframe

Point = namedtuple("Point", "x y")
Color = Enum("Color", "RED GREEN")
Level = IntEnum("Level", [("LOW", 1), ("HIGH", 2)])
T = TypeVar("T")
UserId = NewType("UserId", int)
BODY_MODULE = sys._getframe().f_globals["__name__"]
BODY_CODE = sys._getframe().f_code.co_name


class Pair(NamedTuple):
    a: int
    b: str


def test_modules():
    return [c.__module__ == __name__ for c in (Point, Color, Level, T, UserId, Pair)]


def test_round_trips():
    out = []
    for v in (Point(1, 2), Color.GREEN, Level.HIGH, Pair(3, "c")):
        out.append(pickle.loads(pickle.dumps(v)) == v)
    return out


def test_body_frame():
    return BODY_MODULE == __name__, BODY_CODE


def test_own_frame():
    f = sys._getframe()
    return f.f_code.co_name, f.f_globals["__name__"] == __name__


def test_own_frame_inspect():
    f = inspect.currentframe()
    return f.f_code.co_name, getframe(0).f_code.co_name


def _local_namedtuple(name):
    # Made in a compiled function: named after the module of the nearest
    # frame, which in both runs is this module's (the caller, below,
    # reads its frame, so it runs interpreted).
    return namedtuple(name, "a")


def test_local_namedtuple():
    here = sys._getframe().f_code.co_name
    cls = _local_namedtuple("Local")
    return here, cls.__module__ == __name__, cls(1)
