# Classes: bases, class attributes, methods, decorators, super().
from __static__ import int64, mutable, box
from typing import Annotated, final


class Base:
    """A base."""
    count = 0
    doubled = count * 2
    label: str = "base"
    size: int

    def __init__(self, x) -> None:
        self.x = x

    def get(self, n: int64) -> int64:
        return n + 1

    @staticmethod
    def make():
        return Base(1)


@mutable
class Child(Base):
    def __init__(self, x) -> None:
        super().__init__(x)


@final
class Leaf(Base, metaclass=type):
    n: int64 = 1180591620717411303424                 # ERROR "type mismatch: Literal\[1180591620717411303424\] cannot be assigned to int64"
    a, b = 1, 2
    (c): int = 3
    d.e: int = 4                       # NOTE "not supported yet: this class attribute target" WARNING "a\ statement\ in\ the\ body\ of\ class\ Leaf runs interpreted"
    print("x")
    for i in range(3):
        pass
    if a:                              # NOTE "not supported yet: a def inside a block of a class body" WARNING "a\ statement\ in\ the\ body\ of\ class\ Leaf runs interpreted"
        def m(self): pass
    class Inner: pass                  # NOTE "not supported yet: a class inside a class body" WARNING "a\ statement\ in\ the\ body\ of\ class\ Leaf runs interpreted"
    p = int64(5)                       # ERROR "class attributes cannot be primitives"


def no_super_args():
    return super()                     # ERROR "super\(\): no arguments"


class Outer:
    def m(self):  # WARNING "Outer\.m runs interpreted"
        def inner():
            return super()             # NOTE "not supported yet: super\(\) in a nested function"
        return inner


def twice():
    pass


def twice():                           # ERROR "function 'function classes.twice' conflicts with other member"
    pass


class Named:
    pass


def Named():                           # ERROR "function conflicts with other member Named in classes"
    pass


def decorated():
    pass


@staticmethod
def decorated():                       # ERROR "not supported yet: redefining 'decorated' at module level"
    pass


class Scaled:
    def __init__(self, k: int64) -> None:
        self.k: int64 = k

    def times(self, n: int64) -> int64:
        return self.k * n


class Doubled(Scaled):
    def __init__(self, k: int64) -> None:
        super().__init__(k * 2)

    def times(self, n: int64) -> int64:
        a: int64 = super().times(n)
        super().times("n")  # ERROR "type mismatch: str received for positional arg 'n', expected int64"
        return a


class Meter:
    def __init__(self, v: int64) -> None:
        self.v: int64 = v

    @property
    def doubled(self) -> int64:
        return self.v * 2

    @staticmethod
    def of(v: int64) -> "Meter":
        return Meter(v)

    @classmethod
    def zero(cls) -> "Meter":
        return cls(0)

    def add(self, other: "Meter") -> int64:
        return self.v + other.doubled


def use_meter(m: "Meter") -> int64:
    n: int64 = m.doubled + Meter.of(3).v + Meter.zero().v
    Meter.of("3")  # ERROR "type mismatch: str received for positional arg 'v', expected int64"
    return n + m.add(m)


def through_the_class(b: Base, n: int64) -> int64:
    # A plain method called through its class takes self explicitly and
    # is typed by its whole signature.
    k: int64 = Base.get(b, n)
    Base.get(b, "x")                    # ERROR "type mismatch: str received for positional arg 'n', expected int64"
    return k


class Marker:
    # Fields of a class defined later are known here: they are declared
    # with the class, before any method body is checked.
    def stamp(self, m: int64) -> int64:
        out = self.target()
        out.mark = m
        if out.mark != m:
            return 0
        return out.mark

    def target(self) -> "Target":
        return Target()


class Target:
    def __init__(self) -> None:
        if True:
            self.mark: int64 = 0


class Levels:
    @classmethod
    def unit(cls) -> int64:
        return 10

    @staticmethod
    def twice(x: int64) -> int64:
        return x * 2


def class_level_on_instance(lv: Levels) -> None:
    reveal_type(lv.unit())  # ERROR "reveal_type\(lv.unit\(\)\): 'int64'"
    lv.twice("s")  # ERROR "type mismatch: str received for positional arg 'x', expected int64"


class ExactBase:
    pass


def exact_param(c: Annotated[ExactBase, "Exact"], d: ExactBase) -> None:
    reveal_type(c)  # ERROR "reveal_type\(c\): 'Exact\[classes.ExactBase\]'"
    reveal_type(d)  # ERROR "reveal_type\(d\): 'classes.ExactBase'"
