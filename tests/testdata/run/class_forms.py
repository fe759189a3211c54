# Classes the way Python code writes them: dataclasses and NamedTuples
# (built from __annotations__), properties with a typed self,
# staticmethod/classmethod constructors called through the class, and
# forward references written as strings.
import __static__
from __static__ import int64, double, box
from dataclasses import dataclass, field
from typing import ClassVar, Final, List, NamedTuple, Optional
from functools import cached_property

LIMIT: Final[int] = 10
names: List[str] = []
pending: int


@dataclass
class Item:
    name: str
    weight: int
    value: int = 0
    tags: List[str] = field(default_factory=list)
    registry: ClassVar[int] = 7


@dataclass(frozen=True, order=True)
class Version:
    major: int
    minor: int


class Pair(NamedTuple):
    left: int
    right: str = "r"


class Vec:
    def __init__(self, x: double, y: double) -> None:
        self.x: double = x
        self.y: double = y

    @property
    def norm2(self) -> double:
        return self.x * self.x + self.y * self.y

    @property
    def scaled_x(self) -> float:
        return box(self.x * 2.0)

    @scaled_x.setter
    def scaled_x(self, v: float) -> None:
        self.x = double(v) / 2.0

    @staticmethod
    def unit(axis: int64) -> "Vec":
        if axis == 0:
            return Vec(1.0, 0.0)
        return Vec(0.0, 1.0)

    @classmethod
    def diagonal(cls, d: double) -> "Vec":
        return cls(d, d)

    def plus(self, other: "Vec") -> "Vec":
        return Vec(self.x + other.x, self.y + other.y)

    def maybe(self, other: "Optional[Vec]") -> double:
        if other is None:
            return -1.0
        return other.x


class Vec2(Vec):
    pass


def test_dataclass():
    a = Item("a", 2)
    b = Item("b", 3, 4, ["x"])
    return [a, b, a == Item("a", 2), Item.registry, list(Item.__annotations__)]


def test_frozen_order():
    vs = sorted([Version(1, 2), Version(1, 0), Version(0, 9)])
    try:
        vs[0].major = 5
    except Exception as e:
        return [vs, type(e).__name__]
    return [vs]


def test_namedtuple():
    p = Pair(1)
    return [p, p.right, p._asdict(), Pair._fields]


def test_property():
    v = Vec(3.0, 4.0)
    v.scaled_x = 10.0
    return [box(Vec(3.0, 4.0).norm2), v.scaled_x, box(v.x)]


def test_constructors():
    u: Vec = Vec.unit(1)
    d = Vec2.diagonal(2.5)
    s = u.plus(d)
    return [box(u.y), type(d).__name__, box(s.y), box(s.maybe(None)), box(s.maybe(u))]


def test_annotations_text():
    return [Version.__annotations__, Pair.__orig_bases__ != Pair.__bases__, sorted(Item.__dataclass_fields__)]


def test_module_annotations():
    return [__annotations__, "pending" in globals()]



class Tally:
    # functools.cached_property keeps its value in the instance's dict,
    # which a static class does not have (its fields are slots): reading
    # it raises TypeError, as in CinderX (cached_properties.py has
    # cinderx's, which use a slot).
    def __init__(self, base: int) -> None:
        self.base = base
        self.reads = 0

    @cached_property
    def double(self) -> int:
        self.reads += 1
        return self.base * 2


def test_cached_property():
    t = Tally(4)
    try:
        return t.double
    except TypeError as e:
        return [str(e), t.reads]
