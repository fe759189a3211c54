# Optional[C] of a module class, narrowed by `is not None`, `is None` with an
# early return, isinstance and truth tests, as CinderX narrows.
import __static__
from __static__ import int64, box, cast
from typing import Optional


class Node:
    value: int64

    def __init__(self, value: int64, next: Optional["Node"] = None) -> None:
        self.value = value
        self.next: Optional[Node] = next


def total(head: Optional[Node]) -> int64:
    s: int64 = 0
    n: Optional[Node] = head
    while n is not None:
        s += n.value
        n = n.next
    return s


def first_value(head: Optional[Node]) -> int64:
    if head is None:
        return -1
    return head.value


def second(head: Optional[Node]) -> int64:
    if head and head.next:
        return -2
    if isinstance(head, Node):
        return head.value * 10
    return 0


def test_total():
    lst = Node(1, Node(2, Node(3)))
    return [box(total(lst)), box(total(None)), box(first_value(lst)), box(first_value(None)),
            box(second(lst)), box(second(Node(4))), box(second(None))]


def takes(n: Node) -> int64:
    return n.value


def last_of(head: Node) -> int64:
    # nxt is inferred Optional[Node] (a field's type) and narrowed by the
    # loop test; last is declared Optional and narrowed by assignment.
    last: Optional[Node] = None
    last = head
    s: int64 = takes(last)
    nxt = head.next
    while nxt is not None:
        s += nxt.value
        last = nxt
        nxt = nxt.next
    return s * 100 + last.value


def test_assigned():
    return [box(last_of(Node(1, Node(2, Node(3))))), box(last_of(Node(5)))]


def casts(x):
    # cast to a module class (or Optional of one) is checked at run time,
    # as the interpreted runtime's cast is.
    n = cast(Node, x)
    m = cast(Optional[Node], x)
    return [box(n.value), m is x]


def test_casts():
    out = [casts(Node(4))]
    for bad in (None, 5, "s"):
        try:
            casts(bad)
            out.append("no error")
        except TypeError as e:
            out.append(str(e))
    try:
        cast(Optional[Node], 3)
    except TypeError as e:
        out.append(str(e))
    out.append(cast(Optional[Node], None) is None)
    return out


class SubNode(Node):
    pass


class SubSubNode(SubNode):
    pass


class Lying:
    # isinstance() believes __class__: cast asks it when the type's MRO
    # does not have the class.
    @property
    def __class__(self):
        return Node


def cast_value(x) -> int64:
    return cast(Node, x).value


def cast_opt(x) -> bool:
    return cast(Optional[Node], x) is x


def test_casts_of_subclasses_and_rebound_names():
    # The inline test of cast(Node, x) accepts the class, a subclass and a
    # subclass of a subclass; a Python subclass passes through
    # PyType_IsSubtype; an object claiming the class by __class__ is
    # accepted as isinstance() accepts it (and then has no field); the
    # class's global name rebound to another class is what cast tests.
    ns = {"SubSubNode": SubSubNode}
    exec("class PyNode(SubSubNode):\n    pass\n", ns)
    out = [box(cast_value(Node(1))), box(cast_value(SubNode(2))), box(cast_value(SubSubNode(3))), box(cast_value(ns["PyNode"](4)))]
    try:
        out.append(box(cast_value(Lying())))
    except (TypeError, AttributeError) as e:
        out.append(type(e).__name__)
    g = globals()
    saved = g["Node"]
    objs = (Node(5), SubNode(6), SubSubNode(7))
    try:
        g["Node"] = SubNode
        for x in objs:
            try:
                out.append(box(cast_value(x)))
            except TypeError as e:
                out.append(str(e))
        g["Node"] = 5
        out.append(cast_opt(None))
        try:
            cast_opt(objs[0])
        except TypeError as e:
            out.append(str(e))
        del g["Node"]
        try:
            cast_value(Node(8))
        except NameError as e:
            out.append(str(e))
    finally:
        g["Node"] = saved
    out.append(box(cast_value(SubNode(9))))
    return out


class Leaf:
    value: int64

    def __init__(self, value: int64) -> None:
        self.value = value


def either(a: Node, b: Leaf, pick: bool) -> int64:
    # `a or b` is Union[Node, Leaf]; isinstance narrows it both ways.
    o = (a if pick else None) or b
    if isinstance(o, Leaf):
        return o.value + 100
    return o.value


def kind(x) -> str:
    # isinstance narrows a dynamic local to the union of the classes;
    # `u: int | str` is dynamic, as in CinderX (no argument check).
    if isinstance(x, int | str):
        return "int|str"
    if isinstance(x, Node | None):
        return "node?"
    return "other"


def exclude(u: int | str, n: int) -> int:
    o = n or u
    if isinstance(o, str):
        return len(o)
    return o + 1


def test_unions():
    out = [box(either(Node(1), Leaf(2), True)), box(either(Node(1), Leaf(2), False))]
    out += [kind(1), kind("s"), kind(None), kind(Node(3)), kind(1.5)]
    out += [exclude("abc", 0), exclude(4, 0), exclude("x", 7)]
    try:
        out.append(exclude(2.5, 0))
    except TypeError as e:
        out.append(type(e).__name__)
    return out


def describe_opt(x: Optional[int], s: Optional[str] = None, f: Optional[float] = None) -> str:
    return repr(x) + repr(s) + repr(f)


def test_optional_builtin_arguments_checked():
    # Optional[int], Optional[str], Optional[float] parameters accept None
    # or an instance (bool is an int, an int a float) and reject anything
    # else on entry, named by the inner type, as CinderX checks them.
    out = []
    for args in [(None,), (3,), (True,), ("x",), (2.5,), (1, "s", 2), (1, None, 2.5), (1, 2), (1, None, "f")]:
        try:
            out.append(describe_opt(*args))
        except TypeError as e:
            out.append(str(e))
    return out
