# The importing half: shapes' classes used as this module's own are.
import __static__
from __static__ import int64, box, cast
from typing import List, Optional
from shapes import Vec, Weighted as W, Node, chain


class Vec3(Vec):
    def __init__(self, x: int64, y: int64, z: int64) -> None:
        super().__init__(x, y)
        self.z: int64 = z

    def dot(self, other: Vec) -> int64:
        return self.x * other.x + self.y * other.y + self.z

    def norm(self) -> int64:
        return self.x + self.y + self.z


def fields(n: int64) -> int64:
    s: int64 = 0
    i: int64 = 0
    while i < n:
        v = Vec(i, 2)
        v.x = v.x + 1
        s += v.x + v.y
        i += 1
    return s


def methods(n: int64) -> int64:
    a = Vec(1, 2)
    s: int64 = 0
    i: int64 = 0
    while i < n:
        b = Vec(i, 1)
        s += a.dot(b) + a.add(b).y
        i += 1
    a.scale(3)
    return s + a.x


def dot_of(v: Vec, p: Vec) -> int64:
    return v.dot(p)


def polymorphic() -> List[int]:
    probe = Vec(2, 3)
    out: List[int] = []
    for v in [Vec(1, 1), W(1, 1, 2.5), Vec3(1, 2, 3)]:
        out.append(box(dot_of(v, probe)))
    return out


def subclass() -> int:
    v = Vec3(4, 5, 6)
    v.scale(2)
    return box(v.norm() + v.x)


def divide(k: int64) -> int64:
    return Vec(7, 0).div(k)


def kinds() -> List[str]:
    out: List[str] = []
    for o in [Vec(1, 2), Vec3(1, 2, 3), W(0, 0, 1.0), 5, None]:
        if isinstance(o, Vec):
            out.append("vec " + o.name())
        else:
            out.append("other")
    return out


def walk(n: int64) -> int64:
    node: Optional[Node] = chain(n)
    s: int64 = 0
    while node is not None:
        s += node.value
        node = node.next
    return s


def checked(o: object) -> int64:
    return cast(Vec, o).x


def take(v: Vec) -> int64:
    return v.x + v.y


def cross_loop(n: int64) -> int64:
    # shapes.local_loop, on the class imported from shapes.
    a = Vec(1, 2)
    s: int64 = 0
    i: int64 = 0
    while i < n:
        s += a.dot(a) + a.x
        i += 1
    return s


def inherited_loop(n: int64) -> int64:
    # The same loop as far.far_loop: div and y are what Vec3 inherits
    # from shapes.Vec, which this module imports itself.
    a = Vec3(1, 2, 0)
    s: int64 = 0
    i: int64 = 0
    while i < n:
        s += a.div(1) + a.y
        i += 1
    return s
