# Class attribute loads (C.NAME on a module class) go through a per-site
# cache keyed on the class's and its metaclass's version tags: enum
# members, constants, a @mutable class patched at run time, attributes
# a metaclass provides (a data descriptor there wins), descriptors
# (classmethod, staticmethod, property objects) and missing names.
import __static__
from __static__ import int64, box, mutable
from enum import IntEnum, Enum


class Direction(IntEnum):
    NONE = 0
    FORWARD = 1
    BACKWARD = 2


class Color(Enum):
    RED = "r"
    GREEN = "g"


class Consts:
    LIMIT = 10
    NAMES = ("a", "b")

    @classmethod
    def make(cls) -> int:
        return cls.LIMIT

    @staticmethod
    def twice(x: int) -> int:
        return 2 * x

    @property
    def p(self) -> int:
        return 3


class Sub(Consts):
    pass


@mutable
class Loose:
    K = 1


class Meta(type):
    @property
    def K(cls):
        return "from meta"

    def __getattr__(cls, name):
        return "missing " + name


MetaBase = Meta("MetaBase", (), {})


class WithMeta(MetaBase):
    K = "from class"
    J = "plain"


def directions(n: int64) -> list:
    out = []
    i: int64 = 0
    while i < n:
        d = Direction.FORWARD if i % 2 == 0 else Direction.BACKWARD
        out.append(d == Direction.FORWARD)
        i += 1
    return out


def colors() -> list:
    return [Color.RED.value, Color.GREEN.name, Color.RED is Color("r")]


def consts() -> list:
    return [Consts.LIMIT, Consts.NAMES, Sub.LIMIT, Consts.make(), Consts.twice(4), type(Consts.p).__name__, Sub.make()]


def loose_k() -> int:
    return Loose.K


def meta_attrs() -> list:
    return [WithMeta.K, WithMeta.J, WithMeta.nothing]


def missing():
    return Consts.nothing


def test_directions():
    return [directions(4), directions(4)]


def test_colors():
    return colors()


def test_consts():
    return [consts(), consts()]


def test_patched_mutable():
    before = [loose_k(), loose_k()]
    Loose.K = 5
    after = [loose_k(), loose_k()]
    del Loose.K
    try:
        gone = loose_k()
    except AttributeError as e:
        gone = str(e)
    Loose.K = 1
    return [before, after, gone, loose_k()]


def test_meta():
    first = [meta_attrs(), meta_attrs()]
    WithMeta.J = "patched"
    return [first, meta_attrs()]


def test_missing():
    return missing()


def test_frozen():
    try:
        Consts.LIMIT = 11
    except Exception as e:
        return [type(e).__name__, consts()]
    return consts()


class Defaults:
    # An annotated class attribute with a value is a default that an
    # instance may overwrite, as in CinderX; the class keeps 42.
    x: int = 42
    label: str = "d"


def test_instance_overwrites_default():
    a = Defaults()
    b = Defaults()
    a.x = 21
    b.label = "b"
    return [a.x, b.x, Defaults.x, a.label, b.label]
