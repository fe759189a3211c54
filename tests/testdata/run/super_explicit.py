# super(C, self) written out in a method of module class C: the base's
# method called directly where self's class and the bound name C make
# that what the lookup finds, and the generic call everywhere else
# (Python subclasses with another class in the MRO, the name C rebound or
# deleted, arguments the base's method does not take as they are).
import __static__

from typing import Optional

log = []


class Shape:
    def __init__(self, name: str) -> None:
        super(Shape, self).__init__()
        self.name = name

    def area(self) -> int:
        return 0

    def describe(self, prefix: str) -> str:
        return prefix + self.name


class Rect(Shape):
    def __init__(self, name: str, w: int, h: int) -> None:
        super(Rect, self).__init__(name)
        self.w = w
        self.h = h

    def area(self) -> int:
        return self.w * self.h + super(Rect, self).area()

    def describe(self, prefix: str) -> str:
        return "rect " + super(Rect, self).describe(prefix)


class Square(Rect):
    def __init__(self, name: str, side: int) -> None:
        super(Square, self).__init__(name, side, side)

    def describe(self, prefix):
        # prefix is untyped: the call is not typed by Rect.describe and
        # goes through the object.
        return "square " + super(Square, self).describe(prefix)


class Node:
    def __init__(self, nxt: Optional["Node"]) -> None:
        super(Node, self).__init__()
        self.nxt = nxt

    def depth(self) -> int:
        if self.nxt is None:
            return 1
        return 1 + self.nxt.depth()


class Leaf(Node):
    def __init__(self) -> None:
        super(Leaf, self).__init__(None)


class Old(object):
    # object written out as the base: the same MRO as no base.
    def __init__(self, tag: str) -> None:
        super(Old, self).__init__()
        self.tag = tag

    def show(self) -> str:
        return "old " + self.tag


class Newer(Old):
    def __init__(self, tag: str) -> None:
        super(Newer, self).__init__(tag + "!")

    def show(self) -> str:
        return "newer " + super(Newer, self).show()


class Bad:
    def __init__(self) -> None:
        super(Bad, self).__init__(1)


class Mixin:
    def __init__(self, *args):
        log.append("mixin init " + repr(args))
        super().__init__()

    def describe(self, prefix):
        return "mixin " + prefix


def make_multi():
    # Rect, then Mixin before object: super(Shape, self).__init__() in
    # Shape reaches Mixin.__init__, and super(Rect, self).describe()
    # Shape's describe.
    ns = {"Rect": Rect, "Mixin": Mixin}
    exec("class Multi(Rect, Mixin):\n    pass\n", ns)
    return ns["Multi"]


def test_explicit_super_chains():
    del log[:]
    r = Rect("r", 3, 4)
    s = Square("s", 5)
    n = Node(Node(Leaf()))
    return [Old("a").show(), Newer("b").show(), r.name, r.area(), r.describe("<"), s.name, s.area(), s.describe(">"), n.depth(), Leaf().depth(), list(log)]


def test_explicit_super_through_python_subclass():
    del log[:]
    Multi = make_multi()
    m = Multi("m", 2, 3)
    out = [m.name, m.area(), m.describe("+"), list(log)]
    ns = {"Square": Square}
    exec("class PySquare(Square):\n    def describe(self, prefix):\n        return 'py ' + super().describe(prefix)\n", ns)
    p = ns["PySquare"]("p", 4)
    out += [p.area(), p.describe("#")]
    exec("class PyOld(Old, Mixin):\n    pass\n", ns := {"Old": Old, "Mixin": Mixin})
    del log[:]
    out += [ns["PyOld"]("c").show(), list(log)]
    return out


def test_explicit_super_bad_arguments():
    out = []
    try:
        Bad()
    except TypeError as e:
        out.append(str(e))
    s = Square("s", 2)
    try:
        s.describe(5)
    except TypeError as e:
        out.append(type(e).__name__)
    return out


def test_explicit_super_rebound_name():
    # super(Rect, self) looks the name Rect up when it runs: rebound to
    # Shape, the lookup starts after Shape (object has no describe);
    # rebound to Square, a Rect is not an instance of it; deleted,
    # NameError. Restored, the direct call again.
    g = globals()
    saved = g["Rect"]
    out = []
    r = Rect("r", 2, 2)
    try:
        for other in (Shape, Square):
            g["Rect"] = other
            try:
                out.append(r.describe("!"))
            except (AttributeError, TypeError) as e:
                out.append(type(e).__name__ + ": " + str(e))
        del g["Rect"]
        try:
            r.describe("?")
        except NameError as e:
            out.append(str(e))
    finally:
        g["Rect"] = saved
    out += [r.describe("."), r.area()]
    shape = g["Shape"]
    try:
        # super(Shape, self).__init__() with Shape bound to Rect: Shape's
        # own __init__ is what the lookup after Rect finds.
        g["Shape"] = Rect
        try:
            out.append(Rect("again", 1, 1).name)
        except (TypeError, AttributeError, RecursionError) as e:
            out.append(type(e).__name__)
    finally:
        g["Shape"] = shape
    out.append(Square("ok", 1).describe(""))
    return out
