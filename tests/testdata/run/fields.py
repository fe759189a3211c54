# Module classes as types: primitive fields, typed self, methods taking
# and returning primitives, constructors checked against __init__.
import __static__
from __static__ import int64, int8, double, box, crange


class Counter:
    count: int64
    scale: double

    def __init__(self, start: int64, scale: double) -> None:
        self.count = start
        self.scale = scale
        self.label: str = "c"

    def bump(self, by: int64) -> int64:
        self.count += by
        return self.count

    def scaled(self) -> double:
        return double(self.count) * self.scale

    def run(self, n: int64) -> int64:
        for i in crange(n):
            self.bump(i)
        return self.count


class Small:
    v: int8

    def __init__(self) -> None:
        self.v = 100

    def grow(self) -> int8:
        self.v += 100
        return self.v


class Sub(Counter):
    def bump(self, by: int64) -> int64:
        self.count += by * 2
        return self.count


def use(c: Counter, k: int64) -> int64:
    return c.bump(k) + c.count


def test_counter():
    c = Counter(5, 0.5)
    return [box(c.bump(3)), box(c.run(4)), box(c.scaled()), box(c.count), c.label]


def test_wrap():
    s = Small()
    return [box(s.grow()), box(s.v)]


def test_use():
    return box(use(Counter(1, 1.0), 2))


def test_sub():
    s = Sub(0, 1.0)
    return [box(s.bump(5)), box(use(s, 1))]


# CALL: Counter("a", 1.0)
# CALL: Counter(2**64, 1.0)
# CALL: Counter(1, 2.0).bump(2**63)
# CALL: Counter(1, 2.0).bump("x")
# CALL: Counter(1, 2.0).count


# super() calls into a module base class are typed by the base's
# signature: primitives go in and come back without box().
class Particle:
    def __init__(self, mass: double, charge: int64) -> None:
        self.mass: double = mass
        self.charge: int64 = charge

    def energy(self, v: double) -> double:
        return 0.5 * self.mass * v * v


class Ion(Particle):
    def __init__(self, mass: double, charge: int64, extra: int64) -> None:
        super().__init__(mass * 2.0, charge + extra)

    def energy(self, v: double) -> double:
        return super().energy(v) + double(self.charge)


def test_super_typed():
    i = Ion(1.5, 2, 3)
    return [box(i.mass), box(i.charge), box(i.energy(2.0))]
