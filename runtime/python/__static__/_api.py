"""Everything ``__static__`` exports, without the import hook that
importing the package installs: the compiled extension loads this module
for the functions it runs interpreted."""

# The runtime's own checks use the real builtins even while a program
# patches them (builtins.isinstance = ...), as compiled code does.
from builtins import isinstance, issubclass, len

import time as _time
import typing as _typing

from ._prims import (
    int8, int16, int32, int64, uint8, uint16, uint32, uint64,
    char, size_t, ssize_t, cbool, double, single, box, unbox,
)
from ._containers import Array, CheckedDict, CheckedList
from ._enum import Enum, IntEnum, StringEnum
from ._ctxdec import ContextDecorator, ExcContextDecorator

__all__ = [
    "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64",
    "char", "size_t", "ssize_t", "cbool", "double", "single",
    "box", "unbox", "cast", "clen", "crange",
    "inline", "final", "mutable", "dynamic_return", "allow_weakrefs",
    "Array", "CheckedDict", "CheckedList", "chkdict", "chklist",
    "rand", "RAND_MAX", "posix_clock_gettime_ns", "reveal_type",
    "Enum", "IntEnum", "StringEnum", "prod_assert", "pydict", "PyDict",
    "_donotcompile", "mixin", "ClassDecorator", "TClass",
    "ContextDecorator", "ExcContextDecorator",
]

# The checked containers under CinderX's other names for them.
chkdict = CheckedDict
chklist = CheckedList

# dict under the names CinderX gives it (PyDict[K, V] is dict[K, V]).
pydict = dict
PyDict = dict


def prod_assert(cond, msg=None):
    """An assert that ``python -O`` keeps: AssertionError(msg) (no
    argument without one) unless ``cond`` is true."""
    if not cond:
        if msg is None:
            raise AssertionError
        raise AssertionError(msg)


def cast(T, v):
    """Checked cast: ``v`` if it is an instance of ``T`` (``Optional[T]``
    also accepts None), else TypeError("expected 'T', got 'type'")."""
    from ._containers import split_optional, type_name
    exact = False
    if _typing.get_origin(T) is _typing.Annotated:
        # Annotated[C, ...] is C, as the checker reads it; with "Exact",
        # only an instance of C itself passes (of a class, not a builtin
        # type, as compiled code checks it).
        exact = "Exact" in T.__metadata__
        T = T.__origin__
    inner, optional = split_optional(T)
    if v is None and optional:
        return v
    if exact and isinstance(inner, type) and inner.__module__ != "builtins":
        if type(v) is inner:
            return v
        from ._messages import CAST_EXACT
        raise TypeError(CAST_EXACT.format(expected=type_name(inner), got=type(v).__name__))
    if isinstance(v, inner):
        return v
    from ._messages import CAST
    raise TypeError(CAST.format(expected=type_name(inner), got=type(v).__name__))


def clen(x):
    """len(x) as an int64."""
    return int64(len(x))


def crange(start, stop=None):
    """Iterator of int64 values: crange(n) or crange(a, b), step 1."""
    if stop is None:
        start, stop = 0, int64(start)
    else:
        start, stop = int64(start), int64(stop)
    return map(int64, range(int(start), int(stop)))


def inline(func):
    return func


final = _typing.final


def mutable(cls):
    """Keep cls mutable when its strict module is frozen."""
    cls.__staticpyc_mutable__ = True
    return cls


def dynamic_return(func):
    return func


def mixin(cls):
    """Mark cls as a mixin class (a no-op, as in CinderX)."""
    return cls


# The class type variable of class decorators, and their protocol.
TClass = _typing.TypeVar("TClass", bound=type)


class ClassDecorator(_typing.Protocol):
    def __call__(self, cls: TClass) -> TClass: ...


def _donotcompile(func):
    """Compile func (or a class) as plain Python: no static checks."""
    return func


def allow_weakrefs(cls):
    return cls


def reveal_type(x):
    return x


# rand(): glibc's rand() (TYPE_3 additive feedback generator, default seed
# 1), so the sequence is the one a compiled module calling libc rand() sees.
RAND_MAX = 2147483647
_rand_state = []


def _rand_init(seed=1):
    r = [0] * 34
    r[0] = seed & 0xFFFFFFFF
    for i in range(1, 31):
        hi, lo = divmod(r[i - 1] if r[i - 1] < 2**31 else r[i - 1] - 2**32, 127773)
        word = 16807 * lo - 2836 * hi
        if word < 0:
            word += 2147483647
        r[i] = word & 0xFFFFFFFF
    for i in range(31, 34):
        r[i] = r[i - 31]
    _rand_state[:] = r
    for _ in range(310):
        _rand_next()


def _rand_next():
    r = _rand_state
    v = (r[-31] + r[-3]) & 0xFFFFFFFF
    r.append(v)
    del r[0]
    return v >> 1


def rand():
    """Next value of glibc's rand() sequence (seed 1), as an int32."""
    if not _rand_state:
        _rand_init()
    return int32(_rand_next())


def posix_clock_gettime_ns():
    return int64(_time.clock_gettime_ns(_time.CLOCK_MONOTONIC))
