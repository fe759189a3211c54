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


class Counter(Shape):
    def __init__(self, k: int64, step: int64) -> None:
        # The base's __init__ through the class: a direct call.
        Shape.__init__(self, k)
        self.step: int64 = step

    def area(self) -> int64:
        return Shape.area(self) + self.step

    def bump(self, by: int64) -> int64:
        self.k += by
        return self.k

    def fails(self, d: int64) -> int64:
        return self.k // d


class Grid(Counter):
    def area(self) -> int64:
        # Counter.area, then Shape.area from it: each through its class.
        return Counter.area(self) * 10


def unbound_calls(s: Shape, c: Counter) -> list:
    # C.m(obj, ...) with obj typed as an instance of m's class or of a
    # class derived from it: m's body runs, whatever obj's class
    # overrides.
    return [box(Shape.area(s)), box(Shape.area(c)), box(Counter.area(c)),
            box(Counter.bump(c, 3)), box(Grid.bump(c, 1)), box(c.area())]


def test_unbound_method_calls():
    P = make_py(7)
    out = unbound_calls(Twice(4), Counter(2, 5))
    out += unbound_calls(P(3), Grid(1, 1))
    return out


def test_unbound_method_raises():
    c = Counter(6, 0)
    r = [box(Counter.fails(c, 4))]
    try:
        Counter.fails(c, 0)
    except ZeroDivisionError as e:
        r.append(str(e))
    return r


def test_unbound_method_untyped_receiver():
    # An untyped receiver: the call through the class, which CPython
    # binds (and the method's wrapper checks).
    x = Twice(3)
    y = [5][0]  # dynamic: an `object` would be a type mismatch, as in CinderX
    r = [box(Shape.area(x))]
    try:
        Shape.area(y)
    except TypeError as e:
        r.append(type(e).__name__)
    return r


def test_unbound_mutable():
    l = Loose()
    ns = {}
    exec("def f(self):\n    return 9\n", ns)
    Loose.f = ns["f"]
    return box(Loose.f(l))
