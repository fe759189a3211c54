# Asynchronous generators (async def with yield), compiled natively,
# against CPython's own: async for over them under asyncio and from
# interpreted code, awaits across yields and in finally bodies, the
# awaitables of __anext__/asend/athrow/aclose driven by hand (send, throw,
# close), their one-shot states and messages, "already running",
# aclose on partially consumed generators, exceptions thrown in,
# StopAsyncIteration and StopIteration raised inside, the attributes,
# sys.set_asyncgen_hooks' firstiter and finalizer (and asyncio's
# shutdown_asyncgens), finalization without hooks, nested and method
# generators, async comprehensions over them; each also with the
# collector's threshold at 1. Compiled and interpreted must agree.
import __static__
import asyncio
import collections.abc
import gc
import sys
import types
import weakref

log: list = []


@types.coroutine
def pause(v):
    # A suspension that reaches whoever drives the awaitable.
    got = yield v
    return got


def drive(aw, sends=()):
    # Runs an awaitable by hand: the values it passes through, then how
    # it ended.
    out = []
    sends = list(sends)
    try:
        v = aw.send(None)
        while True:
            out.append(("through", v))
            v = aw.send(sends.pop(0) if sends else None)
    except StopIteration as e:
        out.append(("done", e.value))
    except BaseException as e:
        out.append(("raised", type(e).__name__, str(e)))
    return out


async def counter(n, label="c"):
    try:
        for i in range(n):
            await asyncio.sleep(0)
            yield (label, i)
    finally:
        log.append(("counter finally", label))


async def echo():
    # asend: the value sent to the step is what the yield gives.
    received = None
    try:
        while True:
            try:
                received = yield received
            except KeyError as e:
                received = ("caught", str(e))
    finally:
        await pause("echo cleanup")
        log.append("echo finally")


async def handling(n):
    try:
        for i in range(n):
            try:
                yield i
            except ValueError as e:
                yield ("handled", str(e), repr(sys.exc_info()[1]))
    finally:
        log.append("handling finally")


def test_async_for_asyncio():
    del log[:]

    async def main():
        out = []
        async for v in counter(3):
            out.append(v)
        out.append([x async for x in counter(2, "comp")])
        out.append({x[1]: x[0] async for x in counter(2, "dict") if x[1] > 0})
        async for v in counter(5, "broken"):
            if v[1] == 2:
                break
            out.append(v)
        return out

    return asyncio.run(main()), list(log)


def test_driven_by_hand():
    del log[:]
    out = []
    g = echo()
    out.append(type(g).__name__)
    out.append(g.__name__)
    out.append(g.__qualname__)
    out.append(repr(g).startswith("<async_generator object echo at "))
    out.append(g.__aiter__() is g)
    out.append(g.ag_running)
    out.append(g.ag_await)
    out.append(drive(g.__anext__()))
    out.append(drive(g.asend("hello")))
    out.append(drive(g.asend(("a", 1))))
    out.append(drive(g.athrow(KeyError("k"))))
    out.append(drive(g.aclose()))
    out.append(drive(g.__anext__()))
    out.append(drive(g.aclose()))
    out.append(drive(g.athrow(ValueError)))
    return out, list(log)


def test_throw_into_steps():
    out = []
    g = handling(5)
    out.append(drive(g.__anext__()))
    out.append(drive(g.athrow(ValueError("one"))))
    out.append(drive(g.__anext__()))
    a = g.__anext__()
    try:
        a.throw(ValueError("through asend"))
    except StopIteration as e:
        out.append(("asend throw", e.value))
    out.append(drive(a))
    out.append(drive(g.athrow(IndexError("unhandled"))))
    out.append(drive(g.__anext__()))
    out.append(drive(g.athrow(IndexError("after the end"))))
    return out


async def awaiting_in_finally():
    try:
        yield 1
        yield 2
    finally:
        got = await pause("finally await")
        log.append(("finally got", got))


async def ignoring_exit():
    try:
        yield 1
    finally:
        yield 2


async def catching_exit():
    try:
        yield 1
    except GeneratorExit:
        log.append("caught GeneratorExit")
        raise


def test_aclose_partial():
    del log[:]
    out = []
    g = awaiting_in_finally()
    out.append(drive(g.__anext__()))
    c = g.aclose()
    out.append(c.send(None))
    out.append(g.ag_running)
    try:
        c.send("sent back")
    except StopIteration as e:
        out.append(("aclosed", e.value))
    out.append(g.ag_running)
    out.append(drive(g.__anext__()))
    g = ignoring_exit()
    out.append(drive(g.__anext__()))
    out.append(drive(g.aclose()))
    g = catching_exit()
    out.append(drive(g.__anext__()))
    out.append(drive(g.aclose()))
    g = catching_exit()
    out.append(drive(g.aclose()))
    out.append(drive(g.__anext__()))
    # aclose() thrown into: the exception goes to the generator.
    g = awaiting_in_finally()
    out.append(drive(g.__anext__()))
    c = g.aclose()
    out.append(c.send(None))
    try:
        c.throw(KeyError("into aclose"))
    except KeyError as e:
        out.append(("aclose throw", repr(e)))
    out.append(drive(c))
    return out, list(log)


async def stepping():
    await pause("first")
    yield "a"
    await pause("second")
    yield "b"


def test_awaitable_states():
    out = []
    g = stepping()
    a1 = g.__anext__()
    out.append(a1.send(None))
    out.append(g.ag_running)
    out.append(g.ag_await is not None)
    a2 = g.__anext__()
    out.append(drive(a2))
    out.append(drive(g.aclose()))
    out.append(drive(g.athrow(KeyError)))
    try:
        a1.send(None)
    except StopIteration as e:
        out.append(("a1", e.value))
    out.append(drive(a1))
    out.append(g.ag_running)
    a3 = g.__anext__()
    out.append(a3.close())
    out.append(drive(a3))
    t = g.athrow(KeyError)
    out.append(t.close())
    out.append(drive(t))
    out.append(drive(g.__anext__()))
    out.append(drive(g.__anext__()))
    out.append(drive(g.__anext__()))
    # A fresh athrow must start with None.
    g = stepping()
    t = g.athrow(KeyError)
    try:
        t.send(1)
    except RuntimeError as e:
        out.append(str(e))
    out.append(drive(g.athrow()))
    out.append(drive(g.athrow(KeyError, KeyError("k"), None, 4)))
    out.append(drive(g.athrow(5)))
    try:
        stepping().__anext__().throw(KeyError("before the start"))
    except KeyError as e:
        out.append(("thrown before the start", repr(e)))
    return out


async def yielding_in_finally():
    try:
        yield 1
    finally:
        yield 5


def test_awaitable_close():
    # close() of an awaitable not run yet (3.13 throws GeneratorExit
    # into the generator through it; earlier versions leave it alone).
    del log[:]
    out = []
    g = counter(3, "close anext")
    out.append(drive(g.__anext__()))
    a = g.__anext__()
    out.append(a.close())
    out.append(a.close())
    out.append(drive(g.__anext__()))
    g = counter(3, "close athrow")
    out.append(drive(g.__anext__()))
    t = g.athrow(KeyError)
    out.append(t.close())
    out.append(drive(g.__anext__()))
    g = yielding_in_finally()
    out.append(drive(g.__anext__()))
    try:
        out.append(g.__anext__().close())
    except RuntimeError as e:
        out.append(repr(e))
    out.append(drive(g.aclose()))
    return out, list(log)


async def raising_stop(kind):
    yield 1
    if kind == "async":
        raise StopAsyncIteration("inside")
    raise StopIteration("inside")


async def returning(n):
    if n == 0:
        return
    yield n
    return


async def failing():
    yield 1
    await asyncio.sleep(0)
    raise KeyError("from the body")


def test_ends_and_errors():
    out = []
    for kind in ("async", "sync"):
        g = raising_stop(kind)
        out.append(drive(g.__anext__()))
        try:
            g.__anext__().send(None)
        except RuntimeError as e:
            out.append((str(e), type(e.__cause__).__name__, str(e.__cause__)))
        out.append(drive(g.__anext__()))
    g = returning(0)
    out.append(drive(g.__anext__()))
    out.append(drive(g.__anext__()))
    g = returning(2)
    out.append(drive(g.__anext__()))
    out.append(drive(g.__anext__()))
    g = failing()
    out.append(drive(g.__anext__()))
    out.append(drive(g.__anext__()))
    out.append(drive(g.__anext__()))
    try:
        next(failing())
    except TypeError as e:
        out.append(str(e))
    try:
        iter(failing())
    except TypeError as e:
        out.append(str(e))

    async def awaits_it():
        await failing()

    out.append(drive(awaits_it()))

    async def main():
        try:
            async for v in failing():
                out.append(v)
        except KeyError as e:
            out.append(("async for", repr(e)))

    asyncio.run(main())
    return out


def test_protocol():
    g = counter(1)
    out = [
        isinstance(g, collections.abc.AsyncGenerator),
        isinstance(g, collections.abc.AsyncIterator),
        isinstance(g.__anext__(), collections.abc.Awaitable),
        isinstance(g.aclose(), collections.abc.Coroutine),
        type(g.__anext__()).__name__,
        type(g.aclose()).__name__,
        type(g.athrow(KeyError)).__name__,
        type(g.asend(None)).__name__,
    ]
    a = g.__anext__()
    out.append(a.__await__() is a)
    out.append(iter(a) is a)
    r = weakref.ref(g)
    out.append(r() is g)
    drive(g.aclose())
    del g, a
    gc.collect()
    out.append(r() is None)
    return out


finalized: list = []


def test_hooks():
    del log[:]
    del finalized[:]
    out = []
    seen = []
    old = sys.get_asyncgen_hooks()

    def firstiter(g):
        seen.append(("firstiter", g.__name__))

    def finalizer(g):
        seen.append(("finalizer", g.__name__))
        finalized.append(g)

    sys.set_asyncgen_hooks(firstiter, finalizer)
    try:
        g = counter(3, "hooked")
        out.append(drive(g.__anext__()))
        out.append(drive(g.__anext__()))
        h = counter(3, "fresh")
        out.append(list(seen))
        del g, h
        gc.collect()
        out.append(list(seen))
        # The finalizer got the generator (resurrected); closing it now
        # runs its finally body.
        for f in finalized:
            out.append(drive(f.aclose()))
        del finalized[:]
        # One whose first step raised in the hook is not started.
        def bad_firstiter(g):
            raise ValueError("firstiter failed")
        sys.set_asyncgen_hooks(firstiter=bad_firstiter)
        g = counter(1, "refused")
        try:
            g.__anext__()
        except ValueError as e:
            out.append(repr(e))
        out.append(drive(g.__anext__()))
    finally:
        sys.set_asyncgen_hooks(*old)
    # Without hooks, an unfinished generator is closed when it goes.
    g = counter(3, "unhooked")
    out.append(drive(g.__anext__()))
    out.append(drive(g.__anext__()))
    del g
    gc.collect()
    out.append(list(log))
    return out


def test_asyncio_shutdown():
    del log[:]
    keep: list = []

    async def main():
        g = awaiting_async(5)
        out = [await g.__anext__(), await g.__anext__()]
        # Left unfinished: asyncio.run's shutdown_asyncgens acloses it,
        # and its finally body awaits.
        keep.append(g)
        return out

    res = asyncio.run(main())
    keep.clear()
    return res, list(log)


async def awaiting_async(n):
    try:
        for i in range(n):
            yield i
    finally:
        await asyncio.sleep(0)
        log.append("closed by the loop")


class Tree:
    def __init__(self, left, value, right):
        self.left = left
        self.value = value
        self.right = right

    async def __aiter__(self):
        if self.left:
            async for v in self.left:
                yield v
        await asyncio.sleep(0)
        yield self.value
        if self.right:
            async for v in self.right:
                yield v


def _tree(lo, hi):
    if lo >= hi:
        return None
    mid = (lo + hi) // 2
    return Tree(_tree(lo, mid), mid, _tree(mid + 1, hi))


def test_methods_and_nesting():
    def make(step):
        async def stepped(n):
            for i in range(0, n, step):
                await asyncio.sleep(0)
                yield i * step
        return stepped

    async def main():
        out = [v async for v in _tree(0, 20)]
        out.append([v async for v in make(3)(10)])
        total = 0
        async for v in _tree(0, 5):
            async for w in make(2)(v):
                total += w
        out.append(total)
        return out

    return asyncio.run(main())


INTERPRETED = """
async def interp_gen(n):
    for i in range(n):
        await asyncio.sleep(0)
        yield ('interp', i)

async def interp_consume(agen):
    out = []
    async for v in agen:
        out.append(v)
    return out
"""


def test_mixed_with_interpreter():
    ns = {"asyncio": asyncio}
    exec(INTERPRETED, ns)

    async def main():
        out = await ns["interp_consume"](counter(3, "to interp"))
        async for v in ns["interp_gen"](2):
            out.append(v)
        return out

    return asyncio.run(main())


async def ticking(n):
    for i in range(n):
        try:
            await asyncio.sleep(0.5)
        except asyncio.CancelledError:
            log.append(("cancelled at", i))
            raise
        yield i


def test_cancellation():
    del log[:]

    async def consume():
        async for v in ticking(10):
            log.append(v)

    async def main():
        t = asyncio.ensure_future(consume())
        await asyncio.sleep(0)
        t.cancel()
        try:
            await t
        except asyncio.CancelledError:
            return "cancelled"

    return asyncio.run(main()), list(log)


async def doubled(x):
    await asyncio.sleep(0)
    return 2 * x


def test_async_genexps():
    # Asynchronous generator expressions in a coroutine: async for in
    # them (the first iterable's __aiter__ taken where the expression
    # is), awaits in their element and conditions, nested ones.
    async def main():
        out = []
        g = (x * 10 async for x in counter(4, "genexp") if x[1] != 2)
        out.append(type(g).__name__)
        out.append([v async for v in g])
        h = (await doubled(x) for x in range(3) if await doubled(x) != 2)
        out.append([v async for v in h])
        k = (y async for x in counter(3, "outer") async for y in counter(x[1], "inner"))
        out.append([v async for v in k])
        m = ([await doubled(z) for z in range(x[1])] async for x in counter(3, "lists"))
        out.append([v async for v in m])
        try:
            (x async for x in 5)
        except TypeError as e:
            out.append(str(e))
        n = (x async for x in counter(5, "closed early"))
        out.append(await n.__anext__())
        await n.aclose()
        out.append(await asyncio.gather(*[doubled(v) async for v in (w async for w in awaiting_async(3))]))
        return out

    del log[:]
    return asyncio.run(main()), list(log)


def test_gc_stress():
    gc.set_threshold(1)
    try:
        out = []
        for i in range(2):
            out.append(test_async_for_asyncio())
            out.append(test_driven_by_hand())
            out.append(test_throw_into_steps())
            out.append(test_aclose_partial())
            out.append(test_awaitable_states())
            out.append(test_awaitable_close())
            out.append(test_ends_and_errors())
            out.append(test_hooks())
            out.append(test_methods_and_nesting())
            out.append(test_async_genexps())
        return out
    finally:
        gc.set_threshold(700, 10, 10)
