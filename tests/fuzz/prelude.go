// This file implements the fixed prelude of a generated module: the
// helpers and classes the generated functions use, and call(), through
// which plain Python calls each generated function and records what it
// did.

package fuzz

// SourceName is the file name a generated module is written as; call()
// keeps the traceback lines of frames in this file.
const SourceName = "fuzzed.py"

// callHelper is in every prelude: it runs one generated function with
// the side-effect log cleared and returns what it observed — the result
// and its type, or the exception's type, message, cause and the lines of
// the module it passed through — with the log.
const callHelper = `

def lines(e):
    out = []
    tb = e.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename.endswith("` + SourceName + `"):
            out.append(tb.tb_lineno)
        tb = tb.tb_next
    return out


def call(f, *args, **kwargs):
    LOG.clear()
    try:
        r = f(*args, **kwargs)
    except Exception as e:
        c = e.__cause__
        return ("raised", type(e).__name__, str(e), None if c is None else type(c).__name__, lines(e), list(LOG))
    return (type(r).__name__, r, list(LOG))


def note(x):
    LOG.append(x)
    return x


def dyn(v):
    return v


def evens(n):
    for i in range(n):
        if i % 2 == 0:
            yield i


class Oops(ValueError):
    pass


G = 0


def gset(v):
    global G
    G = v
    return v


class Ctx:
    def __init__(self, suppress):
        self.suppress = suppress
        self.tag = "ctx"

    def __enter__(self):
        LOG.append("enter")
        return self

    def __exit__(self, t, v, tb):
        LOG.append(("exit", None if t is None else t.__name__))
        return self.suppress


def ext(self, k=1):
    # Attached to classes after they are made: binds self.
    return (type(self).__name__, self.v, k)


class Made0:
    def __init__(self, v):
        self.v = v


Made = type("Made", (Made0,), {"ext": ext})
`

// staticPrelude heads a Static Python module: besides the helpers, a
// class hierarchy with typed fields and an override, a subclass in plain
// Python (exec'd, so interpreted in both runs) whose override is a
// Python function,
// a typed function with keyword and default parameters, and peek(),
// untyped code reading a compiled object's fields.
const staticPrelude = `import __static__
from __static__ import (int8, int16, int32, int64, uint8, uint16, uint32, uint64,
                        double, cbool, box, unbox, cast, crange, clen, Array, CheckedDict, CheckedList)
from typing import Final, Optional, final

LOG: list = []
FK: Final[int] = 7
FNEG: Final[int] = -3
FS: Final[str] = "fin"
FD: Final[float] = 2.5
` + callHelper + `

def note64(v: int64) -> int64:
    LOG.append(box(v))
    return v


def kw(x: int64, y: int64, z: int64 = 5) -> int64:
    return x * 100 + y * 10 + z


class Cell:
    def __init__(self, v: int64) -> None:
        self.v: int64 = v
        self.w: double = 0.5
        self.label: str = "c"
        self.small: int8 = 0
        self.items: list = []

    def bump(self, d: int64) -> int64:
        self.v = self.v + d
        return self.v

    def twice(self) -> int64:
        return self.bump(1) * 2

    def show(self) -> str:
        return self.label + str(box(self.v))


class Cell2(Cell):
    def bump(self, d: int64) -> int64:
        self.v = self.v * 2 - d
        return self.v


# A subclass in plain Python, interpreted in both runs: its override is
# a Python function, called from compiled code through the base's type.
exec("""
class PyCell(Cell):
    def bump(self, d):
        self.v = self.v - d
        return self.v * 3
""", globals())
PyCell = globals()["PyCell"]
Cell.ext = ext

# A Python subclass binding field names to properties: typed code reads
# and writes the slots (as CinderX's LOAD_FIELD / STORE_FIELD do), Python
# code the properties.
exec("""
class PyShadow(Cell):
    @property
    def label(self):
        return "shadow"

    @label.setter
    def label(self, v):
        LOG.append(("set label", v))

    small = property(lambda self: -1)
""", globals())
PyShadow = globals()["PyShadow"]

# Classes the invalidation statements patch (tests/fuzz/caches.go): made
# in Python, so mutable in both runs, and used from compiled code.
exec("""
class Plain:
    k = 1

    def __init__(self, v):
        self.v = v

    def bump(self, d):
        self.v = self.v + d
        return self.v


class Plain2(Plain):
    def bump(self, d):
        self.v = self.v * 2 - d
        return self.v
""", globals())
Plain, Plain2 = globals()["Plain"], globals()["Plain2"]


def peek(o):
    return [type(o.v).__name__, o.v, type(o.w).__name__, o.w, o.show(), o.label, o.small, o.items]


# A typed class with the dunders service code writes (dunders.go's
# statements compare, hash, sort, add and iterate it).
class Money:
    def __init__(self, units: int64, cur: str) -> None:
        self.units: int64 = units
        self.cur: str = cur

    def __eq__(self, o: object) -> bool:
        if isinstance(o, Money):
            return box(self.units) == box(o.units) and self.cur == o.cur
        return False

    def __hash__(self) -> int:
        return hash((box(self.units), self.cur))

    def __lt__(self, o: "Money") -> bool:
        if self.units == o.units:
            return self.cur < o.cur
        return box(self.units < o.units)

    def __add__(self, o: "Money") -> "Money":
        if self.cur != o.cur:
            raise ValueError("currency " + self.cur + " and " + o.cur)
        return Money(self.units + o.units, self.cur)

    def __neg__(self) -> "Money":
        return Money(-self.units, self.cur)

    def __len__(self) -> int:
        return len(self.cur)

    def __bool__(self) -> bool:
        return box(self.units != 0)

    def __getitem__(self, i: int) -> str:
        return self.cur[i]

    def __contains__(self, s: str) -> bool:
        return s in self.cur

    def __iter__(self):
        return iter((box(self.units), self.cur))

    def __repr__(self) -> str:
        return f"Money({box(self.units)}, {self.cur!r})"


# A typed class with Final class constants, a property with a setter
# that validates, a checked list field and an override calling super()
# (typed_more.go's accounts statement).
class Acct:
    RATE: Final[int] = 3
    TAG: Final[str] = "acct"

    def __init__(self, bal: int) -> None:
        self._bal: int64 = int64(bal)
        self.hist: CheckedList[int] = []

    @property
    def bal(self) -> int:
        return box(self._bal)

    @bal.setter
    def bal(self, v: int) -> None:
        if v < 0:
            raise ValueError("negative " + str(v))
        self._bal = int64(v)

    def fee(self) -> int64:
        return int64(Acct.RATE) * 2

    def grow(self, n: int64) -> int64:
        for i in crange(n):
            self._bal = self._bal * 3 + i
            self.hist.append(box(self._bal))
        return self._bal


class Savings(Acct):
    BONUS: Final[int] = 5

    def fee(self) -> int64:
        return super().fee() + int64(self.BONUS)


# Exceptions raised through several compiled frames, each with a
# finally (typed_more.go's deepRaise statement).
def deep(n: int64, k: int64) -> int64:
    if n <= 0:
        if k % 3 == 0:
            raise ValueError("deep " + str(box(k)))
        if k % 3 == 1:
            return int64(10) // (k - 1)
        return k
    try:
        return deep(n - 1, k) + 1
    finally:
        LOG.append(box(n))

`

// plainPrelude heads a plain Python module (no __static__): compiled
// with Python's rules.
const plainPrelude = `LOG = []
` + callHelper + `

class Box:
    k = 1

    def __init__(self, v):
        self.v = v
        self.items = []

    def bump(self, d):
        self.v = self.v + d
        return self.v


class Box2(Box):
    def bump(self, d):
        self.v = self.v * 2 - d
        return self.v


Box.ext = ext

`
