# The library half of the cross-module class test: static classes that
# app.py constructs, reads, calls and subclasses.
import __static__
from __static__ import int64, double, box
from typing import Final, Optional

SCALE: Final[int] = 3


class Vec:
    def __init__(self, x: int64, y: int64) -> None:
        self.x: int64 = x
        self.y: int64 = y
        self.label: str = "v"

    def dot(self, other: "Vec") -> int64:
        return self.x * other.x + self.y * other.y

    def add(self, other: "Vec") -> "Vec":
        return Vec(self.x + other.x, self.y + other.y)

    def scale(self, k: int64) -> None:
        self.x *= k
        self.y *= k

    def div(self, k: int64) -> int64:
        return self.x // k

    def name(self) -> str:
        return self.label + "(" + str(box(self.x)) + "," + str(box(self.y)) + ")"


class Weighted(Vec):
    def __init__(self, x: int64, y: int64, w: double) -> None:
        super().__init__(x, y)
        self.w: double = w

    def dot(self, other: Vec) -> int64:
        return int64(int(box(double(self.x * other.x + self.y * other.y) * self.w)))


class Node:
    def __init__(self, value: int64, next: Optional["Node"]) -> None:
        self.value: int64 = value
        self.next: Optional[Node] = next


def chain(n: int64) -> Node:
    head: Optional[Node] = None
    i: int64 = 0
    while i < n:
        head = Node(i, head)
        i += 1
    assert head is not None
    return head


def local_loop(n: int64) -> int64:
    # The same loop as app.cross_loop, on this module's own class.
    a = Vec(1, 2)
    s: int64 = 0
    i: int64 = 0
    while i < n:
        s += a.dot(a) + a.x
        i += 1
    return s
