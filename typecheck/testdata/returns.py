# Return types.
from __static__ import int8, int64, double, cbool, box
from typing import Iterator, Optional


def falls_off(n: int64) -> int64:   # ERROR "Function has declared return type 'int64' but can implicitly return None."
    if n > 0:
        return n


def both_branches(n: int64) -> int64:
    if n > 0:
        return n
    else:
        return -n


def loop_forever(n: int64) -> int64:
    while True:
        n += 1


def loop_with_break(n: int64) -> int64:   # ERROR "Function has declared return type 'int64' but can implicitly return None."
    while True:
        break


def break_in_try(n: int64) -> int64:   # ERROR "Function has declared return type 'int64' but can implicitly return None."
    while True:
        try:
            if n > 3:
                break
        finally:
            n += 1


def break_in_with(n: int) -> int:   # ERROR "Function has declared return type 'int' but can implicitly return None."
    while True:
        with open("/dev/null"):
            if n > 3:
                break
        n += 1


def break_in_nested_else(n: int) -> int:   # ERROR "Function has declared return type 'int' but can implicitly return None."
    while True:
        for i in range(n):
            pass
        else:
            break


def break_of_nested_loop(n: int64) -> int64:
    while True:
        for i in range(3):
            break
        n += 1
        if n > 10:
            return n


def while_one(n: int64) -> int64:
    while 1:
        n += 1
        if n > 10:
            return n


def while_zero(n: int64) -> int64:   # ERROR "Function has declared return type 'int64' but can implicitly return None."
    while 0:
        return n


def obj_falls_off(n) -> int:    # ERROR "Function has declared return type 'int' but can implicitly return None."
    pass


def wrong(n: int64) -> int8:
    return n            # ERROR "mismatched types: expected int8 because of return type, found int64 instead"


def wrong_literal() -> int8:
    return 300          # ERROR "mismatched types: expected int8 because of return type, found Literal\[300\] instead"


def bare(n: int64) -> int64:
    # CinderX's binder checks only a returned value: a bare return passes
    # (and raises TypeError when it runs, lower's Return).
    return


def none_ok() -> None:
    return


def to_object(n: int64) -> int:
    return n            # ERROR "mismatched types: expected int because of return type, found int64 instead"


def dyn(n: int64):
    return n            # ERROR "mismatched types: expected dynamic because of return type, found int64 instead"


def boxed(n: int64) -> int:
    return box(n)


def dbl(n: int64) -> double:
    return 1


def flag(n: int64) -> cbool:
    return n > 1


# CinderX rejects a primitive comparison returned as a bool too (it is a
# cbool); the hint says how to box it.
def less(a: int64, b: int64) -> bool:
    return a < b        # ERROR "expected bool because of return type, found cbool instead" HINT "box\(a < b\)"


def less_boxed(a: int64, b: int64) -> bool:
    return box(a < b)


def str_to_int(s: str) -> int:
    return s            # ERROR "mismatched types: expected int because of return type, found str instead"


def register(f):
    return f


class Stubby:
    @register
    def unknown_decorator(self) -> int:
        ...

    @property
    def prop(self) -> int:   # ERROR "Function has declared return type 'int' but can implicitly return None."
        pass


# A coroutine or a generator returns what its annotation declares: it too
# must not run off its end when that type does not take None (CinderX
# unwraps the coroutine's Awaitable and checks the body as any other).
async def coro_falls_off(n: int) -> int:   # ERROR "Function has declared return type 'int' but can implicitly return None."
    if n:
        return 1


async def coro_returns(n: int) -> int:
    if n:
        return 1
    raise ValueError(n)


async def coro_optional(n: int) -> Optional[int]:
    pass


def gen_falls_off(n: int) -> int:   # ERROR "Function has declared return type 'int' but can implicitly return None."
    yield n


def gen_iterator(n: int) -> Iterator[int]:
    yield n


class Waits:
    async def m(self) -> str:   # ERROR "Function has declared return type 'str' but can implicitly return None."
        pass


def makes_nested():
    async def inner() -> int:   # ERROR "Function has declared return type 'int' but can implicitly return None."
        pass

    def ginner() -> int:   # ERROR "Function has declared return type 'int' but can implicitly return None."
        yield 1

    return inner, ginner


async def coro_returns_str(n: int) -> int:
    if n:
        return "s"   # ERROR "mismatched types: expected int because of return type, found str instead"
    return 1


async def coro_returns_nothing(n: int) -> int:
    if n:
        return   # ERROR "mismatched types: expected int because of return type, found None instead"
    return 1


def gen_returns_str(n: int) -> Iterator[int]:
    yield n
    return "s"


async def async_for_primitive(n: int64) -> None:
    async for x in n:   # ERROR "cannot await a primitive value"
        pass


async def coro_primitive(n: int64) -> int64:
    # A coroutine may return a primitive (given boxed), and awaiting a
    # call of it is that primitive, as in CinderX.
    return n + 1


async def coro_primitive_bad(n: int64) -> int8:
    return n   # ERROR "mismatched types: expected int8 because of return type, found int64 instead"


async def awaits_primitive() -> int:
    x: int64 = await coro_primitive(1)
    y: int8 = await coro_primitive(2)   # ERROR "type mismatch: int64 cannot be assigned to int8"
    return box(x)


from __static__ import dynamic_return


class Made:
    @dynamic_return
    def size(self) -> int:
        return "big"   # @dynamic_return: the return type is dynamic, as in CinderX


@dynamic_return
def made() -> Made:
    return 1


def uses_made() -> None:
    reveal_type(made())  # ERROR "reveal_type\(made\(\)\): 'dynamic'"
    reveal_type(Made().size())  # ERROR "reveal_type\(Made\(\).size\(\)\): 'dynamic'"


class MadeByNew:
    pass


def made_of_object() -> MadeByNew:
    return object.__new__(object)   # ERROR "mismatched types: expected returns.MadeByNew because of return type, found object instead"


def object_of_object() -> object:
    return object.__new__(object)
