# Typed method calls: the exact class, a compiled subclass that does not
# override, one that does, a Python subclass overriding the method (its
# result checked against the declared type), an instance attribute
# shadowing the method, and a method rebound on a @mutable class.
import __static__
from __static__ import int64, box, mutable


class Shape:
    def __init__(self, k: int64) -> None:
        self.k: int64 = k

    def area(self) -> int64:
        return self.k * self.k


class Square(Shape):
    pass


class Twice(Shape):
    def area(self) -> int64:
        return 2 * self.k


@mutable
class Loose:
    def f(self) -> int64:
        return 1


def total(shapes: list, n: int64) -> int64:
    t: int64 = 0
    for s in shapes:
        sh: Shape = s
        i: int64 = 0
        while i < n:
            t += sh.area()
            i += 1
    return t


def area_of(s: Shape) -> int64:
    return s.area()


def make_py(result):
    # A Python subclass, as untyped code writes it (a compiled lambda is
    # a builtin function, which does not bind self).
    ns = {"Shape": Shape, "result": result}
    exec("class PyShape(Shape):\n    def area(self):\n        return result\n", ns)
    return ns["PyShape"]


def test_exact_and_sub():
    return box(total([Shape(2), Square(3), Twice(4), Shape(5)], 3))


def test_python_override():
    P = make_py(7)
    return [box(area_of(P(1))), box(area_of(Shape(3))), box(area_of(P(2)))]


def test_python_override_bad_result():
    P = make_py("no")
    return box(area_of(P(1)))


def test_shadowing_instance():
    P = type("WithDict", (Shape,), {})
    p = P(3)
    first = box(area_of(p))
    p.area = lambda: 11
    return [first, box(area_of(p))]


def test_rebound_mutable():
    l = Loose()
    before = box(l.f())
    ns = {}
    exec("def f(self):\n    return 5\n", ns)
    Loose.f = ns["f"]
    return [before, box(l.f())]


# CALL: area_of(5)
# CALL: Shape.area(5)
# CALL: Shape.area(Loose())


class Scale:
    @classmethod
    def unit(cls) -> int64:
        return 10

    @staticmethod
    def twice(x: int64) -> int64:
        return x * 2


class BigScale(Scale):
    @classmethod
    def unit(cls) -> int64:
        return 1000


def scaled(s: Scale, n: int64) -> int64:
    # A classmethod and a staticmethod called on an instance return
    # their primitives, as through the class.
    return s.unit() * s.twice(n)


def test_class_level_methods_on_instances():
    return [box(scaled(Scale(), 3)), box(scaled(BigScale(), 2))]
