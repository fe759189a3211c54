# Rich comparisons decided inline (lower/richcompare.go): ints of a
# subclass that keeps int's comparison (IntEnum members, bools) by value,
# `==`/`!=` between instances of classes that compare as object does by
# identity; everything else — a comparison defined somewhere in a class,
# big ints, other types, a comparison that raises — by the generic
# comparison, with its results and errors.
import __static__
from __static__ import int64, box
from enum import IntEnum
from typing import Optional


class Direction(IntEnum):
    NONE = 0
    FORWARD = 1
    BACKWARD = -1
    FAR = 1 << 40


class Odd(IntEnum):
    A = 1
    B = 2

    def __eq__(self, other):
        return "odd-eq"

    def __lt__(self, other):
        raise ValueError("no order for Odd")

    __hash__ = int.__hash__


class Node:
    def __init__(self, name: str) -> None:
        self.name: str = name
        self.next: Optional[Node] = None
        self.way: Direction = Direction.NONE


class Valued:
    def __init__(self, v: int64) -> None:
        self.v: int64 = v

    def __eq__(self, other):
        if isinstance(other, Valued):
            return box(self.v == other.v)
        return False

    def __ne__(self, other):
        return "ne-by-method"


class Raising:
    def __eq__(self, other):
        raise RuntimeError("eq raised")


def conds(a: Direction, b: Direction) -> list:
    out = []
    if a == b:
        out.append("eq")
    if a != b:
        out.append("ne")
    if a < b:
        out.append("lt")
    if a <= b:
        out.append("le")
    if a > b:
        out.append("gt")
    if a >= b:
        out.append("ge")
    return out


def values(a: Direction, b: Direction) -> list:
    return [a == b, a != b, a < b, a <= b, a > b, a >= b]


def mixed(a: Direction, x) -> list:
    out = []
    for f in (lambda: a == x, lambda: a != x, lambda: a < x, lambda: x >= a):
        try:
            out.append(f())
        except TypeError as e:
            out.append("TypeError: " + str(e))
    if a == x:
        out.append("cond-eq")
    return out


def odd_cmp(a: Odd, b: Odd) -> list:
    out: list = [a == b]
    if a == b:
        out.append("truthy")
    try:
        if a < b:
            out.append("lt")
    except ValueError as e:
        out.append(str(e))
    return out


def field_is(n: Node, d: Direction) -> bool:
    if n.way == d:
        return True
    return False


def test_int_enum_members():
    ds = [Direction.NONE, Direction.FORWARD, Direction.BACKWARD, Direction.FAR]
    return [(a.name, b.name, conds(a, b), values(a, b)) for a in ds for b in ds]


def test_int_enum_against_other_values():
    out = []
    for x in [0, 1, -1, True, False, 1 << 40, 1 << 70, 1.0, 0.5, "1", None, Odd.A]:
        out.append(mixed(Direction.FORWARD, x))
        out.append(mixed(Direction.FAR, x))
    return out


def test_int_enum_with_its_own_comparison():
    return odd_cmp(Odd.A, Odd.B), odd_cmp(Odd.A, Odd.A)


def test_int_enum_fields():
    n = Node("n")
    out = [field_is(n, Direction.NONE), field_is(n, Direction.FORWARD)]
    n.way = Direction.FAR
    out.append(field_is(n, Direction.FAR))
    out.append(field_is(n, Direction.BACKWARD))
    return out


def same(a: Node, b: Optional[Node]) -> list:
    out: list = [a == b, a != b, b == a, b != a]
    if a == b:
        out.append("cond-eq")
    if b != a:
        out.append("cond-ne")
    return out


def test_instances_by_identity():
    a, b = Node("a"), Node("b")
    a.next = b
    return same(a, a), same(a, b), same(a, None), same(a, a.next), same(b, a.next)


def python_subclass(src, base):
    ns = {"Base": base}
    exec(src, ns)
    return ns["P"]


def test_instances_whose_class_compares():
    # A Python subclass defining __eq__: its comparison runs (first, as
    # the right operand's subclass), compiled as interpreted.
    Eq = python_subclass("class P(Base):\n    __slots__ = ()\n    def __eq__(self, o):\n        return 'sub-eq'\n", Node)
    a, e = Node("a"), Eq("e")
    return same(a, e), same(e, a), same(e, e), same(e, None)


def valued(a: Valued, b: Valued) -> list:
    out: list = [a == b, a != b]
    if a == b:
        out.append("cond-eq")
    if a != b:
        out.append("cond-ne")
    return out


def test_class_with_comparison():
    return valued(Valued(1), Valued(1)), valued(Valued(1), Valued(2))


def raising(a: Raising, b: Raising) -> str:
    if a == b:
        return "eq"
    return "not eq"


def test_comparison_that_raises():
    r = Raising()
    try:
        return raising(r, r)
    except RuntimeError as e:
        return "RuntimeError: " + str(e)


def test_many():
    ds = [Direction.NONE, Direction.FORWARD, Direction.BACKWARD] * 20
    nodes = [Node(str(i)) for i in range(10)]
    k: int64 = 0
    for i in range(len(ds)):
        if ds[i] == Direction.FORWARD:
            k += 1
        if nodes[i % 10] != nodes[(i + 1) % 10]:
            k += 100
    return box(k)
