# Parameters of every kind: defaults (constant and evaluated at def time),
# positional-only, *args, keyword-only, **kwargs; calls from Python and
# from compiled code, with CPython's binding errors.
import __static__
from __static__ import int64, box

DEFAULT_NAME = "world"
SEEN: list = []


def greet(name: str = DEFAULT_NAME, punct: str = "!") -> str:
    return "hello " + name + punct


def remember(x, into: list = SEEN) -> int:
    into.append(x)
    return len(into)


def scaled(x: int64, factor: int64 = 3) -> int64:
    return x * factor


def pos_only(a, b, /, c=10):
    return [a, b, c]


def star(first, *rest):
    return [first, rest]


def kwonly(a, *, scale: int = 2, shift=0):
    return a * scale + shift


def everything(a, b=2, *args, key="k", **kw):
    return [a, b, args, key, sorted(kw.items())]


def caller() -> list:
    return [greet(), greet("you"), box(scaled(2)), box(scaled(2, 5)), star(1, 2, 3),
            kwonly(5, scale=3), everything(1, 2, 3, 4, key="z", extra=1), remember(1), remember(2)]


def test_caller():
    SEEN.clear()
    return caller()


# CALL: greet()
# CALL: greet(punct="?")
# CALL: greet(1)
# CALL: pos_only(1, 2)
# CALL: pos_only(1, b=2)
# CALL: star(1)
# CALL: star()
# CALL: kwonly(1)
# CALL: kwonly(1, 2)
# CALL: kwonly(1, scale="x")
# CALL: kwonly(1, scale=4, shift=1)
# CALL: everything(1)
# CALL: everything(1, 2, 3, key="q", z=9, y=8)
# CALL: everything(1, nope=3)
# CALL: everything(a=1, b=2, c=3)
# CALL: scaled(4)
# CALL: scaled(4, factor=10)


def spread(xs: list, opts: dict):
    return [everything(*xs), everything(*xs, **opts), star(*xs, 9), kwonly(*xs[:1], **opts)]


def spread_errors(bad):
    out = []
    for f in (lambda: star(*bad), lambda: kwonly(1, **bad), lambda: kwonly(1, scale=2, **{"scale": 3})):
        try:
            f()
        except TypeError as e:
            out.append(str(e))
    return out


def test_spread():
    return spread([1, 2, 3], {"scale": 4})


def test_spread_errors():
    return spread_errors(5)


# Parameters named like the compiler's own block labels.
def labels(body: int64, entry: int64, error: int64) -> int64:
    return body * 100 + entry * 10 + error


def test_label_names():
    return [box(labels(1, 2, 3)), box(labels(body=4, entry=5, error=6))]


def documented(a, b: int64 = 2, *, c="x\ty") -> int64:
    """Docstrings survive compilation.

    With their indentation, as __doc__ holds it in 3.11."""
    return b


# inspect.signature on builtins grows CPython's memory on every call (in
# ast), so the leak test must not run it: a CALL, not a test_ function.
# CALL: introspection()
def introspection():
    # __doc__ and what inspect.signature sees (names, kinds, literal
    # defaults; annotations are not on compiled functions yet).
    import inspect

    out = []
    for fn in (greet, scaled, pos_only, star, documented):
        ps = inspect.signature(fn).parameters.values()
        out.append((fn.__name__, fn.__doc__, [(p.name, str(p.kind), repr(p.default)) for p in ps]))
    return out


def test_docstrings():
    return [fn.__doc__ for fn in (greet, scaled, documented, introspection)]


class Account:
    """Primitive defaults of methods, positional and keyword-only."""

    def __init__(self, name: str, balance: int64 = 7) -> None:
        self.balance: int64 = balance

    def deposit(self, n: int64 = 1, *, times: int64 = 2) -> int64:
        self.balance += n * times
        return self.balance


def kw_scaled(x: int64, *, by: int64 = 5) -> int64:
    return x * by


def test_primitive_defaults():
    a = Account("a")
    b = Account("b", 2)
    return [box(a.balance), box(b.balance), a.deposit(), a.deposit(3),
            a.deposit(1, times=10), box(kw_scaled(2)), box(kw_scaled(2, by=3))]
