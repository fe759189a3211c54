// This file implements the prelude of the untyped generator's modules
// (untyped.go): classes written the way service code writes them —
// inheritance and super(), properties with setters, __slots__, the
// comparison, hashing, container, truth and arithmetic dunders,
// __getattr__, a context manager, a keyword-only and **kwargs function —
// which the generated statements construct, patch and call.

package fuzz

// untypedPrelude heads a module of the untyped generator. Every class
// has a repr that shows no address, and what a function returns or logs
// goes through show, which drops the addresses of the rest, so that
// results compare by repr.
const untypedPrelude = `import re as _re

LOG = []
` + callHelper + `

_ADDRESS = _re.compile(r" at 0x[0-9a-fA-F]+")


def show(x):
    # A repr without addresses (lambdas, generators, bound methods
    # differ between the runs), or what repr raised.
    try:
        return _ADDRESS.sub("", repr(x))
    except Exception as e:
        return "unrepr " + type(e).__name__


def tell(x):
    LOG.append(show(x))
    return x


class MyErr(Exception):
    pass


class Guard:
    def __init__(self, v):
        self.v = v

    def __enter__(self):
        LOG.append("enter")
        return self.v

    def __exit__(self, t, e, tb):
        LOG.append(("exit", None if t is None else t.__name__))
        return t is ZeroDivisionError


class Door:
    # A context manager whose __enter__ raises for a falsy-looking q and
    # whose __exit__ suppresses nothing (mode 'f'), everything ('t') or
    # KeyError ('k').
    def __init__(self, q, mode):
        self.q = q
        self.mode = mode
    def __enter__(self):
        LOG.append("enter")
        if self.q is None or self.q == 0 or self.q == "":
            raise ValueError("enter")
        return self.q
    def __exit__(self, t, ex, tb):
        LOG.append(("exit", None if t is None else t.__name__))
        return self.mode == "t" or (self.mode == "k" and t is KeyError)
def apply(*a, **k):
    return (a, sorted(k.items()))


def kwf(x, y=2, *rest, z=3, **kw):
    return (x, y, rest, z, sorted(kw.items()))


class Box:
    def __init__(self, v):
        self.val = v

    def twice(self):
        return self.val + self.val

    def __repr__(self):
        return "Box(%r)" % (self.val,)


class Sub(Box):
    def twice(self):
        return ("sub", super().twice())

    def kind(self):
        return type(self).__name__

    @property
    def prop(self):
        return self.val

    def __str__(self):
        return "Sub<%s>" % (self.val,)


class Leaf(Sub):
    tag = "leaf"

    def __init__(self, v, w=1):
        super().__init__(v)
        self.w = w

    def twice(self):
        return ("leaf", super().twice(), self.w)

    @classmethod
    def make(cls, v):
        return cls(v, 2)

    @staticmethod
    def join(a, b):
        return "%s|%s" % (a, b)


class Vec:
    __slots__ = ("x", "y")

    def __init__(self, x, y=0):
        self.x = x
        self.y = y

    def __repr__(self):
        return f"Vec({self.x!r}, {self.y!r})"

    def __eq__(self, o):
        if not isinstance(o, Vec):
            return NotImplemented
        return (self.x, self.y) == (o.x, o.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __lt__(self, o):
        return (self.x, self.y) < (o.x, o.y)

    def __add__(self, o):
        if isinstance(o, Vec):
            return Vec(self.x + o.x, self.y + o.y)
        return NotImplemented

    def __radd__(self, o):
        if o == 0:
            return self
        return NotImplemented

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)

    def __neg__(self):
        return Vec(-self.x, -self.y)

    def __bool__(self):
        return bool(self.x or self.y)

    def __iter__(self):
        yield self.x
        yield self.y


class Seq:
    def __init__(self, *items):
        self.items = list(items)

    def __len__(self):
        return len(self.items)

    def __getitem__(self, i):
        return self.items[i]

    def __repr__(self):
        return "Seq%r" % (tuple(self.items),)


class Lazy:
    def __init__(self, n):
        self.n = n

    def __getattr__(self, name):
        if name.startswith("x"):
            return (name, self.n)
        raise AttributeError("no " + name)

    def __repr__(self):
        return "Lazy(%r)" % (self.n,)


class Temp:
    def __init__(self, c=0):
        self._c = c

    @property
    def c(self):
        return self._c

    @c.setter
    def c(self, v):
        if isinstance(v, str):
            raise TypeError("bad temp " + v)
        self._c = v

    @c.deleter
    def c(self):
        self._c = None

    @property
    def f(self):
        return self._c * 9 / 5 + 32

    def __repr__(self):
        return "Temp(%r)" % (self._c,)


class Tally:
    def __init__(self, n):
        self.n = n

    def __iter__(self):
        for i in range(self.n):
            yield i * i

    def __call__(self, k=1):
        self.n += k
        return self.n

    def __contains__(self, x):
        return x == self.n

    def __repr__(self):
        return "Tally(%r)" % (self.n,)


GV = 10


class Tag(str):
    # A str whose equality ignores case: == and != of str subclasses go
    # to the subclass's methods, never the exact-str fast path.
    def __eq__(self, o):
        if isinstance(o, str):
            return self.lower() == o.lower()
        return NotImplemented

    def __ne__(self, o):
        r = self.__eq__(o)
        return r if r is NotImplemented else not r

    __hash__ = str.__hash__


class Plain(str):
    pass


class Defaults(dict):
    def __missing__(self, k):
        LOG.append(("missing", show(k)))
        return ("dflt", k)


class Audit(list):
    def append(self, x):
        LOG.append(("append", show(x)))
        super().append(x)


class Grow(list):
    pass


class Tick:
    # An awaitable that suspends once and gives its value.
    def __init__(self, n):
        self.n = n

    def __await__(self):
        got = yield ("tick", self.n)
        LOG.append(("resumed", show(got)))
        return self.n


class ACtx:
    async def __aenter__(self):
        LOG.append("aenter")
        return await Tick("in")

    async def __aexit__(self, t, e, tb):
        LOG.append(("aexit", None if t is None else t.__name__))
        return t is ValueError


def drive(c):
    # Runs a coroutine to its end without an event loop, sending each
    # suspension a counter.
    i = 0
    try:
        while True:
            LOG.append(("yielded", show(c.send(None if i == 0 else i))))
            i += 1
    except StopIteration as s:
        return s.value
`
