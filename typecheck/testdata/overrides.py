# Overrides must keep the base method's signature (CinderX's
# validate_compat_signature); the errors name the module "overrides".
from __static__ import int64, double
from typing import Optional, final


class Shape:
    def area(self) -> double:
        return 0.0

    def scale(self, k: int64) -> "Shape":
        return self

    def describe(self, verbose: bool, *, indent: int = 0) -> str:
        return ""

    def visit(self, other: "Shape") -> None:
        pass

    def find(self) -> Optional["Shape"]:
        return None

    def flags(self, *args) -> int:
        return 0

    def opts(self, **kwargs) -> int:
        return 0

    def name(self) -> object:
        return ""

    def untyped(self, x):
        return x

    @final
    def kind(self) -> str:
        return "shape"

    @staticmethod
    def unit(n: int64) -> int64:
        return n

    def __init__(self, a: int) -> None:
        self.a = a


class Circle(Shape):
    def __init__(self, a: int, r: float) -> None:  # __init__ may change
        super().__init__(a)
        self.r = r

    def area(self) -> str:  # ERROR "overrides.Circle.area overrides overrides.Shape.area inconsistently. Returned type `str` is not a subtype of the overridden return `double`"
        return ""

    def scale(self, k: int64) -> "Circle":  # a narrower return is fine
        return self

    def describe(self, verbose: bool, indent: int = 0) -> str:  # ERROR "`indent` differs by keyword only vs positional"
        return ""

    def visit(self, other: "Circle") -> None:  # ERROR "Parameter other of type `overrides.Circle` is not a supertype of the overridden parameter `overrides.Shape`"
        pass

    def find(self) -> "Circle":  # Optional[Shape] accepts a Circle
        return self

    def flags(self) -> int:  # ERROR "Functions differ by including \*args"
        return 1

    def opts(self) -> int:  # ERROR "Functions differ by including \*\*kwargs"
        return 1

    def name(self) -> str:  # object accepts str
        return "circle"

    def untyped(self, x: int) -> int:  # dynamic says nothing to contradict
        return x

    def kind(self) -> str:  # ERROR "Cannot assign to a Final attribute of overrides.Circle:kind"
        return "circle"

    @staticmethod
    def unit(m: int64) -> int64:  # ERROR "Positional argument 1 named `n` is overridden as `m`"
        return m


class Square(Shape):
    def area(self, side: double) -> double:  # ERROR "Number of arguments differ"
        return side * side

    def visit(self, shape: Shape) -> None:  # ERROR "Positional argument 2 named `other` is overridden as `shape`"
        pass

    def name(self) -> int64:  # ERROR "Returned type `int64` is not a subtype of the overridden return `object`"
        return 1


class Dot(Circle):
    def scale(self, k: int64) -> Shape:  # ERROR "Returned type `overrides.Shape` is not a subtype of the overridden return `overrides.Circle`"
        return self


@final
class Sealed:
    pass


class Unsealed(Sealed):  # ERROR "Class `overrides.Unsealed` cannot subclass a Final class: `overrides.Sealed`"
    pass


class PosOnlyBase:
    def f(self, x: int, /) -> int:
        return x


class PosOnlyOverride(PosOnlyBase):
    def f(self, y: int, /) -> int:  # positional-only: the name is not part of the signature
        return y


def forward(x: "NotDefinedAnywhere") -> None:  # a string annotation naming nothing is dynamic
    pass


class KwBase:
    def m(self, **kwargs) -> int:
        return 42

    def p(self, x: int, /) -> int:
        return x

    def q(self, x: int) -> int:
        return x


class KwChild(KwBase):
    def m(self, a: int = 1, **kwargs) -> int:     # a base taking **kwargs admits new defaulted parameters
        return 0

    def p(self, y: int) -> int:                   # the base's is positional-only: any name
        return y

    def q(self, x: int, /) -> int:                # ERROR "overrides.KwChild.q overrides overrides.KwBase.q inconsistently. `x` is positional-only in override, not in base"
        return x


class HasClassMethod:
    @classmethod
    def make(cls, x: int) -> int:
        return x


class HidesClassMethod(HasClassMethod):
    def make(cls, x: int) -> int:  # ERROR "class cannot hide inherited member: <classmethod overrides.HasClassMethod.make>"
        return x + 2


class KeepsClassMethod(HasClassMethod):
    @classmethod
    def make(cls, x: int) -> int:
        return x + 1


class AssignsOverFinal(Shape):
    kind = print  # ERROR "Cannot assign to a Final attribute of overrides.AssignsOverFinal:kind"
    untyped = print


class AsyncBase:
    async def get(self) -> int:
        return 0

    async def same(self) -> int:
        return 0


class AsyncWider(AsyncBase):
    async def get(self) -> Optional[int]:  # ERROR "AsyncWider.get overrides overrides.AsyncBase.get inconsistently. Returned type `static.InferredAwaitable\[Optional\[int\]\]` is not a subtype of the overridden return `static.InferredAwaitable\[int\]`"
        return 0

    async def same(self) -> int:
        return 1
