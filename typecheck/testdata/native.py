# @native's rules, as CinderX checks them; a valid use is not compiled
# yet.
import __static__
from __static__ import native, int64
from typing import final


@native  # ERROR "@native decorator must specify the library to be loaded"
def bare(i: int64) -> int64:
    pass


@native(lib="libc.so.6")  # ERROR "@native decorator takes no keyword arguments"
def keyword(i: int64) -> int64:
    pass


@native("a.so", "b.so")  # ERROR "@native decorator accepts a single parameter, the path to .so file"
def two(i: int64) -> int64:
    pass


@native(*["a.so"])  # ERROR "@native decorator takes no starred arguments"
def starred(i: int64) -> int64:
    pass


@native(1)  # ERROR "type mismatch: Literal\[1\] received for positional arg 'lib', expected str"
def not_str(i: int64) -> int64:
    pass


@final
@native("a.so")  # ERROR "@native decorator cannot be used with other decorators"
def stacked() -> None:
    pass


@native("a.so")  # ERROR "@native decorator cannot be used on async functions"
async def coro() -> None:
    pass


@native("a.so")
def body(i: int64) -> int64:
    return i  # ERROR "@native callables cannot contain a function body, only 'pass' is allowed"


@native("a.so")
def posonly(i: int64, /) -> int64:  # ERROR "@native callables cannot contain pos-only args"
    pass


@native("a.so")
def kwonly(*, i: int64) -> int64:  # ERROR "@native callables cannot contain kw-only args"
    pass


@native("a.so")
def defaults(i: int64 = 1) -> int64:  # ERROR "@native callables cannot contain kwargs"
    pass


@native("a.so")  # ERROR "Cannot decorate a class with @native"
class Klass:
    pass


class Holder:
    @native("a.so")
    def m(self) -> None:  # ERROR "Cannot decorate a method with @native"
        pass


@native("libc.so.6")  # ERROR "not supported yet: native\(\)"
def labs(i: int64) -> int64:
    pass
