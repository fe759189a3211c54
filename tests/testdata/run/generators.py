# Generator functions compiled natively (a yield outside try and with):
# the generator protocol (__next__, send, throw, close, StopIteration's
# value, gi_running), exceptions raised inside and thrown in, generators
# dropped before the end, in reference cycles, and recursion through
# generators; compiled and interpreted must agree.
import __static__
from __static__ import int64, box
import collections.abc
import gc

log: list = []


class Tracked:
    def __init__(self, name: str) -> None:
        self.name = name

    def __del__(self):
        log.append("del " + self.name)


def count(n):
    i = 0
    while i < n:
        yield i
        i += 1
    return "done"


def countdown(n: int64):
    while n > 0:
        yield box(n)
        n -= 1


def odd_squares(xs, scale=1):
    for x in xs:
        if x % 2:
            yield x * x * scale
        elif x > 6:
            break


def accumulate():
    total = 0
    while True:
        v = yield total
        if v is None:
            return total
        total += v


def in_expressions():
    d = {"k": (yield 1)}
    s = f"<{(yield 2)}>"
    yield d, s
    return [(yield 3), (yield 4)]


def tuple_result():
    yield 1
    return (1, 2)


def raises_inside(n):
    yield n
    raise ValueError("inside " + str(n))


def raises_stop():
    yield 1
    raise StopIteration("leaked")


def holds(name: str):
    t = Tracked(name)
    yield 1
    yield t.name


class Tree:
    def __init__(self, value: int, kids: list) -> None:
        self.value = value
        self.kids = kids

    def walk(self):
        yield self.value
        for k in self.kids:
            for v in k.walk():
                yield v

    def pairs(self, other):
        for v in self.walk():
            yield v, other


def deep(n):
    if n == 0:
        yield 0
        return
    for v in deep(n - 1):
        yield v + 1


def reenter():
    yield next(me[0])


me: list = []


def delegate(g):
    # Delegates send, throw and close to a native generator
    # (yield_from.py tests delegation in full).
    r = yield from g
    yield ("delegated", r)


def guarded(n):
    log.append("open")
    try:
        for i in range(n):
            yield i
    finally:
        log.append("finally")


class Ctx:
    def __enter__(self):
        log.append("enter")
        return self

    def __exit__(self, t, v, tb):
        log.append("exit " + (t.__name__ if t else "None"))
        return False


def managed(n):
    with Ctx():
        yield n
        yield n + 1
    yield "after"


def catching():
    try:
        yield 1
    except KeyError as e:
        log.append("caught " + str(e))
    yield 2


def ignores_exit():
    try:
        yield 1
    except GeneratorExit:
        log.append("ignored")
    yield 2


def test_finally():
    log.clear()
    out = [list(guarded(2))]
    g = guarded(3)
    next(g)
    g.close()
    g = guarded(3)
    next(g)
    del g
    g = guarded(3)
    next(g)
    try:
        g.throw(KeyError("k"))
    except KeyError:
        out.append("raised through finally")
    g = guarded(3)
    g.close()
    out.append(list(managed(1)))
    g = managed(5)
    next(g)
    g.close()
    g = catching()
    next(g)
    out.append(g.throw(KeyError("x")))
    g = ignores_exit()
    next(g)
    try:
        g.close()
    except RuntimeError as e:
        out.append(str(e))
    del g
    out.append(list(log))
    return out


def make_counter(step):
    def gen(n):
        i = 0
        while i < n:
            yield i * step
            i += 1
    return gen


def test_nested():
    data = [1, 2, 3]

    def walk():
        for x in data:
            yield x
    g = walk()
    data.append(4)
    counter = make_counter(10)
    h = counter(3)
    del counter
    return list(g), list(h), h.__qualname__, list(make_counter(2)(2))


def test_basics():
    g = count(3)
    out = [iter(g) is g, isinstance(g, collections.abc.Generator), type(g).__name__, g.__name__, g.__qualname__]
    out.append(list(g))
    out.append(list(g))
    out.append(list(countdown(4)))
    out.append(sum(odd_squares(range(20))))
    out.append(list(odd_squares([1, 3], scale=10)))
    out.append(list(Tree(1, [Tree(2, [Tree(3, [])]), Tree(4, [])]).walk()))
    out.append(list(Tree(5, []).pairs("o")))
    return out


def test_return_value():
    out = []
    g = count(1)
    out.append(next(g))
    try:
        next(g)
    except StopIteration as e:
        out.append(("stop", e.value))
    try:
        next(g)
    except StopIteration as e:
        out.append(("again", e.value))
    g = tuple_result()
    next(g)
    try:
        next(g)
    except StopIteration as e:
        out.append(e.value)
    return out


def test_send():
    out = []
    g = accumulate()
    out.append(next(g))
    out.append(g.send(3))
    out.append(g.send(4))
    try:
        g.send(None)
    except StopIteration as e:
        out.append(("stop", e.value))
    g = accumulate()
    try:
        g.send(1)
    except TypeError as e:
        out.append(str(e))
    g = in_expressions()
    out.append(g.send(None))
    out.append(g.send("a"))
    out.append(g.send("b"))
    out.append(next(g))
    out.append(g.send("x"))
    try:
        g.send("y")
    except StopIteration as e:
        out.append(e.value)
    return out


def test_throw():
    out = []
    g = count(5)
    next(g)
    try:
        g.throw(KeyError("k"))
    except KeyError as e:
        out.append(("instance", repr(e)))
    out.append(list(g))
    g = count(5)
    next(g)
    try:
        g.throw(ValueError)
    except ValueError as e:
        out.append(("class", repr(e)))
    g = count(5)
    try:
        g.throw(IndexError("before start"))
    except IndexError as e:
        out.append(("unstarted", str(e)))
    out.append(list(g))
    try:
        g.throw(IndexError("after end"))
    except IndexError as e:
        out.append(("finished", str(e)))
    try:
        count(2).throw(3)
    except TypeError as e:
        out.append(str(e))
    return out


def test_close():
    out = []
    g = count(5)
    out.append(g.close())
    out.append(list(g))
    g = count(5)
    next(g)
    out.append(g.close())
    out.append(list(g))
    g = count(1)
    out.append(list(g))
    out.append(g.close())
    return out


def test_exceptions():
    out = []
    g = raises_inside(7)
    out.append(next(g))
    try:
        next(g)
    except ValueError as e:
        out.append(str(e))
    out.append(list(g))
    g = raises_stop()
    next(g)
    try:
        next(g)
    except RuntimeError as e:
        out.append((str(e), type(e.__cause__).__name__, str(e.__cause__)))
    me.clear()
    g = reenter()
    me.append(g)
    try:
        next(g)
    except ValueError as e:
        out.append(str(e))
    me.clear()
    return out


def test_running():
    g = count(2)
    seen = []

    def watch():
        for v in g:
            seen.append(g.gi_running)
    watch()
    return seen, g.gi_running


def test_dropped():
    # Dropped at a yield, a generator releases its locals at once.
    log.clear()
    g = holds("a")
    next(g)
    del g
    out = list(log)
    g = holds("b")
    out.append(list(g))
    del g
    out.append(list(log))
    return out


class Node:
    def __init__(self, name: str) -> None:
        self.name = name
        self.it = None

    def __del__(self):
        log.append("del " + self.name)


def pairs(other):
    for v in range(3):
        yield v, other


def cycles():
    # A generator in a reference cycle (through its argument, and
    # through a local at a yield) is collected. (Not a test_ function:
    # the leak check would run its collections a thousand times.)
    log.clear()
    for make in (lambda n: pairs(n), lambda n: Tree(1, [Tree(2, [])]).pairs(n)):
        n = Node("started")
        n.it = make(n)
        next(n.it)
        del n
        gc.collect()
    n = Node("unstarted")
    n.it = pairs(n)
    del n
    gc.collect()
    return list(log)


def test_recursion():
    return list(deep(30))[-1], list(deep(5))


def too_deep():
    # Recursion through generators stops at the recursion limit.
    out = []
    try:
        for _ in deep(100000):
            pass
        out.append("no error")
    except RecursionError:
        out.append("RecursionError")
    return out


def test_delegation():
    out = []
    d = delegate(accumulate())
    out.append(next(d))
    out.append(d.send(5))
    out.append(d.send(None))
    d = delegate(count(4))
    next(d)
    try:
        d.throw(KeyError("through"))
    except KeyError as e:
        out.append(repr(e))
    d = delegate(count(4))
    next(d)
    d.close()
    out.append(list(d))
    return out


# CALL: cycles()
# CALL: too_deep()
# CALL: list(count(4))
# CALL: list(countdown(3))
