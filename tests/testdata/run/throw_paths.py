# throw() and close() into native generators and coroutines stopped in a
# yield from or an await, for every kind of delegate: a native
# generator, a generator of the interpreter, an iterator class with
# throw and close, one without them, a C iterator; a native or
# interpreted coroutine, an __await__ generator, an asyncio future, a
# types.coroutine generator. The delegate catches the exception and
# yields again, returns, re-raises, raises another, raises StopIteration,
# or does not catch it. Each case also runs with the collector's
# threshold at 1, so that from 3.12 a collection is scheduled on the
# eval breaker at nearly every allocation: a body resumed to raise must
# still find its exception set (a collection run there used to report
# it unraisable and clear it, and the body then crashed). asyncio's
# cancellations and timeouts are throw_paths_asyncio.py's. Compiled and
# interpreted must agree.
import __static__
import asyncio
import gc
import types
import warnings

log: list = []

MODES = ["yield", "return", "reraise", "other", "stop", "uncaught"]

# Generators and coroutines of the interpreter, whatever this module
# runs as.
_ns: dict = {"log": log}
exec(
    "def pysub(mode):\n"
    "    try:\n"
    "        yield 'py first'\n"
    "    except KeyError as e:\n"
    "        log.append(('py caught', str(e)))\n"
    "        if mode == 'yield':\n"
    "            yield 'py again'\n"
    "            return 'py after'\n"
    "        if mode == 'return':\n"
    "            return 'py returned'\n"
    "        if mode == 'reraise':\n"
    "            raise\n"
    "        if mode == 'other':\n"
    "            raise ValueError('py other') from e\n"
    "        if mode == 'stop':\n"
    "            raise StopIteration('py stop')\n"
    "    except GeneratorExit:\n"
    "        log.append('py exit')\n"
    "        raise\n"
    "    finally:\n"
    "        log.append('py finally')\n"
    "    return 'py end'\n"
    "async def pycoro(aw):\n"
    "    return ('py coro', await aw)\n",
    _ns)
pysub = _ns["pysub"]
pycoro = _ns["pycoro"]


def nativesub(mode):
    # Native generators do not yield inside a handler yet (those run
    # interpreted): the second yield comes after the try.
    caught = False
    try:
        yield "native first"
    except KeyError as e:
        log.append(("native caught", str(e)))
        caught = True
        if mode == "return":
            return "native returned"
        if mode == "reraise":
            raise
        if mode == "other":
            raise ValueError("native other") from e
        if mode == "stop":
            raise StopIteration("native stop")
    except GeneratorExit:
        log.append("native exit")
        raise
    finally:
        log.append("native finally")
    if caught and mode == "yield":
        yield "native again"
        return "native after"
    return "native end"


class Thrower:
    """An iterator with throw and close methods, each mode's way."""

    def __init__(self, mode):
        self.mode = mode
        self.done = False

    def __iter__(self):
        return self

    def __next__(self):
        if self.done:
            raise StopIteration("class end")
        return "class next"

    def throw(self, *args):
        log.append(("class throw", len(args), self.mode))
        exc = args[0] if len(args) == 1 else args[1]
        if self.mode == "yield":
            return "class again"
        if self.mode == "return":
            self.done = True
            raise StopIteration("class returned")
        if self.mode == "reraise":
            raise exc
        if self.mode == "other":
            raise ValueError("class other")
        if self.mode == "stop":
            raise StopIteration
        raise exc

    def close(self):
        log.append(("class close", self.mode))
        if self.mode == "other":
            raise ValueError("class close failed")


class Plain:
    """An iterator without send, throw or close."""

    def __init__(self):
        self.i = 0

    def __iter__(self):
        return self

    def __next__(self):
        self.i += 1
        if self.i > 3:
            raise StopIteration
        return ("plain", self.i)


def make_sub(kind, mode):
    if kind == "native":
        return nativesub(mode)
    if kind == "interpreted":
        return pysub(mode)
    if kind == "class":
        return Thrower(mode)
    if kind == "plain":
        return Plain()
    return iter(["c first", "c second"])


KINDS = ["native", "interpreted", "class", "plain", "c"]


def outer(sub):
    recovered = False
    r = None
    try:
        r = yield from sub
        log.append(("outer got", r))
    except KeyError as e:
        log.append(("outer caught", str(e)))
        recovered = True
    except GeneratorExit:
        log.append("outer exit")
        raise
    finally:
        log.append("outer finally")
    if recovered:
        yield "outer recovered"
    else:
        yield ("outer after", r)
    return "outer end"


def drain(g, out):
    """What g does from here on: what it yields, then how it ends."""
    for _ in range(5):
        try:
            out.append(("next", next(g)))
        except StopIteration as e:
            out.append(("stop", e.value))
            return
        except BaseException as e:
            out.append(("raised", type(e).__name__, str(e)))
            return
    out.append("still going")


def throw_case(kind, mode, exc):
    log.clear()
    out = []
    g = outer(make_sub(kind, mode))
    out.append(next(g))
    try:
        out.append(("threw", g.throw(exc)))
    except StopIteration as e:
        out.append(("stop", e.value))
    except BaseException as e:
        out.append(("raised", type(e).__name__, str(e), type(e.__cause__).__name__))
    drain(g, out)
    return out, list(log)


def close_case(kind, mode):
    log.clear()
    out = []
    g = outer(make_sub(kind, mode))
    out.append(next(g))
    try:
        out.append(("closed", g.close()))
    except BaseException as e:
        out.append(("close raised", type(e).__name__, str(e)))
    drain(g, out)
    return out, list(log)


def every_case():
    out = []
    for kind in KINDS:
        for mode in MODES:
            out.append((kind, mode, throw_case(kind, mode, KeyError("k"))))
            out.append((kind, mode, throw_case(kind, mode, GeneratorExit)))
            out.append((kind, mode, close_case(kind, mode)))
    return out


def with_threshold(fn):
    old = gc.get_threshold()
    gc.set_threshold(1)
    try:
        return fn()
    finally:
        gc.set_threshold(*old)


def test_generators():
    return every_case()


def test_generators_collecting():
    return with_threshold(every_case)


def test_throw_forms():
    # throw(type), throw(type, value), throw(instance), a type and an
    # instance of another type, a non-exception: through a native
    # delegate and an interpreted one.
    out = []
    for kind in ["native", "interpreted", "class"]:
        for args in [(KeyError,), (KeyError, "v"), (KeyError("i"),), (KeyError, KeyError("j")), (KeyError("x"), "y"), (42,)]:
            log.clear()
            g = outer(make_sub(kind, "yield"))
            next(g)
            try:
                out.append((kind, g.throw(*args)))
            except BaseException as e:
                out.append((kind, "raised", type(e).__name__, str(e)))
            out.append(list(log))
    return out


def raised_traceback():
    try:
        raise ValueError("origin")
    except ValueError as e:
        return e.__traceback__


def traceback_holds(tb, wanted):
    while tb is not None:
        if tb is wanted:
            return True
        tb = tb.tb_next
    return False


def test_throw_traceback_argument():
    # throw(type, value, tb): the traceback given goes on the exception;
    # one that is no traceback is a TypeError (checked after the
    # delegate had the exception, as CPython checks it).
    out = []
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        for kind in ["native", "interpreted", "class", "plain"]:
            for tb in [raised_traceback(), None, 5]:
                log.clear()
                g = outer(make_sub(kind, "uncaught"))
                next(g)
                try:
                    out.append((kind, g.throw(IndexError, IndexError("i"), tb)))
                except BaseException as e:
                    out.append((kind, type(e).__name__, str(e), tb is not None and tb != 5 and traceback_holds(e.__traceback__, tb)))
                out.append(list(log))
    return out


def test_throw_into_finished_and_unstarted():
    out = []
    for kind in ["native", "interpreted"]:
        g = outer(make_sub(kind, "return"))
        try:
            g.throw(KeyError("unstarted"))
        except KeyError as e:
            out.append(("unstarted", str(e)))
        out.append(list(g))
        g = outer(make_sub(kind, "return"))
        out.append(list(g))
        try:
            g.throw(KeyError("finished"))
        except KeyError as e:
            out.append(("finished", str(e)))
        out.append(g.close())
    return out


# Coroutines: the awaited kinds.


class Awaitable:
    """An awaitable whose __await__ is a generator: suspends once."""

    def __init__(self, mode):
        self.mode = mode

    def __await__(self):
        return (yield from nativesub(self.mode))


@types.coroutine
def typescoro(mode):
    return (yield from pysub(mode))


async def native_leaf(mode):
    return await Awaitable(mode)


def make_awaitable(kind, mode, loop):
    if kind == "future":
        # Awaited by hand: the future's iterator yields the future; its
        # throw raises what it is given, its close drops the future.
        return loop.create_future()
    if kind == "native":
        return native_leaf(mode)
    if kind == "interpreted":
        return pycoro(Awaitable(mode))
    if kind == "await":
        return Awaitable(mode)
    return typescoro(mode)


AWAIT_KINDS = ["native", "interpreted", "await", "typescoro", "future"]


async def waiter(aw):
    try:
        r = await aw
        log.append(("waiter got", r))
        return ("waiter returned", r)
    except KeyError as e:
        log.append(("waiter caught", str(e)))
        return "waiter recovered"
    finally:
        log.append("waiter finally")


def coro_case(kind, mode, how, loop):
    log.clear()
    out = []
    c = waiter(make_awaitable(kind, mode, loop))
    first = c.send(None)
    out.append("a future" if isinstance(first, asyncio.Future) else first)
    try:
        if how == "close":
            out.append(("closed", c.close()))
        else:
            out.append(("threw", c.throw(KeyError("ck"))))
            out.append(("sent", c.send(None)))
    except StopIteration as e:
        out.append(("stop", e.value))
    except BaseException as e:
        out.append(("raised", type(e).__name__, str(e)))
    try:
        c.send(None)
    except BaseException as e:
        out.append(("after", type(e).__name__, str(e)))
    return out, list(log)


def every_coro_case():
    out = []
    loop = asyncio.new_event_loop()
    try:
        for kind in AWAIT_KINDS:
            for mode in MODES:
                for how in ["throw", "close"]:
                    out.append((kind, mode, how, coro_case(kind, mode, how, loop)))
    finally:
        loop.close()
    return out


def test_coroutines():
    return every_coro_case()


def test_coroutines_collecting():
    return with_threshold(every_coro_case)
