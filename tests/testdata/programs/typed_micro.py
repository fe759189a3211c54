# The microbenchmarks of native classes (issue 11), typed: a field read,
# a field read and write, method calls (final, on an exact receiver,
# through a subclass override) and construction, each a loop of n
# operations. untyped_micro.py is the same code without types; the bench
# adds a subclass defined in Python that overrides area().
import __static__
from __static__ import box, crange, int64
from typing import final


class Point:
    x: int64
    y: int64

    def __init__(self, x: int64, y: int64) -> None:
        self.x = x
        self.y = y

    @final
    def first(self) -> int64:
        return self.x

    def area(self) -> int64:
        return self.x + self.y


class Point3(Point):
    def area(self) -> int64:
        return self.x + self.y + 1


def field_read(p: Point, n: int) -> int:
    s: int64 = 0
    for _ in crange(int64(n)):
        s += p.x
    return box(s)


def field_rw(p: Point, n: int) -> int:
    for _ in crange(int64(n)):
        p.x = p.x + 1
    return box(p.x)


def call_final(p: Point, n: int) -> int:
    s: int64 = 0
    for _ in crange(int64(n)):
        s += p.first()
    return box(s)


def call_exact(n: int) -> int:
    p = Point(2, 3)
    s: int64 = 0
    for _ in crange(int64(n)):
        s += p.area()
    return box(s)


def call_virtual(p: Point, n: int) -> int:
    s: int64 = 0
    for _ in crange(int64(n)):
        s += p.area()
    return box(s)


def construct(n: int) -> int:
    s: int64 = 0
    for i in crange(int64(n)):
        p = Point(i, 1)
        s += p.x
    return box(s)


def run(n: int) -> str:
    out = [field_read(Point(3, 4), n), field_rw(Point(3, 4), n), call_final(Point(5, 6), n),
           call_exact(n), call_virtual(Point3(1, 2), n), call_virtual(Point(1, 2), n), construct(n)]
    return " ".join([str(x) for x in out])


TEST_N = 1000
BENCH_N = 1000
