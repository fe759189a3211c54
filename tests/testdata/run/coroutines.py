# Native coroutines (async def compiled as a generator whose object is a
# coroutine): await of compiled coroutines, coroutines of the
# interpreter and awaitables with __await__; return values, exceptions
# through awaits, send/throw/close driven by hand (as an event loop
# does, cancellation being a throw), the errors CPython raises (reuse,
# next(), a non-awaitable, a bad __await__, awaiting twice), the
# RuntimeWarning of a coroutine never awaited, deep and too deep await
# chains, the attributes. Compiled and interpreted must agree.
import __static__
import warnings

log: list = []

# Coroutines of the interpreter, whatever this module runs as.
_ns: dict = {}
exec(
    "async def pycoro(x):\n"
    "    return x + 100\n"
    "async def pyawaits(c):\n"
    "    return ('py', await c)\n",
    {}, _ns)
pycoro = _ns["pycoro"]
pyawaits = _ns["pyawaits"]


class Suspend:
    """An awaitable that suspends once, yielding its tag, and gives
    what was sent in."""

    def __init__(self, tag):
        self.tag = tag

    def __await__(self):
        got = yield self.tag
        return got


class BadAwait:
    def __await__(self):
        return 42


async def leaf(x):
    return x * 2


async def chain(n):
    total = 0
    for i in range(n):
        total += await leaf(i)
    return total


async def waits(tag):
    log.append(("waiting", tag))
    got = await Suspend(tag)
    log.append(("woke", tag, got))
    return got


async def guarded(tag):
    try:
        return await waits(tag)
    except KeyError as e:
        log.append(("guarded caught", str(e)))
        return "recovered"
    finally:
        log.append(("guarded finally", tag))


async def fails(msg):
    await leaf(1)
    raise ValueError(msg)


async def catches():
    try:
        await fails("boom")
    except ValueError as e:
        return "caught " + str(e)
    return "not reached"


async def deep(n):
    if n == 0:
        return 0
    return 1 + await deep(n - 1)


class Account:
    def __init__(self, balance):
        self.balance = balance

    async def deposit(self, amount):
        await Suspend("deposit")
        self.balance += amount
        return self.balance


def run(c):
    """Drive a coroutine to its end as an event loop would, sending
    back each yielded value."""
    sent = None
    steps = 0
    while True:
        try:
            sent = c.send(sent)
        except StopIteration as e:
            return (steps, e.value)
        steps += 1


def test_values():
    return [run(leaf(21)), run(chain(10)), run(waits("a")), run(guarded("b")), run(catches()), log[:]]


def test_interpreter_coroutines():
    del log[:]
    return [run(pyawaits(leaf(4))), run(pycoro(1)), run(waits("c")), run(pyawaits(chain(3)))]


async def awaits_py():
    return await pycoro(5)


def test_await_interpreter_coroutine():
    return run(awaits_py())


def test_exception_through_awaits():
    c = fails("bad")
    try:
        run(c)
    except ValueError as e:
        return ("ValueError", str(e))
    return "no error"


def test_throw_cancels():
    del log[:]
    c = guarded("t")
    first = c.send(None)
    result = None
    result2 = None
    try:
        c.throw(KeyError("cancel"))
    except StopIteration as e:
        result = e.value
    c2 = waits("u")
    c2.send(None)
    try:
        c2.throw(RuntimeError("stop"))
    except RuntimeError as e:
        result2 = str(e)
    return [first, result, result2, log[:]]


def test_close():
    del log[:]
    c = guarded("close")
    c.send(None)
    c.close()
    c.close()
    return [log[:], c.cr_running, c.cr_suspended]


def test_errors():
    out = []
    c = leaf(3)
    out.append(run(c))
    try:
        c.send(None)
    except RuntimeError as e:
        out.append(str(e))
    try:
        c.throw(ValueError("x"))
    except RuntimeError as e:
        out.append(str(e))
    d = leaf(1)
    try:
        next(d)
    except TypeError as e:
        out.append(str(e))
    try:
        iter(d)
    except TypeError as e:
        out.append(str(e))
    try:
        d.send(5)
    except TypeError as e:
        out.append(str(e))
    d.close()
    return out


async def awaits(x):
    return await x


def test_bad_awaitables():
    out = []
    for x in [42, BadAwait(), "s"]:
        try:
            run(awaits(x))
        except TypeError as e:
            out.append(str(e))
    inner = waits("twice")
    inner.send(None)
    try:
        run(awaits(inner))
    except RuntimeError as e:
        out.append(str(e))
    inner.close()
    return out


def drop_unawaited():
    leaf(5)


def test_never_awaited_warns():
    with warnings.catch_warnings(record=True) as w:
        warnings.simplefilter("always")
        drop_unawaited()
        return [(str(x.message), x.category.__name__) for x in w]


def test_deep_chains():
    out = [run(deep(200))]
    try:
        run(deep(100000))
    except RecursionError:
        out.append("RecursionError")
    return out


def test_attributes():
    c = waits("attr")
    out = [type(c).__name__, repr(c).startswith("<coroutine object waits at "), c.__name__, c.__qualname__,
           c.cr_running, c.cr_suspended, c.cr_await, c.cr_origin]
    c.send(None)
    out += [c.cr_suspended, type(c.cr_await).__name__]
    w = c.__await__()
    out.append(type(w).__name__)
    try:
        w.send("via wrapper")
    except StopIteration as e:
        out.append(e.value)
    return out


def test_methods():
    a = Account(10)
    return [run(a.deposit(5)), a.balance, run(Account.deposit(a, 1)), a.balance]


async def with_async_for(items):
    # async for compiles natively (async_with_for.py has the rest).
    out = []
    async for x in Agen(items):
        out.append(x)
    return out


class Agen:
    def __init__(self, items):
        self.items = list(items)

    def __aiter__(self):
        return self

    async def __anext__(self):
        if not self.items:
            raise StopAsyncIteration
        return self.items.pop(0)


def test_async_for():
    return run(with_async_for([1, 2, 3]))


def make_scaler(k):
    async def scaled(x):
        got = await Suspend(("scale", x))
        return (x * k, got)
    return scaled


async def collects(n):
    acc = []

    async def add(i):
        acc.append(i)
        return len(acc)
    total = 0
    for i in range(n):
        total += await add(i)
    return (acc, total)


def test_nested_coroutines():
    f = make_scaler(3)
    c = f(4)
    return [run(c), c.__qualname__, run(collects(4))]


def test_nested_coroutine_with_async_for():
    # An async for in a nested coroutine sends the enclosing function
    # to the interpreter.
    async def loop(items):
        out = []
        async for x in Agen(items):
            out.append(x)
        return out
    return run(loop([4, 5]))


class Handler:
    async def handle(self, x):
        return await leaf(x)


def test_recognized_as_coroutine_functions():
    # Frameworks ask before they await (asyncio.iscoroutinefunction; from
    # 3.12 inspect's too, which 3.11 cannot answer for a function that is
    # not a Python function): a compiled async def must say yes.
    import asyncio
    return [asyncio.iscoroutinefunction(f) for f in (leaf, chain, Handler.handle, Handler().handle, test_values)]


async def _returns_none():
    return None


async def _returns_value():
    return 42


def _stop_args(coro):
    try:
        coro.send(None)
    except StopIteration as e:
        return e.args, e.value
    return "no stop"


def test_stop_iteration_args_of_a_return():
    # A coroutine that returns None stops with StopIteration() (args ()),
    # one that returns a value with StopIteration(value).
    return _stop_args(_returns_none()), _stop_args(_returns_value())


def passthrough(x):
    return x


async def declared_int(x) -> int:
    return passthrough(x)


def declared_str(x) -> str:
    yield "first"
    return passthrough(x)


def test_result_cast_to_the_declared_type():
    # What a coroutine or generator returns is cast to its annotation's
    # type, as CinderX casts it (compiled code returned the dynamic
    # value as it was; the interpreted runtime cast it).
    out: list = []
    for x in (7, "seven", None):
        try:
            out.append(run(declared_int(x)))
        except TypeError as e:
            out.append(str(e))
        g = declared_str(x)
        out.append(next(g))
        try:
            next(g)
        except StopIteration as e:
            out.append(e.value)
        except TypeError as e:
            out.append(str(e))
    return out
