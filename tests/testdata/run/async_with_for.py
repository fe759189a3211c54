# async with and async for in native coroutines, against CPython's own:
# __aenter__/__aexit__ looked up on the type (bound through descriptors),
# suppression by a true __aexit__ result, the exception, its traceback
# and sys.exc_info() as __aexit__ sees them, break/continue/return
# through async with, StopAsyncIteration (or a subclass) from __anext__
# ending async for (and the else clause), one raised by the body not,
# the protocol's TypeErrors, cancellation and throw()/close() at each
# await (the __aenter__, __aexit__ and __anext__ awaits and the body's),
# driven by asyncio and by hand; async comprehensions (async for and
# await in list, set and dict comprehensions), with what the enclosing
# expression holds kept across their awaits and their end. Each case also runs with the
# collector's threshold at 1. Compiled and interpreted must agree.
import __static__
import asyncio
import gc
import sys
import types

log: list = []


def handled() -> str:
    return repr(sys.exc_info()[1])


class Manager:
    def __init__(self, name, suppress=False, fail_exit=False):
        self.name = name
        self.suppress = suppress
        self.fail_exit = fail_exit

    async def __aenter__(self):
        await asyncio.sleep(0)
        log.append(("enter", self.name, handled()))
        return self

    async def __aexit__(self, t, v, tb):
        await asyncio.sleep(0)
        log.append(("exit", self.name, t.__name__ if t else None, repr(v), tb is not None, handled()))
        if self.fail_exit:
            raise IndexError("from __aexit__ of " + self.name)
        return self.suppress


async def with_paths(n):
    async with Manager("a") as a, Manager("b") as b:
        log.append(("body", a.name, b.name))
    async with Manager("suppressing", True):
        raise KeyError("suppressed")
    try:
        async with Manager("propagating"):
            raise ValueError("propagates")
    except ValueError as e:
        log.append(("caught", repr(e)))
    try:
        async with Manager("failing exit", fail_exit=True):
            raise ValueError("replaced")
    except IndexError as e:
        log.append(("caught", repr(e), repr(e.__context__)))
    for i in range(3):
        async with Manager("loop%d" % i):
            if i == 0:
                continue
            if i == 1:
                break
    async with Manager("returning"):
        return n * 2


def test_with_paths():
    del log[:]
    return asyncio.run(with_paths(21)), log[:]


class Ticker:
    def __init__(self, n, stop=StopAsyncIteration):
        self.n = n
        self.i = 0
        self.stop = stop

    def __aiter__(self):
        return self

    async def __anext__(self):
        await asyncio.sleep(0)
        if self.i >= self.n:
            raise self.stop("done")
        self.i += 1
        return self.i


class MyStop(StopAsyncIteration):
    pass


class Pairs:
    def __aiter__(self):
        self.k = 0
        return self

    async def __anext__(self):
        self.k += 1
        if self.k > 2:
            raise StopAsyncIteration
        return self.k, -self.k


async def for_paths():
    out = []
    async for x in Ticker(3):
        out.append(x)
    else:
        out.append("else")
    async for x in Ticker(5):
        if x == 2:
            continue
        if x == 4:
            break
        out.append(x)
    else:
        out.append("no else after break")
    async for a, b in Pairs():
        out.append((a, b))
    async for x in Ticker(2, MyStop):
        out.append(("subclass ends it", x))
    try:
        async for x in Ticker(3):
            raise StopAsyncIteration("from the body")
    except StopAsyncIteration as e:
        out.append(("body's own propagates", str(e)))
    try:
        async for x in Ticker(3, KeyError):
            out.append(x)
    except KeyError as e:
        out.append(("other ends it", repr(e)))
    async with Manager("around a loop"):
        async for x in Ticker(10):
            if x == 2:
                async with Manager("returning from a loop"):
                    return out, x
    return out, None


def test_for_paths():
    del log[:]
    return asyncio.run(for_paths()), log[:]


# An asynchronous generator of the interpreter, whatever this module runs
# as.
_ns: dict = {}
exec(
    "async def pyagen(n):\n"
    "    for i in range(n):\n"
    "        yield i\n",
    _ns,
)
pyagen = _ns["pyagen"]


async def over_asyncgen():
    out = []
    async for v in pyagen(3):
        out.append(v)
    agen = pyagen(5)
    async for v in agen:
        if v == 1:
            break
    out.append(await agen.__anext__())
    await agen.aclose()
    return out


def test_over_asyncgen():
    return asyncio.run(over_asyncgen())


class NoExit:
    async def __aenter__(self):
        return 1


class SyncEnter:
    def __aenter__(self):
        return 1

    def __aexit__(self, *a):
        return 2


class SyncExit:
    async def __aenter__(self):
        return 1

    def __aexit__(self, *a):
        return 2


class BadAiter:
    def __aiter__(self):
        return 1


class BadAnext:
    def __aiter__(self):
        return self

    def __anext__(self):
        return 1


async def static_enter():
    return "static enter"


async def static_exit(*args):
    return False


class StaticMethods:
    __aenter__ = staticmethod(static_enter)
    __aexit__ = staticmethod(static_exit)


async def protocol_errors():
    out = []
    for bad in [1, object(), NoExit(), SyncEnter(), SyncExit()]:
        try:
            async with bad:
                out.append("entered")
        except TypeError as e:
            out.append(str(e))
    for bad in [1, BadAiter(), BadAnext()]:
        try:
            async for x in bad:
                pass
        except TypeError as e:
            out.append((str(e), repr(e.__cause__)))
    inst = types.SimpleNamespace(__aenter__=static_enter, __aexit__=static_exit)
    try:
        async with inst:
            pass
    except TypeError as e:
        out.append(str(e))
    async with StaticMethods() as v:
        out.append(v)
    return out


def test_protocol_errors():
    return asyncio.run(protocol_errors())


class Step:
    # An awaitable that suspends once, handing the driver its tag.
    def __init__(self, tag):
        self.tag = tag

    def __await__(self):
        got = yield self.tag
        return got


class Driven:
    def __init__(self, name):
        self.name = name

    async def __aenter__(self):
        log.append(("enter got", await Step(self.name + " enter")))
        return self.name

    async def __aexit__(self, t, v, tb):
        log.append(("exit", self.name, t.__name__ if t else None, handled()))
        log.append(("exit got", await Step(self.name + " exit")))
        return t is KeyError


async def driven(steps):
    async with Driven("d") as d:
        for s in steps:
            log.append(("body got", await Step(s)))
    async for x in Ticks():
        log.append(("tick", x))
    return d


class Ticks:
    def __aiter__(self):
        self.i = 0
        return self

    async def __anext__(self):
        self.i += 1
        if self.i > 2:
            raise StopAsyncIteration
        return await Step("tick %d" % self.i)


def drive(actions):
    # actions: ("send", v) / ("throw", exc) / ("close",) in turn.
    del log[:]
    c = driven(["s1", "s2"])
    out = []
    try:
        out.append(c.send(None))
        for a in actions:
            if a[0] == "send":
                out.append(c.send(a[1]))
            elif a[0] == "throw":
                out.append(c.throw(a[1]))
            else:
                out.append(("close", c.close()))
                break
    except StopIteration as e:
        out.append(("returned", e.value))
    except BaseException as e:
        out.append(("raised", type(e).__name__, str(e)))
    c.close()
    return out, log[:]


def test_driven_by_hand():
    sends = [("send", i) for i in range(10)]
    return [
        drive(sends),
        drive([("throw", ValueError("in enter"))]),
        drive([("send", 1), ("throw", KeyError("suppressed by exit"))] + sends),
        drive([("send", 1), ("throw", ValueError("through exit"))] + sends),
        drive([("send", 1), ("close",)]),
        drive([("send", 1), ("send", 2), ("send", 3), ("throw", IndexError("in exit's await"))]),
        drive([("send", 1), ("send", 2), ("send", 3), ("send", 4), ("throw", IndexError("in anext"))]),
        drive([("send", 1), ("send", 2), ("send", 3), ("send", 4), ("close",)]),
    ]


async def cancelled_inside(ev, where):
    try:
        if where == "body":
            async with Manager("cancelled body"):
                await ev.wait()
        else:
            async for x in Waits(ev):
                pass
    except asyncio.CancelledError:
        log.append(("cancelled", where, handled()))
        raise


class Waits:
    def __init__(self, ev):
        self.ev = ev

    def __aiter__(self):
        return self

    async def __anext__(self):
        await self.ev.wait()
        return 1


async def cancel_them():
    out = []
    for where in ["body", "anext"]:
        ev = asyncio.Event()
        t = asyncio.ensure_future(cancelled_inside(ev, where))
        for _ in range(3):
            await asyncio.sleep(0)
        t.cancel()
        try:
            await t
        except asyncio.CancelledError:
            out.append(("cancelled", where))
    return out


def test_cancellation():
    del log[:]
    return asyncio.run(cancel_them()), log[:]


async def double(x):
    await asyncio.sleep(0)
    return 2 * x


def pair(a, b):
    return (a, b)


async def comprehensions():
    out = []
    out.append([x async for x in Ticker(3)])
    out.append({x % 2 async for x in Ticker(4)})
    out.append({x: await double(x) async for x in Ticker(3) if x != 2})
    out.append([await double(x) for x in range(3)])
    out.append([(x, y) async for x in Ticker(2) for y in range(2)])
    out.append([(x, y) for x in range(2) async for y in Ticker(2)])
    out.append([x async for x in Ticker(3, MyStop)])
    # The enclosing call's first argument is held across the awaits and
    # the StopAsyncIteration that ends the loop.
    out.append(pair("held", [x async for x in Ticker(2)]))
    out.append(pair("held", [await Step2(x) for x in range(2)]))
    try:
        out.append(pair("held", [1 / (x - 2) async for x in Ticker(3)]))
    except ZeroDivisionError as e:
        out.append(repr(e))
    try:
        out.append(pair("held", [x async for x in 5]))
    except TypeError as e:
        out.append(str(e))
    try:
        out.append(pair("held", [x async for x in Ticker(3, KeyError)]))
    except KeyError as e:
        out.append(repr(e))
    return out


class Step2:
    def __init__(self, v):
        self.v = v

    def __await__(self):
        yield from asyncio.sleep(0).__await__()
        return self.v


def test_comprehensions():
    return asyncio.run(comprehensions())


async def held_comprehension():
    return pair("held", [await Step(x) for x in range(3)])


def test_comprehension_driven():
    out = []
    c = held_comprehension()
    out.append(c.send(None))
    out.append(c.send("a"))
    out.append(c.close())
    c = held_comprehension()
    out.append(c.send(None))
    try:
        c.throw(ValueError("into a comprehension"))
    except ValueError as e:
        out.append(repr(e))
    c = held_comprehension()
    try:
        c.send(None)
        c.send(1)
        c.send(2)
        c.send(3)
    except StopIteration as e:
        out.append(e.value)
    return out


def test_gc_stress():
    gc.set_threshold(1)
    try:
        out = []
        for i in range(2):
            out.append(test_with_paths())
            out.append(test_for_paths())
            out.append(test_protocol_errors())
            out.append(test_driven_by_hand())
            out.append(test_cancellation())
            out.append(test_comprehensions())
            out.append(test_comprehension_driven())
        return out
    finally:
        gc.set_threshold(700, 10, 10)
