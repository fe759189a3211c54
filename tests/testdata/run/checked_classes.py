# CheckedList of module classes: displays, comprehensions and append of
# elements proven by their static types are built without the Python
# level checks; a subclass of the container (its own append) and
# dynamic elements still go through the methods and their checks.
import __static__
from __static__ import CheckedList, int64, box


class Node:
    def __init__(self, v: int) -> None:
        self.v = v

    def step(self) -> int:
        return self.v


class Leaf(Node):
    def step(self) -> int:
        return self.v * 10


class Other:
    pass


def build(n: int64) -> CheckedList[Node]:
    xs: CheckedList[Node] = []
    i: int64 = 0
    while i < n:
        xs.append(Node(box(i)) if i % 2 == 0 else Leaf(box(i)))
        i += 1
    return xs


def display() -> CheckedList[Node]:
    xs: CheckedList[Node] = [Node(1), Leaf(2)]
    return xs


def comp(src: CheckedList[Node]) -> CheckedList[Node]:
    ys: CheckedList[Node] = [n for n in src]
    return ys


def total(xs: CheckedList[Node]) -> int:
    t = 0
    for n in xs:
        t += n.step()
    return t


def add_to(xs: CheckedList[Node], n: Node) -> int:
    xs.append(n)
    return len(xs)


def add_dynamic(xs: CheckedList[Node], n) -> int:
    xs.append(n)
    return len(xs)


def names() -> CheckedList[str]:
    s: CheckedList[str] = ["a", "b"]
    s.append("c")
    return s


def test_build():
    xs = build(5)
    return [type(xs).__name__, len(xs), total(xs), [type(x).__name__ for x in xs]]


def test_display_comp():
    d = display()
    c = comp(d)
    return [type(d).__name__, total(d), type(c).__name__, total(c), c is d]


def test_checks_stay():
    xs = build(2)
    msg = msg2 = None
    try:
        xs.append(Other())
    except TypeError as e:
        msg = str(e)
    try:
        add_dynamic(xs, 3)
    except TypeError as e:
        msg2 = str(e)
    return [msg, msg2, len(xs)]


def test_subclass_append():
    base = type(build(0))
    # A Python method (a compiled nested def does not bind as one).
    ns = {"base": base}
    exec("def append(self, v):\n    base.append(self, v)\n    base.append(self, v)\n", ns)
    Recording = type("Recording", (base,), {"append": ns["append"]})
    r = Recording()
    add_to(r, Node(1))
    return [len(r), total(r)]


def test_names():
    return names()


# CALL: add_to(build(1), Other())
# CALL: add_to([], Node(1))
# CALL: total([Node(1)])
