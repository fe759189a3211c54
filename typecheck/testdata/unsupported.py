# Constructs staticpyc does not compile yet.
import inspect
import sys
from sys import _getframe as getframe

from __static__ import int64, box


class C:
    pass


@staticmethod
def decorated() -> None:
    pass


async def coro() -> None:
    await coro()


async def agen() -> None:       # compiled natively (an asynchronous generator)
    await coro()
    yield 1


async def agen_return():
    yield 1
    return 2                    # ERROR "'return' with value in async generator"


async def agen_from(x):
    yield 1
    yield from x                # ERROR "'yield from' inside async function"


async def afor(it) -> None:       # compiled natively (async for)
    async for x in it:
        pass


def star(*args) -> None:
    pass


def kw(**kwargs) -> None:
    pass


def kwonly(a, *, b) -> None:
    pass


def default_prim(n: int64 = len("ab")) -> None:  # ERROR "not supported yet: a non-constant default for a primitive parameter"
    pass


def statements(x, n: int64) -> None:  # WARNING "statements runs interpreted"
    def inner() -> None:
        pass
    class D:                    # NOTE "not supported yet: classes inside functions"
        pass
    try:
        pass
    except Exception:
        pass
    with open("f") as fh:
        pass
    raise ValueError("x")


def statements2(x) -> None:     # WARNING "statements2 runs interpreted: async for are not compiled yet"
    assert x
    del x
    match x:
        case 1:
            pass
    async for y in x:
        pass


def closure() -> None:
    v = 1
    def inner2() -> None:
        nonlocal v
    nonlocal w                  # ERROR "nonlocal declaration not allowed at module level"


def expressions(x) -> None:
    a = lambda: 1
    b = [i for i in x]
    c = {i for i in x}
    d = {i: i for i in x}
    s = sum(i for i in x)
    if (f := x):
        pass
    g = [*x]
    h = (1, *x)
    k = {*x, 2}
    m = {**x, 1: 2}
    print(*x)
    print(**x)


def genexp(x) -> None:          # compiled: a native generator function <genexpr>
    e = (i for i in x)


def genexp_walrus(x) -> None:   # WARNING "genexp_walrus runs interpreted: assignment expressions in generator expressions are not compiled yet"
    e = ((y := i) for i in x)


def genexp_async(x) -> None:    # WARNING "genexp_async runs interpreted: asynchronous generator expressions are not compiled yet"
    e = (i async for i in x)


MODULE_GENEXP = (i for i in range(3))  # NOTE "not supported yet: generator expressions \(except as the argument of sum" WARNING "a\ statement\ at\ module\ level runs interpreted"


def gen(x) -> None:             # compiled natively (yield from delegates)
    yield x
    yield from x


def gen_from_in_handler(x):     # compiled natively (the handled exception is kept across the yield)
    try:
        yield x
    except ValueError:
        yield from x


def nested_unsupported(x) -> None:  # WARNING "nested_unsupported runs interpreted"
    async def inner():          # a nested asynchronous generator compiles: no note
        yield x

    async def coro():           # a nested coroutine compiles: no note
        await x

    def g():
        yield x                 # a nested generator compiles: no note
        yield from x

    def m():
        match x:                # compiled: no note
            case 1:
                pass

    def a():
        async for y in x:       # NOTE "not supported yet: async for"
            pass
        await x                 # NOTE "not supported yet: await"


def star_body(*args, **kw) -> None:
    print(args, kw)


def arrays(n: int64) -> None:
    a: Array[int64] = 1   # ERROR "Name `Array` is not defined."
    b: CheckedList[int] = 1  # ERROR "Name `CheckedList` is not defined."


def prim_star(*args: int64) -> None:  # ERROR "not supported yet: primitive \*args or \*\*kwargs"
    pass


if True:  # WARNING "a\ statement\ at\ module\ level runs interpreted"
    class Debugging:  # NOTE "not supported yet: a class inside a module-level block"
        pass


# A yield anywhere in the body makes a generator, however deep; these
# compile natively (tests/testdata/run/generators.py runs them).
def gen_in_display():
    d = {"k": (yield 1)}
    return d


def gen_in_fstring():
    return f"{(yield)}"


def gen_in_assert():
    assert (yield), "never"


def gen_in_finally(x):          # compiled natively
    try:
        pass
    finally:
        yield x


def lambda_yield_is_its_own():  # WARNING "lambda_yield_is_its_own runs interpreted"
    return lambda: (yield)      # NOTE "not supported yet: generators"


def frame_readers(x):  # WARNING "frame_readers runs interpreted: locals\(\) of the calling frame"
    a = locals()                # NOTE "not supported yet: locals\(\) of the calling frame"
    b = eval("x + 1")           # NOTE "not supported yet: eval\(\) of the calling frame"
    c = eval("x", {"x": 1})
    return a, b, c


def own_frames():  # WARNING "own_frames runs interpreted: frames \(sys._getframe\(\)\)"
    f = sys._getframe()         # NOTE "not supported yet: frames \(sys._getframe\(\)\)"
    g = inspect.currentframe()  # NOTE "not supported yet: frames \(inspect.currentframe\(\)\)"
    return f, g, getframe(1)    # NOTE "not supported yet: frames \(sys._getframe\(\)\)"


exec("y = 1")  # WARNING "a statement at module level runs interpreted: exec\(\) of the calling frame" NOTE "not supported yet: exec\(\) of the calling frame"


def membership(x: int64, y: list) -> bool:  # WARNING "membership runs interpreted: membership tests of a primitive"
    return x in y  # NOTE "not supported yet: membership tests of a primitive"

