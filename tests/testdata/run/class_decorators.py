# Class decorators typed with __static__'s ClassDecorator and TClass, and
# the @mixin marker: the classes they decorate are what the decorators
# return, compiled and interpreted alike.
import __static__
from __static__ import ClassDecorator, TClass, mixin


def tag(cls: TClass) -> TClass:
    cls.my_tag = 42
    return cls


def tagged(x: str) -> ClassDecorator:
    def inner(cls: TClass) -> TClass:
        cls.foo = x
        return cls
    return inner


@tag
class C:
    def __init__(self) -> None:
        self.x: int = 42


@tagged("foo")
class D:
    pass


class Base:
    x: int = 42


@mixin
class M:
    y: int = 3


class E(Base, M):
    pass


def test_class_decorators():
    e = E()
    return [C.my_tag, C().x, D.foo, E.x, e.x, E.y, e.y]
