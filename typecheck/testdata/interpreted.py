# Bodies that run interpreted (match, ...) and generators and
# coroutines are type-checked, as CinderX checks them.
import __static__
from __static__ import int64, Array


def gen(n: int64):  # compiled natively, still checked
    yield n  # ERROR "cannot yield a primitive value"


def gen_from(n: int64):  # compiled natively, still checked
    yield from n  # ERROR "cannot yield from a primitive value"


async def coro(n: int64) -> int:  # compiled natively, still checked
    await n  # ERROR "cannot await a primitive value"
    return missing  # ERROR "Name `missing` is not defined."


def matcher(v) -> str:  # compiled natively, still checked
    match v:
        case [first, *rest]:
            reveal_type(rest)  # ERROR "reveal_type\(rest\): 'dynamic'"
            return undefined_name  # ERROR "Name `undefined_name` is not defined."
        case _:
            return "other"


async def later() -> int:  # compiled natively
    return 1


def caller() -> None:
    # Calling it makes a coroutine, not an int; no import is needed for
    # reveal_type, as in CinderX.
    reveal_type(later())  # ERROR "reveal_type\(later\(\)\): 'dynamic'"


# Compiled natively (async with); the body may run off its end (the
# manager may swallow an exception), as CinderX reports it
# (test_async_with_may_not_terminate).
async def managed(acm) -> int:  # ERROR "Function has declared return type 'int' but can implicitly return None."
    async with acm() as c:
        return 42


def genexp_array(a: Array[int64]):  # WARNING "runs interpreted"
    return (x for x in a)  # NOTE "not supported yet: iterating an array in a generator expression"


def genexp_prim(n: int64):
    return (x for x in n)  # ERROR "cannot iterate over int64"


def genexp_captures(n: int64, xs):
    return (x + n for x in xs)  # ERROR "cannot use primitives in global or closure scope"
