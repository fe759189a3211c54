import __static__
# cinderx's cached properties, with CinderX's behaviour: on a static class a
# @cached_property method keeps its value in a slot of its name (the class
# has no instance dict); wrapped by another decorator it is an ordinary
# cached property, which needs an instance dict; functools.cached_property
# likewise.
import asyncio
import functools
from typing import final

from cinderx import async_cached_property, cached_classproperty, cached_property


class Counter:
    def __init__(self, base: int) -> None:
        self.base = base
        self.calls = 0

    @cached_property
    def doubled(self) -> int:
        self.calls += 1
        return self.base * 2

    @final
    @cached_property
    def halved(self) -> int:
        self.calls += 1
        return self.base // 2

    @async_cached_property
    async def tripled(self) -> int:
        self.calls += 1
        await asyncio.sleep(0)
        return self.base * 3


class Sub(Counter):
    @cached_property
    def doubled(self) -> int:
        self.calls += 10
        return -self.base


def read_doubled(c: Counter) -> int:
    # typed code reads the property, not its slot
    return c.doubled + 1


def test_cached_in_slot():
    c = Counter(4)
    first = [c.doubled, c.doubled, c.calls, read_doubled(c), c.calls]
    return first + [c.halved, c.halved, c.calls, hasattr(c, "__dict__")]


def test_descriptor():
    d = Counter.__dict__["doubled"]
    return [type(d).__name__, type(d.slot).__name__, d.slot.__name__, d.__name__,
            "_pystatic_cprop.doubled" in Counter.__dict__, Counter.doubled is d]


def test_reset_and_set():
    c = Counter(5)
    out = [c.doubled]
    del c.doubled
    out += [c.doubled, c.calls]
    c.doubled = 99
    out += [c.doubled, c.calls]
    del c.doubled
    try:
        del c.doubled
    except AttributeError as e:
        out.append(("AttributeError", str(e)))
    return out


def test_wrong_instance():
    d = Counter.__dict__["doubled"]
    try:
        d.__get__(7, int)
    except TypeError as e:
        return str(e)


def test_override_shares_slot():
    s = Sub(3)
    return [s.doubled, s.doubled, s.calls, read_doubled(s), Counter(3).doubled]


def test_python_subclass():
    class Py(Counter):
        @cached_property
        def doubled(self) -> int:
            self.calls += 100
            return 0

    p = Py(2)
    return [p.doubled, p.doubled, p.calls, read_doubled(p), "doubled" in p.__dict__]


def test_async():
    c = Counter(2)

    async def go():
        a = await c.tripled
        b = await c.tripled
        both = await asyncio.gather(Counter(1).tripled, c.tripled)
        return [a, b, both]

    return [asyncio.run(go()), c.calls]


def test_async_shared_while_running():
    c = Counter(6)

    async def go():
        aw = c.tripled
        return await asyncio.gather(aw, aw, c.tripled)

    return [asyncio.run(go()), c.calls]


def plain_decorator(f):
    return f


class Wrapped:
    # not the decorator nearest the def: an ordinary cached property,
    # and the class has no dict to cache in
    @cached_property
    @plain_decorator
    def x(self) -> int:
        return 1


class WithFunctools:
    def __init__(self) -> None:
        self.n = 0

    @functools.cached_property
    def y(self) -> int:
        return 2


def test_no_dict_to_cache_in():
    out = []
    for f in (lambda: Wrapped().x, lambda: WithFunctools().y):
        try:
            out.append(f())
        except TypeError as e:
            out.append(("TypeError", str(e)))
    return out


loads = []


class Config:
    @cached_classproperty
    def settings(cls) -> str:
        loads.append(cls.__name__)
        return cls.__name__ + "-settings"


def test_cached_classproperty():
    return [Config.settings, Config().settings, loads, Config.__dict__["settings"].value]
