# Class bodies with statements other than defs and assignments: loops,
# `if`, `try`, `with`, `del`, calls, unpacked and subscripted targets.
# They compile (no SP4002), the names they bind being entries of the
# class namespace: read there first, then as globals, as CPython's
# LOAD_NAME does; a namespace from __prepare__ sees every operation in
# CPython's order.
import operator

scale = 10
log = []


class Recorder(dict):
    def __setitem__(self, k, v):
        if not k.startswith("__"):
            log.append(("set", k, v if isinstance(v, (int, str, type(None))) else type(v).__name__))
        dict.__setitem__(self, k, v)

    def __delitem__(self, k):
        log.append(("del", k))
        dict.__delitem__(self, k)


class Meta(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return Recorder()

    def __new__(mcls, name, bases, ns):
        return super().__new__(mcls, name, bases, dict(ns))


class Table:
    """A table built by loops."""
    squares = []
    for i in range(4):
        squares.append(i * i)
    del i
    if len(squares) > 3:
        big = True
    else:
        big = False
    total = 0
    for n in squares:
        total += n * scale
    scale = 3  # a class attribute from here on; the loop above read the global
    scaled = [s * scale for s in (1, 2)]
    lo, hi = min(squares), max(squares)
    first, *rest = squares
    index = {}
    index["a"] = 1
    index["b"] = index["a"] + 1
    while total > 100:
        total //= 2
    pending = 0
    pending += 5
    squares.sort(reverse=True)

    def describe(self):
        return (self.squares, self.big, self.total, self.lo, self.hi, self.first, self.rest, self.index, self.pending)


class Dispatch:
    _ops = {}
    _ops["add"] = operator.add
    _ops["sub"] = operator.sub
    add, sub = _ops["add"], _ops["sub"]
    _ops[len] = "len"

    def run(self, name, a, b):
        return self._ops[name](a, b)


class Managed:
    def __init__(self, name, swallow=False):
        self.name, self.swallow = name, swallow

    def __enter__(self):
        log.append(("enter", self.name))
        return self.name

    def __exit__(self, tp, v, tb):
        log.append(("exit", self.name, tp.__name__ if tp else None))
        return self.swallow


class Handlers:
    try:
        del missing_name
    except NameError as e:
        message = str(e)
    try:
        value = int("x")
    except ValueError:
        value = -1
    else:
        value = -2
    finally:
        cleaned = True
    with Managed("body") as entered:
        inside = entered.upper()
    try:
        with Managed("swallow", swallow=True):
            raise IndexError("swallowed")
        swallowed = True
    except IndexError:
        swallowed = False


class Ordered(metaclass=Meta):
    a = 1
    for k in ("x", "y"):
        a += 1
    try:
        raise KeyError("k")
    except KeyError as err:
        caught = err.args[0]
    b, c = 5, 6
    del b


def test_table():
    return Table().describe(), Table.scale, Table.scaled, Table.__doc__, hasattr(Table, "i"), hasattr(Table, "n"), Table.n


def test_dispatch():
    d = Dispatch()
    return d.run("add", 2, 3), d.run("sub", 2, 3), Dispatch.add(1, 1), Dispatch.sub(1, 1), sorted(map(str, Dispatch._ops))


def test_handlers():
    return Handlers.message, Handlers.value, Handlers.cleaned, Handlers.entered, Handlers.inside, Handlers.swallowed, hasattr(Handlers, "e")


def test_prepare_order():
    return list(log), sorted(k for k in vars(Ordered) if not k.startswith("__"))


class Strict(dict):
    # A namespace whose deletions fail: DELETE_NAME turns what it raises
    # into a NameError.
    def __delitem__(self, k):
        if k == "x":
            raise RuntimeError("no deleting " + k)
        dict.__delitem__(self, k)


class StrictMeta(type):
    @classmethod
    def __prepare__(mcls, name, bases):
        return Strict()

    def __new__(mcls, name, bases, ns):
        return super().__new__(mcls, name, bases, dict(ns))


class Guarded(metaclass=StrictMeta):
    x = 1
    try:
        del x
    except NameError as e:
        why = str(e)
    except RuntimeError as e:
        why = "runtime " + str(e)


def test_delete_errors():
    return Guarded.why, Guarded.x


kind = "global"


class Scopes:
    # The lambdas and comprehensions of a class body are scopes of their
    # own: past the first iterable, they see the globals, not the class's
    # names.
    kind = "class"
    read = lambda self: kind
    listed = [kind for _ in range(1)]
    nested = [[kind for _ in r] for r in ([1],)]
    first = [c for c in kind]
    for c in "ab":
        kinds = [kind + x for x in c]


def test_scopes():
    return Scopes().read(), Scopes.listed, Scopes.nested, Scopes.first, Scopes.kinds, Scopes.c
