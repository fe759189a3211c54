# Functions the compiler did not compile natively at first (generators,
# coroutines, match; all compiled now) and those it still does not run
# interpreted with the same semantics; everything else in the module is
# compiled.
import __static__
from __static__ import int64, int8, box, crange
import asyncio


def countdown(n: int64):
    while n > 0:
        yield box(n)
        n -= 1


def wrapping(n: int8):
    x: int8 = n
    for _ in range(3):
        x += 100
        yield box(x)


def delegate():
    # Interpreted: a yield in a finally body (yield from compiles).
    try:
        yield from countdown(2)
    finally:
        yield "done"


def describe(v) -> str:
    match v:
        case 0:
            return "zero"
        case [x, y]:
            return f"pair {x} {y}"
        case {"k": k}:
            return f"key {k}"
        case int(n) if n > 0:
            return "positive"
        case _:
            return "other"


async def add_later(a, b):
    await asyncio.sleep(0)
    return a + b


class Tree:
    def __init__(self, items) -> None:
        self.items = items

    def __iter__(self):
        for x in self.items:
            yield x * 2

    def size(self) -> int64:
        n: int64 = 0
        for _ in self:
            n += 1
        return n


def total(n: int64) -> int64:
    s: int64 = 0
    for v in countdown(n):
        s += int64(v)
    return s


def failing_gen():
    yield 1
    raise ValueError("in generator")


def test_countdown():
    return list(countdown(4))


def test_wrapping():
    return list(wrapping(100))


def test_delegate():
    return list(delegate())


def test_match():
    return [describe(0), describe([1, 2]), describe({"k": 3}), describe(5), describe("s")]


def test_async():
    return asyncio.run(add_later(2, 3))


async def typed_later(n: int, *rest: int) -> int:
    await asyncio.sleep(0)
    return n + len(rest)


def typed_gen(n: int) -> int:
    # (a generator declared -> int must return one: CinderX checks its
    # body as any other's)
    yield n
    return n


def test_call_makes_coroutine():
    # The declared return types what the coroutine and the generator
    # give, not what calling them returns.
    coro = typed_later(4, 5)
    gen = typed_gen(3)
    return [type(coro).__name__, asyncio.run(coro), type(gen).__name__, list(gen)]


def test_tree():
    t = Tree([1, 2, 3])
    return [list(t), box(t.size())]


def test_total():
    return box(total(10))


def test_failing_gen():
    return list(failing_gen())


# CALL: list(countdown("x"))
# CALL: type(countdown(1)).__name__
