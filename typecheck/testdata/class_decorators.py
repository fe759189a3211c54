# ClassDecorator and TClass from __static__: a class decorator returns
# the class it takes, as CinderX checks it; @mixin is a marker.
from __static__ import ClassDecorator, TClass, mixin


def tag(cls: TClass) -> TClass:
    cls.my_tag = 42
    return cls


def decfunc(cls: TClass) -> TClass:
    return cls


def module_function() -> ClassDecorator:
    return decfunc  # ERROR "mismatched types: expected ClassDecorator because of return type, found types.FunctionType instead"


def returns_none(cls: TClass) -> ClassDecorator:
    return None  # ERROR "mismatched types: expected ClassDecorator because of return type, found None instead"


def nested() -> ClassDecorator:
    def inner(cls: TClass) -> TClass:
        return None  # ERROR "mismatched types: expected TClass because of return type, found None instead"
    return inner


@tag
class C:
    pass


@mixin
class M:
    y: int = 3
