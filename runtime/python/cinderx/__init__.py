"""CinderX's ``cinderx`` package as far as code written against CinderX uses
it on a stock python3: its cached properties (``cached_property``,
``async_cached_property``, ``cached_classproperty``, ...) with CinderX's
behaviour, ``cinderx.jit`` as CinderX's API behaves without its JIT, and
``cinderx.compiler.strict.loader.install()``, which CinderX's benchmark
scripts call before importing their Static Python modules. The cached
properties' implementation is ``__static__._cinderx``, which compiled
modules carry.
"""

from __static__._cinderx import (  # noqa: F401
    async_cached_classproperty,
    async_cached_property,
    cached_classproperty,
    cached_property,
    cached_property_with_descr,
)

__all__ = [
    "async_cached_classproperty",
    "async_cached_property",
    "cached_classproperty",
    "cached_property",
    "cached_property_with_descr",
]
