# asyncio's cancellations and timeouts through compiled coroutines
# awaiting sleeps, futures, chains of compiled coroutines, and one that
# swallows its cancellation; also with the collector's threshold at 1,
# so that from 3.12 a collection waits on the eval breaker whenever a
# cancelled coroutine resumes to raise (throw_paths.py has the reasons).
# Compiled and interpreted must agree.
import __static__
import asyncio
import gc


def with_threshold(fn):
    old = gc.get_threshold()
    gc.set_threshold(1)
    try:
        return fn()
    finally:
        gc.set_threshold(*old)


async def sleeper(events):
    try:
        while True:
            await asyncio.sleep(0)
    except asyncio.CancelledError:
        events.append("sleeper cancelled")
        raise
    finally:
        events.append("sleeper finally")


async def future_waiter(events):
    fut = asyncio.get_running_loop().create_future()
    try:
        return await fut
    except asyncio.CancelledError:
        events.append("future waiter cancelled")
        raise


async def nested(events, depth):
    if depth == 0:
        return await sleeper(events)
    try:
        return await nested(events, depth - 1)
    finally:
        events.append(("nested finally", depth))


async def swallows(events):
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError:
        events.append("swallowed")
    return "swallowed result"


async def timed(make, events):
    try:
        return await asyncio.wait_for(make(events), 0.01)
    except asyncio.TimeoutError:
        events.append("timed out")
        return "timeout"


async def cancelled(make, events):
    t = asyncio.ensure_future(make(events))
    for _ in range(3):
        await asyncio.sleep(0)
    t.cancel()
    try:
        return await t
    except asyncio.CancelledError:
        events.append("caller saw CancelledError")
        return "cancelled"


def nested3(events):
    return nested(events, 3)


def asyncio_cases():
    out = []
    for make in [sleeper, future_waiter, nested3, swallows]:
        events: list = []
        out.append(asyncio.run(cancelled(make, events)))
        out.append(events)
        if make is not swallows:
            events = []
            out.append(asyncio.run(timed(make, events)))
            out.append(events)
    return out


def test_asyncio():
    return asyncio_cases()


def test_asyncio_collecting():
    return with_threshold(asyncio_cases)
