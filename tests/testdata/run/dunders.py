# Dunder methods of a static class with primitive fields (issue 11): they
# fill the type's slots, so Python's operators, len(), iteration,
# indexing, hashing, ordering and truth on instances call the compiled
# bodies, from typed code and from Python alike; a Python subclass that
# overrides one is called instead; a wrong operand takes Python's
# fallbacks (NotImplemented, the reflected method) or raises its TypeError.
import __static__
from __static__ import int64, box
from typing import Iterator


class Vec:
    x: int64
    y: int64

    def __init__(self, x: int64, y: int64) -> None:
        self.x = x
        self.y = y

    def __add__(self, other: "Vec") -> "Vec":
        return Vec(self.x + other.x, self.y + other.y)

    def __mul__(self, k: int) -> "Vec":
        return Vec(self.x * int64(k), self.y * int64(k))

    def __rmul__(self, k: int) -> "Vec":
        return Vec(self.x * int64(k), self.y * int64(k))

    def __neg__(self) -> "Vec":
        return Vec(-self.x, -self.y)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Vec):
            return NotImplemented
        return box(self.x == other.x and self.y == other.y)

    def __lt__(self, other: "Vec") -> bool:
        return (box(self.x), box(self.y)) < (box(other.x), box(other.y))

    def __hash__(self) -> int:
        return hash((box(self.x), box(self.y)))

    def __bool__(self) -> bool:
        return box(self.x != 0 or self.y != 0)

    def __len__(self) -> int:
        return 2

    def __getitem__(self, i: int) -> int:
        if i == 0 or i == -2:
            return box(self.x)
        if i == 1 or i == -1:
            return box(self.y)
        raise IndexError("Vec index out of range")

    def __iter__(self) -> Iterator[int]:
        yield box(self.x)
        yield box(self.y)

    def __contains__(self, v: int) -> bool:
        return box(int64(v) == self.x or int64(v) == self.y)

    def __repr__(self) -> str:
        return "Vec(" + str(box(self.x)) + ", " + str(box(self.y)) + ")"


def total(vs: list) -> Vec:
    acc = Vec(0, 0)
    for v in vs:
        acc = acc + v
    return acc


def typed_ops(a: Vec, b: Vec) -> list:
    return [repr(a + b), repr(a * 3), repr(2 * a), repr(-a), a == b, a != b, a < b, b < a,
            bool(a), len(a), a[0], a[-1], list(a), 1 in a, 5 in a, hash(a) == hash(Vec(a.x, a.y))]


def test_typed():
    return [typed_ops(Vec(1, 2), Vec(3, 4)), typed_ops(Vec(0, 0), Vec(0, 0)), repr(total([Vec(1, 1), Vec(2, 3)]))]


def test_from_python():
    a, b = Vec(5, -1), Vec(5, -1)
    d = {a: "a"}
    vs = sorted([Vec(3, 1), Vec(1, 9), Vec(1, 2)])
    return [d[b], a == b, a is b, repr(vs), max(vs), sum([Vec(1, 1), Vec(2, 2)], Vec(0, 0)),
            [v.x for v in vs], tuple(Vec(7, 8)), not Vec(0, 0), len({a, b, Vec(0, 1)})]


def test_wrong_operands():
    out = []
    for f in (lambda: Vec(1, 2) + 3, lambda: Vec(1, 2) < "s", lambda: Vec(1, 2) == 3,
              lambda: Vec(1, 2)[5], lambda: Vec(1, 2)["a"], lambda: "k" * Vec(1, 2),
              lambda: Vec(1, 2) * "k", lambda: 2.5 in Vec(1, 2)):
        try:
            out.append(repr(f()))
        except Exception as e:
            out.append((type(e).__name__, str(e)))
    return out


def test_python_subclass_overrides():
    ns = {"Vec": Vec}
    exec(
        "class Loud(Vec):\n"
        "    def __add__(self, other):\n"
        "        return 'loud ' + repr(Vec.__add__(self, other))\n"
        "    def __len__(self):\n"
        "        return 7\n"
        "    def __repr__(self):\n"
        "        return 'Loud'\n",
        ns,
    )
    a = ns["Loud"](1, 1)
    return [a + Vec(1, 2), len(a), repr(a), typed_ops(a, Vec(0, 1))[0], a == Vec(1, 1), list(a)]
