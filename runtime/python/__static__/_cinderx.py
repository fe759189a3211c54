"""The part of CinderX's ``cinderx`` module that Static Python code uses at
run time: its cached properties, with CinderX's behaviour.

``cached_property(f)`` computes ``f(obj)`` on first access and caches it in
the instance dict (a non-data descriptor, so the cached value shadows it);
on an instance without a dict it raises CinderX's ``TypeError: No
'__dict__' attribute on 'C' instance to cache 'x' property.``
``cached_property(f, slot)``, with the member descriptor of a slot, keeps
the value in that slot instead: that is what a static class's
``@cached_property`` method becomes (the class gets a slot of the
property's name, as CinderX's class loader gives it one), in compiled and
interpreted modules alike (``__static__._classes.install_cached_properties``).
``del obj.x`` then clears the cached value.

``async_cached_property`` is the same for ``async def`` methods: an access
returns an awaitable that runs the coroutine once, however many times and
by however many tasks it is awaited. ``cached_classproperty`` caches the
value of ``f(cls)`` on the descriptor (its ``value`` attribute).

``runtime/python/cinderx.py`` is the top-level ``cinderx`` module made of
these names, for interpreted runs. A compiled module's ``from cinderx
import ...`` imports ``cinderx`` when there is one (CinderX's own, or that
module) and otherwise takes the names from this module, which the
extension carries (``module()``).
"""

# The runtime's own checks use the real builtins even while a program
# patches them (builtins.isinstance = ...), as compiled code does.
from builtins import isinstance, issubclass, len

import sys as _sys
from types import MemberDescriptorType as _MemberDescriptor

__all__ = [
    "async_cached_classproperty",
    "async_cached_property",
    "cached_classproperty",
    "cached_property",
    "cached_property_with_descr",
]


def _slot_of(kind, slot):
    if type(slot) is not _MemberDescriptor:
        raise TypeError(f"{kind}: member descriptor expected for 2nd argument")
    return slot


def _check_applies(slot, obj):
    owner = slot.__objclass__
    if not isinstance(obj, owner):
        raise TypeError(
            f"descriptor '{slot.__name__}' for '{owner.__name__}' objects "
            f"doesn't apply to '{type(obj).__name__}' object")


def _func_name(f):
    return getattr(f, "__name__", None)


class cached_property:
    """cached_property(function, [slot]) --> cached_property object

    Creates a new cached property where function will be called to produce
    the value on the first access.

    If slot descriptor is provided it will be used for storing the value."""

    def __init__(self, func, slot=None):
        if slot is not None:
            _slot_of("cached_property", slot)
            if type(self) not in (cached_property, cached_property_with_descr):
                raise TypeError("cached_property: descr cannot be used with subtypes of cached_property")
            self.__class__ = cached_property_with_descr
        self._func = func
        self._name = None
        self._slot = slot

    @property
    def func(self):
        return self._func

    fget = func

    @property
    def slot(self):
        return self._slot

    @property
    def __name__(self):
        if self._slot is not None:
            return self._slot.__name__
        return self._name if self._name is not None else _func_name(self._func)

    name = __name__

    @property
    def __doc__(self):
        return getattr(self._func, "__doc__", None)

    def __set_name__(self, owner, name):
        if self._slot is not None:
            raise RuntimeError(
                f"Cannot set name ({name!r}) for a cached property backed by a slot ({self!r})")
        if self._name is not None and self._name != name:
            raise TypeError(
                "Cannot assign the same cached_property to two different names "
                f"({self._name!r} and {name!r}).")
        self._name = name

    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        slot = self._slot
        if slot is not None:
            _check_applies(slot, obj)
            try:
                return slot.__get__(obj, cls)
            except AttributeError:
                pass
            value = self._func(obj)
            slot.__set__(obj, value)
            return value
        name = self.__name__
        try:
            d = object.__getattribute__(obj, "__dict__")
        except AttributeError:
            raise TypeError(
                f"No '__dict__' attribute on '{type(obj).__name__}' instance "
                f"to cache '{name}' property.") from None
        if name in d:
            return d[name]
        value = self._func(obj)
        d[name] = value
        return value

    def clear(self, obj):
        """Forget obj's cached value; whether there was one."""
        if self._slot is not None:
            try:
                self._slot.__delete__(obj)
            except AttributeError:
                return False
            return True
        d = _instance_dict(obj)
        return d.pop(self.__name__, _missing) is not _missing

    def has_value(self, obj):
        if self._slot is not None:
            try:
                self._slot.__get__(obj, type(obj))
            except AttributeError:
                return False
            return True
        return self.__name__ in _instance_dict(obj)


_missing = object()


def _instance_dict(obj):
    try:
        return object.__getattribute__(obj, "__dict__")
    except AttributeError:
        raise AttributeError("This object has no __dict__") from None


class cached_property_with_descr(cached_property):
    """A cached_property backed by a slot (or an instance dict entry) that
    may also be set and deleted through the instance."""

    def __set__(self, obj, value):
        if self._slot is not None:
            self._slot.__set__(obj, value)
        else:
            _instance_dict(obj)[self.__name__] = value

    def __delete__(self, obj):
        if self._slot is not None:
            self._slot.__delete__(obj)
        else:
            del _instance_dict(obj)[self.__name__]


class _AsyncLazyValue:
    """Awaitable result of coro_func(*args), computed once: the first
    awaiter runs the coroutine, later ones wait for its result (or its
    exception, after which the next await runs it again)."""

    def __init__(self, coro_func, *args):
        self._coro_func = coro_func
        self._args = args
        self._done = False
        self._result = None
        self._waiters = None  # futures of awaiters while it runs

    def __await__(self):
        if self._done:
            return self._result
        if self._waiters is not None:
            import asyncio
            fut = asyncio.get_running_loop().create_future()
            self._waiters.append(fut)
            return (yield from fut.__await__())
        self._waiters = []
        try:
            result = yield from self._coro_func(*self._args).__await__()
        except BaseException as e:
            waiters, self._waiters = self._waiters, None
            for w in waiters:
                if not w.done():
                    w.set_exception(e)
            raise
        self._done, self._result = True, result
        self._coro_func, self._args = None, ()
        waiters, self._waiters = self._waiters, None
        for w in waiters:
            if not w.done():
                w.set_result(result)
        return result


class async_cached_property:
    """async_cached_property(function, [slot]): a cached property for an
    async def: an access returns an awaitable that runs the coroutine
    once."""

    def __init__(self, func, slot=None):
        if slot is not None:
            _slot_of("async_cached_property", slot)
            if type(self) not in (async_cached_property, _AsyncCachedPropertyWithDescr):
                raise TypeError(
                    "async_cached_property: descr cannot be used with subtypes of async_cached_property")
            self.__class__ = _AsyncCachedPropertyWithDescr
        self._func = func
        self._slot = slot
        self._name = _func_name(func)

    @property
    def func(self):
        return self._func

    fget = func

    @property
    def slot(self):
        return self._slot

    @property
    def __name__(self):
        return self._slot.__name__ if self._slot is not None else self._name

    name = __name__

    @property
    def __doc__(self):
        return getattr(self._func, "__doc__", None)

    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        slot = self._slot
        if slot is not None:
            _check_applies(slot, obj)
            try:
                return slot.__get__(obj, cls)
            except AttributeError:
                pass
            value = _AsyncLazyValue(self._func, obj)
            slot.__set__(obj, value)
            return value
        value = _AsyncLazyValue(self._func, obj)
        setattr(obj, self._name, value)
        return value


class _AsyncCachedPropertyWithDescr(async_cached_property):
    def __set__(self, obj, value):
        self._slot.__set__(obj, value)

    def __delete__(self, obj):
        self._slot.__delete__(obj)


class cached_classproperty:
    """cached_classproperty(function): f(cls), computed on first access
    (through the class or an instance) and kept on the descriptor as its
    ``value``."""

    def __init__(self, func):
        self.func = func
        self.name = _func_name(func)

    @property
    def __name__(self):
        return self.name

    @property
    def __doc__(self):
        return getattr(self.func, "__doc__", None)

    def __get__(self, obj, cls=None):
        try:
            return self.value
        except AttributeError:
            pass
        result = self.func(cls if cls is not None else type(obj))
        try:
            return self.value  # computed meanwhile: the first value wins
        except AttributeError:
            self.value = result
            return result


class async_cached_classproperty:
    """async_cached_classproperty(function): an awaitable running f(cls)
    once, kept on the descriptor."""

    def __init__(self, func):
        self.func = func
        self.name = _func_name(func)
        self._value = None

    @property
    def __name__(self):
        return self.name

    def __get__(self, obj, cls=None):
        if self._value is None:
            self._value = _AsyncLazyValue(self.func, cls if cls is not None else type(obj))
        return self._value


def module():
    """The cinderx module a compiled module imports from: ``cinderx`` on the
    path, else this module."""
    try:
        import cinderx
    except ModuleNotFoundError as e:
        if e.name != "cinderx":
            raise
        return _sys.modules[__name__]
    return cinderx
