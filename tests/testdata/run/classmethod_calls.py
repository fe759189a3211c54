# C.m(args) for a classmethod m of a module class: the native body called
# with C as cls while the name C is bound to the class and the class's
# lookup finds m's classmethod; the generic call when the name is rebound,
# the method replaced on a @mutable class (and restored), or called
# through a subclass that overrides it.
from __future__ import annotations

import __static__
from __static__ import mutable
from typing import final


@final
class Level:
    LOW = None
    HIGH = None

    def __init__(self, rank: int, name: str) -> None:
        self.rank = rank
        self.name = name

    @classmethod
    def stronger(cls, a: Level, b: Level) -> bool:
        return a.rank < b.rank

    @classmethod
    def strongest(cls, a: Level, b: Level) -> Level:
        if Level.stronger(a, b):
            return a
        return b

    @classmethod
    def named(cls, name: str) -> str:
        return cls.__name__ + ":" + name


Level.LOW = Level(5, "low")
Level.HIGH = Level(1, "high")


class Shape:
    @classmethod
    def kind(cls) -> str:
        return "shape " + cls.__name__

    @classmethod
    def scaled(cls, k: int) -> int:
        return k * 2


class Circle(Shape):
    @classmethod
    def scaled(cls, k: int) -> int:
        return k * 3 + Shape.scaled(k)


class Scale:
    @classmethod
    def unit(cls, k: int) -> int:
        return k

    @classmethod
    def twice(cls, k: int) -> int:
        # cls is Scale or a subclass: its own unit() for a subclass.
        return cls.unit(k) + cls.unit(k)


class Metric(Scale):
    @classmethod
    def unit(cls, k: int) -> int:
        return k * 1000


class Other:
    @classmethod
    def scaled(cls, k: int) -> int:
        return k * 10

    @classmethod
    def kind(cls) -> str:
        return "other"


@mutable
class Knob:
    @classmethod
    def turn(cls, n: int) -> int:
        return n + 1


def other_turn(cls, n):
    return n * 100


def test_classmethods_direct():
    out = []
    for i in range(3):
        out.append(Level.stronger(Level.HIGH, Level.LOW))
        out.append(Level.strongest(Level.LOW, Level.HIGH).name)
        out.append(Level.named("x"))
    out += [Shape.kind(), Circle.kind(), Shape.scaled(4), Circle.scaled(4)]
    return out


def test_classmethod_replaced_and_restored():
    out = [Knob.turn(1)]
    saved = Knob.__dict__["turn"]
    Knob.turn = classmethod(other_turn)
    out.append(Knob.turn(2))
    Knob.turn = saved
    out.append(Knob.turn(3))
    Knob.turn = staticmethod(lambda n: n - 1)
    out.append(Knob.turn(4))
    Knob.turn = saved
    out.append(Knob.turn(5))
    return out


def test_classmethod_name_rebound():
    g = globals()
    saved = g["Shape"]
    out = [Shape.scaled(1)]
    try:
        g["Shape"] = Other
        out.append(Shape.scaled(1))
        out.append(Shape.kind())
        out.append(Circle.scaled(1))
        g["Shape"] = 7
        try:
            Shape.scaled(1)
        except AttributeError as e:
            out.append(str(e))
        del g["Shape"]
        try:
            Shape.kind()
        except NameError as e:
            out.append(str(e))
    finally:
        g["Shape"] = saved
    out.append(Circle.scaled(2))
    return out


def test_classmethod_through_cls():
    out = [Scale.twice(2), Metric.twice(2), Scale.twice(3)]
    ns = {"Scale": Scale}
    exec("class PyScale(Scale):\n    @classmethod\n    def unit(cls, k):\n        return -k\n", ns)
    out.append(ns["PyScale"].twice(4))
    out.append(Scale.twice.__func__(Metric, 5))
    return out


def untyped(x):
    return x


def test_classmethod_bad_argument():
    try:
        Level.stronger(untyped("low"), Level.LOW)
    except (TypeError, AttributeError) as e:
        return type(e).__name__
    return "no error"
