# Native generators delegating with yield from: values, send, throw and
# close through native generators, generators of the interpreter,
# iterators without send/throw/close and builtin iterators; the
# delegate's return value (also when a throw ends it), delegates that
# end at once, errors getting the iterator, deep and too deep chains,
# re-entry, finalization and cycles while delegating. Compiled and
# interpreted must agree.
import __static__
from __static__ import int64, box
import gc

log: list = []

# A generator of the interpreter, whatever this module runs as.
_ns: dict = {}
exec(
    "def pygen(n):\n"
    "    try:\n"
    "        for i in range(n):\n"
    "            got = yield i\n"
    "            if got is not None:\n"
    "                log.append(('py got', got))\n"
    "    except KeyError as e:\n"
    "        log.append(('py caught', str(e)))\n"
    "        yield 'py recovered'\n"
    "    finally:\n"
    "        log.append('py finally')\n"
    "    return 'py result'\n",
    {"log": log}, _ns)
pygen = _ns["pygen"]


def count(n):
    i = 0
    while i < n:
        got = yield i
        if got is not None:
            log.append(("got", got))
        i += 1
    return n * 10


def delegate(it):
    r = yield from it
    log.append(("returned", r))
    return r


def two_levels(n):
    a = yield from delegate(count(n))
    b = yield from delegate(pygen(n))
    return a, b


def catcher():
    try:
        yield 1
    except KeyError as e:
        log.append(("caught", str(e)))
        return "caught result"
    yield 2


def ignores_exit():
    try:
        yield 1
    except GeneratorExit:
        log.append("ignored exit")
    yield 2


class BadClose:
    def __iter__(self):
        return self

    def __next__(self):
        return "bad"

    def close(self):
        raise ValueError("close failed")


class ThrowReturns:
    def __iter__(self):
        return self

    def __next__(self):
        return "tr"

    def throw(self, *args):
        log.append(("throw args", len(args)))
        raise StopIteration("value from throw")


class Plain:
    # An iterator without send, throw or close.
    def __init__(self, n):
        self.i = 0
        self.n = n

    def __iter__(self):
        return self

    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i


def test_values():
    log.clear()
    out = [list(delegate(count(3))), list(delegate([1, 2])), list(delegate(range(2))),
           list(delegate(())), list(delegate("ab")), list(delegate(Plain(2))),
           list(two_levels(2)), list(delegate(pygen(2))), list(delegate({"k": 1}))]
    g = two_levels(1)
    out.append(list(g))
    try:
        next(g)
    except StopIteration as e:
        out.append(("stop", e.value))
    return out, list(log)


def test_return_value():
    log.clear()
    g = two_levels(1)
    out = [next(g), next(g)]
    try:
        next(g)
    except StopIteration as e:
        out.append(e.value)
    return out, list(log)


def test_send():
    log.clear()
    out = []
    for make in (count, pygen):
        g = delegate(make(3))
        out.append(next(g))
        out.append(g.send("a"))
        out.append(g.send(None))
        try:
            g.send("b")
        except StopIteration as e:
            out.append(("stop", e.value))
    g = delegate([1, 2])
    next(g)
    try:
        g.send("x")
    except AttributeError as e:
        out.append(("list send", str(e)))
    return out, list(log)


def test_throw():
    log.clear()
    out = []
    g = delegate(pygen(3))
    next(g)
    out.append(g.throw(KeyError("k1")))
    g = delegate(catcher())
    next(g)
    try:
        g.throw(KeyError("k2"))
    except StopIteration as e:
        out.append(("stop", e.value))
    g = delegate(count(3))
    next(g)
    try:
        g.throw(ValueError("v"))
    except ValueError as e:
        out.append(("raised", str(e)))
    out.append(g.gi_yieldfrom)
    g = delegate(Plain(3))
    next(g)
    try:
        g.throw(IndexError, "no throw method")
    except IndexError as e:
        out.append(("body raised", str(e)))
    g = delegate(ThrowReturns())
    next(g)
    try:
        g.throw(TypeError, TypeError("t"), None)
    except StopIteration as e:
        out.append(("stop", e.value))
    g = delegate(count(2))
    next(g)
    try:
        g.throw(GeneratorExit)
    except GeneratorExit:
        out.append("exit raised")
    return out, list(log)


def test_close():
    log.clear()
    out = []
    g = delegate(pygen(3))
    next(g)
    out.append(g.close())
    g = delegate(count(3))
    next(g)
    out.append(g.gi_yieldfrom is not None)
    g.close()
    out.append(list(g))
    g = delegate(BadClose())
    out.append(next(g))
    try:
        g.close()
    except ValueError as e:
        out.append(("close raised", str(e)))
    g = delegate(ignores_exit())
    next(g)
    try:
        g.close()
    except RuntimeError as e:
        out.append(str(e))
    return out, list(log)


def test_dropped():
    log.clear()
    g = delegate(pygen(3))
    next(g)
    del g
    h = delegate(delegate(pygen(2)))
    next(h)
    h = None
    return list(log)


class Node:
    def __init__(self, left, value, right):
        self.left = left
        self.value = value
        self.right = right

    def __iter__(self):
        if self.left:
            yield from self.left
        yield self.value
        if self.right:
            yield from self.right


def _build(lo, hi):
    if lo >= hi:
        return None
    mid = (lo + hi) // 2
    return Node(_build(lo, mid), mid, _build(mid + 1, hi))


def chain(n):
    if n == 0:
        yield "bottom"
        return 0
    r = yield from chain(n - 1)
    return r + 1


def test_deep():
    t = _build(0, 200)
    out = [sum(t), list(t)[:5]]
    g = chain(50)
    out.append(list(g))
    try:
        for _ in chain(100000):
            pass
        out.append("no error")
    except RecursionError:
        out.append("RecursionError")
    return out


me: list = []


def reenter():
    yield from reenter_inner()


def reenter_inner():
    yield next(me[0])


def test_reenter():
    g = reenter()
    me[:] = [g]
    try:
        next(g)
    except ValueError as e:
        return str(e)
    finally:
        me.clear()


async def coro():
    return 1


def from_coroutine():
    c = coro()
    try:
        yield from c
    finally:
        c.close()


def test_errors():
    out = []
    for make in (lambda: delegate(5), lambda: delegate(None), from_coroutine):
        try:
            list(make())
        except TypeError as e:
            out.append(str(e))
    return out


def raises_stop():
    yield 1
    raise StopIteration("inner")


def test_stop_iteration_inside():
    g = delegate(raises_stop())
    out = [next(g)]
    try:
        next(g)
    except RuntimeError as e:
        out.append((str(e), type(e.__cause__).__name__))
    return out


class Holder:
    def __init__(self):
        self.g = None


def holds(h):
    yield from pygen(3)
    yield h


def test_cycle():
    log.clear()
    h = Holder()
    h.g = holds(h)
    next(h.g)
    del h
    gc.collect()
    return list(log)


def test_gi_yieldfrom():
    inner = count(2)
    g = delegate(inner)
    out = [g.gi_yieldfrom]
    next(g)
    out.append(g.gi_yieldfrom is inner)
    list(g)
    out.append(g.gi_yieldfrom)
    return out


def catching_delegator(it):
    caught = None
    try:
        r = yield from it
    except ValueError as e:
        caught = str(e)
        r = "after catch"
    if caught is not None:
        yield ("caught", caught)
    return r


class Ctx:
    def __enter__(self):
        log.append("enter")
        return self

    def __exit__(self, t, v, tb):
        log.append(("exit", t.__name__ if t else None))
        return False


def managed(it):
    with Ctx():
        yield from it
    try:
        return (yield from it)
    finally:
        log.append("finally")


def typed_counts(n: int64):
    total: int64 = 0
    for i in range(box(n)):
        total += int64(i)
        got = yield from count(int(i))
        total += int64(got)
    return box(total)


def test_in_try_and_with():
    log.clear()
    out = []
    g = catching_delegator(count(3))
    out.append(next(g))
    out.append(g.throw(ValueError("from outside")))
    try:
        next(g)
    except StopIteration as e:
        out.append(("stop", e.value))
    g = managed(count(2))
    out.append(list(g))
    g = managed(pygen(3))
    next(g)
    g.close()
    g = managed(count(3))
    next(g)
    try:
        g.throw(KeyError("in with"))
    except KeyError:
        out.append("raised through with")
    out.append(list(typed_counts(int64(4))))
    g = typed_counts(int64(3))
    out.append([next(g), next(g), next(g)])
    try:
        while True:
            next(g)
    except StopIteration as e:
        out.append(("typed total", e.value))
    return out, list(log)


# CALL: test_deep()
