"""__static__'s context decorators: a context manager that also decorates
functions, as CinderX's ContextDecorator (the compiled extension binds
these classes from here when a module imports them)."""

import typing as _typing


class ExcContextDecorator:
    """A context manager that also decorates: each call of a function it
    decorates runs inside ``with self._recreate_cm():`` (a coroutine
    function's awaits too). Its ``__exit__`` may suppress an exception."""

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        return False

    def _recreate_cm(self):
        return self

    @_typing.final
    def __call__(self, func):
        import functools
        import inspect
        if inspect.iscoroutinefunction(func):
            async def decorated(*args, **kwds):
                with self._recreate_cm():
                    return await func(*args, **kwds)
        else:
            def decorated(*args, **kwds):
                with self._recreate_cm():
                    return func(*args, **kwds)
        return functools.wraps(func)(decorated)


class ContextDecorator(ExcContextDecorator):
    """An ExcContextDecorator whose ``__exit__`` never suppresses."""

    def __exit__(self, exc_type, exc_value, traceback):
        return False
