# try, raise, with, assert and del; unpacking.
from __static__ import int64, Array, box
from typing import Final


FLAG: Final[int] = 1


def handlers(x, n: int64) -> int64:  # WARNING "handlers runs interpreted"
    try:
        y = x + 1
    except (ValueError, TypeError) as e:
        print(e)
    else:
        pass
    finally:
        pass
    try:                         # NOTE "not supported yet: except\*"
        pass
    except* KeyError:
        pass
    try:
        pass
    except n:                    # ERROR "exception types cannot be primitives"
        pass
    raise n                      # ERROR "exceptions cannot be primitives"


def raising(x) -> None:
    raise ValueError("bad") from x
    raise ValueError("bad") from box(int64(1))


def contexts(n: int64) -> None:
    with open("f") as fh, open("g"):
        pass
    with n:                      # ERROR "context managers cannot be primitives"
        pass


def coro(x) -> None:  # WARNING "coro runs interpreted"
    def inner():
        async with x:            # NOTE "not supported yet: async with"
            pass


def asserts(x, n: int64) -> None:
    assert x
    assert x, "message"
    assert x, n                  # ERROR "assert message cannot be a primitive"


def deletes(x, n: int64, a: Array[int64], d: dict) -> None:  # WARNING "deletes runs interpreted"
    del x
    del d["k"], d.attr
    del n                        # ERROR "deleting primitives not supported"
    del a                        # NOTE "not supported yet: deleting an Array local"
    del a[0]                     # ERROR "Static arrays cannot be resized"
    del FLAG                     # del makes FLAG a local of this function


def unpack(pairs: list) -> None:
    for k, v in pairs:
        print(k, v)
    a, (b, c) = pairs
    first, *rest = pairs
    *x, y, z = pairs
    *p, *q = pairs               # ERROR "multiple starred expressions in assignment"


del FLAG                         # ERROR "not supported yet: deleting a function, a Final or a static import"
del unpack                       # ERROR "not supported yet: deleting a function, a Final or a static import"
