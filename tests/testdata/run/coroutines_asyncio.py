# Native coroutines under asyncio: asyncio.run of a compiled coroutine,
# tasks and gather over compiled and interpreted coroutines, sleeps,
# cancellation and timeouts. Compiled and interpreted must agree.
import __static__
import asyncio


async def leaf(x):
    await asyncio.sleep(0)
    return x * 2


async def total(n):
    s = 0
    for i in range(n):
        s += await leaf(i)
    return s


async def gathered():
    return await asyncio.gather(total(3), leaf(4), total(5))


async def forever(log):
    try:
        while True:
            await asyncio.sleep(0)
    except asyncio.CancelledError:
        log.append("cancelled")
        raise
    finally:
        log.append("finally")


async def cancels():
    log = []
    t = asyncio.ensure_future(forever(log))
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    t.cancel()
    try:
        await t
    except asyncio.CancelledError:
        log.append("caller saw CancelledError")
    return log


async def times_out():
    try:
        await asyncio.wait_for(forever([]), 0.01)
    except asyncio.TimeoutError:
        return "timed out"
    return "no timeout"


async def raises():
    await asyncio.sleep(0)
    raise KeyError("inside")


def test_run():
    return [asyncio.run(total(10)), asyncio.run(gathered())]


def test_cancel_and_timeout():
    return [asyncio.run(cancels()), asyncio.run(times_out())]


def test_exception():
    try:
        asyncio.run(raises())
    except KeyError as e:
        return str(e)
    return "no error"


def test_iscoroutine():
    c = leaf(1)
    out = [asyncio.iscoroutine(c)]
    c.close()
    return out
