# Generators that yield, and coroutines that await, inside except
# handlers and finally bodies: the exception being handled is the
# generator's own across the suspension (the resumer does not see it,
# and sees its own again), a handler's bare raise re-raises it after a
# resume, an exception thrown in at such a yield gets it as __context__,
# close() at a yield in a finally body runs it (and yielding again there
# is "generator ignored GeneratorExit"), a generator destroyed while
# stopped in a handler releases the exception. Each case also runs with
# the collector's threshold at 1. Compiled and interpreted must agree.
import __static__
import asyncio
import gc
import sys

log: list = []


def handled() -> str:
    return repr(sys.exc_info()[1])


def yields_in_except():
    try:
        raise KeyError("k")
    except KeyError as e:
        x = yield 1
        log.append(("handler", handled(), x, repr(e)))
        y = yield 2
        log.append(("still", handled(), y))
    log.append(("after", handled()))
    try:
        yield 3
    finally:
        log.append(("finally", handled()))
        yield 4
    log.append(("end", handled()))


def resume_while_handling(g, v):
    try:
        raise ValueError("resumer")
    except ValueError:
        r = g.send(v)
        log.append(("resumer sees", handled(), r))
    return r


def test_yield_in_except():
    del log[:]
    g = yields_in_except()
    out = [next(g)]
    out.append(resume_while_handling(g, "a"))
    out.append(handled())
    out.append(g.send("b"))
    out.append(resume_while_handling(g, "c"))
    try:
        next(g)
    except StopIteration:
        out.append("stop")
    return out, log[:]


def finally_yields():
    try:
        yield 1
    finally:
        log.append(("finally", handled()))
        yield 2
        log.append("finally done")


def test_close_in_finally():
    del log[:]
    g = finally_yields()
    next(g)
    try:
        g.close()
    except RuntimeError as e:
        log.append(("close", str(e)))
    g = finally_yields()
    next(g)
    try:
        g.throw(IndexError("thrown"))
    except IndexError as e:
        log.append(("unexpected", str(e)))
    log.append(("yielded from finally",))
    try:
        next(g)
    except IndexError as e:
        log.append(("reraised after finally", str(e)))
    return log[:]


def handler_catches_thrown():
    try:
        raise KeyError("outer")
    except KeyError:
        try:
            yield 1
        except ValueError as e:
            log.append(("context", repr(e.__context__)))
            yield 2
        log.append(("inner done", handled()))
    yield 3


def test_throw_context():
    del log[:]
    g = handler_catches_thrown()
    next(g)
    out = [g.throw(ValueError("v"))]
    try:
        raise IndexError("caller's")
    except IndexError:
        h = handler_catches_thrown()
        next(h)
        out.append(h.throw(ValueError("w")))
    out.append(next(g))
    out.append(next(h))
    return out, log[:]


def reraise_after_yield():
    try:
        1 / 0
    except ZeroDivisionError:
        yield 1
        raise


def nested_handlers():
    try:
        raise KeyError("a")
    except KeyError:
        try:
            raise ValueError("b")
        except ValueError:
            yield handled()
        yield handled()
        try:
            yield handled()
        finally:
            yield handled()
    yield handled()


def test_reraise_and_nesting():
    g = reraise_after_yield()
    next(g)
    out = []
    try:
        next(g)
    except ZeroDivisionError as e:
        out.append(("reraised", str(e), repr(e.__context__)))
    out.append(list(nested_handlers()))
    return out


def uncaught_in_handler():
    try:
        raise KeyError("first")
    except KeyError:
        yield 1
        raise ValueError("second")


def test_error_in_handler_after_yield():
    g = uncaught_in_handler()
    next(g)
    try:
        next(g)
    except ValueError as e:
        return str(e), repr(e.__context__), handled()


def test_destroyed_in_handler():
    g = yields_in_except()
    next(g)
    del g
    g = handler_catches_thrown()
    next(g)
    g.throw(ValueError("then dropped"))
    del g
    return "ok"


async def tick():
    await asyncio.sleep(0)
    return handled()


async def awaits_in_handlers():
    out = []
    try:
        raise KeyError("c")
    except KeyError:
        out.append(await tick())
        out.append(handled())
    finally:
        await asyncio.sleep(0)
        out.append(handled())
    try:
        try:
            raise ValueError("v")
        finally:
            out.append(await tick())
    except ValueError as e:
        out.append(repr(e))
    return out


async def sibling():
    await asyncio.sleep(0)
    return handled()


async def two_tasks():
    return await asyncio.gather(awaits_in_handlers(), sibling())


def test_await_in_handlers():
    return asyncio.run(two_tasks())


async def cancelled_in_handler(ev):
    try:
        raise KeyError("pending")
    except KeyError:
        try:
            await ev.wait()
        except asyncio.CancelledError as e:
            log.append(("cancelled", repr(e.__context__)))
            raise


async def cancel_it():
    ev = asyncio.Event()
    t = asyncio.ensure_future(cancelled_in_handler(ev))
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        return "cancelled"


def test_cancel_in_handler():
    del log[:]
    return asyncio.run(cancel_it()), log[:]


def test_gc_stress():
    gc.set_threshold(1)
    try:
        out = []
        for i in range(3):
            out.append(test_yield_in_except())
            out.append(test_close_in_finally())
            out.append(test_throw_context())
            out.append(test_reraise_and_nesting())
            out.append(test_destroyed_in_handler())
            out.append(test_await_in_handlers())
        return out
    finally:
        gc.set_threshold(700, 10, 10)
